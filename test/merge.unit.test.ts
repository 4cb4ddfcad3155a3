import { describe, expect, it } from 'vitest';
import { planProblems } from '../src/core/plan/checks.js';
import { mergePlans, weave } from '../src/core/plan/merge.js';
import type { Plan } from '../src/core/plan/plan.js';

/** The plan on disk: state a run produced, keys a person added. */
function existingPlan(): Plan {
  return {
    $schema: './schema/implementation.schema.json',
    version: 1,
    updatedAt: '2026-03-01T10:00:00Z',
    team: 'payments',
    disciplines: [{ name: 'backend', systemPrompt: 'old prompt', owner: 'ana' }],
    specs: [
      {
        id: 'auth',
        name: 'Auth (old name)',
        priority: 1,
        status: 'in_progress',
        issue: 42,
        reviewers: ['ana'],
        tasks: [
          {
            id: 'A-1',
            description: 'old description',
            status: 'completed',
            completedAt: '2026-02-28T12:00:00Z',
            commit: 'abc123',
          },
          {
            id: 'A-2',
            title: 'Login',
            description: 'old login',
            status: 'failed',
            dependsOn: ['A-1', 'A-0'],
            complexity: 'heavy',
            attempts: [{ number: 1, outcome: 'gate_failed', gate: 'test', summary: '3 tests failed' }],
            comments: [{ author: 'ana', body: 'mind the clock skew', created: '2026-03-01T09:00:00Z' }],
            estimate: 'half a day',
          },
          { id: 'A-0', description: 'spike', status: 'completed' },
          { id: 'A-9', description: 'gone from the source', status: 'pending' },
        ],
      },
      { id: 'manual', tasks: [{ id: 'M-1', description: 'by hand', status: 'pending' }] },
    ],
  } as Plan;
}

/** What an importer made of the source now. */
function incomingPlan(): Plan {
  return {
    version: 1,
    disciplines: [
      { name: 'backend', systemPrompt: 'new prompt' },
      { name: 'frontend', systemPrompt: 'React' },
    ],
    specs: [
      {
        id: 'auth',
        name: 'Authentication',
        tasks: [
          { id: 'A-1', description: 'store users', status: 'pending', acceptanceCriteria: ['unique emails'] },
          { id: 'A-0', description: 'spike', status: 'pending' },
          {
            id: 'A-2',
            title: 'Login route',
            description: 'POST /login',
            status: 'pending',
            dependsOn: ['A-1'],
          },
          { id: 'A-3', description: 'logout', status: 'pending', dependsOn: ['A-2'], provenance: 'human' },
        ],
      },
      { id: 'billing', tasks: [{ id: 'B-1', description: 'invoices', status: 'completed' }] },
    ],
  };
}

const taskOf = (plan: Plan, id: string) => plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id);

