// A hostile agent against the workflow split by trust (issue 8's security holes, DESIGN.md C7):
// the agent (test/agents/hostile.mjs, a real process run as Ralph runs agents, as the agent
// user) tries each attack the red-team pass found, and each must fail with nothing of it
// pushed. A second test forges the whole attempt artifact, as an agent that owned its job
// entirely could, and the writer must still refuse what it changes.
//
// What this does not model: GitHub runs each job on its own VM; here they share a machine, so
// "outlives the step" is checked by the agent's leftover being dead when the step ends.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan.js';
import { type Flow, failures, sharedDir, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import type { RunResult } from './support/runner.js';

const HOSTILE = join(import.meta.dirname, 'agents', 'hostile.mjs');
const SCRIPTED = join(import.meta.dirname, 'agents', 'scripted.mjs');

function remotePlan(remote: string, branch: string): Plan {
  return JSON.parse(git(remote, 'show', `${branch}:implementation.json`)) as Plan;
}

/** Whether the process runs: not gone, not a zombie (killed, not yet reaped), not a new process of that pid. */
function alive(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return !/^State:\s+Z/m.test(status) && cmdline.includes('heartbeat');
  } catch {
    return false;
  }
}

interface Try {
  ok: boolean;
  got?: unknown;
  error?: string;
}

