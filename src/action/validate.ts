import * as core from '../adapters/actions-core.js';
import { loadPlan, PlanError } from '../adapters/plan-file.js';
import { RalphError } from '../core/errors.js';
import type { PlanLocation } from '../core/plan/location.js';
import type { Inputs } from './inputs.js';

/** The validate step's settings: the plan file alone. */
export function validateSettings(inputs: Inputs): { plan: PlanLocation } {
  return { plan: inputs.plan() };
}

/** `command: validate`: annotates each problem on the plan file and fails the step. */
export async function validateStep(inputs: Inputs): Promise<void> {
  const location = validateSettings(inputs).plan;
  try {
    const { plan } = loadPlan(location.path);
    const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
    core.info(
      `${location.path}: valid (${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'})`,
    );
    core.setOutput('valid', 'true');
    await core.summary
      .addRaw(
        `✅ \`${location.path}\` is valid: ${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'}.\n`,
      )
      .write();
  } catch (err) {
    if (!(err instanceof PlanError)) throw err;
    // The annotation's file: the plan's name in the repository, unless it lies outside it.
    const file = location.file.startsWith('../') ? location.path : location.file;
    for (const p of err.problems)
      core.error(p.path ? `${p.path}: ${p.message}` : p.message, {
        file,
        startLine: p.line,
        startColumn: p.column,
      });
    core.setOutput('valid', 'false');
    await core.summary
      .addRaw(`❌ \`${file}\` has ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}:\n\n`)
      .addList(err.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)))
      .write();
    throw new RalphError(
      `${file} is not a valid plan (${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}); see the annotations.`,
    );
  }
}
