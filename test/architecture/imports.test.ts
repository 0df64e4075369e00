import { existsSync, readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SOURCE_FOLDERS = ['analyser', 'cli', 'mcp', 'bench']

/**
 * The analyser's steps, lowest first, as analyser/README.md describes them: a step imports
 * only the steps before it. The façade and the shared types at analyser/'s top level, and
 * the outputs (rules, status, suites, docs), sit outside this order.
 */
const ANALYSER_STEPS = [
  'summary',
  'parse',
  'project',
  'components',
  'facts',
  'resolve',
  'fetches',
  'module',
  'render-mode',
  'link',
  'pipeline',
  'routes',
  'tree',
]

/**
 * The generator's folders, lowest first: suites/ is the machinery the tasks plan and compose
 * suites with, tasks/ holds one unit a task built on it, generation/ the plan over all tasks,
 * which walks their registry. A folder imports only those before it: machinery that
 * imported a unit could not be reused by the next one.
 */
const GENERATION_LAYERS = ['suites', 'tasks', 'generation']

/**
 * Cycles not untangled yet, each with why it stands. The test fails when one is gone as
 * well as when a new one appears, so this list stays true: remove an entry with its fix.
 */
const KNOWN_CYCLES: { cycle: string; reason: string }[] = []

/** Every import of the repo's own sources, type-only and `import()` included: file → the files it imports. */
function readImportGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of SOURCE_FOLDERS.flatMap((folder) => listSources(folder))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(REPO, file), 'utf8'), true, true)
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveSource(path.posix.join(path.posix.dirname(file), specifier)))
      .filter((target): target is string => target !== null)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

function listSources(folder: string): string[] {
  return readdirSync(path.join(REPO, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(REPO, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** `./load.js` names `load.ts` (or `.tsx`), as TypeScript resolves an ES module's import. */
function resolveSource(specifier: string): string | null {
  const stem = specifier.replace(/\.js$/, '')
  const candidates = [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, specifier]
  return candidates.find((candidate) => existsSync(path.join(REPO, candidate))) ?? null
}

/** One cycle through each group of files that import each other (Tarjan's strongly connected components). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[] = []
  const visit = (file: string): void => {
    index.set(file, index.size)
    lowLink.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!))
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!))
      }
    }
    if (lowLink.get(file) !== index.get(file)) return
    const group = new Set<string>()
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.add(member)
    } while (member !== file)
    const selfImport = graph.get(file)?.includes(file) === true
    if (group.size > 1 || selfImport) cycles.push(describeCycle(graph, file, group))
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}

/**
 * The shortest way from a file back to itself inside its group, `a.ts → b.ts → a.ts`,
 * and the group's other files, which take part in other cycles through it.
 */
function describeCycle(
  graph: ReadonlyMap<string, readonly string[]>,
  start: string,
  group: ReadonlySet<string>,
): string {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let head = 0; head < queue.length; head++) {
    const file = queue[head]!
    for (const target of graph.get(file) ?? []) {
      if (target === start) {
        const cycle = [start]
        for (let step = file; step !== start; step = cameFrom.get(step)!) cycle.splice(1, 0, step)
        const others = [...group].filter((member) => !cycle.includes(member))
        const rest = others.length > 0 ? ` (the same knot holds ${others.join(', ')})` : ''
        return `${[...cycle, start].join(' → ')}${rest}`
      }
      if (!group.has(target) || cameFrom.has(target)) continue
      cameFrom.set(target, file)
      queue.push(target)
    }
  }
  return [...group].join(', ')
}

/** The folder of analyser/ a file sits in, when `order` has it. */
function getFolder(file: string, order: readonly string[]): string | null {
  const [root, folder, ...rest] = file.split('/')
  return root === 'analyser' && rest.length > 0 && order.includes(folder!) ? folder! : null
}

/** Each import from a folder of `order` into a later one, `file (folder) imports target (folder)`. */
function findUpwardImports(graph: ReadonlyMap<string, readonly string[]>, order: readonly string[]): string[] {
  const upward: string[] = []
  for (const [file, targets] of graph) {
    const folder = getFolder(file, order)
    if (folder === null) continue
    for (const target of targets) {
      const targetFolder = getFolder(target, order)
      if (targetFolder !== null && order.indexOf(targetFolder) > order.indexOf(folder))
        upward.push(`${file} (${folder}) imports ${target} (${targetFolder})`)
    }
  }
  return upward
}

describe('imports', () => {
  const graph = readImportGraph()

  it('reads every source folder', () => {
    expect(SOURCE_FOLDERS.filter((folder) => ![...graph.keys()].some((file) => file.startsWith(`${folder}/`)))).toEqual(
      [],
    )
  })

  it('form no cycle among the sources of analyser/, cli/, mcp/ and bench/, but the known ones', () => {
    expect(findCycles(graph)).toEqual(KNOWN_CYCLES.map(({ cycle }) => cycle))
  })

  it("import only earlier steps of the analyser's pipeline", () => {
    expect(findUpwardImports(graph, ANALYSER_STEPS)).toEqual([])
  })

  it('keep suites/ below the tasks, and the plan over all tasks above both', () => {
    // A folder renamed away would pass unchecked.
    expect(GENERATION_LAYERS.filter((folder) => !existsSync(path.join(REPO, 'analyser', folder)))).toEqual([])
    expect(findUpwardImports(graph, GENERATION_LAYERS)).toEqual([])
  })

  it('names the files of a cycle in order', () => {
    const knot = new Map([
      ['project/load.ts', ['link/linked-project.ts']],
      ['link/linked-project.ts', ['resolve/symbols.ts']],
      ['resolve/symbols.ts', ['project/load.ts', 'errors.ts', 'resolve/module-resolver.ts']],
      ['resolve/module-resolver.ts', ['resolve/symbols.ts']],
      ['errors.ts', []],
      ['index.ts', ['index.ts']],
    ])
    expect(findCycles(knot)).toEqual([
      'project/load.ts → link/linked-project.ts → resolve/symbols.ts → project/load.ts' +
        ' (the same knot holds resolve/module-resolver.ts)',
      'index.ts → index.ts',
    ])
  })
})
