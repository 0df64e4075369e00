import type { LinkedProject } from '../link/linked-project.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import { findDefaultRoots } from '../tree/tree.js'
import type { ComponentAt } from './subtree.js'

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
    selected = withDescendants(project, options.roots === undefined ? rootsOf(loaded) : selected, options.depth)
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

function withDescendants(project: LinkedProject, roots: ComponentAt[], depth: number | undefined): ComponentAt[] {
  const limit = depth ?? Number.POSITIVE_INFINITY
  const seen = new Map<string, ComponentAt>()
  let frontier = roots
  for (let level = 0; frontier.length > 0 && level <= limit; level++) {
    const next: typeof frontier = []
    for (const item of frontier) {
      const key = `${item.file}\0${item.component.name}\0${item.component.line}`
      if (seen.has(key)) continue
      seen.set(key, item)
      for (const child of project.childrenOf(item.file, item.component)) {
        const target = child.key === null ? null : project.componentByKey(child.key)
        if (target) next.push(target)
      }
    }
    frontier = next
  }
  return [...seen.values()]
}
