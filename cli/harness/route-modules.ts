import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import type * as TypeScript from 'typescript'
import { loadTypeScript, ts } from '../../analyser/parse/typescript-module.js'
import { toProjectFile } from './project-file.js'

/** What a framework runs on the server alone and its client build removes, in the modules it does that to. */
interface ServerCode {
  exports: ReadonlySet<string>
  /** Whether a module (its path from the root, with `/`) is one the framework strips. */
  strips(relative: string): boolean
}

// https://reactrouter.com/explanation/code-splitting#removal-of-server-code
export const ROUTE_SERVER_EXPORTS: ReadonlySet<string> = new Set([
  'loader',
  'action',
  'headers',
  'middleware',
  'unstable_middleware',
])
// https://nextjs.org/docs/pages/building-your-application/data-fetching
export const PAGE_SERVER_EXPORTS: ReadonlySet<string> = new Set([
  'getServerSideProps',
  'getStaticProps',
  'getStaticPaths',
])

const FRAMEWORKS: { packages: readonly string[]; code: ServerCode }[] = [
  {
    // React Router's framework mode and Remix, in any module (routes are wherever app/routes.ts says).
    packages: ['@react-router/dev', '@remix-run/dev'],
    code: { exports: ROUTE_SERVER_EXPORTS, strips: () => true },
  },
  {
    // Next.js's pages router, in its pages.
    packages: ['next'],
    code: { exports: PAGE_SERVER_EXPORTS, strips: (relative) => /^(?:src\/)?pages\//.test(relative) },
  },
]

/**
 * In a React Router framework-mode or Remix app, a route module's component runs in the
 * browser without its `loader`, `action`, `headers` and `middleware`, and a Next.js page
 * without its `getServerSideProps`, `getStaticProps` and `getStaticPaths`, nor what only
 * they use: the framework's client build removes them, so the database client they import
 * (`.server` modules, an ungenerated Prisma client) never loads. This vite plugin does the
 * same to the project's modules a suite loads. Null in any other project.
 */
export function routeModules(root: string): {
  name: string
  enforce: 'pre'
  transform(code: string, id: string): string | undefined
} | null {
  const server = findServerCode(root)
  if (server === null) return null
  return {
    name: 'flawless-react:route-modules',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!
      const relative = toProjectFile(root, file)
      if (relative === null || !/\.[cm]?[jt]sx?$/.test(file) || !server.strips(relative)) return undefined
      return removeServerExports(code, file, server.exports) ?? undefined
    },
  }
}

function findServerCode(root: string): ServerCode | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>
    const dependencies = { ...(manifest.dependencies as object), ...(manifest.devDependencies as object) }
    return FRAMEWORKS.find(({ packages }) => packages.some((name) => name in dependencies))?.code ?? null
  } catch {
    return null
  }
}

/**
 * The module without its server exports and what only they used: top-level functions no one
 * else calls, then import bindings nothing left names (an import left with none goes; one
 * that binds nothing stays, for its side effects). Null when it has no server export.
 */
export function removeServerExports(code: string, file: string, serverExports: ReadonlySet<string>): string | null {
  if (![...serverExports].some((name) => new RegExp(`\\bexport\\b[^\\n]*\\b${name}\\b`).test(code))) return null
  loadTypeScript()
  const kind = /\.tsx?$/.test(file) ? (file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX) : ts.ScriptKind.JSX
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind)
  const edits: { start: number; end: number; text: string }[] = []
  let kept = [...source.statements]
  const drop = (statement: TypeScript.Statement): void => {
    edits.push({ start: statement.getStart(source), end: toLineEnd(code, statement.getEnd()), text: '' })
    kept = kept.filter((other) => other !== statement)
  }
  for (const statement of source.statements) if (isServerExport(statement, serverExports)) drop(statement)
  if (edits.length === 0) return null
  // Helpers only the server exports called go with them, and whatever only those helpers called.
  for (let removed = true; removed; ) {
    removed = false
    const used = collectNames(kept.filter((statement) => !ts.isImportDeclaration(statement)))
    for (const statement of kept) {
      const names = getLocalFunctionNames(statement)
      if (names !== null && names.every((name) => !used.has(name))) {
        drop(statement)
        removed = true
      }
    }
  }
  const used = collectNames(kept.filter((statement) => !ts.isImportDeclaration(statement)))
  for (const statement of kept) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue
    const edit = pruneImport(statement, used, source)
    if (edit !== null) edits.push(edit)
  }
  let text = code
  for (const edit of edits.sort((a, b) => b.start - a.start))
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end)
  return text
}

