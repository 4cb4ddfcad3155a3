import { rmSync } from 'node:fs';
import * as core from '../adapters/actions-core.js';
import { runContext } from '../adapters/actions-core.js';
import { checkAgentInstalled, getProvider } from '../adapters/agents/index.js';
import type { Git } from '../adapters/git.js';
import { loadPlan, parsePlanText } from '../adapters/plan-file.js';
import { REMOTE, startCommit } from '../adapters/spec-branch.js';
import {
  type AgentUser,
  clearBaselineState,
  gatesInput,
  openTaskJobStep,
  paths,
  previousAttempt,
  printUntrusted,
  quote,
  saveWorkTree,
  type TaskJobGit,
  type TaskJobStep,
  UntrustedOutput,
  untrustedMessage,
  writeAgentState,
  writeTaskState,
} from '../adapters/task-job/index.js';
import { agentLabel, resolveAgent } from '../core/agent-routing.js';
import { DEFAULT_PROTECTED_PATHS } from '../core/attempt/patch-rules.js';
import { RalphError } from '../core/errors.js';
import type { Plan } from '../core/plan/plan.js';
import { nextAttemptNumber } from '../core/plan/plan-basics.js';
import { findTask } from '../core/prompt/prompt.js';
import { RETRY_TRANSCRIPT_TAIL } from '../core/prompt/retry.js';
import { byteLength } from '../core/prompt/text.js';
import { taskLimits } from '../core/schedule/schedule.js';
import { agentFacts, type MatrixEntry, recordedOnBranch } from '../core/workflow/task-job.js';
import { agentEnv } from '../engine/agent-env.js';
import { type AgentRun, runAttemptAgent } from '../engine/attempt.js';
import { taskJobBaseline } from './baseline.js';
import type { Inputs, SandboxSettings } from './inputs.js';
import { taskEntryInput } from './task-input.js';

/** The run step's settings, from its inputs alone. */
export interface RunSettings extends SandboxSettings {
  /** The task job's anchors: the `task` input, the schedule job's matrix entry. */
  entry: MatrixEntry;
  /** Paths the agent may not change: Ralph's own and the `protected-paths` input's. */
  protectedPaths: string[];
  /** A changed file over this many bytes is refused (`max-file-size`): the retry's patch too. */
  maxFileBytes: number;
  /** The inputs over the matrix entry's agent (`agent`, `agent-command`, `model`). */
  agent?: string;
  agentCommand?: string;
  model?: string;
  /** The inputs over the task tier's limits. */
  maxTurns?: number;
  timeoutMinutes?: number;
  /** The gates as the schedule job read them (`gates`); else the plan's at the start commit. */
  gates?: string;
  /** `excerpt` prints the agent's last lines in the log; `full` its whole output. */
  transcript: 'excerpt' | 'full';
}

export function runSettings(inputs: Inputs): RunSettings {
  const maxFileBytes = inputs.fileSize('max-file-size');
  const branchPrefix = inputs.branchPrefix();
  return {
    entry: taskEntryInput(inputs, branchPrefix),
    ...inputs.sandboxed(),
    protectedPaths: [...DEFAULT_PROTECTED_PATHS, ...inputs.list('protected-paths')],
    maxFileBytes,
    agent: inputs.text('agent'),
    agentCommand: inputs.text('agent-command'),
    model: inputs.text('model'),
    maxTurns: inputs.int('max-turns') || undefined,
    timeoutMinutes: inputs.int('timeout-minutes') || undefined,
    gates: inputs.text('gates'),
    transcript: inputs.oneOf('transcript', ['excerpt', 'full'], 'excerpt'),
  };
}

/**
 * Why this attempt needs no run: the spec branch, as the remote has it now, already records it
 * (a re-run of the job after the writer recorded it) or the task is finished there.
 */
async function recordedAlready(git: Git, entry: MatrixEntry, planFile: string): Promise<string | undefined> {
  const text = await git.show(`refs/remotes/${REMOTE}/${entry.branch}`, planFile);
  if (text === undefined) return undefined;
  let plan: Plan;
  try {
    plan = parsePlanText(text, `${entry.branch}:${planFile}`).plan;
  } catch {
    return undefined;
  }
  return recordedOnBranch(plan, entry);
}

