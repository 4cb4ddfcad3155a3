// Ralph's workflow (docs/ARCHITECTURE.md#trust) as text: a read-only schedule job, a matrix job per task with
// one step per gate and no write credential, and one writer job; least-privilege permissions
// per job. `ralph init` writes it tailored to a repository, and
// this repository ships the default one (`.github/workflows/ralph.yml`).
import { DEFAULT_PROVIDER } from '../agent-routing.js';
import type { Gate } from '../plan/plan.js';
import { shellCommand } from '../shell.js';
import { serviceNetwork } from './service-network.js';
import { ATTEMPT_ARTIFACT_PATTERN, SCHEDULE_ARTIFACT } from './task-job.js';

export const DEFAULT_ACTION_REF = 'ralph-ci/ralph@v0';

export interface AgentSetup {
  provider: string;
  /** Shell line that installs the agent CLI; none for `command`. */
  install?: string;
  /** Secret names passed to the agent step as environment variables. */
  secrets: string[];
}

export const AGENT_SETUPS: Record<string, AgentSetup> = {
  claude: {
    provider: 'claude',
    install: 'npm install -g @anthropic-ai/claude-code',
    secrets: ['ANTHROPIC_API_KEY'],
  },
  codex: { provider: 'codex', install: 'npm install -g @openai/codex', secrets: ['OPENAI_API_KEY'] },
  gemini: { provider: 'gemini', install: 'npm install -g @google/gemini-cli', secrets: ['GEMINI_API_KEY'] },
  opencode: { provider: 'opencode', install: 'npm install -g opencode-ai', secrets: ['ANTHROPIC_API_KEY'] },
  command: { provider: 'command', secrets: [] },
};

export interface WorkflowOptions {
  gates: readonly Gate[];
  /**
   * The agent providers the plan's tasks resolve to (agent-routing.ts's planProviders): the task
   * job installs each one's CLI only on the legs whose matrix entry names it, and hands each
   * leg only the secrets its CLI needs. Default: the default provider.
   */
  providers?: readonly string[];
  /** One provider: the same as `providers: [agent]`. */
  agent?: string;
  /** The `uses:` reference of the Ralph action. */
  actionRef?: string;
  /** Steps that prepare the project before the agent and the gates (setup-node, npm ci, ...). */
  setupSteps?: ReadonlyArray<{
    name: string;
    uses?: string;
    with?: Record<string, string>;
    run?: string;
    /** The step's own `env:` (a transplanted CI step's). */
    env?: Record<string, string>;
    /**
     * The line runs the repository's code (an install that runs package scripts, a build):
     * the step runs it through Ralph's `setup` command, as the agent user, since the spec
     * branch holds what an earlier agent wrote.
     */
    repoCode?: boolean;
  }>;
  /** The services the task job starts (the CI's check jobs'), as `services:` of the job. */
  services?: Readonly<Record<string, unknown>>;
  /**
   * Env that reads a port a service publishes (`REDIS_PORT: ${{ job.services.redis.ports['6379'] }}`),
   * for every Ralph step that runs the repository's code: the runner evaluates it.
   */
  servicePorts?: Readonly<Record<string, string>>;
  /** Cron of the scheduled runs. */
  cron?: string;
  maxParallel?: number;
  plan?: string;
  /** The writer squash-merges a finished spec's pull request once its checks pass. */
  autoMerge?: boolean;
}

/**
 * A YAML scalar: plain when that is unambiguous (words of safe characters separated by single
 * spaces, not starting with an indicator, not reading as a boolean, null or number), else quoted.
 */
const q = (s: string) =>
  /^(?:[\w./]|-(?=[\w./]))[\w./@+=-]*(?: [\w./@+=-]+)*$/.test(s) &&
  !/^(true|false|null|yes|no|on|off|y|n|[-+.]?\d.*|[-+]?\.(inf|nan))$/i.test(s)
    ? s
    : JSON.stringify(s);

function withBlock(entries: Record<string, string | undefined>, indent: string): string[] {
  const lines = Object.entries(entries).filter(([, v]) => v !== undefined);
  if (lines.length === 0) return [];
  return [`${indent}with:`, ...lines.map(([k, v]) => `${indent}  ${k}: ${v}`)];
}

