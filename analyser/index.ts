/**
 * flawless-react's analyser: the public API for editors, scripts and the CLI and MCP
 * adapters. Pure: every read goes through the injected file system; nothing is written.
 */
export { Analyser } from './analyser.js'
export type { AnalyserOptions, CallStats } from './analyser.js'
export type { AnalyseOptions } from './analyse.js'
export { DEFAULT_MAX_ENTRIES } from './project/load.js'
export { AnalyserError, isAnalyserError } from './errors.js'
export type { AnalyserErrorCode } from './errors.js'
export { nodeFileSystem } from './project/file-system.js'
export type { AnalyserFileSystem, DirectoryEntry, FileStats } from './project/file-system.js'
export { DEFAULT_EXCLUDES, DEFAULT_OUT, SOURCE_EXTENSIONS } from './project/sources.js'
export { RULES } from './rules/index.js'
export { DEFAULT_MAX_FINDINGS, NOT_CHECKED } from './rules/findings.js'
export type { FindingsOptions, FindingsResult } from './rules/findings.js'
export type { Finding, Rule, Severity } from './rules/rule.js'
export { DEFAULT_TREE_DEPTH } from './tree/tree.js'
export type { TreeNode, TreeOptions, TreeResult } from './tree/tree.js'
export type { CheckDocsOptions, CheckDocsResult, DocCommand } from './docs/check-docs.js'
export { COMMANDS, parseInvocation, UsageError } from './commands/grammar.js'
export type * from './types.js'
