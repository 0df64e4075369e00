import { createInterface } from 'node:readline/promises'
import { type ParsedCommand, PLAN } from '../../analyser/grammar/index.js'
import type { CommandContext, CommandOutput, InputStream, OutputStream } from './output.js'
import { readArguments } from './read-arguments.js'
import type { A11yImpact } from '../../analyser/index.js'
import type { RunDocument } from '../generate/generate.js'
import type { A11yReport } from '../tasks/a11y/a11y.js'
import type { LoadReport } from '../tasks/load/run.js'
import { plural } from '../views/plural.js'
import { formatReactRules } from '../views/react-rules.js'

/**
 * `flawless-react [options]`: generate, and with --run-tests run. --json prints the one
 * document of SPEC §3 on stdout; everything else (progress, the runner's output) goes
 * to stderr.
 */
export async function runGenerate(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { generate } = await import('../generate/generate.js')
  const { cwd, env, stderr, stdin, version } = context
  // The generator takes a plan's options, in the working directory: it has no --root.
  const options = {
    ...PLAN.toOptions(readArguments(parsed, cwd), env),
    root: cwd,
    runTests: parsed.options['run-tests'] === true,
  }
  const ci = parsed.options.ci === true
  // The question goes to stderr, where a person at the terminal sees it: stdout may be the --json document.
  if (options.tasks === undefined && !ci && stdin.isTTY && stderr.isTTY) options.tasks = await askTasks(stdin, stderr)
  const document = await generate(options, {
    version,
    onOutput: (chunk) => stderr.write(chunk),
    ...(stderr.isTTY && !ci ? { onProgress: drawProgressOn(stderr) } : {}),
  })
  return {
    exitCode: document.exit_code,
    stdout: parsed.options.json ? JSON.stringify(document, null, 2) : formatRun(document),
  }
}

export async function runTest(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { testExisting } = await import('../generate/generate.js')
  const { stderr, version } = context
  const document = await testExisting(
    {
      root: context.cwd,
      ...(parsed.options.tasks ? { tasks: parsed.options.tasks as string[] } : {}),
      ...(parsed.options.out ? { out: String(parsed.options.out) } : {}),
      ...(parsed.options['load-allow-remote'] ? { loadAllowRemote: true } : {}),
      ...(parsed.options['a11y-impact'] ? { a11yImpact: parsed.options['a11y-impact'] as A11yImpact } : {}),
      environment: context.env,
    },
    { version, onOutput: (chunk) => stderr.write(chunk) },
  )
  return {
    exitCode: document.exit_code,
    stdout: parsed.options.json ? JSON.stringify(document, null, 2) : formatRun(document),
  }
}

async function askTasks(stdin: InputStream, stderr: OutputStream): Promise<string[]> {
  const { DEFAULT_TASK, TASKS } = await import('../../analyser/index.js')
  const prompt = createInterface({ input: stdin, output: stderr })
  try {
    const answer = await prompt.question(`Tasks to run, comma-separated (${TASKS.join(', ')}) [${DEFAULT_TASK}]: `)
    const tasks = answer
      .split(',')
      .map((task) => task.trim())
      .filter(Boolean)
    return tasks.length > 0 ? tasks : [DEFAULT_TASK]
  } finally {
    prompt.close()
  }
}

function drawProgressOn(stderr: OutputStream): (done: number, total: number, file: string) => void {
  return (done, total, file) => {
    const width = 24
    const filled = total === 0 ? width : Math.round((done / total) * width)
    const line = `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} ${file}`
    const shown = line.slice(0, (stderr.columns ?? 100) - 1).padEnd(Math.min(line.length, 99))
    stderr.write(`\r${shown}${done === total ? '\n' : ''}`)
  }
}

function formatRun(document: RunDocument): string {
  const lines: string[] = []
  const actions = ['create', 'overwrite', 'overwrite-edited'].map(
    (action) => `${document.written.filter((item) => item.action === action).length} ${action}`,
  )
  lines.push(
    `${document.tasks.join(', ')}: ${plural(document.written.length, 'suite')} written (${actions.join(', ')}), ` +
      `${document.skipped.length} skipped.`,
  )
  for (const backup of document.backups)
    lines.push(`  backed up ${backup.file} to ${backup.backup} before replacing it`)
  for (const item of document.needs_fixtures)
    lines.push(
      `  ${item.source} ${item.component}: give ${item.props.join(', ')} a value in --props ` +
        '(the suite has a TODO where it is missing)',
    )
  const missing = document.prerequisites.filter((check) => !check.ok)
  // The stable code the MCP run tools print too, so a script can look for it in either.
  for (const check of missing)
    lines.push(`PREREQUISITE_MISSING name=${check.name}: ${check.detail} (needed by the ${check.task} task)`)
  if (document.tests) {
    const tests = document.tests
    lines.push(
      `Tests: ${tests.ran} ran, ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped ` +
        `in ${(tests.duration_ms / 1000).toFixed(1)} s ` +
        `(${Object.entries(tests.runner)
          .map(([runner, owner]) => `${runner === 'react' ? 'React' : runner} from ${owner}`)
          .join(', ')}).`,
    )
    const e2e = document.e2e as { base_url: string; run_id: string | null; routes: number; passed: number } | undefined
    if (e2e)
      lines.push(
        `e2e against ${e2e.base_url}${e2e.run_id ? ` (run ${e2e.run_id})` : ''}: ` +
          `${plural(e2e.routes, 'route')}, ${e2e.passed} passed, ${e2e.routes - e2e.passed} failed.`,
      )
    if (document.load) lines.push(...formatLoad(document.load))
    if (document.a11y) lines.push(...formatA11y(document.a11y))
    for (const failure of tests.failures)
      lines.push(`  ✗ ${failure.file} › ${failure.name}\n    ${failure.message.split('\n').join('\n    ')}`)
  }
  if (document.react_rules) lines.push(...formatReactRules(document.react_rules))
  return lines.join('\n')
}

/** The a11y block as a table: each rule axe reported, its impact, nodes, the components and whether it fails. */
function formatA11y(a11y: A11yReport): string[] {
  const rows = a11y.rules.map((row) => [
    row.rule,
    row.impact,
    String(row.count),
    row.fails ? 'FAIL' : row.review ? 'review' : 'report',
    row.components.map((entry) => entry.component).join(', '),
  ])
  return [
    `a11y (axe, failing at ${a11y.impact} or worse): ${plural(a11y.components, 'component')} scanned, ` +
      `${plural(a11y.violations, 'violation')}, ${a11y.needs_review} to review.`,
    ...(rows.length > 0 ? formatTable(['rule', 'impact', 'nodes', 'verdict', 'components'], rows) : []),
  ]
}

/** The load block as a table a person reads: route, method, p99 against its limit, throughput, verdict. */
function formatLoad(load: LoadReport): string[] {
  const rows = load.pipes.map((pipe) => [
    pipe.route,
    pipe.method,
    `${pipe.latency_ms.p99} ms / ${pipe.p99_limit_ms} ms`,
    `${pipe.rps}/s`,
    pipe.passed ? 'pass' : 'FAIL',
  ])
  return [
    `load against ${load.base_url}: ${plural(load.pipes.length, 'pipe')}, ` +
      `${load.passed} passed, ${load.failed} failed.`,
    ...formatTable(['route', 'method', 'p99 / limit', 'rps', 'verdict'], rows),
  ]
}

/** Rows under a header, each column as wide as its widest cell, indented under the line that names the table. */
function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const format = (row: string[]) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd()
  return [format(header), ...rows.map(format)]
}
