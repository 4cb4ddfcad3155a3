// The rules of a held spec (core/schedule/hold.ts): when a closed pull request holds a spec, when a
// reopened one lifts it, what the tag message keeps, what the schedule and `ralph status` show.
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import {
  applyHolds,
  type ClosedPull,
  type Hold,
  holdChanges,
  holdMessage,
  parseHoldMessage,
} from '../src/core/schedule/hold.js';
import { schedule } from '../src/core/schedule/schedule.js';
import { planOf, spec, task } from './plan-fixtures.js';
import { git, makeRepo, planJson } from './support/repo.js';

const URL1 = 'https://github.com/o/r/pull/1';
const closed = (extra: Partial<ClosedPull> = {}): ClosedPull => ({
  number: 1,
  head: 'ralph/a',
  url: URL1,
  merged: false,
  closedAt: '2026-01-01T00:00:00Z',
  ...extra,
});
const held: Hold = { spec: 'a', state: 'held', pull: 1, url: URL1, closedAt: '2026-01-01T00:00:00Z' };

const changes = (o: { open?: string[]; closed?: ClosedPull[]; holds?: Hold[]; merged?: boolean }) =>
  holdChanges({
    specs: ['a'],
    prefix: 'ralph/',
    openHeads: new Set(o.open ?? []),
    closed: o.closed ?? [],
    holds: new Map((o.holds ?? []).map((h) => [h.spec, h])),
    mergedOnBase: () => o.merged ?? false,
  });

describe('holdChanges', () => {
  it('holds a spec whose latest pull request was closed without merging', () => {
    expect(changes({ closed: [closed()] })).toEqual([held]);
  });
  it('holds nothing for a merged pull request, a spec merged on the base, or one with an open pull request', () => {
    expect(changes({ closed: [closed({ merged: true })] })).toEqual([]);
    expect(changes({ closed: [closed()], merged: true })).toEqual([]);
    expect(changes({ closed: [closed()], open: ['ralph/a'] })).toEqual([]);
    expect(changes({ closed: [closed({ head: 'ralph/ab' })] })).toEqual([]);
  });
  it('goes by the latest close: a later merged one wins over an earlier unmerged one', () => {
    const later = closed({ number: 2, merged: true, closedAt: '2026-01-02T00:00:00Z' });
    expect(changes({ closed: [later, closed()] })).toEqual([]);
  });
  it('writes nothing for a close already held or lifted, and holds again on a new close', () => {
    expect(changes({ closed: [closed()], holds: [held] })).toEqual([]);
    const lifted: Hold = { ...held, state: 'lifted', liftedBy: '/ralph retry by ada' };
    expect(changes({ closed: [closed()], holds: [lifted] })).toEqual([]);
    const again = closed({ closedAt: '2026-01-03T00:00:00Z' });
    expect(changes({ closed: [again], holds: [lifted] })).toEqual([{ ...held, closedAt: again.closedAt }]);
  });
  it('lifts a hold once the branch has an open pull request again (reopened)', () => {
    expect(changes({ open: ['ralph/a'], holds: [held] })).toEqual([
      { ...held, state: 'lifted', liftedBy: 'pull request reopened on ralph/a' },
    ]);
  });
});

describe('the hold tag message', () => {
  it('reads back what it wrote', () => {
    expect(parseHoldMessage('a', holdMessage(held))).toEqual(held);
    const lifted: Hold = { ...held, state: 'lifted', liftedBy: '/ralph retry by ada' };
    expect(parseHoldMessage('a', holdMessage(lifted))).toEqual(lifted);
    expect(parseHoldMessage('a', 'a tag of someone else')).toBeUndefined();
  });
});

describe('a held spec', () => {
  it('runs nothing, with the pull request as the reason, and runs again once lifted', () => {
    const plan = planOf(spec('a', [task('a-1'), task('a-2')]), spec('b', [task('b-1')]));
    applyHolds(plan, new Map([['a', held]]));
    expect(plan.specs[0]).toMatchObject({ status: 'held' });
    const s = schedule(plan);
    expect(s.ready.map((r) => r.task)).toEqual(['b-1']);
    expect(s.waiting.find((w) => w.task === 'a-1')?.reason).toContain(
      `held: pull request #1 was closed without merging (${URL1})`,
    );
    applyHolds(plan, new Map([['a', { ...held, state: 'lifted' as const }]]));
    expect(plan.specs[0]!.status).toBeUndefined();
    expect(schedule(plan).ready.map((r) => r.task)).toEqual(['a-1', 'b-1']);
  });

  it('`ralph status` shows the hold and its link, from the tag the remote gave', async () => {
    const plan = planOf(spec('a', [task('a-1', { status: 'completed' })]), spec('b', [task('b-1')]));
    const dir = makeRepo({ 'implementation.json': planJson(plan) });
    git(dir, 'tag', '-a', 'ralph-held/a', '-m', holdMessage(held));
    const out: string[] = [];
    const code = await runCli(['status'], {
      cwd: dir,
      env: { USER: 'tester' },
      out: (t) => out.push(t),
      err: () => {},
    });
    expect(code).toBe(0);
    const row = out
      .join('')
      .split('\n')
      .find((l) => l.startsWith('a '))!;
    expect(row).toContain(`held: pull request #1 was closed without merging (${URL1})`);
    const json: string[] = [];
    await runCli(['status', '--json'], {
      cwd: dir,
      env: { USER: 'tester' },
      out: (t) => json.push(t),
      err: () => {},
    });
    expect(JSON.parse(json.join('')).specs[0]).toMatchObject({ id: 'a', status: 'held' });
  });
});
