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

export const SearchField = React.forwardRef<HTMLInputElement, { placeholder: string }>(function SearchField(props, ref) {
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
    name: 'export-default-as',
    entry: 'src/app.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/app.tsx': `import { Header } from './components'\n\nexport function App() {\n  return <Header title="Shop" />\n}\n`,
      'src/components/index.ts': `export { default as Header } from './header'\n`,
      'src/components/header.tsx': `export default function SiteHeader({ title }: { title: string }) {\n  return <header>{title}</header>\n}\n`,
    },
  },
  {
    name: 'export-star-chain',
    entry: 'src/page.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/page.tsx': `import { Card, CardTitle } from './ui'\n\nexport function Page() {\n  return (\n    <Card>\n      <CardTitle>Hello</CardTitle>\n    </Card>\n  )\n}\n`,
      'src/ui/index.ts': `export * from './layout'\n`,
      'src/ui/layout/index.ts': `export * from './card'\n`,
      'src/ui/layout/card.tsx': `import type { ReactNode } from 'react'\n\nexport function Card({ children }: { children: ReactNode }) {\n  return <div className="card">{children}</div>\n}\n\nexport function CardTitle({ children }: { children: ReactNode }) {\n  return <h2>{children}</h2>\n}\n`,
    },
  },
  {
    name: 'tsconfig-paths-extends',
    entry: 'apps/web/src/home.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'tsconfig.base.json': `{\n  // comments are allowed in tsconfig\n  "compilerOptions": { "baseUrl": ".", "paths": { "@ui/*": ["packages/ui/src/*"] } }\n}\n`,
      'apps/web/tsconfig.json': `{ "extends": "../../tsconfig.base.json", "compilerOptions": { "strict": true } }\n`,
      'apps/web/src/home.tsx': `import { Banner } from '@ui/banner'\n\nexport function Home() {\n  return <Banner text="Welcome" />\n}\n`,
      'packages/ui/src/banner.tsx': `export function Banner({ text }: { text: string }) {\n  return <p role="banner">{text}</p>\n}\n`,
    },
  },
  {
    name: 'import-type',
    entry: '**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import type { ChartProps } from '../components/chart'\nimport { ChartFrame } from '../components/chart-frame'\nimport { Legend } from '../components/legend'\n\nconst frame: ChartProps = { points: [] }\nconst legend: typeof Legend | null = null\n\nexport default function Page() {\n  return <ChartFrame points={frame.points} />\n}\n`,
      'components/chart.tsx': `export interface ChartProps { points: number[] }\n\nexport function Chart({ points }: ChartProps) {\n  return <svg>{points.length}</svg>\n}\n`,
      'components/chart-frame.tsx': `'use client'\nimport { type ChartProps } from './chart'\n\nexport function ChartFrame({ points }: ChartProps) {\n  return <figure>{points.join(',')}</figure>\n}\n`,
      'components/legend.tsx': `export function Legend() {\n  return <p>Legend</p>\n}\n`,
    },
  },
  {
    name: 'lazy-and-dynamic',
    entry: 'app/page.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import dynamic from 'next/dynamic'\nimport { lazy } from 'react'\n\nconst Map = dynamic(() => import('../components/maps').then((mod) => mod.StoreMap))\nconst Reviews = lazy(() => import('../components/reviews'))\nconst Gallery = dynamic(() => import('../components/gallery').then(({ PhotoGallery }) => PhotoGallery))\n\nexport default function Page() {\n  return (\n    <>\n      <Map />\n      <Reviews />\n      <Gallery />\n    </>\n  )\n}\n`,
      'components/maps.tsx': `'use client'\nexport function StoreMap() {\n  return <div id="map" />\n}\nexport function RouteMap() {\n  return <div id="route" />\n}\n`,
      'components/reviews.tsx': `export default function Reviews() {\n  return <section>Reviews</section>\n}\n`,
      'components/gallery.tsx': `export function PhotoGallery() {\n  return <div>Photos</div>\n}\n`,
    },
  },
  {
    name: 'hoc-and-connect',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/counter.tsx': `import { connect } from 'react-redux'\n\nfunction Counter({ count, increment }: { count: number; increment: () => void }) {\n  return <button onClick={increment}>{count}</button>\n}\n\nconst mapState = (state: { count: number }) => ({ count: state.count })\n\nexport default connect(mapState, { increment: () => ({ type: 'increment' }) })(Counter)\n`,
      'src/dashboard.tsx': `import { withRouter } from './with-router'\nimport { withAuth } from './with-auth'\n\nfunction Dashboard({ user }: { user: string }) {\n  return <h1>{user}</h1>\n}\n\nconst Enhanced = withAuth(withRouter(Dashboard))\nexport default Enhanced\n`,
      'src/with-auth.tsx': `import type { ComponentType } from 'react'\n\nexport function withAuth<P extends object>(Wrapped: ComponentType<P>) {\n  return (props: P) => <Wrapped {...props} />\n}\n`,
      'src/with-router.tsx': `import type { ComponentType } from 'react'\n\nexport function withRouter<P extends object>(Wrapped: ComponentType<P>) {\n  return (props: P) => <Wrapped {...props} />\n}\n`,
      'src/app.tsx': `import Counter from './counter'\nimport Dashboard from './dashboard'\n\nexport function App() {\n  return (\n    <main>\n      <Counter />\n      <Dashboard />\n    </main>\n  )\n}\n`,
    },
  },
  {
    name: 'class-component',
    entry: 'src/clock.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/clock.tsx': `import React from 'react'\n\ninterface ClockProps {\n  timeZone: string\n  label?: string\n}\n\nexport default class Clock extends React.PureComponent<ClockProps, { now: Date; ticks: number }> {\n  private timer?: number\n\n  constructor(props: ClockProps) {\n    super(props)\n    this.state = { now: new Date(), ticks: 0 }\n  }\n\n  componentDidMount() {\n    this.timer = window.setInterval(() => this.setState(({ ticks }) => ({ now: new Date(), ticks: ticks + 1 })), 1000)\n  }\n\n  componentWillUnmount() {\n    window.clearInterval(this.timer)\n  }\n\n  render() {\n    const { label = 'Time' } = this.props\n    return (\n      <p>\n        {label}: {this.state.now.toLocaleTimeString('en-US', { timeZone: this.props.timeZone })}\n      </p>\n    )\n  }\n}\n`,
    },
  },
  {
    name: 'component-inside-component',
    entry: 'src/table.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/table.tsx': `export function Table({ rows }: { rows: string[] }) {\n  const Row = ({ value }: { value: string }) => <tr><td>{value}</td></tr>\n  function Footer() {\n    return <tfoot><tr><td>{rows.length}</td></tr></tfoot>\n  }\n  return (\n    <table>\n      <tbody>{rows.map((row) => <Row key={row} value={row} />)}</tbody>\n      <Footer />\n    </table>\n  )\n}\n`,
    },
  },
  {
    name: 'render-props-and-map',
    entry: 'src/people.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/people.tsx': `import { DataLoader } from './data-loader'\nimport { Person, Spinner } from './person'\n\nexport function People({ ids }: { ids: string[] }) {\n  return (\n    <DataLoader\n      ids={ids}\n      fallback={<Spinner />}\n      render={(people) => people.map((person) => <Person key={person.id} name={person.name} />)}\n    >\n      {(count) => <p>{count} people</p>}\n    </DataLoader>\n  )\n}\n`,
      'src/data-loader.tsx': `import type { ReactNode } from 'react'\n\nexport function DataLoader({ render, fallback, children }: { ids: string[]; render: (people: { id: string; name: string }[]) => ReactNode; fallback: ReactNode; children: (count: number) => ReactNode }) {\n  return <>{fallback}{render([])}{children(0)}</>\n}\n`,
      'src/person.tsx': `export function Person({ name }: { name: string }) {\n  return <li>{name}</li>\n}\n\nexport function Spinner() {\n  return <span aria-busy="true" />\n}\n`,
    },
  },
  {
    name: 'async-server-component',
    entry: 'app/**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'tsconfig.json': `{ "compilerOptions": { "paths": { "@/*": ["./*"] } } }`,
      'app/posts/page.tsx': `import { getPosts } from '@/lib/posts'\nimport { PostList } from './post-list'\n\nexport default async function PostsPage() {\n  const posts = await getPosts()\n  return <PostList posts={posts} />\n}\n`,
      'app/posts/post-list.tsx': `import type { Post } from '@/lib/posts'\n\nexport function PostList({ posts }: { posts: Post[] }) {\n  return <ul>{posts.map((post) => <li key={post.id}>{post.title}</li>)}</ul>\n}\n`,
      'lib/posts.ts': `import { request } from './request'\n\nexport interface Post { id: string; title: string }\n\nexport async function getPosts(): Promise<Post[]> {\n  return request<Post[]>('/api/posts', { next: { revalidate: 60 } })\n}\n`,
      'lib/request.ts': `const BASE = 'https://cms.example.com'\n\nexport async function request<T>(path: string, init?: RequestInit): Promise<T> {\n  const response = await fetch(\`\${BASE}\${path}\`, init)\n  return response.json()\n}\n`,
    },
  },
  {
    name: 'shared-mode-module',
    entry: 'components/**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import { Price } from '../components/price'\nimport { buttonClass } from '../components/button'\nimport { AddToCart } from '../components/add-to-cart'\n\nexport default function Page() {\n  return (\n    <main className={buttonClass('ghost')}>\n      <Price cents={1299} />\n      <AddToCart />\n    </main>\n  )\n}\n`,
      'components/add-to-cart.tsx': `'use client'\nimport { useState } from 'react'\nimport { Button } from './button'\nimport { Price } from './price'\n\nexport function AddToCart() {\n  const [count, setCount] = useState(0)\n  return (\n    <Button onClick={() => setCount(count + 1)}>\n      Add <Price cents={count * 1299} />\n    </Button>\n  )\n}\n`,
      'components/price.tsx': `export function Price({ cents }: { cents: number }) {\n  return <span>\${(cents / 100).toFixed(2)}</span>\n}\n`,
      'components/button.tsx': `import type { ButtonHTMLAttributes } from 'react'\n\nexport function buttonClass(variant: 'solid' | 'ghost') {\n  return \`btn btn-\${variant}\`\n}\n\nexport function Button(props: ButtonHTMLAttributes<HTMLButtonElement>) {\n  return <button className={buttonClass('solid')} {...props} />\n}\n`,
      'components/orphan.tsx': `export function Orphan() {\n  return <p>Nothing imports me</p>\n}\n`,
    },
  },
  {
    name: 'server-child-of-client',
    entry: 'app/layout.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/layout.tsx': `import type { ReactNode } from 'react'\nimport { Drawer } from './drawer'\nimport { CartSummary } from './cart-summary'\n\nexport default function Layout({ children }: { children: ReactNode }) {\n  return (\n    <html>\n      <body>\n        <Drawer footer={<CartSummary />}>\n          <CartSummary />\n        </Drawer>\n        {children}\n      </body>\n    </html>\n  )\n}\n`,
      'app/drawer.tsx': `'use client'\nimport { useState, type ReactNode } from 'react'\n\nexport function Drawer({ children, footer }: { children: ReactNode; footer: ReactNode }) {\n  const [open, setOpen] = useState(false)\n  return <aside onClick={() => setOpen(!open)}>{open && children}{footer}</aside>\n}\n`,
      'app/cart-summary.tsx': `export async function CartSummary() {\n  const cart = await fetch('https://api.example.com/cart', { cache: 'no-store' }).then((response) => response.json())\n  return <p>{cart.items.length} items</p>\n}\n`,
    },
  },
  {
    name: 'parse-error',
    entry: 'src/**/*.tsx',
    files: {
      'package.json': VITE_PACKAGE,
      'src/broken.tsx': `export function Broken() {\n  return <div>{items.map((item) => <span>{item}</span>}</div>\n}\n`,
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
      'src/profile.tsx': `import * as Dialog from '@radix-ui/react-dialog'\nimport { Feed as FeedIcon } from 'lucide-react'\nimport { Card } from './card'\nimport { Icons } from './icons'\nimport * as ui from './ui'\n\nexport function Profile({ as: Heading = 'h2' }: { as?: 'h1' | 'h2' }) {\n  const Tag = Heading\n  return (\n    <Card>\n      <Card.Header>\n        <Icons.logo />\n        <Icons.gitHub />\n        <FeedIcon />\n      </Card.Header>\n      <ui.Badge />\n      <Dialog.Root />\n      <Tag>Profile</Tag>\n    </Card>\n  )\n}\n`,
      'src/card.tsx': `import type { ReactNode } from 'react'\n\nexport function Card({ children }: { children: ReactNode }) {\n  return <div>{children}</div>\n}\n\nCard.Header = function CardHeader({ children }: { children: ReactNode }) {\n  return <header>{children}</header>\n}\n`,
      'src/icons.tsx': `import { Command } from 'lucide-react'\n\nexport const Icons = {\n  logo: Command,\n  gitHub: (props: { size?: number }) => <svg width={props.size} />,\n}\n`,
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
      'src/lib/http.ts': `import axios from 'axios'\n\nexport const http = axios.create({ baseURL: '/api' })\n\nexport const fetcher = (url: string) => fetch(url).then((response) => response.json())\n\nexport const api = {\n  listUsers: () => http.get('/users'),\n  deleteUser: (id: string) => http.delete(\`/users/\${id}\`),\n}\n`,
      'src/users.tsx': `import useSWR from 'swr'\nimport axios from 'axios'\nimport { useEffect, useState } from 'react'\nimport { api, fetcher } from './lib/http'\n\nexport function Users({ teamId }: { teamId: string }) {\n  const { data } = useSWR(\`/api/teams/\${teamId}\`, fetcher)\n  const { data: owner } = useSWR(teamId ? \`/api/teams/\${teamId}/owner\` : null, fetcher)\n  const [users, setUsers] = useState([])\n  useEffect(() => {\n    let ignore = false\n    async function load() {\n      const response = await api.listUsers()\n      if (!ignore) setUsers(response.data)\n    }\n    load()\n    return () => {\n      ignore = true\n    }\n  }, [])\n  async function remove(id: string) {\n    await api.deleteUser(id)\n    await axios({ method: 'post', url: '/api/audit' })\n    await fetch('/api/notify', { method: 'PATCH', body: id })\n  }\n  return <ul onClick={() => remove('1')}>{data?.name}{owner?.name}{users.length}</ul>\n}\n`,
    },
  },
  {
    name: 'server-actions',
    entry: 'app/**/*.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/actions.ts': `'use server'\n\nexport async function subscribe(formData: FormData) {\n  return String(formData.get('email'))\n}\n`,
      'app/page.tsx': `import { subscribe } from './actions'\n\nexport default function Page() {\n  async function unsubscribe() {\n    'use server'\n    return true\n  }\n  return (\n    <>\n      <form action={subscribe}><button>Subscribe</button></form>\n      <form action={unsubscribe}><button>Unsubscribe</button></form>\n    </>\n  )\n}\n`,
    },
  },
  {
    name: 'workspace-package',
    entry: 'apps/shop/app/page.tsx',
    files: {
      'package.json': JSON.stringify({ private: true, workspaces: ['apps/*', 'packages/*'] }),
      'apps/shop/package.json': NEXT_PACKAGE,
      'apps/shop/app/page.tsx': `import { Rating } from '@acme/ui'\nimport { Stars } from '@acme/ui/stars'\n\nexport default function Page() {\n  return (\n    <>\n      <Rating value={4} />\n      <Stars count={5} />\n    </>\n  )\n}\n`,
      'packages/ui/package.json': JSON.stringify({
        name: '@acme/ui',
        exports: { '.': './src/index.ts', './*': './src/*.tsx' },
      }),
      'packages/ui/src/index.ts': `export { Rating } from './rating'\n`,
      'packages/ui/src/rating.tsx': `'use client'\nexport function Rating({ value }: { value: number }) {\n  return <meter value={value} max={5} />\n}\n`,
      'packages/ui/src/stars.tsx': `export function Stars({ count }: { count: number }) {\n  return <span>{'★'.repeat(count)}</span>\n}\n`,
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
    name: 'route-paths-taken-literally',
    entry: 'app/(shop)/[slug]/page.tsx',
    files: {
      'package.json': NEXT_PACKAGE,
      'app/(shop)/[slug]/page.tsx': `export default async function ProductPage({ params }: { params: Promise<{ slug: string }> }) {\n  const { slug } = await params\n  return <h1>{slug}</h1>\n}\n`,
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
      'components/status-dot.android.tsx': `export function StatusDot({ status }: { status?: string }) {\n  return <span>{status} (Android)</span>\n}\n`,
      'components/status-dot.ios.tsx': `export function StatusDot({ status }: { status?: string }) {\n  return <span>{status} (iOS)</span>\n}\n`,
      'store/auth.ts': `import { create } from 'zustand'\n\nexport const useAuth = create(() => ({ status: 'online' }))\n`,
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
]
