import { describe, expect, it } from 'vitest'
import { Analyser } from '../../analyser/index.js'
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

  it('answers as a fresh analyser after each edit, whether it left outlines and resolution as they were or not', () => {
    // A warm call reuses the render modes and importers the last one derived from the outlines
    // when nothing they were derived from changed; each edit below changes one of those inputs,
    // or none, and the answer must be the one a fresh analyser gives.
    const { analyser, volume, fs } = createProject({
      ...FILES,
      'app/about/page.tsx': `import { Card } from '@/components/card'

export default function About() {
  return <Card />
}
`,
      'components/card.tsx': `export function Card() {
  return <section>About</section>
}
`,
    })
    const write = (file: string, text: string) => volume.writeFileSync(`${ROOT}/${file}`, text)
    const edits: [string, () => void][] = [
      [
        'a body (outlines unchanged)',
        () => write('components/card.tsx', FILES['components/greeting.tsx'].replace('Greeting', 'Card')),
      ],
      ['a comment (outlines unchanged)', () => write('app/page.tsx', `${FILES['app/page.tsx']}// reviewed\n`)],
      [
        'a directive',
        () => write('components/card.tsx', `'use client'\nexport function Card() {\n  return <p />\n}\n`),
      ],
      [
        'tsconfig paths (resolution)',
        () => write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } })),
      ],
      [
        'a nested tsconfig (resolution)',
        () => write('app/about/tsconfig.json', JSON.stringify({ compilerOptions: {} })),
      ],
      [
        'the framework',
        () => write('package.json', JSON.stringify({ dependencies: { vite: '6.0.0', react: '19.0.0' } })),
      ],
      ['back to Next.js', () => write('package.json', FILES['package.json'])],
      ['a new file', () => write('components/extra.tsx', `export function Extra() {\n  return <i />\n}\n`)],
    ]
    analyser.analyse({ root: ROOT, entry: '.' })
    for (const [edit, apply] of edits) {
      apply()
      const fresh = new Analyser({ fs }).analyse({ root: ROOT, entry: '.' })
      expect(analyser.analyse({ root: ROOT, entry: '.' }), edit).toEqual(fresh)
    }
  })

  it('answers a narrower call as a fresh analyser after a body edit changes what a file flowed over references', () => {
    // The header of card.tsx stays as it was; its outline does not: Card comes to render Button.
    const card = (renders: string) => `import { Button } from './button'

export function Card() {
  return ${renders}
}

export function helper() {
  return Button
}
`
    const { analyser, volume, fs } = createProject({
      ...FILES,
      'app/about/page.tsx': `import { Card } from '../../components/card'

export default function About() {
  return <Card />
}
`,
      'components/card.tsx': card('<section />'),
      'components/button.tsx': 'export function Button() {\n  return <button />\n}\n',
      'components/menu.tsx': `'use client'
import { helper } from './card'

export function Menu() {
  return helper()
}
`,
    })
    const modeOfButton = (of: Analyser) =>
      of.analyse({ root: ROOT, entry: 'components/button.tsx' }).components.map((each) => each.render_mode)
    expect(modeOfButton(analyser)).toEqual(['client'])
    volume.writeFileSync(`${ROOT}/components/card.tsx`, card('<Button />'))
    expect(modeOfButton(new Analyser({ fs }))).toEqual(['shared'])
    expect(modeOfButton(analyser)).toEqual(['shared'])
  })

  it('reads a declaration file when a props type is looked up in it, parses it once, and sees it edited', () => {
    const { analyser, volume } = createProject({
      'package.json': FILES['package.json'],
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.' } }),
      'types/index.d.ts': 'export type Author = { name: string }\n',
      'types/unused.d.ts': 'export type Unused = { id: string }\n',
      'components/byline.tsx': `import type { Author } from 'types'

export function Byline({ author }: { author: Author }) {
  return <p>{author.name}</p>
}
`,
    })
    const unresolved = () => analyser.analyse({ root: ROOT, entry: '.' }).components[0]!.unresolved_props
    expect(unresolved()).toEqual([])
    expect(analyser.lastCall).toEqual({ filesRead: 2, filesParsed: 2, filesSummarised: 1 })
    expect(unresolved()).toEqual([])
    expect(analyser.lastCall).toEqual({ filesRead: 2, filesParsed: 0, filesSummarised: 1 })
    volume.writeFileSync(`${ROOT}/types/index.d.ts`, 'export type Writer = { name: string }\n')
    expect(unresolved()).toEqual([
      { prop: 'author', reason: 'Its type "Author" cannot be built: type "Author" is not declared in the project.' },
    ])
    expect(analyser.lastCall).toEqual({ filesRead: 2, filesParsed: 1, filesSummarised: 1 })
    // Nothing asks about props: the declaration file is not read at all.
    analyser.tree({ root: ROOT, roots: ['components/byline.tsx'] })
    expect(analyser.lastCall).toEqual({ filesRead: 1, filesParsed: 0, filesSummarised: 1 })
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
