import { type ReactNode, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { awaitAsyncComponents } from '../../cli/harness/render.js'

async function Stars({ count }: { count: number }) {
  return createElement('p', null, `${await Promise.resolve(count)} stars`)
}
async function Page() {
  const title = await Promise.resolve('Repo')
  return createElement(Section, { title }, createElement(Stars, { count: 3 }), createElement('span', { key: 'x' }, 'x'))
}
function Section({ title, children }: { title: string; children?: ReactNode }) {
  return createElement('section', null, createElement('h1', null, title), children)
}
function Row() {
  return createElement('div', null, createElement(Stars, { count: 1 }))
}

describe('awaiting async components for a React 18 server renderer', () => {
  it('replaces each async component the tree shows with what it gives: the element, its result, children', async () => {
    const awaited = await awaitAsyncComponents(createElement(Page))
    expect(renderToStaticMarkup(awaited)).toBe('<section><h1>Repo</h1><p>3 stars</p><span>x</span></section>')
  })

  it('leaves what it cannot see without rendering: one inside a component that is not async', async () => {
    const row = createElement(Row)
    expect(await awaitAsyncComponents(row)).toBe(row)
    // The element passed as a prop is awaited; the one Row itself renders stays for React.
    const passed = await awaitAsyncComponents(
      createElement(Section, { title: 't' }, createElement(Stars, { count: 2 })),
    )
    expect(renderToStaticMarkup(passed)).toBe('<section><h1>t</h1><p>2 stars</p></section>')
  })
})
