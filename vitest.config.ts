import { defineConfig } from 'vitest/config';

// Two groups, one after the other (sequence.groupOrder): every test file with two workers,
// then the attack suite on its own. It runs seven workflow runs of four task jobs at once and
// judges what hostile code could do to the machine; with another heavy file beside it on a
// two-core machine its reports came late.
const ATTACKS = 'test/sandbox-attacks.test.ts';
const shared = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
  pool: 'forks' as const,
  // Each test file's temporary folders in one folder, removed when the file is done.
  setupFiles: ['test/support/temp-root.ts'],
  server: { deps: { inline: ['@actions/workflow-parser'] } },
};

export default defineConfig({
  // @actions/workflow-parser ships sourcemaps without sources; vite would warn about each.
  logLevel: 'error',
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'ralph',
          include: ['test/**/*.test.ts'],
          // Real repositories' own tests, copied as fixtures, are theirs to run, not vitest's.
          exclude: [ATTACKS, 'test/fixtures/**'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { ...shared, name: 'attacks', include: [ATTACKS], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
