import { describe, expect, it } from 'vitest';
import { serializePlan } from '../src/adapters/plan-file.js';
import { schedule } from '../src/core/schedule/schedule.js';
import {
  ImportError,
  type ImportResult,
  importPlan,
  memoryReader,
  type SourceReader,
} from '../src/importers/index.js';
import { field, fixtures, importChecked, task } from './support/import.js';

const run = (path: string, reader: SourceReader = fixtures): ImportResult =>
  importChecked('ralph-state', path, reader);

// The fixture is a .ralph directory's contents (the repository ignores directories named .ralph).
const REAL = 'ralph-state-real';

/** The fixture seen from a project root: project/.ralph/... */
const inProject: SourceReader = {
  read: (p) => fixtures.read(p.replace(/^project\/\.ralph/, REAL)),
  list: (d) => (d === 'project' ? ['.ralph', 'src'] : fixtures.list(d.replace(/^project\/\.ralph/, REAL))),
};

/** A small run in memory: state.json plus one file per task. */
function sample(
  state: object,
  tasks: Record<string, object>,
  extra: Record<string, string> = {},
): SourceReader {
  const files: Record<string, string> = { '.ralph/state.json': JSON.stringify(state, null, 2), ...extra };
  for (const [id, t] of Object.entries(tasks))
    files[`.ralph/tasks/${id}.json`] = JSON.stringify(
      { id, title: id, description: `do ${id}`, ...t },
      null,
      2,
    );
  return memoryReader(files);
}

describe('ralph-state: a run of /ralph-start that stopped on a failure', () => {
  it('makes one spec of the request, in task order, with the statuses of task_statuses', () => {
    const { plan } = run(REAL);
    expect(plan.specs).toHaveLength(1);
    expect(plan.specs[0]).toMatchObject({
      id: 'let-finance-staff-export-invoices-as-csv',
      // Over 100 characters: the name is cut at a word, the context keeps it whole.
      name: 'Let finance staff export invoices as CSV from the billing dashboard, filtered by date range and...',
      context:
        'Let finance staff export invoices as CSV from the billing dashboard, filtered by date range and customer',
      file: '.ralph/prd.md',
    });
    expect(plan.specs[0]!.tasks.map((t) => t.id)).toEqual([
      'task-001',
      'task-002',
      'task-003',
      'task-004',
      'task-005',
      'task-007',
      'task-006',
    ]);
    // Every task file still says "pending": /ralph-start only writes task_statuses.
    expect(field(plan, 'status')).toEqual({
      'task-001': 'completed',
      'task-002': 'completed',
      'task-003': 'completed',
      'task-004': 'failed',
      'task-005': 'pending',
      'task-007': 'pending',
      'task-006': 'pending',
    });
  });

  it('keeps every dependency', () => {
    const { plan } = run(REAL);
    expect(field(plan, 'dependsOn')).toEqual({
      'task-001': undefined,
      'task-002': undefined,
      'task-003': ['task-001', 'task-002'],
      'task-004': ['task-003'],
      'task-005': ['task-003'],
      'task-007': ['task-004', 'task-005'],
      'task-006': ['task-004', 'task-005'],
    });
  });

  it('maps a task file field by field', () => {
    const { plan } = run(REAL);
    expect(task(plan, 'task-001')).toEqual({
      id: 'task-001',
      title: 'Query invoices for export',
      description:
        'Add a query function that returns the invoices in a date range, optionally for one customer, as an iterator so large exports never sit in memory at once.',
      status: 'completed',
      acceptanceCriteria: [
        'iter_invoices(start, end, customer_id=None) yields invoices ordered by issue date',
        'The end date is inclusive',
        'No more than 500 rows are loaded per database round trip',
      ],
      contextFiles: ['app/billing/export_query.py', 'tests/billing/test_export_query.py'],
      hints: [
        'Reuse: InvoiceRepository.in_range in app/billing/repository.py already builds the date filter',
        'Use yield_per(500) on the SQLAlchemy query; D1 chose streaming over a background job',
        'research refs: csv-2 (see .ralph/research.json)',
        'decisions refs: D1 (see .ralph/decisions.json)',
      ],
      complexity: 'standard',
      completedAt: '2026-02-11T09:12:05Z',
      commit: 'e1c52a8f3d0b9c47a6e2f1d8b3c05a9e7f4d2b61',
    });
  });

  it('reads low/medium/high as light/standard/heavy', () => {
    const { plan } = run(REAL);
    expect(field(plan, 'complexity')).toMatchObject({
      'task-002': 'light',
      'task-003': 'standard',
      'task-004': 'heavy',
    });
  });

  it('keeps plain files_to_modify as context files and puts globs in the hints', () => {
    const t = task(run(REAL).plan, 'task-004');
    expect(t.contextFiles).toEqual(['app/billing/templates/dashboard.html']);
    expect(t.hints).toContain('Files to modify (patterns): app/static/js/billing/*.js');
    expect(t.outputArtifacts).toBeUndefined();
  });

  it('turns last_failure into the failed task’s attempt, so the retry prompt says what went wrong', () => {
    const { plan } = run(REAL);
    expect(task(plan, 'task-004').attempts).toEqual([
      {
        number: 1,
        finishedAt: '2026-02-11T10:47:31Z',
        summary:
          'Acceptance criterion not met: the customer picker loses its value after a page reload (details in .ralph/logs/errors.log)',
      },
    ]);
    expect(task(plan, 'task-004').commit).toBeUndefined();
    // Ralph retries the failed task first; the tasks after it wait on it.
    const ready = schedule(plan, { now: new Date('2026-02-12T00:00:00Z') }).ready;
    expect(ready.map((r) => [r.task, r.why])).toEqual([['task-004', 'retry']]);
  });

  it('warns only about the fields that are dropped, once each', () => {
    const { warnings } = run(REAL);
    expect(warnings).toEqual([
      'ralph-state-real/state.json:6:3: complexity: field "complexity" has no place in a Ralph plan; dropped',
      'ralph-state-real/state.json:8:3: base_commit: field "base_commit" has no place in a Ralph plan; dropped',
    ]);
  });

  it('finds .ralph under the project root, or takes state.json itself', () => {
    const a = run(REAL);
    const b = run(`${REAL}/state.json`);
    expect(serializePlan(b.plan)).toBe(serializePlan(a.plan));
    expect(serializePlan(run('project', inProject).plan)).toBe(serializePlan(a.plan));
  });

  it('gives the same bytes on a re-import', () => {
    expect(serializePlan(run(REAL).plan)).toBe(serializePlan(run(REAL).plan));
  });
});

