import { describe, expect, it } from 'vitest';
import { serializePlan } from '../src/adapters/plan-file.js';
import { schedule } from '../src/core/schedule/schedule.js';
import { type ImportResult, memoryReader, type SourceReader } from '../src/importers/index.js';
import { field, fixtures, importChecked, task } from './support/import.js';

const run = (path: string, reader: SourceReader = fixtures): ImportResult =>
  importChecked('prd', path, reader);

function prd(stories: object[], extra: object = {}): SourceReader {
  return memoryReader({
    'prd.json': JSON.stringify(
      {
        project: 'App',
        branchName: 'ralph/Some Feature',
        description: 'x',
        userStories: stories.map((s, i) => ({
          id: `US-00${i + 1}`,
          title: `story ${i + 1}`,
          description: 'As a user...',
          acceptanceCriteria: ['Typecheck passes'],
          priority: i + 1,
          passes: false,
          notes: '',
          ...s,
        })),
        ...extra,
      },
      null,
      2,
    ),
  });
}

const REAL = 'prd-real';

describe('prd: a prd.json part way through the loop', () => {
  it('makes one spec named after the branch, stories in priority order', () => {
    const { plan } = run(REAL);
    expect(plan.specs).toHaveLength(1);
    expect(plan.specs[0]).toMatchObject({
      id: 'reading-goals',
      name: 'Shelfie',
      context: 'Reading Goals - let readers set a yearly book goal and see their progress',
    });
    // US-007 was added last with priority 4: it sorts after US-004, which has priority 4 too.
    expect(plan.specs[0]!.tasks.map((t) => t.id)).toEqual([
      'US-001',
      'US-002',
      'US-003',
      'US-004',
      'US-007',
      'US-005',
      'US-006',
    ]);
  });

  it('maps passes to completed, and chains the stories that do not pass yet', () => {
    const { plan } = run(REAL);
    expect(field(plan, 'status')).toEqual({
      'US-001': 'completed',
      'US-002': 'completed',
      'US-003': 'pending',
      'US-004': 'pending',
      'US-007': 'completed',
      'US-005': 'pending',
      'US-006': 'pending',
    });
    expect(field(plan, 'dependsOn')).toEqual({
      'US-001': undefined,
      'US-002': undefined,
      'US-003': undefined,
      'US-004': ['US-003'],
      'US-007': undefined,
      'US-005': ['US-004'],
      'US-006': ['US-005'],
    });
  });

  it('maps a story field by field', () => {
    const { plan } = run(REAL);
    expect(task(plan, 'US-003')).toEqual({
      id: 'US-003',
      title: 'Count finished books toward the goal',
      description: 'As a reader, I want books I mark as finished this year to count.',
      status: 'pending',
      acceptanceCriteria: [
        'A server function returns finished-this-year and target for the signed-in user',
        "Books finished on 31 December count for that year in the user's time zone",
        'Typecheck passes',
      ],
      hints:
        'Tried twice: the time-zone criterion fails for users east of UTC; finished_at is stored without a zone.',
    });
    expect(task(plan, 'US-004').hints).toBeUndefined();
  });

  it('never skips a story that keeps failing: a blocked story holds back the later ones', () => {
    const { plan } = run(REAL);
    const specTasks = plan.specs[0]!.tasks;
    expect(schedule(plan).ready.map((r) => r.task)).toEqual(['US-003']);
    // Ralph blocks US-003 after its retries: nothing after it may run, as in the original loop.
    specTasks.find((t) => t.id === 'US-003')!.status = 'blocked';
    expect(schedule(plan).ready).toEqual([]);
  });

  it('warns about nothing on a prd.json with only its own fields', () => {
    expect(run(REAL).warnings).toEqual([]);
  });

  it('finds prd.json in scripts/ralph/ under the project root, with the same bytes each time', () => {
    const a = run(REAL);
    const b = run(`${REAL}/scripts/ralph/prd.json`);
    expect(serializePlan(b.plan)).toBe(serializePlan(a.plan));
    expect(serializePlan(run(REAL).plan)).toBe(serializePlan(a.plan));
  });
});

describe('prd: odd cases', () => {
  it('keeps file order for equal priorities, and puts stories without one last', () => {
    const { plan } = run(
      'prd.json',
      prd([{ priority: 2 }, { priority: undefined }, { priority: 1 }, { priority: 2 }]),
    );
    expect(plan.specs[0]!.tasks.map((t) => t.id)).toEqual(['US-003', 'US-001', 'US-004', 'US-002']);
    expect(field(plan, 'dependsOn')).toEqual({
      'US-003': undefined,
      'US-001': ['US-003'],
      'US-004': ['US-001'],
      'US-002': ['US-004'],
    });
  });

  it('makes a lower-case spec id of the branch, and warns once about a field it drops', () => {
    const { plan, warnings } = run('prd.json', prd([{ estimate: 3 }, { estimate: 5 }], { owner: 'sam' }));
    expect(plan.specs[0]!.id).toBe('some-feature');
    expect(warnings).toEqual([
      'prd.json:31:3: owner: field "owner" has no place in a Ralph plan; dropped',
      'prd.json:16:7: userStories[0].estimate: field "estimate" has no place in a Ralph plan; dropped (in 2 stories; this is the first)',
    ]);
  });

  it('names a spec after the project when there is no branch', () => {
    const reader = memoryReader({
      'prd.json': JSON.stringify({
        project: 'My App',
        userStories: [{ id: 'US-1', title: 'a', passes: true }],
      }),
    });
    expect(run('prd.json', reader).plan.specs[0]!.id).toBe('my-app');
  });
});
