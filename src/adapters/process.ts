// Running a child process whose output may be unbounded and whose children may outlive it:
// it gets its own process group, so a timeout, an abort or Ralph's own SIGINT/SIGTERM kills
// the whole tree; its output goes in full to a log file while memory keeps a bounded tail.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export const KILL_GRACE_MS = 2_000;
/** How long output is still read after the process exited, from what it left behind. */
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
  onStdout?: (chunk: Buffer) => void;
  onStderr?: (chunk: Buffer) => void;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** Stopped through the abort signal or Ralph's own SIGINT/SIGTERM. */
  interrupted: boolean;
  durationMs: number;
  /** The end of the combined output, at most `tailBytes`, as text. */
  tail: string;
  /** Total bytes of output. */
  bytes: number;
  /** spawn itself failed (command not found, say). */
  spawnError?: string;
}

/** Keeps the last `limit` bytes written to it. */
export class TailBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  total = 0;
  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    this.total += chunk.length;
    this.chunks.push(chunk);
    this.size += chunk.length;
    while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit) this.size -= this.chunks.shift()!.length;
  }

  text(): string {
    const all = Buffer.concat(this.chunks);
    return all.subarray(Math.max(0, all.length - this.limit)).toString('utf8');
  }
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

export function runProcess(opts: ProcessOptions): Promise<ProcessResult> {
  const started = Date.now();
  const tail = new TailBuffer(opts.tailBytes ?? 64 * 1024);
  // Written synchronously: a process that prints faster than the disk takes it is slowed
  // down (its pipe fills) instead of filling Ralph's memory.
  let log: number | undefined;
  if (opts.logPath) {
    mkdirSync(dirname(opts.logPath), { recursive: true });
    log = openSync(opts.logPath, 'w');
  }
  return new Promise((resolve) => {
    let timedOut = false;
    let interrupted = false;
    let killTimer: NodeJS.Timeout | undefined;
    const child = spawn(opts.file, opts.args, {
      cwd: opts.cwd,
      env: opts.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const stop = (why: 'timeout' | 'interrupt') => {
      if (why === 'timeout') timedOut = true;
      else interrupted = true;
      killGroup(child.pid, 'SIGTERM');
      killTimer ??= setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
    };
    const timer = opts.timeoutMs ? setTimeout(() => stop('timeout'), opts.timeoutMs) : undefined;
    const onAbort = () => stop('interrupt');
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    if (opts.signal?.aborted) onAbort();
    // If Ralph itself is told to stop, the agent's whole tree goes with it.
    const onSignal = () => stop('interrupt');
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);

    const take = (chunk: Buffer, each?: (c: Buffer) => void) => {
      tail.push(chunk);
      if (log !== undefined) writeSync(log, chunk);
      each?.(chunk);
    };
    child.stdout.on('data', (c: Buffer) => take(c, opts.onStdout));
    child.stderr.on('data', (c: Buffer) => take(c, opts.onStderr));
    child.stdin.on('error', () => {}); // the child may exit without reading its stdin
    child.stdin.end(opts.stdin ?? '');

    // Children the process left behind in its group (holding its stdout open) die with it; a
    // process that left the group (setsid) and still holds the pipes is not waited for.
    let cutLoose: NodeJS.Timeout | undefined;
    child.on('exit', () => {
      killGroup(child.pid, 'SIGKILL');
      cutLoose = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, PIPE_WAIT_MS);
    });
    let spawnError: string | undefined;
    child.on('error', (err) => {
      spawnError = err.message;
    });
    child.on('close', (exitCode, signal) => {
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      if (killTimer) clearTimeout(killTimer);
      if (cutLoose) clearTimeout(cutLoose);
      const finish = () =>
        resolve({
          exitCode,
          signal,
          timedOut,
          interrupted,
          durationMs: Date.now() - started,
          tail: tail.text(),
          bytes: tail.total,
          spawnError,
        });
      if (log !== undefined) closeSync(log);
      finish();
    });
  });
}
