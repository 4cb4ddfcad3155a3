// Running one agent (DESIGN.md C4): the provider's command in its own process group, the
// prompt on stdin and in a file beside the transcript, the whole output streamed to the
// transcript while memory keeps only a bounded tail and one bounded line at a time, and the
// whole group killed on timeout, on abort, when Ralph itself is told to stop, and once the
// agent has exited (so nothing it started in the background outlives it).
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { lastLine, rateLimitMessage } from './signals.js';
import type { AgentLimits, AgentOutcome, AgentResult, ParsedOutput, Provider } from './types.js';

export const TAIL_BYTES = 64 * 1024;
/** Longer lines are cut to this many characters before they reach the parser. */
export const MAX_LINE_CHARS = 1024 * 1024;
const STDERR_TAIL_BYTES = 16 * 1024;
const KILL_GRACE_MS = 2_000;

export interface RunAgentOptions {
  provider: Provider;
  prompt: string;
  cwd: string;
  limits: AgentLimits;
  /** Where the full output goes; the prompt is written beside it as `<name>.prompt.md`. */
  transcriptPath: string;
  /** The agent's whole environment (the caller removes what the agent must not see). */
  env: NodeJS.ProcessEnv;
  userCommand?: string;
  /** Aborting kills the agent; the result then has `interrupted: true`. */
  signal?: AbortSignal;
  /** Every piece of output, stdout and stderr, as it arrives. */
  onOutput?: (text: string) => void;
  /** Time between SIGTERM and SIGKILL. */
  killGraceMs?: number;
}

/**
 * Runs the agent to its end and says how it ended. It throws only when the provider cannot
 * build a command line (a configuration error); everything the agent does becomes a result.
 * While it runs, SIGINT and SIGTERM to Ralph kill the agent and end the run as interrupted
 * (the signal is consumed: the caller should stop after recording the result).
 */
