// The plan `ralph init` creates, and the one edit it makes to an existing plan's object (a key
// put in its usual place). Pure.
import { type Gate, type Plan, planJsonSchema } from '../plan/plan.js';

/** The plan `ralph init` creates: the detected gates, the agent, and an example spec to replace. */
export function templatePlan(
  gates: readonly Gate[],
  provider: string,
  hasReadme = false,
  command?: string,
): Plan {
  return {
    $schema: planJsonSchema().$id as string,
    version: 1,
    agent: { provider, ...(command !== undefined ? { command } : {}) },
    ...(gates.length > 0 ? { gates: gates.map((g) => ({ ...g })) } : {}),
    specs: [
      {
        id: 'example',
        name: 'Example spec: replace it with your own',
        priority: 1,
        context:
          'A spec is one reviewable change: its tasks run one at a time on the branch ralph/<spec id>, and one pull request is opened when they are all completed.',
        acceptanceCriteria: ['Every gate passes'],
        tasks: [
          {
            id: 'example-1',
            title: 'First task',
            description: 'What the agent should build, in a few sentences, as you would brief a colleague.',
            status: 'pending',
            acceptanceCriteria: ['An observable result that says the task is done'],
            // Files whose contents go into the prompt; only one that exists, so the example runs.
            ...(hasReadme ? { contextFiles: ['README.md'] } : {}),
          },
          {
            id: 'example-2',
            title: 'Second task',
            description: 'Runs after example-1 is completed.',
            status: 'pending',
            dependsOn: ['example-1'],
            acceptanceCriteria: ['Another observable result'],
          },
        ],
      },
    ],
  };
}

/** Sets `key` on `obj` in place, placed before `before` (or last), so the file reads in the usual order. */
export function insertBefore(
  obj: Record<string, unknown>,
  before: string,
  key: string,
  value: unknown,
): void {
  const entries = Object.entries(obj).filter(([k]) => k !== key);
  for (const [k] of entries) delete obj[k];
  let placed = false;
  for (const [k, v] of entries) {
    if (k === before && !placed) {
      obj[key] = value;
      placed = true;
    }
    obj[k] = v;
  }
  if (!placed) obj[key] = value;
}
