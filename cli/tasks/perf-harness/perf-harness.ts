import { type ProviderNeed, type SuiteInput, getImportSpecifier } from '../../../analyser/index.js'
import { splitUrlTemplate } from '../../harness/url-template.js'
import { type Gap, type Value, fromJson, inComment, printValue, quote, synthesise } from '../../generate/values.js'

/** Past this a statement is split over lines, as a formatter would; only an import path stays longer. */
const LINE_WIDTH = 120

export interface PerfHarnessOptions {
  heaps: boolean
}

/**
 * The body of a perf-harness suite (SPEC §4): the component rendered the way the app
 * renders it — inside the providers its subtree needs, its requests answered by stubs —
 * inside React.Profiler (or, for a server component, through react-dom/server
 * streaming), compared with its baseline. Written to be read and kept: TODO(flawless)
 * marks where a person should add what only they know.
 */
export function renderPerfHarnessSuite(input: SuiteInput, options: PerfHarnessOptions): string {
  const { suite } = input
  const component = input.member ? `${componentName(input)}.${input.member}` : componentName(input)
  const key = `${suite.source}#${suite.component}`
  const gaps: Gap[] = []
  const props = input.fixture ? fromJson(input.fixture) : propsValue(input, gaps)
  const requests = input.requests.filter((request) => request.via !== 'server-action')
  const client = input.strategy === 'client'

  const harness = [
    ...(client ? ['profileClient'] : ['profileServer']),
    'expectWithinBaseline',
    ...(requests.length > 0 ? ['stubRequests'] : []),
    ...(options.heaps && client ? ['expectNoLeak'] : []),
  ].sort()
  const imports = [
    "import { describe, it } from 'vitest'",
    `import { ${harness.join(', ')} } from 'flawless-react/harness'`,
    ...providerImports(input),
    importComponent(input),
  ]

  const lines = [...imports, '']
  for (const gap of gaps)
    lines.push(...wrapComment(`TODO(flawless): give ${inComment(gap.path)} a value — ${gap.why}.`, ''))
  lines.push(`const props = ${printValue(props, '')}`, '')
  lines.push(...renderSubject(input, component), '')
  lines.push(`describe(${quote(`${component} (${suite.source})`)}, () => {`)
  if (requests.length > 0) {
    lines.push('  stubRequests([')
    for (const request of requests) {
      const url = request.url === null ? null : readableUrl(request.url)
      const what =
        request.method === null && url === null
          ? 'this request (the analyser could not read its method or URL)'
          : `${request.method ?? 'requests to'} ${url === null ? '(a URL the analyser could not read)' : inComment(url, 100)}`
      if (!request.shaped) {
        const todo = `    // TODO(flawless): answer ${what} with what the API returns; this body is a guess.`
        lines.push(
          ...(todo.length <= LINE_WIDTH
            ? [todo]
            : [`    // TODO(flawless): answer ${what}`, '    // with what the API returns; this body is a guess.']),
        )
      }
      const bodyGaps: Gap[] = []
      const body = synthesise(request.body, 'item', true, bodyGaps)
      const method = `method: ${request.method === null ? 'null' : quote(request.method)}`
      const target = `url: ${url === null ? 'null' : quote(url)}`
      const stub = `    { ${method}, ${target}, body: ${printValue(body, '    ')} },`
      if (stub.length <= LINE_WIDTH && !stub.includes('\n')) lines.push(stub)
      else
        lines.push(
          '    {',
          `      ${method},`,
          `      ${target},`,
          `      body: ${printValue(body, '      ')},`,
          '    },',
        )
    }
    lines.push('  ])', '')
  }
  const verb = client ? 'renders inside React.Profiler' : 'renders on the server'
  lines.push(`  it('${verb} within its baseline', async () => {`)
  const profile = `    const result = await ${client ? 'profileClient' : 'profileServer'}(renderSubject, { key: ${quote(key)} })`
  // An app-router path makes a long key: one option a line then, as a formatter would.
  if (profile.length <= LINE_WIDTH) lines.push(profile)
  else
    lines.push(
      `    const result = await ${client ? 'profileClient' : 'profileServer'}(renderSubject, {`,
      `      key: ${quote(key)},`,
      '    })',
    )
  lines.push(`    // TODO(flawless): assert what ${component} shows, for example: expect(result.text).toContain('…')`)
  lines.push('    expectWithinBaseline(result)')
  lines.push('  })')
  if (options.heaps && client) {
    lines.push(
      '',
      "  it('does not leak when mounted and unmounted', async () => {",
      '    await expectNoLeak(renderSubject)',
      '  })',
    )
  }
  lines.push('})', '')
  return lines.join('\n')
}

/** A comment as `//` lines of at most LINE_WIDTH characters, broken between words. */
function wrapComment(text: string, indent: string): string[] {
  const lines: string[] = []
  let line = `${indent}//`
  for (const word of inComment(text).split(' ')) {
    if (line.length + 1 + word.length > LINE_WIDTH && line !== `${indent}//`) {
      lines.push(line)
      line = `${indent}//`
    }
    line += ` ${word}`
  }
  lines.push(line)
  return lines
}

/**
 * The URL with each long `${…}` expression shortened to `${…}`: the stub matches any
 * value there, so a ten-line `new URLSearchParams(…)` only makes the line unreadable.
 */
