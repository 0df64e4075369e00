import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnalyserFileSystem } from '../../analyser/index.js'
import { DiskSummaryStore } from '../../cli/disk-store.js'
import { answerOnce } from '../../cli/kept-answers.js'

let folder: string
let project: string
let store: DiskSummaryStore

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-kept-'))
  project = path.join(folder, 'project')
  mkdirSync(path.join(project, 'src'), { recursive: true })
  writeFileSync(path.join(project, 'src/a.tsx'), 'export const A = 1\n')
  store = new DiskSummaryStore(path.join(folder, 'cache'), '1.0.0', () => {})
})

afterEach(() => rmSync(folder, { recursive: true, force: true }))

/**
 * A stand-in for an analyser call: it lists src, reads each file, looks for a config, and
 * answers what it read. `calls` counts the times it had to run.
 */
function counting() {
  const call = {
    calls: 0,
    answer: (fs: AnalyserFileSystem) => {
      call.calls++
      const src = path.join(project, 'src')
      const texts = fs
        .readdirSync(src, { withFileTypes: true })
        .map((entry) => fs.readFileSync(path.join(src, entry.name), 'utf8'))
      let config = 'none'
      try {
        config = fs.readFileSync(path.join(project, 'flawless.config.json'), 'utf8')
      } catch {
        // No config: the default.
      }
      return { texts, config, folder: fs.statSync(src).isDirectory() }
    },
  }
  return call
}

const QUESTION = { command: 'analyse', options: { root: '/project', entry: null } }

describe('a kept answer (--cache)', () => {
  it('is given again while every question the call asked is answered the same, without running the call', () => {
    const call = counting()
    const first = answerOnce(store, QUESTION, call.answer)
    const second = answerOnce(
      new DiskSummaryStore(path.join(folder, 'cache'), '1.0.0', () => {}),
      QUESTION,
      call.answer,
    )
    expect(second).toEqual(first)
    expect(first).toEqual({ texts: ['export const A = 1\n'], config: 'none', folder: true })
    expect(call.calls).toBe(1)
  })

  it('is made again when a text the call read has changed', () => {
    const call = counting()
    answerOnce(store, QUESTION, call.answer)
    writeFileSync(path.join(project, 'src/a.tsx'), 'export const A = 2\n')
    expect(answerOnce(store, QUESTION, call.answer).texts).toEqual(['export const A = 2\n'])
    expect(call.calls).toBe(2)
    // The new answer is kept in its turn.
    answerOnce(store, QUESTION, call.answer)
    expect(call.calls).toBe(2)
  })

  it('is made again when a folder the call listed holds another file', () => {
    const call = counting()
    answerOnce(store, QUESTION, call.answer)
    writeFileSync(path.join(project, 'src/b.tsx'), 'export const B = 1\n')
    expect(answerOnce(store, QUESTION, call.answer).texts).toHaveLength(2)
    expect(call.calls).toBe(2)
  })

  it('is made again when a file the call found absent appears', () => {
    const call = counting()
    answerOnce(store, QUESTION, call.answer)
    writeFileSync(path.join(project, 'flawless.config.json'), '{}')
    expect(answerOnce(store, QUESTION, call.answer).config).toBe('{}')
    expect(call.calls).toBe(2)
  })

  it('is made again when a path the call looked at is of another kind', () => {
    const call = counting()
    const first = answerOnce(store, QUESTION, call.answer)
    rmSync(path.join(project, 'src'), { recursive: true })
    writeFileSync(path.join(project, 'src'), '')
    expect(() => answerOnce(store, QUESTION, call.answer)).toThrow()
    expect(first.folder).toBe(true)
    expect(call.calls).toBe(2)
  })

  it('is another answer for other options, and for another command', () => {
    const call = counting()
    answerOnce(store, QUESTION, call.answer)
    answerOnce(store, { ...QUESTION, options: { ...QUESTION.options, entry: 'src' } }, call.answer)
    answerOnce(store, { ...QUESTION, command: 'tree' }, call.answer)
    expect(call.calls).toBe(3)
  })

  it('is not kept from a call that throws, nor from one told two things about one file', () => {
    let calls = 0
    const failing = () => {
      calls++
      throw new Error('no answer')
    }
    expect(() => answerOnce(store, QUESTION, failing)).toThrow('no answer')
    expect(() => answerOnce(store, QUESTION, failing)).toThrow('no answer')
    expect(calls).toBe(2)

    const file = path.join(project, 'src/a.tsx')
    const changing = (fs: AnalyserFileSystem) => {
      calls++
      const before = fs.readFileSync(file, 'utf8')
      writeFileSync(file, 'export const A = 3\n')
      return [before, fs.readFileSync(file, 'utf8')]
    }
    answerOnce(store, QUESTION, changing)
    answerOnce(store, QUESTION, changing)
    expect(calls).toBe(4)
  })

  it('runs the call on the file system itself without a store', () => {
    const call = counting()
    answerOnce(undefined, QUESTION, call.answer)
    answerOnce(undefined, QUESTION, call.answer)
    expect(call.calls).toBe(2)
  })
})
