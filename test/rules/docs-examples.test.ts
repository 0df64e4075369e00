/**
 * Every example on a rule's page is run through the rule, as typescript-eslint's docs test does,
 * so a page cannot drift from what the rule reports.
 *
 * How a page in docs/rules/ writes an example, under its "## Example" heading:
 * - a paragraph starting with "Reported" or "Not reported" opens the example; the fenced blocks
 *   right after it are its files, up to the next paragraph or heading;
 * - each block names its file, relative to the project root, in its info string:
 *   ```tsx title="app/page.tsx"
 * - the project is a Next.js app (a package.json depending on next and react) when one of its
 *   files lives under app/, and a Vite app otherwise; a block titled package.json replaces that.
 * A "Reported" example must give at least one finding of the page's rule, a "Not reported" one
 * none. An example the rule gets wrong is listed in KNOWN_MISSES with why, never left out.
 */
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { RULES } from '../../analyser/index.js'
import { REPO } from '../helpers/cli.js'
import { NEXT_PACKAGE, VITE_PACKAGE, runRule } from '../helpers/rule-tester.js'

interface DocExample {
  verdict: 'Reported' | 'Not reported'
  /** The line of the paragraph that opens the example, to name it. */
  line: number
  files: Record<string, string>
  /** Lines of blocks that name no file. */
  untitled: number[]
}

// Examples a rule gets wrong, by "<rule id>:<line of the example's paragraph>", with why.
const KNOWN_MISSES: Record<string, string> = {}

const markdown = new MarkdownIt('commonmark')

function readExamples(page: string): DocExample[] {
  const examples: DocExample[] = []
  let inExampleSection = false
  let current: DocExample | null = null
  const tokens = markdown.parse(page, {})
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      current = null
      if (token.tag === 'h2') inExampleSection = tokens[index + 1]!.content === 'Example'
    } else if (token.type === 'inline' && tokens[index - 1]!.type === 'paragraph_open') {
      const verdict = /^(Reported|Not reported)\b/.exec(token.content)?.[1] as DocExample['verdict'] | undefined
      current = inExampleSection && verdict ? { verdict, line: token.map![0] + 1, files: {}, untitled: [] } : null
      if (current) examples.push(current)
    } else if (token.type === 'fence' && current) {
      const title = /\btitle="([^"]+)"/.exec(token.info)?.[1]
      if (title) current.files[title] = token.content
      else current.untitled.push(token.map![0] + 1)
    }
  })
  return examples
}

function toProject(files: Record<string, string>): Record<string, string> {
  if ('package.json' in files) return files
  const isNext = Object.keys(files).some((file) => file.startsWith('app/'))
  return { 'package.json': isNext ? NEXT_PACKAGE : VITE_PACKAGE, ...files }
}

describe('the examples on each rule page', () => {
  for (const rule of RULES) {
    const page = `docs/rules/${rule.id}.md`
    const examples = readExamples(readFileSync(path.join(REPO, page), 'utf8'))

    it(`${page} has a reported and a not-reported example, each block naming its file`, () => {
      expect(examples.map((example) => example.verdict)).toEqual(
        expect.arrayContaining(['Reported', 'Not reported'] as const),
      )
      for (const example of examples) {
        expect(example.untitled).toEqual([])
        expect(Object.keys(example.files)).not.toEqual([])
      }
    })

    for (const example of examples) {
      const name = `${page}:${example.line} ${example.verdict} (${Object.keys(example.files).join(', ')})`
      const check = (): void => {
        const findings = runRule(rule, { files: toProject(example.files) })
        if (example.verdict === 'Reported') expect(findings).not.toEqual([])
        else expect(findings).toEqual([])
      }
      const miss = KNOWN_MISSES[`${rule.id}:${example.line}`]
      if (miss === undefined) it(name, check)
      else it.fails(`known miss: ${name} — ${miss}`, check)
    }
  }
})
