import type { Failure } from './failure-causes.js'

/** One line for many failures of one cause a person fixes once: packages not installed, clients not generated. */

export function countSuites(files: number): string {
  return `${files} suite file${files === 1 ? '' : 's'}`
}
/**
 * One line for suites that stopped on an import of a package the project has not
 * installed: hundreds of "Failed to resolve import" failures have one cause and one fix.
 * A specifier that names a place in the project (`components/nav` under a `baseUrl`,
 * `@/lib/db`) is never called a package.
 */
export function describeMissingPackages(
  failures: readonly Failure[],
  isProjectSpecifier: (importer: string, specifier: string) => boolean,
  isInstalled: (name: string) => boolean,
): string | null {
  const filesByPackage = new Map<string, Set<string>>()
  for (const failure of failures) {
    const [, specifier, importer] = /Failed to resolve import "([^"]+)" from "([^"]+)"/.exec(failure.message) ?? []
    // `virtual:…`, `node:…`: a plugin's or the platform's; `#app/…`: a package.json's subpath import. Never a
    // package to install.
    if (specifier === undefined || /^[./#]/.test(specifier) || specifier.includes(':')) continue
    if (isProjectSpecifier(importer!, specifier)) continue
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/')
    // `@/lib` or `~/lib` is a path alias the tsconfig does not declare, not a package.
    if (/^[@~]\//.test(name) || name === '@' || name === '~') continue
    // Installed, but without that entry point: a version mismatch, which the failure itself names.
    if (isInstalled(name)) continue
    filesByPackage.set(name, (filesByPackage.get(name) ?? new Set()).add(failure.file))
  }
  if (filesByPackage.size === 0) return null
  const files = new Set([...filesByPackage.values()].flatMap((set) => [...set])).size
  const ranked = [...filesByPackage].sort(([a, left], [b, right]) => right.size - left.size || a.localeCompare(b))
  const listed = ranked
    .slice(0, 5)
    .map(([name, set], index) => `${name} (${set.size}${index === 0 ? ` file${set.size === 1 ? '' : 's'}` : ''})`)
  const more = ranked.length > 5 ? ` and ${ranked.length - 5} more` : ''
  const packages = `${ranked.length} package${ranked.length === 1 ? '' : 's'}`
  const suites = `${files} suite file${files === 1 ? '' : 's'}`
  const are = ranked.length === 1 ? 'is' : 'are'
  return (
    `${suites} could not load because ${packages} the components import ${are} not installed: ` +
    `${listed.join(', ')}${more}. Install the project's dependencies and run again.`
  )
}

// Clients a package's install script or a CLI generates into node_modules, which an install with --ignore-scripts
// (as CI often runs it) or a fresh clone leaves out.
const GENERATED_CLIENTS = [{ module: '.prisma/client', command: 'npx prisma generate' }]

/** One line for suites that stopped on a generated client that is not there, naming the command that makes it. */
export function describeUngeneratedClients(failures: readonly Failure[]): string | null {
  for (const { module, command } of GENERATED_CLIENTS) {
    const files = new Set(
      failures.filter((failure) => failure.message.includes(`'${module}`)).map((failure) => failure.file),
    )
    if (files.size === 0) continue
    return (
      `${countSuites(files.size)} stopped on ${module}, which is generated, not installed: run ${command} in the ` +
      'project (an install with --ignore-scripts skips it), then run again.'
    )
  }
  return null
}