describe('a hostile agent in a task job', () => {
  let flow: Flow;
  let reports: string;
  let sentinel: string;
  let run: RunResult;

  beforeAll(async () => {
    if (process.getuid?.() !== 0 && !existsSync('/usr/bin/sudo'))
      throw new Error('these tests need root or sudo, as CI has: the agent runs as the agent user');
    reports = sharedDir('ralph-hostile-', true);
    sentinel = join(sharedDir('ralph-sentinel-', true), 'planted-program-ran');
    const p: Plan = {
      version: 1,
      gates: [
        { name: 'check', command: '[ -n "$RALPH_BASELINE" ] || test -f h-1.txt || test -f files-1.txt' },
      ],
      agent: { provider: 'command', command: `node ${HOSTILE}` },
      specs: [
        { id: 'h', name: 'H', tasks: [{ id: 'h-1', description: 'h', status: 'pending' }] },
        { id: 'files', name: 'Files', tasks: [{ id: 'files-1', description: 'f', status: 'pending' }] },
      ],
    };
    flow = await startFlow({
      files: { 'implementation.json': planJson(p), 'README.md': 'x\n' },
      gates: p.gates!,
      env: { HOSTILE_REPORT: reports, HOSTILE_SENTINEL: sentinel },
    });
    run = await flow.run();
  }, 120_000);

  afterAll(async () => {
    await flow?.close();
  });

  const tried = (task: string): Record<string, Try> =>
    JSON.parse(readFileSync(join(reports, `${task}.json`), 'utf8')) as Record<string, Try>;

  it('runs as the agent user, and its work still lands', () => {
    const leg = run.jobs.find((j) => j.id === 'task' && j.matrix?.task === 'h-1')!;
    expect(leg.step('run').stdout).toMatch(/attempt 1 \(light: \d+ turns, \d+ min, as ralph-agent/);
    expect(leg.step('record').outputs.outcome, failures(run)).toBe('passed');
    expect(git(flow.remote, 'show', 'ralph/h:h-1.txt')).toBe('work of h-1');
  });

  it("cannot read the Ralph step's environment, nor find a token on any command line", () => {
    const t = tried('h-1');
    expect(t.parentEnviron).toMatchObject({ ok: false, error: 'EACCES' });
    expect(t.scanProc).toEqual({ ok: true, got: [] });
    expect(t.githubPath).toMatchObject({ ok: false, error: 'EACCES' });
  });

  it("cannot plant a program in .git, tag, rewrite Ralph's state or use sudo", () => {
    const t = tried('h-1');
    // `.git` is a file naming the agent's own disposable repository: its tag lands there, and
    // goes nowhere (Ralph never reads that repository; the tag list of the remote is empty).
    for (const name of ['gitConfig', 'gitAttributes', 'gitHook', 'taskState', 'sudo'])
      expect(t[name], name).toMatchObject({ ok: false });
    expect(t.tag).toMatchObject({ ok: true });
    expect(t.taskState?.error).toBe('EACCES');
    expect(existsSync(sentinel)).toBe(false);
    expect(git(flow.remote, 'tag', '--list')).toBe('');
    // The gates ran with the plan's command, not one the agent wrote into the job's state.
    const leg = run.jobs.find((j) => j.id === 'task' && j.matrix?.task === 'h-1')!;
    expect(leg.step('gate-check').stdout).toContain('test -f h-1.txt');
  });

  it('leaves no process behind when its step ends', async () => {
    expect(tried('h-1').leftover).toEqual({ ok: true, got: 'started' });
    const pid = Number(readFileSync(join(reports, 'h-1.leftover'), 'utf8'));
    expect(pid).toBeGreaterThan(1);
    expect(alive(pid)).toBe(false);
    const beats = join(reports, 'h-1.heartbeat');
    const size = existsSync(beats) ? statSync(beats).size : 0;
    await new Promise((r) => setTimeout(r, 600));
    expect(existsSync(beats) ? statSync(beats).size : 0).toBe(size);
  });

  it('gets a patch with .gitattributes, .gitmodules or a symlink refused by the writer, and nothing of it pushed', () => {
    const leg = run.jobs.find((j) => j.id === 'task' && j.matrix?.task === 'files-1')!;
    expect(tried('files-1').forbiddenFiles).toEqual({ ok: true, got: null });
    expect(leg.step('record').outputs.outcome).toBe('passed'); // the task job could not tell
    const task = remotePlan(flow.remote, 'ralph/files').specs[1]!.tasks[0]!;
    expect(task.status).toBe('failed');
    expect(task.attempts![0]!.outcome).toBe('rejected');
    for (const refused of [
      'the change to .gitattributes is refused',
      'the change to .gitmodules is refused',
      'the change to passwd-link is refused: a symbolic link',
    ])
      expect(task.attempts![0]!.summary).toContain(refused);
    const files = git(flow.remote, 'ls-tree', '-r', '--name-only', 'ralph/files').split('\n');
    expect(files).not.toEqual(expect.arrayContaining(['.gitattributes']));
    expect(files.filter((f) => /gitmodules|passwd-link|files-1\.txt/.test(f))).toEqual([]);
    flow.server.assertNoViolations();
  });
});

describe('an attempt artifact forged by a job the agent owned', () => {
  it('is checked by the writer: the plan, .github and the gates stay as they were', {
    timeout: 120_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      gates: [{ name: 'check', command: '[ -n "$RALPH_BASELINE" ] || exit 1' }],
      agent: { provider: 'command', command: `node ${SCRIPTED}` },
      specs: [{ id: 'f', name: 'F', tasks: [{ id: 'f-1', description: 'f', status: 'pending' }] }],
    };
    const flow = await startFlow({ files: { 'implementation.json': planJson(p) }, gates: p.gates! });
    try {
      // The job's real result: a failed gate. The forgery: every gate passed, and a patch
      // that writes a workflow, CODEOWNERS and a plan whose gate is `true`.
      flow.runner.options.beforeJob = ({ id }) => {
        if (id !== 'finalize') return;
        const artifact = flow.runner.artifacts.all.find((a) => a.name === 'ralph-attempt-f-f-1-1')!;
        const report = JSON.parse(readFileSync(join(artifact.dir, 'attempt.json'), 'utf8'));
        report.gates = report.gates.map((g: Record<string, unknown>) => ({
          ...g,
          passed: true,
          exitCode: 0,
        }));
        report.patch = true;
        writeFileSync(join(artifact.dir, 'attempt.json'), JSON.stringify(report));
        writeFileSync(join(artifact.dir, 'work.patch'), forgedPatch(flow.remote));
      };
      const r = await flow.run();
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const task = remotePlan(flow.remote, 'ralph/f').specs[0]!.tasks[0]!;
      expect(task.attempts![0]!.outcome).toBe('rejected');
      expect(task.attempts![0]!.summary).toMatch(/\.github\/CODEOWNERS is refused: a protected path/);
      expect(task.attempts![0]!.summary).toMatch(
        /implementation\.json is refused: the plan file is written by Ralph alone/,
      );
      expect(remotePlan(flow.remote, 'ralph/f').gates).toEqual(p.gates);
      const files = git(flow.remote, 'ls-tree', '-r', '--name-only', 'ralph/f');
      expect(files).not.toMatch(/\.github|f-1\.txt/);
    } finally {
      await flow.close();
    }
  });
});

