import { describe, expect, it } from 'vitest'
import type { SuiteInput } from '../../analyser/index.js'
import { importSubject, mergeImports, renderSubject, renderSuiteOpening } from '../../cli/generate/subject.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const VITE = JSON.stringify({ dependencies: { react: '18.3.1', vite: '5.2.10', 'react-redux': '8.1.3' } })

/** The generation input of one component of a project held in memory. */
function inputOf(files: Record<string, string>, component: string): SuiteInput {
  const { analyser } = createProject({ 'package.json': VITE, ...files })
  return analyser.prepareGeneration({ root: ROOT }).inputs.find((input) => input.suite.component === component)!
}

const FLOW_CONTEXT = source(`
  import { createContext, useContext } from 'react'
  import { useDispatch } from 'react-redux'

  const FlowContext = createContext({})

  export const FlowProvider = ({ children }) => {
    const dispatch = useDispatch()
    return <FlowContext.Provider value={{ dispatch }}>{children}</FlowContext.Provider>
  }

  export const useFlow = () => useContext(FlowContext)
`)

const STORE = source(`
  import { createStore } from 'redux'

  export const store = createStore((state = { dark: false }) => state)
`)

describe("a suite's renderSubject", () => {
  it("renders a project provider that calls useDispatch inside react-redux's Provider, as the entry does", () => {
    const input = inputOf(
      {
        'src/store.js': STORE,
        'src/context/flow-context.jsx': FLOW_CONTEXT,
        'src/panel.jsx': source(`
          import { useSelector } from 'react-redux'
          import { useFlow } from './context/flow-context'

          export const Panel = () => {
            const { dispatch } = useFlow()
            const dark = useSelector((state) => state.dark)
            return <button onClick={() => dispatch({ type: 'toggle' })}>{String(dark)}</button>
          }
        `),
        'src/main.jsx': source(`
          import { createRoot } from 'react-dom/client'
          import { Provider } from 'react-redux'
          import { store } from './store'
          import { FlowProvider } from './context/flow-context'

          createRoot(document.getElementById('root')).render(
            <Provider store={store}>
              <FlowProvider>
                <p>App</p>
              </FlowProvider>
            </Provider>,
          )
        `),
      },
      'Panel',
    )
    expect({ imports: importSubject(input), render: renderSubject(input) }).toEqual({
      imports: [
        "import { FlowProvider } from '../../../../src/context/flow-context'",
        "import { Provider } from 'react-redux'",
        "import { store } from '../../../../src/store'",
        "import { Panel } from '../../../../src/panel'",
      ],
      render: [
        'function renderSubject() {',
        '  return (',
        '    <Provider store={store}>',
        '      <FlowProvider>',
        '        <Panel {...props} />',
        '      </FlowProvider>',
        '    </Provider>',
        '  )',
        '}',
      ],
    })
  })
})

/** A perf-harness suite's opening from its renderSubject on. */
function openFromRenderSubject(input: SuiteInput): string[] {
  const opening = renderSuiteOpening(input, ['profileClient'], 'flawless-react/harness')
  return opening.slice(opening.indexOf('function renderSubject() {'))
}

