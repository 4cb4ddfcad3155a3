// Steering a running build from outside (docs/ARCHITECTURE.md#life-of-a-task-locally: the live view's keys). The loop asks it
// at clear points: before a task starts (pause, stop after the attempt at hand), and after an
// attempt's agent or gates were stopped on request (restart, skip, hand over to a person). Every
// request either reaches one of those points or is refused at once, so a key never leaves the
// plan half written: the loop records, discards or puts back exactly as it would on its own.

/** What a person asked of a running attempt. */
export type AttemptRequest = { kind: 'restart' } | { kind: 'skip'; reason: string } | { kind: 'interactive' };

/** The agent CLI's interactive session for a stopped attempt, in the same work tree. */
export interface InteractiveSession {
  task: string;
  /** The work tree the attempt ran in. */
  cwd: string;
  provider: string;
  /** The stopped run's session, when the CLI reported one (so the session can resume it). */
  sessionId?: string;
  /** The prompt the agent got, for a CLI that cannot resume. */
  prompt: string;
  /** The agent's environment. */
  env: NodeJS.ProcessEnv;
}

/** One running attempt, as the loop holds it. */
export interface AttemptHandle {
  /** Aborted when a person asks for something the attempt must stop for. */
  signal: AbortSignal;
  /** Takes the request (once) and stops taking any: after this, the attempt is the loop's alone. */
  settle(): AttemptRequest | undefined;
}

export class BuildControl {
  private paused = false;
  private stopping = false;
  private wake: Array<() => void> = [];
  private readonly attempts = new Map<
    string,
    { abort: AbortController; request?: AttemptRequest; attempt: number }
  >();

  /**
   * Runs the interactive session and resolves when it ended; set by the view that owns the
   * terminal. Without it, `interactive` requests are refused.
   */
  interactive?: (session: InteractiveSession) => Promise<void>;

  get isPaused(): boolean {
    return this.paused;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** Pauses before the next task, or goes on; returns whether it is paused now. */
  togglePause(): boolean {
    this.paused = !this.paused;
    if (!this.paused) this.release();
    return this.paused;
  }

  /** No task starts any more; the running attempts end and are recorded as usual. */
  stopAfterAttempt(): void {
    this.stopping = true;
    this.release();
  }

  /** The tasks with an attempt running now, and its number. */
  running(): Array<{ task: string; attempt: number }> {
    return [...this.attempts].map(([task, a]) => ({ task, attempt: a.attempt }));
  }

  /**
   * Asks the running attempt of `task` to restart, skip or hand over. False when no attempt of
   * that task runs (it was recorded meanwhile), or when it already has a request.
   */
  request(task: string, request: AttemptRequest): boolean {
    const a = this.attempts.get(task);
    if (!a || a.request) return false;
    if (request.kind === 'interactive' && !this.interactive) return false;
    a.request = request;
    a.abort.abort();
    return true;
  }

  // The loop's side.

  /** Before a task starts: waits while paused; false when the build should stop instead. */
  async mayStart(signal?: AbortSignal): Promise<boolean> {
    while (this.paused && !this.stopping && !signal?.aborted) {
      await new Promise<void>((resolve) => {
        // One listener per wait, gone when the wait ends (a long pause-resume session adds none).
        const done = () => {
          signal?.removeEventListener('abort', done);
          resolve();
        };
        this.wake.push(done);
        signal?.addEventListener('abort', done, { once: true });
      });
    }
    return !this.stopping && !signal?.aborted;
  }

  /** An attempt of `task` starts: requests for it are taken until it settles. */
  begin(task: string, attempt: number): AttemptHandle {
    const abort = new AbortController();
    const entry: { abort: AbortController; request?: AttemptRequest; attempt: number } = { abort, attempt };
    this.attempts.set(task, entry);
    return {
      signal: abort.signal,
      settle: () => {
        if (this.attempts.get(task) === entry) this.attempts.delete(task);
        return entry.request;
      },
    };
  }

  private release(): void {
    const wake = this.wake;
    this.wake = [];
    for (const w of wake) w();
  }
}

/**
 * One signal aborted when any of `signals` is. AbortSignal.any (Node 20.3+) holds its sources
 * weakly: an attempt's combined signal adds no lasting listener to the build's own.
 */
export function anySignal(...signals: Array<AbortSignal | undefined>): AbortSignal {
  return AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
}
