import type * as TS from 'typescript'
import { loadTypeScript } from '../parse/typescript-module.js'

/** Thrown where the scan cannot be sure of a file's top level: the file is then parsed in full. */
export class Unreadable extends Error {}

type Kind = TS.SyntaxKind
/**
 * The kinds of token this scanner gives, TypeScript's numbers, read when it is first used (a
 * version of TypeScript numbers them its own way). Bindings rather than `SyntaxKind.X`: a
 * property read in a branch the optimiser has not seen run sends the whole scan back to the
 * interpreter when it first runs, which happened eight times a cold pass over an app.
 */
let AmpersandAmpersandEqualsToken: Kind,
  AmpersandAmpersandToken: Kind,
  AmpersandEqualsToken: Kind,
  AmpersandToken: Kind,
  AsteriskAsteriskEqualsToken: Kind,
  AsteriskAsteriskToken: Kind,
  AsteriskEqualsToken: Kind,
  AsteriskToken: Kind,
  AtToken: Kind,
  BarBarEqualsToken: Kind,
  BarBarToken: Kind,
  BarEqualsToken: Kind,
  BarToken: Kind,
  BigIntLiteral: Kind,
  CaretEqualsToken: Kind,
  CaretToken: Kind,
  CloseBraceToken: Kind,
  CloseBracketToken: Kind,
  CloseParenToken: Kind,
  ColonToken: Kind,
  CommaToken: Kind,
  DotDotDotToken: Kind,
  DotToken: Kind,
  EndOfFileToken: Kind,
  EqualsEqualsEqualsToken: Kind,
  EqualsEqualsToken: Kind,
  EqualsGreaterThanToken: Kind,
  EqualsToken: Kind,
  ExclamationEqualsEqualsToken: Kind,
  ExclamationEqualsToken: Kind,
  ExclamationToken: Kind,
  FirstKeyword: Kind,
  GreaterThanToken: Kind,
  Identifier: Kind,
  JsxText: Kind,
  LastKeyword: Kind,
  LessThanEqualsToken: Kind,
  LessThanLessThanEqualsToken: Kind,
  LessThanLessThanToken: Kind,
  LessThanSlashToken: Kind,
  LessThanToken: Kind,
  MinusEqualsToken: Kind,
  MinusMinusToken: Kind,
  MinusToken: Kind,
  NoSubstitutionTemplateLiteral: Kind,
  NumericLiteral: Kind,
  OpenBraceToken: Kind,
  OpenBracketToken: Kind,
  OpenParenToken: Kind,
  PercentEqualsToken: Kind,
  PercentToken: Kind,
  PlusEqualsToken: Kind,
  PlusPlusToken: Kind,
  PlusToken: Kind,
  PrivateIdentifier: Kind,
  QuestionDotToken: Kind,
  QuestionQuestionEqualsToken: Kind,
  QuestionQuestionToken: Kind,
  QuestionToken: Kind,
  RegularExpressionLiteral: Kind,
  SemicolonToken: Kind,
  SlashEqualsToken: Kind,
  SlashToken: Kind,
  StringLiteral: Kind,
  TemplateHead: Kind,
  TemplateMiddle: Kind,
  TemplateTail: Kind,
  TildeToken: Kind,
  Unknown: Kind
/** TypeScript's keywords by their text, as its scanner tells them from identifiers. */
let KEYWORDS: Map<string, TS.SyntaxKind>

