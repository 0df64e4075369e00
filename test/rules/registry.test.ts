import { existsSync, readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RULES } from '../../analyser/index.js'
import { REPO } from '../helpers/cli.js'

const RULE_FOLDER = path.join(REPO, 'analyser/rules')
// Files in analyser/rules that hold the engine rather than a rule.
const ENGINE_FILES = ['rule.ts', 'index.ts', 'findings.ts', 'client-hooks.ts', 'image-response.ts']

describe('the rule registry', () => {
  it('lists every rule file, and every rule lives in a file named by its id', () => {
    const ruleFiles = readdirSync(RULE_FOLDER).filter((file) => file.endsWith('.ts') && !ENGINE_FILES.includes(file))
    expect(ruleFiles.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual(RULES.map((rule) => rule.id).sort())
    for (const file of ruleFiles)
      expect(readFileSync(path.join(RULE_FOLDER, file), 'utf8')).toContain(`id: '${file.replace(/\.ts$/, '')}'`)
  })

  it('has unique ids', () => {
    expect(new Set(RULES.map((rule) => rule.id)).size).toBe(RULES.length)
  })

  for (const rule of RULES) {
    it(`${rule.id}: has a docs page that agrees with it, and a test file`, () => {
      const page = readFileSync(path.join(REPO, 'docs/rules', `${rule.id}.md`), 'utf8')
      expect(page.startsWith(`# ${rule.id}\n`)).toBe(true)
      expect(page).toContain(`**Severity:** ${rule.severity} · **Source:** [${rule.docs.url}](${rule.docs.url})`)
      for (const section of ['## Why', '## How to fix', '## Example']) expect(page).toContain(section)
      expect(existsSync(path.join(REPO, 'test/rules', `${rule.id}.test.ts`))).toBe(true)
    })
  }
})
