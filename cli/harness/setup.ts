/// <reference lib="dom" />
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { runFramesAsTasks } from './animation-frames.js'
import { type TaskTree, writeFinished } from './progress.js'

// An error thrown as the suite file is imported names the module that threw and the one that imported it (see
// load-failures.ts), so its stack must reach past the module runner's frames, eight or so an import, where Node keeps
// ten frames in all. The tests, which are timed, run with the limit as it was.
const { stackTraceLimit } = Error
Error.stackTraceLimit = 50
beforeAll(() => {
  Error.stackTraceLimit = stackTraceLimit
})

// The project's packages, as its own code requires them: vitest runs the suites from the project's folder.
const projectRequire = createRequire(path.join(process.cwd(), 'package.json'))

// Packages Babel compiled with its regenerator transform and no import of the runtime (react-table 7's
// useAsyncDebounce) read the global a bundled app's polyfills set: the project's own regenerator-runtime, where it
// has one.
if ((globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime === undefined) {
  try {
    ;(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime = projectRequire('regenerator-runtime')
  } catch {
    // Not installed: nothing the project's packages could have relied on.
  }
}

// Suites run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

// One line per suite file as it finishes (progress.ts), where no reporter writes it: vitest 2 has no onTestModuleEnd.
// vitest 2 passes the file to afterAll; vitest 4 passes a context, then the file, and refuses a first parameter that
// is not a plain object pattern. So the first is read through `arguments`.
afterAll(function reportFinished({}, second?: unknown) {
  if (process.env.FLAWLESS_PROGRESS_REPORTER === '1') return
  const file = [arguments[0], second].find((arg): arg is TaskTree =>
    Array.isArray((arg as TaskTree | undefined)?.tasks),
  )
  if (file !== undefined) writeFinished(file)
})

/**
 * Browser APIs jsdom does not implement, which components call while mounting. Each is
 * added only when missing, as an inert stand-in: a suite measures rendering, not them.
 */
const browser = globalThis as unknown as Record<string, unknown> & {
  navigator?: Record<string, unknown>
  document?: { documentElement: unknown; scrollingElement?: unknown }
  Element?: { prototype: Record<string, unknown> }
  HTMLDialogElement?: { prototype: Record<string, unknown> }
  SVGElement?: { prototype: Record<string, unknown> }
  SVGSVGElement?: { prototype: Record<string, unknown> }
  HTMLCanvasElement?: { prototype: Record<string, unknown> }
  HTMLMediaElement?: { prototype: Record<string, unknown> }
  HTMLFormElement?: { prototype: Record<string, unknown> }
}

/** An identity matrix as SVG's geometry answers with: what a chart library multiplies and inverts stays one. */
function createIdentityMatrix(): Record<string, unknown> {
  const matrix: Record<string, unknown> = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }
  for (const method of ['inverse', 'multiply', 'translate', 'scale', 'rotate', 'flipX', 'flipY', 'skewX', 'skewY'])
    matrix[method] = () => matrix
  return matrix
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return []
  }
}

/**
 * A canvas 2D context that draws nothing, for jsdom without the `canvas` package (whose own
 * `getContext` answers null): a chart library (chart.js) acquires one while mounting and
 * measures text on it. What is set on it reads back; any other method does nothing.
 */
function createInertContext(canvas: unknown): unknown {
  const gradient = { addColorStop() {} }
  const image = (width: number, height: number) => ({
    width,
    height,
    data: new Uint8ClampedArray(Math.max(0, width * height * 4)),
  })
  const known: Record<string, unknown> = {
    canvas,
    measureText: () => ({ width: 0, actualBoundingBoxAscent: 0, actualBoundingBoxDescent: 0 }),
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
    createConicGradient: () => gradient,
    createPattern: () => null,
    getImageData: (_x: number, _y: number, width: number, height: number) => image(width, height),
    createImageData: (width: number, height: number) => image(width, height),
    getTransform: createIdentityMatrix,
    getLineDash: () => [],
    isPointInPath: () => false,
    isPointInStroke: () => false,
  }
  return new Proxy({} as Record<string | symbol, unknown>, {
    get: (state, key) => (key in known ? known[key as string] : key in state ? state[key] : () => undefined),
    set: (state, key, value) => {
      state[key] = value
      return true
    },
  })
}

/**
 * Whether the project has a `canvas` package that loads, with which jsdom draws for real. One installed with
 * --ignore-scripts has no native build (casibase's): jsdom cannot use it, and getContext answered null.
 */