function envBlock(env: Record<string, string>, indent: string): string[] {
  const entries = Object.entries(env);
  if (entries.length === 0) return [];
  return [`${indent}env:`, ...entries.map(([k, v]) => `${indent}  ${k}: ${q(v)}`)];
}

/** The task job's `services:` block, from the CI's check jobs (JSON is YAML: one line each). */
function servicesBlock(services: Readonly<Record<string, unknown>> | undefined): string {
  const entries = Object.entries(services ?? {});
  if (entries.length === 0) return '';
  return `    services:\n${entries.map(([k, v]) => `      ${q(k)}: ${JSON.stringify(v)}`).join('\n')}\n`;
}

export function gateStepId(name: string): string {
  return `gate-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** What the parts of the workflow are written from, worked out once. */
interface Rendering {
  opts: WorkflowOptions;
  ref: string;
  agents: AgentSetup[];
  planInput: string | undefined;
  planLine: string;
  maxParallel: number;
  setup: string[];
  gateSteps: string[];
  agentEnv: string[];
}

/** The repository's setup steps in the task job, before the agent is installed. */
function setupStepLines(opts: WorkflowOptions, ref: string): string[] {
  const s = '      ';
  const setup: string[] = [];
  for (const step of opts.setupSteps ?? []) {
    setup.push(`${s}- name: ${q(step.name)}`);
    if (step.run && step.repoCode) {
      setup.push(
        `${s}  uses: ${ref}`,
        ...withBlock(
          { command: 'setup', run: q(step.run), network: servicePorts(opts), 'github-token': '""' },
          `${s}  `,
        ),
      );
      setup.push(...envBlock({ ...opts.servicePorts, ...step.env }, `${s}  `));
      continue;
    }
    if (step.uses) setup.push(`${s}  uses: ${step.uses}`);
    if (step.with)
      setup.push(
        ...withBlock(Object.fromEntries(Object.entries(step.with).map(([k, v]) => [k, q(v)])), `${s}  `),
      );
    if (step.run) setup.push(`${s}  run: ${q(step.run)}`);
    if (step.env) setup.push(...envBlock(step.env, `${s}  `));
  }
  return setup;
}

/**
 * The `network` input of the Ralph steps that run the repository's code, when the task job has
 * services (the CI's databases): they publish their ports on the runner's loopback, which a
 * sandboxed step's own network cannot reach (docs/ARCHITECTURE.md#trust), so the input forwards
 * those ports, and only those, into it (service-network.ts); init says what is left out.
 */
function servicePorts(opts: WorkflowOptions): string | undefined {
  const { entries } = serviceNetwork(opts.services);
  return entries.length > 0 ? q(entries.join(', ')) : undefined;
}

/** One step per gate in the task job, each run only when the agent said it is done. */
function gateStepLines(opts: WorkflowOptions, ref: string, planInput: string | undefined): string[] {
  const s = '      ';
  const gateSteps: string[] = [];
  for (const gate of opts.gates) {
    gateSteps.push(
      `${s}- name: ${q(`Gate: ${gate.name}`)}`,
      `${s}  id: ${gateStepId(gate.name)}`,
      `${s}  if: steps.run.outputs.outcome == 'done'`,
      `${s}  uses: ${ref}`,
      ...withBlock(
        {
          command: 'gate',
          gate: q(gate.name),
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
          gates: '${{ needs.schedule.outputs.gates }}',
          plan: planInput,
          network: servicePorts(opts),
          'github-token': '""',
        },
        `${s}  `,
      ),
      ...envBlock({ ...opts.servicePorts }, `${s}  `),
    );
  }
  return gateSteps;
}

/** The setups of the providers the workflow serves, known ones only, each once, in name order. */
export function agentSetups(opts: Pick<WorkflowOptions, 'providers' | 'agent'>): AgentSetup[] {
  const names = opts.providers ?? [opts.agent ?? DEFAULT_PROVIDER];
  return [...new Set(names)]
    .sort()
    .map((name) => AGENT_SETUPS[name])
    .filter((a): a is AgentSetup => a !== undefined);
}

/** `matrix.provider == 'a' || matrix.provider == 'b'`: the legs that run one of these providers. */
function legsOf(providers: readonly string[]): string {
  return providers.map((p) => `matrix.provider == '${p}'`).join(' || ');
}

/**
 * One install step per provider with a CLI, each run only on the legs whose matrix entry names
 * that provider: a leg installs the CLI it runs and no other.
 */
function installStepLines(agents: readonly AgentSetup[]): string {
  return agents
    .filter((a) => a.install)
    .map(
      (a) =>
        `      - name: ${q(`Install the agent (${a.provider})`)}\n        if: ${legsOf([a.provider])}\n        run: ${a.install}\n`,
    )
    .join('');
}

/**
 * The run step's secrets: each one the providers' CLIs need, set only on the legs whose provider
 * needs it (empty on the others), so a leg's CLI holds no key another provider's CLI uses. A
 * `command` leg runs the user's own program, which may call any of them: it gets them all. When
 * every leg may have a secret, it is passed plainly.
 */
function agentSecretLines(agents: readonly AgentSetup[], indent: string): string[] {
  const users = new Map<string, string[]>();
  for (const a of agents)
    for (const name of a.secrets) users.set(name, [...(users.get(name) ?? []), a.provider]);
  return [...users].map(([name, providers]) => {
    const legs = [...providers, 'command'];
    if (agents.every((a) => legs.includes(a.provider))) return `${indent}${name}: \${{ secrets.${name} }}`;
    return `${indent}${name}: \${{ (${legsOf(legs)}) && secrets.${name} || '' }}`;
  });
}

/**
 * The pull request events Ralph listens to: closed (a merged spec pull request) and reopened.
 * Without `types` GitHub sends only opened, synchronize and reopened.
 */
export const PULL_REQUEST_TYPES = ['closed', 'reopened'];

/** The comment at the top, the triggers, the concurrency group and the empty default permissions. */
function workflowHead(r: Rendering): string {
  const { opts, maxParallel } = r;
  return `# Ralph: advances implementation.json one task per job on every run.
# Written by \`ralph init\`; \`ralph init --check\` says what to change when it no longer fits the plan.
#
# The jobs are split by trust (Ralph's docs/security.md): \`commands\` applies what people asked
# (/ralph comments, reviews) to the plan; \`schedule\` reads the plan; each \`task\` job runs the
# agent and the gates with a read-only token and hands back one artifact; \`finalize\`, the
# run's writer, runs no code from the repository or the artifacts: it checks each attempt's
# patch, commits it to the spec's branch and opens or updates the pull request. \`listen\`
# answers a comment or review at once and wakes the next run. No job but \`task\` runs an agent.
name: Ralph

on:
  schedule:
    - cron: ${q(opts.cron ?? '17 */3 * * *')}
  # Ralph listens: a /ralph comment, a review requesting changes on a spec pull request, a
  # merged or reopened spec pull request. The listen job answers at once and wakes the next run.
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
  pull_request:
    types: [${PULL_REQUEST_TYPES.join(', ')}]
  workflow_dispatch:
    inputs:
      spec-id:
        description: Only tasks of this spec
        type: string
        default: ""
      task-id:
        description: Only this task
        type: string
        default: ""
      max-parallel:
        description: At most this many task jobs
        type: string
        default: "${maxParallel}"
      dry-run:
        description: Schedule and summarise, run nothing
        type: boolean
        default: false

# Runs never overlap, so two runs never work the same spec; the listen job of an event is
# outside that group, so it answers at once even while a run is busy.
concurrency:
  group: \${{ (github.event_name == 'schedule' || github.event_name == 'workflow_dispatch') && format('ralph-{0}', github.repository) || format('ralph-listen-{0}', github.run_id) }}
  cancel-in-progress: false

permissions: {}

jobs:
`;
}

/** The listen job: answers a comment or review at once and wakes the next run. */
function listenJob(r: Rendering): string {
  const { ref } = r;
  return `  listen:
    # Only what may concern Ralph starts a runner: a comment that mentions /ralph, a review
    # that requests changes, a merged or reopened pull request. The step decides the rest.
    if: >-
      (github.event_name == 'issue_comment' && contains(github.event.comment.body, '/ralph')) ||
      (github.event_name == 'pull_request_review' && github.event.review.state == 'changes_requested') ||
      (github.event_name == 'pull_request' && (github.event.pull_request.merged || github.event.action == 'reopened'))
    runs-on: ubuntu-latest
    timeout-minutes: 5
    permissions:
      issues: write # react to a command, answer someone without write access
      pull-requests: write # answer on a spec pull request
      actions: write # wake the next run
    steps:
      - name: Hear the event
        id: listen
        uses: ${ref}
        with:
          command: listen

`;
}

/** The commands job: applies what people asked since the last run to the plan. */
function commandsJob(r: Rendering): string {
  const { ref, planLine } = r;
  return `  commands:
    if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
    runs-on: ubuntu-latest
    timeout-minutes: 10
    # What people asked since the last run, read from GitHub: retry, skip, status, reviews.
    permissions:
      contents: write # the plan on the spec branches
      issues: write # the replies
      pull-requests: write # read reviews, answer on spec pull requests
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - name: Handle commands and reviews
        id: commands
        uses: ${ref}
        with:
          command: commands
${planLine}
`;
}

/** The schedule job: reads the plan and hands the matrix and the gates on. */
function scheduleJob(r: Rendering): string {
  const { ref, planLine, maxParallel } = r;
  return `  schedule:
    needs: commands
    # After the commands job, also when it failed: the plan still goes on.
    if: \${{ !cancelled() && (github.event_name == 'schedule' || github.event_name == 'workflow_dispatch') }}
    runs-on: ubuntu-latest
    timeout-minutes: 10
    permissions:
      contents: read
    outputs:
      matrix: \${{ steps.schedule.outputs.matrix }}
      gates: \${{ steps.schedule.outputs.gates }}
      has-work: \${{ steps.schedule.outputs.has-work }}
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - id: schedule
        uses: ${ref}
        with:
          command: schedule
${planLine}          # A scheduled run has no inputs: these fall back to the defaults.
          spec-id: \${{ inputs.spec-id }}
          task-id: \${{ inputs.task-id }}
          max-parallel: \${{ inputs.max-parallel || '${maxParallel}' }}
          dry-run: \${{ inputs.dry-run == true }}
      # Two or more artifacts, so the writer's download gives each its own folder.
      - name: The schedule, for the writer
        uses: actions/upload-artifact@v4
        with:
          name: ${SCHEDULE_ARTIFACT}
          path: \${{ runner.temp }}/ralph/schedule
          retention-days: 14
          overwrite: true

`;
}

/** The task job: runs the agent and the gates with a read-only token, one matrix entry each. */
function taskJob(r: Rendering): string {
  const { ref, planLine, maxParallel, setup, gateSteps, agentEnv } = r;
  return `  task:
    needs: schedule
    # !cancelled(): a job's \`if\` implies success() over every ancestor, so without it a failed
    # commands job would skip every task job.
    if: \${{ !cancelled() && needs.schedule.result == 'success' && needs.schedule.outputs.has-work == 'true' }}
    name: \${{ matrix.spec }} / \${{ matrix.task }}
    runs-on: ubuntu-latest
    timeout-minutes: \${{ matrix.job-timeout-minutes }}
${servicesBlock(r.opts.services)}    # The agent's job holds no write credential at any step.
    permissions:
      contents: read
      actions: read # download the previous attempt's artifact
    strategy:
      fail-fast: false
      max-parallel: ${maxParallel}
      matrix: \${{ fromJSON(needs.schedule.outputs.matrix) }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ matrix.start }}
          fetch-depth: 0
          persist-credentials: false
