// GitHub's limits on a run (docs/ARCHITECTURE.md#performance): a matrix of more than 256 jobs fails the whole run, and
// a job's outputs may take at most 1 MiB (counted as UTF-16). The schedule job caps its matrix
// at 256, or lower where max-parallel says so, keeps its outputs under half the limit, and says
// how many ready tasks it left for the next run. Pinned on the scheduler itself, then on the
// shipped workflow run by the runner emulation on a plan with 300 ready specs, and on the
// emulation's own strictness about both limits.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import type { Plan } from '../src/core/plan/plan.js';
import {
  JOB_OUTPUTS_MAX_BYTES,
  leftText,
  MATRIX_MAX_JOBS,
  matrixWithin,
  outputBytes,
  SCHEDULE_OUTPUTS_BUDGET_BYTES,
  schedule,
  toMatrix,
} from '../src/core/schedule/schedule.js';
import { planOf, spec, task } from './plan-fixtures.js';
import { type Flow, REPO_ROOT, startFlow } from './support/ralph-flow.js';
import { makeRemote, makeRepo, planJson, tempDir } from './support/repo.js';
import { Runner, type RunResult } from './support/runner.js';

const SHA = 'a'.repeat(40);

/** `n` specs of one ready task each, with ids as long as people write them. */
function readySpecs(n: number, idOf = (i: number) => `checkout-flow-${String(i).padStart(3, '0')}`): Plan {
  return planOf(...Array.from({ length: n }, (_, i) => spec(idOf(i), [task(`${idOf(i)}-1`)])));
}

describe("the scheduler caps a matrix at GitHub's limit", () => {
  it('takes at most 256 of 300 ready tasks as a matrix, and counts the rest as left', () => {
    const s = schedule(readySpecs(300), { matrix: true });
    expect(s.ready).toHaveLength(MATRIX_MAX_JOBS);
    expect(s.left).toBe(44);
    expect(s.waiting.filter((w) => w.reason === "over GitHub's 256 jobs per matrix")).toHaveLength(44);
    expect(leftText(s, { matrix: true })).toBe(
      '44 ready tasks left for the next run (GitHub runs at most 256 jobs from one matrix).',
    );
  });

  it('an empty or zero max-parallel still means 256, a larger one too; a smaller one wins', () => {
    for (const maxParallel of [undefined, 0, 1000])
      expect(schedule(readySpecs(300), { matrix: true, maxParallel }).ready).toHaveLength(256);
    const four = schedule(readySpecs(300), { matrix: true, maxParallel: 4 });
    expect(four.ready).toHaveLength(4);
    expect(leftText(four, { matrix: true, maxParallel: 4 })).toBe(
      '296 ready tasks left for the next run (max-parallel is 4).',
    );
  });

  it('outside a matrix (ralph status, a local build) nothing is capped', () => {
    const s = schedule(readySpecs(300));
    expect(s.ready).toHaveLength(300);
    expect(s.left).toBe(0);
    expect(leftText(s, {})).toBeUndefined();
  });
});

describe("the schedule job's outputs stay well under GitHub's 1 MiB", () => {
  const others = {
    gates: '[{"name":"test","command":"npm test"}]',
    'has-work': 'false',
    'ready-count': '300',
  };
  const entries = (plan: Plan) =>
    toMatrix(schedule(plan, { matrix: true }).ready, { base: 'main', baseSha: SHA, tips: new Map() }).include;

  it('counts an output as GitHub does: UTF-16, two bytes a character', () => {
    expect(outputBytes({ matrix: '{}' })).toBe(2 * ('matrix'.length + 2));
    expect(outputBytes({ a: 'é' })).toBe(4);
  });

  it('256 entries with ids as people write them take a fifth of the limit, and all fit', () => {
    const include = entries(readySpecs(300));
    const bytes = outputBytes({ ...others, matrix: JSON.stringify({ include }) });
    expect(bytes).toBeLessThan(JOB_OUTPUTS_MAX_BYTES / 4);
    expect(matrixWithin(include, others)).toMatchObject({ dropped: 0 });
  });

  it('with the longest ids and retry artifacts, entries over the budget are left for the next run', () => {
    const long = (i: number) => `${'x'.repeat(96)}-${String(i).padStart(3, '0')}`;
    const include = entries(readySpecs(300, long)).map((e) => ({
      ...e,
      'retry-artifact': `ralph-attempt-${e.spec}-${e.task}-1`,
      'retry-run-id': '123456789012',
    }));
    const fit = matrixWithin(include, others);
    expect(fit.dropped).toBeGreaterThan(0);
    expect(fit.include).toEqual(include.slice(0, include.length - fit.dropped));
    const bytes = outputBytes({ ...others, matrix: JSON.stringify({ include: fit.include }) });
    expect(bytes).toBeLessThanOrEqual(SCHEDULE_OUTPUTS_BUDGET_BYTES);
    // One more entry would have gone over.
    const oneMore = JSON.stringify({ include: include.slice(0, fit.include.length + 1) });
    expect(outputBytes({ ...others, matrix: oneMore })).toBeGreaterThan(SCHEDULE_OUTPUTS_BUDGET_BYTES);
    expect(leftText({ left: 44 }, { matrix: true }, fit.dropped)).toBe(
      `${44 + fit.dropped} ready tasks left for the next run (GitHub runs at most 256 jobs from one matrix; ${fit.dropped} more would take the job's outputs over 512 KiB).`,
    );
  });

  it('refuses gates that alone take the outputs over the budget, saying what to shorten', () => {
    const gates = JSON.stringify([{ name: 'huge', command: 'x'.repeat(SCHEDULE_OUTPUTS_BUDGET_BYTES) }]);
    expect(() => matrixWithin([], { gates })).toThrow(
      /besides the matrix take \d+ bytes \(gates\).*gate commands/,
    );
  });
});