function readKinds(): void {
  const ts = loadTypeScript()
  ;({
    AmpersandAmpersandEqualsToken,
    AmpersandAmpersandToken,
    AmpersandEqualsToken,
    AmpersandToken,
    AsteriskAsteriskEqualsToken,
    AsteriskAsteriskToken,
    AsteriskEqualsToken,
    AsteriskToken,
    AtToken,
    BarBarEqualsToken,
    BarBarToken,
    BarEqualsToken,
    BarToken,
    BigIntLiteral,
    CaretEqualsToken,
    CaretToken,
    CloseBraceToken,
    CloseBracketToken,
    CloseParenToken,
    ColonToken,
    CommaToken,
    DotDotDotToken,
    DotToken,
    EndOfFileToken,
    EqualsEqualsEqualsToken,
    EqualsEqualsToken,
    EqualsGreaterThanToken,
    EqualsToken,
    ExclamationEqualsEqualsToken,
    ExclamationEqualsToken,
    ExclamationToken,
    FirstKeyword,
    GreaterThanToken,
    Identifier,
    JsxText,
    LastKeyword,
    LessThanEqualsToken,
    LessThanLessThanEqualsToken,
    LessThanLessThanToken,
    LessThanSlashToken,
    LessThanToken,
    MinusEqualsToken,
    MinusMinusToken,
    MinusToken,
    NoSubstitutionTemplateLiteral,
    NumericLiteral,
    OpenBraceToken,
    OpenBracketToken,
    OpenParenToken,
    PercentEqualsToken,
    PercentToken,
    PlusEqualsToken,
    PlusPlusToken,
    PlusToken,
    PrivateIdentifier,
    QuestionDotToken,
    QuestionQuestionEqualsToken,
    QuestionQuestionToken,
    QuestionToken,
    RegularExpressionLiteral,
    SemicolonToken,
    SlashEqualsToken,
    SlashToken,
    StringLiteral,
    TemplateHead,
    TemplateMiddle,
    TemplateTail,
    TildeToken,
    Unknown,
  } = ts.SyntaxKind)
  KEYWORDS = new Map()
  for (let kind = FirstKeyword; kind <= LastKeyword; kind++) KEYWORDS.set(ts.tokenToString(kind)!, kind)
}

/** What an ASCII character may be in a name: its first character (and any after), or only one after the first. */
const NAME_START = 1
const NAME_PART = 2
const ASCII_NAMES = new Uint8Array(128)
for (let code = 0; code < 128; code++) {
  const character = String.fromCharCode(code)
  if (/[A-Za-z_$]/.test(character)) ASCII_NAMES[code] = NAME_START | NAME_PART
  else if (/[0-9]/.test(character)) ASCII_NAMES[code] = NAME_PART
}

/** `\b`, `\f`, `\n`, `\r`, `\t` and `\v`, by the letter after the backslash. */
const CONTROL_ESCAPES = new Map([
  [98, '\b'],
  [102, '\f'],
  [110, '\n'],
  [114, '\r'],
  [116, '\t'],
  [118, '\v'],
])

function isNamePart(code: number): boolean {
  return code < 128 && (ASCII_NAMES[code]! & NAME_PART) !== 0
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13 || code === 0x2028 || code === 0x2029
}

/**
 * The part of TypeScript's scanner the header's token pass uses (`createScanner` with its
 * trivia skipped): the same kinds, positions, values and line breaks, token for token, on
 * what it reads (text between tags is JsxText, white space or not). It reads code written
 * with ASCII names; where TypeScript would read on by rules of its own (a name with
 * non-ASCII characters or escapes, an octal escape, a string, comment, template or regular
 * expression left open, a conflict marker) it throws Unreadable, and the file is parsed in
 * full as for any top level the scan is unsure of. Written for speed: TypeScript's scanner
 * took about 0.4 s of a cold process to read a 3,400-file app, most of a one-page call's
 * token pass. Its test holds every call equal to TypeScript's over every fixture.
 */
export class TokenScanner {
  private pos = 0
  private start = 0
  private token: TS.SyntaxKind
  /** The token's value is the text from valueStart to valueEnd, unless `cooked` holds it (a string's escapes read). */
  private valueStart = 0
  private valueEnd = 0
  private cooked: string | null = null
  /** What the last escape read stands for. */
  private escaped = ''
  private lineBreak = false

  constructor(
    private readonly text: string,
    private readonly jsx: boolean,
  ) {
    if (KEYWORDS === undefined) readKinds()
    this.token = Unknown
    // A hashbang line is trivia, as the first line only.
    if (text.charCodeAt(0) === 35 && text.charCodeAt(1) === 33) {
      this.pos = 2
      while (this.pos < text.length && !isLineBreak(text.charCodeAt(this.pos))) this.pos++
    }
  }

  getTokenStart(): number {
    return this.start
  }

  getTokenEnd(): number {
    return this.pos
  }

  getTokenValue(): string {
    return this.cooked ?? this.text.slice(this.valueStart, this.valueEnd)
  }

  hasPrecedingLineBreak(): boolean {
    return this.lineBreak
  }

