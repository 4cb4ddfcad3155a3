import { existsSync } from 'node:fs';
import * as core from '../adapters/actions-core.js';
import { loadPlan } from '../adapters/plan-file.js';
import { UntrustedOutput } from '../adapters/task-job/index.js';
import { planAgent } from '../core/agent-routing.js';
import { RalphError } from '../core/errors.js';
import type { PlanLocation } from '../core/plan/location.js';
import { escapeHtml } from '../core/report/report.js';
import {
  describeAgentEnd,
  PlanModeError,
  type PlanModeEvent,
  type PlanModeResult,
  planWithAgent,
} from '../engine/plan-mode.js';
import type { Inputs } from './inputs.js';

/** The plan step's settings, from its inputs alone. */
export interface PlanSettings {
  plan: PlanLocation;
  /** The markdown specs to plan from (default specs/*.md). */
  specs?: string;
  /** Over the plan's agent (`agent`, `agent-command`, `model`). */
  agent?: string;
  agentCommand?: string;
  model?: string;
  /** Agent runs before giving up (`max-attempts`), and each run's limits. */
  maxAttempts?: number;
  maxTurns?: number;
  timeoutMinutes?: number;
}

export function planSettings(inputs: Inputs): PlanSettings {
  return {
    plan: inputs.plan(),
    specs: inputs.text('specs'),
    agent: inputs.text('agent'),
    agentCommand: inputs.text('agent-command'),
    model: inputs.text('model'),
    maxAttempts: inputs.int('max-attempts'),
    maxTurns: inputs.int('max-turns') || undefined,
    timeoutMinutes: inputs.int('timeout-minutes') || undefined,
  };
}

/**
 * `command: plan`: the agent turns the markdown specs (`specs` input, default specs/*.md) into
 * tasks; the valid answer is merged into the plan file in the workspace (the workflow commits
 * it or opens a pull request). Outputs `plan-changed`; the summary lists added, kept and
 * removed tasks. Fails, writing nothing, when the agent gives no valid plan within the budget.
 */
export async function planStep(inputs: Inputs): Promise<void> {
  const settings = planSettings(inputs);
  const planFile = settings.plan.file || settings.plan.path;
  const existing = existsSync(settings.plan.path) ? loadPlan(settings.plan.path).plan : undefined;
  const agent = planAgent(existing, {
    provider: settings.agent,
    command: settings.agentCommand,
    model: settings.model,
  });
  const { provider, command: agentCommand } = agent;
  if (provider === 'command' && !agentCommand)
    throw new RalphError(
      "The 'command' agent needs the 'agent-command' input (or agent.command in the plan).",
    );

  let result: PlanModeResult;
  const log = planLog();
  try {
    result = await planWithAgent({
      planAt: settings.plan,
      specsGlob: settings.specs,
      provider,
      agentCommand,
      model: agent.model,
      maxAttempts: settings.maxAttempts || undefined,
      timeoutMs: settings.timeoutMinutes ? settings.timeoutMinutes * 60_000 : undefined,
      maxTurns: settings.maxTurns,
      // The agent gets this without the token and the inputs (planWithAgent applies agentEnv).
      env: process.env,
      onEvent: log.onEvent,
    });
  } catch (err) {
    log.close();
    if (err instanceof PlanModeError) await reportNoPlan(err);
    throw err;
  }
  log.stream.close();
  await reportPlan(planFile, result);
}

/**
 * The planning's events in the log: each agent attempt in its own group. The agent's words never
 * reach the runner as workflow commands (untrusted-log.ts).
 */
function planLog() {
  let group = false;
  const stream = new UntrustedOutput();
  const onEvent = (e: PlanModeEvent) => {
    if (e.type !== 'output') stream.close();
    switch (e.type) {
      case 'specs':
        core.info(
          `Planning from ${e.files.length} spec${e.files.length === 1 ? '' : 's'}: ${e.files.join(', ')}`,
        );
        break;
      case 'attempt':
        core.startGroup(`Agent ${e.provider}: plan attempt ${e.attempt}/${e.maxAttempts}`);
        group = true;
        break;
      case 'output':
        stream.write(e.text);
        break;
      case 'agent':
        if (group) core.endGroup();
        group = false;
        core.info(
          `Attempt ${e.attempt}: the agent ${describeAgentEnd(e)} after ${Math.round(e.durationMs / 1000)}s`,
        );
        break;
      case 'problems':
        core.warning(
          `Plan attempt ${e.attempt}: the answer is not a valid plan (${e.problems.length} problem${e.problems.length === 1 ? '' : 's'}):\n${e.problems.join('\n')}`,
        );
        break;
      case 'note':
        core.notice(e.text);
        break;
    }
  };
  /** After a failure: the stream and any open group closed. */
  const close = () => {
    stream.close();
    if (group) core.endGroup();
  };
  return { stream, onEvent, close };
}

/** No valid plan within the budget: `plan-changed` false, and the summary says why. */
async function reportNoPlan(err: PlanModeError): Promise<void> {
  core.setOutput('plan-changed', 'false');
  const summary = core.summary.addHeading('Ralph plan', 3).addRaw(`❌ ${err.message.split('\n')[0]}\n\n`);
  if (err.problems.length > 0) summary.addList(err.problems.map(escapeHtml));
  await summary.write();
}

/** The `plan-changed` output, the log line and the summary of added, kept and removed tasks. */
async function reportPlan(planFile: string, result: PlanModeResult): Promise<void> {
  core.setOutput('plan-changed', result.written ? 'true' : 'false');
  core.info(
    `${planFile}: ${result.added.length} added, ${result.kept.length} kept, ${result.removed.length} no longer in their spec (kept); ${result.written ? 'written' : 'unchanged'}`,
  );
  const ids = (list: string[]) =>
    list.length > 0 ? list.map((id) => `<code>${escapeHtml(id)}</code>`).join(', ') : '–';
  await core.summary
    .addHeading('Ralph plan', 3)
    .addRaw(
      `${result.written ? `✅ Wrote \`${planFile}\`` : `\`${planFile}\` is unchanged`} from ${result.specFiles.length} spec${result.specFiles.length === 1 ? '' : 's'} in ${result.attempts} agent attempt${result.attempts === 1 ? '' : 's'}.\n\n`,
    )
    .addTable([
      [
        { data: 'Tasks', header: true },
        { data: 'Count', header: true },
        { data: 'Ids', header: true },
      ],
      ['Added', String(result.added.length), ids(result.added)],
      ['Kept', String(result.kept.length), ids(result.kept)],
      ['No longer in their spec (kept)', String(result.removed.length), ids(result.removed)],
    ])
    .write();
}
