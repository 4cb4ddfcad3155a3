// The baseline (docs/ARCHITECTURE.md#gates): the gates run once on the untouched start tree, before the first
// agent. A gate that fails there, or whose tool is missing, is a setup problem: it is said, with
// the fix, and never charged to an agent. A gate marked `baseline: "no-new-failures"` (a known-red
// gate) is judged against that run instead: an attempt passes it when it fails no worse.
// Pure: what the gates printed and how they exited in, verdicts and messages out.

import type { Gate } from '../plan/plan.js';
import type { GateRunLike } from './outcomes.js';

export type BaselineMode = 'must-pass' | 'no-new-failures';

export function baselineMode(gate: Pick<Gate, 'baseline'>): BaselineMode {
  return gate.baseline ?? 'must-pass';
}

/** What a gate did on the untouched tree, as far as judging later attempts needs it. */
export interface GateBaseline {
  name: string;
  command: string;
  /** 0 when it passed. */
  exitCode: number | null;
  /**
   * For a failing `no-new-failures` gate: its failure lines (failureLines), normalised, with how
   * often each occurs.
   */
  failures?: Record<string, number>;
}

/** A colour or cursor code (ESC [ ... letter), dropped before lines are read. */
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

/** The shell's exit code for a command it could not find. */
export const EXIT_NOT_FOUND = 127;

/**
 * How a missing command shows in the last lines of a failing gate, with the command's name as the
 * first group where the line has one: sh and bash, npm/pnpm exec, npx, uv, cargo subcommands,
 * `python -m`, and Windows' cmd.
 */
const MISSING_PATTERNS: readonly RegExp[] = [
  /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): (?:command )?not found$/,
  /^(?:\S+: )?([^\s:]+): command not found$/,
  /^zsh: command not found: (\S+)$/,
  /^(?:\/usr\/bin\/)?env: '?([^':]+)'?: No such file or directory$/,
  /Command "([^"]+)" not found/,
  /could not determine executable to run/,
  /Failed to spawn: `([^`]+)`/,
  /error: no such command: `([^`]+)`/,
  /^\S*python[\d.]*: No module named ([\w.]+)$/,
  /^'([^']+)' is not recognized as an internal or external command/,
  /^make(?:\[\d+\])?: ([^\s:]+): No such file or directory$/,
  /^make(?:\[\d+\])?: \*\*\* .*Error 127$/,
];

/**
 * The command a failing gate could not find, '' when its name cannot be told, undefined when
 * nothing was missing. Exit 127 (the shell's "command not found") always counts; a message of
 * a tool that reports a missing command its own way counts only in the output's last lines, so
 * a test that prints such a line midway is not taken for one.
 */
export function missingCommand(
  run: Pick<GateRunLike, 'passed' | 'exitCode' | 'outputTail'>,
): string | undefined {
  if (run.passed) return undefined;
  const lines = run.outputTail.replace(ANSI, '').trimEnd().split('\n').slice(-20).reverse();
  // The last line that names the command wins over one that only says something is missing
  // (make's "Error 127" comes after the shell's line that names it).
  let unnamed = false;
  for (const line of lines)
    for (const p of MISSING_PATTERNS) {
      const m = p.exec(line.trim());
      if (m?.[1]) return m[1];
      if (m) unnamed = true;
    }
  if (unnamed) return '';
  if (run.exitCode !== EXIT_NOT_FOUND) return undefined;
  // Exit 127 with the shell's own line about a command, whatever its words (dash says
  // "Permission denied" when a folder on PATH cannot be searched): that command.
  for (const line of lines) {
    const m = /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): /.exec(line.trim());
    if (m) return m[1]!;
  }
  return '';
}

/** A line that reports a failure in any common tool's words (or a test runner's crosses). */
const FAILURE_WORD =
  /\b(?:errors?|fail(?:s|ed|ing|ures?)?|warnings?|panic(?:ked)?|exception|traceback)\b|[✗✖×❌]/i;

/**
 * A line as compared: no colour, runs of digits (line numbers, counts, durations) and long hex
 * strings (addresses, hashes) made '#', spaces collapsed. A known warning that moved to another
 * line stays the same line; a second occurrence of it counts twice.
 */
export function normaliseLine(line: string): string {
  return line
    .replace(ANSI, '')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/gi, '#')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The failure lines of a gate's output, normalised, with how often each occurs: the lines that
 * say error, fail(ed), warning, panic, exception or traceback, or carry a test runner's cross.
 * Both runs are read the same way, so what counts is only what differs.
 */
export function failureLines(output: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raw of output.split('\n')) {
    if (!FAILURE_WORD.test(raw)) continue;
    const line = normaliseLine(raw);
    if (line) counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return counts;
}

/** At most this many distinct failure lines are kept per baseline (a legacy tree's thousands of warnings). */
export const MAX_BASELINE_LINES = 20_000;

export function failureRecord(output: string): Record<string, number> {
  const out: Record<string, number> = {};
  let n = 0;
  for (const [line, count] of failureLines(output)) {
    if (n++ >= MAX_BASELINE_LINES) break;
    out[line] = count;
  }
  return out;
}

/**
 * The failures of an attempt's output the untouched tree did not have: each failure line that
 * occurs more often than it did there, as first printed.
 */
