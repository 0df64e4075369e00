import type { LoadedProject } from './load-project.js'

const NAMED_IN_NOTE = 10

/** The notes every result carries about what it did not cover: capped entries, oversized files, paths outside root. */
export function describeGaps(loaded: LoadedProject, extra: string[] = []): { entries_skipped?: number; note?: string } {
  const gaps: { entries_skipped?: number; note?: string } = {}
  const notes: string[] = []
  const { skipped, analysed, indexed } = loaded
  if (skipped.length > 0) {
    gaps.entries_skipped = skipped.length
    notes.push(
      `${skipped.length} of ${skipped.length + analysed.length} entry files were not analysed because ` +
        `max_entries is ${analysed.length}: ${nameSome(skipped)}. Narrow the entry or raise max_entries.`,
    )
  }
  if (indexed.oversized.length > 0) {
    const one = indexed.oversized.length === 1
    notes.push(
      `${indexed.oversized.length} ${one ? 'file is' : 'files are'} over 1 MiB and ${one ? 'was' : 'were'} ` +
        `not read (minified or generated code): ${nameSome(indexed.oversized)}.`,
    )
  }
  if (loaded.outsideRoot.length > 0) {
    const one = loaded.outsideRoot.length === 1
    notes.push(
      `${loaded.outsideRoot.length} ${one ? 'path' : 'paths'} the entry reached ${one ? 'leads' : 'lead'} outside ` +
        `the root and ${one ? 'was' : 'were'} not read: ${nameSome(loaded.outsideRoot)}.`,
    )
  }
  notes.push(...extra)
  if (notes.length > 0) gaps.note = notes.join(' ')
  return gaps
}

export function nameSome(items: string[]): string {
  const named = items.slice(0, NAMED_IN_NOTE).join(', ')
  return items.length > NAMED_IN_NOTE ? `${named} and ${items.length - NAMED_IN_NOTE} more` : named
}

/** Files that could not be read or parsed, in path order, as every result lists them. */
export function sortErrors<T extends { file: string; line: number }>(errors: T[]): T[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}
