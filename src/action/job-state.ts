// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/:
// `run` writes the task, the plan and gates as they were before the agent, and the agent's
// result; each `gate` step writes its result; `record` reads them all. Files, because each
// step is its own process, and because a re-run step must find the same state.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GateResult } from '../adapters/gates.js';
import type { AgentOutcomeLike } from '../core/attempt.js';
import type { Gate } from '../core/plan.js';

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
  /** Gates as the plan had them before the agent ran: the only commands gate steps run. */
  gates: Gate[];
  protectedPaths: string[];
  /** Paths changed before the agent ran (by setup steps): not the agent's work. */
  changedBefore: string[];
  runUrl?: string;
}

export interface AgentState extends AgentOutcomeLike {
  exitCode: number | null;
  durationMs: number;
  turns?: number;
  costUsd?: number;
  /** Problems with the done claim found right after the agent ran. */
  claimProblems: string[];
  /** Paths the agent changed. */
  changed: string[];
  transcriptTail: string;
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
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

export const paths = (dir = stateDir()) => ({
  dir,
  task: join(dir, 'task.json'),
  agent: join(dir, 'agent.json'),
  prompt: join(dir, 'prompt.md'),
  transcript: join(dir, 'transcript.log'),
  gates: join(dir, 'gates'),
  retry: join(dir, 'retry'),
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