  /** Runs `callback` and puts the scanner back where it was. */
  lookAhead<T>(callback: () => T): T {
    const { pos, start, token, valueStart, valueEnd, cooked, lineBreak } = this
    try {
      return callback()
    } finally {
      this.pos = pos
      this.start = start
      this.token = token
      this.valueStart = valueStart
      this.valueEnd = valueEnd
      this.cooked = cooked
      this.lineBreak = lineBreak
    }
  }

  scan(): TS.SyntaxKind {
    this.lineBreak = false
    this.token = this.scanToken()
    return this.token
  }

  private scanToken(): TS.SyntaxKind {
    const text = this.text
    for (;;) {
      const pos = this.pos
      this.start = pos
      if (pos >= text.length) return EndOfFileToken
      const code = text.charCodeAt(pos)
      const next = text.charCodeAt(pos + 1)
      switch (code) {
        case 10:
        case 13:
          this.lineBreak = true
          this.pos++
          continue
        case 9:
        case 11:
        case 12:
        case 32:
          this.pos++
          continue
        case 33: // !
          if (next === 61)
            return text.charCodeAt(pos + 2) === 61
              ? this.take(3, ExclamationEqualsEqualsToken)
              : this.take(2, ExclamationEqualsToken)
          return this.take(1, ExclamationToken)
        case 34: // "
        case 39: // '
          this.scanString(code)
          return StringLiteral
        case 96: // `
          return this.scanTemplate()
        case 37: // %
          return next === 61 ? this.take(2, PercentEqualsToken) : this.take(1, PercentToken)
        case 38: // &
          if (next === 38)
            return text.charCodeAt(pos + 2) === 61
              ? this.take(3, AmpersandAmpersandEqualsToken)
              : this.take(2, AmpersandAmpersandToken)
          return next === 61 ? this.take(2, AmpersandEqualsToken) : this.take(1, AmpersandToken)
        case 40:
          return this.take(1, OpenParenToken)
        case 41:
          return this.take(1, CloseParenToken)
        case 42: // *
          if (next === 61) return this.take(2, AsteriskEqualsToken)
          if (next === 42)
            return text.charCodeAt(pos + 2) === 61
              ? this.take(3, AsteriskAsteriskEqualsToken)
              : this.take(2, AsteriskAsteriskToken)
          return this.take(1, AsteriskToken)
        case 43: // +
          if (next === 43) return this.take(2, PlusPlusToken)
          return next === 61 ? this.take(2, PlusEqualsToken) : this.take(1, PlusToken)
        case 44:
          return this.take(1, CommaToken)
        case 45: // -
          if (next === 45) return this.take(2, MinusMinusToken)
          return next === 61 ? this.take(2, MinusEqualsToken) : this.take(1, MinusToken)
        case 46: // .
          if (isDigit(next)) return this.scanNumber()
          if (next === 46 && text.charCodeAt(pos + 2) === 46) return this.take(3, DotDotDotToken)
          return this.take(1, DotToken)
        case 47: // /
          if (next === 47) {
            this.pos += 2
            while (this.pos < text.length && !isLineBreak(text.charCodeAt(this.pos))) this.pos++
            continue
          }
          if (next === 42) {
            const close = text.indexOf('*/', pos + 2)
            if (close === -1) throw new Unreadable()
            for (let at = pos + 2; at < close; at++) if (isLineBreak(text.charCodeAt(at))) this.lineBreak = true
            this.pos = close + 2
            continue
          }
          return next === 61 ? this.take(2, SlashEqualsToken) : this.take(1, SlashToken)
        case 48:
        case 49:
        case 50:
        case 51:
        case 52:
        case 53:
        case 54:
        case 55:
        case 56:
        case 57:
          return this.scanNumber()
        case 58:
          return this.take(1, ColonToken)
        case 59:
          return this.take(1, SemicolonToken)
        case 60: // <
          this.refuseConflictMarker(pos)
          if (next === 60)
            return text.charCodeAt(pos + 2) === 61
              ? this.take(3, LessThanLessThanEqualsToken)
              : this.take(2, LessThanLessThanToken)
          if (next === 61) return this.take(2, LessThanEqualsToken)
          if (this.jsx && next === 47 && text.charCodeAt(pos + 2) !== 42) return this.take(2, LessThanSlashToken)
          return this.take(1, LessThanToken)
        case 61: // =
          this.refuseConflictMarker(pos)
          if (next === 61)
            return text.charCodeAt(pos + 2) === 61
              ? this.take(3, EqualsEqualsEqualsToken)
              : this.take(2, EqualsEqualsToken)
          return next === 62 ? this.take(2, EqualsGreaterThanToken) : this.take(1, EqualsToken)
        case 62: // > alone: TypeScript's parser rescans `>>` and `>=` where an expression needs them.
          this.refuseConflictMarker(pos)
          return this.take(1, GreaterThanToken)
        case 63: // ?
          if (next === 46 && !isDigit(text.charCodeAt(pos + 2))) return this.take(2, QuestionDotToken)
          if (next === 63)
            return text.charCodeAt(pos + 2) === 61
              ? this.take(3, QuestionQuestionEqualsToken)
              : this.take(2, QuestionQuestionToken)
          return this.take(1, QuestionToken)
        case 91:
          return this.take(1, OpenBracketToken)
        case 93:
          return this.take(1, CloseBracketToken)
        case 94: // ^
          return next === 61 ? this.take(2, CaretEqualsToken) : this.take(1, CaretToken)
        case 123:
          return this.take(1, OpenBraceToken)
        case 124: // |
          this.refuseConflictMarker(pos)
          if (next === 124)
            return text.charCodeAt(pos + 2) === 61 ? this.take(3, BarBarEqualsToken) : this.take(2, BarBarToken)
          return next === 61 ? this.take(2, BarEqualsToken) : this.take(1, BarToken)
        case 125:
          return this.take(1, CloseBraceToken)
        case 126:
          return this.take(1, TildeToken)
        case 64:
          return this.take(1, AtToken)
        case 35: // #name
          if (next < 128 && (ASCII_NAMES[next]! & NAME_START) !== 0) {
            this.pos++
            this.scanName()
            this.valueStart = pos
            return PrivateIdentifier
          }
          throw new Unreadable()
        case 0xa0:
        case 0xfeff:
          this.pos++
          continue
        case 0x2028:
        case 0x2029:
          this.lineBreak = true
          this.pos++
          continue
        default:
          if (code < 128 && (ASCII_NAMES[code]! & NAME_START) !== 0) return this.scanName()
          // A name with other characters, an escape, other white space: TypeScript's tables decide.
          throw new Unreadable()
      }
    }
  }

