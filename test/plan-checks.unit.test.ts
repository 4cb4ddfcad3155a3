// The plan rules of docs/ARCHITECTURE.md#the-plan: the schema (zod) and the checks no schema can express, each
// problem one message with its JSON path.
import { describe, expect, it } from 'vitest';
import { planProblems } from '../src/core/plan/checks.js';
import { durationMs, type Plan, PlanSchema } from '../src/core/plan/plan.js';
import { PLAN_SHAPE } from '../src/core/plan/plan-shape.js';
import {
  formatPath,
  formatProblem,
  type Problem,
  parsePath,
  unsafeIdReason,
} from '../src/core/plan/problem.js';
import { dependencyCycles } from '../src/core/plan/rules.js';
import { type ShapeIssue, shapeIssues, shapePredicate } from '../src/core/plan/shape.js';
import { shapeOf } from '../src/core/plan/shape-of.js';
import { fullPlan, planOf, seedPlan, spec, task } from './plan-fixtures.js';

const lines = (problems: Problem[]) => problems.map(formatProblem);

describe('valid plans', () => {
  it('accepts the seed-minimal plan unchanged', () => {
    const plan = seedPlan();
    const before = JSON.stringify(plan);
    expect(planProblems(plan)).toEqual([]);
    expect(JSON.stringify(plan)).toBe(before);
    expect(PlanSchema.safeParse(plan).success).toBe(true);
  });

  it('accepts a plan that uses every field of C1', () => {
    expect(planProblems(fullPlan())).toEqual([]);
  });

  it('accepts the smallest plan: no specs', () => {
    expect(planProblems({ specs: [] })).toEqual([]);
  });

  it('keeps unknown keys: loose at every level', () => {
    const plan = fullPlan() as Plan & Record<string, unknown>;
    plan.x = 1;
    (plan.specs[0] as Record<string, unknown>).x = { y: [1] };
    (plan.specs[0]!.tasks[0] as Record<string, unknown>).x = 'z';
    (plan.specs[0]!.tasks[0]!.attempts![0] as Record<string, unknown>).x = true;
    (plan.gates![0] as Record<string, unknown>).x = null;
    (plan.disciplines![0] as Record<string, unknown>).x = 2;
    expect(planProblems(plan)).toEqual([]);
  });

  it('parses durations in seconds or with a unit', () => {
    expect(durationMs(90)).toBe(90_000);
    expect(durationMs('90s')).toBe(90_000);
    expect(durationMs('15m')).toBe(900_000);
    expect(durationMs('1h')).toBe(3_600_000);
    expect(durationMs('500ms')).toBe(500);
    expect(() => durationMs('5 minutes')).toThrow(/invalid duration "5 minutes"/);
  });
});

describe('schema problems carry their JSON path', () => {
  it('a status outside the enum', () => {
    const plan = seedPlan();
    (plan.specs[0]!.tasks[1] as Record<string, unknown>).status = 'done';
    const out = lines(planProblems(plan));
    expect(out).toHaveLength(1);
    // The value it got, then what fits.
    expect(out[0]).toBe(
      'specs[0].tasks[1].status: "done" is not one of pending, in_progress, completed, blocked, failed, skipped',
    );
  });

  it('a missing description', () => {
    const plan = seedPlan();
    delete (plan.specs[0]!.tasks[0] as Record<string, unknown>).description;
    const out = lines(planProblems(plan));
    expect(out).toHaveLength(1);
    expect(out[0]).toBe('specs[0].tasks[0].description: missing: this key is required (a string)');
  });

  it('a spec without tasks, specs that are not a list, a plan that is not an object', () => {
    expect(lines(planProblems({ specs: [{ id: 'a' }] }))).toEqual([
      'specs[0].tasks: missing: this key is required (a list)',
    ]);
    expect(lines(planProblems({ specs: 'a' }))).toEqual(['specs: expected a list, got "a"']);
    expect(lines(planProblems([]))).toEqual(['expected an object, got a list']);
    expect(lines(planProblems(null))).toEqual(['expected an object, got null']);
  });

  it('numbers, enums and durations in nested sections', () => {
    const plan = fullPlan();
    plan.specs[0]!.tasks[0]!.attempts![0]!.number = 0;
    (plan.specs[0]!.tasks[0] as Record<string, unknown>).complexity = 'huge';
    plan.specs[0]!.tasks[0]!.estimatedTurns = 2.5;
    (plan.gates![0] as Record<string, unknown>).timeout = '5 minutes';
    (plan.agent as Record<string, unknown>).maxTurns = -1;
    (plan.disciplines![0]!.mcpServers![0] as Record<string, unknown>).env = { A: 1 };
    plan.specs[0]!.issue = 0;
    const paths = planProblems(plan).map((p) => p.path);
    expect(paths.sort()).toEqual(
      [
        'agent.maxTurns',
        'disciplines[0].mcpServers[0].env.A',
        'gates[0].timeout',
        'specs[0].issue',
        'specs[0].tasks[0].attempts[0].number',
        'specs[0].tasks[0].complexity',
        'specs[0].tasks[0].estimatedTurns',
      ].sort(),
    );
  });

  it('reports every schema problem, not just the first', () => {
    const plan = {
      specs: [
        { id: 'a', tasks: [{ id: 'a-1', status: 'nope' }] },
        { id: 'b', tasks: [{ description: 'x', status: 'pending' }] },
      ],
    };
    expect(planProblems(plan).map((p) => p.path)).toEqual([
      'specs[0].tasks[0].description',
      'specs[0].tasks[0].status',
      'specs[1].tasks[0].id',
    ]);
  });
});

