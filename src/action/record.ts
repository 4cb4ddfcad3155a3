import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '../adapters/actions-core.js';
import { gateLogName } from '../adapters/gates.js';
import type { Git } from '../adapters/git.js';
import { changeRefusals } from '../adapters/patch-check.js';
import { treePatch, writeRetryPatch } from '../adapters/previous-work.js';
import { writeRetryFile } from '../adapters/retry-file.js';
import {
  type AgentState,
  changedSince,
  gatesInput,
  hasAgentState,
  openLastTaskJobStep,
  paths,
  readAgentState,
  readBaselineState,
  readGateResults,
  readGateWrites,
  readTaskState,
  TREE_ID,
  untrustedMessage,
} from '../adapters/task-job/index.js';
import { concludeAttempt } from '../core/attempt/attempt.js';
import { RalphError } from '../core/errors.js';
import { retryContextOf } from '../core/prompt/retry.js';
import { escapeHtml } from '../core/report/report.js';
import {
  ATTEMPT_FILES,
  type AttemptReport,
  agentFacts,
  type MatrixEntry,
} from '../core/workflow/task-job.js';
import { RECORD_STATE } from '../core/workflow/workflow.js';
import { reclaimAfterGates } from '../engine/attempt.js';
import { gateWritesNote } from '../engine/gates.js';
import { setupErrorText } from './baseline.js';
import type { Inputs, TaskJobSettings } from './inputs.js';
import { taskEntryInput } from './task-input.js';

/** The record step's settings, from its inputs alone. */
export interface RecordSettings extends TaskJobSettings {
  /** The task job's anchors: the `task` input, the schedule job's matrix entry. */
  entry: MatrixEntry;
  /** The plan's gates as the schedule job read them (`gates`): the results expected. */
  gates?: string;
  /** A changed file over this many bytes is refused (`max-file-size`). */
  maxFileBytes: number;
}

export function recordSettings(inputs: Inputs): RecordSettings {
  const maxFileBytes = inputs.fileSize('max-file-size');
  return {
    entry: taskEntryInput(inputs, inputs.branchPrefix()),
    ...inputs.taskJob(),
    gates: inputs.text('gates'),
    maxFileBytes,
  };
}

const NO_RESULT: AgentState = {
  outcome: 'crashed',
  reason: 'the agent step did not finish (no result file); see the job log',
  exitCode: null,
  durationMs: 0,
  claimProblems: [],
  changed: [],
  transcriptTail: '',
};

/**
 * `command: record`, the task job's last step: it decides nothing for good and writes nothing
 * anywhere but the attempt artifact's folder ($RUNNER_TEMP/ralph/attempt), which the workflow
 * uploads for the writer job: the agent's outcome, the gate results, the change as a binary
 * patch against the start commit, the retry context for the next attempt, the transcript and
 * the gate logs. The patch is the tree the run step saved right after the agent, not the work
 * tree: what the gates wrote is never in it. The writer validates it and records the attempt.
 */
export async function recordStep(inputs: Inputs): Promise<void> {
  const settings = recordSettings(inputs);
  // A step killed while the agent or a gate ran leaves the work tree lent: taken back first.
  const job = await openLastTaskJobStep(settings);
  try {
    await recordAttempt(settings, job.repo.git);
  } finally {
    // The job is over for the agent: its repository and its user go. A failure here is said,
    // and does not keep the attempt (written already) from being uploaded.
    try {
      await job.end();
    } catch (err) {
      core.warning(`Could not remove the agent user or its repository: ${(err as Error).message}`);
    }
  }
}

