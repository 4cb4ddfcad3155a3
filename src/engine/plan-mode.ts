// Plan mode (docs/ARCHITECTURE.md#plan-mode-and-importers): the agent reads the markdown specs and answers with a plan as JSON
// (in a file or in its output); Ralph validates it (schema and the semantic rules), runs the
// agent again with the exact problems injected until the answer is valid or the budget is
// spent, then merges it into implementation.json: existing specs and tasks keep their ids,
// statuses, attempts and comments, new ones are added, tasks gone from their spec are kept
// (and reported) unless `prune`. Nothing is written unless the merged plan is valid.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getProvider, runAgent } from '../adapters/agents/index.js';
import type { AgentResult, Provider } from '../adapters/agents/types.js';
import { Git } from '../adapters/git.js';
import { type LoadedPlan, loadPlan, serializePlan, updatePlan, writeAtomic } from '../adapters/plan-file.js';
import { RalphError } from '../core/errors.js';
import { globSegment } from '../core/glob.js';
import { namedKeyVariables } from '../core/model-keys.js';
import { planProblems, schemaProblems } from '../core/plan/checks.js';
import type { PlanLocation } from '../core/plan/location.js';
import { type MergeResult, mergePlans } from '../core/plan/merge.js';
import { type Plan, planJsonSchema } from '../core/plan/plan.js';
import { durationMs } from '../core/plan/plan-basics.js';
import { formatProblem } from '../core/plan/problem.js';
import { semanticProblems } from '../core/plan/rules.js';
import { extractPlanJson, generatePlanPrompt, parseJson, specIdsFor } from '../core/prompt/plan-prompt.js';
import { agentEnv } from './agent-env.js';
import { opencodeKeyed } from './attempt.js';

export const DEFAULT_SPECS_GLOB = 'specs/*.md';
/** Where the agent writes its answer, relative to the project root (named in the prompt). */
export const PLAN_OUTPUT_FILE = '.ralph/plan/output.json';
export const DEFAULT_PLAN_ATTEMPTS = 3;
export const DEFAULT_PLAN_TURNS = 50;
export const DEFAULT_PLAN_TIMEOUT_MS = 15 * 60_000;
const LOG_DIR = join('.ralph', 'logs', 'plan');
/** The most of the agent's plain-text transcript searched for its answer. */
const MAX_TRANSCRIPT_BYTES = 8 * 1024 * 1024;

export interface PlanModeOptions {
  /**
   * The project root (the agent runs here; the specs glob and the output file are relative to
   * it) and the plan file.
   */
  planAt: PlanLocation;
  /** Comma- or newline-separated patterns such as `specs/*.md`, `docs/**\/*.md` (default specs/*.md). */
  specsGlob?: string;
  provider: string;
  /** For the `command` provider: the command line (the prompt arrives on stdin). */
  agentCommand?: string;
  model?: string;
  /** Agent runs before giving up (default 3). */
  maxAttempts?: number;
  /** Turns per run (default 50). */
  maxTurns?: number;
  /** Time per run (default the plan's agent.timeout, else 15 minutes). */
  timeoutMs?: number;
  /** Drop the tasks that disappeared from their spec (default: keep and report them). */
  prune?: boolean;
  /** Compute the merged plan, write nothing. */
  dryRun?: boolean;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  onEvent?: (e: PlanModeEvent) => void;
}

export type PlanModeEvent =
  | { type: 'specs'; files: string[] }
  | { type: 'attempt'; attempt: number; maxAttempts: number; provider: string }
  | { type: 'output'; text: string }
  | {
      type: 'agent';
      attempt: number;
      /** The runner's outcome; plan mode needs no marker, so `no_marker` is a normal end. */
      outcome: string;
      exitCode: number | null;
      durationMs: number;
      reason?: string;
    }
  | { type: 'problems'; attempt: number; problems: string[] }
  | { type: 'note'; text: string };

export interface PlanModeResult {
  /** The merged plan (what was written, or would be on a dry run). */
  plan: Plan;
  added: string[];
  kept: string[];
  removed: string[];
  /** Agent runs it took. */
  attempts: number;
  /** The plan file was written. */
  written: boolean;
  /** The merged plan differs from the plan as it was (or there was none). */
  changed: boolean;
  /** The markdown specs read, relative to the root. */
  specFiles: string[];
}

/** Plan mode could not produce a valid plan; `problems` are the last attempt's, one per line. */
export class PlanModeError extends RalphError {
  override readonly code: string = 'plan-mode';
  override name = 'PlanModeError';
  constructor(
    message: string,
    readonly problems: string[] = [],
    readonly attempts = 0,
  ) {
    super(message);
  }
}

