// Checking a workflow a repository already has (docs/ARCHITECTURE.md#trust) against the layout
// Ralph writes (workflow.ts): each job keeps its trust (no write token where an agent runs), the
// listen, commands, schedule and finalize jobs are there, and each provider's CLI is installed
// with its secrets. Pure: the parsed YAML in, one sentence per problem out; \`ralph init\` prints them.
import { serviceNetwork } from './service-network.js';
import { ATTEMPT_ARTIFACT_PATTERN, SCHEDULE_ARTIFACT } from './task-job.js';
import { AGENT_SETUPS, PULL_REQUEST_TYPES, RECORD_STATE } from './workflow.js';

type Step = { id?: unknown; name?: unknown; uses?: unknown; if?: unknown; with?: Record<string, unknown> };
type Job = { permissions?: unknown; steps?: unknown; outputs?: Record<string, unknown>; services?: unknown };

const stepsOf = (job: Job): Step[] => (Array.isArray(job.steps) ? (job.steps as Step[]) : []);
const ralphCommand = (step: Step) => (typeof step.with?.command === 'string' ? step.with.command : undefined);
const stepName = (step: Step) => String(step.name ?? step.with?.command ?? step.uses ?? 'a step');

/** The job that runs the agent: no write token, the matrix entry and the gates passed, the attempt uploaded. */
function agentJobProblems([name, job]: [string, Job]): string[] {
  const out: string[] = [];
  const perms = job.permissions;
  const writes =
    perms === undefined
      ? ['(none set: the repository default may be write)']
      : typeof perms === 'string'
        ? perms.includes('write')
          ? [perms]
          : []
        : Object.entries(perms as Record<string, unknown>)
            .filter(([, v]) => v === 'write')
            .map(([k]) => `${k}: write`);
  if (writes.length > 0)
    out.push(
      `job "${name}" runs the agent with a write token (${writes.join(', ')}): give it \`permissions: {contents: read, actions: read}\`; the finalize job writes`,
    );
  for (const step of stepsOf(job)) {
    const command = ralphCommand(step);
    if ((command === 'run' || command === 'record') && step.with?.task === undefined)
      out.push(
        `job "${name}", step "${stepName(step)}": pass the matrix entry as \`task: \${{ toJSON(matrix) }}\` (spec-id and task-id are not enough any more)`,
      );
    if ((command === 'gate' || command === 'record') && step.with?.gates === undefined)
      out.push(
        `job "${name}", step "${stepName(step)}": pass \`gates: \${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them`,
      );
    if (
      typeof step.uses === 'string' &&
      step.uses.startsWith('actions/upload-artifact') &&
      String(step.with?.path ?? '').includes('ralph/retry')
    )
      out.push(
        `job "${name}": upload \`\${{ runner.temp }}/ralph/attempt\` as \`\${{ matrix.artifact }}\` (the attempt artifact the finalize job records), not ralph/retry`,
      );
  }
  return out;
}

/**
 * A step that runs the repository's code with `network: open` for the job's services, as an
 * older init wrote it: their ports can be forwarded alone (service-network.ts).
 */
function serviceNetworkProblems([name, job]: [string, Job]): string[] {
  const services =
    job.services && typeof job.services === 'object' ? (job.services as Record<string, unknown>) : {};
  const { entries } = serviceNetwork(services);
  if (entries.length === 0) return [];
  return stepsOf(job)
    .filter(
      (step) => ['setup', 'run', 'gate'].includes(ralphCommand(step) ?? '') && step.with?.network === 'open',
    )
    .map(
      (step) =>
        `job "${name}", step "${stepName(step)}": \`network: open\` gives the repository's code the runner's whole network for the services; write \`network: "${entries.join(', ')}"\`, which forwards their ports alone and keeps Ralph's egress proxy (\`ralph init --force\` writes it; to keep the open network on purpose, say "network": "open" in the plan)`,
    );
}

/** A checkout that leaves its token in .git/config. */
function checkoutProblems([name, job]: [string, Job]): string[] {
  const out: string[] = [];
  for (const step of stepsOf(job))
    if (
      typeof step.uses === 'string' &&
      step.uses.startsWith('actions/checkout') &&
      step.with?.['persist-credentials'] !== false
    )
      out.push(
        `job "${name}": check out with \`persist-credentials: false\`, so no token is left in .git/config`,
      );
  return out;
}

/** The job that runs the agent still runs when the commands job failed. */
function agentJobConditionProblems([name, job]: [string, Job]): string[] {
  const out: string[] = [];
  const condition = String((job as { if?: unknown }).if ?? '');
  if (!/always\(\)|!\s*cancelled\(\)/.test(condition))
    out.push(
      `job "${name}": give it \`if: \${{ !cancelled() && needs.schedule.result == 'success' && needs.schedule.outputs.has-work == 'true' }}\`, or a failed commands job skips every task job (a job's \`if\` implies success() over all its ancestors)`,
    );
  return out;
}

