import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // CLI tests spawn the built binary; give a busy machine room.
    testTimeout: 30_000,
  },
})
