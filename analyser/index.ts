/**
 * flawless-react's analyser: the public API for editors, scripts and the CLI and MCP
 * adapters. Pure: every read goes through the injected file system; nothing is written.
 */
export { Analyser } from './analyser.js'
export type { AnalyserOptions, CallStats } from './analyser.js'
export type { CallProgress } from './pipeline/summary-cache.js'
export type { AnalyseOptions } from './analyse.js'
export { DEFAULT_MAX_ENTRIES } from './pipeline/load-project.js'
export { AnalyserError, isAnalyserError } from './errors.js'
export type { AnalyserErrorCode } from './errors.js'
export { nodeFileSystem } from './project/file-system.js'
export type { AnalyserFileSystem, DirectoryEntry, FileStats } from './project/file-system.js'
export { DEFAULT_EXCLUDES, DEFAULT_OUT, SOURCE_EXTENSIONS } from './project/sources.js'
export { RULES } from './rules/index.js'
export { DEFAULT_MAX_FINDINGS, NOT_CHECKED, UNUSED_SUPPRESSION_RULE } from './rules/findings.js'
export type { FindingsOptions, FindingsResult } from './rules/findings.js'
export { CONFIG_FILE, CONFIG_SCHEMA } from './config/schema.js'
export type { ProjectConfig } from './config/config.js'
export type { Finding, Rule, Severity } from './rules/rule.js'
export type { RoutesOptions, RoutesResult, RouteInventory } from './routes/routes.js'
export type {
  ApiRoute,
  AppEntry,
  PageRoute,
  ParamSource,
  RouteComponent,
  RouterKind,
  UnreadRoute,
} from './routes/inventory.js'
export type { ParamValues, RouteParam } from './routes/params.js'
export { DEFAULT_TREE_DEPTH } from './tree/tree.js'
export type { TreeNode, TreeOptions, TreeResult } from './tree/tree.js'
export type { CheckDocsResult, DocCommand } from './docs/check-docs.js'
export { COMMANDS, parseInvocation, UsageError } from './grammar/index.js'
export type { GeneratedSuite, ProjectStatus, StatusOptions } from './status/status.js'
export type { GenerateOptions, PlanResult, PlannedSuite } from './suites/plan.js'
export type { SuiteAction, SuiteDecision } from './suites/suite.js'
export { decideActionFor } from './suites/suite.js'
export { composeSuite, formatHeader, hashText, parseSuite } from './suites/header.js'
export type { ParsedSuite, SuiteHeader } from './suites/header.js'
export { getBackupPath, getSuitePath } from './suites/paths.js'
export { BUILT_TASKS, DEFAULT_TASK, TASKS, checkPrerequisites } from './tasks/index.js'
export type { Prerequisite, TaskName } from './tasks/index.js'
export type { MachineFacts } from './tasks/machine.js'
export { type BiomeLocation, locateBiome } from './tasks/react-rules/react-rules.js'
export { BIOME_RULES, getBiomeRuleUrl } from './tasks/react-rules/biome-rules.js'
export type { BiomeRule } from './tasks/react-rules/biome-rules.js'
export { BIOME_VERSION, getBiomeConfigPath, toBiomeIncludes } from './tasks/react-rules/biome-config.js'
export type { ReactRulesBlock, ReactRulesDiagnostic, ReactRulesRun } from './tasks/react-rules/report.js'
export { A11Y_IMPACTS, type A11yImpact } from './tasks/a11y/impacts.js'
export { A11Y_PAGES_FOLDER } from './tasks/a11y/a11y.js'
export { getImportSpecifier, getRelativeSpecifier } from './suites/imports.js'
export type { GenerationInput, LoadInput, SpecInput, SuiteInput, SuiteParent } from './suites/inputs.js'
export type { RouteSpec } from './tasks/e2e/route-spec.js'
export type { LoadLimits, LoadPipe, LoadSuite } from './tasks/load/load-suite.js'
export type { Role, RoleElement } from './tasks/e2e/page-facts.js'
export type { SiteScope } from './suites/site-values.js'
export type { ProviderKind, ProviderNeed } from './suites/providers/index.js'
export type { InstanceName, Shape } from './suites/shapes.js'
export type { CompileSettings } from './suites/compile-settings.js'
export type { SuiteResolver } from './suites/resolver.js'
export type { FrameworkKind } from './project/framework.js'
export type * from './types.js'
