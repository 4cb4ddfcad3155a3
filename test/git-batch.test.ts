// One `git cat-file --batch` for every spec branch's plan (docs/ARCHITECTURE.md#performance): the reader of git's batch
// format (git-batch.ts) on real git output cut at every byte, streaming (an object is handed on
// while git is still writing the next), the plan view it serves against the reader it replaced
// (one `git show` per branch, kept here as the oracle), and `ralph status` / `ralph next`
// counted through a `git` on PATH that logs each start: one batch process, however many branches.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Git } from '../src/adapters/git.js';
import { type BatchObject, BatchParser, catFileBatch } from '../src/adapters/git-batch.js';
import { parsePlanText } from '../src/adapters/plan-file.js';
import { localPlanView, readPlanView } from '../src/adapters/plan-view.js';
import { overlaySpecBranches } from '../src/core/plan/branches.js';
import type { Plan } from '../src/core/plan/plan.js';
import { planOf, spec, task } from './plan-fixtures.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';

const REPO_ROOT = join(import.meta.dirname, '..');
/** tsx's loader by its path: the CLI runs in a repository that has no node_modules. */
const TSX = pathToFileURL(join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** Writes `files` as blobs; their ids in order. */
function blobs(repo: string, files: Array<string | Buffer>): string[] {
  return files.map((content) =>
    execFileSync('git', ['hash-object', '-w', '--stdin'], {
      cwd: repo,
      input: content,
      encoding: 'utf8',
    }).trim(),
  );
}

const simple = (o: BatchObject) =>
  o.missing
    ? { index: o.index, missing: true }
    : { index: o.index, type: o.type, content: o.content?.toString('latin1') };

describe('the batch format reader', () => {
  const repo = makeRepo({ 'a.txt': 'alpha\n' });
  const contents: Array<string | Buffer> = [
    '{"version": 1}\n',
    '',
    'no newline at the end',
    Buffer.from([0, 10, 255, 10, 10, 13, 0]), // LF and NUL inside, binary
    'line\n'.repeat(5000),
  ];
  const ids = blobs(repo, contents);
  const names = [
    ids[0]!,
    'HEAD:nope.txt',
    ids[1]!,
    'HEAD:a.txt',
    ids[2]!,
    'refs/heads/gone:a.txt',
    ids[3]!,
    ids[4]!,
  ];
  const output = execFileSync('git', ['cat-file', '--batch'], { cwd: repo, input: `${names.join('\n')}\n` });
  const expected = [
    { index: 0, type: 'blob', content: contents[0] },
    { index: 1, missing: true },
    { index: 2, type: 'blob', content: '' },
    { index: 3, type: 'blob', content: 'alpha\n' },
    { index: 4, type: 'blob', content: contents[2] },
    { index: 5, missing: true },
    { index: 6, type: 'blob', content: (contents[3] as Buffer).toString('latin1') },
    { index: 7, type: 'blob', content: contents[4] },
  ];

  it("reads git's own output whole, and cut into pieces of every size from 1 byte", () => {
    for (const size of [output.length, 1, 2, 3, 7, 64, 4095]) {
      const parser = new BatchParser(names);
      const got: BatchObject[] = [];
      for (let at = 0; at < output.length; at += size)
        got.push(...parser.push(output.subarray(at, at + size)));
      parser.end();
      expect(got.map(simple), `pieces of ${size}`).toEqual(expected);
      expect(got.every((o) => o.name === names[o.index])).toBe(true);
    }
  });

  it('hands an object on as soon as its last byte is in, not later', () => {
    const parser = new BatchParser(names);
    // The first object: its header line, its contents, and the LF after them.
    const headerEnd = output.indexOf('\n');
    const size = Number(output.subarray(0, headerEnd).toString().split(' ')[2]);
    const first = headerEnd + 1 + size + 1;
    expect(parser.push(output.subarray(0, first - 1))).toEqual([]);
    expect(parser.push(output.subarray(first - 1, first)).map(simple)).toEqual([expected[0]]);
  });

  it('says so when the output ends early or does not match what was asked', () => {
    const parser = new BatchParser(names);
    parser.push(output.subarray(0, 30));
    expect(() => parser.end()).toThrow('git cat-file gave its output ended after 0 of 8 replies');
    expect(() => new BatchParser(['x']).push(Buffer.from('garbage here\n'))).toThrow(
      'git cat-file gave an unexpected header for "x": "garbage here"',
    );
    expect(() => new BatchParser([]).push(Buffer.from('x missing\n'))).toThrow(
      'more output than was asked for',
    );
  });
});

/** The `git cat-file` processes this test process started that are still running. */
function catFileChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && cmdline.includes('cat-file')) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

