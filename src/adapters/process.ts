// Running a child process whose output may be unbounded and whose children may outlive it,
// for agents and gates alike: it gets its own process group, so a timeout, an abort or
// Ralph's own SIGINT/SIGTERM kills the whole tree; its output goes in full to a log file while
// memory keeps a bounded tail; and once it exits, what it left running in its group goes too,
// and output pipes held by anything that escaped the group are not waited for. With `runAs`
// it runs as the agent user (agent-user.ts), which gets the work tree only for the run, and
// where the runner allows it in its own PID and mount namespaces (sandbox.ts): then all it
// started ends with it, and signals reach the namespace's first process through unshare's
// process group (SIGKILL to unshare kills the namespace: --kill-child).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  type AgentUser,
  agentLaunch,
  lendWorkspace,
  reclaimWorkspace,
  signalAgentGroup,
} from './task-job/agent-user.js';
import { type Sandbox, type SandboxNetwork, sandboxFor } from './task-job/sandbox.js';

export const KILL_GRACE_MS = 2_000;
/** Signals that tell Ralph to stop (Ctrl-C, kill, the terminal closing): the child's tree goes first. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** How long output is still read after the group was killed, from what escaped it. */
const PIPE_WAIT_MS = 500;

export interface ProcessOptions {
  file: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Written to stdin, which is then closed. */
  stdin?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Full output (stdout and stderr, as they come) goes here. */
  logPath?: string;
  /** Bytes of the output's end kept in memory. Default 64 KiB. */
  tailBytes?: number;
  /** Bytes of stderr's end kept apart. Default 16 KiB. */
  stderrTailBytes?: number;
  /** Time between SIGTERM and SIGKILL. */
  killGraceMs?: number;
  onStdout?: (chunk: Buffer) => void;
  onStderr?: (chunk: Buffer) => void;
  /**
   * Runs it as the agent user: every process of that user is killed and the work tree is lent
   * to it first; after the process ended, every process of that user is killed and the work
   * tree taken back (agent-user.ts). Its group is signalled as that user. Failing to lend or
   * take back the work tree throws: the step cannot go on safely.
   */
  runAs?: AgentUser;
  /**
   * The step's network where it runs in the sandbox (sandbox.ts): `{ open: true }` for the
   * runner's network, else a network namespace of its own (loopback only) whose ways out are
   * `forwards` (127.0.0.1:port inside to a unix socket outside). Default: no way out at all.
   * Without the sandbox it has no effect.
   */
  network?: SandboxNetwork;
  /** Folders outside the work tree the step writes (the agent's settings): bound into the sandbox. */
  binds?: readonly string[];
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** Stopped through the abort signal ("interrupted") or Ralph's own signal ("interrupted by SIGINT"). */
  interrupted?: string;
  durationMs: number;
  /** The end of the combined output, at most `tailBytes`, as text. */
  tail: string;
  /** The end of stderr alone. */
  stderrTail: string;
  /** Total bytes of output. */
  bytes: number;
  /** The process could not be started: why, and the error code (ENOENT: not found). */
  spawnError?: { message: string; code?: string };
}

/** Keeps the last `limit` bytes pushed into it. */
export class Tail {
  private buf = Buffer.alloc(0);
  total = 0;
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
    this.total += chunk.length;
    if (chunk.length >= this.limit) {
      this.buf = Buffer.from(chunk.subarray(chunk.length - this.limit));
      return;
    }
    const keep = Math.max(0, this.buf.length + chunk.length - this.limit);
    this.buf = Buffer.concat([this.buf.subarray(keep), chunk]);
  }
  /** As text, without the broken character where the cut fell. */
  text(): string {
    return this.buf.toString('utf8').replace(/^\uFFFD+/, '');
  }
}

/**
 * The log file, written synchronously: a process that prints faster than the disk takes it
 * is slowed down (its pipe fills) instead of filling Ralph's memory. A failed write (disk
 * full) stops the writing, not the run.
 */
class Log {
  private fd: number | undefined;
  constructor(path: string | undefined) {
    if (path === undefined) return;
    mkdirSync(dirname(path), { recursive: true });
    this.fd = openSync(path, 'w');
  }
  write(chunk: Buffer): void {
    if (this.fd === undefined) return;
    try {
      let off = 0;
      while (off < chunk.length) off += writeSync(this.fd, chunk, off);
    } catch {
      this.close();
    }
  }
  close(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }
}

function killOwnGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

export async function runProcess(opts: ProcessOptions): Promise<ProcessResult> {
  const user = opts.runAs;
  if (!user || opts.signal?.aborted) return runChild(opts, new Log(opts.logPath));
  // The log is Ralph's: opened before the agent user gets the tree it may be in.
  const log = new Log(opts.logPath);
  let sandbox: Sandbox | undefined;
  try {
    sandbox = await sandboxFor(user);
    if (sandbox && opts.binds?.length)
      sandbox = { ...sandbox, readWrite: [...sandbox.readWrite, ...opts.binds] };
    await lendWorkspace(user);
  } catch (err) {
    log.close();
    throw err;
  }
  try {
    return await runChild(opts, log, sandbox);
  } finally {
    await reclaimWorkspace(user, { sandboxed: sandbox !== undefined });
  }
}

