/**
 * The component of a suite rendered the way the app renders it, for every task that
 * renders components: its import, its props (from `--props` or synthesised from their
 * types, a gap left where neither tells) and `renderSubject`, which puts it inside the
 * providers its subtree needs.
 */
import { type ProviderNeed, type SuiteInput, getImportSpecifier, toSuiteLocal } from '../../analyser/index.js'
import { importParents, openParent } from './parents.js'
import { getProviderRender } from './providers/index.js'
import { renderRequestStubs, stubbedRequests } from './request-stubs.js'
import {
  type Gap,
  type Value,
  describeSample,
  fromJson,
  inComment,
  printValue,
  quote,
  sampleByName,
  synthesise,
  toUniqueEntries,
  wrapComment,
} from './values.js'

/** The name a suite gives the component: `Card.Header` reads its member from `Card`. */
export function getComponentName(input: SuiteInput): string {
  return input.member ? `${getImportedName(input)}.${input.member}` : getImportedName(input)
}

/** The import lines of the providers, then of the parents and the component. */
export function importSubject(input: SuiteInput): string[] {
  const lines = [
    ...listProviders(input).flatMap((need) => getProviderRender(need).imports(need, input.suite.file)),
    ...importParents(input, {
      specifier: getImportSpecifier(input.suite.file, input.suite.source),
      imported: input.exportName,
      local: getImportedName(input),
    }),
  ]
  if (input.staticParams)
    lines.push(
      `import { generateStaticParams } from ${quote(getImportSpecifier(input.suite.file, input.suite.source))}`,
    )
  // A provider and a parent may import the same primitive.
  return mergeImports(lines)
}

const NAMED_IMPORT = /^import \{ (.+) \} from ('.+')$/

/**
 * Import lines with each module's named bindings in one line, each binding once: a provider's
 * `import { QueryClient, QueryClientProvider }` and a parent's of the same names in another
 * order would declare them twice, and the suite would not parse.
 */
export function mergeImports(lines: readonly string[]): string[] {
  const named = new Map<string, string[]>()
  const merged: string[] = []
  for (const line of lines) {
    const match = NAMED_IMPORT.exec(line)
    if (!match) {
      if (!merged.includes(line)) merged.push(line)
      continue
    }
    const [, bindings, specifier] = match as unknown as [string, string, string]
    if (!named.has(specifier)) {
      named.set(specifier, [])
      merged.push(specifier)
    }
    const list = named.get(specifier)!
    for (const binding of bindings.split(', ')) if (!list.includes(binding)) list.push(binding)
  }
  return merged.map((line) => (named.has(line) ? `import { ${named.get(line)!.join(', ')} } from ${line}` : line))
}

/** The binding the suite imports: the export's name, or for a default export the component's own. */
function getImportedName(input: SuiteInput): string {
  return toSuiteLocal(input.exportName === 'default' ? input.suite.component.split('.')[0]! : input.exportName)
}

/** `const props`: the fixture's when there is one, else synthesised, below a TODO for each value a person must give. */
export function renderProps(input: SuiteInput): string[] {
  const gaps: Gap[] = []
  const props = input.fixture ? fromJson(input.fixture) : synthesiseProps(input, gaps)
  const parent = input.staticParams?.takesParent ? '{ params: {} }' : ''
  const staticParams =
    input.staticParams && !input.fixture
      ? [
          '// Next.js builds this route for the params generateStaticParams lists: the suite renders the first.',
          `const [staticParams] = await generateStaticParams(${parent})`,
        ]
      : []
  return [
    ...staticParams,
    ...gaps.flatMap((gap) => wrapComment(`TODO(flawless): give ${inComment(gap.path)} a value — ${gap.why}.`, '')),
    `const props = ${printValue(props, '')}`,
  ]
}

/** `params` from generateStaticParams, else as its type says when the list is empty; Next 15 passes a promise. */
function fromStaticParams(shape: SuiteInput['props'][number]['shape']): Value {
  const inner = shape.kind === 'promise' ? shape.of : shape
  const listed = `staticParams ?? ${printValue(synthesise(inner, 'params', false, []), '')}`
  return { kind: 'code', code: shape.kind === 'promise' ? `Promise.resolve(${listed})` : listed }
}

