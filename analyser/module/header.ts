import * as path from 'node:path'
import type * as TS from 'typescript'
import { loadTypeScript, ts } from '../parse/typescript-module.js'
import { getScriptKind } from '../parse/source-file.js'
import { TokenScanner, Unreadable } from './token-scanner.js'
import { WARM_UP_SOURCES } from './header-warm-up.js'
import type { ModuleHeader } from '../summary/module-outline.js'
import {
  DEFAULT_BINDING,
  type ExportSource,
  type ImportBinding,
  type ModuleReference,
} from '../summary/module-summary.js'

// Read once: `ts.SyntaxKind` is a getter on TypeScript's exports, and the scan asks for it on
// every token. Set at the first scan, which loads TypeScript.
let k: typeof TS.SyntaxKind
/** Tokens after which a `{` opens an object type, not a function's body. */
let TYPE_STARTS: ReadonlySet<TS.SyntaxKind>

function readTokenKinds(): void {
  k = loadTypeScript().SyntaxKind
  TYPE_STARTS = new Set<TS.SyntaxKind>([
    k.ColonToken,
    k.BarToken,
    k.AmpersandToken,
    k.EqualsGreaterThanToken,
    k.LessThanToken,
    k.CommaToken,
    k.OpenParenToken,
    k.OpenBracketToken,
    k.QuestionToken,
    k.KeyOfKeyword,
    k.ReadonlyKeyword,
    k.ExtendsKeyword,
  ])
}

/**
 * A file's header (SPEC 2.6's token pass): its directive, imports, exports and the modules
 * its `import()` calls name, read token by token (`TokenScanner` gives TypeScript's tokens),
 * without a parse. Bodies are skipped by their brackets, with template literals, regular
 * expressions and JSX scanned as the parser would so that a brace inside them is not
 * counted. Null when the scan cannot be sure of the top level (a declaration list, an
 * overload, Flow's `import typeof`, a token the scanner leaves to TypeScript): the caller
 * parses the file in full then. The header test holds this reading equal to the
 * parse's on every fixture.
 */
export function scanHeader(file: string, text: string): ModuleHeader | null {
  if (k === undefined) {
    readTokenKinds()
    // Once a process, before its first file: why, at WARM_UP_SOURCES.
    for (const source of WARM_UP_SOURCES) readHeader(source.file, source.text)
  }
  return readHeader(file, text)
}

function readHeader(file: string, text: string): ModuleHeader | null {
  try {
    return new HeaderScan(file, text).read()
  } catch (error) {
    if (error instanceof Unreadable) return null
    throw error
  }
}

/** Tokens after which a `/` divides and a `<` compares: the end of an operand. */
function endsOperand(kind: TS.SyntaxKind): boolean {
  switch (kind) {
    case k.Identifier:
    case k.PrivateIdentifier:
    case k.StringLiteral:
    case k.NumericLiteral:
    case k.BigIntLiteral:
    case k.NoSubstitutionTemplateLiteral:
    case k.TemplateTail:
    case k.RegularExpressionLiteral:
    case k.CloseParenToken:
    case k.CloseBracketToken:
    case k.CloseBraceToken:
    case k.PlusPlusToken:
    case k.MinusMinusToken:
    case k.ExclamationToken:
    case k.ThisKeyword:
    case k.SuperKeyword:
    case k.TrueKeyword:
    case k.FalseKeyword:
    case k.NullKeyword:
    case k.GreaterThanToken:
    case k.JsxElement:
      return true
    default:
      // A contextual keyword (`type`, `from`, `as`…) is a name wherever it ends an operand.
      return kind > k.LastReservedWord && kind <= k.LastKeyword
  }
}

