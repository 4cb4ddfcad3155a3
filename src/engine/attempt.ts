// One attempt at a task, the part `ralph build` and the CI task job share (DESIGN.md C3, C4):
// the prompt (with the previous failure injected), the MCP configuration, one agent process
// under the task's limits, the work tree taken back from it, and the check of its done claim.
// The gates run after it (in-process locally, one workflow step each in CI), and the verdict is
// core/attempt.ts's concludeAttempt. The two shells differ only in how state travels.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentUser } from '../adapters/agent-user.js';
import type { Provider } from '../adapters/agents/index.js';
import { runAgent } from '../adapters/agents/runner.js';
import type { AgentResult } from '../adapters/agents/types.js';
import { createRepoReader } from '../adapters/context-files.js';
import type { Git } from '../adapters/git.js';
import type { Plan } from '../core/plan.js';
import { generateRetryPrompt, generateTaskPrompt, mcpConfig, type RetryContext } from '../core/prompt.js';
import { claimProblems, type Guard, reclaimWorkTree } from './claim.js';

export interface AttemptOptions {
  root: string;
  /** The plan as the attempt starts, its path and its path relative to the root. */
  plan: Plan;
  planPath: string;
  planFile: string;
  taskId: string;
  outputArtifacts: readonly string[];
  retry?: RetryContext;
  provider: Provider;
  userCommand?: string;
  model?: string;
  maxTurns: number;
  timeoutMs: number;
  /** Where the prompt, the MCP configuration and the transcript go. */
  workDir: string;
  transcriptPath: string;
  /** The agent's whole environment (agentEnv: no credential). */
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  onOutput?: (text: string) => void;
  /** Runs the agent as this user (adapters/agent-user.ts). */
  runAs?: AgentUser;
  /** What the work tree must go back to; its `changedBefore` is filled in here when empty. */
  guard: Omit<Guard, 'planBefore' | 'changedBefore'> & { changedBefore?: ReadonlySet<string> };
}

export interface AgentRun {
  prompt: string;
  agent: AgentResult;
  guard: Guard;
  /** Paths the agent changed (refused ones put back). */
  changed: string[];
  /** Why its done claim does not hold (empty when it holds, or when it claimed nothing). */
  problems: string[];
  notes: string[];
}

/** Writes the prompt, runs the agent, takes the work tree back and checks a done claim. */
export async function runAttemptAgent(git: Git, o: AttemptOptions): Promise<AgentRun> {
  const reader = createRepoReader(o.root);
  const prompt = o.retry
    ? generateRetryPrompt(o.plan, o.taskId, reader, o.retry, { planFile: o.planFile })
    : generateTaskPrompt(o.plan, o.taskId, reader, { planFile: o.planFile });
  const guard: Guard = {
    ...o.guard,
    planBefore: readFileSync(o.planPath),
    // What was changed before the agent ran (a setup step) is not the agent's work.
    changedBefore: o.guard.changedBefore ?? new Set(await git.changedPaths()),
  };
  const mcp = mcpConfig(o.plan, o.taskId);
  const mcpConfigPath = mcp ? join(o.workDir, 'mcp.json') : undefined;
  if (mcp && mcpConfigPath) writeFileSync(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);

  const agent = await runAgent({
    provider: o.provider,
    prompt,
    cwd: o.root,
    limits: { maxTurns: o.maxTurns, timeoutMs: o.timeoutMs, model: o.model, mcpConfigPath },
    transcriptPath: o.transcriptPath,
    env: o.env,
    userCommand: o.userCommand,
    signal: o.signal,
    onOutput: o.onOutput,
    runAs: o.runAs,
  });
  const reclaimed = await reclaimWorkTree(git, guard);
  const problems =
    agent.outcome === 'done' && !agent.interrupted ? claimProblems(o.root, reclaimed, o.outputArtifacts) : [];
  return { prompt, agent, guard, changed: reclaimed.changed, problems, notes: reclaimed.notes };
}

/** After the gates ran the agent's code: the work tree taken back again, and what was refused. */
export async function reclaimAfterGates(git: Git, guard: Guard): Promise<string[]> {
  return (await reclaimWorkTree(git, guard)).problems.map((p) => `a gate ${p}`);
}
