// The spec-branch git algorithm against real git and a bare remote: the start commit, merges
// as GitHub makes them, trees edited through a private index, leased pushes, and the plan view
// over spec branches. The writer's use of them end to end is in ci-flow.test.ts.
import { execFileSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Git } from '../src/adapters/git.js';
import { readPlanView } from '../src/adapters/plan-view.js';
import {
  commitTree,
  mergeConflicts,
  oneSpecCommit,
  pushLeased,
  startCommit,
  TreeEditor,
  treeChanges,
} from '../src/adapters/spec-branch.js';
import { branchWarnings, specBranchRef, specBranchRefs } from '../src/adapters/spec-branch-refs.js';
import type { Plan } from '../src/core/plan/plan.js';
import { cloneFresh, git, makeRemote, makeRepo, planJson, tempDir } from './support/repo.js';

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

const sha = (ws: string, ref: string) => git(ws, 'rev-parse', ref);

describe('startCommit', () => {
  it('starts from the spec tip itself when it has the base', async () => {
    const { remote } = setup();
    pushChange(remote, 'ralph/a', { 'a.txt': 'spec work\n' });
    const ws = cloneFresh(remote);
    const r = await startCommit(new Git(ws), {
      start: sha(ws, 'origin/ralph/a'),
      baseSha: sha(ws, 'origin/main'),
      branch: 'ralph/a',
      base: 'main',
    });
    expect(r).toEqual({ sha: sha(ws, 'origin/ralph/a'), merged: false });
  });

  it('makes the same merge commit in two separate clones, as the task job and the writer must', async () => {
    const { remote } = setup();
    pushChange(remote, 'ralph/a', { 'a.txt': 'spec work\n' });
    pushChange(remote, 'main', { 'b.txt': 'merged elsewhere\n' });
    const [one, two] = [cloneFresh(remote), cloneFresh(remote)];
    const start = (ws: string) =>
      startCommit(new Git(ws), {
        start: sha(ws, 'origin/ralph/a'),
        baseSha: sha(ws, 'origin/main'),
        branch: 'ralph/a',
        base: 'main',
      });
    const a = await start(one);
    await new Promise((r) => setTimeout(r, 1100)); // a second later: the dates must not differ
    const b = await start(two);
    expect(a.merged).toBe(true);
    expect(b.sha).toBe(a.sha);
    expect(git(one, 'ls-tree', '--name-only', a.sha).split('\n')).toEqual(
      expect.arrayContaining(['a.txt', 'b.txt']),
    );
    expect(git(one, 'log', '-1', '--format=%P', a.sha).split(' ')).toEqual([
      sha(one, 'origin/ralph/a'),
      sha(one, 'origin/main'),
    ]);
  });

  it('names the conflicting paths instead of backing out in silence', async () => {
    const { remote } = setup();
    pushChange(remote, 'ralph/a', { 'README.md': 'one\nspec\nthree\n' });
    pushChange(remote, 'main', { 'README.md': 'one\nbase\nthree\n' });
    const ws = cloneFresh(remote);
    const g = new Git(ws);
    expect(await mergeConflicts(g, sha(ws, 'origin/ralph/a'), sha(ws, 'origin/main'))).toEqual(['README.md']);
    await expect(
      startCommit(g, {
        start: sha(ws, 'origin/ralph/a'),
        baseSha: sha(ws, 'origin/main'),
        branch: 'ralph/a',
        base: 'main',
      }),
    ).rejects.toThrow(/ralph\/a conflicts with main in README.md; merge main into ralph\/a/);
  });
});

describe('TreeEditor and treeChanges', () => {
  it('applies a binary patch to a private index and reports modes, never touching the work tree', async () => {
    const { remote } = setup();
    const agent = cloneFresh(remote);
    writeFileSync(join(agent, 'bytes.bin'), Buffer.from([0, 1, 2, 255, 254, 0, 10]));
    writeFileSync(join(agent, 'README.md'), 'one\nTWO\nthree\n');
    git(agent, 'add', '-A');
    const patch = execFileSync('git', ['diff', '--cached', '--binary', 'HEAD'], { cwd: agent });
    const writer = cloneFresh(remote);
    const g = new Git(writer);
    const editor = new TreeEditor(g, join(tempDir(), 'index'));
    await editor.read('HEAD');
    expect(await editor.apply(patch)).toBeUndefined();
    await editor.put('implementation.json', '{}\n');
    const tree = await editor.write();
    expect(
      (await treeChanges(g, sha(writer, 'HEAD'), tree)).map((c) => [c.path, c.status, c.newMode]),
    ).toEqual([
      ['README.md', 'M', '100644'],
      ['bytes.bin', 'A', '100644'],
      ['implementation.json', 'A', '100644'],
    ]);
    expect(git(writer, 'cat-file', '-p', `${tree}:bytes.bin`)).toBe(
      Buffer.from([0, 1, 2, 255, 254, 0, 10]).toString('utf8').trim(),
    );
    // The work tree and the repository's own index are as they were.
    expect(git(writer, 'status', '--porcelain')).toBe('');
    expect(await editor.apply(Buffer.from('not a patch'))).toMatch(/./);
  });

  it('sees a symlink and a submodule for what they are', async () => {
    const { remote } = setup();
    const agent = cloneFresh(remote);
    symlinkSync('/etc/passwd', join(agent, 'link'));
    git(agent, 'add', 'link');
    git(agent, 'update-index', '--add', '--cacheinfo', `160000,${sha(agent, 'HEAD')},vendor/sub`);
    const patch = execFileSync('git', ['diff', '--cached', '--binary', 'HEAD'], { cwd: agent });
    const writer = cloneFresh(remote);
    const g = new Git(writer);
    const editor = new TreeEditor(g, join(tempDir(), 'index'));
    await editor.read('HEAD');
    expect(await editor.apply(patch)).toBeUndefined();
    const changes = await treeChanges(g, sha(writer, 'HEAD'), await editor.write());
    expect(changes.map((c) => [c.path, c.newMode])).toEqual([
      ['link', '120000'],
      ['vendor/sub', '160000'],
    ]);
  });
});