/** Tokens that carry an expression on across a line break, so no statement ends before them. */
function continuesExpression(kind: TS.SyntaxKind): boolean {
  if (kind >= k.FirstBinaryOperator && kind <= k.LastBinaryOperator) return true
  switch (kind) {
    case k.DotToken:
    case k.QuestionDotToken:
    case k.OpenParenToken:
    case k.OpenBracketToken:
    case k.CommaToken:
    case k.QuestionToken:
    case k.ColonToken:
    case k.EqualsGreaterThanToken:
    case k.TemplateHead:
    case k.NoSubstitutionTemplateLiteral:
    case k.AsKeyword:
    case k.SatisfiesKeyword:
      return true
    default:
      return false
  }
}

class HeaderScan {
  private readonly scanner: TokenScanner
  private readonly jsx: boolean
  /** Where the line of the last position asked for starts, and its number: positions are asked for in order. */
  private line = { start: 0, index: 0, scanned: 0 }
  /** The open brackets: `(`, `[`, `{`, or `${` of a template. */
  private readonly open: TS.SyntaxKind[] = []
  private kind: TS.SyntaxKind
  private previous: TS.SyntaxKind
  /** The two tokens before `previous`, for `import(` and `typeof import(`: `second` is the nearer. */
  private first: TS.SyntaxKind
  private second: TS.SyntaxKind
  /** The last token before `previous` that is not a `!`: what a run of `!` follows. */
  private beforeBangs: TS.SyntaxKind
  private readonly header: ModuleHeader

  constructor(
    file: string,
    private readonly text: string,
  ) {
    this.jsx = getScriptKind(path.posix.extname(file).toLowerCase()) !== ts.ScriptKind.TS
    this.scanner = new TokenScanner(text, this.jsx)
    this.kind = k.Unknown
    this.previous = k.Unknown
    this.first = k.Unknown
    this.second = k.Unknown
    this.beforeBangs = k.Unknown
    this.header = {
      file,
      directive: null,
      imports: new Map(),
      exports: new Map(),
      exportAll: [],
      sideEffectImports: [],
      loads: [],
    }
  }

  read(): ModuleHeader {
    this.next()
    this.readPrologue()
    while (!this.is(k.EndOfFileToken)) {
      const atTop = this.open.length === 0 && this.previous !== k.DotToken && this.previous !== k.QuestionDotToken
      if (atTop && this.is(k.ImportKeyword)) this.readImport()
      else if (atTop && this.is(k.ExportKeyword)) this.readExport()
      else this.next()
    }
    if (this.open.length > 0) throw new Unreadable()
    return this.header
  }

  // ── tokens ──────────────────────────────────────────────────────────────────────────

  /** The next token, with brackets, templates, regular expressions and JSX accounted for. */
  private next(): TS.SyntaxKind {
    this.first = this.second
    this.second = this.previous
    if (this.previous !== k.ExclamationToken) this.beforeBangs = this.previous
    this.previous = this.kind
    let kind = this.scanner.scan()
    if ((kind === k.SlashToken || kind === k.SlashEqualsToken) && !this.afterOperand())
      kind = this.scanner.reScanSlashToken()
    else if (kind === k.CloseBraceToken && this.open[this.open.length - 1] === k.TemplateHead) {
      kind = this.scanner.reScanTemplateToken(false)
      if (kind === k.TemplateTail) this.open.pop()
    } else if (kind === k.LessThanToken && this.jsx && !this.afterOperand() && this.startsElement()) {
      this.skipElement()
      kind = k.JsxElement
    }
    this.kind = kind
    this.track(kind)
    return kind
  }

  /**
   * Whether the token before the current one ends an operand, so that a `/` divides and a `<`
   * compares. A run of `!` does after an operand (`x!`, a non-null assertion), not before one:
   * `!!/^\d$/.test(key)` tests a regular expression.
   */
  private afterOperand(): boolean {
    return endsOperand(this.previous === k.ExclamationToken ? this.beforeBangs : this.previous)
  }

