// https://nextjs.org/docs/app/api-reference/file-conventions/route#supported-http-methods
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
// `app/api/og/route.tsx`, `src/app/…/route.ts`, and an app's folder inside a monorepo.
const ROUTE_FILE = /(?:^|\/)app\/(?:.*\/)?route\.(?:tsx|ts|jsx|js)$/

/**
 * Is this a route handler — `export async function GET` in an app-router `route.tsx`? Next.js calls
 * it with a request; JSX in it is drawn into an `ImageResponse`, never rendered by React, so it is
 * no component whatever its body holds.
 */
export function isRouteHandler(file: string, name: string): boolean {
  return HTTP_METHODS.has(name) && ROUTE_FILE.test(file)
}

// https://nextjs.org/docs/app/api-reference/file-conventions/metadata/opengraph-image: `opengraph-image.tsx`,
// `twitter-image.tsx`, `icon.tsx` and `apple-icon.tsx` (numbered too: `icon2.tsx`) anywhere under app/.
const METADATA_IMAGE_FILE =
  /(?:^|\/)app\/(?:.*\/)?(?:opengraph-image|twitter-image|icon|apple-icon)\d*\.(?:tsx|jsx|ts|js)$/

/**
 * Is this an app-router metadata image file? Next.js calls its default export for an image:
 * the JSX there, and in any function beside it, is drawn into an `ImageResponse`, never
 * rendered by React, so nothing in the file is a component.
 */
export function isMetadataImage(file: string): boolean {
  return METADATA_IMAGE_FILE.test(file)
}
