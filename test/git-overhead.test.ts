// Ralph's git cost per task does not grow with the repository (docs/ARCHITECTURE.md#performance): a passed task runs two
// passes over the work tree (`git status` after the agent and after the gates) and otherwise
// only commands that read or write what it names (staged paths, the index, objects, refs). The
// commands are read from git's own trace2 events of a real build; the commits those plumbing
// commands make are the ones `git add -A` + `git commit` made.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Git, stripspace } from '../src/adapters/git.js';
import { runCli } from '../src/cli/cli.js';
import type { Plan } from '../src/core/plan/plan.js';
import { GIT_ENV, git, makeRepo, planJson, tempDir } from './support/repo.js';
import { SCRIPTED_COMMAND, scriptedEnv } from './support/scripted-agent.js';

/** Commands that read or write only what they name: objects, refs, a few paths. */
const NAMED_ONLY = new Set(['rev-parse', 'symbolic-ref', 'show', 'cat-file', 'for-each-ref', 'merge-base']);

interface Traced {
  at: number;
  sub: string;
  args: string[];
  /** Whether the process wrote git's index (its trace2 region do_write_index). */
  writesIndex: boolean;
  /** Its `-c key=value` settings. */
  config: string[];
}

/** A command as run, commit and tree ids as `<id>`. */
function commandLine(p: Traced): string {
  return p.args.join(' ').replace(/\b[0-9a-f]{40}\b/g, '<id>');
}

/** The git processes Ralph started (not git's own children), in order, from trace2 event files. */
function readTrace(dir: string): Traced[] {
  const out: Traced[] = [];
  for (const name of readdirSync(dir)) {
    const events = readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map(
        (l) => JSON.parse(l) as { event: string; sid: string; time: string; argv: string[]; label?: string },
      );
    const start = events.find((e) => e.event === 'start');
    if (!start || start.sid.includes('/')) continue;
    const argv = start.argv.slice(1);
    let i = 0;
    while (argv[i] === '-c') i += 2;
    const micros = Number(/\.\d{3}(\d{3})Z$/.exec(start.time)?.[1] ?? 0) / 1000;
    out.push({
      at: Date.parse(start.time) + micros,
      sub: argv[i] ?? '',
      args: argv.slice(i),
      writesIndex: events.some((e) => e.event === 'region_enter' && e.label === 'do_write_index'),
      config: argv.slice(0, i).filter((_, k) => k % 2 === 1),
    });
  }
  return out.sort((a, b) => a.at - b.at);
}

/**
 * A build of `tasks` chained tasks with the scripted agent and `gates`, every git process traced;
 * returns the commands between the end of each agent and the end of the next.
 */
async function tracedBuild(
  tasks: number,
  gates: Plan['gates'],
  script: Record<string, unknown[]> = {},
  args: string[] = [],
) {
  const marks = join(tempDir('ralph-marks-'), 'ends.txt');
  const plan: Plan = {
    version: 1,
    gates,
    agent: { provider: 'command', command: `${SCRIPTED_COMMAND} && date +%s.%N >> ${marks}` },
    specs: [
      {
        id: 's',
        name: 'S',
        tasks: Array.from({ length: tasks }, (_, i) => ({
          id: `s-${i + 1}`,
          description: `do s-${i + 1}`,
          status: 'pending' as const,
          ...(i > 0 ? { dependsOn: [`s-${i}`] } : {}),
        })),
      },
    ],
  };
  const root = makeRepo({
    'implementation.json': planJson(plan),
    'README.md': '# demo\n',
    'src/a.ts': 'a\n',
  });
  const prompts = tempDir('ralph-prompts-');
  const trace = tempDir('ralph-trace2-');
  let out = '';
  // Ralph's git runs with this process's environment: the trace is on for the build alone.
  process.env.GIT_TRACE2_EVENT = trace;
  let code: number;
  try {
    code = await runCli(['build', ...args], {
      cwd: root,
      env: scriptedEnv(script, prompts),
      out: (t) => (out += `${t}\n`),
      err: (t) => (out += `${t}\n`),
    });
  } finally {
    delete process.env.GIT_TRACE2_EVENT;
  }
  const ends = readFileSync(marks, 'utf8')
    .trim()
    .split('\n')
    .map((s) => Number(s) * 1000);
  const all = readTrace(trace);
  rmSync(trace, { recursive: true, force: true });
  const windows = ends.slice(1).map((end, i) => all.filter((p) => p.at > ends[i]! && p.at < end));
  return { code, out, root, prompts, windows };
}

