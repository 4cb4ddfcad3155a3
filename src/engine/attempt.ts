// One attempt at a task, the part `ralph build` and the CI task job share (docs/ARCHITECTURE.md#the-prompt, #agents):
// the prompt (with the previous failure injected), the MCP configuration, one agent process
// under the task's limits, the work tree taken back from it, and the check of its done claim.
// The gates run after it (in-process locally, one workflow step each in CI), and the verdict is
// core/attempt/attempt.ts's concludeAttempt. The two shells differ only in how state travels.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gatewayThroughProxy } from '../adapters/agents/codex.js';
import { checkAgentInstalled, limitWarnings, type Provider } from '../adapters/agents/index.js';
import { opencodeConfigSources } from '../adapters/agents/opencode-config.js';
import { type RunAgentOptions, runAgent } from '../adapters/agents/runner.js';
import type { AgentResult } from '../adapters/agents/types.js';
import { createRepoReader } from '../adapters/context-files.js';
import type { Git } from '../adapters/git.js';
import type { AgentUser, SandboxNetwork } from '../adapters/task-job/index.js';
import { type ResolvedAgent, resolveAgent } from '../core/agent-routing.js';
import {
  type CodexGateway,
  codexGateway,
  namedKeyVariables,
  type OpencodeProvider,
  opencodeKeyProviders,
} from '../core/model-keys.js';
import type { PlanLocation } from '../core/plan/location.js';
import type { Plan } from '../core/plan/plan.js';
import {
  findTask,
  generateRetryPrompt,
  generateTaskPrompt,
  mcpConfig,
  type RetryContext,
} from '../core/prompt/prompt.js';
import { attemptMaxCostUsd } from '../core/schedule/schedule.js';
import { shellWord } from '../core/shell.js';
import { claimProblems, type Guard, reclaimWorkTree } from './claim.js';

export interface AttemptOptions {
  /** The plan as the attempt starts, and where it is (the repository's root, the file). */
  plan: Plan;
  planAt: PlanLocation;
  taskId: string;
  outputArtifacts: readonly string[];
  retry?: RetryContext;
  /** The CLI of the attempt's agent (the provider `agent` names). */
  provider: Provider;
  /**
   * The attempt's agent as its levels resolve (agent-routing.ts): its command line for the
   * `command` provider, its model, args and env. By default the task's, from the plan.
   */
  agent?: Pick<ResolvedAgent, 'command' | 'model' | 'args' | 'env'>;
  maxTurns: number;
  timeoutMs: number;
  /**
   * The most the attempt may spend in USD, for a CLI that takes a budget; by default what the
   * task's and the plan's budgets have left (attemptMaxCostUsd).
   */
  maxCostUsd?: number;
  /** Where the prompt, the MCP configuration and the transcript go. */
  workDir: string;
  transcriptPath: string;
  /** The agent's whole environment (agentEnv: no credential). */
  env: NodeJS.ProcessEnv;
  /** Where the model keys are (Ralph's own environment): the agent reaches the model through Ralph's key proxy. */
  keyEnv?: NodeJS.ProcessEnv;
  /** Told the key proxy once it listens (runAgent's onKeyProxy). */
  onKeyProxy?: RunAgentOptions['onKeyProxy'];
  signal?: AbortSignal;
  onOutput?: (text: string) => void;
  /** The agent's output as a person reads it, a line at a time (readable.ts). */
  onLine?: (line: string) => void;
  /**
   * Told, before the agent starts, each limit of the task its CLI cannot honour (limitWarnings).
   * A caller that runs many attempts passes the same function each time and hears each once.
   */
  onWarning?: (text: string) => void;
  /** Runs the agent as this user (adapters/task-job/). */
  runAs?: AgentUser;
  /** The step's network in the sandbox (adapters/task-job/sandbox.ts). */
  network?: SandboxNetwork;
  /** What the work tree must go back to; its `changedBefore` is filled in here when empty. */
  guard: Omit<Guard, 'planAt' | 'planBefore' | 'changedBefore'> & { changedBefore?: ReadonlySet<string> };
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
  /** The limits of the task the agent's CLI could not honour (said through onWarning). */
  warnings: string[];
}

/** The warnings each onWarning function has heard, so that it hears each once. */
const heard = new WeakMap<(text: string) => void, Set<string>>();

/**
 * Writes the prompt, runs the agent, takes the work tree back and checks a done claim. Throws
 * AgentNotInstalledError, before anything is written, when the agent's CLI is not installed.
 */