/** A binary patch against main that a forged artifact would carry. */
function forgedPatch(remote: string): string {
  const ws = join(sharedDir('ralph-forge-'), 'ws');
  git(join(ws, '..'), 'clone', '--quiet', remote, ws);
  const plan = JSON.parse(readFileSync(join(ws, 'implementation.json'), 'utf8')) as Plan;
  plan.gates = [{ name: 'check', command: 'true' }];
  writeFileSync(join(ws, 'implementation.json'), planJson(plan));
  for (const [path, text] of [
    ['.github/CODEOWNERS', '* @attacker\n'],
    ['.github/workflows/pwn.yml', 'on: push\n'],
    ['f-1.txt', 'looks like work\n'],
  ] as const) {
    const full = join(ws, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
  }
  git(ws, 'add', '-A');
  return `${git(ws, 'diff', '--cached', '--binary', 'HEAD')}\n`;
}

describe("one task job's artifact", () => {
  it("cannot speak for another task's job, which left no artifact of its own", {
    timeout: 120_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      agent: { provider: 'command', command: `node ${SCRIPTED}` },
      specs: [
        { id: 'a', name: 'A', tasks: [{ id: 'a-1', description: 'a', status: 'pending' }] },
        { id: 'b', name: 'B', tasks: [{ id: 'b-1', description: 'b', status: 'pending' }] },
      ],
    };
    const flow = await startFlow({ files: { 'implementation.json': planJson(p) }, gates: [] });
    try {
      flow.runner.options.beforeJob = ({ id }) => {
        if (id !== 'finalize') return;
        const all = flow.runner.artifacts.all;
        const a = all.find((x) => x.name === 'ralph-attempt-a-a-1-1')!;
        const b = all.findIndex((x) => x.name === 'ralph-attempt-b-b-1-1');
        // B's job died before its upload; A's job, owned by its agent, carries a "B" folder.
        const forged = join(a.dir, 'ralph-attempt-b-b-1-1');
        mkdirSync(forged, { recursive: true });
        const report = JSON.parse(readFileSync(join(all[b]!.dir, 'attempt.json'), 'utf8'));
        writeFileSync(join(forged, 'attempt.json'), JSON.stringify(report));
        writeFileSync(join(forged, 'work.patch'), readFileSync(join(all[b]!.dir, 'work.patch')));
        all.splice(b, 1);
      };
      const r = await flow.run();
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const b1 = remotePlan(flow.remote, 'ralph/b').specs[1]!.tasks[0]!;
      expect(b1.status).toBe('failed');
      expect(b1.attempts![0]).toMatchObject({ outcome: 'crashed' });
      expect(b1.attempts![0]!.summary).toContain('the task job left no attempt artifact');
      expect(git(flow.remote, 'ls-tree', '-r', '--name-only', 'ralph/b')).not.toContain('b-1.txt');
    } finally {
      await flow.close();
    }
  });

  it('that says "recorded already" when the branch does not record it is an attempt that crashed', {
    timeout: 120_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      agent: { provider: 'command', command: `node ${SCRIPTED}` },
      specs: [{ id: 'q', name: 'Q', tasks: [{ id: 'q-1', description: 'q', status: 'pending' }] }],
    };
    const flow = await startFlow({ files: { 'implementation.json': planJson(p) }, gates: [] });
    try {
      flow.runner.options.beforeJob = ({ id }) => {
        if (id !== 'finalize') return;
        const a = flow.runner.artifacts.all.find((x) => x.name === 'ralph-attempt-q-q-1-1')!;
        const report = JSON.parse(readFileSync(join(a.dir, 'attempt.json'), 'utf8'));
        writeFileSync(join(a.dir, 'attempt.json'), JSON.stringify({ ...report, alreadyRecorded: true }));
      };
      await flow.run();
      const q1 = remotePlan(flow.remote, 'ralph/q').specs[0]!.tasks[0]!;
      expect(q1.attempts![0]).toMatchObject({ number: 1, outcome: 'crashed' });
      expect(q1.attempts![0]!.summary).toContain('does not record it');
    } finally {
      await flow.close();
    }
  });
});
