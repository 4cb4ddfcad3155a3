import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { opencodeConfigSources } from '../adapters/agents/opencode-config.js';
import { type GateResult, gateOutput } from '../adapters/gates.js';
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { STOP_SIGNALS } from '../adapters/process.js';
import { findProjectRoot, locatePlan, resolvePlanPath } from '../adapters/project-root.js';
import { toolCheck } from '../adapters/tool-check.js';
import { type CommandLineAgent, PROVIDER_NAMES, planProviders } from '../core/agent-routing.js';
import { failureLine } from '../core/attempt/attempt.js';
import { baselineMode } from '../core/attempt/baseline.js';
import {
  type KeyRoute,
  localKeyNote,
  modelKeyRoutes,
  modelKeysIn,
  opencodeKeyProviders,
  opencodeProviderRoute,
} from '../core/model-keys.js';
import type { PlanLocation } from '../core/plan/location.js';
import type { Gate, Plan } from '../core/plan/plan.js';
import { formatUsd } from '../core/plan/plan-basics.js';
import { readyRows, textTable } from '../core/report/report.js';
import { DEFAULT_BRANCH_PREFIX, schedule } from '../core/schedule/schedule.js';
import { agentEnv } from '../engine/agent-env.js';
import { checkBaseline } from '../engine/baseline.js';
import {
  BuildError,
  type BuildEvent,
  type BuildOptions,
  type BuildReport,
  build,
  startingBranch,
} from '../engine/build.js';
import { BuildControl } from '../engine/control.js';
import { parallelBuild } from '../engine/parallel.js';
import { BUILD_EXIT_CODES, whatNextAfterBuild } from './build-summary.js';
import {
  BRANCH_PREFIX_OPTION,
  type Command,
  type CommandContext,
  checkSelection,
  hasNoTasks,
  intOption,
  noTasksText,
  PLAN_OPTION,
  stringOption,
  UsageError,
} from './command.js';
import { createDisplay } from './live/display.js';
import {
  agentReadiness,
  type Blocker,
  blockerLines,
  otherPrograms,
  readTaskJob,
  taskJobReport,
  toolFix,
  WORKFLOW_FILE,
} from './preflight.js';

/** `ralph build`'s exit code when it stops on a rate limit: EX_TEMPFAIL, "try again later". */
export const EXIT_RATE_LIMITED = 75;

export const buildCommand: Command = {
  name: 'build',
  about: `Runs the ready tasks one by one: a focused prompt, one agent process per task, the
plan's gates; a failure is retried with its output injected into the prompt, up to
the retry budget. Every attempt is recorded in the plan and committed on the spec's
branch; when a spec's last task completes, its branch gets one commit named after the
spec and progress/<spec-id>.md its entry. Ctrl-C puts the running task back to pending; run
again to resume. Logs go to .ralph/logs/.

On a terminal it is a live view: the tasks, the running agent's output, and keys:
q stop once the running attempt is recorded (q again: stop now), r restart the running
attempt, s skip the running task (type a reason), p pause before the next task (p again
to go on), i hand the terminal to the agent CLI's own session in the same work tree
(claude, codex, gemini, opencode); Ralph checks its work when you leave it.`,
  options: {
    agent: {
      type: 'string',
      value: 'PROVIDER',
      help: "claude, codex, gemini, opencode or command, for every task of this run (default: each task's agent, as its levels resolve: the task's, its discipline's, its tier's, the plan's agent, else claude)",
    },
    'agent-command': {
      type: 'string',
      value: 'CMD',
      help: 'for --agent command: the command line; the prompt arrives on stdin (default: the one its levels resolve to)',
    },
    model: {
      type: 'string',
      value: 'NAME',
      help: "the model to ask the agent for, for every task of this run (default: each task's, as its levels resolve)",
    },
    spec: {
      type: 'string',
      value: 'ID',
      help: 'only tasks of this spec; an id that is not in the plan is an error',
    },
    task: { type: 'string', value: 'ID', help: 'only this task; an id that is not in the plan is an error' },
    'max-tasks': { type: 'string', value: 'N', help: 'stop after N tasks completed or blocked' },
    'max-attempts': {
      type: 'string',
      value: 'N',
      help: "attempts per task before it is blocked (default: the plan's agent.maxAttempts, else 3)",
    },
    'max-cost': {
      type: 'string',
      value: 'USD',
      help: "start nothing once the cost recorded in the plan reaches USD (default: the plan's budget.maxCostUsd)",
    },
    branch: {
      type: 'string',
      value: 'MODE',
      help: 'spec: one branch per spec, ralph/<spec-id> (default); current: commit on the current branch',
    },
    ...BRANCH_PREFIX_OPTION,
    protect: {
      type: 'string',
      value: 'PATH',
      multiple: true,
      help: 'a path the agent may not change (repeatable; .github/ and the plan are always protected)',
    },
    parallel: {
      type: 'string',
      value: 'N',
      help: 'run up to N independent specs at once, each in its own git worktree (.ralph/worktrees/<spec-id>) on its spec branch',
    },
    'worktree-setup': {
      type: 'string',
      value: 'CMD',
      help: 'with --parallel, a shell command run in each new worktree before its first task (e.g. "npm ci"): a worktree holds only what is committed, not installed dependencies',
    },
    'no-tty': { type: 'boolean', help: 'plain log lines even on a terminal (no live view)' },
    'fresh-retry': {
      type: 'boolean',
      help: "a retry starts from the task's start commit, not from the failed attempt's work (default: the plan's agent.retry, else \"continue\": the work is kept)",
    },
    'dry-run': {
      type: 'boolean',
      help: "show what would run, in order, the agent and the gates, with whether their programs are here (and the agent's sign-in, where Ralph can tell without a call) and what the CI's task job does not set up for a gate; run nothing; exit 1 when the agent's CLI, its sign-in or a program a required gate calls is missing",
    },
    baseline: {
      type: 'boolean',
      help: 'run every gate on the untouched tree (HEAD, a clean work tree) and say which are red; no agent, nothing recorded; exit 1 when a required gate fails',
    },
    ...PLAN_OPTION,
  },
  after: BUILD_EXIT_CODES,
  async run(ctx) {
    const sel = readSelection(ctx);
    if (ctx.values['dry-run']) return dryRunCommand(ctx, sel);
    if (ctx.values.baseline) return baselineCommand(ctx, sel.planAt, sel.plan);
    return buildCommandRun(ctx, sel);
  },
};

