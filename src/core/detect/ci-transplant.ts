// The CI's check jobs transplanted into Ralph's task job (docs/ARCHITECTURE.md#gates). Each job
// of the pull-request workflows (ci-jobs.ts) is resolved on its main leg, classified as a check
// job (kept), one the CI lets fail (optional) or a specialised one (left out, with the reason
// taken from the job's own facts: its runner, container, toolchain, `--target`, `+toolchain`,
// name), and the kept jobs give:
// - setup: their setup actions (`uses:`), de-duplicated across jobs, `with:` as written with the
//   leg substituted, every cache restore-only or off; their install-only `run:` steps;
// - gates: each checking `run:` step, named after the step, its script exactly as written, with
//   its working directory, shell and env;
// - services: the services the kept jobs start.

import { specialReason } from './ci-classify.js';
import type { Json } from './ci-expr.js';
import { legText, readWorkflowJobs, type WorkflowJob, type WorkflowJobs } from './ci-jobs.js';
import { type JobChoice, resolveJob, workflowName } from './ci-resolve.js';
import { jobKey, type KeptJob, rustToolchains, setupOf } from './ci-setup.js';
import { jobParts } from './ci-steps.js';
import type { ProjectReader, ProposedGate, SetupStep } from './types.js';

export type { JobChoice } from './ci-resolve.js';

export type JobVerdict = 'kept' | 'optional' | 'left out';

/** One row of init's jobs table. */
export interface JobRow {
  workflow: string;
  job: string;
  /** The leg chosen (`rust=stable, workspace=.`), '' without a matrix. */
  leg: string;
  verdict: JobVerdict;
  reason: string;
  /** The gates the job gives. */
  gates: string[];
}

export interface Transplant {
  files: string[];
  jobs: JobRow[];
  gates: ProposedGate[];
  setupSteps: SetupStep[];
  services: Record<string, Json>;
  /** The kept steps' env that reads a service's port, as written (JobParts.servicePorts). */
  servicePorts: Record<string, string>;
  notes: string[];
}

/** A kept job, with its row of the table and what reading it noted. */
interface Kept extends KeptJob {
  row: JobRow;
  notes: string[];
}

/** Every job of the CI on its main leg: what it gives, and the table that says so. */
export function transplantCi(reader: ProjectReader, choice: JobChoice = {}): Transplant {
  const read = readWorkflowJobs(reader);
  const notes = [...read.notes];
  const out: Transplant = {
    files: read.files,
    jobs: [],
    gates: [],
    setupSteps: [],
    services: {},
    servicePorts: {},
    notes,
  };
  const kept: Kept[] = [];
  const picked = (choice.jobs ?? []).map((j) => j.toLowerCase());
  for (const wj of read.jobs) {
    const job = classifyJob(reader, wj, choice, picked, out);
    if (!job) continue;
    kept.push(job);
    // What reading a job finds is said only for the jobs that give something.
    notes.push(...job.notes);
    addGates(out, job);
  }
  if (picked.length > 0) notes.push(...unknownJobNames(choice, out, read));
  out.setupSteps = keptSetup(out, kept, notes);
  for (const { r, parts } of kept)
    for (const [name, svc] of Object.entries(parts.services)) {
      const had = out.services[name];
      if (had === undefined) out.services[name] = svc;
      else if (JSON.stringify(had) !== JSON.stringify(svc))
        notes.push(`services: ${r.wj.file}, job ${r.wj.id} starts another ${name}; the first job's is kept`);
    }
  for (const { r, parts } of kept)
    for (const [k, v] of Object.entries(parts.servicePorts)) {
      const had = out.servicePorts[k];
      if (had === undefined) out.servicePorts[k] = v;
      else if (had !== v)
        notes.push(
          `services: ${r.wj.file}, job ${r.wj.id} gives env ${k} another port (\`${v}\`); the first job's is kept`,
        );
    }
  return out;
}

/**
 * A job's row of the table (pushed to `out.jobs`), with its verdict and the reason: kept,
 * optional (the CI lets it fail) or left out (not chosen, specialised, or no check step). The
 * job, when it gives gates.
 */
