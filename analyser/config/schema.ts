/**
 * The project's configuration file, `flawless.config.json` or a `flawless` key in
 * package.json, as a JSON schema: editors complete and check it from the copy the package
 * ships (`flawless-react/flawless.config.schema.json`), and the analyser checks a project's
 * file against the same object, so the two cannot disagree.
 */

import { RULES } from '../rules/index.js'
import { A11Y_IMPACTS } from '../tasks/a11y/impacts.js'
import { TASKS } from '../tasks/names.js'

export const CONFIG_FILE = 'flawless.config.json'
/** The key of package.json that holds the same object when a project keeps no config file. */
export const PACKAGE_KEY = 'flawless'
/** Reported for a suppression comment that hides nothing; configured under `rules` like any rule. */
export const UNUSED_SUPPRESSION = 'unused-suppression'
export const RULE_SETTINGS = ['off', 'warning', 'error'] as const

export type RuleSetting = (typeof RULE_SETTINGS)[number]

/**
 * A setting as ESLint writes it, read as the setting it means: a project moving from ESLint
 * keeps its "warn" and its 0, 1, 2 (off, warn, error).
 */
export const ESLINT_RULE_SETTINGS = { warn: 'warning', 0: 'off', 1: 'warning', 2: 'error' } as const

/** What `rules` takes for a rule: the settings, then ESLint's spellings of them. */
const RULE_SETTING_VALUES = [...RULE_SETTINGS, 'warn', 0, 1, 2] as const

/** The subset of JSON schema the config needs, so the analyser's own check can walk it. */
export interface SchemaNode {
  description?: string
  type?: 'object' | 'array' | 'string' | 'integer'
  enum?: readonly (string | number)[]
  minimum?: number
  minLength?: number
  minItems?: number
  uniqueItems?: boolean
  items?: SchemaNode
  properties?: Record<string, SchemaNode>
  propertyNames?: SchemaNode
  additionalProperties?: boolean | SchemaNode
}

export const CONFIG_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'flawless-react configuration',
  description:
    'flawless.config.json, or the "flawless" key of package.json. Command-line flags and tool arguments override it.',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', description: 'The schema this file follows, for editors.' },
    rules: {
      type: 'object',
      description:
        'Rules by id: "off" does not run a rule, "warning" or "error" sets its severity; ESLint’s "warn" and 0, 1, 2 ' +
        '(off, warning, error) are read the same way. A rule left out runs at its own severity. ' +
        '"unused-suppression" sets how a flawless-ignore comment that hides nothing is reported.',
      propertyNames: { enum: [...RULES.map((rule) => rule.id), UNUSED_SUPPRESSION] },
      additionalProperties: { enum: RULE_SETTING_VALUES },
    },
    ignores: {
      type: 'array',
      description:
        'Files findings does not check: globs, files or folders relative to the project folder. They are still ' +
        'read for what other files need (render modes, children).',
      items: { type: 'string', minLength: 1 },
    },
    maxEntries: {
      type: 'integer',
      minimum: 1,
      description:
        'Analyse at most this many entry files in full (analyse, tree, findings, plan); the rest are counted and ' +
        'named. Default: 500, and the whole project for the findings command.',
    },
    out: {
      type: 'string',
      minLength: 1,
      description: 'Where generated suites are written and looked for (default: tests/flawless).',
    },
    tasks: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      description: 'The tasks a generation runs when none are given (default: perf-harness).',
      items: { enum: TASKS },
    },
    props: {
      type: 'string',
      minLength: 1,
      description: 'A JSON file of props fixtures, keyed by "path/to/file.tsx#Component", relative to the project.',
    },
    stubs: {
      type: 'object',
      description:
        "Modules a test run answers with a file of the project, by module name, as jest's moduleNameMapper does: " +
        "the native module an Expo app's package asks for that the run has no stub of " +
        '("react-native-mmkv": "test/stubs/mmkv.ts"). Paths are relative to the project.',
      additionalProperties: { type: 'string', minLength: 1 },
    },
    a11y: {
      type: 'object',
      description: 'The a11y task: what its axe scans fail on, and the rules the project has decided not to run.',
      additionalProperties: false,
      properties: {
        impact: {
          enum: A11Y_IMPACTS,
          description: 'The least axe impact that fails a suite (default: serious); --a11y-impact overrides it.',
        },
        disabledRules: {
          type: 'array',
          uniqueItems: true,
          description:
            'axe rule ids not run, for violations the project knows and cannot fix (a third-party widget). The ' +
            'generator never turns a rule off; the run document lists the rules this key turned off.',
          items: { type: 'string', minLength: 1 },
        },
      },
    },
  },
} as const satisfies SchemaNode & { $schema: string; title: string }