function hasCanvasPackage(): boolean {
  try {
    projectRequire('canvas')
    return true
  } catch {
    return false
  }
}

/**
 * React 18 in development renders through a fake event (`react-invokeguardedcallback`), so an
 * error a component throws reaches the window as uncaught before React hands it to the nearest
 * error boundary, and jsdom prints each with its whole stack (3,779 lines in casibase's run) though
 * the suite reports it. Cancelling the window's error event while such a callback runs tells React
 * it was handled (React then logs nothing either); the boundary still gets the error.
 * https://github.com/facebook/react/blob/v18.3.1/packages/shared/invokeGuardedCallbackImpl.js
 */
function quietReactGuardedCallbacks(): void {
  const target = (globalThis as { EventTarget?: { prototype: EventTarget } }).EventTarget?.prototype
  if (!target || typeof window === 'undefined') return
  let running = 0
  const dispatch = target.dispatchEvent
  target.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event?.type !== 'react-invokeguardedcallback') return dispatch.call(this, event)
    running++
    try {
      return dispatch.call(this, event)
    } finally {
      running--
    }
  }
  window.addEventListener('error', (event) => {
    if (running > 0) event.preventDefault()
  })
}

/** CSS.escape: an identifier serialised as https://drafts.csswg.org/cssom/#serialize-an-identifier says. */
function escapeIdentifier(value: unknown): string {
  const text = String(value)
  let escaped = ''
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    const digit = code >= 0x30 && code <= 0x39
    if (code === 0) escaped += '\uFFFD'
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && digit) ||
      (index === 1 && digit && text.charCodeAt(0) === 0x2d)
    )
      escaped += `\\${code.toString(16)} `
    else if (index === 0 && code === 0x2d && text.length === 1) escaped += '\\-'
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || digit || /[A-Za-z]/.test(text[index]!))
      escaped += text[index]
    else escaped += `\\${text[index]}`
  }
  return escaped
}

/** A media error as browsers define it: its codes, on the class and on each error. */
class InertMediaError {
  static readonly MEDIA_ERR_ABORTED = 1
  static readonly MEDIA_ERR_NETWORK = 2
  static readonly MEDIA_ERR_DECODE = 3
  static readonly MEDIA_ERR_SRC_NOT_SUPPORTED = 4
  readonly MEDIA_ERR_ABORTED = 1
  readonly MEDIA_ERR_NETWORK = 2
  readonly MEDIA_ERR_DECODE = 3
  readonly MEDIA_ERR_SRC_NOT_SUPPORTED = 4
  readonly code: number = 0
  readonly message: string = ''
}

/** An Animation that has finished: what code awaiting or cancelling one needs, and nothing that moves. */
function createFinishedAnimation(): Record<string, unknown> {
  const animation: Record<string, unknown> = {
    playState: 'finished',
    currentTime: 0,
    onfinish: null,
    oncancel: null,
    finished: Promise.resolve(),
    ready: Promise.resolve(),
    play() {},
    pause() {},
    cancel() {},
    finish() {},
    reverse() {},
    commitStyles() {},
    persist() {},
    addEventListener() {},
    removeEventListener() {},
  }
  animation.finished = Promise.resolve(animation)
  animation.ready = Promise.resolve(animation)
  return animation
}

// A server suite runs in Node (its @vitest-environment comment), where none of these exist, as on a server.
if (typeof window !== 'undefined') standInForMissingApis()

