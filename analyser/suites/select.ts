import type { ComponentAt } from '../link/linked-project.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import { findDefaultRoots, listRendered } from '../tree/tree.js'

/**
 * The components a run covers: with roots, those in the root files and what they render
 * down to `depth`; otherwise every component; with `changed`, only those in changed files.
 */
export function selectComponents(
  loaded: LoadedProject,
  options: { roots?: string[]; depth?: number; changed?: string[] },
  parsed: ParsedFiles,
): ComponentAt[] {
  const { project } = loaded
  const rootFiles = options.roots === undefined ? loaded.sources : loaded.analysed
  let selected = rootFiles.flatMap((file) =>
    (project.symbols.modules.get(file)?.components ?? []).map((component) => ({ file, component })),
  )
  if (options.roots !== undefined || options.depth !== undefined)
    selected = project.subtreeOf(options.roots === undefined ? rootsOf(loaded, parsed) : selected, options.depth)
  if (options.changed !== undefined) {
    const changed = new Set(options.changed)
    selected = selected.filter(({ file }) => changed.has(file))
  }
  return selected.sort((a, b) => a.file.localeCompare(b.file) || a.component.line - b.component.line)
}

/** The tree's default roots as components: a mount point stands for the components it renders. */
function rootsOf(loaded: LoadedProject, parsed: ParsedFiles): ComponentAt[] {
  return findDefaultRoots(loaded, parsed).flatMap((root) =>
    root.kind === 'mount' ? listRendered(loaded, root.file, root.usages) : [root],
  )
}
