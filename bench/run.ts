/**
 * npm run bench:run -- [<project dir>] [--tasks perf-harness,a11y] [--components N] [--shards]
 *                      [--timeout MIN] [--bin PATH] [--logs DIR] [--keep]
 *
 * How fast `flawless-react test` gets through a project's suites (issue 32): for each task,
 * the suites are generated first (not timed as the run), then `test --tasks T --ci --json`
 * runs as a child process and the bench reads, from outside, what a person waiting on it
 * sees: the wall time, the time from spawn to the first suite named on stderr, suites
 * finished a minute, the peak RSS of the whole process tree (vitest, its workers, vite,
 * Chromium) and the document's counts. --shards runs `--shard 1/2` and `--shard 2/2` one
 * after the other as well, and checks that the two parts finished disjoint files that
 * together are the whole run's.
 *
 * With no project folder a generated one is written to a temporary folder (N components,
 * 300 by default) and removed after, unless --keep. It declares React and vite but has no
 * node_modules, so its suites run on flawless-react's own packages, as a project that has
 * not installed them does. A project folder given is used in place: its suites are written
 * under tests/flawless/ as the CLI writes them, and left there.
 *
 * --timeout is passed to each timed run (`--timeout MIN`), so a slow task still ends with a
 * document (interrupted: true) and the rate of what finished. --logs keeps each run's
 * stderr with the milliseconds since spawn before each line, for finding where the time went.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { findDescendants } from '../cli/parent-watch.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const USAGE =
  'Usage: npm run bench:run -- [<project dir>] [--tasks perf-harness,a11y] [--components N] [--shards] ' +
  '[--timeout MIN] [--bin PATH] [--logs DIR] [--keep]'
/** The line a run writes on stderr as each suite file finishes, under --ci (cli/commands/generate.ts). */
const PROGRESS = /^flawless-react: (pass|FAIL) (\S+?),? /
const RSS_POLL_MS = 200

interface BenchOptions {
  /** null: generate a project. */
  root: string | null
  tasks: string[]
  components: number
  shards: boolean
  timeout: string | null
  bin: string
  logs: string | null
  keep: boolean
}

function readOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    root: null,
    tasks: ['perf-harness', 'a11y'],
    components: 300,
    shards: false,
    timeout: null,
    // The build this file was compiled into, so a frozen build measures itself.
    bin: path.join(REPO, 'dist/cli/bin.js'),
    logs: null,
    keep: false,
  }
  const valueOf = (index: number, name: string): string => {
    const value = argv[index]
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value. ${USAGE}`)
    return value
  }
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--tasks') options.tasks = valueOf(++index, arg).split(',').filter(Boolean)
    else if (arg === '--components') options.components = Number(valueOf(++index, arg))
    else if (arg === '--shards') options.shards = true
    else if (arg === '--timeout') options.timeout = valueOf(++index, arg)
    else if (arg === '--bin') options.bin = path.resolve(valueOf(++index, arg))
    else if (arg === '--logs') options.logs = path.resolve(valueOf(++index, arg))
    else if (arg === '--keep') options.keep = true
    else if (arg.startsWith('-')) throw new Error(`Unknown option "${arg}". ${USAGE}`)
    else if (options.root !== null) throw new Error(`Name one project folder at most. ${USAGE}`)
    else options.root = path.resolve(arg)
  }
  if (!Number.isInteger(options.components) || options.components < 2)
    throw new Error('--components needs a whole number of at least 2.')
  if (options.tasks.length === 0) throw new Error(`--tasks names no task. ${USAGE}`)
  return options
}

/** What one timed `test` process did, read from outside it. */
interface TimedRun {
  task: string
  /** "1/2", or null for the whole run. */
  shard: string | null
  wall_s: number
  /** Spawn to the first suite file named on stderr; null when none finished. */
  first_suite_s: number | null
  /** Suite files named on stderr as they finished. */
  suites: number
  /** Over the whole wall time: what a person waiting on the run gets. */
  suites_per_min: number
  /** Between the first and the last suite line: the rate once start-up is paid. */
  steady_per_min: number | null
  /** VmRSS summed over the process and everything below it, at the poll where that sum was highest. */
  peak_rss_mb: number
  exit: number | null
  interrupted: boolean
  tests: { ran: number; passed: number; failed: number; skipped: number } | null
  /** The suite files named on stderr, for the shards' check. */
  files: string[]
}

/** Reads a process tree's resident memory: the process and all its descendants, each counted whole. */
function getTreeRss(pid: number): number {
  let kilobytes = 0
  for (const each of [pid, ...findDescendants(pid)]) {
    try {
      const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${each}/status`, 'latin1'))
      if (match) kilobytes += Number(match[1])
    } catch {
      // It ended between the listing and the read.
    }
  }
  return kilobytes
}

