// What the tests of agent routing share (core/agent-routing.ts): a plan that routes its tasks to
// two providers, the gate that fails a file holding BUG, and a stand-in for Claude Code.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plan } from '../../src/core/plan/plan.js';
import { tempDir } from './repo.js';

const AGENTS = join(import.meta.dirname, '..', 'agents');
/** Claude Code's own stream-json of a finished task (real bytes): 2 turns, $0.0084. */
const CLAUDE_SUCCESS = join(
  import.meta.dirname,
  '..',
  'fixtures',
  'transcripts',
  'claude',
  'success.stream-json.jsonl',
);
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export const CHECK = `import { readdirSync, readFileSync } from 'node:fs';
for (const f of readdirSync('.').filter((f) => f.endsWith('.txt'))) {
  if (readFileSync(f, 'utf8').includes('BUG')) { console.log('BUG found in ' + f); process.exit(4); }
}
console.log('no bugs');
`;

/**
 * A `claude` first on PATH (its folder returned): writes `<task>.txt` (the task's work), keeps its
 * argv in `<record>/<task>.<attempt>.json`, and prints the real CLI's stream-json of a finished
 * task. It does not model the CLI beyond that transcript. `sharedDir` makes the folders readable
 * by the agent user of the CI tests.
 */
export function claudeOnPath(record: string, dir: (prefix: string) => string = tempDir): string {
  const bin = dir('ralph-bin-');
  const transcript = join(bin, 'success.stream-json.jsonl');
  writeFileSync(transcript, readFileSync(CLAUDE_SUCCESS));
  writeFileSync(
    join(bin, 'claude'),
    `#!/bin/sh
printf 'work of %s\\n' "$RALPH_TASK_ID" > "$RALPH_TASK_ID.txt"
AGENT_RECORD_FILE=${sh(record)}/"$RALPH_TASK_ID.$RALPH_ATTEMPT.json" \\
  AGENT_TRANSCRIPT=${sh(transcript)} exec ${sh(process.execPath)} ${sh(join(AGENTS, 'fake-cli.mjs'))} "$@"
`,
  );
  chmodSync(join(bin, 'claude'), 0o755);
  return bin;
}

/** Two providers: `command` by default, Claude Code for heavy tasks and for retries after a failure. */
export function mixedPlan(command: string): Plan {
  return {
    version: 1,
    gates: [{ name: 'check', command: 'node check.mjs' }],
    agent: {
      provider: 'command',
      command,
      tiers: { heavy: { provider: 'claude', model: 'claude-heavy' } },
      escalate: { provider: 'claude', model: 'claude-strong' },
    },
    specs: [
      {
        id: 'app',
        name: 'App',
        tasks: [
          { id: 'a-light', description: 'Write a-light.txt', status: 'pending', complexity: 'light' },
          {
            id: 'a-heavy',
            description: 'Write a-heavy.txt',
            status: 'pending',
            complexity: 'heavy',
            dependsOn: ['a-light'],
          },
          {
            id: 'a-esc',
            description: 'Write a-esc.txt',
            status: 'pending',
            complexity: 'standard',
            dependsOn: ['a-heavy'],
          },
        ],
      },
    ],
  };
}
