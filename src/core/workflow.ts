// Ralph's workflow (DESIGN.md C7) as text: a schedule job, a matrix job per task with one
// step per gate, and a finalize job; least-privilege permissions per job; the agent step and
// the gate steps get no GitHub token. `ralph init` writes it tailored to a repository, and
// this repository ships the default one (`.github/workflows/ralph.yml`).
import type { Gate } from './plan.js';

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
  /** The agent provider (default claude). */
  agent?: string;
  /** The `uses:` reference of the Ralph action. */
  actionRef?: string;
  /** Steps that prepare the project before the agent and the gates (setup-node, npm ci, ...). */
  setupSteps?: ReadonlyArray<{ name: string; uses?: string; with?: Record<string, string>; run?: string }>;
  /** Cron of the scheduled runs. */
  cron?: string;
  maxParallel?: number;
  plan?: string;
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

export function gateStepId(name: string): string {
  return `gate-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

export function renderWorkflow(opts: WorkflowOptions): string {
  const ref = opts.actionRef ?? DEFAULT_ACTION_REF;
  const agent = AGENT_SETUPS[opts.agent ?? 'claude'] ?? AGENT_SETUPS.claude!;
  const planInput = opts.plan && opts.plan !== 'implementation.json' ? q(opts.plan) : undefined;
  const maxParallel = opts.maxParallel ?? 4;
  const s = '      ';
  const setup: string[] = [];
  for (const step of opts.setupSteps ?? []) {
    setup.push(`${s}- name: ${q(step.name)}`);
    if (step.uses) setup.push(`${s}  uses: ${step.uses}`);
    if (step.with)
      setup.push(
        ...withBlock(Object.fromEntries(Object.entries(step.with).map(([k, v]) => [k, q(v)])), `${s}  `),
      );
    if (step.run) setup.push(`${s}  run: ${q(step.run)}`);
  }
  const gateSteps: string[] = [];
  for (const gate of opts.gates) {
    gateSteps.push(
      `${s}- name: ${q(`Gate: ${gate.name}`)}`,
      `${s}  id: ${gateStepId(gate.name)}`,
      `${s}  if: steps.run.outputs.outcome == 'done'`,
      `${s}  uses: ${ref}`,
      ...withBlock({ command: 'gate', gate: q(gate.name), plan: planInput, 'github-token': "''" }, `${s}  `),
    );
  }
  const agentEnv = agent.secrets.map((name) => `${s}    ${name}: \${{ secrets.${name} }}`);

  return `# Ralph: advances implementation.json one task per job on every run.
# Written by \`ralph init\`; \`ralph init --check\` fails when it no longer matches the plan's gates.
name: Ralph

on:
  schedule:
    - cron: ${q(opts.cron ?? '17 */3 * * *')}
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

# Runs never overlap, so two runs never work the same spec.
concurrency:
  group: ralph-\${{ github.repository }}
  cancel-in-progress: false

permissions: {}

jobs:
  schedule:
    runs-on: ubuntu-latest
    timeout-minutes: 10
    permissions:
      contents: read
    outputs:
      matrix: \${{ steps.schedule.outputs.matrix }}
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
${planInput ? `          plan: ${planInput}\n` : ''}          spec-id: \${{ inputs.spec-id }}
          task-id: \${{ inputs.task-id }}
          max-parallel: \${{ inputs.max-parallel }}
          dry-run: \${{ inputs.dry-run }}

  task:
    needs: schedule
    if: needs.schedule.outputs.has-work == 'true' && inputs.dry-run != true
    name: \${{ matrix.spec }} / \${{ matrix.task }}
    runs-on: ubuntu-latest
    timeout-minutes: \${{ matrix.job-timeout-minutes }}
    permissions:
      contents: write # push the spec branch
      actions: read # download the previous attempt's retry context
    strategy:
      fail-fast: false
      max-parallel: ${maxParallel}
      matrix: \${{ fromJSON(needs.schedule.outputs.matrix) }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ matrix.checkout-ref }}
          fetch-depth: 0
          persist-credentials: false
${setup.length > 0 ? `${setup.join('\n')}\n` : ''}${agent.install ? `      - name: Install the agent\n        run: ${agent.install}\n` : ''}      - name: Previous attempt's retry context
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
${planInput ? `          plan: ${planInput}\n` : ''}          base-branch: \${{ matrix.base }}
          agent: ${agent.provider}
          spec-id: \${{ matrix.spec }}
          task-id: \${{ matrix.task }}
          max-turns: \${{ matrix.max-turns }}
          timeout-minutes: \${{ matrix.timeout-minutes }}
          github-token: ''
${agentEnv.length > 0 ? `        env:\n${agentEnv.join('\n')}\n` : ''}${gateSteps.length > 0 ? `${gateSteps.join('\n')}\n` : ''}      - name: Record
        id: record
        if: \${{ !cancelled() && steps.run.outcome != 'skipped' }}
        uses: ${ref}
        with:
          command: record
${planInput ? `          plan: ${planInput}\n` : ''}          spec-id: \${{ matrix.spec }}
          task-id: \${{ matrix.task }}
      - name: Upload the retry context
        if: \${{ !cancelled() && steps.record.outputs.retry-artifact != '' }}
        uses: actions/upload-artifact@v4
        with:
          name: \${{ steps.record.outputs.retry-artifact }}
          path: \${{ runner.temp }}/ralph/retry
          retention-days: 14

  finalize:
    needs: [schedule, task]
    if: \${{ always() && needs.schedule.result == 'success' && inputs.dry-run != true }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    permissions:
      contents: write # squash spec branches
      pull-requests: write # open or update one pull request per spec
      issues: write # comment on blocked tasks
      actions: write # dispatch the next run
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - uses: ${ref}
        with:
          command: finalize
${planInput ? `          plan: ${planInput}\n` : ''}          dispatch-next: "true"
`;
}
