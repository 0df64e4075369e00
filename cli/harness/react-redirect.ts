import * as path from 'node:path'

/**
 * Where an import of react, react-dom or scheduler must resolve from so that it reaches the run's
 * pair (`pair`: each package's real folder): a file inside that package, from which Node finds the
 * package itself. Null when the import is not of the pair, or comes from inside it (react-dom's own
 * imports of react and scheduler already find its partners).
 */
export function findRedirect(
  pair: Readonly<Record<string, string>>,
  specifier: string,
  importer: string | null,
): string | null {
  const folder = pair[specifier.split('/')[0]!]
  if (folder === undefined) return null
  const inside = (file: string, parent: string): boolean => {
    const relative = path.relative(parent, file)
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
  }
  if (importer !== null && Object.values(pair).some((member) => inside(importer, member))) return null
  return path.join(folder, 'package.json')
}
