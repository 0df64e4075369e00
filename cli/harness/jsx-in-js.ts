import { toProjectFile } from './project-file.js'

/** What the plugin needs of the vite a run is on: vite 8's oxc transform, or an earlier one's esbuild. */
export interface ViteTransforms {
  transformWithOxc?: (code: string, file: string, options: object) => Promise<{ code: string; map: unknown }>
  transformWithEsbuild?: (code: string, file: string, options: object) => Promise<{ code: string; map: unknown }>
}

const SCRIPT = /\.(js|mjs|cjs)$/

/**
 * Next.js, Create React App and Expo compile JSX written in `.js` files (`components/Badge/Badge.js`);
 * vite compiles JSX only in `.jsx` and `.tsx`, and its import analysis stops on the first
 * element. This vite plugin compiles the project's own `.js` files as JSX, which plain
 * JavaScript also is, before anything else reads them; installed packages are left alone.
 */
export function jsxInJs(
  root: string,
  vite: ViteTransforms,
): {
  name: string
  enforce: 'pre'
  transform(code: string, id: string): Promise<{ code: string; map: unknown }> | undefined
} {
  return {
    name: 'flawless-react:jsx-in-js',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!
      if (!SCRIPT.test(file) || toProjectFile(root, file) === null) return undefined
      if (vite.transformWithOxc)
        return vite.transformWithOxc(code, file, { lang: 'jsx', jsx: { runtime: 'automatic', importSource: 'react' } })
      return vite.transformWithEsbuild?.(code, file, { loader: 'jsx', jsx: 'automatic', jsxImportSource: 'react' })
    },
  }
}