/** No token in the steps around the agent. */
function agentStepTokenProblems([name, job]: [string, Job]): string[] {
  const out: string[] = [];
  for (const step of stepsOf(job)) {
    const command = ralphCommand(step);
    if (command && ['setup', 'run', 'gate', 'record'].includes(command) && step.with?.['github-token'] !== '')
      out.push(
        `job "${name}", step "${stepName(step)}": pass \`github-token: ""\`: no token in the steps around the agent`,
      );
  }
  return out;
}

/** The schedule job hands on the gates and uploads the schedule for the writer. */
function scheduleJobProblems([name, job]: [string, Job]): string[] {
  const out: string[] = [];
  if (job.outputs?.gates === undefined)
    out.push(`job "${name}": add the output \`gates: \${{ steps.schedule.outputs.gates }}\``);
  const uploads = stepsOf(job).some(
    (s) =>
      typeof s.uses === 'string' &&
      s.uses.startsWith('actions/upload-artifact') &&
      s.with?.name === SCHEDULE_ARTIFACT,
  );
  if (!uploads)
    out.push(
      `job "${name}": upload \`\${{ runner.temp }}/ralph/schedule\` as the artifact \`${SCHEDULE_ARTIFACT}\` after the schedule step (the writer needs two or more artifacts to find each in its own folder)`,
    );
  return out;
}

/** The triggers and the job that listen to comments, reviews and pull requests. */
function listenProblems(workflow: unknown, listeners: number): string[] {
  const out: string[] = [];
  const on = ((workflow as { on?: unknown }).on ?? {}) as Record<string, unknown>;
  const listens = ['issue_comment', 'pull_request_review', 'pull_request'].filter((e) => !(e in on));
  if (listens.length > 0 || listeners === 0)
    out.push(
      `Ralph does not listen: add the triggers ${['issue_comment', 'pull_request_review', 'pull_request'].join(', ')} and a job that runs \`command: listen\` on them (\`ralph init --force\` writes both)`,
    );
  else {
    // Without `types` GitHub sends a pull_request workflow opened, synchronize and reopened.
    const types = (on.pull_request as { types?: unknown } | null)?.types;
    const given = new Set(
      types === undefined
        ? ['opened', 'synchronize', 'reopened']
        : Array.isArray(types)
          ? types.map(String)
          : [String(types)],
    );
    const missing = PULL_REQUEST_TYPES.filter((t) => !given.has(t));
    if (missing.length > 0)
      out.push(
        `the pull_request trigger ${types === undefined ? 'has no `types` (GitHub then sends only opened, synchronize and reopened)' : `lacks the types ${missing.join(', ')}`}: give it \`types: [${PULL_REQUEST_TYPES.join(', ')}]\`, or Ralph does not wake when a spec pull request is ${missing.map((t) => (t === 'closed' ? 'merged' : t)).join(' or ')} (\`ralph init --force\` writes it)`,
      );
  }
  return out;
}

/** The writer job: runs after red task jobs, may write, and gets the matrix, the task result and the attempts. */
function writerJobProblems([name, job]: [string, Job]): string[] {
  const out: string[] = [];
  const steps = stepsOf(job);
  const condition = String((job as { if?: unknown }).if ?? '');
  if (!/always\(\)|!\s*cancelled\(\)/.test(condition))
    out.push(
      `job "${name}": give it \`if: \${{ !cancelled() && needs.schedule.result == 'success' }}\`, or a red task job (a failed gate) skips it and no attempt is recorded`,
    );
  const perms = (job.permissions ?? {}) as Record<string, unknown>;
  for (const scope of ['contents', 'pull-requests', 'issues'])
    if (perms[scope] !== 'write') out.push(`job "${name}": needs \`${scope}: write\` in its permissions`);
  const finalize = steps.find((s) => ralphCommand(s) === 'finalize')!;
  if (finalize.with?.matrix === undefined)
    out.push(`job "${name}": pass \`matrix: \${{ needs.schedule.outputs.matrix }}\` to the finalize step`);
  if (finalize.with?.['task-result'] === undefined)
    out.push(
      `job "${name}": pass \`task-result: \${{ needs.task.result }}\` to the finalize step, so that task jobs that never ran are not recorded as crashed attempts`,
    );
  const downloads = steps.some(
    (s) =>
      typeof s.uses === 'string' &&
      s.uses.startsWith('actions/download-artifact') &&
      s.with?.pattern === ATTEMPT_ARTIFACT_PATTERN,
  );
  if (!downloads)
    out.push(
      `job "${name}": download this run's attempts before finalize (actions/download-artifact with \`pattern: ${ATTEMPT_ARTIFACT_PATTERN}\` and \`path: \${{ runner.temp }}/ralph/attempts\`)`,
    );
  return out;
}

/**
 * A step condition that reads the record step's `outcome` as `recorded` or `error`: those are
 * its `record-state` output now (`already-recorded`, `setup-error`), and `outcome` is only the
 * attempt's verdict, so an old condition never matches and a re-run uploads again.
 */
