/**
 * node dist/bench/parse-project.js <project dir>
 *
 * A bare typescript-estree parse of a project's sources as a process of its own: the
 * baseline `npm run bench` runs beside `flawless-react analyse` in fresh processes.
 */
import * as path from 'node:path'
import { enableCompileCache } from '../cli/compile-cache.js'

// Loaded through the compile cache as the CLI loads them, so that the ratios compare the work
// done after start-up, not Node 20's compile of TypeScript in one process and not the other.
enableCompileCache(process.env)
const { parseAll, readProjectSources } = await import('./project-sources.js')

const root = process.argv[2]
if (root === undefined) {
  process.stderr.write('Usage: node dist/bench/parse-project.js <project dir>\n')
  process.exitCode = 2
} else {
  parseAll(readProjectSources(path.resolve(root)).texts)
}