function readableUrl(url: string): string {
  return splitUrlTemplate(url)
    .map((part) => {
      if ('literal' in part) return part.literal
      const expression = inComment(part.expression)
      return `\${${expression.length > 30 ? '…' : expression}}`
    })
    .join('')
}

function componentName(input: SuiteInput): string {
  return input.exportName === 'default' ? input.suite.component.split('.')[0]! : input.exportName
}

function importComponent(input: SuiteInput): string {
  const from = quote(getImportSpecifier(input.suite.file, input.suite.source))
  return input.exportName === 'default'
    ? `import ${componentName(input)} from ${from}`
    : `import { ${input.exportName} } from ${from}`
}

function propsValue(input: SuiteInput, gaps: Gap[]): Value {
  const unresolved = new Map(input.unresolved.map(({ prop, reason }) => [prop, reason]))
  const entries: [string, Value][] = []
  for (const prop of input.props) {
    const reason = unresolved.get(prop.name)
    if (reason !== undefined) {
      // Shown where a person sees it, with the analyser's reason, rather than left out. A
      // function type needs no more than a callable to render, whatever its parameters are.
      const callable = prop.shape.kind === 'function' || prop.shape.kind === 'component'
      const why = reason.charAt(0).toLowerCase() + reason.slice(1).replace(/\.$/, '')
      gaps.push({ path: prop.name, why: callable ? `${why}; a function that does nothing stands in` : why })
      entries.push([
        prop.name,
        callable ? synthesise(prop.shape, prop.name, false, []) : { kind: 'code', code: 'undefined' },
      ])
    } else if (prop.required || prop.shape.kind !== 'unknown') {
      entries.push([prop.name, synthesise(prop.shape, prop.name, false, gaps)])
    }
  }
  return { kind: 'object', entries }
}

function providerImports(input: SuiteInput): string[] {
  const imports: string[] = []
  for (const provider of input.providers) {
    if (provider.kind === 'router') imports.push(`import { MemoryRouter } from ${quote(provider.module)}`)
    else if (provider.kind === 'react-query')
      imports.push("import { QueryClient, QueryClientProvider } from '@tanstack/react-query'")
    else if (provider.kind === 'swr') imports.push("import { SWRConfig } from 'swr'")
    else if (provider.kind === 'react-hook-form')
      imports.push("import type { ReactNode } from 'react'", "import { FormProvider, useForm } from 'react-hook-form'")
    else if (provider.kind === 'compound-root')
      imports.push(`import * as ${primitiveName(provider.module)} from ${quote(provider.module)}`)
    else if (provider.kind === 'context') {
      const from = quote(getImportSpecifier(input.suite.file, provider.source))
      imports.push(
        provider.exportName === 'default'
          ? `import ${provider.component} from ${from}`
          : `import { ${provider.exportName} } from ${from}`,
      )
    }
  }
  return imports
}

/** `@radix-ui/react-dropdown-menu` → `DropdownMenuPrimitive`, as shadcn/ui names its imports. */
function primitiveName(module: string): string {
  const name = module
    .split('/')
    .pop()!
    .replace(/^react-/, '')
  return `${name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}Primitive`
}

/** The opening tags a provider puts around the component, outermost first. */
function providerTags(provider: ProviderNeed): string[] {
  switch (provider.kind) {
    case 'router':
      return ['<MemoryRouter>']
    case 'react-query':
      return ['<QueryClientProvider client={queryClient}>']
    case 'swr':
      // A fresh cache a run: SWR would otherwise answer the second run from the first.
      return ['<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>']
    case 'react-hook-form':
      return ['<WithForm>']
    case 'compound-root': {
      // Open, so the parts inside render; a menu's items inside its Content, a submenu's parts inside an open Sub.
      const name = primitiveName(provider.module)
      return ['Root', ...provider.within].map((part) => `<${name}.${part}${part === 'Content' ? '' : ' open'}>`)
    }
    case 'context':
      return [`<${provider.exportName === 'default' ? provider.component : provider.exportName}>`]
  }
}

/** The element every run renders: the component inside the providers it needs, outermost first. */
function renderSubject(input: SuiteInput, component: string): string[] {
  const needsQuery = input.providers.some((provider) => provider.kind === 'react-query')
  const open = input.providers.flatMap(providerTags)
  const close = open.map((tag) => `</${/^<([\w.]+)/.exec(tag)![1]}>`).reverse()
  const element = `<${component} {...props} />`
  const body: string[] = []
  if (needsQuery)
    body.push(
      '  // A fresh client a run, without retries: each run fetches once, as a first visit does.',
      '  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })',
    )
  if (open.length === 0) {
    body.push(`  return ${element}`)
  } else {
    body.push('  return (')
    open.forEach((tag, depth) => body.push(`${'  '.repeat(depth + 2)}${tag}`))
    body.push(`${'  '.repeat(open.length + 2)}${element}`)
    close.forEach((tag, index) => body.push(`${'  '.repeat(open.length - index + 1)}${tag}`))
    body.push('  )')
  }
  const withForm = input.providers.some((provider) => provider.kind === 'react-hook-form')
    ? [
        '/** A form around the component: useForm is a hook, so it needs a component of its own. */',
        'function WithForm({ children }: { children: ReactNode }) {',
        '  const methods = useForm()',
        '  return <FormProvider {...methods}>{children}</FormProvider>',
        '}',
        '',
      ]
    : []
  return [...withForm, 'function renderSubject() {', ...body, '}']
}
