// A newcomer's first day with the CLI (docs/ARCHITECTURE.md#life-of-a-task-locally): the small frictions, each pinned. Real git
// repositories, the scripted agent as a real process, the CLI in-process through runCli, and
// as a real process (tsx on src/) where a signal or a closing pipe is the point.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeNext } from '../src/cli/build-summary.js';
import { failureLine, firstLine } from '../src/core/attempt/attempt.js';
import { closestKey } from '../src/core/closest-key.js';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { runRalph } from './support/cli.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';
import { scriptedAgent, scriptedEnv } from './support/scripted-agent.js';

const REPO_ROOT = join(import.meta.dirname, '..');
/** The CLI from source, as a process: `node --import tsx src/index.ts`, resolved from this repository. */
const CLI = ['--import', 'tsx', join(REPO_ROOT, 'src', 'index.ts')];

const ralph = (cwd: string, argv: string[], env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' }) =>
  runRalph(cwd, argv, env, 'printed');

/** A plan file with the given text in a fresh directory that is a git repository. */
function planDir(text: string): { dir: string; path: string } {
  const dir = tempDir('ralph-first-day-');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'implementation.json'), text);
  return { dir, path: join(dir, 'implementation.json') };
}

/** A committed project whose agent is the scripted one; `script` says what it does per task. */
function project(opts: {
  specs: Plan['specs'];
  gates?: Plan['gates'];
  script?: Record<string, unknown[]>;
  maxAttempts?: number;
}) {
  const plan: Plan = {
    version: 1,
    gates: opts.gates ?? [{ name: 'ok', command: 'true' }],
    agent: scriptedAgent({ maxAttempts: opts.maxAttempts ?? 2 }),
    specs: opts.specs,
  };
  const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n' });
  const prompts = tempDir('ralph-prompts-');
  return { root, env: scriptedEnv(opts.script, prompts), prompts };
}

const pending = (id: string, extra: Partial<Task> = {}): Task => ({
  id,
  description: `do ${id}`,
  status: 'pending',
  ...extra,
});

