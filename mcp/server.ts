import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import { CallToolRequestSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import type * as z from 'zod'
import { GUIDE_TOPICS, getGuide } from '../analyser/docs/guide.js'
import { TOOLS } from './tools.js'

/**
 * The tool registry and the guide resources on the SDK's McpServer; tools/call is ours,
 * so an unknown tool or argument is a JSON-RPC -32602 that names what exists, where the
 * SDK would answer a tool result.
 */
export function createServer(version: string): McpServer {
  const server = new McpServer({ name: 'flawless-react', version }, { capabilities: { tools: {}, resources: {} } })
  for (const tool of TOOLS) {
    server.registerTool(tool.name, { title: tool.title, description: tool.description, inputSchema: tool.input.shape, ...(tool.output ? { outputSchema: tool.output.shape } : {}) }, async () => {
      throw new McpError(ErrorCode.InternalError, 'tools/call is answered by flawless-react’s own handler')
    })
  }
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = TOOLS.find((candidate) => candidate.name === request.params.name)
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${request.params.name}". The tools are ${TOOLS.map((candidate) => candidate.name).join(', ')}.`)
    const parsed = tool.input.safeParse(request.params.arguments ?? {})
    if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, describeIssues(tool.name, tool.input, parsed.error))
    return tool.run(parsed.data as Record<string, unknown>)
  })
  server.registerResource('guide', 'flawless://guide', { title: 'flawless-react agent guide', description: 'What each tool is for, which to call first, what the read plane does not claim, safe regeneration.', mimeType: 'text/markdown' }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: 'text/markdown', text: getGuide(undefined)! }],
  }))
  server.registerResource(
    'guide-topic',
    new ResourceTemplate('flawless://guide/{topic}', { list: async () => ({ resources: Object.entries(GUIDE_TOPICS).map(([topic, section]) => ({ uri: `flawless://guide/${topic}`, name: topic, title: section.title, mimeType: 'text/markdown' })) }) }),
    { title: 'A topic of the agent guide', mimeType: 'text/markdown' },
    async (uri, { topic }) => {
      const text = getGuide(String(topic))
      if (text === null) throw new McpError(ErrorCode.InvalidParams, `Resource ${uri.href} not found. The guide topics are ${Object.keys(GUIDE_TOPICS).join(', ')}.`)
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] }
    },
  )
  return server
}

/** `INVALID_ARGUMENT field=runTests: …` — the field first, as the CLI names a flag. */
function describeIssues(tool: string, schema: z.ZodObject, error: z.ZodError): string {
  const known = Object.keys(schema.shape).join(', ')
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') return `INVALID_ARGUMENT field=${issue.keys.join(',')}: ${tool} has no such argument; its arguments are ${known}.`
      const field = issue.path.join('.') || '(arguments)'
      return `INVALID_ARGUMENT field=${field}: ${issue.message}.`
    })
    .join(' ')
}
