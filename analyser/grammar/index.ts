/** The argument grammar: the commands and their options, and the parser the CLI, check-docs and MCP share. */
export * from './commands.js'
export * from './options.js'
export * from './parse.js'
export * from './read-operations.js'
