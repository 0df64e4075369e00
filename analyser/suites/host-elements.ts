import * as path from 'node:path'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { FrameworkKind } from '../project/framework.js'
import { readInsideOrNull } from '../project/root.js'

/**
 * An element the app's page declares with an id (`<div id="portal">`), or with a class and no id
 * (`<div class="loader">`, which traccar's Loader finds with `querySelector('.loader')`).
 */
export type HostElement = { tag: string; id: string } | { tag: string; className: string }

/** What the page of a package folder gives every module before the app's code runs. */
export interface HostPage {
  elements: HostElement[]
  /**
   * The page's inline classic scripts, in order: the globals they set (`window.APP = { baseUrl }`
   * in autobrr's page, which its API client reads) are the app's, there before its code runs.
   */
  scripts: string[]
}

// The page a single-page app is served in: https://vite.dev/guide/#index-html-and-project-root,
// https://create-react-app.dev/docs/using-the-public-folder/.
const PAGES: Partial<Record<FrameworkKind, string>> = { vite: 'index.html', cra: 'public/index.html' }
// Elements the browser never puts in the page's DOM as written, or whose id names no place to render into.
const UNRENDERED = /<!--[\s\S]*?-->|<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi
const COMMENT = /<!--[\s\S]*?-->/g
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// The types a browser runs as a classic script (https://html.spec.whatwg.org/#javascript-mime-type); a module
// imports what a suite cannot, and data blocks (JSON-LD, import maps) are not run.
const CLASSIC = /^(?:|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i
const TYPE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const SRC = /(?:^|\s)src\s*=/i
const BODY = /<body\b[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i
const TAG = /<([a-z][\w-]*)\b([^>]*)>/gi
const ID = /(?:^|\s)id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const CLASS = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

/**
 * The page of a Vite or CRA app, for each package folder: the elements with an id, or with a
 * class and no id, that it declares in its body — the app finds them (FlowiseAI portals its
 * dialogs into `document.getElementById('portal')`, traccar hides `.loader`), and jsdom's page
 * has none, so a suite creates them, empty, before it renders ("Target container is not a DOM
 * element" otherwise) — and its inline scripts, which a suite runs as the page does. Read
 * through the analyser's file system; a page that is missing or leads out of root has none.
 */
export function findHostPages(loaded: LoadedProject): Map<string, HostPage> {
  const found = new Map<string, HostPage>()
  for (const { folder, framework } of loaded.frameworks) {
    const page = PAGES[framework]
    if (page === undefined) continue
    const html = readInsideOrNull(loaded.fs, loaded.projectRoot, path.posix.join(folder, page))
    if (html === null) continue
    const host = { elements: readBodyElements(html), scripts: readInlineScripts(html) }
    if (host.elements.length > 0 || host.scripts.length > 0) found.set(folder, host)
  }
  return found
}

/** The page of the package folder a source is in: the innermost that has one. */
export function getHostPageOf(hosts: ReadonlyMap<string, HostPage>, file: string): HostPage {
  let best: { folder: string; page: HostPage } | null = null
  for (const [folder, page] of hosts) {
    const inside = folder === '.' || file.startsWith(`${folder}/`)
    if (inside && (best === null || folder.length > best.folder.length)) best = { folder, page }
  }
  return best?.page ?? { elements: [], scripts: [] }
}

function readInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes, text] of html.replace(COMMENT, '').matchAll(SCRIPT)) {
    if (SRC.test(attributes!) || !CLASSIC.test((readAttribute(TYPE, attributes!) ?? '').trim())) continue
    if (text!.trim() !== '') scripts.push(text!.trim())
  }
  return scripts
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
