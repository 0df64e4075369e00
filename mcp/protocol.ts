/**
 * The protocol's constants, apart from the transport: `mcp --help` states them, and
 * loading the transport installs the stdout guard, which would send that help to stderr.
 */

/** The protocol versions this server speaks; any other request is answered with the first. */
export const PROTOCOL_VERSIONS = ['2025-06-18', '2025-03-26', '2024-11-05'] as const

// https://www.jsonrpc.org/specification#error_object, and MCP's "server not initialized".
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  notInitialized: -32002,
} as const
