/**
 * npm run bench:floor -- <project dir> [--runs N]
 *
 * What the parsing a call cannot skip costs beside a bare typescript-estree parse of the
 * same files, in one process (rounds after a warm-up pass, medians): TypeScript's own parse
 * of every source, which every answer pays for each file's syntax errors, and what
 * `analyse .` parses — typescript-estree for every file a component may be written in
 * (`.tsx`, `.jsx`), TypeScript's parse for the rest. The floors under SPEC 2.6's targets.
 */
import * as path from 'node:path'
import { parseTypeScript } from '../analyser/parse/parse-typescript.js'
import { parseAll, readProjectSources } from './project-sources.js'

const USAGE = 'Usage: npm run bench:floor -- <project dir> [--runs N]'
const COMPONENT_FILE = /\.[jt]sx$/

function main(argv: string[]): void {
  const runsAt = argv.indexOf('--runs')
  const runs = runsAt === -1 ? 3 : Number(argv[runsAt + 1])
  const root = argv.find((arg, index) => !arg.startsWith('-') && index !== runsAt + 1)
  if (root === undefined || !Number.isInteger(runs) || runs < 1) throw new Error(USAGE)
  const { texts } = readProjectSources(path.resolve(root))
  const components = texts.filter(({ file }) => COMPONENT_FILE.test(file))
  const others = texts.filter(({ file }) => !COMPONENT_FILE.test(file))
  const parseTypeScriptAll = (list: typeof texts) => {
    for (const { file, text } of list) parseTypeScript(file, text)
  }
  const time = (run: () => void): number => {
    const started = performance.now()
    run()
    return performance.now() - started
  }
  parseAll(texts)
  const rounds: { bare: number; everyFile: number; wholeApp: number }[] = []
  for (let round = 0; round < runs; round++) {
    const bare = time(() => parseAll(texts))
    const everyFile = time(() => parseTypeScriptAll(texts))
    const wholeApp = time(() => parseAll(components)) + time(() => parseTypeScriptAll(others))
    rounds.push({ bare, everyFile, wholeApp })
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const bare = median(rounds.map((round) => round.bare))
  const ratio = (key: 'everyFile' | 'wholeApp') => {
    const ratios = rounds.map((round) => round[key] / round.bare)
    return `${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`
  }
  process.stdout.write(
    `${texts.length} sources, ${components.length} .tsx/.jsx; ${runs} rounds, medians\n` +
      `bare typescript-estree parse of every source: ${bare.toFixed(0)} ms\n` +
      `TypeScript's parse of every source (each answer's syntax errors): ${ratio('everyFile')}\n` +
      `typescript-estree for .tsx/.jsx, TypeScript for the rest (what analyse . parses): ${ratio('wholeApp')}\n`,
  )
}

try {
  main(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`)
  process.exitCode = 2
}