  private track(kind: TS.SyntaxKind): void {
    switch (kind) {
      case k.OpenParenToken:
      case k.OpenBracketToken:
      case k.OpenBraceToken:
      case k.TemplateHead:
        this.open.push(kind)
        break
      case k.CloseParenToken:
      case k.CloseBracketToken:
      case k.CloseBraceToken:
        if (this.open.pop() !== matchingOpen(kind)) throw new Unreadable()
        break
      case k.StringLiteral:
      case k.NoSubstitutionTemplateLiteral:
        // `import('./x')`, but not a type's `typeof import('./x')`.
        if (this.previous === k.OpenParenToken && this.second === k.ImportKeyword && this.first !== k.TypeOfKeyword)
          this.header.loads.push(this.scanner.getTokenValue())
        break
      default:
        break
    }
  }

  /** After a `<` where an operand may start: an element's tag or `>`, not a generic arrow's `<T,>`. */
  private startsElement(): boolean {
    return this.scanner.lookAhead(() => {
      const first = this.scanner.scan()
      if (first === k.GreaterThanToken) return true
      if (!isNameToken(first)) return false
      const second = this.scanner.scan()
      return second !== k.CommaToken && second !== k.ExtendsKeyword
    })
  }

  /** A JSX element or fragment from its `<`, its attributes' and children's expressions scanned as code. */
  private skipElement(): void {
    const scanner = this.scanner
    let kind = scanner.scan()
    if (kind !== k.GreaterThanToken) {
      this.skipTagName()
      for (;;) {
        kind = scanner.scan()
        if (kind === k.GreaterThanToken) break
        if (kind === k.SlashToken) {
          if (scanner.scan() !== k.GreaterThanToken) throw new Unreadable()
          return
        }
        if (kind === k.OpenBraceToken) this.skipContainer()
        else if (isNameToken(kind)) {
          scanner.scanJsxIdentifier()
          if (scanner.lookAhead(() => scanner.scan() === k.ColonToken)) {
            scanner.scan()
            scanner.scan()
            scanner.scanJsxIdentifier()
          }
          if (scanner.lookAhead(() => scanner.scan() === k.EqualsToken)) {
            scanner.scan()
            const value = scanner.scanJsxAttributeValue()
            if (value === k.OpenBraceToken) this.skipContainer()
            else if (value === k.LessThanToken) this.skipElement()
            else if (value !== k.StringLiteral) throw new Unreadable()
          }
        } else throw new Unreadable()
      }
    }
    // Children, to the closing tag.
    for (;;) {
      kind = scanner.scanJsxToken()
      if (kind === k.JsxText || kind === k.JsxTextAllWhiteSpaces) continue
      if (kind === k.OpenBraceToken) this.skipContainer()
      else if (kind === k.LessThanToken) this.skipElement()
      else if (kind === k.LessThanSlashToken) {
        for (kind = scanner.scan(); kind !== k.GreaterThanToken; kind = scanner.scan()) {
          if (kind === k.EndOfFileToken) throw new Unreadable()
          if (isNameToken(kind)) scanner.scanJsxIdentifier()
        }
        return
      } else throw new Unreadable()
    }
  }

  /** An element's tag name: `div`, `my-el`, `Foo.Bar`, `svg:rect`; a tag with type arguments is not read. */
  private skipTagName(): void {
    const scanner = this.scanner
    scanner.scanJsxIdentifier()
    while (scanner.lookAhead(() => [k.DotToken, k.ColonToken].includes(scanner.scan()))) {
      scanner.scan()
      scanner.scan()
      scanner.scanJsxIdentifier()
    }
    if (scanner.lookAhead(() => scanner.scan() === k.LessThanToken)) throw new Unreadable()
  }

  /** A `{…}` inside JSX: code to its closing brace, scanned like any other. */
  private skipContainer(): void {
    const depth = this.open.length
    this.open.push(k.OpenBraceToken)
    const saved = {
      kind: this.kind,
      previous: this.previous,
      first: this.first,
      second: this.second,
      beforeBangs: this.beforeBangs,
    }
    this.kind = k.OpenBraceToken
    while (this.open.length > depth) {
      if (this.next() === k.EndOfFileToken) throw new Unreadable()
    }
    Object.assign(this, saved)
  }

