// The `ralph` command line (docs/ARCHITECTURE.md#life-of-a-task-locally): validate, next, status, set, schema, help and usage
// errors, and finding the plan from the project root. Run in-process through runCli, and a few
// cases through the real bundled entry `node dist/index.js`.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { planJsonSchema } from '../src/core/plan/plan.js';
import {
  cliEnv,
  ensureDist,
  fullPlan,
  planOf,
  seedPlan,
  spec,
  task,
  tempDir,
  writePlan,
} from './plan-fixtures.js';
import { type CliResult, runRalph } from './support/cli.js';

let dir: string;
let cleanup: () => void;
let planPath: string;

beforeEach(() => {
  ({ dir, cleanup } = tempDir('ralph-cli-'));
  mkdirSync(join(dir, '.git'));
  planPath = join(dir, 'implementation.json');
});
afterEach(() => cleanup());

const ralph = (argv: string[], cwd = dir, env: NodeJS.ProcessEnv = { USER: 'tester' }) =>
  runRalph(cwd, argv, env);

/** A plan with a bit of everything: priorities, a blocked task, a retry, a cross-spec dependency. */
function mixedPlan(): Plan {
  return planOf(
    spec(
      'api',
      [
        task('api-1', { status: 'completed', commit: 'abcdef0123456789' }),
        task('api-2', {
          status: 'blocked',
          blockedReason: 'needs S3 credentials',
          attempts: [
            { number: 1, outcome: 'gate_failed' },
            { number: 2, outcome: 'blocked' },
          ],
        }),
        task('api-3', { dependsOn: ['api-2'] }),
      ],
      { priority: 2 },
    ),
    spec('ui', [task('ui-1', { dependsOn: ['api-1'] }), task('ui-2')], { priority: 1 }),
    spec('docs', [task('docs-1', { status: 'failed', attempts: [{ number: 1, outcome: 'gate_failed' }] })], {
      priority: 3,
    }),
  );
}

