import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runMain } from '../helpers/cli.js'
import { source } from '../helpers/memfs-project.js'
import { writeProject } from '../helpers/temp-project.js'

// A browser starts, vite compiles the suites for it, and axe runs in each: a minute or more on a busy machine.
const RUN_TIMEOUT = 300_000

/** Each component breaks one axe rule, planted; its twin in fixed.tsx is the same markup done right. */
const PLANTED = source(`
  export function Avatar() {
    return <img src="/avatar.png" />
  }

  export function CloseButton() {
    return (
      <button type="button">
        <svg width="12" height="12" aria-hidden="true" />
      </button>
    )
  }

  export function FaintNote() {
    return <p style={{ color: '#bbbbbb', background: '#ffffff' }}>Saved a minute ago</p>
  }

  export function TwoLabels() {
    return (
      <div>
        <span id="label">Name</span>
        <span id="label">Email</span>
        <input aria-labelledby="label" />
      </div>
    )
  }

  export function CheckedHeading() {
    return <h2 aria-checked="true">Settings</h2>
  }
`)

const FIXED = source(`
  export function AvatarFixed() {
    return <img src="/avatar.png" alt="Ada Lovelace" />
  }

  export function CloseButtonFixed() {
    return (
      <button type="button" aria-label="Close">
        <svg width="12" height="12" aria-hidden="true" />
      </button>
    )
  }

  export function FaintNoteFixed() {
    return <p style={{ color: '#595959', background: '#ffffff' }}>Saved a minute ago</p>
  }

  export function TwoLabelsFixed() {
    return (
      <div>
        <span id="name-label">Name</span>
        <input aria-labelledby="name-label" />
      </div>
    )
  }

  export function CheckedHeadingFixed() {
    return <h2>Settings</h2>
  }
`)

const PROJECT = {
  'package.json': JSON.stringify({ name: 'a11y-fixture', private: true, dependencies: { react: '19.2.0' } }),
  'src/planted.tsx': PLANTED,
  'src/fixed.tsx': FIXED,
}

interface A11yBlock {
  impact: string
  components: number
  violations: number
  needs_review: number
  rules: { rule: string; impact: string; fails: boolean; review: boolean; components: { component: string }[] }[]
}

describe('the a11y task', () => {
  it(
    'reports each planted violation against its component with axe’s rule, fails on serious and worse, ' +
      'and passes every fixed twin',
    async () => {
      const folder = writeProject(PROJECT)
      const run = await runMain(['--tasks', 'a11y', '--run-tests', '--ci', '--json'], folder)
      const document = JSON.parse(run.stdout) as {
        exit_code: number
        written: { component: string; file: string }[]
        tests: { ran: number; passed: number; failed: number; failures: { file: string }[] }
        a11y: A11yBlock
      }
      expect(run.status).toBe(1)
      expect(document.exit_code).toBe(1)
      expect({ ran: document.tests.ran, passed: document.tests.passed, failed: document.tests.failed }).toEqual({
        ran: 10,
        passed: 6,
        failed: 4,
      })
      // A suite is named <source>.<Component>.<suffix>.
      expect(document.tests.failures.map((failure) => path.basename(failure.file).split('.')[1]).sort()).toEqual([
        'Avatar',
        'CheckedHeading',
        'CloseButton',
        'FaintNote',
      ])
      const found = document.a11y.rules.map((row) => ({
        rule: row.rule,
        impact: row.impact,
        fails: row.fails,
        review: row.review,
        components: row.components.map((entry) => entry.component),
      }))
      expect(found).toEqual([
        {
          rule: 'aria-allowed-attr',
          impact: 'critical',
          fails: true,
          review: false,
          components: ['src/planted.tsx#CheckedHeading'],
        },
        {
          rule: 'button-name',
          impact: 'critical',
          fails: true,
          review: false,
          components: ['src/planted.tsx#CloseButton'],
        },
        {
          rule: 'color-contrast',
          impact: 'serious',
          fails: true,
          review: false,
          components: ['src/planted.tsx#FaintNote'],
        },
        { rule: 'image-alt', impact: 'critical', fails: true, review: false, components: ['src/planted.tsx#Avatar'] },
        // Repeated ids behind aria-labelledby: axe asks a person, so they are reported and not failed.
        {
          rule: 'duplicate-id-aria',
          impact: 'critical',
          fails: false,
          review: true,
          components: ['src/planted.tsx#TwoLabels'],
        },
      ])
      expect(document.a11y).toMatchObject({ impact: 'serious', components: 10, violations: 4, needs_review: 1 })
      // vite's caches went with the run: the project has no node_modules it did not have.
      expect(existsSync(path.join(folder, 'node_modules'))).toBe(false)
      const written = document.written.find((entry) => entry.component === 'AvatarFixed')!
      const suite = readFileSync(path.join(folder, written.file), 'utf8')
      expect(suite).toContain(
        "await expectAccessible(renderSubject, { key: 'src/fixed.tsx#AvatarFixed', server: false, task })",
      )
    },
    RUN_TIMEOUT,
  )

  it('is refused with exit 3 naming chromium when the machine has none, before anything is written', async () => {
    const folder = writeProject(PROJECT)
    const machine = { PATH: '/nonexistent', NO_COLOR: '1' }
    const json = await runMain(['--tasks', 'a11y', '--run-tests', '--ci', '--json'], folder, machine)
    expect(json.status).toBe(3)
    const document = JSON.parse(json.stdout) as { prerequisites: { name: string; ok: boolean; detail: string }[] }
    expect(document.prerequisites).toEqual([
      {
        task: 'a11y',
        name: 'chromium',
        ok: false,
        detail: expect.stringContaining('apt-get install -y chromium'),
      },
    ])
    const readable = await runMain(['--tasks', 'a11y', '--run-tests', '--ci'], folder, machine)
    expect(readable.status).toBe(3)
    expect(readable.stdout).toContain('PREREQUISITE_MISSING name=chromium')
    expect(existsSync(path.join(folder, 'tests/flawless'))).toBe(false)
  })
})
