// The names of the artifacts a run's jobs hand on. Apart from task-job.ts (which checks what
// the artifacts hold, with zod) so that the scheduler, which names each task job's artifact,
// loads no schema: `ralph next` stays light.

export function attemptArtifactName(spec: string, task: string, attempt: number): string {
  return `ralph-attempt-${spec}-${task}-${attempt}`;
}

/**
 * What the writer downloads: every attempt artifact of the run, and the schedule job's
 * (SCHEDULE_ARTIFACT). There are always two or more, so actions/download-artifact puts each
 * in a folder named after it; it extracts a single match straight into the path, where one
 * task's artifact could hold a folder named after another's.
 */
export const ATTEMPT_ARTIFACT_PATTERN = 'ralph-*';

/** The schedule job's artifact: the matrix as scheduled. */
export const SCHEDULE_ARTIFACT = 'ralph-schedule';
