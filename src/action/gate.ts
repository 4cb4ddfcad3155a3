import * as core from '@actions/core';
import { runGate } from '../adapters/gates.js';
import type { Gate } from '../core/plan.js';
import { agentEnv } from '../engine/agent-env.js';
import { agentUserFor } from './agent-user.js';
import type { ActionSettings } from './inputs.js';
import {
  gatesInput,
  hasAgentState,
  paths,
  readAgentState,
  readTaskState,
  writeGateResult,
} from './job-state.js';

/**
 * `command: gate`: runs one gate as its own step, with the command the schedule job read from
 * the plan (the `gates` input; or the `gate-command` input), writes its result file for
 * `record`, and marks a required failure as an error annotation and a failed step.
 */
export async function gateStep(settings: ActionSettings): Promise<void> {
  if (!settings.gate) throw new Error("The 'gate' command needs the input 'gate' (the gate's name).");
  const state = readTaskState();
  if (state.alreadyRecorded) {
    core.notice(`Gate ${settings.gate} skipped: ${state.alreadyRecorded}.`);
    return;
  }
  if (hasAgentState()) {
    const agent = readAgentState();
    if (agent.outcome !== 'done' || agent.claimProblems.length > 0) {
      core.notice(`Gate ${settings.gate} skipped: the agent's outcome is ${agent.outcome}.`);
      return;
    }
  }
  const gates = settings.gateCommand ? [] : gatesInput(settings.gates, 'gate');
  const fromPlan = gates.find((g) => g.name === settings.gate);
  const gate: Gate | undefined = settings.gateCommand
    ? { ...fromPlan, name: settings.gate, command: settings.gateCommand }
    : fromPlan;
  if (!gate)
    throw new Error(
      `No gate "${settings.gate}" in the plan's gates (${gates.map((g) => g.name).join(', ') || 'none'}); add it there or give 'gate-command'.`,
    );
  if (settings.gateRequired !== undefined) gate.required = settings.gateRequired;

  const runAs = await agentUserFor(settings);
  core.startGroup(`Gate ${gate.name}: ${gate.command}`);
  const result = await runGate(gate, {
    runAs,
    cwd: settings.workspace,
    env: agentEnv(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
    logDir: paths().gates,
  });
  process.stdout.write(result.outputTail.endsWith('\n') ? result.outputTail : `${result.outputTail}\n`);
  core.endGroup();
  writeGateResult(result);
  core.setOutput('gate-passed', String(result.passed));
  const line = `Gate ${gate.name} ${result.passed ? 'passed' : `failed (exit ${result.exitCode ?? 'none'}${result.timedOut ? ', timed out' : ''})`} in ${(result.durationMs / 1000).toFixed(1)}s`;
  if (result.passed) core.info(line);
  else if (result.required) core.setFailed(`${line}: \`${gate.command}\`\n${result.outputTail.slice(-1500)}`);
  else core.warning(`${line} (not required): \`${gate.command}\``);
}