  private get value(): string {
    return this.scanner.getTokenValue()
  }

  private get precededByLineBreak(): boolean {
    return this.scanner.hasPrecedingLineBreak()
  }

  private position(): { line: number; column: number } {
    const start = this.scanner.getTokenStart()
    const line = this.line
    // Counted from the last position, not over the whole text: most files' statements end early.
    for (; line.scanned < start; line.scanned++) {
      const code = this.text.charCodeAt(line.scanned)
      if (code === 13 && this.text.charCodeAt(line.scanned + 1) === 10) continue
      if (code === 10 || code === 13 || code === 0x2028 || code === 0x2029) {
        line.index++
        line.start = line.scanned + 1
      }
    }
    return { line: line.index + 1, column: start - line.start + 1 }
  }

  /** Whether the current token is of `kind`: a call, so TypeScript does not narrow `kind` across `next()`. */
  private is(kind: TS.SyntaxKind): boolean {
    return this.kind === kind
  }

  private isName(): boolean {
    return isNameToken(this.kind)
  }

  /** Where a top-level statement ends: `;`, the end of the file, or a line break ASI would end it at. */
  private atStatementEnd(): boolean {
    return (
      this.is(k.SemicolonToken) ||
      this.is(k.EndOfFileToken) ||
      (this.precededByLineBreak && endsOperand(this.previous) && !continuesExpression(this.kind))
    )
  }

  // ── the prologue ────────────────────────────────────────────────────────────────────

  /** Leading statements that are a string alone: `'use client'`, as written between its quotes. */
  private readPrologue(): void {
    while (this.is(k.StringLiteral)) {
      const start = this.scanner.getTokenStart()
      const written = this.text.slice(start + 1, this.scanner.getTokenEnd() - 1)
      const isStatement = this.scanner.lookAhead(() => {
        const following = this.scanner.scan()
        return (
          following === k.SemicolonToken ||
          following === k.EndOfFileToken ||
          (this.scanner.hasPrecedingLineBreak() && !continuesExpression(following))
        )
      })
      if (!isStatement) return
      if (this.header.directive === null && (written === 'use client' || written === 'use server'))
        this.header.directive = written
      this.next()
      if (this.is(k.SemicolonToken)) this.next()
    }
  }

  // ── imports ─────────────────────────────────────────────────────────────────────────

  private readImport(): void {
    const at = this.position()
    this.next()
    // `import(…)`, `import.meta`: an expression, read as code.
    if (this.is(k.OpenParenToken) || this.is(k.DotToken)) return
    if (this.is(k.StringLiteral)) {
      this.header.sideEffectImports.push({ specifier: this.value, ...at })
      this.next()
      return
    }
    let typeOnly = false
    if (this.is(k.TypeKeyword) && this.scanner.lookAhead(() => this.scanner.scan() !== k.FromKeyword)) {
      const after = this.scanner.lookAhead(() => this.scanner.scan())
      // `import type X = require(…)` is no declaration of ours; `import type, {…}` names a binding `type`.
      if (after !== k.CommaToken) {
        typeOnly = true
        this.next()
      }
    }
    const bindings: [string, string, boolean][] = []
    if (this.isName() && !this.is(k.TypeOfKeyword)) {
      const name = this.value
      this.next()
      // `import x = require('y')`, `import x = A.B`: no import declaration.
      if (this.is(k.EqualsToken)) return
      bindings.push([name, 'default', false])
      if (this.is(k.CommaToken)) this.next()
    } else if (this.is(k.TypeOfKeyword)) throw new Unreadable()
    if (this.is(k.AsteriskToken)) {
      this.next()
      if (!this.is(k.AsKeyword)) throw new Unreadable()
      this.next()
      if (!this.isName()) throw new Unreadable()
      bindings.push([this.value, '*', false])
      this.next()
    } else if (this.is(k.OpenBraceToken)) {
      this.next()
      while (!this.is(k.CloseBraceToken)) {
        const element = this.readSpecifier()
        bindings.push([element.second, element.first, element.typeOnly])
        if (this.is(k.CommaToken)) this.next()
        else if (!this.is(k.CloseBraceToken)) throw new Unreadable()
      }
      this.next()
    }
    if (!this.is(k.FromKeyword)) throw new Unreadable()
    this.next()
    if (!this.is(k.StringLiteral)) throw new Unreadable()
    const specifier = this.value
    this.next()
    if (bindings.length === 0) {
      this.header.sideEffectImports.push({ specifier, ...at })
      return
    }
    for (const [local, imported, elementTypeOnly] of bindings) {
      const binding: ImportBinding = { specifier, imported, typeOnly: typeOnly || elementTypeOnly, ...at }
      this.header.imports.set(local, binding)
    }
  }

