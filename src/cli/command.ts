// What every CLI command is: a name, its usage text, its options (node's parseArgs, strict,
// so an unknown option is refused with the usage), and a `run` that returns an exit code.
// Command modules are loaded lazily, so `ralph next` never pays for git or GitHub code.
import type { ParseArgsConfig } from 'node:util';
import { RalphError } from '../core/errors.js';
import type { Plan } from '../core/plan.js';
import { shellCommand } from '../core/shell.js';

export interface CommandContext {
  /** Positional arguments after the command name. */
  positionals: string[];
  /** Parsed options, typed by the command's own `options`. */
  values: Record<string, string | boolean | string[] | undefined>;
  cwd: string;
  env: NodeJS.ProcessEnv;
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface Command {
  name: string;
  summary: string;
  /** Usage lines after `ralph NAME`, and option descriptions. */
  usage: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Positional arguments: [min, max]. */
  positionals?: [number, number];
  run(ctx: CommandContext): Promise<number> | number;
}

/** A failure the user caused and can fix: printed as is, exit code 1, no stack. */
export class UsageError extends RalphError {
  override readonly code: string = 'usage';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

export const PLAN_OPTION = {
  plan: { type: 'string', short: 'p' },
} as const;

export const PLAN_USAGE =
  '  -p, --plan PATH   the plan file (default: implementation.json at the project root)';

export function stringOption(ctx: CommandContext, name: string): string | undefined {
  const v = ctx.values[name];
  return typeof v === 'string' ? v : undefined;
}

export function intOption(ctx: CommandContext, name: string): number | undefined {
  const v = stringOption(ctx, name);
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v) || Number(v) < 1)
    throw new UsageError(`--${name} must be a whole number of at least 1, got "${v}"`);
  return Number(v);
}

/** `--branch-prefix`: where spec branches live, `<prefix><spec-id>` (the action's `branch-prefix`). */
export const BRANCH_PREFIX_OPTION = {
  'branch-prefix': { type: 'string' },
} as const;

/**
 * `--spec ID` and `--task ID` must name something in the plan: a typo would otherwise read as
 * "no task is ready". Throws a UsageError naming the id, the plan and the ids there are.
 */
export function checkSelection(
  plan: Plan,
  planPath: string,
  selection: { spec?: string; task?: string },
): void {
  const list = (ids: string[]) =>
    ids.length === 0
      ? 'it has none'
      : `it has ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}`;
  if (selection.spec !== undefined && !plan.specs.some((s) => s.id === selection.spec))
    throw new UsageError(
      `--spec ${selection.spec}: no spec with that id in ${planPath}; ${list(plan.specs.map((s) => s.id))}`,
    );
  if (selection.task === undefined) return;
  const home = plan.specs.find((s) => s.tasks.some((t) => t.id === selection.task));
  if (!home) {
    const ids = plan.specs
      .filter((s) => selection.spec === undefined || s.id === selection.spec)
      .flatMap((s) => s.tasks.map((t) => t.id));
    throw new UsageError(`--task ${selection.task}: no task with that id in ${planPath}; ${list(ids)}`);
  }
  if (selection.spec !== undefined && home.id !== selection.spec)
    throw new UsageError(
      `--task ${selection.task} is in spec ${home.id}, not ${selection.spec}; drop --spec, or pass --spec ${home.id}`,
    );
}

/** A plan without a single task: nothing can be ready, drawn or counted yet. */
export function hasNoTasks(plan: Plan): boolean {
  return plan.specs.every((s) => s.tasks.length === 0);
}

/** What a command says of a plan without tasks: where tasks come from, as commands that run. */
export function noTasksText(ctx: CommandContext): string {
  const plan = stringOption(ctx, 'plan');
  const planCommand = shellCommand(['ralph', 'plan', ...(plan !== undefined ? ['--plan', plan] : [])]);
  return `The plan has no tasks yet: \`${planCommand}\` writes them from specs/*.md, or \`ralph import --help\` shows how to bring them from another tool.`;
}
