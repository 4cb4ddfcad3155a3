import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as core from '@actions/core';
import type { Git } from '../adapters/git.js';
import {
  changesRequested,
  checksOf,
  collaboratorCanWrite,
  dispatchWorkflow,
  ensureTrackingIssue,
  openSpecPulls,
  squashMerge,
  upsertComment,
  upsertPullRequest,
  whoAmI,
} from '../adapters/github.js';
import { changeRefusals } from '../adapters/patch-check.js';
import { editPlanText, parsePlanText } from '../adapters/plan-file.js';
import {
  commitTree,
  fetchBranches,
  mergeTrees,
  oneSpecCommit,
  pushLeased,
  REMOTE,
  remoteSha,
  startCommit,
  TreeEditor,
  taskCommitsBetween,
  treeOf,
} from '../adapters/spec-branch.js';
import {
  claimHolds,
  concludeAttempt,
  outcomeAndStatus,
  recordAttempt,
  type Verdict,
} from '../core/attempt.js';
import { followUpId } from '../core/commands.js';
import { progressEntry, progressPath, specCommitMessage, taskCommitMessage } from '../core/git-text.js';
import {
  blockedCommentBody,
  blockedMarker,
  pullRequestBody,
  pullRequestTitle,
  trackingIssueBody,
  trackingIssueTitle,
} from '../core/github-text.js';
import { agentUsage } from '../core/outcomes.js';
import { DEFAULT_PROTECTED_PATHS } from '../core/patch-rules.js';
import {
  formatUsd,
  isDone,
  lastAttempt,
  nextAttemptNumber,
  type Plan,
  type Spec,
  type TaskStatus,
  taskMaxCostUsd,
} from '../core/plan.js';
import { findTask } from '../core/prompt.js';
import { budgetLine, markdownTable, showsCost, statusRows } from '../core/report.js';
import { DEFAULT_MAX_ATTEMPTS, schedule } from '../core/schedule.js';
import {
  ATTEMPT_FILES,
  type AttemptReport,
  AttemptReportSchema,
  type MatrixEntry,
  parseMatrix,
  recordedOnBranch,
  SCHEDULE_ARTIFACT,
} from '../core/task-job.js';
import { type RunContext, writerFor } from './context.js';
import { updateHolds } from './holds.js';
import type { ActionSettings } from './inputs.js';
import { planPicture } from './plan-picture.js';
import { baseBranch } from './run.js';
import { remotePlanView } from './schedule.js';
import { quote, untrustedMessage } from './untrusted-log.js';

