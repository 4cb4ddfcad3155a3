import { parse as parseJsonc } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { schedule } from '../src/core/schedule/schedule.js';
import { type ImportResult, importPlan, memoryReader, type SourceReader } from '../src/importers/index.js';
import { fixtures, importChecked } from './support/import.js';

const run = (path: string, reader: SourceReader = fixtures): ImportResult =>
  importChecked('jsonc-tasks', path, reader);

const byId = (plan: Plan, id: string): Task => {
  const found = plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
};
const layout = (plan: Plan) => plan.specs.map((s) => [s.id, s.name, s.tasks.map((t) => t.id)]);
const now = new Date('2026-03-01T00:00:00Z');
const ready = (plan: Plan) => schedule(plan, { now }).ready.map((r) => r.task);

describe('jsonc-tasks: spectr split form (tasks.jsonc + tasks-N.jsonc)', () => {
  const { plan, warnings } = run('jsonc-tasks-real/split');
  const FINAL = '99.99.99-final-section-after-all-tasks';

  it('follows "$ref:" children; section entries are specs, not tasks; ids are lower case', () => {
    expect(layout(plan)).toEqual([
      ['delivery-queue', 'Delivery Queue', ['1.0.1', '1.1', '1.2', '1.3', '1.4', '1.99.1']],
      ['signing', 'Signing', ['2.0.1', '2.1', '2.2', '2.3', '2.99.1']],
      ['delivery-worker', 'Delivery Worker', ['3.0.1', '3.1', '3.2', '3.3', '3.4', '3.5', '3.99.1']],
      ['documentation', 'Documentation', ['4.0.1', '4.1', '4.2', '4.99.1']],
      [FINAL, '99.99.99 Final section (after all tasks)', ['5.0.1', '5.1', '5.99.1']],
    ]);
    expect(plan.specs.flatMap((s) => s.tasks).some((t) => /^\d+$/.test(t.id))).toBe(false);
  });

  it('maps pending, in_progress and completed, field by field', () => {
    expect(byId(plan, '1.2')).toEqual({
      id: '1.2',
      description:
        'Create `internal/webhook/queue.go` with `Enqueue` and `ClaimDue` using `SELECT ... FOR UPDATE SKIP LOCKED`',
      status: 'completed',
      dependsOn: ['1.1', '1.0.1'],
    });
    expect(byId(plan, '2.2').status).toBe('pending'); // in_progress, no start time: re-run
    expect(byId(plan, '3.1').status).toBe('pending');
    expect(warnings).toEqual([
      'task "2.2" was in progress in the source, with no start time; imported as pending, so Ralph runs it again from the start (keep any partial work on a branch, or mark it `ralph set 2.2 --status completed` if it is done)',
    ]);
  });

  it("keeps an agent's note on a task as a comment", () => {
    expect(byId(plan, '1.3').comments).toEqual([
      { author: 'note', body: 'Used SKIP LOCKED; verified two workers never claim the same row' },
    ]);
  });

  it("keeps each section's prerequisites in its own spec, ahead of the section's work", () => {
    expect(byId(plan, '1.0.1').dependsOn).toBeUndefined();
    // Sections share no id prefix, so spectr ralph runs them in parallel: nothing of section 2.
    expect(byId(plan, '3.0.1').dependsOn).toBeUndefined();
    // Each task waits for its previous sibling (graph.go) and the section's prerequisites.
    expect(byId(plan, '3.1').dependsOn).toEqual(['3.0.1']);
    for (const [id, previous] of [
      ['3.2', '3.1'],
      ['3.3', '3.2'],
      ['3.4', '3.3'],
      ['3.5', '3.4'],
    ])
      expect(byId(plan, id!).dependsOn).toEqual([previous, '3.0.1']);
    expect(byId(plan, '3.99.1').dependsOn).toEqual(['3.0.1', '3.1', '3.2', '3.3', '3.4', '3.5']);
  });

  it('makes the final "after all tasks" section wait for every other task', () => {
    const others = plan.specs.filter((s) => s.id !== FINAL).flatMap((s) => s.tasks.map((t) => t.id));
    expect(others).toHaveLength(22);
    expect(new Set(byId(plan, '5.1').dependsOn)).toEqual(new Set([...others, '5.0.1']));
    expect(new Set(byId(plan, '5.0.1').dependsOn)).toEqual(new Set(others));
    // Sections in parallel: section 2 goes on at 2.2 while sections 3 and 4 start.
    expect(ready(plan)).toEqual(['2.2', '3.0.1', '4.0.1']);
  });

  it('imports the same from the root file as from its directory', () => {
    expect(run('jsonc-tasks-real/split/tasks.jsonc').plan).toEqual(plan);
  });
});

