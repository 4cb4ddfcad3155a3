// git's untracked cache as Ralph uses it (Git.status with `untrackedCache`): a folder git listed
// and cached is read again whenever a file was created, deleted or renamed in it since, within
// the same second too. git trusts a cached listing while the folder's mtime, ctime and size are
// the same to the second, unless the folder's mtime is at or after the index file's mtime. A
// listing taken in second N and a change later in N look the same once the index is rewritten
// in N+1: plain git then shows a deleted file, misses a new one. Each case below runs that exact
// sequence on two copies of one repository, plain git on one (which must go wrong: the case is
// real) and Ralph's Git on the other (which must not).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Git } from '../src/adapters/git.js';
import { GIT_ENV, makeRepo, tempDir } from './support/repo.js';

const env = { ...process.env, ...GIT_ENV };
const CACHE = ['-c', 'core.untrackedCache=true', '-c', 'status.showUntrackedFiles=all'];

/** Plain git's status through the untracked cache: the paths it lists as untracked. */
function plainUntracked(dir: string): string[] {
  const out = execFileSync('git', [...CACHE, 'status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: dir,
    env,
    encoding: 'utf8',
  });
  return out
    .split('\0')
    .filter((e) => e.startsWith('?? '))
    .map((e) => e.slice(3))
    .sort();
}

async function ralphUntracked(g: Git, readOnly = false): Promise<string[]> {
  return (await g.status({ untrackedCache: true, readOnly }))
    .filter((e) => e.tree === '?')
    .map((e) => e.path)
    .sort();
}

/** Waits until the wall clock is `ms` milliseconds into a new second. */
async function startOfSecond(ms = 20): Promise<void> {
  const left = 1000 - (Date.now() % 1000) + ms;
  await new Promise((r) => setTimeout(r, left));
}

const second = (path: string) => Math.floor(statSync(path).mtimeMs / 1000);

interface Case {
  name: string;
  /** Untracked files in `d/` before the listing (written in the listing's second). */
  before: string[];
  /** The change after the listing, in the same second. */
  change: (d: string) => void;
  /** What `d/` holds untracked afterwards. */
  after: string[];
}

const CASES: Case[] = [
  {
    name: 'a file created',
    before: ['d/a.txt'],
    change: (d) => writeFileSync(join(d, 'b.txt'), 'b\n'),
    after: ['d/a.txt', 'd/b.txt'],
  },
  {
    name: 'a file deleted',
    before: ['d/a.txt', 'd/b.txt'],
    change: (d) => rmSync(join(d, 'b.txt')),
    after: ['d/a.txt'],
  },
  {
    name: 'a file renamed',
    before: ['d/a.txt', 'd/b.txt'],
    change: (d) => renameSync(join(d, 'b.txt'), join(d, 'c.txt')),
    after: ['d/a.txt', 'd/c.txt'],
  },
];

/**
 * One run of the sequence on a plain copy and on Ralph's; undefined when the machine was too
 * slow to keep the listing and the change within one second (the run proves nothing then).
 */
async function runCase(
  c: Case,
  readOnly = false,
): Promise<{ plain: string[]; ralph: string[]; plainDir: string } | undefined> {
  const ralphDir = makeRepo({ 'd/tracked.txt': 'tracked\n', 'e/other.txt': 'other\n' });
  const plainDir = tempDir();
  cpSync(ralphDir, plainDir, { recursive: true });
  const g = new Git(ralphDir, [], env);
  // Both caches exist and hold d/ as it is now (listed in some earlier second).
  plainUntracked(plainDir);
  await ralphUntracked(g);
  await startOfSecond();
  const at = Math.floor(Date.now() / 1000);
  // Second N: the agent writes into d/, the listing is taken, the agent changes d/ again.
  for (const dir of [plainDir, ralphDir]) for (const f of c.before) writeFileSync(join(dir, f), `${f}\n`);
  plainUntracked(plainDir);
  await ralphUntracked(g, readOnly);
  for (const dir of [plainDir, ralphDir]) c.change(join(dir, 'd'));
  if (Math.floor(Date.now() / 1000) !== at || second(join(ralphDir, 'd')) !== at) return undefined;
  // Second N+1: the index is rewritten by a command that does not look at d/ (Ralph stages a
  // file elsewhere, as its commit of a task does).
  await startOfSecond();
  for (const dir of [plainDir, ralphDir]) writeFileSync(join(dir, 'e', 'other.txt'), 'changed\n');
  execFileSync('git', ['update-index', '--add', 'e/other.txt'], { cwd: plainDir, env });
  await g.stage(['e/other.txt']);
  return { plain: plainUntracked(plainDir), ralph: await ralphUntracked(g, readOnly), plainDir };
}

