import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @actions/workflow-parser ships sourcemaps without sources; vite would warn about each.
  logLevel: 'error',
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