describe('validate', () => {
  it('exits 0 with a one-line summary for a valid plan, and a warning for a plan without gates', async () => {
    writePlan(planPath, seedPlan());
    const r = await ralph(['validate']);
    expect(r).toEqual({
      code: 0,
      out: `${planPath}: valid (1 spec, 2 tasks), with 1 warning`,
      err: `${planPath}:1:1: warning: no gates: nothing checks the agent's work before its task is marked completed; add "gates", such as [{"name": "test", "command": "npm test"}]`,
    });
    writePlan(planPath, { ...seedPlan(), gates: [{ name: 'test', command: 'npm test' }] });
    expect(await ralph(['validate'])).toEqual({
      code: 0,
      out: `${planPath}: valid (1 spec, 2 tasks)`,
      err: '',
    });
  });

  it('exits 1 with one line per problem, each with file:line:col', async () => {
    const plan = fullPlan();
    plan.specs[0]!.tasks[1]!.dependsOn = ['x'];
    plan.specs[1]!.tasks[0]!.discipline = 'nope';
    const text = writePlan(planPath, plan);
    const r = await ralph(['validate']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    const lines = r.err.split('\n');
    expect(lines).toHaveLength(2);
    const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    expect(lines[0]).toBe(
      `${planPath}:${lineOf('"x"')}:13: specs[0].tasks[1].dependsOn[0]: unknown task "x"`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${esc(planPath)}:${lineOf('"nope"')}:\\d+: specs\\[1\\]\\.tasks\\[0\\]\\.discipline: unknown discipline "nope"`,
      ),
    );
  });

  it('exits 1 on invalid JSON and on a missing plan, saying what to do', async () => {
    writeFileSync(planPath, '{\n  "specs": [\n}\n');
    const bad = await ralph(['validate']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(new RegExp(`^${esc(planPath)}:3:1: invalid JSON: value expected`));
    const { dir: empty, cleanup: done } = tempDir();
    try {
      mkdirSync(join(empty, '.git'));
      const missing = await ralph(['validate'], empty);
      expect(missing.code).toBe(1);
      expect(missing.err).toContain('implementation.json: no such file; create one with `ralph init`');
    } finally {
      done();
    }
  });
});

describe('next', () => {
  beforeEach(() => {
    writePlan(planPath, mixedPlan());
  });

  it('prints a table of the ready tasks in run order', async () => {
    const r = await ralph(['next']);
    expect(r.code).toBe(0);
    const rows = r.out.split('\n').map((l) => l.split(/\s{2,}/));
    expect(rows[0]).toEqual(['SPEC', 'TASK', 'ATTEMPT', 'AGENT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['ui-1', 'docs-1']);
    expect(rows[2]).toEqual(['docs', 'docs-1', '2', 'claude', 'light', '50', '10m', 'ralph/docs']);
  });

  it('--json prints the ready tasks', async () => {
    const r = await ralph(['next', '--json']);
    expect(r.code).toBe(0);
    const ready = JSON.parse(r.out);
    expect(ready).toEqual([
      expect.objectContaining({ spec: 'ui', task: 'ui-1', attempt: 1, branch: 'ralph/ui', why: 'pending' }),
      expect.objectContaining({ spec: 'docs', task: 'docs-1', attempt: 2, why: 'retry' }),
    ]);
  });

  it('--matrix prints a GitHub Actions matrix on one line', async () => {
    const r = await ralph(['next', '--matrix']);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toHaveLength(1);
    const matrix = JSON.parse(r.out);
    expect(matrix.include.map((e: Record<string, unknown>) => [e.spec, e.task, e.attempt])).toEqual([
      ['ui', 'ui-1', 1],
      ['docs', 'docs-1', 2],
    ]);
    expect(matrix.include[0]).toMatchObject({ branch: 'ralph/ui', 'max-turns': 50, 'timeout-minutes': 10 });
  });

  it('--spec, --task and --max narrow the set', async () => {
    expect(JSON.parse((await ralph(['next', '--json', '--spec', 'docs'])).out)).toEqual([
      expect.objectContaining({ task: 'docs-1' }),
    ]);
    expect(JSON.parse((await ralph(['next', '--json', '--task', 'ui-2'])).out)).toEqual([
      expect.objectContaining({ task: 'ui-2' }),
    ]);
    expect(JSON.parse((await ralph(['next', '--json', '--max', '1'])).out)).toEqual([
      expect.objectContaining({ task: 'ui-1' }),
    ]);
    const bad = await ralph(['next', '--max', 'zero']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--max must be a whole number of at least 1, got "zero"');
  });

  it('says so when nothing is ready', async () => {
    writePlan(planPath, planOf(spec('a', [task('a1', { status: 'blocked' })])));
    const r = await ralph(['next']);
    expect(r).toEqual({
      code: 0,
      out: 'No task is ready. `ralph status` shows what each task waits on.',
      err: '',
    });
    expect(JSON.parse((await ralph(['next', '--json'])).out)).toEqual([]);
    expect(JSON.parse((await ralph(['next', '--matrix'])).out)).toEqual({ include: [] });
  });
});

describe('status', () => {
  beforeEach(() => {
    writePlan(planPath, mixedPlan());
  });

  it('prints every task with its status and note, then the counts', async () => {
    const r = await ralph(['status']);
    expect(r.code).toBe(0);
    const [table, counts] = r.out.split('\n\n');
    const rows = table!.split('\n').map((l) => l.split(/\s{2,}/));
    expect(rows[0]).toEqual(['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'AGENT', 'NOTE']);
    const byTask = Object.fromEntries(rows.slice(1).map((row) => [row[1], row]));
    // Its recorded task commit was squashed into the spec's commit; without a spec branch there is none to show.
    expect(byTask['api-1']).toEqual(['api', 'api-1', 'completed', '0', 'claude']);
    expect(byTask['api-2']).toEqual([
      'api',
      'api-2',
      'blocked',
      '2',
      'claude',
      'blocked: needs S3 credentials',
    ]);
    expect(byTask['api-3']).toEqual(['api', 'api-3', 'pending', '0', 'claude', 'waits on api-2 (blocked)']);
    expect(byTask['ui-1']).toEqual(['ui', 'ui-1', 'pending', '0', 'claude', 'ready']);
    expect(byTask['ui-2']).toEqual([
      'ui',
      'ui-2',
      'pending',
      '0',
      'claude',
      "waits for its spec's running task",
    ]);
    expect(counts).toBe(
      '6 tasks, 1 completed, 2 ready, 0 in progress, 3 pending, 1 failed, 1 blocked, 0 skipped',
    );
  });

  it('--json gives specs, tasks, blocked reasons and counts', async () => {
    const r = await ralph(['status', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s.counts).toEqual({
      pending: 3,
      in_progress: 0,
      completed: 1,
      blocked: 1,
      failed: 1,
      skipped: 0,
      total: 6,
      ready: 2,
    });
    expect(s.specs.map((x: { id: string }) => x.id)).toEqual(['api', 'ui', 'docs']);
    const api = s.specs[0].tasks;
    expect(api[1]).toMatchObject({
      id: 'api-2',
      status: 'blocked',
      attempts: 2,
      ready: false,
      blockedReason: 'needs S3 credentials',
      waitsOn: 'blocked: needs S3 credentials',
    });
    expect(api[2]).toMatchObject({ id: 'api-3', waitsOn: 'waits on api-2 (blocked)', ready: false });
    expect(s.specs[1].tasks[0]).toMatchObject({ id: 'ui-1', ready: true });
  });
});

describe('costs and the plan budget', () => {
  /** Two specs that spent $5.00 between them, against a $5.00 budget. */
  function spentPlan(maxCostUsd: number): Plan {
    return {
      ...planOf(
        spec('api', [
          task('api-1', {
            status: 'completed',
            attempts: [
              { number: 1, outcome: 'gate_failed', costUsd: 1.25, turns: 20 },
              { number: 2, outcome: 'passed', costUsd: 0.75, turns: 9 },
            ],
          }),
          task('api-2'),
        ]),
        spec('ui', [
          task('ui-1', { status: 'failed', attempts: [{ number: 1, outcome: 'crashed', costUsd: 3 }] }),
        ]),
        spec('docs', [task('docs-1')]),
      ),
      budget: { maxCostUsd },
    };
  }

  it('next starts nothing once the recorded cost reaches budget.maxCostUsd, and says why', async () => {
    writePlan(planPath, spentPlan(5));
    expect(await ralph(['next'])).toEqual({
      code: 0,
      out: "No task is ready: the plan's cost budget is spent: $5.00 recorded of $5.00; no task starts until the budget is raised. `ralph status` shows the cost of each task.",
      err: '',
    });
    expect(JSON.parse((await ralph(['next', '--json'])).out)).toEqual([]);
    expect(JSON.parse((await ralph(['next', '--matrix'])).out)).toEqual({ include: [] });
    // Under the budget, the same plan runs.
    writePlan(planPath, spentPlan(6));
    expect(JSON.parse((await ralph(['next', '--json'])).out).map((r: { task: string }) => r.task)).toEqual([
      'api-2',
      'ui-1',
      'docs-1',
    ]);
  });

  it("status shows each task's cost, and the spent budget", async () => {
    writePlan(planPath, spentPlan(5));
    const r = await ralph(['status']);
    expect(r.code).toBe(0);
    const [table, totals] = r.out.split('\n\n');
    const rows = table!.split('\n').map((l) => l.split(/\s{2,}/));
    expect(rows[0]).toEqual(['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'AGENT', 'COST', 'NOTE']);
    const byTask = Object.fromEntries(rows.slice(1).map((row) => [row[1], row]));
    expect(byTask['api-1']).toEqual(['api', 'api-1', 'completed', '2', 'claude', '$2.00']);
    expect(byTask['api-2']).toEqual([
      'api',
      'api-2',
      'pending',
      '0',
      'claude',
      '–',
      'plan budget spent ($5.00 of $5.00)',
    ]);
    expect(byTask['ui-1']).toEqual([
      'ui',
      'ui-1',
      'failed',
      '1',
      'claude',
      '$3.00',
      'plan budget spent ($5.00 of $5.00)',
    ]);
    expect(totals!.split('\n')[1]).toBe(
      'Cost: $5.00 recorded of a $5.00 budget: spent, so no task starts until the budget is raised',
    );
  });

  it("status --json gives each task's cost and the total against the budget", async () => {
    writePlan(planPath, spentPlan(5));
    const s = JSON.parse((await ralph(['status', '--json'])).out);
    expect(s.cost).toEqual({ spentUsd: 5, maxCostUsd: 5, budgetSpent: true });
    expect(s.specs[0].tasks[0]).toMatchObject({ id: 'api-1', costUsd: 2 });
    expect(s.specs[0].tasks[1]).not.toHaveProperty('costUsd');
    expect(s.specs[1].tasks[0]).toMatchObject({ id: 'ui-1', costUsd: 3, ready: false });
    expect(s.counts.ready).toBe(0);
    writePlan(planPath, spentPlan(8));
    expect(JSON.parse((await ralph(['status', '--json'])).out).cost).toEqual({
      spentUsd: 5,
      maxCostUsd: 8,
      budgetSpent: false,
    });
  });
});

describe('set', () => {
  it('resets a blocked task to pending: reason gone, comment added, fresh retry budget', async () => {
    writePlan(planPath, mixedPlan());
    // No git identity anywhere (no global or system config): the author is $USER.
    const r = await ralph(['set', 'api-2', '--status', 'pending', '--reason', 'credentials added'], dir, {
      USER: 'octocat',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
    });
    expect(r).toEqual({ code: 0, out: 'api-2: blocked -> pending', err: '' });
    const plan = JSON.parse(readFileSync(planPath, 'utf8')) as Plan;
    const t = plan.specs[0]!.tasks[1]!;
    expect(t.status).toBe('pending');
    expect(t).not.toHaveProperty('blockedReason');
    expect(t.retryBudgetFrom).toBe(2);
    expect(t.comments).toEqual([
      {
        author: 'octocat',
        body: 'status blocked -> pending: credentials added',
        created: expect.any(String),
      },
    ]);
    expect(Number.isNaN(Date.parse(t.comments![0]!.created!))).toBe(false);
    // It is ready again, as attempt 3 with a full budget.
    const next = JSON.parse((await ralph(['next', '--json', '--spec', 'api'])).out);
    expect(next).toEqual([expect.objectContaining({ task: 'api-2', attempt: 3 })]);
  });

  it('blocks and skips by hand, and completing stamps completedAt', async () => {
    writePlan(planPath, mixedPlan());
    expect((await ralph(['set', 'ui-2', '--status', 'blocked', '--reason', 'design pending'])).code).toBe(0);
    expect((await ralph(['set', 'ui-1', '--status', 'completed'])).code).toBe(0);
    expect((await ralph(['set', 'docs-1', '--status', 'skipped'])).code).toBe(0);
    const plan = JSON.parse(readFileSync(planPath, 'utf8')) as Plan;
    expect(plan.specs[1]!.tasks[1]).toMatchObject({ status: 'blocked', blockedReason: 'design pending' });
    expect(plan.specs[1]!.tasks[0]!.completedAt).toEqual(expect.any(String));
    expect(plan.specs[2]!.tasks[0]!.status).toBe('skipped');
  });

  it('refuses an unknown status, an unknown task and a missing --status; the file is unchanged', async () => {
    const text = writePlan(planPath, mixedPlan());
    const badStatus = await ralph(['set', 'api-2', '--status', 'done']);
    expect(badStatus.code).toBe(1);
    expect(badStatus.err).toBe(
      'ralph set: unknown status "done"; use one of pending, in_progress, completed, blocked, failed, skipped',
    );
    const badTask = await ralph(['set', 'nope', '--status', 'pending']);
    expect(badTask.code).toBe(1);
    expect(badTask.err).toContain('no task "nope" in');
    const noStatus = await ralph(['set', 'api-2']);
    expect(noStatus.code).toBe(1);
    expect(noStatus.err).toBe('ralph set: --status is required');
    const noTask = await ralph(['set', '--status', 'pending']);
    expect(noTask.code).toBe(2);
    expect(noTask.err).toContain('missing argument');
    expect(readFileSync(planPath, 'utf8')).toBe(text);
  });

  it('refuses a change that would break the plan (completed before its dependency)', async () => {
    const text = writePlan(planPath, mixedPlan());
    const r = await ralph(['set', 'api-3', '--status', 'completed']);
    expect(r.code).toBe(1);
    expect(r.err).toContain('task "api-3" is completed but its dependency "api-2" is blocked');
    expect(r.err).toContain('not saved; the file is unchanged');
    expect(readFileSync(planPath, 'utf8')).toBe(text);
  });
});

describe('schema, help, usage', () => {
  it('schema prints the JSON Schema', async () => {
    const r = await ralph(['schema']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(planJsonSchema());
  });

  it.each(['validate', 'next', 'status', 'set', 'retry', 'skip', 'schema'])(
    '%s --help prints its usage and exits 0',
    async (cmd) => {
      for (const flag of ['--help', '-h']) {
        const r = await ralph([cmd, flag]);
        expect(r.code).toBe(0);
        expect(r.out).toMatch(new RegExp(`^Usage: ralph ${cmd}`));
        expect(r.out).toContain('-h, --help');
        expect(r.err).toBe('');
      }
    },
  );

  it('help lists the commands; no command at all prints it and exits 1', async () => {
    const help = await ralph(['--help']);
    expect(help.code).toBe(0);
    for (const cmd of ['validate', 'next', 'status', 'set', 'retry', 'skip', 'schema'])
      expect(help.out).toMatch(new RegExp(`^  ${cmd} `, 'm'));
    expect((await ralph(['help'])).code).toBe(0);
    const none = await ralph([]);
    expect(none.code).toBe(1);
    expect(none.out).toContain('Usage: ralph COMMAND');
  });

  it('prints the version', async () => {
    const r = await ralph(['--version']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('refuses an unknown option with exit 2 and the usage', async () => {
    writePlan(planPath, seedPlan());
    const r = await ralph(['next', '--jsn']);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^ralph next: unknown option --jsn; did you mean --json\?\n/);
    expect(r.err).toContain('Usage: ralph next');
    const v = await ralph(['validate', '--fix']);
    expect(v.code).toBe(2);
    expect(v.err).toContain('Usage: ralph validate');
  });

  it('refuses an unknown command and a stray argument with exit 2', async () => {
    const r = await ralph(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown command "frobnicate"');
    expect(r.err).toContain('Usage: ralph COMMAND');
    const extra = await ralph(['validate', 'extra']);
    expect(extra.code).toBe(2);
    expect(extra.err).toContain('unexpected argument "extra"');
  });
});

describe('finding the plan', () => {
  it.each(['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'])(
    'walks up from a subdirectory to the directory holding %s',
    async (marker) => {
      const { dir: top, cleanup: done } = tempDir();
      try {
        const root = join(top, 'project');
        const deep = join(root, 'src', 'lib', 'deep');
        mkdirSync(deep, { recursive: true });
        if (marker === '.git') mkdirSync(join(root, marker));
        else writeFileSync(join(root, marker), '');
        const plan = join(root, 'implementation.json');
        writePlan(plan, seedPlan());
        const r = await ralph(['validate'], deep);
        expect(r).toMatchObject({ code: 0, out: `${plan}: valid (1 spec, 2 tasks), with 1 warning` });
      } finally {
        done();
      }
    },
  );

  it('takes the nearest project root first', async () => {
    // dir (with .git) holds a monorepo; packages/web has its own package.json and plan.
    writePlan(planPath, seedPlan());
    const web = join(dir, 'packages', 'web');
    mkdirSync(join(web, 'src'), { recursive: true });
    writeFileSync(join(web, 'package.json'), '{}');
    const webPlan = join(web, 'implementation.json');
    writePlan(webPlan, planOf(spec('web', [task('web-1')])));
    expect((await ralph(['validate'], join(web, 'src'))).out).toBe(
      `${webPlan}: valid (1 spec, 1 task), with 1 warning`,
    );
    expect((await ralph(['validate'], join(dir, 'packages'))).out).toBe(
      `${planPath}: valid (1 spec, 2 tasks), with 1 warning`,
    );
  });

  it('--plan overrides, relative to the working directory', async () => {
    writePlan(planPath, seedPlan());
    const other = join(dir, 'plans', 'other.json');
    mkdirSync(join(dir, 'plans'));
    writePlan(other, planOf(spec('o', [task('o-1')])));
    const sub = join(dir, 'sub');
    mkdirSync(sub);
    expect((await ralph(['validate', '--plan', '../plans/other.json'], sub)).out).toBe(
      `${other}: valid (1 spec, 1 task), with 1 warning`,
    );
    expect((await ralph(['validate', '-p', other], sub)).out).toBe(
      `${other}: valid (1 spec, 1 task), with 1 warning`,
    );
    expect(JSON.parse((await ralph(['next', '--json', '--plan', other], sub)).out)).toEqual([
      expect.objectContaining({ task: 'o-1' }),
    ]);
  });
});

describe('the bundled entry, as a process', () => {
  const run = promisify(execFile);
  let entry: string;
  beforeAll(() => {
    entry = ensureDist();
  });

  async function node(args: string[], cwd = dir): Promise<CliResult> {
    try {
      const { stdout, stderr } = await run(process.execPath, [entry, ...args], { cwd, env: cliEnv() });
      return { code: 0, out: stdout, err: stderr };
    } catch (e) {
      const x = e as { code: number; stdout: string; stderr: string };
      return { code: x.code, out: x.stdout, err: x.stderr };
    }
  }

  it('--version and validate', async () => {
    expect((await node(['--version'])).out).toMatch(/^\d+\.\d+\.\d+\n$/);
    writePlan(planPath, seedPlan());
    const sub = join(dir, 'a', 'b');
    mkdirSync(sub, { recursive: true });
    expect(await node(['validate'], sub)).toMatchObject({
      code: 0,
      out: `${planPath}: valid (1 spec, 2 tasks), with 1 warning\n`,
    });
  });

  it('exit codes: 1 for a bad plan (one line per problem on stderr), 2 for an unknown option', async () => {
    const plan = seedPlan();
    plan.specs[0]!.tasks[1]!.dependsOn = ['x', 'y'];
    writePlan(planPath, plan);
    const bad = await node(['validate']);
    expect(bad.code).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${esc(planPath)}:\\d+:\\d+: specs\\[0\\]\\.tasks\\[1\\]\\.dependsOn\\[0\\]: unknown task "x"$`,
        ),
      ),
      expect.stringMatching(/dependsOn\[1\]: unknown task "y"$/),
      // Warnings too, even with errors.
      expect.stringMatching(/: warning: no gates: /),
    ]);
    const unknown = await node(['status', '--verbose']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Usage: ralph status');
  });

  it('next --matrix prints the matrix; INPUT_* variables do not switch a command line to action mode', async () => {
    writePlan(planPath, mixedPlan());
    const { stdout } = await run(process.execPath, [entry, 'next', '--matrix'], {
      cwd: dir,
      env: { ...cliEnv(), INPUT_COMMAND: 'schedule' },
    });
    expect(JSON.parse(stdout).include.map((e: { task: string }) => e.task)).toEqual(['ui-1', 'docs-1']);
  });
});

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
