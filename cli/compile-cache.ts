import { isAscii } from 'node:buffer'
import { createHash, randomBytes } from 'node:crypto'
import { lstatSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { Script, constants } from 'node:vm'

/**
 * Where the compiled code is kept: a folder of the user's own in the system's temporary folder,
 * never the project. Code read from it runs, so a folder another user could write is not used.
 */
export const COMPILE_CACHE_FOLDER = path.join(tmpdir(), `flawless-react-compile-cache-${process.getuid?.() ?? 'user'}`)

/**
 * The packages whose code is kept: TypeScript (9 MB, nine tenths of what the CLI compiles as it
 * starts) and typescript-estree with its siblings. Neither calls `import()`, which code compiled
 * here can make only through an experimental hook that warns on stderr.
 */
const COMPILERS = /[\\/]node_modules[\\/](typescript|@typescript-eslint[\\/][^\\/]+)[\\/]/

interface CompilableModule {
  exports: unknown
  _compile(content: string, filename: string): unknown
}

type LoadExtension = (this: unknown, module: CompilableModule, filename: string) => void

/**
 * V8's compiled code for the compilers the CLI requires (TypeScript's 9 MB file above all),
 * kept between processes, as Node 22's `module.enableCompileCache` does and is used when
 * there. Node 20 compiles TypeScript afresh in every process: 0.15-0.2 s of a one-page
 * `analyse`. Each file's code is kept under a name made of its path, size and
 * modification time and Node's version, and V8 refuses data another V8 or other flags
 * made; a file whose code is missing or refused is compiled as usual and kept at exit
 * (written to a file of its own and renamed, so processes sharing the folder never read
 * half of one). Anything that fails here only costs the compile it would have saved.
 * `NODE_DISABLE_COMPILE_CACHE=1` turns it off, as it does Node's own.
 */
export function enableCompileCache(env: Readonly<Record<string, string | undefined>>): void {
  if (env.NODE_DISABLE_COMPILE_CACHE === '1' || !isOwnFolder(COMPILE_CACHE_FOLDER)) return
  const native = (Module as { enableCompileCache?: (folder: string) => unknown }).enableCompileCache
  if (native) {
    native(COMPILE_CACHE_FOLDER)
    return
  }
  const extensions = (Module as unknown as { _extensions: Record<string, LoadExtension> })._extensions
  const loadScript = extensions['.js']!
  // The compilers are CommonJS packages (none says `"type": "module"`): compiled as Node's loader would.
  extensions['.js'] = function (module: CompilableModule, filename: string): void {
    if (!COMPILERS.test(filename)) return loadScript.call(this, module, filename)
    module._compile(readSource(filename), filename)
  }
  const prototype = Module.prototype as unknown as CompilableModule
  const compile = prototype._compile
  const unkept: { file: string; script: Script }[] = []
  prototype._compile = function (content: string, filename: string): unknown {
    const file = COMPILERS.test(filename) ? cacheFileOf(filename) : null
    if (file === null) return compile.call(this, content, filename)
    const cachedData = readOrUndefined(file)
    const script = new Script(Module.wrap(withoutHashbang(content)), {
      filename,
      cachedData,
      // `import()` in a package's CommonJS file resolves as Node's own loader would resolve it.
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    })
    if (cachedData === undefined || script.cachedDataRejected) unkept.push({ file, script })
    const run = script.runInThisContext() as (...args: unknown[]) => unknown
    const require = createRequire(filename)
    return run.call(this.exports, this.exports, require, this, filename, path.dirname(filename))
  }
  // Kept at exit, once the process has run: the code then holds the functions it compiled as it ran too.
  process.once('exit', () => {
    if (unkept.length > 0) keep(unkept)
  })
}

/**
 * A compiler's source: its bytes taken as Latin-1 when every one is ASCII, which is then the
 * same text. Node 20's loader decodes it as UTF-8, which for TypeScript's 9 MB took 0.12-0.15 s
 * of every start against 0.02-0.04 s to read the bytes and 1 ms to take them so.
 */
function readSource(filename: string): string {
  const bytes = readFileSync(filename)
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8')
}

/** A `#!` line is only allowed where a file starts, which the module wrapper moves: made a comment, lines kept. */
function withoutHashbang(content: string): string {
  return content.startsWith('#!') ? `//${content}` : content
}

function cacheFileOf(filename: string): string | null {
  try {
    const { size, mtimeMs } = statSync(filename)
    const key = [filename, size, mtimeMs, process.version, process.arch].join('\0')
    return path.join(COMPILE_CACHE_FOLDER, createHash('sha256').update(key).digest('hex').slice(0, 32))
  } catch {
    return null
  }
}

function readOrUndefined(file: string): Buffer | undefined {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}

/**
 * Whether the folder is absent, or a folder (not a link) of this user's that no one else can
 * write: `/tmp` is shared, and someone could make the folder first to plant code in it.
 */
function isOwnFolder(folder: string): boolean {
  try {
    const stat = lstatSync(folder)
    const uid = process.getuid?.()
    return stat.isDirectory() && (uid === undefined || stat.uid === uid) && (stat.mode & 0o022) === 0
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
  }
}

function keep(unkept: readonly { file: string; script: Script }[]): void {
  try {
    mkdirSync(COMPILE_CACHE_FOLDER, { mode: 0o700 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return
  }
  // Made by someone else since the process looked: not written to.
  if (!isOwnFolder(COMPILE_CACHE_FOLDER)) return
  for (const { file, script } of unkept) {
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    try {
      writeFileSync(temporary, script.createCachedData())
      renameSync(temporary, file)
    } catch {
      rmSync(temporary, { force: true })
    }
  }
}