async function recordAttempt(settings: RecordSettings, git: Git): Promise<void> {
  const { entry } = settings;
  const p = paths();
  rmSync(p.attempt, { recursive: true, force: true });
  mkdirSync(p.attempt, { recursive: true });
  const planFile = settings.plan.file;
  const finishedAt = new Date().toISOString();
  const state = jobState(entry);
  const base = {
    version: 1 as const,
    spec: entry.spec,
    task: entry.task,
    attempt: entry.attempt,
    startedAt: state?.startedAt ?? finishedAt,
    finishedAt,
  };
  const none = { claimProblems: [], gates: [], patch: false };
  if (state?.alreadyRecorded) {
    core.info(`Nothing to record: ${state.alreadyRecorded}.`);
    writeReport({ ...base, alreadyRecorded: true, agent: NO_AGENT, ...none });
    core.setOutput('record-state', RECORD_STATE.alreadyRecorded);
    return;
  }
  if (!state) {
    // The run step stopped before the agent ran (its log says why; a gate that fails on the
    // untouched tree says it here too): a setup error, not an attempt. The writer records
    // nothing and fails, naming it.
    const problem = readBaselineState()?.problem;
    const setupError = problem
      ? setupErrorText(problem)
      : 'the run step stopped before the agent ran; its log says why';
    writeReport({ ...base, setupError, agent: NO_AGENT, ...none });
    core.setOutput('record-state', RECORD_STATE.setupError);
    return;
  }
  const agent = hasAgentState() ? readAgentState() : NO_RESULT;
  const judged = await judgeAttempt(settings, git, state, agent);
  if (judged.setup !== undefined) {
    core.error(untrustedMessage(judged.setup));
    writeReport({ ...base, setupError: setupErrorText(judged.setup), agent: agentSummary(agent), ...none });
    core.setOutput('record-state', RECORD_STATE.setupError);
    await core.summary
      .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: setup problem, not recorded`, 3)
      .addRaw(`\n\n\`\`\`\n${judged.setup}\n\`\`\`\n`)
      .write();
    return;
  }
  const { verdict, gates, problems } = judged;
  const discarded = await gateWrites(git, agent, planFile);
  const patch = verdict.outcome === 'passed' && (await writePatch(git, agent, state.startSha, p));
  if (verdict.outcome !== 'passed') await writeRetry(git, entry, agent, verdict, state.startSha, p.attempt);
  copyLogs(agent, gates, p);
  writeReport({
    ...base,
    agent: agentFacts(agent),
    claimProblems: problems,
    gates: gates.map((g) => ({ ...g, outputTail: g.outputTail.slice(-16_000) })),
    patch,
  });
  await reportAttempt(entry, verdict, gates, discarded, judged.ruleRefusals);
}

/** The agent's facts when the attempt says no more: no result file, or a setup error. */
const NO_AGENT = { outcome: 'crashed' as const, exitCode: null, durationMs: 0 };
const agentSummary = (agent: AgentState) => ({
  outcome: agent.outcome,
  exitCode: agent.exitCode,
  durationMs: agent.durationMs,
});

/** The attempt artifact's report, and the folder to upload as the `artifact` output. */
function writeReport(report: AttemptReport): void {
  const p = paths();
  writeFileSync(join(p.attempt, ATTEMPT_FILES.report), `${JSON.stringify(report, null, 2)}\n`);
  core.setOutput('artifact', p.attempt);
}

/** The run step's task state, when it wrote one; it must be about this matrix entry. */
function jobState(entry: MatrixEntry) {
  const p = paths();
  const state = existsSync(p.task) ? readTaskState() : undefined;
  if (state && (state.spec !== entry.spec || state.task !== entry.task || state.attempt !== entry.attempt))
    throw new RalphError(
      `The job state in ${p.dir} is for ${state.spec}/${state.task} attempt ${state.attempt}, not the matrix entry's ${entry.spec}/${entry.task} attempt ${entry.attempt}.`,
    );
  return state;
}

type TaskState = NonNullable<ReturnType<typeof jobState>>;

/**
 * The attempt's verdict from the agent's result, its claim's problems, the patch rules and the
 * gate results, once the work tree is taken back; or the setup problem (a required gate whose
 * tool was missing) that makes it no attempt at all: the writer records none and says it, and
 * the task stays as it is.
 */