describe('the untracked cache', () => {
  for (const c of CASES)
    it(`still sees ${c.name} in a cached folder within the same second`, async () => {
      let seen: Awaited<ReturnType<typeof runCase>>;
      for (let tries = 0; tries < 5 && !seen; tries++) seen = await runCase(c);
      expect(seen, 'the listing and the change never fitted in one second').toBeDefined();
      // Plain git keeps the stale listing: the case is the one the fix is for.
      expect(seen!.plain).not.toEqual(c.after);
      expect(seen!.ralph).toEqual(c.after);
      // A cache Ralph did not write (plain git's, now stale) is dropped, not trusted.
      expect(await ralphUntracked(new Git(seen!.plainDir, [], env))).toEqual(c.after);
    }, 30_000);

  // The local loop's own order: the listing kept by the start check, then passes that only read
  // (the claim check after the agent, the check after the gates) around Ralph's index writes.
  for (const c of CASES)
    it(`still sees ${c.name} within the same second through passes that only read`, async () => {
      let seen: Awaited<ReturnType<typeof runCase>>;
      for (let tries = 0; tries < 5 && !seen; tries++) seen = await runCase(c, true);
      expect(seen, 'the listing and the change never fitted in one second').toBeDefined();
      expect(seen!.plain).not.toEqual(c.after);
      expect(seen!.ralph).toEqual(c.after);
    }, 30_000);

  it('reads again only the folders that changed: a cached folder is not listed again', async () => {
    const dir = makeRepo(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}/x.txt`, 'x\n'])));
    const g = new Git(dir, [], env);
    await ralphUntracked(g);
    // Another second: only f7 changes.
    await startOfSecond(50);
    writeFileSync(join(dir, 'f7', 'new.txt'), 'n\n');
    await startOfSecond(50);
    const trace = join(tempDir(), 'trace.json');
    const r = await g.status({ untrackedCache: true });
    expect(r.map((e) => e.path)).toEqual(['f7/new.txt']);
    // git's own count of folders it opened (trace2), through a plain status with the same cache
    // right after: the index Ralph wrote holds every listing but f7's new one.
    execFileSync('git', [...CACHE, 'status', '--porcelain'], {
      cwd: dir,
      env: { ...env, GIT_TRACE2_PERF: trace },
    });
    const opened = /read_directo[^\n]*opendir:(\d+)/.exec(readFileSync(trace, 'utf8'))?.[1];
    expect(Number(opened)).toBeLessThan(5);
  }, 30_000);
});

describe('the untracked cache from one build to the next', () => {
  it('is used by the next Git object while nobody wrote the index, and dropped once someone did', async () => {
    const dir = makeRepo({ 'd/tracked.txt': 't\n' });
    const first = new Git(dir, [], env);
    writeFileSync(join(dir, 'd', 'a.txt'), 'a\n');
    expect(await ralphUntracked(first)).toEqual(['d/a.txt']);
    first.keepUntrackedCache();
    const trace = tempDir();
    // The next process: the cache kept (no drop), and a change made since is seen.
    writeFileSync(join(dir, 'd', 'b.txt'), 'b\n');
    const next = new Git(dir, [], { ...env, GIT_TRACE2_EVENT: trace });
    expect(await ralphUntracked(next)).toEqual(['d/a.txt', 'd/b.txt']);
    const commands = () =>
      readdirSync(trace).map((f) => {
        const start = readFileSync(join(trace, f), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { event: string; argv?: string[] })
          .find((e) => e.event === 'start');
        return start!
          .argv!.filter((a) => !a.includes('=') && a !== '-c')
          .slice(1, 3)
          .join(' ');
      });
    expect(commands()).not.toContain('update-index --no-untracked-cache');
    next.keepUntrackedCache();
    // Someone else writes the index (a plain `git add`): the kept record no longer matches it.
    execFileSync('git', ['add', 'd/a.txt'], { cwd: dir, env });
    rmSync(trace, { recursive: true, force: true });
    mkdirSync(trace);
    const third = new Git(dir, [], { ...env, GIT_TRACE2_EVENT: trace });
    expect(await ralphUntracked(third)).toEqual(['d/b.txt']);
    expect(commands()).toContain('update-index --no-untracked-cache');
  }, 30_000);
});