/** GitHub's limits as the schedule job meets them, on the shipped workflow. */
describe('the shipped workflow on a plan with 300 ready specs', () => {
  let flow: Flow;
  beforeAll(async () => {
    flow = await startFlow({
      files: { 'implementation.json': planJson(readySpecs(300)) },
      gates: [],
      workflow: readFileSync(join(REPO_ROOT, '.github', 'workflows', 'ralph.yml'), 'utf8'),
    });
  });
  afterAll(async () => {
    await flow?.close();
  });

  /**
   * The commands and schedule jobs run; the task and finalize jobs have their `if` and their
   * strategy evaluated (a matrix GitHub refuses would fail the run here) but run no leg: 256
   * agents are not what this pins.
   */
  const scheduleOnly = (event: 'schedule' | 'workflow_dispatch', inputs?: Record<string, string>) =>
    flow.runner.run({ event, ...(inputs ? { inputs } : {}), only: ['commands', 'schedule'] });

  function matrixOf(r: RunResult): Array<Record<string, unknown>> {
    expect(
      r.results.schedule,
      r
        .job('schedule')
        .annotations.map((a) => a.message)
        .join('\n'),
    ).toBe('success');
    const include = JSON.parse(r.outputs.schedule!.matrix!).include as Array<Record<string, unknown>>;
    // GitHub made one task job per entry: the strategy took the matrix.
    expect(r.jobs.filter((j) => j.id === 'task')).toHaveLength(include.length);
    return include;
  }

  it('a cron run takes max-parallel tasks and says how many it left for the next run', {
    timeout: 120_000,
  }, async () => {
    const r = await scheduleOnly('schedule');
    const include = matrixOf(r);
    // A scheduled run has no inputs: the workflow's default max-parallel, 4.
    expect(include).toHaveLength(4);
    const step = r.job('schedule').step('schedule');
    expect(step.stdout).toContain('296 ready tasks left for the next run (max-parallel is 4).');
    expect(step.summary).toContain('**296 ready tasks left for the next run (max-parallel is 4).**');
    expect(outputBytes(r.outputs.schedule!)).toBeLessThan(JOB_OUTPUTS_MAX_BYTES / 100);
  });

  it('asked for more than 256 (or for no limit: 0), a run takes 256 and its outputs stay under a fifth of 1 MiB', {
    timeout: 120_000,
  }, async () => {
    for (const maxParallel of ['1000', '0']) {
      const r = await scheduleOnly('workflow_dispatch', { 'max-parallel': maxParallel });
      const include = matrixOf(r);
      expect(include).toHaveLength(MATRIX_MAX_JOBS);
      expect(new Set(include.map((e) => e.spec)).size).toBe(MATRIX_MAX_JOBS);
      const step = r.job('schedule').step('schedule');
      expect(step.stdout).toContain(
        '44 ready tasks left for the next run (GitHub runs at most 256 jobs from one matrix).',
      );
      expect(step.summary).toContain('**44 ready tasks left for the next run');
      if (maxParallel === '1000')
        expect(step.annotations.map((a) => a.message)).toContainEqual(
          expect.stringContaining('max-parallel is 1000, but GitHub runs at most 256 jobs from one matrix'),
        );
      // Measured as GitHub counts it: about 210 KB (UTF-16) for 256 entries of these ids.
      const bytes = outputBytes(r.outputs.schedule!);
      expect(bytes).toBeGreaterThan(100_000);
      expect(bytes).toBeLessThan(JOB_OUTPUTS_MAX_BYTES / 4);
    }
  });
});

