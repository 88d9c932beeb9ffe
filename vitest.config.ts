import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'site/**/*.test.{ts,tsx}', 'e2e/**/*.e2e.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
