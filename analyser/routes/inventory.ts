import type { LinkedProject } from '../link/linked-project.js'
import { DEFAULT_BINDING } from '../summary/module-summary.js'
import type { ParamValues, RouteParam } from './params.js'

export type RouterKind = 'app-router' | 'pages-router' | 'react-router' | 'expo-router'

/** A component a route renders: in the project (`file`), or a package's (`module`, `file: null`). */
export interface RouteComponent {
  component: string
  file: string | null
  module?: string
}

/** Literal values the project gives a dynamic route's params, and where it gives them. */
export interface ParamSource {
  values: ParamValues
  from: 'generateStaticParams' | 'getStaticPaths' | 'link'
  file: string
  line: number
}

/** A page a URL reaches (SPEC 2.5 routes). */
export interface PageRoute {
  /** As its router writes it: `/posts/[id]` for the file-system routers, `/posts/:id` for React Router. */
  path: string
  router: RouterKind
  /** Where the route is declared: the page file, or the file holding the route object or `<Route>`. */
  file: string
  line: number
  /** Null when the route's element cannot be read (a component chosen at run time). */
  component: RouteComponent | null
  /** What renders around it, outermost first: layouts, parent routes, wrapper elements. */
  layouts: RouteComponent[]
  params: RouteParam[]
  param_values: ParamSource[]
  /** Loaded on demand (`lazy: () => import(…)`, `React.lazy`). */
  lazy?: true
  /** An intercepting route (`(.)photo`, `(..)photo`): it renders only on client navigation. */
  intercepting?: string
  /** A parallel route's slot (`@modal`): it renders inside its layout, at the path of the page beside it. */
  slot?: string
}

/** A request handler a URL reaches: an app-router `route.ts`, a `pages/api/**` handler, an Expo `+api` file. */
export interface ApiRoute {
  path: string
  router: RouterKind
  file: string
  /** The methods it exports (app router, Expo) or compares `req.method` with (pages); null: it does not say. */
  methods: string[] | null
  params: RouteParam[]
}

/** Where a single-page app mounts: `createRoot(…).render(<App />)`, and the components rendered there. */
export interface AppEntry {
  file: string
  line: number
  call: string
  renders: RouteComponent[]
}

/** A route the inventory saw but could not read, never dropped in silence. */
export interface UnreadRoute {
  file: string
  line: number
  reason: string
}

/** What the route readers give the inventory. */
export interface FoundRoutes {
  routers: RouterKind[]
  routes: PageRoute[]
  api: ApiRoute[]
  unread: UnreadRoute[]
}

/** A component by its export (`default`, `Component`) of a module, followed through re-exports. */
export function findExportedComponent(project: LinkedProject, file: string, name: string): RouteComponent | null {
  const target = project.symbols.resolveExport(file, name)
  const found = project.symbols.findComponent(target)
  if (found?.kind === 'component') return { component: found.component.name, file: found.file }
  if (found?.kind === 'external') return { component: found.name, file: null, module: found.module }
  // A page is its default export whatever it renders: `export default function page()`, one that only redirects.
  if (name === 'default' && target?.kind === 'symbol')
    return { component: target.binding === DEFAULT_BINDING ? 'default' : target.binding, file: target.file }
  return null
}
