/**
 * Analyser scenarios, one project tree each. The complete analyse result of each is
 * compared with `snapshots/analyser/scenarios/<name>.json`.
 */
export interface Scenario {
  name: string
  files: Record<string, string>
  entry: string
  maxEntries?: number
}

const NEXT_PACKAGE = JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } })
const VITE_PACKAGE = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } })

export const scenarios: Scenario[] = [
  {
    name: 'memo-function',
    entry: 'src/cart-item.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/cart-item.tsx': `import { memo } from 'react'

export const CartItem = memo(function CartItem({ title, quantity = 1 }: { title: string; quantity?: number }) {
  return <li>{title} × {quantity}</li>
})

export default memo(function CartTotal(props: { total: number }) {
  return <p>{props.total}</p>
})
`,
    },
  },
  {
    name: 'forward-ref-generics',
    entry: 'src/text-field.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/text-field.tsx': `import React, { forwardRef } from 'react'

interface TextFieldProps {
  label: string
  onValueChange?: (value: string) => void
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(({ label, onValueChange }, ref) => (
  <label>
    {label}
    <input ref={ref} onChange={(event) => onValueChange?.(event.target.value)} />
  </label>
))

export const SearchField = React.forwardRef<HTMLInputElement, { placeholder: string }>(\
function SearchField(props, ref) {
  return <input ref={ref} type="search" placeholder={props.placeholder} />
})
`,
    },
  },
  {
    name: 'memo-forward-ref',
    entry: 'src/avatar.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/avatar.tsx': `import { forwardRef, memo } from 'react'

type AvatarProps = { src: string; size?: 'sm' | 'lg' }

export const Avatar = memo(
  forwardRef<HTMLImageElement, AvatarProps>(function Avatar({ src, size = 'sm' }, ref) {
    return <img ref={ref} src={src} className={size} alt="" />
  }),
)
`,
    },
  },
  {
    name: 'anonymous-default-arrow',
    entry: '**/*.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/routes/order-history.tsx': `export default () => <h1>Your orders</h1>\n`,
      'src/widgets/weather/index.tsx': `export default function () {\n  return <p>Sunny</p>\n}\n`,
    },
  },
  {
    // An anonymous default export of a file named as a hook, drawing no JSX, is that hook (FlowiseAI's useApi.jsx).
    name: 'anonymous-default-hook',
    entry: 'src',
    files: {
      'package.json': VITE_PACKAGE,
      'src/hooks/useApi.js': `import { useState } from 'react'
import { useError } from '../context/error-context'

export default (apiFunc) => {
  const [data, setData] = useState(null)
  const { setError } = useError()
  const request = async (...args) => {
    try {
      setData(await apiFunc(...args))
    } catch (error) {
      setError(error)
    }
  }
  return { data, request }
}
`,
      'src/hooks/use-health.ts': `import { useEffect, useState } from 'react'

export default function () {
  const [healthy, setHealthy] = useState(false)
  useEffect(() => {
    fetch('/api/health').then((response) => setHealthy(response.ok))
  }, [])
  return healthy
}
`,
      'src/hooks/useToast.jsx': `import { useState } from 'react'

export default () => {
  const [message] = useState('Saved')
  return message ? <output>{message}</output> : null
}
`,
      'src/components/tracker.jsx': `import { useEffect } from 'react'

export default () => {
  useEffect(() => window.scrollTo(0, 0), [])
}
`,
      'src/context/error-context.jsx': `import { createContext, useContext, useState } from 'react'

const ErrorContext = createContext()

export const ErrorProvider = ({ children }) => {
  const [error, setError] = useState(null)
  return <ErrorContext.Provider value={{ error, setError }}>{children}</ErrorContext.Provider>
}

export const useError = () => useContext(ErrorContext)
`,
      'src/components/order-list.jsx': `import useApi from '../hooks/useApi'
import useHealth from '../hooks/use-health'

export const OrderList = ({ getOrders }) => {
  const orders = useApi(getOrders)
  const healthy = useHealth()
  return (
    <ul title={healthy ? 'online' : 'offline'}>
      {(orders.data ?? []).map((order) => <li key={order}>{order}</li>)}
    </ul>
  )
}
`,
    },
  },
  {
    name: 'export-default-as',
    entry: 'src/app.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/app.tsx': `import { Header } from './components'

export function App() {
  return <Header title="Shop" />
}
`,
      'src/components/index.ts': `export { default as Header } from './header'\n`,
      'src/components/header.tsx': `export default function SiteHeader({ title }: { title: string }) {
  return <header>{title}</header>
}
`,
    },
  },
  {
    name: 'export-star-chain',
    entry: 'src/page.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/page.tsx': `import { Card, CardTitle } from './ui'

export function Page() {
  return (
    <Card>
      <CardTitle>Hello</CardTitle>
    </Card>
  )
}
`,
      'src/ui/index.ts': `export * from './layout'\n`,
      'src/ui/layout/index.ts': `export * from './card'\n`,
      'src/ui/layout/card.tsx': `import type { ReactNode } from 'react'

export function Card({ children }: { children: ReactNode }) {
  return <div className="card">{children}</div>
}

export function CardTitle({ children }: { children: ReactNode }) {
  return <h2>{children}</h2>
}
`,
    },
  },
  {
    name: 'tsconfig-paths-extends',
    entry: 'apps/web/src/home.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'tsconfig.base.json': `{
  // comments are allowed in tsconfig
  "compilerOptions": { "baseUrl": ".", "paths": { "@ui/*": ["packages/ui/src/*"] } }
}
`,
      'apps/web/tsconfig.json': `{ "extends": "../../tsconfig.base.json", "compilerOptions": { "strict": true } }\n`,
      'apps/web/src/home.tsx': `import { Banner } from '@ui/banner'

