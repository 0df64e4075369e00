import * as path from 'node:path'
import { type Program, isParseFailure, parseSource } from '../parse/parse-source.js'
import { type AnalyserFileSystem, readTextOrNull } from '../project/file-system.js'

/** A source read and parsed again, for the facts the per-file summary does not keep. */
export interface ParsedFile {
  file: string
  text: string
  program: Program
}

/**
 * The files the route inventory and the e2e task read beyond the summaries (route
 * objects, `createRoot(…).render`, literal params, what a page shows), parsed once per
 * content and kept per analyser instance, as the summary cache is. Only the few files
 * those questions reach are parsed: the importers of a router, pages, and the subtrees
 * of routes.
 */
export class ParsedFiles {
  private readonly byKey = new Map<string, { text: string; parsed: ParsedFile | null; facts: Map<string, unknown> }>()

  constructor(
    readonly fs: AnalyserFileSystem,
    readonly root: string,
  ) {}

  /** The file's parse, or null when it cannot be read or does not parse (the summaries report those). */
  get(file: string): ParsedFile | null {
    return this.entry(file)?.parsed ?? null
  }

  /** A fact computed once per file content, by the extractor named `kind`. */
  facts<Facts>(file: string, kind: string, extract: (parsed: ParsedFile) => Facts): Facts | null {
    const entry = this.entry(file)
    if (!entry?.parsed) return null
    if (!entry.facts.has(kind)) entry.facts.set(kind, extract(entry.parsed))
    return entry.facts.get(kind) as Facts
  }

  private entry(file: string) {
    const text = readTextOrNull(this.fs, path.join(this.root, file))
    if (text === null) return null
    let entry = this.byKey.get(file)
    if (!entry || entry.text !== text) {
      const program = parseSource(file, text)
      entry = { text, parsed: isParseFailure(program) ? null : { file, text, program }, facts: new Map() }
      this.byKey.set(file, entry)
    }
    return entry
  }
}

/**
 * One cache per analyser, shared across roots: each root gets its own files, kept while
 * the instance lives, like the summaries.
 */
export class ParsedFilesByRoot {
  private readonly roots = new Map<string, ParsedFiles>()

  for(fs: AnalyserFileSystem, root: string): ParsedFiles {
    let files = this.roots.get(root)
    if (!files || files.fs !== fs) {
      files = new ParsedFiles(fs, root)
      this.roots.set(root, files)
    }
    return files
  }
}
