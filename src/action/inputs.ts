// All action inputs read in one place, validated, into one settings object (after
// actions/checkout's input-helper). Each command reads only the fields it needs.
import { resolve } from 'node:path';
import * as core from '@actions/core';

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
  issueNumber?: number;
  dispatchNext: boolean;
  workflow?: string;
  dryRun: boolean;
  /** Never handed to the agent or the gates. */
  token: string;
}

export const COMMANDS = ['validate', 'schedule', 'run', 'gate', 'record', 'finalize', 'plan'] as const;

function optionalInt(name: string): number | undefined {
  const raw = core.getInput(name);
  if (raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw new Error(`Invalid input '${name}': "${raw}". Expected a whole number.`);
  return Number(raw);
}

function optional(name: string): string | undefined {
  const v = core.getInput(name);
  return v === '' ? undefined : v;
}

export function readSettings(): ActionSettings {
  const command = core.getInput('command', { required: true });
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new Error(`Invalid input 'command': "${command}". Expected one of: ${COMMANDS.join(', ')}.`);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
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
    gateRequired: optional('gate-required') === undefined ? undefined : core.getBooleanInput('gate-required'),
    protectedPaths: core
      .getInput('protected-paths')
      .split(/[\n,]/)
      .map((p) => p.trim())
      .filter(Boolean),
    issueNumber: optionalInt('issue-number'),
    dispatchNext: core.getBooleanInput('dispatch-next'),
    workflow: optional('workflow'),
    dryRun: core.getBooleanInput('dry-run'),
    token: core.getInput('github-token'),
  };
}
