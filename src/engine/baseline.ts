// The baseline run (docs/ARCHITECTURE.md#gates), shared by `ralph build` and the CI task job: the plan's required
// gates on the untouched start tree, before the first agent, each cached by the tree it ran on
// and its command, so it runs once per start commit. What the gates write there is put back.
// The verdicts and messages are core/attempt/baseline.ts's.

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type GateResult, gateOutput, runGate } from '../adapters/gates.js';
import type { Git } from '../adapters/git.js';
import type { AgentUser, SandboxNetwork } from '../adapters/task-job/index.js';
import {
  attemptSetupProblem,
  baselineKey,
  baselineProblem,
  count,
  failureRecord,
  type GateBaseline,
} from '../core/attempt/baseline.js';
import type { Gate } from '../core/plan/plan.js';

export interface BaselineOptions {
  root: string;
  gates: readonly Gate[];
  /**
   * The gates' environment (agentEnv: no credential, no task: no agent is at work). They get
   * RALPH_BASELINE=1 on top, so a gate can tell it runs on the untouched tree.
   */
  env: NodeJS.ProcessEnv;
  /** Where each baseline gate's full log goes. */
  logDir: string;
  /** The cache file (`.ralph/baseline.json` locally); none: every run checks. */
  cacheFile?: string;
  runAs?: AgentUser;
  /** The step's network in the sandbox (adapters/task-job/sandbox.ts). */
  network?: SandboxNetwork;
  signal?: AbortSignal;
  /** Paths changed before the gates ran (setup steps): not theirs to put back. */
  changedBefore?: ReadonlySet<string>;
  onNote?: (text: string) => void;
  /** Told what a gate wrote to the untouched tree (and was put back); onNote when not given. */
  onWarning?: (text: string) => void;
  onResult?: (result: GateResult) => void;
}

/** A gate's baseline, and whether it ran in this build or job (not read from the cache). */
export type BaselineEntry = GateBaseline & { fresh: boolean };

export interface Baseline {
  /** The commit and tree the gates ran on. */
  commit: string;
  tree: string;
  /** By gate name: the required gates that may go on (passed there, or known-red and accepted). */
  gates: Record<string, BaselineEntry>;
  /** Why no agent may start (the setup problems, one paragraph each); undefined when none. */
  problem?: string;
  /** Gates that ran now; the rest came from the cache. */
  ran: string[];
  /** The cache file the entries were read from and written to. */
  cacheFile?: string;
  interrupted?: boolean;
}

interface CacheFile {
  version: 1;
  entries: Record<string, GateBaseline & { commit: string; checkedAt: string }>;
}

/** Cache entries kept: a few start commits' worth of gates. */
const CACHE_LIMIT = 200;

function readCache(file: string | undefined): CacheFile {
  const empty: CacheFile = { version: 1, entries: {} };
  if (!file || !existsSync(file)) return empty;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    // A cache Ralph cannot read is a cache it does not have: the gates run again.
    return value?.version === 1 && value.entries && typeof value.entries === 'object' ? value : empty;
  } catch {
    return empty;
  }
}

