// Merging an incoming plan (an import now, plan mode's output later) into the plan that is
// already there. The incoming plan says WHAT to build (names, descriptions, criteria,
// dependencies); the existing plan says what HAPPENED (statuses, attempts, comments, timings)
// and holds what people added by hand (unknown keys, tuning, whole specs the source never had).
// So specs and tasks are matched by id, descriptive fields come from the incoming side,
// everything else stays, and nothing already in the plan is lost unless `prune` says so.

import type { Plan, Spec, Task } from './plan.js';
import { isDone } from './plan-basics.js';

export interface MergeOptions {
  /** Drop the tasks that disappeared from their spec in the incoming plan (default: keep them). */
  prune?: boolean;
}

export interface MergeResult {
  plan: Plan;
  /** Incoming tasks that were not in the existing plan. */
  added: string[];
  /** Incoming tasks that were: their state is kept, their description updated. */
  kept: string[];
  /** Existing tasks of an incoming spec that the incoming plan no longer has (dropped only with prune). */
  removed: string[];
  /** What the merge changed to keep the plan valid (a dependency dropped), one line each. */
  warnings: string[];
}

type Obj = Record<string, unknown>;

interface Rules {
  /** The incoming side decides: its value replaces the existing one, and its absence removes it. */
  authoritative: ReadonlySet<string>;
  /** Tuning a person may have set: replaced when the incoming side has a value, else kept. */
  override: ReadonlySet<string>;
  /** What happened: only ever the existing side's. */
  state: ReadonlySet<string>;
}

const TASK_RULES: Rules = {
  authoritative: new Set([
    'title',
    'description',
    'acceptanceCriteria',
    'dependsOn',
    'discipline',
    'feature',
    'contextFiles',
    'outputArtifacts',
    'hints',
  ]),
  override: new Set(['complexity', 'estimatedTurns']),
  state: new Set([
    'status',
    'comments',
    'attempts',
    'retryBudgetFrom',
    'startedAt',
    'blockedReason',
    'completedAt',
    'durationMs',
    'commit',
  ]),
};

const SPEC_RULES: Rules = {
  authoritative: new Set(['file', 'name', 'context', 'acceptanceCriteria']),
  override: new Set(['priority', 'tasks']),
  state: new Set(['status', 'issue']),
};

/** The keys an importer writes on a spec: a spec with no other key holds nothing a person added. */
const IMPORTED_SPEC_KEYS = new Set(['id', 'tasks', 'priority', ...SPEC_RULES.authoritative]);

/** Shared sections matched by `name`: incoming values win, keys only the existing entry has stay. */
const NAMED_SECTIONS = ['gates', 'disciplines', 'features'] as const;

/**
 * Merges `incoming` into `existing` (pure: neither argument is changed). Existing specs and
 * tasks keep their ids, statuses, attempts, comments, timings and unknown keys, and their keys
 * keep their order; descriptive fields take the incoming values; new specs and tasks are added.
 * Order follows the incoming plan; an existing spec or task it does not mention stays after
 * the one it followed. A task may move to another spec and keeps its state. Specs the incoming
 * plan does not have at all are left alone (an import covers only what its source knows), except
 * one whose every task moved into an incoming spec and that records no status or issue of its own.
 */
