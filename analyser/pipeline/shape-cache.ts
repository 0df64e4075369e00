import type { ProjectShape } from '../link/project-shape.js'
import type { FrameworkPackage } from '../project/framework.js'
import type { PathConfigs } from '../project/tsconfig.js'
import type { WorkspacePackage } from '../project/workspaces.js'
import { isSameValue, type ModuleHeader, type ModuleOutlines } from '../summary/module-outline.js'

/** Everything a project's shape was derived from. */
export interface ShapeInputs {
  outlines: ModuleOutlines
  pathConfigs: PathConfigs
  packages: ReadonlyMap<string, WorkspacePackage>
  /** Each package folder's `imports` field: how `#` specifiers resolve. */
  subpathImports: ReadonlyMap<string, unknown>
  frameworks: readonly FrameworkPackage[]
}

/**
 * A project's shape (render modes flowed over the files asked about so far, who imports
 * whom), kept per root for the next call: most of a warm call's work, and it depends only on
 * the headers, the outlines of the files flowed over, and how specifiers resolve. The next
 * call reuses it when it holds the same header objects in the same order and the same outline
 * objects for those files (the content cache hands back a file's previous header or outline
 * when an edit left it equal), the same workspaces and frameworks, and the same tsconfig for
 * every folder the previous call resolved from.
 */
export class ShapeCache {
  private readonly byRoot = new Map<string, { inputs: ShapeInputs; shape: ProjectShape }>()

  /** The previous call's shape of `root`, if nothing it was derived from changed. */
  reusable(root: string, inputs: ShapeInputs): ProjectShape | null {
    const previous = this.byRoot.get(root)
    if (!previous) return null
    const before = previous.inputs
    const same =
      hasSameHeaders(before.outlines.headers, inputs.outlines.headers) &&
      isSameValue(before.packages, inputs.packages) &&
      isSameValue(before.subpathImports, inputs.subpathImports) &&
      isSameValue(before.frameworks, inputs.frameworks) &&
      inputs.pathConfigs.agreesWith(before.pathConfigs)
    return same && previous.shape.agreesWith(inputs.outlines) ? previous.shape : null
  }

  keep(root: string, inputs: ShapeInputs, shape: ProjectShape): void {
    this.byRoot.set(root, { inputs, shape })
  }
}

function hasSameHeaders(a: ReadonlyMap<string, ModuleHeader>, b: ReadonlyMap<string, ModuleHeader>): boolean {
  if (a.size !== b.size) return false
  const others = b.entries()
  for (const [file, outline] of a) {
    const [otherFile, other] = others.next().value!
    if (otherFile !== file || other !== outline) return false
  }
  return true
}