/** What `ralph build` is asked to run, its options checked against the plan. */
interface Selection {
  /** Where the plan is, and the plan and text it holds: loaded once, handed on. */
  planAt: PlanLocation;
  plan: Plan;
  text: string | undefined;
  branch: 'spec' | 'current';
  /** `--agent`, over every level of the plan's agent; undefined: each task's own. */
  provider: string | undefined;
  agentCommand: string | undefined;
  maxAttempts: number | undefined;
  maxCostUsd: number | undefined;
  spec: string | undefined;
  task: string | undefined;
}

function readSelection(ctx: CommandContext): Selection {
  const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
  const { plan, text } = loadPlan(planPath);
  const planAt = locatePlan(findProjectRoot(dirname(planPath)), planPath);
  const branch = stringOption(ctx, 'branch') ?? 'spec';
  if (branch !== 'spec' && branch !== 'current')
    throw new UsageError(`--branch must be "spec" or "current", got "${branch}"`);
  // `--agent` and `--agent-command` go over every level of the plan's agent (agent-routing.ts).
  const provider = stringOption(ctx, 'agent');
  const agentCommand = stringOption(ctx, 'agent-command');
  if (provider !== undefined && !(PROVIDER_NAMES as readonly string[]).includes(provider))
    throw new UsageError(`--agent must be one of ${PROVIDER_NAMES.join(', ')}, got "${provider}"`);
  if (provider === 'command' && !agentCommand && !plan.agent?.command)
    throw new UsageError('--agent command needs --agent-command CMD (or agent.command in the plan)');
  const maxAttempts = intOption(ctx, 'max-attempts');
  const maxCostUsd = usdOption(stringOption(ctx, 'max-cost'));
  const spec = stringOption(ctx, 'spec');
  const task = stringOption(ctx, 'task');
  checkSelection(plan, planPath, { spec, task });
  return { planAt, plan, text, branch, provider, agentCommand, maxAttempts, maxCostUsd, spec, task };
}

/** `--agent`, `--agent-command` and `--model`: over every level of the plan's agent. */
function cliAgent(ctx: CommandContext, sel: Selection): CommandLineAgent {
  return { provider: sel.provider, command: sel.agentCommand, model: stringOption(ctx, 'model') };
}

/**
 * `ralph build --dry-run`: what would run, the agent (its CLI, its sign-in where Ralph can tell),
 * the gates with whether the programs they call resolve, and what the CI's task job does not set
 * up for them. Exit 1 when something here would stop the build before any agent.
 */
