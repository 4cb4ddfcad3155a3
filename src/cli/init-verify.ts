// `ralph init`'s verification (docs/ARCHITECTURE.md#gates): the gates it chose run on the
// untouched tree, here and now, wherever their programs are present, each with a timeout, through
// the gate runner every other gate run uses (adapters/gates.ts). Each is reported as passed,
// failed (with the end of its output) or not run (a program missing, with what installs it; a
// tool the project's install step would put in node_modules/.bin or .venv/bin, with that step).
// A required gate that fails here would stop `ralph build` before any agent (the baseline), so
// the user learns it now rather than then. `--no-verify` skips it.
import type { GateResult } from '../adapters/gates.js';
import { runGate } from '../adapters/gates.js';
import { Git } from '../adapters/git.js';
import { STOP_SIGNALS } from '../adapters/process.js';
import { toolCheck } from '../adapters/tool-check.js';
import { failureLine } from '../core/attempt/attempt.js';
import type { Gate } from '../core/plan/plan.js';
import { durationMs } from '../core/plan/plan-basics.js';
import { agentEnv } from '../engine/agent-env.js';
import { otherPrograms, toolFix } from './preflight.js';

/** How long one gate may run during init's verification, unless the gate's own timeout is shorter. */
export const VERIFY_TIMEOUT = '5m';
/** Lines of a failed gate's output shown. */
const TAIL_LINES = 12;

export interface GateVerdict {
  gate: Gate;
  state: 'passed' | 'failed' | 'not-run';
  /** Why it did not run, or how it failed (exit code, timeout). */
  reason?: string;
  result?: GateResult;
}

export interface VerifyOptions {
  root: string;
  gates: readonly Gate[];
  env: NodeJS.ProcessEnv;
  /** The longest a gate runs here (a duration: "5m", "90s"). */
  timeout: string;
  /** The project's install line (`npm ci`), for a tool it would install. */
  installLine?: string;
  out: (text: string) => void;
  signal?: AbortSignal;
}

/** Why `gate` cannot run here, or undefined when every program it calls is present. */
export function whyNotRun(
  root: string,
  gate: Gate,
  env: NodeJS.ProcessEnv,
  installLine?: string,
): string | undefined {
  const tool = toolCheck(root, gate.command, env);
  const more = otherPrograms(root, gate.command, env);
  const missing = [...(tool.missing !== undefined ? [tool.missing] : []), ...more.missing];
  if (missing.length > 0)
    return missing
      .map((m) =>
        m.startsWith('script ')
          ? `${m} is not there; ${toolFix(m)}`
          : `\`${m}\` is not on PATH; ${toolFix(m)}`,
      )
      .join('; ');
  const later = /; (\S+) not installed here yet \((.+?) installs it\)/.exec(tool.text);
  if (later)
    return `\`${later[1]}\` is not installed here yet; run ${installLine ? `\`${installLine}\`` : later[2]} first (the workflow's setup does in CI)`;
  return undefined;
}

/** Runs each gate that can run here, in order, printing one verdict per gate as it comes. */
export async function verifyGates(o: VerifyOptions): Promise<GateVerdict[] | 'interrupted'> {
  // Ctrl-C stops the running gate (the process runner kills its whole tree) and the rest.
  let stopped = false;
  const onStop = () => {
    stopped = true;
  };
  for (const sig of STOP_SIGNALS) process.on(sig, onStop);
  try {
    const verdicts = await verifyEach(o, () => stopped);
    return stopped ? 'interrupted' : verdicts;
  } finally {
    for (const sig of STOP_SIGNALS) process.off(sig, onStop);
  }
}

