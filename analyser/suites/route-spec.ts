import type { ComponentAt } from '../link/linked-project.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { PageRoute, RouteComponent } from '../routes/inventory.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import { toComponentKey } from '../summary/module-summary.js'
import { type ComponentPageFacts, type PropNamedElement, type RoleElement, extractPageFacts } from './page-facts.js'

/** What an e2e spec visits and checks for one route: the generator renders it, a person reads it in `plan`. */
export interface RouteSpec {
  route: string
  router: PageRoute['router']
  /** The URLs visited, params filled. */
  urls: string[]
  /**
   * Where the param values come from: the `--routes` file, the project's own literals, or (`unmatched`) a path no
   * other route matches, where a no-match `*` route renders.
   */
  params_from: 'fixture' | 'generateStaticParams' | 'getStaticPaths' | 'link' | 'unmatched' | null
  /** Shown on every render of the page, so a spec can wait for them: headings, links, buttons. */
  expect: RoleElement[]
  /** Shown only sometimes (after data, behind a condition): named in a TODO for a person. */
  sometimes: (RoleElement & { component: string })[]
}

// How deep below a layout or page the always-shown elements are looked for; deeper adds little and costs.
const MAX_DEPTH = 6
const MAX_EXPECTED = 8

/**
 * The elements the route's page shows on every render: those of its layouts and its
 * component, and of the components they always render, followed down the project.
 */
export function describePage(
  loaded: LoadedProject,
  parsed: ParsedFiles,
  route: PageRoute,
): Pick<RouteSpec, 'expect' | 'sometimes'> {
  const expected: RoleElement[] = []
  const sometimes: RouteSpec['sometimes'] = []
  const seen = new Set<string>()
  const visit = (at: ComponentAt, depth: number, always: boolean, given: Record<string, string>) => {
    const key = toComponentKey(at.file, at.component)
    if (seen.has(key) || depth > MAX_DEPTH) return
    seen.add(key)
    const facts = parsed.facts(at.file, `page:${at.component.line}`, (file) =>
      extractPageFacts(file, at.component.line),
    )
    if (!facts) return
    const named = (elements: PropNamedElement[]) => elements.map((element) => nameFromSite(element, given))
    if (always) expected.push(...named(facts.always))
    for (const element of named(always ? facts.sometimes : [...facts.always, ...facts.sometimes]))
      sometimes.push({ ...element, component: at.component.name })
    for (const { child, props } of followChildren(loaded, at, facts)) visit(child, depth + 1, always, props)
  }
  const owners = [...route.layouts, ...(route.component ? [route.component] : [])]
  for (const owner of owners) {
    const at = toComponentAt(loaded, owner)
    if (at) visit(at, 0, true, {})
  }
  return { expect: dedupe(expected).slice(0, MAX_EXPECTED), sometimes: dedupe(sometimes).slice(0, MAX_EXPECTED) }
}

/**
 * An element named by a prop of its component (`<h1>{title}</h1>`) takes the string its site gives that prop
 * (`<ErrorLayout title="Access Denied">`), so the spec asserts the heading by its text.
 */
function nameFromSite(element: PropNamedElement, given: Record<string, string>): RoleElement {
  const { prop, ...rest } = element
  const text = prop === undefined ? undefined : given[prop]
  return text === undefined ? rest : { ...rest, name: text, exact: true }
}

/** The project components a component renders on every render, matched to the analyser's resolved children. */
function followChildren(
  loaded: LoadedProject,
  at: ComponentAt,
  facts: ComponentPageFacts,
): { child: ComponentAt; props: Record<string, string> }[] {
  const resolved = loaded.project.childrenOf(at.file, at.component)
  return facts.children.flatMap((tag) => {
    const child = resolved.find(
      (candidate) => candidate.line === tag.line && (candidate.as ?? candidate.component) === tag.tag,
    )
    const target = child?.key ? loaded.project.componentByKey(child.key) : null
    return target ? [{ child: target, props: tag.props }] : []
  })
}

function toComponentAt(loaded: LoadedProject, component: RouteComponent): ComponentAt | null {
  if (component.file === null) return null
  const found = loaded.project.componentAt(component.file, component.component)
  return found ? { file: component.file, component: found } : null
}

function dedupe<Element extends RoleElement>(elements: Element[]): Element[] {
  const seen = new Set<string>()
  return elements.filter((element) => {
    const key = `${element.role}\0${element.name}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
