import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIOME_RULES, getBiomeRuleUrl } from '../../analyser/index.js'
import { judgeProjectBiome } from '../../analyser/tasks/react-rules/react-rules.js'
import { REPO } from '../helpers/cli.js'
import { ROOT, createProject } from '../helpers/memfs-project.js'

const SCHEMA = JSON.parse(
  readFileSync(path.join(REPO, 'node_modules/@biomejs/biome/configuration_schema.json'), 'utf8'),
) as { $defs: Record<string, { properties?: Record<string, { description?: string }> }> }

const NEXT = JSON.stringify({ dependencies: { next: '15.3.0', react: '19.2.0' } })
const VITE = JSON.stringify({ dependencies: { vite: '6.3.5', react: '19.2.0' } })
const PAGE = `export default function Page() {
  return <main />
}
`

/** The config a plan would write, parsed. */
function planConfig(files: Record<string, string>, out?: string): Record<string, unknown> {
  const { analyser } = createProject(files)
  const plan = analyser.plan({ root: ROOT, tasks: ['react-rules'], ...(out ? { out } : {}) })
  expect(plan.suites.map(({ file, action }) => ({ file, action }))).toEqual([
    { file: `${out ?? 'tests/flawless'}/react-rules/biome.json`, action: 'create' },
  ])
  return JSON.parse(plan.suites[0]!.content!) as Record<string, unknown>
}

function listRules(config: Record<string, unknown>): string[] {
  const rules = (config.linter as { rules: Record<string, unknown> }).rules
  return Object.entries(rules).flatMap(([group, value]) =>
    typeof value === 'object' ? Object.keys(value as object).map((name) => `${group}/${name}`) : [],
  )
}

describe('the react-rules config', () => {
  it('names only rules of the pinned Biome, each in its group, with the docs URL Biome gives', () => {
    for (const rule of BIOME_RULES) {
      const group = SCHEMA.$defs[rule.group[0]!.toUpperCase() + rule.group.slice(1)]
      const description = group?.properties?.[rule.name]?.description
      expect(description, `${rule.group}/${rule.name}`).toBeDefined()
      expect(description).toContain(`See ${getBiomeRuleUrl(rule.name)}`)
    }
    expect(new Set(BIOME_RULES.map((rule) => rule.name)).size).toBe(BIOME_RULES.length)
  })

  it("is documented: the task's page names every rule with its group, level and why", () => {
    const page = readFileSync(path.join(REPO, 'docs/tasks/react-rules.md'), 'utf8')
    for (const rule of BIOME_RULES) {
      const level = `${rule.level}${rule.next ? ' (Next.js)' : ''}`
      const flawless = rule.flawless ? `\`${rule.flawless}\`` : ''
      expect(page).toContain(`| \`${rule.name}\` | ${rule.group} | ${level} | ${flawless} | ${rule.why} |`)
    }
  })

  it('turns the Next.js rules on in a Next.js project, next/head refused in the app router only', () => {
    const config = planConfig({ 'package.json': NEXT, 'app/page.tsx': PAGE })
    const rules = listRules(config)
    expect(rules).toContain('correctness/noNextAsyncClientComponent')
    expect(rules).toContain('performance/noImgElement')
    expect(rules).not.toContain('style/noRestrictedImports')
    expect(config.overrides).toEqual([
      {
        includes: ['**/app/**'],
        linter: {
          rules: {
            style: {
              noRestrictedImports: {
                level: 'error',
                options: {
                  paths: {
                    'next/head':
                      'next/head does nothing in the app router. ' +
                      'Export metadata or generateMetadata from the page or layout instead.',
                  },
                },
              },
            },
          },
        },
      },
    ])
    expect(config.formatter).toEqual({ enabled: false })
    expect(config.vcs).toEqual({ enabled: false })
    expect((config.linter as { rules: { preset: string } }).rules.preset).toBe('none')
  })

  it('leaves the Next.js rules out of a Vite project', () => {
    const config = planConfig({ 'package.json': VITE, 'src/page.tsx': PAGE })
    expect(listRules(config).sort()).toEqual(
      BIOME_RULES.filter((rule) => rule.next !== true)
        .map((rule) => `${rule.group}/${rule.name}`)
        .sort(),
    )
    expect(config.overrides).toBeUndefined()
  })

  it('includes the sources the analyser reads, in Biome’s dialect, --out among the excludes', () => {
    const config = planConfig({ 'package.json': VITE, 'src/page.tsx': PAGE }, 'qa/generated')
    expect((config.files as { includes: string[] }).includes).toEqual([
      '**/*.{tsx,ts,jsx,js,mjs,cjs}',
      '!**/node_modules',
      '!**/.next',
      '!**/dist',
      '!**/build',
      '!**/coverage',
      '!**/.git',
      '!**/*.d.ts',
      '!**/*.{test,spec}.*',
      '!**/__tests__',
      '!**/*.stories.*',
      '!**/qa/generated',
      '!**/.*',
    ])
  })
})

const CART = `'use client'
import { useState } from 'react'

export function CartList({ items }: { items: string[] }) {
  function Row({ label }: { label: string }) {
    return <li>{label}</li>
  }
  return (
    <ul>
      {items.map((item, index) => (
        <Row key={index} label={item} />
      ))}
    </ul>
  )
}

export function CartTotal({ total }: { total: number }) {
  if (total === 0) {
    const [shown] = useState(false)
    return <p>{String(shown)}</p>
  }
  return <p>{total}</p>
}
`