export async function runAgent(opts: RunAgentOptions): Promise<AgentResult> {
  const { provider, prompt, cwd, limits, transcriptPath } = opts;
  const started = Date.now();
  mkdirSync(dirname(transcriptPath), { recursive: true });
  const promptFile = join(
    dirname(transcriptPath),
    `${basename(transcriptPath, extname(transcriptPath))}.prompt.md`,
  );
  writeFileSync(promptFile, prompt);
  const cmd = provider.command({ prompt, promptFile, limits, cwd, userCommand: opts.userCommand });
  const transcript = new Transcript(transcriptPath);
  const notStarted = (reason: string, interrupted?: true): AgentResult => {
    transcript.close();
    const durationMs = Date.now() - started;
    const r: AgentResult = {
      outcome: 'crashed',
      reason,
      exitCode: null,
      durationMs,
      transcriptPath,
      promptFile,
      tail: '',
    };
    return interrupted ? { ...r, interrupted } : r;
  };
  if (opts.signal?.aborted) return notStarted('interrupted', true);

  const parser = provider.createParser();
  const tail = new Tail(TAIL_BYTES);
  const stderrTail = new Tail(STDERR_TAIL_BYTES);
  const lines = new LineSplitter(MAX_LINE_CHARS, (line) => parser.line(line));
  const grace = opts.killGraceMs ?? KILL_GRACE_MS;

  let child: ChildProcessWithoutNullStreams;
  try {
    child = spawn(cmd.file, cmd.args, {
      cwd,
      env: { ...opts.env, ...cmd.env },
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (err) {
    // Arguments node refuses outright (a NUL byte, say).
    return notStarted(`cannot run "${cmd.file}": ${(err as Error).message}`);
  }
  return new Promise<AgentResult>((resolve) => {
    const pid = child.pid;
    const killGroup = (sig: NodeJS.Signals) => {
      if (pid === undefined) return;
      try {
        process.kill(-pid, sig);
      } catch {
        // the group is gone already
      }
    };

    let timedOut = false;
    let interrupted: string | undefined;
    let spawnError: string | undefined;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let finished = false;
    const timers: NodeJS.Timeout[] = [];
    let killTimer: NodeJS.Timeout | undefined;
    const stop = () => {
      killGroup('SIGTERM');
      killTimer ??= setTimeout(() => killGroup('SIGKILL'), grace);
    };

    if (limits.timeoutMs > 0 && Number.isFinite(limits.timeoutMs)) {
      timers.push(
        setTimeout(() => {
          timedOut = true;
          stop();
        }, limits.timeoutMs),
      );
    }
    const onAbort = () => {
      interrupted ??= 'interrupted';
      stop();
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const onProcessSignal = (sig: NodeJS.Signals) => {
      // A second Ctrl-C does not wait for the grace period.
      if (interrupted) killGroup('SIGKILL');
      interrupted ??= `interrupted by ${sig}`;
      stop();
    };
    const onProcessExit = () => killGroup('SIGKILL');
    process.on('SIGINT', onProcessSignal);
    process.on('SIGTERM', onProcessSignal);
    process.on('exit', onProcessExit);

    const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
    const take = (stream: 'stdout' | 'stderr') => {
      const decoder = decoders[stream];
      return (chunk: Buffer) => {
        transcript.write(chunk);
        tail.push(chunk);
        if (stream === 'stderr') stderrTail.push(chunk);
        const text = decoder.write(chunk);
        if (stream === 'stdout') lines.push(text);
        if (text) opts.onOutput?.(text);
      };
    };
    child.stdout.on('data', take('stdout'));
    child.stderr.on('data', take('stderr'));
    child.stdin.on('error', () => {}); // the agent may exit without reading its stdin
    child.stdin.end(cmd.stdin ?? '');

    const finish = () => {
      if (finished) return;
      finished = true;
      for (const t of timers) clearTimeout(t);
      if (killTimer) clearTimeout(killTimer);
      opts.signal?.removeEventListener('abort', onAbort);
      process.off('SIGINT', onProcessSignal);
      process.off('SIGTERM', onProcessSignal);
      process.off('exit', onProcessExit);
      lines.push(decoders.stdout.end());
      lines.end();
      transcript.close();
      const parsed = parser.finish({ exitCode, stderr: stderrTail.text() });
      const stderr = stderrTail.text();
      const tailText = tail.text();
      const { outcome, reason } = decide(parsed, {
        exitCode,
        signal: exitSignal,
        timedOut,
        timeoutMs: limits.timeoutMs,
        interrupted,
        spawnError,
        stderr,
        tail: tailText,
      });
      resolve({
        outcome,
        reason,
        ...(interrupted ? { interrupted: true } : {}),
        exitCode,
        signal: exitSignal ?? undefined,
        turns: parsed.turns,
        inputTokens: parsed.inputTokens,
        outputTokens: parsed.outputTokens,
        costUsd: parsed.costUsd,
        sessionId: parsed.sessionId,
        durationMs: Date.now() - started,
        transcriptPath,
        promptFile,
        tail: tailText,
        finalText: parsed.finalText,
      });
    };

    child.on('error', (err: NodeJS.ErrnoException) => {
      // Only a failed spawn leaves no pid; other errors (a failed kill) are not the end.
      if (pid !== undefined) return;
      if (err.code !== 'ENOENT') spawnError = `cannot run "${cmd.file}": ${err.message}`;
      else if (!existsSync(cwd)) spawnError = `cannot run "${cmd.file}": no directory ${cwd}`;
      else
        spawnError = `cannot run "${cmd.file}": not found on PATH (is the ${provider.name} CLI installed?)`;
      finish();
    });
    child.on('exit', (code, sig) => {
      exitCode = code;
      exitSignal = sig;
      // What the agent left running in its group goes with it. If something outside the
      // group still holds the pipes open, stop waiting for them after the grace period.
      killGroup('SIGTERM');
      timers.push(
        setTimeout(() => {
          killGroup('SIGKILL');
          timers.push(
            setTimeout(() => {
              child.stdout.destroy();
              child.stderr.destroy();
              finish();
            }, 500),
          );
        }, grace),
      );
    });
    child.on('close', finish);
  });
}

interface RunFacts {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  timeoutMs: number;
  interrupted?: string;
  spawnError?: string;
  stderr: string;
  tail: string;
}

/** The outcome, in order: interrupted, the agent's marker, a rate limit, timeout, exit. */
function decide(p: ParsedOutput, run: RunFacts): { outcome: AgentOutcome; reason?: string } {
  if (run.interrupted) return { outcome: 'crashed', reason: run.interrupted };
  if (run.spawnError) return { outcome: 'crashed', reason: run.spawnError };
  if (p.marker && !run.timedOut) {
    if (p.marker.kind === 'done') return { outcome: 'done' };
    return { outcome: 'blocked', reason: p.marker.reason || 'the agent gave no reason' };
  }
  const failed = run.timedOut || run.exitCode !== 0;
  // The end of the output only: a prompt that talks about rate limits is not one.
  const limited =
    p.rateLimited ?? (failed ? rateLimitMessage(run.stderr + '\n' + run.tail.slice(-4096)) : undefined);
  if (limited) return { outcome: 'rate_limited', reason: limited };
  if (run.timedOut) {
    const after = p.marker
      ? ` (after printing ${p.marker.kind === 'done' ? '<TASK_DONE>' : '<TASK_BLOCKED>'})`
      : '';
    // Codex, for one, keeps retrying a backend it cannot reach: its last error says why.
    const last = p.errorText ? `; last error: ${p.errorText}` : '';
    return { outcome: 'timeout', reason: `no end after ${run.timeoutMs / 1000}s${after}${last}` };
  }
  if (run.exitCode === 0) {
    return {
      outcome: 'no_marker',
      reason: p.errorText ?? 'the agent ended without <TASK_DONE> or <TASK_BLOCKED reason="...">',
    };
  }
  const how = run.exitCode !== null ? `exited with code ${run.exitCode}` : `killed by ${run.signal}`;
  const detail = p.errorText ?? lastLine(run.stderr);
  return { outcome: 'crashed', reason: detail ? `${how}: ${detail}` : how };
}

/** The transcript file; a failed write (disk full) stops the writing, not the run. */
class Transcript {
  private fd: number | undefined;
  constructor(path: string) {
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

/** Keeps the last `limit` bytes pushed into it. */
class Tail {
  private buf = Buffer.alloc(0);
  constructor(private readonly limit: number) {}
  push(chunk: Buffer): void {
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

/** Splits text into lines without a trailing CR; a line past `max` characters is cut there. */
class LineSplitter {
  private buf = '';
  private cut = false;
  constructor(
    private readonly max: number,
    private readonly emit: (line: string) => void,
  ) {}
  push(text: string): void {
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      const piece = nl === -1 ? text.slice(start) : text.slice(start, nl);
      if (!this.cut) {
        const room = this.max - this.buf.length;
        if (piece.length > room) {
          this.buf += piece.slice(0, room);
          this.cut = true;
        } else this.buf += piece;
      }
      if (nl === -1) return;
      this.flush();
      start = nl + 1;
    }
  }
  end(): void {
    if (this.buf || this.cut) this.flush();
  }
  private flush(): void {
    const line = this.buf.endsWith('\r') ? this.buf.slice(0, -1) : this.buf;
    this.buf = '';
    this.cut = false;
    this.emit(line);
  }
}
