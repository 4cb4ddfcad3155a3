// One git command run safely (after actions/checkout's git-command-manager): hooks disabled, no
// signing, no prompts, because it may run after an untrusted agent changed the work tree (a
// planted `.git/hooks` script never runs); the credentials only for the commands that talk to the
// remote, through their environment; an isolated repository reads no configuration but its own.
// The work tree, index and commit operations on top of it are the Git class (git.ts).
import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { RalphError } from '../core/errors.js';

/** The git commands that talk to the remote, the only ones that get the credentials. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export class GitError extends RalphError {
  override readonly code: string = 'git';
  constructor(
    readonly args: string[],
    readonly result: GitResult,
  ) {
    super(
      `git ${args.join(' ')} failed (exit ${result.exitCode}): ${result.stderr.trim() || result.stdout.trim()}`,
    );
    this.name = 'GitError';
  }
}

export interface ExecOptions {
  allowFailure?: boolean;
  input?: string | Buffer;
  /** Extra environment for this one command (GIT_INDEX_FILE, commit dates). */
  env?: Record<string, string>;
}

/**
 * Where a Git's repository is, when not `<cwd>/.git`, and whether it is isolated from every
 * configuration but its own (the task job's private repository: see task-job/private-git.ts).
 */
export interface GitPlace {
  /** The git directory; the work tree is `cwd`. */
  gitDir?: string;
  /**
   * No system or global configuration, no global or system attributes, no excludes file of the
   * user's, no inherited GIT_* variable, and no look into nested repositories: nothing outside
   * the git directory (which only Ralph's user can reach) names a program git runs.
   */
  isolated?: boolean;
}

/**
 * Settings every isolated git command gets on top of the usual ones: the default attributes and
 * excludes files of Ralph's user are not read, and porcelain commands (status, diff) never run
 * `git status` inside a nested repository the work tree holds (its own configuration could name
 * a filter or a file-system monitor; the writer refuses gitlinks anyway).
 */
const ISOLATED_CONFIG = [
  '-c',
  'core.attributesFile=/dev/null',
  '-c',
  'core.excludesFile=/dev/null',
  '-c',
  'diff.ignoreSubmodules=all',
  '-c',
  'submodule.recurse=false',
];

/** What identifies an index file as it is now (inode, size, times), or `-` when there is none. */
export function stampOf(file: string): string {
  const s = statSync(file, { bigint: true, throwIfNoEntry: false });
  return s ? `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}` : '-';
}

/** Runs git for one work tree: the plumbing every Git operation (git.ts) goes through. */
export class GitCommand {
  protected indexPath?: string;
  /**
   * git's untracked cache as Ralph keeps it (status with `untrackedCache`): when the last
   * status that wrote it started (ms), and the index file as Ralph last left it (stampOf). The
   * cache is used only while the index is one Ralph wrote: any other writer (an agent's
   * `git add`) could have put listings of unknown date in it.
   */
  protected untracked?: { from: number; stamp: string };

  /**
   * @param cwd the work tree
   * @param auth `key=value` settings that authenticate to the remote (see authConfig), given
   *   only to the commands that talk to it (`fetch`, `push`, `ls-remote`) and only through
   *   their environment, so nothing is written to .git/config or put on a command line
   */
  constructor(
    readonly cwd: string,
    private readonly auth: string[] = [],
    private readonly env: NodeJS.ProcessEnv = process.env,
    readonly place: GitPlace = {},
  ) {}

  /** Runs git; throws GitError on a non-zero exit unless `allowFailure`. */
  async exec(args: string[], opts: ExecOptions = {}): Promise<GitResult> {
    const r = await this.run(args, opts);
    return { ...r, stdout: r.stdout.toString('utf8') };
  }

  /** Like exec, with stdout as bytes (a binary patch, a blob). */
  execRaw(
    args: string[],
    opts: ExecOptions = {},
  ): Promise<{ exitCode: number; stdout: Buffer; stderr: string }> {
    return this.run(args, opts);
  }

  /**
   * Starts git with the settings exec uses, for a caller that streams its input and output
   * (`cat-file --batch`: see git-batch.ts). The caller ends stdin and waits for the exit.
   */
  spawn(args: string[]): ChildProcessWithoutNullStreams {
    const { argv, env } = this.invocation(args, {});
    return spawn('git', argv, { cwd: this.cwd, env });
  }

