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

describe('the next/cache stand-in', () => {
  // next 15.6's next/cache, and the names Next 16 made stable: a `'use cache'` function calls them as it runs.
  const NEXT_CACHE_EXPORTS = [
    'cacheLife',
    'cacheTag',
    'refresh',
    'revalidatePath',
    'revalidateTag',
    'unstable_cache',
    'unstable_cacheLife',
    'unstable_cacheTag',
    'unstable_expirePath',
    'unstable_expireTag',
    'unstable_noStore',
    'updateTag',
  ]

  it("exports every name of Next's, each callable without a cache behind it", async () => {
    const stub = (await import('../../cli/harness/stubs/next-cache.js')) as Record<
      string,
      (...args: never[]) => unknown
    >
    expect(Object.keys(stub).sort()).toEqual(NEXT_CACHE_EXPORTS)
    for (const name of NEXT_CACHE_EXPORTS.filter((each) => each !== 'unstable_cache'))
      expect(stub[name]!(), name).toBeUndefined()
    const load = () => 'rows'
    expect(stub.unstable_cache!(load as never)).toBe(load)
  })
})