function synthesiseProps(input: SuiteInput, gaps: Gap[]): Value {
  const unresolved = new Map(input.unresolved.map(({ prop, reason }) => [prop, reason]))
  const entries: [string, Value][] = []
  for (const prop of input.props) {
    const reason = unresolved.get(prop.name)
    if (input.staticParams && prop.name === 'params') {
      entries.push([prop.name, fromStaticParams(prop.shape)])
    } else if (reason !== undefined && prop.site === undefined && prop.expression === undefined) {
      // Shown where a person sees it, with the analyser's reason, rather than left out. A
      // function type needs no more than a callable to render, whatever its parameters are.
      const callable = prop.shape.kind === 'function' || prop.shape.kind === 'component'
      const byName = callable ? null : sampleByName(prop.name, false)
      const why = reason.charAt(0).toLowerCase() + reason.slice(1).replace(/\.$/, '')
      const standIn = callable
        ? '; a function that does nothing stands in'
        : byName
          ? `; ${describeSample(prop.name)}`
          : ''
      gaps.push({ path: prop.name, why: `${why}${standIn}` })
      entries.push([
        prop.name,
        // Its type is not known whole, so not what it returns either: it returns nothing.
        callable
          ? synthesise(prop.shape.kind === 'function' ? { kind: 'function' } : prop.shape, prop.name, false, [])
          : (byName ?? { kind: 'code', code: 'undefined' }),
      ])
    } else if (prop.site !== undefined) {
      // What the project writes where it renders the component.
      entries.push([prop.name, fromJson(prop.site)])
    } else if (prop.expression !== undefined) {
      // A name the project passes there (`columns={columns}`), which the suite's scope gives.
      entries.push([prop.name, { kind: 'code', code: prop.expression }])
    } else if (prop.required || prop.shape.kind !== 'unknown' || sampleByName(prop.name, false) !== null) {
      entries.push([prop.name, synthesise(prop.shape, prop.name, false, gaps)])
    }
  }
  return { kind: 'object', entries: toUniqueEntries(entries) }
}

/** Every provider of the suite, those outside the parents first, then those inside each parent. */
function listProviders(input: SuiteInput): ProviderNeed[] {
  return [...input.providers, ...input.parents.flatMap((parent) => parent.providers)]
}

/**
 * `renderSubject`, the element every run renders: the component inside the providers it
 * needs, outermost first, then inside the elements the project renders it in, each with
 * the project's providers that read what it gives just inside it.
 */
export function renderSubject(input: SuiteInput): string[] {
  const renders = listProviders(input).map((need) => ({ render: getProviderRender(need), need }))
  const open: { lines: string[]; name: string }[] = []
  const openProviders = (needs: readonly ProviderNeed[]) => {
    for (const need of needs) {
      for (const tag of getProviderRender(need).tags(need))
        open.push({ lines: [`${indentAt(open.length)}${tag}`], name: /^<([\w.]+)/.exec(tag)![1]! })
    }
  }
  openProviders(input.providers)
  for (const parent of input.parents) {
    open.push({ lines: openParent(parent, indentAt(open.length)), name: parent.tag })
    openProviders(parent.providers)
  }
  const element = `<${getComponentName(input)} {...props} />`
  const body = renders.flatMap(({ render }) => render.setup ?? [])
  if (open.length === 0) {
    body.push(`  return ${element}`)
  } else {
    body.push('  return (')
    for (const tag of open) body.push(...tag.lines)
    body.push(`${indentAt(open.length)}${element}`)
    open.forEach((_tag, index) =>
      body.push(`${indentAt(open.length - index - 1)}</${open[open.length - index - 1]!.name}>`),
    )
    body.push('  )')
  }
  const helpers = renders.flatMap(({ render, need }) =>
    typeof render.helpers === 'function' ? render.helpers(need) : (render.helpers ?? []),
  )
  const todos = input.unprovided.flatMap((need) =>
    wrapComment(
      `TODO(flawless): ${input.suite.component} reads ${need.context} (${need.file}), which nothing here provides` +
        (need.providedIn === null
          ? '. Render it inside a provider of that context.'
          : `: the app provides it in ${need.providedIn}, with a value the suite cannot import or write. Render it ` +
            'inside a provider of that context with the value the app gives.'),
      '',
    ),
  )
  for (const parent of input.parents)
    for (const { name, text, file, typed } of parent.leftOut)
      todos.push(
        ...wrapComment(
          `TODO(flawless): the app gives ${parent.tag} ${name}={${text}} (${file}), a value this suite cannot ` +
            'rebuild (a prop of the component that renders it, or made inside a function)' +
            (typed ? `; it builds one from ${name}'s type instead, which may not be the app's.` : ': give it here.'),
          '',
        ),
      )
  if (input.gates !== null) {
    const { component, file, gates } = input.gates
    const conditions = gates
      .slice(0, 3)
      .map((gate) => `\`${gate.text}\` is ${gate.holds ? 'true' : 'false'} (line ${gate.line})`)
    todos.push(
      ...wrapComment(
        `TODO(flawless): the app renders ${input.suite.component} in ${component} (${file}) only when ` +
          `${conditions.join(' and ')}: values ${component} makes (its state, a store, a context), which this suite ` +
          `does not set. Where ${input.suite.component} reads them too, give the suite values that pass.`,
        '',
      ),
    )
  }
  return [...helpers, ...todos, 'function renderSubject() {', ...body, '}']
}

