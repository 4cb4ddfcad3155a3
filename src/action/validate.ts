import * as core from '../adapters/actions-core.js';
import { loadPlan, PlanError } from '../adapters/plan-file.js';
import { RalphError } from '../core/errors.js';
import type { ActionSettings } from './inputs.js';

/** `command: validate`: annotates each problem on the plan file and fails the step. */
export async function validateStep(settings: ActionSettings): Promise<void> {
  try {
    const { plan } = loadPlan(settings.planPath);
    const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
    core.info(
      `${settings.planPath}: valid (${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'})`,
    );
    core.setOutput('valid', 'true');
    await core.summary
      .addRaw(
        `✅ \`${settings.planPath}\` is valid: ${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'}.\n`,
      )
      .write();
  } catch (err) {
    if (!(err instanceof PlanError)) throw err;
    const file = settings.planPath.startsWith(`${settings.workspace}/`)
      ? settings.planPath.slice(settings.workspace.length + 1)
      : settings.planPath;
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
