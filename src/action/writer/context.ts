// The writer's shared state: one fresh clone, the token only in git's environment, one Octokit,
// the private index its commits are made in, and the failures so far. Each phase of
// `finalizeStep` takes it, and what the phases hand on is in the line types below.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as core from '../../adapters/actions-core.js';
import type { Git } from '../../adapters/git.js';
import type { GitHubClient, Repo } from '../../adapters/github.js';
import { parsePlanText } from '../../adapters/plan-file.js';
import { untrustedMessage } from '../../adapters/task-job/index.js';
import { RalphError } from '../../core/errors.js';
import { DEFAULT_PROTECTED_PATHS } from '../../core/patch-rules.js';
import type { Plan, Spec } from '../../core/plan.js';
import type { TaskStatus } from '../../core/plan-basics.js';
import { type RunContext, writerFor } from '../context.js';
import type { ActionSettings } from '../inputs.js';
import { baseBranch } from '../run.js';
import type { remotePlanView } from '../schedule.js';

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

/** The plan as the base and the spec branches on the remote have it. */
export type PlanView = Awaited<ReturnType<typeof remotePlanView>>;

/** The writer's context, shared by its phases. */
export interface Writer {
  git: Git;
  ctx: RunContext;
  repo: Repo;
  octokit: GitHubClient;
  settings: ActionSettings;
  planFile: string;
  base: string;
  protectedPaths: string[];
  /** A scratch folder of the writer's own; `indexFile` is in it. */
  scratch: string;
  indexFile: string;
  /** The writes that failed so far, one line each; the job fails at the end when there is one. */
  failures: string[];
}

export async function openWriter(settings: ActionSettings): Promise<Writer> {
  const { ctx, repo, git, octokit } = writerFor(settings);
  const base = await baseBranch(git, settings);
  const scratch = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'ralph-writer-'));
  return {
    git,
    ctx,
    repo,
    octokit,
    settings,
    planFile: relative(settings.workspace, settings.planPath),
    base,
    protectedPaths: [...DEFAULT_PROTECTED_PATHS, ...settings.protectedPaths],
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
  const text = await w.git.show(commit, w.planFile);
  if (text === undefined) throw new RalphError(`${w.planFile} does not exist at ${commit.slice(0, 7)}.`);
  return { text, plan: parsePlanText(text, `${commit.slice(0, 7)}:${w.planFile}`).plan };
}

/** The plan with the specs as this run left them. */
export function planWith(view: PlanView, specs: Map<string, Spec>): Plan {
  return { ...view.plan, specs: [...specs.values()] };
}
