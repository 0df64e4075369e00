import * as path from 'node:path'
import { Analyser } from '../../analyser/index.js'
import { toProjectFile } from './project-file.js'

/**
 * A vite plugin that resolves the project's own bare imports — `@/lib/api` through
 * tsconfig `paths`, `components/nav` through a jsconfig `baseUrl`, `@acme/ui` to a
 * workspace package's sources — with the analyser's resolver, so a suite loads exactly
 * the modules the analysis followed. Relative imports, packages and what the run aliases
 * (React, the stubs) are left to vite: the analyser calls them external.
 */
export function projectResolver(
  root: string,
  { serverActions = false }: { serverActions?: boolean } = {},
): {
  name: string
  enforce: 'pre'
  resolveId(specifier: string, importer?: string): string | undefined
  load(id: string, options?: { ssr?: boolean }): string | undefined
} {
  const resolver = new Analyser().suiteResolver({ root })
  return {
    name: 'flawless-react:project-resolver',
    enforce: 'pre',
    // A Next.js client suite (jsdom) gets a 'use server' module as the client does: functions that call the
    // server, here ones that do nothing, never the module, which reads the server's env and database.
    load(id, options) {
      if (!serverActions || options?.ssr) return undefined
      const from = toProjectFile(root, id)
      const names = from === null ? null : resolver.serverActionExports(from)
      if (names === null) return undefined
      return names
        .map((name) =>
          name === 'default' ? 'export default async function action() {}' : `export async function ${name}() {}`,
        )
        .join('\n')
    },
    resolveId(specifier, importer) {
      if (importer === undefined || !isBareSpecifier(specifier)) return undefined
      const from = toProjectFile(root, importer)
      if (from === null) return undefined
      // `@/icons/plus.svg?react`: the file resolves as the analyser's, the query stays for the plugin that reads it.
      const query = specifier.indexOf('?')
      const bare = query === -1 ? specifier : specifier.slice(0, query)
      const file = resolver.resolve(from, bare)
      return file === null ? undefined : path.join(root, file) + (query === -1 ? '' : specifier.slice(query))
    },
  }
}

/** `@/lib/api`, `components/nav`, `react`: not relative, absolute, virtual or a URL. */
function isBareSpecifier(specifier: string): boolean {
  return !/^(\.|\/|\0|[a-zA-Z][\w+.-]*:)/.test(specifier)
}