function dryRunCommand(ctx: CommandContext, sel: Selection): number {
  const { plan, spec, task, maxAttempts, maxCostUsd } = sel;
  const s = schedule(plan, { spec, task, maxAttempts, maxCostUsd, agent: cliAgent(ctx, sel) });
  if (s.budget.spent) ctx.out(`Nothing would run: ${s.budget.spent}.`);
  else if (s.ready.length === 0)
    ctx.out('Nothing is ready to run. `ralph status` shows what each task waits on.');
  else ctx.out(`Would run, in this order (then whatever they unblock):\n${textTable(readyRows(s.ready))}`);
  const { root } = sel.planAt;
  // Each agent that would run: the one forced on the command line, else those the ready tasks'
  // levels resolve to (else every one the plan's tasks use).
  const providers = sel.provider
    ? [sel.provider]
    : s.ready.length > 0
      ? [...new Set(s.ready.map((r) => r.provider))].sort()
      : planProviders(plan);
  const agent = { lines: [] as string[], blockers: [] as ReturnType<typeof agentReadiness>['blockers'] };
  for (const provider of providers) {
    const one = agentReadiness(root, provider, sel.agentCommand ?? plan.agent?.command, ctx.env);
    agent.lines.push(...one.lines);
    agent.blockers.push(...one.blockers);
  }
  ctx.out(`\n${agent.lines.join('\n')}`);
  const gates = plan.gates ?? [];
  const gateBlockers = dryRunGates(ctx, root, gates);
  const { job, note } = readTaskJob(join(root, WORKFLOW_FILE));
  ctx.out(taskJobReport(gates, job, WORKFLOW_FILE, note).lines.join('\n'));
  const blockers = [...agent.blockers, ...gateBlockers];
  if (blockers.length === 0) return 0;
  ctx.err(
    [
      `\nralph build would stop before any agent:`,
      ...blockerLines(blockers),
      ...(gateBlockers.length > 0 ? [`Or mark such a gate "required": false in ${sel.planAt.file}.`] : []),
    ].join('\n'),
  );
  return 1;
}

/**
 * The gates each attempt must pass (first on the untouched tree), each with whether the programs
 * it calls are here; what would stop a build: a required gate whose program (or the package.json
 * script it runs) is missing fails on the untouched tree before any agent. A `no-new-failures`
 * gate may fail there, unless its program is missing.
 */
function dryRunGates(ctx: CommandContext, root: string, gates: readonly Gate[]): Blocker[] {
  if (gates.length === 0) {
    ctx.out("\nNo gates: nothing would check the agent's work (`ralph init` proposes some).");
    return [];
  }
  const blockers: Blocker[] = [];
  const lines = ['\nGates, in order (first on the untouched tree, then after each attempt):'];
  for (const g of gates) {
    const tool = toolCheck(root, g.command, ctx.env);
    const more = otherPrograms(root, g.command, ctx.env);
    lines.push(
      `  ${g.name}: ${g.command}${g.required === false ? ' (not required)' : ''}${g.source ? `\n    from: ${g.source}` : ''}\n    tool: ${tool.text}${more.line ? `\n    ${more.line}` : ''}`,
    );
    if (g.required === false) continue;
    const missing = [...(tool.missing !== undefined ? [tool.missing] : []), ...more.missing].filter(
      (m) => !(baselineMode(g) === 'no-new-failures' && m.startsWith('script ')),
    );
    for (const m of missing)
      blockers.push({
        what: `the required gate "${g.name}" (\`${g.command}\`)`,
        why: m.startsWith('script ')
          ? `runs ${m}, which is not there`
          : `calls \`${m}\`, which is not found on PATH`,
        fix: toolFix(m),
      });
  }
  ctx.out(lines.join('\n'));
  return blockers;
}

/** The build itself: the live view or log lines, Ctrl-C taken, the loop (or `--parallel`), the summary. */
/** Where the model keys are and what is not enforced on this machine (localKeyNote). */
function keyNote(ctx: CommandContext, sel: Selection): string {
  const agentVars = { ...agentEnv(ctx.env), ...sel.plan.agent?.env };
  return localKeyNote([...modelKeyRoutes(ctx.env, agentVars), ...opencodeRoutes(ctx, sel, agentVars)]);
}

/**
 * The key proxy's routes for the OpenCode providers whose key is a variable, when OpenCode (or a
 * command line, which may run it) is among the build's agents: said in the note, and a bad one
 * stops the build here, before anything runs.
 */
