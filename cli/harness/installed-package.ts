/**
 * The installed package a file belongs to: the name after its last `node_modules/`, scoped or not (pnpm's
 * `.pnpm/x@1/node_modules/x/` is `x`). Null outside node_modules, and for a folder of a tool's own under it (`.vite`,
 * `.pnpm`). A `file://` URL and Windows separators read as the path.
 */
export function findInstalledPackage(file: string): string | null {
  const normal = file.replace(/^file:\/\//, '').replace(/\\/g, '/')
  const at = normal.lastIndexOf('/node_modules/')
  if (at === -1) return null
  const [first, second] = normal.slice(at + '/node_modules/'.length).split('/')
  if (!first || first.startsWith('.')) return null
  return first.startsWith('@') ? (second ? `${first}/${second}` : null) : first
}
