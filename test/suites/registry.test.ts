import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROVIDERS } from '../../analyser/suites/providers/index.js'
import { PROVIDER_RENDERS } from '../../cli/generate/providers/index.js'
import { REPO } from '../helpers/cli.js'

// Files in the providers folders that hold the machinery rather than one kind.
const MACHINERY = ['provider.ts', 'index.ts']

function kindFiles(folder: string): string[] {
  return readdirSync(path.join(REPO, folder))
    .filter((file) => file.endsWith('.ts') && !MACHINERY.includes(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()
}

describe('the provider registry', () => {
  it('lists every provider file, and every provider lives in a file named by its kind', () => {
    expect(kindFiles('analyser/suites/providers')).toEqual(PROVIDERS.map((provider) => provider.kind).sort())
    for (const kind of kindFiles('analyser/suites/providers'))
      expect(readFileSync(path.join(REPO, 'analyser/suites/providers', `${kind}.ts`), 'utf8')).toContain(
        `kind: '${kind}'`,
      )
  })

  it('has unique kinds', () => {
    expect(new Set(PROVIDERS.map((provider) => provider.kind)).size).toBe(PROVIDERS.length)
  })

  it('renders every kind on the CLI side, one file a kind', () => {
    expect(Object.keys(PROVIDER_RENDERS).sort()).toEqual(PROVIDERS.map((provider) => provider.kind).sort())
    expect(kindFiles('cli/generate/providers')).toEqual(PROVIDERS.map((provider) => provider.kind).sort())
  })
})
