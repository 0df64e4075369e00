import { readFileSync } from 'node:fs'
import * as path from 'node:path'

/**
 * Create React App's way with `.svg` imports, which its webpack config gives through svgr and
 * vite does not: the default export is the file's URL, and `ReactComponent` draws the SVG
 * (`import { ReactComponent as Logo } from './logo.svg'`). Without it `ReactComponent` is
 * undefined, and `styled(Logo)` throws as the module loads. The component here renders the
 * file's own `<svg>` with its attributes and content, the props on top, as svgr's does.
 * https://create-react-app.dev/docs/adding-images-fonts-and-files/#adding-svgs
 *
 * `exported: 'component'` is react-native-svg-transformer's way, which an Expo app's metro.config puts in place of
 * Metro's asset loader: the default export is the component (`import Logo from './logo.svg'`, then `<Logo />`),
 * where a URL failed as an element's name.
 */
export function svgComponents(
  root: string,
  exported: 'url' | 'component' = 'url',
): {
  name: string
  enforce: 'pre'
  load(id: string): string | undefined
} {
  return {
    name: 'flawless-react:svg-components',
    enforce: 'pre',
    load(id) {
      // `?url`, `?raw` and other queries ask for something else.
      if (!id.endsWith('.svg') || id.includes('?')) return undefined
      let text: string
      try {
        text = readFileSync(id, 'utf8')
      } catch {
        return undefined
      }
      const url = `/${path.relative(root, id).split(path.sep).join('/')}`
      return toSvgModule(text, url, exported)
    },
  }
}

/** The module an `.svg` file is: a component that draws it, and by default its URL (CRA) or the component. */
export function toSvgModule(text: string, url: string, exported: 'url' | 'component' = 'url'): string {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg\s*>/i.exec(text)
  const attributes = match ? readAttributes(match[1]!) : {}
  const content = match ? match[2]!.trim() : ''
  return `import { createElement, forwardRef } from 'react'
const attributes = ${JSON.stringify(attributes)}
const content = ${JSON.stringify(content)}
export const ReactComponent = forwardRef(function SvgComponent({ children, title, ...props }, ref) {
  return createElement('svg', { ...attributes, ...props, ref, dangerouslySetInnerHTML: { __html: content } })
})
export default ${exported === 'url' ? JSON.stringify(url) : 'ReactComponent'}
`
}

const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g

/** An SVG tag's attributes as React props: `stroke-width` as `strokeWidth`, `class` as `className`. */
function readAttributes(source: string): Record<string, string | Record<string, string>> {
  const props: Record<string, string | Record<string, string>> = {}
  for (const [, name, double, single] of source.matchAll(ATTRIBUTE)) {
    const value = double ?? single ?? ''
    if (name === 'style') props.style = readStyle(value)
    else props[toPropName(name!)] = value
  }
  return props
}

function toPropName(name: string): string {
  if (name === 'class') return 'className'
  if (name.startsWith('data-') || name.startsWith('aria-')) return name
  return name.replace(/[-:]([a-z])/g, (_match, letter: string) => letter.toUpperCase())
}

function readStyle(style: string): Record<string, string> {
  const declarations: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon === -1) continue
    const property = declaration.slice(0, colon).trim()
    if (property !== '') declarations[toPropName(property)] = declaration.slice(colon + 1).trim()
  }
  return declarations
}
