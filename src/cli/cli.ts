// The `ralph` command line: finds the command, parses its options strictly, runs it.
import { parseArgs } from 'node:util';
import { closestKey } from '../core/closest-key.js';
import { describeError, isSystemError, isUserError } from '../core/errors.js';
import { RALPH_VERSION } from '../version.js';
import { type Command, type CommandContext, commandUsage, parseArgsOptions, UsageError } from './command.js';

/**
 * The registry of commands: name -> its one-line summary and a lazy loader, so start-up only
 * loads the command that runs. `ralph --help` lists these summaries; each command's options and
 * what they do are in its module (see command.ts); docs/cli.md is generated from both
 * (`npm run docs`).
 */
export const COMMANDS: Record<string, { summary: string; load: () => Promise<Command> }> = {
  validate: {
    summary: 'check the plan; one line per problem',
    load: async () => (await import('./validate.js')).validate,
  },
  next: {
    summary: 'list the tasks that are ready to run',
    load: async () => (await import('./next.js')).next,
  },
  status: {
    summary: 'every spec and task with status and counts',
    load: async () => (await import('./status.js')).status,
  },
  graph: {
    summary: 'draw the plan as a dependency graph (Mermaid or Graphviz)',
    load: async () => (await import('./graph.js')).graph,
  },
  report: {
    summary: "measure the plan's attempts: gate pass rates, retries, cost, prompt size",
    load: async () => (await import('./report.js')).report,
  },
  prompt: {
    summary: 'print the prompt a task would get',
    load: async () => (await import('./prompt.js')).prompt,
  },
  build: {
    summary: 'run the ready tasks locally: agent, gates, retries, one commit per spec',
    load: async () => (await import('./build.js')).buildCommand,
  },
  retry: {
    summary: 'run a blocked or failed task again, with your answer in its prompt',
    load: async () => (await import('./unblock.js')).retry,
  },
  skip: {
    summary: 'skip a task, so the tasks that depend on it go ahead',
    load: async () => (await import('./unblock.js')).skip,
  },
  set: {
    summary: "change a task's status by hand",
    load: async () => (await import('./set.js')).set,
  },
  import: {
    summary: 'convert another task format into implementation.json',
    load: async () => (await import('./import.js')).importCommand,
  },
  plan: {
    summary: 'turn specs/*.md into implementation.json with an agent',
    load: async () => (await import('./plan.js')).planCommand,
  },
  init: {
    summary: 'create implementation.json and the Ralph workflow for this repository',
    load: async () => (await import('./init.js')).init,
  },
  schema: {
    summary: 'print the JSON Schema of implementation.json',
    load: async () => (await import('./schema.js')).schema,
  },
};

/**
 * Other spellings of a command: `ralph start build` is how the task-loop proposal Ralph started
 * from starts the loop. Each is a word followed by the command it stands for.
 */
export const ALIASES: Record<string, { commands: string[]; summary: string }> = {
  start: {
    commands: ['build', 'plan'],
    summary: 'build | start plan: the same as `ralph build`, `ralph plan`',
  },
};

function mainUsage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([n, c]) => `  ${n.padEnd(width)}  ${c.summary}`);
  const aliases = Object.entries(ALIASES).map(([n, a]) => `  ${n} ${a.summary}`);
  return [
    'Usage: ralph COMMAND [options]',
    '',
    'Ralph runs coding agents on implementation.json, one task at a time, with quality gates.',
    '',
    'Commands:',
    ...lines,
    '',
    'Aliases:',
    ...aliases,
    '',
    'Run `ralph COMMAND --help` (or `ralph help COMMAND`) for the options of one command.',
  ].join('\n');
}

/**
 * Writes lines to a stream that a reader may close early (`ralph status | head`): once it is
 * gone (EPIPE), what is left goes nowhere, quietly, and the command still ends as it would
 * (a build keeps its plan and logs right), instead of dying with a stack trace.
 */
function lineWriter(stream: NodeJS.WriteStream): (text: string) => void {
  let gone = false;
  if (!stream.listeners('error').some((l) => l === ignoreClosedPipe)) stream.on('error', ignoreClosedPipe);
  const mark = () => {
    gone = true;
  };
  stream.once('close', mark);
  return (text) => {
    if (gone || stream.destroyed) return;
    stream.write(text.endsWith('\n') ? text : `${text}\n`);
  };
}

function ignoreClosedPipe(e: NodeJS.ErrnoException): void {
  // The reader went away: every other writer to this stream (a progress line) is moot too.
  if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') return;
  throw e;
}

