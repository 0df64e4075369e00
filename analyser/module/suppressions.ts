import type { SuppressionDirective } from '../summary/module-summary.js'

// ESLint's disable comments, which people already write:
// https://eslint.org/docs/latest/use/configure/rules#disabling-rules
const DIRECTIVE = /(\/\/|\/\*)[ \t]*flawless-ignore-(next-line|file)(?![\w-])/g

/**
 * The `flawless-ignore-next-line` and `flawless-ignore-file` comments of a source, read from
 * its text: the parse keeps no comments, and a scan for one marker costs nothing on the
 * files that have none. A line comment runs to the end of its line, a block comment to its
 * close; after the marker come rule ids, separated by commas or spaces, then `-- reason`.
 */
export function readSuppressions(source: string): SuppressionDirective[] {
  if (!source.includes('flawless-ignore-')) return []
  const directives: SuppressionDirective[] = []
  for (const match of source.matchAll(DIRECTIVE)) {
    const start = match.index
    const bodyStart = start + match[0].length
    const isBlock = match[1] === '/*'
    const lineEnd = source.indexOf('\n', bodyStart)
    const blockEnd = isBlock ? source.indexOf('*/', bodyStart) : -1
    const bodyEnd = isBlock ? (blockEnd === -1 ? source.length : blockEnd) : lineEnd === -1 ? source.length : lineEnd
    const [list = '', ...reason] = source.slice(bodyStart, bodyEnd).split(/\s--\s|\s--$/)
    const before = source.slice(0, start)
    const line = countLines(before)
    const endLine = line + countLines(source.slice(start, bodyEnd)) - 1
    directives.push({
      kind: match[2] as SuppressionDirective['kind'],
      rules: list.split(/[\s,]+/).filter((id) => id !== ''),
      reason: reason.join(' -- ').trim() || null,
      line,
      column: start - before.lastIndexOf('\n'),
      covers: match[2] === 'next-line' ? endLine + 1 : null,
    })
  }
  return directives
}

function countLines(text: string): number {
  let lines = 1
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lines++
  return lines
}
