import * as path from 'node:path'
import type { RunOptions } from './run-options.js'
import type { JsonReport } from './run-report.js'

/** Which suite files a VM context could not run as a process of their own would, so they run again in one. */

// vitest's VM executor compiling a package's CommonJS file as Node would not have (a shebang, ES syntax).
const VM_COMPILE_ERROR = /SyntaxError[\s\S]*\bat new Script \(node:vm:/
// Writing to an object something froze: in a VM context, a package's module the worker keeps for every file (Recoil
// deep-freezes a Chakra theme it is given, and the next file's ThemeProvider writes to the same breakpoints).
const FROZEN_WRITE = /^TypeError: Cannot (?:assign to read only property|add property .+, object is not extensible)/

// An import that vite or Node found nothing for, or Node refused (a folder): as missing in a process of its own.
const UNRESOLVED = /Failed to resolve import|^Cannot find (?:module|package) '|Directory import '.+' is not supported/m

/**
 * The suite files a VM context could not run as a process would: those that failed before any
 * test of theirs ran — they did not load — save those whose import vite or Node could not
 * resolve, which no process would load either; those with a failure that is the VM executor failing to
 * compile a package's module, or a write to a frozen object, which another file's run may have
 * left frozen; and any the report leaves out, so that every file given is counted.
 */
export function findFilesToRerun(report: JsonReport, { root, files }: Pick<RunOptions, 'root' | 'files'>): string[] {
  const relative = (file: string): string => path.relative(root, file).split(path.sep).join('/')
  const reported = new Set(report.testResults.map((file) => relative(file.name)))
  const unloaded = (file: JsonReport['testResults'][number]): boolean =>
    file.status === 'failed' && file.assertionResults.length === 0 && !UNRESOLVED.test(file.message)
  const uncompiled = (file: JsonReport['testResults'][number]): boolean =>
    [file.message, ...file.assertionResults.flatMap((test) => test.failureMessages ?? [])].some(
      (message) => VM_COMPILE_ERROR.test(message) || FROZEN_WRITE.test(message),
    )
  const failed = report.testResults
    .filter((file) => unloaded(file) || uncompiled(file))
    .map((file) => relative(file.name))
  return [...failed, ...files.filter((file) => !reported.has(file))]
}