/** What every attempt of one `ralph plan` shares. */
interface PlanRun {
  opts: PlanModeOptions;
  emit: (e: PlanModeEvent) => void;
  provider: Provider;
  maxAttempts: number;
  /** The plan file as it is, when there is one (a broken plan is reported, never replaced). */
  existing: LoadedPlan | undefined;
  specFiles: string[];
  specs: Array<{ path: string; text: string }>;
  /** Where the agent writes its plan. */
  outputPath: string;
  limits: { maxTurns: number; timeoutMs: number; model?: string };
  expected: ReturnType<typeof specIdsFor>;
}

/** Runs the agent on the specs until it gives a valid plan, and merges that into the plan file. */
export async function planWithAgent(opts: PlanModeOptions): Promise<PlanModeResult> {
  const run = await startPlanRun(opts);
  const { maxAttempts } = run;
  const planFile = opts.planAt.file;
  let errors: string[] | undefined;
  let previousOutput: string | undefined;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (opts.signal?.aborted)
      throw new PlanModeError('interrupted; nothing was written', errors ?? [], attempt - 1);
    const result = await runPlanAttempt(run, attempt, errors, previousOutput);
    const answer = readAnswer(result, run.provider, run.outputPath);
    let problems = answer.problems;
    if (answer.value !== undefined) {
      const checked = checkIncoming(answer.value, run.existing?.plan, run.specFiles, run.expected, run.emit);
      problems = checked.problems;
      if (checked.plan) {
        const merged = mergeInto(run.existing?.plan, checked.plan, opts.prune ?? false, agentOf(opts));
        problems = planProblems(merged.plan).map(
          (p) => `${formatProblem(p)} (in the plan merged with ${planFile})`,
        );
        if (problems.length === 0) return finishPlan(run, merged, checked.plan, attempt);
      }
    }
    errors = problems;
    previousOutput = answer.json;
    run.emit({ type: 'problems', attempt, problems });
  }
  const last = errors ?? [];
  throw new PlanModeError(
    `the agent gave no valid plan in ${maxAttempts} attempt${maxAttempts === 1 ? '' : 's'}; ${planFile} is unchanged. The last problems:\n${last.map((e) => `  ${e}`).join('\n')}`,
    last,
    maxAttempts,
  );
}

/** The options checked, the plan and the specs read, the limits of each attempt. */
async function startPlanRun(opts: PlanModeOptions): Promise<PlanRun> {
  const emit = opts.onEvent ?? (() => {});
  const provider = getProvider(opts.provider);
  const maxAttempts = opts.maxAttempts ?? DEFAULT_PLAN_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new PlanModeError(`max attempts must be a whole number of at least 1, got ${maxAttempts}`);
  // A broken plan is reported (PlanError), never replaced.
  const existing: LoadedPlan | undefined = existsSync(opts.planAt.path)
    ? loadPlan(opts.planAt.path)
    : undefined;
  const glob = opts.specsGlob?.trim() || DEFAULT_SPECS_GLOB;
  const specFiles = findSpecFiles(opts.planAt.root, glob);
  if (specFiles.length === 0)
    throw new PlanModeError(`no markdown specs match "${glob}" in ${opts.planAt.root}`);
  const specs = specFiles.map((path) => ({
    path,
    text: readFileSync(join(opts.planAt.root, path), 'utf8').replace(/^\uFEFF/, ''),
  }));
  emit({ type: 'specs', files: specFiles });
  await new Git(opts.planAt.root).exclude('/.ralph/');

  const agentTimeout = existing?.plan.agent?.timeout;
  const limits = {
    maxTurns: opts.maxTurns ?? DEFAULT_PLAN_TURNS,
    timeoutMs:
      opts.timeoutMs ?? (agentTimeout !== undefined ? durationMs(agentTimeout) : DEFAULT_PLAN_TIMEOUT_MS),
    model: opts.model,
  };
  const expected = specIdsFor(specFiles, existing?.plan);
  const outputPath = join(opts.planAt.root, PLAN_OUTPUT_FILE);
  return {
    opts,
    emit,
    provider,
    maxAttempts,
    existing,
    specFiles,
    specs,
    outputPath,
    limits,
    expected,
  };
}

