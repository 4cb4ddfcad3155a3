// What the commands step knows while it works: the repository, who Ralph is, what it wrote
// where and when, and the plan as the remote has it, read once. Each part of the step takes it.

import type { RunContext } from '../../adapters/actions-core.js';
import type { Git } from '../../adapters/git.js';
import type { GitHubClient, listRecentComments, Repo } from '../../adapters/github.js';
import { type PlanView, remotePlanView } from '../../adapters/remote-plan.js';
import type { Tracking } from '../../adapters/tracking.js';
import type { CommandsSettings } from './index.js';

/** How far back a run looks for commands it has not answered. */
export const LOOKBACK_DAYS = 14;

export interface Listener {
  git: Git;
  octokit: GitHubClient;
  repo: Repo;
  ctx: RunContext;
  settings: CommandsSettings;
  base: string;
  scratch: string;
  writers: Map<string, boolean>;
  /** The issues and pull requests Ralph commented on since their reviews were last read. */
  wroteOn: Set<number>;
  /** GitHub's time of Ralph's latest write on each issue or pull request, this run. */
  wroteAt: Map<number, string>;
  /** This machine's time when the answer to Ralph's latest write came. */
  lastWrite: number;
  /** This machine's time when the open pull requests (with their updated_at) were listed. */
  listedAt: number;
  /** A command failed for a passing reason: the next run must read it again. */
  retryLater?: boolean;
  /** The account Ralph's token acts as (whoAmI). */
  me?: string;
  /** Each spec's tracking issue and the login that opened it (adapters/tracking.ts). */
  tracking: Map<string, Tracking>;
  /** The whole `/ralph status` table, for the run's summary, once one was asked for. */
  statusTable?: string;
  /** The plan as the remote has it, read once; dropped when this run changed a branch. */
  view?: PlanView;
}

export interface Handled {
  source: string;
  where: number;
  author: string;
  what: string;
}
/** What the commands step read this run, and what it did with it. */
export interface Reading {
  /** Nothing older than this is read: the look-back, or the last run's mark. */
  since: string;
  comments: Awaited<ReturnType<typeof listRecentComments>>;
  /** Whether a comment is Ralph's own. */
  mine: (c: { author: { login: string } }) => boolean;
  /** The comments and reviews Ralph's replies say were handled. */
  handled: Set<string>;
  done: Handled[];
  /** The pull requests whose reviews could not be read, with why. */
  unread: string[];
}
/** The plan as the remote has it, read once per run (again after this run changed a branch). */
export async function planView(l: Listener): Promise<PlanView> {
  l.view ??= await remotePlanView(l.git, l.settings, l.base);
  return l.view;
}
