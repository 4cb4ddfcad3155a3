import * as core from '../adapters/actions-core.js';
import type { Git } from '../adapters/git.js';
import {
  type AgentUser,
  paths,
  printUntrusted,
  type SandboxNetwork,
  untrustedMessage,
  writeBaselineState,
} from '../adapters/task-job/index.js';
import { RalphError } from '../core/errors.js';
import type { Gate } from '../core/plan/plan.js';
import { type Baseline, checkBaseline } from '../engine/baseline.js';

/**
 * Runs the baseline in the task job. Each job starts from its own commit (the writer commits
 * every attempt), so it runs once per job, and never in a re-run that finds the attempt recorded.
 * Throws the setup problem, after writing it down for `record`.
 */
export async function taskJobBaseline(
  git: Git,
  o: {
    workspace: string;
    gates: readonly Gate[];
    env: NodeJS.ProcessEnv;
    runAs?: AgentUser;
    network?: SandboxNetwork;
    changedBefore: ReadonlySet<string>;
  },
): Promise<Baseline> {
  core.startGroup(`Baseline: the gates on the untouched start tree, before the agent`);
  let baseline: Baseline;
  try {
    baseline = await checkBaseline(git, {
      root: o.workspace,
      gates: o.gates,
      env: o.env,
      runAs: o.runAs,
      network: o.network,
      changedBefore: o.changedBefore,
      logDir: paths().baselineLogs,
      onNote: (text) => core.notice(untrustedMessage(text)),
      onWarning: (text) => core.warning(untrustedMessage(text)),
      onResult: (r) => {
        // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
        printUntrusted(r.outputTail);
        core.info(
          `Gate ${r.name} ${r.passed ? 'passed' : `failed (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} on the untouched tree in ${(r.durationMs / 1000).toFixed(1)}s`,
        );
      },
    });
  } finally {
    core.endGroup();
  }
  writeBaselineState({ commit: baseline.commit, gates: baseline.gates, problem: baseline.problem });
  if (baseline.problem) {
    await core.summary
      .addHeading('Ralph: setup problem, no agent ran', 3)
      .addRaw(`\n\n\`\`\`\n${baseline.problem}\n\`\`\`\n`)
      .write();
    throw new RalphError(baseline.problem);
  }
  return baseline;
}

/** The attempt report's `setupError`: short enough for it, the gate and the fix first. */
export function setupErrorText(problem: string): string {
  return problem.length <= 1_990 ? problem : `${problem.slice(0, 1_989)}…`;
}
