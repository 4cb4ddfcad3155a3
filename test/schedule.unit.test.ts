// The scheduler of docs/ARCHITECTURE.md#scheduling: a pure function from plan + options + time to the ready set,
// the waiting reasons, the complexity tiers, and the GitHub Actions matrix.
import { describe, expect, it } from 'vitest';
import { planProblems } from '../src/core/plan/checks.js';
import type { Attempt, Plan } from '../src/core/plan/plan.js';
import {
  attemptMaxCostUsd,
  countedAttempts,
  DEFAULT_MAX_ATTEMPTS,
  type Schedule,
  type ScheduleOptions,
  STALE_MARGIN_MINUTES,
  schedule,
  TIERS,
  taskComplexity,
  taskLimits,
  toMatrix,
} from '../src/core/schedule/schedule.js';
import { gridPlan, planOf, spec, task } from './plan-fixtures.js';

const NOW = new Date('2026-01-17T12:00:00Z');
const run = (plan: Plan, options: ScheduleOptions = {}) => schedule(plan, { now: NOW, ...options });
const readyIds = (s: Schedule) => s.ready.map((r) => r.task);
const reasonOf = (s: Schedule, id: string) => s.waiting.find((w) => w.task === id)?.reason;
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();
const attempts = (...outcomes: Array<Attempt['outcome']>): Attempt[] =>
  outcomes.map((outcome, i) => ({ number: i + 1, outcome }));