  /**
   * One `{…}` element of an import or export: `a`, `a as b`, `type a`, `'x' as b`, `type`
   * and `type as b` (a binding named `type`): the name before `as` and the one after, the
   * same when there is no `as`.
   */
  private readSpecifier(): { first: string; second: string; typeOnly: boolean } {
    let typeOnly = false
    if (this.is(k.TypeKeyword)) {
      const [second, third] = this.scanner.lookAhead(() => [this.scanner.scan(), this.scanner.scan()])
      const bindingNamedType =
        second === k.CommaToken ||
        second === k.CloseBraceToken ||
        (second === k.AsKeyword && (third === k.CommaToken || third === k.CloseBraceToken)) ||
        (second === k.AsKeyword && isNameToken(third!) && third !== k.AsKeyword)
      if (second === k.AsKeyword && third === k.AsKeyword) throw new Unreadable()
      if (!bindingNamedType) {
        typeOnly = true
        this.next()
      }
    }
    if (!this.isName() && !this.is(k.StringLiteral)) throw new Unreadable()
    const first = this.value
    this.next()
    let second = first
    if (this.is(k.AsKeyword)) {
      this.next()
      if (!this.isName() && !this.is(k.StringLiteral)) throw new Unreadable()
      second = this.value
      this.next()
    }
    return { first, second, typeOnly }
  }

  // ── exports ─────────────────────────────────────────────────────────────────────────

  private readExport(): void {
    const at = this.position()
    this.next()
    const exports = this.header.exports
    switch (this.kind) {
      case k.EqualsToken: // `export = x`
      case k.ImportKeyword: // `export import A = B.C`
      case k.InterfaceKeyword:
      case k.DeclareKeyword:
      case k.NamespaceKeyword:
      case k.ModuleKeyword:
        return
      case k.AsKeyword: // `export as namespace X`
        return
      case k.TypeKeyword:
        // `export type X = …`, `export type { … }`, `export type * from`: types only.
        return
      case k.AsteriskToken:
        this.readExportAll(at)
        return
      case k.OpenBraceToken:
        this.readExportList()
        return
      case k.DefaultKeyword:
        this.next()
        this.readDefaultExport()
        return
      case k.AsyncKeyword:
        this.next()
        if (!this.is(k.FunctionKeyword)) throw new Unreadable()
        this.readExportedFunction(false)
        return
      case k.FunctionKeyword:
        this.readExportedFunction(false)
        return
      case k.AbstractKeyword:
        this.next()
        if (!this.is(k.ClassKeyword)) throw new Unreadable()
        this.readExportedClass(false)
        return
      case k.ClassKeyword:
        this.readExportedClass(false)
        return
      case k.EnumKeyword:
        this.next()
        if (!this.isName()) throw new Unreadable()
        exports.set(this.value, { kind: 'local', local: this.value })
        return
      case k.ConstKeyword:
      case k.LetKeyword:
      case k.VarKeyword:
        this.next()
        if (this.is(k.EnumKeyword)) {
          this.next()
          exports.set(this.value, { kind: 'local', local: this.value })
          return
        }
        this.readExportedVariables()
        return
      default:
        throw new Unreadable()
    }
  }

