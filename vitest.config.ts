import { configDefaults, defineConfig } from 'vitest/config'

// Tests that install a project's dependencies from the registry: their own project, so
// they can be run, timed and given room apart from the rest.
const INSTALL_TESTS = 'test/**/*.install.test.ts'

// Tests that hold a process to a deadline (the MCP server's exit and watchdog bounds) or
// measure one (the perf and heap gates; the MCP run tools run a suite's perf gate twice,
// flawless_run then flawless_test): they run last, one file at a time, so no other test
// file's load comes and goes between a baseline and its comparison.
const TIMED_TESTS = [
  'test/mcp/lifecycle.test.ts',
  'test/mcp/run-plane.test.ts',
  'test/mcp/run-tools.test.ts',
  'test/cli/generate-gates.test.ts',
]

// Tests that run what the generator wrote: a project's vitest, Biome, Playwright and Chromium,
// a load run, or the MCP server over stdio for each case. Each costs seconds of child processes,
// so they sit outside `npm test` (the loop a developer runs after every change) and inside
// `npm run test:all`, which CI runs.
// A file nested a few hundred levels deep overflows the parser's call stack in a fresh process and
// parses in one whose parser the JIT has already compiled (smaller frames), so its error differs:
// this test runs in a module graph of its own, as a first call would.
const STACK_TESTS = ['test/parse/deep-syntax.test.ts']

const INTEGRATION_TESTS = [
  'test/cli/a11y.test.ts',
  'test/cli/caught-errors.test.ts',
  'test/cli/e2e.test.ts',
  'test/cli/generate.test.ts',
  'test/cli/load.test.ts',
  'test/cli/long-runs.test.ts',
  'test/cli/perf-remeasure.test.ts',
  'test/cli/react-rules.test.ts',
  'test/cli/regenerate.test.ts',
  'test/cli/run-scope.test.ts',
  'test/cli/terminal.test.ts',
  'test/mcp/command-line.test.ts',
  'test/mcp/inspector.test.ts',
  'test/mcp/transport.test.ts',
]

export default defineConfig({
  test: {
    // Some tests still spawn the built binary or a project's vitest; give a busy machine room.
    testTimeout: 30_000,
    // Most of a test file's time goes waiting on a child (the binary, a project's vitest, npm, a
    // terminal): a worker per core keeps both cores of a small machine busy, where vitest's
    // default (one fewer) runs the files one at a time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The files share each worker's modules: loading TypeScript and the analyser once per
          // worker rather than once per file takes this project from 95 s to 35 s.
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, INSTALL_TESTS, ...TIMED_TESTS, ...INTEGRATION_TESTS, ...STACK_TESTS],
        },
      },
      { extends: true, test: { name: 'unit-isolated', include: STACK_TESTS } },
      { extends: true, test: { name: 'integration', include: INTEGRATION_TESTS } },
      {
        extends: true,
        // A first install of a dependency set, and removing the installed projects, take minutes on a busy machine.
        test: { name: 'install', include: [INSTALL_TESTS], testTimeout: 240_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED_TESTS, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