async function judgeAttempt(settings: RecordSettings, git: Git, state: TaskState, agent: AgentState) {
  const planFile = settings.plan.file;
  const expected = await gatesInput(settings.gates, 'record');
  // The gates ran the agent's code: take the work tree back before the patch is made.
  const refused = await reclaimAfterGates(git, {
    planAt: settings.plan,
    branch: state.branch,
    startSha: state.startSha,
    planBefore: Buffer.from((await git.show(state.startSha, planFile)) ?? '', 'utf8'),
    protectedPaths: state.protectedPaths,
    changedBefore: new Set(state.changedBefore),
  });
  const { results } = readGateResults(expected);
  const setup = results.find((r) => r.required && r.setupProblem)?.setupProblem;
  if (setup) return { setup };
  // The writer's patch rules, on the tree the agent left: the attempt says here why its change
  // would be refused (a file over max-file-size, CODEOWNERS, a control character in a name).
  const ruleRefusals =
    agent.outcome === 'done' && agent.tree && TREE_ID.test(agent.tree)
      ? (
          await changeRefusals(git, state.startSha, agent.tree, {
            planFile,
            protectedPaths: state.protectedPaths,
            maxFileBytes: settings.maxFileBytes,
          }).catch(() => ({ refused: [] as string[] }))
        ).refused
      : [];
  const problems = [...agent.claimProblems, ...refused, ...ruleRefusals];
  const { verdict, gates } = concludeAttempt({ agent, problems, gates: results, expected });
  return { verdict, gates, problems, ruleRefusals };
}

type Judged = Required<Pick<Awaited<ReturnType<typeof judgeAttempt>>, 'verdict' | 'gates'>>;

/**
 * Everything the agent changed, untracked files included, as git saw it against the start right
 * after the agent: never what the gates wrote since. True once the patch is written.
 */
async function writePatch(git: Git, agent: AgentState, startSha: string, p: ReturnType<typeof paths>) {
  const tree = await agentTree(git, agent, p.agent);
  const diff = await git.execRaw(['diff', '--binary', '--full-index', '--no-renames', startSha, tree]);
  writeFileSync(join(p.attempt, ATTEMPT_FILES.patch), diff.stdout);
  return true;
}

/**
 * A failed attempt's work goes beside its retry context: the next attempt's job applies it onto
 * its start commit (previous-attempt.ts), so a retry goes on from it. Both are the agent's own
 * paths: not what a setup step changed before it ran.
 */
async function writeRetry(
  git: Git,
  entry: MatrixEntry,
  agent: AgentState,
  verdict: Judged['verdict'],
  startSha: string,
  attemptDir: string,
): Promise<void> {
  const saved = agent.tree && TREE_ID.test(agent.tree) ? agent.tree : undefined;
  const agentPaths = agent.changed.length <= MAX_PATHSPEC ? agent.changed : undefined;
  if (saved)
    writeRetryPatch(
      join(attemptDir, 'retry'),
      entry.task,
      agent.changed.length > 0 ? await treePatch(git, startSha, saved, agentPaths) : Buffer.alloc(0),
    );
  const stat = saved
    ? agent.changed.length === 0
      ? ''
      : (
          await git.exec(
            [
              '--literal-pathspecs',
              'diff',
              '--stat=100',
              startSha,
              saved,
              ...(agentPaths ? ['--', ...agentPaths] : []),
            ],
            { allowFailure: true },
          )
        ).stdout.trim()
    : await git.diffSummary();
  writeRetryFile(
    join(attemptDir, 'retry'),
    entry.task,
    retryContextOf(entry.attempt, agent.outcome, verdict, agent.transcriptTail, stat),
  );
}