describe('catFileBatch, one git process streamed', () => {
  const repo = makeRepo({ 'a.txt': 'alpha\n' });
  // 24 MiB in all: far more than a pipe and a stream buffer hold.
  const big = Array.from({ length: 12 }, (_, i) => Buffer.alloc(2 * 1024 * 1024, 65 + i));
  const ids = blobs(repo, big);

  it('yields every object in order, the missing ones marked', async () => {
    const got: BatchObject[] = [];
    for await (const o of catFileBatch(new Git(repo), [ids[0]!, 'HEAD:nope', ids[11]!])) got.push(o);
    expect(got.map((o) => [o.index, o.missing])).toEqual([
      [0, false],
      [1, true],
      [2, false],
    ]);
    expect((got[2] as { content: Buffer }).content.equals(big[11]!)).toBe(true);
  });

  it('hands on the first object while git is still writing the rest, and ends git when stopped early', async () => {
    const seen: number[] = [];
    for await (const o of catFileBatch(new Git(repo), ids)) {
      // Not buffered: git cannot have written 22 MiB more into a pipe nobody reads.
      expect(catFileChildren()).toHaveLength(1);
      seen.push(o.index);
      if (seen.length === 2) break;
    }
    expect(seen).toEqual([0, 1]);
    for (let i = 0; i < 100 && catFileChildren().length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(catFileChildren()).toEqual([]);
  });

  it('starts no process for no names, and refuses a name git would split', async () => {
    const none: BatchObject[] = [];
    for await (const o of catFileBatch(new Git(repo), [])) none.push(o);
    expect(none).toEqual([]);
    await expect(async () => {
      for await (const _ of catFileBatch(new Git(repo), ['HEAD:a\nb'])) break;
    }).rejects.toThrow('cannot read "HEAD:a\nb" through git cat-file: the name holds a line break');
  });

  it("fails with git's own message outside a repository", async () => {
    const dir = tempDir('ralph-not-a-repo-');
    await expect(async () => {
      for await (const _ of catFileBatch(new Git(dir), ['HEAD:a.txt'])) break;
    }).rejects.toThrow(/git cat-file --batch failed \(exit 128\): fatal: not a git repository/);
  });
});

// ---------------------------------------------------------------------------------------------
// The plan view over many spec branches

const SPECS = 40;
const basePlan = (): Plan =>
  planOf(...Array.from({ length: SPECS }, (_, i) => spec(`s-${i}`, [task(`s-${i}-1`), task(`s-${i}-2`)])));

/**
 * A repository whose main holds the plan, and a spec branch for `branches` of its specs, each
 * with its first task completed there; `edit` changes what a branch holds.
 */
function repoWithBranches(
  branches: number,
  edit: (i: number, plan: Plan) => string | undefined = () => undefined,
) {
  const repo = makeRepo({ 'implementation.json': planJson(basePlan()) });
  for (let i = 0; i < branches; i++) {
    git(repo, 'checkout', '--quiet', '-b', `ralph/s-${i}`, 'main');
    const p = basePlan();
    p.specs[i]!.tasks[0]!.status = 'completed';
    const text = edit(i, p) ?? planJson(p);
    if (text === '') git(repo, 'rm', '--quiet', 'implementation.json');
    else writeFileSync(join(repo, 'implementation.json'), text);
    git(repo, 'commit', '--quiet', '--allow-empty', '-am', `s-${i}`);
  }
  // A branch under the prefix that names no spec is not read.
  git(repo, 'branch', 'ralph/not-a-spec', 'main');
  git(repo, 'checkout', '--quiet', 'main');
  return repo;
}

/** The reader this replaced: one `git show` per branch. The oracle of "the same as before". */
async function perBranchView(repo: string) {
  const g = new Git(repo);
  const base = parsePlanText(readFileSync(join(repo, 'implementation.json'), 'utf8'), 'x').plan;
  const refs = await g.out(['for-each-ref', '--format=%(refname)', 'refs/heads/ralph/']);
  const branches = new Map<string, string>();
  const branchPlans = new Map<string, Plan>();
  for (const ref of refs.split('\n').filter(Boolean)) {
    const branch = ref.slice('refs/heads/'.length);
    const specId = branch.slice('ralph/'.length);
    if (branch === 'main' || !base.specs.some((s) => s.id === specId)) continue;
    const text = await g.show(ref, './implementation.json');
    if (text === undefined) continue;
    branches.set(specId, branch);
    branchPlans.set(specId, parsePlanText(text, `${branch}:./implementation.json`).plan);
  }
  return { ...overlaySpecBranches(base, branchPlans), branches };
}

const batchView = (repo: string) =>
  readPlanView(new Git(repo), {
    planFile: './implementation.json',
    baseText: readFileSync(join(repo, 'implementation.json'), 'utf8'),
    baseName: join(repo, 'implementation.json'),
    refs: 'refs/heads/',
    branchPrefix: 'ralph/',
    skip: 'main',
  });

describe('the plan view over 40 spec branches, read in one batch', () => {
  it('is what one git show per branch gave, a branch without the plan file left out', {
    timeout: 30_000,
  }, async () => {
    // s-3's branch deleted the plan file; s-5's plan lacks its own spec (a hand edit).
    const repo = repoWithBranches(SPECS, (i, p) => {
      if (i === 3) return '';
      if (i === 5) p.specs.splice(5, 1);
      return undefined;
    });
    const view = await batchView(repo);
    expect(view).toEqual(await perBranchView(repo));
    expect(view.branches.size).toBe(SPECS - 1);
    expect(view.branches.has('s-3')).toBe(false);
    expect(view.fromBranch.has('s-5')).toBe(false);
    const status = (id: string) => view.plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id)?.status;
    expect(status('s-0-1')).toBe('completed');
    expect(status('s-39-1')).toBe('completed');
    expect(status('s-3-1')).toBe('pending');
  });

  it('fails on a branch whose plan is not JSON with the same located message as before', {
    timeout: 30_000,
  }, async () => {
    const repo = repoWithBranches(12, (i, p) =>
      i === 7 ? planJson(p).replace('"version": 1,', '"version": 1,,') : undefined,
    );
    const before = await perBranchView(repo).catch((e: Error) => e.message);
    const after = await batchView(repo).catch((e: Error) => e.message);
    expect(after).toMatch(/^ralph\/s-7:\.\/implementation\.json:2:\d+: /);
    expect(after).toBe(before);
  });

  it('says so when the plan file on a branch is a folder', async () => {
    const repo = repoWithBranches(2, (i) => (i === 1 ? '' : undefined));
    git(repo, 'checkout', '--quiet', 'ralph/s-1');
    writeFileSync(join(repo, 'x'), 'x');
    execFileSync('sh', ['-c', 'mkdir implementation.json && mv x implementation.json/x'], { cwd: repo });
    git(repo, 'add', '-A');
    git(repo, 'commit', '--quiet', '-m', 'folder');
    git(repo, 'checkout', '--quiet', 'main');
    await expect(batchView(repo)).rejects.toThrow(
      'ralph/s-1:./implementation.json: is a tree, not a file; the plan file must be a file on the branch',
    );
  });

  it('localPlanView, as ralph status reads it, leaves out the branch checked out', async () => {
    const repo = repoWithBranches(3);
    git(repo, 'checkout', '--quiet', 'ralph/s-1');
    const planPath = join(repo, 'implementation.json');
    const view = await localPlanView(
      planPath,
      parsePlanText(readFileSync(planPath, 'utf8'), planPath).plan,
      'ralph/',
    );
    expect([...view!.branches.values()]).toEqual(['ralph/s-0', 'ralph/s-2']);
  });
});