interface RecordLine {
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

/** The writer's context: one fresh clone, the token only in git's environment, one Octokit. */
interface Writer {
  git: Git;
  ctx: RunContext;
  settings: ActionSettings;
  planFile: string;
  base: string;
  protectedPaths: string[];
  indexFile: string;
}

/**
 * `command: finalize`, the run's one writer (DESIGN.md C6, C7). It runs no code from the
 * repository or the artifacts: it works on git objects through a private index, never a work
 * tree, with hooks and config-driven programs off. In order:
 * 1. records each task job's attempt on its spec branch: the anchors from the schedule job's
 *    matrix, the outcome and gate results from the attempt artifact, and the patch only after
 *    checking what it changes (core/patch-rules.ts: never the plan, `.github/`, protected
 *    paths, CODEOWNERS, `.gitmodules`, `.gitattributes`, `.lfsconfig`, a name with a control
 *    character, a file over `max-file-size`, a symlink or a submodule); the plan update is its
 *    own minimal edit;
 * 2. rewrites each finished spec to one commit on top of the base, and rebuilds each spec's
 *    pull request whose base moved;
 * 3. opens or updates the pull requests and the blocked-task comments;
 * 4. writes the summary and dispatches the next run when this one moved something.
 * A failed write does not stop the others: the job fails at the end, naming each.
 */
export async function finalizeStep(settings: ActionSettings): Promise<void> {
  const { ctx, repo, git, octokit } = writerFor(settings);
  const planFile = relative(settings.workspace, settings.planPath);
  const base = await baseBranch(git, settings);
  const scratch = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'ralph-writer-'));
  const w: Writer = {
    git,
    ctx,
    settings,
    planFile,
    base,
    protectedPaths: [...DEFAULT_PROTECTED_PATHS, ...settings.protectedPaths],
    indexFile: join(scratch, 'index'),
  };
  const failures: string[] = [];
  /** Runs one write; a failure is logged and remembered, and the next write goes on. */
  const guarded = async <T>(what: string, fn: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await fn();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      failures.push(`${what}: ${message}`);
      core.error(untrustedMessage(`${what}: ${message}`));
      return undefined;
    }
  };

  try {
    core.startGroup('Fetch the base and the spec branches');
    await fetchBranches(git);
    core.endGroup();

    // 1. Each task job's attempt, on its spec branch.
    const scheduled = settings.matrix ? parseMatrix(settings.matrix, "The input 'matrix'") : [];
    // No task job ran (an earlier job failed and the task job was skipped): nothing was tried,
    // so nothing is recorded and no retry is spent. Only a task job that ran leaves an attempt.
    const entries = settings.taskResult === 'skipped' ? [] : scheduled;
    if (entries.length < scheduled.length)
      core.notice(
        `No task job ran in this run (needs.task.result is skipped): the ${scheduled.length} scheduled task${scheduled.length === 1 ? '' : 's'} stay as they are and run next time.`,
      );
    const attemptsDir = settings.attempts ?? join(process.env.RUNNER_TEMP ?? '', 'ralph', 'attempts');
    const records: RecordLine[] = [];
    for (const entry of entries) {
      core.startGroup(`Record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`);
      const line = await guarded(`record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`, () =>
        recordEntry(w, entry, artifactDir(attemptsDir, entry.artifact)),
      );
      if (line) {
        records.push(line);
        core.info(
          `${line.task}: ${outcomeAndStatus(line.outcome, line.status)}${line.note ? ` (${quote(line.note)})` : ''}`,
        );
      }
      core.endGroup();
    }

    const view = await remotePlanView(git, settings, base);
    // A finished spec without an open pull request: was its last one closed without merging? A
    // person said no then, and no new pull request is opened (core/hold.ts).
    const finished = [...view.branches.keys()].filter((id) => {
      const spec = view.plan.specs.find((s) => s.id === id)!;
      return (
        spec.tasks.every((t) => isDone(t.status)) &&
        !spec.tasks.every((t) => isDone(view.baseStatus.get(t.id)))
      );
    });
    if (finished.length > 0)
      await guarded('bring the holds up to date', async () => {
        const open = await openSpecPulls(octokit, repo, settings.branchPrefix);
        await updateHolds({
          git,
          octokit,
          repo,
          prefix: settings.branchPrefix,
          base,
          view,
          openHeads: new Set(open.map((p) => p.head)),
        });
      });
    const specs = new Map<string, Spec>(view.plan.specs.map((s) => [s.id, s]));

    // 2. and 3. One commit per finished spec on the current base, and its pull request.
    const pulls: PullRequestLine[] = [];
    for (const [specId, branch] of view.branches) {
      const spec = specs.get(specId)!;
      const merged = spec.tasks.every((t) => isDone(view.baseStatus.get(t.id)));
      if (merged || !spec.tasks.every((t) => isDone(t.status))) continue;
      if (spec.status === 'held') {
        core.info(`${branch}: held, no pull request (${spec.heldReason}).`);
        continue;
      }
      core.startGroup(`Spec ${specId}: one commit on ${base}, pull request`);
      const done = await guarded(`squash ${branch} onto ${base}`, () => finishSpec(w, spec, branch));
      if (done) {
        core.info(
          `${branch}: ${done.action} (${done.sha.slice(0, 7)})${done.note ? `: ${quote(done.note)}` : ''}`,
        );
        const finished = (await specOnBranch(git, branch, planFile, specId)) ?? spec;
        specs.set(specId, finished);
        const note = done.note;
        const pr = await guarded(`open or update the pull request of ${branch}`, () =>
          upsertPullRequest(octokit, repo, {
            head: branch,
            base,
            title: pullRequestTitle(finished),
            body:
              pullRequestBody(finished, {
                planFile,
                autoMerge: settings.autoMerge,
                plan: { ...view.plan, specs: [...specs.values()] },
              }) + (note ? `\n\n> [!WARNING]\n> ${note}\n` : ''),
          }),
        );
        if (pr) {
          pulls.push({
            spec: specId,
            number: pr.number,
            url: pr.url,
            action: pr.created ? 'opened' : pr.updated ? 'updated' : 'unchanged',
          });
          core.info(`Pull request #${pr.number} ${pulls.at(-1)!.action}: ${pr.url}`);
        }
      }
      core.endGroup();
    }

    // Auto-merge (opt-in): a finished spec's pull request whose checks all passed and that no
    // review holds back is squash-merged, so the specs that depend on it go on.
    const merges: Array<{ spec: string; number: number; sha: string }> = [];
    if (settings.autoMerge && pulls.length > 0)
      await guarded('auto-merge', async () => {
        const open = await openSpecPulls(octokit, repo, settings.branchPrefix);
        for (const line of pulls) {
          const pull = open.find((p) => p.number === line.number);
          if (!pull) continue;
          await guarded(`auto-merge #${pull.number}`, async () => {
            // A writer's review that requests changes holds it back until its follow-up task is
            // done; anyone else's does not (they are not heard).
            const spec = specs.get(line.spec)!;
            const holding = [];
            for (const r of await changesRequested(octokit, repo, pull.number)) {
              const task = spec.tasks.find((t) => t.id === followUpId(spec, `review-${r.reviewId}`));
              if (task && isDone(task.status)) continue;
              if (await collaboratorCanWrite(octokit, repo, r.login)) holding.push(r.login);
            }
            if (holding.length > 0)
              return core.info(`#${pull.number} not merged: ${holding.join(', ')} requested changes.`);
            const checks = await checksOf(octokit, repo, pull.headSha);
            if (checks.state !== 'passed')
              return core.info(
                `#${pull.number} not merged: its checks ${checks.state === 'failed' ? `failed (${checks.failed.join(', ')})` : checks.state === 'pending' ? 'still run' : 'have not run'}.`,
              );
            const sha = await squashMerge(
              octokit,
              repo,
              pull.number,
              pull.headSha,
              pullRequestTitle(specs.get(line.spec)!),
            );
            merges.push({ spec: line.spec, number: pull.number, sha });
            core.info(`#${pull.number} merged (${sha.slice(0, 7)}): its checks passed.`);
          });
        }
      });

    // Blocked tasks: one comment each on the spec's tracking issue, updated in place.
    const comments: CommentLine[] = [];
    const issues = new Map<string, number>();
    // Ralph writes only into comments and issues it opened itself, known by their author.
    const me = await guarded('find which account the token acts as', () =>
      whoAmI(octokit, settings.ralphLogin),
    );
    for (const spec of specs.values()) {
      for (const task of spec.tasks) {
        if (task.status !== 'blocked') continue;
        await guarded(`comment on blocked task ${task.id}`, async () => {
          let issue = spec.issue ?? settings.issueNumber ?? issues.get(spec.id);
          if (issue === undefined) {
            issue = await ensureTrackingIssue(octokit, repo, {
              specId: spec.id,
              title: trackingIssueTitle(spec),
              body: trackingIssueBody(spec, { planFile }),
              author: me,
            });
            issues.set(spec.id, issue);
          }
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
              plan: { ...view.plan, specs: [...specs.values()] },
            }),
            me,
          );
          comments.push({
            spec: spec.id,
            task: task.id,
            issue,
            url: c.url,
            action: c.created ? 'created' : c.updated ? 'updated' : 'unchanged',
          });
          core.info(`Blocked ${task.id}: comment ${comments.at(-1)!.action} on #${issue}`);
        });
      }
    }

    // 4. The next run, when this one moved something and work remains. After an auto-merge, what
    // is next is read from the merged base (see mergedBaseView).
    const merged =
      merges.length > 0 ? await guarded(`read ${base} after the merges`, () => mergedBaseView(w)) : undefined;
    const plan: Plan = merged?.plan ?? { ...view.plan, specs: [...specs.values()] };
    const next = schedule(plan, {
      maxAttempts: settings.maxAttempts,
      baseStatus: merged?.baseStatus ?? view.baseStatus,
      branchPrefix: settings.branchPrefix,
    });
    let dispatched = false;
    // Only a run that recorded an attempt dispatches the next: a run that fails before any
    // attempt is recorded must not loop the workflow forever.
    const progressed = records.some((r) => r.status !== 'unchanged') || merges.length > 0;
    if (settings.dispatchNext && next.ready.length > 0) {
      if (!progressed)
        core.warning('Work remains, but no attempt was recorded in this run; not dispatching another run.');
      else {
        const workflow = settings.workflow ?? ctx.workflowFile;
        if (!workflow)
          core.warning(
            "Work remains, but this run's workflow file is unknown; set the 'workflow' input to dispatch the next run.",
          );
        else
          dispatched =
            (await guarded(`dispatch ${workflow} on ${base}`, async () => {
              await dispatchWorkflow(octokit, repo, workflow, base);
              core.info(
                `Dispatched ${workflow} on ${base}: ${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready`,
              );
              return true;
            })) ?? false;
      }
    }

    core.setOutput('pull-requests', JSON.stringify(pulls));
    // What the attempts this run recorded cost, as their agents reported it.
    const runCost = records.reduce((sum, r) => sum + (r.status === 'unchanged' ? 0 : (r.costUsd ?? 0)), 0);
    core.setOutput('cost-usd', String(Math.round(runCost * 1e6) / 1e6));
    const summary = ['## Ralph: finalize', ''];
    if (records.length > 0)
      summary.push(
        '### Attempts',
        '',
        markdownTable([
          ['Spec', 'Task', 'Attempt', 'Outcome', 'Status', ''],
          ...records.map((r) => [r.spec, r.task, String(r.attempt), r.outcome, r.status, r.note]),
        ]),
        '',
      );
    const refused = records.flatMap((r) =>
      (r.refused ?? []).map((why) => `- ${r.task} attempt ${r.attempt}: ${escapeHtml(why)}`),
    );
    if (refused.length > 0) summary.push('### Refused changes', '', ...refused, '');
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
    if (merges.length > 0)
      summary.push(
        '### Merged',
        '',
        ...merges.map((m) => `- #${m.number} (spec \`${m.spec}\`), ${m.sha.slice(0, 7)}: its checks passed`),
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
    if (failures.length > 0)
      summary.push('### Failed', '', ...failures.map((f) => `- ${f.replace(/\n/g, ' ')}`), '');
    summary.push(
      '### Plan',
      '',
      markdownTable(statusRows(plan, next, true)),
      '',
      await planPicture(plan, next, { git, ref: `refs/remotes/${REMOTE}/${base}`, planFile }),
      '',
      ...(runCost > 0 || showsCost(plan, next)
        ? [`Cost of this run: ${formatUsd(runCost)}. ${budgetLine(next.budget)}.`, '']
        : []),
      next.ready.length > 0
        ? `${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready for the next run${dispatched ? ' (dispatched)' : ''}.`
        : next.budget.spent
          ? `No task starts another run: ${next.budget.spent}.`
          : 'No task is ready for another run.',
      '',
    );
    await core.summary.addRaw(summary.join('\n')).write();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (failures.length > 0)
    throw new Error(
      `${failures.length} write${failures.length === 1 ? '' : 's'} failed; the others were done:\n${failures.map((f) => `- ${f}`).join('\n')}`,
    );
}

