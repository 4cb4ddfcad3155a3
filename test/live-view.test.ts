// The live view of `ralph build`, in a real pseudo-terminal: keys typed into the pty, the screen
// read through a real terminal emulator (@xterm/headless), real git, real agent processes
// (test/agents/talker.mjs, which talks, then waits for the test to let it finish). The handlers
// are never called directly: every assertion is on what a person would see or on the plan
// Ralph committed.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyEvent, newState, printable, render } from '../src/cli/live/screen.js';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { Pty, RALPH } from './support/pty.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';

const TALKER = join(import.meta.dirname, 'agents', 'talker.mjs');
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

interface Setup {
  specs: Array<{ id: string; tasks: Array<Partial<Task> & { id: string }> }>;
  gates?: Plan['gates'];
  provider?: string;
  env?: Record<string, string>;
}

function project(setup: Setup) {
  const plan: Plan = {
    version: 1,
    gates: setup.gates ?? [{ name: 'readme', command: 'test -f README.md' }],
    agent: { provider: (setup.provider ?? 'command') as 'command', command: `node ${TALKER}` },
    specs: setup.specs.map((s, i) => ({
      id: s.id,
      name: `Spec ${s.id}`,
      priority: i + 1,
      tasks: s.tasks.map((t) => ({
        title: `do ${t.id}`,
        description: `do ${t.id}`,
        status: 'pending' as const,
        ...t,
      })),
    })),
  };
  const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n' });
  const release = tempDir('ralph-release-');
  const talkLog = join(tempDir('ralph-talk-'), 'log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CI: '',
    TALK_RELEASE: release,
    TALK_LOG: talkLog,
    TALK_LINES: '40',
    ...setup.env,
  };
  delete env.CI;
  const let_ = (task: string) => writeFileSync(join(release, task), '');
  const starts = () => (existsSync(talkLog) ? readFileSync(talkLog, 'utf8').trim().split('\n') : []);
  /** A task as the plan on its spec branch has it (where `ralph build` records). */
  const taskOn = (spec: string, id: string): Task => {
    const text = git(root, 'show', `ralph/${spec}:implementation.json`);
    const p = JSON.parse(text) as Plan;
    return p.specs.flatMap((s) => s.tasks).find((t) => t.id === id)!;
  };
  return { root, env, let: let_, starts, taskOn, planPath: join(root, 'implementation.json') };
}

const open: Pty[] = [];
afterEach(() => {
  for (const p of open.splice(0)) p.kill();
});

function ralph(p: ReturnType<typeof project>, ...args: string[]): Pty {
  const pty = new Pty([...RALPH, 'build', '--plan', p.planPath, ...args], {
    env: p.env,
    rows: 30,
    cols: 100,
  });
  open.push(pty);
  return pty;
}

