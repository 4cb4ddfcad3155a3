// `ralph init`: sets a repository up for Ralph. It creates implementation.json from a template
// with the gates detected in the project (src/core/detect/), writes the Ralph workflow with one
// step per gate of the plan (src/core/workflow.ts), and says what to do next. It never
// overwrites a file without --force, and never replaces an existing plan at all: the plan holds
// the work and its progress, so --force only fills in a missing `gates` list. `--check` is for
// CI: it fails when the workflow's gate steps no longer match the plan's gates, when a detected
// gate's command changed at its source, or when the setup steps differ from what fits the
// project now. `--dry-run` writes nothing and lists the gates, their source, and their tools; it
// fails when a required gate's tool is missing here.
import {
  accessSync,
  constants,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, dirname, isAbsolute, join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { Git } from '../adapters/git.js';
import { loadPlan, PlanError, serializePlan, updatePlan, writeAtomic } from '../adapters/plan-file.js';
import { findProjectRoot, resolvePlanPath } from '../adapters/project-root.js';
import { DEFAULT_PROVIDER, planProviders } from '../core/agent-routing.js';
import { planProblems } from '../core/checks.js';
import { unknownAgentText } from '../core/closest-key.js';
import {
  commandWords,
  type DetectedProject,
  detectProject,
  type JobChoice,
  jobsTable,
  type ProjectReader,
  type ProposedGate,
} from '../core/detect/index.js';
import { type Gate, type Plan, planJsonSchema } from '../core/plan.js';
import { shellCommand } from '../core/shell.js';
import {
  AGENT_SETUPS,
  agentSetups,
  gateStepId,
  layoutProblems,
  providerProblems,
  RALPH_WORKFLOW_PATH,
  renderWorkflow,
  setUpCommitCommand,
} from '../core/workflow.js';
import {
  type Command,
  type CommandContext,
  PLAN_OPTION,
  PLAN_USAGE,
  stringOption,
  UsageError,
} from './command.js';
import { VERIFY_TIMEOUT, verifyGates } from './init-verify.js';
import { dryRunTaskJob, installLines, otherPrograms } from './preflight.js';

/** Where the workflow goes, relative to the project root. */
export const WORKFLOW_PATH = RALPH_WORKFLOW_PATH;

const PROVIDERS = Object.keys(AGENT_SETUPS);

export const init: Command = {
  name: 'init',
  summary: 'create implementation.json and the Ralph workflow for this repository',
  usage: `[--agent PROVIDER] [--agent-command CMD] [--job NAME]... [--leg KEY=VALUE]...
       [--force] [--check] [--dry-run] [--no-verify] [--verify-timeout DURATION] [--plan PATH]

Sets this repository up for Ralph, at the project root:
- implementation.json: created with the gates of the repository's CI
  (.github/workflows): its check jobs, each on its main matrix leg, their run: steps
  as gates and their setup steps in the task job (a table shows each job kept,
  optional or left out, and why); without CI, the gates of package.json scripts
  (npm, pnpm, yarn, Bun), deno.json, Cargo.toml, go.mod, pyproject.toml, pom.xml,
  build.gradle or a Makefile (each gate says in "source" where it came from),
  and an example spec to replace; when specs/*.md exist, with no spec at all
  (\`ralph plan\` turns those files into specs and tasks). An existing plan is kept
  as it is.
- ${WORKFLOW_PATH}: the Ralph workflow, with one step per gate of the plan.
Before writing, it runs each gate whose programs are here on the untouched tree and
says whether it passed, failed (with the end of its output) or could not run (and
what installs its tool). Then prints what to do next. A file that exists and
differs is not overwritten unless --force; an existing plan is never replaced
(--force only adds the detected gates to a plan that has no "gates").

      --agent PROVIDER  the coding agent: ${PROVIDERS.join(', ')}
                        (default: the plan's agent.provider, else claude)
      --agent-command CMD  for --agent command: the command line that runs your
                        agent (the prompt arrives on stdin); saved as agent.command
      --job NAME        take only this CI job (its id or name; repeatable), even one
                        init would leave out
      --leg KEY=VALUE   the matrix leg to take where a job's matrix has KEY (repeatable)
      --force           overwrite the workflow; add detected gates to a plan without any
      --check           write nothing; exit 1 when the workflow's gate steps differ from
                        the plan's gates, a detected gate's command changed at its source,
                        or the setup steps no longer fit the project (for CI)
      --dry-run         write nothing; list the gates, where each came from, whether the
                        programs they call are found, and what the CI's task job does not
                        set up for them; exit 1 when a required gate cannot run
      --no-verify       do not run the gates: by default init runs each gate whose
                        programs are here on the untouched tree, and says whether it passed
      --verify-timeout DURATION  the longest one gate runs then (default ${VERIFY_TIMEOUT})
${PLAN_USAGE}`,
  options: {
    ...PLAN_OPTION,
    agent: { type: 'string' },
    'agent-command': { type: 'string' },
    force: { type: 'boolean' },
    check: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    'no-verify': { type: 'boolean' },
    'verify-timeout': { type: 'string' },
    job: { type: 'string', multiple: true },
    leg: { type: 'string', multiple: true },
  },
  async run(ctx) {
    const root = findProjectRoot(ctx.cwd);
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const planRel = relative(root, planPath).split(sep).join('/');
    if (planRel.startsWith('../') || isAbsolute(planRel))
      throw new UsageError(`the plan must be inside the project (${root}), got ${planPath}`);
    const workflowPath = join(root, WORKFLOW_PATH);

    if (ctx.values.check) {
      if (
        ctx.values.force ||
        ctx.values.agent !== undefined ||
        ctx.values['agent-command'] !== undefined ||
        ctx.values['dry-run']
      )
        throw new UsageError(
          '--check writes nothing; it takes only --plan (and the --job and --leg init was given)',
        );
      return check(ctx, root, planPath, planRel, workflowPath, jobChoice(ctx));
    }

    const { agentOption, agentCommand } = agentOptions(ctx);
    const force = Boolean(ctx.values.force);
    // Ralph commits each task's work on a branch: a folder outside git gets nothing written.
    if (!ctx.values['dry-run'] && !(await new Git(root).try(['rev-parse', '--git-dir']))) {
      ctx.err(
        `ralph init: ${root} is not in a git repository, so nothing was written. Ralph commits each task's work on a branch: run \`git init\` there (and commit your project), then \`ralph init\` again.`,
      );
      return 1;
    }
    const detected = detectProject(projectReader(root), jobChoice(ctx));
    // A dry run lists the gates itself, with their tools.
    ctx.out(describeProject(detected, !ctx.values['dry-run']));
    if (ctx.values['dry-run']) {
      if (force) throw new UsageError('--dry-run writes nothing; it does not take --force');
      return dryRun(ctx, root, planPath, planRel, detected);
    }
    // 0. The gates the workflow will run, verified on the untouched tree before anything is
    // written (init-verify.ts).
    if (
      !ctx.values['no-verify'] &&
      (await verifyForInit(ctx, root, planPath, detected, force)) === 'interrupted'
    ) {
      ctx.err('\nralph init: stopped while verifying the gates; nothing was written.');
      return 130;
    }
    // Specs written as markdown: plan mode turns them into tasks, so no example spec is needed.
    const specDocs = existsSync(join(root, 'specs'))
      ? readdirSync(join(root, 'specs'))
          .filter((f) => f.endsWith('.md'))
          .sort()
      : [];
    const run: InitRun = {
      root,
      planPath,
      planRel,
      workflowPath,
      force,
      agentOption,
      agentCommand,
      detected,
      specDocs,
    };
    // 1. The plan: create it, or keep it (filling in missing gates only with --force).
    const { plan, planCreated } = existsSync(planPath) ? await keepPlan(ctx, run) : createPlan(ctx, run);
    // 2. The workflow, from the plan's gates.
    const written = writeWorkflow(ctx, run, plan, planCreated);
    if (written !== 0) return written;
    // Specs written as markdown and no tasks yet: plan mode writes them.
    if (specDocs.length > 0 && plan.specs.every((s) => s.tasks.length === 0))
      ctx.out(
        `\nspecs/ has ${specDocs.length} spec file${specDocs.length === 1 ? '' : 's'} (${specDocs.slice(0, 3).join(', ')}${specDocs.length > 3 ? ', ...' : ''}): run ${ralphCommand(planRel, 'plan')} to have the agent turn ${specDocs.length === 1 ? 'it' : 'them'} into tasks in ${planRel}.`,
      );
    return 0;
  },
};

/**
 * Runs the gates the workflow will get (the plan's, else the detected ones) on the untouched
 * tree, before init writes anything, and says how each went.
 */
async function verifyForInit(
  ctx: CommandContext,
  root: string,
  planPath: string,
  detected: DetectedProject,
  force: boolean,
): Promise<'interrupted' | undefined> {
  const timeout = stringOption(ctx, 'verify-timeout') ?? VERIFY_TIMEOUT;
  if (!/^\d+(\.\d+)?\s*(ms|s|m|h)$/.test(timeout) || Number.parseFloat(timeout) <= 0)
    throw new UsageError(`--verify-timeout must be a duration such as 90s, 5m or 1h; got "${timeout}"`);
  const gates = existsSync(planPath)
    ? (loadPlan(planPath).plan.gates ?? (force ? detected.gates : []))
    : detected.gates;
  if (gates.length === 0) return undefined;
  const verdicts = await verifyGates({
    root,
    gates,
    env: ctx.env,
    timeout,
    installLine: detected.setupSteps.find((s) => s.run !== undefined)?.run,
    out: ctx.out,
  });
  return verdicts === 'interrupted' ? 'interrupted' : undefined;
}

/** What `ralph init` (writing) works from, once its options are checked. */
interface InitRun {
  root: string;
  planPath: string;
  planRel: string;
  workflowPath: string;
  force: boolean;
  agentOption: string | undefined;
  agentCommand: string | undefined;
  detected: DetectedProject;
  /** The markdown specs in specs/. */
  specDocs: string[];
}

/** `--agent` and `--agent-command`, checked together. */
function agentOptions(ctx: CommandContext): { agentOption?: string; agentCommand?: string } {
  const agentCommand = stringOption(ctx, 'agent-command');
  // --agent-command alone means the `command` agent.
  const agentOption = stringOption(ctx, 'agent') ?? (agentCommand !== undefined ? 'command' : undefined);
  if (agentOption !== undefined && !PROVIDERS.includes(agentOption))
    throw new UsageError(unknownAgentText(agentOption, PROVIDERS));
  if (agentCommand !== undefined && agentOption !== 'command')
    throw new UsageError(
      `--agent-command is for --agent command; the ${agentOption} agent runs its own CLI. Drop --agent-command, or pass --agent command`,
    );
  if (agentCommand !== undefined && !agentCommand.trim())
    throw new UsageError('--agent-command is empty; give the command line that runs your agent');
  return { agentOption, agentCommand };
}

/** An existing plan kept as it is: the agent chosen saved, the detected gates added only with --force. */
async function keepPlan(ctx: CommandContext, run: InitRun): Promise<{ plan: Plan; planCreated: boolean }> {
  const { planPath, planRel, detected } = run;
  let plan = loadPlan(planPath).plan; // an invalid plan stops here: PlanError, one line per problem
  plan = await keepAgentChoice(ctx, planPath, planRel, plan, run.agentOption, run.agentCommand);
  if (plan.gates !== undefined) {
    ctx.out(`kept ${planRel} (it exists; gates: ${names(plan.gates)})`);
  } else if (detected.gates.length === 0) {
    ctx.out(`kept ${planRel} (it exists; it has no gates, and none were detected)`);
  } else if (run.force) {
    await updatePlan(planPath, (p) =>
      insertBefore(p as Record<string, unknown>, 'specs', 'gates', detected.gates),
    );
    plan = loadPlan(planPath).plan;
    ctx.out(`updated ${planRel}: added the detected gates (${names(detected.gates)}); nothing else changed`);
  } else {
    ctx.out(
      `kept ${planRel} (it exists) - it has no "gates", so the workflow gets no gate steps.\n` +
        `  Detected: ${detected.gates.map((g) => `${g.name} (${g.command})`).join(', ')}\n` +
        `  Run ${ralphCommand(planRel, 'init', '--force')} to add them to the plan (nothing else in it changes), or add "gates" yourself.`,
    );
  }
  return { plan, planCreated: false };
}

/** A new plan from the template, with the detected gates; never over a file that appeared meanwhile. */
function createPlan(ctx: CommandContext, run: InitRun): { plan: Plan; planCreated: boolean } {
  const { planPath, planRel, agentOption, agentCommand, specDocs } = run;
  if (agentOption === 'command' && agentCommand === undefined)
    throw new UsageError(
      '--agent command needs --agent-command CMD: the command line that runs your agent (the prompt arrives on stdin)',
    );
  const plan = templatePlan(
    run.detected.gates,
    agentOption ?? DEFAULT_PROVIDER,
    existsSync(join(run.root, 'README.md')),
    agentCommand,
  );
  if (specDocs.length > 0) plan.specs = [];
  const problems = planProblems(plan);
  if (problems.length > 0) throw new PlanError(planPath, problems);
  mkdirSync(dirname(planPath), { recursive: true });
  if (!createFile(planPath, serializePlan(plan))) {
    throw new UsageError(`${planRel} appeared while ralph init ran; run it again`);
  }
  ctx.out(
    `created ${planRel} (${specDocs.length > 0 ? `no specs yet: ${ralphCommand(planRel, 'plan')} writes them from specs/*.md` : 'an example spec to replace'}; gates: ${names(plan.gates ?? [])}; agent: ${agentOption ?? DEFAULT_PROVIDER})`,
  );
  return { plan, planCreated: true };
}

/**
 * The agents the workflow installs: every provider the plan's tasks resolve to (their levels,
 * escalation included: agent-routing.ts), and `--agent`'s.
 */
function workflowProviders(run: InitRun, plan: Plan): string[] {
  const { agentOption, planRel } = run;
  const providers = [...new Set([...planProviders(plan), ...(agentOption ? [agentOption] : [])])].sort();
  for (const agent of providers)
    if (!PROVIDERS.includes(agent))
      throw new UsageError(
        `${planRel}: the agent provider "${agent}" has no workflow setup; use one of ${PROVIDERS.join(', ')}`,
      );
  return providers;
}

/**
 * The workflow for the plan written (a different one only with --force), then what to do next.
 * 1 when an existing, different workflow was left alone; else 0.
 */
function writeWorkflow(ctx: CommandContext, run: InitRun, plan: Plan, planCreated: boolean): number {
  const { planRel, workflowPath, specDocs } = run;
  const providers = workflowProviders(run, plan);
  const gates = plan.gates ?? [];
  const ids = new Map<string, string>();
  for (const g of gates) {
    const clash = ids.get(gateStepId(g.name));
    if (clash !== undefined)
      throw new UsageError(
        `${planRel}: gates "${clash}" and "${g.name}" would get the same workflow step id; rename one`,
      );
    ids.set(gateStepId(g.name), g.name);
  }
  // Spec files and no tasks yet: `ralph plan` comes first.
  const specsToPlan = specDocs.length > 0 && plan.specs.every((s) => s.tasks.length === 0);
  const workflow = renderWorkflow({
    gates,
    providers,
    setupSteps: run.detected.setupSteps,
    services: run.detected.services,
    plan: planRel,
  });
  const next = () =>
    nextSteps(providers, planRel, planCreated && specDocs.length === 0, gates.length === 0, specsToPlan);
  let existing: string | undefined;
  try {
    existing = readFileSync(workflowPath, 'utf8');
  } catch {
    existing = undefined;
  }
  if (existing === workflow) {
    ctx.out(`${WORKFLOW_PATH} is up to date`);
    if (planCreated) ctx.out(next());
    return 0;
  }
  if (existing !== undefined && !run.force) {
    ctx.err(
      `ralph init: ${WORKFLOW_PATH} exists and differs from the workflow for this plan; not overwritten.\n` +
        `  Run ${ralphCommand(planRel, 'init', '--force')} to replace it, or ${ralphCommand(planRel, 'init', '--check')} to compare its gate steps with the plan.`,
    );
    return 1;
  }
  mkdirSync(dirname(workflowPath), { recursive: true });
  if (existing === undefined) {
    if (!createFile(workflowPath, workflow))
      throw new UsageError(`${WORKFLOW_PATH} appeared while ralph init ran; run it again`);
  } else writeAtomic(workflowPath, workflow);
  ctx.out(
    `${existing === undefined ? 'created' : 'replaced'} ${WORKFLOW_PATH} (gate steps: ${names(gates)}; agent${providers.length === 1 ? '' : 's'}: ${providers.join(', ')})`,
  );
  ctx.out(next());
  return 0;
}

/** The project as detection reads it: paths relative to the root. */
export function projectReader(root: string): ProjectReader {
  return {
    list: (dir = '') => {
      try {
        return readdirSync(join(root, dir));
      } catch {
        return [];
      }
    },
    read: (path) => {
      try {
        return readFileSync(join(root, path), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** The plan `ralph init` creates: the detected gates, the agent, and an example spec to replace. */
export function templatePlan(
  gates: readonly Gate[],
  provider: string,
  hasReadme = false,
  command?: string,
): Plan {
  return {
    $schema: planJsonSchema().$id as string,
    version: 1,
    agent: { provider, ...(command !== undefined ? { command } : {}) },
    ...(gates.length > 0 ? { gates: gates.map((g) => ({ ...g })) } : {}),
    specs: [
      {
        id: 'example',
        name: 'Example spec: replace it with your own',
        priority: 1,
        context:
          'A spec is one reviewable change: its tasks run one at a time on the branch ralph/<spec id>, and one pull request is opened when they are all completed.',
        acceptanceCriteria: ['Every gate passes'],
        tasks: [
          {
            id: 'example-1',
            title: 'First task',
            description: 'What the agent should build, in a few sentences, as you would brief a colleague.',
            status: 'pending',
            acceptanceCriteria: ['An observable result that says the task is done'],
            // Files whose contents go into the prompt; only one that exists, so the example runs.
            ...(hasReadme ? { contextFiles: ['README.md'] } : {}),
          },
          {
            id: 'example-2',
            title: 'Second task',
            description: 'Runs after example-1 is completed.',
            status: 'pending',
            dependsOn: ['example-1'],
            acceptanceCriteria: ['Another observable result'],
          },
        ],
      },
    ],
  };
}

/** `--job NAME` and `--leg KEY=VALUE`, checked. */
export function jobChoice(ctx: CommandContext): JobChoice {
  const list = (name: string) => {
    const v = ctx.values[name];
    return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  };
  const legs: Record<string, string> = {};
  for (const pair of list('leg')) {
    const m = /^([^=\s]+)=(.*)$/.exec(pair);
    if (!m)
      throw new UsageError(`--leg ${pair}: give KEY=VALUE, a matrix key and its value (--leg rust=stable)`);
    legs[m[1]!] = m[2]!;
  }
  return { jobs: list('job'), legs };
}

function describeProject(d: DetectedProject, withGates = true): string {
  const what = d.kind === 'unknown' ? 'project: no known build files' : `project: ${d.kind}`;
  const table = (d.jobs ?? []).length > 0 ? `\nCI jobs:\n${indent(jobsTable(d.jobs ?? []))}\n` : undefined;
  return [
    what,
    ...(table ? [table] : []),
    ...d.notes.map((n) => `  ${n}`),
    ...(withGates
      ? d.gates.map(
          (g) =>
            `  gate ${g.name}: ${g.command} (from ${g.source})${g.required === false ? ', not required' : ''}`,
        )
      : []),
  ].join('\n');
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

/**
 * What to do after `ralph init`, in the order it works: first locally (the plan's tasks, a
 * check, a commit, a build), then on GitHub (secrets, permissions, a push, a run). Pushing
 * before the plan has tasks would start the workflow on the example spec, or on none.
 */
function nextSteps(
  providers: readonly string[],
  planRel: string,
  exampleSpec: boolean,
  noGates: boolean,
  specDocs = false,
): string {
  const setups = agentSetups({ providers });
  const secrets = [...new Set(setups.flatMap((s) => s.secrets))];
  const local: string[] = [];
  if (specDocs)
    local.push(
      `Turn specs/*.md into tasks: ${ralphCommand(planRel, 'plan')} (review the tasks it writes in ${planRel}).`,
    );
  else if (exampleSpec) local.push(`Replace the example spec in ${planRel} with your own specs and tasks.`);
  if (noGates)
    local.push(
      `Add "gates" (name and command) to ${planRel} - nothing checks the agent's work without them - then run ${ralphCommand(planRel, 'init', '--force')}.`,
    );
  if (providers.includes('command'))
    local.push(
      `Check agent.command in ${planRel}: the command line that runs your agent (the prompt arrives on stdin).`,
    );
  local.push(
    `Check the plan: ${ralphCommand(planRel, 'validate')}`,
    `Commit the plan and the workflow: ${commitCommand(planRel)}`,
    `Run the ready tasks here: ${ralphCommand(planRel, 'build')} (it needs a clean work tree; each spec gets its branch ralph/<spec id>).`,
  );
  const github: string[] = [];
  if (secrets.length > 0)
    github.push(
      `Add the repository secret${secrets.length > 1 ? 's' : ''} ${secrets.join(', ')} for the ${setups
        .filter((s) => s.secrets.length > 0)
        .map((s) => s.provider)
        .join(
          ' and ',
        )} agent${setups.filter((s) => s.secrets.length > 0).length > 1 ? 's' : ''} (Settings > Secrets and variables > Actions).`,
    );
  github.push(
    'Allow GitHub Actions to create pull requests (Settings > Actions > General > Workflow permissions).',
    'Push the commit to the default branch: `git push`',
    'Run the workflow once by hand: `gh workflow run ralph.yml` (or Actions > Ralph > Run workflow).',
  );
  return [
    '',
    'Next, locally:',
    ...local.map((s, i) => `  ${i + 1}. ${s}`),
    'Then on GitHub:',
    ...github.map((s, i) => `  ${local.length + i + 1}. ${s}`),
  ].join('\n');
}

/**
 * `ralph WORDS` as a command in backticks that runs as printed: quoted for the shell, with
 * `--plan` when the plan is not the default one.
 */
function ralphCommand(planRel: string, ...words: string[]): string {
  const plan = planRel === 'implementation.json' ? [] : ['--plan', planRel];
  return `\`${shellCommand(['ralph', ...words, ...plan])}\``;
}

/** The command that commits what `ralph init` wrote: the plan and the workflow. */
function commitCommand(planRel: string): string {
  return `\`${setUpCommitCommand([planRel, WORKFLOW_PATH])}\``;
}

/**
 * The agent `--agent` and `--agent-command` name, written into an existing plan when it says
 * otherwise (the plan is where `ralph build` and the workflow read it from); the plan as it is
 * then.
 */
async function keepAgentChoice(
  ctx: CommandContext,
  planPath: string,
  planRel: string,
  plan: Plan,
  provider: string | undefined,
  command: string | undefined,
): Promise<Plan> {
  if (provider === undefined) return plan;
  const sameProvider = plan.agent?.provider === provider;
  if (sameProvider && (command === undefined || plan.agent?.command === command)) return plan;
  if (provider === 'command' && command === undefined && !plan.agent?.command)
    throw new UsageError(
      '--agent command needs --agent-command CMD: the command line that runs your agent (the prompt arrives on stdin)',
    );
  await updatePlan(planPath, (p) => {
    const agent = p.agent ?? {};
    agent.provider = provider;
    if (command !== undefined) agent.command = command;
    p.agent = agent;
  });
  ctx.out(
    `updated ${planRel}: agent.provider "${provider}"${command !== undefined ? `, agent.command ${JSON.stringify(command)}` : ''}`,
  );
  return loadPlan(planPath).plan;
}

/**
 * `ralph init --check`: the workflow has the layout split by trust (a workflow written for an
 * older Ralph is told what to change), its gate steps are the plan's gates (same names, same
 * order), each gate `ralph init` detected (it has a `source`) still runs the command found at
 * that source, and the task job's setup steps are the ones that fit the project now.
 */
function check(
  ctx: CommandContext,
  root: string,
  planPath: string,
  planRel: string,
  workflowPath: string,
  choice: JobChoice,
): number {
  const { plan } = loadPlan(planPath);
  const gates = plan.gates ?? [];
  const planGates = gates.map((g) => g.name);
  let text: string;
  try {
    text = readFileSync(workflowPath, 'utf8');
  } catch {
    ctx.err(
      `ralph init --check: ${WORKFLOW_PATH} is missing; run ${ralphCommand(planRel, 'init')} to write it`,
    );
    return 1;
  }
  let parsed: unknown;
  let stepGates: string[];
  let layout: string[];
  try {
    parsed = parseYaml(text);
    stepGates = workflowGateNames(parsed);
    layout = layoutProblems(parsed);
  } catch (e) {
    ctx.err(`ralph init --check: ${WORKFLOW_PATH} is not valid YAML: ${(e as Error).message}`);
    return 1;
  }
  const detected = detectProject(projectReader(root), choice);
  const expected = parseYaml(renderWorkflow({ gates, setupSteps: detected.setupSteps, plan: planRel }));
  const commands = commandDifferences(gates, detected.gates);
  const problems = [
    ...layout,
    // The agents the plan's tasks resolve to, each installed on its legs, with its key.
    ...providerProblems(parsed, planProviders(plan)),
    ...gateDifferences(planGates, stepGates),
    ...commands,
    ...setupDifferences(workflowSetupSteps(parsed), workflowSetupSteps(expected)),
  ];
  if (problems.length === 0) {
    ctx.out(
      `${WORKFLOW_PATH}: gate steps match ${planRel} (${planGates.join(', ') || 'no gates'}); gate commands and setup steps fit the project`,
    );
    return 0;
  }
  ctx.err(
    [
      layout.length > 0
        ? `ralph init --check: ${WORKFLOW_PATH} is laid out for an older Ralph${layout.length < problems.length ? ` and does not match ${planRel} or the project` : ''}:`
        : `ralph init --check: ${WORKFLOW_PATH}, ${planRel} and the project do not agree:`,
      ...problems.map((p) => `  ${p}`),
      `Fix: ${commands.length > 0 ? `change the plan's gates as said above, then ` : ''}run ${ralphCommand(planRel, 'init', '--force')} to rewrite the workflow from the plan (or edit it by hand).`,
    ].join('\n'),
  );
  return 1;
}

/**
 * The gates `ralph init` detected (those with a `source`) whose command at that source is not
 * the plan's any more, or that are not found there at all; a gate without a `source` is the
 * user's own and is not compared.
 */
export function commandDifferences(planGates: readonly Gate[], detected: readonly ProposedGate[]): string[] {
  const out: string[] = [];
  for (const g of planGates) {
    if (typeof g.source !== 'string') continue;
    const now = detected.find((d) => d.name === g.name);
    if (!now)
      out.push(
        `gate ${g.name}: not detected any more (it came from ${g.source}); drop it from the plan, or remove its "source" to keep it as your own`,
      );
    else if (now.command !== g.command)
      out.push(
        `gate ${g.name}: the plan runs \`${g.command}\`; ${now.source} now says \`${now.command}\` (change the plan's command, or remove its "source" to keep yours)`,
      );
    else
      for (const key of ['workingDirectory', 'shell'] as const)
        if ((now[key] ?? '') !== (g[key] ?? ''))
          out.push(
            `gate ${g.name}: the plan's ${key} is ${JSON.stringify(g[key] ?? null)}; ${now.source} now says ${JSON.stringify(now[key] ?? null)} (change the plan, or remove its "source" to keep yours)`,
          );
  }
  return out;
}

type SetupStepView = {
  name?: unknown;
  uses?: unknown;
  with?: Record<string, unknown>;
  run?: unknown;
  id?: unknown;
};

/**
 * The task job's steps that prepare the project: after the checkout, before the agent is
 * installed or runs (the job with the `command: run` step).
 */
export function workflowSetupSteps(workflow: unknown): SetupStepView[] {
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (!jobs || typeof jobs !== 'object') return [];
  for (const job of Object.values(jobs as Record<string, { steps?: unknown }>)) {
    const steps = Array.isArray(job?.steps) ? (job.steps as SetupStepView[]) : [];
    if (!steps.some((s) => s?.with?.command === 'run')) continue;
    const out: SetupStepView[] = [];
    for (const s of steps) {
      // The agents' install steps (`Install the agent (claude)`, one per provider) end the setup.
      const name = String(s?.name ?? '');
      if (s?.with?.command === 'run' || name.startsWith('Install the agent') || name === 'Previous attempt')
        break;
      if (typeof s?.uses === 'string' && s.uses.startsWith('actions/checkout')) continue;
      out.push(s);
    }
    return out;
  }
  return [];
}

/** What differs between the workflow's setup steps and the ones that fit the project, one line each. */
export function setupDifferences(
  actual: readonly SetupStepView[],
  expected: readonly SetupStepView[],
): string[] {
  const describe = (s: SetupStepView) => {
    const w = s.with ?? {};
    // A setup step that runs the repository's code goes through Ralph's `setup` command.
    if (w.command === 'setup') return `runs \`${String(w.run)}\``;
    const parts: string[] = [];
    if (s.uses !== undefined) parts.push(`uses ${String(s.uses)}`);
    const withs = Object.entries(w).map(([k, v]) => `${k}: ${String(v)}`);
    if (withs.length > 0) parts.push(`with ${withs.join(', ')}`);
    if (s.run !== undefined) parts.push(`runs \`${String(s.run)}\``);
    return parts.join(' ') || '(empty)';
  };
  const out: string[] = [];
  const n = Math.max(actual.length, expected.length);
  for (let i = 0; i < n; i++) {
    const a = actual[i];
    const e = expected[i];
    if (a && e && describe(a) === describe(e)) continue;
    const label = (s: SetupStepView) => `"${String(s.name ?? s.uses ?? 'unnamed')}"`;
    if (!e) out.push(`setup step ${i + 1} ${label(a!)} (${describe(a!)}): not one the project needs now`);
    else if (!a) out.push(`setup step ${i + 1} ${label(e)} is missing: it ${describe(e)}`);
    else
      out.push(
        `setup step ${i + 1} ${label(a)}: the workflow ${describe(a)}; the project needs ${label(e)}, which ${describe(e)}`,
      );
  }
  return out;
}

/**
 * `ralph init --dry-run`: what init would write, and for each gate the workflow would get: its
 * command, where it came from, and whether its tool is found here.
 */
function dryRun(
  ctx: CommandContext,
  root: string,
  planPath: string,
  planRel: string,
  detected: DetectedProject,
): number {
  let gates: readonly Gate[] = detected.gates;
  if (existsSync(planPath)) {
    const plan = loadPlan(planPath).plan;
    if (plan.gates !== undefined) {
      gates = plan.gates;
      ctx.out(`${planRel} exists and has gates: the workflow would run those (kept as they are)`);
    } else
      ctx.out(
        `${planRel} exists without gates: ${ralphCommand(planRel, 'init', '--force')} would add the detected ones`,
      );
  } else ctx.out(`would create ${planRel} with the detected gates`);
  ctx.out(
    existsSync(join(root, WORKFLOW_PATH)) ? `${WORKFLOW_PATH} exists` : `would create ${WORKFLOW_PATH}`,
  );
  ctx.out(gates.length > 0 ? '\nGates, in order:' : '\nGates: none');
  const missing: string[] = [];
  for (const g of gates) {
    const tool = toolCheck(root, g.command, ctx.env);
    ctx.out(`  ${g.name}: ${g.command}${g.required === false ? ' (not required)' : ''}`);
    ctx.out(`    from: ${typeof g.source === 'string' ? g.source : 'the plan (written by hand)'}`);
    ctx.out(`    tool: ${tool.text}`);
    const more = otherPrograms(root, g.command, ctx.env);
    if (more.line) ctx.out(`    ${more.line}`);
    if (g.required !== false)
      for (const m of [...(tool.missing !== undefined ? [tool.missing] : []), ...more.missing])
        missing.push(`${g.name} (${m})`);
  }
  if (detected.setupSteps.length > 0) {
    ctx.out('\nSetup steps before the agent and the gates:');
    for (const s of detected.setupSteps) {
      const withs = Object.entries(s.with ?? {}).map(([k, v]) => `${k}: ${v}`);
      const what = s.uses ? `${s.uses}${withs.length > 0 ? ` (${withs.join(', ')})` : ''}` : `\`${s.run}\``;
      ctx.out(`  ${s.name}: ${what}`);
    }
  }
  // What the CI's task job (the workflow there, else the one init would write) does not set up.
  const ci = dryRunTaskJob(root, gates, () =>
    renderWorkflow({ gates, setupSteps: detected.setupSteps, plan: planRel }),
  );
  ctx.out(ci.lines.join('\n'));
  ctx.out('\nNothing was written (--dry-run).');
  // A required gate whose tool is not here fails every attempt (exit 127): say so, and fail.
  const errors: string[] = [];
  // One gate may miss several programs: counted once.
  const gatesMissing = new Set(missing.map((m) => m.slice(0, m.lastIndexOf(' ('))));
  if (missing.length > 0)
    errors.push(
      `ralph init --dry-run: ${gatesMissing.size === 1 ? 'a required gate' : `${gatesMissing.size} required gates`} cannot run here, ${missing.length === 1 ? 'its tool is' : 'their tools are'} missing: ${missing.join(', ')}. Install ${missing.length === 1 ? 'it' : 'them'} (the workflow's setup steps do in CI), or set "required": false on the gate in ${planRel} if it may fail.`,
      ...installLines(missing),
    );
  // A required gate the task job cannot run fails every attempt's baseline in CI.
  const ciNeeds = ci.needs.filter((n) => n.required);
  if (ciNeeds.length > 0)
    errors.push(
      `ralph init --dry-run: in CI, the task job does not set up ${ciNeeds.length === 1 ? 'what a required gate needs' : `${ciNeeds.length} things required gates need`}: ${ciNeeds.map((n) => `${n.gate} (${n.need})`).join(', ')}. Set ${ciNeeds.length === 1 ? 'it' : 'them'} up as said above, or set "required": false on the gate in ${planRel}.`,
    );
  if (errors.length === 0) return 0;
  ctx.err(errors.join('\n'));
  return 1;
}

/**
 * A gate's tool here: the line the dry runs print, and what is missing when the gate cannot
 * run at all (its program is not on PATH, or the package.json script it runs does not exist).
 * A tool the setup installs (node_modules/.bin, .venv/bin) is not missing: it is not there yet.
 * Leading `NAME=value` assignments are read as the shell reads them, quotes and all.
 */
export function toolCheck(
  root: string,
  command: string,
  env: NodeJS.ProcessEnv,
): { text: string; missing?: string } {
  const words = commandWords(command);
  const program = words[0] ?? '';
  const where = resolveProgram(root, program, env);
  const head = where
    ? `${program} found (${where})`
    : `${program} not found on PATH (install it to run this gate here: without it the gate exits 127)`;
  const notFound = where ? undefined : program;
  const inner = innerTool(words);
  if (!inner) return { text: head, ...(notFound ? { missing: notFound } : {}) };
  if (inner.kind === 'script') {
    const pkg = readJson(join(root, 'package.json'));
    const scripts = pkg?.scripts as Record<string, unknown> | undefined;
    const has = typeof scripts?.[inner.name] === 'string';
    // pnpm, yarn and bun run a dependency's binary by its name when no script has it.
    const bin = !has && words[0] !== 'npm' ? join(root, 'node_modules', '.bin', inner.name) : undefined;
    if (bin !== undefined && (isExecutable(bin) || dependsOn(pkg, inner.name)))
      return {
        text: `${head}; ${inner.name} ${isExecutable(bin) ? `found (${relative(root, bin)})` : 'not installed here yet (the install step installs it)'}`,
        ...(notFound ? { missing: notFound } : {}),
      };
    const missing = notFound ?? (has ? undefined : `script "${inner.name}" of package.json`);
    return {
      text: `${head}; script "${inner.name}" ${has ? 'in package.json' : 'NOT in package.json'}`,
      ...(missing ? { missing } : {}),
    };
  }
  const local = inner.dirs.map((d) => join(root, d, inner.name)).find((p) => isExecutable(p));
  return {
    text: `${head}; ${inner.name} ${local ? `found (${relative(root, local)})` : `not installed here yet (${inner.installedBy} installs it)`}`,
    ...(notFound ? { missing: notFound } : {}),
  };
}

/** Whether package.json lists a dependency that provides `bin`: the package of that name (tsc: typescript). */
function dependsOn(pkg: Record<string, unknown> | undefined, bin: string): boolean {
  const deps = { ...(pkg?.dependencies as object), ...(pkg?.devDependencies as object) } as Record<
    string,
    unknown
  >;
  return deps[bin] !== undefined || (bin === 'tsc' && deps.typescript !== undefined);
}

/** The tool a package manager runs for a gate: a package.json script, or a program in the project's environment. */
function innerTool(
  words: string[],
):
  | { kind: 'script'; name: string }
  | { kind: 'bin'; name: string; dirs: string[]; installedBy: string }
  | undefined {
  const [pm, ...rest] = words;
  const flagsOut = (list: string[], withValue: string[]) => {
    const out: string[] = [];
    for (let i = 0; i < list.length; i++) {
      if (withValue.includes(list[i]!)) i++;
      else if (!list[i]!.startsWith('-')) out.push(list[i]!);
    }
    return out;
  };
  if (pm === 'npx' || pm === 'bunx' || ((pm === 'pnpm' || pm === 'yarn') && rest[0] === 'exec')) {
    const name = flagsOut(pm === 'npx' || pm === 'bunx' ? rest : rest.slice(1), [])[0];
    return name
      ? { kind: 'bin', name, dirs: ['node_modules/.bin'], installedBy: 'the install step' }
      : undefined;
  }
  if (pm === 'npm' || pm === 'pnpm' || pm === 'yarn' || pm === 'bun') {
    const args = flagsOut(rest, ['--filter', '-F', '--workspace']);
    if (args.some((a) => a.startsWith('@')) || rest.includes('--filter') || rest.includes('-F'))
      return undefined;
    const script =
      args[0] === 'run' || args[0] === 'run-script' ? args[1] : args[0] === 't' ? 'test' : args[0];
    return script ? { kind: 'script', name: script } : undefined;
  }
  if ((pm === 'uv' || pm === 'poetry') && rest[0] === 'run') {
    const name = flagsOut(rest.slice(1), [
      '--group',
      '--with',
      '--extra',
      '--python',
      '-p',
      '--package',
      '--only-group',
    ])[0];
    return name
      ? { kind: 'bin', name, dirs: ['.venv/bin'], installedBy: pm === 'uv' ? 'uv sync' : 'poetry install' }
      : undefined;
  }
  return undefined;
}

function resolveProgram(root: string, program: string, env: NodeJS.ProcessEnv): string | undefined {
  if (!program) return undefined;
  if (program.includes('/')) {
    const p = isAbsolute(program) ? program : join(root, program);
    return isExecutable(p) ? program : undefined;
  }
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const p = join(dir, program);
    if (isExecutable(p)) return p;
  }
  return undefined;
}

function isExecutable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `gate` input of every step, in any job, whose `with.command` is `gate`, in file order. */
export function workflowGateNames(workflow: unknown): string[] {
  const out: string[] = [];
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (!jobs || typeof jobs !== 'object') return out;
  for (const job of Object.values(jobs as Record<string, unknown>)) {
    const steps = (job as { steps?: unknown } | null)?.steps;
    if (!Array.isArray(steps)) continue;
    for (const step of steps) {
      const w = (step as { with?: Record<string, unknown> } | null)?.with;
      if (w?.command !== 'gate') continue;
      out.push(
        typeof w.gate === 'string'
          ? w.gate
          : `(a gate step without a "gate" name: ${String((step as { name?: unknown }).name ?? 'unnamed')})`,
      );
    }
  }
  return out;
}

/** What differs between the plan's gate names and the workflow's gate steps, one line each. */
export function gateDifferences(planGates: readonly string[], stepGates: readonly string[]): string[] {
  const problems: string[] = [];
  for (const g of planGates)
    if (!stepGates.includes(g)) problems.push(`missing gate step: ${g} (in the plan, not in the workflow)`);
  for (const g of stepGates)
    if (!planGates.includes(g)) problems.push(`extra gate step: ${g} (in the workflow, not in the plan)`);
  const dup = stepGates.filter((g, i) => stepGates.indexOf(g) !== i);
  for (const g of new Set(dup)) problems.push(`gate step ${g} appears more than once`);
  if (problems.length === 0 && planGates.join('\n') !== stepGates.join('\n'))
    problems.push(`order: the plan runs ${planGates.join(', ')}; the workflow runs ${stepGates.join(', ')}`);
  return problems;
}

function names(gates: readonly Gate[]): string {
  return gates.length > 0 ? gates.map((g) => g.name).join(', ') : 'none';
}

/** Sets `key` on `obj` in place, placed before `before` (or last), so the file reads in the usual order. */
function insertBefore(obj: Record<string, unknown>, before: string, key: string, value: unknown): void {
  const entries = Object.entries(obj).filter(([k]) => k !== key);
  for (const [k] of entries) delete obj[k];
  let placed = false;
  for (const [k, v] of entries) {
    if (k === before && !placed) {
      obj[key] = value;
      placed = true;
    }
    obj[k] = v;
  }
  if (!placed) obj[key] = value;
}

/**
 * Creates a file that must not exist yet, atomically: written to a temp file, then hard-linked
 * into place (which fails rather than replace a file). False when the file already exists.
 */
function createFile(path: string, data: string): boolean {
  const tmp = `${path}.${process.pid}.${Date.now().toString(36)}.tmp`;
  writeFileSync(tmp, data, { flag: 'wx' });
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: exclusive create, the next best thing.
    try {
      writeFileSync(path, data, { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}
