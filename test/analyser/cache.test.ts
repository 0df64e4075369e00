import { describe, expect, it } from 'vitest'
import { createProject, ROOT } from '../helpers/memfs-project.js'

const FILES = {
  'package.json': JSON.stringify({ dependencies: { next: '15.3.2' } }),
  'app/page.tsx': `import { Greeting } from '../components/greeting'

export default function Page() {
  return <Greeting name="Ada" />
}
`,
  'components/greeting.tsx': `export function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}
`,
}

describe('the analyser instance', () => {
  it('answers a repeated call exactly as the first, from its cache', () => {
    const { analyser } = createProject(FILES)
    const first = analyser.analyse({ root: ROOT, entry: '**/*.tsx' })
    expect(analyser.lastCall).toEqual({ filesRead: 2, filesParsed: 2, filesSummarised: 2 })
    const second = analyser.analyse({ root: ROOT, entry: '**/*.tsx' })
    expect(analyser.lastCall).toEqual({ filesRead: 2, filesParsed: 0, filesSummarised: 2 })
    expect(second).toEqual(first)
  })

  it('sees an edited file on the next call: the cache is keyed by content', () => {
    const { analyser, volume } = createProject(FILES)
    expect(analyser.analyse({ root: ROOT, entry: 'components' }).components[0]!.render_mode).toBe('rsc')
    volume.writeFileSync(`${ROOT}/components/greeting.tsx`, `'use client'\n${FILES['components/greeting.tsx']}`)
    const after = analyser.analyse({ root: ROOT, entry: 'components' })
    // Greeting's used_by reads app/page.tsx, which renders it: summarised, though not parsed again.
    expect(analyser.lastCall).toEqual({ filesRead: 2, filesParsed: 1, filesSummarised: 2 })
    expect(after.components[0]!.render_mode).toBe('client')
    expect(after.components[0]!.line).toBe(2)
  })

  it('keeps two roots apart: one call never reads the other project', () => {
    const { analyser, volume } = createProject(FILES)
    volume.mkdirSync('/second/components', { recursive: true })
    volume.writeFileSync('/second/package.json', '{}')
    volume.writeFileSync('/second/components/greeting.tsx', `export function Greeting() {\n  return <p>Hi</p>\n}\n`)
    const first = analyser.analyse({ root: ROOT, entry: 'components/greeting.tsx' })
    const second = analyser.analyse({ root: '/second', entry: 'components/greeting.tsx' })
    expect(first.components[0]!.prop_names).toEqual(['name'])
    expect(second.components[0]!.prop_names).toEqual([])
    expect(second.files_read).toBe(1)
  })

  it('writes nothing: the tree is byte-identical afterwards', () => {
    const { analyser, volume } = createProject(FILES)
    const before = volume.toJSON()
    analyser.analyse({ root: ROOT, entry: '.' })
    expect(volume.toJSON()).toEqual(before)
  })
})
