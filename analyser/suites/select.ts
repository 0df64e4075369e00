import type { ComponentAt } from '../link/linked-project.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import { findDefaultRoots } from '../tree/tree.js'

/**
 * The components a run covers: with roots, those in the root files and what they render
 * down to `depth`; otherwise every component; with `changed`, only those in changed files.
 */
export function selectComponents(
  loaded: LoadedProject,
  options: { roots?: string[]; depth?: number; changed?: string[] },
): ComponentAt[] {
  const { project } = loaded
  const rootFiles = options.roots === undefined ? loaded.sources : loaded.analysed
  let selected = rootFiles.flatMap((file) =>
    (project.symbols.modules.get(file)?.components ?? []).map((component) => ({ file, component })),
  )
  if (options.roots !== undefined || options.depth !== undefined)
    selected = project.subtreeOf(options.roots === undefined ? rootsOf(loaded) : selected, options.depth)
  if (options.changed !== undefined) {
    const changed = new Set(options.changed)
    selected = selected.filter(({ file }) => changed.has(file))
  }
  return selected.sort((a, b) => a.file.localeCompare(b.file) || a.component.line - b.component.line)
}

function rootsOf(loaded: LoadedProject): ComponentAt[] {
  return findDefaultRoots(loaded).flatMap((file) =>
    (loaded.project.symbols.modules.get(file)?.components ?? []).map((component) => ({ file, component })),
  )
}