function standInForMissingApis(): void {
  quietReactGuardedCallbacks()
  runFramesAsTasks(browser as Parameters<typeof runFramesAsTasks>[0])
  if (typeof browser.matchMedia !== 'function') {
    browser.matchMedia = (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })
  }
  if (browser.IntersectionObserver === undefined) browser.IntersectionObserver = InertObserver
  if (browser.ResizeObserver === undefined) browser.ResizeObserver = InertObserver
  // jsdom computes no pseudo-element's style and logs "Not implemented" for each ask (antd measures scrollbars
  // with one: 198 lines in casibase's run): the element's own style, quietly.
  const computeStyle = browser.getComputedStyle as ((element: unknown, pseudo?: string | null) => unknown) | undefined
  if (typeof computeStyle === 'function')
    browser.getComputedStyle = (element: unknown, pseudo?: string | null) =>
      pseudo ? computeStyle.call(browser, element) : computeStyle.call(browser, element, pseudo)
  // jsdom's own scrollTo, scroll and scrollBy only log "Not implemented" (a line per router that restores scroll,
  // on every suite): a page that does not lay out scrolls nowhere, quietly.
  browser.scrollTo = () => {}
  browser.scroll = () => {}
  browser.scrollBy = () => {}
  if (browser.navigator && typeof browser.navigator.sendBeacon !== 'function') browser.navigator.sendBeacon = () => true
  if (browser.Element && typeof browser.Element.prototype.scrollIntoView !== 'function')
    browser.Element.prototype.scrollIntoView = () => {}
  // Web Animations, which jsdom lacks: no animation runs, and one started finishes at once (a progress bar that
  // reads `getAnimations()`, a transition awaited through `animate(…).finished`).
  const element = browser.Element?.prototype as Record<string, unknown> | undefined
  if (element && typeof element.getAnimations !== 'function') element.getAnimations = () => []
  if (element && typeof element.animate !== 'function') element.animate = () => createFinishedAnimation()
  // Media, which jsdom has as elements that play nothing: MediaError's codes, which players compare at import
  // (frigate's 23 suites), and play/pause/load, which jsdom only logs as "Not implemented" (and play then gives no
  // promise for the `.catch` a player chains on it).
  if (browser.MediaError === undefined) browser.MediaError = InertMediaError
  const media = browser.HTMLMediaElement?.prototype
  if (media) {
    media.play = () => Promise.resolve()
    media.pause = () => {}
    media.load = () => {}
  }
  // jsdom lays nothing out, so SVG has no geometry: charts (ApexCharts) measure text and map points while mounting.
  const svg = browser.SVGElement?.prototype
  if (svg) {
    if (typeof svg.getBBox !== 'function') svg.getBBox = () => ({ x: 0, y: 0, width: 0, height: 0 })
    if (typeof svg.getComputedTextLength !== 'function') svg.getComputedTextLength = () => 0
    if (typeof svg.getScreenCTM !== 'function') svg.getScreenCTM = createIdentityMatrix
    if (typeof svg.getCTM !== 'function') svg.getCTM = createIdentityMatrix
  }
  const root = browser.SVGSVGElement?.prototype
  if (root) {
    if (typeof root.createSVGMatrix !== 'function') root.createSVGMatrix = createIdentityMatrix
    if (typeof root.createSVGPoint !== 'function')
      root.createSVGPoint = () => {
        const point = { x: 0, y: 0, matrixTransform: () => point }
        return point
      }
  }
  const canvas = browser.HTMLCanvasElement?.prototype
  if (canvas && !hasCanvasPackage()) {
    const contexts = new WeakMap<object, unknown>()
    canvas.getContext = function (this: object, kind: string) {
      if (kind !== '2d') return null
      if (!contexts.has(this)) contexts.set(this, createInertContext(this))
      return contexts.get(this)
    }
  }
  // A form a page submits itself (a sign-in page posting to its identity provider) would leave the document, which
  // jsdom only logs as "Not implemented" (18 lines in casdoor's run): it goes nowhere, quietly.
  const form = browser.HTMLFormElement?.prototype
  if (form) form.submit = () => {}
  // CSS.escape, which jsdom lacks and selector builders call (diagram-js escapes every element id with it).
  const css = (browser.CSS ??= {}) as Record<string, unknown>
  if (typeof css.escape !== 'function') css.escape = escapeIdentifier
  // CSS.supports, which jsdom lacks too and feature checks call at import (react-native-reanimated's web build):
  // nothing is supported where nothing is laid out.
  if (typeof css.supports !== 'function') css.supports = () => false
  // Nothing is laid out, so no element is at any point (input-otp asks on a timer, and threw there on every suite).
  const page = browser.document as Record<string, unknown> | undefined
  if (page && typeof page.elementFromPoint !== 'function') page.elementFromPoint = () => null
  if (page && typeof page.elementsFromPoint !== 'function') page.elementsFromPoint = () => []
  // The element that scrolls the page (`document.scrollingElement.scrollTop = 0` on a route change).
  if (browser.document && browser.document.scrollingElement == null)
    Object.defineProperty(browser.document, 'scrollingElement', { get: () => browser.document!.documentElement })
  // jsdom has <dialog> but not its methods; a modal opened in an effect only toggles `open` here.
  const dialog = browser.HTMLDialogElement?.prototype
  if (dialog && typeof dialog.showModal !== 'function') {
    dialog.show = dialog.showModal = function (this: Element) {
      this.setAttribute('open', '')
    }
    dialog.close = function (this: Element) {
      this.removeAttribute('open')
    }
  }
}
