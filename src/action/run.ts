import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as core from '@actions/core';
import { getProvider, runAgent } from '../adapters/agents/index.js';
import { createRepoReader } from '../adapters/context-files.js';
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { readRetryFile } from '../adapters/retry-file.js';
import { checkoutSpecBranch } from '../adapters/spec-branch.js';
import { unsafeIdReason } from '../core/checks.js';
import { isDone, nextAttemptNumber } from '../core/plan.js';
import { findTask, generateRetryPrompt, generateTaskPrompt, mcpConfig } from '../core/prompt.js';
import { RETRY_TRANSCRIPT_TAIL, retryFromAttempt } from '../core/retry.js';
import { limitOverrides, taskLimits } from '../core/schedule.js';
import { agentEnv } from '../engine/agent-env.js';
import { claimProblems, DEFAULT_PROTECTED_PATHS, type Guard, reclaimWorkTree } from '../engine/claim.js';
import { runContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { paths, writeAgentState, writeTaskState } from './job-state.js';

export function requireTask(settings: ActionSettings): { specId: string; taskId: string } {
  if (!settings.specId || !settings.taskId)
    throw new Error(
      `The '${settings.command}' command needs the inputs 'spec-id' and 'task-id' (from the matrix).`,
    );
  // They become a branch name, file names and git arguments: check them before any use.
  for (const [input, id] of [
    ['spec-id', settings.specId],
    ['task-id', settings.taskId],
  ] as const) {
    const unsafe = unsafeIdReason(id);
    if (unsafe) throw new Error(`Invalid input '${input}': "${id}" ${unsafe}.`);
  }
  return { specId: settings.specId, taskId: settings.taskId };
}

/** The base branch: the input, else the branch the job checked out. */
export async function baseBranch(git: Git, settings: ActionSettings): Promise<string> {
  const base = settings.baseBranch ?? (await git.currentBranch());
  if (!base)
    throw new Error(
      "HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.",
    );
  if (settings.baseBranch === undefined && base.startsWith(settings.branchPrefix))
    throw new Error(
      `The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`,
    );
  return base;
}

/**
 * `command: run`: checks out the spec branch (or starts it from the base), writes the task's
 * prompt with the previous attempt's failure injected, and runs the agent with the task's
 * turn and time limits, without any GitHub token in its environment. Then puts back any
 * change the agent made to the plan or protected paths, and hands the rest to gate and record.
 */
export async function runStep(settings: ActionSettings): Promise<void> {
  const { specId, taskId } = requireTask(settings);
  const ctx = runContext();
  const git = new Git(settings.workspace);
  const base = await baseBranch(git, settings);
  const branch = `${settings.branchPrefix}${specId}`;
  const planFile = relative(settings.workspace, settings.planPath);
  const p = paths();

  core.startGroup(`Spec branch ${branch}`);
  const { sha: startSha, merged } = await checkoutSpecBranch(git, branch, base);
  core.info(
    `${branch} at ${startSha.slice(0, 7)} (base ${base}${merged ? `, merged in: the base moved on` : ''})`,
  );
  core.endGroup();

  const { plan } = loadPlan(settings.planPath);
  const found = findTask(plan, taskId);
  if (!found || found.spec.id !== specId)
    throw new Error(`${planFile} on ${branch} has no task "${taskId}" in spec "${specId}".`);
  const { task } = found;
  if (isDone(task.status) || task.status === 'blocked') {
    core.notice(`Task ${taskId} is already ${task.status} on ${branch}; nothing to run.`);
    core.setOutput('outcome', task.status);
    return;
  }
  const attempt = nextAttemptNumber(task);
  const limits = taskLimits(
    task,
    limitOverrides(plan, { maxTurns: settings.maxTurns, timeoutMinutes: settings.timeoutMinutes }),
  );

  // The previous attempt's failure: its artifact (downloaded by the workflow), else the plan's record.
  const retry =
    attempt > 1
      ? (readRetryFile(p.previous, taskId, attempt - 1) ?? retryFromAttempt(plan, task))
      : undefined;

  const reader = createRepoReader(settings.workspace);
  const prompt = retry
    ? generateRetryPrompt(plan, taskId, reader, retry, { planFile })
    : generateTaskPrompt(plan, taskId, reader, { planFile });
  // A configuration error is found before anything is recorded, so it costs no attempt.
  const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
  const provider = getProvider(providerName);
  const userCommand = settings.agentCommand ?? plan.agent?.command;
  if (providerName === 'command' && !userCommand)
    throw new Error("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");

  const protectedPaths = [...DEFAULT_PROTECTED_PATHS, ...settings.protectedPaths];
  const guard: Guard = {
    root: settings.workspace,
    branch,
    startSha,
    planFile,
    planPath: settings.planPath,
    planBefore: readFileSync(settings.planPath),
    protectedPaths,
    // What setup steps left changed is not the agent's work.
    changedBefore: new Set(await git.changedPaths()),
  };
  writeTaskState({
    spec: specId,
    task: taskId,
    attempt,
    branch,
    baseBranch: base,
    startSha,
    startedAt: new Date().toISOString(),
    planFile,
    gates: plan.gates ?? [],
    protectedPaths,
    changedBefore: [...guard.changedBefore],
    runUrl: ctx.runUrl,
  });
  writeFileSync(p.prompt, prompt);
  const mcp = mcpConfig(plan, taskId);
  const mcpConfigPath = mcp ? join(p.dir, 'mcp.json') : undefined;
  if (mcp && mcpConfigPath) writeFileSync(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);

  core.startGroup(
    `Agent ${providerName}: ${taskId} attempt ${attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min)`,
  );
  const result = await runAgent({
    provider,
    prompt,
    cwd: settings.workspace,
    limits: {
      maxTurns: limits.maxTurns,
      timeoutMs: limits.timeoutMinutes * 60_000,
      model: settings.model ?? plan.agent?.model,
      mcpConfigPath,
    },
    transcriptPath: p.transcript,
    env: agentEnv(process.env, { spec: specId, task: taskId, attempt }),
    userCommand,
    onOutput: (text) => process.stdout.write(text),
  });
  core.endGroup();

  const reclaimed = await reclaimWorkTree(git, guard);
  for (const note of reclaimed.notes) core.notice(note);
  const claim = {
    problems:
      result.outcome === 'done'
        ? claimProblems(settings.workspace, reclaimed, task.outputArtifacts ?? [])
        : [],
    changed: reclaimed.changed,
  };
  for (const problem of claim.problems) core.warning(problem);
  writeAgentState({
    outcome: result.outcome,
    reason: result.reason,
    interrupted: result.interrupted,
    exitCode: result.exitCode,
    durationMs: result.durationMs,
    turns: result.turns,
    costUsd: result.costUsd,
    claimProblems: claim.problems,
    changed: claim.changed,
    transcriptTail: result.tail.slice(-RETRY_TRANSCRIPT_TAIL),
  });
  // Gates only run on a done claim that holds.
  const outcome = result.outcome === 'done' && claim.problems.length > 0 ? 'rejected' : result.outcome;
  core.setOutput('outcome', outcome);
  core.info(
    `Agent outcome: ${outcome}${result.reason ? ` (${result.reason})` : ''}; ${claim.changed.length} file(s) changed; ${Math.round(result.durationMs / 1000)}s`,
  );
  await core.summary
    .addHeading(`Ralph: ${taskId} attempt ${attempt}`, 3)
    .addTable([
      [
        { data: 'Spec', header: true },
        { data: 'Outcome', header: true },
        { data: 'Turns', header: true },
        { data: 'Cost', header: true },
        { data: 'Duration', header: true },
        { data: 'Files changed', header: true },
      ],
      [
        specId,
        outcome,
        String(result.turns ?? '–'),
        result.costUsd !== undefined ? `$${result.costUsd.toFixed(2)}` : '–',
        `${Math.round(result.durationMs / 1000)}s`,
        String(claim.changed.length),
      ],
    ])
    .write();
}
