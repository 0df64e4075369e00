/**
 * The packages vite's dependency optimizer could not bundle for a browser run, read from its
 * error: an import inside one that resolves to nothing (`@prisma/client`'s `sql.mjs` re-exports
 * a client `prisma generate` never wrote). The optimizer bundles every dependency of every suite
 * at once, so one such package stops the whole run before any suite loads; left out of it, the
 * package fails only the suites that import it, each naming its own error.
 */
export function findPackagesPrebundlingRefused(output: string): string[] {
  const at = output.indexOf('Error during dependency optimization')
  if (at === -1) return []
  const failure = output.slice(at)
  const files = [
    // rolldown (vite 7 and later): `Could not resolve '../x.mjs' in node_modules/@prisma/client/sql.mjs`
    ...[...failure.matchAll(/Could not resolve '[^']+' in (\S+)/g)].map((match) => match[1]!),
    // esbuild (vite 6 and earlier): the importer's location on the line below `✘ [ERROR] Could not resolve "x"`
    ...[...failure.matchAll(/^\s+(\S*node_modules\/\S+?):\d+:\d+:/gm)].map((match) => match[1]!),
  ]
  const packages = files.flatMap((file) => {
    const inside = file.lastIndexOf('node_modules/')
    if (inside === -1) return []
    const [scope, name] = file.slice(inside + 'node_modules/'.length).split('/')
    if (!scope || (scope.startsWith('@') && !name)) return []
    return [scope.startsWith('@') ? `${scope}/${name}` : scope]
  })
  return [...new Set(packages)].sort()
}
