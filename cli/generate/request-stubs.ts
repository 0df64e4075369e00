import type { SuiteInput } from '../../analyser/index.js'
import { splitUrlTemplate } from '../harness/url-template.js'
import { type Gap, LINE_WIDTH, inComment, printValue, quote, synthesise } from './values.js'

/**
 * `stubRequests([…])`: each request the rendered subtree makes, answered with a body
 * shaped from the code that makes it, or a guess marked TODO. Server actions are not
 * requests a stub can answer. Empty when nothing is left to stub.
 */
export function renderRequestStubs(input: SuiteInput): string[] {
  const requests = stubbedRequests(input)
  if (requests.length === 0) return []
  const lines = ['  stubRequests([']
  for (const request of requests) {
    const url = request.url === null ? null : readableUrl(request.url)
    const where = url === null ? '(a URL the analyser could not read)' : inComment(url, 100)
    const what =
      request.method === null && url === null
        ? 'this request (the analyser could not read its method or URL)'
        : `${request.method ?? 'requests to'} ${where}`
    if (!request.shaped) {
      const todo = `    // TODO(flawless): answer ${what} with what the API returns; this body is a guess.`
      lines.push(
        ...(todo.length <= LINE_WIDTH
          ? [todo]
          : [`    // TODO(flawless): answer ${what}`, '    // with what the API returns; this body is a guess.']),
      )
    }
    const bodyGaps: Gap[] = []
    const body = synthesise(request.body, 'item', true, bodyGaps)
    const method = `method: ${request.method === null ? 'null' : quote(request.method)}`
    const target = `url: ${url === null ? 'null' : quote(url)}`
    const stub = `    { ${method}, ${target}, body: ${printValue(body, '    ')} },`
    if (stub.length <= LINE_WIDTH && !stub.includes('\n')) lines.push(stub)
    else
      lines.push(
        '    {',
        `      ${method},`,
        `      ${target},`,
        `      body: ${printValue(body, '      ')},`,
        '    },',
      )
  }
  lines.push('  ])', '')
  return lines
}

/** The requests a suite stubs. */
export function stubbedRequests(input: SuiteInput): SuiteInput['requests'] {
  return input.requests.filter((request) => request.via !== 'server-action')
}

/**
 * The URL with each long `${…}` expression shortened to `${…}`: the stub matches any
 * value there, so a ten-line `new URLSearchParams(…)` only makes the line unreadable.
 */
function readableUrl(url: string): string {
  return splitUrlTemplate(url)
    .map((part) => {
      if ('literal' in part) return part.literal
      const expression = inComment(part.expression)
      return `\${${expression.length > 30 ? '…' : expression}}`
    })
    .join('')
}
