// Phase 1 of the writer: each task job's attempt, recorded on its spec branch. The anchors come
// from the schedule job's matrix, the outcome and gate results from the attempt artifact, and
// the patch only after checking what git says it changes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '../../adapters/actions-core.js';
import { changeRefusals } from '../../adapters/patch-check.js';
import { editPlanText } from '../../adapters/plan-file.js';
import {
  commitTree,
  fetchBranches,
  mergeTrees,
  pushLeased,
  REMOTE,
  remoteSha,
  startCommit,
  TreeEditor,
} from '../../adapters/spec-branch.js';
import { quote } from '../../adapters/task-job/index.js';
import {
  claimHolds,
  concludeAttempt,
  outcomeAndStatus,
  recordAttempt,
  type Verdict,
} from '../../core/attempt/attempt.js';
import { agentUsage } from '../../core/attempt/outcomes.js';
import { RalphError } from '../../core/errors.js';
import { taskCommitMessage } from '../../core/github-text/git-text.js';
import type { Plan, Spec, Task } from '../../core/plan/plan.js';
import { nextAttemptNumber, taskMaxCostUsd } from '../../core/plan/plan-basics.js';
import { findTask } from '../../core/prompt/prompt.js';
import { maxAttemptsOf } from '../../core/schedule/schedule.js';
import {
  ATTEMPT_FILES,
  type AttemptReport,
  AttemptReportSchema,
  type MatrixEntry,
  parseMatrix,
  recordedOnBranch,
  SCHEDULE_ARTIFACT,
} from '../../core/workflow/task-job.js';
import { guarded, planAt, type RecordLine, type Writer } from './context.js';