/**
 * `command: run`, the task job's agent step. It holds no write credential: it checks out the
 * commit the schedule job chose (merging the base's tip in when the spec branch lacks it, the
 * same way the writer will), writes the task's prompt with the previous attempt's failure
 * injected, runs the agent under the task's limits with no credential in its environment, takes
 * the work tree back and checks its done claim. The gate steps and `record` follow.
 */
export async function runStep(inputs: Inputs): Promise<void> {
  const settings = runSettings(inputs);
  const { entry, protectedPaths } = settings;
  const ctx = runContext();
  const step = await openTaskJobStep(settings);
  const { repo } = step;
  const { git } = repo;
  const planFile = settings.plan.file;
  const p = paths();
  const startedAt = new Date().toISOString();

  clearBaselineState();
  // This job's own: nothing another job on the same runner left.
  for (const file of [p.agentIndex, p.gateWrites]) rmSync(file, { force: true });
  const already = await recordedAlready(git, entry, planFile);
  const startSha = await checkOutStart(git, entry);
  const state = {
    spec: entry.spec,
    task: entry.task,
    attempt: entry.attempt,
    branch: entry.branch,
    baseBranch: entry.base,
    startSha,
    startedAt,
    planFile,
    protectedPaths,
    changedBefore: [] as string[],
    runUrl: ctx.runUrl,
  };
  if (already) {
    core.notice(`Nothing to run: ${already}.`);
    writeTaskState({ ...state, alreadyRecorded: already });
    core.setOutput('outcome', 'recorded');
    return;
  }

  const job: TaskRun = { settings, entry, step, repo, p, startSha };
  const task = taskToRun(job);
  const runAs = await step.agentUser();
  const changedBefore = await startBaseline(job, task.plan);
  writeTaskState({ ...state, changedBefore: [...changedBefore] });
  // The previous attempt's failure, and its work applied onto the tree (previous-attempt.ts).
  const retry = await previousAttempt(git, {
    plan: task.plan,
    task: task.task,
    attempt: entry.attempt,
    startSha,
    planFile,
    protectedPaths,
    maxFileBytes: settings.maxFileBytes,
  });
  const run = await runAgent(job, task, { runAs, changedBefore, retry });
  const outcome = await saveAgentResult(job, task, run);
  await reportRun(entry, outcome, run);
}

/** What every phase of the run step reads: the job's anchors, its repository and its paths. */
interface TaskRun {
  settings: RunSettings;
  entry: MatrixEntry;
  step: TaskJobStep;
  repo: TaskJobGit;
  p: ReturnType<typeof paths>;
  startSha: string;
}

/** Checks out the commit the schedule job chose, merging the base's tip in as the writer will. */
async function checkOutStart(git: Git, entry: MatrixEntry): Promise<string> {
  core.startGroup(`Spec branch ${entry.branch}`);
  const { sha: startSha, merged } = await startCommit(git, {
    start: entry.start,
    baseSha: entry['base-sha'],
    branch: entry.branch,
    base: entry.base,
  });
  await git.exec(['checkout', '--quiet', '-B', entry.branch, startSha]);
  core.info(
    `${entry.branch} at ${startSha.slice(0, 7)}${merged ? ` (${entry.base} ${entry['base-sha'].slice(0, 7)} merged in)` : ''}`,
  );
  core.endGroup();
  return startSha;
}

/**
 * The task at the start commit, checked against the matrix, with its limits and its agent. A
 * configuration error stops the step before the task state is written: `record` then reports a
 * setup error, and the writer records no attempt.
 */
