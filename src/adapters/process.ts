// Running a child process whose output may be unbounded and whose children may outlive it,
// for agents and gates alike: it gets its own process group, so a timeout, an abort or
// Ralph's own SIGINT/SIGTERM kills the whole tree; its output goes in full to a log file while
// memory keeps a bounded tail; and once it exits, what it left running in its group goes too,
// and output pipes held by anything that escaped the group are not waited for. A `wrap` starts
// it some other way (as the agent user, in its sandbox: adapters/task-job/launch.ts) and gets
// its turn before and after the run; this runner knows nothing of who the child runs as.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

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
   * Starts it some other way (as another user, in a sandbox): opened before the child starts,
   * closed after it ended. Failing to open or close throws: the step cannot go on safely.
   */
  wrap?: ProcessWrap;
}

/** What is to be started: the command, its environment and its working directory. */
export interface CommandSpec {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd: string;
}

/** The command as it is spawned. */
export interface Launch {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  /** Written to the child's stdin before the caller's input. */
  stdinPrefix: string;
  /** The command is not on the PATH the child gets (what ENOENT is for a plain spawn). */
  notFound?: boolean;
}

/** A way to start the child other than as it is (ProcessOptions.wrap). */
export interface ProcessWrap {
  /** Before the child starts (after its log file is open): what the run needs. */
  open(): Promise<WrappedRun>;
}

/** One run's wrap, once opened. */
export interface WrappedRun {
  /** The command as it is to be spawned. */
  launch(cmd: CommandSpec): Launch;
  /**
   * Signals the child's process group where Ralph may not (another user's processes); a SIGKILL
   * also goes to the group as Ralph may signal it. Without it, Ralph signals the group itself.
   */
  signalGroup?(pgid: number, signal: NodeJS.Signals, sync: boolean): void;
  /** Once the child ended, whatever happened. */
  close(): Promise<void>;
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
  if (!opts.wrap || opts.signal?.aborted) return runChild(opts, new Log(opts.logPath));
  // The log is Ralph's: opened before the wrap may give away the tree it is in.
  const log = new Log(opts.logPath);
  let wrapped: WrappedRun;
  try {
    wrapped = await opts.wrap.open();
  } catch (err) {
    log.close();
    throw err;
  }
  try {
    return await runChild(opts, log, wrapped);
  } finally {
    await wrapped.close();
  }
}

/** The result of a run so far: its tails and its time, with what is known of its end. */
function results(opts: ProcessOptions) {
  const started = Date.now();
  const tail = new Tail(opts.tailBytes ?? 64 * 1024);
  const stderrTail = new Tail(opts.stderrTailBytes ?? 16 * 1024);
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
  return { tail, stderrTail, result };
}

function runChild(opts: ProcessOptions, log: Log, wrapped?: WrappedRun): Promise<ProcessResult> {
  const out = results(opts);
  const { result } = out;
  if (opts.signal?.aborted) {
    log.close();
    return Promise.resolve(result({ interrupted: 'interrupted' }));
  }

  const cmd = { file: opts.file, args: opts.args, env: opts.env, cwd: opts.cwd };
  const launch: Launch = wrapped ? wrapped.launch(cmd) : { ...cmd, stdinPrefix: '' };
  if (launch.notFound) {
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
  // Where Ralph may not signal the child's processes, the wrap does (and SIGKILL goes to what
  // Ralph may signal too).
  const killGroup = (p: number | undefined, sig: NodeJS.Signals, sync = false) => {
    if (!wrapped?.signalGroup || p === undefined) return killOwnGroup(p, sig);
    wrapped.signalGroup(p, sig, sync);
    if (sig === 'SIGKILL') killOwnGroup(p, sig);
  };
  return watchChild(child, opts, { log, out, killGroup, stdin: launch.stdinPrefix + (opts.stdin ?? '') });
}

type KillGroup = (pid: number | undefined, signal: NodeJS.Signals, sync?: boolean) => void;

/**
 * The started child to its end: its output logged and kept, its group stopped on a timeout, an
 * abort or Ralph's own signals, and what it left running killed once it exits.
 */
function watchChild(
  child: ReturnType<typeof spawn>,
  opts: ProcessOptions,
  w: { log: Log; out: ReturnType<typeof results>; killGroup: KillGroup; stdin: string },
): Promise<ProcessResult> {
  const { log, killGroup } = w;
  const { tail, stderrTail, result } = w.out;
  const grace = opts.killGraceMs ?? KILL_GRACE_MS;
  const pid = child.pid;
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
    child.stdin?.end(w.stdin);

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
