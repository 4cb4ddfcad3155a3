// All action inputs read in one place, validated, into one settings object (after
// actions/checkout's input-helper). Each command reads only the fields it needs.
import { resolve } from 'node:path';
import * as core from '../adapters/actions-core.js';
import { RalphError } from '../core/errors.js';
import { DEFAULT_MAX_FILE_SIZE, parseFileSize } from '../core/patch-rules.js';

export interface ActionSettings {
  /** Which step this is: validate, schedule, run, gate, record, finalize, plan. */
  command: string;
  /** The workspace: GITHUB_WORKSPACE, else the current directory. */
  workspace: string;
  /** Absolute path of implementation.json. */
  planPath: string;
  /** Narrow the schedule to one spec / one task (workflow_dispatch inputs). */
  specId?: string;
  taskId?: string;
  /** At most this many tasks per run (0 = no limit). */
  maxParallel?: number;
  /** Attempts per task before it is blocked. */
  maxAttempts?: number;
  /** Spec branches are `<prefix><spec-id>`. */
  branchPrefix: string;
  /** The branch spec branches start from and pull requests target; empty: the checked-out branch. */
  baseBranch?: string;
  /** plan: the markdown specs to plan from (default specs/*.md). */
  specs?: string;
  agent?: string;
  agentCommand?: string;
  model?: string;
  maxTurns?: number;
  timeoutMinutes?: number;
  /** gate: the gate's name, and a command for a gate the plan does not list. */
  gate?: string;
  gateCommand?: string;
  gateRequired?: boolean;
  protectedPaths: string[];
  /** record, finalize: a changed file over this many bytes is refused (`max-file-size`). */
  maxFileBytes: number;
  issueNumber?: number;
  dispatchNext: boolean;
  /** finalize: squash-merge a finished spec's pull request once its checks pass. */
  autoMerge: boolean;
  workflow?: string;
  /** commands, finalize: the account the token acts as, when GitHub cannot say (an app's token). */
  ralphLogin?: string;
  dryRun: boolean;
  /** setup: the shell line to run as the agent user. */
  run?: string;
  /** run, record: the matrix entry (`toJSON(matrix)`), the task job's anchors. */
  task?: string;
  /** gate, record: the plan's gates as the schedule job read them (its `gates` output). */
  gates?: string;
  /** finalize: the schedule job's matrix, whose attempts it records. */
  matrix?: string;
  /** finalize: `needs.task.result`; `skipped`: no task job ran, so no attempt is recorded. */
  taskResult?: string;
  /** finalize: the folder the attempt artifacts were downloaded into. */
  attempts?: string;
  /**
   * setup, run, gate: the agent's network (core/network.ts): empty (the defaults and the plan's
   * `network`), `open`, or hosts and sets to add (`network`).
   */
  network: string;
  /** run: `excerpt` (default) prints the agent's last lines; `full` its whole output. */
  transcript: 'excerpt' | 'full';
  /** run, gate: run the agent and the gates as an unprivileged user ('auto', 'true', 'false'). */
  agentUser: 'auto' | 'true' | 'false';
  /** Never handed to the agent or the gates. */
  token: string;
}

export const COMMANDS = [
  'validate',
  'listen',
  'commands',
  'schedule',
  'setup',
  'run',
  'gate',
  'record',
  'finalize',
  'plan',
] as const;

function optionalInt(name: string): number | undefined {
  const raw = core.getInput(name);
  if (raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new RalphError(`Invalid input '${name}': "${raw}". Expected a whole number.`);
  return Number(raw);
}

function optional(name: string): string | undefined {
  const v = core.getInput(name);
  return v === '' ? undefined : v;
}

/**
 * A boolean input, with `fallback` when it is empty. A workflow passes an input it names in
 * `with:` even when its expression is empty (`${{ inputs.dry-run }}` on a `schedule` event,
 * whose `inputs` context is empty), and the runner then does not apply action.yml's default:
 * an empty value must mean the default here, not an error.
 */
function optionalBool(name: string, fallback: boolean): boolean {
  const raw = core.getInput(name);
  if (raw === '') return fallback;
  if (/^(true|True|TRUE)$/.test(raw)) return true;
  if (/^(false|False|FALSE)$/.test(raw)) return false;
  throw new RalphError(
    `Invalid input '${name}': "${raw}". Expected true or false (or nothing, for ${fallback}).`,
  );
}

function oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
  const raw = core.getInput(name);
  if (raw === '') return fallback;
  if (!(values as readonly string[]).includes(raw))
    throw new RalphError(`Invalid input '${name}': "${raw}". Expected one of: ${values.join(', ')}.`);
  return raw as T;
}

export function readSettings(): ActionSettings {
  const command = core.getInput('command', { required: true });
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new RalphError(`Invalid input 'command': "${command}". Expected one of: ${COMMANDS.join(', ')}.`);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const maxFileSize = optional('max-file-size');
  return {
    command,
    workspace,
    planPath: resolve(workspace, core.getInput('plan') || 'implementation.json'),
    specId: optional('spec-id'),
    taskId: optional('task-id'),
    maxParallel: optionalInt('max-parallel'),
    maxAttempts: optionalInt('max-attempts'),
    branchPrefix: core.getInput('branch-prefix') || 'ralph/',
    baseBranch: optional('base-branch'),
    specs: optional('specs'),
    agent: optional('agent'),
    agentCommand: optional('agent-command'),
    model: optional('model'),
    maxTurns: optionalInt('max-turns') || undefined,
    timeoutMinutes: optionalInt('timeout-minutes') || undefined,
    gate: optional('gate'),
    gateCommand: optional('gate-command'),
    gateRequired: optional('gate-required') === undefined ? undefined : optionalBool('gate-required', true),
    protectedPaths: core
      .getInput('protected-paths')
      .split(/[\n,]/)
      .map((p) => p.trim())
      .filter(Boolean),
    maxFileBytes:
      maxFileSize === undefined
        ? DEFAULT_MAX_FILE_SIZE
        : parseFileSize(maxFileSize, "Invalid input 'max-file-size'"),
    issueNumber: optionalInt('issue-number'),
    dispatchNext: optionalBool('dispatch-next', false),
    autoMerge: optionalBool('auto-merge', false),
    workflow: optional('workflow'),
    ralphLogin: optional('ralph-login'),
    dryRun: optionalBool('dry-run', false),
    run: optional('run'),
    task: optional('task'),
    gates: optional('gates'),
    matrix: optional('matrix'),
    attempts: optional('attempts'),
    taskResult: optional('task-result'),
    transcript: oneOf('transcript', ['excerpt', 'full'], 'excerpt'),
    agentUser: oneOf('agent-user', ['auto', 'true', 'false'], 'auto'),
    network: core.getInput('network'),
    token: core.getInput('github-token'),
  };
}