/** The values the props and the parents are given, declared as the rendering file declares them, before both. */
function renderScope(input: SuiteInput): string[] {
  const scope = input.scope.declarations.map(({ name, expression }) => `const ${name} = ${expression}`)
  return scope.length > 0 ? [...scope, ''] : []
}

/** The indentation of the element `depth` levels inside `return (`. */
function indentAt(depth: number): string {
  return '  '.repeat(depth + 2)
}

/**
 * What every component suite opens with, up to its tests: vitest's and the harness's
 * imports (`harness` from `from`, with `stubRequests` when there are requests to stub),
 * the providers' and the component's, the props, `renderSubject`, the app page's elements,
 * then the describe block with its request stubs.
 */
export function renderSuiteOpening(input: SuiteInput, harness: readonly string[], from: string): string[] {
  const names = [
    ...harness,
    ...(stubbedRequests(input).length > 0 ? ['stubRequests'] : []),
    ...(input.screen?.url ? ['atRoute'] : []),
  ].sort()
  return [
    "import { describe, it } from 'vitest'",
    `import { ${names.join(', ')} } from ${quote(from)}`,
    ...importSubject(input),
    '',
    ...renderScope(input),
    ...renderProps(input),
    '',
    ...renderSubject(input),
    '',
    ...renderHostPage(input),
    ...renderScreenRoute(input),
    `describe(${quote(`${getComponentName(input)} (${input.suite.source})`)}, () => {`,
    ...renderRequestStubs(input),
  ]
}

/**
 * An expo-router screen is rendered at its route's URL: its useLocalSearchParams and usePathname read that URL's, as
 * they would in the app. Without params for it, the suite says where to give them.
 */
function renderScreenRoute({ screen, suite }: SuiteInput): string[] {
  if (screen === null) return []
  if (screen.url === null) {
    const example = [...screen.route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map(([, name]) => `"${name}": "…"`)
    return [
      ...wrapComment(
        `TODO(flawless): ${suite.component} is the screen of ${screen.route}, whose params nothing in the project ` +
          `gives a value (no literal link to it): give them in --routes, e.g. {"${screen.route}": ` +
          `[{${example.join(', ')}}]}, for the suite to render it at its URL. Here its params are empty.`,
        '',
      ),
      '',
    ]
  }
  return [
    `// expo-router's hooks answer for this screen's route: ${screen.route} at ${screen.url}.`,
    `atRoute(${printValue(fromJson({ route: screen.route, url: screen.url, params: screen.params }), '')})`,
    '',
  ]
}

/**
 * The elements with an id the app's index.html declares in its body, created empty before
 * anything renders: the app finds them by id (a portal into `#portal`), and jsdom's page has
 * none. Suite files that share a page (a11y's Chromium) find them there after the first.
 * Then the page's inline scripts, run in the global scope as a browser runs them.
 */
function renderHostPage(input: SuiteInput): string[] {
  const { elements, scripts } = input.hostPage
  const withId = elements.filter((element) => 'id' in element)
  const withClass = elements.filter((element) => 'className' in element)
  const lines: string[] = []
  if (withId.length > 0)
    lines.push(
      "// The elements the app's index.html declares with an id, which its code looks up (a portal's target).",
      `for (const { tag, id } of ${printValue(fromJson(withId), '')}) {`,
      '  if (!document.getElementById(id)) document.body.appendChild(document.createElement(tag)).id = id',
      '}',
      '',
    )
  if (withClass.length > 0)
    lines.push(
      '// The elements it declares with a class alone, which its code looks up by class (a loader it hides).',
      `for (const { tag, className } of ${printValue(fromJson(withClass), '')}) {`,
      "  if (document.querySelector(`.${className.split(/\\s+/).join('.')}`)) continue",
      '  document.body.appendChild(document.createElement(tag)).className = className',
      '}',
      '',
    )
  if (scripts.length > 0)
    lines.push(
      "// The scripts the app's index.html runs before its code: the globals they set are the app's (a base URL).",
      'for (const script of [',
      ...scripts.map((script) => `  ${JSON.stringify(script)},`),
      ']) {',
      '  try {',
      '    ;(0, eval)(script)',
      '  } catch {',
      "    // A page goes on past a script that throws, as the browser's does.",
      '  }',
      '}',
      '',
    )
  return lines
}