  private readExportAll(at: { line: number; column: number }): void {
    this.next()
    let name: string | null = null
    if (this.is(k.AsKeyword)) {
      this.next()
      if (!this.isName() && !this.is(k.StringLiteral)) throw new Unreadable()
      name = this.value
      this.next()
    }
    if (!this.is(k.FromKeyword)) throw new Unreadable()
    this.next()
    if (!this.is(k.StringLiteral)) throw new Unreadable()
    const specifier = this.value
    this.next()
    if (name === null) this.header.exportAll.push({ specifier, ...at } satisfies ModuleReference)
    else this.header.exports.set(name, { kind: 'reexport', specifier, imported: '*' })
  }

  private readExportList(): void {
    this.next()
    const elements: { first: string; second: string; typeOnly: boolean }[] = []
    while (!this.is(k.CloseBraceToken)) {
      elements.push(this.readSpecifier())
      if (this.is(k.CommaToken)) this.next()
      else if (!this.is(k.CloseBraceToken)) throw new Unreadable()
    }
    this.next()
    let specifier: string | null = null
    if (this.is(k.FromKeyword)) {
      this.next()
      if (!this.is(k.StringLiteral)) throw new Unreadable()
      specifier = this.value
      this.next()
    }
    for (const element of elements) {
      if (element.typeOnly) continue
      // `export { a as b }`: `a` is the local name, or the name re-exported from the specifier.
      const source: ExportSource =
        specifier !== null
          ? { kind: 'reexport', specifier, imported: element.first }
          : { kind: 'local', local: element.first }
      this.header.exports.set(element.second, source)
    }
  }

  private readDefaultExport(): void {
    const exports = this.header.exports
    if (this.is(k.AsyncKeyword) && this.scanner.lookAhead(() => this.scanner.scan() === k.FunctionKeyword)) {
      this.next()
      this.readExportedFunction(true)
      return
    }
    if (this.is(k.FunctionKeyword)) {
      this.readExportedFunction(true)
      return
    }
    if (this.is(k.AbstractKeyword) && this.scanner.lookAhead(() => this.scanner.scan() === k.ClassKeyword)) {
      this.next()
      this.readExportedClass(true)
      return
    }
    if (this.is(k.ClassKeyword)) {
      this.readExportedClass(true)
      return
    }
    // `export default interface X {}` exports a type.
    if (this.is(k.InterfaceKeyword)) return
    if (this.is(k.AtToken)) throw new Unreadable()
    // An expression: a name alone (in parentheses or not) exports that binding, anything else a value of its own.
    let parentheses = 0
    while (this.is(k.OpenParenToken)) {
      parentheses++
      this.next()
    }
    if (this.is(k.Identifier) || (this.isName() && this.kind > k.LastReservedWord)) {
      const name = this.value
      const alone = this.scanner.lookAhead(() => {
        for (let closed = 0; closed < parentheses; closed++) if (this.scanner.scan() !== k.CloseParenToken) return false
        const following = this.scanner.scan()
        return (
          following === k.SemicolonToken ||
          following === k.EndOfFileToken ||
          following === k.CloseBraceToken ||
          (this.scanner.hasPrecedingLineBreak() && !continuesExpression(following))
        )
      })
      if (alone) {
        exports.set('default', { kind: 'local', local: name })
        return
      }
    }
    exports.set('default', { kind: 'local', local: DEFAULT_BINDING })
  }

  /** `function [*] [name] <…>(…): T { … }`: exported when it has a body; an overload signature exports nothing. */
  private readExportedFunction(isDefault: boolean): void {
    this.next()
    if (this.is(k.AsteriskToken)) this.next()
    let name: string | null = null
    if (this.isName() && !this.is(k.OpenParenToken)) {
      name = this.value
      this.next()
    }
    if (name === null && !isDefault) throw new Unreadable()
    if (this.is(k.LessThanToken)) this.skipAngles()
    if (!this.is(k.OpenParenToken)) throw new Unreadable()
    this.skipBrackets()
    if (this.is(k.ColonToken)) this.skipReturnType()
    if (!this.is(k.OpenBraceToken)) {
      // An overload signature ends where its return type does (`: void`, before a line break).
      if (!this.is(k.SemicolonToken) && !this.is(k.EndOfFileToken) && !this.precededByLineBreak) throw new Unreadable()
      return
    }
    const exported = name ?? DEFAULT_BINDING
    this.header.exports.set(isDefault ? 'default' : exported, { kind: 'local', local: exported })
  }

