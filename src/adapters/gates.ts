// Quality gates (docs/ARCHITECTURE.md#gates): each gate's command runs through a shell with its own timeout;
// the result (exit code, duration, log tail) is what decides a task, never the agent's word.

import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { baselineMode, type GateBaseline, judgeAgainstBaseline } from '../core/attempt/baseline.js';
import type { GateResult } from '../core/attempt/outcomes.js';
import type { Gate } from '../core/plan/plan.js';
import { durationMs } from '../core/plan/plan-basics.js';
import { runProcess } from './process.js';
import type { AgentUser, SandboxNetwork } from './task-job/index.js';
import { asAgentUser } from './task-job/launch.js';

export const DEFAULT_GATE_TIMEOUT_MS = 15 * 60_000;
const GATE_TAIL_BYTES = 8 * 1024;

export type { GateResult };

export interface GateRunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Directory for the full log of each gate (`<dir>/<gate>.log`). */
  logDir?: string;
  signal?: AbortSignal;
  /** Runs the gate as the agent user (task-job/launch.ts): it runs the agent's code. */
  runAs?: AgentUser;
  /** The step's network in the sandbox (task-job/sandbox.ts). */
  network?: SandboxNetwork;
  /**
   * The gates' runs on the untouched tree, by name: a `baseline: "no-new-failures"` gate is
   * judged against its own (same command), and passes when it fails no worse.
   */
  baselines?: Readonly<Record<string, GateBaseline>>;
}

export function gateLogName(name: string): string {
  return `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`;
}

/**
 * The program and arguments that run a gate's command: `/bin/sh -c` by default, else its
 * `shell` as GitHub runs a step's (`bash` is `bash --noprofile --norc -eo pipefail`, `sh` is
 * `sh -e`, a template's `{0}` is the script), given the script with `-c` rather than a file:
 * the sandbox gives each gate a /tmp of its own.
 */
export function gateShell(gate: Pick<Gate, 'command' | 'shell'>): { file: string; args: string[] } {
  const shell = gate.shell;
  if (shell === undefined) return { file: '/bin/sh', args: ['-c', gate.command] };
  if (shell === 'bash')
    return { file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', gate.command] };
  if (shell === 'sh') return { file: 'sh', args: ['-e', '-c', gate.command] };
  if (shell === 'python') return { file: 'python', args: ['-c', gate.command] };
  const words = shell.trim().split(/\s+/);
  // The schema allows only `PROGRAM [-flags] {0}`: the script replaces `{0}`. Bash reads no
  // startup file, as on the runner (here its stdin is a socket, which Debian's bash takes for
  // an ssh session and would read ~/.bashrc for).
  const rc = words[0] === 'bash' ? ['--noprofile', '--norc'] : [];
  return { file: words[0]!, args: [...rc, ...words.slice(1, -1), '-c', gate.command] };
}

export async function runGate(gate: Gate, opts: GateRunOptions): Promise<GateResult> {
  const logPath = opts.logDir ? join(opts.logDir, gateLogName(gate.name)) : undefined;
  const { file, args } = gateShell(gate);
  const r = await runProcess({
    file,
    args,
    cwd: gate.workingDirectory ? join(opts.cwd, gate.workingDirectory) : opts.cwd,
    env: gate.env ? { ...opts.env, ...gate.env } : opts.env,
    timeoutMs: gate.timeout !== undefined ? durationMs(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
    signal: opts.signal,
    logPath,
    tailBytes: GATE_TAIL_BYTES,
    wrap: opts.runAs && asAgentUser(opts.runAs, { network: opts.network }),
  });
  let outputTail = r.tail;
  if (r.timedOut)
    outputTail += `\n[ralph: gate "${gate.name}" timed out after ${Math.round(r.durationMs / 1000)}s]`;
  if (r.spawnError) outputTail += `\n[ralph: could not start the shell: ${r.spawnError.message}]`;
  const result: GateResult = {
    name: gate.name,
    command: gate.command,
    required: gate.required ?? true,
    passed: r.exitCode === 0 && !r.timedOut && r.interrupted === undefined,
    exitCode: r.exitCode,
    timedOut: r.timedOut,
    durationMs: r.durationMs,
    outputTail,
    logPath,
  };
  // A known-red gate: judged against the untouched tree's run of the same command.
  const baseline = opts.baselines?.[gate.name];
  if (
    !result.passed &&
    r.interrupted === undefined &&
    baselineMode(gate) === 'no-new-failures' &&
    baseline?.command === gate.command
  ) {
    const judged = judgeAgainstBaseline(baseline, result, gateOutput(result));
    result.passed = judged.passed;
    result.outputTail += `\n[ralph: gate "${gate.name}": ${judged.note}]`;
  }
  return result;
}

/** How much of a gate's log is read to compare its failures with the baseline's. */
export const GATE_COMPARE_BYTES = 8 * 1024 * 1024;

/** A gate's output for comparing: the end of its full log (at most 8 MiB), else its tail. */
export function gateOutput(r: Pick<GateResult, 'logPath' | 'outputTail'>): string {
  if (!r.logPath) return r.outputTail;
  let fd: number;
  try {
    fd = openSync(r.logPath, 'r');
  } catch {
    return r.outputTail;
  }
  try {
    const size = fstatSync(fd).size;
    const length = Math.min(size, GATE_COMPARE_BYTES);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, size - length);
    const text = buf.toString('utf8');
    // A read that starts mid-file starts mid-line: that first line is not compared.
    return length < size ? text.slice(text.indexOf('\n') + 1) : text;
  } finally {
    closeSync(fd);
  }
}

/**
 * Runs gates in order. The first failing required gate stops the rest unless
 * `keepGoing`; an optional gate's failure is reported and the run goes on.
 */
export async function runGates(
  gates: readonly Gate[],
  opts: GateRunOptions & { keepGoing?: boolean; onResult?: (r: GateResult) => void },
): Promise<GateResult[]> {
  const results: GateResult[] = [];
  for (const gate of gates) {
    if (opts.signal?.aborted) break;
    const r = await runGate(gate, opts);
    results.push(r);
    opts.onResult?.(r);
    if (!r.passed && r.required && !opts.keepGoing) break;
  }
  return results;
}
