import { createHash } from 'node:crypto'
import type { AnalyserFileSystem, FileStats } from '../analyser/index.js'
import { nodeFileSystem } from '../analyser/project/file-system.js'

/**
 * One question the analyser asked of the file system, and what it was told: a text's hash, a
 * folder's listing's, a path's kind, or the error's code.
 */
export type FileQuestion = [method: keyof AnalyserFileSystem, path: string, answer: string]

/** A command's answer as `--cache` keeps it: what the analyser returned, and every question it asked to make it. */
export interface KeptAnswer {
  questions: FileQuestion[]
  answer: unknown
}

/** Where answers are kept: the `--cache` folder (disk-store.ts). */
export interface AnswerStore {
  getAnswer(key: string): KeptAnswer | undefined
  putAnswer(key: string, answer: KeptAnswer): void
}

/**
 * `--cache` keeps a read command's answer beside the files' readings. The analyser is pure,
 * so a call that asks the file system the same questions and is told the same gives the same
 * answer: a run whose every question (each text read, each folder listed, each path looked
 * for) is answered as before gives the kept answer without analysing, as ESLint's cache
 * skips an unchanged file. Any other answer, or other options, and the call runs on the
 * readings, and its answer is kept in turn. A call that throws keeps nothing.
 */
export function answerOnce<T>(
  store: AnswerStore | undefined,
  question: { command: string; options: object },
  answer: (fs: AnalyserFileSystem) => T,
): T {
  if (store === undefined) return answer(nodeFileSystem)
  const key = createHash('sha256').update(`answer\0${question.command}\0${JSON.stringify(question.options)}`)
  const name = `answer-${key.digest('hex')}`
  const kept = store.getAnswer(name)
  if (kept !== undefined && kept.questions.every((asked) => answersAgain(nodeFileSystem, asked)))
    return kept.answer as T
  const recorder = new QuestionRecorder(nodeFileSystem)
  const result = answer(recorder.fs)
  if (recorder.consistent) store.putAnswer(name, { questions: [...recorder.questions.values()], answer: result })
  return result
}

function answersAgain(fs: AnalyserFileSystem, [method, path, answer]: FileQuestion): boolean {
  return ask(fs, method, path).answer === answer
}

/** The file system as the analyser sees it, with each question and its answer noted. */
class QuestionRecorder {
  readonly questions = new Map<string, FileQuestion>()
  /** False once one question got two answers within the call: its answer may mix two states of a file. */
  consistent = true
  readonly fs: AnalyserFileSystem

  constructor(inner: AnalyserFileSystem) {
    const asked = <M extends keyof AnalyserFileSystem>(method: M, path: string): unknown => {
      const { value, error, answer } = ask(inner, method, path)
      const key = `${method}\0${path}`
      const before = this.questions.get(key)
      if (before === undefined) this.questions.set(key, [method, path, answer])
      else if (before[2] !== answer) this.consistent = false
      if (error !== undefined) throw error
      return value
    }
    this.fs = {
      readFileSync: (path) => asked('readFileSync', path) as string,
      statSync: (path) => asked('statSync', path) as FileStats,
      lstatSync: (path) => asked('lstatSync', path) as FileStats,
      readdirSync: (path) => asked('readdirSync', path) as ReturnType<AnalyserFileSystem['readdirSync']>,
      realpathSync: (path) => asked('realpathSync', path) as string,
    }
  }
}

/** Asks once, and describes the answer: what a later call must be told again for the kept answer to hold. */
function ask(
  fs: AnalyserFileSystem,
  method: keyof AnalyserFileSystem,
  path: string,
): { value?: unknown; error?: unknown; answer: string } {
  try {
    switch (method) {
      case 'readFileSync': {
        const text = fs.readFileSync(path, 'utf8')
        return { value: text, answer: `text ${hash(text)}` }
      }
      case 'readdirSync': {
        const entries = fs.readdirSync(path, { withFileTypes: true })
        const listing = entries.map((entry) => `${kindOf(entry)}${entry.name}`).join('\0')
        return { value: entries, answer: `listing ${hash(listing)}` }
      }
      case 'realpathSync': {
        const real = fs.realpathSync(path)
        return { value: real, answer: `path ${real}` }
      }
      default: {
        const stats = fs[method](path)
        return { value: stats, answer: `${kindOf(stats)} ${stats.mode ?? ''}` }
      }
    }
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException
    return { error, answer: `error ${code ?? message}` }
  }
}

function kindOf(entry: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }): string {
  return entry.isSymbolicLink() ? 'l' : entry.isDirectory() ? 'd' : entry.isFile() ? 'f' : 'o'
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
