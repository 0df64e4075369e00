import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { CONFIG_SCHEMA } from '../../analyser/config/schema.js'
import { TASKS, isAnalyserError } from '../../analyser/index.js'
import { REPO } from '../helpers/cli.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const VITE_PACKAGE = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } })

/** A Vite list with an index key and one without a key (warnings both), in two files. */
const LISTS = {
  'package.json': VITE_PACKAGE,
  'src/todo-list.tsx': source(`
    export function TodoList({ items }: { items: string[] }) {
      return <ul>{items.map((item, index) => <li key={index}>{item}</li>)}</ul>
    }
  `),
  'src/legacy/old-list.tsx': source(`
    export function OldList({ items }: { items: string[] }) {
      return <ul>{items.map((item) => <li>{item}</li>)}</ul>
    }
  `),
}

function findingsWith(config: unknown, options: { rules?: string[] } = {}) {
  const { analyser } = createProject({ ...LISTS, 'flawless.config.json': JSON.stringify(config) })
  return analyser.findings({ root: ROOT, ...options })
}

function refusal(files: Record<string, string>): { code: string; message: string; hint: string } {
  const { analyser } = createProject({ 'package.json': VITE_PACKAGE, ...files })
  try {
    analyser.findings({ root: ROOT })
  } catch (error) {
    if (isAnalyserError(error)) return { code: error.code, message: error.message, hint: error.hint }
    throw error
  }
  throw new Error('The config was accepted.')
}

const brief = (result: { findings: { rule: string; severity: string; file: string }[] }) =>
  result.findings.map(({ rule, severity, file }) => ({ rule, severity, file }))