export function newFailures(baseline: Pick<GateBaseline, 'failures'>, output: string): string[] {
  const known = baseline.failures ?? {};
  const counts = new Map<string, number>();
  const found: string[] = [];
  for (const raw of output.split('\n')) {
    if (!FAILURE_WORD.test(raw)) continue;
    const line = normaliseLine(raw);
    if (!line) continue;
    const n = (counts.get(line) ?? 0) + 1;
    counts.set(line, n);
    if (n > (known[line] ?? 0)) found.push(raw.replace(ANSI, '').trim());
  }
  return found;
}

export interface BaselineJudgement {
  passed: boolean;
  /** Why, one line for the gate's output. */
  note: string;
}

/**
 * An attempt's run of a `no-new-failures` gate, judged against the untouched tree's. It passes
 * when it passes, or when it fails as the untouched tree does: the same exit code, no timeout,
 * and no failure line (failureLines) more often than there. Anything else is a new failure.
 */
export function judgeAgainstBaseline(
  baseline: GateBaseline,
  run: Pick<GateRunLike, 'passed' | 'exitCode' | 'timedOut'>,
  output: string,
): BaselineJudgement {
  if (run.passed) return { passed: true, note: '' };
  if (run.timedOut) return { passed: false, note: 'it timed out; the untouched tree did not' };
  if (baseline.exitCode === 0)
    return { passed: false, note: 'it passes on the untouched tree, so every failure is new' };
  if (run.exitCode !== baseline.exitCode)
    return {
      passed: false,
      note: `it exited ${run.exitCode ?? 'without a code'}, the untouched tree ${baseline.exitCode ?? 'without a code'}: a new kind of failure`,
    };
  const fresh = newFailures(baseline, output);
  const known = Object.values(baseline.failures ?? {}).reduce((a, b) => a + b, 0);
  if (fresh.length > 0) {
    const shown = fresh.slice(0, 10).map((l) => `  ${l.slice(0, 300)}`);
    return {
      passed: false,
      note: `${count(fresh.length, 'new failure line')}, not on the untouched tree:\n${shown.join('\n')}${fresh.length > shown.length ? `\n  … ${fresh.length - shown.length} more` : ''}`,
    };
  }
  return {
    passed: true,
    note: `it fails as the untouched tree does (exit ${baseline.exitCode}, ${count(known, 'known failure line')}) and nothing new: counted as passed (baseline: no-new-failures)`,
  };
}

const MUST_PASS_FIX =
  'fix the code or the gate\'s command, drop the gate, mark it "required": false, or accept its current failures with "baseline": "no-new-failures" (then an attempt fails it only with new failures)';

function missingFix(command: string): string {
  const what = command ? `\`${command}\`` : 'the command';
  return `install ${what} where the gates run (locally: on your PATH; in CI: a setup step of the task job, before the agent), change the gate's command, drop the gate, or mark it "required": false`;
}

function tailOf(text: string, lines = 25): string {
  const kept = text.replace(ANSI, '').trimEnd().split('\n').slice(-lines).join('\n');
  return kept.length > 1_200 ? `…${kept.slice(-1_200)}` : kept;
}

/**
 * Why a gate's run on the untouched tree stops Ralph before any agent runs, undefined when it
 * may go on: a required gate that fails there (a known-red `no-new-failures` gate may fail, but
 * not time out or miss its tool). The message names the gate, the commit, the output's tail
 * and the fix.
 */
export function baselineProblem(
  gate: Pick<Gate, 'name' | 'command' | 'baseline'>,
  run: GateRunLike,
  commit: string,
): string | undefined {
  if (run.passed || !run.required) return undefined;
  const missing = missingCommand(run);
  const at = `on the untouched tree (${commit.slice(0, 7)}), before any agent ran`;
  const head = `Setup problem: gate "${gate.name}" (\`${gate.command}\`)`;
  if (missing !== undefined)
    return `${head} cannot run ${at}: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). Fix: ${missingFix(missing)}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
  if (run.timedOut)
    return `${head} timed out ${at}. Fix: raise its "timeout", or change the gate's command. No attempt was recorded.\n${tailOf(run.outputTail)}`;
  if (baselineMode(gate) === 'no-new-failures') return undefined;
  return `${head} fails ${at} (exit ${run.exitCode ?? 'none'}), so every agent would be blamed for it. Fix: ${MUST_PASS_FIX}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
}

/**
 * Why a gate's failure in an attempt is a setup problem rather than the agent's, undefined when
 * it is the agent's: a required gate whose command was not found (exit 127, "not found"). When
 * the same gate ran on the untouched tree in this same build or job without missing its command
 * (`ranBefore`), the tool was there before the agent: the attempt's change made it go missing
 * (a deleted script, a renamed binary), and the failure is the agent's like any other.
 */
export function attemptSetupProblem(
  run: GateRunLike,
  ranBefore: Pick<GateBaseline, 'exitCode'> | undefined,
): string | undefined {
  if (run.passed || !run.required) return undefined;
  const missing = missingCommand(run);
  if (missing === undefined) return undefined;
  if (ranBefore && ranBefore.exitCode !== EXIT_NOT_FOUND) return undefined;
  return `Setup problem: gate "${run.name}" (\`${run.command}\`) could not run its command: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). That is not the agent's failure: no attempt was recorded and the task is as it was. Fix: ${missingFix(missing)}.\n${tailOf(run.outputTail)}`;
}

/** "1 line", "2 lines". */
export function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The cache key of a gate's baseline: the tree it ran on, and the gate's name and command. */
export function baselineKey(tree: string, gate: Pick<Gate, 'name' | 'command'>): string {
  return `${tree} ${JSON.stringify([gate.name, gate.command])}`;
}