function taskToRun({ settings, entry, startSha }: TaskRun) {
  const planFile = settings.plan.file;
  const { plan } = loadPlan(settings.plan.path);
  const found = findTask(plan, entry.task);
  if (!found || found.spec.id !== entry.spec)
    throw new RalphError(
      `${planFile} at ${startSha.slice(0, 7)} has no task "${entry.task}" in spec "${entry.spec}".`,
    );
  const { task } = found;
  if (nextAttemptNumber(task) !== entry.attempt)
    throw new RalphError(
      `${planFile} at ${startSha.slice(0, 7)} says ${entry.task}'s next attempt is ${nextAttemptNumber(task)}, the matrix ${entry.attempt}; the spec branch moved since the schedule job. Run the workflow again.`,
    );
  // The leg's agent as the schedule job resolved it (the matrix entry), the inputs over it.
  const agent = resolveAgent(plan, task, {
    cli: {
      provider: settings.agent ?? entry.provider,
      model: settings.model ?? (entry.model || undefined),
      command: settings.agentCommand,
    },
  });
  const limits = taskLimits(
    task,
    {
      maxTurns: settings.maxTurns ?? entry['max-turns'],
      timeoutMinutes: settings.timeoutMinutes ?? entry['timeout-minutes'],
    },
    agent,
  );
  const providerName = agent.provider;
  const provider = getProvider(providerName);
  if (providerName === 'command' && !agent.command?.trim())
    throw new RalphError(
      `The 'command' agent of ${entry.task} (set by the ${agent.from.provider}) needs a command line: the 'agent-command' input, or "command" beside that provider in the plan.`,
    );
  // So is a CLI that is not installed: said once, with how to install it.
  checkAgentInstalled(provider, { ...process.env, ...agent.env });
  const model = agent.model;
  return { plan, task, limits, agent, providerName, provider, model };
}

type TaskToRun = ReturnType<typeof taskToRun>;

/**
 * Before the agent, the gates on the untouched start tree: one that fails there is a setup
 * problem, said with its fix, and `record` records no attempt for it. The gate steps' commands
 * (the schedule job's `gates`) when the step is given them, else the plan's at the start commit.
 * Returns the paths changed before the agent ran.
 */
async function startBaseline({ settings, step, repo }: TaskRun, plan: Plan): Promise<Set<string>> {
  const changedBefore = new Set(await repo.git.changedPaths());
  await step.confined('the baseline', async (c) =>
    taskJobBaseline(repo.git, {
      workspace: settings.workspace,
      gates: settings.gates !== undefined ? await gatesInput(settings.gates, 'run') : (plan.gates ?? []),
      env: { ...agentEnv(process.env), ...c.env },
      runAs: c.runAs,
      network: c.network,
      changedBefore,
    }),
  );
  return changedBefore;
}