describe('a misspelled known key, and a plan without gates', () => {
  const text = `{
  "version": 1,
  "gate": [{ "name": "test", "command": "npm test" }],
  "specs": [
    {
      "id": "api",
      "tasks": [
        { "id": "api-1", "description": "one", "status": "pending" },
        { "id": "api-2", "description": "two", "status": "pending", "dependOn": ["api-1"] }
      ]
    }
  ]
}
`;

  it('warns with the fix and keeps the key; --strict makes the warnings errors', async () => {
    const { dir, path } = planDir(text);
    const r = await ralph(dir, ['validate']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${path}: valid (1 spec, 2 tasks), with 3 warnings\n`);
    expect(r.err.split('\n').filter(Boolean)).toEqual([
      `${path}:3:3: warning: gate: unknown key "gate" is kept, but Ralph does not read it; did you mean "gates"?`,
      `${path}:9:69: warning: specs[0].tasks[1].dependOn: unknown key "dependOn" is kept, but Ralph does not read it; did you mean "dependsOn"?`,
      `${path}:1:1: warning: no gates: nothing checks the agent's work before its task is marked completed; add "gates", such as [{"name": "test", "command": "npm test"}]`,
    ]);

    const strict = await ralph(dir, ['validate', '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.out).toBe('');
    expect(strict.err).toContain(
      `${path}:9:69: specs[0].tasks[1].dependOn: unknown key "dependOn" is kept, but Ralph does not read it; did you mean "dependsOn"?`,
    );
    expect(strict.err).toContain(`${path}: 3 warnings, and --strict makes them errors`);

    // Kept: a command that writes the plan leaves the author's keys where they were.
    expect(await ralph(dir, ['set', 'api-1', '--status', 'completed'])).toMatchObject({ code: 0 });
    const after = readFileSync(path, 'utf8');
    expect(after).toContain('"gate": [{ "name": "test", "command": "npm test" }]');
    expect(after).toContain('"dependOn": ["api-1"]');
  });

  it('says nothing of keys that are far from every known one, nor of a plan with gates', async () => {
    const { dir, path } = planDir(
      planJson({
        gates: [{ name: 'test', command: 'npm test' }],
        owner: 'me',
        specs: [{ id: 'a', tasks: [{ ...pending('a-1'), estimate: '2d', labels: ['x'] }] }],
      }),
    );
    expect(await ralph(dir, ['validate', '--strict'])).toEqual({
      code: 0,
      out: `${path}: valid (1 spec, 1 task)\n`,
      err: '',
    });
  });
});

describe('closestKey: the known key an unknown one is a slip of', () => {
  const taskKeys = ['id', 'title', 'description', 'status', 'dependsOn', 'contextFiles', 'hints'];
  it('finds a missing letter, a swap, another case or separator', () => {
    expect(closestKey('dependOn', taskKeys)).toBe('dependsOn');
    expect(closestKey('depends_on', taskKeys)).toBe('dependsOn');
    expect(closestKey('DependsOn', taskKeys)).toBe('dependsOn');
    expect(closestKey('stauts', taskKeys)).toBe('status');
    expect(closestKey('contextFile', taskKeys)).toBe('contextFiles');
    expect(closestKey('gate', ['gates', 'agent', 'specs'])).toBe('gates');
  });

  it('leaves alone a key of its own: far from every known one, or too short to tell', () => {
    expect(closestKey('owner', taskKeys)).toBeUndefined();
    expect(closestKey('estimate', taskKeys)).toBeUndefined();
    expect(closestKey('ix', taskKeys)).toBeUndefined();
    // One edit is the limit under six letters: "hits" is "hints" less a letter, "hots" is two away.
    expect(closestKey('hits', taskKeys)).toBe('hints');
    expect(closestKey('hots', taskKeys)).toBeUndefined();
  });
});

describe('error messages name the value they got', () => {
  it('an unknown status, a missing key and a bad duration, each with what fits', async () => {
    const { dir, path } = planDir(`{
  "agent": { "timeout": "15 minutes" },
  "specs": [
    {
      "id": "api",
      "tasks": [
        { "id": "api-1", "description": "one", "status": "finished" },
        { "id": "api-2", "status": "pending" }
      ]
    }
  ]
}
`);
    const r = await ralph(dir, ['validate']);
    expect(r.code).toBe(1);
    expect(r.err.split('\n').filter(Boolean)).toEqual([
      `${path}:2:14: agent.timeout: "15 minutes" is not valid here: use a number of seconds, or a string with a unit: "90s", "15m", "1h"`,
      `${path}:7:48: specs[0].tasks[0].status: "finished" is not one of pending, in_progress, completed, blocked, failed, skipped`,
      `${path}:8:9: specs[0].tasks[1].description: missing: this key is required (a string)`,
      // The warnings too, after the errors.
      `${path}:1:1: warning: no gates: nothing checks the agent's work before its task is marked completed; add "gates", such as [{"name": "test", "command": "npm test"}]`,
    ]);
    // Not zod's words, nor a regular expression.
    expect(r.err).not.toMatch(/Invalid|\\d|\^|received/);
  });

  it('a trailing comma is called a trailing comma, at the comma', async () => {
    const { dir, path } = planDir('{\n  "specs": [\n    { "id": "a", "tasks": [] },\n  ]\n}\n');
    const r = await ralph(dir, ['validate']);
    expect(r).toEqual({ code: 1, out: '', err: `${path}:3:31: invalid JSON: a trailing comma; remove it\n` });
    const inObject = planDir('{\n  "version": 1,\n  "specs": [],\n}\n');
    expect((await ralph(inObject.dir, ['validate'])).err).toBe(
      `${inObject.path}:3:14: invalid JSON: a trailing comma; remove it\n`,
    );
  });
});

describe('--spec and --task that name nothing', () => {
  it('are errors (exit 1) for next and build, naming the id and what there is', async () => {
    const { root, env } = project({ specs: [{ id: 'greet', tasks: [pending('g-1'), pending('g-2')] }] });
    const spec = await ralph(root, ['next', '--spec', 'nope']);
    expect(spec.code).toBe(1);
    expect(spec.out).toBe('');
    expect(spec.err).toBe(
      `ralph next: --spec nope: no spec with that id in ${join(root, 'implementation.json')}; it has greet\n`,
    );
    const task = await ralph(root, ['next', '--task', 'nope']);
    expect(task.code).toBe(1);
    expect(task.err).toContain('--task nope: no task with that id in');
    expect(task.err).toContain('it has g-1, g-2');

    const build = await ralph(root, ['build', '--task', 'nope'], env);
    expect(build.code).toBe(1);
    expect(build.out).toBe('');
    expect(build.err).toContain('ralph build: --task nope: no task with that id');
    // Nothing ran: no branch, no log of an attempt.
    expect(git(root, 'branch', '--list', 'ralph/*')).toBe('');
    const dry = await ralph(root, ['build', '--spec', 'nope', '--dry-run'], env);
    expect(dry.code).toBe(1);
    expect(dry.err).toContain('--spec nope: no spec with that id');

    // A task that exists, in another spec than --spec names.
    const other = await ralph(root, ['next', '--spec', 'greet', '--task', 'g-2']);
    expect(other.code).toBe(0);
  });
});

describe('after a build', () => {
  it('status shows the spec commit on the branch, not the task commits squashed into it', async () => {
    const { root, env } = project({
      specs: [
        { id: 'greet', name: 'Greeting', tasks: [pending('g-1'), pending('g-2', { dependsOn: ['g-1'] })] },
      ],
    });
    expect((await ralph(root, ['build'], env)).code).toBe(0);
    const tip = git(root, 'rev-parse', 'ralph/greet');
    const recorded = JSON.parse(git(root, 'show', 'ralph/greet:implementation.json')) as Plan;
    const taskCommit = recorded.specs[0]!.tasks[0]!.commit!;
    // The recorded task commit is no longer on the branch: it was squashed into the spec's.
    expect(
      spawnSync('git', ['merge-base', '--is-ancestor', taskCommit, 'ralph/greet'], { cwd: root }).status,
    ).toBe(1);

    const status = await ralph(root, ['status']);
    const rows = status.out
      .split('\n\n')[0]!
      .split('\n')
      .map((l) => l.split(/\s{2,}/));
    expect(rows.slice(1)).toEqual([
      ['greet', 'g-1', 'completed', '1', 'command', `spec commit ${tip.slice(0, 7)} on ralph/greet`],
      ['greet', 'g-2', 'completed', '1', 'command', `spec commit ${tip.slice(0, 7)} on ralph/greet`],
    ]);
    expect(status.out).not.toContain(taskCommit.slice(0, 7));
    const json = JSON.parse((await ralph(root, ['status', '--json'])).out) as {
      specs: Array<{ branch?: string; commit?: string }>;
    };
    expect(json.specs[0]).toMatchObject({ branch: 'ralph/greet', commit: tip });
  });

  it("a failed gate's line shows the line of its output that says what failed, in the log and in status", async () => {
    const { root, env } = project({
      gates: [
        {
          name: 'check',
          command:
            "test ! -f bad.txt || { echo '> pkg@1.0.0 test'; echo '> node check.js'; echo; echo 'FAIL: bad.txt must not exist'; echo '  at check.sh:3'; exit 1; }",
        },
      ],
      specs: [{ id: 'bad', tasks: [pending('b-1')] }],
      script: { 'b-1': [{ write: { 'bad.txt': 'x' }, marker: 'done' }] },
      maxAttempts: 1,
    });
    const r = await ralph(root, ['build'], env);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /⛔ b-1: gate_failed -> blocked: gate "check" \(`.*`\) exited 1: FAIL: bad.txt must not exist\n/,
    );
    const status = await ralph(root, ['status']);
    expect(status.out).toContain('exited 1: FAIL: bad.txt must not exist');
    // Not npm's banner, which comes first in the output.
    expect(status.out).not.toMatch(/exited 1: >/);
  });

  it('says which spec branch is ready and how to push it and open its pull request; exit 0', async () => {
    const { root, env } = project({ specs: [{ id: 'greet', name: 'Greeting', tasks: [pending('g-1')] }] });
    const remote = join(tempDir('ralph-remote-'), 'origin.git');
    git(root, 'init', '--quiet', '--bare', remote);
    git(root, 'remote', 'add', 'origin', remote);
    const r = await ralph(root, ['build'], env);
    expect(r.code).toBe(0);
    expect(r.out).toContain('1 task completed, 0 blocked.');
    const next = r.out.slice(r.out.indexOf('\nNext:\n'));
    expect(next).toBe(
      [
        '',
        'Next:',
        'This spec branch is ready for review; push it and open its pull request:',
        '  ralph/greet (Greeting)',
        '    git push -u origin ralph/greet',
        '    gh pr create --base main --head ralph/greet --fill',
        '',
      ].join('\n'),
    );
    // The push command works as printed, against a real remote. (gh needs GitHub: not run here.)
    const push = spawnSync('sh', ['-c', 'git push --quiet -u origin ralph/greet'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(push.status, push.stderr).toBe(0);
    expect(git(remote, 'rev-parse', 'ralph/greet')).toBe(git(root, 'rev-parse', 'ralph/greet'));

    // Once merged, the branch is not offered again.
    git(root, 'merge', '--quiet', '--ff-only', 'ralph/greet');
    const again = await ralph(root, ['build'], env);
    expect(again.code).toBe(0);
    expect(again.out).toContain('No task was ready.');
    expect(again.out).not.toContain('ready for review');
  });

  it('says how to unblock a blocked task, and exits 1; the printed command works', async () => {
    const { root, env } = project({
      specs: [
        { id: 'greet', tasks: [pending('g-1')] },
        { id: 'stuck', tasks: [pending('s-1')] },
      ],
      script: {
        's-1': [{ marker: 'blocked:needs an API key' }, { write: { 's-1.txt': 'x' }, marker: 'done' }],
      },
    });
    const r = await ralph(root, ['build'], env);
    expect(r.code).toBe(1);
    expect(r.out).toContain('1 task completed, 1 blocked.');
    expect(r.out).toContain('    git push -u origin ralph/greet\n');
    expect(r.out).toContain('  (this repository has no remote yet: `git remote add origin URL` first)\n');
    expect(r.out).toContain('s-1 is blocked. To unblock it:\n  ralph retry s-1 --reason "..."');
    expect(r.out).toContain('  ralph skip s-1 --reason "..."');

    // --spec narrows what the exit code is about: greet has nothing blocked.
    expect((await ralph(root, ['build', '--spec', 'greet'], env)).code).toBe(0);
    expect((await ralph(root, ['build', '--spec', 'stuck'], env)).code).toBe(1);

    const retry = await ralph(root, ['retry', 's-1', '--reason', 'the key is in .env now'], env);
    expect(retry.code, retry.err).toBe(0);
    const done = await ralph(root, ['build'], env);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toContain('ralph/stuck');
    expect(done.out).not.toContain('is blocked');
  });

  it('documents the exit codes in --help', async () => {
    const r = await ralph(REPO_ROOT, ['build', '--help']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Exit codes: 0 every ready task got done');
    expect(r.out).toMatch(/1 a task is blocked or failed/);
    expect(r.out).toMatch(/130 interrupted/);
  });
});

describe('describeNext: what is next after a build, and its exit code', () => {
  const plan = (statuses: Record<string, Task['status']>): Plan => ({
    specs: [
      { id: 'api', name: 'API', tasks: [pending('api-1', { status: statuses['api-1'] ?? 'completed' })] },
      { id: 'ui', tasks: [pending('ui-1', { status: statuses['ui-1'] ?? 'completed' })] },
    ],
  });
  const input = {
    branchMode: 'spec' as const,
    base: 'main',
    remote: 'origin',
    branches: new Map([
      ['api', 'ralph/api'],
      ['ui', 'ralph/ui'],
    ]),
    unmerged: new Set(['ralph/api', 'ralph/ui']),
    args: [],
  };

  it('0 with every finished spec branch not yet on the base, and its two commands', () => {
    const next = describeNext({ ...input, plan: plan({}), unmerged: new Set(['ralph/ui']) });
    expect(next.exitCode).toBe(0);
    expect(next.ready).toEqual([
      {
        spec: 'ui',
        branch: 'ralph/ui',
        commands: ['git push -u origin ralph/ui', 'gh pr create --base main --head ralph/ui --fill'],
      },
    ]);
  });

  it('1 for a blocked or a failed task in scope; a task outside --spec or --task does not count', () => {
    const blocked = plan({ 'api-1': 'blocked' });
    expect(describeNext({ ...input, plan: blocked }).exitCode).toBe(1);
    expect(describeNext({ ...input, plan: blocked }).text).toContain('ralph retry api-1 --reason "..."');
    expect(describeNext({ ...input, plan: blocked, spec: 'ui' }).exitCode).toBe(0);
    expect(describeNext({ ...input, plan: blocked, task: 'ui-1' }).exitCode).toBe(0);
    const failed = describeNext({ ...input, plan: plan({ 'ui-1': 'failed' }) });
    expect(failed.exitCode).toBe(1);
    expect(failed.text).toContain('ui-1 has failed and will be retried: run `ralph build` again');
    // Pending work left (--max-tasks, the budget) is not a reason to fail.
    expect(describeNext({ ...input, plan: plan({ 'ui-1': 'pending' }) }).exitCode).toBe(0);
  });

  it('repeats --plan and --branch-prefix in the commands it prints; says when there is no remote', () => {
    const next = describeNext({
      ...input,
      plan: plan({ 'api-1': 'blocked' }),
      remote: undefined,
      args: ['--plan', 'plans/my plan.json'],
    });
    expect(next.text).toContain(`ralph skip api-1 --reason "..." --plan 'plans/my plan.json'`);
    expect(next.text).toContain('git push -u origin ralph/ui');
    expect(next.text).toContain('(this repository has no remote yet: `git remote add origin URL` first)');
  });

  it('on --branch current, a finished spec is pushed with the branch itself', () => {
    const next = describeNext({ ...input, plan: plan({}), branchMode: 'current', branches: new Map() });
    expect(next.ready).toEqual([]);
    expect(next.text).toBe('\nNext:\nThe work is committed on main; push it with: git push origin main');
  });
});

describe('Ctrl-C', () => {
  it('says "interrupted", not "crashed", and status then shows what it said: pending', async () => {
    const { root, env, prompts } = project({
      specs: [{ id: 'greet', tasks: [pending('s-1')] }],
      script: { 's-1': [{ sleepMs: 120_000 }] },
    });
    const child = spawn(process.execPath, [...CLI, 'build', '--plan', join(root, 'implementation.json')], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    // Generous waits: under a full parallel test run the CLI from source can take seconds to start.
    for (let i = 0; i < 1200 && !existsSync(join(prompts, 's-1.1.md')); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(prompts, 's-1.1.md')), out).toBe(true);
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code, out).toBe(130);
    expect(out).toMatch(/agent: interrupted in /);
    expect(out).not.toContain('crashed');
    expect(out).toContain('Interrupted: the running task is pending again');
    const status = JSON.parse((await ralph(root, ['status', '--json'])).out) as {
      specs: Array<{ tasks: Array<{ id: string; status: string; attempts: number; ready: boolean }> }>;
    };
    expect(status.specs[0]!.tasks[0]).toMatchObject({
      id: 's-1',
      status: 'pending',
      attempts: 0,
      ready: true,
    });
  }, 90_000);
});

describe('a pipe that closes early', () => {
  it('`ralph next | head -1` and `ralph status | head -1` print no stack (EPIPE)', () => {
    // Big enough that the output outlasts the pipe's buffer after head has gone.
    const specs = Array.from({ length: 100 }, (_, s) => ({
      id: `s${s}`,
      tasks: Array.from({ length: 50 }, (_, t) => pending(`t-${s}-${t}`)),
    }));
    const { dir } = planDir(planJson({ gates: [{ name: 't', command: 'true' }], specs }));
    const node = [process.execPath, ...CLI].map((a) => `'${a}'`).join(' ');
    for (const command of ['next --json', 'status']) {
      const r = spawnSync(
        'bash',
        [
          '-c',
          `${node} ${command} --plan '${join(dir, 'implementation.json')}' | head -1; echo "exit=\${PIPESTATUS[0]}" >&2`,
        ],
        { cwd: REPO_ROOT, encoding: 'utf8' },
      );
      expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(1);
      expect(r.stderr).toBe('exit=0\n');
    }
  }, 30_000);
});

describe('wording', () => {
  it('"1 spec", "1 task", never "1 specs" or "task(s)"', async () => {
    const { root, env } = project({ specs: [{ id: 'greet', tasks: [pending('g-1')] }] });
    expect((await ralph(root, ['validate'])).out).toContain('valid (1 spec, 1 task)');
    expect((await ralph(root, ['status'])).out).toContain('\n1 task, 0 completed, 1 ready');
    const build = await ralph(root, ['build'], env);
    expect(build.out).toContain('1 task completed, 0 blocked.');
    expect(build.out + build.err).not.toMatch(/\(s\)|\b1 (specs|tasks)\b/);
  });

  it('no output string in src/ counts with "(s)"', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts'))
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              // `${n} thing(s)`: a count with a hedged plural, in a template string.
              if (/\$\{[^}]+\}\s[\w ]*\w\(s\)/.test(line))
                offenders.push(`${path.slice(REPO_ROOT.length + 1)}:${i + 1}`);
            });
      }
    };
    walk(join(REPO_ROOT, 'src'));
    expect(offenders).toEqual([]);
  });
});

