import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getPropertyName, isFunctionNode, textOf, unwrapExpression, walk } from '../../parse/ast.js'
import type { LoadedProject } from '../../pipeline/load-project.js'
import type { ApiRoute } from '../../routes/inventory.js'
import type { ParsedFile, ParsedFiles } from '../../routes/parsed-files.js'
import { findHandler } from './handlers.js'

/** What makes a handler one that writes: the call or statement, and where it is (`db.insert at lib/seed.ts:12`). */
export interface HandlerWrite {
  what: string
  /** `file:line`, or null when the route's own name says it (a seed, a cron). */
  at: string | null
}

// Route segments that name a job run once, not a page of traffic: loading one runs it thousands of times.
const WRITING_SEGMENT = /^(?:seeds?|seeding|migrat(?:e|es|ions?)|reset|cron|crons|webhooks?)$/i

// Methods of query builders and ORMs that change rows: drizzle and knex (insert, update, delete), Prisma (create,
// upsert, deleteMany, $executeRaw), Sequelize (destroy, bulkCreate), Mongoose and MongoDB (insertOne, bulkWrite).
const DATABASE_WRITES = new Set([
  ...['insert', 'insertInto', 'insertOne', 'insertMany', 'update', 'updateTable', 'updateOne', 'updateMany'],
  ...['upsert', 'delete', 'deleteFrom', 'deleteOne', 'deleteMany', 'create', 'createMany', 'createTable'],
  ...['drop', 'dropTable', 'truncate', 'destroy', 'bulkCreate', 'bulkWrite', 'replaceOne', 'findOneAndUpdate'],
  ...['findOneAndDelete', 'findByIdAndUpdate', 'findByIdAndDelete', '$executeRaw', '$executeRawUnsafe'],
])

// Receivers whose methods of those names change no database: a Map or Set, headers, search params, cookies, a hash.
const NOT_A_DATABASE = new RegExp(
  '^(?:Object|Reflect|Promise|Array|Map|Set|WeakMap|JSON|Math|Intl|crypto|console|document|window|URL)$|' +
    'headers|params|cookies|cache|map$|set$|hash|hmac|cipher|sign|verify',
  'i',
)

// Node's file writes, from fs, fs/promises and fs-extra.
const FILE_WRITES = new Set([
  ...['writeFile', 'writeFileSync', 'appendFile', 'appendFileSync', 'createWriteStream', 'mkdir', 'mkdirSync'],
  ...['rm', 'rmSync', 'rmdir', 'rmdirSync', 'unlink', 'unlinkSync', 'rename', 'renameSync', 'copyFile'],
  ...['copyFileSync', 'outputFile', 'outputJson', 'writeJson', 'remove', 'emptyDir'],
])
const FILE_MODULES = /^(?:node:)?fs(?:\/promises)?$|^fs-extra$/

// SQL that changes rows or tables, at the start of a query: `INSERT INTO`, `CREATE TABLE IF NOT EXISTS`.
const SQL_WRITE = new RegExp(
  '^\\s*(?:insert\\s+into|update\\s+["`\\w.]+\\s+set\\s|delete\\s+from|alter\\s+table|truncate\\s|' +
    'create\\s+(?:table|index|schema|extension|type|unique)|drop\\s+(?:table|index|schema|type))',
  'i',
)

// How many functions deep a handler's calls are followed (the handler, a helper it calls, what that calls).
const MAX_DEPTH = 3
const MAX_FUNCTIONS = 60

/**
 * Why loading `method` of `route` would write, or null when nothing the handler reaches
 * writes: the route's path names a job (seed, migrate, reset, cron, webhook), or the
 * handler — or a project function it calls, a few calls deep — inserts, updates or
 * deletes rows through a query builder or ORM, runs SQL that does, or writes a file.
 * A call the analyser cannot follow (a package's, a computed one) is not assumed to write.
 */
export function findHandlerWrite(
  loaded: LoadedProject,
  parsed: ParsedFiles,
  route: ApiRoute,
  method: string,
): HandlerWrite | null {
  const segment = route.path.split('/').find((part) => WRITING_SEGMENT.test(part))
  if (segment !== undefined) return { what: `its path names a job (${segment})`, at: null }
  const file = parsed.get(route.file)
  if (file === null) return null
  const handler = route.router === 'pages-router' ? file.program : findHandler(file.program, method)
  if (handler === null) return null
  const queue: { file: ParsedFile; node: Node; depth: number }[] = [{ file, node: handler, depth: 0 }]
  const seen = new Set<string>([`${route.file}\0${method}`])
  while (queue.length > 0 && seen.size <= MAX_FUNCTIONS) {
    const { file: current, node, depth } = queue.shift()!
    let found: HandlerWrite | null = null
    walk(node, (child) => {
      if (found) return false
      found = readWrite(current, child)
      if (found || depth >= MAX_DEPTH || child.type !== 'CallExpression') return
      const callee = unwrapExpression(child.callee)
      if (callee.type !== 'Identifier') return
      const target = loaded.project.symbols.resolveLocal(current.file, callee.name)
      if (target?.kind !== 'symbol' || seen.has(`${target.file}\0${target.binding}`)) return
      seen.add(`${target.file}\0${target.binding}`)
      const declared = parsed.get(target.file)
      const body = declared && findTopLevelFunction(declared.program, target.binding)
      if (declared && body) queue.push({ file: declared, node: body, depth: depth + 1 })
    })
    if (found) return found
  }
  return null
}