  private take(length: number, kind: TS.SyntaxKind): TS.SyntaxKind {
    this.pos += length
    return kind
  }

  /** `<<<<<<<`, `=======`, `|||||||` or `>>>>>>>` at a line's start: TypeScript skips the marker's lines. */
  private refuseConflictMarker(pos: number): void {
    const text = this.text
    if (pos > 0 && !isLineBreak(text.charCodeAt(pos - 1))) return
    if (text.startsWith(text[pos]!.repeat(7), pos)) throw new Unreadable()
  }

  /** A name from `this.pos`, its first character read: an identifier, or the keyword it spells. */
  private scanName(): TS.SyntaxKind {
    const text = this.text
    const start = this.pos
    let pos = start + 1
    let code = text.charCodeAt(pos)
    while (isNamePart(code)) code = text.charCodeAt(++pos)
    if (code === 92 || code > 127) throw new Unreadable()
    this.pos = pos
    this.setValue(start, pos)
    return this.keywordOrName()
  }

  /** The value is the text from `start` to `end`, unless `cooked` gives it (escapes read). */
  private setValue(start: number, end: number, cooked: string | null = null): void {
    this.valueStart = start
    this.valueEnd = end
    this.cooked = cooked
  }

  /** The keyword the value spells, or Identifier. */
  private keywordOrName(): TS.SyntaxKind {
    const start = this.valueStart
    const length = this.valueEnd - start
    const first = this.text.charCodeAt(start)
    if (length < 2 || length > 12 || first < 97 || first > 122) return Identifier
    return KEYWORDS.get(this.text.slice(start, this.valueEnd)) ?? Identifier
  }