describe('ralph init', () => {
  it('suggests `ralph plan` when specs/*.md exist and the plan has no tasks', async () => {
    const root = makeRepo({
      'README.md': '# demo\n',
      'specs/greet.md': '# Greeting\n\n- print hello\n',
      'specs/bye.md': '# Goodbye\n\n- print bye\n',
      'implementation.json': planJson({ version: 1, gates: [{ name: 't', command: 'true' }], specs: [] }),
    });
    const r = await ralph(root, ['init'], {});
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      'specs/ has 2 spec files (bye.md, greet.md): run `ralph plan` to have the agent turn them into tasks in implementation.json.',
    );

    // A plan init creates beside spec files has no example spec to delete: plan mode writes the specs.
    const fresh = makeRepo({ 'README.md': '# demo\n', 'specs/greet.md': '# Greeting\n\n- print hello\n' });
    const created = await ralph(fresh, ['init'], {});
    expect(created.out).toContain(
      'created implementation.json (no specs yet: `ralph plan` writes them from specs/*.md;',
    );
    expect(created.out).not.toContain('Replace the example spec');
    expect(created.out).toContain('specs/ has 1 spec file (greet.md): run `ralph plan`');
    expect((JSON.parse(readFileSync(join(fresh, 'implementation.json'), 'utf8')) as Plan).specs).toEqual([]);

    // Without spec files, or once the plan has tasks, it is not suggested.
    const plain = makeRepo({ 'README.md': '# demo\n' });
    expect((await ralph(plain, ['init'], {})).out).not.toContain('ralph plan');
    const planned = makeRepo({
      'specs/greet.md': '# Greeting\n',
      'implementation.json': planJson({
        version: 1,
        gates: [{ name: 't', command: 'true' }],
        specs: [{ id: 'greet', tasks: [pending('g-1')] }],
      }),
    });
    expect((await ralph(planned, ['init'], {})).out).not.toContain('ralph plan');
  });
});

