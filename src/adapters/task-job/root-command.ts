// Running fixed commands as root (directly, or through passwordless `sudo -n`) or as another
// user, with a fixed PATH, from /: what the agent user (agent-user.ts, lend.ts, launch.ts), its
// sandbox (sandbox.ts) and the agent's repository (private-git.ts) share. No secret ever goes
// on these command lines (/proc/PID/cmdline is world-readable).
import { execFile } from 'node:child_process';
import { RalphError } from '../../core/errors.js';
import { findOnPath } from '../program-path.js';

/** How Ralph reaches root: it is root, or through passwordless `sudo -n`. */
export type RootVia = 'root' | 'sudo';

export const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export interface Out {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  uid?: number;
  gid?: number;
  home?: string;
  /** Default 30 minutes: a chown of a large work tree takes its time. */
  timeoutMs?: number;
}

/** Runs `file args` from / with PATH=SYSTEM_PATH and LC_ALL=C, and an empty stdin. */
export function run(file: string, args: string[], opts: RunOptions = {}): Promise<Out> {
  return new Promise<Out>((done) => {
    const child = execFile(
      file,
      args,
      // From /: the agent user may not reach Ralph's working directory.
      {
        cwd: '/',
        env: { PATH: SYSTEM_PATH, LC_ALL: 'C', ...(opts.home ? { HOME: opts.home } : {}) },
        uid: opts.uid,
        gid: opts.gid,
        timeout: opts.timeoutMs ?? 30 * 60_000,
      },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        done({ code, stdout, stderr: stderr || (err && code === -1 ? err.message : '') });
      },
    );
    child.stdin?.on('error', () => {}); // it need not read its input
    child.stdin?.end();
  });
}

/** `file args` as root: itself when Ralph is root, else behind `sudo -n --`. */
export function rootCommand(
  via: RootVia,
  file: string,
  args: readonly string[],
): { file: string; args: string[] } {
  return via === 'root' ? { file, args: [...args] } : { file: 'sudo', args: ['-n', '--', file, ...args] };
}

/** A command as root: directly, or through passwordless sudo. No secret ever goes here. */
export function asRoot(via: RootVia, args: string[], opts: Pick<RunOptions, 'timeoutMs'> = {}): Promise<Out> {
  const c = rootCommand(via, args[0]!, args.slice(1));
  return run(c.file, c.args, opts);
}

/** A command as root that must succeed: its failure throws, saying `what` failed and why. */
export async function mustAsRoot(via: RootVia, args: string[], what: string): Promise<Out> {
  const r = await asRoot(via, args);
  if (r.code !== 0)
    throw new RalphError(
      `${what} failed (${args.join(' ')}: exit ${r.code}): ${r.stderr.trim() || r.stdout.trim()}`,
    );
  return r;
}

/** Who a small fixed command runs as: the agent user (agent-user.ts). */
export interface RunAsUser {
  name: string;
  uid: number;
  gid: number;
  home: string;
  via: RootVia;
}

/** A small fixed command as that user (no secret in it either). */
export function asUser(user: RunAsUser, args: string[]): Promise<Out> {
  return user.via === 'root'
    ? run(args[0]!, args.slice(1), { uid: user.uid, gid: user.gid, home: user.home })
    : run('sudo', ['-n', '-u', user.name, '--', ...args]);
}

/** The executable file `tool` in the directories of `path`, if any. */
export function onPath(tool: string, path = SYSTEM_PATH): string | undefined {
  return findOnPath(tool, path);
}

export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Whether `path` is `dir` or inside it (both absolute and resolved). */
export const inside = (path: string, dir: string) =>
  path === dir || path.startsWith(dir === '/' ? '/' : `${dir}/`);