/** One attempt: the prompt (with the last attempt's problems), the agent, the plan file put back. */
async function runPlanAttempt(
  run: PlanRun,
  attempt: number,
  errors: string[] | undefined,
  previousOutput: string | undefined,
): Promise<Awaited<ReturnType<typeof runAgent>>> {
  const { opts, emit, provider, outputPath } = run;
  const prompt = generatePlanPrompt({
    specs: run.specs,
    existing: run.existing?.plan,
    outputFile: PLAN_OUTPUT_FILE,
    errors,
    previousOutput,
  });
  rmSync(outputPath, { force: true });
  mkdirSync(dirname(outputPath), { recursive: true });
  emit({ type: 'attempt', attempt, maxAttempts: run.maxAttempts, provider: provider.name });
  const planBefore = existsSync(opts.planAt.path) ? readFileSync(opts.planAt.path) : undefined;
  const env: NodeJS.ProcessEnv = {
    ...agentEnv(opts.env),
    RALPH_PLAN_OUTPUT: outputPath,
    RALPH_PLAN_ATTEMPT: String(attempt),
  };
  // An OpenCode provider's {env:NAME} key stays with Ralph too, as in a task's attempt.
  const opencode = opencodeKeyed(provider.name, opts.planAt.root, env, env.HOME);
  const result = await runAgent({
    provider,
    prompt,
    cwd: opts.planAt.root,
    limits: run.limits,
    transcriptPath: join(opts.planAt.root, LOG_DIR, `attempt-${attempt}.log`),
    env,
    // The model key stays in Ralph's process: the agent gets Ralph's key proxy.
    keyEnv: opts.env,
    opencodeProviders: ['opencode', 'command'].includes(provider.name) ? opencode : undefined,
    keyNames: namedKeyVariables(undefined, opencode),
    userCommand: opts.agentCommand,
    signal: opts.signal,
    onOutput: (text) => emit({ type: 'output', text }),
  });
  restorePlanFile(opts.planAt.path, planBefore, opts.planAt.file, emit);
  emit({
    type: 'agent',
    attempt,
    outcome: result.outcome,
    exitCode: result.exitCode,
    durationMs: result.durationMs,
    reason: result.reason,
  });
  if (result.interrupted || opts.signal?.aborted)
    throw new PlanModeError('interrupted; nothing was written', errors ?? [], attempt);
  if (result.outcome === 'rate_limited')
    throw new PlanModeError(
      `the agent hit a rate limit (${result.reason}); nothing was written, run again later`,
      [],
      attempt,
    );
  return result;
}

/** The valid plan written (merged into the plan file), unless a dry run or nothing changed. */
async function finishPlan(
  run: PlanRun,
  merged: MergeResult,
  incoming: Plan,
  attempts: number,
): Promise<PlanModeResult> {
  const { opts, existing } = run;
  const changed = !existing || JSON.stringify(merged.plan) !== JSON.stringify(existing.plan);
  const base = {
    added: merged.added,
    kept: merged.kept,
    removed: merged.removed,
    attempts,
    changed,
    specFiles: run.specFiles,
  };
  if (opts.dryRun || !changed) return { ...base, plan: merged.plan, written: false };
  if (existing) {
    // Merge again into the freshest plan, under the plan lock; updatePlan validates and keeps
    // the file's format.
    const fresh = await updatePlan(opts.planAt.path, (plan) => {
      const m = mergeInto(plan, incoming, opts.prune ?? false, agentOf(opts));
      replaceContents(plan, m.plan);
      return m;
    });
    return {
      ...base,
      added: fresh.added,
      kept: fresh.kept,
      removed: fresh.removed,
      plan: fresh.plan,
      written: true,
    };
  }
  mkdirSync(dirname(opts.planAt.path), { recursive: true });
  writeAtomic(opts.planAt.path, serializePlan(merged.plan));
  return { ...base, plan: merged.plan, written: true };
}

/** How an agent run ended, in plan mode's terms: no marker is expected, so only the exit counts. */
export function describeAgentEnd(e: { outcome: string; exitCode: number | null; reason?: string }): string {
  if (e.outcome === 'timeout') return `timed out (${e.reason})`;
  if (e.outcome === 'crashed') return `crashed (${e.reason})`;
  return `exited with code ${e.exitCode}`;
}

interface Answer {
  value?: unknown;
  problems: string[];
  json?: string;
}