// Issue 21: a first day on a real repository.
describe('typos get the command or option meant', () => {
  it('`ralph biuld` and `--max-task` name the likely one; an option that needs a value says so; exit 2', async () => {
    const { root, env } = project({ specs: [{ id: 'a', tasks: [pending('a-1')] }] });
    const cmd = await ralph(root, ['biuld'], env);
    expect(cmd.code).toBe(2);
    expect(cmd.err).toBe('ralph: unknown command "biuld"; did you mean `ralph build`?\n');
    const opt = await ralph(root, ['build', '--max-task', '1'], env);
    expect(opt.code).toBe(2);
    expect(opt.err).toMatch(
      /^ralph build: unknown option --max-task; did you mean --max-tasks\?\n\nUsage: ralph build /,
    );
    // Not Node's own text, which suggests '-- "--max-task"'.
    expect(opt.err).not.toContain('positional');
    const value = await ralph(root, ['status', '--plan'], env);
    expect(value.code).toBe(2);
    expect(value.err).toMatch(/^ralph status: --plan needs a value: --plan VALUE\n/);
    const far = await ralph(root, ['zzzz'], env);
    expect(far.err).toMatch(/^ralph: unknown command "zzzz"\n\nUsage: ralph COMMAND/);
  });
});

describe('validate', () => {
  it('shows every warning even when the plan has errors', async () => {
    const { dir, path } = planDir(`{
  "version": 1,
  "gates": [{ "name": "t", "command": "true" }],
  "specs": [
    { "id": "api", "tasks": [{ "id": "api-1", "description": "one", "status": "pending", "dependOn": ["api-2"] },
                            { "id": "api-2", "description": "two", "status": "done" }] }
  ]
}
`);
    const r = await ralph(dir, ['validate']);
    expect(r.code).toBe(1);
    const lines = r.err.split('\n').filter(Boolean);
    expect(lines).toEqual([
      expect.stringMatching(/^.*:6:\d+: specs\[0\]\.tasks\[1\]\.status: "done" is not one of /),
      `${path}:5:90: warning: specs[0].tasks[0].dependOn: unknown key "dependOn" is kept, but Ralph does not read it; did you mean "dependsOn"?`,
    ]);
  });

  it('rejects provider "command" with no command, with the fix', async () => {
    const { dir, path } = planDir(
      planJson({
        version: 1,
        gates: [{ name: 't', command: 'true' }],
        agent: { provider: 'command' },
        specs: [{ id: 'a', tasks: [pending('a-1')] }],
      }),
    );
    const r = await ralph(dir, ['validate']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      new RegExp(
        `^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+: agent\\.command: agent\\.provider is "command" but agent\\.command is missing; add "command": the command line that runs your agent`,
      ),
    );
  });
});

