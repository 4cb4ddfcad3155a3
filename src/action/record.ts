import { copyFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as core from '@actions/core';
import { gateLogName } from '../adapters/gates.js';
import { authConfig, Git } from '../adapters/git.js';
import { loadPlan, updatePlan } from '../adapters/plan-file.js';
import { writeRetryFile } from '../adapters/retry-file.js';
import { commitAndPush } from '../adapters/spec-branch.js';
import { type GateOutcome, judgeAttempt, recordAttempt } from '../core/attempt.js';
import { taskCommitMessage } from '../core/git-text.js';
import type { Plan, TaskStatus } from '../core/plan.js';
import { findTask } from '../core/prompt.js';
import { retryContextOf } from '../core/retry.js';
import { DEFAULT_MAX_ATTEMPTS } from '../core/schedule.js';
import { DEFAULT_PROTECTED_PATHS, reclaimWorkTree } from '../engine/claim.js';
import { runContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import {
  type AgentState,
  hasAgentState,
  paths,
  readAgentState,
  readGateResults,
  readTaskState,
} from './job-state.js';
import { requireTask } from './run.js';

const NO_RESULT: AgentState = {
  outcome: 'crashed',
  reason: 'the agent step did not finish (no result file); see the job log',
  exitCode: null,
  durationMs: 0,
  claimProblems: [],
  changed: [],
  transcriptTail: '',
};

/**
 * `command: record`: decides the attempt from the agent's result and the gate results. On
 * success it commits the task's work with the plan update to the spec branch and pushes; on
 * failure it writes the retry context for the artifact upload, drops the work, and pushes the
 * attempt's record; a block or a spent budget marks the task blocked. Re-running it changes
 * nothing: an attempt already recorded is not recorded again.
 */
export async function recordStep(settings: ActionSettings): Promise<void> {
  const { specId, taskId } = requireTask(settings);
  const state = readTaskState();
  if (state.spec !== specId || state.task !== taskId)
    throw new Error(`The job state is for ${state.spec}/${state.task}, not ${specId}/${taskId}.`);
  // The job state lives where the agent could write too: what decides where Ralph pushes and
  // what it protects comes from the inputs, and the state must agree with them.
  const branch = `${settings.branchPrefix}${specId}`;
  const planFile = relative(settings.workspace, settings.planPath);
  if (state.branch !== branch || state.planFile !== planFile)
    throw new Error(
      `The job state says ${state.branch}:${state.planFile}, the inputs ${branch}:${planFile}; the state in ${paths().dir} was changed after the run step.`,
    );
  const ctx = runContext();
  const git = new Git(settings.workspace, authConfig(ctx.serverUrl, settings.token));
  const p = paths();

  const agent = hasAgentState() ? readAgentState() : NO_RESULT;
  const current = loadPlan(settings.planPath).plan;
  const found = findTask(current, taskId);
  if (!found)
    throw new Error(
      `${planFile} on ${branch} has no task "${taskId}"; was the plan changed since the run step?`,
    );
  const { spec, task } = found;
  const maxAttempts = settings.maxAttempts ?? current.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const alreadyRecorded = task.attempts?.some(
    (a) => a.number === state.attempt && a.startedAt === state.startedAt,
  );
  // The gates ran the agent's code: take the work tree back before anything is committed
  // (not on a re-run, whose commit is Ralph's own).
  const refused = alreadyRecorded
    ? []
    : (
        await reclaimWorkTree(git, {
          root: settings.workspace,
          branch,
          startSha: state.startSha,
          planFile,
          planPath: settings.planPath,
          planBefore: Buffer.from((await git.show(state.startSha, planFile)) ?? '', 'utf8'),
          protectedPaths: [...DEFAULT_PROTECTED_PATHS, ...settings.protectedPaths],
          changedBefore: new Set(state.changedBefore ?? []),
        })
      ).problems.map((problem) => `after the agent's step, something ${problem}`);
  const { results, missing } = readGateResults(state.gates);
  const gates: GateOutcome[] = [...results];
  const claimHolds = agent.outcome === 'done' && agent.claimProblems.length === 0 && refused.length === 0;
  if (claimHolds && !results.some((r) => r.required && !r.passed)) {
    // A required gate the workflow never ran cannot pass the task.
    for (const name of missing) {
      const g = state.gates.find((x) => x.name === name)!;
      if (g.required === false) continue;
      gates.push({
        name,
        command: g.command,
        required: true,
        passed: false,
        exitCode: null,
        outputTail: `gate "${name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
      });
    }
  }
  const verdict = judgeAttempt(agent, [...agent.claimProblems, ...refused], gates);
  const finishedAt = new Date().toISOString();
  const artifact = verdict.outcome === 'passed' ? undefined : `ralph-retry-${taskId}-${state.attempt}`;
  const meta = {
    startedAt: state.startedAt,
    finishedAt,
    durationMs: Date.parse(finishedAt) - Date.parse(state.startedAt),
    turns: agent.turns,
    costUsd: agent.costUsd,
    runUrl: state.runUrl,
    artifact,
  };

  let status: TaskStatus | undefined;
  /** Records the attempt unless this very attempt is already in the plan (a re-run). */
  const record = (plan: Plan) => {
    const t = findTask(plan, taskId)?.task;
    if (!t)
      throw new Error(
        `${planFile} on ${branch} has no task "${taskId}"; was the plan changed since the run step?`,
      );
    const already = t.attempts?.some((a) => a.number === state.attempt && a.startedAt === state.startedAt);
    status = already ? t.status : recordAttempt(t, verdict, meta, maxAttempts);
    return !already;
  };

  if (verdict.outcome === 'passed') {
    let workCommit: string | undefined;
    await commitAndPush(git, branch, async (retry) => {
      if (retry && workCommit) {
        // The branch moved: bring the work over onto its new tip, then record again there.
        const patch = await git.exec([
          'diff',
          '--binary',
          `${workCommit}^`,
          workCommit,
          '--',
          '.',
          `:(exclude)${planFile}`,
        ]);
        if (patch.stdout)
          await git.exec(['apply', '--3way', '--whitespace=nowarn', '-'], { input: patch.stdout });
      }
      const changed = await updatePlan(settings.planPath, record);
      if (!changed && (await git.changedPaths()).length === 0) return false;
      workCommit = await git.commitAll(taskCommitMessage(spec, task, 'complete'));
      return workCommit !== undefined;
    });
  } else {
    writeRetryFile(
      p.retry,
      taskId,
      retryContextOf(state.attempt, agent.outcome, verdict, agent.transcriptTail, await git.diffSummary()),
    );
    if (verdict.gate) {
      const log = join(p.gates, gateLogName(verdict.gate.name));
      if (existsSync(log)) copyFileSync(log, join(p.retry, gateLogName(verdict.gate.name)));
    }
    core.setOutput('retry-artifact', artifact);
    await git.discardChanges();
    await commitAndPush(git, branch, async () => {
      if (!(await updatePlan(settings.planPath, record))) return false;
      return (
        (await git.commitAll(
          taskCommitMessage(spec, task, `attempt ${state.attempt} (${verdict.outcome}) of`),
        )) !== undefined
      );
    });
  }

  const final = status ?? task.status;
  core.setOutput('outcome', final);
  const line = `${taskId}: ${verdict.outcome} -> ${final}`;
  if (final === 'blocked') core.warning(`${line}: ${verdict.summary.split('\n')[0]}`);
  else core.info(`${line}${verdict.outcome === 'passed' ? '' : `: ${verdict.summary.split('\n')[0]}`}`);
  await core.summary
    .addHeading(`Ralph: ${taskId} ${verdict.outcome === 'passed' ? 'completed' : verdict.outcome}`, 3)
    .addRaw(`Status: **${final}** on \`${state.branch}\` (attempt ${state.attempt} of ${maxAttempts})\n\n`)
    .addTable([
      [
        { data: 'Gate', header: true },
        { data: 'Result', header: true },
        { data: 'Duration', header: true },
      ],
      ...gates.map((g) => [
        g.name,
        g.passed ? '✅ passed' : g.required ? '❌ failed' : '⚠️ failed (optional)',
        'durationMs' in g ? `${(Number(g.durationMs) / 1000).toFixed(1)}s` : '–',
      ]),
    ])
    .addDetails('Summary', `\n\n\`\`\`\n${verdict.summary}\n\`\`\`\n`)
    .write();
}
