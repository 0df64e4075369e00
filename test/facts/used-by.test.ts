import { describe, expect, it } from 'vitest'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

/** Per component, how many sites render it and from which component (null: outside any). */
function usedByOf(files: Record<string, string>): Record<string, [number, (string | null)[]]> {
  const { analyser } = createProject({
    'package.json': JSON.stringify({ dependencies: { react: '19.1.0', 'react-router': '7.6.0' } }),
    ...files,
  })
  return Object.fromEntries(
    analyser
      .analyse({ root: ROOT, entry: 'src' })
      .components.map((record) => [
        record.component,
        [record.used_by.count, record.used_by.sites.map((site) => site.component)],
      ]),
  )
}

describe('used_by counts every JSX usage', () => {
  it('valid: in a function that is no component (a route factory) and in a module-level value', () => {
    expect(
      usedByOf({
        'src/routes.tsx': source(`
          import { Orders } from './orders'

          export function dashboardRoutes() {
            return [{ path: '/orders', element: <Orders /> }]
          }
        `),
        'src/status.tsx': source(`
          import { CheckIcon } from './check-icon'

          const statusIcons = { done: <CheckIcon /> }

          export function Status({ state }: { state: 'done' }) {
            return <span>{statusIcons[state]}</span>
          }
        `),
        'src/orders.tsx': 'export function Orders() {\n  return <h1>Orders</h1>\n}\n',
        'src/check-icon.tsx': 'export function CheckIcon() {\n  return <svg />\n}\n',
      }),
    ).toEqual({
      CheckIcon: [1, [null]],
      Orders: [1, [null]],
      Status: [0, []],
    })
  })

  it('invalid: a component rendered inside another keeps that one as its site, counted once', () => {
    expect(
      usedByOf({
        'src/list.tsx': source(`
          import { Row } from './row'

          export function List({ ids }: { ids: string[] }) {
            const renderRow = (id: string) => <Row key={id} id={id} />
            return <ul>{ids.map(renderRow)}</ul>
          }
        `),
        'src/row.tsx': 'export function Row({ id }: { id: string }) {\n  return <li>{id}</li>\n}\n',
      }),
    ).toEqual({ List: [0, []], Row: [1, ['List']] })
  })
})
