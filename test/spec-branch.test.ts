// The spec-branch algorithm against real git and a bare remote: merging the base in, the
// squash onto the base (and its fallback), and the plan view over spec branches.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Git } from '../src/adapters/git.js';
import { readPlanView } from '../src/adapters/plan-view.js';
import { checkoutSpecBranch, fetchBranches, squashSpecBranch } from '../src/adapters/spec-branch.js';
import type { Plan } from '../src/core/plan.js';
import { cloneFresh, git, makeRemote, makeRepo, planJson } from './support/repo.js';

function setup(files: Record<string, string> = {}) {
  const work = makeRepo({ 'README.md': 'one\ntwo\nthree\n', ...files });
  const { remote } = makeRemote(work);
  return { remote };
}

/** Commits `files` on `branch` (created from origin/main when new) in a fresh clone and pushes. */
function pushChange(remote: string, branch: string, files: Record<string, string>, message = 'change'): void {
  const ws = cloneFresh(remote);
  const exists = git(ws, 'ls-remote', '--heads', 'origin', branch) !== '';
  git(ws, 'checkout', '--quiet', ...(exists ? [branch] : ['-b', branch]));
  for (const [path, content] of Object.entries(files)) writeFileSync(join(ws, path), content);
  git(ws, 'add', '-A');
  git(ws, 'commit', '--quiet', '-m', message);
  git(ws, 'push', '--quiet', 'origin', branch);
}

describe('checkoutSpecBranch', () => {
  it('starts a new spec branch from the base', async () => {
    const { remote } = setup();
    const ws = cloneFresh(remote);
    const r = await checkoutSpecBranch(new Git(ws), 'ralph/a', 'main');
    expect(r.merged).toBe(false);
    expect(git(ws, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('ralph/a');
    expect(r.sha).toBe(git(ws, 'rev-parse', 'origin/main'));
  });

  it('merges in what the base gained since the branch began', async () => {
    const { remote } = setup();
    pushChange(remote, 'ralph/a', { 'a.txt': 'spec work\n' });
    pushChange(remote, 'main', { 'b.txt': 'merged elsewhere\n' });
    const ws = cloneFresh(remote);
    const r = await checkoutSpecBranch(new Git(ws), 'ralph/a', 'main');
    expect(r.merged).toBe(true);
    expect(git(ws, 'ls-files').split('\n')).toEqual(expect.arrayContaining(['a.txt', 'b.txt']));
  });

  it('backs a conflicting merge out and leaves the branch as it was', async () => {
    const { remote } = setup();
    pushChange(remote, 'ralph/a', { 'README.md': 'one\nspec\nthree\n' });
    pushChange(remote, 'main', { 'README.md': 'one\nbase\nthree\n' });
    const ws = cloneFresh(remote);
    const r = await checkoutSpecBranch(new Git(ws), 'ralph/a', 'main');
    expect(r.merged).toBe(false);
    expect(r.sha).toBe(git(ws, 'rev-parse', 'origin/ralph/a'));
    expect(git(ws, 'status', '--porcelain')).toBe('');
  });
});

describe('squashSpecBranch', () => {
  const squash = (ws: string, prepare = async () => {}) =>
    squashSpecBranch(new Git(ws), {
      branch: 'ralph/a',
      base: 'main',
      specId: 'a',
      message: 'Spec A\n\nRalph-Spec: a\n',
      stage: ['PROGRESS.md'],
      prepare: async () => {
        writeFileSync(join(ws, 'PROGRESS.md'), '# Progress\n');
        await prepare();
      },
    });

  it('rewrites the branch to one commit on top of the current base, and leaves it alone the second time', async () => {
    const { remote } = setup();
    pushChange(remote, 'ralph/a', { 'a1.txt': '1\n' }, 'ralph(a): complete a-1');
    pushChange(remote, 'ralph/a', { 'a2.txt': '2\n' }, 'ralph(a): complete a-2');
    pushChange(remote, 'main', { 'other.txt': 'x\n' });
    const ws = cloneFresh(remote);
    const first = await squash(ws);
    expect(first.rewritten).toBe(true);
    expect(git(remote, 'rev-list', '--count', 'main..ralph/a')).toBe('1');
    expect(git(remote, 'rev-parse', 'ralph/a^')).toBe(git(remote, 'rev-parse', 'main'));
    expect(git(remote, 'log', '-1', '--format=%s', 'ralph/a')).toBe('Spec A');
    expect(git(remote, 'show', '--name-only', '--format=', 'ralph/a').split('\n').sort()).toEqual([
      'PROGRESS.md',
      'a1.txt',
      'a2.txt',
    ]);

    const again = cloneFresh(remote);
    await fetchBranches(new Git(again));
    const second = await squash(again);
    expect(second).toEqual({ sha: first.sha, rewritten: false });
  });

  it('squashes onto the fork point when the branch does not apply on the current base', async () => {
    const { remote } = setup();
    const fork = git(remote, 'rev-parse', 'main');
    pushChange(remote, 'ralph/a', { 'README.md': 'one\nspec\nthree\n' });
    pushChange(remote, 'main', { 'README.md': 'one\nbase\nthree\n' });
    const ws = cloneFresh(remote);
    await squash(ws);
    expect(git(remote, 'rev-parse', 'ralph/a^')).toBe(fork);
    expect(git(remote, 'show', 'ralph/a:README.md')).toBe('one\nspec\nthree');
  });
});

describe('readPlanView', () => {
  it('takes task state from the spec branch and tasks added on the base since', async () => {
    const plan = (tasks: Plan['specs'][number]['tasks']): Plan => ({
      version: 1,
      specs: [{ id: 'a', tasks }],
    });
    const { remote } = setup({
      'implementation.json': planJson(plan([{ id: 'a-1', description: 'one', status: 'pending' }])),
    });
    pushChange(remote, 'ralph/a', {
      'implementation.json': planJson(plan([{ id: 'a-1', description: 'one', status: 'completed' }])),
    });
    const base = plan([
      { id: 'a-1', description: 'one, reworded', status: 'pending' },
      { id: 'a-2', description: 'added on main', status: 'pending', dependsOn: ['a-1'] },
    ]);
    pushChange(remote, 'main', { 'implementation.json': planJson(base) });
    const ws = cloneFresh(remote);
    const view = await readPlanView(new Git(ws), {
      planFile: 'implementation.json',
      baseText: planJson(base),
      baseName: 'main',
      refs: 'refs/remotes/origin/',
      branchPrefix: 'ralph/',
    });
    expect(view.branches.get('a')).toBe('ralph/a');
    expect(view.plan.specs[0]!.tasks.map((t) => [t.id, t.status, t.description])).toEqual([
      ['a-1', 'completed', 'one, reworded'],
      ['a-2', 'pending', 'added on main'],
    ]);
    expect(view.baseStatus.get('a-1')).toBe('pending');
  });
});