describe("Ralph's git commands per task", () => {
  it('runs two passes over the work tree per passed task, and names what it stages and commits', async () => {
    // Task 1 also rewrites a tracked file with the same bytes: git would store its new times.
    const { code, out, windows } = await tracedBuild(3, [{ name: 'ok', command: 'true' }], {
      's-1': [{ write: { 's-1.txt': 'work of s-1\n', 'README.md': '# demo\n' } }],
    });
    expect(code, out).toBe(0);
    // Task 2's checks, gate and commit, then task 3's start: the steady state.
    const task = windows[1]!;
    expect(
      task.filter((p) => !NAMED_ONLY.has(p.sub)).map((p) => p.sub),
      task.map((p) => p.args.join(' ')).join('\n'),
    ).toEqual([
      'status', // the agent's tree (its changed files then read by Ralph, so the gates' writes show apart)
      'status', // the tree after the gates
      'update-index', // the agent's work and the plan update staged
      'write-tree',
      'commit-tree',
      'update-ref',
    ]);
    // Never a command that reads the whole tree besides those two: no add -A, commit, checkout
    // of the branch it is on, or a status before the agent.
    expect(task.filter((p) => p.sub === 'status')).toHaveLength(2);
    // Both go through git's untracked cache, and both only read: a write would rewrite the whole
    // index for the few files of the last commit, and the commit that follows writes it anyway.
    const statuses = task.filter((p) => p.sub === 'status');
    expect(statuses.map((p) => p.writesIndex)).toEqual([false, false]);
    for (const s of statuses) expect(s.config).toContain('core.untrackedCache=true');
    // The first passed task costs the same.
    expect(windows[0]!.map((p) => p.sub)).toEqual(task.map((p) => p.sub));
    // Every command, the ones that name what they read included: one of each, none repeated.
    expect(task.map(commandLine), task.map((p) => p.args.join(' ')).join('\n')).toEqual([
      'rev-parse HEAD --symbolic-full-name HEAD', // HEAD where the agent left it
      'status --porcelain=v1 -z --untracked-files=all',
      'rev-parse HEAD --symbolic-full-name HEAD', // HEAD where the gates left it
      'status --porcelain=v1 -z --untracked-files=all',
      'update-index --add --remove --replace -z --stdin',
      'write-tree',
      'commit-tree <id> -p HEAD -F -',
      'update-ref -m commit: ralph(s): complete s-2 HEAD <id>',
      // The next task: the plan's view, then its spec branch (HEAD is on it already) with the
      // base merged when it is not in it. Where the attempt starts is what that switch found.
      'show main:implementation.json',
      'for-each-ref --format=%(refname) refs/heads/ralph/',
      'cat-file --batch',
      'rev-parse HEAD --symbolic-full-name HEAD',
      'merge-base --is-ancestor main HEAD',
    ]);
  });

  it('with --branch current, reads the plan from the work tree: no git command for it per task', async () => {
    const { code, out, windows } = await tracedBuild(3, [{ name: 'ok', command: 'true' }], {}, [
      '--branch',
      'current',
    ]);
    expect(code, out).toBe(0);
    const task = windows[1]!;
    expect(task.map(commandLine), task.map((p) => p.args.join(' ')).join('\n')).toEqual([
      'rev-parse HEAD --symbolic-full-name HEAD',
      'status --porcelain=v1 -z --untracked-files=all',
      'rev-parse HEAD --symbolic-full-name HEAD',
      'status --porcelain=v1 -z --untracked-files=all',
      'update-index --add --remove --replace -z --stdin',
      'write-tree',
      'commit-tree <id> -p HEAD -F -',
      'update-ref -m commit: ralph(s): complete s-2 HEAD <id>',
      // The next task's start: where HEAD is, once.
      'rev-parse HEAD --symbolic-full-name HEAD',
    ]);
    expect(windows[0]!.map((p) => p.sub)).toEqual(task.map((p) => p.sub));
  });

  it('restores a failed attempt from the paths it changed and carries it to the retry: no add, reset --hard, clean or commit', async () => {
    const { code, out, windows, prompts } = await tracedBuild(
      2,
      // Fails while ok.txt is missing; passes on the untouched tree, where s-1.txt is not.
      [{ name: 'needs-ok', command: 'if [ -f s-1.txt ]; then test -f ok.txt; fi' }],
      {
        's-1': [
          { write: { 's-1.txt': 'first\n', 'new/dir/x.txt': 'x\n', 'src/a.ts': 'changed\n' } },
          { write: { 's-1.txt': 'second\n', 'ok.txt': 'ok\n' } },
        ],
      },
    );
    expect(code, out).toBe(0);
    // From the end of attempt 1 to the end of attempt 2: the failed attempt recorded, kept as a
    // patch and undone, then applied again for the retry.
    const failed = windows[0]!;
    expect(failed.map((p) => p.sub).filter((s) => !NAMED_ONLY.has(s))).toEqual([
      'status',
      'status',
      'update-index', // what the agent changed, staged for the summary
      'diff', // the summary
      'diff', // the patch
      'update-index', // the plan staged too
      'read-tree', // those paths back to HEAD
      'update-index',
      'write-tree',
      'commit-tree',
      'update-ref',
      'read-tree', // the patch checked in a scratch index
      'apply',
      'write-tree',
      'diff-tree',
      'apply', // and applied onto the work tree
    ]);
    // The retry prompt still says what had changed, as `git diff --stat` does: the agent's three
    // files, not Ralph's edit of the plan.
    const retry = readFileSync(join(prompts, 's-1.2.md'), 'utf8');
    expect(retry).toMatch(/new\/dir\/x\.txt +\| 1 \+/);
    expect(retry).toMatch(/src\/a\.ts +\| 2 \+-/);
    expect(retry).toContain('3 files changed');
    expect(retry).not.toMatch(/implementation\.json +\|/);
  });
});