  /** The full argument list and environment of one git command: the safety settings, the credentials. */
  private invocation(args: string[], opts: ExecOptions): { argv: string[]; env: NodeJS.ProcessEnv } {
    const remote = REMOTE_COMMANDS.has(args.find((a) => !a.startsWith('-')) ?? '');
    const full = [
      // Nothing the agent planted in .git runs: no hooks, no file-system monitor.
      '-c',
      'core.hooksPath=/dev/null',
      '-c',
      'core.fsmonitor=false',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'tag.gpgsign=false',
      '-c',
      'core.quotepath=off',
      ...(this.place.isolated ? ISOLATED_CONFIG : []),
      ...args,
    ];
    // The credentials go to the commands that talk to the remote only, and only through their
    // environment (GIT_CONFIG_COUNT): never on a command line, which any process of the same
    // user can read in /proc/PID/cmdline, and never in .git/config.
    const auth: Record<string, string> = {};
    if (remote && this.auth.length > 0) {
      auth.GIT_CONFIG_COUNT = String(this.auth.length);
      this.auth.forEach((setting, i) => {
        const at = setting.indexOf('=');
        auth[`GIT_CONFIG_KEY_${i}`] = setting.slice(0, at);
        auth[`GIT_CONFIG_VALUE_${i}`] = setting.slice(at + 1);
      });
    }
    const base = this.place.isolated ? isolatedEnv(this.env) : this.env;
    const where: Record<string, string> = this.place.gitDir
      ? { GIT_DIR: this.place.gitDir, GIT_WORK_TREE: this.cwd }
      : {};
    return {
      argv: full,
      env: { ...base, ...where, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env, ...auth },
    };
  }

  private async run(
    args: string[],
    opts: ExecOptions,
  ): Promise<{ exitCode: number; stdout: Buffer; stderr: string }> {
    // Ralph's own index writes keep the untracked cache Ralph's: the stamp follows them, when
    // the index was as Ralph left it before the command (a write by anyone else is never taken
    // over). Another index file (GIT_INDEX_FILE) is not the one the cache lives in.
    const tracked =
      this.untracked && this.indexPath && !opts.env?.GIT_INDEX_FILE ? this.indexPath : undefined;
    const before = tracked ? stampOf(tracked) : undefined;
    const r = await this.spawnGit(args, opts);
    if (tracked && this.untracked && before === this.untracked.stamp) this.untracked.stamp = stampOf(tracked);
    return r;
  }

  private spawnGit(
    args: string[],
    opts: ExecOptions,
  ): Promise<{ exitCode: number; stdout: Buffer; stderr: string }> {
    const { argv, env } = this.invocation(args, opts);
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        argv,
        {
          cwd: this.cwd,
          env,
          maxBuffer: 256 * 1024 * 1024,
          encoding: 'buffer',
        },
        (error, stdout, stderr) => {
          const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          const result = { exitCode, stdout, stderr: stderr.toString('utf8') };
          if (exitCode !== 0 && !opts.allowFailure)
            reject(new GitError(args, { ...result, stdout: stdout.toString('utf8') }));
          else resolve(result);
        },
      );
      if (opts.input !== undefined) child.stdin?.end(opts.input);
    });
  }

  async out(args: string[]): Promise<string> {
    return (await this.exec(args)).stdout.trim();
  }

  /** `true` when the command exits 0. */
  async try(args: string[]): Promise<boolean> {
    return (await this.exec(args, { allowFailure: true })).exitCode === 0;
  }

  async head(): Promise<string> {
    return this.out(['rev-parse', 'HEAD']);
  }

  async currentBranch(): Promise<string | undefined> {
    const r = await this.exec(['symbolic-ref', '--quiet', '--short', 'HEAD'], { allowFailure: true });
    return r.exitCode === 0 ? r.stdout.trim() : undefined;
  }

  async revParse(ref: string): Promise<string | undefined> {
    const r = await this.exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      allowFailure: true,
    });
    return r.exitCode === 0 ? r.stdout.trim() : undefined;
  }

  /**
   * What identifies git's index file as it is now (inode, size, times; `-` when absent). A
   * rewrite by anyone changes it (git renames a new file into place; ctime cannot be set), so
   * Ralph can tell whether code it ran touched the index since it last did.
   */
  async indexStamp(): Promise<string> {
    return stampOf(await this.indexFile());
  }

  /** The index file's path (asked of git once: a worktree has its own). */
  async indexFile(): Promise<string> {
    this.indexPath ??= resolve(this.cwd, await this.out(['rev-parse', '--git-path', 'index']));
    return this.indexPath;
  }
}

/**
 * The environment of an isolated git command: every GIT_* variable dropped (GIT_CONFIG_COUNT,
 * GIT_EXTERNAL_DIFF, GIT_SSH_COMMAND, GIT_DIR... whatever set them), then no system or global
 * configuration and no system attributes.
 */
export function isolatedEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) if (!/^GIT_/i.test(key)) out[key] = value;
  return {
    ...out,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_SYSTEM: '/dev/null',
    GIT_ATTR_NOSYSTEM: '1',
  };
}

/**
 * Settings that authenticate git over HTTPS to the GitHub server with a token, given per
 * command so the token is never written to .git/config, where the agent could read it.
 */
export function authConfig(serverUrl: string, token: string): string[] {
  if (!token) return [];
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return [`http.${serverUrl.replace(/\/$/, '')}/.extraheader=AUTHORIZATION: basic ${basic}`];
}
