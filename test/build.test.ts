// `ralph build` on real temp git repositories with real scripted agent processes.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { DIST_ENTRY } from './support/action-runner.js';
import { claudeOnPath } from './support/claude-on-path.js';
import { ralphBuild as build } from './support/cli.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';
import { scriptedAgent, scriptedEnv } from './support/scripted-agent.js';

const AGENTS = join(import.meta.dirname, 'agents');

interface Setup {
  tasks: Array<Partial<Task> & { id: string }>;
  script?: Record<string, unknown[]>;
  gates?: Plan['gates'];
  timeout?: string;
  files?: Record<string, string>;
}

function project(setup: Setup) {
  const plan: Plan = {
    version: 1,
    ...(setup.gates ? { gates: setup.gates } : {}),
    agent: scriptedAgent(setup.timeout ? { timeout: setup.timeout } : {}),
    specs: [
      {
        id: 'greet',
        name: 'Greeting',
        priority: 1,
        tasks: setup.tasks.map((t) => ({ description: `do ${t.id}`, status: 'pending' as const, ...t })),
      },
    ],
  };
  const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n', ...setup.files });
  const prompts = tempDir('ralph-prompts-');
  return { root, prompts, env: scriptedEnv(setup.script, prompts) };
}

function planOn(root: string, ref: string): Plan {
  return JSON.parse(git(root, 'show', `${ref}:implementation.json`)) as Plan;
}