export async function runCli(argv: string[], io: Partial<CommandContext> = {}): Promise<number> {
  const out = io.out ?? lineWriter(process.stdout);
  const err = io.err ?? lineWriter(process.stderr);
  let [name, ...rest] = argv;
  // `ralph start build`: the seeds' spelling of `ralph build`.
  const alias = name === undefined ? undefined : ALIASES[name];
  if (alias) {
    if (rest[0] === undefined || !alias.commands.includes(rest[0])) {
      const meant = rest[0] === undefined ? undefined : closestKey(rest[0], alias.commands);
      const choices = alias.commands.map((c) => `\`ralph ${name} ${c}\``).join(' or ');
      err(
        rest[0] === undefined
          ? `ralph ${name}: say what to start: ${choices}`
          : `ralph ${name}: unknown "${rest[0]}"; ${meant ? `did you mean \`ralph ${name} ${meant}\`?` : `use ${choices}`}`,
      );
      return 2;
    }
    [name, ...rest] = rest;
  }
  // `ralph help init` is `ralph init --help`.
  if (name === 'help' && rest.length > 0) {
    const topic = (ALIASES[rest[0]!] ? rest[1] : rest[0]) ?? '';
    if (COMMANDS[topic]) {
      out(commandUsage(await COMMANDS[topic].load()));
      return 0;
    }
    const meant = closestKey(topic, Object.keys(COMMANDS));
    err(
      `ralph help: unknown command "${topic}"${meant ? `; did you mean \`ralph help ${meant}\`?` : `\n\n${mainUsage()}`}`,
    );
    return 2;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    out(mainUsage());
    return name === undefined ? 1 : 0;
  }
  if (name === '--version' || name === '-V') {
    out(RALPH_VERSION);
    return 0;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    const meant = closestKey(name, Object.keys(COMMANDS));
    err(
      meant
        ? `ralph: unknown command "${name}"; did you mean \`ralph ${meant}\`?`
        : `ralph: unknown command "${name}"\n\n${mainUsage()}`,
    );
    return 2;
  }
  const cmd = await entry.load();
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: parseArgsOptions(cmd),
      allowPositionals: true,
      strict: true,
    });
  } catch (e) {
    err(`ralph ${name}: ${optionError(e as Error & { code?: string }, cmd)}\n\n${commandUsage(cmd)}`);
    return 2;
  }
  if (parsed.values.help) {
    out(commandUsage(cmd));
    return 0;
  }
  const [min, max] = cmd.positionals ?? [0, 0];
  if (parsed.positionals.length < min || parsed.positionals.length > max) {
    const what =
      parsed.positionals.length < min
        ? 'missing argument'
        : `unexpected argument "${parsed.positionals[max]}"`;
    err(`ralph ${name}: ${what}\n\n${commandUsage(cmd)}`);
    return 2;
  }
  try {
    return await cmd.run({
      positionals: parsed.positionals,
      values: parsed.values as CommandContext['values'],
      cwd: io.cwd ?? process.cwd(),
      env: io.env ?? process.env,
      out,
      err,
    });
  } catch (e) {
    if (e instanceof UsageError) {
      err(`ralph ${name}: ${e.message}`);
      return e.exitCode;
    }
    if ((io.env ?? process.env).RALPH_DEBUG) throw e;
    // A bad plan's message names the file and place itself.
    if (isUserError(e) && e.code === 'plan') {
      err(e.message);
      return 1;
    }
    // Ralph's own errors, and the system's (a file that cannot be read: ENOENT, EACCES), are
    // the user's to act on: their message. Anything else is a bug in Ralph, said as one.
    if (isUserError(e) || isSystemError(e)) {
      err(`ralph ${name}: ${(e as Error).message}`);
      return 1;
    }
    err(describeError(e, { version: RALPH_VERSION, command: `ralph ${name}` }));
    return 1;
  }
}

/**
 * What parseArgs refused, in Ralph's words: an unknown option with the one it is likely a slip
 * of (`--max-task` for `--max-tasks`), an option that needs a value, a value given to a switch.
 * Node's own text (which suggests `--` and `-- "--max-task"`) is the fallback.
 */
function optionError(e: Error & { code?: string }, cmd: Command): string {
  const options = parseArgsOptions(cmd);
  const names = Object.keys(options);
  const given = /'(-[^']*)'/.exec(e.message)?.[1];
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && given) {
    const bare = given.replace(/^--?/, '').replace(/=.*$/, '');
    const meant = closestKey(bare, names);
    return meant
      ? `unknown option ${given}; did you mean --${meant}?`
      : `unknown option ${given}; the options are below`;
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && given) {
    const name = given.replace(/^-+/, '').split(/[ ,=]/)[0] ?? '';
    const long = Object.entries(options).find(([n, o]) => n === name || o.short === name)?.[0] ?? name;
    return options[long]?.type === 'string'
      ? `--${long} needs a value: --${long} VALUE`
      : `--${long} takes no value`;
  }
  return e.message;
}
