// A CI job resolved on its main leg (docs/ARCHITECTURE.md#gates): its contexts (the caller's
// first, when a reusable workflow of the repository calls it), the matrix leg chosen, its env
// evaluated, its runner; and its steps in order, a local composite action's steps in its place
// with their own `inputs`. What cannot be known before the run is named in the notes.
import { type Contexts, GITHUB_PR, type Json, RUNNER, substitute, substituteValue } from './ci-expr.js';
import { type Leg, legText, mainLeg, matrixLegs, runsOn, type WorkflowJob } from './ci-jobs.js';
import { localAction, MAX_DEPTH } from './ci-workflows.js';
import { isRecord, type ProjectReader } from './types.js';

/** The user's choice: `--job NAME` (repeatable) and `--leg KEY=VALUE`. */
export interface JobChoice {
  jobs?: readonly string[];
  legs?: Readonly<Record<string, string>>;
}

/** A step as the job runs it: a composite action's steps in its place, with their own `inputs`. */
export interface FlatStep {
  step: Record<string, unknown>;
  contexts: Contexts;
  /** The composite action the step comes from. */
  via?: string;
}

/** A job resolved on its main leg. */
export interface Resolved {
  wj: WorkflowJob;
  display: string;
  leg: Leg;
  legNote?: string;
  contexts: Contexts;
  runsOn: string;
  env: Record<string, string>;
  notes: string[];
}
export function literalMap(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** `job.services.<id>.ports['<port>']` (or `job.services['<id>']...`): a port the job's service publishes. */
const SERVICE_PORT = /^job\.services(?:\.[A-Za-z_][\w-]*|\['[^']+'\])\.ports\[\s*'\d+'\s*\]$/;

/**
 * The env a level adds, evaluated; what cannot be known is left out and named. With
 * `servicePorts` (a step's own env), a value whose only unknowns read the port a service
 * publishes goes there instead, the rest of it substituted: the task job starts the same
 * services, so its steps can read that port when they run.
 */
export function evalEnv(
  env: unknown,
  contexts: Contexts,
  where: string,
  notes: string[],
  base: Record<string, string>,
  servicePorts?: Record<string, string>,
): Record<string, string> {
  const out = { ...base };
  if (typeof env === 'string') {
    notes.push(`${where}: its env is \`${env}\`, which is only known when the CI runs; not used`);
    return out;
  }
  for (const [k, v] of Object.entries(literalMap(env))) {
    const unknown: string[] = [];
    const value = substituteValue(v ?? '', { ...contexts, env: out }, unknown);
    if (unknown.length > 0) {
      // `substitute` names each unknown as "`${{ expression }}` (why)".
      const inner = (u: string) => /^`\$\{\{([\s\S]*?)\}\}`/.exec(u)?.[1]?.trim() ?? '';
      if (servicePorts && typeof v === 'string') {
        const partly = substitute(v, { ...contexts, env: out });
        if (partly.unknown.every((u) => SERVICE_PORT.test(inner(u)))) {
          servicePorts[k] = partly.text;
          continue;
        }
      }
      notes.push(`${where}: env ${k} is ${unknown.join(', ')}; left out`);
      continue;
    }
    out[k] = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  }
  return out;
}

function jobDisplay(wj: WorkflowJob): string {
  const own = typeof wj.job.name === 'string' && !wj.job.name.includes('${{') ? wj.job.name : wj.id;
  return wj.caller ? `${jobDisplay(wj.caller)} / ${own}` : own;
}

export const workflowName = (file: string) => file.replace(/^\.github\/workflows\//, '');

/** The contexts of a job on its main leg: the caller's first, when a reusable workflow is called. */
export function resolveJob(wj: WorkflowJob, choice: JobChoice, notes: string[]): Resolved {
  let inputs: Record<string, Json> = { ...wj.inputDefaults };
  let outerEnv: Record<string, string> = {};
  let legNote: string | undefined;
  if (wj.caller) {
    const caller = resolveJob(wj.caller, choice, notes);
    const unknown: string[] = [];
    const withs = substituteValue(literalMap(wj.caller.job.with), caller.contexts, unknown);
    if (unknown.length > 0)
      notes.push(
        `${wj.caller.file}, job ${wj.caller.id}: passes ${unknown.join(', ')} to ${wj.file}; left as written`,
      );
    if (isRecord(withs)) inputs = { ...inputs, ...(withs as Record<string, Json>) };
    outerEnv = {};
    if (caller.legNote) legNote = caller.legNote;
    if (Object.keys(caller.leg.values).length > 0) legNote = `caller's leg ${legText(caller.leg)}`;
  }
  const base: Contexts = { runner: RUNNER, github: GITHUB_PR, inputs, matrix: {}, env: {} };
  const where = `${wj.file}, job ${wj.id}`;
  const workflowEnv = evalEnv(wj.workflowEnv, base, wj.file, notes, outerEnv);
  const strategy = literalMap(wj.job.strategy);
  const { legs, unknown } = matrixLegs(strategy.matrix, { ...base, env: workflowEnv });
  if (unknown !== undefined)
    notes.push(`${where}: its matrix reads ${unknown}; its legs are not known, so none is chosen`);
  const picked = mainLeg(legs, choice.legs);
  if (picked.why) notes.push(`${where}: ${picked.why}; the main leg is chosen instead`);
  const leg = picked.leg;
  const legContexts: Contexts = { ...base, matrix: leg.values, env: workflowEnv };
  const env = evalEnv(wj.job.env, legContexts, where, notes, workflowEnv);
  const contexts: Contexts = { ...legContexts, env };
  const display = jobDisplay(wj);
  return {
    wj,
    display,
    leg,
    ...(legNote ? { legNote } : {}),
    contexts,
    runsOn: runsOn(wj.job['runs-on'] ?? wj.caller?.job['runs-on'] ?? '', contexts),
    env,
    notes: [],
  };
}

/** A job's steps in order, a local composite action's steps in its place. */
export function flatSteps(
  reader: ProjectReader,
  steps: unknown[],
  contexts: Contexts,
  notes: string[],
  where: string,
  depth: number,
  via?: string,
): FlatStep[] {
  const out: FlatStep[] = [];
  for (const step of steps) {
    if (!isRecord(step)) continue;
    const uses = typeof step.uses === 'string' ? step.uses : undefined;
    // `./path` and `$/path` both name an action of this repository.
    if (uses?.startsWith('./') || uses?.startsWith('$/')) {
      const doc = depth < MAX_DEPTH ? localAction(reader, uses, notes) : undefined;
      const runs = doc && isRecord(doc.runs) ? doc.runs : undefined;
      if (runs?.using !== 'composite' || !Array.isArray(runs.steps)) {
        notes.push(`${where}: uses ${uses}, which is not a composite action Ralph can read; left out`);
        continue;
      }
      const inputs: Record<string, Json> = {};
      for (const [k, v] of Object.entries(literalMap(doc?.inputs)))
        if (isRecord(v) && v.default !== undefined) inputs[k] = v.default as Json;
      const unknown: string[] = [];
      const given = substituteValue(literalMap(step.with), contexts, unknown);
      if (unknown.length > 0)
        notes.push(`${where}: passes ${unknown.join(', ')} to ${uses}; left as written`);
      Object.assign(inputs, isRecord(given) ? given : {});
      out.push(...flatSteps(reader, runs.steps, { ...contexts, inputs }, notes, where, depth + 1, uses));
      continue;
    }
    out.push({ step, contexts, ...(via ? { via } : {}) });
  }
  return out;
}