/** Runs the CLI once, waiting for it, and reads the document it prints; not a timed run. */
function generateSuites(bin: string, root: string, task: string): { seconds: number; written: number } {
  const start = performance.now()
  const run = spawnSync(process.execPath, [bin, '--tasks', task, '--ci', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  const seconds = (performance.now() - start) / 1000
  const document = readDocument(run.stdout)
  // A generation that wrote nothing and kept nothing leaves the run nothing to time.
  if (document === null || ![0, 1].includes(run.status ?? -1))
    throw new Error(`Generating ${task} suites in ${root} ended with ${run.status}: ${run.stderr.trim().slice(-2000)}`)
  const written = Array.isArray(document.written) ? document.written.length : 0
  return { seconds: round(seconds), written }
}

function readDocument(stdout: string): Record<string, unknown> | null {
  try {
    return JSON.parse(stdout) as Record<string, unknown>
  } catch {
    return null
  }
}

/** One `test` process, timed from spawn to exit, its stderr read line by line as it comes. */
function timeRun(
  options: BenchOptions,
  { root, project }: { root: string; project: string },
  task: string,
  shard: string | null,
): Promise<TimedRun> {
  const args = [options.bin, 'test', '--tasks', task, '--ci', '--json']
  if (shard !== null) args.push('--shard', shard)
  if (options.timeout !== null) args.push('--timeout', options.timeout)
  return new Promise((resolve, reject) => {
    const start = performance.now()
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    const since = () => performance.now() - start
    let stdout = ''
    let partial = ''
    const log: string[] = []
    const files: string[] = []
    const progressAt: number[] = []
    let peak = 0
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n')
      partial = lines.pop()!
      // A chunk's lines arrived together: they share its time, which is as close as the pipe lets us see.
      const at = since()
      for (const line of lines) {
        log.push(`${at.toFixed(0).padStart(8)} ${line}`)
        const match = PROGRESS.exec(line)
        if (match === null) continue
        progressAt.push(at)
        files.push(match[2]!)
      }
    })
    // Polled rather than read at exit: the tree is gone by then, and Chromium's processes come and go during it.
    const poll = setInterval(() => {
      if (child.pid !== undefined) peak = Math.max(peak, getTreeRss(child.pid))
    }, RSS_POLL_MS)
    child.on('error', (error) => {
      clearInterval(poll)
      reject(error)
    })
    child.on('close', (code) => {
      clearInterval(poll)
      const wall = since()
      if (partial !== '') log.push(`${wall.toFixed(0).padStart(8)} ${partial}`)
      if (options.logs !== null) {
        mkdirSync(options.logs, { recursive: true })
        const name = `${project}.${task}${shard === null ? '' : `.shard-${shard.replace('/', '-of-')}`}`
        writeFileSync(path.join(options.logs, `${name}.stderr.log`), `${log.join('\n')}\n`)
        writeFileSync(path.join(options.logs, `${name}.json`), stdout)
      }
      const document = readDocument(stdout)
      const tests = (document?.tests ?? null) as TimedRun['tests']
      const first = progressAt[0]
      const last = progressAt[progressAt.length - 1]
      resolve({
        task,
        shard,
        wall_s: round(wall / 1000),
        first_suite_s: first === undefined ? null : round(first / 1000),
        suites: files.length,
        suites_per_min: round(files.length / (wall / 60_000)),
        // Between the first and the last line, n lines are n - 1 intervals.
        steady_per_min:
          files.length < 2 || first === undefined || last === undefined
            ? null
            : round((files.length - 1) / ((last - first) / 60_000)),
        peak_rss_mb: Math.round(peak / 1024),
        exit: code,
        interrupted: document?.interrupted === true,
        tests: tests && { ran: tests.ran, passed: tests.passed, failed: tests.failed, skipped: tests.skipped },
        files,
      })
    })
  })
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}

