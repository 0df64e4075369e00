import * as path from 'node:path'
import picomatch from 'picomatch'
import { AnalyserError, type GeneratedSuite } from '../../analyser/index.js'

/**
 * The suites `flawless-react test <paths…>` runs. A path names a suite file, a folder
 * of suites, or a source file or folder whose components have suites; anything else is
 * a glob matched against both (`'src/features/*'`). Paths
 * resolve against the root and never leave it. A path that selects nothing is an error
 * naming it, never a run of fewer suites than asked for.
 */
export function selectSuites(
  root: string,
  suites: readonly GeneratedSuite[],
  paths: readonly string[],
): GeneratedSuite[] {
  if (paths.length === 0) return [...suites]
  const selected = new Set<GeneratedSuite>()
  for (const given of paths) {
    const relative = path.relative(root, path.resolve(root, given)).split(path.sep).join('/')
    if (relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)) {
      throw new AnalyserError(
        'PATH_OUTSIDE_ROOT',
        `The path "${given}" is outside the project root "${root}".`,
        'Name suites or sources inside the project, or pass --root.',
      )
    }
    const isMatch = picomatch(relative, { dot: true })
    const names = (file: string): boolean =>
      relative === '' || file === relative || file.startsWith(`${relative}/`) || isMatch(file)
    const matched = suites.filter((suite) => names(suite.file) || names(suite.source))
    if (matched.length === 0) {
      throw new AnalyserError(
        'NOTHING_MATCHED',
        `No generated suite matches "${given}".`,
        'Name a suite file or folder under the suites folder, or a source file or folder that has suites; ' +
          'flawless-react status lists them.',
      )
    }
    for (const suite of matched) selected.add(suite)
  }
  return suites.filter((suite) => selected.has(suite))
}
