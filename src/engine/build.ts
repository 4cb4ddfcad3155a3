// The local loop, `ralph build` (docs/ARCHITECTURE.md#life-of-a-task-locally): for each ready task in scheduler order, a
// prompt, one agent process, the check of its claim, the gates; on failure a retry with the
// failure injected, up to the budget; every attempt recorded in the plan and committed on the
// spec branch; when a spec's last task completes, its branch is squashed to one commit named
// after the spec and its progress entry is written (progress/<spec-id>.md). Ctrl-C puts the running task back to pending.

import { getProvider } from '../adapters/agents/index.js';
import type { GateResult } from '../adapters/gates.js';
import { Git, type StatusEntry } from '../adapters/git.js';
import { RalphError } from '../core/errors.js';
import type { PlanLocation } from '../core/plan/location.js';
import type { Plan } from '../core/plan/plan.js';
import type { TaskStatus } from '../core/plan/plan-basics.js';
import { RALPH_WORKFLOW_PATH, setUpCommitCommand } from '../core/workflow/workflow.js';
import type { BuildControl } from './control.js';
import { BuildSession } from './session.js';

export interface BuildOptions {
  /** The repository (`root`) and its plan file. */
  planAt: PlanLocation;
  /** The plan as the command loaded it, when it did: read again only without it. */
  planAtStart?: Plan;
  /**
   * `--agent`, `--agent-command`, `--model`: over every level of the plan's agent for this build
   * (core/agent-routing.ts); without them each task runs the agent its levels resolve to.
   */
  provider?: string;
  /** For the `command` provider: the command line (the prompt arrives on stdin). */
  agentCommand?: string;
  model?: string;
  spec?: string;
  task?: string;
  /** Stop after this many tasks reached a final state (completed or blocked). */
  maxTasks?: number;
  maxAttempts?: number;
  /** The plan's cost budget in USD (`--max-cost`), instead of its `budget.maxCostUsd`. */
  maxCostUsd?: number;
  /** `spec`: one branch per spec (`<prefix><spec-id>`); `current`: everything on the current branch. */
  branch: 'spec' | 'current';
  branchPrefix: string;
  protectedPaths?: string[];
  /**
   * A retry starts from the task's start commit, the failed attempt's work thrown away; by
   * default it starts from that work (kept as a patch in `.ralph/retry/`, applied again).
   */
  freshRetry?: boolean;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  onEvent?: (e: BuildEvent) => void;
  /** Steering from outside (the live view's keys): pause, stop after the attempt, restart, skip, hand over. */
  control?: BuildControl;
  /**
   * The branch spec branches start from and whose plan is the base (default: the one checked
   * out). A `--parallel` worker runs in a worktree on its spec branch and names the user's here.
   */
  baseBranch?: string;
  /** Where `.ralph/` (logs, retry contexts) lives, when not in `root` (a worker's worktree). */
  stateRoot?: string;
  /**
   * Runs the baseline one worker at a time (`--parallel`): workers share its cache and logs, and
   * after the first, a worker on the same tree finds its result in the cache instead of running
   * the gates again.
   */
  baselineTurn?: <T>(run: () => Promise<T>) => Promise<T>;
}

export type BuildEvent =
  | {
      type: 'task';
      spec: string;
      task: string;
      attempt: number;
      branch: string;
      /** The attempt's agent (agent-routing.ts); `escalated` on a retry after a failure. */
      provider: string;
      model?: string;
      escalated?: boolean;
    }
  | { type: 'output'; text: string }
  | { type: 'agent'; outcome: string; durationMs: number; reason?: string; turns?: number; costUsd?: number }
  | { type: 'gate'; result: GateResult }
  | { type: 'attempt'; task: string; outcome: string; status: TaskStatus; summary: string }
  /** The attempt at hand was stopped on request: restarted, or handed to a person. */
  | { type: 'control'; task: string; action: 'restart' | 'interactive' | 'checking'; text: string }
  | { type: 'spec-commit'; spec: string; branch: string; sha: string; title: string }
  | { type: 'note'; text: string };