/** Records the attempt of each task job that ran; a failed one is named and the next goes on. */
export async function recordAttempts(w: Writer): Promise<RecordLine[]> {
  const { settings } = w;
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
    const line = await guarded(w, `record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`, () =>
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
  return records;
}

/**
 * Where download-artifact put an artifact: a folder named after it. The schedule job's artifact
 * makes sure there are two or more (a single match would be extracted straight into the path,
 * where one task's artifact could hold a folder named after another's).
 */
function artifactDir(root: string, name: string): string {
  if (existsSync(join(root, ATTEMPT_FILES.report)))
    throw new RalphError(
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

/** The attempt the artifact reports, or why there is none to take. Throws on a setup error. */
function readAttempt(dir: string, entry: MatrixEntry): { report?: AttemptReport; problem?: string } {
  const read = readReport(dir, entry);
  // A task job that stopped before its agent ran (a configuration error, said in its log)
  // costs no attempt; the writer fails, naming it, and the next run tries again.
  if (read.report?.setupError)
    throw new RalphError(`the task job stopped before the agent ran: ${read.report.setupError}`);
  if (!read.report?.alreadyRecorded) return read;
  return {
    problem: `the task job said attempt ${entry.attempt} was recorded, and ${entry.branch} does not record it`,
  };
}

/**
 * The commit the task job started from, its plan, and the task in it, checked against the
 * matrix. `known` is a commit whose plan the caller read already (the branch's tip): when the
 * job started there, that plan is used instead of reading it again.
 */
async function jobStart(
  w: Writer,
  entry: MatrixEntry,
  known?: { commit: string; plan: { text: string; plan: Plan } },
): Promise<{ start: string; before: { text: string; plan: Plan }; spec: Spec; task: Task }> {
  const { sha: start } = await startCommit(w.git, {
    start: entry.start,
    baseSha: entry['base-sha'],
    branch: entry.branch,
    base: entry.base,
  });
  const before = known?.commit === start ? known.plan : await planAt(w, start);
  const found = findTask(before.plan, entry.task);
  if (!found || found.spec.id !== entry.spec)
    throw new RalphError(
      `${w.plan.file} at ${start.slice(0, 7)} has no task ${entry.task} in spec ${entry.spec}.`,
    );
  if (nextAttemptNumber(found.task) !== entry.attempt)
    throw new RalphError(
      `${w.plan.file} at ${start.slice(0, 7)} says ${entry.task}'s next attempt is ${nextAttemptNumber(found.task)}, the matrix ${entry.attempt}.`,
    );
  return { start, before, spec: found.spec, task: found.task };
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
    const atTip = tip ? { commit: tip, plan: await planAt(w, tip) } : undefined;
    const recorded = atTip ? recordedOnBranch(atTip.plan.plan, entry) : undefined;
    if (recorded) return line('recorded already', 'unchanged', recorded);
    const { report, problem } = readAttempt(dir, entry);
    const start = await jobStart(w, entry, atTip);
    const made = await attemptCommit(w, entry, dir, start, report, problem, refusedPush);
    // The branch must still be where the job started; a push someone made since is kept.
    const onto = tip && tip !== entry.start ? await replay(w, made.commit, made.message, tip) : made.commit;
    try {
      if (await pushLeased(git, entry.branch, onto, tip))
        return {
          ...line(made.verdict.outcome, made.status, summaryNote(made.verdict)),
          costUsd: report?.agent.costUsd,
          refused: made.refusals,
        };
    } catch (err) {
      // GitHub refused what the change holds (a file over its limits, a push rule): the attempt
      // is recorded as rejected, with the plan's record alone.
      if (!made.patched) throw err;
      refusedPush = (err as Error).message.slice(0, 500);
      continue;
    }
    if (round >= 3)
      throw new RalphError(`${entry.branch} kept moving while Ralph pushed; run the workflow again.`);
    await fetchBranches(git, [`+refs/heads/${entry.branch}:refs/remotes/${REMOTE}/${entry.branch}`]);
  }
}

/**
 * The attempt as one commit on its start: the patch when the attempt claims a pass and the patch
 * holds, and the plan's record of the attempt with the verdict the writer concludes.
 */
async function attemptCommit(
  w: Writer,
  entry: MatrixEntry,
  dir: string,
  { start, before, spec, task: startTask }: Awaited<ReturnType<typeof jobStart>>,
  report: AttemptReport | undefined,
  problem: string | undefined,
  refusedPush: string | undefined,
): Promise<{
  commit: string;
  /** The commit's message, for its replay onto a branch that moved. */
  message: string;
  verdict: Verdict;
  status: RecordLine['status'];
  refusals: string[];
  patched: boolean;
}> {
  // The attempt's change, checked by what git says it changes, never by what the job says.
  const editor = new TreeEditor(w.git, w.indexFile);
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
  const { text, status } = planWithAttempt(w, entry, before, verdict, report);
  await editor.put(w.plan.file, text);
  const message = taskCommitMessage(
    spec,
    startTask,
    verdict.outcome === 'passed' ? 'complete' : `attempt ${entry.attempt} (${verdict.outcome}) of`,
  );
  const commit = await commitTree(w.git, await editor.write(), [start], message);
  return { commit, message, verdict, status, refusals, patched };
}

/** The plan's text with the attempt recorded on its task, and the task's status after it. */
function planWithAttempt(
  w: Writer,
  entry: MatrixEntry,
  before: { text: string; plan: Plan },
  verdict: Verdict,
  report: AttemptReport | undefined,
): { text: string; status: RecordLine['status'] } {
  const maxAttempts = maxAttemptsOf(w.settings.maxAttempts, before.plan);
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
  return { text: editPlanText(before.text, after, `${entry.branch}:${w.plan.file}`), status };
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
    planFile: w.plan.file,
    protectedPaths: w.settings.protectedPaths,
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

/**
 * `commit` (made on `start`, with `message`) replayed onto `tip`, which moved since: a three-way
 * merge of its change.
 */
async function replay(w: Writer, commit: string, message: string, tip: string): Promise<string> {
  const m = await mergeTrees(w.git, tip, commit);
  if (m.tree === undefined)
    throw new RalphError(
      `the spec branch moved since the task job started, and the attempt conflicts with it in ${m.conflicts.join(', ')}`,
    );
  return commitTree(w.git, m.tree, [tip], message);
}
