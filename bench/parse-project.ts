/**
 * node dist/bench/parse-project.js <project dir>
 *
 * A bare typescript-estree parse of a project's sources as a process of its own: the
 * baseline `npm run bench` runs beside `flawless-react analyse` in fresh processes.
 */
import * as path from 'node:path'
import { parseAll, readProjectSources } from './project-sources.js'

const root = process.argv[2]
if (root === undefined) {
  process.stderr.write('Usage: node dist/bench/parse-project.js <project dir>\n')
  process.exitCode = 2
} else {
  parseAll(readProjectSources(path.resolve(root)).texts)
}