/** Runs the agent as the agent user, its output shown in the log as untrusted text. */
async function runAgent(
  { settings, entry, step, repo, p, startSha }: TaskRun,
  { plan, task, limits, agent, providerName, provider, model }: TaskToRun,
  {
    runAs,
    changedBefore,
    retry,
  }: {
    runAs: AgentUser | undefined;
    changedBefore: Set<string>;
    retry: Awaited<ReturnType<typeof previousAttempt>>;
  },
): Promise<AgentRun> {
  core.startGroup(
    `Agent ${agentLabel({ provider: providerName, model })}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`,
  );
  const log = agentLog(settings.transcript === 'full');
  const run = await step.confined(
    'the agent',
    // A failure must not leave the block open (finally): the runner would drop the error after it.
    (c) =>
      runAttemptAgent(repo.git, {
        plan,
        planAt: settings.plan,
        taskId: entry.task,
        outputArtifacts: task.outputArtifacts ?? [],
        retry,
        provider,
        agent,
        maxTurns: limits.maxTurns,
        timeoutMs: limits.timeoutMinutes * 60_000,
        workDir: p.dir,
        transcriptPath: p.transcript,
        env: {
          ...agentEnv(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
          ...c.env,
        },
        // The model key stays in Ralph's process: the agent reaches the model through its key proxy.
        keyEnv: process.env,
        onKeyProxy: (proxy) =>
          core.info(
            `The model key stays with Ralph: ${proxy.routes.map((r) => (r.refusal ? r.refusal : `${r.keyNames.join(' and ')} for ${r.upstream}`)).join('; ')}. The agent gets a placeholder and Ralph's key proxy at ${proxy.url}.`,
          ),
        onLine: log.onLine,
        onWarning: log.onWarning,
        runAs: c.runAs,
        network: c.network,
        guard: {
          branch: entry.branch,
          startSha,
          protectedPaths: settings.protectedPaths,
          changedBefore,
        },
      }).finally(() => log.stream.close()),
    providerName,
  );
  log.end();
  core.endGroup();
  return run;
}

/**
 * The agent's output in the log, as a person reads it: all of it (input `transcript: full`), or
 * its last lines. The agent's words never reach the runner as workflow commands (untrusted-log.ts).
 */
function agentLog(full: boolean) {
  const stream = new UntrustedOutput();
  const excerpt: string[] = [];
  let shown = 0;
  if (!full)
    core.info(
      "The agent's output is in the attempt artifact; the log shows its last lines (input 'transcript: full' prints all of it).",
    );
  return {
    stream,
    onLine: (line: string) => {
      if (full) stream.write(`${line}\n`);
      else {
        excerpt.push(line);
        if (excerpt.length > EXCERPT_LINES) excerpt.shift();
        shown++;
      }
    },
    // What the CLI cannot be held to, said before it starts.
    onWarning: (text: string) => {
      stream.close();
      core.warning(text);
    },
    /** The excerpt, once the agent is done. */
    end: () => {
      if (full) return;
      if (shown > excerpt.length)
        core.info(
          `… ${shown - excerpt.length} earlier line${shown - excerpt.length === 1 ? '' : 's'}; the whole transcript is in the attempt artifact`,
        );
      if (excerpt.length > 0) printUntrusted(excerpt.join('\n'));
      else core.info('(the agent printed nothing)');
    },
  };
}

/**
 * The agent's work as it stands now that the tree is Ralph's again: `record` makes the patch
 * from this tree, so that what the gates write after it is never part of it. A tree git cannot
 * write fails the claim (said in the retry prompt), not the step: the result is kept. Returns
 * the outcome the gate steps go by: they only run on a done claim that holds.
 */
async function saveAgentResult(
  { repo, p, startSha }: TaskRun,
  { providerName, model }: TaskToRun,
  run: AgentRun,
): Promise<string> {
  const { agent } = run;
  let tree: string | undefined;
  try {
    tree = await saveWorkTree(repo.git, startSha, p.agentIndex);
  } catch (err) {
    const problem = `Ralph could not save the work tree the agent left: ${(err as Error).message}`;
    if (agent.outcome === 'done') run.problems.push(problem);
    else core.warning(untrustedMessage(problem));
  }
  for (const note of run.notes) core.notice(untrustedMessage(note));
  for (const problem of run.problems) core.warning(untrustedMessage(problem));
  writeAgentState({
    ...agentFacts({ ...agent, provider: providerName, model, promptBytes: byteLength(run.prompt) }),
    claimProblems: run.problems,
    changed: run.changed,
    transcriptTail: agent.tail.slice(-RETRY_TRANSCRIPT_TAIL),
    transcriptPath: p.transcript,
    tree,
  });
  return agent.outcome === 'done' && run.problems.length > 0 ? 'rejected' : agent.outcome;
}

/** The `outcome` output, the log line and the job summary's table. */
async function reportRun(entry: MatrixEntry, outcome: string, run: AgentRun): Promise<void> {
  const { agent } = run;
  core.setOutput('outcome', outcome);
  core.info(
    `Agent outcome: ${outcome}${agent.reason ? ` (${quote(agent.reason)})` : ''}; ${run.changed.length} file${run.changed.length === 1 ? '' : 's'} changed; ${Math.round(agent.durationMs / 1000)}s`,
  );
  await core.summary
    .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}`, 3)
    .addTable([
      [
        { data: 'Spec', header: true },
        { data: 'Outcome', header: true },
        { data: 'Turns', header: true },
        { data: 'Cost', header: true },
        { data: 'Duration', header: true },
        { data: 'Files changed', header: true },
      ],
      [
        entry.spec,
        outcome,
        String(agent.turns ?? '–'),
        agent.costUsd !== undefined ? `$${agent.costUsd.toFixed(2)}` : '–',
        `${Math.round(agent.durationMs / 1000)}s`,
        String(run.changed.length),
      ],
    ])
    .write();
}

/** Lines of the transcript the public log shows by default. */
const EXCERPT_LINES = 30;