  /** Digits with a fraction, an exponent or a `n`, or in hex, octal or binary: kind and end, not value. */
  private scanNumber(): TS.SyntaxKind {
    const text = this.text
    let pos = this.pos
    let kind = NumericLiteral
    const prefix = text.charCodeAt(pos + 1) | 32
    if (text.charCodeAt(pos) === 48 && (prefix === 120 || prefix === 98 || prefix === 111)) {
      pos += 2
      const digit = prefix === 120 ? /[0-9a-fA-F_]/ : prefix === 111 ? /[0-7_]/ : /[01_]/
      while (digit.test(text[pos] ?? '')) pos++
      if (text.charCodeAt(pos) === 110) {
        pos++
        kind = BigIntLiteral
      }
    } else {
      // A leading zero and a digit or `_` is a legacy octal or an error: TypeScript reads those its own way.
      if (text.charCodeAt(pos) === 48 && (isDigit(text.charCodeAt(pos + 1)) || text.charCodeAt(pos + 1) === 95))
        throw new Unreadable()
      const digits = () => {
        while (isDigit(text.charCodeAt(pos)) || text.charCodeAt(pos) === 95) pos++
      }
      digits()
      let plain = true
      if (text.charCodeAt(pos) === 46) {
        pos++
        digits()
        plain = false
      }
      if ((text.charCodeAt(pos) | 32) === 101) {
        pos++
        if (text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) pos++
        if (!isDigit(text.charCodeAt(pos))) throw new Unreadable()
        digits()
        plain = false
      }
      if (plain && text.charCodeAt(pos) === 110) {
        pos++
        kind = BigIntLiteral
      }
    }
    const after = text.charCodeAt(pos)
    // A name straight after a number is an error TypeScript reports its own way.
    if (isNamePart(after) || after === 92 || after > 127) throw new Unreadable()
    this.setValue(this.pos, pos)
    this.pos = pos
    return kind
  }

  /** A string from its quote: its value with escapes read, or as written in a JSX attribute. */
  private scanString(quote: number, jsxAttribute = false): void {
    const text = this.text
    let pos = this.pos + 1
    let cooked: string | null = null
    let chunk = pos
    for (;;) {
      if (pos >= text.length) throw new Unreadable()
      const code = text.charCodeAt(pos)
      if (code === quote) break
      if (!jsxAttribute) {
        if (code === 10 || code === 13) throw new Unreadable()
        if (code === 92) {
          cooked = (cooked ?? '') + text.slice(chunk, pos)
          pos = this.readEscape(pos)
          cooked += this.escaped
          chunk = pos
          continue
        }
      }
      pos++
    }
    this.setValue(this.pos + 1, pos, cooked === null ? null : cooked + text.slice(chunk, pos))
    this.pos = pos + 1
  }

  /** A template from its backtick, or from the `}` that ends a substitution: its cooked text. */
  private scanTemplate(): TS.SyntaxKind {
    const text = this.text
    const fromBacktick = text.charCodeAt(this.pos) === 96
    let pos = this.pos + 1
    let cooked: string | null = null
    let chunk = pos
    let kind: TS.SyntaxKind
    let delimiter: number
    for (;;) {
      if (pos >= text.length) throw new Unreadable()
      const code = text.charCodeAt(pos)
      if (code === 96) {
        kind = fromBacktick ? NoSubstitutionTemplateLiteral : TemplateTail
        delimiter = 1
        break
      }
      if (code === 36 && text.charCodeAt(pos + 1) === 123) {
        kind = fromBacktick ? TemplateHead : TemplateMiddle
        delimiter = 2
        break
      }
      if (code === 92) {
        cooked = (cooked ?? '') + text.slice(chunk, pos)
        pos = this.readEscape(pos)
        cooked += this.escaped
        chunk = pos
        continue
      }
      // A template's line breaks are `\n` in its value, however the file writes them.
      if (code === 13) {
        cooked = `${cooked ?? ''}${text.slice(chunk, pos)}\n`
        pos += text.charCodeAt(pos + 1) === 10 ? 2 : 1
        chunk = pos
        continue
      }
      pos++
    }
    this.setValue(this.pos + 1, pos, cooked === null ? null : cooked + text.slice(chunk, pos))
    this.pos = pos + delimiter
    return kind
  }

