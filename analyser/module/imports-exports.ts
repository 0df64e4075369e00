import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getPatternIdentifiers } from '../parse/ast.js'
import type { Program } from '../parse/parse-source.js'
import {
  DEFAULT_BINDING,
  type ExportSource,
  type ImportBinding,
  type ModuleReference,
  type ModuleSummary,
} from '../summary/module-summary.js'

/** `'use client'` or `'use server'` in the directive prologue, before any other statement. */
export function getModuleDirective(program: Program): ModuleSummary['directive'] {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || statement.directive === undefined) break
    if (statement.directive === 'use client' || statement.directive === 'use server') return statement.directive
  }
  return null
}

/** Each imported local name with where it comes from, and the imports that bind nothing (`import 'server-only'`). */
export function readImports(program: Program): Pick<ModuleSummary, 'imports' | 'sideEffectImports'> {
  const imports = new Map<string, ImportBinding>()
  const sideEffectImports: ModuleReference[] = []
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration') continue
    const specifier = statement.source.value
    if (statement.specifiers.length === 0) {
      sideEffectImports.push(toModuleReference(statement))
      continue
    }
    const declarationTypeOnly = statement.importKind === 'type'
    for (const item of statement.specifiers) {
      const typeOnly = declarationTypeOnly || (item.type === 'ImportSpecifier' && item.importKind === 'type')
      const imported =
        item.type === 'ImportDefaultSpecifier'
          ? 'default'
          : item.type === 'ImportNamespaceSpecifier'
            ? '*'
            : getModuleExportName(item.imported)
      imports.set(item.local.name, {
        specifier,
        imported,
        typeOnly,
        line: statement.loc.start.line,
        column: statement.loc.start.column + 1,
      })
    }
  }
  return { imports, sideEffectImports }
}

/**
 * Each exported name with the local binding it names or the module it re-exports from,
 * and the `export * from` statements. `export type`, `export interface` and type-only
 * specifiers declare types, never a value export: a type-only specifier is kept apart in
 * `typeExports` (`export type { Props } from './props'`), where a prop type is looked up.
 */
export function readExports(program: Program): Pick<ModuleSummary, 'exports' | 'exportAll' | 'typeExports'> {
  const exports = new Map<string, ExportSource>()
  const typeExports = new Map<string, ExportSource>()
  const exportAll: ModuleReference[] = []
  for (const statement of program.body) {
    switch (statement.type) {
      case 'ExportNamedDeclaration':
        if (statement.exportKind === 'type') {
          for (const specifier of statement.specifiers) addExport(typeExports, statement, specifier)
          break
        }
        if (statement.declaration)
          for (const name of getDeclaredValueNames(statement.declaration))
            exports.set(name, { kind: 'local', local: name })
        for (const specifier of statement.specifiers)
          addExport(specifier.exportKind === 'type' ? typeExports : exports, statement, specifier)
        break
      case 'ExportAllDeclaration':
        if (statement.exportKind === 'type') break
        if (statement.exported)
          exports.set(getModuleExportName(statement.exported), {
            kind: 'reexport',
            specifier: statement.source.value,
            imported: '*',
          })
        else exportAll.push(toModuleReference(statement))
        break
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration
        if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration')
          exports.set('default', { kind: 'local', local: declaration.id?.name ?? DEFAULT_BINDING })
        else if (declaration.type === 'Identifier') exports.set('default', { kind: 'local', local: declaration.name })
        else if (declaration.type !== 'TSInterfaceDeclaration' && declaration.type !== 'TSDeclareFunction')
          exports.set('default', { kind: 'local', local: DEFAULT_BINDING })
        break
      }
      default:
        break
    }
  }
  return { exports, exportAll, typeExports }
}

function addExport(
  exports: Map<string, ExportSource>,
  statement: TSESTree.ExportNamedDeclaration,
  specifier: TSESTree.ExportSpecifier,
): void {
  const exported = getModuleExportName(specifier.exported)
  const local = getModuleExportName(specifier.local)
  if (statement.source) exports.set(exported, { kind: 'reexport', specifier: statement.source.value, imported: local })
  else exports.set(exported, { kind: 'local', local })
}

/** The value bindings a declaration creates; an overload signature (`TSDeclareFunction`) creates none. */
function getDeclaredValueNames(declaration: Node): string[] {
  switch (declaration.type) {
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      return [declaration.id?.name ?? DEFAULT_BINDING]
    case 'VariableDeclaration':
      return declaration.declarations.flatMap((declarator) =>
        getPatternIdentifiers(declarator.id).map((identifier) => identifier.name),
      )
    case 'TSEnumDeclaration':
      return [declaration.id.name]
    default:
      return []
  }
}

function toModuleReference(statement: TSESTree.ImportDeclaration | TSESTree.ExportAllDeclaration): ModuleReference {
  return { specifier: statement.source.value, line: statement.loc.start.line, column: statement.loc.start.column + 1 }
}

function getModuleExportName(node: TSESTree.Identifier | TSESTree.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value
}
