// Keeping the holds of specs whose pull request a person closed up to date on GitHub (the
// commands job and the writer): the holds themselves (holds.ts), and the comment on the closed
// pull request that says so.

import { holdCommentBody, holdMarker } from '../core/github-text/github-text.js';
import { mergedOnBase, type OverlaidPlan } from '../core/plan/branches.js';
import { isDone } from '../core/plan/plan-basics.js';
import { applyHolds, type Hold, holdChanges } from '../core/schedule/hold.js';
import type { Git } from './git.js';
import {
  ACTIONS_BOT,
  closedSpecPulls,
  type GitHubClient,
  type Repo,
  upsertComment,
  whoAmI,
} from './github.js';
import { fetchHolds, readHolds, writeHold } from './holds.js';
import { REMOTE, remoteSha } from './spec-branch.js';

/** Where a hold's change is said: the step's log. */
export interface HoldLog {
  warning(text: string): void;
  notice(text: string): void;
}

/**
 * Keeps the holds up to date (core/hold.ts) and marks the held specs in the view: the commands
 * job does it before the schedule job reads the plan, the writer before it opens a pull
 * request. The closed pull requests are asked for only when some spec could be taken up again
 * (no open pull request, and no branch or a finished one): a run with every spec's pull
 * request open asks nothing more.
 */
export async function updateHolds(opts: {
  git: Git;
  octokit: GitHubClient;
  repo: Repo;
  prefix: string;
  base: string;
  view: OverlaidPlan & { branches: Map<string, string> };
  openHeads: ReadonlySet<string>;
  /** The `ralph-login` input: the account Ralph's comments are known by (see whoAmI). */
  ralphLogin?: string;
  log: HoldLog;
}): Promise<Map<string, Hold>> {
  const { git, view, prefix } = opts;
  await fetchHolds(git);
  const holds = await readHolds(git);
  const merged = (id: string) => mergedOnBase(view.plan.specs.find((s) => s.id === id)!, view.baseStatus);
  const candidates = view.plan.specs.filter((s) => {
    if (mergedOnBase(s, view.baseStatus)) return false;
    if (holds.get(s.id)?.state === 'held') return true;
    if (opts.openHeads.has(`${prefix}${s.id}`)) return false;
    return !view.branches.has(s.id) || s.tasks.every((t) => isDone(t.status));
  });
  if (candidates.length > 0) {
    const needClosed = candidates.some((s) => !opts.openHeads.has(`${prefix}${s.id}`));
    const closed = needClosed ? await closedSpecPulls(opts.octokit, opts.repo, prefix) : [];
    const changes = holdChanges({
      specs: candidates.map((s) => s.id),
      prefix,
      openHeads: opts.openHeads,
      closed,
      holds,
      mergedOnBase: merged,
    });
    if (changes.length > 0) {
      const target = (await remoteSha(git, opts.base)) ?? (await git.out(['rev-parse', 'HEAD']));
      for (const h of changes) {
        await writeHold(git, h, target);
        holds.set(h.spec, h);
        if (h.state === 'held')
          opts.log.warning(
            `Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging (${h.url}). Nothing of it runs and no pull request is opened until a person reopens #${h.pull} or writes \`/ralph retry ${h.spec}\`.`,
          );
        else opts.log.notice(`Spec ${h.spec} is no longer held: ${h.liftedBy}.`);
        await sayOnPull(opts.octokit, opts.repo, h, { prefix, ralphLogin: opts.ralphLogin, log: opts.log });
      }
    }
  }
  applyHolds(view.plan, holds);
  return holds;
}

/**
 * Says on the closed pull request that its spec is held, why and how to lift it, or that the
 * hold was lifted: one comment, updated in place when the hold changes (core/github-text.ts).
 * Called only when the hold changes, so no run repeats it. A failure is a warning: the hold
 * itself is kept, and shows in the run, the summaries and `status`.
 */
export async function sayOnPull(
  octokit: GitHubClient,
  repo: Repo,
  hold: Hold,
  { prefix, ralphLogin, log }: { prefix: string; ralphLogin?: string; log: HoldLog },
): Promise<void> {
  try {
    const me = await whoAmI(octokit, ralphLogin);
    await upsertComment(
      octokit,
      repo,
      hold.pull,
      holdMarker(hold.spec),
      holdCommentBody(hold, `${prefix}${hold.spec}`),
      // Its own comment, also when written before the token changed (GITHUB_TOKEN's bot).
      [me, ACTIONS_BOT],
    );
  } catch (err) {
    log.warning(
      `Could not say on #${hold.pull} that spec ${hold.spec} is ${hold.state}: ${(err as Error).message}`,
    );
  }
}

/** Lifts the spec's hold (`/ralph retry <spec>`); false when the spec is not held. */
export async function liftHold(git: Git, base: string, spec: string, by: string): Promise<Hold | undefined> {
  await fetchHolds(git);
  const hold = (await readHolds(git)).get(spec);
  if (hold?.state !== 'held') return undefined;
  const lifted: Hold = { ...hold, state: 'lifted', liftedBy: by };
  const target =
    (await remoteSha(git, base)) ?? (await git.out(['rev-parse', `refs/remotes/${REMOTE}/HEAD`]));
  await writeHold(git, lifted, target);
  return lifted;
}
