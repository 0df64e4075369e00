import * as path from 'node:path'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { FrameworkKind } from '../project/framework.js'
import { readInsideOrNull } from '../project/root.js'

/**
 * An element the app's page declares with an id (`<div id="portal">`), or with a class and no id
 * (`<div class="loader">`, which traccar's Loader finds with `querySelector('.loader')`).
 */
export type HostElement = { tag: string; id: string } | { tag: string; className: string }

// The page a single-page app is served in: https://vite.dev/guide/#index-html-and-project-root,
// https://create-react-app.dev/docs/using-the-public-folder/.
const PAGES: Partial<Record<FrameworkKind, string>> = { vite: 'index.html', cra: 'public/index.html' }
// Elements the browser never puts in the page's DOM as written, or whose id names no place to render into.
const UNRENDERED = /<!--[\s\S]*?-->|<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi
const BODY = /<body\b[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i
const TAG = /<([a-z][\w-]*)\b([^>]*)>/gi
const ID = /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const CLASS = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/**
 * The elements with an id, or with a class and no id, that the page of a Vite or CRA app
 * declares in its body, for each package folder: the app finds them (FlowiseAI portals its
 * dialogs into `document.getElementById('portal')`, traccar hides `.loader`), and jsdom's
 * page has none, so a suite creates them, empty, before it renders ("Target container is
 * not a DOM element" otherwise). Read through the analyser's file system; a page that is
 * missing or leads out of root has none.
 */
export function findHostElements(loaded: LoadedProject): Map<string, HostElement[]> {
  const found = new Map<string, HostElement[]>()
  for (const { folder, framework } of loaded.frameworks) {
    const page = PAGES[framework]
    if (page === undefined) continue
    const html = readInsideOrNull(loaded.fs, loaded.projectRoot, path.posix.join(folder, page))
    const elements = html === null ? [] : readBodyElements(html)
    if (elements.length > 0) found.set(folder, elements)
  }
  return found
}

/** The host elements of the package folder a source is in: the innermost that has any. */
export function getHostElementsOf(hosts: ReadonlyMap<string, HostElement[]>, file: string): HostElement[] {
  let best: { folder: string; elements: HostElement[] } | null = null
  for (const [folder, elements] of hosts) {
    const inside = folder === '.' || file.startsWith(`${folder}/`)
    if (inside && (best === null || folder.length > best.folder.length)) best = { folder, elements }
  }
  return best?.elements ?? []
}

function readBodyElements(html: string): HostElement[] {
  const body = BODY.exec(html.replace(UNRENDERED, ''))?.[1] ?? ''
  const elements: HostElement[] = []
  for (const [, tag, attributes] of body.matchAll(TAG)) {
    const id = readAttribute(ID, attributes!)
    const className = readAttribute(CLASS, attributes!)?.trim()
    const same = (element: HostElement): boolean =>
      id ? 'id' in element && element.id === id : 'className' in element && element.className === className
    if (!id && !className) continue
    if (elements.some(same)) continue
    elements.push(id ? { tag: tag!.toLowerCase(), id } : { tag: tag!.toLowerCase(), className: className! })
  }
  return elements
}

function readAttribute(pattern: RegExp, attributes: string): string | undefined {
  const match = pattern.exec(attributes)
  return match?.[1] ?? match?.[2] ?? match?.[3]
}
