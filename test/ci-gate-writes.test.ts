// Gates never change what is committed, in CI (docs/ARCHITECTURE.md#gates): the workflow `ralph init` writes, run
// by the runner emulation the way GitHub runs it, against a real bare remote and the local
// GitHub server. The task job's run step saves the agent's work as a tree right after the
// agent; each gate step names what its gate wrote to the work tree (a formatter's rewrite, a
// report file) in a warning, and `record` makes the patch from the saved tree, so the writer's
// spec commit holds the agent's work alone. The gates are judged by their exit code.
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gate, Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { type Flow, failures, sharedScript, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import type { RunResult } from './support/runner.js';
import { scriptedAgent } from './support/scripted-agent.js';

/**
 * A formatter run in write mode, as `biome lint --write` or ruff with `fix = true`: it rewrites
 * every .txt file with trailing spaces trimmed and a final newline, and exits 0. What it does
 * not model: a real formatter's rules.
 */
const FORMAT = `import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
for (const f of readdirSync('.').filter((f) => f.endsWith('.txt'))) {
  const text = readFileSync(f, 'utf8');
  const formatted = text.split('\\n').map((l) => l.trimEnd()).join('\\n').trimEnd() + '\\n';
  if (formatted !== text) { writeFileSync(f, formatted); console.log('formatted ' + f); }
}
`;

/** A test run that leaves a report behind (not ignored) and passes. */
const TEST = `import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
const files = readdirSync('.').filter((f) => f.endsWith('.txt')).sort();
mkdirSync('coverage', { recursive: true });
writeFileSync('coverage/report.txt', files.map((f) => f + ': covered\\n').join(''));
console.log(files.length + ' tests passed');
`;

/**
 * A gate that runs hostile code as the agent user would, after the agent: it tries to point
 * the run step's saved tree at other work (the agent's result file in Ralph's state folder),
 * to plant objects in .git, to commit, and writes a file of its own. It prints what each try
 * got and exits 0: only the exit code judges it.
 */
const HOSTILE = `import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
const tries = {
  state: () => writeFileSync(join(process.env.RUNNER_TEMP, 'ralph', 'agent.json'), '{}'),
  objects: () => writeFileSync(join('.git', 'objects', 'planted'), 'x'),
  commit: () => execFileSync('git', ['-c', 'user.name=gate', '-c', 'user.email=gate@example.com', 'commit', '--allow-empty', '-qam', 'gate'], { stdio: 'pipe' }),
};
writeFileSync('planted.txt', 'from the gate\\n');
for (const [name, attempt] of Object.entries(tries)) {
  try { attempt(); console.log(name + ': done'); } catch (err) { console.log(name + ': refused (' + (err.code ?? err.status) + ')'); }
}
`;

function plan(gates: Gate[]): Plan {
  return {
    version: 1,
    gates,
    agent: scriptedAgent(),
    specs: [
      {
        id: 'api',
        name: 'API',
        priority: 1,
        tasks: [{ id: 'api-1', description: 'Write api-1.txt', status: 'pending' as const }],
      },
    ],
  };
}

/** The action as the runner runs it: dist/ (built by `npm run build`), or RALPH_ACTION_ROOT's. */
const runner = process.env.RALPH_ACTION_ROOT ? { actionRoot: process.env.RALPH_ACTION_ROOT } : undefined;

const leg = (run: RunResult, id: string) => run.jobs.find((j) => j.id === 'task' && j.matrix?.task === id)!;
const warnings = (run: RunResult, id: string, step: string) =>
  leg(run, id)
    .step(step)
    .annotations.filter((a) => a.level === 'warning')
    .map((a) => a.message);

/** A file's bytes on a branch, exactly (the `git` helper trims). */
const blob = (remote: string, spec: string) =>
  execFileSync('git', ['cat-file', 'blob', spec], { cwd: remote, encoding: 'utf8' });

let flow: Flow | undefined;
afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

describe('the task job: what the gates write is never committed', () => {
  it('a formatter that rewrites tracked files and a test that writes a report: the spec commit holds neither, the attempt passes, each gate step names its files', {
    timeout: 180_000,
  }, async () => {
    // The agent writes its file with trailing spaces: the formatter would rewrite it too.
    const agentText = 'fn api() {}   \n';
    const script = sharedScript({ 'api-1': [{ write: { 'api-1.txt': agentText } }] });
    const gates: Gate[] = [
      { name: 'format', command: 'node format.mjs' },
      { name: 'test', command: 'node test.mjs' },
    ];
    const legacy = 'fn main() {}  \n\n\n';
    flow = await startFlow({
      files: {
        'implementation.json': planJson(plan(gates)),
        'format.mjs': FORMAT,
        'test.mjs': TEST,
        'legacy.txt': legacy,
      },
      gates,
      env: { AGENT_SCRIPT: script },
      runner,
    });
    const r = await flow.run('schedule');
    expect(r.job('finalize').result, failures(r)).toBe('success');
    const job = leg(r, 'api-1');
    // Judged by their exit codes: both passed, and so did the attempt.
    expect(job.step('gate-format').outcome).toBe('success');
    expect(job.step('gate-test').outcome).toBe('success');
    expect(job.step('record').outputs.outcome).toBe('passed');
    // The gates did write: the formatter's log says so (its writes stay for the gates after it).
    expect(job.step('gate-format').stdout).toContain('formatted legacy.txt');
    expect(job.step('gate-format').stdout).toContain('formatted api-1.txt');

    // Each gate step names its own gate and files, in the local loop's words, in a warning and
    // in the job summary; the test step does not name the formatter's files again.
    const formatNote =
      'gate "format" changed 2 files in the work tree (api-1.txt, legacy.txt); Ralph discarded the changes: gates never change what is committed. Run formatters and fixers as gates in check mode.';
    const testNote =
      'gate "test" changed 1 file in the work tree (coverage/report.txt); Ralph discarded the changes: gates never change what is committed. Run formatters and fixers as gates in check mode.';
    expect(warnings(r, 'api-1', 'gate-format')).toContain(formatNote);
    expect(warnings(r, 'api-1', 'gate-test')).toContain(testNote);
    expect(job.step('gate-format').summary).toContain(formatNote);
    expect(job.step('gate-test').summary).toContain(testNote);
    expect(job.step('record').summary).toContain(formatNote);
    expect(job.step('record').summary).toContain(testNote);
    // Nothing else changed the tree after the agent: record names no other writer.
    expect(warnings(r, 'api-1', 'record').join('\n')).not.toContain('named by no gate step');

    // The spec branch: the agent's file as the agent wrote it, the tracked file untouched, no report.
    const head = 'ralph/api';
    expect(blob(flow.remote, `${head}:api-1.txt`)).toBe(agentText);
    expect(git(flow.remote, 'rev-parse', `${head}:legacy.txt`)).toBe(
      git(flow.remote, 'rev-parse', 'main:legacy.txt'),
    );
    const changed = git(flow.remote, 'diff', '--name-only', 'main', head).split('\n');
    expect(changed).toContain('api-1.txt');
    expect(changed).not.toContain('legacy.txt');
    expect(changed.filter((f) => f.startsWith('coverage/'))).toEqual([]);
    const task = (JSON.parse(git(flow.remote, 'show', `${head}:implementation.json`)) as Plan).specs[0]!
      .tasks[0]!;
    expect(task.status).toBe('completed');
    // The pull request the writer opened is the spec branch: neither gate's write is in it.
    expect(flow.server.state.pulls.map((p) => p.head)).toEqual([head]);
  });

  it('the gates run as the agent user and cannot change the saved tree, its id, or .git', {
    timeout: 180_000,
  }, async () => {
    const script = sharedScript({ 'api-1': [{ write: { 'api-1.txt': 'fn api() {}\n' } }] });
    const gates: Gate[] = [{ name: 'check', command: 'node hostile.mjs' }];
    flow = await startFlow({
      files: { 'implementation.json': planJson(plan(gates)), 'hostile.mjs': HOSTILE },
      gates,
      env: { AGENT_SCRIPT: script },
      runner,
    });
    const r = await flow.run('schedule');
    expect(r.job('finalize').result, failures(r)).toBe('success');
    const job = leg(r, 'api-1');
    // On the untouched tree first (the baseline), then after the agent: refused both times.
    const out = job.step('gate-check').stdout;
    // Refused (EACCES), or under a folder the sandbox masks (ENOENT).
    expect(out).toMatch(/state: refused \((EACCES|ENOENT)\)/);
    // `.git` is a file naming a disposable clone of Ralph's repository: there is no
    // `.git/objects` to plant into, and the gate's commit lands in the clone, deleted after the
    // step, never in Ralph's repository (the spec branch has no commit of the gate's below).
    expect(out).toContain('objects: refused (ENOTDIR)');
    expect(out).toContain('commit: done');
    expect(job.step('record').outputs.outcome).toBe('passed');
    expect(warnings(r, 'api-1', 'gate-check')).toContain(
      'gate "check" changed 1 file in the work tree (planted.txt); Ralph discarded the changes: gates never change what is committed. Run formatters and fixers as gates in check mode.',
    );
    const changed = git(flow.remote, 'diff', '--name-only', 'main', 'ralph/api').split('\n');
    expect(changed).toContain('api-1.txt');
    expect(changed).not.toContain('planted.txt');
    expect(git(flow.remote, 'log', '--format=%an', 'ralph/api')).not.toContain('gate');
  });

  it("a step of the workflow's own that writes after the agent: left out too, and record names it", {
    timeout: 180_000,
  }, async () => {
    const gates: Gate[] = [{ name: 'check', command: 'true' }];
    const shipped = renderWorkflow({ gates, agent: 'command' });
    const at = shipped.indexOf('      - name: Record the attempt');
    expect(at).toBeGreaterThan(0);
    const workflow = `${shipped.slice(0, at)}      - name: Generate\n        run: echo generated > generated.txt\n${shipped.slice(at)}`;
    flow = await startFlow({
      files: { 'implementation.json': planJson(plan(gates)) },
      gates,
      workflow,
      runner,
    });
    const r = await flow.run('schedule');
    expect(r.job('finalize').result, failures(r)).toBe('success');
    expect(leg(r, 'api-1').step('record').outputs.outcome).toBe('passed');
    expect(warnings(r, 'api-1', 'gate-check')).toEqual([]);
    expect(warnings(r, 'api-1', 'record')).toContain(
      '1 file changed in the work tree after the agent ran, named by no gate step (generated.txt); Ralph left the changes out of the attempt.',
    );
    const changed = git(flow.remote, 'diff', '--name-only', 'main', 'ralph/api').split('\n');
    expect(changed).toContain('api-1.txt');
    expect(changed).not.toContain('generated.txt');
  });
});