// Each test starts `ralph` from the sources (tsx) in a pty, more than once for some: give them room.
describe('ralph build: the live view', { timeout: 120_000 }, () => {
  it('shows the task list with icons, the agent pane with what it hid, the clock and the key line', async () => {
    const p = project({
      specs: [
        {
          id: 'greet',
          tasks: [
            { id: 'g-1' },
            { id: 'g-2' },
            { id: 'g-3' },
            { id: 'g-4', status: 'blocked', blockedReason: 'needs a decision' },
          ],
        },
      ],
    });
    const pty = ralph(p);
    p.let('g-1');
    await pty.waitFor(/g-2 step 40 of 40/);
    const screen = await pty.waitFor(/waiting for the test/);
    expect(screen).toMatch(/^ralph build · implementation\.json · 1\/4 done · 1 running · \d\d:\d\d/);
    expect(screen).toMatch(/ ✓ greet\/g-1 {2}do g-1\n/);
    expect(screen).toMatch(/ ▶ greet\/g-2 {2}do g-2 {3}attempt 1 · command · \d+\.\ds/);
    expect(screen).toMatch(/ ○ greet\/g-3 {2}do g-3\n/);
    expect(screen).toMatch(/ ⛔ greet\/g-4 {2}do g-4 \(blocked\)/);
    expect(screen).toMatch(
      /── g-2 · attempt 1 · command · ralph\/greet · agent · \d+\.\ds ─+ \d+ earlier lines hidden ──/,
    );
    expect(screen).toContain('  │ g-2: waiting for the test to let me finish');
    expect(screen.split('\n').at(-1)).toBe('[q] quit  [r] retry  [s] skip  [p] pause  [i] interactive');
    p.let('g-2');
    p.let('g-3');
    // 1: g-4 stays blocked (the exit code says so).
    expect(await pty.ended()).toBe(1);
    // The view gave the terminal back and left the task list in its history.
    expect(pty.history()).toContain('✓ greet/g-3  do g-3');
    expect(p.taskOn('greet', 'g-3').status).toBe('completed');
  });

  it('q stops once the running attempt is recorded; the next task stays pending', async () => {
    const p = project({ specs: [{ id: 'greet', tasks: [{ id: 'g-1' }, { id: 'g-2' }] }] });
    const pty = ralph(p);
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('q');
    const screen = await pty.waitFor(
      /» q: stopping once the running attempt is recorded \(q again: stop now/,
    );
    expect(screen.split('\n')[0]).toContain('STOPPING');
    p.let('g-1');
    await pty.ended();
    expect(pty.history()).toContain('Stopped: you asked to stop; run `ralph build` to resume');
    expect(p.taskOn('greet', 'g-1').status).toBe('completed');
    expect(p.taskOn('greet', 'g-2').status).toBe('pending');
    expect(p.starts()).toEqual(['g-1 1']);
  });

  it('q twice stops at once: the task goes back to pending and the next run resumes it', async () => {
    const p = project({ specs: [{ id: 'greet', tasks: [{ id: 'g-1' }, { id: 'g-2' }] }] });
    const pty = ralph(p);
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('q');
    await pty.waitFor(/» q: stopping once/);
    await pty.type('q');
    await pty.waitFor(/» q: stopping now; the running task goes back to pending/);
    expect(await pty.ended()).toBe(130);
    expect(pty.history()).toContain('○ greet/g-1  do g-1 (pending)');
    expect(p.taskOn('greet', 'g-1').status).toBe('pending');
    expect(p.taskOn('greet', 'g-1').attempts ?? []).toEqual([]);
    expect(git(p.root, 'status', '--porcelain')).toBe('');
    // Resume, without a terminal: everything gets done, the stopped attempt was never recorded.
    p.let('g-1');
    p.let('g-2');
    const again = ralph(p, '--no-tty');
    expect(await again.ended()).toBe(0);
    expect(again.history()).toContain('▶ greet/g-1 attempt 1 (command) on ralph/greet');
    expect(p.taskOn('greet', 'g-1').attempts).toHaveLength(1);
    expect(p.taskOn('greet', 'g-2').status).toBe('completed');
  });

  it('Ctrl-C in the view stops at once, says so, and leaves the task pending', async () => {
    const p = project({ specs: [{ id: 'greet', tasks: [{ id: 'g-1' }] }] });
    const pty = ralph(p);
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('\x03');
    await pty.waitFor(
      /» Ctrl-C: stopping now; the running task goes back to pending \(Ctrl-C again to force\)/,
    );
    expect(await pty.ended()).toBe(130);
    expect(pty.history()).toContain('Interrupted');
    expect(p.taskOn('greet', 'g-1').status).toBe('pending');
  });

  it('r restarts the running attempt: its work is discarded, nothing is recorded for it', async () => {
    const p = project({ specs: [{ id: 'greet', tasks: [{ id: 'g-1' }] }] });
    const pty = ralph(p);
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('r');
    await pty.waitFor(/» r: restarting attempt 1 of g-1 \(its work so far is discarded\)/);
    await pty.waitFor(/» g-1: attempt 1 restarted/);
    await pty.waitFor((s) => p.starts().length === 2 && /g-1: waiting for the test/.test(s));
    expect(p.starts()).toEqual(['g-1 1', 'g-1 1']);
    p.let('g-1');
    expect(await pty.ended()).toBe(0);
    const task = p.taskOn('greet', 'g-1');
    expect(task.status).toBe('completed');
    expect(task.attempts).toHaveLength(1);
  });

  it('s skips the running task with the reason typed in; esc keeps it running', async () => {
    const p = project({ specs: [{ id: 'greet', tasks: [{ id: 'g-1' }, { id: 'g-2' }] }] });
    const pty = ralph(p);
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('s');
    await pty.waitFor(/» s: why skip g-1\? type a reason, then enter/);
    await pty.type('x');
    await pty.waitFor(/skip g-1, reason: x▏ {2}\[enter\] skip it {2}\[esc\] keep it running$/);
    await pty.type('\x1b');
    await pty.waitFor(/» s: not skipped; g-1 goes on/);
    await pty.type('s');
    await pty.type('\r');
    await pty.waitFor(/» s: a reason is needed \(esc to keep the task running\)/);
    await pty.type('done upstream\r');
    await pty.waitFor(/» s: skipping g-1: done upstream/);
    await pty.waitFor(/ ↷ greet\/g-1 {2}do g-1 \(skipped\)/);
    await pty.waitFor(/g-2: waiting for the test/);
    p.let('g-2');
    expect(await pty.ended()).toBe(0);
    const g1 = p.taskOn('greet', 'g-1');
    expect(g1.status).toBe('skipped');
    expect(g1.comments?.map((c) => c.body)).toEqual(['done upstream']);
    expect(p.taskOn('greet', 'g-2').status).toBe('completed');
    // The skipped attempt's work was discarded, not committed.
    expect(git(p.root, 'ls-tree', '--name-only', 'ralph/greet')).not.toContain('g-1.txt');
  });

  it('p pauses before the next task and p again goes on', async () => {
    const p = project({ specs: [{ id: 'greet', tasks: [{ id: 'g-1' }, { id: 'g-2' }] }] });
    const pty = ralph(p);
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('p');
    await pty.waitFor(
      /» p: paused: no new task starts \(a running one goes on to its end\); p again to go on/,
    );
    p.let('g-1');
    const paused = await pty.waitFor(/ ✓ greet\/g-1/);
    expect(paused.split('\n')[0]).toContain('PAUSED');
    await new Promise((r) => setTimeout(r, 1500));
    expect(p.starts()).toEqual(['g-1 1']);
    expect(pty.screen()).toMatch(/ ○ greet\/g-2 {2}do g-2/);
    await pty.type('p');
    await pty.waitFor(/» p: going on/);
    await pty.waitFor(/g-2: waiting for the test/);
    p.let('g-2');
    expect(await pty.ended()).toBe(0);
    expect(p.starts()).toEqual(['g-1 1', 'g-2 1']);
  });

  it('i hands the terminal to the agent CLI, resuming its session, and checks the work when it exits', async () => {
    const bin = tempDir('ralph-bin-');
    writeFileSync(
      join(bin, 'claude'),
      `#!/bin/sh\nexec ${sh(process.execPath)} ${sh(join(import.meta.dirname, 'agents', 'claude-session.mjs'))} "$@"\n`,
    );
    chmodSync(join(bin, 'claude'), 0o755);
    const p = project({
      provider: 'claude',
      // Passes on the untouched tree (Ralph checks that first), fails on work not done by hand.
      gates: [{ name: 'by-hand', command: 'test ! -e g-1.txt || grep -q "by hand" g-1.txt' }],
      specs: [{ id: 'greet', tasks: [{ id: 'g-1' }] }],
      env: { PATH: `${bin}:${process.env.PATH}` },
    });
    const pty = ralph(p);
    await pty.waitFor(/│ Reading the task; this will take a while\./);
    await pty.type('i');
    // The view gives the screen back; the CLI resumes the stopped run's session.
    await pty.waitFor(/fake claude: resumed a1b2c3d4-0000-4000-8000-000000000001; type what to write/);
    expect(pty.screen()).toContain(
      'ralph: when you leave it, Ralph checks the work (the claim, then the gates)',
    );
    await pty.type('written by hand\r');
    await pty.waitFor(/» i: claude ended \(exit 0\); checking g-1's work|g-1: passed → completed/);
    expect(await pty.ended()).toBe(0);
    expect(pty.history()).toContain('✓ greet/g-1  do g-1');
    expect(p.taskOn('greet', 'g-1').status).toBe('completed');
    expect(git(p.root, 'show', 'ralph/greet:g-1.txt')).toBe('written by hand');
  });

  it('i is refused, saying why, for an agent without an interactive session; unknown keys are answered', async () => {
    const p = project({ specs: [{ id: 'greet', tasks: [{ id: 'g-1' }] }] });
    const pty = ralph(p);
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('i');
    await pty.waitFor(/» i: the command agent has no interactive session; r, s or q instead/);
    await pty.type('z');
    await pty.waitFor(/» z: not a key of this view; the keys are on the line below/);
    p.let('g-1');
    expect(await pty.ended()).toBe(0);
  });

  it('keys pressed at every moment lose nothing of the plan: a run afterwards finishes it all', async () => {
    const p = project({
      specs: [{ id: 'greet', tasks: [{ id: 'g-1' }, { id: 'g-2' }, { id: 'g-3' }] }],
      env: { TALK_LINES: '5' },
    });
    const pty = ralph(p);
    // Typed before the view is up: they wait in the terminal and arrive at once.
    await pty.type('rpp');
    await pty.waitFor(/g-1: waiting for the test/);
    await pty.type('ip');
    await pty.waitFor(/PAUSED/);
    p.let('g-1');
    // While g-1 ends, its gates run and it is recorded: r restarts it or comes too late.
    await pty.type('r');
    await pty.waitFor(/ ✓ greet\/g-1/);
    // Paused between tasks: nothing runs for s, r or i to act on.
    await pty.type('s');
    await pty.waitFor(/» s: no task is running to skip/);
    await pty.type('r');
    await pty.waitFor(/» r: no attempt is running to restart/);
    await pty.type('p');
    await pty.waitFor(/g-2: waiting for the test/);
    await pty.type('sx');
    await pty.type('\x1b');
    await pty.waitFor(/» s: not skipped; g-2 goes on/);
    await pty.type('qq');
    expect(await pty.ended()).toBe(130);
    expect(git(p.root, 'status', '--porcelain')).toBe('');
    expect(p.taskOn('greet', 'g-1').status).toBe('completed');
    expect(p.taskOn('greet', 'g-2').status).toBe('pending');
    p.let('g-2');
    p.let('g-3');
    const again = ralph(p, '--no-tty');
    expect(await again.ended()).toBe(0);
    for (const id of ['g-1', 'g-2', 'g-3']) expect(p.taskOn('greet', id).status).toBe('completed');
    expect(p.taskOn('greet', 'g-2').attempts).toHaveLength(1);
  });
});

describe('ralph build --parallel N: the live view', { timeout: 120_000 }, () => {
  it('shows every running spec with its own pane, and tab moves the keys between them', async () => {
    const p = project({
      specs: [
        { id: 'api', tasks: [{ id: 'a-1' }] },
        { id: 'web', tasks: [{ id: 'w-1' }] },
      ],
    });
    const pty = ralph(p, '--parallel', '2');
    const screen = await pty.waitFor(
      (s) => /a-1: waiting for the test/.test(s) && /w-1: waiting for the test/.test(s),
    );
    expect(screen).toMatch(/ ▶ api\/a-1 {2}do a-1 {3}attempt 1/);
    expect(screen).toMatch(/ ▶ web\/w-1 {2}do w-1 {3}attempt 1/);
    expect(screen).toMatch(/── (▸ )?a-1 · attempt 1 · command · ralph\/api · agent/);
    expect(screen).toMatch(/── (▸ )?w-1 · attempt 1 · command · ralph\/web · agent/);
    // One pane has the keys; tab gives them to the other.
    const focused = /── ▸ (\S+) ·/.exec(screen)![1]!;
    const other = focused === 'a-1' ? 'w-1' : 'a-1';
    expect(screen.split('\n').at(-1)).toBe(
      '[q] quit  [r] retry  [s] skip  [p] pause  [i] interactive  [tab] next pane',
    );
    await pty.type('\t');
    await pty.waitFor(new RegExp(`» tab: r, s and i now act on ${other}`));
    await pty.type('r');
    await pty.waitFor(new RegExp(`» r: restarting attempt 1 of ${other}`));
    await pty.waitFor(() => p.starts().filter((l) => l === `${other} 1`).length === 2);
    p.let('a-1');
    p.let('w-1');
    expect(await pty.ended()).toBe(0);
    expect(p.taskOn('api', 'a-1').status).toBe('completed');
    expect(p.taskOn('web', 'w-1').status).toBe('completed');
    expect(p.starts().filter((l) => l === `${focused} 1`)).toHaveLength(1);
  });
});

describe('the live view as drawn (screen.ts, pure)', () => {
  it("passes none of the agent's escape sequences or control characters to the terminal", () => {
    const hostile = 'a\x1b]52;c;ZXZpbA==\x07b\x1b]0;title\x1b\\c\x1b[2J\x1b[31md\re\x07f\x9bg\th\x1bci\n';
    expect(printable(hostile)).toBe('abcdefg\thi\n');
  });

  const rows = (n: number, status: Task['status'] = 'pending') =>
    Array.from({ length: n }, (_, i) => ({ spec: 's', id: `t-${i + 1}`, title: `task ${i + 1}`, status }));

  it("names each running task's provider and model, an escalated retry as such", () => {
    const s = newState('plan.json', rows(2), 0);
    applyEvent(
      s,
      { type: 'task', spec: 's', task: 't-1', attempt: 1, branch: 'ralph/s', provider: 'command' },
      'a',
      0,
    );
    applyEvent(
      s,
      {
        type: 'task',
        spec: 's',
        task: 't-2',
        attempt: 2,
        branch: 'ralph/s',
        provider: 'claude',
        model: 'claude-opus-4-5',
        escalated: true,
      },
      'b',
      0,
    );
    const screen = render(s, 20, 120, 1_000);
    expect(screen).toContain(' ▶ s/t-1  task 1   attempt 1 · command · 1.0s');
    expect(screen).toContain(' ▶ s/t-2  task 2   attempt 2 · claude claude-opus-4-5 (escalated) · 1.0s');
    expect(screen.find((l) => l.startsWith('── ▸ t-1') || l.startsWith('── t-1'))).toMatch(
      /t-1 · attempt 1 · command · ralph\/s · agent/,
    );
    expect(screen.find((l) => l.includes('t-2 · attempt 2'))).toMatch(
      /t-2 · attempt 2 · claude claude-opus-4-5 \(escalated\) · ralph\/s · agent/,
    );
  });

  it('marks a failed task ✖ and a skipped one ↷, and counts only finished ones as done', () => {
    const s = newState('plan.json', [...rows(1, 'failed'), { ...rows(1, 'skipped')[0]!, id: 'u-1' }], 0);
    const screen = render(s, 10, 60, 5_000);
    expect(screen[0]).toBe('ralph build · plan.json · 1/2 done · 00:05');
    expect(screen[1]).toBe(' ✖ s/t-1  task 1 (failed)');
    expect(screen[2]).toBe(' ↷ s/u-1  task 1 (skipped)');
    expect(screen).toHaveLength(10);
  });

  it('folds finished tasks into one line, then cuts the list, when it does not fit', () => {
    const s = newState(
      'plan.json',
      [...rows(30, 'completed'), ...rows(30).map((r) => ({ ...r, id: `p-${r.id}` }))],
      0,
    );
    applyEvent(
      s,
      { type: 'task', spec: 's', task: 'p-t-1', attempt: 2, branch: 'ralph/s', provider: 'command' },
      'build',
      0,
    );
    for (let i = 1; i <= 50; i++) applyEvent(s, { type: 'output', text: `line ${i}\n` }, 'build', 0);
    const screen = render(s, 20, 80, 3_000);
    expect(screen).toHaveLength(20);
    expect(screen[1]).toBe(' ✓ 30 done');
    expect(screen[2]).toBe(' ▶ s/p-t-1  task 1   attempt 2 · command · 3.0s');
    expect(screen.some((l) => /^ {3}… \d+ more$/.test(l))).toBe(true);
    const pane = screen.findIndex((l) => l.startsWith('── p-t-1 · attempt 2'));
    expect(screen[pane]).toMatch(/ (\d+) earlier lines hidden ──$/);
    const shown = screen.filter((l) => l.startsWith('  │ line ')).length;
    expect(screen[pane]).toContain(` ${50 - shown} earlier lines hidden`);
    expect(screen.at(-3)).toBe('  │ line 50');
    // Every line fits the width.
    for (const l of screen) expect(l.length).toBeLessThanOrEqual(80);
  });
});