function opencodeRoutes(ctx: CommandContext, sel: Selection, agentVars: NodeJS.ProcessEnv): KeyRoute[] {
  const providers = sel.provider ? [sel.provider] : planProviders(sel.plan);
  if (!providers.some((p) => p === 'opencode' || p === 'command')) return [];
  const sources = opencodeConfigSources(sel.planAt.root, agentVars, ctx.env.HOME);
  // As the run's proxy takes them (runner.ts): never a credential kept from the agent.
  const keys = { ...agentVars, ...modelKeysIn(ctx.env) };
  return opencodeKeyProviders(sources, agentVars).map((p) => opencodeProviderRoute(p, keys, agentVars));
}

async function buildCommandRun(ctx: CommandContext, sel: Selection): Promise<number> {
  const { planAt, plan } = sel;
  const { root } = planAt;
  const logPath = join(root, '.ralph', 'logs', 'build.log');
  mkdirSync(dirname(logPath), { recursive: true });
  // Opened and written synchronously: nothing is left pending when the command returns, and a
  // write that fails (a full disk, the folder removed) costs the log a line, not the build.
  const logFd = openSync(logPath, 'a');
  const logLine = (line: string) => {
    try {
      writeSync(logFd, line);
    } catch {
      // the log is a record of the build, not the build
    }
  };
  const parallel = intOption(ctx, 'parallel');
  const branchPrefix = stringOption(ctx, 'branch-prefix') ?? DEFAULT_BRANCH_PREFIX;
  // What holds here and what does not, said before anything runs.
  ctx.out(`${keyNote(ctx, sel)}\n`);
  const controller = new AbortController();
  const control = new BuildControl();
  const progress = await createDisplay({
    out: ctx.out,
    env: ctx.env,
    noTty: ctx.values['no-tty'] === true,
    planPath: planAt.path,
    plan,
    text: sel.text,
    branchPrefix,
    spec: sel.spec,
    task: sel.task,
    control,
    abort: () => controller.abort(),
    parallel: parallel !== undefined,
  });
  // Ctrl-C, a kill, or the terminal closing: stop cleanly (the running task back to pending).
  const onStop = () => {
    // During an interactive session (the `i` key) Ctrl-C belongs to the agent's CLI.
    if (progress.handingOver) return;
    ctx.err('\nralph: stopping; the running task goes back to pending (Ctrl-C again to force)');
    controller.abort();
    for (const sig of STOP_SIGNALS) process.off(sig, onStop);
  };
  for (const sig of STOP_SIGNALS) process.on(sig, onStop);
  try {
    const options: Omit<BuildOptions, 'onEvent'> = {
      ...buildOptions(ctx, sel, branchPrefix),
      signal: controller.signal,
      control,
    };
    const onEvent = (e: BuildEvent, spec?: string) => {
      if (e.type !== 'output')
        logLine(`${new Date().toISOString()} ${JSON.stringify(spec ? { ...e, worker: spec } : e)}\n`);
      progress.event(e, spec);
    };
    const report =
      parallel !== undefined
        ? await parallelBuild({
            ...options,
            parallel,
            worktreeSetup: stringOption(ctx, 'worktree-setup'),
            onEvent,
          })
        : await build({ ...options, onEvent: (e) => onEvent(e) });
    progress.done();
    ctx.out(buildSummary(report));
    if (report.tasks.length === 0 && hasNoTasks(plan)) ctx.out(`\n${noTasksText(ctx)}`);
    if (report.interrupted) return 130;
    // Scripts tell "wait and resume" apart from a failure by the exit code.
    if (report.stop === 'rate_limited') return EXIT_RATE_LIMITED;
    return await whatNextAfterBuild(ctx, { root, planPath: planAt.path });
  } catch (e) {
    progress.done();
    if (e instanceof BuildError) throw new UsageError(e.message);
    throw e;
  } finally {
    for (const sig of STOP_SIGNALS) process.off(sig, onStop);
    closeSync(logFd);
  }
}