describe('jsonc-tasks: spectr flat form (version 1)', () => {
  const { plan } = run('jsonc-tasks-real/flat');

  it('groups tasks by section, in file order', () => {
    expect(layout(plan)).toEqual([
      ['parser', 'Parser', ['1.1', '1.2']],
      ['filtering', 'Filtering', ['2.1', '2.2', '2.3']],
      ['docs', 'Docs', ['3.1']],
      ['automated-tasks', 'Automated Tasks', ['4.1']],
    ]);
    expect(byId(plan, '2.2').status).toBe('pending');
    expect(byId(plan, '1.1')).toEqual({
      id: '1.1',
      description: 'Accept `--since` as a duration (`90m`, `2d`) or an RFC 3339 time',
      status: 'completed',
    });
  });

  it("makes append_tasks' default last section wait for everything else", () => {
    expect(byId(plan, '4.1').dependsOn).toEqual(['1.1', '1.2', '2.1', '2.2', '2.3', '3.1']);
    // The other sections share no prefix: they run side by side, each task after its sibling.
    expect(byId(plan, '3.1').dependsOn).toBeUndefined();
    expect(byId(plan, '2.3').dependsOn).toEqual(['2.2']);
    expect(ready(plan)).toEqual(['2.2', '3.1']);
  });
});

