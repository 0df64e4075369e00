import type { ProjectShape } from '../link/project-shape.js'
import type { FrameworkPackage } from '../project/framework.js'
import type { PathConfigs } from '../project/tsconfig.js'
import type { WorkspacePackage } from '../project/workspaces.js'
import { isSameValue, type ModuleOutline } from '../summary/module-outline.js'

/** Everything a project's shape was derived from. */
export interface ShapeInputs {
  outlines: ReadonlyMap<string, ModuleOutline>
  pathConfigs: PathConfigs
  packages: ReadonlyMap<string, WorkspacePackage>
  /** Each package folder's `imports` field: how `#` specifiers resolve. */
  subpathImports: ReadonlyMap<string, unknown>
  frameworks: readonly FrameworkPackage[]
}

/**
 * A project's shape (render modes flowed over the whole project, who imports whom), kept per
 * root for the next call: most of a warm call's work, and it depends only on the outlines and
 * on how specifiers resolve. The next call reuses it when it holds the same outline objects in
 * the same order (the content cache hands back a file's previous outline when an edit left it
 * equal), the same workspaces and frameworks, and the same tsconfig for every folder the
 * previous call resolved from.
 */
export class ShapeCache {
  private readonly byRoot = new Map<string, { inputs: ShapeInputs; shape: ProjectShape }>()

  /** The previous call's shape of `root`, if nothing it was derived from changed. */
  reusable(root: string, inputs: ShapeInputs): ProjectShape | null {
    const previous = this.byRoot.get(root)
    if (!previous) return null
    const before = previous.inputs
    const same =
      hasSameOutlines(before.outlines, inputs.outlines) &&
      isSameValue(before.packages, inputs.packages) &&
      isSameValue(before.subpathImports, inputs.subpathImports) &&
      isSameValue(before.frameworks, inputs.frameworks) &&
      inputs.pathConfigs.agreesWith(before.pathConfigs)
    return same ? previous.shape : null
  }

  keep(root: string, inputs: ShapeInputs, shape: ProjectShape): void {
    this.byRoot.set(root, { inputs, shape })
  }
}

function hasSameOutlines(a: ReadonlyMap<string, ModuleOutline>, b: ReadonlyMap<string, ModuleOutline>): boolean {
  if (a.size !== b.size) return false
  const others = b.entries()
  for (const [file, outline] of a) {
    const [otherFile, other] = others.next().value!
    if (otherFile !== file || other !== outline) return false
  }
  return true
}