/** The two shards against the whole run: disjoint, and together the same files. */
function checkShards(whole: TimedRun, parts: TimedRun[]): { disjoint: boolean; union_is_whole: boolean | null } {
  const [first, second] = parts.map((part) => new Set(part.files))
  const disjoint = [...first!].every((file) => !second!.has(file))
  // A run stopped by --timeout finished only some files: no whole to compare with.
  if ([whole, ...parts].some((run) => run.interrupted)) return { disjoint, union_is_whole: null }
  const union = new Set([...first!, ...second!])
  const wholeFiles = new Set(whole.files)
  return {
    disjoint,
    union_is_whole: union.size === wholeFiles.size && [...union].every((file) => wholeFiles.has(file)),
  }
}

function formatTable(project: string, runs: TimedRun[]): string {
  const header = [
    'project',
    'task',
    'shard',
    'wall s',
    'first suite s',
    'suites',
    'suites/min',
    'steady/min',
    'peak RSS MB',
    'exit',
    'ran/passed/failed',
  ]
  const rows = runs.map((run) => [
    project,
    run.task,
    run.shard ?? (run.task.endsWith('(sum)') ? '1/2+2/2' : 'whole'),
    run.wall_s.toFixed(1),
    run.first_suite_s?.toFixed(1) ?? '-',
    String(run.suites),
    run.suites_per_min.toFixed(1),
    run.steady_per_min?.toFixed(1) ?? '-',
    String(run.peak_rss_mb),
    `${run.exit}${run.interrupted ? ' (interrupted)' : ''}`,
    run.tests ? `${run.tests.ran}/${run.tests.passed}/${run.tests.failed}` : '-',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const format = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...rows.map(format)].join('\n')
}

/**
 * Both shards as one figure: run one after the other on one machine they take the sum of their times; on two
 * machines the slower one's. Peak memory is the larger, since they never overlap.
 */
function sumShards(task: string, parts: TimedRun[]): TimedRun {
  const wall = parts.reduce((total, part) => total + part.wall_s, 0)
  const suites = parts.reduce((total, part) => total + part.suites, 0)
  const counted = parts.every((part) => part.tests !== null)
  return {
    task: `${task} (sum)`,
    shard: null,
    wall_s: round(wall),
    first_suite_s: parts[0]!.first_suite_s,
    suites,
    suites_per_min: round(suites / (wall / 60)),
    steady_per_min: null,
    peak_rss_mb: Math.max(...parts.map((part) => part.peak_rss_mb)),
    exit: Math.max(...parts.map((part) => part.exit ?? 255)),
    interrupted: parts.some((part) => part.interrupted),
    tests: counted
      ? {
          ran: parts.reduce((total, part) => total + part.tests!.ran, 0),
          passed: parts.reduce((total, part) => total + part.tests!.passed, 0),
          failed: parts.reduce((total, part) => total + part.tests!.failed, 0),
          skipped: parts.reduce((total, part) => total + part.tests!.skipped, 0),
        }
      : null,
    files: parts.flatMap((part) => part.files),
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2))
  const generated = options.root === null
  const root = options.root ?? writeGeneratedProject(options.components)
  const project = generated ? `generated-${options.components}` : path.basename(root)
  const runs: TimedRun[] = []
  const shardChecks: Record<string, ReturnType<typeof checkShards>> = {}
  const generation: Record<string, { seconds: number; written: number }> = {}
  let failed = false
  try {
    process.stderr.write(`bench:run: ${project} at ${root}, load average ${loadavg()[0]!.toFixed(1)}\n`)
    for (const task of options.tasks) {
      generation[task] = generateSuites(options.bin, root, task)
      process.stderr.write(
        `bench:run: ${task}: ${generation[task].written} suites written in ${generation[task].seconds.toFixed(1)} s\n`,
      )
      const whole = await timeRun(options, { root, project }, task, null)
      runs.push(whole)
      process.stderr.write(`bench:run: ${task}: ${whole.suites} suites in ${whole.wall_s} s, exit ${whole.exit}\n`)
      if (!options.shards) continue
      const parts: TimedRun[] = []
      for (const shard of ['1/2', '2/2']) {
        parts.push(await timeRun(options, { root, project }, task, shard))
        process.stderr.write(
          `bench:run: ${task} ${shard}: ${parts.at(-1)!.suites} suites in ${parts.at(-1)!.wall_s} s\n`,
        )
      }
      runs.push(...parts, sumShards(task, parts))
      shardChecks[task] = checkShards(whole, parts)
      if (!shardChecks[task].disjoint || shardChecks[task].union_is_whole === false) failed = true
    }
  } finally {
    if (generated && !options.keep) rmSync(root, { recursive: true, force: true })
  }
  console.log(formatTable(project, runs))
  for (const [task, check] of Object.entries(shardChecks))
    console.log(
      `${task} shards: ${check.disjoint ? 'disjoint' : 'OVERLAP'}; together ` +
        (check.union_is_whole === null
          ? 'not compared (a run was interrupted)'
          : check.union_is_whole
            ? 'the whole run’s files'
            : 'NOT the whole run’s files'),
    )
  // One line a script can read; the files are left out, they are only the shards' check.
  const json = runs.map(({ files: _files, ...run }) => run)
  console.log(
    JSON.stringify({
      project,
      root: generated ? null : root,
      load: loadavg()[0],
      generation,
      runs: json,
      shards: shardChecks,
    }),
  )
  if (failed) process.exitCode = 1
}

