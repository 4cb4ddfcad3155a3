import { rmSync } from 'node:fs';
import * as core from '../../adapters/actions-core.js';
import { remotePlanView } from '../../adapters/remote-plan.js';
import { fetchBranches } from '../../adapters/spec-branch.js';
import { RalphError } from '../../core/errors.js';
import type { Spec } from '../../core/plan/plan.js';
import type { Inputs } from '../inputs.js';
import { finalizeSettings, openWriter } from './context.js';
import { dispatchNext } from './dispatch.js';
import { finishSpecs } from './finish-spec.js';
import { autoMerge, bringHoldsUpToDate, commentOnBlocked } from './publish.js';
import { recordAttempts } from './record-attempt.js';
import { writeSummary } from './summary.js';

/**
 * `command: finalize`, the run's one writer. It runs no code from the repository or the
 * artifacts: it works on git objects through a private index, never a work tree, with hooks and
 * config-driven programs off. Its phases, in order:
 * 1. record-attempt.ts: each task job's attempt on its spec branch: the anchors from the
 *    schedule job's matrix, the outcome and gate results from the attempt artifact, and the
 *    patch only after checking what it changes (core/patch-rules.ts: never the plan,
 *    `.github/`, protected paths, CODEOWNERS, `.gitmodules`, `.gitattributes`, `.lfsconfig`, a
 *    name with a control character, a file over `max-file-size`, a symlink or a submodule); the
 *    plan update is its own minimal edit;
 * 2. finish-spec.ts: each finished spec as one commit on top of the base, rebuilt when the base
 *    moved under its pull request;
 * 3. publish.ts: the holds, the pull requests, the auto-merges and the blocked-task comments;
 * 4. dispatch.ts: the next run when this one moved something; then summary.ts.
 * A failed write does not stop the others: the job fails at the end, naming each.
 */
export async function finalizeStep(inputs: Inputs): Promise<void> {
  const settings = finalizeSettings(inputs);
  const w = await openWriter(settings);
  try {
    core.startGroup('Fetch the base and the spec branches');
    await fetchBranches(w.git);
    core.endGroup();

    const records = await recordAttempts(w);
    const view = await remotePlanView(w.git, settings, w.base);
    await bringHoldsUpToDate(w, view);
    const specs = new Map<string, Spec>(view.plan.specs.map((s) => [s.id, s]));
    const pulls = await finishSpecs(w, view, specs);
    const merges = await autoMerge(w, pulls, specs);
    const comments = await commentOnBlocked(w, view, specs);
    const next = await dispatchNext(w, view, specs, records, merges);
    await writeSummary(w, { records, pulls, merges, comments, ...next });
  } finally {
    rmSync(w.scratch, { recursive: true, force: true });
  }
  if (w.failures.length > 0)
    throw new RalphError(
      `${w.failures.length} write${w.failures.length === 1 ? '' : 's'} failed; the others were done:\n${w.failures.map((f) => `- ${f}`).join('\n')}`,
    );
}
