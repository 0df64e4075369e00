import { readFileSync } from 'node:fs'

const FONT_MODULES = ['next/font/google', 'next/font/local']
const PREFIX = '\0flawless-react:next-font:'

/**
 * next/font/google and next/font/local exist only inside Next's compiler, which rewrites
 * each call at build time; under vitest the real modules throw. This vite plugin serves
 * them as functions returning what a component reads — className, style, variable — with
 * one named export per font the importing file names, since a module's exports must be
 * known when it is linked.
 */
export function nextFont(): {
  name: string
  enforce: 'pre'
  resolveId(id: string, importer?: string): string | undefined
  load(id: string): string | undefined
} {
  return {
    name: 'flawless-react:next-font',
    enforce: 'pre',
    resolveId(id, importer) {
      if (!FONT_MODULES.includes(id) || importer === undefined) return undefined
      return `${PREFIX}${id}|${importer.split('?')[0]}`
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined
      const [module, importer] = id.slice(PREFIX.length).split('|') as [string, string]
      const names = importedNames(readFileSync(importer, 'utf8'), module)
      return [
        'function font(family) {',
        '  const name = family.replace(/_/g, " ")',
        '  return (options = {}) => ({ className: `__font_${family}`, style: { fontFamily: `"${name}"` }, ' +
          '...(options.variable ? { variable: `__variable_${family}` } : {}) })',
        '}',
        ...names.map((name) => `export const ${name} = font(${JSON.stringify(name)})`),
        `export default font(${JSON.stringify(module === 'next/font/local' ? 'local' : 'google')})`,
      ].join('\n')
    },
  }
}

/** The names a file imports from a module: `{ Inter, Roboto_Mono as Mono }` gives Inter and Roboto_Mono. */
function importedNames(source: string, module: string): string[] {
  const names = new Set<string>()
  const quoted = module.replace(/[/]/g, '\\/')
  const pattern = new RegExp(
    `import\\s+(?:type\\s+)?(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  )
  for (const match of source.matchAll(pattern)) {
    for (const specifier of match[1]!.split(',')) {
      const name = specifier
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, '')
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name)
    }
  }
  return [...names]
}
