import { defineConfig } from 'vitest/config';

// Two tiers. `npm run test:unit` runs the fast one, the `unit` project: every *.unit.test.ts.
// The rule for a newcomer: a test file is a unit test when it starts no process (no git, no agent
// CLI, no dist/index.js, no sudo, no shell gate, no workflow run in the runner emulation); servers
// on loopback inside the test's own process are fine. Name it <name>.unit.test.ts; anything else
// is <name>.test.ts and runs in the full tier. test/support/no-process.ts holds the unit tier to
// the rule: there, starting a process throws. `npm test` runs both tiers.
//
// Two groups, one after the other (sequence.groupOrder): every test file with two workers,
// then the attack suite on its own. It runs seven workflow runs of four task jobs at once and
// judges what hostile code could do to the machine; with another heavy file beside it on a
// two-core machine its reports came late.
const ATTACKS = 'test/sandbox-attacks.test.ts';
const UNIT = 'test/**/*.unit.test.ts';
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
          name: 'unit',
          include: [UNIT],
          exclude: ['test/fixtures/**'],
          setupFiles: [...shared.setupFiles, 'test/support/no-process.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'ralph',
          include: ['test/**/*.test.ts'],
          // Real repositories' own tests, copied as fixtures, are theirs to run, not vitest's.
          exclude: [UNIT, ATTACKS, 'test/fixtures/**'],
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
