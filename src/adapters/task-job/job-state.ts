// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/ (every
// file of that folder is named here, in `paths`): `run` writes the task, the baseline and the
// agent's result; each `gate` step writes its result; `record` reads them all and writes the
// attempt artifact. The job's first step also keeps the job's agent user's name (job-user.ts),
// Ralph's private repository (private-git.ts) and what the network allowlist is made from
// (step-network.ts) there. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { AgentOutcomeLike } from '../../core/attempt/attempt.js';
import type { GateBaseline } from '../../core/attempt/baseline.js';
import { RalphError } from '../../core/errors.js';
import type { Gate } from '../../core/plan/plan.js';
import { PLAN_SHAPE } from '../../core/plan/plan-shape.js';
import { shapeAt, shapePredicate } from '../../core/plan/shape.js';
import type { GateResult } from '../gates.js';
import type { Git } from '../git.js';

export interface TaskState {
  spec: string;
  task: string;
  attempt: number;
  branch: string;
  baseBranch: string;
  /** The spec branch's commit the attempt started from. */
  startSha: string;
  startedAt: string;
  /** The plan file, relative to the workspace. */
  planFile: string;
  protectedPaths: string[];
  /** The attempt is recorded on the spec branch already (a re-run of the job): nothing ran. */
  alreadyRecorded?: string;
  /** Paths changed before the agent ran (by setup steps): not the agent's work. */
  changedBefore: string[];
  runUrl?: string;
}

export interface AgentState extends AgentOutcomeLike {
  exitCode: number | null;
  durationMs: number;
  turns?: number;
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
  provider?: string;
  model?: string;
  promptBytes?: number;
  /** Problems with the done claim found right after the agent ran. */
  claimProblems: string[];
  /** Paths the agent changed. */
  changed: string[];
  transcriptTail: string;
  /** The agent's transcript file. */
  transcriptPath?: string;
  /**
   * The work tree as the agent left it (refused edits put back), as a git tree object: what
   * `record` makes the patch from, so that nothing a gate writes reaches it (saveWorkTree).
   */
  tree?: string;
}

export function stateDir(): string {
  const base = process.env.RUNNER_TEMP ?? join(process.cwd(), '.ralph');
  return join(base, 'ralph');
}