/**
 * The plan as the next run will see it, once this run's auto-merges are in the base: the base and
 * the spec branches fetched again, read as the schedule job reads them. A task that waited on a
 * merged spec is ready now, and this run must dispatch the next itself: a merge made with the
 * run's GITHUB_TOKEN fires no `pull_request` event on GitHub (GitHub starts no workflow for an
 * event that token caused, except a dispatch), so the listen job never hears of it, and the
 * dependents would wait for the next scheduled run.
 */
async function mergedBaseView(w: Writer): Promise<Awaited<ReturnType<typeof remotePlanView>>> {
  await fetchBranches(w.git);
  return remotePlanView(w.git, w.settings, w.base);
}

/**
 * Where download-artifact put an artifact: a folder named after it. The schedule job's artifact
 * makes sure there are two or more (a single match would be extracted straight into the path,
 * where one task's artifact could hold a folder named after another's).
 */
function artifactDir(root: string, name: string): string {
  if (existsSync(join(root, ATTEMPT_FILES.report)))
    throw new Error(
      `${root} holds an attempt report of its own: the artifacts were downloaded without a folder each (is the schedule job's artifact, ${SCHEDULE_ARTIFACT}, missing?); nothing is recorded from them.`,
    );
  return join(root, name);
}

/** The attempt artifact's report, checked; undefined with the reason when there is none or it is malformed. */
function readReport(dir: string, entry: MatrixEntry): { report?: AttemptReport; problem?: string } {
  const file = join(dir, ATTEMPT_FILES.report);
  if (!existsSync(file))
    return {
      problem:
        'the task job left no attempt artifact (it failed before its record step, timed out or was cancelled)',
    };
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    return {
      problem: `the attempt artifact's ${ATTEMPT_FILES.report} is not JSON (${(err as Error).message})`,
    };
  }
  const r = AttemptReportSchema.safeParse(value);
  if (!r.success)
    return {
      problem: `the attempt artifact's ${ATTEMPT_FILES.report} is malformed (${r.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')})`,
    };
  if (r.data.spec !== entry.spec || r.data.task !== entry.task || r.data.attempt !== entry.attempt)
    return {
      problem: `the attempt artifact is about ${r.data.spec}/${r.data.task} attempt ${r.data.attempt}, not this job's`,
    };
  return { report: r.data };
}

