// The `task` input of the task job's run and record steps: the schedule job's matrix entry, the
// job's anchors. Apart from inputs.ts, so that the steps that read no matrix entry do not load
// its schema.
import { RalphError } from '../core/errors.js';
import { type MatrixEntry, parseMatrixEntry } from '../core/workflow/task-job.js';
import type { Inputs } from './inputs.js';

/** The matrix entry (`task` input), checked against the spec branch it names. */
export function taskEntryInput(inputs: Inputs, branchPrefix: string): MatrixEntry {
  const entry = parseMatrixEntry(
    inputs.required('task', `the matrix entry, \`\${{ toJSON(matrix) }}\``),
    "The input 'task'",
  );
  if (entry.branch !== `${branchPrefix}${entry.spec}`)
    throw new RalphError(
      `The input 'task' names the branch ${entry.branch}, not ${branchPrefix}${entry.spec}; pass the schedule job's matrix entry unchanged.`,
    );
  return entry;
}
