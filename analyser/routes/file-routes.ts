import * as path from 'node:path'
import type { LoadedProject } from '../pipeline/load-project.js'
import {
  type FoundRoutes,
  type PageRoute,
  type ParamSource,
  type RouteComponent,
  findExportedComponent,
} from './inventory.js'
import { type ParamValues, fillPath, listParams, matchPath } from './params.js'
import type { ParsedFiles } from './parsed-files.js'
import { extractRouteFacts } from './route-facts.js'

const SOURCE = /\.(tsx|ts|jsx|js|mjs|cjs)$/
const PLATFORM = /\.(native|ios|android|web)$/
// https://nextjs.org/docs/app/api-reference/file-conventions/route#supported-http-methods
const HANDLER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/**
 * The routers that route by file: the Next.js app router (https://nextjs.org/docs/app/api-reference/file-conventions),
 * its pages router (https://nextjs.org/docs/pages/building-your-application/routing) and Expo Router
 * (https://docs.expo.dev/router/basics/notation/), in each package built with them.
 */
export function findFileRoutes(loaded: LoadedProject, parsed: ParsedFiles): FoundRoutes {
  const found: FoundRoutes = { routers: [], routes: [], api: [], unread: [] }
  for (const pkg of loaded.frameworks) {
    if (pkg.framework === 'next') {
      for (const appDir of findRouterFolders(loaded, pkg.folder, 'app')) {
        addRouter(found, 'app-router')
        readAppRouter(loaded, parsed, appDir, found)
      }
      for (const pagesDir of findRouterFolders(loaded, pkg.folder, 'pages')) {
        addRouter(found, 'pages-router')
        readPagesRouter(loaded, parsed, pagesDir, found)
      }
    }
    if (pkg.framework === 'expo') {
      for (const appDir of findRouterFolders(loaded, pkg.folder, 'app')) {
        addRouter(found, 'expo-router')
        readExpoRouter(loaded, appDir, found)
      }
    }
  }
  return found
}

/** `app/` or `src/app/` in a package (https://nextjs.org/docs/app/api-reference/file-conventions/src-folder). */
function findRouterFolders(loaded: LoadedProject, folder: string, name: string): string[] {
  const base = folder === '.' ? '' : `${folder}/`
  return [`${base}${name}`, `${base}src/${name}`].filter((dir) =>
    loaded.sources.some((file) => file.startsWith(`${dir}/`)),
  )
}

function readAppRouter(loaded: LoadedProject, parsed: ParsedFiles, appDir: string, found: FoundRoutes): void {
  const { project } = loaded
  const sources = new Set(loaded.sources)
  for (const file of loaded.sources) {
    if (!file.startsWith(`${appDir}/`)) continue
    const name = path.posix.basename(file).replace(SOURCE, '')
    if (name !== 'page' && name !== 'route') continue
    const folders = path.posix.dirname(file).slice(appDir.length).split('/').filter(Boolean)
    // A folder named `_x` is private: nothing under it is routed.
    if (folders.some((folder) => folder.startsWith('_'))) continue
    const url = toAppPath(folders)
    if (name === 'route') {
      found.api.push({
        path: url.path,
        router: 'app-router',
        file,
        methods: listHandlerMethods(loaded, file),
        params: listParams(url.path),
      })
      continue
    }
    const chain = listFolderChain(appDir, folders)
    const layouts = chain
      .map((dir) => findSpecialFile(sources, dir, 'layout'))
      .filter((layout): layout is string => layout !== null)
    const paramFiles = [...layouts, file]
    const route: PageRoute = {
      path: url.path,
      router: 'app-router',
      file,
      line: 1,
      component: findExportedComponent(project, file, 'default'),
      layouts: layouts
        .map((layout) => findExportedComponent(project, layout, 'default'))
        .filter((layout): layout is RouteComponent => layout !== null),
      params: listParams(url.path),
      param_values: readStaticParams(parsed, paramFiles, url.path),
      ...(url.intercepting ? { intercepting: url.intercepting } : {}),
      ...(url.slot ? { slot: url.slot } : {}),
    }
    found.routes.push(route)
  }
}

/**
 * A folder chain as the URL it serves: route groups `(x)` and slots `@x` leave no segment,
 * an intercepting folder `(..)photo` names the route it intercepts, counted in URL segments.
 */
function toAppPath(folders: string[]): { path: string; intercepting?: string; slot?: string } {
  const segments: string[] = []
  let intercepting: string | undefined
  let slot: string | undefined
  for (const folder of folders) {
    const marker = /^(\(\.\.\.\)|(?:\(\.\.\))+|\(\.\))(.+)$/.exec(folder)
    if (marker) {
      intercepting ??= marker[1]!
      if (marker[1] === '(...)') segments.length = 0
      else if (marker[1] !== '(.)') segments.length = Math.max(0, segments.length - marker[1]!.length / 4)
      segments.push(marker[2]!)
      continue
    }
    if (/^\(.*\)$/.test(folder)) continue
    if (folder.startsWith('@')) {
      slot ??= folder
      continue
    }
    segments.push(folder)
  }
  return {
    path: `/${segments.join('/')}`,
    ...(intercepting ? { intercepting } : {}),
    ...(slot ? { slot } : {}),
  }
}

