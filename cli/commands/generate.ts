import * as path from 'node:path'
import { createInterface } from 'node:readline/promises'
import { type ParsedCommand, PLAN, UsageError, readShard } from '../../analyser/grammar/index.js'
import type { CommandContext, CommandOutput, InputStream, OutputStream } from './output.js'
import { readArguments } from './read-arguments.js'
import type { A11yImpact } from '../../analyser/index.js'
import type { RunLimits } from '../generate/generate.js'
import type { RunProgress } from '../generate/run-options.js'
import { formatRun } from '../views/run.js'

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
    ...readRunLimits(parsed),
    root: cwd,
    runTests: parsed.options['run-tests'] === true,
  }
  if (options.shard && !options.runTests)
    throw new UsageError('The option "--shard" splits the suites a run runs: give it with --run-tests.', 'shard')
  const ci = parsed.options.ci === true
  // The question goes to stderr, where a person at the terminal sees it: stdout may be the --json document.
  if (options.tasks === undefined && !ci && stdin.isTTY && stderr.isTTY) options.tasks = await askTasks(stdin, stderr)
  const document = await generate(options, {
    version,
    onOutput: (chunk) => stderr.write(chunk),
    ...(stderr.isTTY && !ci ? { onProgress: drawProgressOn(stderr) } : {}),
    onRunProgress: reportRunProgressOn(stderr, ci),
  })
  return {
    exitCode: document.exit_code,
    stdout: parsed.options.json ? JSON.stringify(document, null, 2) : formatRun(document, 'generate'),
  }
}

/** `flawless-react test [paths…]`: the generated suites, all or those the paths name, run under --root. */
export async function runTest(parsed: ParsedCommand, context: CommandContext): Promise<CommandOutput> {
  const { testExisting } = await import('../generate/generate.js')
  const { cwd, stderr, version } = context
  const document = await testExisting(
    {
      root: parsed.options.root ? path.resolve(cwd, String(parsed.options.root)) : cwd,
      ...(parsed.options.tasks ? { tasks: parsed.options.tasks as string[] } : {}),
      ...(parsed.options.out ? { out: String(parsed.options.out) } : {}),
      ...(parsed.options['load-allow-remote'] ? { loadAllowRemote: true } : {}),
      ...(parsed.options['a11y-impact'] ? { a11yImpact: parsed.options['a11y-impact'] as A11yImpact } : {}),
      ...readRunLimits(parsed),
      paths: parsed.positionals,
      environment: context.env,
    },
    {
      version,
      onOutput: (chunk) => stderr.write(chunk),
      onRunProgress: reportRunProgressOn(stderr, parsed.options.ci === true),
    },
  )
  return {
    exitCode: document.exit_code,
    stdout: parsed.options.json ? JSON.stringify(document, null, 2) : formatRun(document, 'test'),
  }
}

/** --shard and --timeout, as the run takes them. */
function readRunLimits(parsed: ParsedCommand): RunLimits {
  const shard = typeof parsed.options.shard === 'string' ? readShard(parsed.options.shard) : null
  return {
    ...(shard ? { shard } : {}),
    ...(typeof parsed.options.timeout === 'number' ? { timeout: parsed.options.timeout } : {}),
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

/**
 * Each suite file on stderr as it finishes: on a terminal a bar redrawn in place, with the suite files done, those
 * failed and an estimate of the time left; under --ci or elsewhere (a CI log, a pipe) a line per file with its
 * verdict and the milliseconds its tests took, as vitest's reporter prints in CI.
 */
function reportRunProgressOn(stderr: OutputStream, ci: boolean): RunProgress {
  const started = Date.now()
  let failedFiles = 0
  return ({ done, total, file, passed, failed, skipped, error, ms }) => {
    if (failed > 0 || error !== undefined) failedFiles++
    if (ci || !stderr.isTTY) {
      const stopped = passed + skipped > 0 ? 'failed outside its tests' : 'did not load'
      const verdict =
        failed > 0
          ? `FAIL ${file} ${ms} ms, ${failed} failed`
          : error !== undefined
            ? `FAIL ${file}, ${stopped}: ${error.split('\n')[0]}`
            : `pass ${file} ${ms} ms`
      stderr.write(`flawless-react: ${verdict} (${done}/${total})\n`)
      return
    }
    const width = 24
    const filled = total === 0 ? width : Math.round((done / total) * width)
    const left = done < total ? `, ${formatLeft(((Date.now() - started) / done) * (total - done))} left` : ''
    const counts = `${done}/${total} suites run, ${failedFiles} failed${left}`
    const line = `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${counts} ${file}`
    const shown = line.slice(0, (stderr.columns ?? 100) - 1).padEnd(Math.min(line.length, 99))
    stderr.write(`\r${shown}${done === total ? '\n' : ''}`)
  }
}

function formatLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  return seconds < 60 ? `about ${seconds} s` : `about ${Math.ceil(seconds / 60)} min`
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
