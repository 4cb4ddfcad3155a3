// The kept jobs' setup, de-duplicated into the one task job's (docs/ARCHITECTURE.md#gates): the
// same setup action of two jobs is set up once (list inputs merged, else the more ordinary setup
// wins, with a note), two actions of one toolchain family cannot both be (the later job is left
// out), a Rust pinned older than another kept job's is an MSRV job; every cache is made
// restore-only or off (ci-cache.ts), and each install step is kept once.
import { cacheInTaskJob } from './ci-cache.js';
import type { Json } from './ci-expr.js';
import { compareVersions, SPECIAL_LEG } from './ci-jobs.js';
import type { Resolved } from './ci-resolve.js';
import type { JobAction, JobParts } from './ci-steps.js';
import type { SetupStep } from './types.js';

/** A kept job and what it gives. */
export interface KeptJob {
  r: Resolved;
  parts: JobParts;
}

/** A setup action chosen for the task job, and the job it came from. */
type Chosen = {
  action: string;
  ref: string;
  withs: Record<string, Json>;
  name?: string;
  env: Record<string, string>;
  from: string;
  /** The job's matrix leg was chosen: its setup is the main leg's. */
  leg: boolean;
};

/** `.github/workflows/ci.yml, job test`: how a job is named in the notes and the losers. */
export const jobKey = (r: Resolved) => `${r.wj.file}, job ${r.wj.id}`;

/**
 * Kept jobs that pin an older Rust than another kept job runs (1.70.0 beside stable): MSRV jobs,
 * whatever they are called.
 */
export function rustToolchains(kept: readonly KeptJob[]): Map<string, string> {
  const of = new Map<string, string>();
  for (const { r, parts } of kept)
    for (const a of parts.actions)
      if (/rust-toolchain|actions-rs\/toolchain/i.test(a.action)) {
        const t = String(a.withs.toolchain ?? (a.action === 'dtolnay/rust-toolchain' ? a.ref : ''));
        if (t) of.set(jobKey(r), t);
      }
  const numeric = (t: string) => /^1\.\d+(\.\d+)?$/.test(t);
  const newest = [...of.values()].some((t) => !numeric(t))
    ? undefined
    : [...of.values()].sort(compareVersions).at(-1);
  const out = new Map<string, string>();
  for (const [job, t] of of)
    if (numeric(t) && (newest === undefined || compareVersions(t, newest) < 0))
      out.set(
        job,
        `pins Rust ${t}, older than the ${newest ?? 'stable'} toolchain other kept jobs run: an MSRV job`,
      );
  return out;
}

/** Actions that set up one toolchain each: two of a family conflict. */
const TOOLCHAIN_FAMILY: Array<[RegExp, string]> = [
  [/^(actions\/setup-java|graalvm\/setup-graalvm|oracle-actions\/setup-java)$/i, 'Java'],
  [/^(actions\/setup-node)$/i, 'Node'],
  [/^(actions\/setup-go)$/i, 'Go'],
  [/^(dtolnay\/rust-toolchain|actions-rs\/toolchain|actions-rust-lang\/setup-rust-toolchain)$/i, 'Rust'],
  [/^(denoland\/setup-deno)$/i, 'Deno'],
];

/** Inputs that list things: two jobs' values are merged, not in conflict. */
const LIST_INPUT = /^(components|targets|target|tool|tools|packages)$/;

/** How ordinary a setup is: a stable toolchain beats beta, nightly or a pinned old one. */
function setupScore(ref: string, withs: Record<string, Json>): number {
  const text = [ref, ...Object.values(withs).map(String)].join(' ');
  let s = 0;
  if (/stable|latest/.test(text)) s += 2;
  if (SPECIAL_LEG.test(text)) s -= 3;
  return s;
}

/**
 * The kept jobs' setup, in job order: setup actions de-duplicated (the same action with other
 * inputs: list inputs merged, else the more ordinary setup wins, with a note), caches made
 * restore-only, then the install steps, each once. A job whose toolchain family another kept
 * job set up first is added to `losers`, with the reason.
 */
export function setupOf(kept: readonly KeptJob[], notes: string[], losers: Map<string, string>): SetupStep[] {
  const actions = mergedActions(kept, notes);
  const steps: SetupStep[] = [];
  for (const a of oneToolchainEach(actions, losers)) {
    const made = cacheInTaskJob(a.action, a.ref, a.withs);
    if (made.note) notes.push(`setup: ${made.note}`);
    if (made.leftOut) continue;
    const withs = Object.fromEntries(
      Object.entries(made.withs).map(([k, v]) => [
        k,
        typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''),
      ]),
    );
    steps.push({
      name: a.name ?? `Set up (${made.action})`,
      uses: `${made.action}@${made.ref}`,
      ...(Object.keys(withs).length > 0 ? { with: withs } : {}),
      ...(Object.keys(a.env).length > 0 ? { env: a.env } : {}),
    });
  }
  const runs = new Set<string>();
  for (const { parts } of kept)
    for (const s of parts.installs) {
      if (runs.has(s.run ?? '')) continue;
      runs.add(s.run ?? '');
      steps.push(s);
    }
  return steps;
}