describe('mergePlans', () => {
  it('with no existing plan, adds everything', () => {
    const incoming = incomingPlan();
    const r = mergePlans(undefined, incoming);
    expect(r.plan).toEqual(incoming);
    expect(r.plan).not.toBe(incoming);
    expect(r).toMatchObject({ added: ['A-1', 'A-0', 'A-2', 'A-3', 'B-1'], kept: [], removed: [] });
  });

  it('keeps status, attempts, comments, timings and unknown keys of existing tasks', () => {
    const { plan } = mergePlans(existingPlan(), incomingPlan());
    expect(taskOf(plan, 'A-2')).toEqual({
      id: 'A-2',
      title: 'Login route',
      description: 'POST /login',
      status: 'failed',
      dependsOn: ['A-1'],
      complexity: 'heavy',
      attempts: [{ number: 1, outcome: 'gate_failed', gate: 'test', summary: '3 tests failed' }],
      comments: [{ author: 'ana', body: 'mind the clock skew', created: '2026-03-01T09:00:00Z' }],
      estimate: 'half a day',
    });
    expect(taskOf(plan, 'A-1')).toMatchObject({
      status: 'completed',
      completedAt: '2026-02-28T12:00:00Z',
      commit: 'abc123',
      description: 'store users',
    });
  });

  it('keeps the key order of existing objects and appends new keys', () => {
    const { plan } = mergePlans(existingPlan(), incomingPlan());
    expect(Object.keys(taskOf(plan, 'A-1')!)).toEqual([
      'id',
      'description',
      'status',
      'completedAt',
      'commit',
      'acceptanceCriteria',
    ]);
    expect(Object.keys(plan)).toEqual(['$schema', 'version', 'updatedAt', 'team', 'disciplines', 'specs']);
    expect(Object.keys(plan.specs[0]!)).toEqual([
      'id',
      'name',
      'priority',
      'status',
      'issue',
      'reviewers',
      'tasks',
    ]);
  });

  it('takes descriptive fields from the incoming side, removing the ones it no longer has', () => {
    const { plan } = mergePlans(existingPlan(), incomingPlan());
    expect(plan.specs[0]).toMatchObject({
      name: 'Authentication',
      priority: 1,
      status: 'in_progress',
      issue: 42,
    });
    // dependsOn is descriptive: A-2 no longer waits on A-0.
    expect(taskOf(plan, 'A-2')!.dependsOn).toEqual(['A-1']);
    const withoutDeps = incomingPlan();
    delete withoutDeps.specs[0]!.tasks[2]!.dependsOn;
    delete withoutDeps.specs[0]!.tasks[2]!.title;
    const a2 = taskOf(mergePlans(existingPlan(), withoutDeps).plan, 'A-2')!;
    expect(a2.dependsOn).toBeUndefined();
    expect(a2.title).toBeUndefined();
    // Tuning a person set stays unless the source says otherwise.
    expect(a2.complexity).toBe('heavy');
    withoutDeps.specs[0]!.tasks[2]!.complexity = 'light';
    expect(taskOf(mergePlans(existingPlan(), withoutDeps).plan, 'A-2')!.complexity).toBe('light');
  });

  it('does not take state from the incoming side', () => {
    const incoming = incomingPlan();
    Object.assign(incoming.specs[0]!.tasks[1]!, { blockedReason: 'no', completedAt: 'x' });
    const { plan } = mergePlans(existingPlan(), incoming);
    expect(taskOf(plan, 'A-0')).toEqual({ id: 'A-0', description: 'spike', status: 'completed' });
  });

  it('adds new specs and tasks, reports what was added, kept and removed', () => {
    const r = mergePlans(existingPlan(), incomingPlan());
    expect(r.added).toEqual(['A-3', 'B-1']);
    expect(r.kept).toEqual(['A-1', 'A-0', 'A-2']);
    expect(r.removed).toEqual(['A-9']);
    expect(taskOf(r.plan, 'A-3')).toEqual({
      id: 'A-3',
      description: 'logout',
      status: 'pending',
      dependsOn: ['A-2'],
      provenance: 'human',
    });
  });

  it('orders by the incoming plan, keeps a removed task after the one it followed, and leaves other specs alone', () => {
    const { plan } = mergePlans(existingPlan(), incomingPlan());
    expect(plan.specs.map((s) => [s.id, s.tasks.map((t) => t.id)])).toEqual([
      // A-9 followed A-0 in the existing plan, so it stays right after it.
      ['auth', ['A-1', 'A-0', 'A-9', 'A-2', 'A-3']],
      ['manual', ['M-1']],
      ['billing', ['B-1']],
    ]);
    expect(plan.specs[1]).toEqual(existingPlan().specs[1]);
  });

  it('drops removed tasks with prune, and only those', () => {
    const r = mergePlans(existingPlan(), incomingPlan(), { prune: true });
    expect(r.removed).toEqual(['A-9']);
    expect(taskOf(r.plan, 'A-9')).toBeUndefined();
    expect(taskOf(r.plan, 'M-1')).toBeDefined();
  });

  it('moves a task to another spec with its state, without reporting it removed', () => {
    const incoming = incomingPlan();
    const a2 = incoming.specs[0]!.tasks.splice(2, 1)[0]!;
    incoming.specs[1]!.tasks.push(a2);
    incoming.specs[0]!.tasks[2]!.dependsOn = [];
    const r = mergePlans(existingPlan(), incoming);
    expect(r.removed).toEqual(['A-9']);
    expect(r.plan.specs.find((s) => s.id === 'billing')!.tasks.map((t) => t.id)).toEqual(['B-1', 'A-2']);
    expect(r.plan.specs.find((s) => s.id === 'auth')!.tasks.map((t) => t.id)).not.toContain('A-2');
    expect(taskOf(r.plan, 'A-2')!.attempts).toHaveLength(1);
  });

  it('drops a spec whose every task moved to a renamed spec, saying so; keeps one with an issue or a key of its own', () => {
    // A plan made by an older importer (spec "M1"), re-imported under the readable id "m1-core".
    const existing: Plan = {
      version: 1,
      specs: [
        {
          id: 'M1',
          name: 'M1 Core',
          priority: 1,
          tasks: [{ id: 'T-1', description: 'one', status: 'completed', commit: 'abc' }],
        },
        { id: 'M2', issue: 7, tasks: [{ id: 'T-2', description: 'two', status: 'pending' }] },
        {
          id: 'M3',
          agent: { model: 'opus' },
          tasks: [{ id: 'T-3', description: 'three', status: 'pending' }],
        },
      ],
    } as Plan;
    const incoming: Plan = {
      version: 1,
      specs: [
        { id: 'm1-core', tasks: [{ id: 'T-1', description: 'one', status: 'pending' }] },
        { id: 'm2-api', tasks: [{ id: 'T-2', description: 'two', status: 'pending' }] },
        { id: 'm3-ui', tasks: [{ id: 'T-3', description: 'three', status: 'pending' }] },
      ],
    } as Plan;
    const r = mergePlans(existing, incoming);
    expect(r.plan.specs.map((s) => s.id)).toEqual(['M2', 'M3', 'm1-core', 'm2-api', 'm3-ui']);
    expect(r.warnings).toEqual([
      'spec "M1" removed: all its tasks moved to other specs (T-1); work on its branch, if any, is not merged by this',
    ]);
    expect(r.plan.specs.find((s) => s.id === 'M2')!.tasks).toEqual([]);
    expect(r.plan.specs.find((s) => s.id === 'M3')).toMatchObject({ agent: { model: 'opus' }, tasks: [] });
    expect(taskOf(r.plan, 'T-1')).toMatchObject({ status: 'completed', commit: 'abc' });
    expect(mergePlans(r.plan, incoming).plan).toEqual(r.plan);
  });

  it('merges disciplines by name, keeping keys only the existing one has', () => {
    const { plan } = mergePlans(existingPlan(), incomingPlan());
    expect(plan.disciplines).toEqual([
      { name: 'backend', systemPrompt: 'new prompt', owner: 'ana' },
      { name: 'frontend', systemPrompt: 'React' },
    ]);
  });

  it('changes neither argument, and gives a valid plan', () => {
    const existing = existingPlan();
    const incoming = incomingPlan();
    const r = mergePlans(existing, incoming, { prune: true });
    expect(existing).toEqual(existingPlan());
    expect(incoming).toEqual(incomingPlan());
    expect(planProblems(r.plan)).toEqual([]);
    expect(planProblems(mergePlans(existing, incoming).plan)).toEqual([]);
  });
});