/**
 * A Vite app of `count` components in feature folders, from a fixed seed so every bench run
 * measures the same code. The shapes are the everyday ones: labels with union and optional
 * props, keyed lists, state toggles, forms, effects that fetch, and cards and pages that
 * render the others with literal props, so suites are built from both types and sites.
 * The last component is the App the entry renders.
 */
function generateProjectFiles(count: number): Record<string, string> {
  const random = createRandom(32)
  const features = [
    'cart',
    'catalog',
    'account',
    'orders',
    'search',
    'reviews',
    'shipping',
    'billing',
    'support',
    'admin',
  ]
  const leaves: { kind: 'badge' | 'list' | 'toggle'; name: string; file: string }[] = []
  const pages: { name: string; file: string }[] = []
  const files: Record<string, string> = {
    'package.json': JSON.stringify(
      {
        name: 'bench-shop',
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'vite build' },
        dependencies: { react: '19.2.0', 'react-dom': '19.2.0' },
        devDependencies: { vite: '6.3.5', '@vitejs/plugin-react': '4.4.1', typescript: '5.8.3' },
      },
      null,
      2,
    ),
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
        },
      },
      null,
      2,
    ),
    'index.html':
      '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n' +
      '    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
    'src/index.css': 'body {\n  font-family: system-ui, sans-serif;\n  color: #1a1a1a;\n  background: #fff;\n}\n',
    'src/main.tsx': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { App } from './app'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`,
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const importFrom = (from: string, to: string): string => {
    const relative = path.posix.relative(path.posix.dirname(from), to).replace(/\.tsx$/, '')
    return relative.startsWith('.') ? relative : `./${relative}`
  }
  for (let index = 0; index < count - 1; index++) {
    const feature = features[index % features.length]!
    // Leaves first in each stretch, so composites have something to import.
    const kind =
      leaves.length < 3
        ? (['badge', 'list', 'toggle'] as const)[leaves.length]!
        : pick(['badge', 'list', 'toggle', 'form', 'fetcher', 'card', 'card', 'page'] as const)
    const name = `${capitalise(feature)}${capitalise(kind)}${index}`
    const file = `src/features/${feature}/${feature}-${kind}-${index}.tsx`
    const leafOf = (wanted: 'badge' | 'list' | 'toggle') => pick(leaves.filter((leaf) => leaf.kind === wanted))
    const importOf = (leaf: { name: string; file: string }) =>
      `import { ${leaf.name} } from '${importFrom(file, leaf.file)}'`
    if (kind === 'badge' || kind === 'list' || kind === 'toggle') {
      files[file] = LEAVES[kind](name)
      leaves.push({ kind, name, file })
    } else if (kind === 'form') files[file] = writeForm(name)
    else if (kind === 'fetcher') {
      const list = leafOf('list')
      files[file] = writeFetcher(name, importOf(list), list.name, index)
    } else if (kind === 'card') {
      const badge = leafOf('badge')
      const list = leafOf('list')
      files[file] = writeCard(name, [importOf(badge), importOf(list)], badge.name, list.name)
      pages.push({ name, file })
    } else {
      const card = pages.length > 0 ? pick(pages) : null
      const toggle = leafOf('toggle')
      files[file] = writePage(
        name,
        card === null ? [] : [importOf(card)],
        card?.name ?? null,
        importOf(toggle),
        toggle.name,
        feature,
      )
      pages.push({ name, file })
    }
  }
  const shown = pages.slice(-4)
  files['src/app.tsx'] =
    `${shown.map((page) => `import { ${page.name} } from '${importFrom('src/app.tsx', page.file)}'`).join('\n')}

