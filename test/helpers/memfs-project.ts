import * as nodeFs from 'node:fs'
import * as path from 'node:path'
import { Volume, createFsFromVolume } from 'memfs'
import { Analyser, type AnalyserFileSystem } from '../../analyser/index.js'

export const ROOT = '/project'

/** A project tree in memory: paths relative to `/project`, contents as written. */
export function createProject(files: Record<string, string>): {
  fs: AnalyserFileSystem
  volume: InstanceType<typeof Volume>
  analyser: Analyser
} {
  const volume = Volume.fromJSON(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`${ROOT}/${file}`, text])),
  )
  const fs = createFsFromVolume(volume) as unknown as AnalyserFileSystem
  return { fs, volume, analyser: new Analyser({ fs }) }
}

/** Source text with the common indentation of a template literal removed. */
export function source(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n')
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => line.match(/^ */)![0].length))
  return lines.map((line) => line.slice(indent)).join('\n')
}

/** A folder's source files (node_modules aside), by their path under it: an example project as a files map. */
export function readSourceTree(root: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of nodeFs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue
    const file = path.relative(root, path.join(entry.parentPath, entry.name))
    if (/\.(tsx|ts|jsx|js|mjs|cjs)$/.test(file)) files[file] = nodeFs.readFileSync(path.join(root, file), 'utf8')
  }
  return files
}
