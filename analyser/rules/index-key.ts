import { defineRule } from './rule.js'

// https://react.dev/learn/rendering-lists#why-does-react-need-keys
export const indexKey = defineRule({
  id: 'index-key',
  severity: 'warning',
  docs: {
    summary: 'A list element uses the .map() index as its key.',
    url: 'https://react.dev/learn/rendering-lists#why-does-react-need-keys',
  },
  checkElements({ owner, elements }, report) {
    for (const element of elements) {
      const index = element.mapped?.index
      if (!index) continue
      const key = element.attributes.find((attribute) => attribute.name === 'key')
      if (
        !key ||
        key.text === null ||
        !new RegExp(`(^|[^\\w$.])${index.replace(/\$/g, '\\$')}([^\\w$]|$)`).test(key.text)
      )
        continue
      // `title + index` or `item.id || index` is index-dependent too; the message quotes it rather than overstating it.
      const how =
        key.text === index
          ? `by the .map() index "${index}"`
          : `with "${key.text}", which uses the .map() index "${index}"`
      report(
        key,
        `"${owner}" keys <${element.tag}> ${how}. Use a stable id from the item itself.`,
        'An index key changes meaning when items are inserted, removed or reordered: ' +
          'state and focus move to the wrong item.',
      )
    }
  },
})
