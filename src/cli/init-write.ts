// `ralph init` writing (docs/ARCHITECTURE.md#gates): implementation.json created from the
// template with the detected gates, or an existing plan kept (the agent chosen saved in it, the
// detected gates added only with --force, never anything else); then the Ralph workflow for the
// plan's gates, written where none is or replaced with --force, and what to do next.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadPlan, PlanError, serializePlan, updatePlan, writeAtomic } from '../adapters/plan-file.js';
import { createFile, readIfExists } from '../adapters/project-files.js';
import { DEFAULT_PROVIDER, planProviders } from '../core/agent-routing.js';
import type { DetectedProject } from '../core/detect/index.js';
import { insertBefore, templatePlan } from '../core/init/plan.js';
import { names, nextSteps, ralphCommand } from '../core/init/text.js';
import { initWorkflow } from '../core/init/workflow.js';
import { planProblems } from '../core/plan/checks.js';
import type { Plan } from '../core/plan/plan.js';
import { AGENT_SETUPS, gateStepId, RALPH_WORKFLOW_PATH } from '../core/workflow/workflow.js';
import { type CommandContext, UsageError } from './command.js';

/** The agents the workflow can install. */
export const PROVIDERS = Object.keys(AGENT_SETUPS);

/** What `ralph init` (writing) works from, once its options are checked. */
export interface InitRun {
  root: string;
  planPath: string;
  planRel: string;
  workflowPath: string;
  force: boolean;
  agentOption: string | undefined;
  agentCommand: string | undefined;
  detected: DetectedProject;
  /** The markdown specs in specs/. */
  specDocs: string[];
}

/** An existing plan kept as it is: the agent chosen saved, the detected gates added only with --force. */
export async function keepPlan(
  ctx: CommandContext,
  run: InitRun,
): Promise<{ plan: Plan; planCreated: boolean }> {
  const { planPath, planRel, detected } = run;
  let plan = loadPlan(planPath).plan; // an invalid plan stops here: PlanError, one line per problem
  plan = await keepAgentChoice(ctx, planPath, planRel, plan, run.agentOption, run.agentCommand);
  if (plan.gates !== undefined) {
    ctx.out(`kept ${planRel} (it exists; gates: ${names(plan.gates)})`);
  } else if (detected.gates.length === 0) {
    ctx.out(`kept ${planRel} (it exists; it has no gates, and none were detected)`);
  } else if (run.force) {
    await updatePlan(planPath, (p) =>
      insertBefore(p as Record<string, unknown>, 'specs', 'gates', detected.gates),
    );
    plan = loadPlan(planPath).plan;
    ctx.out(`updated ${planRel}: added the detected gates (${names(detected.gates)}); nothing else changed`);
  } else {
    ctx.out(
      `kept ${planRel} (it exists) - it has no "gates", so the workflow gets no gate steps.\n` +
        `  Detected: ${detected.gates.map((g) => `${g.name} (${g.command})`).join(', ')}\n` +
        `  Run ${ralphCommand(planRel, 'init', '--force')} to add them to the plan (nothing else in it changes), or add "gates" yourself.`,
    );
  }
  return { plan, planCreated: false };
}