describe('localPlanView asks git only what it uses', () => {
  /** The view, with the git commands it started (through a `git` on PATH that logs each start). */
  async function traced(repo: string, opts: { remote?: boolean }) {
    const bin = tempDir('ralph-git-log-');
    const log = join(bin, 'git.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> "${log}"\nexec "${realGit}" "$@"\n`, {
      mode: 0o755,
    });
    writeFileSync(log, '');
    const planPath = join(repo, 'implementation.json');
    const text = readFileSync(planPath, 'utf8');
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path}`;
    try {
      const view = await localPlanView(planPath, parsePlanText(text, planPath).plan, 'ralph/', {
        ...opts,
        text,
      });
      return { view, started: readFileSync(log, 'utf8').split('\n').filter(Boolean) };
    } finally {
      process.env.PATH = path;
    }
  }
  const statusOf = (v: { plan: Plan } | undefined, id: string) =>
    v?.plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id)?.status;

  it('remote: false lists the local branches alone; the work trees only for a branch behind', {
    timeout: 30_000,
  }, async () => {
    const repo = repoWithBranches(2);
    // origin/ralph/s-0 is one commit ahead of ralph/s-0: s-0-2 completed there too.
    git(repo, 'checkout', '--quiet', 'ralph/s-0');
    const p = basePlan();
    p.specs[0]!.tasks[0]!.status = 'completed';
    p.specs[0]!.tasks[1]!.status = 'completed';
    writeFileSync(join(repo, 'implementation.json'), planJson(p));
    git(repo, 'commit', '--quiet', '-am', 'on origin');
    git(repo, 'update-ref', 'refs/remotes/origin/ralph/s-0', 'HEAD');
    git(repo, 'checkout', '--quiet', 'main');
    git(repo, 'branch', '-f', 'ralph/s-0', 'ralph/s-0^');
    const remoteTip = git(repo, 'rev-parse', 'origin/ralph/s-0');

    const local = await traced(repo, { remote: false });
    expect(statusOf(local.view, 's-0-2')).toBe('pending');
    expect(local.view?.names.get('s-0')).toBe('ralph/s-0');
    expect(local.view?.tips.get('s-0')?.sha).toBe(git(repo, 'rev-parse', 'ralph/s-0'));
    expect(local.view?.warnings).toEqual([]);
    expect(local.started.filter((l) => /merge-base|worktree|show-toplevel|refs\/remotes/.test(l))).toEqual(
      [],
    );

    const both = await traced(repo, {});
    expect(statusOf(both.view, 's-0-2')).toBe('completed');
    expect(both.view?.names.get('s-0')).toBe('origin/ralph/s-0');
    expect(both.view?.tips.get('s-0')?.sha).toBe(remoteTip);
    expect(both.view?.warnings).toEqual([expect.stringContaining('ralph/s-0 (at ')]);
    expect(both.started.filter((l) => / worktree list | rev-parse --show-toplevel/.test(l))).toHaveLength(2);

    // Up to date: nothing to warn about, so no process asks where branches are checked out.
    git(repo, 'branch', '-f', 'ralph/s-0', 'origin/ralph/s-0');
    const same = await traced(repo, {});
    expect(statusOf(same.view, 's-0-2')).toBe('completed');
    expect(same.view?.warnings).toEqual([]);
    expect(same.started.filter((l) => /worktree|show-toplevel/.test(l))).toEqual([]);
  });
});

describe('the branch plan cache of ralph status and ralph next', () => {
  const CACHE = ['.git', 'ralph', 'branch-plans.json'];
  const view = (repo: string, env?: NodeJS.ProcessEnv) => {
    const planPath = join(repo, 'implementation.json');
    return readPlanView(new Git(repo, [], env), {
      planFile: './implementation.json',
      baseText: readFileSync(planPath, 'utf8'),
      baseName: planPath,
      refs: 'refs/heads/',
      branchPrefix: 'ralph/',
      skip: 'main',
      cache: join(repo, ...CACHE),
    });
  };
  const cached = (repo: string) =>
    JSON.parse(readFileSync(join(repo, ...CACHE), 'utf8')) as {
      ralph: string;
      entries: Record<string, unknown>;
    };
  const statusOf = (v: { plan: Plan }, id: string) =>
    v.plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id)?.status;

  it('keeps each spec entry by blob id, uses it without reading the plan again, and reads a branch that moved', {
    timeout: 30_000,
  }, async () => {
    const repo = repoWithBranches(6, (i) => (i === 2 ? '' : undefined));
    const first = await view(repo);
    expect(first).toEqual(await perBranchView(repo));
    const keys = Object.keys(cached(repo).entries);
    expect(keys).toHaveLength(5); // s-2's branch has no plan file
    const blob = git(repo, 'rev-parse', 'ralph/s-0:implementation.json');
    expect(keys).toContain(`${blob} s-0`);
    // A cached entry is taken as it is: the plan on the branch is not parsed again.
    const file = join(repo, ...CACHE);
    const data = cached(repo);
    // (its second task is pending on the branch; the tampered entry says it is done)
    (data.entries[`${blob} s-0`] as { tasks: Array<{ status: string }> }).tasks[1]!.status = 'completed';
    writeFileSync(file, JSON.stringify(data));
    expect(statusOf(first, 's-0-2')).toBe('pending');
    expect(statusOf(await view(repo), 's-0-2')).toBe('completed');
    // A branch that moved has another blob: read, parsed, and its old entry dropped.
    git(repo, 'checkout', '--quiet', 'ralph/s-1');
    const p = JSON.parse(readFileSync(join(repo, 'implementation.json'), 'utf8')) as Plan;
    p.specs[1]!.tasks[1]!.status = 'completed';
    writeFileSync(join(repo, 'implementation.json'), planJson(p));
    git(repo, 'commit', '--quiet', '-am', 'more');
    git(repo, 'checkout', '--quiet', 'main');
    const moved = await view(repo);
    expect(statusOf(moved, 's-1-2')).toBe('completed');
    expect(Object.keys(cached(repo).entries)).toHaveLength(5);
    expect(Object.keys(cached(repo).entries)).toContain(
      `${git(repo, 'rev-parse', 'ralph/s-1:implementation.json')} s-1`,
    );
  });

  it('ignores a cache of another Ralph version or one that does not parse, and never keeps a broken plan', {
    timeout: 30_000,
  }, async () => {
    const repo = repoWithBranches(3, (i, p) =>
      i === 1 ? planJson(p).replace('"version": 1,', '"version": 1,,') : undefined,
    );
    const file = join(repo, ...CACHE);
    const before = await perBranchView(repo).catch((e: Error) => e.message);
    for (const text of ['{"ralph": "0.0.0-other", "entries": {}}', 'not json']) {
      execFileSync('mkdir', ['-p', join(repo, '.git', 'ralph')]);
      writeFileSync(file, text);
      // The broken plan fails every time, with the message it always had.
      expect(await view(repo).catch((e: Error) => e.message)).toBe(before);
    }
    git(repo, 'branch', '-D', '--quiet', 'ralph/s-1');
    const ok = await view(repo);
    expect(ok).toEqual(await perBranchView(repo));
    expect(Object.keys(cached(repo).entries)).toHaveLength(2);
  });

  it('on a git without --batch-command (before 2.36) reads every plan through --batch', {
    timeout: 30_000,
  }, async () => {
    // A stand-in for git 2.35: refuses the option as its parse-options does (exit 129), and is
    // the real git otherwise. It does not model anything else of older gits.
    const bin = tempDir('ralph-old-git-');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(
      join(bin, 'git'),
      `#!/bin/sh\nprintf '%s\\n' "$*" >> "${bin}/git.log"\nfor a in "$@"; do\n  if [ "$a" = --batch-command ]; then\n    echo "error: unknown option \\\`batch-command'" >&2\n    echo "usage: git cat-file <type> <object>" >&2\n    exit 129\n  fi\ndone\nexec "${realGit}" "$@"\n`,
      { mode: 0o755 },
    );
    const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
    const repo = repoWithBranches(4);
    const expected = await perBranchView(repo);
    expect(await view(repo, env)).toEqual(expected); // cache empty: all parsed
    expect(await view(repo, env)).toEqual(expected); // cache full: contents read, none parsed
    const asked = readFileSync(join(bin, 'git.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('cat-file'))
      .map((l) => l.slice(l.indexOf('cat-file')));
    expect(asked).toEqual([
      'cat-file --batch-command',
      'cat-file --batch',
      'cat-file --batch-command',
      'cat-file --batch',
    ]);
  });
});

