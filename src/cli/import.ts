import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PlanError, serializePlan, updatePlan, writeAtomic } from '../adapters/plan-file.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import { planProblems } from '../core/plan/checks.js';
import { type MergeResult, mergePlans } from '../core/plan/merge.js';
import type { Plan } from '../core/plan/plan.js';
import {
  IMPORT_FORMATS,
  IMPORTERS,
  ImportError,
  type ImportResult,
  importPlan,
  type SourceReader,
} from '../importers/index.js';
import { type Command, PLAN_OPTION, stringOption, UsageError } from './command.js';

export const importCommand: Command = {
  name: 'import',
  args: 'FORMAT PATH',
  about: `Converts another tool's tasks into a plan, deterministically (no agent runs).
Without --write it prints the plan on stdout and what it could not map on stderr.
With --write it merges the tasks into the plan: tasks already there keep their
id, status, attempts and comments; descriptions come from PATH; new tasks are
added. Importing the same source again leaves the plan byte for byte as it was.
A summary line counts the warnings: each is a field dropped or a value changed.

Formats:
${IMPORT_FORMATS.map((f) => `  ${f.padEnd(15)} ${IMPORTERS[f].summary}`).join('\n')}`,
  options: {
    write: { type: 'boolean', help: 'save into the plan (created when there is none)' },
    prune: {
      type: 'boolean',
      help: 'with --write: drop tasks that disappeared from their spec (by default they are kept and reported)',
    },
    ...PLAN_OPTION,
  },
  positionals: [2, 2],
  async run(ctx) {
    const [format, source] = ctx.positionals as [string, string];
    if (!(IMPORT_FORMATS as string[]).includes(format))
      throw new UsageError(`unknown format "${format}"; use one of ${IMPORT_FORMATS.join(', ')}`);
    if (ctx.values.prune && !ctx.values.write) throw new UsageError('--prune only applies with --write');

    let result: ImportResult;
    try {
      result = importPlan(format, source, fileReader(ctx.cwd));
    } catch (e) {
      if (e instanceof ImportError)
        throw new UsageError(`cannot import ${source} as ${format}:\n${e.message}`);
      throw e;
    }
    for (const w of result.warnings) ctx.err(`warning: ${w}`);
    ctx.err(summary(source, format, result));

    if (!ctx.values.write) {
      ctx.out(serializePlan(result.plan));
      return 0;
    }
    const path = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const prune = Boolean(ctx.values.prune);
    let merged: MergeResult;
    if (existsSync(path)) {
      merged = await updatePlan(path, (plan) => {
        const m = mergePlans(plan, result.plan, { prune });
        replaceContents(plan, m.plan);
        return m;
      });
    } else {
      merged = mergePlans(undefined, result.plan);
      const problems = planProblems(merged.plan);
      if (problems.length > 0) throw new PlanError(path, problems);
      mkdirSync(dirname(path), { recursive: true });
      writeAtomic(path, serializePlan(merged.plan));
    }
    for (const w of merged.warnings) ctx.err(`warning: ${w}`);
    ctx.err(report(merged, prune, path));
    return 0;
  },
};

/** One line a person can check the import by: what came in, and how much did not fit. */
function summary(source: string, format: string, result: ImportResult): string {
  const tasks = result.plan.specs.reduce((n, s) => n + s.tasks.length, 0);
  const specs = result.plan.specs.length;
  const w = result.warnings.length;
  const warned =
    w === 0
      ? 'no warnings'
      : `${w} warning${w === 1 ? '' : 's'} above (each a field dropped or a value changed to fit)`;
  return `${source} (${format}): ${tasks} task${tasks === 1 ? '' : 's'} in ${specs} spec${specs === 1 ? '' : 's'}; ${warned}`;
}

/** The file system under `cwd`, as importers read it. */
function fileReader(cwd: string): SourceReader {
  return {
    read: (path) => readFileSync(resolve(cwd, path), 'utf8'),
    list: (dir) => readdirSync(resolve(cwd, dir)),
  };
}

/** updatePlan saves the object it handed out, so the merge result goes into that object. */
function replaceContents(target: Plan, source: Plan): void {
  const t = target as Record<string, unknown>;
  for (const key of Object.keys(t)) delete t[key];
  Object.assign(t, source);
}

function report(m: MergeResult, prune: boolean, path: string): string {
  const list = (ids: string[]) => {
    if (ids.length === 0) return '';
    const shown = ids.slice(0, 20).join(', ');
    return `: ${shown}${ids.length > 20 ? `, and ${ids.length - 20} more` : ''}`;
  };
  const lines = [
    `${path}: ${m.added.length} added${list(m.added)}`,
    `${m.kept.length} kept (status, attempts and comments unchanged)${list(m.kept)}`,
  ];
  if (m.removed.length > 0)
    lines.push(
      prune
        ? `${m.removed.length} removed (--prune)${list(m.removed)}`
        : `${m.removed.length} no longer in the source, kept in the plan (--prune drops them)${list(m.removed)}`,
    );
  return lines.join('\n');
}
