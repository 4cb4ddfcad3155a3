// The repository's CI as jobs (not as a bag of commands): each job of the workflows that run on
// pull requests (else on pushes), with its runner, container, services, env, defaults, matrix
// and steps in order. A job that calls a reusable workflow of the repository stands for the
// called workflow's jobs; a local composite action is read where a step uses it (ci-resolve.ts). The workflows
// themselves are listed and parsed once, in ci-workflows.ts.
// Pure: reads through a ProjectReader.
import type { Contexts, Json } from './ci-expr.js';
import { evaluate, substituteValue } from './ci-expr.js';
import { checkingWorkflows, MAX_DEPTH, parseWorkflow } from './ci-workflows.js';
import { isRecord, type ProjectReader } from './types.js';

/** One job as the workflow writes it, with what it inherits from its workflow and its caller. */
export interface WorkflowJob {
  /** The workflow file that holds the job. */
  file: string;
  id: string;
  job: Record<string, unknown>;
  /** The workflow's `env:` and `defaults:`. */
  workflowEnv: unknown;
  workflowDefaults: unknown;
  /** The job of the calling workflow, when this job is in a reusable workflow of the repository. */
  caller?: WorkflowJob;
  /** The reusable workflow's `on.workflow_call.inputs` defaults. */
  inputDefaults: Record<string, Json>;
}

export interface WorkflowJobs {
  /** The workflow files read, in order. */
  files: string[];
  jobs: WorkflowJob[];
  notes: string[];
}

/**
 * The jobs of the workflows that check a change (ci-workflows.ts), a job that calls a reusable
 * workflow of the repository standing for the called workflow's jobs.
 */
export function readWorkflowJobs(reader: ProjectReader): WorkflowJobs {
  const out: WorkflowJobs = { files: [], jobs: [], notes: [] };
  for (const { file, doc } of checkingWorkflows(reader, out.notes)) {
    out.files.push(file);
    addJobs(reader, file, doc, undefined, out, 0);
  }
  return out;
}

function addJobs(
  reader: ProjectReader,
  file: string,
  doc: Record<string, unknown>,
  caller: WorkflowJob | undefined,
  out: WorkflowJobs,
  depth: number,
): void {
  const inputDefaults: Record<string, Json> = {};
  const on = isRecord(doc.on) ? doc.on : {};
  const call = isRecord(on.workflow_call) ? on.workflow_call : {};
  if (isRecord(call.inputs))
    for (const [k, v] of Object.entries(call.inputs))
      if (isRecord(v) && v.default !== undefined) inputDefaults[k] = v.default as Json;
  const jobs = isRecord(doc.jobs) ? doc.jobs : {};
  for (const [id, job] of Object.entries(jobs)) {
    if (!isRecord(job)) continue;
    const wj: WorkflowJob = {
      file,
      id,
      job,
      workflowEnv: doc.env,
      workflowDefaults: doc.defaults,
      inputDefaults,
      ...(caller ? { caller } : {}),
    };
    if (typeof job.uses === 'string' && job.uses.startsWith('./')) {
      const called = job.uses.slice(2).split('@')[0]!;
      const calledDoc = depth < MAX_DEPTH ? parseWorkflow(reader, called, out.notes) : undefined;
      if (calledDoc) {
        addJobs(reader, called, calledDoc, wj, out, depth + 1);
        continue;
      }
      out.notes.push(`${file}, job ${id}: calls ${job.uses}, which could not be read`);
    }
    out.jobs.push(wj);
  }
}

/** One combination of a matrix: its values by key, and whether only `include` adds it. */
export interface Leg {
  values: Record<string, Json>;
  includeOnly: boolean;
}

/**
 * The legs of a `strategy.matrix` as GitHub expands it: the product of its dimensions, less the
 * combinations an `exclude` entry matches, then each `include` entry added to every combination
 * whose original values it does not change, or as a leg of its own when it fits none.
 * `unknown` names an expression the matrix is computed from (`${{ fromJSON(...) }}`).
 */
export function matrixLegs(matrix: unknown, contexts: Contexts): { legs: Leg[]; unknown?: string } {
  if (matrix === undefined || matrix === null) return { legs: [{ values: {}, includeOnly: false }] };
  const unknown: string[] = [];
  const m = substituteValue(matrix, contexts, unknown);
  if (!isRecord(m))
    return { legs: [{ values: {}, includeOnly: false }], unknown: unknown[0] ?? String(matrix) };
  const dims = Object.entries(m).filter(([k]) => k !== 'include' && k !== 'exclude');
  let combos: Array<Record<string, Json>> = [{}];
  for (const [key, values] of dims) {
    if (!Array.isArray(values)) {
      if (unknown.length === 0) unknown.push(`matrix.${key}: ${JSON.stringify(values)}`);
      continue;
    }
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: v as Json })));
  }
  if (dims.length === 0) combos = [];
  const matches = (leg: Record<string, Json>, entry: Record<string, unknown>) =>
    Object.entries(entry).every(([k, v]) => JSON.stringify(leg[k]) === JSON.stringify(v));
  const excludes = Array.isArray(m.exclude) ? (m.exclude as unknown[]).filter(isRecord) : [];
  combos = combos.filter((c) => !excludes.some((e) => matches(c, e)));
  const legs: Leg[] = combos.map((values) => ({ values, includeOnly: false }));
  const original = new Set(dims.map(([k]) => k));
  for (const entry of Array.isArray(m.include) ? (m.include as unknown[]).filter(isRecord) : []) {
    let added = false;
    for (const leg of legs) {
      if (leg.includeOnly) continue;
      const fits = Object.entries(entry).every(
        ([k, v]) => !original.has(k) || JSON.stringify(leg.values[k]) === JSON.stringify(v),
      );
      if (fits) {
        Object.assign(leg.values, entry);
        added = true;
      }
    }
    if (!added) legs.push({ values: { ...(entry as Record<string, Json>) }, includeOnly: true });
  }
  if (legs.length === 0) legs.push({ values: {}, includeOnly: false });
  return { legs, ...(unknown.length > 0 ? { unknown: unknown[0] } : {}) };
}

