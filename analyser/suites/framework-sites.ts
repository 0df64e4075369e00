import * as path from 'node:path'
import type { ComponentAt, LinkedProject } from '../link/linked-project.js'
import type { RenderSite } from '../link/used-by.js'
import type { FrameworkPackage } from '../project/framework.js'
import { toComponentKey } from '../summary/module-summary.js'

const APP_ROUTE_FILE = /^(?:src\/)?app\/(?:(.*)\/)?(page|layout|template|default)\.(?:tsx|ts|jsx|js)$/
const PAGES_FILE = /^(?:src\/)?pages\/(?!api\/)(?!_app\.|_document\.)(?:.*)\.(?:tsx|ts|jsx|js)$/
const SOURCE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js']

/**
 * Where a framework renders a component the project never writes as an element
 * (https://nextjs.org/docs/app/api-reference/file-conventions/layout,
 * https://nextjs.org/docs/pages/building-your-application/routing/custom-app): the app
 * router puts a page, or a nested layout, where the layout above it renders `{children}`;
 * the pages router renders every page as `_app`'s `<Component>`. These are the places an
 * app provides its session, store and theme to every page.
 */
export function findFrameworkSites(
  project: LinkedProject,
  frameworks: readonly FrameworkPackage[],
  subject: ComponentAt,
): RenderSite[] {
  if (!isDefaultExport(project, subject)) return []
  for (const pkg of frameworks) {
    if (pkg.framework !== 'next') continue
    const prefix = pkg.folder === '.' ? '' : `${pkg.folder}/`
    if (!subject.file.startsWith(prefix)) continue
    const inside = subject.file.slice(prefix.length)
    const route = APP_ROUTE_FILE.exec(inside)
    if (route) return findLayoutSites(project, prefix, inside, route[2]!, subject)
    if (PAGES_FILE.test(inside))
      return findAppSites(project, `${prefix}${inside.startsWith('src/') ? 'src/' : ''}pages`)
  }
  return []
}

/**
 * The `{children}` of the nearest template or layout above: the same folder's for a page,
 * the parent's for a layout.
 */
function findLayoutSites(
  project: LinkedProject,
  prefix: string,
  inside: string,
  kind: string,
  subject: ComponentAt,
): RenderSite[] {
  const appFolder = inside.startsWith('src/') ? 'src/app' : 'app'
  let folder = path.posix.dirname(inside)
  const wrappers =
    kind === 'page' || kind === 'default' ? ['template', 'layout'] : kind === 'template' ? ['layout'] : []
  for (;;) {
    for (const wrapper of wrappers) {
      const found = findDefaultComponent(project, `${prefix}${folder}/${wrapper}`)
      if (found && found.component.childrenSlots.length > 0) {
        const children = project.childrenOf(found.file, found.component)
        return found.component.childrenSlots.map((slot) => ({
          file: found.file,
          component: found.component,
          children,
          child: {
            component: subject.component.name,
            file: subject.file,
            via: 'import',
            props: 0,
            line: slot.line,
            key: toComponentKey(subject.file, subject.component),
            inside: null,
            ancestors: slot.ancestors,
            written: [],
          },
        }))
      }
    }
    if (folder === appFolder) return []
    folder = path.posix.dirname(folder)
    wrappers.splice(0, wrappers.length, 'template', 'layout')
  }
}

/** `_app`'s `<Component {...pageProps} />`, with whatever the app wraps it in. */
function findAppSites(project: LinkedProject, pagesFolder: string): RenderSite[] {
  const app = findDefaultComponent(project, `${pagesFolder}/_app`)
  if (!app) return []
  const children = project.childrenOf(app.file, app.component)
  return children
    .filter((child) => child.via === 'dynamic' && (child.as ?? child.component) === 'Component')
    .map((child) => ({ file: app.file, component: app.component, children, child }))
}

function findDefaultComponent(project: LinkedProject, base: string): ComponentAt | null {
  for (const extension of SOURCE_EXTENSIONS) {
    const file = `${base}.${extension}`
    const module = project.symbols.modules.get(file)
    if (!module) continue
    const component = module.components.find((candidate) => isDefaultExport(project, { file, component: candidate }))
    return component ? { file, component } : null
  }
  return null
}

function isDefaultExport(project: LinkedProject, { file, component }: ComponentAt): boolean {
  const source = project.symbols.modules.get(file)?.exports.get('default')
  if (source?.kind !== 'local') return false
  return component.bindings.includes(source.local)
}