function hasExportModifier(statement: TypeScript.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  )
}

/** `export function loader`, `export const action = …`, `export { loader }` alone. */
function isServerExport(statement: TypeScript.Statement, serverExports: ReadonlySet<string>): boolean {
  if (ts.isFunctionDeclaration(statement))
    return hasExportModifier(statement) && serverExports.has(statement.name?.text ?? '')
  if (ts.isVariableStatement(statement))
    return (
      hasExportModifier(statement) &&
      statement.declarationList.declarations.every(
        (declaration) => ts.isIdentifier(declaration.name) && serverExports.has(declaration.name.text),
      )
    )
  if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause)
    return (
      ts.isNamedExports(statement.exportClause) &&
      statement.exportClause.elements.every((element) => serverExports.has(element.name.text))
    )
  return false
}

/** The names a non-exported top-level function declares (`function getUser`, `const load = async () => …`). */
function getLocalFunctionNames(statement: TypeScript.Statement): string[] | null {
  if (hasExportModifier(statement)) return null
  if (ts.isFunctionDeclaration(statement) && statement.name) return [statement.name.text]
  if (!ts.isVariableStatement(statement)) return null
  const names: string[] = []
  for (const declaration of statement.declarationList.declarations) {
    const init = declaration.initializer
    if (!ts.isIdentifier(declaration.name) || !init) return null
    if (!ts.isArrowFunction(init) && !ts.isFunctionExpression(init)) return null
    names.push(declaration.name.text)
  }
  return names
}

/**
 * Every identifier the statements mention but the names they declare at the top: more than
 * they read (a property's name too), so nothing read is lost.
 */
function collectNames(statements: readonly TypeScript.Statement[]): Set<string> {
  const names = new Set<string>()
  const declared = new Set<TypeScript.Node>()
  const visit = (node: TypeScript.Node): void => {
    if (ts.isIdentifier(node) && !declared.has(node)) names.add(node.text)
    ts.forEachChild(node, visit)
  }
  for (const statement of statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declared.add(statement.name)
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) declared.add(declaration.name)
    visit(statement)
  }
  return names
}

/** The import without the bindings nothing names: removed whole when none is left; null when all are named. */
function pruneImport(
  statement: TypeScript.ImportDeclaration,
  used: ReadonlySet<string>,
  source: TypeScript.SourceFile,
): { start: number; end: number; text: string } | null {
  const clause = statement.importClause!
  const defaultName = clause.name && used.has(clause.name.text) ? clause.name.text : null
  const bindings = clause.namedBindings
  const namespace =
    bindings && ts.isNamespaceImport(bindings) && used.has(bindings.name.text) ? bindings.name.text : null
  const named =
    bindings && ts.isNamedImports(bindings)
      ? bindings.elements.filter((element) => used.has(element.name.text)).map((element) => element.getText(source))
      : []
  const total = (clause.name ? 1 : 0) + (bindings ? (ts.isNamespaceImport(bindings) ? 1 : bindings.elements.length) : 0)
  const left = (defaultName ? 1 : 0) + (namespace ? 1 : 0) + named.length
  if (left === total) return null
  const range = { start: statement.getStart(source), end: statement.getEnd() }
  if (left === 0) return { start: range.start, end: toLineEnd(source.text, range.end), text: '' }
  const parts = [
    ...(defaultName ? [defaultName] : []),
    ...(namespace ? [`* as ${namespace}`] : []),
    ...(named.length > 0 ? [`{ ${named.join(', ')} }`] : []),
  ]
  const typeOnly = clause.isTypeOnly ? 'type ' : ''
  return { ...range, text: `import ${typeOnly}${parts.join(', ')} from ${statement.moduleSpecifier.getText(source)}` }
}

/** Past the line break after `end`, so a removed statement leaves no empty line of its own. */
function toLineEnd(text: string, end: number): number {
  return text.startsWith('\r\n', end) ? end + 2 : text[end] === '\n' ? end + 1 : end
}