/** The agent's answer: the output file when it wrote one, else its final message. */
function readAnswer(result: AgentResult, provider: Provider, outputPath: string): Answer {
  if (existsSync(outputPath)) {
    const text = readFileSync(outputPath, 'utf8');
    const parsed = parseJson(text);
    if (parsed.error === undefined) return { value: parsed.value, problems: [], json: text };
    // A file holding a ```json block still counts (not any {...} in it: in broken JSON, that
    // would be some inner object, and the problems would be about the wrong thing).
    if (/^ {0,3}(`{3,}|~{3,})[ \t]*jsonc?[ \t]*\r?$/im.test(text)) {
      const extracted = extractPlanJson(text);
      if (extracted.value !== undefined)
        return { value: extracted.value, problems: [], json: extracted.json };
    }
    return { problems: [`${PLAN_OUTPUT_FILE}: ${parsed.error}`], json: text };
  }
  // The command provider prints plain text: search all of it, as the final text keeps only
  // the last 16 KB. The other CLIs print events; their final message is the answer.
  const text = provider.name === 'command' ? plainTranscript(result) : (result.finalText ?? '');
  const ended =
    result.outcome === 'timeout' || result.outcome === 'crashed'
      ? ` (the agent ${result.outcome === 'timeout' ? 'timed out' : 'crashed'}: ${result.reason})`
      : '';
  if (text.trim() === '')
    return {
      problems: [
        `no answer: the agent neither wrote ${PLAN_OUTPUT_FILE} nor printed the plan in a \`\`\`json block${ended}`,
      ],
    };
  const extracted = extractPlanJson(text);
  if (extracted.value !== undefined) return { value: extracted.value, problems: [], json: extracted.json };
  if (extracted.json === undefined)
    return {
      problems: [
        `no answer: the agent neither wrote ${PLAN_OUTPUT_FILE} nor printed the plan in a \`\`\`json block${ended}`,
      ],
    };
  return { problems: [`the agent's answer: ${extracted.error}${ended}`], json: extracted.json };
}

function plainTranscript(result: AgentResult): string {
  try {
    if (statSync(result.transcriptPath).size <= MAX_TRANSCRIPT_BYTES)
      return readFileSync(result.transcriptPath, 'utf8');
  } catch {
    // no transcript: the tail is all there is
  }
  return result.tail;
}

/** Top-level keys the answer may set; the rest (gates, agent, ...) stays the plan's own. */
const INCOMING_KEYS = ['specs', 'disciplines', 'features'] as const;

/**
 * The answer's problems: the schema, then the semantic rules with the existing plan's
 * disciplines, features and task ids known (an answer may depend on a task of a spec it does
 * not cover), then a spec entry for every markdown spec.
 */
function checkIncoming(
  value: unknown,
  existing: Plan | undefined,
  specFiles: string[],
  expected: Map<string, string>,
  emit: (e: PlanModeEvent) => void,
): { plan?: Plan; problems: string[] } {
  const schema = schemaProblems(value);
  if (schema.length > 0) return { problems: schema.map(formatProblem) };
  const answer = value as Plan & Record<string, unknown>;
  const dropped = Object.keys(answer).filter(
    (k) => !(INCOMING_KEYS as readonly string[]).includes(k) && !['$schema', 'version'].includes(k),
  );
  if (dropped.length > 0)
    emit({
      type: 'note',
      text: `ignored from the answer (plan mode only sets specs): ${dropped.join(', ')}`,
    });
  const incoming: Plan = { specs: answer.specs };
  if (answer.disciplines) incoming.disciplines = answer.disciplines;
  if (answer.features) incoming.features = answer.features;

  const known = {
    ...incoming,
    disciplines: [...(existing?.disciplines ?? []), ...(incoming.disciplines ?? [])],
    features: [...(existing?.features ?? []), ...(incoming.features ?? [])],
  };
  const existingTasks = new Set((existing?.specs ?? []).flatMap((s) => s.tasks.map((t) => t.id)));
  const problems = semanticProblems(known)
    .filter((p) => {
      const m = /^specs\[(\d+)\]\.tasks\[(\d+)\]\.dependsOn\[(\d+)\]$/.exec(p.path);
      if (!m || !p.message.startsWith('unknown task')) return true;
      const dep = incoming.specs[Number(m[1])]?.tasks[Number(m[2])]?.dependsOn?.[Number(m[3])];
      return dep === undefined || !existingTasks.has(dep);
    })
    .map(formatProblem);

  for (const path of specFiles) {
    const id = expected.get(path)!;
    const entry = incoming.specs.find((s) => s.file === path) ?? incoming.specs.find((s) => s.id === id);
    if (!entry) {
      problems.push(`specs: no entry for ${path}; add a spec with "id": "${id}" and "file": "${path}"`);
      continue;
    }
    if (entry.id !== id) {
      const at = incoming.specs.indexOf(entry);
      problems.push(
        `specs[${at}].id: the spec planned from ${path} must have the id "${id}", not "${entry.id}"`,
      );
    }
    // The file it came from, when the answer left it out (merge would drop it otherwise).
    entry.file ??= path;
  }
  return problems.length > 0 ? { problems } : { plan: incoming, problems };
}

/** The merge, with new tasks marked as the agent's and a new plan given its header. */
function mergeInto(
  existing: Plan | undefined,
  incoming: Plan,
  prune: boolean,
  agent: { provider: string; command?: string },
): MergeResult {
  const merged = mergePlans(existing, incoming, { prune });
  // The agent that wrote the tasks is the one `ralph build` and the workflow run next: recorded
  // in the plan, so the choice sticks (the rest of `agent` is the plan's own).
  const own = { ...merged.plan.agent, provider: agent.provider };
  if (agent.command !== undefined) own.command = agent.command;
  if (merged.plan.agent) merged.plan.agent = own;
  else {
    // A new key goes before `specs`, where `ralph init` puts it.
    const { specs, ...head } = merged.plan;
    merged.plan = { ...head, agent: own, specs };
  }
  const added = new Set(merged.added);
  for (const spec of merged.plan.specs)
    for (const task of spec.tasks)
      if (added.has(task.id) && task.provenance === undefined) task.provenance = 'agent';
  if (!existing)
    merged.plan = { $schema: planJsonSchema().$id as string, version: 1, agent: own, ...merged.plan };
  return merged;
}

/** The agent plan mode ran, as the plan records it: the provider, and the `command` agent's command line. */
function agentOf(opts: PlanModeOptions): { provider: string; command?: string } {
  return opts.provider === 'command' && opts.agentCommand !== undefined
    ? { provider: opts.provider, command: opts.agentCommand }
    : { provider: opts.provider };
}

/** updatePlan saves the object it handed out, so the merge result goes into that object. */
function replaceContents(target: Plan, source: Plan): void {
  const t = target as Record<string, unknown>;
  for (const key of Object.keys(t)) delete t[key];
  Object.assign(t, source);
}

/** The agent may not edit the plan: what it changed there is put back. */
function restorePlanFile(
  path: string,
  before: Buffer | undefined,
  planFile: string,
  emit: (e: PlanModeEvent) => void,
): void {
  const now = existsSync(path) ? readFileSync(path) : undefined;
  if (before === undefined) {
    if (now === undefined) return;
    rmSync(path, { force: true });
  } else {
    if (now?.equals(before)) return;
    writeAtomic(path, before.toString('utf8'));
  }
  emit({
    type: 'note',
    text: `the agent changed ${planFile}; it was put back (the answer goes to ${PLAN_OUTPUT_FILE})`,
  });
}

/**
 * The markdown files matching `patterns` (comma- or newline-separated, relative to `root`):
 * `*` and `?` within a name, `**` for any depth of directories, a directory for its `*.md`.
 * Sorted, without duplicates; dot-files, node_modules and symbolic links are not followed.
 */
export function findSpecFiles(root: string, patterns: string): string[] {
  const found = new Set<string>();
  for (const raw of patterns.split(/[,\n]/)) {
    const pattern = raw.trim().replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
    if (pattern === '') continue;
    const segments = pattern.split('/').filter((s) => s !== '' && s !== '.');
    if (pattern.startsWith('/') || segments.includes('..'))
      throw new PlanModeError(
        `the specs pattern "${pattern}" must stay inside the repository (no "/..." or "..")`,
      );
    const isDir = !/[*?]/.test(pattern) && isDirectory(join(root, pattern));
    walk(root, '', isDir ? [...segments, '*.md'] : segments, found);
  }
  return [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function walk(root: string, dir: string, segments: string[], found: Set<string>): void {
  const [seg, ...rest] = segments;
  if (seg === undefined) return;
  if (seg === '**') {
    walk(root, dir, rest, found);
    for (const entry of entries(join(root, dir)))
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
        walk(root, join(dir, entry.name), segments, found);
    return;
  }
  const re = /[*?]/.test(seg) ? globSegment(seg) : undefined;
  for (const entry of entries(join(root, dir))) {
    if (re ? !re.test(entry.name) || entry.name.startsWith('.') : entry.name !== seg) continue;
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (rest.length === 0) {
      if (entry.isFile()) found.add(path);
    } else if (entry.isDirectory()) walk(root, path, rest, found);
  }
}

function entries(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