  private readExportedClass(isDefault: boolean): void {
    this.next()
    let name: string | null = null
    if (this.isName() && !this.is(k.ExtendsKeyword) && !this.is(k.ImplementsKeyword)) {
      name = this.value
      this.next()
    }
    if (name === null && !isDefault) throw new Unreadable()
    const exported = name ?? DEFAULT_BINDING
    this.header.exports.set(isDefault ? 'default' : exported, { kind: 'local', local: exported })
  }

  /** `export const a = …`, `export const { a, b: [c] } = …`: one declarator; a list of them is parsed in full. */
  private readExportedVariables(): void {
    const names: string[] = []
    this.readBindingNames(names)
    for (const name of names) this.header.exports.set(name, { kind: 'local', local: name })
    const depth = this.open.length
    // A type annotation holds no comparison, so its `<…>` are brackets: `Record<string, number>`.
    if (this.is(k.ColonToken)) {
      let angles = 0
      this.next()
      while (!(this.open.length === depth && angles === 0 && (this.is(k.EqualsToken) || this.atStatementEnd()))) {
        if (this.is(k.EndOfFileToken)) return
        if (this.open.length === depth && this.is(k.LessThanToken)) angles++
        else if (this.open.length === depth && this.is(k.GreaterThanToken)) angles--
        this.next()
      }
    }
    // The initializer: a `,` at its level starts another declarator, which the parse reads.
    // After `as`, `satisfies` or a return type's `:` a `<` opens type arguments too.
    let inType = false
    while (!this.is(k.EndOfFileToken)) {
      if (this.open.length === depth) {
        if (this.is(k.CommaToken)) throw new Unreadable()
        if (!this.is(k.EqualsToken) && this.atStatementEnd()) return
        if (this.is(k.AsKeyword) || this.is(k.SatisfiesKeyword) || this.is(k.ColonToken)) inType = true
        else if (this.is(k.EqualsGreaterThanToken) || this.is(k.EqualsToken) || this.is(k.QuestionToken)) inType = false
        if (this.is(k.LessThanToken) && endsOperand(this.previous)) {
          const length = this.measureTypeArguments(inType)
          for (let token = 0; token < length; token++) this.next()
        }
      }
      this.next()
    }
  }

  /**
   * How many tokens after a `<` close type arguments: in a type, or before a call
   * (`forwardRef<A, B>(`) as TypeScript's parser reads them; 0 when the `<` compares.
   */
  private measureTypeArguments(inType: boolean): number {
    const scanner = this.scanner
    return scanner.lookAhead(() => {
      let angles = 1
      let brackets = 0
      for (let count = 1; ; count++) {
        const kind = scanner.scan()
        if (kind === k.EndOfFileToken || kind === k.TemplateHead || (kind === k.SemicolonToken && brackets === 0))
          return 0
        if (kind === k.OpenParenToken || kind === k.OpenBracketToken || kind === k.OpenBraceToken) brackets++
        else if (kind === k.CloseParenToken || kind === k.CloseBracketToken || kind === k.CloseBraceToken) {
          if (--brackets < 0) return 0
        } else if (brackets === 0 && kind === k.LessThanToken) angles++
        else if (brackets === 0 && kind === k.GreaterThanToken && --angles === 0)
          return inType || scanner.scan() === k.OpenParenToken ? count : 0
      }
    })
  }

