// What `ralph init` says (docs/ARCHITECTURE.md#gates): the project it found with its CI jobs
// table and gates, what to do next, and the commands it names (quoted to run as printed, with
// `--plan` when the plan is not the default one). Pure.
import { type DetectedProject, jobsTable } from '../detect/index.js';
import type { Gate } from '../plan/plan.js';
import { shellCommand } from '../shell.js';
import { agentSetups, RALPH_WORKFLOW_PATH, setUpCommitCommand } from '../workflow/workflow.js';

export function describeProject(d: DetectedProject, withGates = true): string {
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
export function nextSteps(
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
export function ralphCommand(planRel: string, ...words: string[]): string {
  const plan = planRel === 'implementation.json' ? [] : ['--plan', planRel];
  return `\`${shellCommand(['ralph', ...words, ...plan])}\``;
}

/** The command that commits what `ralph init` wrote: the plan and the workflow. */
function commitCommand(planRel: string): string {
  return `\`${setUpCommitCommand([planRel, RALPH_WORKFLOW_PATH])}\``;
}

export function names(gates: readonly Gate[]): string {
  return gates.length > 0 ? gates.map((g) => g.name).join(', ') : 'none';
}