/** A new plan from the template, with the detected gates; never over a file that appeared meanwhile. */
export function createPlan(ctx: CommandContext, run: InitRun): { plan: Plan; planCreated: boolean } {
  const { planPath, planRel, agentOption, agentCommand, specDocs } = run;
  if (agentOption === 'command' && agentCommand === undefined)
    throw new UsageError(
      '--agent command needs --agent-command CMD: the command line that runs your agent (the prompt arrives on stdin)',
    );
  const plan = templatePlan(
    run.detected.gates,
    agentOption ?? DEFAULT_PROVIDER,
    existsSync(join(run.root, 'README.md')),
    agentCommand,
  );
  if (specDocs.length > 0) plan.specs = [];
  const problems = planProblems(plan);
  if (problems.length > 0) throw new PlanError(planPath, problems);
  mkdirSync(dirname(planPath), { recursive: true });
  if (!createFile(planPath, serializePlan(plan))) {
    throw new UsageError(`${planRel} appeared while ralph init ran; run it again`);
  }
  ctx.out(
    `created ${planRel} (${specDocs.length > 0 ? `no specs yet: ${ralphCommand(planRel, 'plan')} writes them from specs/*.md` : 'an example spec to replace'}; gates: ${names(plan.gates ?? [])}; agent: ${agentOption ?? DEFAULT_PROVIDER})`,
  );
  return { plan, planCreated: true };
}

/**
 * The agent `--agent` and `--agent-command` name, written into an existing plan when it says
 * otherwise (the plan is where `ralph build` and the workflow read it from); the plan as it is
 * then.
 */
async function keepAgentChoice(
  ctx: CommandContext,
  planPath: string,
  planRel: string,
  plan: Plan,
  provider: string | undefined,
  command: string | undefined,
): Promise<Plan> {
  if (provider === undefined) return plan;
  const sameProvider = plan.agent?.provider === provider;
  if (sameProvider && (command === undefined || plan.agent?.command === command)) return plan;
  if (provider === 'command' && command === undefined && !plan.agent?.command)
    throw new UsageError(
      '--agent command needs --agent-command CMD: the command line that runs your agent (the prompt arrives on stdin)',
    );
  await updatePlan(planPath, (p) => {
    const agent = p.agent ?? {};
    agent.provider = provider;
    if (command !== undefined) agent.command = command;
    p.agent = agent;
  });
  ctx.out(
    `updated ${planRel}: agent.provider "${provider}"${command !== undefined ? `, agent.command ${JSON.stringify(command)}` : ''}`,
  );
  return loadPlan(planPath).plan;
}

/**
 * The agents the workflow installs: every provider the plan's tasks resolve to (their levels,
 * escalation included: agent-routing.ts), and `--agent`'s.
 */
function workflowProviders(run: InitRun, plan: Plan): string[] {
  const { agentOption, planRel } = run;
  const providers = [...new Set([...planProviders(plan), ...(agentOption ? [agentOption] : [])])].sort();
  for (const agent of providers)
    if (!PROVIDERS.includes(agent))
      throw new UsageError(
        `${planRel}: the agent provider "${agent}" has no workflow setup; use one of ${PROVIDERS.join(', ')}`,
      );
  return providers;
}

/**
 * The workflow for the plan written (a different one only with --force), then what to do next.
 * 1 when an existing, different workflow was left alone; else 0.
 */
export function writeWorkflow(ctx: CommandContext, run: InitRun, plan: Plan, planCreated: boolean): number {
  const { planRel, workflowPath, specDocs } = run;
  const providers = workflowProviders(run, plan);
  const gates = plan.gates ?? [];
  const ids = new Map<string, string>();
  for (const g of gates) {
    const clash = ids.get(gateStepId(g.name));
    if (clash !== undefined)
      throw new UsageError(
        `${planRel}: gates "${clash}" and "${g.name}" would get the same workflow step id; rename one`,
      );
    ids.set(gateStepId(g.name), g.name);
  }
  // Spec files and no tasks yet: `ralph plan` comes first.
  const specsToPlan = specDocs.length > 0 && plan.specs.every((s) => s.tasks.length === 0);
  const workflow = initWorkflow(run.detected, gates, planRel, providers);
  const next = () =>
    nextSteps(providers, planRel, planCreated && specDocs.length === 0, gates.length === 0, specsToPlan);
  const existing = readIfExists(workflowPath);
  if (existing === workflow) {
    ctx.out(`${RALPH_WORKFLOW_PATH} is up to date`);
    if (planCreated) ctx.out(next());
    return 0;
  }
  if (existing !== undefined && !run.force) {
    ctx.err(
      `ralph init: ${RALPH_WORKFLOW_PATH} exists and differs from the workflow for this plan; not overwritten.\n` +
        `  Run ${ralphCommand(planRel, 'init', '--force')} to replace it, or ${ralphCommand(planRel, 'init', '--check')} to compare its gate steps with the plan.`,
    );
    return 1;
  }
  mkdirSync(dirname(workflowPath), { recursive: true });
  if (existing === undefined) {
    if (!createFile(workflowPath, workflow))
      throw new UsageError(`${RALPH_WORKFLOW_PATH} appeared while ralph init ran; run it again`);
  } else writeAtomic(workflowPath, workflow);
  ctx.out(
    `${existing === undefined ? 'created' : 'replaced'} ${RALPH_WORKFLOW_PATH} (gate steps: ${names(gates)}; agent${providers.length === 1 ? '' : 's'}: ${providers.join(', ')})`,
  );
  ctx.out(next());
  return 0;
}
