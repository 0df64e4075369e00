import { chmodSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO, runJson, runMain } from '../helpers/cli.js'
import { CLEAN, PLANTED, PLANTED_DIAGNOSTICS, summarise, writeLauncher } from '../helpers/react-rules-project.js'
import { writeProject } from '../helpers/temp-project.js'

/** A project biome.json that turns every one of those rules off, and a nested one that does too. */
const PROJECT_BIOME_JSON = `{
  "linter": {
    "enabled": false,
    "rules": { "preset": "none", "a11y": "off", "correctness": "off", "suspicious": "off", "style": "off" }
  },
  "files": { "includes": ["nothing-here/**"] }
}
`
const NESTED_BIOME_JSON = `{ "root": false, "linter": { "rules": { "correctness": "off", "suspicious": "off" } } }\n`

describe('flawless-react --tasks react-rules', () => {
  it('invalid: each planted defect is reported once, with its Biome rule, component and engines; exit 1', async () => {
    const folder = writeProject(PLANTED)
    const { status, document } = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    const block = document.react_rules!
    expect({ status, exit_code: document.exit_code, tests: document.tests }).toEqual({
      status: 1,
      exit_code: 1,
      tests: null,
    })
    expect(document.written).toEqual([
      { task: 'react-rules', component: '(project)', file: 'tests/flawless/react-rules/biome.json', action: 'create' },
    ])
    expect(summarise(block)).toEqual(PLANTED_DIAGNOSTICS)
    expect({
      biome: block.biome.version,
      owner: block.biome.owner,
      config: block.config,
      // The two components' files: the test, the declaration and the dot folder are left out, as the analyser does.
      files_linted: block.files_linted,
      errors: block.errors,
      warnings: block.warnings,
      not_linted: block.not_linted,
    }).toEqual({
      biome: '2.6.8',
      owner: 'flawless-react',
      config: 'tests/flawless/react-rules/biome.json',
      files_linted: 2,
      errors: 4,
      warnings: 3,
      not_linted: [],
    })
    const hook = block.diagnostics.find((entry) => entry.rule === 'useHookAtTopLevel')!
    expect(hook.url).toBe('https://biomejs.dev/linter/rules/use-hook-at-top-level')
    expect(hook.message).toContain('This hook is being called conditionally')
  })

  it('valid: the clean twin gives no diagnostic from either engine; exit 0', async () => {
    const folder = writeProject(CLEAN)
    const { status, document } = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    expect({ status, diagnostics: document.react_rules!.diagnostics, errors: document.react_rules!.errors }).toEqual({
      status: 0,
      diagnostics: [],
      errors: 0,
    })
  })

  it('never reads the project’s biome.json: one disabling every rule is ignored, left byte for byte', async () => {
    const folder = writeProject({
      ...PLANTED,
      'biome.json': PROJECT_BIOME_JSON,
      'components/biome.json': NESTED_BIOME_JSON,
    })
    const { status, document } = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    expect(status).toBe(1)
    expect(summarise(document.react_rules!)).toEqual(PLANTED_DIAGNOSTICS)
    expect(readFileSync(path.join(folder, 'biome.json'), 'utf8')).toBe(PROJECT_BIOME_JSON)
    expect(readFileSync(path.join(folder, 'components/biome.json'), 'utf8')).toBe(NESTED_BIOME_JSON)
    expect(readdirSync(folder).sort()).toEqual([
      '.storybook',
      'app',
      'biome.json',
      'components',
      'package.json',
      'tests',
      'types',
    ])
  })

  it('runs the project’s own Biome when it has node_modules/.bin/biome', async () => {
    const folder = writeProject(PLANTED)
    // A launcher that is the project's and runs the same Biome: the report names whose it was.
    writeLauncher(folder, `#!/bin/sh\nexec "${path.join(REPO, 'node_modules/.bin/biome')}" "$@"\n`)
    const { document } = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    expect(document.react_rules!.biome).toEqual({
      version: '2.6.8',
      path: path.join(folder, 'node_modules/.bin/biome'),
      owner: 'project',
      passed_over: null,
    })
    expect(summarise(document.react_rules!)).toEqual(PLANTED_DIAGNOSTICS)
  })

  it(
    'runs flawless-react’s Biome where the project’s predates the config, and says so in the report and in ' +
      'status, as a project on Biome 2.1.3 refuses the run’s --reporter-file',
    async () => {
      const folder = writeProject(PLANTED)
      writeLauncher(
        folder,
        '#!/bin/sh\necho "Error: --reporter-file is not expected in this context" >&2\nexit 1\n',
        '2.1.3',
      )
      const run = await runMain(['--tasks', 'react-rules', '--run-tests', '--ci'], folder)
      expect(run.status).toBe(1)
      const predates = "the project's 2.1.3 predates the config (it needs 2.6.7 or later)"
      expect(run.stdout).toContain(`react-rules: Biome 2.6.8 (flawless-react’s; ${predates})`)
      const state = await runMain(['status', '--json'], folder)
      expect(state.stdout).toContain(`flawless-react's own @biomejs/biome 2.6.8: ${predates}`)
    },
  )

  it('a project Biome that is not executable is exit 3 naming biome, before anything is written', async () => {
    const folder = writeProject(PLANTED)
    writeLauncher(folder, '#!/bin/sh\n')
    chmodSync(path.join(folder, 'node_modules/.bin/biome'), 0o644)
    const { status, document } = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    expect({ status, written: document.written, prerequisites: document.prerequisites }).toEqual({
      status: 3,
      written: [],
      prerequisites: [
        {
          task: 'react-rules',
          name: 'biome',
          ok: false,
          detail:
            'node_modules/.bin/biome is not executable; reinstall it (npm install --save-dev @biomejs/biome) ' +
            'or remove it to use the Biome flawless-react ships.',
        },
      ],
    })
    expect(existsSync(path.join(folder, 'tests'))).toBe(false)
  })

  it('a project Biome that does not run is exit 3 naming biome and what it said', async () => {
    const folder = writeProject(PLANTED)
    writeLauncher(folder, '#!/bin/sh\necho "biome: cannot load the native binary" >&2\nexit 2\n')
    const { status, document } = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    expect({ status, react_rules: document.react_rules, prerequisites: document.prerequisites }).toEqual({
      status: 3,
      react_rules: undefined,
      prerequisites: [
        {
          task: 'react-rules',
          name: 'biome',
          ok: false,
          detail:
            `${path.join(folder, 'node_modules/.bin/biome')} does not run ` +
            '(it exited 2: biome: cannot load the native binary); reinstall @biomejs/biome.',
        },
      ],
    })
  })

  it('prints a table of rule × count with the worst files, then each error with its component', async () => {
    const folder = writeProject(PLANTED)
    const { status, stdout } = await runMain(['--tasks', 'react-rules', '--run-tests'], folder)
    expect(status).toBe(1)
    expect(stdout.replace(/in \d+\.\d s/, 'in 0.0 s')).toBe(
      [
        'react-rules: 1 suite written (1 create, 0 overwrite, 0 overwrite-edited), 0 skipped.',
        'react-rules: Biome 2.6.8 (flawless-react’s) with tests/flawless/react-rules/biome.json over 2 files ' +
          'in 0.0 s: 4 errors, 3 warnings.',
        '  rule                       severity  count  worst files',
        '  noArrayIndexKey            warning       1  components/order-list.tsx (1)',
        '  noImgElement               warning       1  app/about/page.tsx (1)',
        '  noRestrictedImports        error         1  app/about/page.tsx (1)',
        '  useAltText                 error         1  app/about/page.tsx (1)',
        '  useExhaustiveDependencies  warning       1  components/order-list.tsx (1)',
        '  useHookAtTopLevel          error         1  components/order-list.tsx (1)',
        '  useValidAnchor             error         1  app/about/page.tsx (1)',
        '  ✗ app/about/page.tsx:1:18 noRestrictedImports in AboutPage: next/head does nothing in the app router. ' +
          'Export metadata or generateMetadata from the page or layout instead. [biome]',
        '  ✗ app/about/page.tsx:9:7 useAltText in AboutPage: Provide a text alternative through the alt, ' +
          'aria-label or aria-labelledby attribute [biome, flawless-react]',
        '  ✗ app/about/page.tsx:10:7 useValidAnchor in AboutPage: Provide a href attribute for the a element. ' +
          '[biome, flawless-react]',
        '  ✗ components/order-list.tsx:10:20 useHookAtTopLevel in OrderList: This hook is being called ' +
          'conditionally, but all hooks must be called in the exact same order in every component render. ' +
          '[biome, flawless-react]',
        '',
      ].join('\n'),
    )
  })

  it('keeps a config a person edited, lints with it, and backs it up before --force replaces it', async () => {
    const folder = writeProject(PLANTED)
    await runJson(folder, ['--tasks', 'react-rules', '--ci', '--json'])
    const config = path.join(folder, 'tests/flawless/react-rules/biome.json')
    const generated = readFileSync(config, 'utf8')
    // The person turns the hooks-order rule off: the kept config is the one the run uses.
    writeFileSync(config, generated.replace('"useHookAtTopLevel": "error"', '"useHookAtTopLevel": "off"'))
    const kept = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    expect(kept.document.skipped.map((item) => item.file)).toEqual(['tests/flawless/react-rules/biome.json'])
    expect(summarise(kept.document.react_rules!)).toContain(
      'conditional-hook error components/order-list.tsx:10:20 OrderList [flawless-react]',
    )
    const forced = await runJson(folder, ['--tasks', 'react-rules', '--force', '--ci', '--json'])
    expect(forced.document.written.map((item) => item.action)).toEqual(['overwrite-edited'])
    expect(forced.document.backups).toHaveLength(1)
    expect(readFileSync(config, 'utf8')).toBe(generated)
    // Unedited, --force overwrites without a backup.
    const again = await runJson(folder, ['--tasks', 'react-rules', '--force', '--ci', '--json'])
    expect({ actions: again.document.written.map((item) => item.action), backups: again.document.backups }).toEqual({
      actions: ['overwrite'],
      backups: [],
    })
  })

  it('flawless-react test --tasks react-rules lints with the config already there', async () => {
    const folder = writeProject(PLANTED)
    await runJson(folder, ['--tasks', 'react-rules', '--ci', '--json'])
    const { status, document } = await runJson(folder, ['test', '--tasks', 'react-rules', '--ci', '--json'])
    expect({ status, diagnostics: summarise(document.react_rules!) }).toEqual({
      status: 1,
      diagnostics: PLANTED_DIAGNOSTICS,
    })
  })
})

