import { relative } from 'node:path';
import * as core from '@actions/core';
import { authConfig, Git } from '../adapters/git.js';
import {
  createOctokit,
  dispatchWorkflow,
  ensureTrackingIssue,
  type GitHubClient,
  type Repo,
  upsertComment,
  upsertPullRequest,
} from '../adapters/github.js';
import { loadPlan, parsePlanText, updatePlan } from '../adapters/plan-file.js';
import { appendProgress } from '../adapters/progress-file.js';
import { fetchBranches, REMOTE, squashSpecBranch } from '../adapters/spec-branch.js';
import { specCommitMessage } from '../core/git-text.js';
import {
  blockedCommentBody,
  blockedMarker,
  pullRequestBody,
  pullRequestTitle,
  trackingIssueBody,
  trackingIssueTitle,
} from '../core/github-text.js';
import { isDone, lastAttempt, type Spec } from '../core/plan.js';
import { markdownTable, statusRows } from '../core/report.js';
import { schedule } from '../core/schedule.js';
import { runContext } from './context.js';
import type { ActionSettings } from './inputs.js';
import { baseBranch } from './run.js';
import { remotePlanView } from './schedule.js';

interface PullRequestLine {
  spec: string;
  number: number;
  url: string;
  action: 'opened' | 'updated' | 'unchanged';
}

interface CommentLine {
  spec: string;
  task: string;
  issue: number;
  url: string;
  action: 'created' | 'updated' | 'unchanged';
}

/**
 * `command: finalize`: for every spec whose tasks are all completed on its branch, rewrites the
 * branch to one commit on top of the base and opens or updates its pull request; for every
 * blocked task, creates or updates its comment on the spec's tracking issue; writes the run's
 * summary; dispatches the next run when work remains and `dispatch-next` is on. Every write is
 * idempotent: a re-run changes nothing.
 */
