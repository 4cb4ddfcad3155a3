import * as core from '../adapters/actions-core.js';
import { runGate } from '../adapters/gates.js';
import type { Git } from '../adapters/git.js';
import {
  type AgentState,
  changedSince,
  gatesInput,
  hasAgentState,
  openTaskJobStep,
  paths,
  printUntrusted,
  readAgentState,
  readBaselineState,
  readGateWrites,
  readTaskState,
  untrustedMessage,
  writeGateResult,
  writeGateWrites,
} from '../adapters/task-job/index.js';
import { failureLine } from '../core/attempt/attempt.js';
import { attemptSetupProblem } from '../core/attempt/baseline.js';
import { RalphError } from '../core/errors.js';
import type { Gate } from '../core/plan/plan.js';
import { agentEnv } from '../engine/agent-env.js';
import { gateWritesNote } from '../engine/gates.js';
import type { Inputs, SandboxSettings } from './inputs.js';

/** The gate step's settings, from its inputs alone. */
export interface GateSettings extends SandboxSettings {
  /** The gate's name. */
  gate: string;
  /** A command for a gate the plan does not list (it replaces the plan's). */
  gateCommand?: string;
  /** Over the plan's `required`. */
  gateRequired?: boolean;
  /** The plan's gates as the schedule job read them (`gates`). */
  gates?: string;
}

export function gateSettings(inputs: Inputs): GateSettings {
  return {
    gate: inputs.required('gate', "the gate's name"),
    gateCommand: inputs.text('gate-command'),
    gateRequired: inputs.bool('gate-required'),
    gates: inputs.text('gates'),
    ...inputs.sandboxed(),
  };
}

/**
 * `command: gate`: runs one gate as its own step, with the command the schedule job read from
 * the plan (the `gates` input; or the `gate-command` input), writes its result file for
 * `record`, and marks a required failure as an error annotation and a failed step. What the
 * gate wrote to the work tree is named in a warning: `record` makes the patch from the tree the
 * agent left, so it is never committed; the gate is judged by its exit code alone.
 */
export async function gateStep(inputs: Inputs): Promise<void> {
  const settings = gateSettings(inputs);
  const state = readTaskState();
  if (state.alreadyRecorded) {
    core.notice(`Gate ${settings.gate} skipped: ${state.alreadyRecorded}.`);
    return;
  }
  const agent = hasAgentState() ? readAgentState() : undefined;
  if (agent) {
    if (agent.outcome !== 'done' || agent.claimProblems.length > 0) {
      core.notice(`Gate ${settings.gate} skipped: the agent's outcome is ${agent.outcome}.`);
      return;
    }
  }
  const gates = settings.gateCommand ? [] : await gatesInput(settings.gates, 'gate');
  const fromPlan = gates.find((g) => g.name === settings.gate);
  const gate: Gate | undefined = settings.gateCommand
    ? { ...fromPlan, name: settings.gate, command: settings.gateCommand }
    : fromPlan;
  if (!gate)
    throw new RalphError(
      `No gate "${settings.gate}" in the plan's gates (${gates.map((g) => g.name).join(', ') || 'none'}); add it there or give 'gate-command'.`,
    );
  if (settings.gateRequired !== undefined) gate.required = settings.gateRequired;

  const step = await openTaskJobStep(settings);
  // Made ready before the gate's group opens: what it says stays outside the group.
  await step.agentUser();
  // What the same gate (same command) did on the untouched tree in this job's run step.
  const ran = readBaselineState()?.gates[gate.name];
  const baseline = ran?.command === gate.command ? ran : undefined;
  core.startGroup(`Gate ${gate.name}: ${gate.command}`);
  const result = await step.confined(`gate ${gate.name}`, (c) =>
    runGate(gate, {
      runAs: c.runAs,
      network: c.network,
      cwd: settings.workspace,
      env: {
        ...agentEnv(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
        ...c.env,
      },
      logDir: paths().gates,
      baselines: baseline ? { [gate.name]: baseline } : undefined,
    }),
  );
  // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
  printUntrusted(result.outputTail);
  core.endGroup();
  await noteGateWrites(step.repo.git, gate.name, agent, state.planFile);
  // A missing tool is a setup problem, not the agent's: `record` then records no attempt.
  const setupProblem = attemptSetupProblem(result, baseline);
  if (setupProblem) {
    writeGateResult({ ...result, setupProblem });
    core.setOutput('gate-passed', 'false');
    core.setFailed(untrustedMessage(setupProblem));
    return;
  }
  writeGateResult(result);
  core.setOutput('gate-passed', String(result.passed));
  const line = `Gate ${gate.name} ${result.passed ? 'passed' : `failed (exit ${result.exitCode ?? 'none'}${result.timedOut ? ', timed out' : ''})`} in ${(result.durationMs / 1000).toFixed(1)}s`;
  if (result.passed) core.info(line);
  else if (result.required)
    core.setFailed(untrustedMessage(`${line}: \`${gate.command}\`${failureNote(result.outputTail)}`));
  else core.warning(`${line} (not required): \`${gate.command}\``);
}

/**
 * Names what this gate wrote: where the work tree now differs from the tree the agent left,
 * less what the gates before it wrote (named by their steps). The writes stay until `record`,
 * as in the local loop (a test may need what the build wrote); they never reach the patch.
 */
async function noteGateWrites(
  git: Git,
  gate: string,
  agent: AgentState | undefined,
  planFile: string,
): Promise<void> {
  if (!agent?.tree) return;
  try {
    const earlier = readGateWrites();
    const named = new Set(earlier.flatMap((w) => w.paths));
    // The plan is not a write to discard: `record` puts it back and refuses the attempt.
    const fresh = (await changedSince(git, agent.tree)).filter(
      (path) => path !== planFile && !named.has(path),
    );
    if (fresh.length === 0) return;
    const writes = { gate, paths: fresh };
    writeGateWrites([...earlier, writes]);
    const note = gateWritesNote(writes);
    core.warning(untrustedMessage(note));
    await core.summary.addRaw(`\n\n⚠️ Ralph: ${note}\n`).write();
  } catch (err) {
    // Only the warning is lost: the patch comes from the agent's tree either way.
    core.warning(
      untrustedMessage(`Could not tell which files gate "${gate}" wrote: ${(err as Error).message}`),
    );
  }
}

/**
 * The failing line of a gate's output, for the step's error annotation, which shows on the run's
 * page: one line that looks like the failure, never a line shaped like a workflow command (the
 * output is the repository's code: it could write "::notice::This attempt passed every gate"
 * for the annotation to show). The whole output is in the step's log, framed.
 */
function failureNote(output: string): string {
  const lines = output.split('\n').filter((l) => !/^\s*(::|##\[)/.test(l));
  const failure = failureLine(lines.join('\n'));
  return `${failure ? `: ${failure.slice(0, 300)}` : ''}. Its output is in this step's log.`;
}
