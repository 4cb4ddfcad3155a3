// Plans for the graph tests: one with every status and hostile titles, and big ones.
import type { Plan, Task } from '../src/core/plan/plan.js';

/** Every state a node can have, and titles that try to break the diagram or inject markup. */
export function hostilePlan(): Plan {
  const t = (id: string, title: string, status: Task['status'], dependsOn?: string[]): Task => ({
    id,
    title,
    description: `Task ${id}.`,
    status,
    ...(dependsOn ? { dependsOn } : {}),
  });
  return {
    version: 1,
    specs: [
      {
        id: 'alpha',
        name: 'Spec "A" <b>bold</b>',
        tasks: [
          t('a1', 'Quote "x" [brackets] {braces} (parens)', 'completed'),
          t('a2', '<script>alert(1)</script>', 'in_progress', ['a1']),
          t('a3', 'back`tick` # hash; semi #35; end', 'failed', ['a1']),
          t('a4', 'new\nline --> t0 end', 'pending', ['a2', 'a3']),
        ],
      },
      {
        id: 'beta',
        name: 'Beta',
        tasks: [
          t('b1', '%%{init: {"theme":"dark"}}%%', 'blocked', ['a1']),
          t('b2', '<img src=x onerror=alert(1)>', 'skipped'),
          t('b3', 'a & b &amp; c', 'pending', ['b1', 'b2']),
          t('b4', '```mermaid fence', 'pending'),
        ],
      },
    ],
  };
}

/** What each hostile title must show as, literally, after the `id: ` prefix. */
export const HOSTILE_LABELS: Record<string, string> = {
  a1: 'a1: Quote "x" [brackets] {braces} (parens)',
  a2: 'a2: <script>alert(1)</script>',
  a3: 'a3: back`tick` # hash; semi #35; end',
  a4: 'a4: new line --> t0 end',
  b1: 'b1: %%{init: {"theme":"dark"}}%%',
  b2: 'b2: <img src=x onerror=alert(1)>',
  b3: 'b3: a & b &amp; c',
  b4: 'b4: ```mermaid fence',
};

export const HOSTILE_STATES: Record<string, string> = {
  a1: 'completed',
  a2: 'in_progress',
  a3: 'failed',
  a4: 'pending',
  b1: 'blocked',
  b2: 'skipped',
  b3: 'pending',
  b4: 'ready',
};

/**
 * `specs` specs of `perSpec` tasks: each task depends on the one before it, and each spec's
 * first task on a task of each of the two specs before it. The first `finishedSpecs` specs are
 * completed, then each spec's first `finishedPerSpec` tasks.
 */
export function bigPlan(specs: number, perSpec: number, finishedSpecs = 0, finishedPerSpec = 0): Plan {
  const plan: Plan = { version: 1, specs: [] };
  for (let s = 0; s < specs; s++) {
    const tasks: Task[] = [];
    for (let i = 0; i < perSpec; i++) {
      const deps =
        i > 0
          ? [`s${s}-t${i - 1}`]
          : [s - 1, s - 2].filter((x) => x >= 0).map((x) => `s${x}-t${perSpec - 1}`);
      tasks.push({
        id: `s${s}-t${i}`,
        title: `Task ${i} of spec ${s}: a title of some length`,
        description: 'Do it.',
        status: s < finishedSpecs || i < finishedPerSpec ? 'completed' : 'pending',
        ...(deps.length > 0 ? { dependsOn: deps } : {}),
      });
    }
    plan.specs.push({ id: `spec-${s}`, name: `Spec number ${s}`, tasks });
  }
  return plan;
}
