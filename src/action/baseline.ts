// The task job's baseline (docs/ARCHITECTURE.md#gates): in the `run` step, before the agent, the plan's required
// gates run on the start commit as checked out, as the agent user, the way the gate steps will
// run them. Its result is a file the gate steps judge known-red gates against and `record`
// reads: a setup problem there records no attempt.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import type { Git } from '../adapters/git.js';
import type { AgentUser } from '../adapters/task-job/agent-user.js';
import { paths } from '../adapters/task-job/job-state.js';
import type { SandboxNetwork } from '../adapters/task-job/sandbox.js';
import { printUntrusted, untrustedMessage } from '../adapters/task-job/untrusted-log.js';
import { RalphError } from '../core/errors.js';
import type { Gate } from '../core/plan.js';
import { type Baseline, type BaselineEntry, checkBaseline } from '../engine/baseline.js';

/** What the run step hands the gate steps and `record`: the baseline, or why no agent ran. */
export interface BaselineState {
  commit: string;
  gates: Record<string, BaselineEntry>;
  problem?: string;
}

const stateFile = (dir?: string) => join(paths(dir).dir, 'baseline.json');

export function readBaselineState(dir?: string): BaselineState | undefined {
  const file = stateFile(dir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BaselineState;
  } catch {
    return undefined;
  }
}

/** A job's state starts empty: a file left from another job on the same runner is not this one's. */
export function clearBaselineState(): void {
  rmSync(stateFile(), { force: true });
}

function writeBaselineState(state: BaselineState): void {
  // Ralph's own, as the other job state files: the agent user may not read or change it.
  mkdirSync(paths().dir, { recursive: true, mode: 0o700 });
  writeFileSync(stateFile(), `${JSON.stringify(state, null, 2)}\n`);
}

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
      logDir: join(paths().dir, 'baseline'),
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
