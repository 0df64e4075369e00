/// <reference lib="dom" />
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Suites run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
})

/**
 * Browser APIs jsdom does not implement, which components call while mounting. Each is
 * added only when missing, as an inert stand-in: a suite measures rendering, not them.
 */
const browser = globalThis as unknown as Record<string, unknown> & {
  navigator?: Record<string, unknown>
  Element?: { prototype: Record<string, unknown> }
  HTMLDialogElement?: { prototype: Record<string, unknown> }
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return []
  }
}

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
if (typeof browser.scrollTo !== 'function') browser.scrollTo = () => {}
if (browser.navigator && typeof browser.navigator.sendBeacon !== 'function') browser.navigator.sendBeacon = () => true
if (browser.Element && typeof browser.Element.prototype.scrollIntoView !== 'function')
  browser.Element.prototype.scrollIntoView = () => {}
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