/** A Biome JSON report as Biome 2.6.8 writes it, with the diagnostics given. */
function biomeReport(diagnostics: { category: string; path: string; start: number[]; end: number[] }[]): string {
  return JSON.stringify({
    summary: { changed: 0, unchanged: 1, errors: diagnostics.length, warnings: 0 },
    diagnostics: diagnostics.map((diagnostic) => ({
      severity: diagnostic.category.startsWith('lint/suspicious') ? 'warning' : 'error',
      message: `Biome says ${diagnostic.category}.`,
      category: diagnostic.category,
      location: {
        path: diagnostic.path,
        start: { line: diagnostic.start[0], column: diagnostic.start[1] },
        end: { line: diagnostic.end[0], column: diagnostic.end[1] },
      },
      advices: [],
    })),
    command: 'lint',
  })
}

describe('the react_rules block', () => {
  const run = (reportText: string) => {
    const { analyser } = createProject({ 'package.json': VITE, 'src/cart.tsx': CART })
    return analyser.reactRules({
      root: ROOT,
      run: {
        biome: { version: '2.6.8', path: '/bin/biome', owner: 'flawless-react', passed_over: null },
        config: 'tests/flawless/react-rules/biome.json',
        durationMs: 12,
        reportText,
      },
    })
  }

  it('places each diagnostic in its component and lists a finding of both engines once', () => {
    const block = run(
      biomeReport([
        { category: 'lint/suspicious/noArrayIndexKey', path: 'src/cart.tsx', start: [11, 19], end: [11, 24] },
        { category: 'lint/correctness/noNestedComponentDefinitions', path: 'src/cart.tsx', start: [5, 3], end: [7, 4] },
        { category: 'lint/correctness/useHookAtTopLevel', path: 'src/cart.tsx', start: [19, 20], end: [19, 28] },
        // An import serves both components of the file: it is placed in neither.
        { category: 'lint/style/noRestrictedImports', path: 'src/cart.tsx', start: [2, 26], end: [2, 33] },
        { category: 'parse', path: 'src/broken.tsx', start: [1, 1], end: [1, 2] },
        // The project's biome-ignore for a rule of its own config: "unused" under this config, and not reported.
        { category: 'suppressions/unused', path: 'src/cart.tsx', start: [3, 1], end: [3, 40] },
      ]),
    )
    expect(
      block.diagnostics.map((entry) => [
        entry.rule,
        entry.severity,
        `${entry.file}:${entry.line}`,
        entry.component,
        entry.found_by.join('+'),
        entry.flawless_rule ?? null,
      ]),
    ).toEqual([
      ['noRestrictedImports', 'error', 'src/cart.tsx:2', null, 'biome', null],
      // The nested Row is the CartList's: its definition is inside CartList's span.
      [
        'noNestedComponentDefinitions',
        'error',
        'src/cart.tsx:5',
        'CartList',
        'biome+flawless-react',
        'nested-component',
      ],
      ['noArrayIndexKey', 'warning', 'src/cart.tsx:11', 'CartList', 'biome+flawless-react', 'index-key'],
      ['useHookAtTopLevel', 'error', 'src/cart.tsx:19', 'CartTotal', 'biome+flawless-react', 'conditional-hook'],
    ])
    expect({
      files_linted: block.files_linted,
      errors: block.errors,
      warnings: block.warnings,
      not_linted: block.not_linted,
      by_rule: block.by_rule.map((row) => [row.rule, row.count]),
    }).toEqual({
      files_linted: 1,
      errors: 3,
      warnings: 1,
      not_linted: [{ file: 'src/broken.tsx', category: 'parse', message: 'Biome says parse.' }],
      by_rule: [
        ['noArrayIndexKey', 1],
        ['noNestedComponentDefinitions', 1],
        ['noRestrictedImports', 1],
        ['useHookAtTopLevel', 1],
      ],
    })
  })

  it('lists the analyser’s own finding of an overlapping rule that Biome did not report, marked as its alone', () => {
    const block = run(biomeReport([]))
    expect(block.diagnostics.map((entry) => [entry.rule, entry.line, entry.component, entry.found_by])).toEqual([
      ['nested-component', 5, 'CartList', ['flawless-react']],
      ['index-key', 11, 'CartList', ['flawless-react']],
      ['conditional-hook', 19, 'CartTotal', ['flawless-react']],
    ])
    expect(block.errors).toBe(1)
  })

  it('refuses a report in a shape this version does not read, naming it', () => {
    expect(() => run('{"diagnostics": "none"}')).toThrow(
      'Biome’s JSON report has no summary or diagnostics: this Biome writes a format flawless-react does not read.',
    )
  })
})

describe('which Biome reads the config: the project’s from 2.6.7 on, in Biome 2', () => {
  it('valid: the floor, a later patch, a later minor compared as numbers (2.10 after 2.6)', () => {
    expect(['2.6.7', '2.6.9', '2.10.0'].map(judgeProjectBiome)).toEqual([null, null, null])
  })

  it('invalid: an earlier release, another major, no version to read', () => {
    expect(['2.6.6', '2.1.3', '3.0.0', '1.9.4'].map(judgeProjectBiome)).toEqual([
      "the project's 2.6.6 predates the config (it needs 2.6.7 or later)",
      "the project's 2.1.3 predates the config (it needs 2.6.7 or later)",
      "the project's 3.0.0 is not Biome 2, which the config is written for",
      "the project's 1.9.4 is not Biome 2, which the config is written for",
    ])
    expect(judgeProjectBiome(null)).toBe(
      "the project's Biome does not say its version in node_modules/@biomejs/biome/package.json",
    )
  })
})