describe('checks beyond the schema', () => {
  it('a duplicate spec id', () => {
    const plan = planOf(spec('a', [task('a-1')]), spec('b', [task('b-1')]), spec('a', [task('a-2')]));
    expect(lines(planProblems(plan))).toEqual(['specs[2].id: duplicate spec id "a" (first at specs[0].id)']);
  });

  it('a duplicate task id, within a spec and across specs', () => {
    const plan = planOf(spec('a', [task('t1'), task('t1')]), spec('b', [task('t2'), task('t1')]));
    expect(lines(planProblems(plan))).toEqual([
      'specs[0].tasks[1].id: duplicate task id "t1" (first at specs[0].tasks[0].id)',
      'specs[1].tasks[1].id: duplicate task id "t1" (first at specs[0].tasks[0].id)',
    ]);
  });

  it('an unknown dependency, with the path of the entry', () => {
    const plan = planOf(
      spec('a', [task('a-1')]),
      spec('b', [task('b-1', { dependsOn: ['x'] }), task('b-2', { dependsOn: ['a-1', 'b-1', 'y'] })]),
    );
    expect(lines(planProblems(plan))).toEqual([
      'specs[1].tasks[0].dependsOn[0]: unknown task "x"',
      'specs[1].tasks[1].dependsOn[2]: unknown task "y"',
    ]);
  });

  it('a dependency cycle, printed', () => {
    const plan = planOf(spec('s', [task('a', { dependsOn: ['b'] }), task('b', { dependsOn: ['a'] })]));
    expect(lines(planProblems(plan))).toEqual([
      'specs[0].tasks[1].dependsOn: dependency cycle: a -> b -> a; remove one of these dependencies',
    ]);
  });

  it('a longer cycle across specs, and a task outside it that depends on it', () => {
    const plan = planOf(
      spec('s1', [task('a', { dependsOn: ['b'] }), task('d', { dependsOn: ['a'] })]),
      spec('s2', [task('b', { dependsOn: ['c'] }), task('c', { dependsOn: ['a'] })]),
    );
    const out = lines(planProblems(plan));
    expect(out).toEqual([
      'specs[1].tasks[1].dependsOn: dependency cycle: a -> b -> c -> a; remove one of these dependencies',
    ]);
  });

  it('a self-dependency', () => {
    const plan = planOf(spec('s', [task('a'), task('b', { dependsOn: ['b'] })]));
    expect(lines(planProblems(plan))).toEqual([
      'specs[0].tasks[1].dependsOn: dependency cycle: b -> b; remove one of these dependencies',
    ]);
  });

  it('two separate cycles are both reported', () => {
    const plan = planOf(
      spec('s', [
        task('a', { dependsOn: ['b'] }),
        task('b', { dependsOn: ['a'] }),
        task('c', { dependsOn: ['d'] }),
        task('d', { dependsOn: ['c'] }),
      ]),
    );
    expect(planProblems(plan).map((p) => p.message)).toEqual([
      expect.stringContaining('a -> b -> a'),
      expect.stringContaining('c -> d -> c'),
    ]);
  });

  it.each([
    ['feat/x', 'may only hold letters'],
    ['a..b', 'may not contain ".."'],
    ['x.lock', 'may not end in "." or ".lock"'],
    ['x.', 'may not end in "." or ".lock"'],
    [' space', 'may only hold letters'],
    ['-dash-first', 'may only hold letters'],
    ['a b', 'may only hold letters'],
    ['ümlaut', 'may only hold letters'],
    ['x'.repeat(101), 'longer than 100 characters'],
  ])('an unsafe spec id %j', (id, why) => {
    const plan = planOf(spec(id, [task('t')]));
    const problems = planProblems(plan);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('specs[0].id');
    expect(problems[0]!.message).toContain(why);
    expect(problems[0]!.message).toContain(`ralph/${id}`);
  });

  it('safe ids: letters, digits, ".", "_" and "-", up to 100 characters', () => {
    for (const id of ['a', 'user-avatar-upload', 'v1.2_beta', '0day', 'x'.repeat(100), 'a.b.c', 'A_B-C'])
      expect(unsafeIdReason(id)).toBeUndefined();
    expect(planProblems(planOf(spec('x'.repeat(100), [task('t')])))).toEqual([]);
  });

  it('an unsafe task id', () => {
    const problems = planProblems(planOf(spec('s', [task('../etc/passwd')])));
    expect(problems).toEqual([
      {
        path: 'specs[0].tasks[0].id',
        message: expect.stringContaining('task id "../etc/passwd" may only hold'),
      },
    ]);
  });

  it('a completed task whose dependency is not done', () => {
    const plan = planOf(
      spec('s', [
        task('a'),
        task('b', { status: 'completed', dependsOn: ['a'] }),
        task('c', { status: 'skipped' }),
        task('d', { status: 'completed', dependsOn: ['c'] }),
      ]),
    );
    expect(lines(planProblems(plan))).toEqual([
      'specs[0].tasks[1].status: task "b" is completed but its dependency "a" is pending; set one of them right',
    ]);
  });

  it('an unknown discipline or feature', () => {
    const plan = fullPlan();
    plan.specs[0]!.tasks[1]!.discipline = 'devops';
    plan.specs[1]!.tasks[0]!.feature = 'payments';
    expect(lines(planProblems(plan))).toEqual([
      'specs[0].tasks[1].discipline: unknown discipline "devops"; add it to disciplines[] or remove the reference',
      'specs[1].tasks[0].feature: unknown feature "payments"; add it to features[] or remove the reference',
    ]);
    // Without the top-level sections every reference is unknown.
    const bare = planOf(spec('s', [task('t', { discipline: 'backend', feature: 'accounts' })]));
    expect(planProblems(bare).map((p) => p.path)).toEqual([
      'specs[0].tasks[0].discipline',
      'specs[0].tasks[0].feature',
    ]);
  });

  it('a duplicate gate name', () => {
    const plan = planOf(spec('s', [task('t')]));
    plan.gates = [
      { name: 'test', command: 'npm test' },
      { name: 'test', command: 'npm run test:e2e' },
    ];
    expect(lines(planProblems(plan))).toEqual([
      'gates[1].name: duplicate gate name "test" (first at gates[0].name); each gate is one workflow step, by name',
    ]);
  });

  it("a secret in the agent's environment: the plan is committed", () => {
    const plan = planOf(spec('s', [task('t')]));
    plan.agent = {
      env: {
        ANTHROPIC_BASE_URL: 'https://llm-gateway.example.com',
        CLAUDE_CODE_MAX_OUTPUT_TOKENS: '8000',
        OPENAI_API_KEY: 'sk-123',
        ANTHROPIC_AUTH_TOKEN: 'abc',
        PGPASSWORD: 'hunter2',
        HTTPS_PROXY: 'http://ada:hunter2@proxy.example.com:3128',
        'not-a-name': 'x',
      },
    };
    expect(lines(planProblems(plan))).toEqual([
      'agent.env.OPENAI_API_KEY: OPENAI_API_KEY holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)',
      'agent.env.ANTHROPIC_AUTH_TOKEN: ANTHROPIC_AUTH_TOKEN holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)',
      'agent.env.PGPASSWORD: PGPASSWORD holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)',
      'agent.env.HTTPS_PROXY: a URL with a password in it, and the plan is committed: give the credentials through the environment instead',
      'agent.env["not-a-name"]: not an environment variable name: use letters, digits and _, not starting with a digit',
    ]);
  });

  it('a cost budget that is not a positive number', () => {
    const plan = fullPlan();
    plan.budget = { maxCostUsd: 0 };
    plan.agent!.maxCostUsd = -1;
    (plan.specs[0]!.tasks[0] as Record<string, unknown>).maxCostUsd = '5';
    expect(
      planProblems(plan)
        .map((p) => p.path)
        .sort(),
    ).toEqual(['agent.maxCostUsd', 'budget.maxCostUsd', 'specs[0].tasks[0].maxCostUsd']);
  });

  it('a plan with several problems reports all of them', () => {
    const plan = planOf(
      spec('feat/x', [
        task('a', { dependsOn: ['ghost'] }),
        task('b', { status: 'completed', dependsOn: ['a'] }),
      ]),
      spec('feat/x', [
        task('a'),
        task('c', { dependsOn: ['d'], discipline: 'nope' }),
        task('d', { dependsOn: ['c'], feature: 'nope' }),
      ]),
    );
    expect(lines(planProblems(plan))).toEqual([
      'specs[0].id: spec id "feat/x" may only hold letters, digits, ".", "_" and "-", starting with a letter or digit; it becomes a branch name (ralph/feat/x), so rename it',
      'specs[1].id: duplicate spec id "feat/x" (first at specs[0].id)',
      'specs[1].id: spec id "feat/x" may only hold letters, digits, ".", "_" and "-", starting with a letter or digit; it becomes a branch name (ralph/feat/x), so rename it',
      'specs[1].tasks[0].id: duplicate task id "a" (first at specs[0].tasks[0].id)',
      'specs[0].tasks[0].dependsOn[0]: unknown task "ghost"',
      'specs[0].tasks[1].status: task "b" is completed but its dependency "a" is pending; set one of them right',
      'specs[1].tasks[1].discipline: unknown discipline "nope"; add it to disciplines[] or remove the reference',
      'specs[1].tasks[2].feature: unknown feature "nope"; add it to features[] or remove the reference',
      'specs[1].tasks[2].dependsOn: dependency cycle: c -> d -> c; remove one of these dependencies',
    ]);
  });
});