describe('jsonc-tasks: odd files', () => {
  const root = (entries: string) =>
    `{\n  "version": 2,\n  "tasks": [${entries}],\n  "includes": ["tasks-*.jsonc"]\n}\n`;
  const section = (n: number, name: string) =>
    `{ "id": "${n}", "section": "${name}", "description": "${name} tasks", "status": "pending", "children": "$ref:tasks-${n}.jsonc" }`;
  const child = (n: number, tasks: string) =>
    `// Parent task: ${n}\n{ "version": 2, "tasks": [${tasks}], "parent": "${n}" }\n`;
  const t = (id: string, section: string, status = 'pending') =>
    `{ "id": "${id}", "section": "${section}", "description": "do ${id}", "status": "${status}" }`;

  it('places a child file that only "includes" reaches by its "parent"', () => {
    const reader = memoryReader({
      'c/tasks.jsonc': root(
        `${section(1, 'Alpha')}, { "id": "2", "section": "Beta", "description": "Beta tasks", "status": "pending" }`,
      ),
      'c/tasks-1.jsonc': child(1, t('1.1', 'Alpha')),
      // No root entry refers to it; its parent is a plain task, so its own sections place it.
      'c/tasks-3.jsonc': child(3, t('3.1', 'Gamma')),
    });
    const r = run('c', reader);
    // A task in the root file itself is spectr's section 0 (preliminary tasks): it goes first.
    expect(layout(r.plan)).toEqual([
      ['beta', 'Beta', ['2']],
      ['alpha', 'Alpha', ['1.1']],
      ['gamma', 'Gamma', ['3.1']],
    ]);
    expect(r.plan.specs.map((s) => s.priority)).toEqual([1, 2, 3]);
    // Listed first, but no dependency: 1.1's parent is the section entry 1, not the task 2.
    expect(byId(r.plan, '1.1').dependsOn).toBeUndefined();
    expect(byId(r.plan, '2').dependsOn).toBeUndefined();
    expect(r.warnings).toEqual([
      'c/tasks-3.jsonc:2:111: parent: parent "3" is not a section entry of the root file; its tasks are placed by their own "section"',
      'c: no spectr.yaml found here or above; the last section, "Gamma", is taken as an ordinary section (if spectr.yaml\'s append_tasks.section names it, import from inside the project so that it is found and waits for every other task)',
    ]);
  });

  it('reads a file once when both a reference and "includes" reach it', () => {
    const reader = memoryReader({
      'c/tasks.jsonc': root(`${section(1, 'Alpha')}, ${section(2, 'Beta')}`),
      'c/tasks-1.jsonc': child(1, t('1.1', 'Alpha', 'completed')),
      'c/tasks-2.jsonc': child(2, `${t('2.1', 'Beta')}, ${t('2.2', 'Beta')}`),
    });
    expect(layout(run('c', reader).plan)).toEqual([
      ['alpha', 'Alpha', ['1.1']],
      ['beta', 'Beta', ['2.1', '2.2']],
    ]);
  });

  it('does not hold finished work back behind a prerequisite added after it was done', () => {
    // refs_always_prepend set after 1.1 was completed: re-running accept keeps 1.1's status
    // and adds a pending 1.0.1 in front of it.
    const reader = memoryReader({
      'c/tasks.jsonc': root(section(1, 'Alpha')),
      'c/tasks-1.jsonc': child(
        1,
        `${t('1.0.1', 'Section Prerequisites')}, ${t('1.1', 'Alpha', 'completed')}, ${t('1.2', 'Alpha')}`,
      ),
    });
    const r = run('c', reader);
    expect(r.plan.specs[0]!.tasks.map((x) => [x.id, x.status, x.dependsOn])).toEqual([
      ['1.0.1', 'pending', undefined],
      ['1.1', 'completed', undefined],
      ['1.2', 'pending', ['1.1', '1.0.1']],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it("reads append_tasks.section from the spectr.yaml found above the change, as spectr's LoadConfig does", () => {
    const flat = `{ "version": 1, "tasks": [${t('1.1', 'Alpha')}, ${t('1.2', 'Alpha')}, ${t('2.1', 'Beta')}, ${t('3.1', 'Wrap-up')}] }`;
    const files = {
      'proj/spectr.yaml': 'append_tasks:\n  section: Wrap-up\n  tasks:\n    - Run the full test suite\n',
      'proj/spectr/changes/add-x/tasks.jsonc': flat,
    };
    const r = run('proj/spectr/changes/add-x', memoryReader(files));
    // The section spectr.yaml names closes the change: it waits for every other task.
    expect(byId(r.plan, '3.1').dependsOn).toEqual(['1.1', '1.2', '2.1']);
    expect(r.warnings).toEqual([]);
    // Without the file, it is an ordinary last section: in parallel with the others, as said.
    const bare = run(
      'proj/spectr/changes/add-x',
      memoryReader({ 'proj/spectr/changes/add-x/tasks.jsonc': flat }),
    );
    expect(byId(bare.plan, '3.1').dependsOn).toBeUndefined();
    expect(byId(bare.plan, '2.1').dependsOn).toBeUndefined();
    expect(byId(bare.plan, '1.2').dependsOn).toEqual(['1.1']);
    expect(bare.warnings).toEqual([
      'proj/spectr/changes/add-x: no spectr.yaml found here or above; the last section, "Wrap-up", is taken as an ordinary section (if spectr.yaml\'s append_tasks.section names it, import from inside the project so that it is found and waits for every other task)',
    ]);
  });

  it('says where spectr.yaml is malformed, and goes on with the default', () => {
    const r = run(
      'p/c',
      memoryReader({
        'p/spectr.yaml': 'append_tasks:\n  section: [Wrap-up\n',
        'p/c/tasks.jsonc': `{ "version": 1, "tasks": [${t('1.1', 'Alpha')}, ${t('2.1', 'Automated Tasks')}] }`,
      }),
    );
    expect(r.warnings[0]).toMatch(
      /^p\/spectr\.yaml:\d+:\d+: invalid YAML: .*; "append_tasks\.section" taken to be "Automated Tasks", spectr's default$/,
    );
    expect(byId(r.plan, '2.1').dependsOn).toEqual(['1.1']);
  });

  it('gives a section it cannot spell in ASCII a stable "section-<hash>" id, and says so', () => {
    const reader = memoryReader({
      'tasks.jsonc': `{ "version": 1, "tasks": [${t('1.1', 'Тестирование')}, ${t('2.1', 'Документация')}] }`,
    });
    const r = run('tasks.jsonc', reader);
    const ids = r.plan.specs.map((s) => s.id);
    expect(ids[0]).toMatch(/^section-[0-9a-z]{6}$/);
    expect(ids[1]).toMatch(/^section-[0-9a-z]{6}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(run('tasks.jsonc', reader).plan.specs.map((s) => s.id)).toEqual(ids);
    expect(r.warnings.find((w) => w.includes('Тестирование'))).toMatch(
      /^tasks\.jsonc:1:\d+: tasks\[0\]\.section: section "Тестирование" could not be made a readable id/,
    );
  });

  it('refuses "children" that is not a reference, saying how to write one', () => {
    const reader = memoryReader({
      'tasks.jsonc':
        '{ "tasks": [ { "id": "1", "section": "A", "description": "A tasks", "status": "pending", "children": "tasks-1.jsonc" } ] }',
    });
    expect(() => importPlan('jsonc-tasks', 'tasks.jsonc', reader)).toThrow(
      'tasks.jsonc:1:90: tasks[0].children: "tasks-1.jsonc" is not a reference; write it as "$ref:tasks-1.jsonc"',
    );
  });

  it('names the place of a status it does not know', () => {
    const reader = memoryReader({ 'tasks.jsonc': `{ "version": 1, "tasks": [${t('1.1', 'A', 'paused')}] }` });
    expect(run('tasks.jsonc', reader).warnings[0]).toMatch(
      /^tasks\.jsonc:1:\d+: tasks\[0\]\.status: unknown status "paused"; imported as pending/,
    );
  });
});

// spectr's own files, copied byte for byte (test/fixtures/import/jsonc-tasks-spectr/README.md
// says from where), and the order spectr ralph gives them, worked out here from the ids alone.
// spectr's orchestrator (internal/ralph/graph.go, getDependencies) makes a task wait for the
// task or section entry whose id is its own without the last ".n" (its parent), and for the one
// whose last number is one less (its previous sibling), if there is one. Ralph adds three rules
// from what `spectr accept` numbers: "N.0.x" prerequisites before the rest of section N, "N.99.x"
// checks after its work, and the "after all tasks" section (or "Automated Tasks", spectr's
// default append section) after every other task. Section entries are not work: a path through
// one counts, the entry does not. A completed task keeps only its waits on completed tasks.
interface SpectrEntry {
  id: string;
  section: string;
  status: string;
  entry: boolean;
}

/** Every entry of every tasks*.jsonc in `dir`, as graph.go's ParseTaskGraph globs them. */
function spectrEntries(dir: string, reader: SourceReader = fixtures): SpectrEntry[] {
  return reader
    .list(dir)
    .filter((n) => /^tasks.*\.jsonc$/.test(n))
    .flatMap((n) => {
      const file = parseJsonc(reader.read(`${dir}/${n}`), [], { allowTrailingComma: true }) as {
        tasks: Array<{ id: string; section: string; status: string; children?: string }>;
      };
      return file.tasks.map((t) => ({
        id: t.id,
        section: t.section,
        status: t.status,
        entry: typeof t.children === 'string',
      }));
    });
}

/** Each task's full closure by the rule above, sorted. */
function expectedClosures(entries: SpectrEntry[]): Record<string, string[]> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const work = entries.filter((e) => !e.entry);
  const head = (id: string) => id.split('.')[0]!;
  const part = (id: string) => {
    const p = id.split('.');
    return p.length === 3 && p[1] === '0'
      ? 'prerequisite'
      : p.length === 3 && p[1] === '99'
        ? 'check'
        : 'work';
  };
  // A task's section is its section entry's (prerequisites say "Section Prerequisites").
  const sectionOf = (e: SpectrEntry) => {
    const top = byId.get(head(e.id));
    return top?.entry ? top.section : e.section;
  };
  const isFinal = (e: SpectrEntry) =>
    /after all tasks/.test(sectionOf(e)) || sectionOf(e) === 'Automated Tasks';
  const byRule = (e: SpectrEntry): string[] => {
    const p = e.id.split('.');
    const n = Number(p.at(-1));
    const parent = p.slice(0, -1).join('.');
    const sibling = n > 1 ? [...p.slice(0, -1), String(n - 1)].join('.') : '';
    const mine = byId.get(e.id)!;
    return [
      ...[parent, sibling].filter((id) => byId.has(id)),
      ...work
        .filter((o) => !mine.entry && head(o.id) === head(e.id) && o.id !== e.id)
        .filter((o) =>
          part(e.id) === 'work'
            ? part(o.id) === 'prerequisite'
            : part(e.id) === 'check' && part(o.id) !== 'check',
        )
        .map((o) => o.id),
      ...(isFinal(e) && !mine.entry ? work.filter((o) => !isFinal(o)).map((o) => o.id) : []),
    ];
  };
  // Through a section entry to the tasks it waits for.
  const waits = (e: SpectrEntry): string[] =>
    byRule(e).flatMap((id) => (byId.get(id)!.entry ? waits(byId.get(id)!) : [id]));
  const closure = (e: SpectrEntry, into: Set<string>): Set<string> => {
    for (const id of waits(e)) {
      if (e.status === 'completed' && byId.get(id)!.status !== 'completed') continue;
      if (!into.has(id)) closure(byId.get(id)!, into.add(id));
    }
    return into;
  };
  return Object.fromEntries(work.map((e) => [e.id, [...closure(e, new Set())].sort(compareIds)]));
}

/** Each task's full closure in the plan, sorted. */
function planClosures(plan: Plan): Record<string, string[]> {
  const tasks = new Map(plan.specs.flatMap((s) => s.tasks).map((t) => [t.id, t]));
  const closure = (id: string, into: Set<string>): Set<string> => {
    for (const dep of tasks.get(id)!.dependsOn ?? []) if (!into.has(dep)) closure(dep, into.add(dep));
    return into;
  };
  return Object.fromEntries(
    [...tasks.keys()].map((id) => [id, [...closure(id, new Set())].sort(compareIds)]),
  );
}

const compareIds = (a: string, b: string) => {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++)
    if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
};

/** `dir`'s files with every status set to `status`, to see the order before any work. */
function withStatus(dir: string, status: string): SourceReader {
  return memoryReader(
    Object.fromEntries(
      fixtures
        .list(dir)
        .map((n) => [
          `${dir}/${n}`,
          fixtures.read(`${dir}/${n}`).replace(/"status": "\w+"/g, `"status": "${status}"`),
        ]),
    ),
  );
}

describe("jsonc-tasks: spectr's own files, in spectr ralph's order", () => {
  const SPECTR = 'jsonc-tasks-spectr';
  const cases: Array<[string, string, SourceReader]> = [
    ['v1 flat: its parser fixture', `${SPECTR}/parsers-testdata`, fixtures],
    ['v1 flat: add-ralph-orchestration, partly done', `${SPECTR}/add-ralph-orchestration`, fixtures],
    [
      'v1 flat: add-ralph-orchestration, nothing done',
      `${SPECTR}/add-ralph-orchestration`,
      withStatus(`${SPECTR}/add-ralph-orchestration`, 'pending'),
    ],
    ['v2 split: add-multi-repo-discovery', `${SPECTR}/add-multi-repo-discovery`, fixtures],
    [
      'v2 split: add-multi-repo-discovery, nothing done',
      `${SPECTR}/add-multi-repo-discovery`,
      withStatus(`${SPECTR}/add-multi-repo-discovery`, 'pending'),
    ],
    // Ralph's fixtures in spectr's shape, with prerequisites and checks spectr.yaml would add.
    ['v2 split with N.0.x and N.99.x', 'jsonc-tasks-real/split', fixtures],
    ['v1 flat ending in "Automated Tasks"', 'jsonc-tasks-real/flat', fixtures],
  ];

  it.each(cases)("%s: each task's full dependency closure is the rule's", (_, dir, reader) => {
    const expected = expectedClosures(spectrEntries(dir, reader));
    const { plan } = run(dir, reader);
    expect(planClosures(plan)).toEqual(expected);
  });

  it('the rule is not empty: siblings chain, sections do not, the final section waits', () => {
    const flat = expectedClosures(spectrEntries(`${SPECTR}/parsers-testdata`));
    expect(flat['1.3']).toEqual(['1.1', '1.2']);
    expect(flat['2.1']).toEqual([]);
    expect(flat['4.4']).toEqual(['4.1', '4.2', '4.3']);
    const split = expectedClosures(
      spectrEntries(
        `${SPECTR}/add-multi-repo-discovery`,
        withStatus(`${SPECTR}/add-multi-repo-discovery`, 'pending'),
      ),
    );
    expect(split['2.1']).toEqual([]);
    expect(split['2.5']).toEqual(['2.1', '2.2', '2.3', '2.4']);
    expect(split['6.1']).toHaveLength(21);
    // Partly done: completed 6.2 does not wait for pending 6.1; completed 11.1 only for done work.
    const mixed = expectedClosures(spectrEntries(`${SPECTR}/add-ralph-orchestration`));
    expect(mixed['6.3']).toEqual(['6.2']);
    expect(mixed['11.1']).not.toContain('2.1');
    expect(mixed['11.1']).toContain('10.4');
  });

  it("starts every section at once, as graph.go's first stage does", () => {
    const { plan } = run(`${SPECTR}/parsers-testdata`);
    expect(ready(plan)).toEqual(['1.1', '2.1', '3.1', '4.1', '5.1']);
    const dir = `${SPECTR}/add-multi-repo-discovery`;
    expect(ready(run(dir, withStatus(dir, 'pending')).plan)).toEqual(['1.1', '2.1', '3.1', '4.1', '5.1']);
    // add-ralph-orchestration: sections 2 to 5 have not started; 6.1 was left behind.
    expect(ready(run(`${SPECTR}/add-ralph-orchestration`).plan)).toEqual(['2.1', '3.1', '4.1', '5.1', '6.1']);
  });

  it("keeps the split form's sections as specs and its entries out of the tasks", () => {
    const { plan, warnings } = run(`${SPECTR}/add-multi-repo-discovery`);
    expect(layout(plan).map(([id, , tasks]) => [id, tasks])).toEqual([
      ['core-discovery-infrastructure', ['1.1', '1.2', '1.3', '1.4', '1.5']],
      ['command-integration', ['2.1', '2.2', '2.3', '2.4', '2.5']],
      ['tui-path-copying', ['3.1', '3.2', '3.3', '3.4']],
      ['output-formatting', ['4.1', '4.2', '4.3', '4.4']],
      ['documentation-and-polish', ['5.1', '5.2', '5.3']],
      ['99.99.99-final-section-after-all-tasks', ['6.1']],
    ]);
    expect(warnings).toEqual([]);
  });

  it('says where a header asks for sections in order, and how to chain them', () => {
    const dir = `${SPECTR}/parsers-testdata`;
    expect(run(dir).warnings).toEqual([
      `${dir}: no spectr.yaml found here or above; the last section, "Validation", is taken as an ordinary section (if spectr.yaml's append_tasks.section names it, import from inside the project so that it is found and waits for every other task)`,
      `${dir}/tasks_fixture.jsonc:23:9: the header says "Complete all tasks in a section before moving to the next"; Ralph follows spectr ralph's order instead (internal/ralph/graph.go): a task waits for its previous sibling and its parent, and sections run in parallel. To run a section after another, give its first task a "dependsOn" naming the other's last task (e.g. "dependsOn": ["1.3"] on task "2.1"); it adds to that order`,
    ]);
    // Doing what it says: 2.1 waits for section 1, and the rest of the order stays.
    const file = `${dir}/tasks_fixture.jsonc`;
    const source = fixtures.read(file);
    const at = '"id": "2.1",';
    expect(source).toContain(at);
    const chained = run(
      dir,
      memoryReader({ [file]: source.replace(at, `${at} "dependsOn": ["1.3"],`) }),
    ).plan;
    const closures = planClosures(chained);
    expect(closures['2.1']).toEqual(['1.1', '1.2', '1.3']);
    expect(closures['2.3']).toEqual(['1.1', '1.2', '1.3', '2.1', '2.2']);
    expect(closures['3.1']).toEqual([]);
    expect(ready(chained)).toEqual(['1.1', '3.1', '4.1', '5.1']);
  });
});
