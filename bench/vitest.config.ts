import { defineConfig } from 'vitest/config';

// The benches that need Vitest (module mocks for an in-process A/B); never part of `npm test`.
export default defineConfig({
  test: {
    include: ['bench/**/*.ab.ts'],
    environment: 'node',
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    disableConsoleIntercept: true,
  },
});