${setup.length > 0 ? `${setup.join('\n')}\n` : ''}${installStepLines(r.agents)}      - name: Previous attempt
        if: matrix.retry-artifact != ''
        continue-on-error: true
        uses: actions/download-artifact@v4
        with:
          name: \${{ matrix.retry-artifact }}
          run-id: \${{ matrix.retry-run-id }}
          github-token: \${{ github.token }}
          path: \${{ runner.temp }}/ralph/previous
      - name: Agent
        id: run
        uses: ${ref}
        with:
          command: run
${planLine}          task: \${{ toJSON(matrix) }}
${servicePorts(r.opts) ? `          network: ${servicePorts(r.opts)} # the services' ports on the runner's loopback\n` : ''}          github-token: ""
${agentEnv.length > 0 ? `        env:\n${agentEnv.join('\n')}\n` : ''}${gateSteps.length > 0 ? `${gateSteps.join('\n')}\n` : ''}      - name: Record the attempt
        id: record
        if: \${{ !cancelled() && steps.run.outcome != 'skipped' }}
        uses: ${ref}
        with:
          command: record
${planLine}          task: \${{ toJSON(matrix) }}
          gates: \${{ needs.schedule.outputs.gates }}
          github-token: ""
      - name: Upload the attempt
        # Not when a re-run found the attempt recorded: its artifact is the retry context.
        if: \${{ !cancelled() && steps.record.outcome == 'success' && steps.record.outputs.record-state != 'already-recorded' }}
        uses: actions/upload-artifact@v4
        with:
          name: \${{ matrix.artifact }}
          path: \${{ runner.temp }}/ralph/attempt
          retention-days: 14
          overwrite: true