function oldRecordOutput(all: [string, Job][]): string[] {
  const out: string[] = [];
  for (const [name, job] of all) {
    const records = stepsOf(job)
      .filter((s) => ralphCommand(s) === 'record' && typeof s.id === 'string')
      .map((s) => s.id as string);
    for (const step of stepsOf(job))
      for (const id of records) {
        // A step id is letters, digits, `_` and `-`: nothing a regular expression reads.
        const old = new RegExp(`steps\\.${id}\\.outputs\\.outcome\\s*[!=]=\\s*'(recorded|error)'`).exec(
          String(step.if ?? ''),
        );
        if (old)
          out.push(
            `job "${name}", step "${stepName(step)}": the record step's \`outcome\` is only the attempt's verdict now: write \`steps.${id}.outputs.record-state\` and '${old[1] === 'recorded' ? RECORD_STATE.alreadyRecorded : RECORD_STATE.setupError}' instead of \`steps.${id}.outputs.outcome\` and '${old[1]}'`,
          );
      }
  }
  return out;
}

/**
 * What the task job lacks for the providers the plan's tasks resolve to (`providers`): the
 * install step of each one's CLI, keyed on the leg's `matrix.provider`, the secrets its CLI
 * needs on the run step, and no fixed `agent:` input that would run one provider on every leg.
 * One sentence each; empty when it serves them all. Pure: takes the parsed YAML.
 */
export function providerProblems(workflow: unknown, providers: readonly string[]): string[] {
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (!jobs || typeof jobs !== 'object') return [];
  const out: string[] = [];
  const fix = '(`ralph init --force` writes it)';
  for (const [name, job] of Object.entries(jobs as Record<string, Job>)) {
    const steps = stepsOf(job);
    const run = steps.find((s) => ralphCommand(s) === 'run');
    if (!run) continue;
    const fixed = run.with?.agent;
    if (
      typeof fixed === 'string' &&
      fixed !== '' &&
      !fixed.includes('${{') &&
      (providers.length > 1 || fixed !== providers[0])
    )
      out.push(
        `job "${name}", step "${stepName(run)}": \`agent: ${fixed}\` runs ${fixed} on every leg, but the plan's tasks resolve to ${providers.join(', ')}: remove the input, so each leg runs its matrix entry's provider ${fix}`,
      );
    const env = ((run as { env?: unknown }).env ?? {}) as Record<string, unknown>;
    for (const provider of providers) {
      const setup = AGENT_SETUPS[provider];
      if (!setup) continue;
      if (setup.install) {
        const install = steps.find((s) =>
          String((s as { run?: unknown }).run ?? '').includes(setup.install!),
        );
        if (!install)
          out.push(
            `job "${name}": the plan's tasks use the ${provider} agent, but no step installs it: add a step \`if: matrix.provider == '${provider}'\` that runs \`${setup.install}\` before the agent ${fix}`,
          );
        else if (install.if !== undefined && !String(install.if).includes(`'${provider}'`))
          out.push(
            `job "${name}", step "${stepName(install)}": its condition \`${String(install.if)}\` does not let the ${provider} legs install their CLI: key it on \`matrix.provider == '${provider}'\` ${fix}`,
          );
      }
      for (const secret of setup.secrets)
        if (env[secret] === undefined)
          out.push(
            `job "${name}", step "${stepName(run)}": the ${provider} agent needs the secret ${secret}; add \`${secret}: \${{ secrets.${secret} }}\` to its env ${fix}`,
          );
    }
  }
  return out;
}

/**
 * What a workflow written for an older Ralph must change to fit the layout split by trust
 * (docs/ARCHITECTURE.md#trust), one sentence each; empty when it fits. Pure: takes the parsed YAML.
 */
export function layoutProblems(workflow: unknown): string[] {
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (!jobs || typeof jobs !== 'object') return ['the workflow has no jobs'];
  const all = Object.entries(jobs as Record<string, Job>);
  const withCommand = (command: string) =>
    all.filter(([, job]) => stepsOf(job).some((s) => ralphCommand(s) === command));
  const agentJobs = withCommand('run');
  const writers = withCommand('finalize');
  const out = [
    ...agentJobs.flatMap((j) => agentJobProblems(j)),
    ...oldRecordOutput(all),
    ...all.flatMap((j) => checkoutProblems(j)),
    ...agentJobs.flatMap((j) => agentJobConditionProblems(j)),
    ...agentJobs.flatMap((j) => agentStepTokenProblems(j)),
    ...agentJobs.flatMap((j) => serviceNetworkProblems(j)),
    ...withCommand('schedule').flatMap((j) => scheduleJobProblems(j)),
  ];
  if (withCommand('commands').length === 0)
    out.push(
      'no job runs `command: commands` before the schedule job: /ralph comments and reviews that request changes are never handled',
    );
  out.push(...listenProblems(workflow, withCommand('listen').length));
  if (writers.length === 0)
    out.push('no job runs `command: finalize`: the attempts of the task jobs are never recorded');
  out.push(...writers.flatMap((j) => writerJobProblems(j)));
  return out;
}
