// `ralph init`: sets a repository up for Ralph. It creates implementation.json from a template
// with the gates detected in the project (src/core/detect.ts), writes the Ralph workflow with one
// step per gate of the plan (src/core/workflow.ts), and says what to do next. It never
// overwrites a file without --force, and never replaces an existing plan at all: the plan holds
// the work and its progress, so --force only fills in a missing `gates` list. `--check` is for
// CI: it fails when the workflow's gate steps no longer match the plan's gates.
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { loadPlan, PlanError, serializePlan, updatePlan, writeAtomic } from '../adapters/plan-file.js';
import { findProjectRoot, resolvePlanPath } from '../adapters/project-root.js';
import { planProblems } from '../core/checks.js';
import { type DetectedProject, detectProject, type ProjectReader } from '../core/detect.js';
import { type Gate, type Plan, planJsonSchema } from '../core/plan.js';
import { AGENT_SETUPS, gateStepId, layoutProblems, renderWorkflow } from '../core/workflow.js';
import {
  type Command,
  type CommandContext,
  PLAN_OPTION,
  PLAN_USAGE,
  stringOption,
  UsageError,
} from './command.js';

/** Where the workflow goes, relative to the project root. */
export const WORKFLOW_PATH = '.github/workflows/ralph.yml';

const PROVIDERS = Object.keys(AGENT_SETUPS);

export const init: Command = {
  name: 'init',
  summary: 'create implementation.json and the Ralph workflow for this repository',
  usage: `[--agent PROVIDER] [--force] [--check] [--plan PATH]

Sets this repository up for Ralph, at the project root:
- implementation.json: created from a template (an example spec to replace) with
  the gates detected from package.json scripts, Cargo.toml, go.mod, pyproject.toml
  or a Makefile. An existing plan is kept as it is.
- ${WORKFLOW_PATH}: the Ralph workflow, with one step per gate of the plan.
Then prints what to do next. A file that exists and differs is not overwritten
unless --force; an existing plan is never replaced (--force only adds the detected
gates to a plan that has no "gates").

      --agent PROVIDER  the coding agent: ${PROVIDERS.join(', ')}
                        (default: the plan's agent.provider, else claude)
      --force           overwrite the workflow; add detected gates to a plan without any
      --check           write nothing; exit 1 when the workflow's gate steps differ from
                        the plan's gates (for CI)
${PLAN_USAGE}`,
  options: {
    ...PLAN_OPTION,
    agent: { type: 'string' },
    force: { type: 'boolean' },
    check: { type: 'boolean' },
  },
  async run(ctx) {
    const root = findProjectRoot(ctx.cwd);
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const planRel = relative(root, planPath).split(sep).join('/');
    if (planRel.startsWith('../') || isAbsolute(planRel))
      throw new UsageError(`the plan must be inside the project (${root}), got ${planPath}`);
    const workflowPath = join(root, WORKFLOW_PATH);

    if (ctx.values.check) {
      if (ctx.values.force || ctx.values.agent !== undefined)
        throw new UsageError('--check writes nothing; it takes only --plan');
      return check(ctx, planPath, planRel, workflowPath);
    }

    const agentOption = stringOption(ctx, 'agent');
    if (agentOption !== undefined && !PROVIDERS.includes(agentOption))
      throw new UsageError(`unknown agent "${agentOption}"; use one of ${PROVIDERS.join(', ')}`);
    const force = Boolean(ctx.values.force);
    const detected = detectProject(projectReader(root));
    ctx.out(describeProject(detected));

    // 1. The plan: create it, or keep it (filling in missing gates only with --force).
    let plan: Plan;
    let planCreated = false;
    if (existsSync(planPath)) {
      plan = loadPlan(planPath).plan; // an invalid plan stops here: PlanError, one line per problem
      if (plan.gates !== undefined) {
        ctx.out(`kept ${planRel} (it exists; gates: ${names(plan.gates)})`);
      } else if (detected.gates.length === 0) {
        ctx.out(`kept ${planRel} (it exists; it has no gates, and none were detected)`);
      } else if (force) {
        await updatePlan(planPath, (p) =>
          insertBefore(p as Record<string, unknown>, 'specs', 'gates', detected.gates),
        );
        plan = loadPlan(planPath).plan;
        ctx.out(
          `updated ${planRel}: added the detected gates (${names(detected.gates)}); nothing else changed`,
        );
      } else {
        ctx.out(
          `kept ${planRel} (it exists) - it has no "gates", so the workflow gets no gate steps.\n` +
            `  Detected: ${detected.gates.map((g) => `${g.name} (${g.command})`).join(', ')}\n` +
            `  Run \`ralph init --force\` to add them to the plan (nothing else in it changes), or add "gates" yourself.`,
        );
      }
    } else {
      plan = templatePlan(detected.gates, agentOption ?? 'claude', existsSync(join(root, 'README.md')));
      const problems = planProblems(plan);
      if (problems.length > 0) throw new PlanError(planPath, problems);
      mkdirSync(dirname(planPath), { recursive: true });
      if (!createFile(planPath, serializePlan(plan))) {
        throw new UsageError(`${planRel} appeared while ralph init ran; run it again`);
      }
      planCreated = true;
      ctx.out(
        `created ${planRel} (an example spec to replace; gates: ${names(plan.gates ?? [])}; agent: ${agentOption ?? 'claude'})`,
      );
    }

    const planProvider = plan.agent?.provider;
    const agent = agentOption ?? planProvider ?? 'claude';
    if (!PROVIDERS.includes(agent))
      throw new UsageError(
        `${planRel}: agent.provider "${agent}" has no workflow setup; pass --agent with one of ${PROVIDERS.join(', ')}`,
      );
    if (agentOption && planProvider && planProvider !== agentOption)
      ctx.err(
        `warning: ${planRel} says agent.provider "${planProvider}"; the workflow runs "${agentOption}" (its input wins)`,
      );

    // 2. The workflow, from the plan's gates.
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
    const workflow = renderWorkflow({
      gates,
      agent,
      setupSteps: detected.setupSteps,
      plan: planRel,
    });
    let existing: string | undefined;
    try {
      existing = readFileSync(workflowPath, 'utf8');
    } catch {
      existing = undefined;
    }
    if (existing === workflow) {
      ctx.out(`${WORKFLOW_PATH} is up to date`);
      if (planCreated) ctx.out(nextSteps(agent, planRel, planCreated, gates.length === 0));
    } else if (existing !== undefined && !force) {
      ctx.err(
        `ralph init: ${WORKFLOW_PATH} exists and differs from the workflow for this plan; not overwritten.\n` +
          `  Run \`ralph init --force\` to replace it, or \`ralph init --check\` to compare its gate steps with the plan.`,
      );
      return 1;
    } else {
      mkdirSync(dirname(workflowPath), { recursive: true });
      if (existing === undefined) {
        if (!createFile(workflowPath, workflow))
          throw new UsageError(`${WORKFLOW_PATH} appeared while ralph init ran; run it again`);
      } else writeAtomic(workflowPath, workflow);
      ctx.out(
        `${existing === undefined ? 'created' : 'replaced'} ${WORKFLOW_PATH} (gate steps: ${names(gates)}; agent: ${agent})`,
      );
      ctx.out(nextSteps(agent, planRel, planCreated, gates.length === 0));
    }
    return 0;
  },
};