`;
}

/** The finalize job, the run's writer. */
function finalizeJob(r: Rendering): string {
  const { opts, ref, planLine } = r;
  return `  finalize:
    needs: [schedule, task]
    # Also after failed task jobs (a failed gate is an attempt to record); not in a cancelled run.
    if: \${{ !cancelled() && needs.schedule.result == 'success' && inputs.dry-run != true }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # The one job that writes. It runs no code from the repository or the artifacts.
    permissions:
      contents: write # commit each attempt to its spec branch
      pull-requests: write # open or update one pull request per spec
      issues: write # comment on blocked tasks
      actions: write # read this run's artifacts; dispatch the next run
${opts.autoMerge ? "      checks: read # auto-merge: the pull request's checks\n      statuses: read # auto-merge: its commit statuses\n" : ''}    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - name: This run's attempts
        id: attempts
        uses: actions/download-artifact@v4
        with:
          pattern: ${q(ATTEMPT_ARTIFACT_PATTERN)}
          path: \${{ runner.temp }}/ralph/attempts
      - name: Record, squash, pull requests
        id: finalize
        uses: ${ref}
        with:
          command: finalize
${planLine}          matrix: \${{ needs.schedule.outputs.matrix }}
          # A skipped task job ran nothing: the writer records no attempt for it.
          task-result: \${{ needs.task.result }}
          dispatch-next: "true"
${opts.autoMerge ? '          auto-merge: "true"\n' : ''}`;
}

export function renderWorkflow(opts: WorkflowOptions): string {
  const ref = opts.actionRef ?? DEFAULT_ACTION_REF;
  const agents = agentSetups(opts);
  const planInput = opts.plan && opts.plan !== 'implementation.json' ? q(opts.plan) : undefined;
  const s = '      ';
  const r: Rendering = {
    opts,
    ref,
    agents,
    planInput,
    planLine: planInput ? `          plan: ${planInput}\n` : '',
    maxParallel: opts.maxParallel ?? 4,
    setup: setupStepLines(opts, ref),
    gateSteps: gateStepLines(opts, ref, planInput),
    agentEnv: [
      ...agentSecretLines(agents, `${s}    `),
      ...envBlock({ ...opts.servicePorts }, `${s}  `).slice(1),
    ],
  };
  return [workflowHead, listenJob, commandsJob, scheduleJob, taskJob, finalizeJob]
    .map((part) => part(r))
    .join('');
}

/**
 * The record step's `record-state` output: what it wrote. The attempt's verdict is its own
 * output, `outcome`, set only for `attempt`; the upload step skips `already-recorded`.
 */
export const RECORD_STATE = {
  attempt: 'attempt',
  alreadyRecorded: 'already-recorded',
  setupError: 'setup-error',
} as const;

/** Where `ralph init` writes the workflow, relative to the project root. */
export const RALPH_WORKFLOW_PATH = '.github/workflows/ralph.yml';

/** The command that commits what `ralph init` wrote (the plan, the workflow), as it runs when pasted. */
export function setUpCommitCommand(paths: readonly string[]): string {
  return `${shellCommand(['git', 'add', ...paths])} && ${shellCommand(['git', 'commit', '-m', 'Set up Ralph'])}`;
}
