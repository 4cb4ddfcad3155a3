// Deno projects (deno.json or deno.jsonc): `deno fmt --check`, `deno lint` and the tests, each
// through the project's task of that name when deno.json has one (its flags and permissions are
// the project's), else Deno's own command. A task or a `fmt` without `--check` writes files:
// never a gate. Taken from oakserver/oak@a766bcf (tasks.test with its permissions, `fmt` and
// `lint` settings; its CI runs setup-deno, `deno fmt --check`, `deno lint`, `deno task test`).
import { parse as parseJsonc } from 'jsonc-parser';
import type { CiFacts } from './ci.js';
import { WRITES } from './gates.js';
import { commandWords } from './shell.js';
import { type Ecosystem, type FileGate, isRecord, type ProjectReader } from './types.js';

export const DENO_FILES = ['deno.json', 'deno.jsonc'];

/** `deno` subcommands that check, and the gate each is. */
const CHECKS: Record<string, string> = { lint: 'lint', test: 'test', check: 'typecheck', bench: 'bench' };

/** A task that changes files: a fixer's flag, or `deno fmt` without `--check`. */
function writes(command: string): boolean {
  return WRITES.test(command) || /\bdeno fmt\b(?![^;&|]*--check)/.test(command);
}

export function detectDeno(reader: ProjectReader, names: Set<string>, _ci: CiFacts): Ecosystem {
  const file = DENO_FILES.find((f) => names.has(f))!;
  const notes: string[] = [];
  let config: Record<string, unknown> = {};
  const parsed: unknown = parseJsonc(reader.read(file) ?? '', [], { allowTrailingComma: true });
  if (isRecord(parsed)) config = parsed;
  else notes.push(`${file} is not a JSON object; its tasks are not read`);
  const tasks: Record<string, string> = {};
  if (isRecord(config.tasks))
    for (const [k, v] of Object.entries(config.tasks)) {
      // A task is a command line, or (Deno 2.1+) an object with a `command`.
      const command =
        typeof v === 'string' ? v : isRecord(v) && typeof v.command === 'string' ? v.command : undefined;
      if (command) tasks[k] = command;
    }
  const task = (...candidates: string[]) =>
    candidates.find((t) => tasks[t] !== undefined && !writes(tasks[t]!));
  const gates: FileGate[] = [];
  const fmtTask = task('fmt:check', 'check:fmt', 'format:check');
  if (config.fmt !== false)
    gates.push(
      fmtTask
        ? { name: 'format', command: `deno task ${fmtTask}`, source: `${file} tasks.${fmtTask}` }
        : { name: 'format', command: 'deno fmt --check', source: file },
    );
  const lintTask = task('lint');
  if (config.lint !== false)
    gates.push(
      lintTask
        ? { name: 'lint', command: `deno task ${lintTask}`, source: `${file} tasks.${lintTask}` }
        : { name: 'lint', command: 'deno lint', source: file },
    );
  const checkTask = task('check', 'typecheck');
  if (checkTask)
    gates.push({
      name: 'typecheck',
      command: `deno task ${checkTask}`,
      source: `${file} tasks.${checkTask}`,
    });
  const testTask = task('test');
  gates.push(
    testTask
      ? { name: 'test', command: `deno task ${testTask}`, source: `${file} tasks.${testTask}` }
      : { name: 'test', command: 'deno test', source: file },
  );
  notes.push(
    `${file}: Deno${Object.keys(tasks).length > 0 ? `; tasks: ${Object.keys(tasks).join(', ')}` : ''}`,
  );
  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const [tool, sub, ...rest] = commandWords(command);
    if (tool !== 'deno') return undefined;
    if (sub === 'fmt') return rest.includes('--check') ? { name: 'format', command } : undefined;
    if (sub === 'task') {
      const name = rest.find((w) => !w.startsWith('-'));
      if (!name || tasks[name] === undefined || writes(tasks[name]!)) return undefined;
      return { name: CHECKS[name] ?? (/fmt|format/.test(name) ? 'format' : name), command };
    }
    if (sub !== undefined && CHECKS[sub]) return { name: CHECKS[sub]!, command };
    if (sub === 'install' || sub === 'cache' || sub === 'upgrade') return 'setup';
    return undefined;
  };
  return {
    kind: 'deno',
    gates,
    setupSteps: [{ name: 'Set up Deno', uses: 'denoland/setup-deno@v2', with: { 'deno-version': 'v2.x' } }],
    notes,
    classify,
  };
}
