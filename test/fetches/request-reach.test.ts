import { describe, expect, it } from 'vitest'
import type { FetchEntry } from '../../analyser/index.js'
import { loadProject } from '../../analyser/pipeline/load-project.js'
import { ShapeCache } from '../../analyser/pipeline/shape-cache.js'
import { SummaryCache } from '../../analyser/pipeline/summary-cache.js'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

const ALL = Number.MAX_SAFE_INTEGER

/**
 * A page that calls and passes the project's functions: some make requests two files away,
 * through a cycle, a namespace, an axios instance, SWR, the query client or a server action
 * behind an alias; others (a formatter, a pair of mutually recursive helpers, a constant, a
 * check that says prefetch and refetch) make none.
 */
const FILES = {
  'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0', swr: '2.3.0', axios: '1.9.0' } }),
  'app/page.tsx': source(`
    'use client'
    import type { QueryClient } from '@tanstack/react-query'
    import { useEffect } from 'react'
    import * as api from '../lib/api'
    import { formatPrice } from '../lib/format'
    import { loadOrders } from '../lib/orders'
    import { useProfile } from '../lib/profile'
    import { track } from '../lib/track'
    import { isEven } from '../lib/parity'
    import { ping } from '../lib/ping'
    import { LIMITS } from '../lib/limits'
    import { remove } from '../lib/forms'
    import { save } from '../lib/actions'
    import { isStale } from '../lib/stale'
    import { warm } from '../lib/warm'

    export default function Page({ client }: { client: QueryClient }) {
      const profile = useProfile()
      useEffect(() => {
        warm(client)
        loadOrders()
        track('view')
        ping(3)
      }, [])
      api.getThing()
      return (
        <form action={save}>
          <button formAction={remove}>{formatPrice(LIMITS.max)}</button>
          {isEven(4) && !isStale(profile) ? profile : null}
        </form>
      )
    }
  `),
  'lib/api.ts': "export async function getThing() {\n  return (await fetch('/api/thing')).json()\n}\n",
  'lib/format.ts': source(`
    import { round } from './math'
    export function formatPrice(value: number) {
      return '$' + round(value)
    }
  `),
  'lib/math.ts': 'export const round = (value: number) => Math.round(value * 100) / 100\n',
  'lib/orders.ts':
    "import { http } from './http'\nexport function loadOrders() {\n  return http.get('/api/orders')\n}\n",
  'lib/http.ts': "import axios from 'axios'\nexport const http = axios.create({ baseURL: '/' })\n",
  'lib/profile.ts': "import useSWR from 'swr'\nexport function useProfile() {\n  return useSWR('/api/me').data\n}\n",
  'lib/track.ts': "import { send } from './send'\nexport function track(event: string) {\n  return send(event)\n}\n",
  'lib/send.ts': source(`
    export function send(event: string) {
      return fetch('/api/track', { method: 'POST', body: event })
    }
  `),
  'lib/parity.ts': source(`
    export function isEven(n: number): boolean {
      return n === 0 ? true : isOdd(n - 1)
    }
    export function isOdd(n: number): boolean {
      return n === 0 ? false : isEven(n - 1)
    }
  `),
  'lib/ping.ts':
    "import { pong } from './pong'\nexport function ping(n: number) {\n  return n > 0 ? pong(n - 1) : null\n}\n",
  'lib/pong.ts': source(`
    import { ping } from './ping'
    import { report } from './report'
    export function pong(n: number) {
      return n > 0 ? ping(n - 1) : report()
    }
  `),
  'lib/report.ts': "export const report = () => fetch('/api/report', { method: 'POST' })\n",
  'lib/limits.ts': 'export const LIMITS = { max: 10 }\n',
  'lib/actions.ts': source(`
    'use server'
    export async function save(form: FormData) {}
    export async function removeAction(form: FormData) {}
  `),
  'lib/forms.ts': "import { removeAction } from './actions'\nexport const remove = removeAction\n",
  // Says prefetch, refetch and isFetching, none of them a request.
  'lib/stale.ts': source(`
    // Data a prefetch left is stale once a refetch is due.
    export function isStale(state: { isFetching?: boolean; refetchAt?: number }) {
      return !state.isFetching && (state.refetchAt ?? 0) < Date.now()
    }
  `),
  'lib/warm.ts': source(`
    export function warm(client: { prefetchQuery(options: object): Promise<void> }) {
      return client.prefetchQuery({ queryKey: ['orders'] })
    }
  `),
}

const describeRequest = ({ via, method, url, file, through }: FetchEntry): string =>
  `${via} ${method} ${url} ${file} ${through.join('>')}`

describe("requests through the project's functions", () => {
  it('are found through files, cycles, namespaces, instances, hooks and aliases, whole project or one page', () => {
    const { analyser } = createProject(FILES)
    const whole = analyser.analyse({ root: ROOT, entry: '.', maxEntries: ALL }).components
    const page = analyser.analyse({ root: ROOT, entry: 'app/page.tsx' }).components
    const requests = whole.find((component) => component.component === 'Page')!.fetches.map(describeRequest)
    expect(requests.sort()).toEqual(
      [
        'axios GET /api/orders lib/orders.ts loadOrders',
        'fetch GET /api/thing lib/api.ts getThing',
        'fetch POST /api/report lib/report.ts ping>pong>report',
        'fetch POST /api/track lib/send.ts track>send',
        'react-query GET orders lib/warm.ts warm',
        'server-action POST null app/page.tsx removeAction',
        'server-action POST null app/page.tsx save',
        'swr GET /api/me lib/profile.ts useProfile',
      ].sort(),
    )
    // A one-page call follows every function in full; the whole-project call tells from the outlines.
    expect(page).toEqual(whole.filter((component) => component.file === 'app/page.tsx'))
  })

  it('summarise, in a whole-project call, no file only to find that its functions make none', () => {
    const { fs } = createProject(FILES)
    const loaded = loadProject(fs, new SummaryCache(), new ShapeCache(), { root: ROOT, entry: null, maxEntries: ALL })
    for (const file of loaded.analysed) loaded.project.recordsOf(file)
    expect([...loaded.indexed.summarised].sort()).toEqual([
      'app/page.tsx',
      'lib/actions.ts',
      'lib/api.ts',
      'lib/forms.ts',
      'lib/http.ts',
      'lib/orders.ts',
      'lib/ping.ts',
      'lib/pong.ts',
      'lib/profile.ts',
      'lib/report.ts',
      'lib/send.ts',
      'lib/track.ts',
      'lib/warm.ts',
    ])
  })
})