describe('mergePlans: a completed task given a new unfinished dependency', () => {
  const task = (id: string, status: Plan['specs'][0]['tasks'][0]['status'], dependsOn?: string[]) => ({
    id,
    description: id,
    status,
    ...(dependsOn ? { dependsOn } : {}),
  });

  it('drops that dependency with a warning naming both, and keeps every other', () => {
    const existing: Plan = {
      version: 1,
      specs: [
        {
          id: 's',
          tasks: [
            task('a', 'completed'),
            { ...task('b', 'completed', ['a']), attempts: [{ number: 1, outcome: 'passed' }] },
          ],
        },
      ],
    };
    // The source gained a step "n" before "b", and "b" also still needs "a".
    const incoming: Plan = {
      version: 1,
      specs: [
        { id: 's', tasks: [task('a', 'pending'), task('n', 'pending'), task('b', 'pending', ['a', 'n'])] },
      ],
    };
    const r = mergePlans(existing, incoming);
    expect(r.warnings).toEqual([
      'task "b" is completed but its new dependency "n" is pending; that dependency is dropped (the work is done, so it does not wait)',
    ]);
    const b = r.plan.specs[0]!.tasks.find((t) => t.id === 'b')!;
    expect(b.dependsOn).toEqual(['a']);
    expect(b.status).toBe('completed');
    expect(b.attempts).toEqual([{ number: 1, outcome: 'passed' }]);
    expect(r.added).toEqual(['n']);
    expect(planProblems(r.plan)).toEqual([]);
    // The same source again: the same plan, the same warning, nothing else moves.
    const again = mergePlans(r.plan, incoming);
    expect(again.plan).toEqual(r.plan);
    expect(again.warnings).toEqual(r.warnings);
  });

  it('removes dependsOn when nothing is left, and leaves pending tasks and done targets alone', () => {
    const existing: Plan = {
      version: 1,
      specs: [{ id: 's', tasks: [task('a', 'completed'), task('x', 'skipped')] }],
    };
    const incoming: Plan = {
      version: 1,
      specs: [
        {
          id: 's',
          tasks: [
            task('n', 'pending'),
            task('a', 'pending', ['n']),
            task('x', 'pending'),
            task('p', 'pending', ['n', 'x']),
          ],
        },
      ],
    };
    const r = mergePlans(existing, incoming);
    const byId = new Map(r.plan.specs[0]!.tasks.map((t) => [t.id, t]));
    expect(byId.get('a')).not.toHaveProperty('dependsOn');
    expect(byId.get('p')!.dependsOn).toEqual(['n', 'x']);
    expect(r.warnings).toHaveLength(1);
    expect(planProblems(r.plan)).toEqual([]);
  });
});

describe('weave', () => {
  it('puts items only the existing list has after their predecessor', () => {
    expect(weave(['a', 'x', 'b', 'y', 'z'], ['b', 'a', 'c'])).toEqual(['b', 'y', 'z', 'a', 'x', 'c']);
    expect(weave(['x', 'a'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(weave([], ['a'])).toEqual(['a']);
  });
});