/** The transcript and the gate logs, into the attempt artifact. */
function copyLogs(agent: AgentState, gates: Judged['gates'], p: ReturnType<typeof paths>): void {
  if (agent.transcriptPath && existsSync(agent.transcriptPath))
    copyFileSync(agent.transcriptPath, join(p.attempt, ATTEMPT_FILES.transcript));
  for (const g of gates) {
    const log = join(p.gates, gateLogName(g.name));
    if (existsSync(log)) {
      mkdirSync(join(p.attempt, 'gates'), { recursive: true });
      copyFileSync(log, join(p.attempt, 'gates', gateLogName(g.name)));
    }
  }
}

/** The `record-state` and `outcome` outputs, the log line and the job summary. */
async function reportAttempt(
  entry: MatrixEntry,
  verdict: Judged['verdict'],
  gates: Judged['gates'],
  discarded: string[],
  ruleRefusals: string[],
): Promise<void> {
  core.setOutput('record-state', RECORD_STATE.attempt);
  core.setOutput('outcome', verdict.outcome);
  const line = `${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`;
  if (verdict.outcome === 'passed') core.info(line);
  else core.warning(untrustedMessage(`${line}: ${verdict.summary.split('\n')[0]}`));
  await core.summary
    .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`, 3)
    .addRaw('The writer job records it on the spec branch.\n\n')
    .addRaw(discarded.map((note) => `⚠️ ${note}\n\n`).join(''))
    .addRaw(ruleRefusals.map((why) => `⛔ ${escapeHtml(why)}\n\n`).join(''))
    .addTable([
      [
        { data: 'Gate', header: true },
        { data: 'Result', header: true },
        { data: 'Duration', header: true },
      ],
      ...gates.map((g) => [
        g.name,
        g.passed ? '✅ passed' : g.required ? '❌ failed' : '⚠️ failed (optional)',
        'durationMs' in g ? `${(Number(g.durationMs) / 1000).toFixed(1)}s` : '–',
      ]),
    ])
    .addDetails('Summary', `\n\n\`\`\`\n${verdict.summary}\n\`\`\`\n`)
    .write();
}

/** Paths named on a git command line at most; more, and the whole change is taken. */
const MAX_PATHSPEC = 1_000;

/**
 * The tree the run step saved right after the agent: a tree object in Ralph's private
 * repository, which the agent user cannot reach, named in the agent's result file, which it
 * cannot write either.
 */
async function agentTree(git: Git, agent: AgentState, file: string): Promise<string> {
  const tree = agent.tree;
  if (!tree || !TREE_ID.test(tree))
    throw new RalphError(
      `The agent's result (${file}) names no saved work tree (tree: ${JSON.stringify(tree ?? null)}); the run and record steps must be the same Ralph version. Run the job again.`,
    );
  const type = await git.exec(['cat-file', '-t', tree], { allowFailure: true });
  if (type.stdout.trim() !== 'tree')
    throw new RalphError(
      `The agent's work tree ${tree}, named in ${file}, is not a tree in Ralph's repository ${git.place.gitDir ?? `${git.cwd}/.git`} (${type.stderr.trim() || type.stdout.trim()}). Run the job again.`,
    );
  return tree;
}

/**
 * What the gates wrote, as their steps named it, and anything else changed in the work tree
 * since the agent (a step of the workflow's own between the gates, a gate step killed before
 * it could say): all left out of the patch.
 */
async function gateWrites(git: Git, agent: AgentState, planFile: string): Promise<string[]> {
  const named = readGateWrites();
  const notes = named.map(gateWritesNote);
  if (!agent.tree || !TREE_ID.test(agent.tree)) return notes;
  const seen = new Set(named.flatMap((w) => w.paths));
  const other = (await changedSince(git, agent.tree).catch(() => [])).filter(
    (path) => path !== planFile && !seen.has(path),
  );
  if (other.length > 0) {
    const note = `${other.length} file${other.length === 1 ? '' : 's'} changed in the work tree after the agent ran, named by no gate step (${other.slice(0, 5).join(', ')}${other.length > 5 ? `, and ${other.length - 5} more` : ''}); Ralph left the changes out of the attempt.`;
    core.warning(untrustedMessage(note));
    notes.push(note);
  }
  return notes;
}