describe('the agent choice sticks', () => {
  it('init --agent-command writes provider and command; validate accepts it; --agent command alone is refused', async () => {
    const root = makeRepo({ 'README.md': '# demo\n' });
    const refused = await ralph(root, ['init', '--agent', 'command'], {});
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('--agent command needs --agent-command CMD');
    expect(existsSync(join(root, 'implementation.json'))).toBe(false);
    const r = await ralph(root, ['init', '--agent-command', 'my-agent --yes'], {});
    expect(r.code, r.err).toBe(0);
    const plan = JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan;
    expect(plan.agent).toEqual({ provider: 'command', command: 'my-agent --yes' });
    expect((await ralph(root, ['validate'], {})).code).toBe(0);
    // On an existing plan, a new choice is written into it.
    const again = await ralph(root, ['init', '--agent', 'codex', '--force'], {});
    expect(again.out).toContain('updated implementation.json: agent.provider "codex"');
    expect(
      (JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan).agent?.provider,
    ).toBe('codex');
  });

  it('build with nothing ready exits 0 and needs no agent CLI', async () => {
    const { root, env } = project({ specs: [{ id: 'a', tasks: [pending('a-1', { status: 'completed' })] }] });
    const plan = JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan;
    plan.agent = { provider: 'claude' };
    writeFileSync(join(root, 'implementation.json'), planJson(plan));
    git(root, 'commit', '--quiet', '-am', 'claude, which is not installed here');
    // A PATH with git and node but no `claude`.
    const r = await ralph(root, ['build'], { ...env, PATH: `${join(process.execPath, '..')}:/usr/bin:/bin` });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('No task was ready.');
  });
});

