// The git CLI behind one small interface (after actions/checkout's git-command-manager).
// Every command runs with hooks disabled and without signing or prompts, because it may run
// after an untrusted agent changed the work tree: a planted `.git/hooks` script never runs.
import { execFile } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The git commands that talk to the remote, the only ones that get the credentials. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);

export interface GitResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export class GitError extends Error {
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

export interface Identity {
  name: string;
  email: string;
}

export const RALPH_IDENTITY: Identity = { name: 'ralph[bot]', email: 'ralph-bot@users.noreply.github.com' };

export class Git {
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

  private run(
    args: string[],
    opts: ExecOptions,
  ): Promise<{ exitCode: number; stdout: Buffer; stderr: string }> {
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
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        full,
        {
          cwd: this.cwd,
          env: { ...this.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env, ...auth },
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

  /** Paths changed in the work tree and index against HEAD, untracked ones included (not ignored ones). */
  async changedPaths(): Promise<string[]> {
    const out = (await this.exec(['status', '--porcelain=v1', '-z', '--untracked-files=all'])).stdout;
    const paths: string[] = [];
    const parts = out.split('\0');
    for (let i = 0; i < parts.length; i++) {
      const entry = parts[i]!;
      if (entry.length < 4) continue;
      paths.push(entry.slice(3));
      // A rename or copy is followed by its source path.
      if (entry[0] === 'R' || entry[0] === 'C') paths.push(parts[++i]!);
    }
    return paths;
  }

  /** A short `git diff --stat` of the work tree (untracked files included) against a commit. */
  async diffSummary(base = 'HEAD'): Promise<string> {
    await this.exec(['add', '-A', '--intent-to-add'], { allowFailure: true });
    const stat = await this.exec(['diff', '--stat=100', base], { allowFailure: true });
    await this.exec(['reset', '--quiet'], { allowFailure: true });
    return stat.stdout.trim();
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

  /** Switches to `branch`, creating it at `startPoint` when it does not exist locally. */
  async switchBranch(branch: string, startPoint?: string): Promise<void> {
    if (await this.revParse(`refs/heads/${branch}`)) await this.exec(['checkout', '--quiet', branch]);
    else await this.exec(['checkout', '--quiet', '-b', branch, ...(startPoint ? [startPoint] : [])]);
  }

  /** The contents of a file at a ref, or undefined. */
  async show(ref: string, path: string): Promise<string | undefined> {
    const r = await this.exec(['show', `${ref}:${path}`], { allowFailure: true });
    return r.exitCode === 0 ? r.stdout : undefined;
  }

  /** Squashes everything since `base` into one commit with `message`; returns its sha. */
  async squashSince(base: string, message: string, identity: Identity = RALPH_IDENTITY): Promise<string> {
    await this.exec(['reset', '--soft', '--quiet', base]);
    await this.commitIndex(message, identity);
    return this.head();
  }
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