function runChild(opts: ProcessOptions, log: Log, sandbox?: Sandbox): Promise<ProcessResult> {
  const started = Date.now();
  const tail = new Tail(opts.tailBytes ?? 64 * 1024);
  const stderrTail = new Tail(opts.stderrTailBytes ?? 16 * 1024);
  const grace = opts.killGraceMs ?? KILL_GRACE_MS;
  const result = (extra: Partial<ProcessResult>): ProcessResult => ({
    exitCode: null,
    signal: null,
    timedOut: false,
    durationMs: Date.now() - started,
    tail: tail.text(),
    stderrTail: stderrTail.text(),
    bytes: tail.total,
    ...extra,
  });
  if (opts.signal?.aborted) {
    log.close();
    return Promise.resolve(result({ interrupted: 'interrupted' }));
  }

  const user = opts.runAs;
  const launch = user
    ? agentLaunch(user, opts, sandbox)
    : { file: opts.file, args: opts.args, env: opts.env, stdinPrefix: '', uid: undefined, gid: undefined };
  if ('notFound' in launch && launch.notFound) {
    log.close();
    return Promise.resolve(result({ spawnError: { message: `spawn ${opts.file} ENOENT`, code: 'ENOENT' } }));
  }
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(launch.file, launch.args, {
      cwd: opts.cwd,
      env: launch.env,
      detached: true,
      stdio: 'pipe',
      uid: launch.uid,
      gid: launch.gid,
    });
  } catch (err) {
    // Arguments node refuses outright (a NUL byte, say).
    log.close();
    return Promise.resolve(result({ spawnError: { message: (err as Error).message } }));
  }
  const pid = child.pid;
  // Through sudo, Ralph may signal sudo but not the agent user's processes: those are
  // signalled as that user (sudo itself goes with SIGKILL).
  const killGroup = (p: number | undefined, sig: NodeJS.Signals, sync = false) => {
    if (user?.via !== 'sudo' || p === undefined) return killOwnGroup(p, sig);
    signalAgentGroup(user, p, sig, sync);
    if (sig === 'SIGKILL') killOwnGroup(p, sig);
  };

  return new Promise((resolve) => {
    let timedOut = false;
    let interrupted: string | undefined;
    let spawnError: ProcessResult['spawnError'];
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let finished = false;
    const timers: NodeJS.Timeout[] = [];
    let killTimer: NodeJS.Timeout | undefined;
    const stop = () => {
      killGroup(pid, 'SIGTERM');
      killTimer ??= setTimeout(() => killGroup(pid, 'SIGKILL'), grace);
    };

    if (opts.timeoutMs && opts.timeoutMs > 0 && Number.isFinite(opts.timeoutMs))
      timers.push(
        setTimeout(() => {
          timedOut = true;
          stop();
        }, opts.timeoutMs),
      );
    const onAbort = () => {
      interrupted ??= 'interrupted';
      stop();
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    // If Ralph itself is told to stop, the whole tree goes with it; a second signal does not
    // wait for the grace period.
    const onProcessSignal = (sig: NodeJS.Signals) => {
      if (interrupted) killGroup(pid, 'SIGKILL');
      interrupted ??= `interrupted by ${sig}`;
      stop();
    };
    const onProcessExit = () => killGroup(pid, 'SIGKILL', true);
    for (const sig of STOP_SIGNALS) process.on(sig, onProcessSignal);
    process.on('exit', onProcessExit);

    child.stdout?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      tail.push(chunk);
      opts.onStdout?.(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      tail.push(chunk);
      stderrTail.push(chunk);
      opts.onStderr?.(chunk);
    });
    child.stdin?.on('error', () => {}); // the process may exit without reading its stdin
    child.stdin?.end(launch.stdinPrefix + (opts.stdin ?? ''));

    const finish = () => {
      if (finished) return;
      finished = true;
      for (const t of timers) clearTimeout(t);
      if (killTimer) clearTimeout(killTimer);
      opts.signal?.removeEventListener('abort', onAbort);
      for (const sig of STOP_SIGNALS) process.off(sig, onProcessSignal);
      process.off('exit', onProcessExit);
      log.close();
      resolve(result({ exitCode, signal: exitSignal, timedOut, interrupted, spawnError }));
    };

    child.on('error', (err: NodeJS.ErrnoException) => {
      // Only a failed spawn leaves no pid; other errors (a failed kill) are not the end.
      if (pid !== undefined) return;
      const where = err.code === 'ENOENT' && !existsSync(opts.cwd) ? `no directory ${opts.cwd}` : err.message;
      spawnError = { message: where, code: err.code };
      finish();
    });
    child.on('exit', (code, sig) => {
      exitCode = code;
      exitSignal = sig;
      // What it left running in its group goes with it. If something outside the group still
      // holds the pipes open, stop waiting for them after the grace period.
      killGroup(pid, 'SIGTERM');
      timers.push(
        setTimeout(() => {
          killGroup(pid, 'SIGKILL');
          timers.push(
            setTimeout(() => {
              child.stdout?.destroy();
              child.stderr?.destroy();
              finish();
            }, PIPE_WAIT_MS),
          );
        }, grace),
      );
    });
    child.on('close', finish);
  });
}
