// `command: commands`, a run's first job: what people asked of Ralph on GitHub, read
// (reading.ts), heard or not (heard.ts), carried out on the plan (apply.ts) and answered
// (reply.ts). This file is the step: its settings, its order, its summary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '../../adapters/actions-core.js';
import {
  COMMANDS_MARK_REF,
  MARK_MARGIN_MS,
  readCommandsMark,
  writeCommandsMark,
} from '../../adapters/commands-mark.js';
import { listRecentComments, type SpecPull, whoAmI } from '../../adapters/github.js';
import { githubSession } from '../../adapters/github-session.js';
import { updateHolds } from '../../adapters/hold-updates.js';
import { baseBranch } from '../../adapters/remote-plan.js';
import { fetchBranches } from '../../adapters/spec-branch.js';
import { fetchTracking, readTracking } from '../../adapters/tracking.js';
import { handledSources } from '../../core/github-text/commands.js';
import type { PlanLocation } from '../../core/plan/location.js';
import { markdownTable } from '../../core/report/report.js';
import type { Inputs } from '../inputs.js';
import { isRalph } from './heard.js';
import { type Handled, type Listener, LOOKBACK_DAYS, planView, type Reading } from './listener.js';
import { handleComments, handleReviews, specPulls } from './reading.js';

/** The commands step's settings, from its inputs alone. */
export interface CommandsSettings {
  command: string;
  workspace: string;
  plan: PlanLocation;
  /** For the GitHub API and the pushes to spec branches. */
  token: string;
  /** The branch spec branches start from; else the checked-out branch. */
  baseBranch?: string;
  branchPrefix: string;
  /** The account the token acts as, when GitHub cannot say (an app's token). */
  ralphLogin?: string;
}

export function commandsSettings(inputs: Inputs): CommandsSettings {
  const workspace = inputs.workspace();
  return {
    command: inputs.command,
    workspace,
    plan: inputs.plan(workspace),
    token: inputs.raw('github-token'),
    baseBranch: inputs.text('base-branch'),
    branchPrefix: inputs.branchPrefix(),
    ralphLogin: inputs.text('ralph-login'),
  };
}

/**
 * `command: commands`, the first job of a run (docs/ARCHITECTURE.md#listening): reads from GitHub what people
 * asked of Ralph and it has not answered (`/ralph` comments on tracking issues and spec pull
 * requests, reviews that request changes on spec pull requests, of the last LOOKBACK_DAYS),
 * so that nothing is lost when several arrive while a run is busy (GitHub keeps only the newest
 * pending run). Bots are never heard; people without write access get one reply; the rest is
 * applied to the plan on the spec branch (retry, skip, a follow-up task) and answered. Ralph's
 * reply, with its hidden marker, is the record that a command was handled. No agent runs here.
 */
export async function commandsStep(inputs: Inputs): Promise<void> {
  const settings = commandsSettings(inputs);
  const { ctx, repo, git, octokit } = githubSession({ ...settings, log: (m) => core.info(m) });
  const scratch = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'ralph-commands-'));
  const l: Listener = {
    git,
    octokit,
    repo,
    ctx,
    settings,
    base: await baseBranch(git, { given: settings.baseBranch, branchPrefix: settings.branchPrefix }),
    scratch,
    writers: new Map(),
    wroteOn: new Set(),
    wroteAt: new Map(),
    lastWrite: 0,
    listedAt: 0,
    tracking: new Map(),
  };
  const done: Handled[] = [];
  const unread: string[] = [];
  try {
    await fetchBranches(git);
    const pulls = await specPulls(l);
    l.listedAt = Date.now();
    await refreshHolds(l, pulls);
    // What is new since the last run read everything (the mark), within the look-back.
    const readAt = Date.now();
    const mark = await readCommandsMark(git);
    const since = new Date(
      Math.max(readAt - LOOKBACK_DAYS * 86_400_000, mark ? Date.parse(mark.seen) : 0),
    ).toISOString();
    if (mark) core.info(`Reading what people said since ${since} (the last run read everything before it).`);
    const comments = await listRecentComments(octokit, repo, since);
    // Only Ralph's own replies count as the record, known by their author (the token's account:
    // a bot, or a machine user or person whose token Ralph runs with; or a login Ralph acted as
    // before its token changed): nobody else can write a command away by typing the marker.
    l.me = await whoAmI(octokit, settings.ralphLogin);
    await fetchTracking(git);
    l.tracking = await readTracking(git);
    const mine = (c: { author: { login: string } }) => isRalph(l, c.author.login);
    const r: Reading = {
      since,
      comments,
      mine,
      handled: handledSources(comments.filter(mine).map((c) => c.body)),
      done,
      unread,
    };
    await handleComments(l, r, pulls);
    const readAfter = await handleReviews(l, r, pulls, mark?.readAfter ?? new Map());
    // Everything read was handled or answered for good: the next run reads only what is newer.
    if (unread.length === 0 && !l.retryLater) {
      const wrote = await writeCommandsMark(git, new Date(readAt - MARK_MARGIN_MS).toISOString(), readAfter);
      if (!wrote.ok)
        core.warning(
          `Could not keep how far this run read (${COMMANDS_MARK_REF}): ${wrote.why}. The next run reads the last ${LOOKBACK_DAYS} days again.`,
        );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  await reportCommands(l, done, unread);
}

/**
 * A spec pull request a person closed without merging holds its spec, before the schedule job
 * reads the plan; one reopened lifts it (core/hold.ts).
 */
async function refreshHolds(l: Listener, pulls: SpecPull[]): Promise<void> {
  try {
    await updateHolds({
      git: l.git,
      octokit: l.octokit,
      repo: l.repo,
      prefix: l.settings.branchPrefix,
      base: l.base,
      view: await planView(l),
      openHeads: new Set(pulls.map((p) => p.head)),
      ralphLogin: l.settings.ralphLogin,
      log: core,
    });
  } catch (err) {
    // Every run works the holds out afresh (nothing is lost), and the writer checks again
    // before it opens a pull request: a warning, and the commands go on.
    core.warning(`Could not bring the holds of closed pull requests up to date: ${(err as Error).message}`);
  }
}

/** The `handled` output and the run's summary. */
async function reportCommands(l: Listener, done: Handled[], unread: string[]): Promise<void> {
  core.setOutput('handled', String(done.length));
  const summary = ['## Ralph: commands', ''];
  summary.push(
    done.length > 0
      ? markdownTable([
          ['Where', 'Who', 'What'],
          ...done.map((d) => [`#${d.where}`, d.author, d.what.split('\n')[0]!]),
        ])
      : `No command or review waits for Ralph (looked back ${LOOKBACK_DAYS} days).`,
    '',
  );
  if (l.statusTable) summary.push('### The plan', '', l.statusTable, '');
  if (unread.length > 0) summary.push('### Read next time', '', ...unread.map((f) => `- ${f}`), '');
  await core.summary.addRaw(summary.join('\n')).write();
}
