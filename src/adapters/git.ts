// The git CLI behind one small interface: the work tree, the index and commits as Ralph uses
// them. Each command runs through GitCommand (git-command.ts): hooks disabled, no signing, no
// prompts, credentials only for the remote.
import {
  appendFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { GitCommand, stampOf } from './git-command.js';

export {
  authConfig,
  type ExecOptions,
  GitCommand,
  GitError,
  type GitPlace,
  type GitResult,
  isolatedEnv,
} from './git-command.js';

export interface Identity {
  name: string;
  email: string;
}

export const RALPH_IDENTITY: Identity = { name: 'ralph[bot]', email: 'ralph-bot@users.noreply.github.com' };

/** One line of `git status --porcelain=v1`: the index against HEAD, the work tree against the index. */
export interface StatusEntry {
  /** X: ' ' unchanged, M, A, D, R, C, T, U; '?' untracked. */
  index: string;
  /** Y: ' ' unchanged, M, D, T, U; '?' untracked. */
  tree: string;
  path: string;
  /** A rename's or copy's source path. */
  from?: string;
}

/**
 * A commit message as `git commit --file=-` stores it (its default `whitespace` clean-up):
 * trailing spaces cut, blank lines at either end dropped, runs of blank lines made one, a final
 * newline. `commit-tree` stores a message as given, so Ralph cleans it the same way first.
 */
export function stripspace(message: string): string {
  const out: string[] = [];
  let blank = false;
  for (const raw of message.split('\n')) {
    const line = raw.replace(/[ \t\n\v\f\r]+$/, '');
    if (line === '') {
      blank = out.length > 0;
      continue;
    }
    if (blank) out.push('');
    blank = false;
    out.push(line);
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}

/**
 * How long before the start of a listing a folder change may still be stamped: the kernel
 * stamps files from a coarse clock that can lag the wall clock by a tick (a few milliseconds).
 */
const CLOCK_SLACK_MS = 100;

/** Where keepUntrackedCache leaves its record: beside the index (a worktree has its own). */
function untrackedStateFile(index: string): string {
  return join(dirname(index), 'ralph', 'untracked-cache.json');
}

/** What keepUntrackedCache left, when it still describes the index as it is now. */
function readUntrackedState(index: string): { from: number; stamp: string } | undefined {
  try {
    const saved = JSON.parse(readFileSync(untrackedStateFile(index), 'utf8')) as {
      from?: unknown;
      stamp?: unknown;
    };
    if (typeof saved.from !== 'number' || typeof saved.stamp !== 'string') return undefined;
    // Never a date to come: the listings were taken before now.
    if (saved.from > Date.now() || saved.stamp !== stampOf(index)) return undefined;
    return { from: saved.from, stamp: saved.stamp };
  } catch {
    return undefined;
  }
}

export class Git extends GitCommand {
  /** Keeps `pattern` out of `git status` through .git/info/exclude (worktrees included), not .gitignore. */
  async exclude(pattern: string): Promise<void> {
    const r = await this.exec(['rev-parse', '--git-path', 'info/exclude'], { allowFailure: true });
    if (r.exitCode !== 0) return;
    const file = resolve(this.cwd, r.stdout.trim());
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (text.split('\n').some((l) => l.trim() === pattern)) return;
    try {
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, `${text === '' || text.endsWith('\n') ? '' : '\n'}${pattern}\n`);
    } catch {
      // a read-only .git: the files just show up in git status
    }
  }

  /** Paths changed in the work tree and index against HEAD, untracked ones included (not ignored ones). */
  async changedPaths(opts: { readOnly?: boolean; untrackedCache?: boolean } = {}): Promise<string[]> {
    return (await this.status(opts)).flatMap((e) => (e.from !== undefined ? [e.path, e.from] : [e.path]));
  }

  /**
   * `git status` of every path that differs, untracked files one by one (not ignored ones): one
   * pass over the work tree. `readOnly`: git does not write the index back (its refreshed file
   * times), so the index stays byte for byte as it was.
   *
   * `untrackedCache`: through git's untracked cache, so only folders that changed are read
   * again (each folder is still stat()ed; fsmonitor stays off). git trusts a cached folder
   * listing while the folder's mtime, ctime and size are the same to the second, unless the
   * folder's mtime is at or after the index file's mtime ("racy"). A listing taken in second N
   * and a change to the folder later in second N look the same, and once the index is
   * rewritten in second N+1 (Ralph's loop does all three within milliseconds) git would keep
   * the old listing: a deleted file shown again, a new one missed. So before each use the
   * index file's mtime is set back to the second in which the last listing started: every
   * folder whose mtime falls in or after it, the only ones a later change can leave looking
   * the same, is read again. The cache is used only while the index is one Ralph wrote (see
   * `untracked`); otherwise it is dropped and built afresh. Without the option the cache is
   * not used, and not kept unless Ralph keeps one (the user's config untouched otherwise).
   */
  async status(
    opts: { readOnly?: boolean; untrackedCache?: boolean; env?: Record<string, string> } = {},
  ): Promise<StatusEntry[]> {
    let cache: string[] = ['-c', 'core.untrackedCache=false'];
    const env: Record<string, string> = {
      ...opts.env,
      ...(opts.readOnly ? { GIT_OPTIONAL_LOCKS: '0' } : {}),
    };
    let started: number | undefined;
    // A pass without the cache while Ralph keeps one (a baseline gate's check): the cache is
    // not read, and kept for the next pass, which takes the folders changed since as racy.
    const keep = !opts.untrackedCache && this.untracked !== undefined;
    if (keep) {
      cache = ['-c', 'core.untrackedCache=keep'];
      env.GIT_DISABLE_UNTRACKED_CACHE = '1';
    }
    if (opts.untrackedCache) {
      const index = await this.indexFile();
      this.untracked ??= readUntrackedState(index);
      const own = this.untracked !== undefined && stampOf(index) === this.untracked.stamp;
      if (own) {
        const second = Math.floor((this.untracked!.from - CLOCK_SLACK_MS) / 1000);
        try {
          utimesSync(index, second, second);
        } catch {
          // no index yet: nothing cached either
        }
        this.untracked!.stamp = stampOf(index);
      } else if (!opts.readOnly && existsSync(index)) {
        // Listings of unknown date (another writer's index, or a cache from before this run): gone.
        await this.exec(['update-index', '--no-untracked-cache']);
      }
      if (own || !opts.readOnly) {
        // `all` in the config too: git keeps a cache only for the mode its config names.
        cache = ['-c', 'core.untrackedCache=true', '-c', 'status.showUntrackedFiles=all'];
        started = Date.now();
      }
    }
    const args = [...cache, 'status', '--porcelain=v1', '-z', '--untracked-files=all'];
    // GIT_OPTIONAL_LOCKS=0 is --no-optional-locks, kept off the command line read by traces.
    const out = (await this.exec(args, { env })).stdout;
    if (started !== undefined && !opts.readOnly)
      this.untracked = { from: started, stamp: stampOf(await this.indexFile()) };
    const entries: StatusEntry[] = [];
    const parts = out.split('\0');
    for (let i = 0; i < parts.length; i++) {
      const entry = parts[i]!;
      if (entry.length < 4) continue;
      const e: StatusEntry = { index: entry[0]!, tree: entry[1]!, path: entry.slice(3) };
      // A rename or copy is followed by its source path.
      if (e.index === 'R' || e.index === 'C') e.from = parts[++i]!;
      entries.push(e);
    }
    return entries;
  }

  /**
   * Leaves what Ralph knows of the untracked cache next to the index (the date of its listings,
   * the index's stamp), so the next process's first pass uses the cache when nobody wrote the
   * index since: any write changes the stamp (its inode or ctime, which no one can set).
   */
  keepUntrackedCache(): void {
    if (!this.untracked || !this.indexPath || stampOf(this.indexPath) !== this.untracked.stamp) return;
    try {
      const file = untrackedStateFile(this.indexPath);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(this.untracked)}\n`);
    } catch {
      // a read-only .git: the next process builds the cache afresh
    }
  }

  /** A short `git diff --stat` of the work tree (untracked files included) against a commit. */
  async diffSummary(base = 'HEAD'): Promise<string> {
    // `add -A` would run `git status` in a nested repository (see GitPlace.isolated).
    if (this.place.isolated) return this.diffSummaryOf(await this.changedPaths(), base);
    await this.exec(['add', '-A', '--intent-to-add'], { allowFailure: true });
    const stat = await this.exec(['diff', '--stat=100', base], { allowFailure: true });
    await this.exec(['reset', '--quiet'], { allowFailure: true });
    return stat.stdout.trim();
  }

  /**
   * Stages exactly these paths as the work tree has them: changed, new (a nested repository as
   * a gitlink, as `add` does) or gone. Only these files are read: no pass over the whole tree.
   */
  async stage(paths: readonly string[], env?: Record<string, string>): Promise<void> {
    if (paths.length === 0) return;
    const all = [...new Set(paths.map((p) => p.replace(/\/+$/, '')))];
    // A tracked file that is now a folder (not a nested repository) leaves the index first:
    // update-index refuses a folder, and its files are among the paths. So does a path below a
    // folder that is now a symlink or a file: update-index refuses it ("beyond a symbolic link").
    const folders = all.filter((p) => {
      const s = lstatSync(join(this.cwd, p), { throwIfNoEntry: false });
      return (s?.isDirectory() && !existsSync(join(this.cwd, p, '.git'))) || this.beyondNonFolder(p);
    });
    if (folders.length > 0)
      await this.exec(['update-index', '--force-remove', '-z', '--stdin'], {
        input: `${folders.join('\0')}\0`,
        env,
      });
    const rest = folders.length > 0 ? all.filter((p) => !folders.includes(p)) : all;
    if (rest.length === 0) return;
    const input = `${rest.join('\0')}\0`;
    await this.exec(['update-index', '--add', '--remove', '--replace', '-z', '--stdin'], { input, env });
  }

  /**
   * What `git add -A` stages (every change in the work tree, new files, deletions; not ignored
   * files), found through `status`: `add -A` runs `git status` inside every nested repository
   * the index holds as a gitlink, with that repository's own configuration, and an isolated
   * Git never does (a gitlink is staged as its HEAD, read in-process). `env`: GIT_INDEX_FILE.
   */
  async stageAll(env?: Record<string, string>): Promise<void> {
    const changed = (await this.status({ env })).filter((e) => e.tree !== ' ').map((e) => e.path);
    await this.stage(changed, env);
  }

  /** Whether a folder on the way to `path` is now a symlink or a file. */
  private beyondNonFolder(path: string): boolean {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const s = lstatSync(join(this.cwd, ...parts.slice(0, i)), { throwIfNoEntry: false });
      if (!s) return false;
      if (!s.isDirectory()) return true;
    }
    return false;
  }

  /**
   * The index read afresh from HEAD's tree, nothing carried over. `reset` keeps the
   * assume-unchanged and skip-worktree bits, with which an agent that wrote the index could
   * hide an edit from every status; a new index has none (and no stat data: the next status
   * reads the files once).
   */
  async freshIndex(): Promise<void> {
    rmSync(await this.indexFile(), { force: true });
    await this.exec(['read-tree', 'HEAD']);
  }

  /** The tree the index holds (written from git's cached trees: only changed folders cost). */
  async writeTree(): Promise<string> {
    return this.out(['write-tree']);
  }

  /**
   * What `diffSummary` says, for a change known by its paths: they are staged and the index is
   * compared with `base`, so nothing else in the work tree is looked at. Leaves them staged.
   */
  async diffSummaryOf(paths: readonly string[], base = 'HEAD'): Promise<string> {
    await this.stage(paths);
    const stat = await this.exec(['diff', '--cached', '--stat=100', base], { allowFailure: true });
    return stat.stdout.trim();
  }

  /**
   * Discards the changes at these paths since HEAD (new files removed, with the folders they
   * leave empty): they are staged, then index and work tree go back to HEAD where they differ
   * from it. The other files are not looked at. When git refuses (a file in the way), everything
   * since HEAD is discarded instead. `staged`: they are staged already (diffSummaryOf did it).
   */
  async discardPaths(paths: readonly string[], opts: { staged?: boolean } = {}): Promise<void> {
    try {
      if (!opts.staged) await this.stage(paths);
      await this.exec(['read-tree', '-m', '-u', 'HEAD']);
    } catch {
      await this.discardChanges();
    }
  }

  /**
   * Commits the index on top of HEAD (or `parent`) with `write-tree`, `commit-tree` and
   * `update-ref`: the same commit `git commit` makes of it (its message cleaned up the same
   * way), without `commit`'s pass over every file. Returns the new commit.
   */
  async commitStaged(message: string, opts: { identity?: Identity; parent?: string } = {}): Promise<string> {
    const identity = opts.identity ?? RALPH_IDENTITY;
    const parent = opts.parent ?? 'HEAD';
    const tree = await this.writeTree();
    const text = stripspace(message);
    const made = await this.exec(
      [
        '-c',
        `user.name=${identity.name}`,
        '-c',
        `user.email=${identity.email}`,
        'commit-tree',
        tree,
        '-p',
        parent,
        '-F',
        '-',
      ],
      { input: text },
    );
    const sha = made.stdout.trim();
    // HEAD's branch moves (HEAD and the branch get the reflog line `git commit` writes).
    await this.exec(['update-ref', '-m', `commit: ${text.split('\n', 1)[0]}`, 'HEAD', sha]);
    return sha;
  }

  /** Stages these paths and commits the index on top of HEAD; returns the new commit. */
  async commitPaths(
    paths: readonly string[],
    message: string,
    identity: Identity = RALPH_IDENTITY,
  ): Promise<string> {
    await this.stage(paths);
    return this.commitStaged(message, { identity });
  }

  /** The branch HEAD is on (undefined when detached) and the commit, in one process. */
  async headState(): Promise<{ branch?: string; sha?: string }> {
    const r = await this.exec(['rev-parse', 'HEAD', '--symbolic-full-name', 'HEAD'], { allowFailure: true });
    if (r.exitCode !== 0) return { branch: await this.currentBranch() };
    const [sha, ref] = r.stdout.trim().split('\n');
    return { sha, branch: ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined };
  }

  /**
   * Puts back an index saved as bytes (read from indexFile): its tree is written from a private
   * copy and read into the index, which keeps what git knows of unchanged files.
   */
  async restoreIndex(saved: Buffer): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-index-'));
    try {
      const copy = join(dir, 'index');
      writeFileSync(copy, saved);
      const tree = (await this.exec(['write-tree'], { env: { GIT_INDEX_FILE: copy } })).stdout.trim();
      await this.exec(['read-tree', '--reset', tree]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Discards every change since HEAD: tracked edits and new untracked files (ignored ones stay). */
  async discardChanges(): Promise<void> {
    await this.exec(['reset', '--hard', '--quiet', 'HEAD']);
    await this.exec(['clean', '-fd', '--quiet']);
  }

  /** Restores the given paths to their state at `ref` (removing them when `ref` lacks them). */
  async restorePaths(paths: string[], ref = 'HEAD'): Promise<void> {
    for (const path of paths) {
      const tracked = await this.try(['cat-file', '-e', `${ref}:${path}`]);
      if (tracked) await this.exec(['checkout', ref, '--', path]);
      else await this.exec(['rm', '-r', '-f', '--quiet', '--ignore-unmatch', '--', path]);
      await this.exec(['clean', '-fdq', '--', path], { allowFailure: true });
    }
  }

  /** Stages everything and commits; returns the new commit, or undefined when nothing changed. */
  async commitAll(message: string, identity: Identity = RALPH_IDENTITY): Promise<string | undefined> {
    await this.exec(['add', '-A']);
    if (await this.try(['diff', '--cached', '--quiet'])) return undefined;
    await this.commitIndex(message, identity);
    return this.head();
  }

  async commitIndex(message: string, identity: Identity = RALPH_IDENTITY): Promise<void> {
    await this.exec(
      [
        '-c',
        `user.name=${identity.name}`,
        '-c',
        `user.email=${identity.email}`,
        'commit',
        '--quiet',
        '--no-verify',
        '--file=-',
      ],
      { input: message },
    );
  }

  /**
   * Switches to `branch`, creating it at `startPoint` when it does not exist locally. A checkout
   * reads the whole work tree, so there is none when HEAD is on the branch already, nor when a
   * new branch starts at HEAD's commit (only the ref is made and HEAD pointed at it). Returns
   * HEAD as it leaves it (headState's answer), so the caller need not ask git again.
   */
  async switchBranch(branch: string, startPoint?: string): Promise<{ branch?: string; sha?: string }> {
    const now = await this.headState();
    if (now.branch === branch) return now;
    const tip = await this.revParse(`refs/heads/${branch}`);
    if (tip) {
      await this.exec(['checkout', '--quiet', branch]);
      return { branch, sha: tip };
    }
    const start = startPoint ? await this.revParse(startPoint) : now.sha;
    if (start && start === now.sha) {
      const from = now.branch ?? now.sha;
      // The zero id as the old value: made only if it does not exist.
      await this.exec([
        'update-ref',
        '-m',
        `branch: Created from ${startPoint ?? 'HEAD'}`,
        `refs/heads/${branch}`,
        start,
        '0'.repeat(start.length),
      ]);
      await this.exec([
        'symbolic-ref',
        '-m',
        `checkout: moving from ${from} to ${branch}`,
        'HEAD',
        `refs/heads/${branch}`,
      ]);
      return { branch, sha: start };
    }
    await this.exec(['checkout', '--quiet', '-b', branch, ...(startPoint ? [startPoint] : [])]);
    return { branch, sha: start };
  }

  /** The contents of a file at a ref, or undefined. */
  async show(ref: string, path: string): Promise<string | undefined> {
    const r = await this.exec(['show', `${ref}:${path}`], { allowFailure: true });
    return r.exitCode === 0 ? r.stdout : undefined;
  }

  /** Squashes everything since `base` (the index included) into one commit with `message`; returns its sha. */
  async squashSince(base: string, message: string, identity: Identity = RALPH_IDENTITY): Promise<string> {
    return this.commitStaged(message, { identity, parent: base });
  }
}