describe('scale', () => {
  it('a 10,000-long dependency chain neither overflows the stack nor takes long', () => {
    const n = 10_000;
    const tasks = Array.from({ length: n }, (_, i) =>
      task(`t${i}`, i > 0 ? { dependsOn: [`t${i - 1}`] } : {}),
    );
    // Reversed, so the walk starts at the far end of the chain and goes 10,000 deep.
    const plan = planOf(spec('chain', tasks.reverse()));
    const start = performance.now();
    expect(planProblems(plan)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(2_000);
  });

  it('a 10,000-long cycle is found and printed from end to end', () => {
    const n = 10_000;
    const tasks = Array.from({ length: n }, (_, i) => task(`t${i}`, { dependsOn: [`t${(i + 1) % n}`] }));
    const problems = planProblems(planOf(spec('ring', tasks)));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message.startsWith('dependency cycle: t0 -> t1 -> t2')).toBe(true);
    expect(problems[0]!.message).toContain('t9999 -> t0;');
  });

  it('dependencyCycles on positions: none, one, a self-loop', () => {
    expect(dependencyCycles([[], [0], [0, 1]])).toEqual([]);
    expect(dependencyCycles([[1], [2], [0]])).toEqual([[0, 1, 2, 0]]);
    expect(dependencyCycles([[], [1]])).toEqual([[1, 1]]);
  });
});

