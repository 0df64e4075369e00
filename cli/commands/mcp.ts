import type { ParsedCommand } from '../../analyser/grammar/index.js'
import { type CommandContext, type CommandOutput, EXIT } from './output.js'

/**
 * `flawless-react mcp`. The grammar has already refused any argument (a host config with
 * a typo'd flag must not start a server that quietly ignores it). The stdout guard is
 * loaded before the server, so nothing but frames reaches stdout.
 */
export async function runMcp(_parsed: ParsedCommand, { version }: CommandContext): Promise<CommandOutput> {
  await import('../../mcp/stdout-guard.js')
  const { serve } = await import('../../mcp/main.js')
  await serve(version)
  return { exitCode: EXIT.ok, stdout: '' }
}

export async function runGuide(parsed: ParsedCommand): Promise<CommandOutput> {
  const { GUIDE_TOPICS, getGuide } = await import('../../analyser/docs/guide.js')
  const topic = parsed.positionals[0]
  const text = getGuide(topic)
  if (text === null) {
    const { UsageError } = await import('../../analyser/grammar/index.js')
    throw new UsageError(`Unknown guide topic "${topic}". The topics are ${Object.keys(GUIDE_TOPICS).join(', ')}.`)
  }
  return { exitCode: EXIT.ok, stdout: text }
}

/** `flawless-react mcp --help`: the contract, and the tools from the registry the server serves. */
export async function formatMcpHelp(): Promise<string> {
  const { TOOLS } = await import('../../mcp/tools.js')
  const { PROTOCOL_VERSIONS } = await import('../../mcp/protocol.js')
  return [
    'Usage: flawless-react mcp',
    '',
    'An MCP server on stdin and stdout for agents. It takes no options.',
    '',
    'Transport: JSON-RPC 2.0, one message per line. stdout carries protocol frames only; operator messages go to',
    'stderr, prefixed "flawless-react mcp:". initialize answers with the requested version when it is one of',
    `${PROTOCOL_VERSIONS.join(', ')}, and with ${PROTOCOL_VERSIONS[0]} otherwise. ` +
      'Before an initialize request, any request but',
    'ping is refused with -32002. A line that is not JSON: -32700 (id null); not JSON-RPC: -32600; ' +
      'unknown method: -32601;',
    'invalid params, an unknown tool or an unknown argument: -32602, naming what exists. ' +
      'Requests are answered in order.',
    '',
    'Lifecycle: the server exits once stdin closes and every request before has been answered (a run in flight',
    'finishes under its watchdog first); an open stdin is an open session. SIGTERM, SIGINT, SIGHUP or SIGQUIT',
    'kills every live child’s process group first and gives the call in flight at most 5 s; an abandoned call is',
    'named on stderr. A run never outlives the server: a killed server’s run child stops what it started.',
    'A read call is bounded by its timeout_s (default 600) and the read thread’s heap ceiling: past either, the',
    'answer is TIMEOUT or RESOURCE_LIMIT and the next call gets a fresh thread. A read call whose request carries',
    'a progressToken is sent notifications/progress (files read and summarised) every 250 ms while it runs.',
    'notifications/cancelled stops the call it names at once (a run’s process group is killed, a read’s thread',
    'ended) and that call gets no answer; a queued request it names never starts.',
    '',
    'Tools:',
    ...TOOLS.map((tool) => `  ${tool.name.padEnd(24)} ${tool.description}`),
    '',
    'Resources: flawless://guide, flawless://guide/{topic} — the text "flawless-react guide [topic]" prints.',
    '',
    'Register with a host: { "mcpServers": { "flawless-react": { "command": "flawless-react", "args": ["mcp"] } } }',
  ].join('\n')
}
