// The baseline in CI (docs/ARCHITECTURE.md#gates): the workflow `ralph init` writes, run by the runner emulation
// the way GitHub runs it, against a real bare remote and the local GitHub server. The task job's
// run step runs the gates on the untouched start commit before the agent: a gate red there, or
// a tool that is missing, stops the job with a setup problem that the writer's summary names; no
// attempt is recorded and the task is never blocked. A known-red gate is judged against it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gate, Plan } from '../src/core/plan/plan.js';
import { type Flow, failures, sharedDir, sharedScript, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import type { RunResult } from './support/runner.js';
import { scriptedAgent } from './support/scripted-agent.js';

/**
 * A linter standing in for `cargo clippy -- -D warnings` or `ruff check`: one warning per TODO
 * in each .txt file (its headline, then where), and exit 1 when there is any. What it does not
 * model: compiling, and a real tool's many kinds of diagnostics (test/baseline.test.ts runs real
 * clippy); the task job's gates run as another user, for whom no Rust toolchain is installed.
 */
const LINT = `import { readdirSync, readFileSync } from 'node:fs';
let n = 0;
for (const f of readdirSync('.').filter((f) => f.endsWith('.txt')).sort())
  readFileSync(f, 'utf8').split('\\n').forEach((line, i) => {
    if (line.includes('TODO')) { console.log('warning: TODO left in the code\\n --> ' + f + ':' + (i + 1)); n++; }
  });
if (n > 0) { console.log('error: could not pass lint due to ' + n + ' previous warning(s)'); process.exit(1); }
console.log('lint: clean');
`;

function plan(gates: Gate[], specs: string[]): Plan {
  return {
    version: 1,
    gates,
    agent: scriptedAgent(),
    specs: specs.map((id, i) => ({
      id,
      name: id.toUpperCase(),
      priority: i + 1,
      tasks: [{ id: `${id}-1`, description: `Write ${id}-1.txt`, status: 'pending' as const }],
    })),
  };
}

/** The action as the runner runs it: dist/ (built by `npm run build`), or RALPH_ACTION_ROOT's. */
const runner = process.env.RALPH_ACTION_ROOT ? { actionRoot: process.env.RALPH_ACTION_ROOT } : undefined;

const legs = (run: RunResult) => run.jobs.filter((j) => j.id === 'task');
const leg = (run: RunResult, id: string) => legs(run).find((j) => j.matrix?.task === id)!;
const remotePlan = (remote: string, ref: string) =>
  JSON.parse(git(remote, 'show', `${ref}:implementation.json`)) as Plan;
const branches = (remote: string) => git(remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/');

/** PATH without any folder that holds `name`: the tool is not installed, as on a fresh runner. */
function pathWithout(name: string): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((d) => d && !existsSync(join(d, name)))
    .join(delimiter);
}

let flow: Flow | undefined;
afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

describe('the task job: the gates on the untouched start commit, before the agent', () => {
  it('stops on a gate that fails there: no agent, no attempt, the task not blocked, the summary says so', {
    timeout: 120_000,
  }, async () => {
    const prompts = sharedDir('ralph-prompts-', true);
    const gates = [{ name: 'lint', command: 'node lint.mjs' }];
    flow = await startFlow({
      files: {
        'implementation.json': planJson(plan(gates, ['api'])),
        'lint.mjs': LINT,
        'legacy.txt': 'fn main() {}\n// TODO: handle errors\n',
      },
      gates,
      env: { AGENT_PROMPTS: prompts },
      runner,
    });
    const before = git(flow.remote, 'rev-parse', 'main');
    const r = await flow.run('schedule');
    expect(r.conclusion).toBe('failure');
    const job = leg(r, 'api-1');
    // The run step stopped before the agent, naming the gate, its output and the fixes.
    expect(job.step('run').outcome).toBe('failure');
    const said = job
      .step('run')
      .annotations.map((a) => a.message)
      .join('\n');
    expect(said).toContain('Setup problem: gate "lint" (`node lint.mjs`) fails on the untouched tree');
    expect(said).toContain('--> legacy.txt:2');
    expect(said).toContain('"baseline": "no-new-failures"');
    expect(job.step('gate-lint').outcome).toBe('skipped');
    expect(job.step('record').outputs['record-state']).toBe('setup-error');
    expect(job.step('record').outputs.outcome).toBeUndefined(); // no attempt, so no verdict
    expect(readdirSync(prompts)).toEqual([]); // no agent ran
    // The writer recorded nothing and says why in the run's summary.
    const finalize = r.job('finalize').step('finalize');
    expect(finalize.outcome).toBe('failure');
    expect(finalize.summary).toContain(
      'the task job stopped before the agent ran: Setup problem: gate "lint"',
    );
    expect(finalize.summary).toContain('mark it "required": false');
    expect(git(flow.remote, 'rev-parse', 'main')).toBe(before);
    expect(branches(flow.remote)).toBe('main');
    const task = remotePlan(flow.remote, 'main').specs[0]!.tasks[0]!;
    expect(task.status).toBe('pending');
    expect(task.attempts).toBeUndefined();
    // Not blocked: no comment, no tracking issue; and no run dispatched to loop on it.
    expect(flow.server.state.comments).toEqual([]);
    expect(flow.server.state.dispatches).toEqual([]);
  });

  it("stops on a gate whose output holds workflow commands: none is honoured, in the run step or the writer's", {
    timeout: 120_000,
  }, async () => {
    // The repository's gate prints commands and fails on the untouched tree: the run step
    // prints its output and quotes it in the setup problem, which the writer quotes again.
    const hostile = [
      '::add-mask::Setup',
      '::stop-commands::x',
      '::notice::This attempt passed every gate',
      '::set-output name=forged::1',
      '::group::forged group',
      '##[error]forged legacy',
      'progress\r::error::forged after CR',
    ].join('\n');
    const gates = [{ name: 'check', command: 'node check.mjs' }];
    flow = await startFlow({
      files: {
        'implementation.json': planJson(plan(gates, ['api'])),
        'check.mjs': `console.log(${JSON.stringify(hostile)}); process.exit(1);\n`,
      },
      gates,
      runner,
    });
    const r = await flow.run('schedule');
    const run = leg(r, 'api-1').step('run');
    const finalize = r.job('finalize').step('finalize');
    expect(run.stdout).toContain('::add-mask::Setup');
    for (const step of [run, finalize]) {
      // Ralph's own error is there, unmasked, and quotes the output; nothing of theirs is honoured.
      const errors = step.annotations.filter((a) => a.level === 'error').map((a) => a.message);
      expect(errors.join('\n')).toContain(
        'Setup problem: gate "check" (`node check.mjs`) fails on the untouched tree',
      );
      expect(errors.join('\n')).toContain('##[\\error]forged legacy');
      for (const a of step.annotations) expect(a.message).not.toMatch(/^(forged|This attempt)/);
      for (const c of step.commands) {
        expect(['add-mask', 'set-output'], c.data).not.toContain(c.command);
        expect(c.data).not.toMatch(/^(x|forged|This attempt)/);
      }
      expect(step.outputs.forged).toBeUndefined();
    }
    expect(finalize.summary).toContain(
      'the task job stopped before the agent ran: Setup problem: gate "check"',
    );
  });

  it('stops on a tool that is not installed (exit 127) the same way', { timeout: 120_000 }, async () => {
    const prompts = sharedDir('ralph-prompts-', true);
    const gates = [{ name: 'typecheck', command: 'mypy .' }];
    flow = await startFlow({
      files: {
        'implementation.json': planJson(plan(gates, ['api'])),
        'pyproject.toml': '[project]\nname = "click"\n\n[tool.mypy]\nfiles = ["src"]\n',
      },
      gates,
      env: { AGENT_PROMPTS: prompts, PATH: pathWithout('mypy') },
      runner,
    });
    const r = await flow.run('schedule');
    const job = leg(r, 'api-1');
    expect(job.step('record').outputs['record-state']).toBe('setup-error');
    expect(job.step('record').outputs.outcome).toBeUndefined(); // no attempt, so no verdict
    expect(readdirSync(prompts)).toEqual([]);
    const summary = r.job('finalize').step('finalize').summary;
    expect(summary).toContain('gate "typecheck" (`mypy .`) cannot run on the untouched tree');
    expect(summary).toContain('`mypy` is not installed (exit 127)');
    expect(summary).toContain('install `mypy` where the gates run');
    expect(remotePlan(flow.remote, 'main').specs[0]!.tasks[0]!.attempts).toBeUndefined();
  });

  it('judges a known-red gate against it: nothing new passes, a new failure fails; once per job, before the agent', {
    timeout: 180_000,
  }, async () => {
    const prompts = sharedDir('ralph-prompts-', true);
    const counts = sharedDir('ralph-counts-', true);
    const script = sharedScript({
      'api-1': [{ write: { 'api-1.txt': 'fn api() {}\n' } }],
      'cli-1': [{ write: { 'cli-1.txt': 'fn cli() {}\n// TODO: flags\n' } }],
    });
    const gates: Gate[] = [
      { name: 'lint', command: 'node lint.mjs', baseline: 'no-new-failures' },
      // A line each time it runs: "baseline" on the untouched tree (RALPH_BASELINE is set, no
      // task is), else the task's id; in a file per commit and per job (each job's agent user is
      // its own, the emulation's as the runner's).
      {
        name: 'count',
        command: `echo "\${RALPH_BASELINE:+baseline}\${RALPH_TASK_ID}" >> "$COUNT_DIR/$(git rev-parse HEAD).$(id -u)"`,
      },
    ];
    flow = await startFlow({
      files: {
        'implementation.json': planJson(plan(gates, ['api', 'cli'])),
        'lint.mjs': LINT,
        'legacy.txt': 'fn main() {}\n// TODO: handle errors\n',
      },
      gates,
      env: { AGENT_PROMPTS: prompts, AGENT_SCRIPT: script, COUNT_DIR: counts },
      runner,
    });
    const r = await flow.run('schedule');
    expect(r.job('finalize').result, failures(r)).toBe('success');
    // api-1 adds nothing to the known warning: the gate passes on the known-red tree.
    const api = leg(r, 'api-1');
    expect(api.step('gate-lint').outcome).toBe('success');
    expect(api.step('record').outputs.outcome).toBe('passed');
    expect(remotePlan(flow.remote, 'ralph/api').specs[0]!.tasks[0]!.status).toBe('completed');
    expect(git(flow.remote, 'show', 'ralph/api:api-1.txt')).toBe('fn api() {}');
    // cli-1 leaves a new TODO: a new failure, named in its record; an attempt, not a setup problem.
    const cli = leg(r, 'cli-1');
    expect(cli.step('gate-lint').outcome).toBe('failure');
    expect(cli.step('record').outputs.outcome).toBe('gate_failed');
    const attempt = remotePlan(flow.remote, 'ralph/cli').specs[1]!.tasks[0]!.attempts![0]!;
    expect(attempt).toMatchObject({ outcome: 'gate_failed', gate: 'lint' });
    expect(attempt.summary).toContain(
      '1 new failure line, not on the untouched tree:\n  warning: TODO left in the code',
    );
    // Each gate ran once on the untouched tree and once after the agent, in each job.
    // Both jobs started from the base's commit (new spec branches), and each ran the gates on it
    // once before its agent: a job is the unit, parallel jobs share nothing. Then the gate steps
    // (cli-1's count step is skipped: its lint step failed first).
    const base = git(flow.remote, 'rev-parse', 'main');
    const files = readdirSync(counts);
    expect(files).toHaveLength(2);
    for (const f of files) expect(f.startsWith(`${base}.`)).toBe(true);
    expect(files.map((f) => readFileSync(join(counts, f), 'utf8')).sort()).toEqual([
      'baseline\n',
      'baseline\napi-1\n',
    ]);
  });
});
