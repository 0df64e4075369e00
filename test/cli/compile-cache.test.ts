import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'

const COMPILE_CACHE = pathToFileURL(path.join(REPO, 'dist/cli/compile-cache.js')).href

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/**
 * A process shaped like the CLI's: the cache enabled, then packages required. Its temporary
 * folder is the test's own (TMPDIR), so the cache it keeps is looked at alone.
 */
function createProcess(): { run(env?: Record<string, string>): string; kept(): string[]; cache: string } {
  const project = mkdtempSync(path.join(tmpdir(), 'flawless-react-compile-'))
  folders.push(project)
  const temporary = path.join(project, 'tmp')
  mkdirSync(temporary)
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), text)
  }
  write('node_modules/typescript/package.json', JSON.stringify({ name: 'typescript', main: 'lib/typescript.js' }))
  write(
    'node_modules/typescript/lib/typescript.js',
    "const { shout } = require('./shout')\nconst { mark } = require('./mark')\n" +
      'exports.greet = (name) => shout(`hello ${name}`) + mark\n',
  )
  // Read as Latin-1 only when every byte is ASCII: this file's UTF-8 must come out as written.
  write('node_modules/typescript/lib/mark.js', "exports.mark = ' — ✓ café'\n")
  // A bin's hashbang, allowed only where a file starts.
  write('node_modules/typescript/lib/shout.js', '#!/usr/bin/env node\nexports.shout = (text) => text.toUpperCase()\n')
  write('node_modules/@typescript-eslint/broken/index.js', "throw new Error('broken on load')\n")
  // Another package, compiled by Node as usual: its `import()` needs Node's own loader.
  write('node_modules/other/index.js', "exports.load = () => import('./esm.mjs')\n")
  write('node_modules/other/esm.mjs', "export const loaded = 'esm'\n")
  write('own.cjs', 'exports.own = true\n')
  write(
    'main.mjs',
    `import { createRequire } from 'node:module'
const { enableCompileCache } = await import(${JSON.stringify(COMPILE_CACHE)})
enableCompileCache(process.env)
const require = createRequire(import.meta.url)
let broken
try { require('@typescript-eslint/broken') } catch (error) { broken = error.message }
const { loaded } = await require('other').load()
const greeting = require('typescript').greet('ada')
console.log(JSON.stringify({ greeting, own: require('./own.cjs').own, broken, loaded }))
`,
  )
  const cache = path.join(temporary, `flawless-react-compile-cache-${process.getuid?.() ?? 'user'}`)
  return {
    cache,
    run: (env = {}) => {
      const child = spawnSync(process.execPath, ['main.mjs'], {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, TMPDIR: temporary, NODE_DISABLE_COMPILE_CACHE: '', ...env },
      })
      expect(child.stderr).toBe('')
      return child.stdout.trim()
    },
    kept: () => (existsSync(cache) ? readdirSync(cache).map((name) => path.join(cache, name)) : []),
  }
}

const ANSWER = JSON.stringify({ greeting: 'HELLO ADA — ✓ café', own: true, broken: 'broken on load', loaded: 'esm' })

describe('the compile cache (cli/compile-cache.ts)', () => {
  it("keeps the compilers' code, not other packages' or the project's, and runs it the same from there", () => {
    const process = createProcess()
    expect(process.run()).toBe(ANSWER)
    // typescript's three files, and broken's, which threw as it ran: its code compiled all the same.
    const kept = process.kept()
    expect(kept).toHaveLength(4)
    const written = kept.map((file) => statSync(file).mtimeMs)
    expect(process.run()).toBe(ANSWER)
    // V8 took the kept code: none was refused, so none was written again.
    expect(process.kept()).toEqual(kept)
    expect(kept.map((file) => statSync(file).mtimeMs)).toEqual(written)
  })

  it('takes kept code V8 refuses as a miss, and keeps the code again', () => {
    const process = createProcess()
    process.run()
    for (const file of process.kept()) writeFileSync(file, 'not code')
    expect(process.run()).toBe(ANSWER)
    expect(process.kept()).toHaveLength(4)
    for (const file of process.kept()) expect(readFileSync(file, 'latin1')).not.toBe('not code')
  })

  it('keeps its folder to its user, and uses none that another could write', () => {
    const process = createProcess()
    process.run()
    expect(statSync(process.cache).mode & 0o777).toBe(0o700)
    const planted = process.kept()
    for (const file of planted) writeFileSync(file, 'planted')
    // Someone could have made it first: code in it is not run, and nothing is written to it.
    chmodSync(process.cache, 0o777)
    expect(process.run()).toBe(ANSWER)
    for (const file of planted) expect(readFileSync(file, 'latin1')).toBe('planted')
  })

  it('keeps nothing with NODE_DISABLE_COMPILE_CACHE=1, as Node does', () => {
    const process = createProcess()
    expect(process.run({ NODE_DISABLE_COMPILE_CACHE: '1' })).toBe(ANSWER)
    expect(process.kept()).toEqual([])
  })
})