describe('ralph-state: odd cases', () => {
  it('re-runs an in_progress task, unless its result file and commit show it finished', () => {
    const reader = sample(
      {
        phase: 'executing',
        original_request: 'Add dark mode',
        task_order: ['task-001', 'task-002', 'task-003'],
        task_statuses: { 'task-001': 'completed', 'task-002': 'in_progress', 'task-003': 'in_progress' },
      },
      {
        'task-001': {},
        'task-002': { dependencies: ['task-001'] },
        'task-003': { dependencies: ['task-002'] },
      },
      {
        '.ralph/commits.json': JSON.stringify({
          commits: [
            { task_id: 'task-001', commit: 'aaa1111', created_at: '2026-03-01T10:00:00Z' },
            { task_id: 'task-002', commit: 'bbb2222', created_at: '2026-03-01T11:00:00Z' },
          ],
        }),
        '.ralph/results/task-001.md': '# Task Result: task-001\n',
        '.ralph/results/task-002.md': '# Task Result: task-002\n',
      },
    );
    const { plan, warnings } = run('.ralph', reader);
    expect(field(plan, 'status')).toEqual({
      'task-001': 'completed',
      'task-002': 'completed',
      'task-003': 'pending',
    });
    expect(task(plan, 'task-002')).toMatchObject({ commit: 'bbb2222', completedAt: '2026-03-01T11:00:00Z' });
    expect(warnings).toEqual([
      '.ralph/state.json:11:5: task_statuses["task-002"]: task "task-002" is in_progress, but results/task-002.md and commits.json record it done; imported as completed, as /ralph-start\'s resume would',
      expect.stringMatching(
        /^task "task-003" was in progress in the source, with no start time; imported as pending, so Ralph runs it again/,
      ),
    ]);
    expect(plan.specs[0]!.id).toBe('add-dark-mode');
    expect(plan.specs[0]!.file).toBeUndefined();
  });

  it('turns the newer developer-facing fields into hints, and keeps other context refs', () => {
    const reader = sample(
      { original_request: 'Accounts', task_order: ['task-001'], task_statuses: { 'task-001': 'pending' } },
      {
        'task-001': {
          why_this_task_exists: 'Login needs somewhere to keep accounts.',
          plain_english_summary: 'Create the user table.',
          expected_user_visible_change: 'No direct visible change',
          business_logic_context: {
            rules_to_preserve: ['One account per normalised email'],
            unresolved_business_questions: [],
          },
          verification_plan: ['Run the migration check'],
          reuse_notes: ['Password helper in lib/passwords.ex'],
          context: { code_context_refs: ['flow-2'], notes: 'Use Argon2' },
          priority: 2,
          status: 'pending',
        },
      },
    );
    const { plan, warnings } = run('.', reader);
    expect(task(plan, 'task-001').hints).toEqual([
      'Why this task exists: Login needs somewhere to keep accounts.',
      'In plain English: Create the user table.',
      'Expected visible change: No direct visible change',
      'Business logic (rules to preserve): One account per normalised email',
      'Verification: Run the migration check',
      'Reuse: Password helper in lib/passwords.ex',
      'Use Argon2',
      'code context refs: flow-2 (see .ralph/code_context.json)',
    ]);
    expect(warnings).toEqual([]);
  });

  it('puts task files the order leaves out at the end, by priority then id, and names order entries without a file', () => {
    const reader = sample(
      { task_order: ['task-002', 'task-009'], task_statuses: {} },
      {
        'task-001': { priority: 3 },
        'task-002': { priority: 1 },
        'task-003': { priority: 2 },
        'task-010': { priority: 2 },
      },
    );
    const { plan, warnings } = run('.ralph', reader);
    expect(plan.specs[0]!.tasks.map((t) => t.id)).toEqual(['task-002', 'task-003', 'task-010', 'task-001']);
    expect(plan.specs[0]!.id).toBe('ralph');
    expect(warnings).toContain(
      '.ralph/state.json:4:5: task_order[1]: task "task-009" has no file in .ralph/tasks/; skipped (add task-009.json to import it)',
    );
    expect(warnings).toContain(
      '.ralph/state.json:2:3: task_order: task-003, task-010, task-001 not in the task order; added at the end by priority',
    );
  });

  it('takes a task file’s own status when task_statuses has none, and a {task_id: commit} map', () => {
    const reader = sample(
      { task_order: ['task-001', 'task-002', 'task-003'] },
      {
        'task-001': { status: 'completed' },
        'task-002': { status: 'pending' },
        'task-003': { status: 'completed' },
      },
      {
        '.ralph/commits.json':
          '{ "task-001": ["0ld0ld0", "c0ffee1"], "task-003": { "sha": "be11a5e", "created_at": "2026-03-02 09:15" } }',
      },
    );
    const { plan } = run('.ralph', reader);
    expect(field(plan, 'status')).toEqual({
      'task-001': 'completed',
      'task-002': 'pending',
      'task-003': 'completed',
    });
    expect(task(plan, 'task-001').commit).toBe('c0ffee1');
    expect(task(plan, 'task-003')).toMatchObject({ commit: 'be11a5e', completedAt: '2026-03-02T09:15:00' });
  });

  it('names the file, place and field path of a bad value', () => {
    const reader = memoryReader({
      '.ralph/state.json': '{\n  "task_order": ["task-001"],\n  "task_statuses": { "task-001": 3 }\n}\n',
      '.ralph/tasks/task-001.json': '{ "id": "task-001", "title": "x" }',
    });
    const err = (() => {
      try {
        importPlan('ralph-state', '.', reader);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).message).toBe(
      '.ralph/state.json:3:22: task_statuses["task-001"]: expected a string, got 3; change it',
    );
  });

  it('refuses a state without task files, saying what is missing', () => {
    const reader = memoryReader({ '.ralph/state.json': '{ "phase": "planning", "task_order": [] }' });
    expect(() => importPlan('ralph-state', '.ralph', reader)).toThrow(
      /^\.ralph\/tasks: no task files \(task-NNN\.json\)/,
    );
  });
});