/** The plan at a commit, parsed, with its text. */
async function planAt(w: Writer, commit: string): Promise<{ text: string; plan: Plan }> {
  const text = await w.git.show(commit, w.planFile);
  if (text === undefined) throw new Error(`${w.planFile} does not exist at ${commit.slice(0, 7)}.`);
  return { text, plan: parsePlanText(text, `${commit.slice(0, 7)}:${w.planFile}`).plan };
}

/**
 * Records one task job's attempt on its spec branch: the commit it started from (the writer
 * makes the same base merge the job made), the patch when the attempt passed and the patch
 * holds, and the plan's record of the attempt, as one commit pushed with a lease.
 */
async function recordEntry(w: Writer, entry: MatrixEntry, dir: string): Promise<RecordLine> {
  const { git } = w;
  const line = (outcome: string, status: RecordLine['status'], note = ''): RecordLine => ({
    spec: entry.spec,
    task: entry.task,
    attempt: entry.attempt,
    outcome,
    status,
    note,
  });
  let refusedPush: string | undefined;
  for (let round = 1; ; round++) {
    // Recorded already (a re-run of this job), by what the branch says, never by the artifact.
    const tip = await remoteSha(git, entry.branch);
    const recorded = tip ? recordedOnBranch((await planAt(w, tip)).plan, entry) : undefined;
    if (recorded) return line('recorded already', 'unchanged', recorded);
    const read = readReport(dir, entry);
    // A task job that stopped before its agent ran (a configuration error, said in its log)
    // costs no attempt; the writer fails, naming it, and the next run tries again.
    if (read.report?.setupError)
      throw new Error(`the task job stopped before the agent ran: ${read.report.setupError}`);
    const report = read.report?.alreadyRecorded ? undefined : read.report;
    const problem = read.report?.alreadyRecorded
      ? `the task job said attempt ${entry.attempt} was recorded, and ${entry.branch} does not record it`
      : read.problem;

    const { sha: start } = await startCommit(git, {
      start: entry.start,
      baseSha: entry['base-sha'],
      branch: entry.branch,
      base: entry.base,
    });
    const before = await planAt(w, start);
    const found = findTask(before.plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
      throw new Error(
        `${w.planFile} at ${start.slice(0, 7)} has no task ${entry.task} in spec ${entry.spec}.`,
      );
    if (nextAttemptNumber(found.task) !== entry.attempt)
      throw new Error(
        `${w.planFile} at ${start.slice(0, 7)} says ${entry.task}'s next attempt is ${nextAttemptNumber(found.task)}, the matrix ${entry.attempt}.`,
      );

    // The attempt's change, checked by what git says it changes, never by what the job says.
    const editor = new TreeEditor(git, w.indexFile);
    const problems = [...(report?.claimProblems ?? [])];
    // The patch rules' refusals, one per file: each is named in the summary.
    const refusals: string[] = [];
    if (refusedPush) problems.push(`GitHub refused the push of the attempt's change: ${refusedPush}`);
    let patched = false;
    const claimsPass = report !== undefined && claimHolds(report.agent, problems, report.gates);
    if (report && claimsPass) {
      try {
        patched = await applyPatch(w, editor, start, dir, report, problems, refusals);
      } catch (err) {
        problems.push(`the attempt's patch could not be applied: ${(err as Error).message.slice(0, 500)}`);
        patched = false;
      }
    }
    if (!patched) await editor.read(start);

    const agent = report?.agent ?? {
      outcome: 'crashed' as const,
      reason: problem,
      exitCode: null,
      durationMs: 0,
    };
    const { verdict } = concludeAttempt({
      agent,
      problems,
      gates: report?.gates ?? [],
      expected: before.plan.gates,
    });
    const maxAttempts = w.settings.maxAttempts ?? before.plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const { startedAt, finishedAt, durationMs } = attemptTimes(report);
    const after = structuredClone(before.plan);
    const task = findTask(after, entry.task)!.task;
    const status = recordAttempt(
      task,
      verdict,
      {
        startedAt,
        finishedAt,
        durationMs,
        ...agentUsage(report?.agent),
        runUrl: w.ctx.runUrl,
        artifact: verdict.outcome === 'passed' || !report ? undefined : entry.artifact,
      },
      maxAttempts,
      taskMaxCostUsd(after, task),
    );
    await editor.put(w.planFile, editPlanText(before.text, after, `${entry.branch}:${w.planFile}`));
    const commit = await commitTree(
      git,
      await editor.write(),
      [start],
      taskCommitMessage(
        found.spec,
        found.task,
        verdict.outcome === 'passed' ? 'complete' : `attempt ${entry.attempt} (${verdict.outcome}) of`,
      ),
    );
    // The branch must still be where the job started; a push someone made since is kept.
    const onto = tip && tip !== entry.start ? await replay(w, commit, tip) : commit;
    try {
      if (await pushLeased(git, entry.branch, onto, tip))
        return {
          ...line(verdict.outcome, status, summaryNote(verdict)),
          costUsd: report?.agent.costUsd,
          refused: refusals,
        };
    } catch (err) {
      // GitHub refused what the change holds (a file over its limits, a push rule): the attempt
      // is recorded as rejected, with the plan's record alone.
      if (!patched) throw err;
      refusedPush = (err as Error).message.slice(0, 500);
      continue;
    }
    if (round >= 3)
      throw new Error(`${entry.branch} kept moving while Ralph pushed; run the workflow again.`);
    await fetchBranches(git, [`+refs/heads/${entry.branch}:refs/remotes/${REMOTE}/${entry.branch}`]);
  }
}

/**
 * Applies the attempt's patch to the start commit's tree in the private index and checks what
 * git says it changes; pushes the problems it finds. True when the patch holds.
 */
async function applyPatch(
  w: Writer,
  editor: TreeEditor,
  start: string,
  dir: string,
  report: AttemptReport,
  problems: string[],
  refusals: string[],
): Promise<boolean> {
  await editor.read(start);
  const patchFile = join(dir, ATTEMPT_FILES.patch);
  if (!report.patch || !existsSync(patchFile) || !statSync(patchFile).isFile()) {
    problems.push('the attempt artifact has no patch');
    return false;
  }
  const error = await editor.apply(readFileSync(patchFile));
  if (error) {
    problems.push(`the attempt's patch does not apply to its start commit: ${error}`);
    return false;
  }
  const { changes, refused } = await changeRefusals(w.git, start, await editor.write(), {
    planFile: w.planFile,
    protectedPaths: w.protectedPaths,
    maxFileBytes: w.settings.maxFileBytes,
  });
  if (changes.length === 0) problems.push('the agent claimed done but changed no file');
  problems.push(...refused);
  refusals.push(...refused);
  return refused.length === 0 && changes.length > 0;
}

/** The attempt's times as the report gives them when they are sane, else the writer's clock. */
function attemptTimes(report: AttemptReport | undefined): {
  startedAt: string;
  finishedAt: string;
  durationMs: number;
} {
  const now = Date.now();
  const sane = (iso: string | undefined) => {
    const t = iso ? Date.parse(iso) : Number.NaN;
    // Within the last week and not in the future (a minute's clock skew allowed).
    return Number.isFinite(t) && t <= now + 60_000 && t >= now - 7 * 86_400_000 ? t : undefined;
  };
  const finished = sane(report?.finishedAt) ?? now;
  const started = Math.min(sane(report?.startedAt) ?? finished, finished);
  return {
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(finished).toISOString(),
    durationMs: finished - started,
  };
}

function summaryNote(verdict: Verdict): string {
  return verdict.outcome === 'passed' ? '' : (verdict.summary.split('\n')[0] ?? '').slice(0, 200);
}

/** `commit` (made on `start`) replayed onto `tip`, which moved since: a three-way merge of its change. */
async function replay(w: Writer, commit: string, tip: string): Promise<string> {
  const m = await mergeTrees(w.git, tip, commit);
  if (m.tree === undefined)
    throw new Error(
      `the spec branch moved since the task job started, and the attempt conflicts with it in ${m.conflicts.join(', ')}`,
    );
  const message = (await w.git.exec(['show', '-s', '--format=%B', commit])).stdout;
  return commitTree(w.git, m.tree, [tip], message);
}

/**
 * A finished spec as one commit on the base's tip: the spec's tree (merged with the base when
 * the base moved on), the plan's spec marked completed with each task's commit, and the spec's
 * progress file. A branch that already is that commit on the current base is left as it is; one
 * on an older base is rebuilt on the new one. What cannot be put on the base without a conflict
 * stays on the fork point, and the note says so on the pull request.
 */
async function finishSpec(
  w: Writer,
  spec: Spec,
  branch: string,
): Promise<{ sha: string; action: 'unchanged' | 'squashed' | 'rebuilt'; note?: string }> {
  const { git } = w;
  const tip = (await remoteSha(git, branch))!;
  const baseTip = await remoteSha(git, w.base);
  if (!baseTip)
    throw new Error(`${REMOTE}/${w.base} is not in this checkout; check out with fetch-depth: 0.`);
  const single = await oneSpecCommit(git, tip, spec.id);
  if (single) {
    if (single.parent === baseTip) return { sha: tip, action: 'unchanged' };
    if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
      return { sha: tip, action: 'unchanged' };
    // The base moved under an open pull request: the same change on the new base.
    const m = await mergeTrees(git, baseTip, tip);
    if (m.tree === undefined)
      return {
        sha: tip,
        action: 'unchanged',
        note: `This branch cannot be rebuilt on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}. Merge ${w.base} into ${branch} and resolve it.`,
      };
    const sha = await commitTree(git, m.tree, [baseTip], single.message);
    if (!(await pushLeased(git, branch, sha, tip)))
      throw new Error(`${branch} moved while Ralph rebuilt it.`);
    return { sha, action: 'rebuilt' };
  }

  const forkPoint = await git.out(['merge-base', baseTip, tip]);
  const taskCommits = await taskCommitsBetween(git, forkPoint, tip);
  let parent = baseTip;
  let tree: string;
  let note: string | undefined;
  if (await git.try(['merge-base', '--is-ancestor', baseTip, tip])) tree = await treeOf(git, tip);
  else {
    const m = await mergeTrees(git, tip, baseTip);
    if (m.tree !== undefined) tree = m.tree;
    else {
      parent = forkPoint;
      tree = await treeOf(git, tip);
      note = `This spec's commit could not be put on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}; it is on ${forkPoint.slice(0, 7)}. Merge ${w.base} into ${branch} and resolve it.`;
    }
  }
  const before = await planAt(w, tip);
  const after = structuredClone(before.plan);
  const s = after.specs.find((x) => x.id === spec.id)!;
  s.status = 'completed';
  for (const t of s.tasks) if (!t.commit && taskCommits.has(t.id)) t.commit = taskCommits.get(t.id);
  const editor = new TreeEditor(git, w.indexFile);
  await editor.read(tree);
  await editor.put(w.planFile, editPlanText(before.text, after, `${branch}:${w.planFile}`));
  await editor.put(progressPath(spec.id), progressEntry(s, new Date().toISOString()));
  const sha = await commitTree(git, await editor.write(), [parent], specCommitMessage(s));
  if (!(await pushLeased(git, branch, sha, tip))) throw new Error(`${branch} moved while Ralph squashed it.`);
  return { sha, action: 'squashed', note };
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

/** Text for the summary's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