export async function runAttemptAgent(git: Git, o: AttemptOptions): Promise<AgentRun> {
  const task = findTask(o.plan, o.taskId)?.task;
  const routed = o.agent ?? (task ? resolveAgent(o.plan, task) : {});
  // The levels' `env` (a gateway's URL; `ralph validate` refuses secrets) on top.
  const env = { ...o.env, ...routed.env };
  checkAgentInstalled(o.provider, env);
  const reader = createRepoReader(o.planAt.root);
  const prompt = o.retry
    ? generateRetryPrompt(o.plan, o.taskId, reader, o.retry, { planFile: o.planAt.file })
    : generateTaskPrompt(o.plan, o.taskId, reader, { planFile: o.planAt.file });
  const guard: Guard = {
    ...o.guard,
    planAt: o.planAt,
    planBefore: readFileSync(o.planAt.path),
    // What was changed before the agent ran (a setup step) is not the agent's work.
    changedBefore: o.guard.changedBefore ?? new Set(await git.changedPaths()),
  };
  const mcp = mcpConfig(o.plan, o.taskId);
  const mcpConfigPath = mcp ? join(o.workDir, 'mcp.json') : undefined;
  if (mcp && mcpConfigPath) writeFileSync(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
  const warnings = limitWarnings(o.provider, { maxTurns: o.maxTurns, mcpServers: mcp?.mcpServers });
  if (o.onWarning) {
    const said = heard.get(o.onWarning) ?? new Set<string>();
    heard.set(o.onWarning, said);
    for (const w of warnings) {
      if (said.has(w)) continue;
      said.add(w);
      o.onWarning(w);
    }
  }

  // The index as Ralph leaves it to the agent: one the agent rewrites is not trusted after it.
  guard.index = await git.indexStamp();
  const maxCostUsd = o.maxCostUsd ?? (task ? attemptMaxCostUsd(o.plan, task) : undefined);
  // A Codex gateway the plan defines goes through Ralph's key proxy too; its key stays with Ralph.
  const gateway = o.provider.name === 'codex' ? codexGateway(routed.args ?? []) : undefined;
  // So does an OpenCode provider whose key is a variable: that variable is kept from every agent.
  const opencode = opencodeKeyed(o.provider.name, o.planAt.root, env, o.runAs?.home ?? env.HOME);
  const agent = await runAgent({
    provider: withPlanArgs(o.provider, routed.args, gateway),
    codexGateway: gateway,
    // A command line may run OpenCode.
    opencodeProviders: ['opencode', 'command'].includes(o.provider.name) ? opencode : undefined,
    keyNames: namedKeyVariables(routed, opencode),
    prompt,
    cwd: o.planAt.root,
    limits: {
      maxTurns: o.maxTurns,
      timeoutMs: o.timeoutMs,
      model: routed.model,
      mcpConfigPath,
      ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
    },
    transcriptPath: o.transcriptPath,
    env,
    keyEnv: o.keyEnv,
    onKeyProxy: o.onKeyProxy,
    userCommand: routed.command,
    signal: o.signal,
    onOutput: o.onOutput,
    onLine: o.onLine,
    runAs: o.runAs,
    network: o.network,
  });
  const reclaimed = await reclaimWorkTree(git, guard);
  const problems =
    agent.outcome === 'done' && !agent.interrupted
      ? claimProblems(o.planAt.root, reclaimed, o.outputArtifacts)
      : [];
  return { prompt, agent, guard, changed: reclaimed.changed, problems, notes: reclaimed.notes, warnings };
}

/**
 * The OpenCode providers whose key is a variable, in the configuration OpenCode would read here.
 * For a CLI that is not OpenCode (nor a command line, which may run it) a configuration that does
 * not parse names none: it is OpenCode's to refuse.
 */
export function opencodeKeyed(
  provider: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  home: string | undefined,
): OpencodeProvider[] {
  const sources = opencodeConfigSources(cwd, env, home);
  if (provider === 'opencode' || provider === 'command') return opencodeKeyProviders(sources, env);
  try {
    return opencodeKeyProviders(sources, env);
  } catch {
    return [];
  }
}

/**
 * The agent's `args` (from whichever level set them) after the provider's own options, so they have the last word (a
 * gateway's `-c model_provider=...` for codex, say); for the `command` provider, added to its
 * command line, quoted.
 */
export function withPlanArgs(
  provider: Provider,
  args: readonly string[] | undefined,
  gateway?: CodexGateway,
): Provider {
  if (!args || args.length === 0) return provider;
  return {
    ...provider,
    command(input) {
      if (provider.name === 'command')
        return provider.command({
          ...input,
          userCommand: input.userCommand && `${input.userCommand} ${args.map(shellWord).join(' ')}`,
        });
      const cmd = provider.command(input);
      const proxied =
        gateway && input.modelProxy?.openai
          ? gatewayThroughProxy(gateway.id, input.modelProxy.openai)
          : undefined;
      // The gateway's address and key variable re-pointed at the proxy, after the plan's own.
      if (proxied)
        return { ...cmd, args: [...cmd.args, ...args, ...proxied.args], env: { ...cmd.env, ...proxied.env } };
      return { ...cmd, args: [...cmd.args, ...args] };
    },
  };
}

/** After the gates ran the agent's code: the work tree taken back again, and what was refused. */
export async function reclaimAfterGates(git: Git, guard: Guard): Promise<string[]> {
  return (await reclaimWorkTree(git, guard)).problems.map((p) => `a gate ${p}`);
}