function readPagesRouter(loaded: LoadedProject, parsed: ParsedFiles, pagesDir: string, found: FoundRoutes): void {
  const { project } = loaded
  const app = findSpecialFile(new Set(loaded.sources), pagesDir, '_app')
  const appComponent = app === null ? null : findExportedComponent(project, app, 'default')
  for (const file of loaded.sources) {
    if (!file.startsWith(`${pagesDir}/`)) continue
    const inside = file.slice(pagesDir.length + 1).replace(SOURCE, '')
    // https://nextjs.org/docs/pages/building-your-application/routing/custom-app and custom-document
    if (/^_(app|document|error)$/.test(inside)) continue
    const url = `/${inside.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/'
    if (inside === 'api' || inside.startsWith('api/')) {
      const facts = parsed.facts(file, 'routes', extractRouteFacts)
      found.api.push({
        path: url,
        router: 'pages-router',
        file,
        methods: facts && facts.methodChecks.length > 0 ? facts.methodChecks : null,
        params: listParams(url),
      })
      continue
    }
    found.routes.push({
      path: url,
      router: 'pages-router',
      file,
      line: 1,
      component: findExportedComponent(project, file, 'default'),
      layouts: appComponent ? [appComponent] : [],
      params: listParams(url),
      param_values: readStaticParams(parsed, [file], url),
    })
  }
}

function readExpoRouter(loaded: LoadedProject, appDir: string, found: FoundRoutes): void {
  const { project } = loaded
  const sources = new Set(loaded.sources)
  const seen = new Set<string>()
  for (const file of loaded.sources) {
    if (!file.startsWith(`${appDir}/`)) continue
    const name = path.posix.basename(file).replace(SOURCE, '').replace(PLATFORM, '')
    const folders = path.posix.dirname(file).slice(appDir.length).split('/').filter(Boolean)
    // _layout wraps its folder; +html, +not-found and +native-intent are the app's, not a URL's.
    if (name.startsWith('_') || (name.startsWith('+') && !name.endsWith('+api'))) continue
    const segments = [...folders, name.replace(/\+api$/, '')].filter(
      (segment) => !/^\(.*\)$/.test(segment) && segment !== 'index',
    )
    const url = `/${segments.join('/')}`
    if (name.endsWith('+api')) {
      found.api.push({
        path: url,
        router: 'expo-router',
        file,
        methods: listHandlerMethods(loaded, file),
        params: listParams(url),
      })
      continue
    }
    // A platform file (`home.web.tsx`) serves the same screen as its plain one.
    const key = `${folders.join('/')}/${name}`
    if (seen.has(key)) continue
    seen.add(key)
    const layouts = listFolderChain(appDir, folders)
      .map((dir) => findSpecialFile(sources, dir, '_layout'))
      .filter((layout): layout is string => layout !== null)
      .map((layout) => findExportedComponent(project, layout, 'default'))
      .filter((layout): layout is RouteComponent => layout !== null)
    found.routes.push({
      path: url,
      router: 'expo-router',
      file,
      line: 1,
      component: findExportedComponent(project, file, 'default'),
      layouts,
      params: listParams(url),
      param_values: [],
    })
  }
}

/** Literal params from `generateStaticParams` in the page and its layouts, or `getStaticPaths`. */
function readStaticParams(parsed: ParsedFiles, files: string[], url: string): ParamSource[] {
  if (listParams(url).length === 0) return []
  const sources: ParamSource[] = []
  // A layout's params fill the segments above the page's, as Next.js passes them down.
  let inherited = null as ParamSource | null
  const page = files[files.length - 1]!
  for (const file of files) {
    const facts = parsed.facts(file, 'routes', extractRouteFacts)
    for (const fact of facts?.staticParams ?? []) {
      const matched = fact.urls.map((link) => matchPath(url, link)).filter((values) => values !== null)
      const found: ParamValues[] = [...fact.values, ...matched]
      for (const values of found) {
        const source: ParamSource = {
          values: { ...inherited?.values, ...values },
          from: fact.name,
          file,
          line: fact.line,
        }
        if (file !== page) inherited ??= source
        else if (fillPath(url, source.values) !== null) sources.push(source)
      }
    }
  }
  if (sources.length === 0 && inherited !== null && fillPath(url, inherited.values) !== null) sources.push(inherited)
  return sources
}

/** The HTTP methods a handler module exports, itself or through `export *` and re-exports. */
function listHandlerMethods(loaded: LoadedProject, file: string): string[] {
  const module = loaded.project.symbols.outlines.headers.get(file)
  return HANDLER_METHODS.filter(
    (method) => module?.exports.has(method) || loaded.project.symbols.resolveExport(file, method) !== null,
  )
}

/** The folders from the router's root down to `folders`, each as a project path. */
function listFolderChain(root: string, folders: string[]): string[] {
  return [root, ...folders.map((_, index) => `${root}/${folders.slice(0, index + 1).join('/')}`)]
}

function findSpecialFile(sources: ReadonlySet<string>, dir: string, name: string): string | null {
  for (const extension of ['tsx', 'ts', 'jsx', 'js']) {
    const file = `${dir}/${name}.${extension}`
    if (sources.has(file)) return file
  }
  return null
}

function addRouter(found: FoundRoutes, router: FoundRoutes['routers'][number]): void {
  if (!found.routers.includes(router)) found.routers.push(router)
}