export async function finalizeStep(settings: ActionSettings): Promise<void> {
  const ctx = runContext();
  if (!settings.token)
    throw new Error(
      "The 'finalize' command needs the 'github-token' input (the default is the job's token).",
    );
  const repo: Repo = { owner: ctx.owner, repo: ctx.repo };
  const git = new Git(settings.workspace, authConfig(ctx.serverUrl, settings.token));
  const octokit = createOctokit(settings.token, {
    baseUrl: ctx.apiUrl,
    log: (m) => core.info(m),
    spaceWrites: process.env.RALPH_GITHUB_WRITE_SPACING !== '0',
  });
  const planFile = relative(settings.workspace, settings.planPath);
  const base = await baseBranch(git, settings);

  core.startGroup('Fetch spec branches');
  await fetchBranches(git);
  core.endGroup();
  const view = await remotePlanView(git, settings, base);

  const pulls: PullRequestLine[] = [];
  const comments: CommentLine[] = [];
  const specs = new Map<string, Spec>(view.plan.specs.map((s) => [s.id, s]));
  try {
    for (const [specId, branch] of view.branches) {
      const spec = specs.get(specId)!;
      const merged = spec.tasks.every((t) => isDone(view.baseStatus.get(t.id)));
      if (merged || !spec.tasks.every((t) => isDone(t.status))) continue;
      core.startGroup(`Spec ${specId}: one commit on ${base}, pull request`);
      const squash = await squashSpecBranch(git, {
        branch,
        base,
        specId,
        message: specCommitMessage(spec),
        stage: [planFile, 'PROGRESS.md', '.gitattributes'],
        prepare: async (taskCommits) => {
          await updatePlan(settings.planPath, (plan) => {
            const s = plan.specs.find((x) => x.id === specId)!;
            s.status = 'completed';
            for (const t of s.tasks) if (!t.commit && taskCommits.has(t.id)) t.commit = taskCommits.get(t.id);
          });
          const finished = loadPlan(settings.planPath).plan.specs.find((x) => x.id === specId)!;
          appendProgress(settings.workspace, finished, new Date().toISOString());
        },
      });
      core.info(
        `${branch}: ${squash.rewritten ? 'rewritten to' : 'already'} one commit ${squash.sha.slice(0, 7)}`,
      );
      const finished = (await specOnBranch(git, branch, planFile, specId)) ?? spec;
      specs.set(specId, finished);
      const pr = await upsertPullRequest(octokit, repo, {
        head: branch,
        base,
        title: pullRequestTitle(finished),
        body: pullRequestBody(finished, { planFile }),
      });
      pulls.push({
        spec: specId,
        number: pr.number,
        url: pr.url,
        action: pr.created ? 'opened' : pr.updated ? 'updated' : 'unchanged',
      });
      core.info(`Pull request #${pr.number} ${pulls.at(-1)!.action}: ${pr.url}`);
      core.endGroup();
    }
  } finally {
    await git.exec(['checkout', '--quiet', base], { allowFailure: true });
  }

  for (const spec of specs.values()) {
    for (const task of spec.tasks) {
      if (task.status !== 'blocked') continue;
      const issue =
        spec.issue ?? settings.issueNumber ?? (await trackingIssue(octokit, repo, spec, planFile));
      const last = lastAttempt(task);
      const c = await upsertComment(
        octokit,
        repo,
        issue,
        blockedMarker(task.id),
        blockedCommentBody(spec, task, {
          runUrl: last?.runUrl,
          artifact: last?.artifact,
          branch: view.branches.get(spec.id),
          planFile,
        }),
      );
      comments.push({
        spec: spec.id,
        task: task.id,
        issue,
        url: c.url,
        action: c.created ? 'created' : c.updated ? 'updated' : 'unchanged',
      });
      core.info(`Blocked ${task.id}: comment ${comments.at(-1)!.action} on #${issue}`);
    }
  }

  const plan = { ...view.plan, specs: [...specs.values()] };
  const next = schedule(plan, {
    maxAttempts: settings.maxAttempts,
    baseStatus: view.baseStatus,
    branchPrefix: settings.branchPrefix,
  });
  let dispatched = false;
  // Only a run that moved something dispatches the next: a step that fails before any
  // attempt is recorded must not loop the workflow forever.
  const progressed = plan.specs.some((s) =>
    s.tasks.some((t) =>
      t.attempts?.some((a) => ctx.runId && a.runUrl?.includes(`/actions/runs/${ctx.runId}/`)),
    ),
  );
  if (settings.dispatchNext && next.ready.length > 0 && !progressed)
    core.warning('Work remains, but no task recorded an attempt in this run; not dispatching another run.');
  if (settings.dispatchNext && next.ready.length > 0 && progressed) {
    const workflow = settings.workflow ?? ctx.workflowFile;
    if (!workflow)
      core.warning(
        "Work remains, but this run's workflow file is unknown; set the 'workflow' input to dispatch the next run.",
      );
    else {
      await dispatchWorkflow(octokit, repo, workflow, base);
      dispatched = true;
      core.info(`Dispatched ${workflow} on ${base}: ${next.ready.length} task(s) ready`);
    }
  }

  core.setOutput('pull-requests', JSON.stringify(pulls));
  const summary = ['## Ralph: finalize', ''];
  if (pulls.length > 0)
    summary.push(
      '### Pull requests',
      '',
      markdownTable([
        ['Spec', 'Pull request', ''],
        ...pulls.map((p) => [p.spec, `[#${p.number}](${p.url})`, p.action]),
      ]),
      '',
    );
  if (comments.length > 0)
    summary.push(
      '### Blocked tasks',
      '',
      markdownTable([
        ['Spec', 'Task', 'Comment', ''],
        ...comments.map((c) => [c.spec, c.task, `[#${c.issue}](${c.url})`, c.action]),
      ]),
      '',
    );
  summary.push(
    '### Plan',
    '',
    markdownTable(statusRows(plan, next, true)),
    '',
    next.ready.length > 0
      ? `${next.ready.length} task(s) ready for the next run${dispatched ? ' (dispatched)' : ''}.`
      : 'No task is ready for another run.',
    '',
  );
  await core.summary.addRaw(summary.join('\n')).write();
}

/** The spec's entry as the pushed branch has it. */
async function specOnBranch(
  git: Git,
  branch: string,
  planFile: string,
  specId: string,
): Promise<Spec | undefined> {
  const text = await git.show(`refs/remotes/${REMOTE}/${branch}`, planFile);
  return text === undefined
    ? undefined
    : parsePlanText(text, `${branch}:${planFile}`).plan.specs.find((s) => s.id === specId);
}

const trackingIssues = new Map<string, number>();

async function trackingIssue(
  octokit: GitHubClient,
  repo: Repo,
  spec: Spec,
  planFile: string,
): Promise<number> {
  const known = trackingIssues.get(spec.id);
  if (known) return known;
  const n = await ensureTrackingIssue(octokit, repo, {
    specId: spec.id,
    title: trackingIssueTitle(spec),
    body: trackingIssueBody(spec, { planFile }),
  });
  trackingIssues.set(spec.id, n);
  return n;
}
