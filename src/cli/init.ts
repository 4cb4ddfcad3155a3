// `ralph init`: sets a repository up for Ralph. It creates implementation.json from a template
// with the gates detected in the project (src/core/detect/), writes the Ralph workflow with one
// step per gate of the plan (src/core/workflow.ts), and says what to do next. It never
// overwrites a file without --force, and never replaces an existing plan at all: the plan holds
// the work and its progress, so --force only fills in a missing `gates` list. `--check` is for
// CI: it fails when the workflow's gate steps no longer match the plan's gates, when a detected
// gate's command changed at its source, or when the setup steps differ from what fits the
// project now. `--dry-run` writes nothing and lists the gates, their source, and their tools; it
// fails when a required gate's tool is missing here.
// This file is the command: its options, checked, and the order of the work. Reading the
// project is core/detect (through adapters/project-files.ts); writing the plan and the workflow
// is init-write.ts; --check and --dry-run are init-check.ts; the gates run in init-verify.ts;
// what init says is core/init/text.ts.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { markdownSpecs, projectReader } from '../adapters/project-files.js';
import { findProjectRoot, resolvePlanPath } from '../adapters/project-root.js';
import { unknownAgentText } from '../core/closest-key.js';
import { type DetectedProject, detectProject, type JobChoice } from '../core/detect/index.js';
import { describeProject, ralphCommand } from '../core/init/text.js';
import { RALPH_WORKFLOW_PATH } from '../core/workflow/workflow.js';
import { type Command, type CommandContext, PLAN_OPTION, stringOption, UsageError } from './command.js';
import { check, dryRun } from './init-check.js';
import { VERIFY_TIMEOUT, verifyGates } from './init-verify.js';
import { createPlan, type InitRun, keepPlan, PROVIDERS, writeWorkflow } from './init-write.js';

/** Where the workflow goes, relative to the project root. */
export const WORKFLOW_PATH = RALPH_WORKFLOW_PATH;

export const init: Command = {
  name: 'init',
  about: `Sets this repository up for Ralph, at the project root:
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
(--force only adds the detected gates to a plan that has no "gates").`,
  options: {
    agent: {
      type: 'string',
      value: 'PROVIDER',
      help: `the coding agent: ${PROVIDERS.join(', ')} (default: the plan's agent.provider, else claude)`,
    },
    'agent-command': {
      type: 'string',
      value: 'CMD',
      help: 'for --agent command: the command line that runs your agent (the prompt arrives on stdin); saved as agent.command',
    },
    job: {
      type: 'string',
      value: 'NAME',
      multiple: true,
      help: 'take only this CI job (its id or name; repeatable), even one init would leave out',
    },
    leg: {
      type: 'string',
      value: 'KEY=VALUE',
      multiple: true,
      help: "the matrix leg to take where a job's matrix has KEY (repeatable)",
    },
    force: { type: 'boolean', help: 'overwrite the workflow; add detected gates to a plan without any' },
    check: {
      type: 'boolean',
      help: "write nothing; exit 1 when the workflow's gate steps differ from the plan's gates, a detected gate's command changed at its source, or the setup steps no longer fit the project (for CI)",
    },
    'dry-run': {
      type: 'boolean',
      help: "write nothing; list the gates, where each came from, whether the programs they call are found, and what the CI's task job does not set up for them; exit 1 when a required gate cannot run",
    },
    'no-verify': {
      type: 'boolean',
      help: 'do not run the gates: by default init runs each gate whose programs are here on the untouched tree, and says whether it passed',
    },
    'verify-timeout': {
      type: 'string',
      value: 'DURATION',
      help: `the longest one gate runs then (default ${VERIFY_TIMEOUT})`,
    },
    ...PLAN_OPTION,
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
    const specDocs = markdownSpecs(root);
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
