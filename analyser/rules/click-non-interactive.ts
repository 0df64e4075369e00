import { rendersToImage } from './image-response.js'
import { defineRule } from './rule.js'

// Elements with no interactive role of their own (https://www.w3.org/WAI/ARIA/apg/practices/keyboard-interface/).
const NON_INTERACTIVE = new Set([
  'div',
  'span',
  'p',
  'li',
  'ul',
  'ol',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'img',
  'td',
  'tr',
  'th',
  'table',
  'tbody',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'i',
  'b',
  'svg',
  'dl',
  'dt',
  'dd',
])
const KEY_HANDLERS = ['onKeyDown', 'onKeyUp', 'onKeyPress']

export const clickNonInteractive = defineRule({
  id: 'click-non-interactive',
  severity: 'warning',
  docs: {
    summary: 'A non-interactive element has a click handler but no role, or no keyboard handler.',
    url: 'https://www.w3.org/WAI/ARIA/apg/practices/keyboard-interface/',
  },
  checkElements({ owner, module, elements }, report) {
    if (rendersToImage(module)) return
    for (const element of elements) {
      if (!element.intrinsic || !NON_INTERACTIVE.has(element.tag) || element.hasSpread) continue
      const names = new Set(element.attributes.map((attribute) => attribute.name))
      if (!names.has('onClick')) continue
      const missing = [
        names.has('role') ? null : 'a role',
        KEY_HANDLERS.some((handler) => names.has(handler)) ? null : 'a keyboard handler',
      ].filter(Boolean)
      if (missing.length === 0) continue
      report(
        element,
        `"${owner}" puts onClick on <${element.tag}> without ${missing.join(' or ')}. ` +
          'Use a <button>, or add role="button", tabIndex={0} and onKeyDown for Enter and Space.',
        `A <${element.tag}> cannot be focused or pressed from a keyboard, ` +
          'and assistive technology does not announce it as something to press.',
      )
    }
  },
})
