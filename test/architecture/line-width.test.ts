import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CODE = /\.(?:ts|tsx|js|jsx|mjs|cjs)$/

interface BiomeConfig {
  files: { includes: string[] }
  formatter: { lineWidth: number }
}

const biome = JSON.parse(readFileSync(path.join(REPO, 'biome.json'), 'utf8')) as BiomeConfig

/**
 * The formatter wraps what it can, but not a string or a template literal: a line it leaves
 * long is one a person has to break. Every code file the formatter covers is checked.
 */
function formattedCodeFiles(): string[] {
  const folders = (negated: boolean) =>
    biome.files.includes
      .filter((glob) => glob.startsWith('!') === negated && glob.endsWith('/**'))
      .map((glob) => glob.slice(negated ? 1 : 0, -2))
  // A negated folder (`!test/data/**`) is one the formatter leaves alone: data, not code.
  const excluded = folders(true)
  const topLevel = readdirSync(REPO).filter((name) => CODE.test(name))
  return [...topLevel, ...folders(false).flatMap((folder) => listCode(folder.slice(0, -1)))].filter(
    (file) => !excluded.some((folder) => file.startsWith(folder)),
  )
}

function listCode(folder: string): string[] {
  return readdirSync(path.join(REPO, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => path.relative(REPO, path.join(entry.parentPath, entry.name)))
}

describe('line width', () => {
  it(`no code line is wider than the formatter's ${biome.formatter.lineWidth} columns`, () => {
    const files = formattedCodeFiles()
    expect(files.length).toBeGreaterThan(100)
    const wide = files.flatMap((file) =>
      readFileSync(path.join(REPO, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line].length > biome.formatter.lineWidth ? [`${file}:${index + 1} (${[...line].length})`] : [],
        ),
    )
    expect(wide).toEqual([])
  })
})