/** Two clones of one repository, with the same change made in each. */
function twins(change: (dir: string) => void): [string, string] {
  const base = makeRepo({ 'a.txt': 'a\n', 'gone.txt': 'bye\n', 'keep/b.txt': 'b\n' });
  return [0, 1].map(() => {
    const dir = join(tempDir('ralph-twin-'), 'ws');
    execFileSync('git', ['clone', '--quiet', base, dir], { env: { ...process.env, ...GIT_ENV } });
    change(dir);
    return dir;
  }) as [string, string];
}

function edit(dir: string): void {
  writeFileSync(join(dir, 'a.txt'), 'a changed\n');
  rmSync(join(dir, 'gone.txt'));
  mkdirSync(join(dir, 'new', 'deep'), { recursive: true });
  writeFileSync(join(dir, 'new', 'deep', 'c.txt'), 'c\n');
  writeFileSync(join(dir, 'bin.dat'), Buffer.from([0, 1, 2, 3]));
}

const CHANGED = ['a.txt', 'gone.txt', 'new/deep/c.txt', 'bin.dat'];
/** Fixed dates: the same content and message make the same commit. */
const FIXED = { ...GIT_ENV, GIT_AUTHOR_DATE: '1700000000 +0000', GIT_COMMITTER_DATE: '1700000000 +0000' };

