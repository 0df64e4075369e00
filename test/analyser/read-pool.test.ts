import * as fs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Volume, createFsFromVolume } from 'memfs'
import { afterAll, describe, expect, it } from 'vitest'
// The pool's threads run the built modules, so these cases call the built analyser.
import { Analyser, type AnalyserFileSystem, type CallProgress } from '../../dist/analyser/index.js'
import { readFile } from '../../dist/analyser/pipeline/read-file.js'
import { type ReadJob, readInPool } from '../../dist/analyser/pipeline/read-pool.js'
import { generateProject } from '../helpers/generated-project.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const WORKER = pathToFileURL(path.join(REPO, 'dist/analyser/pipeline/read-pool-worker.js'))
const ROOT = '/project'
const SOURCE = /\.(tsx|ts|jsx|js|mjs|cjs)$/
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'flawless-read-pool-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

/** A generated app of a few hundred sources, one of them unparseable and one nested past the cheap pass's bound. */
function projectFiles(): Record<string, string> {
  return {
    ...generateProject(13, 320),
    'components/Broken.tsx': 'export function Broken() {\n  return <div>\n}\n',
    'lib/deep.ts': `export const deep = ${'['.repeat(260)}1${']'.repeat(260)}\n`,
  }
}

function memfs(files: Record<string, string>): AnalyserFileSystem {
  const volume = Volume.fromJSON(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`${ROOT}/${file}`, text])),
  )
  return createFsFromVolume(volume) as unknown as AnalyserFileSystem
}

function jobsOf(files: Record<string, string>): ReadJob[] {
  return Object.entries(files)
    .filter(([file]) => SOURCE.test(file))
    .map(([file, text], index) => ({ file, text, full: index % 2 === 0 && file.endsWith('x') }))
}

describe('the read pool (issue 9)', () => {
  it('answers as one thread does: analyse, findings and tree of a whole project and of one page', () => {
    const files = projectFiles()
    const sources = Object.keys(files).filter((file) => SOURCE.test(file))
    expect(sources.length).toBeGreaterThan(300)
    const page = sources.find((file) => file.startsWith('app/') && file.endsWith('page.tsx'))!
    const answers = (threads: number): string => {
      const analyser = new Analyser({ fs: memfs(files), threads })
      return JSON.stringify([
        analyser.analyse({ root: ROOT, entry: page }),
        analyser.analyse({ root: ROOT, entry: '.', maxEntries: 10_000 }),
        analyser.findings({ root: ROOT, entry: '.', maxEntries: 10_000 }),
        analyser.tree({ root: ROOT }),
      ])
    }
    const alone = answers(1)
    expect(alone).toContain('components/Broken.tsx')
    expect(answers(2)).toBe(alone)
    expect(answers(3)).toBe(alone)
  })

  it('reports progress that only grows, ending at every file read', () => {
    const files = projectFiles()
    const heard: CallProgress[] = []
    const analyser = new Analyser({ fs: memfs(files), threads: 2, onProgress: (progress) => heard.push(progress) })
    const result = analyser.analyse({ root: ROOT, entry: '.', maxEntries: 10_000 })
    const read = heard.map((progress) => progress.filesRead)
    expect(read).toEqual([...read].sort((a, b) => a - b))
    expect(read.at(-1)).toBe(result.files_read)
    expect(heard.every((progress) => progress.filesTotal === result.files_read)).toBe(true)
  })

  it('reads in the calling thread what a pool thread never answers: one that fails to start, one that stops', () => {
    const jobs = jobsOf(projectFiles())
    const alone = jobs.map(readFile)
    const missing = pathToFileURL(path.join(scratch, 'no-such-worker.js'))
    expect(readInPool(jobs, readFile, { threads: 2, workerUrl: missing, minJobs: 1, stallMs: 200 })).toEqual(alone)
    // Claims every job it can and answers none: the calling thread reads them once it has waited.
    const silent = path.join(scratch, 'silent-worker.mjs')
    fs.writeFileSync(
      silent,
      "import { workerData } from 'node:worker_threads'\n" +
        'const slots = new Int32Array(workerData.counters)\n' +
        'while (Atomics.add(slots, 0, 1) < workerData.jobs.length) {}\n',
    )
    expect(
      readInPool(jobs, readFile, { threads: 2, workerUrl: pathToFileURL(silent), minJobs: 1, stallMs: 200 }),
    ).toEqual(alone)
  })

  it('reads on the built pool thread as in the calling thread; a thread count must be a count', () => {
    const jobs = jobsOf(projectFiles())
    const finished: number[] = []
    const pooled = readInPool(jobs, readFile, {
      threads: 2,
      workerUrl: WORKER,
      minJobs: 1,
      onFinished: (count) => finished.push(count),
    })
    expect(pooled).toEqual(jobs.map(readFile))
    expect(finished.at(-1)).toBe(jobs.length)
    expect(() => new Analyser({ threads: 0 })).toThrow('threads must be a whole number of at least 1, not 0.')
  })
})
