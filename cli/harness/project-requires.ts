import { toProjectFile } from './project-file.js'

const SOURCE = /\.(js|jsx|ts|tsx|mjs)$/
// An ES module: an import or export statement at the start of a line.
const ES_MODULE = /^\s*(?:import\s*[\w${*'"]|export\s)/m
// require('./backend/HospitalBackend') with a relative path written out, or one through the project's own alias
// (`@/assets/images/icon.png`, `~/lib/db`): no package is named `@` or `~`.
const RELATIVE_REQUIRE = /(?<![\w$.])require\(\s*(["'])((?:\.{1,2}|@|~)\/[^"'\n]+)\1\s*\)/g

// The files a bundler serves as assets: images, fonts, media (Metro's and vite's lists share these).
const ASSET = /\.(?:png|jpe?g|gif|webp|avif|bmp|svg|ico|ttf|otf|woff2?|mp4|webm|mov|mp3|wav|m4a|aac|pdf|lottie)$/i

/**
 * A bundler (webpack in Create React App, Next.js) answers `require('./module')` inside a
 * project's ES module with that module's exports, compiled like any other import (casibase's
 * CaaseEditPage requires its backend module in a method). Under vitest the call is Node's own
 * require, which loads the project's file around vite and stops on its first import written
 * without an extension. This vite plugin turns each such call in the project's ES modules
 * into an import of the same module, named once per file: the module is compiled by vite,
 * and the call gives its namespace, as webpack's does. Installed packages are left alone.
 */
export function projectRequires(root: string): {
  name: string
  transform(code: string, id: string): { code: string; map: null } | undefined
} {
  return {
    name: 'flawless-react:project-requires',
    transform(code, id) {
      const file = id.split('?')[0]!
      if (!SOURCE.test(file) || toProjectFile(root, file) === null) return undefined
      if (!code.includes('require(') || !ES_MODULE.test(code)) return undefined
      const names = new Map<string, string>()
      const rewritten = code.replace(RELATIVE_REQUIRE, (_call, _quote: string, specifier: string) => {
        if (!names.has(specifier)) names.set(specifier, `__flawlessRequired${names.size}`)
        return names.get(specifier)!
      })
      if (names.size === 0) return undefined
      // An asset's require gives the asset (its URL, vite's default export), a module's its namespace.
      const imports = [...names].map(([specifier, name]) =>
        ASSET.test(specifier)
          ? `import ${name} from ${JSON.stringify(specifier)};`
          : `import * as ${name} from ${JSON.stringify(specifier)};`,
      )
      // One line, so the module's own lines keep their numbers in a stack.
      return { code: `${imports.join(' ')}${rewritten}`, map: null }
    },
  }
}
