// What the commands job and the writer keep on the remote between runs, outside refs/heads:
// how far the commands job read (with each pull request's reviews), each spec's tracking state,
// and the merges GitHub refused until a person acts. Real git, a real bare remote, two clones
// (the run that writes and a later run that reads).
import { describe, expect, it } from 'vitest';
import { readCommandsMark, writeCommandsMark } from '../src/adapters/commands-mark.js';
import { Git } from '../src/adapters/git.js';
import { fetchMergeWaits, readMergeWait, writeMergeWait } from '../src/adapters/merge-wait.js';
import { fetchTracking, readTracking, writeTracking } from '../src/adapters/tracking.js';
import { holdCommentBody } from '../src/core/github-text/github-text.js';
import { cloneFresh, git, makeRemote, makeRepo } from './support/repo.js';

function twoRuns() {
  const { remote } = makeRemote(makeRepo({ 'README.md': 'x\n' }));
  return { remote, first: new Git(cloneFresh(remote)), later: new Git(cloneFresh(remote)) };
}

describe('state kept on the remote between runs', () => {
  it("keeps how far the commands job read, with each pull request's reviews", async () => {
    const { first, later, remote } = twoRuns();
    expect(await readCommandsMark(later)).toBeUndefined();
    const readAfter = new Map([
      [3, '2026-01-02T03:04:05Z'],
      [12, '2026-01-02T03:04:07Z'],
    ]);
    expect(await writeCommandsMark(first, '2026-01-02T02:59:00.000Z', readAfter)).toEqual({ ok: true });
    const mark = await readCommandsMark(later);
    expect(mark).toMatchObject({ seen: '2026-01-02T02:59:00.000Z', readAfter });
    // No branch: a ref of its own, which GitHub lists nowhere.
    expect(git(remote, 'branch', '--list')).not.toContain('ralph');
  });

  it('keeps the tracking issue of each spec and the login that opened it', async () => {
    const { first, later } = twoRuns();
    await fetchTracking(later);
    expect(await readTracking(later)).toEqual(new Map());
    expect(await writeTracking(first, 'api', { issue: 7, openedBy: 'github-actions[bot]' })).toBe(true);
    expect(await writeTracking(first, 'ui', { issue: 9, openedBy: 'ralph-machine' })).toBe(true);
    await fetchTracking(later);
    expect(await readTracking(later)).toEqual(
      new Map([
        ['api', { issue: 7, openedBy: 'github-actions[bot]' }],
        ['ui', { issue: 9, openedBy: 'ralph-machine' }],
      ]),
    );
  });

  it('keeps a refused merge with what it was refused on, replaced by the next refusal', async () => {
    const { first, later } = twoRuns();
    await fetchMergeWaits(later);
    expect(await readMergeWait(later, 4)).toBeUndefined();
    await writeMergeWait(first, 4, { fingerprint: 'abc', why: 'approve\nit' });
    await writeMergeWait(first, 4, { fingerprint: 'def', why: 'approve it' });
    await fetchMergeWaits(later);
    expect(await readMergeWait(later, 4)).toEqual({ fingerprint: 'def', why: 'approve it' });
    expect(await readMergeWait(later, 5)).toBeUndefined();
  });
});

describe('the comment on a pull request whose close holds its spec', () => {
  const hold = {
    spec: 'api',
    state: 'held' as const,
    pull: 4,
    url: 'https://github.com/o/r/pull/4',
    closedAt: '2026-01-01T00:00:00Z',
  };
  it('says the spec is held, why, and both ways to lift it', () => {
    const text = holdCommentBody(hold, 'ralph/api');
    expect(text.startsWith('<!-- ralph:held:api -->\n')).toBe(true);
    expect(text).toContain('Spec `api` is held');
    expect(text).toContain('closed without merging');
    expect(text).toContain('reopens this pull request');
    expect(text).toContain('`/ralph retry api`');
  });
  it('says what lifted it, under the same marker', () => {
    const text = holdCommentBody({ ...hold, state: 'lifted', liftedBy: '/ralph retry by ada' }, 'ralph/api');
    expect(text.startsWith('<!-- ralph:held:api -->\n')).toBe(true);
    expect(text).toContain('Spec `api` is no longer held');
    expect(text).toContain('/ralph retry by ada');
  });
});
