import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import {
  AnalyserError,
  type BiomeLocation,
  type Prerequisite,
  getBiomeConfigPath,
  locateBiome,
  nodeFileSystem,
} from '../../../analyser/index.js'
import { removeOnExit } from '../../parent-watch.js'
import { type TaskRun, defineTaskGenerator } from '../task.js'

const STDERR_LINES = 12

/**
 * SPEC §4 react-rules: Biome over the whole project with the config the generator wrote,
 * its JSON report placed in the analyser's components. The config is handed to Biome
 * from a folder of its own outside the project: Biome 2 looks for a biome.json from the
 * working directory up and refuses a second root config below it, so run from inside the
 * project it would read the project's own — which this task never does.
 */
export const reactRules = defineTaskGenerator({
  name: 'react-rules',
  async run(options) {
    const config = getBiomeConfigPath(options.out)
    if (!existsSync(path.join(options.root, config)))
      throw new AnalyserError(
        'NOTHING_MATCHED',
        `There is no react-rules config at "${config}".`,
        'Generate it first with flawless-react --tasks react-rules (flawless_run over MCP).',
      )
    // The probe found it before anything was written; a Biome that broke since is named the same way.
    const located = locateBiome({ fs: nodeFileSystem, root: options.root, environment: {} })
    if ('problem' in located) return brokenRun(located.problem)
    const biome = located.found
    const version = await readVersion(biome)
    if ('problem' in version) return brokenRun(version.problem)

    const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-biome-'))
    const releaseFolder = removeOnExit(folder)
    try {
      copyFileSync(path.join(options.root, config), path.join(folder, 'biome.json'))
      const report = path.join(folder, 'report.json')
      const started = Date.now()
      const lint = await runBiome(biome, options.root, toLintArguments(path.join(folder, 'biome.json'), report))
      const durationMs = Date.now() - started
      if (!existsSync(report)) {
        return brokenRun(
          `Biome ${version.found} (${biome.path}) exited ${lint.code} without a report: ${lastLines(lint.stderr)}`,
        )
      }
      const block = options.analyser.reactRules({
        root: options.root,
        out: options.out,
        run: {
          biome: { version: version.found, path: biome.path, owner: biome.owner, passed_over: biome.passed_over },
          config,
          durationMs,
          reportText: readFileSync(report, 'utf8'),
        },
      })
      return { tests: null, report: block, failed: block.errors > 0 }
    } finally {
      rmSync(folder, { recursive: true, force: true })
      releaseFolder()
    }
  },
  // Before anything is written: the analyser saw an executable file; this asks it for its version.
  async probe(_environment, root) {
    const located = locateBiome({ fs: nodeFileSystem, root, environment: {} })
    if ('problem' in located) return [{ name: 'biome', ok: false, detail: located.problem }]
    const version = await readVersion(located.found)
    if ('problem' in version) return [{ name: 'biome', ok: false, detail: version.problem }]
    const passedOver = located.found.passed_over ? `; ${located.found.passed_over}` : ''
    return [{ name: 'biome', ok: true, detail: `Biome ${version.found} at ${located.found.path}${passedOver}` }]
  },
})

function brokenRun(detail: string): TaskRun {
  const broken: Prerequisite = { task: 'react-rules', name: 'biome', ok: false, detail }
  return { tests: null, failed: true, broken: [broken] }
}

/** `biome --version`: a binary that does not start, or a Biome before 2 (whose config this is not), is named. */
async function readVersion(biome: BiomeLocation): Promise<{ found: string } | { problem: string }> {
  const result = await runBiome(biome, path.dirname(biome.path), ['--version'])
  const version = /Version:\s*(\S+)/.exec(result.stdout)?.[1]
  if (result.code !== 0 || version === undefined) {
    const why = result.error ?? `it exited ${result.code}: ${lastLines(result.stderr || result.stdout)}`
    return { problem: `${biome.path} does not run (${why}); reinstall @biomejs/biome.` }
  }
  if (Number(version.split('.')[0]) < 2) {
    return {
      problem:
        `${biome.path} is Biome ${version}; the react-rules config is written for Biome 2. ` +
        'Upgrade the project’s @biomejs/biome, or remove it to use the Biome flawless-react ships.',
    }
  }
  return { found: version }
}

interface BiomeResult {
  code: number | null
  stdout: string
  stderr: string
  /** Why the process did not start (EACCES, ENOENT), when it did not. */
  error?: string
}

function runBiome(biome: BiomeLocation, cwd: string, args: string[]): Promise<BiomeResult> {
  // --config-path wins over the variable, but a config named in the environment is still not the generator's.
  const { BIOME_CONFIG_PATH: _, ...environment } = process.env
  return new Promise((resolve) => {
    const child = spawn(biome.path, args, {
      cwd,
      env: { ...environment, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on('error', (error: NodeJS.ErrnoException) => resolve({ code: null, stdout, stderr, error: error.code }))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-STDERR_LINES).join('\n')
}

/** Biome's arguments for a lint of the whole project with the generator's config, its JSON report to `report`. */
export function toLintArguments(config: string, report: string): string[] {
  return [
    'lint',
    `--config-path=${config}`,
    '--reporter=json',
    `--reporter-file=${report}`,
    '--max-diagnostics=none',
    '--colors=off',
    '--no-errors-on-unmatched',
    '.',
  ]
}