describe('ralph init on a first day', () => {
  it('outside a git repository says so, writes nothing and exits 1', async () => {
    const dir = tempDir('ralph-no-git-');
    writeFileSync(join(dir, 'package.json'), '{"name":"x","scripts":{"test":"vitest run"}}\n');
    const r = await ralph(dir, ['init'], {});
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `ralph init: ${dir} is not in a git repository, so nothing was written. Ralph commits each task's work on a branch: run \`git init\` there (and commit your project), then \`ralph init\` again.\n`,
    );
    expect(readdirSync(dir)).toEqual(['package.json']);
  });

  it('lists the next steps in the order they work: plan, validate, commit, build; then GitHub', async () => {
    const root = makeRepo({ 'README.md': '# demo\n', 'specs/greet.md': '# Greeting\n' });
    const r = await ralph(root, ['init'], {});
    expect(r.code, r.err).toBe(0);
    const next = r.out.slice(r.out.indexOf('\nNext, locally:'));
    const order = [
      'ralph plan',
      'ralph validate',
      'git commit',
      'ralph build',
      'Then on GitHub:',
      'ANTHROPIC_API_KEY',
      'git push',
      'gh workflow run',
    ];
    const at = order.map((s) => next.indexOf(s));
    expect(
      at.every((i) => i >= 0),
      next,
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(next).toMatch(/^\nNext, locally:\n {2}1\. Turn specs\/\*\.md into tasks: `ralph plan`/);
  });
});

