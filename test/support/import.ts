// What the importer tests share: the fixture folder as a reader, one import checked to give a
// valid plan, and lookups into the plan it gave.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { planProblems } from '../../src/core/plan/checks.js';
import type { Plan, Task } from '../../src/core/plan/plan.js';
import { formatProblem } from '../../src/core/plan/problem.js';
import { type ImportResult, importPlan, type SourceReader } from '../../src/importers/index.js';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');

/** test/fixtures/import, read as an importer reads a project. */
export const fixtures: SourceReader = {
  read: (p) => readFileSync(join(FIXTURES, p), 'utf8'),
  list: (d) => readdirSync(join(FIXTURES, d)),
};

/** Imports `path` as `format` and checks the plan is valid (no problem the CLI would refuse). */
export function importChecked(format: string, path: string, reader: SourceReader = fixtures): ImportResult {
  const result = importPlan(format, path, reader);
  expect(planProblems(result.plan).map(formatProblem)).toEqual([]);
  return result;
}

export function task(plan: Plan, id: string): Task {
  const found = plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
}

/** One field of every task, by task id. */
export function field<K extends keyof Task>(plan: Plan, key: K): Record<string, Task[K]> {
  return Object.fromEntries(plan.specs.flatMap((s) => s.tasks).map((t) => [t.id, t[key]]));
}

/** Spec id -> its task ids, in order. */
export function layout(plan: Plan): Record<string, string[]> {
  return Object.fromEntries(plan.specs.map((s) => [s.id, s.tasks.map((t) => t.id)]));
}
