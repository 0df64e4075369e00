import { describe, expect, it } from 'vitest'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const CARD = source(`
  export function Card() {
    return <p>Card</p>
  }
`)

/** The page elements each suite creates, by component. */
function hostElementsOf(files: Record<string, string>): Record<string, unknown> {
  const { analyser } = createProject({ 'src/card.jsx': CARD, ...files })
  const { inputs } = analyser.prepareGeneration({ root: ROOT })
  return Object.fromEntries(inputs.map((input) => [input.suite.component, input.hostPage.elements]))
}

/** The page scripts each suite runs, by component. */
function pageScriptsOf(files: Record<string, string>): Record<string, unknown> {
  const { analyser } = createProject({ 'src/card.jsx': CARD, ...files })
  const { inputs } = analyser.prepareGeneration({ root: ROOT })
  return Object.fromEntries(inputs.map((input) => [input.suite.component, input.hostPage.scripts]))
}

const PAGE = source(`
  <!doctype html>
  <html>
    <head><title id="title">Flowise</title></head>
    <body>
      <!-- <div id="legacy-root"></div> -->
      <noscript><div id="no-script">Enable JavaScript.</div></noscript>
      <div id="root"></div>
      <div class="layer" id='portal'></div>
      <span data-id="tooltip" id=tooltips></span>
      <script id="config" type="application/json">{ "id": "x" }</script>
      <script type="module" src="/src/main.jsx"></script>
    </body>
  </html>
`)

describe("the elements a suite creates from the app's index.html", () => {
  it("valid: a Vite app's root index.html: every element with an id in its body, in order, as declared", () => {
    expect(
      hostElementsOf({ 'package.json': JSON.stringify({ dependencies: { vite: '5.2.10' } }), 'index.html': PAGE }),
    ).toEqual({
      Card: [
        { tag: 'div', id: 'root' },
        { tag: 'div', id: 'portal' },
        { tag: 'span', id: 'tooltips' },
      ],
    })
  })

  it('valid: an element with a class and no id, which the app finds by class; one with both is found by its id', () => {
    expect(
      hostElementsOf({
        'package.json': JSON.stringify({ dependencies: { vite: '5.2.10' } }),
        // As traccar-web's: its Loader hides `.loader` with document.querySelector.
        'index.html': source(`
          <html>
            <body>
              <div id="root" class="root"></div>
              <div class="loader"></div>
              <div class="loader"></div>
              <p>plain</p>
            </body>
          </html>
        `),
      }),
    ).toEqual({
      Card: [
        { tag: 'div', id: 'root' },
        { tag: 'div', className: 'loader' },
      ],
    })
  })

  it("valid: a CRA app's public/index.html, not a root index.html", () => {
    expect(
      hostElementsOf({
        'package.json': JSON.stringify({ dependencies: { 'react-scripts': '5.0.1' } }),
        'public/index.html': '<html><body><div id="root"></div><div id="modal-root"></div></body></html>',
        'index.html': '<html><body><div id="stale"></div></body></html>',
      }),
    ).toEqual({
      Card: [
        { tag: 'div', id: 'root' },
        { tag: 'div', id: 'modal-root' },
      ],
    })
  })

  it('valid: in a workspace, a component takes the page of the package it is in', () => {
    expect(
      hostElementsOf({
        'package.json': JSON.stringify({ private: true, workspaces: ['apps/*'] }),
        'apps/web/package.json': JSON.stringify({ name: 'web', dependencies: { vite: '5.2.10' } }),
        'apps/web/index.html': '<html><body><div id="root"></div><div id="portal"></div></body></html>',
        'apps/web/src/dialog.jsx': source(`
          export function Dialog() {
            return <dialog open>Saved</dialog>
          }
        `),
      }),
    ).toEqual({
      Card: [],
      Dialog: [
        { tag: 'div', id: 'root' },
        { tag: 'div', id: 'portal' },
      ],
    })
  })

  it(
    "valid: the page's inline classic scripts, head and body, in order; not a module, a src, a data block or a " +
      'commented-out one',
    () => {
      expect(
        pageScriptsOf({
          'package.json': JSON.stringify({ dependencies: { vite: '5.2.10' } }),
          // As autobrr's: a server fills the template; the app's API client reads window.APP.baseUrl.
          'index.html': source(`
            <html>
              <head>
                <script>
                  window.APP = {};
                  window.APP.baseUrl = "{{.BaseUrl}}";
                </script>
                <script type="text/javascript">document.documentElement.classList.add('dark')</script>
                <!-- <script>window.LEGACY = true</script> -->
                <script type="importmap">{ "imports": {} }</script>
                <script async src="https://analytics.example.com/a.js"></script>
              </head>
              <body>
                <div id="root"></div>
                <script type="module">import './boot.js'</script>
                <script>   </script>
                <script type="module" src="/src/main.tsx"></script>
              </body>
            </html>
          `),
        }),
      ).toEqual({
        Card: [
          'window.APP = {};\n      window.APP.baseUrl = "{{.BaseUrl}}";',
          "document.documentElement.classList.add('dark')",
        ],
      })
    },
  )

  it('invalid: a Vite app without an index.html, and a framework that serves no such page, create none', () => {
    expect(hostElementsOf({ 'package.json': JSON.stringify({ dependencies: { vite: '5.2.10' } }) })).toEqual({
      Card: [],
    })
    expect(
      hostElementsOf({ 'package.json': JSON.stringify({ dependencies: { next: '15.3.2' } }), 'index.html': PAGE }),
    ).toEqual({ Card: [] })
  })
})
