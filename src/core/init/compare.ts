// What `ralph init --check` compares (docs/ARCHITECTURE.md#gates): the workflow's gate steps
// with the plan's gates, each detected gate's command with what its source says now, and the
// task job's setup steps with the ones that fit the project now; one line per difference. Pure.
import type { ProposedGate } from '../detect/index.js';
import type { Gate } from '../plan/plan.js';

/** The `gate` input of every step, in any job, whose `with.command` is `gate`, in file order. */
export function workflowGateNames(workflow: unknown): string[] {
  const out: string[] = [];
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (!jobs || typeof jobs !== 'object') return out;
  for (const job of Object.values(jobs as Record<string, unknown>)) {
    const steps = (job as { steps?: unknown } | null)?.steps;
    if (!Array.isArray(steps)) continue;
    for (const step of steps) {
      const w = (step as { with?: Record<string, unknown> } | null)?.with;
      if (w?.command !== 'gate') continue;
      out.push(
        typeof w.gate === 'string'
          ? w.gate
          : `(a gate step without a "gate" name: ${String((step as { name?: unknown }).name ?? 'unnamed')})`,
      );
    }
  }
  return out;
}

/** What differs between the plan's gate names and the workflow's gate steps, one line each. */
export function gateDifferences(planGates: readonly string[], stepGates: readonly string[]): string[] {
  const problems: string[] = [];
  for (const g of planGates)
    if (!stepGates.includes(g)) problems.push(`missing gate step: ${g} (in the plan, not in the workflow)`);
  for (const g of stepGates)
    if (!planGates.includes(g)) problems.push(`extra gate step: ${g} (in the workflow, not in the plan)`);
  const dup = stepGates.filter((g, i) => stepGates.indexOf(g) !== i);
  for (const g of new Set(dup)) problems.push(`gate step ${g} appears more than once`);
  if (problems.length === 0 && planGates.join('\n') !== stepGates.join('\n'))
    problems.push(`order: the plan runs ${planGates.join(', ')}; the workflow runs ${stepGates.join(', ')}`);
  return problems;
}

/**
 * The gates `ralph init` detected (those with a `source`) whose command at that source is not
 * the plan's any more, or that are not found there at all; a gate without a `source` is the
 * user's own and is not compared.
 */
export function commandDifferences(planGates: readonly Gate[], detected: readonly ProposedGate[]): string[] {
  const out: string[] = [];
  for (const g of planGates) {
    if (typeof g.source !== 'string') continue;
    const now = detected.find((d) => d.name === g.name);
    if (!now)
      out.push(
        `gate ${g.name}: not detected any more (it came from ${g.source}); drop it from the plan, or remove its "source" to keep it as your own`,
      );
    else if (now.command !== g.command)
      out.push(
        `gate ${g.name}: the plan runs \`${g.command}\`; ${now.source} now says \`${now.command}\` (change the plan's command, or remove its "source" to keep yours)`,
      );
    else
      for (const key of ['workingDirectory', 'shell'] as const)
        if ((now[key] ?? '') !== (g[key] ?? ''))
          out.push(
            `gate ${g.name}: the plan's ${key} is ${JSON.stringify(g[key] ?? null)}; ${now.source} now says ${JSON.stringify(now[key] ?? null)} (change the plan, or remove its "source" to keep yours)`,
          );
  }
  return out;
}

export type SetupStepView = {
  name?: unknown;
  uses?: unknown;
  with?: Record<string, unknown>;
  run?: unknown;
  id?: unknown;
};

/**
 * The task job's steps that prepare the project: after the checkout, before the agent is
 * installed or runs (the job with the `command: run` step).
 */
export function workflowSetupSteps(workflow: unknown): SetupStepView[] {
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (!jobs || typeof jobs !== 'object') return [];
  for (const job of Object.values(jobs as Record<string, { steps?: unknown }>)) {
    const steps = Array.isArray(job?.steps) ? (job.steps as SetupStepView[]) : [];
    if (!steps.some((s) => s?.with?.command === 'run')) continue;
    const out: SetupStepView[] = [];
    for (const s of steps) {
      // The agents' install steps (`Install the agent (claude)`, one per provider) end the setup.
      const name = String(s?.name ?? '');
      if (s?.with?.command === 'run' || name.startsWith('Install the agent') || name === 'Previous attempt')
        break;
      if (typeof s?.uses === 'string' && s.uses.startsWith('actions/checkout')) continue;
      out.push(s);
    }
    return out;
  }
  return [];
}

/** What differs between the workflow's setup steps and the ones that fit the project, one line each. */
export function setupDifferences(
  actual: readonly SetupStepView[],
  expected: readonly SetupStepView[],
): string[] {
  const describe = (s: SetupStepView) => {
    const w = s.with ?? {};
    // A setup step that runs the repository's code goes through Ralph's `setup` command.
    if (w.command === 'setup') return `runs \`${String(w.run)}\``;
    const parts: string[] = [];
    if (s.uses !== undefined) parts.push(`uses ${String(s.uses)}`);
    const withs = Object.entries(w).map(([k, v]) => `${k}: ${String(v)}`);
    if (withs.length > 0) parts.push(`with ${withs.join(', ')}`);
    if (s.run !== undefined) parts.push(`runs \`${String(s.run)}\``);
    return parts.join(' ') || '(empty)';
  };
  const out: string[] = [];
  const n = Math.max(actual.length, expected.length);
  for (let i = 0; i < n; i++) {
    const a = actual[i];
    const e = expected[i];
    if (a && e && describe(a) === describe(e)) continue;
    const label = (s: SetupStepView) => `"${String(s.name ?? s.uses ?? 'unnamed')}"`;
    if (!e) out.push(`setup step ${i + 1} ${label(a!)} (${describe(a!)}): not one the project needs now`);
    else if (!a) out.push(`setup step ${i + 1} ${label(e)} is missing: it ${describe(e)}`);
    else
      out.push(
        `setup step ${i + 1} ${label(a)}: the workflow ${describe(a)}; the project needs ${label(e)}, which ${describe(e)}`,
      );
  }
  return out;
}