/** The root directory as detection reads it. */
export function projectReader(root: string): ProjectReader {
  return {
    list: () => {
      try {
        return readdirSync(root);
      } catch {
        return [];
      }
    },
    read: (name) => {
      try {
        return readFileSync(join(root, name), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** The plan `ralph init` creates: the detected gates, the agent, and an example spec to replace. */
export function templatePlan(gates: readonly Gate[], provider: string, hasReadme = false): Plan {
  return {
    $schema: planJsonSchema().$id as string,
    version: 1,
    agent: { provider },
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

function describeProject(d: DetectedProject): string {
  const what = d.kind === 'unknown' ? 'project: no known build files' : `project: ${d.kind}`;
  return [what, ...d.notes.map((n) => `  ${n}`)].join('\n');
}

function nextSteps(agent: string, planRel: string, planCreated: boolean, noGates: boolean): string {
  const setup = AGENT_SETUPS[agent]!;
  const steps: string[] = [];
  if (planCreated)
    steps.push(
      `Replace the example spec in ${planRel} with your specs and tasks; scheduled runs start on pending tasks once the workflow is on the default branch.`,
    );
  if (noGates)
    steps.push(
      `Add "gates" (name and command) to ${planRel} - nothing checks the agent's work without them - then run \`ralph init --force\`.`,
    );
  if (setup.secrets.length > 0)
    steps.push(
      `Add the repository secret${setup.secrets.length > 1 ? 's' : ''} ${setup.secrets.join(', ')} for the ${agent} agent (Settings > Secrets and variables > Actions).`,
    );
  else if (agent === 'command')
    steps.push(
      `Set agent.command in ${planRel}: the command line that runs your agent (the prompt arrives on stdin).`,
    );
  steps.push(
    'Allow GitHub Actions to create pull requests (Settings > Actions > General > Workflow permissions).',
    `Check the plan: ralph validate${planRel === 'implementation.json' ? '' : ` --plan ${planRel}`}`,
    `Commit ${planRel} and ${WORKFLOW_PATH}, and push.`,
    'Run the workflow once by hand: gh workflow run ralph.yml (or Actions > Ralph > Run workflow).',
  );
  return ['', 'Next:', ...steps.map((s, i) => `  ${i + 1}. ${s}`)].join('\n');
}

/**
 * `ralph init --check`: the workflow has the layout split by trust (a workflow written for an
 * older Ralph is told what to change), and its gate steps are the plan's gates, same names,
 * same order.
 */
function check(ctx: CommandContext, planPath: string, planRel: string, workflowPath: string): number {
  const { plan } = loadPlan(planPath);
  const planGates = (plan.gates ?? []).map((g) => g.name);
  let text: string;
  try {
    text = readFileSync(workflowPath, 'utf8');
  } catch {
    ctx.err(`ralph init --check: ${WORKFLOW_PATH} is missing; run \`ralph init\` to write it`);
    return 1;
  }
  let stepGates: string[];
  let layout: string[];
  try {
    const parsed = parseYaml(text);
    stepGates = workflowGateNames(parsed);
    layout = layoutProblems(parsed);
  } catch (e) {
    ctx.err(`ralph init --check: ${WORKFLOW_PATH} is not valid YAML: ${(e as Error).message}`);
    return 1;
  }
  const problems = [...layout, ...gateDifferences(planGates, stepGates)];
  if (problems.length === 0) {
    ctx.out(`${WORKFLOW_PATH}: gate steps match ${planRel} (${planGates.join(', ') || 'no gates'})`);
    return 0;
  }
  ctx.err(
    [
      layout.length > 0
        ? `ralph init --check: ${WORKFLOW_PATH} is laid out for an older Ralph${layout.length < problems.length ? ` and does not match the gates of ${planRel}` : ''}:`
        : `ralph init --check: ${WORKFLOW_PATH} does not match the gates of ${planRel}:`,
      ...problems.map((p) => `  ${p}`),
      `Fix: run \`ralph init --force\` to rewrite the workflow from the plan (or edit its gate steps by hand).`,
    ].join('\n'),
  );
  return 1;
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