describe('ralph status and ralph next start one git process for all branch plans', () => {
  /** Runs the CLI from source with a `git` on PATH that logs each start; the lines logged. */
  function gitStarts(repo: string, argv: string[]): string[] {
    const bin = tempDir('ralph-git-log-');
    const log = join(bin, 'git.log');
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> "${log}"\nexec "${realGit}" "$@"\n`, {
      mode: 0o755,
    });
    writeFileSync(log, '');
    execFileSync(process.execPath, ['--import', TSX, join(REPO_ROOT, 'src', 'index.ts'), ...argv], {
      cwd: repo,
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    });
    return readFileSync(log, 'utf8').split('\n').filter(Boolean);
  }

  it('the same number of git processes for 3 branches as for 30, one of them cat-file --batch', {
    timeout: 60_000,
  }, async () => {
    const few = repoWithBranches(3);
    const many = repoWithBranches(30);
    for (const argv of [
      ['status', '--json'],
      ['next', '--json'],
    ]) {
      const a = gitStarts(few, argv);
      const b = gitStarts(many, argv);
      expect(
        b.filter((l) => / cat-file --batch(-command)?$/.test(l)),
        argv[0],
      ).toHaveLength(1);
      expect(
        b.filter((l) => / show /.test(l)),
        argv[0],
      ).toEqual([]);
      expect(b.length, `${argv[0]}:\n${b.join('\n')}`).toBe(a.length);
    }
  });
});
