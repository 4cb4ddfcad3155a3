// `ralph init --check` and `ralph init --dry-run`, the two ways init writes nothing
// (docs/ARCHITECTURE.md#gates). --check compares the workflow with the plan and the project
// (core/init/compare.ts) and fails on a difference; --dry-run lists the gates the workflow would
// run, where each came from and whether its tools are here and in the CI's task job.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadPlan } from '../adapters/plan-file.js';
import { projectReader, readIfExists } from '../adapters/project-files.js';
import { toolCheck } from '../adapters/tool-check.js';
import { planProviders } from '../core/agent-routing.js';
import { type DetectedProject, detectProject, type JobChoice } from '../core/detect/index.js';
import {
  commandDifferences,
  gateDifferences,
  setupDifferences,
  workflowGateNames,
  workflowSetupSteps,
} from '../core/init/compare.js';
import { ralphCommand } from '../core/init/text.js';
import { initWorkflow } from '../core/init/workflow.js';
import type { Gate } from '../core/plan/plan.js';
import { RALPH_WORKFLOW_PATH } from '../core/workflow/workflow.js';
import { layoutProblems, providerProblems } from '../core/workflow/workflow-check.js';
import type { CommandContext } from './command.js';
import { dryRunTaskJob, installLines, otherPrograms } from './preflight.js';

/**
 * `ralph init --check`: the workflow has the layout split by trust (a workflow written for an
 * older Ralph is told what to change), its gate steps are the plan's gates (same names, same
 * order), each gate `ralph init` detected (it has a `source`) still runs the command found at
 * that source, and the task job's setup steps are the ones that fit the project now.
 */
export function check(
  ctx: CommandContext,
  root: string,
  planPath: string,
  planRel: string,
  workflowPath: string,
  choice: JobChoice,
): number {
  const { plan } = loadPlan(planPath);
  const gates = plan.gates ?? [];
  const planGates = gates.map((g) => g.name);
  const text = readIfExists(workflowPath);
  if (text === undefined) {
    ctx.err(
      `ralph init --check: ${RALPH_WORKFLOW_PATH} is missing; run ${ralphCommand(planRel, 'init')} to write it`,
    );
    return 1;
  }
  let parsed: unknown;
  let stepGates: string[];
  let layout: string[];
  try {
    parsed = parseYaml(text);
    stepGates = workflowGateNames(parsed);
    layout = layoutProblems(parsed);
  } catch (e) {
    ctx.err(`ralph init --check: ${RALPH_WORKFLOW_PATH} is not valid YAML: ${(e as Error).message}`);
    return 1;
  }
  const detected = detectProject(projectReader(root), choice);
  const expected = parseYaml(initWorkflow(detected, gates, planRel));
  const commands = commandDifferences(gates, detected.gates);
  const problems = [
    ...layout,
    // The agents the plan's tasks resolve to, each installed on its legs, with its key.
    ...providerProblems(parsed, planProviders(plan)),
    ...gateDifferences(planGates, stepGates),
    ...commands,
    ...setupDifferences(workflowSetupSteps(parsed), workflowSetupSteps(expected)),
  ];
  if (problems.length === 0) {
    ctx.out(
      `${RALPH_WORKFLOW_PATH}: gate steps match ${planRel} (${planGates.join(', ') || 'no gates'}); gate commands and setup steps fit the project`,
    );
    return 0;
  }
  ctx.err(
    [
      layout.length > 0
        ? `ralph init --check: ${RALPH_WORKFLOW_PATH} is laid out for an older Ralph${layout.length < problems.length ? ` and does not match ${planRel} or the project` : ''}:`
        : `ralph init --check: ${RALPH_WORKFLOW_PATH}, ${planRel} and the project do not agree:`,
      ...problems.map((p) => `  ${p}`),
      `Fix: ${commands.length > 0 ? `change the plan's gates as said above, then ` : ''}run ${ralphCommand(planRel, 'init', '--force')} to rewrite the workflow from the plan (or edit it by hand).`,
    ].join('\n'),
  );
  return 1;
}