describe('pushLeased', () => {
  it('pushes only over the tip it expects, and never over a branch someone moved', async () => {
    const { remote } = setup();
    const ws = cloneFresh(remote);
    const g = new Git(ws);
    const main = sha(ws, 'origin/main');
    const tree = git(ws, 'rev-parse', 'HEAD^{tree}');
    const c1 = await commitTree(g, tree, [main], 'one');
    expect(await pushLeased(g, 'ralph/a', c1, undefined)).toBe(true);
    expect(git(remote, 'rev-parse', 'ralph/a')).toBe(c1);
    // Someone else pushes; a write that expected the old tip is refused.
    pushChange(remote, 'ralph/a', { 'x.txt': 'theirs\n' });
    const c2 = await commitTree(g, tree, [c1], 'two');
    expect(await pushLeased(g, 'ralph/a', c2, c1)).toBe(false);
    expect(git(remote, 'log', '-1', '--format=%s', 'ralph/a')).toBe('change');
    // A branch that should not exist yet, but does, is refused too.
    expect(await pushLeased(g, 'ralph/a', c2, undefined)).toBe(false);
  });
});

describe('oneSpecCommit', () => {
  it("tells a spec's single commit from a task's", async () => {
    const { remote } = setup();
    const ws = cloneFresh(remote);
    const g = new Git(ws);
    const main = sha(ws, 'origin/main');
    const tree = git(ws, 'rev-parse', 'HEAD^{tree}');
    const spec = await commitTree(
      g,
      tree,
      [main],
      'Spec A\n\n- a-1: one\n\nRalph-Spec: a\nRalph-Task: a-1\n',
    );
    const task = await commitTree(
      g,
      tree,
      [main],
      'ralph(a): complete a-1\n\none\n\nRalph-Spec: a\nRalph-Task: a-1\n',
    );
    expect(await oneSpecCommit(g, spec, 'a')).toEqual({
      parent: main,
      message: expect.stringMatching(/^Spec A/),
    });
    expect(await oneSpecCommit(g, task, 'a')).toBeUndefined();
    expect(await oneSpecCommit(g, spec, 'b')).toBeUndefined();
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

describe('specBranchRefs', () => {
  it('tells each relation of a local spec branch to its remote-tracking one', async () => {
    const ws = makeRepo({ 'README.md': 'one\n' });
    const tree = sha(ws, 'HEAD^{tree}');
    const commit = (message: string, ...parents: string[]) =>
      git(ws, 'commit-tree', tree, '-m', message, ...parents.flatMap((p) => ['-p', p]));
    const root = sha(ws, 'HEAD');
    const a = commit('a', root);
    const b = commit('b', a);
    const c = commit('c', root);
    const orphan = commit('orphan');
    const set = (branch: string, local?: string, remote?: string) => {
      if (local) git(ws, 'update-ref', `refs/heads/ralph/${branch}`, local);
      if (remote) git(ws, 'update-ref', `refs/remotes/origin/ralph/${branch}`, remote);
    };
    set('local', a);
    set('remote', undefined, a);
    set('same', a, a);
    set('behind', a, b);
    set('ahead', b, a);
    set('diverged', b, c);
    set('unrelated', a, orphan);
    const g = new Git(ws);
    const all = await specBranchRefs(g, 'ralph/');
    const seen = Object.fromEntries(
      [...all.values()].map((r) => [r.branch, [r.relation, r.ref, r.local, r.remote, r.tip?.sha]]),
    );
    const heads = (n: string) => `refs/heads/ralph/${n}`;
    const remotes = (n: string) => `refs/remotes/origin/ralph/${n}`;
    expect(seen).toEqual({
      'ralph/local': ['local', heads('local'), a, undefined, a],
      'ralph/remote': ['remote', remotes('remote'), undefined, a, a],
      'ralph/same': ['same', heads('same'), a, a, a],
      'ralph/behind': ['behind', remotes('behind'), a, b, b],
      'ralph/ahead': ['ahead', heads('ahead'), b, a, b],
      'ralph/diverged': ['diverged', heads('diverged'), b, c, b],
      'ralph/unrelated': ['diverged', heads('unrelated'), a, orphan, a],
    });
    // The one branch, as `ralph retry` reads it, stands the same way.
    for (const r of all.values()) {
      const one = await specBranchRef(g, r.branch);
      expect([one?.relation, one?.ref, one?.local, one?.remote]).toEqual([
        r.relation,
        r.ref,
        r.local,
        r.remote,
      ]);
    }
    expect(await specBranchRef(g, 'ralph/none')).toBeUndefined();
    // Only a local branch behind or diverged is warned about; behind names the command that updates it.
    const warnings = branchWarnings(all.values(), new Map([['ralph/behind', ws]]), ws);
    expect(warnings).toEqual([
      `warning: ralph/behind (at ${a.slice(0, 7)}) is behind origin/ralph/behind (at ${b.slice(0, 7)}); Ralph reads origin/ralph/behind. Bring it up to date: git pull --ff-only origin ralph/behind`,
      expect.stringMatching(
        /^warning: ralph\/diverged \(at \w{7}\) and origin\/ralph\/diverged \(at \w{7}\) have diverged/,
      ),
      expect.stringMatching(
        /^warning: ralph\/unrelated \(at \w{7}\) and origin\/ralph\/unrelated \(at \w{7}\) have diverged/,
      ),
    ]);
  });
});
