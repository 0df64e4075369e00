import { rendersToImage } from './image-response.js'
import { defineRule } from './rule.js'

// https://developer.mozilla.org/en-US/docs/Web/HTML/Element/a#onclick_events
export const anchorHref = defineRule({
  id: 'anchor-href',
  severity: 'warning',
  docs: {
    summary: 'An <a> has no real href: none, "#", or a javascript: URL.',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/a#onclick_events',
  },
  checkElements({ owner, module, elements }, report) {
    if (rendersToImage(module)) return
    for (const element of elements) {
      if (element.tag !== 'a' || element.hasSpread) continue
      const href = element.attributes.find((attribute) => attribute.name === 'href')
      const value = href?.kind === 'string' ? href.text!.trim() : null
      const fake = value !== null && (value === '' || value === '#' || value === '#!' || /^javascript:/i.test(value))
      if (href && !fake) continue
      report(
        href ?? element,
        `"${owner}" renders <a> ${href ? `with href="${value}"` : 'without href'}. ` +
          'Give it the URL it leads to, or use a <button> if it performs an action.',
        'An anchor without a real href is not focusable or is announced as a link that goes nowhere; ' +
          'opening it in a new tab or copying it fails.',
      )
    }
  },
})
