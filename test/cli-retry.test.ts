// Unblocking a task from the base branch (docs/ARCHITECTURE.md#life-of-a-task-locally, #listening): `ralph retry`,
// `ralph skip` and `ralph set` write the plan where the task's state lives, its spec branch,
// as one commit made without checking the branch out; `ralph status` says how to unblock a
// blocked task. Real git repositories throughout.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { planOf, spec, task } from './plan-fixtures.js';
import { runRalph } from './support/cli.js';
import { cloneFresh, git, makeRemote, makeRepo, planJson, tempDir } from './support/repo.js';
import { scriptedAgent, scriptedEnv } from './support/scripted-agent.js';

/** No git identity but the repository's own: a machine's global user.name stays out of the tests. */
const ENV = { USER: 'someone-else', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

const ralph = (cwd: string, argv: string[], env: NodeJS.ProcessEnv = ENV) => runRalph(cwd, argv, env);

function basePlan(): Plan {
  return planOf(
    spec(
      'api',
      [
        task('api-1', { status: 'completed' }),
        task('api-2', { title: 'S3 upload endpoint' }),
        task('api-3', { dependsOn: ['api-2'] }),
      ],
      { priority: 1, issue: 7 },
    ),
    spec('ui', [task('ui-1')], { priority: 2 }),
  );
}

const BLOCKED: Partial<Task> = {
  status: 'blocked',
  blockedReason: 'needs S3 credentials',
  attempts: [
    { number: 1, outcome: 'gate_failed', gate: 'test' },
    { number: 2, outcome: 'blocked', summary: 'needs S3 credentials' },
  ],
};

/**
 * A repository on main whose plan says api-2 is pending, and a spec branch (`<prefix>api`,
 * checked out again to main) where its two attempts ended blocked: the state lives there.
 */
function blockedOnBranch(prefix = 'ralph/') {
  const root = makeRepo({ 'implementation.json': planJson(basePlan()), 'README.md': '# demo\n' });
  git(root, 'config', 'user.name', 'Rae Viewer');
  git(root, 'config', 'user.email', 'rae@example.com');
  const branch = `${prefix}api`;
  git(root, 'checkout', '--quiet', '-b', branch);
  const onBranch = basePlan();
  Object.assign(onBranch.specs[0]!.tasks[1]!, BLOCKED);
  writeFileSync(join(root, 'implementation.json'), planJson(onBranch));
  git(root, 'commit', '--quiet', '-am', 'ralph(api): attempt 2 (blocked) of api-2');
  git(root, 'checkout', '--quiet', 'main');
  return {
    root,
    branch,
    tip: git(root, 'rev-parse', branch),
    main: git(root, 'rev-parse', 'main'),
    mainText: readFileSync(join(root, 'implementation.json'), 'utf8'),
    branchText: git(root, 'show', `${branch}:implementation.json`),
  };
}

function planOn(root: string, ref: string): Plan {
  return JSON.parse(git(root, 'show', `${ref}:implementation.json`)) as Plan;
}

function taskOn(root: string, ref: string, id: string): Task {
  return planOn(root, ref)
    .specs.flatMap((s) => s.tasks)
    .find((t) => t.id === id)!;
}

/** Main, its work tree, its index and the checked-out branch are as they were. */
function expectMainUntouched(r: ReturnType<typeof blockedOnBranch>): void {
  expect(git(r.root, 'rev-parse', 'main')).toBe(r.main);
  expect(git(r.root, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
  expect(readFileSync(join(r.root, 'implementation.json'), 'utf8')).toBe(r.mainText);
  expect(git(r.root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
}

describe('ralph retry', () => {
  it('from main, commits the retry on the spec branch: pending, fresh budget, the answer as a comment', async () => {
    const r = blockedOnBranch();
    const answer = 'The S3 credentials are in .env.example now.';
    const before = Date.now();
    const res = await ralph(r.root, ['retry', 'api-2', '--reason', answer]);
    expect(res).toEqual({
      code: 0,
      out: 'api-2: blocked -> pending on ralph/api (retry budget reset; comment added)',
      err: '',
    });
    expectMainUntouched(r);

    // One new commit on the branch, on top of its old tip, touching the plan only.
    expect(git(r.root, 'rev-list', '--count', `${r.tip}..ralph/api`)).toBe('1');
    expect(git(r.root, 'rev-parse', 'ralph/api^')).toBe(r.tip);
    expect(git(r.root, 'log', '-1', '--format=%s', 'ralph/api')).toBe('ralph(api): retry api-2');
    expect(git(r.root, 'log', '-1', '--format=%B', 'ralph/api')).toContain('Ralph-Task: api-2');
    expect(git(r.root, 'log', '-1', '--format=%an <%ae>', 'ralph/api')).toBe('Rae Viewer <rae@example.com>');
    expect(git(r.root, 'diff', '--name-only', r.tip, 'ralph/api')).toBe('implementation.json');

    const t = taskOn(r.root, 'ralph/api', 'api-2');
    expect(t.status).toBe('pending');
    expect(t).not.toHaveProperty('blockedReason');
    expect(t.retryBudgetFrom).toBe(2);
    expect(t.attempts).toEqual(BLOCKED.attempts);
    expect(t.comments).toEqual([{ author: 'Rae Viewer', body: answer, created: expect.any(String) }]);
    expect(Date.parse(t.comments![0]!.created!)).toBeGreaterThanOrEqual(before - 1000);
    // A minimal edit: every byte outside api-2's entry is as it was.
    const text = git(r.root, 'show', 'ralph/api:implementation.json');
    const cut = (s: string) => [s.slice(0, s.indexOf('"id": "api-2"')), s.slice(s.indexOf('"id": "api-3"'))];
    expect(cut(text)).toEqual(cut(r.branchText));

    // Main now sees it ready again, as attempt 3 with a full budget.
    const next = JSON.parse((await ralph(r.root, ['next', '--json'])).out);
    expect(next).toContainEqual(expect.objectContaining({ task: 'api-2', attempt: 3, branch: 'ralph/api' }));
    const status = JSON.parse((await ralph(r.root, ['status', '--json'])).out);
    expect(status.specs[0].tasks[1]).toMatchObject({
      id: 'api-2',
      status: 'pending',
      attempts: 0,
      ready: true,
    });
    expect(status.specs[0].tasks[1]).not.toHaveProperty('unblock');
  });

  it('refuses a task that is not blocked or failed, naming the status where it lives', async () => {
    const r = blockedOnBranch();
    const pending = await ralph(r.root, ['retry', 'api-3']);
    expect(pending.code).toBe(1);
    expect(pending.err).toBe(
      'ralph retry: api-3 is pending on ralph/api, not blocked or failed; it is already waiting to run',
    );
    const completed = await ralph(r.root, ['retry', 'api-1']);
    expect(completed.code).toBe(1);
    expect(completed.err).toContain('api-1 is completed on ralph/api, not blocked or failed');
    expect(completed.err).toContain('ralph set api-1 --status pending');
    // After a retry, a second one is refused: the task is pending on the branch now.
    expect((await ralph(r.root, ['retry', 'api-2'])).code).toBe(0);
    const tip = git(r.root, 'rev-parse', 'ralph/api');
    const again = await ralph(r.root, ['retry', 'api-2']);
    expect(again.err).toContain('api-2 is pending on ralph/api');
    expect(git(r.root, 'rev-parse', 'ralph/api')).toBe(tip);
    expectMainUntouched(r);
  });

  it('refuses an unknown task with the list of known ids', async () => {
    const r = blockedOnBranch();
    for (const cmd of ['retry', 'skip']) {
      const res = await ralph(r.root, [cmd, 'api-9', '--reason', 'x']);
      expect(res.code).toBe(1);
      expect(res.err).toMatch(new RegExp(`^ralph ${cmd}: no task "api-9" in .*implementation\\.json`));
      expect(res.err).toContain('its tasks are api-1, api-2, api-3, ui-1');
    }
    expect(git(r.root, 'rev-parse', 'ralph/api')).toBe(r.tip);
    expectMainUntouched(r);
  });

  it('without a spec branch, edits the plan file of the work tree (a failed task, no reason)', async () => {
    const plan = basePlan();
    Object.assign(plan.specs[1]!.tasks[0]!, {
      status: 'failed',
      attempts: [{ number: 1, outcome: 'gate_failed' }],
    });
    const root = makeRepo({ 'implementation.json': planJson(plan) });
    const head = git(root, 'rev-parse', 'HEAD');
    const res = await ralph(root, ['retry', 'ui-1']);
    expect(res).toEqual({ code: 0, out: 'ui-1: failed -> pending (retry budget reset)', err: '' });
    const t = (JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan).specs[1]!
      .tasks[0]!;
    expect(t).toMatchObject({ status: 'pending', retryBudgetFrom: 1 });
    expect(t).not.toHaveProperty('comments');
    expect(git(root, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(root, 'branch', '--list')).toBe('* main');
  });

  it('on the spec branch itself: refuses a changed plan file, else commits and keeps the checkout clean', async () => {
    const r = blockedOnBranch();
    git(r.root, 'checkout', '--quiet', 'ralph/api');
    const path = join(r.root, 'implementation.json');
    const edited = r.branchText.replace('"do api-1"', '"do api-1 with care"');
    writeFileSync(path, edited);
    const refused = await ralph(r.root, ['retry', 'api-2', '--reason', 'go']);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      'ralph retry: ralph/api is checked out here and its implementation.json has uncommitted changes; commit or discard them (git restore implementation.json), then run this again',
    );
    expect(readFileSync(path, 'utf8')).toBe(edited);
    expect(git(r.root, 'rev-parse', 'ralph/api')).toBe(r.tip);

    git(r.root, 'checkout', '--quiet', '--', 'implementation.json');
    const res = await ralph(r.root, ['retry', 'api-2', '--reason', 'go']);
    expect(res.out).toBe('api-2: blocked -> pending on ralph/api (retry budget reset; comment added)');
    expect(git(r.root, 'rev-parse', 'ralph/api^')).toBe(r.tip);
    expect(git(r.root, 'symbolic-ref', '--short', 'HEAD')).toBe('ralph/api');
    expect(readFileSync(path, 'utf8')).toBe(`${git(r.root, 'show', 'ralph/api:implementation.json')}\n`);
    expect(git(r.root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('checked out in another worktree: that checkout gets the change too and stays clean', async () => {
    const r = blockedOnBranch();
    const wt = join(tempDir('ralph-wt-'), 'api');
    git(r.root, 'worktree', 'add', '--quiet', wt, 'ralph/api');
    const res = await ralph(r.root, ['retry', 'api-2']);
    expect(res.out).toBe('api-2: blocked -> pending on ralph/api (retry budget reset)');
    expectMainUntouched(r);
    expect(readFileSync(join(wt, 'implementation.json'), 'utf8')).toBe(
      `${git(r.root, 'show', 'ralph/api:implementation.json')}\n`,
    );
    expect(git(wt, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('says when the branch is on origin too, where the change still has to go', async () => {
    const r = blockedOnBranch();
    git(r.root, 'update-ref', 'refs/remotes/origin/ralph/api', r.tip);
    const res = await ralph(r.root, ['retry', 'api-2', '--reason', 'go']);
    expect(res.out).toBe(
      'api-2: blocked -> pending on ralph/api (retry budget reset; comment added)\n' +
        'ralph/api is on origin too: `git push origin ralph/api` takes this change there.',
    );
    expect(git(r.root, 'rev-parse', 'refs/remotes/origin/ralph/api')).toBe(r.tip);
  });

  it('takes --branch-prefix for spec branches named otherwise', async () => {
    const r = blockedOnBranch('work/');
    const status = await ralph(r.root, ['status', '--branch-prefix', 'work/']);
    expect(status.out).toContain('ralph retry api-2 --reason "..." --branch-prefix work/');
    const res = await ralph(r.root, ['retry', 'api-2', '--branch-prefix', 'work/']);
    expect(res.out).toBe('api-2: blocked -> pending on work/api (retry budget reset)');
    expect(taskOn(r.root, 'work/api', 'api-2').status).toBe('pending');
    expectMainUntouched(r);
  });
});

/**
 * blockedOnBranch's repository pushed to a bare remote (main and ralph/api, where api-2 is
 * blocked), and a fresh clone of it: only main is a local branch there; origin/ralph/api is
 * the remote-tracking branch.
 */
function clonedWithRemoteBranch() {
  const r = blockedOnBranch();
  const { remote } = makeRemote(r.root);
  const clone = cloneFresh(remote);
  git(clone, 'config', 'user.name', 'Cleo Clone');
  git(clone, 'config', 'user.email', 'cleo@example.com');
  return { ...r, remote, clone };
}

describe('in a clone: the remote-tracking spec branches count', () => {
  it('a fresh clone: status shows the blocked task, retry makes ralph/api from origin/ralph/api, the push goes through, prompt shows the answer', async () => {
    const c = clonedWithRemoteBranch();
    expect(git(c.clone, 'branch', '--list', 'ralph/*')).toBe('');
    const status = await ralph(c.clone, ['status']);
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/api-2\s.*blocked/);
    expect(status.out).toContain('Progress read from the spec branch origin/ralph/api.');
    expect(status.out).toContain('ralph retry api-2 --reason "..."');
    expect(status.err).toBe('');
    const next = JSON.parse((await ralph(c.clone, ['next', '--json'])).out);
    expect(next.map((t: { task: string }) => t.task)).toEqual(['ui-1']);

    const answer = 'Use the test bucket.';
    const res = await ralph(c.clone, ['retry', 'api-2', '--reason', answer]);
    expect(res).toEqual({
      code: 0,
      out:
        'api-2: blocked -> pending on ralph/api (retry budget reset; comment added)\n' +
        'ralph/api was made here from origin/ralph/api, for this change: `git push origin ralph/api` takes it there.',
      err: '',
    });
    expect(git(c.clone, 'rev-parse', 'ralph/api^')).toBe(c.tip);
    expect(git(c.clone, 'rev-parse', '--abbrev-ref', 'ralph/api@{upstream}')).toBe('origin/ralph/api');
    expect(git(c.clone, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(git(c.clone, 'status', '--porcelain')).toBe('');
    git(c.clone, 'push', '--quiet', 'origin', 'ralph/api');
    expect(taskOn(c.remote, 'ralph/api', 'api-2')).toMatchObject({
      status: 'pending',
      comments: [expect.objectContaining({ author: 'Cleo Clone', body: answer })],
    });
    // The prompt on main is the one the next build gives: with the answer.
    const prompt = await ralph(c.clone, ['prompt', 'api-2']);
    expect(prompt.code).toBe(0);
    expect(prompt.out).toContain(answer);
    expect(prompt.out).toContain('Cleo Clone');
  });

  it('a refused retry leaves no branch behind', async () => {
    const c = clonedWithRemoteBranch();
    const res = await ralph(c.clone, ['retry', 'api-3']);
    expect(res.code).not.toBe(0);
    expect(res.err).toContain('api-3 is pending on ralph/api');
    expect(git(c.clone, 'branch', '--list', 'ralph/*')).toBe('');
    // No tracking configuration is left either (git config exits 1 when nothing matches).
    expect(() => git(c.clone, 'config', '--get-regexp', '^branch\\.ralph/')).toThrow();
  });

  it('a local branch behind the remote: status warns and reads the remote; retry refuses with the command that updates it, then works', async () => {
    const c = clonedWithRemoteBranch();
    // The local branch was made before the workflow recorded the blocked attempt.
    git(c.clone, 'branch', 'ralph/api', c.main);
    const status = await ralph(c.clone, ['status']);
    expect(status.out).toMatch(/api-2\s.*blocked/);
    expect(status.out).toContain('Progress read from the spec branch origin/ralph/api.');
    expect(status.err).toBe(
      `warning: ralph/api (at ${c.main.slice(0, 7)}) is behind origin/ralph/api (at ${c.tip.slice(0, 7)}); Ralph reads origin/ralph/api. Bring it up to date: git fetch origin ralph/api:ralph/api`,
    );
    expect((await ralph(c.clone, ['next'])).err).toBe(status.err);
    // graph and report read the same view, and say the same.
    for (const command of ['graph', 'report']) {
      const r = await ralph(c.clone, [command]);
      expect([r.code, r.err], command).toEqual([0, status.err]);
    }

    for (const verb of ['retry', 'skip'])
      expect(await ralph(c.clone, [verb, 'api-2'])).toEqual({
        code: 1,
        out: '',
        err: expect.stringContaining(
          `ralph/api (at ${c.main.slice(0, 7)}) is behind origin/ralph/api (at ${c.tip.slice(0, 7)}): a ${verb} committed on it would start from an old state, and its push would be refused. Bring it up to date, then run this again: git fetch origin ralph/api:ralph/api`,
        ),
      });
    expect((await ralph(c.clone, ['set', 'api-2', '--status', 'pending'])).err).toContain('is behind');
    expect(git(c.clone, 'rev-parse', 'ralph/api')).toBe(c.main);

    git(c.clone, 'fetch', '--quiet', 'origin', 'ralph/api:ralph/api');
    const res = await ralph(c.clone, ['retry', 'api-2']);
    expect(res.out).toBe(
      'api-2: blocked -> pending on ralph/api (retry budget reset)\n' +
        'ralph/api is on origin too: `git push origin ralph/api` takes this change there.',
    );
    git(c.clone, 'push', '--quiet', 'origin', 'ralph/api');
    expect(taskOn(c.remote, 'ralph/api', 'api-2').status).toBe('pending');
  });

  it('checked out and behind: the command is a pull there; ahead of the remote: the local branch is read and edited', async () => {
    const c = clonedWithRemoteBranch();
    git(c.clone, 'switch', '--quiet', '-c', 'ralph/api', c.main);
    const refused = await ralph(c.clone, ['retry', 'api-2']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'Bring it up to date, then run this again: git pull --ff-only origin ralph/api',
    );
    git(c.clone, 'pull', '--quiet', '--ff-only', 'origin', 'ralph/api');
    git(c.clone, 'switch', '--quiet', 'main');
    // A local commit on top of the remote's: the local branch is the newer one.
    const retried = await ralph(c.clone, ['retry', 'api-2', '--reason', 'first']);
    expect(retried.code).toBe(0);
    const status = await ralph(c.clone, ['status']);
    expect(status.err).toBe('');
    expect(status.out).toContain('Progress read from the spec branch ralph/api.');
    expect(status.out).toMatch(/api-2\s.*pending/);
  });

  it('diverged branches: status warns, retry refuses, naming both commits and the ways out', async () => {
    const c = clonedWithRemoteBranch();
    git(c.clone, 'branch', 'ralph/api', c.main);
    git(c.clone, 'switch', '--quiet', 'ralph/api');
    writeFileSync(join(c.clone, 'notes.txt'), 'local\n');
    git(c.clone, 'add', 'notes.txt');
    git(c.clone, 'commit', '--quiet', '-m', 'a local commit');
    git(c.clone, 'switch', '--quiet', 'main');
    const local = git(c.clone, 'rev-parse', 'ralph/api').slice(0, 7);
    const status = await ralph(c.clone, ['status']);
    expect(status.err).toContain(
      `warning: ralph/api (at ${local}) and origin/ralph/api (at ${c.tip.slice(0, 7)}) have diverged: each has commits the other lacks; Ralph reads ralph/api, the local one.`,
    );
    const res = await ralph(c.clone, ['retry', 'api-2']);
    expect(res.code).toBe(1);
    expect(res.err).toContain(
      `ralph/api (at ${local}) and origin/ralph/api (at ${c.tip.slice(0, 7)}) have diverged: each has commits the other lacks; Ralph commits on neither. To end this, merge them (git switch ralph/api && git pull --no-rebase origin ralph/api, then git push origin ralph/api), or drop the local commits (git branch -f ralph/api origin/ralph/api, from another branch); then run this again.`,
    );
    expect(git(c.clone, 'rev-parse', 'ralph/api').slice(0, 7)).toBe(local);
  });
});

describe('ralph skip', () => {
  it('from main, commits the skip on the spec branch, and what depends on it goes ahead', async () => {
    const r = blockedOnBranch();
    const res = await ralph(r.root, ['skip', 'api-2', '--reason', 'the old endpoint stays']);
    expect(res).toEqual({ code: 0, out: 'api-2: blocked -> skipped on ralph/api (comment added)', err: '' });
    expectMainUntouched(r);
    expect(git(r.root, 'rev-parse', 'ralph/api^')).toBe(r.tip);
    expect(git(r.root, 'log', '-1', '--format=%s', 'ralph/api')).toBe('ralph(api): skip api-2');
    const t = taskOn(r.root, 'ralph/api', 'api-2');
    expect(t.status).toBe('skipped');
    expect(t).not.toHaveProperty('blockedReason');
    expect(t.comments).toEqual([
      { author: 'Rae Viewer', body: 'the old endpoint stays', created: expect.any(String) },
    ]);
    const next = JSON.parse((await ralph(r.root, ['next', '--json', '--spec', 'api'])).out);
    expect(next).toEqual([expect.objectContaining({ task: 'api-3', branch: 'ralph/api' })]);
    // Skipping it again, or a completed task, is refused.
    expect((await ralph(r.root, ['skip', 'api-2'])).err).toBe(
      'ralph skip: api-2 is skipped on ralph/api already; nothing to skip',
    );
    expect((await ralph(r.root, ['skip', 'api-1'])).code).toBe(1);
  });
});

describe('ralph set where the state lives', () => {
  it('on main, changes the task on its spec branch and prints the real before and after', async () => {
    const r = blockedOnBranch();
    const res = await ralph(r.root, ['set', 'api-2', '--status', 'pending', '--reason', 'credentials added']);
    // Not "pending -> pending" from main's stale copy.
    expect(res).toEqual({ code: 0, out: 'api-2: blocked -> pending on ralph/api', err: '' });
    expectMainUntouched(r);
    expect(git(r.root, 'rev-parse', 'ralph/api^')).toBe(r.tip);
    expect(git(r.root, 'log', '-1', '--format=%s', 'ralph/api')).toBe('ralph(api): set api-2');
    const t = taskOn(r.root, 'ralph/api', 'api-2');
    expect(t).toMatchObject({ status: 'pending', retryBudgetFrom: 2 });
    expect(t.comments).toEqual([
      {
        author: 'Rae Viewer',
        body: 'status blocked -> pending: credentials added',
        created: expect.any(String),
      },
    ]);
    const back = await ralph(r.root, ['set', 'api-2', '--status', 'blocked', '--reason', 'wait for ops']);
    expect(back.out).toBe('api-2: pending -> blocked on ralph/api');
    expect(taskOn(r.root, 'ralph/api', 'api-2')).toMatchObject({
      status: 'blocked',
      blockedReason: 'wait for ops',
    });
    // A spec without a branch: main's work tree, as before.
    const ui = await ralph(r.root, ['set', 'ui-1', '--status', 'skipped']);
    expect(ui.out).toBe('ui-1: pending -> skipped');
    expect(
      JSON.parse(readFileSync(join(r.root, 'implementation.json'), 'utf8')).specs[1].tasks[0].status,
    ).toBe('skipped');
  });
});

describe('ralph status: how to unblock', () => {
  it('gives each blocked task the commands that unblock it, here and on GitHub', async () => {
    const r = blockedOnBranch();
    const res = await ralph(r.root, ['status']);
    expect(res.code).toBe(0);
    const [, counts, hints] = res.out.split('\n\n');
    expect(counts).toBe(
      '4 tasks, 1 completed, 1 ready, 0 in progress, 2 pending, 0 failed, 1 blocked, 0 skipped\n' +
        'Progress read from the spec branch ralph/api.',
    );
    expect(hints).toBe(
      [
        'api-2 is blocked. To unblock it:',
        '  ralph retry api-2 --reason "..."  run it again; your answer goes into its prompt',
        '  ralph skip api-2 --reason "..."   skip it; what depends on it goes ahead',
        '  or on GitHub, comment on issue #7: /ralph retry api-2 <answer>',
      ].join('\n'),
    );

    const json = JSON.parse((await ralph(r.root, ['status', '--json'])).out);
    expect(json.specs[0].branch).toBe('ralph/api');
    expect(json.specs[0].tasks[1]).toEqual({
      id: 'api-2',
      status: 'blocked',
      attempts: 2,
      agent: { provider: 'claude' },
      ready: false,
      waitsOn: 'blocked: needs S3 credentials',
      blockedReason: 'needs S3 credentials',
      unblock: {
        retry: 'ralph retry api-2 --reason "..."',
        skip: 'ralph skip api-2 --reason "..."',
        comment: '/ralph retry api-2 <answer>',
        issue: 7,
      },
    });
  });

  it("names the spec's tracking issue when the plan has no number, and passes --plan on", async () => {
    const plan = planOf(spec('docs', [task('docs-1', { status: 'blocked', blockedReason: 'which tone?' })]));
    const root = makeRepo({ 'my plans/p.json': planJson(plan) });
    const res = await ralph(root, ['status', '--plan', 'my plans/p.json']);
    expect(res.err).toBe('');
    expect(res.out).toContain(
      [
        'docs-1 is blocked. To unblock it:',
        `  ralph retry docs-1 --reason "..." --plan 'my plans/p.json'  run it again; your answer goes into its prompt`,
        `  ralph skip docs-1 --reason "..." --plan 'my plans/p.json'   skip it; what depends on it goes ahead`,
        "  or on GitHub, comment on docs's tracking issue: /ralph retry docs-1 <answer>",
      ].join('\n'),
    );
    // The hint works as printed.
    const retry = await ralph(root, ['retry', 'docs-1', '--reason', 'formal', '--plan', 'my plans/p.json']);
    expect(retry.out).toBe('docs-1: blocked -> pending (comment added)');
  });
});

describe('the local loop', () => {
  it('build blocks a task, retry from main unblocks it, build runs it again with the answer', async () => {
    const plan = planOf(
      spec('greet', [task('g-1'), task('g-2', { dependsOn: ['g-1'] })], { name: 'Greeting', priority: 1 }),
    );
    plan.agent = scriptedAgent();
    const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n' });
    git(root, 'config', 'user.name', 'Rae Viewer');
    git(root, 'config', 'user.email', 'rae@example.com');
    const prompts = tempDir('ralph-prompts-');
    const script = { 'g-1': [{ marker: 'blocked:which greeting?' }, { write: { 'g-1.txt': 'hello\n' } }] };
    const env = { ...scriptedEnv(script, prompts), ...ENV };

    const first = await ralph(root, ['build'], env);
    expect(first.code).toBe(1);
    expect(taskOn(root, 'ralph/greet', 'g-1')).toMatchObject({ status: 'blocked' });
    expect((await ralph(root, ['status'], env)).out).toContain('ralph retry g-1 --reason "..."');

    const retry = await ralph(root, ['retry', 'g-1', '--reason', 'Say hello.'], env);
    expect(retry.out).toBe('g-1: blocked -> pending on ralph/greet (retry budget reset; comment added)');

    const second = await ralph(root, ['build'], env);
    expect(second.err).toBe('');
    expect(second.code).toBe(0);
    expect(readFileSync(join(prompts, 'g-1.2.md'), 'utf8')).toContain('Rae Viewer');
    expect(readFileSync(join(prompts, 'g-1.2.md'), 'utf8')).toContain('Say hello.');
    const done = planOn(root, 'ralph/greet').specs[0]!;
    expect(done.status).toBe('completed');
    expect(done.tasks.map((t) => t.status)).toEqual(['completed', 'completed']);
  });
});

describe('a retry goes on from the last attempt', () => {
  it('after the budget is spent and `ralph retry`, the next attempt starts from the last work; --fresh-retry from the commit', async () => {
    for (const fresh of [false, true]) {
      const plan = planOf(spec('greet', [task('g-1')], { name: 'Greeting', priority: 1 }));
      plan.agent = scriptedAgent({ maxAttempts: 1 });
      // The gate passes once done.txt is there (and on the untouched tree).
      plan.gates = [{ name: 'done', command: 'test ! -f draft.txt || test -f done.txt' }];
      const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n' });
      git(root, 'config', 'user.name', 'Rae Viewer');
      git(root, 'config', 'user.email', 'rae@example.com');
      const prompts = tempDir('ralph-prompts-');
      const script = {
        'g-1': [
          { write: { 'draft.txt': 'a draft\n' } },
          {
            sh: `{ cat draft.txt 2>/dev/null || echo absent; } > "$AGENT_PROMPTS/g-1.2.seen"`,
            write: { 'done.txt': 'done\n' },
          },
        ],
      };
      const env = { ...scriptedEnv(script, prompts), ...ENV };
      const first = await ralph(root, ['build'], env);
      expect(first.code).toBe(1);
      expect(taskOn(root, 'ralph/greet', 'g-1')).toMatchObject({ status: 'blocked' });
      expect((await ralph(root, ['retry', 'g-1', '--reason', 'Finish it.'], env)).code).toBe(0);
      const second = await ralph(root, fresh ? ['build', '--fresh-retry'] : ['build'], env);
      expect(second.code, second.err).toBe(0);
      const seen = readFileSync(join(prompts, 'g-1.2.seen'), 'utf8');
      const prompt = readFileSync(join(prompts, 'g-1.2.md'), 'utf8');
      if (fresh) {
        expect(seen).toBe('absent\n');
        expect(prompt).toContain('The work tree was reset');
      } else {
        expect(seen).toBe('a draft\n');
        expect(prompt).toContain("Your previous attempt's changes are in the work tree");
      }
      expect(prompt).toContain('Finish it.');
    }
  });
});
