// `ralph build --parallel N` on real git repositories (a real bare remote where the branches
// travel) with real agent processes (test/agents/talker.mjs): specs at the same time, each in
// its own worktree on its own spec branch, gates run there, and the plan updates of every worker
// kept (each spec's branch has one writer; the branches merge into the base without a conflict).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { ralphBuild as build } from './support/cli.js';
import { RALPH, sleep } from './support/pty.js';
import { cloneFresh, git, makeRemote, makeRepo, planJson, tempDir } from './support/repo.js';

const TALKER = join(import.meta.dirname, 'agents', 'talker.mjs');

interface Trace {
  task: string;
  attempt: number;
  cwd: string;
  start: number;
  end: number;
}

function project(
  specs: Array<{ id: string; tasks: Array<Partial<Task> & { id: string }> }>,
  env: Record<string, string> = {},
  extra: { gates?: Plan['gates']; files?: Record<string, string> } = {},
) {
  const plan: Plan = {
    version: 1,
    // Every gate run says where it ran (the baseline on the untouched tree included).
    gates: [{ name: 'where', command: 'pwd >> "$GATE_LOG"' }, ...(extra.gates ?? [])],
    agent: { provider: 'command', command: `node ${TALKER}` },
    specs: specs.map((s, i) => ({
      id: s.id,
      name: `Spec ${s.id}`,
      priority: i + 1,
      tasks: s.tasks.map((t) => ({ description: `do ${t.id}`, status: 'pending' as const, ...t })),
    })),
  };
  const first = makeRepo({
    'implementation.json': planJson(plan),
    'README.md': '# demo\n',
    ...extra.files,
  });
  const { remote } = makeRemote(first);
  const root = cloneFresh(remote);
  const dir = tempDir('ralph-parallel-');
  const files = {
    trace: join(dir, 'trace'),
    gates: join(dir, 'gates'),
    log: join(dir, 'talk'),
    release: dir,
  };
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    CI: 'true',
    TALK_LINES: '3',
    TALK_MS: '5',
    TALK_TRACE: files.trace,
    TALK_LOG: files.log,
    GATE_LOG: files.gates,
    ...env,
  };
  const lines = (f: string) =>
    existsSync(f) ? readFileSync(f, 'utf8').trim().split('\n').filter(Boolean) : [];
  return {
    root,
    remote,
    env: fullEnv,
    traces: () => lines(files.trace).map((l) => JSON.parse(l) as Trace),
    gateDirs: () => lines(files.gates),
    starts: () => lines(files.log),
    let: (task: string) => writeFileSync(join(files.release, task), ''),
    planOn: (ref: string) => JSON.parse(git(root, 'show', `${ref}:implementation.json`)) as Plan,
  };
}

const statusOf = (plan: Plan, id: string) =>
  plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id)?.status;
const overlap = (a: Trace, b: Trace) => a.start < b.end && b.start < a.end;

