// The writer's shared state: one fresh clone, the token only in git's environment, one Octokit,
// the private index its commits are made in, and the failures so far. Each phase of
// `finalizeStep` takes it, and what the phases hand on is in the line types below.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunContext } from '../../adapters/actions-core.js';
import * as core from '../../adapters/actions-core.js';
import type { Git } from '../../adapters/git.js';
import type { GitHubClient, Repo } from '../../adapters/github.js';
import { githubSession } from '../../adapters/github-session.js';
import { parsePlanText } from '../../adapters/plan-file.js';
import { baseBranch, type PlanView } from '../../adapters/remote-plan.js';
import { untrustedMessage } from '../../adapters/task-job/index.js';
import { DEFAULT_PROTECTED_PATHS } from '../../core/attempt/patch-rules.js';
import { RalphError } from '../../core/errors.js';
import type { PlanLocation } from '../../core/plan/location.js';
import type { Plan, Spec } from '../../core/plan/plan.js';
import type { TaskStatus } from '../../core/plan/plan-basics.js';
import type { Inputs } from '../inputs.js';

export type { PlanView };

/** The finalize step's settings, from its inputs alone. */
export interface FinalizeSettings {
  command: string;
  workspace: string;
  plan: PlanLocation;
  /** For pushes and the GitHub API; never given to the agent, never on a command line. */
  token: string;
  /** The branch spec branches start from and pull requests target; else the checked-out branch. */
  baseBranch?: string;
  branchPrefix: string;
  /** Paths an attempt may not change: Ralph's own and the `protected-paths` input's. */
  protectedPaths: string[];
  /** A changed file over this many bytes is refused (`max-file-size`). */
  maxFileBytes: number;
  /** The schedule job's matrix, whose attempts it records. */
  matrix?: string;
  /** `needs.task.result`; `skipped`: no task job ran, so no attempt is recorded. */
  taskResult?: string;
  /** The folder the attempt artifacts were downloaded into. */
  attempts?: string;
  /** Attempts per task before it is blocked (else the plan's agent.maxAttempts). */
  maxAttempts?: number;
  /** Squash-merge a finished spec's pull request once its checks pass. */
  autoMerge: boolean;
  /** Dispatch the workflow again when work remains. */
  dispatchNext: boolean;
  /** The workflow file to dispatch (default: this run's). */
  workflow?: string;
  /** The issue blocked-task comments go to when the spec has none. */
  issueNumber?: number;
  /** The account the token acts as, when GitHub cannot say (an app's token). */
  ralphLogin?: string;
}

export function finalizeSettings(inputs: Inputs): FinalizeSettings {
  const workspace = inputs.workspace();
  return {
    command: inputs.command,
    workspace,
    plan: inputs.plan(workspace),
    token: inputs.raw('github-token'),
    baseBranch: inputs.text('base-branch'),
    branchPrefix: inputs.branchPrefix(),
    protectedPaths: [...DEFAULT_PROTECTED_PATHS, ...inputs.list('protected-paths')],
    maxFileBytes: inputs.fileSize('max-file-size'),
    matrix: inputs.text('matrix'),
    taskResult: inputs.text('task-result'),
    attempts: inputs.text('attempts'),
    maxAttempts: inputs.int('max-attempts'),
    autoMerge: inputs.bool('auto-merge', false),
    dispatchNext: inputs.bool('dispatch-next', false),
    workflow: inputs.text('workflow'),
    issueNumber: inputs.int('issue-number'),
    ralphLogin: inputs.text('ralph-login'),
  };
}

/** One task job's attempt as the writer recorded it (or found it recorded). */
export interface RecordLine {
  spec: string;
  task: string;
  attempt: number;
  outcome: string;
  status: TaskStatus | 'unchanged';
  note: string;
  /** What the attempt cost, as its agent reported it (recorded attempts only). */
  costUsd?: number;
  /** Why the patch rules refused its change, one sentence per file. */
  refused?: string[];
}

export interface PullRequestLine {
  spec: string;
  number: number;
  url: string;
  action: 'opened' | 'updated' | 'unchanged';
  /** The commit the writer left the branch on: auto-merge checks it and merges only it. */
  headSha: string;
}

export interface MergeLine {
  spec: string;
  number: number;
  sha: string;
}

export interface CommentLine {
  spec: string;
  task: string;
  issue: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** The writer's context, shared by its phases. */
export interface Writer {
  git: Git;
  ctx: RunContext;
  repo: Repo;
  octokit: GitHubClient;
  settings: FinalizeSettings;
  /** The plan file, the same on every branch. */
  plan: PlanLocation;
  base: string;
  /** A scratch folder of the writer's own; `indexFile` is in it. */
  scratch: string;
  indexFile: string;
  /** The writes that failed so far, one line each; the job fails at the end when there is one. */
  failures: string[];
}

export async function openWriter(settings: FinalizeSettings): Promise<Writer> {
  const { ctx, repo, git, octokit } = githubSession({ ...settings, log: (m) => core.info(m) });
  const base = await baseBranch(git, { given: settings.baseBranch, branchPrefix: settings.branchPrefix });
  const scratch = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'ralph-writer-'));
  return {
    git,
    ctx,
    repo,
    octokit,
    settings,
    plan: settings.plan,
    base,
    scratch,
    indexFile: join(scratch, 'index'),
    failures: [],
  };
}

/** Runs one write; a failure is logged and remembered, and the next write goes on. */
export async function guarded<T>(w: Writer, what: string, fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    w.failures.push(`${what}: ${message}`);
    core.error(untrustedMessage(`${what}: ${message}`));
    return undefined;
  }
}

/** The plan at a commit, parsed, with its text. */
export async function planAt(w: Writer, commit: string): Promise<{ text: string; plan: Plan }> {
  const text = await w.git.show(commit, w.plan.file);
  if (text === undefined) throw new RalphError(`${w.plan.file} does not exist at ${commit.slice(0, 7)}.`);
  return { text, plan: parsePlanText(text, `${commit.slice(0, 7)}:${w.plan.file}`).plan };
}

/** The plan with the specs as this run left them. */
export function planWith(view: PlanView, specs: Map<string, Spec>): Plan {
  return { ...view.plan, specs: [...specs.values()] };
}
