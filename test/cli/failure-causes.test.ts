import { describe, expect, it } from 'vitest'
import { addOrigin, groupFailures } from '../../cli/generate/failure-causes.js'
import { sayWarningsOnce } from '../../cli/generate/vitest-process.js'

const SUITES = 'tests/flawless/perf-harness/src'

describe('groupFailures', () => {
  it('gives one cause for failures that differ only in the subject they name, with every suite under it', () => {
    expect(
      groupFailures([
        {
          file: `${SUITES}/a.A.flawless.tsx`,
          name: 'A renders',
          message: 'Error: User does not exist!\n    at a.tsx:3',
        },
        {
          file: `${SUITES}/price.Price.flawless.tsx`,
          name: 'Price renders',
          message: 'Error: src/price.tsx#Price renders in 30.10 ms of CPU time, up from 1.20 ms: +2408%, p = 1.2e-5.',
        },
        { file: `${SUITES}/b.B.flawless.tsx`, name: 'B renders', message: 'Error: User does not exist!' },
        {
          file: `${SUITES}/list.List.flawless.tsx`,
          name: 'List renders',
          message: 'Error: src/list.tsx#List renders in 9.00 ms of CPU time, up from 2.00 ms: +350%, p = 4.0e-4.',
        },
        { file: `${SUITES}/b.B.flawless.tsx`, name: 'B leaks', message: 'Error: User does not exist!' },
        { file: `${SUITES}/c.C.flawless.tsx`, name: '(the file did not load)', message: '' },
      ]),
    ).toEqual([
      {
        cause: 'Error: User does not exist!',
        count: 3,
        files: [`${SUITES}/a.A.flawless.tsx`, `${SUITES}/b.B.flawless.tsx`],
      },
      {
        cause: 'Error: src/price.tsx#Price renders in 30.10 ms of CPU time, up from 1.20 ms: +2408%, p = 1.2e-5.',
        count: 2,
        files: [`${SUITES}/price.Price.flawless.tsx`, `${SUITES}/list.List.flawless.tsx`],
      },
      { cause: '(the file did not load)', count: 1, files: [`${SUITES}/c.C.flawless.tsx`] },
    ])
  })

  it('keeps causes apart when their words differ', () => {
    const causes = groupFailures([
      { file: 'a.flawless.tsx', name: 'a', message: 'TypeError: Cannot read properties of undefined (reading "id")' },
      { file: 'b.flawless.tsx', name: 'b', message: 'TypeError: Cannot read properties of null (reading "id")' },
    ])
    expect(causes.map((cause) => cause.count)).toEqual([1, 1])
  })

  it('keeps apart load failures with the same words thrown at different places, and together those at one', () => {
    const loadFailure = (file: string, origin: string) => ({
      file,
      name: '(the file did not load)',
      message: addOrigin('Invalid environment variables\nmore detail', origin),
    })
    expect(
      groupFailures([
        loadFailure(`${SUITES}/a.A.flawless.tsx`, 'env.mjs:4 via lib/utils.ts:4'),
        loadFailure(`${SUITES}/b.B.flawless.tsx`, 'env.mjs:4 via lib/auth.ts:7'),
        loadFailure(`${SUITES}/c.C.flawless.tsx`, 'env.mjs:4 via lib/utils.ts:4'),
        loadFailure(`${SUITES}/page.Page.flawless.tsx`, 'env.mjs:4 via app/(marketing)/page.tsx:3'),
      ]),
    ).toEqual([
      {
        cause: 'Invalid environment variables (at env.mjs:4 via lib/utils.ts:4)',
        count: 2,
        files: [`${SUITES}/a.A.flawless.tsx`, `${SUITES}/c.C.flawless.tsx`],
      },
      {
        cause: 'Invalid environment variables (at env.mjs:4 via app/(marketing)/page.tsx:3)',
        count: 1,
        files: [`${SUITES}/page.Page.flawless.tsx`],
      },
      {
        cause: 'Invalid environment variables (at env.mjs:4 via lib/auth.ts:7)',
        count: 1,
        files: [`${SUITES}/b.B.flawless.tsx`],
      },
    ])
  })
})

describe('sayWarningsOnce: a run’s stderr, each warning once', () => {
  it('drops a warning line said before, in any chunk, and passes errors and their stack frames whole', () => {
    const said: string[] = []
    const output = sayWarningsOnce((chunk) => said.push(chunk))
    const deprecation = '[vite:react-swc] We recommend switching to `@vitejs/plugin-react` for better performance.'
    output.write(`${deprecation}\n(!) Failed to run dependency scan.\n`)
    output.write('TypeError: boom\n    at render (src/a.tsx:1:1)\n')
    // The second vitest process of the run loads the same config: the same lines, split across chunks.
    output.write(`${deprecation.slice(0, 20)}`)
    output.write(`${deprecation.slice(20)}\nTypeError: boom\n    at render (src/a.tsx:1:1)\nno line break`)
    output.flush()
    expect(said.join('')).toBe(
      `${deprecation}\n(!) Failed to run dependency scan.\n` +
        'TypeError: boom\n    at render (src/a.tsx:1:1)\n' +
        'TypeError: boom\n    at render (src/a.tsx:1:1)\nno line break',
    )
  })
})