describe('ralph build --parallel N', () => {
  it('runs independent specs at the same time, each in its own worktree on its own spec branch', async () => {
    const p = project(
      [
        { id: 'api', tasks: [{ id: 'a-1' }, { id: 'a-2', dependsOn: ['a-1'] }] },
        { id: 'web', tasks: [{ id: 'w-1' }, { id: 'w-2', dependsOn: ['w-1'] }] },
        { id: 'docs', tasks: [{ id: 'd-1' }] },
      ],
      { TALK_LINES: '10', TALK_MS: '100' },
    );
    const r = await build(p.root, p.env, '--parallel', '3');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // Plain lines (no terminal), each with the spec it comes from.
    expect(r.out).toMatch(/^\[api\] ▶ api\/a-1 attempt 1 \(command\) on ralph\/api$/m);
    expect(r.out).toMatch(/^\[docs\] ✔ spec docs: one commit [0-9a-f]{7} "Spec docs" on ralph\/docs$/m);

    const t = Object.fromEntries(p.traces().map((x) => [x.task, x]));
    const root = realpathSync(p.root);
    for (const [task, spec] of [
      ['a-1', 'api'],
      ['a-2', 'api'],
      ['w-1', 'web'],
      ['d-1', 'docs'],
    ] as const)
      expect(t[task]!.cwd).toBe(join(root, '.ralph', 'worktrees', spec));
    // At the same time across specs; one after the other within a spec.
    expect(overlap(t['a-1']!, t['w-1']!)).toBe(true);
    expect(overlap(t['a-1']!, t['d-1']!)).toBe(true);
    expect(t['a-2']!.start).toBeGreaterThanOrEqual(t['a-1']!.end);
    // The gates ran in the workers' worktrees, never in the user's.
    const gateDirs = new Set(p.gateDirs());
    expect([...gateDirs].sort()).toEqual(
      ['api', 'docs', 'web'].map((s) => join(root, '.ralph', 'worktrees', s)).sort(),
    );

    // Each branch holds its spec done, in one commit named after it, and the other specs as main has them.
    const main = p.planOn('main');
    for (const spec of ['api', 'web', 'docs']) {
      const plan = p.planOn(`ralph/${spec}`);
      const own = plan.specs.find((s) => s.id === spec)!;
      expect(own.tasks.every((x) => x.status === 'completed')).toBe(true);
      expect(plan.specs.filter((s) => s.id !== spec)).toEqual(main.specs.filter((s) => s.id !== spec));
      expect(git(p.root, 'log', '--format=%s', `main..ralph/${spec}`)).toBe(`Spec ${spec}`);
    }
    // The user's checkout is as it was (the worktrees lived in .ralph/, kept out of git status); the worktrees are gone; the logs stayed in .ralph/logs.
    expect(git(p.root, 'branch', '--show-current')).toBe('main');
    expect(git(p.root, 'status', '--porcelain')).toBe('');
    expect(git(p.root, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(existsSync(join(p.root, '.ralph', 'logs', 'a-1', 'attempt-1.log'))).toBe(true);

    // No worker's plan update is lost: pushed to the remote, the three spec branches merge into
    // main one after the other without a conflict, and the plan then has every task completed.
    git(p.root, 'push', '--quiet', 'origin', 'ralph/api', 'ralph/web', 'ralph/docs');
    const reviewer = cloneFresh(p.remote);
    for (const spec of ['api', 'web', 'docs'])
      git(reviewer, 'merge', '--quiet', '--no-edit', `origin/ralph/${spec}`);
    const merged = JSON.parse(readFileSync(join(reviewer, 'implementation.json'), 'utf8')) as Plan;
    expect(merged.specs.flatMap((s) => s.tasks.map((x) => `${x.id}:${x.status}`))).toEqual([
      'a-1:completed',
      'a-2:completed',
      'w-1:completed',
      'w-2:completed',
      'd-1:completed',
    ]);
  });

  it('takes at most N specs at once, and a spec that waits on another spec is not started', async () => {
    const p = project(
      [
        { id: 'one', tasks: [{ id: 'o-1' }] },
        { id: 'two', tasks: [{ id: 't-1' }] },
        { id: 'three', tasks: [{ id: 'h-1' }] },
        // Its dependency must be merged into main first (its branch starts from main).
        { id: 'later', tasks: [{ id: 'l-1', dependsOn: ['o-1'] }] },
      ],
      { TALK_LINES: '5', TALK_MS: '60' },
    );
    const r = await build(p.root, p.env, '--parallel', '2');
    expect(r.code).toBe(0);
    const traces = p.traces();
    expect(traces.map((x) => x.task).sort()).toEqual(['h-1', 'o-1', 't-1']);
    // Never three at once.
    for (const a of traces) {
      const during = traces.filter((b) => b !== a && overlap(a, b));
      expect(during.filter((b) => during.some((c) => c !== b && overlap(b, c))).length).toBe(0);
    }
    expect(git(p.root, 'branch', '--list', 'ralph/later')).toBe('');
    expect(statusOf(p.planOn('main'), 'l-1')).toBe('pending');
  });

  it('Ctrl-C stops every worker: their tasks go back to pending, and the next run resumes them', async () => {
    const p = project([
      { id: 'api', tasks: [{ id: 'a-1' }] },
      { id: 'web', tasks: [{ id: 'w-1' }] },
    ]);
    const env = { ...p.env, TALK_RELEASE: tempDir('ralph-release-') };
    const child = spawn(
      RALPH[0]!,
      [...RALPH.slice(1), 'build', '--parallel', '2', '--plan', join(p.root, 'implementation.json')],
      {
        cwd: join(import.meta.dirname, '..'),
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exit = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    for (let i = 0; p.starts().length < 2; i++) {
      if (i > 400) throw new Error(`the agents never started:\n${out}`);
      await sleep(50);
    }
    child.kill('SIGINT');
    expect(await exit).toBe(130);
    expect(out).toContain('ralph: stopping; the running task goes back to pending');
    for (const [spec, task] of [
      ['api', 'a-1'],
      ['web', 'w-1'],
    ] as const) {
      const plan = p.planOn(`ralph/${spec}`);
      expect(statusOf(plan, task)).toBe('pending');
      expect(plan.specs.flatMap((s) => s.tasks).find((t) => t.id === task)!.attempts ?? []).toEqual([]);
    }
    expect(git(p.root, 'status', '--porcelain')).toBe('');
    expect(git(p.root, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);

    const again = await build(p.root, p.env, '--parallel', '2');
    expect(again.code).toBe(0);
    expect(statusOf(p.planOn('ralph/api'), 'a-1')).toBe('completed');
    expect(statusOf(p.planOn('ralph/web'), 'w-1')).toBe('completed');
  });

  it('takes back a worktree left by a run that was killed outright, and finishes the spec', async () => {
    const p = project([{ id: 'api', tasks: [{ id: 'a-1' }] }]);
    const wt = join(p.root, '.ralph', 'worktrees', 'api');
    git(p.root, 'worktree', 'add', '--quiet', '-b', 'ralph/api', wt, 'main');
    // What a killed run leaves: the task marked in_progress and half the agent's work, uncommitted.
    const plan = JSON.parse(readFileSync(join(wt, 'implementation.json'), 'utf8')) as Plan;
    plan.specs[0]!.tasks[0]!.status = 'in_progress';
    writeFileSync(join(wt, 'implementation.json'), planJson(plan));
    writeFileSync(join(wt, 'half.txt'), 'half done\n');
    const r = await build(p.root, p.env, '--parallel', '2');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(statusOf(p.planOn('ralph/api'), 'a-1')).toBe('completed');
    expect(git(p.root, 'ls-tree', '--name-only', 'ralph/api')).not.toContain('half.txt');
    expect(existsSync(wt)).toBe(false);
  });

  it('--worktree-setup installs what a fresh worktree lacks (ignored dependencies) before its gates run', async () => {
    // A gate that needs installed dependencies, ignored by git as node_modules is: a worktree
    // holds only what is committed, so without the setup command the untouched tree fails it.
    const extra = {
      gates: [{ name: 'deps', command: 'test -f deps/installed' }],
      files: { '.gitignore': 'deps/\n' },
    };
    const bare = project([{ id: 'api', tasks: [{ id: 'a-1' }] }], {}, extra);
    const without = await build(bare.root, bare.env, '--parallel', '2');
    expect(without.code).toBe(1);
    expect(without.err).toContain('gate "deps"');
    expect(bare.traces()).toEqual([]);

    const p = project(
      [
        { id: 'api', tasks: [{ id: 'a-1' }] },
        { id: 'web', tasks: [{ id: 'w-1' }] },
      ],
      {},
      extra,
    );
    const r = await build(
      p.root,
      p.env,
      '--parallel',
      '2',
      '--worktree-setup',
      'mkdir -p deps && touch deps/installed',
    );
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(statusOf(p.planOn('ralph/api'), 'a-1')).toBe('completed');
    expect(statusOf(p.planOn('ralph/web'), 'w-1')).toBe('completed');
    expect(git(p.root, 'ls-tree', '-r', '--name-only', 'ralph/api')).not.toContain('deps/installed');

    const failing = project([{ id: 'api', tasks: [{ id: 'a-1' }] }], {}, extra);
    const bad = await build(
      failing.root,
      failing.env,
      '--parallel',
      '2',
      '--worktree-setup',
      'echo no registry >&2; exit 3',
    );
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(
      '--worktree-setup `echo no registry >&2; exit 3` failed in .ralph/worktrees/api (exit 3)',
    );
    expect(bad.err).toContain('no registry');
    expect(failing.traces()).toEqual([]);
  });

  it('runs the baseline one worker at a time: specs on the same start tree run it once', async () => {
    const extra = {
      gates: [
        {
          name: 'count',
          command: '[ -z "$RALPH_BASELINE" ] || { echo run >> "$GATE_LOG.baseline"; sleep 1; }',
        },
      ],
    };
    const p = project(
      [
        { id: 'api', tasks: [{ id: 'a-1' }] },
        { id: 'web', tasks: [{ id: 'w-1' }] },
        { id: 'cli', tasks: [{ id: 'c-1' }] },
      ],
      {},
      extra,
    );
    const r = await build(p.root, p.env, '--parallel', '3');
    expect(r.code).toBe(0);
    expect(readFileSync(`${p.env.GATE_LOG}.baseline`, 'utf8')).toBe('run\n');
  });

  it('refuses what cannot run in parallel, saying what to do instead', async () => {
    const p = project([{ id: 'api', tasks: [{ id: 'a-1' }] }]);
    const current = await build(p.root, p.env, '--parallel', '2', '--branch', 'current');
    expect(current.code).toBe(1);
    expect(current.err).toContain('--parallel needs spec branches (--branch spec)');
    const zero = await build(p.root, p.env, '--parallel', '0');
    expect(zero.err).toContain('--parallel must be a whole number of at least 1, got "0"');
    const capped = await build(p.root, p.env, '--parallel', '2', '--max-tasks', '1');
    expect(capped.err).toContain('--parallel and --max-tasks do not go together');
    expect(p.traces()).toEqual([]);
  });
});