/** The kept jobs' setup actions, each once: another job's same action merged into the first. */
function mergedActions(kept: readonly KeptJob[], notes: string[]): Chosen[] {
  const actions: Chosen[] = [];
  for (const { r, parts } of kept)
    for (const a of parts.actions) {
      const from = jobKey(r);
      const leg = a.leg === true;
      // Two caches of other paths are two caches: kept both, an identical one once.
      if (/cache/i.test(a.action) && !/rust-cache/i.test(a.action)) {
        const twin = actions.some(
          (x) => x.action === a.action && JSON.stringify(x.withs) === JSON.stringify(a.withs),
        );
        if (!twin) actions.push({ ...a, withs: { ...a.withs }, from, leg });
        continue;
      }
      const same = actions.find((x) => x.action.toLowerCase() === a.action.toLowerCase());
      if (!same || same.from === from) {
        actions.push({ ...a, withs: { ...a.withs }, from, leg });
        continue;
      }
      mergeInto(same, a, from, leg, notes);
    }
  return actions;
}

/**
 * Another job's setup of an action already chosen: list inputs merged; in a conflict the winner
 * taken (pickWinner), with a note; setup-python given both jobs' versions.
 */
function mergeInto(same: Chosen, a: JobAction, from: string, leg: boolean, notes: string[]): void {
  const lists = (w: Record<string, Json>) =>
    Object.fromEntries(Object.entries(w).filter(([k]) => !LIST_INPUT.test(k)));
  // Compared as the task job runs them: two caches differing only in when they save agree.
  const asRun = (x: { action: string; ref: string; withs: Record<string, Json> }) => {
    const made = cacheInTaskJob(x.action, x.ref, x.withs);
    return JSON.stringify([made.ref, lists(made.withs)]);
  };
  const conflict = asRun(same) !== asRun(a);
  const merged: Record<string, Json> = {};
  for (const k of Object.keys({ ...same.withs, ...a.withs }))
    if (LIST_INPUT.test(k)) {
      const items = [same.withs[k], a.withs[k]]
        .filter((v) => v !== undefined && v !== null)
        .flatMap((v) => String(v).split(/[\s,]+/))
        .filter(Boolean);
      merged[k] = [...new Set(items)].join(', ');
    }
  let versions: string[] = [];
  if (conflict) {
    const winner = pickWinner(same, a, leg);
    notes.push(
      `setup: ${same.from} sets up ${same.action}@${same.ref}${describeWith(same.withs)}, ${from} ${a.action}@${a.ref}${describeWith(a.withs)}; the task job gets ${winner.action}@${winner.ref}${describeWith(winner.withs)} (the more ordinary setup, else the main leg's, else the newer version, else the first kept job's), with the components, targets and tools of both`,
    );
    versions = same.action === 'actions/setup-python' ? pythonVersions(same, a, winner) : [];
    if (winner === a) {
      same.leg = leg;
      same.ref = a.ref;
      same.withs = { ...a.withs };
      same.name = a.name;
    }
  }
  Object.assign(same.withs, merged);
  if (same.action === 'actions/setup-python' && versions.length > 1)
    same.withs['python-version'] = versions.join('\n');
}

/**
 * Of two setups of one action that conflict: the more ordinary setup; else the main leg's (a job
 * whose matrix leg was chosen); else the newer of two plain versions (node 18 and 22.4: 22.4);
 * else the first kept job's.
 */
function pickWinner(same: Chosen, a: JobAction, leg: boolean): Chosen | JobAction {
  const scoreA = setupScore(a.ref, a.withs);
  const scoreSame = setupScore(same.ref, same.withs);
  const version = (w: Record<string, Json>) =>
    String(Object.entries(w).find(([k]) => /version$/.test(k))?.[1] ?? '');
  const newer =
    /^\d+(\.\d+)*$/.test(version(a.withs)) &&
    /^\d+(\.\d+)*$/.test(version(same.withs)) &&
    compareVersions(version(a.withs), version(same.withs)) > 0;
  if (scoreA !== scoreSame) return scoreA > scoreSame ? a : same;
  if (leg !== same.leg) return leg ? a : same;
  return newer ? a : same;
}

/** setup-python installs every version listed, the last the default: both jobs' run. */
function pythonVersions(same: Chosen, a: JobAction, winner: Chosen | JobAction): string[] {
  return [...new Set([a.withs, same.withs].flatMap((w) => String(w['python-version'] ?? '').split(/\s+/)))]
    .filter(Boolean)
    .sort((x, y) =>
      x === String(winner.withs['python-version'])
        ? 1
        : y === String(winner.withs['python-version'])
          ? -1
          : 0,
    );
}

/**
 * Two actions that set up the same toolchain (setup-java and setup-graalvm): the first kept
 * job's wins, the other is left out, its job added to `losers` with the reason.
 */
function oneToolchainEach(actions: Chosen[], losers: Map<string, string>): Chosen[] {
  const familyOf = (action: string) => TOOLCHAIN_FAMILY.find(([re]) => re.test(action))?.[1];
  return actions.filter((a) => {
    const family = familyOf(a.action);
    if (family === undefined) return true;
    const first = actions.find((b) => b !== a && familyOf(b.action) === family && b.from !== a.from);
    if (first && actions.indexOf(first) < actions.indexOf(a)) {
      losers.set(
        a.from,
        `needs ${family} from ${a.action}, and the task job has one ${family}: ${first.action} of ${first.from} (the first kept job's)`,
      );
      return false;
    }
    return true;
  });
}

function describeWith(withs: Record<string, Json>): string {
  const e = Object.entries(withs);
  return e.length > 0 ? ` (${e.map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : '';
}
