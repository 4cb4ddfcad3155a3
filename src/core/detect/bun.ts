// Bun projects are package.json projects (node.ts) whose package manager is Bun: a bun.lock (or
// the older binary bun.lockb), `packageManager: "bun@..."`, or a bunfig.toml. Their scripts run
// with `bun run`; what Bun adds is its own test runner: without a "test" script, `bun test` runs
// the project's *.test / *_test / *.spec files, so it is the test gate when there are some.
// Taken from elysiajs/elysia@8358ff9 (bun.lock, `bun test` inside its scripts, test/*.test.ts).
import type { ProjectReader, ProposedGate } from './types.js';

/** File names Bun's test runner picks up. */
const TEST_FILE = /(\.|_)(test|spec)\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
/** Where test files usually live: the root and these folders, two levels deep. */
const TEST_DIRS = ['', 'test', 'tests', 'src', '__tests__', 'spec'];

/** Whether the project has files `bun test` would run. */
export function hasBunTests(reader: ProjectReader): string | undefined {
  for (const dir of TEST_DIRS) {
    for (const name of reader.list(dir)) {
      const path = dir ? `${dir}/${name}` : name;
      if (TEST_FILE.test(name)) return path;
      if (dir && !name.includes('.'))
        for (const inner of reader.list(path)) if (TEST_FILE.test(inner)) return `${path}/${inner}`;
    }
  }
  return undefined;
}

/** The gates Bun adds to the scripts' (`gates`): `bun test` when no script is the test gate. */
export function bunGates(
  reader: ProjectReader,
  gates: readonly ProposedGate[],
  notes: string[],
): ProposedGate[] {
  if (gates.some((g) => g.name === 'test')) return [];
  const example = hasBunTests(reader);
  if (!example) return [];
  notes.push(`no "test" script; Bun's own test runner runs the test files (${example}, ...)`);
  return [{ name: 'test', command: 'bun test', source: `bun's test runner (${example})` }];
}