describe('ralph build', () => {
  it('runs one agent process per task and makes one commit named after the spec', async () => {
    const { root, prompts, env } = project({
      tasks: [{ id: 'g-1' }, { id: 'g-2', dependsOn: ['g-1'] }, { id: 'g-3', dependsOn: ['g-2'] }],
      gates: [{ name: 'files', command: '[ -n "$RALPH_BASELINE" ] || test -f g-1.txt' }],
    });
    const r = await build(root, env);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // Three prompts: three separate agent processes, one per task, each about its own task.
    expect(
      readdirSync(prompts)
        .filter((f) => f.endsWith('.md'))
        .sort(),
    ).toEqual(['g-1.1.md', 'g-2.1.md', 'g-3.1.md']);
    expect(readFileSync(join(prompts, 'g-2.1.md'), 'utf8')).toContain('do g-2');
    expect(readFileSync(join(prompts, 'g-2.1.md'), 'utf8')).not.toContain('do g-3');

    // One commit on ralph/greet on top of main, named after the spec, with the trailers.
    expect(git(root, 'rev-list', '--count', 'main..ralph/greet')).toBe('1');
    const message = git(root, 'log', '-1', '--format=%B', 'ralph/greet');
    expect(message.split('\n')[0]).toBe('Greeting');
    expect(message).toContain('Ralph-Spec: greet');
    expect(message).toMatch(/Ralph-Task: g-1\nRalph-Task: g-2\nRalph-Task: g-3/);
    expect(git(root, 'show', '--name-only', '--format=', 'ralph/greet').split('\n').sort()).toEqual(
      ['g-1.txt', 'g-2.txt', 'g-3.txt', 'implementation.json', 'progress/greet.md'].sort(),
    );

    const plan = planOn(root, 'ralph/greet');
    expect(plan.specs[0]!.status).toBe('completed');
    for (const t of plan.specs[0]!.tasks) {
      expect(t.status).toBe('completed');
      expect(t.completedAt).toMatch(/^\d{4}-/);
      expect(t.durationMs).toBe(t.attempts![0]!.durationMs);
      expect(t.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(t.attempts).toHaveLength(1);
    }
    expect(git(root, 'show', 'ralph/greet:progress/greet.md')).toContain('# Greeting (`greet`)');
    // The user's branch is untouched and checked out again.
    expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(planOn(root, 'main').specs[0]!.tasks[0]!.status).toBe('pending');
    expect(existsSync(join(root, '.ralph', 'logs', 'g-1', 'attempt-1.log'))).toBe(true);
  });

  it('retries a failed gate with the gate output in the retry prompt', async () => {
    const { root, prompts, env } = project({
      tasks: [{ id: 'fix' }],
      gates: [{ name: 'check', command: '[ -n "$RALPH_BASELINE" ] || node check.mjs' }],
      files: {
        'check.mjs':
          "if (!require('fs').existsSync('ok.txt')) { console.log('ok.txt is missing'); process.exit(3) }\n".replace(
            'require',
            "(await import('node:module')).createRequire(import.meta.url)",
          ),
      },
      script: { fix: [{ write: { 'wrong.txt': 'x' } }, { write: { 'ok.txt': 'x' } }] },
    });
    writeFileSync(
      join(root, 'check.mjs'),
      "import { existsSync } from 'node:fs';\nif (!existsSync('ok.txt')) { console.log('ok.txt is missing'); process.exit(3); }\n",
    );
    git(root, 'commit', '--quiet', '-am', 'check');
    const r = await build(root, env);
    expect(r.code).toBe(0);
    const retry = readFileSync(join(prompts, 'fix.2.md'), 'utf8');
    expect(retry).toContain('ok.txt is missing');
    expect(retry).toContain('node check.mjs');
    expect(retry).toMatch(/exit code 3\b|exited 3\b/);
    expect(readFileSync(join(prompts, 'fix.1.md'), 'utf8')).not.toContain('ok.txt is missing');
    const task = planOn(root, 'ralph/greet').specs[0]!.tasks[0]!;
    expect(task.status).toBe('completed');
    expect(task.attempts!.map((a) => a.outcome)).toEqual(['gate_failed', 'passed']);
    expect(task.attempts![0]!.gate).toBe('check');
    // The retry went on from the failed attempt's work: wrong.txt was in its tree, and stays.
    expect(retry).toContain("Your previous attempt's changes are in the work tree");
    expect(git(root, 'show', '--name-only', '--format=', 'ralph/greet')).toContain('wrong.txt');
  });

  /** A task whose first attempt writes half.txt and fails the gate; the second records what it found. */
  function halfDone(extra: Partial<Setup> = {}) {
    const setup = project({
      tasks: [{ id: 'fix' }],
      gates: [
        {
          name: 'check',
          command:
            '[ -n "$RALPH_BASELINE" ] || test -f ok.txt || { echo "> pkg@1.0.0 test"; echo "FAIL ok.txt is missing"; exit 1; }',
        },
      ],
      script: {
        fix: [
          { write: { 'half.txt': 'the first half\n', 'README.md': '# demo, edited\n' } },
          {
            // What attempt 2's agent finds in its tree (its own write is ok.txt).
            sh: `{ cat half.txt 2>/dev/null || echo absent; cat README.md; git status --porcelain -- half.txt README.md; } > "$AGENT_PROMPTS/fix.2.seen"`,
            write: { 'ok.txt': 'x' },
          },
        ],
      },
      ...extra,
    });
    return setup;
  }

  it('starts a retry from the failed attempt\'s work, in its tree, and says so; "What changed" is the agent\'s alone', async () => {
    const { root, prompts, env } = halfDone();
    const r = await build(root, env);
    expect(r.code, r.out + r.err).toBe(0);
    // Attempt 2's agent found attempt 1's files in the work tree, uncommitted.
    const seen = readFileSync(join(prompts, 'fix.2.seen'), 'utf8');
    expect(seen).toBe('the first half\n# demo, edited\n M README.md\n?? half.txt\n');
    const retry = readFileSync(join(prompts, 'fix.2.md'), 'utf8');
    expect(retry).toContain(
      "Attempt 1 of this task did not pass. Your previous attempt's changes are in the work tree: build on what worked there, and start by fixing what failed.",
    );
    expect(retry).not.toContain('keep what worked');
    // What it changed: its two files, never Ralph's edit of the plan.
    const changed = retry.slice(retry.indexOf('What it changed (in the work tree now):'));
    expect(changed).toMatch(/half\.txt/);
    expect(changed).toMatch(/README\.md/);
    expect(changed.slice(0, changed.indexOf('```', changed.indexOf('```') + 3))).not.toContain(
      'implementation.json',
    );
    // The gate's output once, not again as the "Reason".
    expect(retry.split('\nFAIL ok.txt is missing\n').length - 1).toBe(1);
    expect(retry.split('The end of its output').length - 1).toBe(1);
    expect(retry).not.toContain('Reason:');
    // The spec commit holds both attempts' work.
    expect(git(root, 'show', 'ralph/greet:half.txt')).toBe('the first half');
    expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('--fresh-retry and agent.retry "fresh" start the retry from the commit, and the prompt says the tree was reset', async () => {
    for (const how of ['option', 'plan'] as const) {
      const { root, prompts, env } = halfDone();
      if (how === 'plan') {
        const plan = JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan;
        plan.agent!.retry = 'fresh';
        writeFileSync(join(root, 'implementation.json'), planJson(plan));
        git(root, 'commit', '--quiet', '-am', 'fresh retries');
      }
      const r = how === 'option' ? await build(root, env, '--fresh-retry') : await build(root, env);
      expect(r.code, r.out + r.err).toBe(0);
      expect(readFileSync(join(prompts, 'fix.2.seen'), 'utf8')).toBe('absent\n# demo\n');
      const retry = readFileSync(join(prompts, 'fix.2.md'), 'utf8');
      expect(retry).toContain(
        "The work tree was reset to the task's start: your previous attempt's changes are gone. Do the task again, avoiding what failed.",
      );
      expect(retry).toContain('What it had changed:');
      expect(git(root, 'show', '--name-only', '--format=', 'ralph/greet')).not.toContain('half.txt');
    }
  });

  it('refuses to carry a saved patch that breaks the patch rules, and starts that retry from the commit', async () => {
    // Attempt 1 failed in an earlier build; its saved patch writes .github/ (a protected path),
    // as a tampered file could.
    const failed = {
      number: 1,
      startedAt: '2026-01-01T00:00:00.000Z',
      finishedAt: '2026-01-01T00:01:00.000Z',
      outcome: 'gate_failed' as const,
      gate: 'check',
      summary: 'gate "check" exited 1:\nFAIL ok.txt is missing',
    };
    const { root, prompts, env } = halfDone({ tasks: [{ id: 'fix', status: 'failed', attempts: [failed] }] });
    const planted = tempDir('ralph-planted-');
    git(planted, 'init', '--quiet');
    mkdirSync(join(planted, '.github'));
    writeFileSync(join(planted, '.github', 'x.yml'), 'on: push\n');
    writeFileSync(join(planted, 'half.txt'), 'planted\n');
    git(planted, 'add', '-A');
    mkdirSync(join(root, '.ralph', 'retry'), { recursive: true });
    writeFileSync(
      join(root, '.ralph', 'retry', 'fix.patch'),
      execFileSync('git', ['diff', '--cached', '--binary', '--full-index'], { cwd: planted }),
    );
    writeFileSync(
      join(root, '.ralph', 'retry', 'fix.json'),
      JSON.stringify({ attempt: 1, agentOutcome: 'done', diffSummary: ' half.txt | 1 +' }),
    );
    const r = await build(root, env);
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(
      "attempt 1's changes were not carried over: the change to .github/x.yml is refused: a protected path",
    );
    // Attempt 2 (its script's second step) found neither file.
    expect(readFileSync(join(prompts, 'fix.2.seen'), 'utf8')).toBe('absent\n# demo\n');
    expect(readFileSync(join(prompts, 'fix.2.md'), 'utf8')).toContain(
      "The work tree was reset to the task's start: your previous attempt's changes are gone (attempt 1's changes were not carried over: the change to .github/x.yml is refused: a protected path).",
    );
    expect(existsSync(join(root, '.github'))).toBe(false);
  });

  it('marks a task blocked when the agent says so, and moves on', async () => {
    const { root, env } = project({
      tasks: [{ id: 'b-1' }, { id: 'b-2' }],
      script: { 'b-1': [{ marker: 'blocked:needs an API key' }] },
    });
    const r = await build(root, env);
    expect(r.code).toBe(1); // a blocked task is worth a non-zero exit
    const plan = planOn(root, 'ralph/greet');
    expect(plan.specs[0]!.tasks[0]).toMatchObject({ status: 'blocked', blockedReason: 'needs an API key' });
    expect(plan.specs[0]!.tasks[1]!.status).toBe('completed');
  });

  it('refuses a done claim that edits the plan or changes nothing, and blocks after the budget', async () => {
    const { root, env } = project({
      tasks: [{ id: 'p-1' }, { id: 'n-1' }],
      script: { 'p-1': [{ write: { 'a.txt': 'a' }, editPlan: true }], 'n-1': [{}] },
    });
    const r = await build(root, env, '--max-attempts', '2');
    expect(r.code).toBe(1);
    const [p1, n1] = planOn(root, 'ralph/greet').specs[0]!.tasks;
    expect(p1!.attempts!.map((a) => a.outcome)).toEqual(['rejected', 'rejected']);
    expect(p1!.attempts![0]!.summary).toContain('edited the plan file');
    expect(p1!.status).toBe('blocked');
    expect(p1!.blockedReason).toContain('retry budget spent (2 of 2 attempts)');
    expect(n1!.attempts![0]!.summary).toContain('changed no file');
    // The plan on the branch is valid JSON with no trailing garbage from the agent.
    const raw = execFileSync('git', ['show', 'ralph/greet:implementation.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(raw.endsWith('}\n')).toBe(true);
  });

  it('never commits protected paths, whether the agent commits them itself or a gate writes them', async () => {
    const { root, env } = project({
      tasks: [{ id: 'evil-1' }, { id: 'evil-2' }],
      gates: [
        {
          name: 'sneaky',
          command: 'test -f evil-2.txt && mkdir -p .github && echo x > .github/gate.yml || true',
        },
      ],
      script: {
        'evil-1': [{ write: { '.github/workflows/evil.yml': 'on: push', 'evil-1.txt': 'x' }, commit: true }],
        'evil-2': [{ write: { 'evil-2.txt': 'x' } }],
      },
    });
    const r = await build(root, env, '--max-attempts', '1');
    expect(r.code).toBe(1);
    const [e1, e2] = planOn(root, 'ralph/greet').specs[0]!.tasks;
    expect(e1!.attempts![0]!.outcome).toBe('rejected');
    expect(e1!.attempts![0]!.summary).toContain('changed protected paths (.github/workflows/evil.yml)');
    expect(e2!.attempts![0]!.outcome).toBe('rejected');
    expect(e2!.attempts![0]!.summary).toContain('a gate changed protected paths (.github/gate.yml)');
    const files = git(root, 'log', '--name-only', '--format=', 'main..ralph/greet');
    expect(files).not.toContain('.github');
    expect(git(root, 'log', '--format=%s', 'main..ralph/greet')).not.toContain(
      'the agent commits on its own',
    );
  });

  it('sees an edit the agent hid with assume-unchanged or skip-worktree, and a folder it turned into a symlink', async () => {
    const { root, env } = project({
      tasks: [{ id: 'hide-1' }, { id: 'hide-2' }, { id: 'link-1' }],
      files: { '.github/ci.yml': 'on: push\n', 'docs/a.md': 'a\n', 'docs/b.md': 'b\n' },
      script: {
        'hide-1': [
          {
            write: { 'hide-1.txt': 'x' },
            sh: 'git update-index --assume-unchanged .github/ci.yml && echo evil >> .github/ci.yml',
          },
        ],
        'hide-2': [
          {
            write: { 'hide-2.txt': 'x' },
            sh: 'git update-index --skip-worktree .github/ci.yml && echo evil >> .github/ci.yml',
          },
        ],
        'link-1': [{ sh: 'rm -r docs && ln -s /tmp docs && echo x > link-1.txt' }],
      },
    });
    const r = await build(root, env, '--max-attempts', '1');
    expect(r.err).not.toContain('internal error');
    const tasks = planOn(root, 'ralph/greet').specs[0]!.tasks;
    for (const t of tasks.slice(0, 2)) {
      expect(t.attempts![0]!.outcome).toBe('rejected');
      expect(t.attempts![0]!.summary).toContain('changed protected paths (.github/ci.yml)');
    }
    // The symlinked folder is the agent's change, checked like any other; the build goes on.
    expect(tasks[2]!.attempts).toHaveLength(1);
    expect(git(root, 'show', 'ralph/greet:.github/ci.yml')).toBe('on: push');
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('runs no git hook the agent planted', async () => {
    const sentinel = join(tempDir('ralph-hooks-'), 'ran');
    const { root, env } = project({
      tasks: [{ id: 'h-1' }, { id: 'h-2' }],
      script: { 'h-1': [{ write: { 'h-1.txt': 'x' }, plantHook: sentinel }] },
    });
    const r = await build(root, env);
    expect(r.code).toBe(0);
    expect(planOn(root, 'ralph/greet').specs[0]!.status).toBe('completed'); // commits, a squash, checkouts: all ran
    expect(existsSync(sentinel)).toBe(false);
  });

  it('fails a done claim whose output artifact is missing', async () => {
    const { root, env } = project({
      tasks: [{ id: 'o-1', outputArtifacts: ['docs/report.md'] }],
      script: { 'o-1': [{ write: { 'notes.txt': 'x' } }, { write: { 'docs/report.md': '# report' } }] },
    });
    const r = await build(root, env);
    expect(r.code).toBe(0);
    const task = planOn(root, 'ralph/greet').specs[0]!.tasks[0]!;
    expect(task.attempts!.map((a) => a.outcome)).toEqual(['rejected', 'passed']);
    expect(task.attempts![0]!.summary).toContain('output artifacts missing: docs/report.md');
  });

  it('kills an agent that hangs at its timeout, and records a crash', async () => {
    const { root, env } = project({
      tasks: [{ id: 'h-1' }, { id: 'c-1' }],
      timeout: '2s',
      script: {
        'h-1': [{ sleepMs: 60_000 }],
        'c-1': [{ marker: 'none', exit: 7, say: 'segfault, sort of' }],
      },
    });
    const started = Date.now();
    const r = await build(root, env, '--max-attempts', '1');
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(r.code).toBe(1);
    const [h1, c1] = planOn(root, 'ralph/greet').specs[0]!.tasks;
    expect(h1!.attempts![0]!.outcome).toBe('timeout');
    expect(c1!.attempts![0]!.outcome).toBe('crashed');
  });

  it('commits on the current branch with --branch current', async () => {
    const { root, env } = project({ tasks: [{ id: 'x-1' }, { id: 'x-2' }] });
    const r = await build(root, env, '--branch', 'current');
    expect(r.code).toBe(0);
    expect(git(root, 'rev-list', '--count', 'HEAD')).toBe('2'); // initial + one spec commit
    expect(git(root, 'log', '-1', '--format=%s')).toBe('Greeting');
    expect(git(root, 'branch', '--list', 'ralph/*')).toBe('');
  });

  it('works with the plan in a subfolder of the repository', async () => {
    const { root, env } = project({ tasks: [{ id: 'sub-1' }] });
    git(root, 'mv', 'implementation.json', 'plan.json');
    mkdirSync(join(root, 'plans'));
    git(root, 'mv', 'plan.json', 'plans/implementation.json');
    git(root, 'commit', '--quiet', '-m', 'move the plan');
    const r = await build(root, env, '--plan', 'plans/implementation.json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(git(root, 'show', 'ralph/greet:sub-1.txt')).toBe('work of sub-1');
    expect(existsSync(join(root, '.ralph', 'logs', 'build.log'))).toBe(true);
  });

  it('shows what would run with --dry-run and runs nothing', async () => {
    const { root, prompts, env } = project({ tasks: [{ id: 'd-1' }, { id: 'd-2', dependsOn: ['d-1'] }] });
    const r = await build(root, env, '--dry-run');
    expect(r.code).toBe(0);
    expect(r.out).toContain('d-1');
    expect(r.out).not.toContain('d-2');
    expect(r.out).toContain("No gates: nothing would check the agent's work");
    expect(readdirSync(prompts)).toEqual([]); // no agent ran
  });

  it('--dry-run lists the gates, where they came from, and whether their tools resolve', async () => {
    const { root, env } = project({
      tasks: [{ id: 'd-1' }],
      gates: [
        { name: 'test', command: 'node --test', source: '.github/workflows/ci.yml, job test' },
        { name: 'types', command: 'mypy', required: false },
      ],
    });
    const r = await build(root, { ...env, PATH: dirname(process.execPath) }, '--dry-run');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Gates, in order (first on the untouched tree, then after each attempt):');
    expect(r.out).toContain(
      '  test: node --test\n    from: .github/workflows/ci.yml, job test\n    tool: node found',
    );
    expect(r.out).toContain('  types: mypy (not required)\n    tool: mypy not found on PATH');
  });

  it("--dry-run exits 1 when a required gate's tool is missing, naming it and the fix", async () => {
    const { root, env } = project({
      tasks: [{ id: 'd-1' }],
      gates: [
        { name: 'test', command: 'node --test' },
        { name: 'lint', command: 'RUFF_CACHE_DIR=/tmp ruff check' },
        { name: 'types', command: 'mypy', required: false },
      ],
    });
    const r = await build(root, { ...env, PATH: dirname(process.execPath) }, '--dry-run');
    expect(r.code).toBe(1);
    expect(r.out).toContain('  lint: RUFF_CACHE_DIR=/tmp ruff check\n    tool: ruff not found on PATH');
    expect(r.err).toBe(
      '\nralph build would stop before any agent:\n  - the required gate "lint" (`RUFF_CACHE_DIR=/tmp ruff check`): calls `ruff`, which is not found on PATH; install it: `pip install ruff`\nOr mark such a gate "required": false in implementation.json.\n',
    );
    // An optional gate's missing tool alone does not fail it: see the test above (mypy).
  });

  it("--dry-run reads a gate's leading assignments as the shell does: a quoted value with a space is one word", async () => {
    const { root, env } = project({
      tasks: [{ id: 'd-1' }],
      gates: [{ name: 'quoted', command: "FOO='a b' true" }],
    });
    const r = await build(root, env, '--dry-run');
    expect(r.out).toMatch(/ {2}quoted: FOO='a b' true\n {4}tool: true found \(/);
    // What it prints and what it decides agree: found, so nothing would stop the build.
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });

  it('--dry-run exits 1 when a required gate runs a package.json script that is not there', async () => {
    const { root, env } = project({
      tasks: [{ id: 'd-1' }],
      gates: [{ name: 'lint', command: 'npm run lint' }],
      files: { 'package.json': JSON.stringify({ name: 'demo', scripts: { test: 'true' } }) },
    });
    const r = await build(root, env, '--dry-run');
    expect(r.out).toContain('  lint: npm run lint\n    tool: npm found (');
    expect(r.out).toContain('; script "lint" NOT in package.json');
    expect(r.err).toBe(
      '\nralph build would stop before any agent:\n  - the required gate "lint" (`npm run lint`): runs script "lint" of package.json, which is not there; add script "lint" to package.json\nOr mark such a gate "required": false in implementation.json.\n',
    );
    expect(r.code).toBe(1);
  });

  it('--baseline runs every gate on the untouched tree and says which are red; exit 1 when a required one is', async () => {
    const { root, env } = project({
      tasks: [{ id: 'b-1' }],
      gates: [
        { name: 'types', command: 'true' },
        { name: 'test', command: "echo '> pkg@1.0.0 test'; echo; echo 'FAIL src/a.test.js > adds'; exit 1" },
        { name: 'docs', command: 'echo missing docs; exit 2', required: false },
      ],
    });
    const r = await build(root, env, '--baseline');
    expect(r.code, r.err).toBe(1);
    const head = git(root, 'rev-parse', '--short=7', 'HEAD');
    expect(r.out).toContain(`Gates on the untouched tree (${head}), in order:`);
    expect(r.out).toMatch(/ {2}✓ types: passed in \d+\.\ds\n/);
    expect(r.out).toMatch(/ {2}✗ test: red \(exit 1\) in \d+\.\ds: FAIL src\/a\.test\.js > adds\n/);
    expect(r.out).toMatch(/ {2}✗ docs: red \(exit 2\) in \d+\.\ds: missing docs\n/);
    expect(r.out).toContain('Red on the untouched tree: test, docs. Logs: .ralph/logs/baseline/.');
    expect(r.out).toContain('A required gate that is red before any agent stops `ralph build`');
    // No agent ran, nothing was recorded or committed.
    expect(git(root, 'log', '--oneline').split('\n')).toHaveLength(1);
    expect(git(root, 'branch', '--list', 'ralph/*')).toBe('');
    // Only an optional gate red: exit 0.
    const plan = JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan;
    plan.gates = plan.gates!.filter((g) => g.name !== 'test');
    writeFileSync(join(root, 'implementation.json'), planJson(plan));
    git(root, 'commit', '--quiet', '-am', 'no test gate');
    const optional = await build(root, env, '--baseline');
    expect(optional.code).toBe(0);
    expect(optional.out).toContain('These gates are not required: they do not stop a build.');
  });

  it('refuses to start on a dirty work tree', async () => {
    const { root, env } = project({ tasks: [{ id: 'z-1' }] });
    writeFileSync(join(root, 'README.md'), 'changed\n');
    const r = await build(root, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain('uncommitted changes (README.md)');
  });

  it('stops before the first attempt when the agent CLI is not installed, and records nothing', async () => {
    const { root, env } = project({ tasks: [{ id: 'n-1' }] });
    const head = git(root, 'rev-parse', 'HEAD');
    const r = await build(root, { ...env, PATH: dirname(process.execPath) }, '--agent', 'codex');
    expect(r.code).toBe(1);
    expect(r.err).toContain('the codex agent needs the `codex` CLI, and there is no `codex` on PATH');
    expect(r.err).toContain('npm install -g @openai/codex');
    // Nothing started: no branch, no attempt, a clean work tree on the same commit.
    expect(git(root, 'branch', '--list')).toBe('* main');
    expect(git(root, 'status', '--porcelain')).toBe('');
    expect(git(root, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('stops on a rate limit with exit code 75, the task pending again, so a script can wait and resume', async () => {
    const { root, prompts, env } = project({ tasks: [{ id: 'r-1' }, { id: 'r-2' }] });
    const plan = JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan;
    plan.agent!.command = `node ${join(AGENTS, 'ratelimit.mjs')}`;
    writeFileSync(join(root, 'implementation.json'), planJson(plan));
    git(root, 'commit', '--quiet', '-am', 'an agent that hits its usage limit');
    const r = await build(root, env);
    expect(r.code, r.out + r.err).toBe(75);
    expect(r.out).toContain('Stopped: the agent hit a rate limit; run `ralph build` again later to resume');
    const [r1, r2] = planOn(root, 'ralph/greet').specs[0]!.tasks;
    expect(r1).toMatchObject({ status: 'pending', attempts: [{ number: 1, outcome: 'rate_limited' }] });
    expect(r2!.status).toBe('pending');
    expect(r2).not.toHaveProperty('attempts'); // the loop stopped: nothing else started
    expect(readdirSync(prompts)).toEqual([]); // ratelimit.mjs keeps no prompts; the scripted agent never ran

    const help = await runCli(['build', '--help'], { out: (t) => (r.out = t), err: () => {} });
    expect(help).toBe(0);
    expect(r.out).toMatch(/\b75 stopped on a rate limit \(wait, then run\s+again to resume\)/);
  });

  it('--max-cost stops the loop once the recorded cost reaches it, and records what each attempt cost', async () => {
    const record = tempDir('ralph-record-');
    const plan: Plan = {
      version: 1,
      agent: {
        provider: 'claude',
        env: { ANTHROPIC_BASE_URL: 'https://llm-gateway.example.com' },
        args: ['--append-system-prompt', 'Be brief.'],
      },
      specs: [
        {
          id: 'greet',
          name: 'Greeting',
          tasks: ['c-1', 'c-2', 'c-3'].map((id) => ({
            id,
            description: `do ${id}`,
            status: 'pending' as const,
          })),
        },
      ],
    };
    const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n' });
    const env = {
      ...process.env,
      PATH: `${claudeOnPath({ record, baseUrl: true })}:${process.env.PATH}`,
      CI: 'true',
    };

    // $0.0084 an attempt: c-1 starts at $0, c-2 at $0.0084, and c-3 would start at $0.0168.
    const r = await build(root, env, '--max-cost', '0.01');
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain(
      "Stopped: the plan's cost budget is spent: $0.0168 recorded of $0.01; no task starts until the budget is raised",
    );
    expect(r.out).toContain('Cost of this build: $0.0168');
    // The agent's output as a person reads it, with turns and cost at its end; no raw JSON.
    expect(r.out).toContain('│ All done. The requested change is complete.');
    expect(r.out).toContain('│ finished: 2 turns, $0.0084');
    expect(r.out).toMatch(/agent: done in \d+(\.\d+)?s, 2 turns, \$0\.0084/);
    expect(r.out).not.toContain('"type":"assistant"');
    const tasks = planOn(root, 'ralph/greet').specs[0]!.tasks;
    expect(tasks.map((t) => t.status)).toEqual(['completed', 'completed', 'pending']);
    expect(tasks[0]!.attempts![0]).toMatchObject({
      outcome: 'passed',
      turns: 2,
      inputTokens: 2400,
      outputTokens: 80,
      costUsd: 0.0084,
    });
    expect(existsSync(join(record, 'c-3.1.json'))).toBe(false); // no agent ran for c-3

    // The plan's agent.args and agent.env reached the CLI.
    const seen = JSON.parse(readFileSync(join(record, 'c-1.1.json'), 'utf8')) as { argv: string[] };
    expect(seen.argv.slice(-2)).toEqual(['--append-system-prompt', 'Be brief.']);
    expect(readFileSync(join(record, 'c-1.1.url'), 'utf8')).toBe('https://llm-gateway.example.com');

    // Run again with the same budget: nothing starts. With more, the rest runs.
    const again = await build(root, env, '--max-cost', '0.01');
    expect(again.out).toContain("Stopped: the plan's cost budget is spent");
    expect(existsSync(join(record, 'c-3.1.json'))).toBe(false);
    const more = await build(root, env, '--max-cost', '$0.05');
    expect(more.code, more.out + more.err).toBe(0);
    expect(planOn(root, 'ralph/greet').specs[0]!.tasks[2]!.status).toBe('completed');

    const bad = await build(root, env, '--max-cost', 'lots');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain(
      '--max-cost must be an amount in USD greater than 0, such as 5 or 2.50; got "lots"',
    );
  });

  it("blocks a task once its attempts' recorded cost reaches its maxCostUsd, before its retry budget", async () => {
    const record = tempDir('ralph-record-');
    const plan: Plan = {
      version: 1,
      gates: [{ name: 'never', command: '[ -n "$RALPH_BASELINE" ] || exit 1' }],
      agent: { provider: 'claude', maxCostUsd: 0.015, maxAttempts: 5 },
      specs: [{ id: 'greet', tasks: [{ id: 'm-1', description: 'do m-1', status: 'pending' }] }],
    };
    const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n' });
    const env = {
      ...process.env,
      PATH: `${claudeOnPath({ record, baseUrl: true })}:${process.env.PATH}`,
      CI: 'true',
    };
    const r = await build(root, env);
    expect(r.code, r.out + r.err).toBe(1);
    const task = planOn(root, 'ralph/greet').specs[0]!.tasks[0]!;
    expect(task.attempts!.map((a) => a.outcome)).toEqual(['gate_failed', 'gate_failed']);
    expect(task.status).toBe('blocked');
    expect(task.blockedReason).toMatch(
      /^cost budget spent \(\$0\.0168 of \$0\.015 maxCostUsd\); last: gate "never"/,
    );
  });

  it('puts the running task back to pending on Ctrl-C, and resumes', async () => {
    const { root, prompts, env } = project({
      tasks: [{ id: 's-1' }],
      script: { 's-1': [{ sleepMs: 30_000, write: { 'slow.txt': 'x' } }] },
    });
    const child = spawn(process.execPath, [DIST_ENTRY, 'build'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    // Wait until the agent has its prompt, then interrupt.
    for (let i = 0; i < 200 && !existsSync(join(prompts, 's-1.1.md')); i++)
      await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code, out).toBe(130);
    expect(git(root, 'status', '--porcelain')).toBe('');
    expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    const plan = planOn(root, 'ralph/greet');
    expect(plan.specs[0]!.tasks[0]!.status).toBe('pending');

    // The interrupted attempt left no record (it is attempt 1 again); this time it is quick.
    writeFileSync(env.AGENT_SCRIPT!, JSON.stringify({ 's-1': [{ write: { 'slow.txt': 'x' } }] }));
    const again = await build(root, env);
    expect(again.code).toBe(0);
    expect(planOn(root, 'ralph/greet').specs[0]!.tasks[0]!.status).toBe('completed');
  });
});
