import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'

const GUIDE = `# Using flawless-react

Run \`flawless-react analyse src --json\` for the raw facts, or \`flawless-react analyse --jsn\` if you like typos.

\`\`\`sh
$ npx --no-install flawless-react analyse 'app/**/*.tsx' \\
    --root apps/web --max-entries 20
CI=1 flawless-react findings --rules server-hook,missing-key && echo done
flawless-react tree --depth two
npm run build   # not ours
\`\`\`

Usage lines are checked for their command and options:

\`\`\`
flawless-react analyse <entry> [--root DIR] [--json]
flawless-react findings [entry] [--colour]
\`\`\`

\`\`\`json
{ "mcpServers": { "flawless-react": { "command": "npx", \
"args": ["flawless-react", "analyse", "src", "--max-entries", "0"] } } }
\`\`\`

\`\`\`jsonc
// a host config with a trailing comment line
{ "servers": [{ "command": "flawless-react", "args": ["tree", "--roots", "app/page.tsx"] }] }
\`\`\`

\`\`\`json
{ "command": "flawless-react", "args": ["tree"], }
\`\`\`

\`flawless-react analyse "src\` never closes its quote.
`

describe('check-docs', () => {
  it('finds invocations in fences, inline code and host configs, and parses each with the CLI grammar', async () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'docs/guide.md': GUIDE,
      'README.md': 'No commands here.\n',
      'node_modules/pkg/README.md': '`flawless-react nonsense`\n',
    })
    const result = analyser.checkDocs({ root: ROOT })
    await expect(`${JSON.stringify(result, null, 2)}\n`).toMatchFileSnapshot('../../snapshots/docs/check-docs.json')
    expect(result.files).toEqual(['README.md', 'docs/guide.md'])
    expect(result.commands.map((command) => [command.line, command.ok])).toEqual([
      [3, true],
      [3, false],
      [6, true],
      [8, true],
      [9, false],
      [16, true],
      [17, false],
      [21, false],
      [26, true],
      [30, false],
      [33, false],
    ])
  })

  it('reads a placeholder command and an ellipsis as usage, still checking option names', () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'README.md':
        '`flawless-react <command> --help`, `flawless-react <command> --jsonn`, and `flawless-react …` in prose.\n',
    })
    expect(analyser.checkDocs({ root: ROOT }).commands.map(({ command, ok, error }) => [command, ok, error])).toEqual([
      ['flawless-react <command> --help', true, null],
      ['flawless-react <command> --jsonn', false, 'Unknown option "--jsonn" in a usage line: no command has it.'],
      ['flawless-react …', true, null],
    ])
  })

  it('reads the generator’s usage line, and option names with digits in them', () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'README.md': [
        '```text',
        'flawless-react [--tasks LIST] [--a11y-impact LEVEL] [--run-tests]',
        'flawless-react [--taks LIST]',
        'flawless-react [--load-p99-ms N] [--shard I/N]',
        'flawless-react tree [--a11y-impact LEVEL]',
        '```',
        '',
      ].join('\n'),
    })
    expect(analyser.checkDocs({ root: ROOT }).commands.map(({ ok, error }) => [ok, error?.split('.')[0]])).toEqual([
      [true, undefined],
      [false, 'Unknown option "--taks" for "flawless-react" in a usage line'],
      [true, undefined],
      [false, 'Unknown option "--a11y-impact" for "flawless-react tree" in a usage line'],
    ])
  })

  it('reads code as CommonMark does: in lists and quotes, tilde fences, indented and unclosed blocks', () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'docs/setup.md': [
        '1. Install the tool, then:',
        '',
        '   ```sh',
        '   flawless-react analyse src --json',
        '   ```',
        '   - nested, with `flawless-react tree`',
        '',
        '~~~sh',
        '```',
        'flawless-react tree --depth 2',
        '~~~',
        '',
        '> ```sh',
        '> flawless-react tree --depth two',
        '> ```',
        '',
        'A paragraph, then indented code:',
        '',
        '    flawless-react findings --rules img-alt',
        '',
        '```sh',
        'flawless-react analyse --jsn',
        '',
      ].join('\n'),
    })
    expect(analyser.checkDocs({ root: ROOT }).commands.map(({ line, command, ok }) => [line, command, ok])).toEqual([
      [4, 'flawless-react analyse src --json', true],
      [6, 'flawless-react tree', true],
      [10, 'flawless-react tree --depth 2', true],
      [14, 'flawless-react tree --depth two', false],
      [19, 'flawless-react findings --rules img-alt', true],
      [22, 'flawless-react analyse --jsn', false],
    ])
  })

  it('reads code spans as CommonMark does: escaped backticks, longer fences, spans across lines, comments', () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'README.md': [
        'Escaped backticks are text: \\`flawless-react nonsense\\`.',
        'Double backticks hold one: ``flawless-react analyse `src` ``.',
        'A span may break a line: `flawless-react',
        'tree --depth 2`, and the next one keeps its line:',
        '`flawless-react tree --depth zero`.',
        '',
        '<!-- `flawless-react nonsense` is commented out -->',
        '',
        '<!--',
        '```sh',
        'flawless-react nonsense',
        '```',
        '-->',
      ].join('\n'),
    })
    expect(analyser.checkDocs({ root: ROOT }).commands.map(({ line, command, ok }) => [line, command, ok])).toEqual([
      [2, 'flawless-react analyse `src`', true],
      [3, 'flawless-react tree --depth 2', true],
      [5, 'flawless-react tree --depth zero', false],
    ])
  })

  it('reads hosts’ registrations: mcp add lines, npx -y, node_modules/.bin, a command list, Codex TOML', () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'README.md': [
        '```sh',
        'claude mcp add flawless-react -- npx -y flawless-react mcp',
        'codex mcp add flawless-react -- ./node_modules/.bin/flawless-react mcp --port 3000',
        './node_modules/.bin/flawless-react findings --format sarif -o out.sarif',
        'flawless-react findings --format markdown >> "$GITHUB_STEP_SUMMARY" 2>/dev/null',
        'claude mcp add other -- npx -y other-server --port 3000',
        '```',
        '',
        '```json',
        '{ "mcp": { "flawless-react": { "type": "local", "command": ["npx", "-y", "flawless-react", "mcp"] } } }',
        '```',
        '',
        '```json',
        '{ "mcpServers": { "f": { "command": "/usr/local/bin/flawless-react", "args": ["mcp", "--stdio"] } } }',
        '```',
        '',
        '```toml',
        '[mcp_servers.flawless-react]',
        'command = "npx"',
        "args = ['-y', 'flawless-react',",
        '  "mcp"]  # the server',
        '',
        '[mcp_servers.typo]',
        'command = "flawless-react"',
        'args = ["mpc"]',
        '',
        '[mcp_servers.other]',
        'command = "npx"',
        'args = ["-y", "other-server"]',
        '```',
      ].join('\n'),
    })
    expect(analyser.checkDocs({ root: ROOT }).commands.map(({ line, command, ok }) => [line, command, ok])).toEqual([
      [2, 'flawless-react mcp', true],
      [3, 'flawless-react mcp --port 3000', false],
      [4, 'flawless-react findings --format sarif -o out.sarif', true],
      [5, 'flawless-react findings --format markdown', true],
      [10, 'flawless-react mcp', true],
      [14, 'flawless-react mcp --stdio', false],
      [20, 'flawless-react mcp', true],
      [25, 'flawless-react mpc', false],
    ])
  })

  it('checks a project config shown in JSON against the config schema, naming the key', () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'README.md': [
        '```json',
        '{ "$schema": "./node_modules/flawless-react/flawless.config.schema.json", "rules": { "index-key": "off" } }',
        '```',
        '',
        '```json title="flawless.config.json"',
        '{ "ruels": { "index-key": "off" } }',
        '```',
        '',
        '```json',
        '{ "name": "app", "flawless": { "maxEntries": 0 } }',
        '```',
        '',
        '```json',
        '{ "compilerOptions": { "strict": true }, "rules": { "anything": 1 } }',
        '```',
      ].join('\n'),
    })
    expect(
      analyser.checkDocs({ root: ROOT }).commands.map(({ line, command, ok, error }) => [line, command, ok, error]),
    ).toEqual([
      [2, 'flawless.config.json', true, null],
      [
        6,
        'flawless.config.json',
        false,
        'Unknown key "ruels" in flawless.config.json. Did you mean "rules"? ' +
          'The keys are $schema, rules, ignores, maxEntries, out, tasks, props, stubs, a11y.',
      ],
      [
        10,
        'package.json under "flawless"',
        false,
        '"maxEntries" in package.json under "flawless" is 0. It must be a whole number of at least 1.',
      ],
    ])
  })

  it('checks only the files asked for, and refuses a path outside root', () => {
    const { analyser } = createProject({
      'package.json': '{}',
      'docs/guide.md': GUIDE,
      'README.md': '`flawless-react tree`\n',
    })
    expect(analyser.checkDocs({ root: ROOT, files: ['README.md'] }).commands).toEqual([
      { file: 'README.md', line: 1, command: 'flawless-react tree', ok: true, error: null },
    ])
    expect(() => analyser.checkDocs({ root: ROOT, files: ['../elsewhere.md'] })).toThrow(/resolves outside the root/)
  })

  it('flawless-react check-docs exits 1 and names each broken command', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'flawless-check-docs-'))
    try {
      writeFileSync(path.join(folder, 'README.md'), '```sh\nflawless-react analyse src --rooot .\n```\n')
      const run = runCli(['check-docs', '--root', folder])
      expect(run.status).toBe(1)
      expect(run.stdout).toBe(
        'README.md:2  flawless-react analyse src --rooot .\n' +
          '    Unknown option "--rooot" for "flawless-react analyse". ' +
          'Its options are --root, --max-entries, --cache, --cache-location, --json and --help.\n' +
          '1 command in 1 Markdown file; 1 do not parse.\n',
      )
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
