import { defineRule } from './rule.js'

// https://react.dev/learn/rendering-lists#keeping-list-items-in-order-with-key
export const missingKey = defineRule({
  id: 'missing-key',
  severity: 'warning',
  docs: {
    summary: 'An element returned from .map() has no key.',
    url: 'https://react.dev/learn/rendering-lists#keeping-list-items-in-order-with-key',
  },
  checkElements({ owner, elements }, report) {
    for (const element of elements) {
      if (!element.mapped || element.hasSpread || element.attributes.some((attribute) => attribute.name === 'key'))
        continue
      const fix =
        element.tag === '<>'
          ? 'Use <Fragment key={…}> instead of <>…</>.'
          : `Give <${element.tag}> a key from the item's own stable id, such as key={item.id}.`
      report(
        element,
        `"${owner}" renders <${element.tag === '<>' ? '' : element.tag}> from .map() without a key. ${fix}`,
        'Without keys React matches list items by position, ' +
          'so inserting or reordering items reuses the wrong state and DOM.',
      )
    }
  },
})
