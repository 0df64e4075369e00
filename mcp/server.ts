import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js'
import { ErrorCode, McpError, type ServerNotification, type ServerRequest } from '@modelcontextprotocol/sdk/types.js'
import type { CallProgress } from '../analyser/index.js'
import * as z from 'zod'
import { GUIDE_TOPICS, getGuide } from '../analyser/docs/guide.js'
import { logOperator } from './operator-log.js'
import { invalidParams, TOOLS } from './tools.js'

/**
 * The tool registry and the guide resources on the SDK's McpServer; tools/call is ours,
 * so an unknown tool or argument is a JSON-RPC -32602 that names what exists, where the
 * SDK would answer a tool result.
 */
export function createServer(version: string): McpServer {
  const server = new McpServer({ name: 'flawless-react', version }, { capabilities: { tools: {}, resources: {} } })
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: tool.annotations,
      },
      async () => {
        throw new McpError(ErrorCode.InternalError, 'tools/call is answered by flawless-react’s own handler')
      },
    )
  }
  // The params are checked here rather than by the SDK's schema, which answers a malformed
  // call with -32603 instead of naming the field.
  server.server.setRequestHandler(
    z.object({ method: z.literal('tools/call'), params: z.unknown() }),
    async (request, extra) => {
      const params = (request.params ?? {}) as { name?: unknown; arguments?: unknown }
      if (typeof params.name !== 'string')
        throw invalidParams(
          `INVALID_ARGUMENT field=name: tools/call needs the name of a tool. The tools are ${TOOL_NAMES}.`,
        )
      const tool = TOOLS.find((candidate) => candidate.name === params.name)
      if (!tool) throw invalidParams(`Unknown tool "${params.name}". The tools are ${TOOL_NAMES}.`)
      const parsed = tool.input.safeParse(params.arguments ?? {})
      if (!parsed.success) throw invalidParams(describeIssues(tool.name, tool.input, parsed.error))
      const overlong = findOverlongArgument(parsed.data as Record<string, unknown>)
      if (overlong)
        throw invalidParams(
          `INVALID_ARGUMENT field=${overlong.field}: the value is ${overlong.bytes} bytes, ` +
            `longer than any path or glob can be (${MAX_PATH_BYTES} bytes at most).`,
        )
      extra.signal.addEventListener(
        'abort',
        () =>
          logOperator(
            `cancelled: tools/call of ${tool.name} (id ${JSON.stringify(extra.requestId)}); ` +
              'the client will get no answer.',
          ),
        { once: true },
      )
      return tool.run(parsed.data as Record<string, unknown>, extra.signal, toProgressNotifier(extra))
    },
  )
  server.registerResource(
    'guide',
    'flawless://guide',
    {
      title: 'flawless-react agent guide',
      description: 'What each tool is for, which to call first, what the read plane does not claim, safe regeneration.',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: getGuide(undefined)! }],
    }),
  )
  server.registerResource(
    'guide-topic',
    new ResourceTemplate('flawless://guide/{topic}', {
      list: async () => ({
        resources: Object.entries(GUIDE_TOPICS).map(([topic, section]) => ({
          uri: `flawless://guide/${topic}`,
          name: topic,
          title: section.title,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    { title: 'A topic of the agent guide', mimeType: 'text/markdown' },
    async (uri, { topic }) => {
      const text = getGuide(String(topic))
      if (text === null)
        throw invalidParams(
          `Resource ${uri.href} not found. The guide topics are ${Object.keys(GUIDE_TOPICS).join(', ')}.`,
        )
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] }
    },
  )
  // The tools and the guide are fixed for the server's life; the SDK would announce changes.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false } })
  return server
}

const TOOL_NAMES = TOOLS.map((tool) => tool.name).join(', ')

/**
 * `notifications/progress` for a call that asked for them with a progressToken. Progress
 * counts files read and files summarised, so it only grows; the total grows with the
 * summaries the answer turns out to need.
 */
function toProgressNotifier(
  extra: RequestHandlerExtra<ServerRequest, ServerNotification>,
): ((progress: CallProgress) => void) | undefined {
  const token = extra._meta?.progressToken
  if (token === undefined) return undefined
  return ({ filesRead, filesTotal, filesSummarised }) => {
    extra
      .sendNotification({
        method: 'notifications/progress',
        params: {
          progressToken: token,
          progress: filesRead + filesSummarised,
          total: filesTotal + filesSummarised,
          message: `${filesRead} of ${filesTotal} files read, ${filesSummarised} summarised in full`,
        },
      })
      // A note that cannot be sent (the client has gone) must not fail the call: its answer reports that.
      .catch(() => {})
  }
}

/**
 * PATH_MAX on Linux. Every string argument outside `env` is a path, a glob or a name;
 * one longer than this names no file, and handed on it fails deep in a file system call.
 */
const MAX_PATH_BYTES = 4096

/** The first argument (outside env, whose values are the caller's own) too long to be a path. */
function findOverlongArgument(args: Record<string, unknown>): { field: string; bytes: number } | null {
  for (const [field, value] of Object.entries(args)) {
    if (field === 'env') continue
    for (const item of Array.isArray(value) ? value : [value]) {
      const bytes = typeof item === 'string' ? Buffer.byteLength(item) : 0
      if (bytes > MAX_PATH_BYTES) return { field, bytes }
    }
  }
  return null
}

/** `INVALID_ARGUMENT field=runTests: …` — the field first, as the CLI names a flag. */
function describeIssues(tool: string, schema: z.ZodObject, error: z.ZodError): string {
  const known = Object.keys(schema.shape).join(', ')
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        const fields = issue.keys.join(',')
        return `INVALID_ARGUMENT field=${fields}: ${tool} has no such argument; its arguments are ${known}.`
      }
      const field = issue.path.join('.') || '(arguments)'
      return `INVALID_ARGUMENT field=${field}: ${issue.message}.`
    })
    .join(' ')
}