describe('the project config', () => {
  it('without one, every rule runs at its own severity', () => {
    const { analyser } = createProject(LISTS)
    expect(brief(analyser.findings({ root: ROOT }))).toEqual([
      { rule: 'missing-key', severity: 'warning', file: 'src/legacy/old-list.tsx' },
      { rule: 'index-key', severity: 'warning', file: 'src/todo-list.tsx' },
    ])
  })

  it('turns a rule off and another up, and a rule named by the call runs though the config turns it off', () => {
    const config = { rules: { 'missing-key': 'off', 'index-key': 'error' } }
    const result = findingsWith(config)
    expect(result.rules).not.toContain('missing-key')
    expect(brief(result)).toEqual([{ rule: 'index-key', severity: 'error', file: 'src/todo-list.tsx' }])
    expect(brief(findingsWith(config, { rules: ['missing-key'] }))).toEqual([
      { rule: 'missing-key', severity: 'warning', file: 'src/legacy/old-list.tsx' },
    ])
  })

  it('ignores a folder: its files are not checked, and the result counts them and says so', () => {
    const result = findingsWith({ ignores: ['src/legacy'] })
    expect(brief(result)).toEqual([{ rule: 'index-key', severity: 'warning', file: 'src/todo-list.tsx' }])
    expect(result.entries_ignored).toBe(1)
    expect(result.note).toBe("1 entry file matches the config's ignores and was not checked.")
    expect(brief(findingsWith({ ignores: ['**/old-*.tsx'] }))).toEqual(brief(result))
  })

  it('is read from the "flawless" key of package.json when there is no flawless.config.json', () => {
    const { analyser } = createProject({
      ...LISTS,
      'package.json': JSON.stringify({ ...JSON.parse(VITE_PACKAGE), flawless: { rules: { 'index-key': 'off' } } }),
    })
    expect(brief(analyser.findings({ root: ROOT })).map(({ rule }) => rule)).toEqual(['missing-key'])
  })

  it.each([
    [{ 'missing-key': 0, 'index-key': 2 }, [{ rule: 'index-key', severity: 'error', file: 'src/todo-list.tsx' }]],
    [
      { 'missing-key': 'off', 'index-key': 'warn' },
      [{ rule: 'index-key', severity: 'warning', file: 'src/todo-list.tsx' }],
    ],
    [
      { 'missing-key': 'error', 'index-key': 1 },
      [
        { rule: 'missing-key', severity: 'error', file: 'src/legacy/old-list.tsx' },
        { rule: 'index-key', severity: 'warning', file: 'src/todo-list.tsx' },
      ],
    ],
  ])('reads ESLint’s spellings of a setting, "warn" and 0, 1, 2: %j', (rules, expected) => {
    expect(brief(findingsWith({ rules }))).toEqual(expected)
    expect(findingsWith({ rules: { 'unused-suppression': 2 } }).rules).toHaveLength(17)
  })

  it('refuses a project configured twice, by flawless.config.json and the "flawless" key of package.json', () => {
    const refused = refusal({
      'flawless.config.json': JSON.stringify({ rules: { 'index-key': 'off' } }),
      'package.json': JSON.stringify({ ...JSON.parse(VITE_PACKAGE), flawless: { rules: { 'missing-key': 'off' } } }),
    })
    expect(refused).toEqual({
      code: 'INVALID_CONFIG',
      message: 'The project is configured twice: by flawless.config.json and by the "flawless" key of package.json.',
      hint:
        'Keep one: move the settings into flawless.config.json and remove the "flawless" key from package.json, ' +
        'or delete flawless.config.json.',
    })
  })

  it('caps entries with maxEntries, and sets the generator’s out, tasks and props; options given win', () => {
    const { analyser } = createProject({
      ...LISTS,
      'fixtures.json': '{}',
      'flawless.config.json': JSON.stringify({
        maxEntries: 1,
        out: 'e2e/generated',
        tasks: ['perf-harness'],
        props: 'fixtures.json',
      }),
    })
    expect(analyser.analyse({ root: ROOT, entry: 'src' }).entries_skipped).toBe(1)
    expect(analyser.analyse({ root: ROOT, entry: 'src', maxEntries: 2 }).entries_skipped).toBeUndefined()
    expect(analyser.findings({ root: ROOT, allEntries: true }).entries_skipped).toBe(1)
    const plan = analyser.plan({ root: ROOT, roots: ['src'] })
    expect(plan.out).toBe('e2e/generated')
    expect(plan.suites.map((suite) => suite.file)).toEqual([
      'e2e/generated/perf-harness/src/legacy/old-list.OldList.flawless.tsx',
    ])
    expect(analyser.plan({ root: ROOT, out: 'tests/x' }).out).toBe('tests/x')
    expect(analyser.status({ root: ROOT }).inventory.out).toBe('e2e/generated')
  })

  it.each([
    [
      { 'flawless.config.json': '{ "ruels": { "index-key": "off" } }' },
      'Unknown key "ruels" in flawless.config.json.',
      'Did you mean "rules"? The keys are $schema, rules, ignores, maxEntries, out, tasks, props, stubs, a11y.',
    ],
    [
      { 'flawless.config.json': '{ "rules": { "index-kee": "off" } }' },
      'Unknown key "index-kee" under "rules" in flawless.config.json.',
      'Did you mean "index-key"? The keys there are server-hook,',
    ],
    [
      { 'flawless.config.json': '{ "rules": { "index-key": "warnings" } }' },
      '"rules.index-key" in flawless.config.json is "warnings".',
      'It must be one of "off", "warning", "error", "warn", 0, 1, 2.',
    ],
    [
      { 'flawless.config.json': '{ "rules": { "index-key": 3 } }' },
      '"rules.index-key" in flawless.config.json is 3.',
      'It must be one of "off", "warning", "error", "warn", 0, 1, 2.',
    ],
    [
      { 'flawless.config.json': '{ "maxEntries": "10" }' },
      '"maxEntries" in flawless.config.json is "10".',
      'It must be a whole number of at least 1.',
    ],
    [
      { 'flawless.config.json': '{ "ignores": ["src/legacy", 3] }' },
      '"ignores[1]" in flawless.config.json is 3.',
      'It must be a non-empty string.',
    ],
    [
      { 'flawless.config.json': '{ "tasks": ["a11yy"] }' },
      '"tasks[0]" in flawless.config.json is "a11yy".',
      `It must be one of ${TASKS.map((task) => `"${task}"`).join(', ')}.`,
    ],
    [
      { 'flawless.config.json': '{ "a11y": { "disabledRule": ["image-alt"] } }' },
      'Unknown key "disabledRule" under "a11y" in flawless.config.json.',
      'Did you mean "disabledRules"? The keys there are impact, disabledRules.',
    ],
    [
      { 'flawless.config.json': '{ "a11y": { "impact": "high" } }' },
      '"a11y.impact" in flawless.config.json is "high".',
      'It must be one of "minor", "moderate", "serious", "critical".',
    ],
    [
      { 'flawless.config.json': '{ "a11y": { "disabledRules": ["region", "region"] } }' },
      '"a11y.disabledRules" in flawless.config.json names an item twice.',
      'Give each item once.',
    ],
    [
      { 'flawless.config.json': '{ "constructor": {} }' },
      'Unknown key "constructor" in flawless.config.json.',
      'The keys are',
    ],
    [
      { 'flawless.config.json': '{ "rules": {' },
      'flawless.config.json is not valid JSON:',
      'Fix the file, or remove it to run with the defaults.',
    ],
    [
      { 'package.json': JSON.stringify({ flawless: { ignore: ['x'] } }) },
      'Unknown key "ignore" in package.json under "flawless".',
      'Did you mean "ignores"?',
    ],
  ])('refuses %j, naming the key', (files, message, hint) => {
    const refused = refusal(files)
    expect(refused.code).toBe('INVALID_CONFIG')
    expect(refused.message.startsWith(message)).toBe(true)
    expect(refused.hint.startsWith(hint)).toBe(true)
  })

  it.each([
    ['out', { out: '../elsewhere' }],
    ['ignores', { ignores: ['../**'] }],
    ['props', { props: '/etc/passwd' }],
    ['stubs.react-native-mmkv', { stubs: { 'react-native-mmkv': '../stubs/mmkv.ts' } }],
  ])('refuses a %s path outside the project folder', (key, config) => {
    const refused = refusal({ 'flawless.config.json': JSON.stringify(config) })
    expect(refused.code).toBe('PATH_OUTSIDE_ROOT')
    expect(refused.message).toContain(`"${key}" in flawless.config.json`)
  })

  it('takes a stub the project has, and refuses one it does not, naming the key and the path', () => {
    const config = JSON.stringify({ stubs: { 'react-native-mmkv': 'test/stubs/mmkv.ts' } })
    const { analyser } = createProject({
      ...LISTS,
      'flawless.config.json': config,
      'test/stubs/mmkv.ts': 'export {}\n',
    })
    expect(analyser.config({ root: ROOT }).stubs).toEqual({ 'react-native-mmkv': 'test/stubs/mmkv.ts' })
    const refused = refusal({ 'flawless.config.json': config })
    expect(refused.code).toBe('INVALID_CONFIG')
    expect(refused.message).toBe(
      '"stubs.react-native-mmkv" in flawless.config.json names "test/stubs/mmkv.ts", ' +
        'which is not a file of the project.',
    )
  })

  it('does not read a flawless.config.json that is a symlink leading out of the project', () => {
    const { analyser, volume } = createProject(LISTS)
    volume.writeFileSync('/outside.json', '{ "rules": { "index-key": "off", "missing-key": "off" } }')
    volume.symlinkSync('/outside.json', `${ROOT}/flawless.config.json`)
    expect(analyser.config({ root: ROOT }).file).toBeNull()
    expect(analyser.findings({ root: ROOT }).findings).toHaveLength(2)
  })
})