  /** The escape at `pos` (its backslash): its value in `this.escaped`, and where it ends. */
  private readEscape(pos: number): number {
    const text = this.text
    const code = text.charCodeAt(pos + 1)
    switch (code) {
      case 48:
        if (isDigit(text.charCodeAt(pos + 2))) throw new Unreadable()
        this.escaped = '\0'
        return pos + 2
      case 120: // \xHH
        return this.readHex(pos + 2, 2, 2)
      case 117: // \uHHHH, \u{H…}
        if (text.charCodeAt(pos + 2) !== 123) return this.readHex(pos + 2, 4, 4)
        {
          const end = this.readHex(pos + 3, 1, 6)
          if (text.charCodeAt(end) !== 125) throw new Unreadable()
          return end + 1
        }
      case 13:
        this.escaped = ''
        return pos + (text.charCodeAt(pos + 2) === 10 ? 3 : 2)
      case 10:
      case 0x2028:
      case 0x2029:
        this.escaped = ''
        return pos + 2
      default:
        // An octal escape, or the text's end: read by TypeScript's own rules.
        if (Number.isNaN(code) || isDigit(code)) throw new Unreadable()
        this.escaped = CONTROL_ESCAPES.get(code) ?? text[pos + 1]!
        return pos + 2
    }
  }

  private readHex(pos: number, least: number, most: number): number {
    const text = this.text
    let end = pos
    while (end - pos < most && /[0-9a-fA-F]/.test(text[end] ?? '')) end++
    if (end - pos < least) throw new Unreadable()
    const point = Number.parseInt(text.slice(pos, end), 16)
    if (point > 0x10ffff) throw new Unreadable()
    this.escaped = String.fromCodePoint(point)
    return end
  }

  /** From a `/` or `/=` where an operand may start: the regular expression it opens. */
  reScanSlashToken(): TS.SyntaxKind {
    const text = this.text
    let pos = this.start + 1
    let inClass = false
    for (;;) {
      const code = text.charCodeAt(pos)
      if (pos >= text.length || isLineBreak(code)) throw new Unreadable()
      if (code === 92) {
        if (isLineBreak(text.charCodeAt(pos + 1))) throw new Unreadable()
        pos++
      } else if (code === 47 && !inClass) break
      else if (code === 91) inClass = true
      else if (code === 93) inClass = false
      pos++
    }
    pos++
    while (isNamePart(text.charCodeAt(pos))) pos++
    if (text.charCodeAt(pos) > 127 || text.charCodeAt(pos) === 92) throw new Unreadable()
    this.pos = pos
    this.setValue(this.start, pos)
    this.token = RegularExpressionLiteral
    return this.token
  }

  /** From a `}` that ends a template's substitution: the template's middle or tail. */
  reScanTemplateToken(_isTaggedTemplate: false): TS.SyntaxKind {
    this.pos = this.start
    this.token = this.scanTemplate()
    return this.token
  }

  /** Inside an element, between tags: `<`, `</`, `{`, or text up to one of them. */
  scanJsxToken(): TS.SyntaxKind {
    const text = this.text
    const pos = this.pos
    this.start = pos
    if (pos >= text.length) return (this.token = EndOfFileToken)
    const code = text.charCodeAt(pos)
    if (code === 60)
      return (this.token =
        text.charCodeAt(pos + 1) === 47 ? this.take(2, LessThanSlashToken) : this.take(1, LessThanToken))
    if (code === 123) return (this.token = this.take(1, OpenBraceToken))
    let end = pos
    for (; end < text.length; end++) {
      const at = text.charCodeAt(end)
      if (at === 123) break
      if (at === 60) {
        this.refuseConflictMarker(end)
        break
      }
    }
    this.pos = end
    this.setValue(pos, end)
    return (this.token = JsxText)
  }

  /** After a name in a tag: the name with its `-` parts (`aria-label`, `data-x`). */
  scanJsxIdentifier(): TS.SyntaxKind {
    if (this.token !== Identifier && !(this.token >= FirstKeyword && this.token <= LastKeyword)) return this.token
    const text = this.text
    let pos = this.pos
    let code = text.charCodeAt(pos)
    while (code === 45 || isNamePart(code)) code = text.charCodeAt(++pos)
    if (code === 92 || code > 127) throw new Unreadable()
    this.valueEnd = pos
    this.pos = pos
    this.token = this.keywordOrName()
    return this.token
  }

  /** After an attribute's `=`: a string as written, or the token that starts its value. */
  scanJsxAttributeValue(): TS.SyntaxKind {
    const code = this.text.charCodeAt(this.pos)
    if (code !== 34 && code !== 39) return this.scan()
    this.scanString(code, true)
    this.token = StringLiteral
    return this.token
  }
}
