// A spec held because a person closed its pull request without merging: a person said no, so
// Ralph neither opens a new pull request for the spec nor runs its tasks again (not even when
// the branch was deleted too) until a person reopens that pull request or writes
// `/ralph retry <spec>`. The hold is kept on the remote as an annotated tag,
// `ralph-held/<spec>`, whose message says which close it is about: a tag is what every job's
// checkout (fetch-depth: 0) brings along at no cost, it survives the spec branch's deletion,
// and only a job holding `contents: write` (the commands job and the writer, never a task job
// with its agent) can push one. A lifted hold stays as a tag saying `lifted`, so that the same
// close is not taken for a new "no" on the next run.
import type { Plan } from '../plan/plan.js';

export const HOLD_TAG_PREFIX = 'ralph-held/';

export interface Hold {
  spec: string;
  state: 'held' | 'lifted';
  /** The pull request that was closed without merging. */
  pull: number;
  url: string;
  /** When it was closed: a later close of the same pull request is a new "no". */
  closedAt: string;
  /** Why it was lifted: reopened, or `/ralph retry` by whom. */
  liftedBy?: string;
}

export interface ClosedPull {
  number: number;
  head: string;
  url: string;
  merged: boolean;
  closedAt: string;
}

/** The tag message that records a hold. */
export function holdMessage(h: Hold): string {
  const first =
    h.state === 'held'
      ? `Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging.`
      : `Spec ${h.spec} is no longer held (${h.liftedBy ?? 'lifted'}).`;
  return `${first}\n\nRalph-Hold: ${h.state}\nRalph-Pull: ${h.pull}\nRalph-Url: ${h.url}\nRalph-Closed-At: ${h.closedAt}\n${h.liftedBy ? `Ralph-Lifted-By: ${h.liftedBy}\n` : ''}`;
}

/** The hold a tag message records, if it is one of Ralph's. */
export function parseHoldMessage(spec: string, text: string): Hold | undefined {
  const field = (name: string) => new RegExp(`^Ralph-${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
  const state = field('Hold');
  const pull = Number(field('Pull'));
  const url = field('Url');
  const closedAt = field('Closed-At');
  if ((state !== 'held' && state !== 'lifted') || !Number.isInteger(pull) || !url || !closedAt)
    return undefined;
  const liftedBy = field('Lifted-By');
  return { spec, state, pull, url, closedAt, ...(liftedBy ? { liftedBy } : {}) };
}

/**
 * The holds to write: a spec whose latest closed pull request was closed without merging, with
 * no open one, not merged into the base and not held for that close already, becomes held; a
 * held spec whose branch has an open pull request again (reopened) is lifted.
 */
export function holdChanges(opts: {
  specs: string[];
  prefix: string;
  openHeads: ReadonlySet<string>;
  closed: readonly ClosedPull[];
  holds: ReadonlyMap<string, Hold>;
  mergedOnBase: (spec: string) => boolean;
}): Hold[] {
  const out: Hold[] = [];
  for (const spec of opts.specs) {
    const branch = `${opts.prefix}${spec}`;
    const existing = opts.holds.get(spec);
    if (opts.openHeads.has(branch)) {
      if (existing?.state === 'held')
        out.push({ ...existing, state: 'lifted', liftedBy: `pull request reopened on ${branch}` });
      continue;
    }
    if (opts.mergedOnBase(spec)) continue;
    let latest: ClosedPull | undefined;
    for (const p of opts.closed)
      if (p.head === branch && (!latest || Date.parse(p.closedAt) > Date.parse(latest.closedAt))) latest = p;
    if (!latest || latest.merged) continue;
    if (existing && existing.pull === latest.number && existing.closedAt === latest.closedAt) continue;
    out.push({ spec, state: 'held', pull: latest.number, url: latest.url, closedAt: latest.closedAt });
  }
  return out;
}

/**
 * Marks the held specs of the plan (in place): status `held`, the pull request's link as the
 * reason; a spec marked so whose hold was lifted since (in the same job) is marked no more.
 */
export function applyHolds(plan: Plan, holds: ReadonlyMap<string, Hold>): void {
  for (const spec of plan.specs) {
    const h = holds.get(spec.id);
    if (h?.state === 'lifted' && spec.status === 'held') {
      delete spec.status;
      delete spec.heldReason;
    }
    if (h?.state !== 'held') continue;
    spec.status = 'held';
    spec.heldReason = `pull request #${h.pull} was closed without merging (${h.url}); reopen it or write \`/ralph retry ${spec.id}\``;
  }
}
