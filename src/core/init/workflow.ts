// The workflow `ralph init` writes from what it detected: one place, so writing it, `--check`
// and the dry run's check of the task job see the same job (its services, their ports' env and
// its setup). Pure.

import type { DetectedProject } from '../detect/index.js';
import type { Gate } from '../plan/plan.js';
import { renderWorkflow } from '../workflow/workflow.js';

export function initWorkflow(
  detected: Pick<DetectedProject, 'setupSteps' | 'services' | 'servicePorts'>,
  gates: readonly Gate[],
  plan: string,
  providers?: readonly string[],
): string {
  return renderWorkflow({
    gates,
    ...(providers ? { providers } : {}),
    setupSteps: detected.setupSteps,
    services: detected.services,
    servicePorts: detected.servicePorts,
    plan,
  });
}