/**
 * `ralph init --dry-run`: what init would write, and for each gate the workflow would get: its
 * command, where it came from, and whether its tool is found here.
 */
export function dryRun(
  ctx: CommandContext,
  root: string,
  planPath: string,
  planRel: string,
  detected: DetectedProject,
): number {
  let gates: readonly Gate[] = detected.gates;
  if (existsSync(planPath)) {
    const plan = loadPlan(planPath).plan;
    if (plan.gates !== undefined) {
      gates = plan.gates;
      ctx.out(`${planRel} exists and has gates: the workflow would run those (kept as they are)`);
    } else
      ctx.out(
        `${planRel} exists without gates: ${ralphCommand(planRel, 'init', '--force')} would add the detected ones`,
      );
  } else ctx.out(`would create ${planRel} with the detected gates`);
  ctx.out(
    existsSync(join(root, RALPH_WORKFLOW_PATH))
      ? `${RALPH_WORKFLOW_PATH} exists`
      : `would create ${RALPH_WORKFLOW_PATH}`,
  );
  ctx.out(gates.length > 0 ? '\nGates, in order:' : '\nGates: none');
  const missing: string[] = [];
  for (const g of gates) {
    const tool = toolCheck(root, g.command, ctx.env);
    ctx.out(`  ${g.name}: ${g.command}${g.required === false ? ' (not required)' : ''}`);
    ctx.out(`    from: ${typeof g.source === 'string' ? g.source : 'the plan (written by hand)'}`);
    ctx.out(`    tool: ${tool.text}`);
    const more = otherPrograms(root, g.command, ctx.env);
    if (more.line) ctx.out(`    ${more.line}`);
    if (g.required !== false)
      for (const m of [...(tool.missing !== undefined ? [tool.missing] : []), ...more.missing])
        missing.push(`${g.name} (${m})`);
  }
  if (detected.setupSteps.length > 0) {
    ctx.out('\nSetup steps before the agent and the gates:');
    for (const s of detected.setupSteps) {
      const withs = Object.entries(s.with ?? {}).map(([k, v]) => `${k}: ${v}`);
      const what = s.uses ? `${s.uses}${withs.length > 0 ? ` (${withs.join(', ')})` : ''}` : `\`${s.run}\``;
      ctx.out(`  ${s.name}: ${what}`);
    }
  }
  // What the CI's task job (the workflow there, else the one init would write) does not set up.
  const ci = dryRunTaskJob(root, gates, () => initWorkflow(detected, gates, planRel));
  ctx.out(ci.lines.join('\n'));
  ctx.out('\nNothing was written (--dry-run).');
  // A required gate whose tool is not here fails every attempt (exit 127): say so, and fail.
  const errors: string[] = [];
  // One gate may miss several programs: counted once.
  const gatesMissing = new Set(missing.map((m) => m.slice(0, m.lastIndexOf(' ('))));
  if (missing.length > 0)
    errors.push(
      `ralph init --dry-run: ${gatesMissing.size === 1 ? 'a required gate' : `${gatesMissing.size} required gates`} cannot run here, ${missing.length === 1 ? 'its tool is' : 'their tools are'} missing: ${missing.join(', ')}. Install ${missing.length === 1 ? 'it' : 'them'} (the workflow's setup steps do in CI), or set "required": false on the gate in ${planRel} if it may fail.`,
      ...installLines(missing),
    );
  // A required gate the task job cannot run fails every attempt's baseline in CI.
  const ciNeeds = ci.needs.filter((n) => n.required);
  if (ciNeeds.length > 0)
    errors.push(
      `ralph init --dry-run: in CI, the task job does not set up ${ciNeeds.length === 1 ? 'what a required gate needs' : `${ciNeeds.length} things required gates need`}: ${ciNeeds.map((n) => `${n.gate} (${n.need})`).join(', ')}. Set ${ciNeeds.length === 1 ? 'it' : 'them'} up as said above, or set "required": false on the gate in ${planRel}.`,
    );
  if (errors.length === 0) return 0;
  ctx.err(errors.join('\n'));
  return 1;
}