export function Home() {
  return <Banner text="Welcome" />
}
`,
      'packages/ui/src/banner.tsx': `export function Banner({ text }: { text: string }) {
  return <p role="banner">{text}</p>
}
`,
    },
  },
  {
    name: 'import-type',
    entry: '**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import type { ChartProps } from '../components/chart'
import { ChartFrame } from '../components/chart-frame'
import { Legend } from '../components/legend'

const frame: ChartProps = { points: [] }
const legend: typeof Legend | null = null

export default function Page() {
  return <ChartFrame points={frame.points} />
}
`,
      'components/chart.tsx': `export interface ChartProps { points: number[] }

export function Chart({ points }: ChartProps) {
  return <svg>{points.length}</svg>
}
`,
      'components/chart-frame.tsx': `'use client'
import { type ChartProps } from './chart'

export function ChartFrame({ points }: ChartProps) {
  return <figure>{points.join(',')}</figure>
}
`,
      'components/legend.tsx': `export function Legend() {\n  return <p>Legend</p>\n}\n`,
    },
  },
  {
    name: 'lazy-and-dynamic',
    entry: 'app/page.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import dynamic from 'next/dynamic'
import { lazy } from 'react'

const Map = dynamic(() => import('../components/maps').then((mod) => mod.StoreMap))
const Reviews = lazy(() => import('../components/reviews'))
const Gallery = dynamic(() => import('../components/gallery').then(({ PhotoGallery }) => PhotoGallery))

export default function Page() {
  return (
    <>
      <Map />
      <Reviews />
      <Gallery />
    </>
  )
}
`,
      'components/maps.tsx': `'use client'
export function StoreMap() {
  return <div id="map" />
}
export function RouteMap() {
  return <div id="route" />
}
`,
      'components/reviews.tsx': `export default function Reviews() {\n  return <section>Reviews</section>\n}\n`,
      'components/gallery.tsx': `export function PhotoGallery() {\n  return <div>Photos</div>\n}\n`,
    },
  },
  {
    name: 'hoc-and-connect',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/counter.tsx': `import { connect } from 'react-redux'

function Counter({ count, increment }: { count: number; increment: () => void }) {
  return <button onClick={increment}>{count}</button>
}

const mapState = (state: { count: number }) => ({ count: state.count })

export default connect(mapState, { increment: () => ({ type: 'increment' }) })(Counter)
`,
      'src/dashboard.tsx': `import { withRouter } from './with-router'
import { withAuth } from './with-auth'

function Dashboard({ user }: { user: string }) {
  return <h1>{user}</h1>
}

const Enhanced = withAuth(withRouter(Dashboard))
export default Enhanced
`,
      'src/with-auth.tsx': `import type { ComponentType } from 'react'

export function withAuth<P extends object>(Wrapped: ComponentType<P>) {
  return (props: P) => <Wrapped {...props} />
}
`,
      'src/with-router.tsx': `import type { ComponentType } from 'react'

export function withRouter<P extends object>(Wrapped: ComponentType<P>) {
  return (props: P) => <Wrapped {...props} />
}
`,
      'src/app.tsx': `import Counter from './counter'
import Dashboard from './dashboard'

export function App() {
  return (
    <main>
      <Counter />
      <Dashboard />
    </main>
  )
}
`,
    },
  },
  {
    name: 'class-component',
    entry: 'src/clock.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/clock.tsx': `import React from 'react'

interface ClockProps {
  timeZone: string
  label?: string
}

export default class Clock extends React.PureComponent<ClockProps, { now: Date; ticks: number }> {
  private timer?: number

  constructor(props: ClockProps) {
    super(props)
    this.state = { now: new Date(), ticks: 0 }
  }

  componentDidMount() {
    this.timer = window.setInterval(() => this.setState(({ ticks }) => ({ now: new Date(), ticks: ticks + 1 })), 1000)
  }

  componentWillUnmount() {
    window.clearInterval(this.timer)
  }

  render() {
    const { label = 'Time' } = this.props
    return (
      <p>
        {label}: {this.state.now.toLocaleTimeString('en-US', { timeZone: this.props.timeZone })}
      </p>
    )
  }
}
`,
    },
  },
  {
    name: 'component-inside-component',
    entry: 'src/table.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/table.tsx': `export function Table({ rows }: { rows: string[] }) {
  const Row = ({ value }: { value: string }) => <tr><td>{value}</td></tr>
  function Footer() {
    return <tfoot><tr><td>{rows.length}</td></tr></tfoot>
  }
  return (
    <table>
      <tbody>{rows.map((row) => <Row key={row} value={row} />)}</tbody>
      <Footer />
    </table>
  )
}
`,
    },
  },
  {
    name: 'render-props-and-map',
    entry: 'src/people.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/people.tsx': `import { DataLoader } from './data-loader'
import { Person, Spinner } from './person'

export function People({ ids }: { ids: string[] }) {
  return (
    <DataLoader
      ids={ids}
      fallback={<Spinner />}
      render={(people) => people.map((person) => <Person key={person.id} name={person.name} />)}
    >
      {(count) => <p>{count} people</p>}
    </DataLoader>
  )
}
`,
      'src/data-loader.tsx': `import type { ReactNode } from 'react'

export function DataLoader({ render, fallback, children }: { ids: string[]; \
render: (people: { id: string; name: string }[]) => ReactNode; fallback: ReactNode; \
children: (count: number) => ReactNode }) {
  return <>{fallback}{render([])}{children(0)}</>
}
`,
      'src/person.tsx': `export function Person({ name }: { name: string }) {
  return <li>{name}</li>
}

export function Spinner() {
  return <span aria-busy="true" />
}
`,
    },
  },
  {
    name: 'async-server-component',
    entry: 'app/**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'tsconfig.json': `{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }`,
      'app/posts/page.tsx': `import { getPosts } from '@/lib/posts'
import { PostList } from './post-list'

export default async function PostsPage() {
  const posts = await getPosts()
  return <PostList posts={posts} />
}
`,
      'app/posts/post-list.tsx': `import type { Post } from '@/lib/posts'

export function PostList({ posts }: { posts: Post[] }) {
  return <ul>{posts.map((post) => <li key={post.id}>{post.title}</li>)}</ul>
}
`,
      'lib/posts.ts': `import { request } from './request'

export interface Post { id: string; title: string }

export async function getPosts(): Promise<Post[]> {
  return request<Post[]>('/api/posts', { next: { revalidate: 60 } })
}
`,
      'lib/request.ts': `const BASE = 'https://cms.example.com'

export async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(\`\${BASE}\${path}\`, init)
  return response.json()
}
`,
    },
  },
  {
    name: 'shared-mode-module',
    entry: 'components/**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import { Price } from '../components/price'
import { buttonClass } from '../components/button'
import { AddToCart } from '../components/add-to-cart'

export default function Page() {
  return (
    <main className={buttonClass('ghost')}>
      <Price cents={1299} />
      <AddToCart />
    </main>
  )
}
`,
      'components/add-to-cart.tsx': `'use client'
import { useState } from 'react'
import { Button } from './button'
import { Price } from './price'

export function AddToCart() {
  const [count, setCount] = useState(0)
  return (
    <Button onClick={() => setCount(count + 1)}>
      Add <Price cents={count * 1299} />
    </Button>
  )
}
`,
      'components/price.tsx': `export function Price({ cents }: { cents: number }) {
  return <span>\${(cents / 100).toFixed(2)}</span>
}
`,
      'components/button.tsx': `import type { ButtonHTMLAttributes } from 'react'

export function buttonClass(variant: 'solid' | 'ghost') {
  return \`btn btn-\${variant}\`
}

export function Button(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button className={buttonClass('solid')} {...props} />
}
`,
      'components/orphan.tsx': `export function Orphan() {\n  return <p>Nothing imports me</p>\n}\n`,
    },
  },
  {
    name: 'server-child-of-client',
    entry: 'app/layout.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/layout.tsx': `import type { ReactNode } from 'react'
import { Drawer } from './drawer'
import { CartSummary } from './cart-summary'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html>
      <body>
        <Drawer footer={<CartSummary />}>
          <CartSummary />
        </Drawer>
        {children}
      </body>
    </html>
  )
}
`,
      'app/drawer.tsx': `'use client'
import { useState, type ReactNode } from 'react'

export function Drawer({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  const [open, setOpen] = useState(false)
  return <aside onClick={() => setOpen(!open)}>{open && children}{footer}</aside>
}
`,
      'app/cart-summary.tsx': `export async function CartSummary() {
  const cart = await fetch('https://api.example.com/cart', { cache: 'no-store' }).then((response) => response.json())
  return <p>{cart.items.length} items</p>
}
`,
    },
  },
  {
    name: 'parse-error',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/broken.tsx': `export function Broken() {
  return <div>{items.map((item) => <span>{item}</span>}</div>
}
`,
      'src/fine.tsx': `export function Fine() {\n  return <p>Still analysed</p>\n}\n`,
    },
  },
  {
    name: 'max-entries',
    entry: 'src/*.tsx',
    maxEntries: 2,
    files: {
      'package.json': VITE_PACKAGE,
      'src/alpha.tsx': `export const Alpha = () => <p>alpha</p>\n`,
      'src/bravo.tsx': `export const Bravo = () => <p>bravo</p>\n`,
      'src/charlie.tsx': `export const Charlie = () => <p>charlie</p>\n`,
      'src/delta.tsx': `export const Delta = () => <p>delta</p>\n`,
    },
  },
  {
    name: 'static-and-member-tags',
    entry: 'src/profile.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/profile.tsx': `import * as Dialog from '@radix-ui/react-dialog'
import { Feed as FeedIcon } from 'lucide-react'
import { Card } from './card'
import { Icons } from './icons'
import * as ui from './ui'

export function Profile({ as: Heading = 'h2' }: { as?: 'h1' | 'h2' }) {
  const Tag = Heading
  return (
    <Card>
      <Card.Header>
        <Icons.logo />
        <Icons.gitHub />
        <FeedIcon />
      </Card.Header>
      <ui.Badge />
      <Dialog.Root />
      <Tag>Profile</Tag>
    </Card>
  )
}
`,
      'src/card.tsx': `import type { ReactNode } from 'react'

export function Card({ children }: { children: ReactNode }) {
  return <div>{children}</div>
}

Card.Header = function CardHeader({ children }: { children: ReactNode }) {
  return <header>{children}</header>
}
`,
      'src/icons.tsx': `import { Command } from 'lucide-react'

export const Icons = {
  logo: Command,
  gitHub: (props: { size?: number }) => <svg width={props.size} />,
}
`,
      'src/ui.tsx': `export function Badge() {\n  return <span>new</span>\n}\n`,
    },
  },
  {
    name: 'requests',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({
        dependencies: { react: '19.1.0', vite: '6.3.5', axios: '1.9.0', swr: '2.3.3' },
      }),
      'src/lib/http.ts': `import axios from 'axios'

export const http = axios.create({ baseURL: '/api' })

export const fetcher = (url: string) => fetch(url).then((response) => response.json())

export const api = {
  listUsers: () => http.get('/users'),
  deleteUser: (id: string) => http.delete(\`/users/\${id}\`),
}
`,
      'src/users.tsx': `import useSWR from 'swr'
import axios from 'axios'
import { useEffect, useState } from 'react'
import { api, fetcher } from './lib/http'

export function Users({ teamId }: { teamId: string }) {
  const { data } = useSWR(\`/api/teams/\${teamId}\`, fetcher)
  const { data: owner } = useSWR(teamId ? \`/api/teams/\${teamId}/owner\` : null, fetcher)
  const [users, setUsers] = useState([])
  useEffect(() => {
    let ignore = false
    async function load() {
      const response = await api.listUsers()
      if (!ignore) setUsers(response.data)
    }
    load()
    return () => {
      ignore = true
    }
  }, [])
  async function remove(id: string) {
    await api.deleteUser(id)
    await axios({ method: 'post', url: '/api/audit' })
    await fetch('/api/notify', { method: 'PATCH', body: id })
  }
  return <ul onClick={() => remove('1')}>{data?.name}{owner?.name}{users.length}</ul>
}
`,
    },
  },
  {
    name: 'server-actions',
    entry: 'app/**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/actions.ts': `'use server'

export async function subscribe(formData: FormData) {
  return String(formData.get('email'))
}
`,
      'app/page.tsx': `import { subscribe } from './actions'

export default function Page() {
  async function unsubscribe() {
    'use server'
    return true
  }
  return (
    <>
      <form action={subscribe}><button>Subscribe</button></form>
      <form action={unsubscribe}><button>Unsubscribe</button></form>
    </>
  )
}
`,
    },
  },
  {
    name: 'workspace-package',
    entry: 'apps/shop/app/page.tsx',
    files: {
      'package.json': JSON.stringify({ private: true, workspaces: ['apps/*', 'packages/*'] }),
      'apps/shop/package.json': NEXT_PACKAGE,
      'apps/shop/app/page.tsx': `import { Rating } from '@acme/ui'
import { Stars } from '@acme/ui/stars'

export default function Page() {
  return (
    <>
      <Rating value={4} />
      <Stars count={5} />
    </>
  )
}
`,
      'packages/ui/package.json': JSON.stringify({
        name: '@acme/ui',
        exports: { '.': './src/index.ts', './*': './src/*.tsx' },
      }),
      'packages/ui/src/index.ts': `export { Rating } from './rating'\n`,
      'packages/ui/src/rating.tsx': `'use client'
export function Rating({ value }: { value: number }) {
  return <meter value={value} max={5} />
}
`,
      'packages/ui/src/stars.tsx': `export function Stars({ count }: { count: number }) {
  return <span>{'★'.repeat(count)}</span>
}
`,
    },
  },
  {
    name: 'special-file-reexport',
    entry: '**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `export { default } from '../views/home'\n`,
      'views/home.tsx': `import { Hero } from './hero'\n\nexport default function Home() {\n  return <Hero />\n}\n`,
      'views/hero.tsx': `export function Hero() {\n  return <h1>Welcome</h1>\n}\n`,
    },
  },
  {
    // https://nextjs.org/docs/app/api-reference/file-conventions/route: GET answers a request with the
    // PNG its JSX is drawn into. The card it draws is still a component, and a GET elsewhere is named as any.
    name: 'route-handler-image-response',
    entry: '**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/api/og/route.tsx': `import { ImageResponse } from 'next/og'

function OgCard({ heading }: { heading: string }) {
  return <div tw="flex">{heading}</div>
}

export async function GET(request: Request) {
  const url = new URL(request.url)
  return new ImageResponse(<OgCard heading={url.searchParams.get('heading') ?? ''} />)
}

export const POST = async () => new ImageResponse(<div>posted</div>)
`,
      'components/verb-badge.tsx': `export function GET() {
  return <span>GET</span>
}
`,
    },
  },
  {
    name: 'route-paths-taken-literally',
    entry: 'app/(shop)/[slug]/page.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/(shop)/[slug]/page.tsx': `export default async function ProductPage(\
{ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  return <h1>{slug}</h1>
}
`,
      'app/(shop)/s/page.tsx': `export default function SearchPage() {\n  return <h1>Search</h1>\n}\n`,
    },
  },
  {
    name: 'default-excludes',
    entry: '**/*.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/button.tsx': `export function Button() {\n  return <button>OK</button>\n}\n`,
      'src/button.test.tsx': `export function ButtonTestHarness() {\n  return <div />\n}\n`,
      'src/button.stories.tsx': `export function ButtonStory() {\n  return <div />\n}\n`,
      'src/__tests__/helpers.tsx': `export function Helper() {\n  return <div />\n}\n`,
      'dist/button.js': `export function Button() { return null }\n`,
      'node_modules/lib/index.tsx': `export function Library() {\n  return <div />\n}\n`,
      'tests/flawless/perf-harness/button.test.tsx': `export function Generated() {\n  return <div />\n}\n`,
      'src/types.d.ts': `declare const x: number\n`,
    },
  },
  {
    // taxonomy's `import { SidebarNavItem } from "types"`: the props type is declared in the
    // project's types/index.d.ts, under baseUrl. The file is read for types only: a value
    // imported from it is external as before, no component of it is listed, and the
    // declaration file nothing reaches is not read.
    name: 'props-type-in-declaration-file',
    entry: '**/*',
    files: {
      'package.json': NEXT_PACKAGE,
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.' } }),
      'types/index.d.ts': `export type SidebarNavItem = {
  title: string
  href: string
  disabled?: boolean
}

export declare function LegacyBanner(props: { text: string }): JSX.Element
`,
      'types/next-auth.d.ts': `declare module 'next-auth' {
  interface Session {
    user: { id: string }
  }
}
`,
      'components/sidebar-nav.tsx': `import { LegacyBanner, SidebarNavItem } from 'types'

export function SidebarNav({ items }: { items: SidebarNavItem[] }) {
  return (
    <nav>
      <LegacyBanner text="Moved" />
      {items.map((item) => <a key={item.href} href={item.href}>{item.title}</a>)}
    </nav>
  )
}
`,
    },
  },
  {
    // taxonomy maps `contentlayer/generated` to `./.contentlayer/generated`, a dot folder the
    // walk skips. Its declarations give DocsPager's `Doc`; its JavaScript is no source: the
    // Banner it exports is rendered as an external child, and nothing in it is an entry.
    name: 'paths-target-in-dot-folder',
    entry: '**/*',
    files: {
      'package.json': NEXT_PACKAGE,
      'tsconfig.json': JSON.stringify({
        compilerOptions: { baseUrl: '.', paths: { 'contentlayer/generated': ['./.contentlayer/generated'] } },
      }),
      '.contentlayer/generated/index.mjs': `export const allDocs = []
export function Banner() {
  return null
}
`,
      '.contentlayer/generated/index.d.ts': `export * from './types'
export declare const allDocs: import('./types').Doc[]
`,
      '.contentlayer/generated/types.d.ts': `export type Doc = {
  title: string
  slug: string
}
`,
      'components/pager.tsx': `import { allDocs, Banner, Doc } from 'contentlayer/generated'

export function DocsPager({ doc }: { doc: Doc }) {
  const index = allDocs.findIndex((each) => each.slug === doc.slug)
  return <nav><Banner />{index}</nav>
}
`,
    },
  },
  {
    name: 'naming-and-dynamic-tags',
    entry: 'app/**/*.tsx',
    files: {
      'package.json': JSON.stringify({
        dependencies: { expo: '53.0.9', 'expo-router': '5.0.7', react: '19.0.0', 'react-native': '0.79.2' },
      }),
      'tsconfig.json': `{ "compilerOptions": { "paths": { "@/*": ["./*"], "@design/*": ["../design-system/*"] } } }`,
      'app/profile.tsx': `import React from 'react'
import { chakra } from '@chakra-ui/react'
import { Avatar } from '@design/avatar'
import { StatusDot } from '@/components/status-dot'
import { useAuth } from '@/store/auth'
import { useModal } from '@/hooks/use-modal'

const Box = chakra('div')
const icons = { online: StatusDot, offline: StatusDot }

export default function Profile({ state }: { state: 'online' | 'offline' }) {
  const status = useAuth.use.status()
  const [open, setOpen] = React.useState(false)
  const { Modal } = useModal()
  const Icon = icons[state]
  return (
    <Box onClick={() => setOpen(!open)}>
      <Avatar />
      <Icon />
      <StatusDot status={status} />
      <Modal />
    </Box>
  )
}
`,
      'components/status-dot.android.tsx': `export function StatusDot({ status }: { status?: string }) {
  return <span>{status} (Android)</span>
}
`,
      'components/status-dot.ios.tsx': `export function StatusDot({ status }: { status?: string }) {
  return <span>{status} (iOS)</span>
}
`,
      'store/auth.ts': `import { create } from 'zustand'

export const useAuth = create(() => ({ status: 'online' }))
`,
      'hooks/use-modal.tsx': `export function useModal() {\n  return { Modal: () => <dialog /> }\n}\n`,
    },
  },
  {
    // A callback's parameter hides the imported `columns` inside that callback only: the
    // page still reads the import, so what `columns` renders is reached from the server.
    name: 'name-hidden-in-one-callback',
    entry: '**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import { columns } from '../components/columns'
import { DataTable } from '../components/data-table'

export default function Page() {
  const widths = [120, 80].map((columns) => columns / 2)
  return <DataTable columns={columns} widths={widths} />
}
`,
      'components/columns.tsx': `import { StatusBadge } from './status-badge'

export const columns = [{ key: 'status', label: <StatusBadge status="open" /> }]
`,
      'components/status-badge.tsx': `export function StatusBadge({ status }: { status: string }) {
  return <span>{status}</span>
}
`,
      'components/data-table.tsx': `import type { ReactNode } from 'react'

type Column = { key: string; label: ReactNode }

export function DataTable({ columns, widths }: { columns: Column[]; widths: number[] }) {
  return (
    <table>
      {columns.map((column, index) => (
        <th key={column.key} style={{ width: widths[index] }}>
          {column.label}
        </th>
      ))}
    </table>
  )
}
`,
    },
  },
  {
    // pnpm-workspace.yaml as pnpm init writes it: a block list, quoted, with a negation.
    name: 'pnpm-workspace-block-list',
    entry: 'apps/shop/app/page.tsx',
    files: {
      'package.json': JSON.stringify({ private: true }),
      'pnpm-workspace.yaml': `packages:
  # every app and shared package
  - 'apps/*'
  - "packages/*"
  - '!**/fixtures/**'
`,
      'apps/shop/package.json': NEXT_PACKAGE,
      'apps/shop/app/page.tsx': `import { Rating } from '@acme/ui'

export default function Page() {
  return <Rating value={4} />
}
`,
      'packages/ui/package.json': JSON.stringify({ name: '@acme/ui', main: './src/index.ts' }),
      'packages/ui/src/index.ts': `export { Rating } from './rating'
`,
      'packages/ui/src/rating.tsx': `export function Rating({ value }: { value: number }) {
  return <meter value={value} max={5} />
}
`,
    },
  },
  {
    // Node's subpath imports, as epic-stack writes them: `#app/*` in package.json's `imports`, a workspace package's
    // own map beside the root's, and a `#` name that maps to a package (external).
    name: 'subpath-imports',
    entry: 'app/routes/index.tsx',
    files: {
      'package.json': JSON.stringify({
        private: true,
        workspaces: ['packages/*'],
        dependencies: { react: '19.1.0', 'react-router': '7.6.0' },
        imports: { '#app/*': './app/*', '#ui': './app/components/ui/index.ts', '#icons': 'lucide-react' },
      }),
      'app/routes/index.tsx': `import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Button } from '#ui'
import { House } from '#icons'
import { Stars } from '@acme/ratings'

export default function Index() {
  return (
    <GeneralErrorBoundary>
      <Button><House /></Button>
      <Stars count={5} />
    </GeneralErrorBoundary>
  )
}
`,
      'app/components/error-boundary.tsx': `import { useRouteError } from 'react-router'

export function GeneralErrorBoundary({ children }: { children: React.ReactNode }) {
  const error = useRouteError()
  return error ? <p>Something went wrong</p> : <>{children}</>
}
`,
      'app/components/ui/index.ts': `export { Button } from './button'
`,
      'app/components/ui/button.tsx': `export function Button({ children }: { children: React.ReactNode }) {
  return <button type="button">{children}</button>
}
`,
      'packages/ratings/package.json': JSON.stringify({
        name: '@acme/ratings',
        exports: './src/index.tsx',
        imports: { '#star': './src/star.tsx' },
      }),
      'packages/ratings/src/index.tsx': `import { Star } from '#star'

export function Stars({ count }: { count: number }) {
  return <span>{Array.from({ length: count }, (_, index) => <Star key={index} />)}</span>
}
`,
      'packages/ratings/src/star.tsx': `export function Star() {
  return <i>★</i>
}
`,
    },
  },
  {
    // The same workspace written as a flow list, which a line-by-line reading missed.
    name: 'pnpm-workspace-flow-list',
    entry: 'apps/shop/app/page.tsx',
    files: {
      'package.json': JSON.stringify({ private: true }),
      'pnpm-workspace.yaml': `packages: [apps/*, 'packages/*']
`,
      'apps/shop/package.json': NEXT_PACKAGE,
      'apps/shop/app/page.tsx': `import { Rating } from '@acme/ui'

export default function Page() {
  return <Rating value={4} />
}
`,
      'packages/ui/package.json': JSON.stringify({ name: '@acme/ui', main: './src/index.ts' }),
      'packages/ui/src/index.ts': `export { Rating } from './rating'
`,
      'packages/ui/src/rating.tsx': `export function Rating({ value }: { value: number }) {
  return <meter value={value} max={5} />
}
`,
    },
  },
  {
    // Components a factory makes at module level, rendered in the file that makes them:
    // each is a child of that file, not a value the analyser cannot place. `chakra(Label)`
    // wraps a project component, which stays the child (the HOC reading, SPEC 2.3).
    name: 'factory-in-same-file',
    entry: 'src/settings-panel.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/settings-panel.tsx': `import { chakra, createSlotRecipeContext } from '@chakra-ui/react'
import { Field as ArkField } from '@ark-ui/react/field'
import { Switch } from '@ark-ui/react/switch'
import { Label } from './label'

const { withContext } = createSlotRecipeContext({ key: 'panel' })

const PanelRoot = chakra('section', { base: { padding: '4' } })
const PanelBody = withContext<HTMLDivElement>('div', 'body')
const PanelInput = chakra(ArkField.Input)
const PanelSwitch = chakra(Switch.Root)
const PanelLabel = chakra(Label)

export function SettingsPanel({ title }: { title: string }) {
  return (
    <PanelRoot>
      <PanelLabel text={title} />
      <PanelBody>
        <PanelInput name="email" />
        <PanelSwitch />
      </PanelBody>
    </PanelRoot>
  )
}
`,
      'src/label.tsx': `export function Label({ text }: { text: string }) {
  return <label>{text}</label>
}
`,
    },
  },
  {
    // Factory components imported through a barrel into a server page: the child names the
    // defining file, and takes its render mode from it ('use client' there, the page's otherwise).
    name: 'factory-through-barrel',
    entry: 'app/**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'tsconfig.json': `{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }`,
      'app/page.tsx': `import { Card, CardTitle, Stack } from '@/components/ui'

export default function Page() {
  return (
    <Stack>
      <Card>
        <CardTitle>Orders</CardTitle>
      </Card>
    </Stack>
  )
}
`,
      'components/ui/index.ts': `export * from './card'
export { Stack } from './stack'
`,
      'components/ui/card.tsx': `'use client'

import { chakra } from '@chakra-ui/react'

export const Card = chakra('article', { base: { borderWidth: '1px' } })
export const CardTitle = chakra('h2')
`,
      'components/ui/stack.tsx': `import { chakra } from '@chakra-ui/react'

const StackRoot = chakra('div', { base: { display: 'flex' } })

export { StackRoot as Stack }
`,
    },
  },
  {
    // styled-components: member factories (`styled.div`), `.attrs` with a callback, a wrapped
    // package component and the object form make components of the file that calls them;
    // `styled(Avatar)` wraps a project component, which stays the child (with `.attrs` too),
    // as the call form `chakra(Label)` does.
    name: 'styled-member-factories',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({
        dependencies: { react: '18.3.1', vite: '5.4.0', 'styled-components': '6.1.0', 'react-router-dom': '6.26.0' },
      }),
      'src/components/styled.ts': `import styled from 'styled-components'
import { Link } from 'react-router-dom'

export const Row = styled.div\`
  display: flex;
\`

export const Caption = styled.span.attrs(() => ({ role: 'note' }))\`
  color: gray;
\`

export const NavLink = styled(Link)\`
  text-decoration: none;
\`

export const Button = styled('button')({ padding: 4 })
`,
      'src/components/avatar.tsx': `import styled from 'styled-components'

export function Avatar({ src }: { src: string }) {
  return <img src={src} alt="" />
}

export const RoundAvatar = styled(Avatar)\`
  border-radius: 50%;
\`

export const SmallAvatar = styled(Avatar).attrs({ alt: 'avatar' })\`
  width: 24px;
\`
`,
      'src/profile-header.tsx': `import styled from 'styled-components'
import { Caption, NavLink, Row, Button } from './components/styled'
import { RoundAvatar, SmallAvatar } from './components/avatar'

const Name = styled.h1\`
  font-size: 2rem;
\`

export function ProfileHeader({ name, photo }: { name: string; photo: string }) {
  return (
    <Row>
      <RoundAvatar src={photo} />
      <SmallAvatar src={photo} />
      <Name>{name}</Name>
      <Caption>member</Caption>
      <NavLink to="/settings">Settings</NavLink>
      <Button>Follow</Button>
    </Row>
  )
}
`,
    },
  },
  {
    // used_by: one Button reached four ways — renamed, through a barrel, as a default under
    // another name, and in its own file — with the props each site writes.
    name: 'used-by-import-forms',
    entry: 'src/components/ui/button.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/components/ui/button.tsx': `export function Button({ label, size }: { label?: string; size?: string }) {
  return <button className={size}>{label}</button>
}

export default function IconButton({ icon, count }: { icon: string; count?: number }) {
  return <Button label={icon} size="sm" />
}
`,
      'src/components/ui/index.ts': `export { Button } from './button'
export { default as IconButton } from './button'
`,
      'src/pages/home.tsx': `import { Button as PrimaryButton } from '../components/ui/button'

export function Home({ onSave }: { onSave: () => void }) {
  return (
    <main>
      <PrimaryButton size="lg" onClick={onSave} options={{ wide: true, steps: [1, 2] }}>
        Save   changes
      </PrimaryButton>
    </main>
  )
}
`,
      'src/pages/settings.tsx': `import { Button, IconButton } from '../components/ui'

export function Settings({ user }: { user: { name: string } }) {
  return (
    <section>
      <Button disabled label={\`Hello \${user.name}\`} key="greeting" />
      <IconButton icon="gear" count={-1} />
    </section>
  )
}
`,
      'src/toolbar.tsx': `import Tool from './components/ui/button'

export function Toolbar() {
  return <Tool icon={\`close\`} count={2} {...{ title: 'Close' }} />
}
`,
    },
  },
  {
    // URLs and options held in consts in the function that makes the request; a const
    // holding a call's result is still a URL the analyser cannot see.
    name: 'const-url-in-function',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', swr: '2.3.3' } }),
      'src/lib/items-api.ts': `export async function saveItem(base: string, id: string, body: string) {
  const url = \`\${base}/api/items/\${id}\`
  const response = await fetch(url, { method: 'POST', body })
  return response.json()
}

export async function removeItem(id: string) {
  const url = \`/api/items/\${id}\`
  const init = { method: 'DELETE' }
  await fetch(url, init)
}

export async function loadReport(id: string) {
  const url = buildReportUrl(id)
  return fetch(url)
}

function buildReportUrl(id: string) {
  return ['/api/reports', id].join('/')
}
`,
      'src/item-editor.tsx': `import useSWR from 'swr'
import { loadReport, removeItem, saveItem } from './lib/items-api'

const fetcher = (url: string) => fetch(url).then((response) => response.json())

export function ItemEditor({ id }: { id: string }) {
  const endpoint = \`/api/items/\${id}\`
  const { data } = useSWR(endpoint, fetcher)
  return (
    <form onSubmit={() => saveItem('https://shop.example', id, 'x')}>
      {data?.name}
      <button type="button" onClick={() => removeItem(id)}>Remove</button>
      <button type="button" onClick={() => loadReport(id)}>Report</button>
    </form>
  )
}
`,
    },
  },
  {
    // A URL held in a module-level const of the file that makes the request.
    name: 'const-url-at-module-level',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', swr: '2.3.3' } }),
      'src/notifications.tsx': `import { useEffect, useState } from 'react'
import useSWR from 'swr'

const NOTIFICATIONS_URL = '/api/notifications'
const UNREAD_URL = \`\${NOTIFICATIONS_URL}/unread\`
const MARK_READ = { method: 'PATCH' }
const fetcher = (url: string) => fetch(url).then((response) => response.json())

export function Notifications() {
  const [items, setItems] = useState([])
  const { data: unread } = useSWR(UNREAD_URL, fetcher)
  useEffect(() => {
    fetch(NOTIFICATIONS_URL)
      .then((response) => response.json())
      .then(setItems)
  }, [])
  return <ul onClick={() => fetch(NOTIFICATIONS_URL, MARK_READ)}>{items.length}{unread?.count}</ul>
}
`,
    },
  },
  {
    // URLs held in consts another module exports, through a barrel; a const holding a
    // call's result stays null.
    name: 'const-url-imported',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', swr: '2.3.3' } }),
      'src/config/endpoints.ts': `export const API_BASE = '/api/v2'
export const ORDERS_ENDPOINT = \`\${API_BASE}/orders\`
export const REPORTS_ENDPOINT = new URL('/reports', location.origin).toString()
`,
      'src/config/index.ts': `export * from './endpoints'
`,
      'src/orders.tsx': `import useSWR from 'swr'
import { ORDERS_ENDPOINT, REPORTS_ENDPOINT } from './config'

const fetcher = (url: string) => fetch(url).then((response) => response.json())

export function Orders() {
  const { data: orders } = useSWR(ORDERS_ENDPOINT, fetcher)
  const { data: reports } = useSWR(REPORTS_ENDPOINT, fetcher)
  return <p>{orders?.length} {reports?.length}</p>
}
`,
    },
  },
  {
    // SWR's conditional fetching with the key held in a const, as it reads inline.
    name: 'conditional-const-key',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', swr: '2.3.3' } }),
      'src/team-members.tsx': `import useSWR from 'swr'

const fetcher = (url: string) => fetch(url).then((response) => response.json())

export function TeamMembers({ userId, teamId }: { userId?: string; teamId?: string }) {
  const key = userId && teamId && \`/api/teams/\${teamId}/members\`
  const { data: members } = useSWR(key, fetcher)
  const inviteKey = teamId ? \`/api/teams/\${teamId}/invites\` : null
  const { data: invites } = useSWR(inviteKey, fetcher)
  return <p>{members?.length} {invites?.length}</p>
}
`,
    },
  },
  {
    // react-query option helpers (https://tanstack.com/query/latest/docs/framework/react/guides/query-options):
    // the helper in one module, the query function it names in another, the component in a
    // third — spread into useQuery, passed whole to useSuspenseQuery and useInfiniteQuery,
    // and a plain object-returning helper.
    name: 'query-options-helper',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({
        dependencies: { react: '18.3.1', vite: '5.4.0', axios: '1.9.0', '@tanstack/react-query': '5.59.0' },
      }),
      'src/lib/api-client.ts': `import Axios from 'axios'

export const api = Axios.create({ baseURL: '/api' })
`,
      'src/features/orders/api/orders-api.ts': `import { api } from '../../../lib/api-client'

export const getOrders = () => api.get('/orders')

export function getOrder({ orderId }: { orderId: string }) {
  return api.get(\`/orders/\${orderId}\`)
}

export const getOrderEvents = ({ pageParam }: { pageParam: number }) =>
  api.get('/order-events', { params: { page: pageParam } })

export const getCustomers = () => api.get('/customers')
`,
      'src/features/orders/api/queries.ts': `import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { getCustomers, getOrder, getOrderEvents, getOrders } from './orders-api'

export const getOrdersQueryOptions = () => queryOptions({ queryKey: ['orders'], queryFn: getOrders })

export function getOrderQueryOptions(orderId: string) {
  return queryOptions({ queryKey: ['orders', orderId], queryFn: () => getOrder({ orderId }) })
}

export const getOrderEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['order-events'],
    queryFn: getOrderEvents,
    initialPageParam: 1,
    getNextPageParam: () => undefined,
  })

export const customersQuery = () => ({ queryKey: ['customers'], queryFn: getCustomers })
`,
      'src/features/orders/orders-page.tsx': `import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import {
  customersQuery,
  getOrderEventsQueryOptions,
  getOrderQueryOptions,
  getOrdersQueryOptions,
} from './api/queries'

export function OrdersPage({ orderId }: { orderId: string }) {
  const orders = useQuery({ ...getOrdersQueryOptions(), staleTime: 1000 })
  const order = useSuspenseQuery(getOrderQueryOptions(orderId))
  const events = useInfiniteQuery(getOrderEventsQueryOptions())
  const customers = useQuery(customersQuery())
  return <p>{orders.data?.length} {order.data.id} {events.data?.pages.length} {customers.data?.length}</p>
}
`,
    },
  },
  {
    // Query options run only when something runs them: a project hook spreading them into
    // useQuery, and the query client prefetching them on hover. A mutation that reads their
    // key to invalidate the cache requests nothing through them.
    name: 'query-options-prefetch-and-invalidate',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({
        dependencies: { react: '18.3.1', vite: '5.4.0', axios: '1.9.0', '@tanstack/react-query': '5.59.0' },
      }),
      'src/lib/api-client.ts': `import Axios from 'axios'

export const api = Axios.create({ baseURL: '/api' })
`,
      'src/features/teams/api/get-teams.ts': `import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getTeams = () => api.get('/teams')

export const getTeam = (teamId: string) => api.get(\`/teams/\${teamId}\`)

export const getTeamsQueryOptions = () => queryOptions({ queryKey: ['teams'], queryFn: getTeams })

export const getTeamQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: ['teams', teamId], queryFn: () => getTeam(teamId) })

export const useTeams = () => useQuery({ ...getTeamsQueryOptions() })
`,
      'src/features/teams/api/rename-team.ts': `import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { getTeamQueryOptions, getTeamsQueryOptions } from './get-teams'

type Rename = { teamId: string; name: string }

export const renameTeam = ({ teamId, name }: Rename) => api.patch(\`/teams/\${teamId}\`, { name })

export const useRenameTeam = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renameTeam,
    onSuccess: (_data: unknown, { teamId }: Rename) => {
      queryClient.invalidateQueries({ queryKey: getTeamsQueryOptions().queryKey })
      queryClient.invalidateQueries({ queryKey: getTeamQueryOptions(teamId).queryKey })
    },
  })
}
`,
      'src/features/teams/teams-list.tsx': `import { useQueryClient } from '@tanstack/react-query'
import { getTeamQueryOptions, useTeams } from './api/get-teams'
import { useRenameTeam } from './api/rename-team'

export function TeamsList() {
  const queryClient = useQueryClient()
  const teams = useTeams()
  const renameTeam = useRenameTeam()
  return (
    <ul>
      {teams.data?.data.map((team: { id: string; name: string }) => (
        <li key={team.id} onMouseEnter={() => queryClient.prefetchQuery(getTeamQueryOptions(team.id))}>
          {team.name}
        </li>
      ))}
      <button type="button" onClick={() => renameTeam.mutate({ teamId: '1', name: 'Core' })}>Rename</button>
    </ul>
  )
}
`,
    },
  },
  {
    // Query options held in a const before a hook or the query client is given them, whole
    // or spread; options held only to read their key request nothing.
    name: 'query-options-held-in-const',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': JSON.stringify({
        dependencies: { react: '18.3.1', vite: '5.4.0', axios: '1.9.0', '@tanstack/react-query': '5.59.0' },
      }),
      'src/lib/api-client.ts': `import Axios from 'axios'

export const api = Axios.create({ baseURL: '/api' })
`,
      'src/features/projects/api/queries.ts': `import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const getProjects = () => api.get('/projects')

export const getProject = (projectId: string) => api.get(\`/projects/\${projectId}\`)

export const getMembers = (projectId: string) => api.get(\`/projects/\${projectId}/members\`)

export const getProjectsQueryOptions = () => queryOptions({ queryKey: ['projects'], queryFn: getProjects })

export const getProjectQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ['projects', projectId], queryFn: () => getProject(projectId) })

export const getMembersQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ['members', projectId], queryFn: () => getMembers(projectId) })
`,
      'src/features/projects/project-board.tsx': `import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  getMembersQueryOptions,
  getProjectQueryOptions,
  getProjectsQueryOptions,
} from './api/queries'

export function ProjectBoard({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient()
  const projectsOptions = getProjectsQueryOptions()
  const projects = useQuery(projectsOptions)
  const projectOptions = getProjectQueryOptions(projectId)
  const project = useQuery({ ...projectOptions, enabled: projects.isSuccess })
  const membersOptions = getMembersQueryOptions(projectId)
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersOptions.queryKey })
  return (
    <button type="button" onClick={refresh}>
      {projects.data?.data.length} {project.data?.data.name}
    </button>
  )
}
`,
    },
  },
  {
    // A name that hides a const stands for its own value: a parameter of the same name, a
    // const in an inner function, a `let` that may be reassigned.
    name: 'const-url-hidden',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/reports.tsx': `import { useEffect } from 'react'

const REPORTS_URL = '/api/reports'

function loadFrom(REPORTS_URL: string) {
  return fetch(REPORTS_URL)
}

export function Reports({ id }: { id: string }) {
  let url = \`/api/reports/\${id}\`
  if (id === 'all') url = REPORTS_URL
  useEffect(() => {
    fetch(url)
    const REPORTS_URL = \`/api/archive/\${id}\`
    fetch(REPORTS_URL)
  }, [id, url])
  return (
    <button type="button" onClick={() => loadFrom('/api/exports')}>
      {id}
    </button>
  )
}
`,
    },
  },
  {
    // used_by: a project part rendered by two parents, one of them inside a Radix menu's
    // Root > Portal > Content; the chain of ancestors ends at a prop's value and at a render prop.
    name: 'used-by-compound-parts',
    entry: 'src/{action-item,components/ui/dropdown-menu}.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/components/ui/dropdown-menu.tsx': `import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu'
import type { ComponentProps } from 'react'

export function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root {...props} />
}

export function DropdownMenuContent(props: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content sideOffset={4} {...props} />
    </DropdownMenuPrimitive.Portal>
  )
}
`,
      'src/action-item.tsx': `import * as Menu from '@radix-ui/react-dropdown-menu'

export function ActionItem({ label }: { label: string }) {
  return <Menu.Item>{label}</Menu.Item>
}
`,
      'src/user-menu.tsx': `import { DropdownMenu, DropdownMenuContent } from './components/ui/dropdown-menu'
import { ActionItem } from './action-item'

export function UserMenu({ items }: { items: { id: string; label: string }[] }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuContent align="end">
        {items.length > 0 && items.map((item) => <ActionItem key={item.id} label={item.label} />)}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
`,
      'src/row-actions.tsx': `import * as Menu from '@radix-ui/react-dropdown-menu'
import { Tooltip } from './tooltip'
import { ActionItem } from './action-item'

export function RowActions() {
  return (
    <Menu.Root>
      <Menu.Portal>
        <Menu.Content>
          <div className="group">
            <ActionItem label="Edit" />
          </div>
          <Tooltip hint={<ActionItem label="Hint" />} />
          <Tooltip>{() => <ActionItem label="Later" />}</Tooltip>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  )
}
`,
      'src/tooltip.tsx': `import type { ReactNode } from 'react'

export function Tooltip({ hint, children }: { hint?: ReactNode; children?: () => ReactNode }) {
  return <span>{hint}{children?.()}</span>
}
`,
    },
  },
  {
    // shadcn's files name a primitive's part (`const Select = SelectPrimitive.Root`): where
    // the project renders that name, the child is the package's part, as a re-export is.
    name: 'package-part-alias',
    entry: 'src/theme-picker.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/components/ui/select.tsx': `import { Select as SelectPrimitive } from '@base-ui/react/select'

const Select = SelectPrimitive.Root

function SelectItem(props: SelectPrimitive.Item.Props) {
  return <SelectPrimitive.Item data-slot="select-item" {...props} />
}

export { Select, SelectItem }
`,
      'src/theme-picker.tsx': `import { Select, SelectItem } from './components/ui/select'

export function ThemePicker() {
  return (
    <Select defaultValue="light">
      <SelectItem value="light">Light</SelectItem>
    </Select>
  )
}
`,
    },
  },
]
