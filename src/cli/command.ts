// What every CLI command is: a name, what it does, its options with what each does (read by
// node's parseArgs, strict, so an unknown option is refused with the usage; by `--help`; and by
// the generated reference, docs/cli.md), and a `run` that returns an exit code. Its one-line
// summary is in the registry in cli.ts. Command modules are loaded lazily, so `ralph next`
// never pays for git or GitHub code.
import type { ParseArgsConfig } from 'node:util';
import { RalphError } from '../core/errors.js';
import type { Plan } from '../core/plan/plan.js';
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

/**
 * One option of a command: how parseArgs reads it, and what `ralph COMMAND --help` and the
 * generated CLI reference (docs/cli.md, `npm run docs`) say of it. The one place it is described.
 */
export interface CommandOption {
  type: 'string' | 'boolean';
  short?: string;
  /** Repeatable: `--job A --job B`. */
  multiple?: boolean;
  /** The value's name after the flag, upper case: `ID` in `--spec ID` (string options). */
  value?: string;
  /** What it does and its default, as one line: the help and the reference wrap it. */
  help: string;
  /** The command needs it: the synopsis shows it without brackets. */
  required?: boolean;
  /** The option this one excludes, next in the list: the synopsis shows `[--this | --that]`. */
  or?: string;
}

export interface Command {
  name: string;
  /** The positional arguments as the synopsis shows them: `TASK-ID`, `FORMAT PATH`. */
  args?: string;
  /** What the command does, printed by `--help` before the options (plain text, wrapped by hand). */
  about?: string;
  /** What `--help` prints after the options: the exit codes, say. */
  after?: string;
  /** The options, in the order the help lists them (`--plan` last). */
  options: Record<string, CommandOption>;
  /** Positional arguments: [min, max]. */
  positionals?: [number, number];
  run(ctx: CommandContext): Promise<number> | number;
}

/** `-h, --help`, which every command takes. */
export const HELP_OPTION: Record<'help', CommandOption> = {
  help: { type: 'boolean', short: 'h', help: 'show this help' },
};

/** What parseArgs needs of a command's options (and `--help`). */
export function parseArgsOptions(cmd: Command): NonNullable<ParseArgsConfig['options']> {
  const out: NonNullable<ParseArgsConfig['options']> = {};
  for (const [name, o] of Object.entries({ ...cmd.options, ...HELP_OPTION }))
    out[name] = {
      type: o.type,
      ...(o.short !== undefined ? { short: o.short } : {}),
      ...(o.multiple ? { multiple: true } : {}),
    };
  return out;
}

/** An option as its line in the help shows it: `-p, --plan PATH`, `--json`. */
export function optionFlags(name: string, o: CommandOption): string {
  return `${o.short !== undefined ? `-${o.short}, ` : ''}--${name}${o.value !== undefined ? ` ${o.value}` : ''}`;
}

/** The synopsis after `ralph NAME`: arguments, then each option as `[--flag VALUE]`. */
export function synopsisParts(cmd: Command): string[] {
  const parts = cmd.args !== undefined ? [cmd.args] : [];
  const entries = Object.entries(cmd.options);
  const bare = (name: string, o: CommandOption) => `--${name}${o.value !== undefined ? ` ${o.value}` : ''}`;
  for (let i = 0; i < entries.length; i++) {
    const [name, o] = entries[i]!;
    let text = bare(name, o);
    while (entries[i]![1].or !== undefined && entries[i + 1]?.[0] === entries[i]![1].or) {
      i++;
      text += ` | ${bare(entries[i]![0], entries[i]![1])}`;
    }
    parts.push(o.required ? text : `[${text}]${o.multiple ? '...' : ''}`);
  }
  return parts;
}

/** Words filled into lines of at most `width` characters; every line after the first indented. */
function fill(words: string[], width: number, first: string, indent: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const w of words) {
    const sep = line === first || line === indent ? '' : ' ';
    if (line.length + sep.length + w.length > width && line.trim() !== first.trim()) {
      lines.push(line);
      line = indent + w;
    } else line += sep + w;
  }
  lines.push(line);
  return lines;
}

const HELP_WIDTH = 96;

/** `ralph NAME --help`: the synopsis, what it does, the options in one column, and what follows. */
export function commandUsage(cmd: Command): string {
  const head = `Usage: ralph ${cmd.name} `;
  const synopsis = fill(synopsisParts(cmd), HELP_WIDTH, head, ' '.repeat(7)).join('\n');
  const options = Object.entries({ ...cmd.options, ...HELP_OPTION });
  const flags = (name: string, o: CommandOption) =>
    `${o.short !== undefined ? '  ' : '      '}${optionFlags(name, o)}`;
  const column = Math.max(...options.map(([n, o]) => flags(n, o).length)) + 2;
  const lines = options.flatMap(([n, o]) =>
    fill(o.help.split(/\s+/), HELP_WIDTH, flags(n, o).padEnd(column), ' '.repeat(column)),
  );
  return [synopsis, cmd.about, lines.join('\n'), cmd.after]
    .filter((p): p is string => p !== undefined && p.trim() !== '')
    .map((p) => p.trimEnd())
    .join('\n\n');
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

/** `--plan PATH`, which every command that reads the plan takes; list it last. */
export const PLAN_OPTION: Record<'plan', CommandOption> = {
  plan: {
    type: 'string',
    short: 'p',
    value: 'PATH',
    help: 'the plan file (default: implementation.json at the project root)',
  },
};

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
export const BRANCH_PREFIX_OPTION: Record<'branch-prefix', CommandOption> = {
  'branch-prefix': {
    type: 'string',
    value: 'PREFIX',
    help: 'where spec branches live: PREFIX<spec-id> (default: ralph/)',
  },
};

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
