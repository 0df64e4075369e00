import { describe, expect, it } from 'vitest'
import {
  describeLocalOnlyVariables,
  describeTemplateOnlyVariables,
  loadExpoTestEnv,
  loadNextTestEnv,
} from '../../cli/generate/test-env.js'
import { writeProject } from '../helpers/temp-project.js'

// next is not installed in these projects: the files are read as loadEnvConfig reads them under NODE_ENV `test`.
const NEXT = JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } })

const cases: {
  name: string
  files: Record<string, string>
  environment: Record<string, string>
  added: Record<string, string>
}[] = [
  {
    name: '.env.test.local over .env.test over .env, and .env.local not at all',
    files: {
      '.env': 'DATABASE_URL=mysql://localhost/app\nSMTP_FROM=env@example.com\nAPP_NAME="Taxonomy"\n',
      '.env.test': 'SMTP_FROM=test@example.com\nSTRIPE_API_KEY=sk_test\n',
      '.env.test.local': 'STRIPE_API_KEY=sk_test_local # mine\n',
      '.env.local': 'DATABASE_URL=mysql://my-machine/app\nGITHUB_CLIENT_ID=mine\n',
    },
    environment: {},
    added: {
      DATABASE_URL: 'mysql://localhost/app',
      SMTP_FROM: 'test@example.com',
      APP_NAME: 'Taxonomy',
      STRIPE_API_KEY: 'sk_test_local',
    },
  },
  {
    name: 'a variable already set, even to nothing, is left as it is, and so is NODE_ENV',
    files: { '.env': 'DATABASE_URL=mysql://localhost/app\nSMTP_FROM=env@example.com\nNODE_ENV=development\n' },
    environment: { DATABASE_URL: 'mysql://ci/app', SMTP_FROM: '' },
    added: {},
  },
  {
    name: 'no .env file: nothing added',
    files: { '.env.example': 'DATABASE_URL=\n', '.env.local': 'DATABASE_URL=mysql://my-machine/app\n' },
    environment: {},
    added: {},
  },
]

describe("loadNextTestEnv: what a Next.js project's .env files give its tests", () => {
  it.each(cases)('$name', ({ files, environment, added }) => {
    expect(loadNextTestEnv(writeProject({ 'package.json': NEXT, ...files }), environment)).toEqual(added)
  })
})

describe("loadExpoTestEnv: an Expo project's .env files for its tests, as @expo/env loads them in mode test", () => {
  const EXPO = JSON.stringify({ dependencies: { expo: '~51.0.0', react: '18.2.0' } })

  it.each(cases)('$name', ({ files, environment, added }) => {
    expect(loadExpoTestEnv(writeProject({ 'package.json': EXPO, ...files }), environment)).toEqual(added)
  })
})

describe('describeLocalOnlyVariables: the variables only .env.local sets, which no suite sees', () => {
  const project = writeProject({
    'package.json': NEXT,
    '.env.local': 'DATABASE_URL=mysql://my-machine/app\nSMTP_FROM=me@example.com\nSTRIPE_API_KEY=sk\nGITHUB_ID=me\n',
  })

  it('names them and says where test values go', () => {
    expect(describeLocalOnlyVariables(project, { SMTP_FROM: 'test@example.com' }, 'Next.js')).toBe(
      '".env.local" is not loaded for the suites, as Next.js does not load it when NODE_ENV is "test", and 3 ' +
        'variables are set there alone (DATABASE_URL, GITHUB_ID, STRIPE_API_KEY). Put the values the tests need in ' +
        '.env.test.',
    )
  })

  it('says nothing when the suites see every one, or there is no .env.local', () => {
    const environment = { DATABASE_URL: 'a', SMTP_FROM: 'b', STRIPE_API_KEY: 'c', GITHUB_ID: 'd' }
    expect(describeLocalOnlyVariables(project, environment, 'Next.js')).toBeNull()
    expect(describeLocalOnlyVariables(writeProject({ 'package.json': NEXT }), {}, 'Next.js')).toBeNull()
  })
})

describe("describeTemplateOnlyVariables: what a project's .env template names and nothing sets", () => {
  it('names the unset ones of the first template, leaving those .env.local sets to its own line', () => {
    const project = writeProject({
      'package.json': NEXT,
      '.env.example': 'EXPO_PUBLIC_SUPABASE_URL=\nEXPO_PUBLIC_SUPABASE_ANON_KEY=\nEXPO_PUBLIC_API=\nSENTRY=\nCLERK=\n',
      '.env.local': 'CLERK=mine\n',
    })
    expect(describeTemplateOnlyVariables(project, { EXPO_PUBLIC_API: 'https://api.example.com' })).toBe(
      '".env.example" names 3 variables that no .env file the run loads sets (EXPO_PUBLIC_SUPABASE_ANON_KEY, ' +
        'EXPO_PUBLIC_SUPABASE_URL, SENTRY): a module that reads one as it is imported stops every suite reaching ' +
        'it. Put test values in .env.test.',
    )
  })

  it('reads a template named the other way round (DUMMY.env), and says nothing when all are set', () => {
    const project = writeProject({ 'package.json': NEXT, 'DUMMY.env': 'EXPO_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test\n' })
    expect(describeTemplateOnlyVariables(project, {})).toBe(
      '"DUMMY.env" names 1 variable that no .env file the run loads sets (EXPO_PUBLIC_CLERK_PUBLISHABLE_KEY): a ' +
        'module that reads one as it is imported stops every suite reaching it. Put test values in .env.test.',
    )
    expect(describeTemplateOnlyVariables(project, { EXPO_PUBLIC_CLERK_PUBLISHABLE_KEY: 'pk' })).toBeNull()
    expect(describeTemplateOnlyVariables(writeProject({ 'package.json': NEXT, '.env': 'A=1\n' }), {})).toBeNull()
  })
})
