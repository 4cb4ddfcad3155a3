// The unit tier's guard (vitest.config.ts): a unit test starts no process. Every way
// node:child_process has of starting one throws here, naming the rule, so a test that needs git,
// an agent CLI, dist/index.js or sudo fails at once and is renamed to the full tier.
import { vi } from 'vitest';

vi.mock('node:child_process', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:child_process')>();
  const refuse = (name: string) => () => {
    throw new Error(
      `child_process.${name}: a *.unit.test.ts file starts no process (vitest.config.ts); ` +
        'rename the test file to <name>.test.ts to run it in the full tier',
    );
  };
  const starters = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;
  const refused = Object.fromEntries(starters.map((name) => [name, refuse(name)]));
  return { ...original, ...refused, default: { ...original, ...refused } };
});