/** Words that name a leg no maintainer calls the ordinary one. */
export const SPECIAL_LEG =
  /(^|[^a-z])(msrv|minimal|minimum|min-versions|oldest|lowest|nightly|beta|canary|experimental|preview|alpha|rc\d*|dev|pre|next|unstable|head|tip)([^a-z]|$)/i;
const OTHER_OS = /(windows|macos|mac-|darwin|osx|win\d|freebsd)/i;

/** How much a value says "this is the ordinary leg": ubuntu, stable, latest, default. */
function valueScore(key: string, value: Json, all: Json[]): number {
  if (typeof value === 'boolean')
    return /experimental|allow.?fail|nightly|flaky/i.test(key) && value ? -6 : 0;
  if (value === null) return 0;
  // A leg given as one object (`job: { target, os }`, `config: { ... }`): its fields speak for it.
  if (Array.isArray(value)) return 0;
  if (typeof value === 'object')
    return Object.entries(value).reduce((sum, [k, v]) => sum + valueScore(k, v, []), 0);
  const s = String(value);
  // A target triple: the host's is ordinary, any other is a cross build (musl, arm, i686...).
  if (/^[a-z0-9_]+-(unknown|pc|apple|linux|none)(-[a-z0-9_]+){0,2}$/i.test(s))
    return s === 'x86_64-unknown-linux-gnu' ? 1 : -4;
  let score = 0;
  if (OTHER_OS.test(s)) score -= 10;
  if (/ubuntu|linux/i.test(s)) score += 3;
  if (SPECIAL_LEG.test(s)) score -= 6;
  if (/(^|[^a-z])(stable|latest|default|lts)([^a-z]|$)/i.test(s)) score += 4;
  // Among plain versions (3.10 ... 3.14) nothing says which is ordinary: the first leg is.
  void all;
  return score;
}

export function compareVersions(a: string, b: string): number {
  const pa = a
    .replace(/^v/, '')
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);
  const pb = b
    .replace(/^v/, '')
    .split('.')
    .map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The main leg: the one a maintainer would call ordinary (ubuntu, stable, latest, default, the
 * newest plain version), never a leg only `include` adds or one named for MSRV, minimal versions,
 * nightly, beta or an experiment when another exists; ties go to the first leg. `chosen` are the
 * user's `--leg KEY=VALUE` pairs: a leg must have each key it names at that value.
 */
export function mainLeg(legs: Leg[], chosen: Record<string, string> = {}): { leg: Leg; why?: string } {
  const wanted = Object.entries(chosen).filter(([k]) => legs.some((l) => k in l.values));
  let pool = legs.filter((l) =>
    wanted.every(([k, v]) => l.values[k] !== undefined && String(l.values[k]) === v),
  );
  let why: string | undefined;
  if (wanted.length > 0 && pool.length === 0) {
    pool = legs;
    why = `no leg has ${wanted.map(([k, v]) => `${k}=${v}`).join(', ')}`;
  }
  const keys = [...new Set(pool.flatMap((l) => Object.keys(l.values)))];
  const all = new Map(
    keys.map((k) => [k, legs.map((l) => l.values[k]).filter((v) => v !== undefined) as Json[]]),
  );
  let best = pool[0]!;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const leg of pool) {
    let score = leg.includeOnly ? -5 : 0;
    for (const [k, v] of Object.entries(leg.values)) score += valueScore(k, v, all.get(k) ?? []);
    if (score > bestScore) {
      best = leg;
      bestScore = score;
    }
  }
  return { leg: best, ...(why ? { why } : {}) };
}

/** A leg as text: `os=ubuntu-latest, rust=stable`; values that are objects as JSON. */
export function legText(leg: Leg): string {
  return Object.entries(leg.values)
    .map(([k, v]) => `${k}=${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

/** `runs-on` as a text for the leg (a label, a list of labels, a group), or why it is not known. */
export function runsOn(value: unknown, contexts: Contexts): string {
  const unknown: string[] = [];
  const v = substituteValue(value, contexts, unknown);
  if (Array.isArray(v)) return v.map(String).join(', ');
  if (isRecord(v))
    return [v.group, v.labels]
      .filter((x) => x !== undefined)
      .map(String)
      .join(', ');
  return v === null ? '' : String(v);
}

export { evaluate };
