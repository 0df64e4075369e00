/** Globals a request can start from without an import. */
export const REQUEST_GLOBALS = ['fetch', 'window', 'globalThis']

/** Globals that exist only in a browser; reading them on the server throws. */
export const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'matchMedia',
  'requestAnimationFrame',
]