describe('the ready set', () => {
  it('a pending task whose dependencies are completed or skipped is ready', () => {
    const plan = planOf(
      spec('a', [task('a1', { status: 'completed' })]),
      spec('b', [task('b1', { status: 'skipped' })]),
      spec('c', [task('c1', { dependsOn: ['a1', 'b1'] })]),
    );
    const s = run(plan);
    expect(readyIds(s)).toEqual(['c1']);
    expect(s.ready[0]).toMatchObject({
      spec: 'c',
      task: 'c1',
      attempt: 1,
      branch: 'ralph/c',
      why: 'pending',
    });
  });

  it('a task waiting on an unfinished dependency is not ready, and says on what', () => {
    const plan = planOf(
      spec('a', [task('a1', { status: 'blocked', blockedReason: 'no credentials' })]),
      spec('b', [task('b1', { status: 'in_progress', startedAt: minutesAgo(1) })]),
      spec('c', [task('c1', { dependsOn: ['a1'] }), task('c2', { dependsOn: ['b1', 'a1'] })]),
    );
    const s = run(plan);
    expect(readyIds(s)).toEqual([]);
    expect(reasonOf(s, 'c1')).toBe('waits on a1 (blocked)');
    expect(reasonOf(s, 'c2')).toBe('waits on b1 (in_progress), a1 (blocked)');
    expect(reasonOf(s, 'a1')).toBe('blocked: no credentials');
    expect(reasonOf(s, 'b1')).toBe('running');
  });

  it('completed and skipped tasks are neither ready nor waiting; a done spec schedules nothing', () => {
    const plan = planOf(
      spec('a', [task('a1', { status: 'completed' }), task('a2', { status: 'skipped' })]),
      spec('b', [task('b1')], { status: 'completed' }),
      spec('c', [task('c1')], { status: 'skipped' }),
    );
    const s = run(plan);
    expect(s.ready).toEqual([]);
    expect(s.waiting).toEqual([]);
  });

  it('orders by spec priority (lower first, none last), then plan order', () => {
    const plan = planOf(
      spec('late', [task('l1')], { priority: 3 }),
      spec('none', [task('n1')]),
      spec('first', [task('f1')], { priority: 1 }),
      spec('also-first', [task('af1')], { priority: 1 }),
      spec('neg', [task('z1')], { priority: -2 }),
    );
    expect(readyIds(run(plan))).toEqual(['z1', 'f1', 'af1', 'l1', 'n1']);
  });

  it('runs one task per spec at a time, in plan order; specs run in parallel', () => {
    const plan = planOf(spec('a', [task('a1'), task('a2'), task('a3')]), spec('b', [task('b1'), task('b2')]));
    const s = run(plan);
    expect(readyIds(s)).toEqual(['a1', 'b1']);
    expect(reasonOf(s, 'a2')).toBe("waits for its spec's running task");
    expect(reasonOf(s, 'b2')).toBe("waits for its spec's running task");
    expect(readyIds(run(plan, { perSpec: 2 }))).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('a running in_progress task holds its spec slot', () => {
    const plan = planOf(
      spec('a', [task('a1'), task('a2', { status: 'in_progress', startedAt: minutesAgo(5) })]),
      spec('b', [
        task('b1', { status: 'in_progress', attempts: [{ number: 1, startedAt: minutesAgo(2) }] }),
        task('b2'),
      ]),
      spec('c', [task('c1')]),
    );
    const s = run(plan);
    expect(readyIds(s)).toEqual(['c1']);
    expect(reasonOf(s, 'a1')).toBe("waits for its spec's running task");
    expect(reasonOf(s, 'a2')).toBe('running');
    expect(reasonOf(s, 'b1')).toBe('running');
    expect(reasonOf(s, 'b2')).toBe("waits for its spec's running task");
  });

  it('an in_progress task with no start time (an import, a hand edit) is taken as dead and run again', () => {
    const plan = planOf(spec('a', [task('a1'), task('a2', { status: 'in_progress' })]));
    const s = run(plan);
    expect(s.ready).toEqual([expect.objectContaining({ task: 'a1', why: 'pending' })]);
    expect(reasonOf(s, 'a2')).toBe("waits for its spec's running task");
    expect(run(plan, { task: 'a2' }).ready).toEqual([
      expect.objectContaining({ task: 'a2', why: 'stale', attempt: 1 }),
    ]);
  });

  it('a stale in_progress task (started longer ago than timeout + margin) is ready again', () => {
    // standard: 15 min timeout, + 10 min margin = 25 min.
    const limit = TIERS.standard.timeoutMinutes + STALE_MARGIN_MINUTES;
    const at = (m: number, extra = {}) =>
      planOf(
        spec('a', [
          task('a1', {
            status: 'in_progress',
            complexity: 'standard',
            startedAt: minutesAgo(m),
            attempts: [{ number: 1, startedAt: minutesAgo(m) }],
            ...extra,
          }),
          task('a2'),
        ]),
      );
    expect(readyIds(run(at(limit)))).toEqual([]);
    const s = run(at(limit + 0.001));
    expect(s.ready).toEqual([expect.objectContaining({ task: 'a1', why: 'stale', attempt: 2 })]);
    expect(reasonOf(s, 'a2')).toBe("waits for its spec's running task");
    // Without task.startedAt, the last attempt's start counts.
    expect(readyIds(run(at(limit + 1, { startedAt: undefined })))).toEqual(['a1']);
    // A heavy task has 20 minutes: 26 minutes is not stale yet.
    expect(readyIds(run(at(limit + 1, { complexity: 'heavy' })))).toEqual([]);
    // An override of the timeout moves the threshold too.
    expect(readyIds(run(at(12), { timeoutMinutes: 1 }))).toEqual(['a1']);
  });

  it('filters by spec and by task', () => {
    const plan = planOf(
      spec('a', [task('a1'), task('a2')], { priority: 2 }),
      spec('b', [task('b1'), task('b2', { dependsOn: ['b1'] })], { priority: 1 }),
    );
    expect(readyIds(run(plan, { spec: 'a' }))).toEqual(['a1']);
    expect(readyIds(run(plan, { spec: 'nope' }))).toEqual([]);
    // A chosen task runs even if an earlier task of its spec could too.
    expect(readyIds(run(plan, { task: 'a2' }))).toEqual(['a2']);
    // A chosen task that is not ready: nothing.
    const s = run(plan, { task: 'b2' });
    expect(readyIds(s)).toEqual([]);
    expect(reasonOf(s, 'b2')).toBe('waits on b1 (pending)');
    expect(readyIds(run(plan, { spec: 'b', task: 'b1' }))).toEqual(['b1']);
  });

  it('maxParallel keeps the first N and reports the rest', () => {
    const plan = planOf(
      spec('a', [task('a1')], { priority: 3 }),
      spec('b', [task('b1')], { priority: 1 }),
      spec('c', [task('c1')], { priority: 2 }),
    );
    const s = run(plan, { maxParallel: 2 });
    expect(readyIds(s)).toEqual(['b1', 'c1']);
    expect(reasonOf(s, 'a1')).toBe('over max-parallel');
    expect(s.counts.ready).toBe(2);
    expect(readyIds(run(plan, { maxParallel: 0 }))).toHaveLength(3); // 0: no limit
  });

  it('uses the branch prefix', () => {
    const plan = planOf(spec('a', [task('a1')]));
    expect(run(plan, { branchPrefix: 'bots/ralph-' }).ready[0]!.branch).toBe('bots/ralph-a');
  });

  it('counts tasks by status, and the ready ones', () => {
    const plan = planOf(
      spec('a', [
        task('a1', { status: 'completed' }),
        task('a2'),
        task('a3', { status: 'blocked' }),
        task('a4', { status: 'failed' }),
        task('a5', { status: 'skipped' }),
        task('a6', { status: 'in_progress', startedAt: minutesAgo(1) }),
      ]),
      spec('b', [task('b1')]),
    );
    expect(run(plan).counts).toEqual({
      pending: 2,
      in_progress: 1,
      completed: 1,
      blocked: 1,
      failed: 1,
      skipped: 1,
      total: 7,
      ready: 1,
    });
  });

  it('is pure: the plan is not changed and the same input gives the same output', () => {
    const plan = gridPlan(5, 5);
    plan.specs[0]!.tasks[0]!.status = 'failed';
    plan.specs[0]!.tasks[0]!.attempts = attempts('gate_failed');
    const before = JSON.stringify(plan);
    expect(run(plan)).toEqual(run(plan));
    expect(JSON.stringify(plan)).toBe(before);
  });
});

describe('retries', () => {
  it('a failed task with attempts left is ready with the next attempt number', () => {
    const plan = planOf(spec('a', [task('a1', { status: 'failed', attempts: attempts('gate_failed') })]));
    expect(run(plan).ready).toEqual([expect.objectContaining({ task: 'a1', attempt: 2, why: 'retry' })]);
  });

  it('a failed task whose budget is spent waits, with the reason', () => {
    const spent = attempts('gate_failed', 'timeout', 'no_marker');
    const plan = planOf(spec('a', [task('a1', { status: 'failed', attempts: spent }), task('a2')]));
    const s = run(plan);
    expect(DEFAULT_MAX_ATTEMPTS).toBe(3);
    expect(readyIds(s)).toEqual(['a2']);
    expect(reasonOf(s, 'a1')).toBe('retry budget spent (3/3 attempts)');
    // The budget comes from options, else the plan's agent defaults.
    expect(readyIds(run(plan, { maxAttempts: 4 }))).toEqual(['a1']);
    expect(readyIds(run({ ...plan, agent: { maxAttempts: 5 } }))).toEqual(['a1']);
    expect(reasonOf(run({ ...plan, agent: { maxAttempts: 2 } }), 'a1')).toBe(
      'retry budget spent (3/2 attempts)',
    );
  });

  it('rate-limited and interrupted attempts do not count against the budget', () => {
    const list = attempts('gate_failed', 'rate_limited', 'gate_failed', 'interrupted', 'rate_limited');
    const t = task('a1', { status: 'failed', attempts: list });
    expect(countedAttempts(t)).toBe(2);
    const s = run(planOf(spec('a', [t])));
    expect(s.ready).toEqual([expect.objectContaining({ task: 'a1', attempt: 6, why: 'retry' })]);
  });

  it('retryBudgetFrom (a person reset the task) gives a fresh budget', () => {
    const spent = attempts('gate_failed', 'gate_failed', 'gate_failed');
    const failed = task('a1', { status: 'failed', attempts: spent, retryBudgetFrom: 3 });
    expect(countedAttempts(failed)).toBe(0);
    expect(run(planOf(spec('a', [failed]))).ready).toEqual([
      expect.objectContaining({ attempt: 4, why: 'retry' }),
    ]);
    // `ralph set --status pending` after a blocked or spent task: a fresh start, numbered on.
    const reset = task('a1', { status: 'pending', attempts: spent, retryBudgetFrom: 3 });
    expect(run(planOf(spec('a', [reset]))).ready).toEqual([
      expect.objectContaining({ attempt: 4, why: 'pending' }),
    ]);
    // Attempts after the reset count again.
    const again = task('a1', {
      status: 'failed',
      attempts: [
        ...spent,
        ...attempts('gate_failed', 'gate_failed', 'gate_failed').map((a, i) => ({ ...a, number: 4 + i })),
      ],
      retryBudgetFrom: 3,
    });
    expect(countedAttempts(again)).toBe(3);
    expect(readyIds(run(planOf(spec('a', [again]))))).toEqual([]);
  });

  it('a blocked task is never retried on its own', () => {
    const plan = planOf(
      spec('a', [task('a1', { status: 'blocked', attempts: attempts('gate_failed') }), task('a2')]),
    );
    const s = run(plan);
    expect(readyIds(s)).toEqual(['a2']);
    expect(reasonOf(s, 'a1')).toBe('blocked');
  });
});

describe('complexity tiers', () => {
  it('are light 50 turns / 10 min, standard 75 / 15, heavy 125 / 20', () => {
    expect(TIERS).toEqual({
      light: { maxTurns: 50, timeoutMinutes: 10 },
      standard: { maxTurns: 75, timeoutMinutes: 15 },
      heavy: { maxTurns: 125, timeoutMinutes: 20 },
    });
  });

  it('an explicit complexity wins', () => {
    for (const c of ['light', 'standard', 'heavy'] as const) {
      const t = task('t', {
        complexity: c,
        description: 'integrate the database migration with auth',
        dependsOn: ['x', 'y'],
      });
      expect(taskLimits(t)).toEqual({ complexity: c, ...TIERS[c] });
    }
  });

  it('estimatedTurns picks the tier and sets max turns', () => {
    expect(taskLimits(task('t', { estimatedTurns: 30 }))).toEqual({
      complexity: 'light',
      maxTurns: 30,
      timeoutMinutes: 10,
    });
    expect(taskLimits(task('t', { estimatedTurns: 50 }))).toMatchObject({
      complexity: 'light',
      maxTurns: 50,
    });
    expect(taskLimits(task('t', { estimatedTurns: 60 }))).toEqual({
      complexity: 'standard',
      maxTurns: 60,
      timeoutMinutes: 15,
    });
    expect(taskLimits(task('t', { estimatedTurns: 75 }))).toMatchObject({ complexity: 'standard' });
    expect(taskLimits(task('t', { estimatedTurns: 200 }))).toEqual({
      complexity: 'heavy',
      maxTurns: 200,
      timeoutMinutes: 20,
    });
    // An explicit complexity keeps its timeout, the estimate its turns.
    expect(taskLimits(task('t', { complexity: 'heavy', estimatedTurns: 40 }))).toEqual({
      complexity: 'heavy',
      maxTurns: 40,
      timeoutMinutes: 20,
    });
  });

  it('is auto-detected from dependencies, output artifacts and integration keywords', () => {
    expect(taskComplexity(task('t', { description: 'Rename a button' }))).toBe('light');
    expect(taskComplexity(task('t', { description: 'Rename a button', dependsOn: ['x'] }))).toBe('light');
    expect(taskComplexity(task('t', { description: 'Rename a button', dependsOn: ['x', 'y'] }))).toBe(
      'standard',
    );
    expect(taskComplexity(task('t', { description: 'Add the settings API' }))).toBe('standard');
    expect(taskComplexity(task('t', { description: 'Write it', outputArtifacts: ['a.ts', 'b.ts'] }))).toBe(
      'standard',
    );
    // A long description is not light even without dependencies.
    expect(taskComplexity(task('t', { description: 'word '.repeat(50) }))).toBe('standard');
    // 2 keywords (4) + 2 dependencies = 6: heavy.
    expect(
      taskComplexity(task('t', { description: 'Database migration for avatars', dependsOn: ['x', 'y'] })),
    ).toBe('heavy');
    // Distinct keywords count once each (oauth, end-to-end, webhook, e2e); the title counts too.
    expect(
      taskComplexity(
        task('t', { title: 'OAuth end-to-end', description: 'Wire the oauth webhook; test the webhook e2e' }),
      ),
    ).toBe('heavy');
    expect(taskLimits(task('t', { description: 'Rename a button' }))).toEqual({
      complexity: 'light',
      ...TIERS.light,
    });
  });

  it('options override turns and timeout for every tier', () => {
    const plan = planOf(
      spec('a', [task('a1', { complexity: 'heavy' })]),
      spec('b', [task('b1', { complexity: 'light', estimatedTurns: 20 })]),
    );
    const s = run(plan, { maxTurns: 33, timeoutMinutes: 7 });
    expect(s.ready.map((r) => [r.complexity, r.maxTurns, r.timeoutMinutes])).toEqual([
      ['heavy', 33, 7],
      ['light', 33, 7],
    ]);
  });
});

describe('toMatrix', () => {
  it('is {"include": [...]} with spec, task, attempt, branch, complexity, max-turns, timeout-minutes', () => {
    const plan = planOf(
      spec('a', [task('a1', { status: 'failed', complexity: 'heavy', attempts: attempts('gate_failed') })], {
        priority: 1,
      }),
      spec('b', [task('b1', { description: 'Rename a button' })], { priority: 2 }),
    );
    const matrix = toMatrix(run(plan).ready);
    // The keys every consumer relies on (more may be added for the workflow's own use).
    expect(matrix.include).toEqual([
      expect.objectContaining({
        spec: 'a',
        task: 'a1',
        attempt: 2,
        branch: 'ralph/a',
        complexity: 'heavy',
        'max-turns': 125,
        'timeout-minutes': 20,
      }),
      expect.objectContaining({
        spec: 'b',
        task: 'b1',
        attempt: 1,
        branch: 'ralph/b',
        complexity: 'light',
        'max-turns': 50,
        'timeout-minutes': 10,
      }),
    ]);
    expect(Object.keys(matrix)).toEqual(['include']);
    expect(Object.keys(matrix.include[0]!).slice(0, 7)).toEqual([
      'spec',
      'task',
      'attempt',
      'branch',
      'complexity',
      'max-turns',
      'timeout-minutes',
    ]);
    // Every value is a string or a number: the matrix goes through JSON into `fromJSON`.
    for (const entry of matrix.include)
      for (const v of Object.values(entry)) expect(['string', 'number']).toContain(typeof v);
    expect(toMatrix([])).toEqual({ include: [] });
  });
});

describe('scale', () => {
  it('schedules a 10,000-task plan (200 specs x 50) correctly and fast', () => {
    const plan = gridPlan(200, 50);
    // Spec s has its first s % 50 tasks completed.
    plan.specs.forEach((sp, s) => {
      sp.tasks.slice(0, s % 50).forEach((t) => {
        t.status = 'completed';
      });
    });
    expect(planProblems(plan)).toEqual([]);
    const start = performance.now();
    const s = run(plan);
    const ms = performance.now() - start;
    expect(s.counts.total).toBe(10_000);
    expect(s.ready).toHaveLength(200);
    // One task per spec: the first not completed; ordered by priority (s % 7), then plan order.
    const expected = plan.specs
      .map((_, i) => ({ priority: i % 7, i, task: `s${i}-t${i % 50}` }))
      .sort((a, b) => a.priority - b.priority || a.i - b.i)
      .map((e) => e.task);
    expect(readyIds(s)).toEqual(expected);
    expect(s.waiting).toHaveLength(10_000 - s.counts.completed - 200);
    expect(ms).toBeLessThan(1_000);
    expect(run(plan, { maxParallel: 20 }).ready).toEqual(s.ready.slice(0, 20));
  });

  it('readyOnly (ralph next): the same ready tasks, counts, budget and left, and no waiting list', () => {
    const plan = gridPlan(40, 10);
    plan.specs.forEach((sp, s) => {
      sp.tasks.slice(0, s % 10).forEach((t) => {
        t.status = 'completed';
      });
      const next = sp.tasks[s % 10];
      if (next && s % 4 === 1) next.status = 'failed';
      if (next && s % 4 === 2) Object.assign(next, { status: 'in_progress', startedAt: minutesAgo(1) });
      if (next && s % 4 === 3) next.status = 'blocked';
    });
    const base = new Map(plan.specs.flatMap((sp) => sp.tasks.map((t) => [t.id, 'pending' as const])));
    // A recorded cost of $2, over the $1 budget: the budget is spent and nothing starts.
    const spent = structuredClone(plan);
    spent.specs[1]!.tasks[0]!.attempts = [{ number: 1, outcome: 'gate_failed', costUsd: 2 }];
    // A held spec: none of its tasks starts.
    const held = structuredClone(plan);
    Object.assign(held.specs[4]!, { status: 'held', heldReason: 'https://github.com/o/r/pull/7' });
    for (const [p, options] of [
      [plan, {}],
      [plan, { maxParallel: 5 }],
      [plan, { matrix: true }],
      [plan, { baseStatus: base }],
      [spent, { maxCostUsd: 1 }],
      [held, {}],
    ] as const) {
      const full = run(p, options);
      const only = run(p, { ...options, readyOnly: true });
      expect(full.waiting.length).toBeGreaterThan(0);
      expect(only).toEqual({ ...full, waiting: [] });
    }
    // Those two cases reached what they are about.
    const budget = run(spent, { maxCostUsd: 1, readyOnly: true });
    expect(budget.budget.spent).toContain('budget is spent');
    expect(budget.ready).toEqual([]);
    expect(run(plan, { readyOnly: true }).ready.some((r) => r.spec === 's4')).toBe(true);
    expect(run(held, { readyOnly: true }).ready.some((r) => r.spec === 's4')).toBe(false);
    expect(
      run(held, {})
        .waiting.filter((w) => w.spec === 's4')
        .map((w) => w.reason),
    ).toContain('held: https://github.com/o/r/pull/7');
  });

  it('a 10,000-long dependency chain validates and schedules its last link', () => {
    const n = 10_000;
    const tasks = Array.from({ length: n }, (_, i) =>
      task(`t${i}`, {
        status: i < n - 1 ? 'completed' : 'pending',
        ...(i > 0 ? { dependsOn: [`t${i - 1}`] } : {}),
      }),
    );
    const plan = planOf(spec('chain', tasks.reverse()));
    expect(planProblems(plan)).toEqual([]);
    expect(readyIds(run(plan))).toEqual([`t${n - 1}`]);
  });
});

describe('the plan budget (docs/ARCHITECTURE.md#cost-and-budgets)', () => {
  const costly = (...costs: number[]): Attempt[] =>
    costs.map((costUsd, i) => ({ number: i + 1, outcome: 'gate_failed', costUsd }));
  const plan = (budget?: number) => ({
    ...planOf(
      spec('a', [task('a1', { status: 'completed', attempts: costly(1.5, 1) }), task('a2')]),
      spec('b', [task('b1', { status: 'failed', attempts: costly(2.5) })]),
      spec('c', [task('c1', { dependsOn: ['a2'] })]),
    ),
    ...(budget !== undefined ? { budget: { maxCostUsd: budget } } : {}),
  });

  it('starts nothing once the recorded cost reaches budget.maxCostUsd, and says why', () => {
    const s = run(plan(5));
    expect(readyIds(s)).toEqual([]);
    expect(s.counts.ready).toBe(0);
    expect(s.budget).toEqual({
      spentUsd: 5,
      maxCostUsd: 5,
      spent:
        "the plan's cost budget is spent: $5.00 recorded of $5.00; no task starts until the budget is raised",
    });
    expect(reasonOf(s, 'a2')).toBe('plan budget spent ($5.00 of $5.00)');
    expect(reasonOf(s, 'b1')).toBe('plan budget spent ($5.00 of $5.00)');
    // A task that waits on something else still says what.
    expect(reasonOf(s, 'c1')).toBe('waits on a2 (pending)');
  });

  it('runs as usual under the budget, and without one, and reports what was spent', () => {
    expect(readyIds(run(plan(5.01)))).toEqual(['a2', 'b1']);
    expect(run(plan(5.01)).budget).toEqual({ spentUsd: 5, maxCostUsd: 5.01 });
    expect(readyIds(run(plan()))).toEqual(['a2', 'b1']);
    expect(run(plan()).budget).toEqual({ spentUsd: 5 });
  });

  it("takes the budget of the options (ralph build --max-cost) over the plan's", () => {
    expect(readyIds(run(plan(100), { maxCostUsd: 4 }))).toEqual([]);
    expect(readyIds(run(plan(1), { maxCostUsd: 10 }))).toEqual(['a2', 'b1']);
  });

  it("gives the next attempt what is left of the task's budget and the plan's, whichever is less", () => {
    const p = { ...plan(6), agent: { maxCostUsd: 3 } };
    const b1 = p.specs[1]!.tasks[0]!;
    expect(attemptMaxCostUsd(p, b1)).toBeCloseTo(0.5); // task: 3 - 2.5; plan: 6 - 5
    expect(attemptMaxCostUsd(p, p.specs[0]!.tasks[1]!)).toBeCloseTo(1); // task: 3; plan: 1 left
    expect(attemptMaxCostUsd(p, b1, 100)).toBeCloseTo(0.5);
    expect(attemptMaxCostUsd(planOf(spec('x', [task('x1')])), task('x1'))).toBeUndefined();
  });
});
