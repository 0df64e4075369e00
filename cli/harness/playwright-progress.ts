import { appendFileSync } from 'node:fs'

/** A test as Playwright hands it to reporters: its title, its file and the suites above it. */
interface SpecTest {
  title: string
  location: { file: string }
  parent: SpecSuite
}

interface SpecSuite {
  title: string
  type?: string
  parent?: SpecSuite
  allTests(): SpecTest[]
}

interface SpecResult {
  status: string
  duration: number
  error?: { message?: string }
}

/** What a spec file's tests came to so far. */
interface FileTally {
  ended: number
  passed: number
  failed: number
  skipped: number
  ms: number
  failures: { name: string; message: string }[]
}

/**
 * A Playwright reporter that writes the line vitest's runs write as each suite file finishes (progress.ts), once
 * every test of a spec file has ended: the e2e and page-scan runs are named on stderr as they go, and kept in the
 * out folder's results.jsonl. Written to FLAWLESS_PROGRESS.
 */
export default class PlaywrightProgressReporter {
  private readonly tallies = new Map<string, FileTally>()

  printsToStdio(): boolean {
    return false
  }

  onTestEnd(test: SpecTest, result: SpecResult): void {
    const progress = process.env.FLAWLESS_PROGRESS
    const file = findFileSuite(test)
    if (!progress || file === null) return
    const tally = this.tallies.get(test.location.file) ?? {
      ended: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      ms: 0,
      failures: [],
    }
    tally.ended++
    tally.ms += result.duration
    if (result.status === 'passed') tally.passed++
    else if (result.status === 'skipped') tally.skipped++
    else {
      tally.failed++
      tally.failures.push({
        name: nameOf(test),
        message: firstLines(stripAnsi(result.error?.message ?? result.status)),
      })
    }
    this.tallies.set(test.location.file, tally)
    if (tally.ended < file.allTests().length) return
    const { ended: _ended, ms, ...counts } = tally
    appendFileSync(progress, `${JSON.stringify({ file: test.location.file, ...counts, ms: Math.round(ms) })}\n`)
  }
}

function findFileSuite(test: SpecTest): SpecSuite | null {
  for (let suite: SpecSuite | undefined = test.parent; suite; suite = suite.parent)
    if (suite.type === 'file') return suite
  return null
}

/** The describe blocks' titles and the test's, as the JSON report's failures name it (run-playwright.ts). */
function nameOf(test: SpecTest): string {
  const titles = [test.title]
  for (let suite: SpecSuite | undefined = test.parent; suite && suite.type !== 'file'; suite = suite.parent)
    titles.unshift(suite.title)
  return titles.join(' › ')
}

function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape sequences are what is removed.
  return text.replace(/\u001b\[[0-9;]*m/g, '')
}

function firstLines(message: string): string {
  return message.split('\n').slice(0, 12).join('\n').trim()
}