describe('a dirty work tree', () => {
  it('an untracked folder gets the fix .gitignore or .git/info/exclude, not "commit or stash"', async () => {
    const { root, env } = project({ specs: [{ id: 'a', tasks: [pending('a-1')] }] });
    mkdirSync(join(root, '.venv', 'lib'), { recursive: true });
    writeFileSync(join(root, '.venv', 'pyvenv.cfg'), 'home = /usr\n');
    writeFileSync(join(root, '.venv', 'lib', 'x.py'), '\n');
    const r = await ralph(root, ['build'], env);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      "ralph build: the work tree has untracked files (.venv/); if they are not part of the project, ignore them: add `/.venv/` to .gitignore (for everyone) or to .git/info/exclude (for this clone only); else commit them. Ralph needs a clean tree to tell the agent's work apart\n",
    );
    expect(r.err).not.toContain('stash');
    // A tracked file changed is still committed or stashed.
    writeFileSync(join(root, 'README.md'), '# changed\n');
    const both = await ralph(root, ['build'], env);
    expect(both.err).toContain('uncommitted changes (README.md); commit or stash them first');
    expect(both.err).toContain('untracked files (.venv/)');
    // Once ignored, the build goes ahead.
    git(root, 'checkout', 'README.md');
    writeFileSync(join(root, '.git', 'info', 'exclude'), '/.venv/\n');
    expect((await ralph(root, ['build'], env)).code).toBe(0);
  });
});

