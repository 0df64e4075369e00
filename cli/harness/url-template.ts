/**
 * A URL as the analyser read it from source: literal text with `${…}` parts standing for
 * whatever the expression evaluates to. Expressions may hold braces of their own
 * (`${new URLSearchParams({ page }).toString()}`), so parts are found by counting them.
 */
export type UrlPart = { literal: string } | { expression: string }

export function splitUrlTemplate(url: string): UrlPart[] {
  const parts: UrlPart[] = []
  let literalStart = 0
  let index = 0
  while (index < url.length) {
    if (url[index] !== '$' || url[index + 1] !== '{') {
      index++
      continue
    }
    let depth = 1
    let end = index + 2
    while (end < url.length && depth > 0) {
      if (url[end] === '{') depth++
      else if (url[end] === '}') depth--
      end++
    }
    // An unclosed `${` is text, as a template literal could not have held it.
    if (depth > 0) break
    if (index > literalStart) parts.push({ literal: url.slice(literalStart, index) })
    parts.push({ expression: url.slice(index + 2, end - 1) })
    literalStart = end
    index = end
  }
  if (literalStart < url.length) parts.push({ literal: url.slice(literalStart) })
  return parts
}