export function mergePlans(existing: Plan | undefined, incoming: Plan, opts: MergeOptions = {}): MergeResult {
  const inc = structuredClone(incoming);
  if (!existing) {
    return {
      plan: inc,
      added: inc.specs.flatMap((s) => s.tasks.map((t) => t.id)),
      kept: [],
      removed: [],
      warnings: [],
    };
  }
  const ex = structuredClone(existing);
  const added: string[] = [];
  const kept: string[] = [];
  const removed: string[] = [];

  const incomingTaskIds = new Set(inc.specs.flatMap((s) => s.tasks.map((t) => t.id)));
  const existingTasks = new Map<string, Task>();
  for (const spec of ex.specs) for (const task of spec.tasks) existingTasks.set(task.id, task);
  const existingSpecs = new Map(ex.specs.map((s) => [s.id, s]));

  const merged = new Map<string, Spec>();
  const specGone = new Set<string>();
  const goneWarnings: string[] = [];
  for (const spec of inc.specs) {
    const tasks = new Map<string, Task>();
    for (const task of spec.tasks) {
      const prev = existingTasks.get(task.id);
      if (prev) kept.push(task.id);
      else added.push(task.id);
      tasks.set(task.id, prev ? (mergeObject(prev, task, TASK_RULES) as Task) : task);
    }
    const old = existingSpecs.get(spec.id);
    if (!old) {
      merged.set(spec.id, { ...spec, tasks: [...tasks.values()] });
      continue;
    }
    // Tasks that left this spec for another one are not "removed": they moved.
    const gone = old.tasks.filter((t) => !incomingTaskIds.has(t.id));
    removed.push(...gone.map((t) => t.id));
    if (!opts.prune) for (const t of gone) tasks.set(t.id, t);
    const order = weave(
      old.tasks.map((t) => t.id).filter((id) => tasks.has(id)),
      spec.tasks.map((t) => t.id),
    );
    merged.set(
      spec.id,
      mergeObject(old, { ...spec, tasks: order.map((id) => tasks.get(id)!) }, SPEC_RULES) as Spec,
    );
  }
  for (const spec of ex.specs) {
    if (merged.has(spec.id)) continue;
    const left = spec.tasks.filter((t) => !incomingTaskIds.has(t.id));
    // Every task moved to an incoming spec (a source re-imported under new spec ids): the shell
    // that is left holds nothing to build, so it goes, said, unless it holds more than an import
    // writes (a status, an issue, a person's own keys).
    if (
      spec.tasks.length > 0 &&
      left.length === 0 &&
      Object.keys(spec).every((k) => IMPORTED_SPEC_KEYS.has(k))
    ) {
      specGone.add(spec.id);
      goneWarnings.push(
        `spec "${spec.id}" removed: all its tasks moved to other specs (${spec.tasks.map((t) => t.id).join(', ')}); work on its branch, if any, is not merged by this`,
      );
      continue;
    }
    merged.set(spec.id, { ...spec, tasks: left });
  }

  const specOrder = weave(
    ex.specs.map((s) => s.id).filter((id) => !specGone.has(id)),
    inc.specs.map((s) => s.id),
  );
  const plan: Obj = {};
  for (const [key, value] of Object.entries(ex)) {
    if (key === 'specs') plan.specs = specOrder.map((id) => merged.get(id)!);
    else if ((NAMED_SECTIONS as readonly string[]).includes(key))
      plan[key] = mergeNamed(value as Obj[] | undefined, (inc as Obj)[key] as Obj[] | undefined);
    else plan[key] = value;
  }
  for (const [key, value] of Object.entries(inc))
    if (!(key in plan) && value !== undefined) plan[key] = value;
  const warnings = [...goneWarnings, ...dropUnfinishedDependencies(plan as Plan)];
  return { plan: plan as Plan, added, kept, removed, warnings };
}

/**
 * Statuses come from the existing plan and dependencies from the incoming one, so a task Ralph
 * already completed may now depend on a task that is not done (the source added a step, or
 * reordered by priority). No run can make that true again, and the work is done, so the rule
 * an import applies (importers' finishPlan) applies here against the merged statuses: the
 * dependency is dropped, with a warning naming both tasks. Changes `plan`; returns the warnings.
 */
export function dropUnfinishedDependencies(plan: Plan): string[] {
  const warnings: string[] = [];
  const status = new Map<string, Task['status']>();
  for (const spec of plan.specs) for (const task of spec.tasks) status.set(task.id, task.status);
  for (const spec of plan.specs)
    for (const task of spec.tasks) {
      if (task.status !== 'completed' || !task.dependsOn) continue;
      const keep = task.dependsOn.filter((dep) => {
        const s = status.get(dep);
        if (s === undefined || isDone(s)) return true;
        warnings.push(
          `task "${task.id}" is completed but its new dependency "${dep}" is ${s}; that dependency is dropped (the work is done, so it does not wait)`,
        );
        return false;
      });
      if (keep.length === task.dependsOn.length) continue;
      if (keep.length > 0) task.dependsOn = keep;
      else delete task.dependsOn;
    }
  return warnings;
}

/** One object from two: the existing key order first, then keys only the incoming one has. */
function mergeObject(old: Obj, neu: Obj, rules: Rules): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(old)) {
    if (rules.authoritative.has(key)) {
      if (neu[key] !== undefined) out[key] = neu[key];
    } else if (rules.override.has(key)) out[key] = neu[key] !== undefined ? neu[key] : value;
    else out[key] = value;
  }
  for (const [key, value] of Object.entries(neu)) {
    if (key in old || value === undefined || rules.state.has(key)) continue;
    out[key] = value;
  }
  return out;
}

function mergeNamed(old: Obj[] | undefined, neu: Obj[] | undefined): Obj[] | undefined {
  if (!neu) return old;
  if (!old) return neu;
  const incoming = new Map(neu.map((e) => [e.name, e]));
  const out = old.map((e) => {
    const match = incoming.get(e.name);
    return match ? { ...e, ...match } : e;
  });
  const names = new Set(old.map((e) => e.name));
  for (const e of neu) if (!names.has(e.name)) out.push(e);
  return out;
}

/**
 * The incoming order, with each item only the existing list has placed right after the item
 * it followed there (or first, when it led the list).
 */
export function weave(existing: readonly string[], incoming: readonly string[]): string[] {
  const out = [...incoming];
  const present = new Set(incoming);
  existing.forEach((id, i) => {
    if (present.has(id)) return;
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const k = out.indexOf(existing[j]!);
      if (k >= 0) {
        at = k + 1;
        break;
      }
    }
    out.splice(at, 0, id);
    present.add(id);
  });
  return out;
}