describe('JSON paths', () => {
  it('format and parse round trip, with keys that are not identifiers quoted', () => {
    const segments = ['specs', 1, 'tasks', 0, 'dependsOn', 0];
    expect(formatPath(segments)).toBe('specs[1].tasks[0].dependsOn[0]');
    expect(parsePath('specs[1].tasks[0].dependsOn[0]')).toEqual(segments);
    const odd = ['disciplines', 0, 'mcpServers', 0, 'env', 'MY-VAR', 'a"b'];
    expect(formatPath(odd)).toBe('disciplines[0].mcpServers[0].env["MY-VAR"]["a\\"b"]');
    expect(parsePath(formatPath(odd))).toEqual(odd);
    expect(formatPath([])).toBe('');
    expect(formatProblem({ path: '', message: 'm' })).toBe('m');
  });
});

describe('the plan is checked without zod, as zod checks it', () => {
  // schemaProblems checks a plan against PLAN_SHAPE (plan-shape.ts, generated from PlanSchema)
  // with shape.ts: a fast yes/no, then zod's own issues worked out for a plan that has some.
  // Both must answer exactly as zod does, or a plan would be checked by other rules than its
  // schema says.
  const weird: unknown[] = [
    undefined,
    null,
    0,
    -1,
    1.5,
    -1.5,
    2 ** 60,
    -(2 ** 60),
    '',
    'x',
    '15m',
    '5 minutes',
    '\u{1F600}',
    true,
    [],
    ['x'],
    [1],
    [null, 'x', 2],
    {},
    { name: 'n', command: 'c' },
    { name: '', command: 5, timeout: 'soon', required: 'yes' },
    'pending',
    'light',
  ];

  function* paths(value: unknown, at: Array<string | number> = []): Generator<Array<string | number>> {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        yield [...at, i];
        yield* paths(value[i], [...at, i]);
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        yield [...at, k];
        yield* paths(v, [...at, k]);
      }
    }
  }

  function mutate(plan: Plan, path: Array<string | number>, value: unknown): unknown {
    const copy = structuredClone(plan) as unknown as Record<string | number, unknown>;
    let node = copy;
    for (const seg of path.slice(0, -1)) node = node[seg] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (value === undefined) delete node[last];
    else node[last] = value;
    return copy;
  }

  it('on the seed and full plans, and on every one-field mutation of the full plan', () => {
    const predicate = shapePredicate(PLAN_SHAPE);
    expect(predicate(seedPlan())).toBe(true);
    expect(predicate(fullPlan())).toBe(true);
    let accepted = 0;
    let rejected = 0;
    const disagreements: Array<{ path: string; value: unknown; zod: boolean }> = [];
    const otherIssues: Array<{ path: string; value: unknown; zod: ShapeIssue[]; shape: ShapeIssue[] }> = [];
    const base = fullPlan();
    for (const path of paths(base)) {
      for (const value of weird) {
        const candidate = mutate(base, path, value);
        const result = PlanSchema.safeParse(candidate);
        const zodSays = result.success;
        if (predicate(candidate) !== zodSays)
          disagreements.push({ path: formatPath(path), value, zod: zodSays });
        const zodIssues = result.success ? [] : result.error.issues.map(zodIssue);
        const found = shapeIssues(PLAN_SHAPE, candidate).map(zodIssue);
        if (JSON.stringify(found) !== JSON.stringify(zodIssues))
          otherIssues.push({ path: formatPath(path), value, zod: zodIssues, shape: found });
        if (zodSays) accepted++;
        else rejected++;
      }
    }
    expect(disagreements).toEqual([]);
    expect(otherIssues.slice(0, 3)).toEqual([]);
    // Both answers were exercised plenty.
    expect(accepted).toBeGreaterThan(100);
    expect(rejected).toBeGreaterThan(100);
  });

  it('plan-shape.ts is the plan schema as it is now (else: npx tsx scripts/gen-plan-shape.ts)', () => {
    expect(shapeOf(PlanSchema)).toEqual(PLAN_SHAPE);
  });

  it('an object made by code, with fields on its prototype, is judged as zod judges it', () => {
    const plan = fullPlan();
    const { title: _, ...task } = plan.specs[0]!.tasks[0]!;
    // zod reads `title` through the prototype, where `for...in` does not see it (not enumerable);
    // a parsed plan never has a prototype of its own.
    const made = Object.assign(Object.create(Object.defineProperty({}, 'title', { value: 5 })), task);
    plan.specs[0]!.tasks[0] = made;
    const zodIssues = (PlanSchema.safeParse(plan).error?.issues ?? []).map(zodIssue);
    expect(zodIssues.map((i) => formatPath(i.path))).toEqual(['specs[0].tasks[0].title']);
    expect(shapePredicate(PLAN_SHAPE)(plan)).toBe(false);
    expect(shapeIssues(PLAN_SHAPE, plan).map(zodIssue)).toEqual(zodIssues);
    plan.specs[0]!.tasks[0] = Object.assign(Object.create({ note: 5 }), task);
    expect(PlanSchema.safeParse(plan).success).toBe(true);
    expect(planProblems(plan)).toEqual([]);
  });

  it('refuses, by name, a zod construct or check that shape.ts does not follow', async () => {
    const { z } = await import('zod');
    expect(() => shapeOf(z.string().email())).toThrow(/email/);
    expect(() => shapeOf(z.strictObject({ a: z.string() }))).toThrow(/never/);
    expect(() => shapeOf(z.string().refine(() => true))).toThrow(/custom/);
    expect(() => shapeOf(z.object({ a: z.unknown() }))).toThrow(/required field of type unknown/);
    expect(() => shapeOf(z.array(z.string()).min(1))).toThrow(/the array check min_length/);
    expect(shapeOf(z.object({ a: z.string() }))).toEqual({
      type: 'object',
      fields: { a: { type: 'string' } },
    });
  });
});

/** A zod issue with the fields shape.ts gives, in the same key order, for a plain comparison. */
function zodIssue(raw: object): ShapeIssue {
  const issue = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const keys = ['code', 'path', 'expected', 'values', 'format', 'pattern', 'origin', 'minimum', 'maximum'];
  for (const key of [...keys, 'inclusive']) if (issue[key] !== undefined) out[key] = issue[key];
  if (Array.isArray(issue.errors))
    out.errors = (issue.errors as object[][]).map((list) => list.map(zodIssue));
  return out as unknown as ShapeIssue;
}
