// What the tests of agent routing share (core/agent-routing.ts): a plan that routes its tasks to
// two providers, and the gate that fails a file holding BUG (the stand-in for Claude Code is
// claude-on-path.ts).
import type { Plan } from '../../src/core/plan/plan.js';

export const CHECK = `import { readdirSync, readFileSync } from 'node:fs';
for (const f of readdirSync('.').filter((f) => f.endsWith('.txt'))) {
  if (readFileSync(f, 'utf8').includes('BUG')) { console.log('BUG found in ' + f); process.exit(4); }
}
console.log('no bugs');
`;

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