function readJson<T>(path: string, what: string): T {
  if (!existsSync(path))
    throw new RalphError(`${what} is missing (${path}). The 'run' step must come first in the same job.`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (err) {
    throw new RalphError(`${what} (${path}) is not valid JSON: ${(err as Error).message}. Re-run the job.`);
  }
}

function writeJson(path: string, value: unknown): void {
  // Ralph's own: nobody else on the runner (the agent user) may read or change it.
  mkdirSync(join(path, '..'), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

export const paths = (dir = stateDir()) => ({
  dir,
  task: join(dir, 'task.json'),
  agent: join(dir, 'agent.json'),
  prompt: join(dir, 'prompt.md'),
  transcript: join(dir, 'transcript.log'),
  gates: join(dir, 'gates'),
  /** The attempt artifact's folder: what the upload step sends to the writer job. */
  attempt: join(dir, 'attempt'),
  /** The previous attempt's artifact, downloaded by the workflow. */
  previous: join(dir, 'previous'),
  /** The private index the agent's tree is written from (saveWorkTree), and a scratch one. */
  agentIndex: join(dir, 'agent.index'),
  scratchIndex: join(dir, 'scratch.index'),
  /** What the gate steps found their gates wrote, in the order they ran. */
  gateWrites: join(dir, 'gate-writes.json'),
  /** The baseline's result (BaselineState), and its gates' logs. */
  baseline: join(dir, 'baseline.json'),
  baselineLogs: join(dir, 'baseline'),
  /** The name of the job's agent user (job-user.ts). */
  agentUser: join(dir, 'agent-user'),
  /** Ralph's private repository, and what the first step wrote down about it (private-git.ts). */
  repoGit: join(dir, 'repo.git'),
  repoRecord: join(dir, 'repo.json'),
  /** What the job's network allowlist is made from, read by its first step (step-network.ts). */
  network: join(dir, 'network.json'),
});

export const readTaskState = (dir?: string) => readJson<TaskState>(paths(dir).task, 'The task state');
export const writeTaskState = (s: TaskState, dir?: string) => writeJson(paths(dir).task, s);
export const readAgentState = (dir?: string) => readJson<AgentState>(paths(dir).agent, "The agent's result");
export const writeAgentState = (s: AgentState, dir?: string) => writeJson(paths(dir).agent, s);
export const hasAgentState = (dir?: string) => existsSync(paths(dir).agent);

export function gateResultPath(name: string, dir?: string): string {
  return join(paths(dir).gates, `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`);
}

export function writeGateResult(r: GateResult, dir?: string): void {
  writeJson(gateResultPath(r.name, dir), r);
}

/** Gate results in the order of `gates` (gates with no result file did not run). */
export function readGateResults(
  gates: readonly Gate[],
  dir?: string,
): { results: GateResult[]; missing: string[] } {
  const results: GateResult[] = [];
  const missing: string[] = [];
  for (const g of gates) {
    const p = gateResultPath(g.name, dir);
    if (existsSync(p)) results.push(JSON.parse(readFileSync(p, 'utf8')) as GateResult);
    else missing.push(g.name);
  }
  // Gates given by command input only (not in the plan) still count.
  const dirPath = paths(dir).gates;
  if (existsSync(dirPath)) {
    for (const f of readdirSync(dirPath)
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      const r = JSON.parse(readFileSync(join(dirPath, f), 'utf8')) as GateResult;
      if (!gates.some((g) => g.name === r.name)) results.push(r);
    }
  }
  return { results, missing };
}

/** What the plan schema takes for its `gates`: a list of gates (checked without loading zod). */
let gateListAccepts: ((value: unknown) => boolean) | undefined;

/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
export async function gatesInput(text: string | undefined, command: string): Promise<Gate[]> {
  if (text === undefined)
    throw new RalphError(
      `The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new RalphError(`The input 'gates' is not JSON (${(err as Error).message}).`);
  }
  gateListAccepts ??= shapePredicate(shapeAt(PLAN_SHAPE, ['gates']).at(-1)!);
  if (gateListAccepts(value)) return value as Gate[];
  // Only a list that is wrong pays for zod, whose issues the message quotes.
  const { z } = await import('zod');
  const { GateSchema } = await import('../../core/plan/plan.js');
  const r = z.array(GateSchema).safeParse(value);
  if (!r.success)
    throw new RalphError(
      `The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`,
    );
  return r.data;
}

/**
 * The work tree as a tree object, written from a private index in the job's state folder (never
 * git's own index, which the agent's git may have written when there is no agent user): the
 * start commit's tree, keeping what the index knew of unchanged files so that only changed
 * files are read, then everything in the work tree that is not ignored, as `git add -A` sees it.
 * The object is in Ralph's private repository (private-git.ts), which the agent user
 * cannot reach, and its id goes into a state file only Ralph's user can write: the gates, which
 * run the agent's code as that user, can change neither.
 */
export async function saveWorkTree(git: Git, startSha: string, index: string): Promise<string> {
  mkdirSync(join(index, '..'), { recursive: true, mode: 0o700 });
  rmSync(index, { force: true });
  const live = await git.indexFile();
  if (existsSync(live)) copyFileSync(live, index);
  const env = { GIT_INDEX_FILE: index };
  // An entry marked assume-unchanged (a lower-case tag) or skip-worktree (S) would keep its old
  // content whatever the file now holds: such an index is not built on.
  const tags = await git.exec(['ls-files', '-v', '-z'], { env, allowFailure: true });
  if (tags.exitCode !== 0 || tags.stdout.split('\0').some((e) => /^([a-z]|S) /.test(e)))
    rmSync(index, { force: true });
  // One tree with -m: the stat data of files that match it is kept. An index git cannot merge
  // from (unmerged entries) is read afresh: slower, the same tree.
  const merged = await git.exec(['read-tree', '-m', startSha], { env, allowFailure: true });
  if (merged.exitCode !== 0) await git.exec(['read-tree', startSha], { env });
  // Not `add -A`, which would look into a nested repository the agent made (Git.stageAll).
  await git.stageAll(env);
  return (await git.exec(['write-tree'], { env })).stdout.trim();
}

/**
 * The paths where the work tree differs from a saved tree (changed, new or gone; ignored files
 * are not looked at), through a scratch copy of the index the tree was written from.
 */
export async function changedSince(git: Git, tree: string, dir?: string): Promise<string[]> {
  const p = paths(dir);
  if (existsSync(p.agentIndex)) copyFileSync(p.agentIndex, p.scratchIndex);
  else await git.exec(['read-tree', tree], { env: { GIT_INDEX_FILE: p.scratchIndex } });
  try {
    const env = { GIT_INDEX_FILE: p.scratchIndex };
    await git.stageAll(env);
    const now = (await git.exec(['write-tree'], { env })).stdout.trim();
    if (now === tree) return [];
    const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--name-only', tree, now])).stdout;
    return out.split('\0').filter((path) => path !== '');
  } finally {
    rmSync(p.scratchIndex, { force: true });
  }
}

/** A tree id as git prints it (SHA-1 or SHA-256). */
export const TREE_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

export function readGateWrites(dir?: string): GateWrites[] {
  const file = paths(dir).gateWrites;
  return existsSync(file) ? readJson<GateWrites[]>(file, 'The gate writes') : [];
}
export const writeGateWrites = (w: GateWrites[], dir?: string) => writeJson(paths(dir).gateWrites, w);

/** Files a gate wrote (engine/gates.ts). */
export interface GateWrites {
  gate: string;
  paths: string[];
}

/** What the run step hands the gate steps and `record`: the baseline, or why no agent ran. */
export interface BaselineState {
  commit: string;
  /** Each gate's result on the untouched tree (engine/baseline.ts, BaselineEntry). */
  gates: Record<string, GateBaseline & { fresh: boolean }>;
  problem?: string;
}

export function readBaselineState(dir?: string): BaselineState | undefined {
  const file = paths(dir).baseline;
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BaselineState;
  } catch {
    return undefined;
  }
}

/** A job's state starts empty: a file left from another job on the same runner is not this one's. */
export function clearBaselineState(): void {
  rmSync(paths().baseline, { force: true });
}

// Ralph's own, as the other job state files: the agent user may not read or change it.
export const writeBaselineState = (state: BaselineState) => writeJson(paths().baseline, state);