async function verifyEach(o: VerifyOptions, stopped: () => boolean): Promise<GateVerdict[]> {
  const limit = durationMs(o.timeout);
  const verdicts: GateVerdict[] = [];
  o.out(
    `\nVerifying the gates on the untouched tree (each for up to ${o.timeout}; \`ralph init --no-verify\` skips this):`,
  );
  const env = { ...agentEnv(o.env), RALPH_BASELINE: '1' };
  const before = await changedPaths(o.root);
  for (const gate of o.gates) {
    if (o.signal?.aborted || stopped()) break;
    const label = `${gate.name}${gate.required === false ? ' (not required)' : ''}`;
    const why = whyNotRun(o.root, gate, o.env, o.installLine);
    if (why !== undefined) {
      verdicts.push({ gate, state: 'not-run', reason: why });
      o.out(`  - ${label}: not run: ${why}`);
      continue;
    }
    const own = gate.timeout !== undefined ? durationMs(gate.timeout) : Number.POSITIVE_INFINITY;
    const timeoutMs = Math.min(own, limit);
    const result = await runGate(
      { ...gate, timeout: `${Math.round(timeoutMs)}ms` },
      { cwd: o.root, env, signal: o.signal },
    );
    if (stopped()) break;
    const took = `${(result.durationMs / 1000).toFixed(1)}s`;
    if (result.passed) {
      verdicts.push({ gate, state: 'passed', result });
      o.out(`  ✓ ${label}: passed in ${took}`);
      continue;
    }
    // A program or Python module the gate needs, missing: the shell or Python says so.
    const absent = missingAtRun(result);
    if (absent !== undefined) {
      verdicts.push({ gate, state: 'not-run', reason: absent, result });
      o.out(`  - ${label}: not run: ${absent}`);
      continue;
    }
    // The gate's own timeout when it is the shorter one.
    const after = own < limit ? String(gate.timeout) : o.timeout;
    const reason = result.timedOut
      ? `timed out after ${/^\d+$/.test(after) ? `${after}s` : after}`
      : `exit ${result.exitCode ?? 'none'}`;
    verdicts.push({ gate, state: 'failed', reason, result });
    o.out(`  ✗ ${label}: failed (${reason}) in ${took}; the end of its output:`);
    o.out(tailLines(result.outputTail));
  }
  const changed = await changedPaths(o.root);
  const wrote = changed?.filter((p) => !before?.includes(p)) ?? [];
  if (wrote.length > 0)
    o.out(
      `  The gates changed the work tree (left as it is): ${wrote.slice(0, 5).join(', ')}${wrote.length > 5 ? ` and ${wrote.length - 5} more` : ''}.`,
    );
  o.out(summary(verdicts));
  return verdicts;
}

/** The paths `git status` lists (changed or untracked, not ignored); undefined outside git. */
async function changedPaths(root: string): Promise<string[] | undefined> {
  try {
    const text = await new Git(root).out(['status', '--porcelain', '--untracked-files=all']);
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3));
  } catch {
    return undefined;
  }
}

/**
 * Why a gate that ran could not really run: the shell found no such program (exit 127), or
 * Python has no such module (`python -m pytest` without pytest). Undefined for a real failure.
 */
function missingAtRun(result: GateResult): string | undefined {
  if (result.exitCode === 127) {
    const program = /(?:^|\n)(?:\S*sh: (?:\d+: )?)?([\w.+/-]+): (?:command )?not found/.exec(
      result.outputTail,
    )?.[1];
    if (program) return `\`${program}\` is not on PATH; ${toolFix(program)}`;
  }
  const module = /No module named '?([\w.-]+)'?/.exec(result.outputTail)?.[1];
  if (result.exitCode === 1 && module && result.outputTail.trim().split('\n').length <= 3) {
    const top = module.split('.')[0]!;
    return `Python has no module \`${top}\`; ${toolFix(top)}`;
  }
  return undefined;
}

/** The last lines of a gate's output, indented and marked as quoted. */
function tailLines(output: string): string {
  const lines = plain(output).replace(/\s+$/, '').split(/\r?\n/);
  const shown = lines.slice(-TAIL_LINES);
  return [
    ...(lines.length > TAIL_LINES ? [`      | ... (${lines.length - TAIL_LINES} lines before)`] : []),
    ...(shown.length === 1 && shown[0] === '' ? ['      | (no output)'] : shown.map((l) => `      | ${l}`)),
  ].join('\n');
}

/**
 * A gate's output as text for the terminal: colour codes and other escape sequences out (a
 * gate's output is the project's code's, and must not drive the user's terminal), tabs kept.
 */
function plain(text: string): string {
  return text
    .replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '')
    .replace(/\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g, '')
    .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');
}

function summary(verdicts: readonly GateVerdict[]): string {
  const count = (s: GateVerdict['state']) => verdicts.filter((v) => v.state === s).length;
  const parts = [`${count('passed')} passed`, `${count('failed')} failed`, `${count('not-run')} not run`];
  const redRequired = verdicts.filter((v) => v.state === 'failed' && v.gate.required !== false);
  const lines = [`  ${parts.join(', ')}.`];
  if (redRequired.length > 0) {
    const first = redRequired[0]!;
    const why = first.result?.timedOut ? first.reason : failureLine(plain(first.result?.outputTail ?? ''));
    lines.push(
      `  A required gate that fails on the untouched tree stops \`ralph build\` before any agent${why ? ` (${first.gate.name}: ${why})` : ''}: fix it first, set "required": false on it, or give it "baseline": "no-new-failures" to accept its known failures.`,
    );
  }
  if (verdicts.length > 0 && count('not-run') === verdicts.length)
    lines.push(
      '  None could run here: the CI runs them after its setup steps; `ralph build --baseline` runs them here once their tools are installed.',
    );
  return lines.join('\n');
}