/** The loop's options from the command line and the plan. */
function buildOptions(
  ctx: CommandContext,
  sel: Selection,
  branchPrefix: string,
): Omit<BuildOptions, 'onEvent' | 'signal' | 'control'> {
  const { plan } = sel;
  return {
    planAt: sel.planAt,
    planAtStart: sel.plan,
    provider: sel.provider,
    agentCommand: sel.agentCommand,
    model: stringOption(ctx, 'model'),
    spec: sel.spec,
    task: sel.task,
    maxTasks: intOption(ctx, 'max-tasks'),
    maxAttempts: sel.maxAttempts,
    maxCostUsd: sel.maxCostUsd,
    branch: sel.branch,
    branchPrefix,
    protectedPaths: (ctx.values.protect as string[] | undefined) ?? [],
    freshRetry: ctx.values['fresh-retry'] === true || plan.agent?.retry === 'fresh',
    env: ctx.env,
  };
}

/** What the build did, for the end of its output. */
function buildSummary(report: BuildReport): string {
  const completed = report.tasks.filter((t) => t.status === 'completed').length;
  const blocked = report.tasks.filter((t) => t.status === 'blocked').length;
  return (
    `\n${report.tasks.length === 0 && !report.interrupted ? 'No task was ready.' : `${completed} task${completed === 1 ? '' : 's'} completed, ${blocked} blocked.`}` +
    (report.specCommits.length > 0
      ? `\nSpec commits: ${report.specCommits.map((c) => `${c.branch} ${c.sha.slice(0, 7)}`).join(', ')}`
      : '') +
    (report.interrupted
      ? '\nInterrupted: the running task is pending again; run `ralph build` to resume.'
      : '') +
    (report.stoppedBecause ? `\nStopped: ${report.stoppedBecause}` : '') +
    (report.costUsd > 0 ? `\nCost of this build: ${formatUsd(report.costUsd)}` : '') +
    `\nLogs: ${join('.ralph', 'logs')}/`
  );
}

/** `--max-cost USD`: a positive amount such as 5 or 2.50. */
function usdOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const usd = Number(value.replace(/^\$/, ''));
  if (!/^\$?\d+(\.\d+)?$/.test(value) || !(usd > 0))
    throw new UsageError(
      `--max-cost must be an amount in USD greater than 0, such as 5 or 2.50; got "${value}"`,
    );
  return usd;
}

/**
 * `ralph build --baseline`: every gate of the plan on the untouched tree (HEAD, on a clean work
 * tree), fresh (not from the cache), what each writes put back; which are red, with the line of
 * their output that says why. Exit 1 when a required gate is red or its tool is missing.
 */
async function baselineCommand(ctx: CommandContext, planAt: PlanLocation, plan: Plan): Promise<number> {
  const { root } = planAt;
  const git = new Git(root);
  try {
    await startingBranch(git, planAt);
  } catch (e) {
    if (e instanceof BuildError) throw new UsageError(e.message);
    throw e;
  }
  const gates = plan.gates ?? [];
  if (gates.length === 0) {
    ctx.out(`${planAt.file} has no gates: nothing to run.`);
    return 0;
  }
  const head = (await git.head()).slice(0, 7);
  ctx.out(`Gates on the untouched tree (${head}), in order:`);
  const results: GateResult[] = [];
  const logDir = join(root, '.ralph', 'logs', 'baseline');
  // Every gate, optional ones too, each run as required so that checkBaseline runs it.
  await checkBaseline(git, {
    root,
    gates: gates.map((g) => ({ ...g, required: true })),
    env: agentEnv(ctx.env),
    logDir,
    onNote: (text) => ctx.out(`  note: ${text}`),
    onResult: (r) => {
      results.push(r);
      ctx.out(
        `  ${r.passed ? '✓' : '✗'} ${r.name}: ${r.passed ? 'passed' : `red (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} in ${(r.durationMs / 1000).toFixed(1)}s${r.passed ? '' : `: ${failureLine(gateOutput(r)) || '(no output)'}`}`,
      );
    },
  });
  const red = results.filter((r) => !r.passed);
  const redRequired = red.filter((r) => gates.find((g) => g.name === r.name)?.required !== false);
  if (red.length === 0) {
    ctx.out(`\nAll ${results.length} gate${results.length === 1 ? '' : 's'} pass on the untouched tree.`);
    return 0;
  }
  ctx.out(
    `\nRed on the untouched tree: ${red.map((r) => r.name).join(', ')}. Logs: ${relative(root, logDir)}/.` +
      (redRequired.length > 0
        ? `\nA required gate that is red before any agent stops \`ralph build\`: fix it first, mark it "required": false, or give it "baseline": "no-new-failures" to accept its known failures.`
        : '\nThese gates are not required: they do not stop a build.'),
  );
  return redRequired.length > 0 ? 1 : 0;
}
