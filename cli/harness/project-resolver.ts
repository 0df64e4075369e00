import * as path from 'node:path'
import { Analyser } from '../../analyser/index.js'

/**
 * A vite plugin that resolves the project's own bare imports — `@/lib/api` through
 * tsconfig `paths`, `components/nav` through a jsconfig `baseUrl`, `@acme/ui` to a
 * workspace package's sources — with the analyser's resolver, so a suite loads exactly
 * the modules the analysis followed. Relative imports, packages and what the run aliases
 * (React, the stubs) are left to vite: the analyser calls them external.
 */
export function projectResolver(root: string): {
  name: string
  enforce: 'pre'
  resolveId(specifier: string, importer?: string): string | undefined
} {
  const resolver = new Analyser().suiteResolver({ root })
  return {
    name: 'flawless-react:project-resolver',
    enforce: 'pre',
    resolveId(specifier, importer) {
      if (importer === undefined || !isBareSpecifier(specifier)) return undefined
      const from = path.relative(root, importer.split('?')[0]!)
      if (from.startsWith('..') || path.isAbsolute(from) || from.split(path.sep).includes('node_modules'))
        return undefined
      const file = resolver.resolve(from.split(path.sep).join('/'), specifier)
      return file === null ? undefined : path.join(root, file)
    },
  }
}

/** `@/lib/api`, `components/nav`, `react`: not relative, absolute, virtual or a URL. */
function isBareSpecifier(specifier: string): boolean {
  return !/^(\.|\/|\0|[a-zA-Z][\w+.-]*:)/.test(specifier)
}