describe("a suite's opening", () => {
  it("creates the elements the app's index.html declares with an id before it renders, a portal's among them", () => {
    const input = inputOf(
      {
        'index.html': '<html><body><div id="root"></div><div id="portal"></div></body></html>',
        'src/about-dialog.jsx': source(`
          import { createPortal } from 'react-dom'

          export const AboutDialog = () => createPortal(<p>About</p>, document.getElementById('portal'))
        `),
      },
      'AboutDialog',
    )
    expect(openFromRenderSubject(input)).toEqual([
      'function renderSubject() {',
      '  return <AboutDialog {...props} />',
      '}',
      '',
      "// The elements the app's index.html declares with an id, which its code looks up (a portal's target).",
      "for (const { tag, id } of [{ tag: 'div', id: 'root' }, { tag: 'div', id: 'portal' }]) {",
      '  if (!document.getElementById(id)) document.body.appendChild(document.createElement(tag)).id = id',
      '}',
      '',
      "describe('AboutDialog (src/about-dialog.jsx)', () => {",
    ])
  })

  it('creates an element the index.html declares with a class alone, unless the page has one', () => {
    const input = inputOf(
      {
        'index.html': '<html><body><div id="root"></div><div class="loader spin"></div></body></html>',
        'src/loader.jsx': source(`
          import { useEffect } from 'react'

          export const Loader = () => {
            useEffect(() => {
              document.querySelector('.loader').style.display = 'none'
            }, [])
            return <p>Loading</p>
          }
        `),
      },
      'Loader',
    )
    expect(openFromRenderSubject(input).slice(4, -1)).toEqual([
      "// The elements the app's index.html declares with an id, which its code looks up (a portal's target).",
      "for (const { tag, id } of [{ tag: 'div', id: 'root' }]) {",
      '  if (!document.getElementById(id)) document.body.appendChild(document.createElement(tag)).id = id',
      '}',
      '',
      '// The elements it declares with a class alone, which its code looks up by class (a loader it hides).',
      "for (const { tag, className } of [{ tag: 'div', className: 'loader spin' }]) {",
      "  if (document.querySelector(`.${className.split(/\\s+/).join('.')}`)) continue",
      '  document.body.appendChild(document.createElement(tag)).className = className',
      '}',
      '',
    ])
  })

  it("runs the index.html's inline scripts in the global scope after creating its elements", () => {
    const input = inputOf(
      {
        'index.html': source(`
          <html>
            <head><script>window.APP = { baseUrl: "/" }</script></head>
            <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
          </html>
        `),
        'src/health.jsx': 'export const Health = () => <a href={`${window.APP.baseUrl}health`}>Health</a>\n',
      },
      'Health',
    )
    expect(openFromRenderSubject(input).slice(9, -1)).toEqual([
      "// The scripts the app's index.html runs before its code: the globals they set are the app's (a base URL).",
      'for (const script of [',
      '  "window.APP = { baseUrl: \\"/\\" }",',
      ']) {',
      '  try {',
      '    ;(0, eval)(script)',
      '  } catch {',
      "    // A page goes on past a script that throws, as the browser's does.",
      '  }',
      '}',
      '',
    ])
  })

  it('creates none where the app has no index.html', () => {
    const input = inputOf({ 'src/about-dialog.jsx': 'export const AboutDialog = () => <p>About</p>\n' }, 'AboutDialog')
    expect(openFromRenderSubject(input)).toEqual([
      'function renderSubject() {',
      '  return <AboutDialog {...props} />',
      '}',
      '',
      "describe('AboutDialog (src/about-dialog.jsx)', () => {",
    ])
  })
})

describe("a suite's imports", () => {
  it('merge a module’s named imports, each binding once, in whatever order a provider and a parent wrote them', () => {
    expect(
      mergeImports([
        "import { QueryClient, QueryClientProvider } from '@tanstack/react-query'",
        "import * as Menu from '@radix-ui/react-dropdown-menu'",
        "import { QueryClientProvider, QueryClient, useQueryClient } from '@tanstack/react-query'",
        "import * as Menu from '@radix-ui/react-dropdown-menu'",
        "import { App } from '../../src/app'",
      ]),
    ).toEqual([
      "import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'",
      "import * as Menu from '@radix-ui/react-dropdown-menu'",
      "import { App } from '../../src/app'",
    ])
  })
})

describe("a suite's render gates", () => {
  it('names conditions on values the rendering component makes, which the suite does not set; not its props', () => {
    const input = inputOf(
      {
        'src/store.js': STORE,
        'src/socket-controller.jsx': source(`
          import { useSelector } from 'react-redux'

          export const SocketController = () => {
            const attributes = useSelector((state) => state.session.user.attributes)
            return <output>{attributes.length}</output>
          }
        `),
        'src/app.jsx': source(`
          import { useSelector } from 'react-redux'
          import { SocketController } from './socket-controller'

          export const App = ({ compact }) => {
            const user = useSelector((state) => state.session.user)
            if (user == null) {
              return <p>Loading</p>
            }
            return <main>{!compact && <SocketController />}</main>
          }
        `),
      },
      'SocketController',
    )
    const comments = renderSubject(input).filter((line) => line.startsWith('//'))
    expect(comments.map((line) => line.slice(3)).join(' ')).toBe(
      'TODO(flawless): the app renders SocketController in App (src/app.jsx) only when `user == null` is false ' +
        '(line 6): values App makes (its state, a store, a context), which this suite does not set. Where ' +
        'SocketController reads them too, give the suite values that pass.',
    )
  })
})
