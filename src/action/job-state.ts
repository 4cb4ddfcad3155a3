// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/: `run`
// writes the task and the agent's result; each `gate` step writes its result; `record` reads
// them all and writes the attempt artifact. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { GateResult } from '../adapters/gates.js';
import type { AgentOutcomeLike } from '../core/attempt.js';
import { type Gate, GateSchema } from '../core/plan.js';

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
  /** Problems with the done claim found right after the agent ran. */
  claimProblems: string[];
  /** Paths the agent changed. */
  changed: string[];
  transcriptTail: string;
  /** The agent's transcript file. */
  transcriptPath?: string;
}

export function stateDir(): string {
  const base = process.env.RUNNER_TEMP ?? join(process.cwd(), '.ralph');
  return join(base, 'ralph');
}

function readJson<T>(path: string, what: string): T {
  if (!existsSync(path))
    throw new Error(`${what} is missing (${path}). The 'run' step must come first in the same job.`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (err) {
    throw new Error(`${what} (${path}) is not valid JSON: ${(err as Error).message}. Re-run the job.`);
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

/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
export function gatesInput(text: string | undefined, command: string): Gate[] {
  if (text === undefined)
    throw new Error(
      `The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`,
    );
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`The input 'gates' is not JSON (${(err as Error).message}).`);
  }
  const r = z.array(GateSchema).safeParse(value);
  if (!r.success)
    throw new Error(
      `The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`,
    );
  return r.data;
}
