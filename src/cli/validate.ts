import { readFileSync } from 'node:fs';
import {
  type LoadedPlan,
  loadedPlanWarnings,
  loadPlan,
  locatedLine,
  PlanError,
} from '../adapters/plan-file.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import type { Plan } from '../core/plan/plan.js';
import { formatProblem } from '../core/plan/problem.js';
import { type Command, PLAN_OPTION, stringOption } from './command.js';

export const validate: Command = {
  name: 'validate',
  about: `Checks implementation.json against the schema and the plan rules.
Exit 0 with a summary when valid; exit 1 with one line per problem.
Warnings (a misspelled known key such as "dependOn", a plan without gates) are
printed too and leave the exit code at 0, unless --strict.`,
  options: {
    strict: { type: 'boolean', help: 'treat warnings as errors: exit 1 when there is any' },
    ...PLAN_OPTION,
  },
  run(ctx) {
    const path = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    let loaded: LoadedPlan;
    try {
      loaded = loadPlan(path);
    } catch (e) {
      // Errors, one line each; then every warning too (a misspelled key is often the cause).
      if (!(e instanceof PlanError)) throw e;
      ctx.err(e.message);
      for (const w of rawPlanWarnings(path))
        ctx.err(locatedLine(path, { ...w, path: '', message: `warning: ${formatProblem(w)}` }));
      return 1;
    }
    const { plan } = loaded;
    const warnings = loadedPlanWarnings(loaded);
    const strict = ctx.values.strict === true;
    // `file:line:column: warning: ...`, as compilers print them; under --strict, as errors are.
    for (const w of warnings)
      ctx.err(
        strict
          ? locatedLine(path, w)
          : locatedLine(path, { ...w, path: '', message: `warning: ${formatProblem(w)}` }),
      );
    if (strict && warnings.length > 0) {
      ctx.err(`${path}: ${count(warnings.length, 'warning')}, and --strict makes them errors`);
      return 1;
    }
    const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
    const warned = warnings.length > 0 ? `, with ${count(warnings.length, 'warning')}` : '';
    ctx.out(`${path}: valid (${count(plan.specs.length, 'spec')}, ${count(tasks, 'task')})${warned}`);
    return 0;
  },
};

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * The warnings of a plan that has errors, when it is JSON at all: what `loadedPlanWarnings`
 * finds in the value as it is, placed at line and column.
 */
function rawPlanWarnings(path: string): ReturnType<typeof loadedPlanWarnings> {
  let text: string;
  let value: unknown;
  try {
    text = readFileSync(path, 'utf8');
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  try {
    return loadedPlanWarnings({
      path,
      plan: value as Plan,
      format: { bom: false, eol: '\n', indent: '  ' },
      text,
    });
  } catch {
    // A value too far from a plan for the walk (specs not a list, say): its errors say enough.
    return [];
  }
}