/** The write `node` is, if it is one. */
function readWrite(file: ParsedFile, node: Node): HandlerWrite | null {
  const at = `${file.file}:${node.loc.start.line}`
  if (node.type === 'CallExpression') {
    const callee = unwrapExpression(node.callee)
    if (callee.type === 'MemberExpression') {
      const name = getPropertyName(callee.property, callee.computed)
      const receiver = textOf(file.text, callee.object)
      if (
        name &&
        DATABASE_WRITES.has(name) &&
        !NOT_A_DATABASE.test(receiverName(callee.object)) &&
        !isCollection(file, callee.object)
      )
        return { what: `${shorten(receiver)}.${name}(…)`, at }
      if (name && FILE_WRITES.has(name) && isFileModule(file, callee.object))
        return { what: `${receiver}.${name}(…)`, at }
    }
    if (callee.type === 'Identifier' && FILE_WRITES.has(callee.name) && isFileModule(file, callee))
      return { what: `${callee.name}(…)`, at }
  }
  if (node.type === 'TemplateLiteral' && SQL_WRITE.test(node.quasis[0]?.value.cooked ?? ''))
    return { what: `SQL ${firstWords(node.quasis[0]!.value.cooked ?? '')}`, at }
  if (node.type === 'Literal' && typeof node.value === 'string' && SQL_WRITE.test(node.value))
    return { what: `SQL ${firstWords(node.value)}`, at }
  return null
}

/** The last name of a receiver (`db` of `db`, `user` of `prisma.user`, `cookies` of `cookies()`). */
function receiverName(node: Node): string {
  const expression = unwrapExpression(node)
  if (expression.type === 'Identifier') return expression.name
  if (expression.type === 'MemberExpression') return getPropertyName(expression.property, expression.computed) ?? ''
  if (expression.type === 'CallExpression') return receiverName(expression.callee)
  if (expression.type === 'AwaitExpression') return receiverName(expression.argument)
  return ''
}

// What `new` builds that has a delete or an update of its own.
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'URLSearchParams', 'Headers', 'FormData'])

/** Whether `node` names a collection the file builds (`const seen = new Map()`): its delete is no database's. */
function isCollection(file: ParsedFile, node: Node): boolean {
  const receiver = unwrapExpression(node)
  if (receiver.type !== 'Identifier') return false
  let built = false
  walk(file.program, (child) => {
    if (built) return false
    if (child.type !== 'VariableDeclarator' || child.id.type !== 'Identifier' || child.id.name !== receiver.name) return
    const init = child.init && unwrapExpression(child.init)
    built = init?.type === 'NewExpression' && init.callee.type === 'Identifier' && COLLECTIONS.has(init.callee.name)
  })
  return built
}

/** Whether `node` (`fs`, `fs.promises`, `writeFile`) names what the file imports from Node's file system. */
function isFileModule(file: ParsedFile, node: Node): boolean {
  let root = unwrapExpression(node)
  while (root.type === 'MemberExpression') root = unwrapExpression(root.object)
  if (root.type !== 'Identifier') return false
  for (const statement of file.program.body)
    if (
      statement.type === 'ImportDeclaration' &&
      FILE_MODULES.test(statement.source.value) &&
      statement.specifiers.some((specifier) => specifier.local.name === (root as TSESTree.Identifier).name)
    )
      return true
  return false
}

/** A function declared at the top of a module under `name` (`function seed()`, `const seed = async () => …`). */
function findTopLevelFunction(program: TSESTree.Program, name: string): Node | null {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement
    if (declaration?.type === 'FunctionDeclaration' && declaration.id?.name === name) return declaration
    if (declaration?.type !== 'VariableDeclaration') continue
    for (const declarator of declaration.declarations)
      if (declarator.id.type === 'Identifier' && declarator.id.name === name && isFunctionNode(declarator.init))
        return declarator.init
  }
  return null
}

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text
}

/** `CREATE TABLE IF NOT EXISTS users (…` → `CREATE TABLE IF NOT…`: enough of a query to recognise it. */
function firstWords(sql: string): string {
  const words = sql.trim().split(/\s+/)
  return words.length > 4 ? `${words.slice(0, 4).join(' ')}…` : words.join(' ')
}
