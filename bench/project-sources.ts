import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from '@typescript-eslint/typescript-estree'
import { nodeFileSystem } from '../analyser/index.js'
import { PARSE_OPTIONS } from '../analyser/parse/parse-source.js'
import { MAX_FILE_BYTES } from '../analyser/pipeline/read-sources.js'
import { type ProjectRoot, openRoot } from '../analyser/project/root.js'
import { DEFAULT_OUT, getExcludes, listProjectSources } from '../analyser/project/sources.js'

export interface ProjectSources {
  projectRoot: ProjectRoot
  texts: { file: string; text: string }[]
}

/** The sources the analyser reads for `analyse .`: the same listing, excludes and size limit. */
export function readProjectSources(root: string): ProjectSources {
  const projectRoot = openRoot(nodeFileSystem, root)
  const texts = listProjectSources(nodeFileSystem, projectRoot, getExcludes(DEFAULT_OUT))
    .sources.map((file) => ({ file, text: readFileSync(path.join(projectRoot.root, file), 'utf8') }))
    .filter(({ text }) => Buffer.byteLength(text) <= MAX_FILE_BYTES)
  return { projectRoot, texts }
}

/** The baseline: a bare typescript-estree parse of each text with the analyser's options. */
export function parseAll(texts: readonly { file: string; text: string }[]): void {
  for (const { file, text } of texts) {
    try {
      parse(text, { ...PARSE_OPTIONS, filePath: file })
    } catch {
      // A file that does not parse costs what it costs; the analyser pays the same.
    }
  }
}
