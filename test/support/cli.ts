// The `ralph` command line run in-process through runCli, with what it prints collected: the one
// helper the CLI tests share instead of a copy each.
import { runCli } from '../../src/cli/cli.js';

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `ralph <argv>` in `cwd` with exactly `env`. `out` and `err` hold what it printed, one
 * print a line: `lines` joins them with newlines (the trailing one of each print dropped),
 * `printed` keeps each print followed by a newline, as a terminal shows it.
 */
export async function runRalph(
  cwd: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  style: 'lines' | 'printed' = 'lines',
): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const keep = style === 'lines' ? (t: string) => t.replace(/\n$/, '') : (t: string) => `${t}\n`;
  const code = await runCli(argv, { cwd, env, out: (t) => out.push(keep(t)), err: (t) => err.push(keep(t)) });
  const join = (parts: string[]) => parts.join(style === 'lines' ? '\n' : '');
  return { code, out: join(out), err: join(err) };
}

/** `ralph build <args>` in `root` with exactly `env`, its prints kept as a terminal shows them. */
export function ralphBuild(root: string, env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  return runRalph(root, ['build', ...args], env, 'printed');
}