describe('the react-rules config and the project’s own field components', () => {
  it('tells Biome the components wrapping a field: a label around one labels it, a bare one still fails', async () => {
    const folder = writeProject({
      'package.json': JSON.stringify({ name: 'fields', private: true, dependencies: { react: '19.2.0' } }),
      'src/input.tsx': [
        "import type { InputHTMLAttributes } from 'react'",
        '',
        'export function Input(props: InputHTMLAttributes<HTMLInputElement>) {',
        '  return <input {...props} />',
        '}',
        '',
      ].join('\n'),
      'src/settings.tsx': [
        "import { Input } from './input'",
        '',
        '// A form of fields of its own: not a field a label can wrap.',
        'export function Settings() {',
        '  return (',
        '    <form>',
        '      <label>',
        '        Name <Input name="name" />',
        '      </label>',
        '      <label>Nothing here</label>',
        '      <input name="plain" aria-label="Plain" />',
        '    </form>',
        '  )',
        '}',
        '',
      ].join('\n'),
    })
    const { document } = await runJson(folder, ['--tasks', 'react-rules', '--run-tests', '--ci', '--json'])
    const labels = document.react_rules!.diagnostics.filter((entry) => entry.rule === 'noLabelWithoutControl')
    expect(labels.map((entry) => `${entry.file}:${entry.line}`)).toEqual(['src/settings.tsx:10'])
    const config = JSON.parse(readFileSync(path.join(folder, 'tests/flawless/react-rules/biome.json'), 'utf8'))
    expect(config.linter.rules.a11y.noLabelWithoutControl).toEqual({
      level: 'warn',
      options: { inputComponents: ['Input'] },
    })
  })
})