describe('a workflow that passes an empty max-parallel on a cron run', () => {
  it('still gets at most 256 task jobs', { timeout: 120_000 }, async () => {
    // As workflows written before the shipped one passed it: `inputs` is empty on a schedule.
    const shipped = readFileSync(join(REPO_ROOT, '.github', 'workflows', 'ralph.yml'), 'utf8');
    const workflow = shipped.replace(
      /max-parallel: \$\{\{ inputs\.max-parallel \|\| '4' \}\}/,
      `max-parallel: $\{{ inputs.max-parallel }}`,
    );
    expect(workflow).not.toBe(shipped);
    const flow = await startFlow({
      files: { 'implementation.json': planJson(readySpecs(300)) },
      gates: [],
      workflow,
    });
    try {
      const r = await flow.runner.run({ event: 'schedule', only: ['commands', 'schedule'] });
      expect(r.job('schedule').step('schedule').inputs?.['max-parallel']).toBe('');
      expect(r.results.task).toBe('skipped'); // expanded, not refused
      expect(r.jobs.filter((j) => j.id === 'task')).toHaveLength(MATRIX_MAX_JOBS);
      expect(r.job('schedule').step('schedule').stdout).toContain('44 ready tasks left for the next run');
    } finally {
      await flow.close();
    }
  });
});

describe('ralph next --matrix', () => {
  it('prints at most 256 entries and says on stderr how many it left', async () => {
    const dir = tempDir('ralph-next-matrix-');
    writeFileSync(join(dir, 'implementation.json'), planJson(readySpecs(300)));
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['next', '--matrix'], {
      cwd: dir,
      env: {},
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    expect(code).toBe(0);
    expect(JSON.parse(out.join('')).include).toHaveLength(MATRIX_MAX_JOBS);
    expect(err.join('')).toContain(
      '44 ready tasks left for the next run (GitHub runs at most 256 jobs from one matrix).',
    );
  });
});

/**
 * The runner emulation is as strict as GitHub about the two limits. Not modelled: GitHub's exact
 * accounting of output bytes (keys are counted here too) and the 50 MB limit on a whole run's
 * outputs.
 */
describe('the runner emulation refuses what GitHub refuses', () => {
  let remote: string;
  beforeAll(() => {
    remote = makeRemote(makeRepo({ 'README.md': '# demo\n' })).remote;
  });

  function runner(yaml: string): Runner {
    const dir = tempDir('ralph-wf-');
    const path = join(dir, 'wf.yml');
    writeFileSync(path, yaml);
    return new Runner({ workflowPath: path, remote });
  }

  /** A job `make` whose output `m` is `bytes` long (a node one-liner), and a job that uses it. */
  const workflow = (script: string, uses: string) => `on: workflow_dispatch
jobs:
  make:
    runs-on: ubuntu-latest
    outputs:
      m: \${{ steps.s.outputs.m }}
    steps:
      - id: s
        run: |
          node -e "${script}"
  use:
    needs: make
    runs-on: ubuntu-latest
${uses}
`;

  it('a matrix of 257 jobs fails the run; 256 run', { timeout: 60_000 }, async () => {
    const matrix = (n: number) =>
      workflow(
        `require('fs').appendFileSync(process.env.GITHUB_OUTPUT, 'm=' + JSON.stringify({ include: Array.from({ length: ${n} }, (_, i) => ({ i })) }) + '\\\\n')`,
        `    strategy:
      matrix: \${{ fromJSON(needs.make.outputs.m) }}
    steps:
      - run: echo \${{ matrix.i }}`,
      );
    const over = await runner(matrix(257)).run({ event: 'workflow_dispatch', only: ['make'] });
    expect(over.results.use).toBe('failure');
    expect(over.job('use').annotations[0]!.message).toMatch(/Strategy produced more than 256 jobs/);
    const at = await runner(matrix(256)).run({ event: 'workflow_dispatch', only: ['make'] });
    expect(at.results.use).toBe('skipped');
    expect(at.jobs.filter((j) => j.id === 'use')).toHaveLength(256);
  });

  it('a job whose outputs take more than 1 MiB fails and hands on none; at the limit they pass', {
    timeout: 60_000,
  }, async () => {
    // 'm' and its value: 2 bytes a character, so 524,288 characters make 1 MiB.
    const output = (chars: number) =>
      workflow(
        `require('fs').appendFileSync(process.env.GITHUB_OUTPUT, 'm=' + 'x'.repeat(${chars} - 1) + '\\\\n')`,
        `    steps:
      - run: echo "\${{ needs.make.outputs.m != '' }}"`,
      );
    const over = await runner(output(JOB_OUTPUTS_MAX_BYTES / 2 + 1)).run({ event: 'workflow_dispatch' });
    expect(over.results.make).toBe('failure');
    expect(over.job('make').annotations.map((a) => a.message)).toContainEqual(
      expect.stringContaining('Job outputs exceed 1,048,576 bytes'),
    );
    expect(over.outputs.make).toEqual({});
    expect(over.results.use).toBe('skipped');
    const at = await runner(output(JOB_OUTPUTS_MAX_BYTES / 2)).run({ event: 'workflow_dispatch' });
    expect(at.results.make).toBe('success');
    expect(at.outputs.make!.m).toHaveLength(JOB_OUTPUTS_MAX_BYTES / 2 - 1);
    expect(at.job('use').steps[0]!.stdout.trim()).toBe('true');
  });
});
