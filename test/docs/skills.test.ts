import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser } from '../../analyser/index.js'
import { getGuide } from '../../analyser/docs/guide.js'
import { SKILLS, renderSkill } from '../../analyser/docs/skills.js'
import { REPO } from '../helpers/cli.js'

// https://agentskills.io/specification: the name's letters and length; the description's length.
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/

describe('the agent skills', () => {
  it('are skills/<name>/SKILL.md, shipped, each as `npm run skills` writes it from the one source', () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { files: string[] }
    expect(manifest.files, 'the package ships the skills').toContain('skills')
    const folders = readdirSync(path.join(REPO, 'skills')).sort()
    expect(folders).toEqual(SKILLS.map((skill) => skill.name).sort())
    for (const skill of SKILLS) {
      expect(
        readFileSync(path.join(REPO, 'skills', skill.name, 'SKILL.md'), 'utf8'),
        `skills/${skill.name}/SKILL.md differs from analyser/docs/skills.ts: run "npm run build && npm run skills"`,
      ).toBe(renderSkill(skill))
    }
  })

  it('follow the Agent Skills format: a name of at most 64 lowercase words and hyphens, a description of 1,024', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(4)
    for (const skill of SKILLS) {
      expect(skill.name).toMatch(SKILL_NAME)
      expect(skill.name.length).toBeLessThanOrEqual(64)
      expect(skill.description.length).toBeGreaterThan(0)
      expect(skill.description.length).toBeLessThanOrEqual(1024)
      const [, frontmatter] = renderSkill(skill).split('---\n')
      expect(frontmatter).toBe(`name: ${skill.name}\ndescription: ${JSON.stringify(skill.description)}\n`)
    }
  })

  it('are what `flawless-react guide <name>` prints and flawless://guide/<name> serves', () => {
    for (const skill of SKILLS) expect(getGuide(skill.name)).toBe(`# ${skill.title}\n\n${skill.body}`)
    expect(getGuide('overview')).toContain(SKILLS.map((skill) => skill.name).join(', '))
  })

  it('write only commands that parse with the CLI grammar', () => {
    const result = new Analyser().checkDocs({ root: REPO, files: ['skills/**/*.md'] })
    expect(result.files).toHaveLength(SKILLS.length)
    expect(result.commands.filter((command) => !command.ok)).toEqual([])
    expect(result.commands.length).toBeGreaterThan(10)
  })
})