describe('commits made with write-tree, commit-tree and update-ref', () => {
  it('are the commits `git add -A` and `git commit` made, message clean-up included', async () => {
    const message =
      '\n\nralph(s): complete s-1   \n\n\n\nBody line\t\n\nRalph-Spec: s\nRalph-Task: s-1\n\n\n';
    const [old, now] = twins(edit);
    const env = { ...process.env, ...FIXED };
    const before = await new Git(old, [], env).commitAll(message);
    const after = await new Git(now, [], env).commitPaths(CHANGED, message);
    expect(after).toBe(before);
    expect(git(now, 'rev-parse', 'HEAD')).toBe(after);
    expect(git(now, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    // The branch moved, not a detached HEAD, with the reflog line `git commit` writes.
    expect(git(now, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(git(now, 'reflog', '-1', '--format=%gs')).toBe('commit: ralph(s): complete s-1');
  });

  it('squash a branch into the same commit `reset --soft` and `commit` made', async () => {
    const [old, now] = twins(edit);
    const env = { ...process.env, ...FIXED };
    for (const dir of [old, now]) await new Git(dir, [], env).commitAll('task commit\n');
    const base = git(old, 'rev-parse', 'HEAD~1');
    for (const dir of [old, now]) writeFileSync(join(dir, 'progress.md'), 'done\n');
    git(old, 'add', '-A');
    execFileSync('git', ['reset', '--soft', '--quiet', base], { cwd: old });
    execFileSync(
      'git',
      ['-c', 'user.name=ralph[bot]', '-c', 'user.email=r@x', 'commit', '--quiet', '-F', '-'],
      {
        cwd: old,
        env,
        input: 'Spec\n\nRalph-Spec: s\n',
      },
    );
    const g = new Git(now, [], env);
    await g.stage(['progress.md']);
    const sha = await g.squashSince(base, 'Spec\n\nRalph-Spec: s\n', { name: 'ralph[bot]', email: 'r@x' });
    expect(sha).toBe(git(old, 'rev-parse', 'HEAD'));
    expect(git(now, 'rev-list', '--count', `${base}..HEAD`)).toBe('1');
  });

  it('clean a message as git does: trailing spaces, blank runs, the ends', () => {
    expect(stripspace('\n \nTitle  \n\n\n\nbody\t\n  \n')).toBe('Title\n\nbody\n');
    expect(stripspace('one line')).toBe('one line\n');
    expect(stripspace('  indented stays\n#not a comment here\n')).toBe(
      '  indented stays\n#not a comment here\n',
    );
  });
});

describe('a failed attempt undone from its paths', () => {
  it('says what changed as `git diff --stat` did and leaves the tree as a hard reset and clean did', async () => {
    const [old, now] = twins(edit);
    const oldGit = new Git(old);
    const nowGit = new Git(now);
    const before = await oldGit.diffSummary();
    await oldGit.discardChanges();
    const after = await nowGit.diffSummaryOf(CHANGED);
    await nowGit.discardPaths(CHANGED);
    expect(after).toBe(before);
    expect(after).toContain('4 files changed');
    for (const dir of [old, now]) {
      expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe('');
      expect(readFileSync(join(dir, 'gone.txt'), 'utf8')).toBe('bye\n');
      expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('a\n');
    }
    // The new folders went with their files, as `clean -fd` removed them.
    expect(readdirSync(now).sort()).toEqual(readdirSync(old).sort());
  });
});

describe("Ralph's status", () => {
  it("sees every file even where the user turned git's untracked cache on, whose listing goes stale", async () => {
    const root = makeRepo({ 'a.txt': 'a\n' });
    git(root, 'config', 'core.untrackedCache', 'true');
    // A folder listed by a status, a file in it deleted within the same second, the index
    // rewritten a second later: git's cached listing keeps the deleted file. One shell, so the
    // first steps fall in one second.
    const uall = 'git -c status.showUntrackedFiles=all status --porcelain';
    execFileSync(
      'sh',
      [
        '-c',
        `${uall} >/dev/null; mkdir d && echo x > d/x.txt && ${uall} >/dev/null && rm d/x.txt && sleep 1.2 && echo b > b.txt && git update-index --add b.txt`,
      ],
      { cwd: root, env: { ...process.env, ...GIT_ENV } },
    );
    // git's own status, through the cache, still lists it (what this guards against)...
    expect(git(root, '-c', 'status.showUntrackedFiles=all', 'status', '--porcelain')).toContain('?? d/x.txt');
    // ...Ralph's does not.
    expect(await new Git(root).changedPaths()).toEqual(['b.txt']);
  });
});
