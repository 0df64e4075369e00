/** Items under a line naming their file, a blank line between files, in the order given. */
export function groupByFile<T extends { file: string }>(items: readonly T[], format: (item: T) => string[]): string[] {
  const lines: string[] = []
  let currentFile: string | null = null
  for (const item of items) {
    if (item.file !== currentFile) {
      if (currentFile !== null) lines.push('')
      currentFile = item.file
      lines.push(item.file)
    }
    lines.push(...format(item))
  }
  return lines
}