function classifyJob(
  reader: ProjectReader,
  wj: WorkflowJob,
  choice: JobChoice,
  picked: string[],
  out: Transplant,
): Kept | undefined {
  const jobNotes: string[] = [];
  const r = resolveJob(wj, choice, jobNotes);
  const row: JobRow = {
    workflow: workflowName(wj.caller?.file ?? wj.file),
    job: r.display,
    leg: r.legNote ?? legText(r.leg),
    verdict: 'left out',
    reason: '',
    gates: [],
  };
  out.jobs.push(row);
  if (typeof wj.job.uses === 'string') {
    row.reason = `calls the reusable workflow ${wj.job.uses}, which Ralph does not read`;
    return undefined;
  }
  const named =
    picked.length > 0 &&
    [wj.id, r.display, `${row.workflow}/${wj.id}`].some((n) => picked.includes(n.toLowerCase()));
  const parts = jobParts(reader, r, jobNotes, named);
  const special = specialReason(r, parts);
  if (picked.length > 0 && !named) {
    row.reason = 'not chosen (--job)';
    return undefined;
  }
  if (special && !named) {
    row.reason = special;
    return undefined;
  }
  if (parts.gates.length === 0) {
    row.reason =
      parts.checkActions.length > 0
        ? `checks only through actions (${[...new Set(parts.checkActions)].join(', ')}), not run: steps Ralph can gate`
        : parts.inDocker
          ? "checks only in containers it runs with docker, whose socket is root on the runner and never lent to the repository's code"
          : parts.unknown
            ? `its check steps need what only the run knows: ${parts.unknown}`
            : 'runs no check step';
    return undefined;
  }
  row.verdict = parts.optional ? 'optional' : 'kept';
  row.reason = named
    ? `chosen with --job${special ? ` (${special})` : ''}`
    : (parts.optional ?? 'a check job');
  return { r, parts, row, notes: jobNotes };
}

/**
 * A kept job's gates, named uniquely, with their source. The same step in several jobs (a
 * shared composite action's check) is one gate.
 */
function addGates(out: Transplant, { r, parts, row }: Kept): void {
  const wj = r.wj;
  const source = `${wj.caller ? `${wj.caller.file} → ` : ''}${wj.file}, job ${wj.id}${row.leg ? `, leg ${row.leg}` : ''}`;
  for (const g of parts.gates) {
    const twin = out.gates.find(
      (x) =>
        x.command === g.command &&
        x.workingDirectory === g.workingDirectory &&
        x.shell === g.shell &&
        JSON.stringify(x.env) === JSON.stringify(g.env),
    );
    if (twin) {
      row.gates.push(twin.name);
      continue;
    }
    let name = g.name;
    if (out.gates.some((x) => x.name === name)) name = `${g.name} (${wj.id})`;
    for (let n = 2; out.gates.some((x) => x.name === name); n++) name = `${g.name} (${wj.id} ${n})`;
    out.gates.push({ ...g, name, ...(row.verdict === 'optional' ? { required: false } : {}), source });
    row.gates.push(name);
  }
}

/** A note for each `--job` that names no job of the CI. */
function unknownJobNames(choice: JobChoice, out: Transplant, read: WorkflowJobs): string[] {
  const notes: string[] = [];
  for (const p of choice.jobs ?? [])
    if (
      !out.jobs.some((j) =>
        [j.job.toLowerCase(), `${j.workflow}/${j.job}`.toLowerCase()].includes(p.toLowerCase()),
      ) &&
      !read.jobs.some((wj) => wj.id.toLowerCase() === p.toLowerCase())
    )
      notes.push(`--job ${p}: no job of the CI has that name (${out.jobs.map((j) => j.job).join(', ')})`);
  return notes;
}

/**
 * The kept jobs' setup (ci-setup.ts). A job whose toolchain loses to another kept job's cannot
 * pass there: left out, said why, its gates dropped, and the setup made again without it.
 */
function keptSetup(out: Transplant, kept: Kept[], notes: string[]): SetupStep[] {
  const losers = new Map<string, string>();
  const rust = rustToolchains(kept);
  for (const { r } of kept) {
    const why = rust.get(jobKey(r));
    if (why) losers.set(jobKey(r), why);
  }
  const setup = setupOf(
    kept.filter(({ r }) => !losers.has(jobKey(r))),
    notes,
    losers,
  );
  if (losers.size === 0) return setup;
  for (const [from, why] of losers) {
    const row = kept.find(({ r }) => jobKey(r) === from)!.row;
    out.gates = out.gates.filter((g) => !row.gates.includes(g.name));
    row.verdict = 'left out';
    row.reason = why;
    row.gates = [];
  }
  return setupOf(
    kept.filter(({ r }) => !losers.has(jobKey(r))),
    [],
    new Map(),
  );
}

/** init's jobs table, as text: one row per job. */
export function jobsTable(rows: readonly JobRow[]): string {
  const head = ['workflow', 'job', 'leg', 'verdict', 'why'];
  const body = rows.map((r) => [
    r.workflow,
    r.job,
    r.leg || '-',
    r.verdict,
    r.reason + (r.gates.length > 0 ? `; gates: ${r.gates.join(', ')}` : ''),
  ]);
  const widths = head.map((h, i) =>
    Math.min(i === 4 ? 200 : 40, Math.max(h.length, ...body.map((b) => b[i]!.length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === cells.length - 1
          ? c
          : c.length > widths[i]!
            ? `${c.slice(0, widths[i]! - 1)}…`
            : c.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}
