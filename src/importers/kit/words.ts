// Words other tools use for a task's status, complexity and priority, mapped onto the plan's.
import type { Complexity, TaskStatus } from '../../core/plan/plan-basics.js';

const STATUS_WORDS: Record<string, TaskStatus> = {
  pending: 'pending',
  todo: 'pending',
  to_do: 'pending',
  open: 'pending',
  new: 'pending',
  not_started: 'pending',
  planned: 'pending',
  backlog: 'pending',
  ready: 'pending',
  queued: 'pending',
  in_progress: 'in_progress',
  inprogress: 'in_progress',
  started: 'in_progress',
  doing: 'in_progress',
  wip: 'in_progress',
  active: 'in_progress',
  running: 'in_progress',
  completed: 'completed',
  complete: 'completed',
  done: 'completed',
  finished: 'completed',
  passed: 'completed',
  closed: 'completed',
  resolved: 'completed',
  // Finished, waiting for a person's review: the work is done, so it must not run again.
  review: 'completed',
  in_review: 'completed',
  awaiting_review: 'completed',
  needs_review: 'completed',
  ready_for_review: 'completed',
  blocked: 'blocked',
  on_hold: 'blocked',
  failed: 'failed',
  failing: 'failed',
  error: 'failed',
  skipped: 'skipped',
  skip: 'skipped',
  cancelled: 'skipped',
  canceled: 'skipped',
  wontfix: 'skipped',
  won_t_fix: 'skipped',
  obsolete: 'skipped',
  dropped: 'skipped',
};

const REVIEW_WORDS = new Set(['review', 'in_review', 'awaiting_review', 'needs_review', 'ready_for_review']);

/**
 * Ralph's status for another tool's word (`done`, `In Progress`, `✅ complete`, ...). `extra`
 * adds or overrides words for one format. An unknown word is a warning and becomes pending.
 */
export function mapStatus(
  raw: unknown,
  where: string,
  warnings: string[],
  extra: Record<string, TaskStatus> = {},
): TaskStatus {
  if (raw === undefined || raw === null || raw === '') return 'pending';
  const key = String(raw)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const words = { ...STATUS_WORDS, ...extra };
  const first = key.split('_')[0]!;
  // "review_changes_requested" is not "review": a review word counts only on its own.
  const found = words[key] ?? (REVIEW_WORDS.has(first) && !(first in extra) ? undefined : words[first]);
  if (found) {
    if (found === 'completed' && REVIEW_WORDS.has(key) && !(key in extra))
      warnings.push(
        `${where}: status ${JSON.stringify(raw)} (finished, awaiting review) imported as completed, so Ralph does not run it again; review it yourself`,
      );
    return found;
  }
  warnings.push(
    `${where}: unknown status ${JSON.stringify(raw)}; imported as pending (Ralph's statuses: pending, in_progress, completed, blocked, failed, skipped)`,
  );
  return 'pending';
}

const COMPLEXITY_WORDS: Record<string, Complexity> = {
  light: 'light',
  low: 'light',
  small: 'light',
  s: 'light',
  xs: 'light',
  simple: 'light',
  easy: 'light',
  trivial: 'light',
  standard: 'standard',
  medium: 'standard',
  m: 'standard',
  moderate: 'standard',
  normal: 'standard',
  heavy: 'heavy',
  high: 'heavy',
  large: 'heavy',
  l: 'heavy',
  xl: 'heavy',
  complex: 'heavy',
  hard: 'heavy',
};

/** light / standard / heavy from a word (`medium`, `L`) or a 1-10 score; else a warning and undefined. */
export function mapComplexity(raw: unknown, where: string, warnings: string[]): Complexity | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'number' || /^\d+(\.\d+)?$/.test(String(raw).trim())) {
    const n = Number(raw);
    if (n >= 0 && n <= 10) return n <= 3 ? 'light' : n <= 6 ? 'standard' : 'heavy';
  }
  const key = String(raw)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')[0]!;
  const found = COMPLEXITY_WORDS[key];
  if (found) return found;
  warnings.push(
    `${where}: unknown complexity ${JSON.stringify(raw)}; left out (use light, standard or heavy)`,
  );
  return undefined;
}

const PRIORITY_WORDS: Record<string, number> = {
  critical: 0,
  urgent: 0,
  blocker: 0,
  highest: 0,
  p0: 0,
  high: 1,
  p1: 1,
  medium: 2,
  normal: 2,
  moderate: 2,
  p2: 2,
  low: 3,
  p3: 3,
  lowest: 4,
  minor: 4,
  trivial: 4,
  p4: 4,
};

/**
 * A rank for a priority word (lower runs first): critical/urgent 0, high 1, medium 2, low 3,
 * lowest 4, `P0`..`P4` alike; a number is taken as it is (1 before 2). An unknown word is a
 * warning and undefined (the item then sorts as medium).
 */
export function priorityRank(raw: unknown, where: string, warnings: string[]): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  const key = String(raw).trim().toLowerCase();
  if (/^-?\d+(\.\d+)?$/.test(key)) return Number(key);
  const found = PRIORITY_WORDS[key];
  if (found !== undefined) return found;
  warnings.push(
    `${where}: unknown priority ${JSON.stringify(raw)}; imported as medium (use critical, high, medium or low)`,
  );
  return undefined;
}

/**
 * Priority within a spec is kept through TASK ORDER, in every importer: the scheduler gives a
 * spec's one slot to its first ready task, so a stable sort by rank (ties keep source order;
 * unranked items rank as `missing`, medium by default) makes a critical task run before a low
 * one whenever both are ready, without inventing dependencies the source never had.
 */
export function sortByPriority<T>(
  items: readonly T[],
  rank: (item: T) => number | undefined,
  missing = 2,
): T[] {
  return items
    .map((item, i) => ({ item, i, r: rank(item) ?? missing }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.item);
}
