// A hostile agent against the workflow split by trust (docs/ARCHITECTURE.md#trust):
// the agent (test/agents/hostile.mjs, a real process run as Ralph runs agents, as the agent
// user) tries each attack the red-team pass found, and each must fail with nothing of it
// pushed. A second test forges the whole attempt artifact, as an agent that owned its job
// entirely could, and the writer must still refuse what it changes.
//
// What this does not model: GitHub runs each job on its own VM; here they share a machine, so
// "outlives the step" is checked by the agent's leftover being dead when the step ends.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { type Flow, failures, sharedDir, sharedScript, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import type { RunResult } from './support/runner.js';
import { scriptedAgent } from './support/scripted-agent.js';

const HOSTILE = join(import.meta.dirname, 'agents', 'hostile.mjs');

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

  it('has an agent user of its own in each job, with a random name, deleted by record', () => {
    const legs = run.jobs.filter((j) => j.id === 'task');
    const names = legs.map((j) => /, as (ralph-agent-[0-9a-f]{8})\)/.exec(j.step('run').stdout)?.[1]);
    expect(names).toHaveLength(2);
    expect(names.every((n) => n !== undefined)).toBe(true);
    expect(new Set(names).size).toBe(2);
    // getent exits 2 for a name the system does not know.
    for (const name of names) expect(spawnSync('getent', ['passwd', name!]).status, name).toBe(2);
  });

  it("cannot read the Ralph step's environment, nor find a token on any command line", () => {
    const t = tried('h-1');
    // Another user's environ is refused; in the sandbox it has no ancestor to read at all (it is
    // the first process of its PID namespace) and finds nothing.
    if (t.parentEnviron?.ok) expect(t.parentEnviron).toEqual({ ok: true, got: [] });
    else expect(t.parentEnviron).toMatchObject({ ok: false, error: 'EACCES' });
    expect(t.scanProc).toEqual({ ok: true, got: [] });
    // Its name is in an ancestor's environ: refused (EACCES), or, in the sandbox, not found.
    expect(t.githubPath).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^(EACCES|no GITHUB_PATH found)$/),
    });
  });

  it("cannot plant a program in .git, tag, rewrite Ralph's state or use sudo", () => {
    const t = tried('h-1');
    // `.git` is a file naming the agent's own disposable repository: its tag lands there, and
    // goes nowhere (Ralph never reads that repository; the tag list of the remote is empty).
    for (const name of ['gitConfig', 'gitAttributes', 'gitHook', 'taskState', 'sudo'])
      expect(t[name], name).toMatchObject({ ok: false });
    expect(t.tag).toMatchObject({ ok: true });
    // EACCES through permissions, ENOENT where the sandbox hides the folder.
    expect(t.taskState?.error).toMatch(/^(EACCES|ENOENT)$/);
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
    // The task job's record step checks the writer's rules first: the attempt says why.
    expect(leg.step('record').outputs.outcome).toBe('rejected');
    expect(leg.step('record').summary).toContain('⛔ the change to .gitattributes is refused');
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
      agent: scriptedAgent(),
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
function forgedPatch(
  remote: string,
  files: ReadonlyArray<readonly [string, string | Buffer]> = [
    ['.github/CODEOWNERS', '* @attacker\n'],
    ['.github/workflows/pwn.yml', 'on: push\n'],
    ['f-1.txt', 'looks like work\n'],
  ],
  editPlan = true,
): string {
  const ws = join(sharedDir('ralph-forge-'), 'ws');
  git(join(ws, '..'), 'clone', '--quiet', remote, ws);
  if (editPlan) {
    const plan = JSON.parse(readFileSync(join(ws, 'implementation.json'), 'utf8')) as Plan;
    plan.gates = [{ name: 'check', command: 'true' }];
    writeFileSync(join(ws, 'implementation.json'), planJson(plan));
  }
  for (const [path, text] of files) {
    const full = join(ws, path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
  }
  git(ws, 'add', '-A');
  return `${git(ws, 'diff', '--cached', '--binary', 'HEAD')}\n`;
}

describe('the patch rules, in the writer and in the task job', () => {
  /** The refusal for a path, as the rules word it. */
  const refusal = (shown: string, why: string) => `the change to ${shown} is refused: ${why}`;
  const CONTROL =
    'control characters (and bidirectional marks) in a file name can rewrite what a log or a file listing shows';

  it('the writer refuses .lfsconfig, CODEOWNERS, .GitHub/ in any case, control characters in names and a file over max-file-size, each with its reason', {
    timeout: 180_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      gates: [{ name: 'check', command: 'true' }],
      agent: scriptedAgent(),
      specs: [
        { id: 'n', name: 'N', tasks: [{ id: 'n-1', description: 'n', status: 'pending' }] },
        { id: 'c', name: 'C', tasks: [{ id: 'c-1', description: 'c', status: 'pending' }] },
      ],
    };
    // The writer's limit, given as the action input on the finalize step.
    const workflow = renderWorkflow({ gates: p.gates!, agent: 'command' }).replace(
      '          command: finalize\n',
      '          command: finalize\n          max-file-size: 5MB\n',
    );
    expect(workflow).toContain('max-file-size: 5MB');
    const flow = await startFlow({
      files: { 'implementation.json': planJson(p) },
      gates: p.gates!,
      workflow,
    });
    try {
      // Each job's real result passed; its agent, owning the job, swaps the patch for its own.
      const forged: Record<string, ReadonlyArray<readonly [string, string | Buffer]>> = {
        'ralph-attempt-n-n-1-1': [
          ['.lfsconfig', '[lfs]\n\turl = https://attacker.example/lfs\n'],
          ['CODEOWNERS', '* @attacker\n'],
          ['docs/CODEOWNERS', '* @attacker\n'],
          ['.GitHub/workflows/pwn.yml', 'on: push\n'],
          ['.GITHUB/workflows/pwn2.yml', 'on: push\n'],
          ['n-1.txt', 'looks like work\n'],
        ],
        'ralph-attempt-c-c-1-1': [
          ['red\x1b[31m.txt', 'x\n'],
          ['tab\tname.txt', 'x\n'],
          ['dir\r/x.txt', 'x\n'],
          ['big.bin', Buffer.alloc(6 * 1024 * 1024)],
          ['c-1.txt', 'looks like work\n'],
        ],
      };
      flow.runner.options.beforeJob = ({ id }) => {
        if (id !== 'finalize') return;
        for (const [name, files] of Object.entries(forged)) {
          const artifact = flow.runner.artifacts.all.find((a) => a.name === name)!;
          writeFileSync(join(artifact.dir, 'work.patch'), forgedPatch(flow.remote, files, false));
        }
      };
      const r = await flow.run();
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const n1 = remotePlan(flow.remote, 'ralph/n').specs[0]!.tasks[0]!;
      const c1 = remotePlan(flow.remote, 'ralph/c').specs[1]!.tasks[0]!;
      const nWhy = [
        refusal('.lfsconfig', '.lfsconfig changes how git treats the repository'),
        refusal('CODEOWNERS', 'CODEOWNERS names who must review changes to the repository'),
        refusal('docs/CODEOWNERS', 'CODEOWNERS names who must review changes to the repository'),
        refusal('.GitHub/workflows/pwn.yml', 'a protected path'),
        refusal('.GITHUB/workflows/pwn2.yml', 'a protected path'),
      ];
      const cWhy = [
        refusal('big.bin', "a file of 6 MB, over the 5 MB the action input 'max-file-size' allows"),
        refusal('dir\\r/x.txt', `its name holds \\r: ${CONTROL}`),
        refusal('red\\x1b[31m.txt', `its name holds \\x1b: ${CONTROL}`),
        refusal('tab\\tname.txt', `its name holds \\t: ${CONTROL}`),
      ];
      // In the attempt: the plan's record on the spec branch, every reason.
      for (const [task, why] of [
        [n1, nWhy],
        [c1, cWhy],
      ] as const) {
        expect(task.attempts![0]!.outcome).toBe('rejected');
        for (const w of why) expect(task.attempts![0]!.summary).toContain(w);
        expect(task.attempts![0]!.summary).not.toMatch(/[\x00-\x1f]/);
      }
      // In the writer's job summary: each refusal, its control characters escaped.
      const summary = r.job('finalize').step('Record, squash, pull requests').summary;
      expect(summary).toContain('### Refused changes');
      for (const w of nWhy) expect(summary).toContain(`- n-1 attempt 1: ${w}`);
      for (const w of cWhy) expect(summary).toContain(`- c-1 attempt 1: ${w}`);
      expect(summary).not.toMatch(/[\x00-\x09\x0b-\x1f]/);
      // Nothing of either patch was pushed.
      for (const branch of ['ralph/n', 'ralph/c'])
        expect(git(flow.remote, 'ls-tree', '-r', '--name-only', branch)).not.toMatch(
          /lfsconfig|CODEOWNERS|github|GITHUB|big\.bin|red|tab|dir|[nc]-1\.txt/i,
        );
    } finally {
      await flow.close();
    }
  });

  it('the record step refuses the same files from the agent first, so the attempt says why, with max-file-size from its input', {
    timeout: 180_000,
  }, async () => {
    const script = sharedScript({
      'r-1': [
        {
          write: {
            'r-1.txt': 'work\n',
            '.lfsconfig': '[lfs]\n\turl = https://attacker.example/lfs\n',
            'docs/CODEOWNERS': '* @attacker\n',
            'esc\x1b]8;;x\x07link.txt': 'x\n',
            'big.txt': 'x'.repeat(2048),
          },
        },
      ],
    });
    const p: Plan = {
      version: 1,
      gates: [{ name: 'check', command: 'true' }],
      agent: scriptedAgent(),
      specs: [{ id: 'r', name: 'R', tasks: [{ id: 'r-1', description: 'r', status: 'pending' }] }],
    };
    const workflow = renderWorkflow({ gates: p.gates!, agent: 'command' }).replace(
      '          command: record\n',
      '          command: record\n          max-file-size: 1KB\n',
    );
    expect(workflow).toContain('max-file-size: 1KB');
    const flow = await startFlow({
      files: { 'implementation.json': planJson(p) },
      gates: p.gates!,
      workflow,
      env: { AGENT_SCRIPT: script },
    });
    try {
      const r = await flow.run();
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const record = r.jobs.find((j) => j.id === 'task')!.step('record');
      expect(record.outputs.outcome).toBe('rejected');
      const why = [
        refusal('.lfsconfig', '.lfsconfig changes how git treats the repository'),
        refusal('big.txt', "a file of 2 KB, over the 1 KB the action input 'max-file-size' allows"),
        refusal('docs/CODEOWNERS', 'CODEOWNERS names who must review changes to the repository'),
        refusal('esc\\x1b]8;;x\\x07link.txt', `its name holds \\x1b, \\x07: ${CONTROL}`),
      ];
      // The task job's summary says each, and its warning starts with them.
      for (const w of why) expect(record.summary).toContain(`⛔ ${w}`);
      expect(record.summary).not.toMatch(/[\x00-\x09\x0b-\x1f]/);
      expect(record.annotations.map((a) => a.message).join('\n')).toContain(
        `r-1 attempt 1: rejected: ${why[0]}`,
      );
      // The attempt on the spec branch holds every reason; nothing of the change was pushed.
      const task = remotePlan(flow.remote, 'ralph/r').specs[0]!.tasks[0]!;
      expect(task.attempts![0]!.outcome).toBe('rejected');
      for (const w of why) expect(task.attempts![0]!.summary).toContain(w);
      expect(git(flow.remote, 'ls-tree', '-r', '--name-only', 'ralph/r')).not.toMatch(
        /lfsconfig|CODEOWNERS|big|esc|r-1\.txt/,
      );
    } finally {
      await flow.close();
    }
  });
});

describe("one task job's artifact", () => {
  it("cannot speak for another task's job, which left no artifact of its own", {
    timeout: 120_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      agent: scriptedAgent(),
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
      agent: scriptedAgent(),
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
