// A gate's tool here (docs/ARCHITECTURE.md#gates): whether the program a gate calls is on PATH
// (or at its path), and the package.json script or the project-environment program it runs
// through a package manager (npx, pnpm exec, uv run, ...). Read by the dry runs, init's
// verification and the agent's readiness check.
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { commandWords } from '../core/detect/index.js';
import { gatePrograms, opensConstruct } from '../core/workflow/gate-tools.js';
import { findOnPath } from './program-path.js';

/**
 * A gate's tool here: the line the dry runs print, and what is missing when the gate cannot
 * run at all (its program is not on PATH, or the package.json script it runs does not exist).
 * A tool the setup installs (node_modules/.bin, .venv/bin) is not missing: it is not there yet.
 * Leading `NAME=value` assignments are read as the shell reads them, quotes and all.
 */
export function toolCheck(
  root: string,
  command: string,
  env: NodeJS.ProcessEnv,
): { text: string; missing?: string } {
  const first = commandWords(command);
  // A script that opens with a shell construct (`if [[ ... ]]; then`): its first program is the tool.
  const construct = opensConstruct(first[0]);
  const program = construct ? (gatePrograms(command)[0] ?? '') : (first[0] ?? '');
  if (program === '') return { text: 'runs only shell builtins' };
  const words = construct ? [program] : first;
  const where = resolveProgram(root, program, env);
  const head = where
    ? `${program} found (${where})`
    : `${program} not found on PATH (install it to run this gate here: without it the gate exits 127)`;
  const notFound = where ? undefined : program;
  const inner = innerTool(words);
  if (!inner) return { text: head, ...(notFound ? { missing: notFound } : {}) };
  if (inner.kind === 'script') {
    const pkg = readJson(join(root, 'package.json'));
    const scripts = pkg?.scripts as Record<string, unknown> | undefined;
    const has = typeof scripts?.[inner.name] === 'string';
    // pnpm, yarn and bun run a dependency's binary by its name when no script has it.
    const bin = !has && words[0] !== 'npm' ? join(root, 'node_modules', '.bin', inner.name) : undefined;
    if (bin !== undefined && (isExecutable(bin) || dependsOn(pkg, inner.name)))
      return {
        text: `${head}; ${inner.name} ${isExecutable(bin) ? `found (${relative(root, bin)})` : 'not installed here yet (the install step installs it)'}`,
        ...(notFound ? { missing: notFound } : {}),
      };
    const missing = notFound ?? (has ? undefined : `script "${inner.name}" of package.json`);
    return {
      text: `${head}; script "${inner.name}" ${has ? 'in package.json' : 'NOT in package.json'}`,
      ...(missing ? { missing } : {}),
    };
  }
  const local = inner.dirs.map((d) => join(root, d, inner.name)).find((p) => isExecutable(p));
  return {
    text: `${head}; ${inner.name} ${local ? `found (${relative(root, local)})` : `not installed here yet (${inner.installedBy} installs it)`}`,
    ...(notFound ? { missing: notFound } : {}),
  };
}

/** Whether package.json lists a dependency that provides `bin`: the package of that name (tsc: typescript). */
function dependsOn(pkg: Record<string, unknown> | undefined, bin: string): boolean {
  const deps = { ...(pkg?.dependencies as object), ...(pkg?.devDependencies as object) } as Record<
    string,
    unknown
  >;
  return deps[bin] !== undefined || (bin === 'tsc' && deps.typescript !== undefined);
}

/** The tool a package manager runs for a gate: a package.json script, or a program in the project's environment. */
function innerTool(
  words: string[],
):
  | { kind: 'script'; name: string }
  | { kind: 'bin'; name: string; dirs: string[]; installedBy: string }
  | undefined {
  const [pm, ...rest] = words;
  const flagsOut = (list: string[], withValue: string[]) => {
    const out: string[] = [];
    for (let i = 0; i < list.length; i++) {
      if (withValue.includes(list[i]!)) i++;
      else if (!list[i]!.startsWith('-')) out.push(list[i]!);
    }
    return out;
  };
  if (pm === 'npx' || pm === 'bunx' || ((pm === 'pnpm' || pm === 'yarn') && rest[0] === 'exec')) {
    const name = flagsOut(pm === 'npx' || pm === 'bunx' ? rest : rest.slice(1), [])[0];
    return name
      ? { kind: 'bin', name, dirs: ['node_modules/.bin'], installedBy: 'the install step' }
      : undefined;
  }
  if (pm === 'npm' || pm === 'pnpm' || pm === 'yarn' || pm === 'bun') {
    const args = flagsOut(rest, ['--filter', '-F', '--workspace']);
    if (args.some((a) => a.startsWith('@')) || rest.includes('--filter') || rest.includes('-F'))
      return undefined;
    const script =
      args[0] === 'run' || args[0] === 'run-script' ? args[1] : args[0] === 't' ? 'test' : args[0];
    return script ? { kind: 'script', name: script } : undefined;
  }
  if ((pm === 'uv' || pm === 'poetry') && rest[0] === 'run') {
    const name = flagsOut(rest.slice(1), [
      '--group',
      '--with',
      '--extra',
      '--python',
      '-p',
      '--package',
      '--only-group',
    ])[0];
    return name
      ? { kind: 'bin', name, dirs: ['.venv/bin'], installedBy: pm === 'uv' ? 'uv sync' : 'poetry install' }
      : undefined;
  }
  return undefined;
}

function resolveProgram(root: string, program: string, env: NodeJS.ProcessEnv): string | undefined {
  if (!program) return undefined;
  if (program.includes('/')) {
    const p = isAbsolute(program) ? program : join(root, program);
    return isExecutable(p) ? program : undefined;
  }
  // The gate runs in the project root: an empty or relative PATH entry is taken from there.
  return findOnPath(program, env.PATH ?? '', root);
}

function isExecutable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
