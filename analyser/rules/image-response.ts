import type { ModuleSummary } from '../summary/module-summary.js'

// https://nextjs.org/docs/app/api-reference/functions/image-response — JSX drawn into a PNG, not the DOM.
const IMAGE_RESPONSE_MODULES = new Set(['next/og', 'next/server', '@vercel/og'])

/** Does the module render its JSX into an image (an OG image route), where DOM accessibility does not apply? */
export function rendersToImage(module: ModuleSummary): boolean {
  for (const binding of module.imports.values()) {
    if (binding.imported === 'ImageResponse' && IMAGE_RESPONSE_MODULES.has(binding.specifier)) return true
  }
  return false
}
