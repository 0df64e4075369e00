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