export interface BuildReport {
  /** Tasks this build brought to a status, in order. */
  tasks: Array<{ spec: string; task: string; status: TaskStatus; attempts: number }>;
  specCommits: Array<{ spec: string; branch: string; sha: string }>;
  interrupted: boolean;
  /** What stopped the loop early, if anything did: a rate limit, or the plan's spent budget. */
  stop?: 'rate_limited' | 'budget';
  /** Why the loop stopped early, for people. */
  stoppedBecause?: string;
  /** What this build's attempts cost in USD, as the agent reported it. */
  costUsd: number;
}

export class BuildError extends RalphError {
  override readonly code: string = 'build';
  override name = 'BuildError';
}

/**
 * Where a build may start: a git repository (its .ralph/ excluded), a clean work tree (so the
 * agent's work can be told apart), a branch checked out. Its name.
 */
export async function startingBranch(git: Git, planAt: PlanLocation): Promise<string> {
  const { root } = planAt;
  if (!(await git.try(['rev-parse', '--git-dir'])))
    throw new BuildError(`${root} is not a git repository; run \`git init\` and commit the plan first`);
  await git.exclude('/.ralph/');
  // Through the untracked cache, as every later pass of the build: one full listing at most.
  // What `ralph init` writes: the plan (where it is) and the workflow.
  const setUp = [planAt.file, RALPH_WORKFLOW_PATH];
  const dirty = dirtyTreeProblem(await git.status({ untrackedCache: true }), setUp);
  if (dirty) throw new BuildError(dirty);
  const branch = await git.currentBranch();
  if (!branch) throw new BuildError('HEAD is detached; check out a branch first');
  return branch;
}

/**
 * Why a build cannot start on this work tree, with the fix that fits: changes to tracked files
 * are committed or stashed; untracked files (a `.venv/`, a build folder) are most often not the
 * project's, and are ignored instead. Undefined for a clean tree.
 */
export function dirtyTreeProblem(
  all: readonly StatusEntry[],
  setUpFiles: readonly string[] = [],
): string | undefined {
  if (all.length === 0) return undefined;
  const list = (paths: string[]) => `${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', ...' : ''}`;
  // The plan and the workflow, new and not committed: `ralph init` has just written them.
  const setUp = all.filter((e) => (e.index === '?' || e.index === 'A') && setUpFiles.includes(e.path));
  const entries = all.filter((e) => !setUp.includes(e));
  const tracked = entries.filter((e) => e.index !== '?').map((e) => e.path);
  // Untracked files by their top folder: `.venv/` once, not its thousands of files.
  const untracked = [
    ...new Set(
      entries
        .filter((e) => e.index === '?')
        .map((e) => (e.path.includes('/') ? `${e.path.slice(0, e.path.indexOf('/'))}/` : e.path)),
    ),
  ];
  const parts: string[] = [];
  if (setUp.length > 0) {
    const paths = setUpFiles.filter((f) => setUp.some((e) => e.path === f));
    parts.push(
      `${paths.join(' and ')} ${paths.length === 1 ? 'is' : 'are'} not committed yet; commit what \`ralph init\` wrote first: \`${setUpCommitCommand(paths)}\``,
    );
  }
  if (tracked.length > 0)
    parts.push(
      `the work tree has uncommitted changes (${list(tracked)}); commit or stash them first, so Ralph can tell the agent's work apart`,
    );
  if (untracked.length > 0)
    parts.push(
      `the work tree has untracked files (${list(untracked)}); if they are not part of the project, ignore them: add ${untracked
        .slice(0, 3)
        .map((p) => `\`/${p}\``)
        .join(
          ', ',
        )} to .gitignore (for everyone) or to .git/info/exclude (for this clone only); else commit them. Ralph needs a clean tree to tell the agent's work apart`,
    );
  return parts.join('\n');
}

/** Runs the build: a session (session.ts) over the ready tasks, from the branch checked out. */
export async function build(opts: BuildOptions): Promise<BuildReport> {
  const git = new Git(opts.planAt.root);
  // An unknown `--agent` is said before anything starts.
  if (opts.provider !== undefined) getProvider(opts.provider);
  const startBranch = await startingBranch(git, opts.planAt);
  return new BuildSession(opts, git, startBranch).run();
}
