import picomatch from 'picomatch'

/**
 * Whether a project file falls under the config's `ignores`: each a glob as fast-glob reads
 * it, or a file or folder named as it is, as an entry is (`legacy` ignores `legacy/**`).
 */
export function toIgnoreMatcher(ignores: readonly string[]): (file: string) => boolean {
  const matchers = ignores.map((pattern) => {
    const relative = pattern.replace(/^\.\//, '')
    const glob = picomatch(relative, { dot: true })
    const folder = `${relative.replace(/\/+$/, '')}/`
    return (file: string) => glob(file) || file.startsWith(folder)
  })
  return (file) => matchers.some((matches) => matches(file))
}
