import { existsSync, readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { Analyser, CONFIG_SCHEMA } from '../../analyser/index.js'
import { COMMANDS, GENERATE_COMMAND, invocationName } from '../../analyser/grammar/index.js'
import { formatCommandHelp } from '../../cli/views/command-help.js'
import { TOOLS } from '../../mcp/tools.js'
import { REPO } from '../helpers/cli.js'

/** The front page stays a front page: what the tool is, a sample, set-up, the tasks, links. */
const README_MAX_LINES = 250
const markdown = new MarkdownIt('commonmark')

/** README.md and every page under docs/, as check-docs lists them. */
function listOwnDocs(): string[] {
  const pages = readdirSync(path.join(REPO, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.relative(REPO, path.join(entry.parentPath, entry.name)))
  return ['README.md', ...pages].sort()
}

function readDoc(file: string): string {
  return readFileSync(path.join(REPO, file), 'utf8')
}

/** The text from a heading to the next heading of the same or a higher level. */
function getSection(page: string, heading: string): string {
  const start = page.indexOf(`\n${heading}\n`)
  if (start === -1) return ''
  const level = heading.split(' ')[0]!
  const next = page.slice(start + heading.length + 2).search(new RegExp(`\\n#{1,${level.length}} `))
  return next === -1 ? page.slice(start) : page.slice(start, start + heading.length + 2 + next)
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function listAnchors(text: string): Set<string> {
  const anchors = new Set<string>()
  const tokens = markdown.parse(text, {})
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return
    const slug = tokens[index + 1]!.content.toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-')
    let anchor = slug
    for (let repeat = 1; anchors.has(anchor); repeat++) anchor = `${slug}-${repeat}`
    anchors.add(anchor)
  })
  return anchors
}

function listLinks(text: string): string[] {
  return markdown
    .parse(text, {})
    .flatMap((token) => token.children ?? [])
    .filter((token) => token.type === 'link_open')
    .map((token) => String(token.attrGet('href')))
}

describe("the project's own docs", () => {
  it('every flawless-react command and config in README.md and docs/ parses with the CLI grammar', () => {
    const result = new Analyser().checkDocs({ root: REPO, files: ['README.md', 'docs/**/*.md'] })
    expect(result.files).toEqual(listOwnDocs())
    expect(result.commands.filter((command) => !command.ok)).toEqual([])
    expect(result.commands.length).toBeGreaterThan(80)
  })

  it(`README.md is a front page of at most ${README_MAX_LINES} lines`, () => {
    const lines = readDoc('README.md').trimEnd().split('\n').length
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it("docs/cli.md holds every command's --help as the grammar prints it", () => {
    const page = readDoc('docs/cli.md')
    for (const command of [GENERATE_COMMAND, ...COMMANDS]) {
      const help = formatCommandHelp(command)
      expect(
        page.includes(`\`\`\`text\n${help}\n\`\`\``),
        `docs/cli.md lacks "${invocationName(command)} --help" as it prints now; ` +
          `put this in the text block under the command's heading:\n${help}`,
      ).toBe(true)
    }
  })

  it('docs/mcp.md names every tool and each of its arguments', () => {
    const page = readDoc('docs/mcp.md')
    for (const tool of TOOLS) {
      const section = getSection(page, `### ${tool.name}`)
      expect(section, `docs/mcp.md has no "### ${tool.name}" section`).not.toBe('')
      for (const argument of Object.keys(tool.input.shape))
        expect(section, `${tool.name}: ${argument}`).toMatch(new RegExp(`^\\| \`${argument}\``, 'm'))
    }
  })

  it('docs/config.md names every key of the config file', () => {
    const page = readDoc('docs/config.md')
    for (const key of Object.keys(CONFIG_SCHEMA.properties)) expect(page).toContain(`| \`${key}\` |`)
    for (const key of Object.keys(CONFIG_SCHEMA.properties.a11y.properties)) expect(page).toContain(`\`${key}\``)
  })

  it('every link between the pages leads to a file, and to a heading that exists', () => {
    const broken: string[] = []
    for (const file of listOwnDocs()) {
      for (const href of listLinks(readDoc(file))) {
        if (/^[a-z]+:/.test(href)) continue
        const [target = '', anchor] = href.split('#')
        const resolved = target === '' ? file : path.join(path.dirname(file), target)
        if (!existsSync(path.join(REPO, resolved))) broken.push(`${file}: ${href} (no ${resolved})`)
        else if (anchor !== undefined && !listAnchors(readDoc(resolved)).has(anchor))
          broken.push(`${file}: ${href} (no heading #${anchor} in ${resolved})`)
      }
    }
    expect(broken).toEqual([])
  })
})
