import { configDefaults, defineConfig } from 'vitest/config'

// Tests that install a project's dependencies from the registry: their own project, so
// they can be run, timed and given room apart from the rest.
const INSTALL_TESTS = 'test/**/*.install.test.ts'

export default defineConfig({
  test: {
    // Some tests still spawn the built binary or a project's vitest; give a busy machine room.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, INSTALL_TESTS] },
      },
      {
        extends: true,
        // A first install of a dependency set, and removing the installed projects, take minutes on a busy machine.
        test: { name: 'install', include: [INSTALL_TESTS], testTimeout: 240_000, hookTimeout: 120_000 },
      },
    ],
  },
})
