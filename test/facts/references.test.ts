import { describe, expect, it } from 'vitest'
import { summariseModule } from '../../analyser/module/summarise-module.js'
import { isParseFailure, parseSource } from '../../analyser/parse/parse-source.js'
import type { ModuleSummary, Reference } from '../../analyser/summary/module-summary.js'

/**
 * One references extractor reads component bodies, function bodies and the top-level
 * code around them. Each case lists, for every top-level binding, the references it
 * keeps (name and member read, at the first use that is not hidden by a local, grouped
 * by name), and the module's own references. A declaration's own name counts as a use.
 */
interface ReferencesCase {
  name: string
  file: string
  source: string
  bindings: Record<string, string[]>
  moduleRefs: string[]
}

const cases: ReferencesCase[] = [
  {
    name: 'a typeof check is no use, at top level as in a component',
    file: 'components/chart-panel.tsx',
    source: `import { Chart } from './chart'

export const canDraw = typeof Chart === 'function' && typeof window !== 'undefined'

export function ChartPanel() {
  if (typeof window === 'undefined') return null
  return <Chart width={window.innerWidth} />
}
`,
    bindings: { canDraw: [], ChartPanel: ['ChartPanel@5:17', 'Chart@7:11', 'window.innerWidth@7:24'] },
    moduleRefs: [],
  },
  {
    name: 'a parameter hides an import inside its own function only, at top level as in a component',
    file: 'components/columns.tsx',
    source: `import { Avatar } from './avatar'
import { owner } from './owner'

export const columns = [
  { key: 'owner', label: owner.name, sort: (owner: string, other: string) => owner.localeCompare(other) },
  { key: 'avatar', cell: () => <Avatar /> },
]

export function OwnerCell() {
  const sorted = ['b', 'a'].sort((owner, other) => owner.localeCompare(other))
  return <Avatar title={owner.name} alt={sorted[0]} />
}
`,
    bindings: {
      columns: ['owner.name@5:26', 'Avatar@6:33'],
      OwnerCell: ['OwnerCell@9:17', 'owner.name@11:25', 'Avatar@11:11'],
    },
    moduleRefs: [],
  },
  {
    name: 'a name declared in a top-level function or class is not a use of the outside one',
    file: 'lib/store.ts',
    source: `import { items } from './items'

export class Store {
  add(items: string[]) {
    const document = items.join()
    return document
  }
}

export const all = new Store().add(items)

console.log(document.title)
`,
    bindings: { Store: ['Store@3:14'], all: ['Store@10:24', 'items@10:36'] },
    moduleRefs: ['document.title@12:13'],
  },
]

describe('references', () => {
  for (const testCase of cases) {
    it(testCase.name, () => {
      const summary = summarise(testCase.file, testCase.source)
      const bindings = Object.fromEntries(
        [...summary.bindings.values()].map((binding) => [binding.name, binding.refs.map(toLabel)]),
      )
      expect({ bindings, moduleRefs: summary.moduleRefs.map(toLabel) }).toEqual({
        bindings: testCase.bindings,
        moduleRefs: testCase.moduleRefs,
      })
    })
  }
})

function summarise(file: string, source: string): ModuleSummary {
  const program = parseSource(file, source)
  if (isParseFailure(program)) throw new Error(program.message)
  return summariseModule(file, source, program)
}

function toLabel(ref: Reference): string {
  return `${ref.name}${ref.member === null ? '' : `.${ref.member}`}@${ref.line}:${ref.column}`
}