describe('the shipped JSON schema', () => {
  const shipped = JSON.parse(readFileSync(path.join(REPO, 'flawless.config.schema.json'), 'utf8'))
  const validate = new Ajv({ strict: true, allErrors: true }).compile(shipped)

  it('is the schema the analyser checks with (after a rule is added, run "npm run schema")', () => {
    expect(shipped).toEqual(JSON.parse(JSON.stringify(CONFIG_SCHEMA)))
  })

  it('agrees with the analyser on what a config may hold', () => {
    const good = {
      $schema: './node_modules/flawless-react/flawless.config.schema.json',
      rules: { 'index-key': 'off', 'missing-key': 'warn', 'img-alt': 2, 'unused-suppression': 'error' },
      ignores: ['src/legacy/**'],
      maxEntries: 2000,
      out: 'tests/flawless',
      tasks: ['perf-harness'],
      props: 'fixtures.json',
      stubs: { 'react-native-mmkv': 'test/stubs/mmkv.ts' },
      a11y: { impact: 'critical', disabledRules: ['color-contrast'] },
    }
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true)
    for (const bad of [
      { ruels: {} },
      { rules: { 'index-kee': 'off' } },
      { rules: { 'index-key': 'warnings' } },
      { rules: { 'index-key': 3 } },
      { rules: { 'index-key': '2' } },
      { a11y: { rules: [] } },
      { stubs: { 'react-native-mmkv': '' } },
      { stubs: { 'react-native-mmkv': 1 } },
    ]) {
      expect(validate(bad)).toBe(false)
      expect(() => findingsWith(bad)).toThrow(expect.objectContaining({ code: 'INVALID_CONFIG' }))
    }
  })
})