export function App() {
  return (
    <main>
      <h1>Bench shop</h1>
${shown.map((page) => `      <${page.name} ${PAGE_PROPS(page.name)} />`).join('\n')}
    </main>
  )
}
`
  return files
}

/** The props a card or page is rendered with by its parent: the literal site its suite may read. */
const PAGE_PROPS = (name: string): string =>
  name.includes('Card')
    ? `title="${name}" tags={['new', 'sale']} updatedAt={new Date('2025-03-01')} stats={{ views: 120, orders: 4 }} ` +
      `items={[{ id: 'a1', title: 'First', done: false, price: 12.5 }]}`
    : `heading="${name}" userId="u-42"`

const LEAVES = {
  badge: (name: string) => `export type Tone = 'info' | 'warning' | 'danger'

export interface ${name}Props {
  label: string
  tone?: Tone
  count?: number
}

export function ${name}({ label, tone = 'info', count }: ${name}Props) {
  return (
    <span className={\`badge badge-\${tone}\`}>
      {label}
      {count !== undefined && count > 0 && <strong> {count}</strong>}
    </span>
  )
}
`,
  list: (name: string) => `export interface ${name}Item {
  id: string
  title: string
  done: boolean
  price: number
}

export function ${name}({ items, onSelect }: { items: ${name}Item[]; onSelect?: (id: string) => void }) {
  if (items.length === 0) return <p>Nothing here yet.</p>
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" onClick={() => onSelect?.(item.id)}>
            {item.title}
          </button>
          <span>{item.done ? 'done' : \`$\${item.price.toFixed(2)}\`}</span>
        </li>
      ))}
    </ul>
  )
}
`,
  toggle: (name: string) => `import { type ReactNode, useState } from 'react'

interface ${name}Props {
  title: string
  initiallyOpen?: boolean
  children?: ReactNode
}

export function ${name}({ title, initiallyOpen = false, children }: ${name}Props) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <section>
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {title}
      </button>
      {open && <div>{children}</div>}
    </section>
  )
}
`,
}

function writeForm(name: string): string {
  return `import { type FormEvent, useState } from 'react'

export interface ${name}Values {
  email: string
  quantity: number
  giftWrap: boolean
}

interface ${name}Props {
  onSubmit: (values: ${name}Values) => void
  defaultEmail?: string
}

export function ${name}({ onSubmit, defaultEmail = '' }: ${name}Props) {
  const [email, setEmail] = useState(defaultEmail)
  const [quantity, setQuantity] = useState(1)
  const [giftWrap, setGiftWrap] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ email, quantity, giftWrap })
  }
  return (
    <form onSubmit={submit}>
      <label>
        Email
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Quantity
        <input
          type="number"
          min={1}
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        />
      </label>
      <label>
        <input type="checkbox" checked={giftWrap} onChange={(event) => setGiftWrap(event.target.checked)} />
        Gift wrap
      </label>
      <button type="submit">Save</button>
    </form>
  )
}
`
}

function writeFetcher(name: string, listImport: string, list: string, index: number): string {
  return `import { useEffect, useState } from 'react'
${listImport}

interface Row {
  id: string
  title: string
  done: boolean
  price: number
}

export function ${name}({ categoryId, limit = 10 }: { categoryId: string; limit?: number }) {
  const [rows, setRows] = useState<Row[]>([])
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let cancelled = false
    fetch(\`/api/categories/\${categoryId}/items${index}?limit=\${limit}\`)
      .then((response) => response.json() as Promise<Row[]>)
      .then((data) => {
        if (!cancelled) setRows(data)
      })
      .catch((reason: Error) => {
        if (!cancelled) setError(reason.message)
      })
    return () => {
      cancelled = true
    }
  }, [categoryId, limit])
  if (error !== null) return <p role="alert">{error}</p>
  return <${list} items={rows} />
}
`
}

function writeCard(name: string, imports: string[], badge: string, list: string): string {
  return `import { useMemo } from 'react'
${imports.join('\n')}

export interface ${name}Props {
  title: string
  tags: string[]
  updatedAt: Date
  stats: Record<'views' | 'orders', number>
  items: { id: string; title: string; done: boolean; price: number }[]
}

export function ${name}({ title, tags, updatedAt, stats, items }: ${name}Props) {
  const total = useMemo(() => items.reduce((sum, item) => sum + item.price, 0), [items])
  return (
    <article>
      <h2>{title}</h2>
      <p>Updated {updatedAt.toISOString().slice(0, 10)}, total {total.toFixed(2)}</p>
      <div>
        {tags.map((tag) => (
          <${badge} key={tag} label={tag} count={stats.orders} />
        ))}
      </div>
      <dl>
        {Object.entries(stats).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <${list} items={items} />
    </article>
  )
}
`
}

function writePage(
  name: string,
  imports: string[],
  card: string | null,
  toggleImport: string,
  toggle: string,
  feature: string,
): string {
  const body = card === null ? `<p>No ${feature} yet.</p>` : `<${card} ${PAGE_PROPS(card)} />`
  return `import { useEffect, useState } from 'react'
${[...imports, toggleImport].join('\n')}

export function ${name}({ heading, userId }: { heading: string; userId: string }) {
  const [visits, setVisits] = useState(0)
  useEffect(() => {
    document.title = \`\${heading} (\${userId})\`
    setVisits((value) => value + 1)
  }, [heading, userId])
  return (
    <section>
      <h2>{heading}</h2>
      <p>Visit {visits}</p>
      <${toggle} title="Details" initiallyOpen>
        ${body}
      </${toggle}>
    </section>
  )
}
`
}

function capitalise(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1)
}

/** mulberry32: a small seeded generator, so the project is the same on every machine. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

function writeGeneratedProject(count: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-bench-run-'))
  for (const [file, text] of Object.entries(generateProjectFiles(count))) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    writeFileSync(path.join(folder, file), text)
  }
  return folder
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:run: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exitCode = 2
})
