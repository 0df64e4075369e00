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
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, INSTALL_TESTS, ...TIMED_TESTS],
        },
      },
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
