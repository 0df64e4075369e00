import { readdirSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXPO_STUBS, NEXT_STUBS, VIRTUAL_STUBS } from '../../cli/generate/vitest-config.js'
import { NATIVE_WEB_STUBS, PAGE_STUBS } from '../../cli/harness/native-web.js'
import { REPO } from '../helpers/cli.js'

describe('the harness stubs', () => {
  it('serves every file in cli/harness/stubs for a module, and names no file that is not there', () => {
    const files = readdirSync(path.join(REPO, 'cli/harness/stubs'))
      .map((file) => file.replace(/\.ts$/, '.js').replace(/\.cts$/, '.cjs'))
      .sort()
    const stubs = [NEXT_STUBS, EXPO_STUBS, VIRTUAL_STUBS, NATIVE_WEB_STUBS, PAGE_STUBS].flatMap((table) =>
      Object.values(table),
    )
    expect([...new Set(stubs)].sort()).toEqual(files)
  })
})
