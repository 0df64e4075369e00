import * as fs from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser } from '../../analyser/index.js'
import { REPO } from '../helpers/cli.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'
import { SUITE_PROJECT } from '../helpers/suite-project.js'

/** Every read operation, once, with options that make it read the most. */
function runEveryReadOperation(analyser: Analyser, root: string): void {
  analyser.analyse({ root, entry: '.' })
  analyser.findings({ root })
  analyser.tree({ root })
  analyser.status({ root, environment: { PATH: '/usr/bin' } })
  analyser.plan({ root, force: true })
  analyser.checkDocs({ root })
}

describe('the read operations never write', () => {
  it('leave a memfs tree byte-identical', () => {
    const { analyser, volume } = createProject({ ...SUITE_PROJECT, 'README.md': '`flawless-react tree`\n' })
    const before = volume.toJSON()
    runEveryReadOperation(analyser, ROOT)
    expect(volume.toJSON()).toEqual(before)
  })

  it('leave every file of a real folder with its modification time', () => {
    const root = path.join(REPO, 'examples/next-dashboard')
    const files = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
    const before = files.map((file) => fs.statSync(file).mtimeMs)
    runEveryReadOperation(new Analyser(), root)
    expect(files.map((file) => fs.statSync(file).mtimeMs)).toEqual(before)
    expect(fs.readdirSync(root, { recursive: true }).length).toBe(fs.readdirSync(root, { recursive: true }).length)
  })
})