  private readBindingNames(names: string[]): void {
    if (this.is(k.OpenBraceToken) || this.is(k.OpenBracketToken)) {
      const close = this.is(k.OpenBraceToken) ? k.CloseBraceToken : k.CloseBracketToken
      const object = this.is(k.OpenBraceToken)
      const depth = this.open.length
      this.next()
      while (!(this.kind === close && this.open.length === depth - 1)) {
        if (this.is(k.CommaToken)) {
          this.next()
          continue
        }
        if (this.is(k.DotDotDotToken)) this.next()
        if (object) {
          if (!this.isName() && !this.is(k.StringLiteral) && !this.is(k.NumericLiteral)) throw new Unreadable()
          const key = this.value
          const keyKind = this.kind
          this.next()
          if (this.is(k.ColonToken)) {
            this.next()
            this.readBindingNames(names)
          } else {
            if (keyKind !== k.Identifier && keyKind <= k.LastReservedWord) throw new Unreadable()
            names.push(key)
          }
        } else this.readBindingNames(names)
        if (this.is(k.EqualsToken)) this.skipDefault(close, depth)
      }
      this.next()
      return
    }
    if (!this.isName()) throw new Unreadable()
    names.push(this.value)
    this.next()
  }

  /** A pattern element's default value, to the `,` or closing bracket at the pattern's level. */
  private skipDefault(close: TS.SyntaxKind, depth: number): void {
    this.next()
    while (
      !(
        (this.is(k.CommaToken) && this.open.length === depth) ||
        (this.kind === close && this.open.length === depth - 1)
      )
    ) {
      if (this.is(k.EndOfFileToken)) throw new Unreadable()
      this.next()
    }
  }

  /** From a `(`, `[` or `{` to the token after its closing bracket. */
  private skipBrackets(): void {
    const depth = this.open.length
    do {
      if (this.is(k.EndOfFileToken)) throw new Unreadable()
      this.next()
    } while (this.open.length >= depth)
    this.next()
  }

  /** Type parameters or arguments, `<…>`, to the token after the closing `>`. */
  private skipAngles(): void {
    let angles = 0
    const depth = this.open.length
    do {
      if (this.is(k.EndOfFileToken)) throw new Unreadable()
      if (this.open.length === depth) {
        if (this.is(k.LessThanToken)) angles++
        else if (this.is(k.GreaterThanToken)) angles--
      }
      this.next()
    } while (angles > 0)
  }

  /**
   * A function's return type, from its `:`, to the `{` of the body or the end of the
   * statement. A `{` where a type may start (after `:`, `|`, `=>`, `<`…) is an object
   * type, skipped whole.
   */
  private skipReturnType(): void {
    const depth = this.open.length
    let angles = 0
    this.next()
    for (;;) {
      if (this.is(k.EndOfFileToken)) return
      // An opening bracket is counted as open once scanned: the body's `{` is one level in.
      if (
        this.is(k.OpenBraceToken) &&
        this.open.length === depth + 1 &&
        angles === 0 &&
        !TYPE_STARTS.has(this.previous)
      )
        return
      if (this.open.length === depth) {
        if (this.is(k.SemicolonToken) && angles === 0) return
        if (this.is(k.LessThanToken)) angles++
        else if (this.is(k.GreaterThanToken)) angles--
      }
      if (this.is(k.OpenBraceToken) || this.is(k.OpenParenToken) || this.is(k.OpenBracketToken)) {
        this.skipBrackets()
        continue
      }
      if (this.open.length === depth && angles === 0 && this.precededByLineBreak && !continuesExpression(this.kind)) {
        if (this.previous !== k.ColonToken) return
      }
      this.next()
    }
  }
}

function matchingOpen(close: TS.SyntaxKind): TS.SyntaxKind {
  return close === k.CloseParenToken
    ? k.OpenParenToken
    : close === k.CloseBracketToken
      ? k.OpenBracketToken
      : k.OpenBraceToken
}

/** An identifier, or a keyword where a name may stand (`default`, `type`, `from`). */
function isNameToken(kind: TS.SyntaxKind): boolean {
  return kind === k.Identifier || (kind >= k.FirstKeyword && kind <= k.LastKeyword)
}