function writeCache(file: string, cache: CacheFile): void {
  const entries = Object.entries(cache.entries)
    .sort(([, a], [, b]) => b.checkedAt.localeCompare(a.checkedAt))
    .slice(0, CACHE_LIMIT);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify({ version: 1, entries: Object.fromEntries(entries) }, null, 2)}\n`);
  renameSync(tmp, file);
}

/**
 * Runs the plan's required gates on the work tree as it is (the untouched start commit, HEAD),
 * each unless the cache has it for this tree and command. A gate that fails there (a known-red
 * `no-new-failures` gate excepted), times out or misses its tool is a setup problem: said in
 * `problem`, never cached, so the next run checks again. Optional gates do not run: they decide
 * nothing.
 */
export async function checkBaseline(git: Git, o: BaselineOptions): Promise<Baseline> {
  const required = o.gates.filter((g) => g.required !== false);
  const baseline: Baseline = { commit: '', tree: '', gates: {}, ran: [], cacheFile: o.cacheFile };
  if (required.length === 0) return baseline;
  baseline.commit = await git.head();
  baseline.tree = await git.out(['rev-parse', 'HEAD^{tree}']);
  const cache = readCache(o.cacheFile);
  const problems: string[] = [];
  let cached = 0;
  for (const gate of required) {
    const key = baselineKey(baseline.tree, gate);
    const hit = cache.entries[key];
    if (hit) {
      baseline.gates[gate.name] = { ...pick(hit), fresh: false };
      cached++;
      continue;
    }
    if (o.signal?.aborted) break;
    const result = await runGate(gate, {
      cwd: o.root,
      env: { ...o.env, RALPH_BASELINE: '1' },
      logDir: o.logDir,
      signal: o.signal,
      runAs: o.runAs,
      network: o.network,
    });
    baseline.ran.push(gate.name);
    if (!o.signal?.aborted) o.onResult?.(result);
    // Even when stopped: the tree goes back as it was.
    await putBack(git, gate, baseline.commit, o);
    if (o.signal?.aborted) break;
    const problem = baselineProblem(gate, result, baseline.commit);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const entry: GateBaseline = {
      name: gate.name,
      command: gate.command,
      exitCode: result.passed ? 0 : result.exitCode,
      ...(result.passed ? {} : { failures: failureRecord(gateOutput(result)) }),
    };
    if (!result.passed)
      o.onNote?.(
        `gate "${gate.name}" fails on the untouched tree (exit ${result.exitCode}, ${count(Object.keys(entry.failures ?? {}).length, 'distinct failure line')}); "baseline": "no-new-failures" accepts these, and an attempt fails it only with new ones`,
      );
    baseline.gates[gate.name] = { ...entry, fresh: true };
    cache.entries[key] = { ...entry, commit: baseline.commit, checkedAt: new Date().toISOString() };
  }
  if (o.signal?.aborted) baseline.interrupted = true;
  if (problems.length > 0) baseline.problem = problems.join('\n\n');
  if (o.cacheFile && baseline.ran.length > 0) writeCache(o.cacheFile, cache);
  if (cached > 0)
    o.onNote?.(
      `baseline: ${count(cached, 'gate')} already checked on this tree (${baseline.commit.slice(0, 7)}), not run again (${o.cacheFile ?? 'the cache'})`,
    );
  return baseline;
}

function pick(e: GateBaseline): GateBaseline {
  return {
    name: e.name,
    command: e.command,
    exitCode: e.exitCode,
    ...(e.failures ? { failures: e.failures } : {}),
  };
}

/**
 * What a baseline gate wrote to the tree (a formatter, a build into a tracked folder) is put
 * back: the agent starts from the commit as it is, and only its own changes are its work.
 */
async function putBack(git: Git, gate: Gate, commit: string, o: BaselineOptions): Promise<void> {
  const wrote = (await git.changedPaths()).filter((p) => !o.changedBefore?.has(p));
  if (wrote.length === 0) return;
  // A few git processes for any number of files (a formatter may rewrite hundreds): what the
  // commit has is checked out again, what it lacks is removed. Paths are names, not patterns:
  // a file a gate named `*.txt` must not take other files with it.
  for (let i = 0; i < wrote.length; i += 500) {
    const paths = wrote.slice(i, i + 500);
    const listed = await git.out([
      '--literal-pathspecs',
      'ls-tree',
      '-r',
      '-z',
      '--name-only',
      commit,
      '--',
      ...paths,
    ]);
    const tracked = listed.split('\0').filter(Boolean);
    const known = new Set(tracked);
    const untracked = paths.filter((p) => !known.has(p));
    if (tracked.length > 0) await git.exec(['--literal-pathspecs', 'checkout', commit, '--', ...tracked]);
    if (untracked.length > 0) {
      await git.exec([
        '--literal-pathspecs',
        'rm',
        '-r',
        '-f',
        '--quiet',
        '--cached',
        '--ignore-unmatch',
        '--',
        ...untracked,
      ]);
      await git.exec(['--literal-pathspecs', 'clean', '-fdq', '--', ...untracked]);
    }
  }
  (o.onWarning ?? o.onNote)?.(
    `gate "${gate.name}" changed ${count(wrote.length, 'file')} on the untouched tree (${wrote.slice(0, 5).join(', ')}${wrote.length > 5 ? ', ...' : ''}); Ralph put them back. Run formatters and fixers as gates in check mode.`,
  );
}

/**
 * The setup problem among an attempt's gate results (a required gate's missing tool), judged
 * with what the same gate did on the untouched tree in this build or job; undefined when the
 * results are the attempt's to answer for. A cached baseline entry of a gate whose tool is now
 * missing is dropped from the cache, so the next run checks the tree again.
 */
export function setupProblemIn(
  results: readonly GateResult[],
  baseline: Pick<Baseline, 'gates' | 'tree' | 'cacheFile'> | undefined,
): string | undefined {
  for (const r of results) {
    const entry = baseline?.gates[r.name];
    const problem = attemptSetupProblem(r, entry?.fresh && entry.command === r.command ? entry : undefined);
    if (!problem) continue;
    if (baseline?.cacheFile && entry) {
      const cache = readCache(baseline.cacheFile);
      delete cache.entries[baselineKey(baseline.tree, r)];
      writeCache(baseline.cacheFile, cache);
    }
    return problem;
  }
  return undefined;
}

/** Where `ralph build` keeps the baseline cache, under the project's `.ralph/`. */
export const BASELINE_CACHE = join('.ralph', 'baseline.json');

/**
 * `ralph build`'s baseline: checkBaseline on the tree it starts from, cached in
 * `.ralph/baseline.json`, each gate's log under `.ralph/logs/baseline/`, each result said.
 */
export function localBaseline(
  git: Git,
  o: {
    root: string;
    /** Where `.ralph/` lives (a `--parallel` worker's is the user's checkout). */
    stateRoot: string;
    gates: readonly Gate[];
    env: NodeJS.ProcessEnv;
    signal?: AbortSignal;
    onNote: (text: string) => void;
  },
): Promise<Baseline> {
  return checkBaseline(git, {
    root: o.root,
    gates: o.gates,
    env: o.env,
    signal: o.signal,
    cacheFile: join(o.stateRoot, BASELINE_CACHE),
    logDir: join(o.stateRoot, '.ralph', 'logs', 'baseline'),
    onNote: o.onNote,
    onResult: (r) =>
      o.onNote(
        `baseline: gate "${r.name}" ${r.passed ? 'passed' : `failed (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} on the untouched tree in ${(r.durationMs / 1000).toFixed(1)}s`,
      ),
  });
}