describe('wording of outcomes', () => {
  it('an agent that reports the task blocked reads "blocked", not "blocked -> blocked"', async () => {
    const { root, env } = project({
      specs: [{ id: 'a', tasks: [pending('a-1')] }],
      script: { 'a-1': [{ marker: 'blocked:needs a login' }] },
    });
    const r = await ralph(root, ['build'], env);
    expect(r.out).toContain('a-1: blocked: needs a login');
    expect(r.out).not.toContain('blocked -> blocked');
  });
});

describe("a failed gate's one-line summary", () => {
  const fixture = (name: string) =>
    readFileSync(join(import.meta.dirname, 'fixtures', 'gate-output', name), 'utf8');
  it.each([
    ['npm-vitest.txt', '× adds 1 + 2 to equal 3 5ms'],
    ['pytest.txt', 'E       assert -1 == 3'],
    [
      'cargo.txt',
      "thread 'tests::it_adds' (16318) panicked at src/lib.rs:11:9: assertion `left == right` failed",
    ],
    ['go-test.txt', '--- FAIL: TestAdd (0.00s) add_test.go:9: Add(2, 3) = 6, want 5'],
  ])('is the line of %s that says what failed', (name, line) => {
    expect(failureLine(fixture(name))).toBe(line);
    // And so in a blocked reason, after the gate's own "exited 1:".
    expect(firstLine(`gate "test" (\`npm test\`) exited 1:\n${fixture(name)}`)).toBe(
      `gate "test" (\`npm test\`) exited 1: ${line}`.slice(0, 300),
    );
  });
});

describe('honest engines', () => {
  it("every installed runtime dependency supports the Node versions package.json's engines declare", () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
      dependencies: Record<string, string>;
    };
    const declared = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(pkg.engines.node);
    expect(declared, `engines.node is "${pkg.engines.node}"`).not.toBeNull();
    const lowest = [Number(declared![1]), Number(declared![2]), Number(declared![3] ?? 0)] as const;
    // The runtime tree: the dependencies and theirs, as npm installed them.
    const seen = new Map<string, string | undefined>();
    const visit = (name: string, from: string) => {
      let dir = from;
      for (;;) {
        const candidate = join(dir, 'node_modules', name, 'package.json');
        if (existsSync(candidate)) {
          if (seen.has(candidate)) return;
          const p = JSON.parse(readFileSync(candidate, 'utf8')) as {
            engines?: { node?: string };
            dependencies?: Record<string, string>;
          };
          seen.set(candidate, p.engines?.node);
          for (const d of Object.keys(p.dependencies ?? {})) visit(d, join(candidate, '..'));
          return;
        }
        if (dir === REPO_ROOT) throw new Error(`${name} (needed by ${from}) is not installed; run npm ci`);
        dir = join(dir, '..');
        if (!dir.startsWith(REPO_ROOT)) dir = REPO_ROOT;
      }
    };
    for (const d of Object.keys(pkg.dependencies)) visit(d, REPO_ROOT);
    expect(seen.size).toBeGreaterThan(20);
    const refusing = [...seen].flatMap(([path, range]) =>
      range !== undefined && !allowsNode(range, lowest)
        ? [`${path.slice(REPO_ROOT.length + 1)}: node ${range}`]
        : [],
    );
    expect(refusing, `these need more than node ${pkg.engines.node}`).toEqual([]);
  });
});

/**
 * Whether an engines range admits `version` (the lowest the project declares): the forms npm
 * packages use (`>=20`, `>= 18.17`, `^20.19.0 || >=22.12.0`, `>=0.6.11 <=0.7.0 || >=0.7.3`).
 */
function allowsNode(range: string, version: readonly [number, number, number]): boolean {
  const cmp = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  const parse = (v: string) => v.split('.').map(Number);
  return range.split('||').some((alt) =>
    alt
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((c) => {
        const m = /^([<>]=?|\^|~|=)?v?(\d+(?:\.\d+){0,2})(?:\.x)?$/.exec(c);
        if (!m) throw new Error(`engines range "${range}" has a form this test does not read: ${c}`);
        const v = parse(m[2]!);
        const d = cmp(version, v);
        switch (m[1]) {
          case '>=':
            return d >= 0;
          case '>':
            return d > 0;
          case '<=':
            return d <= 0;
          case '<':
            return d < 0;
          case '^':
            return d >= 0 && version[0] === v[0];
          case '~':
            return d >= 0 && version[0] === v[0] && version[1] === (v[1] ?? version[1]);
          default:
            return d === 0;
        }
      }),
  );
}
