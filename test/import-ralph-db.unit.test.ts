import { describe, expect, it } from 'vitest';
import { serializePlan } from '../src/adapters/plan-file.js';
import { schedule } from '../src/core/schedule/schedule.js';
import { type ImportResult, memoryReader, type SourceReader } from '../src/importers/index.js';
import { field, fixtures, importChecked, layout, task } from './support/import.js';

const run = (path: string, reader: SourceReader = fixtures): ImportResult =>
  importChecked('ralph-db', path, reader);

// The fixture is a .ralph/db directory's contents (the repository ignores directories named .ralph).
const REAL = 'ralph-db-real';

/** The fixture seen from a project root: project/.ralph/db/... */
const inProject: SourceReader = {
  read: (p) => fixtures.read(p.replace(/^project\/\.ralph\/db/, REAL)),
  list: (d) =>
    d === 'project'
      ? ['.ralph']
      : d === 'project/.ralph'
        ? ['db']
        : fixtures.list(d.replace(/^project\/\.ralph\/db/, REAL)),
};

describe('ralph-db: a .ralph/db of four YAML files', () => {
  it('makes a spec per feature, tasks by priority: critical, high, medium (or none), low', () => {
    const { plan } = run(REAL);
    expect(layout(plan)).toEqual({
      sightings: ['4', '1', '2', '5', '3'],
      'photo-uploads': ['6', '7'],
      exports: ['9', '8'],
    });
    expect(plan.specs.map((s) => [s.name, s.context])).toEqual([
      ['Sightings', 'Record a plant sighting with species, location and notes, even without a signal'],
      ['Photo Uploads', 'Attach photos to a sighting and upload them when online'],
      ['Exports', 'Export sightings for herbarium databases'],
    ]);
  });

  it('lets a critical task run before a low one listed earlier', () => {
    const { plan } = run(REAL);
    const ready = schedule(plan, { spec: 'sightings' }).ready.map((r) => r.task);
    expect(ready).toEqual(['4']);
  });

  it('maps the statuses, and re-runs an in_progress task with a warning', () => {
    const { plan, warnings } = run(REAL);
    expect(field(plan, 'status')).toEqual({
      '1': 'completed',
      '2': 'pending',
      '3': 'pending',
      '4': 'pending',
      '5': 'pending',
      '6': 'blocked',
      '7': 'pending',
      '8': 'skipped',
      '9': 'pending',
    });
    expect(warnings).toContain(
      'task "2" was in progress in the source, with no start time; imported as pending, so Ralph runs it again from the start (keep any partial work on a branch, or mark it `ralph set 2 --status completed` if it is done)',
    );
  });

  it('maps a task field by field, with its unquoted dates and the agent_task_id of its comments', () => {
    const { plan } = run(REAL);
    expect(task(plan, '1')).toEqual({
      id: '1',
      title: 'Sighting table and API',
      description:
        'Store sightings with species, coordinates, accuracy and free-text notes; POST and GET endpoints',
      status: 'completed',
      acceptanceCriteria: [
        'POST /sightings stores a sighting and returns its id',
        'GET /sightings?bbox= returns the sightings inside the box',
      ],
      discipline: 'backend',
      feature: 'sightings',
      contextFiles: ['src/server/db/schema.ts'],
      outputArtifacts: ['src/server/routes/sightings.ts'],
      provenance: 'human',
      comments: [
        {
          author: 'agent',
          agentTaskId: '1',
          body: 'Coordinates are stored as PostGIS points; accuracy in metres as an integer.',
          created: '2026-01-30T11:24:07Z',
        },
      ],
      completedAt: '2026-01-30',
    });
    expect(task(plan, '2')).toMatchObject({
      hints: 'The species list is bundled in assets/species.json; do not fetch it.',
      estimatedTurns: 35,
      provenance: 'agent',
      dependsOn: ['1'],
    });
    expect(task(plan, '6')).toMatchObject({
      status: 'blocked',
      blockedReason: 'Waiting for the storage bucket and its credentials from IT',
    });
    expect(task(plan, '7').comments).toEqual([
      {
        author: 'agent',
        agentTaskId: '2',
        body: 'The form from task 2 already has a slot for attachments; reuse it.',
        created: '2026-02-03T16:40:12Z',
      },
    ]);
    expect(task(plan, '4').comments?.[0]).toEqual({
      author: 'human',
      body: 'Found in production logs; the old app sends 0,0 when GPS is off. Treat 0,0 as missing.',
      created: '2026-02-01T08:02:44Z',
    });
    expect(field(plan, 'dependsOn')).toEqual({
      '1': undefined,
      '2': ['1'],
      '3': ['1'],
      '4': ['1'],
      '5': ['2'],
      '6': undefined,
      '7': ['6', '2'],
      '8': undefined,
      '9': ['1'],
    });
  });

  it('keeps disciplines and features, and drops only the UI bookkeeping quietly', () => {
    const { plan, warnings } = run(REAL);
    expect(plan.disciplines).toEqual([
      {
        name: 'frontend',
        systemPrompt: 'You build the React Native screens. Keep components small and typed.',
        skills: ['react-native', 'expo'],
        conventions: 'Screens live in src/screens; one hook per data source.',
      },
      {
        name: 'backend',
        systemPrompt: 'You write the sync server in TypeScript on Hono with Postgres.',
        mcpServers: [
          {
            name: 'postgres',
            command: 'npx',
            args: ['-y', '@modelcontextprotocol/server-postgres'],
            env: { DATABASE_URL: 'postgres://localhost/fieldnotes_dev' },
          },
        ],
      },
      { name: 'testing' },
    ]);
    expect(plan.features?.[0]).toEqual({
      name: 'sightings',
      description: 'Record a plant sighting with species, location and notes, even without a signal',
      knowledgePaths: ['docs/domain/sightings.md'],
      contextFiles: ['src/sightings/model.ts'],
    });
    // One warning per dropped field and file, counting the entries; priority, acronym, icon and
    // colour are not among them.
    expect(warnings.filter((w) => w.includes('; dropped'))).toEqual([
      'ralph-db-real/metadata.yaml:3:10: project.title: field "project.title" has no place in a Ralph plan; dropped',
      'ralph-db-real/metadata.yaml:4:16: project.description: field "project.description" has no place in a Ralph plan; dropped',
      'ralph-db-real/features.yaml:6:12: features[0].created: field "created" has no place in a Ralph plan; dropped (in 3 entries; this is the first)',
      'ralph-db-real/disciplines.yaml:3:17: disciplines[0].display_name: field "display_name" has no place in a Ralph plan; dropped (in 3 entries; this is the first)',
      'ralph-db-real/tasks.yaml:10:3: tasks[0].tags: field "tags" has no place in a Ralph plan; dropped (in 2 tasks; this is the first)',
      'ralph-db-real/tasks.yaml:12:12: tasks[0].created: field "created" has no place in a Ralph plan; dropped (in 9 tasks; this is the first)',
      'ralph-db-real/tasks.yaml:39:12: tasks[1].updated: field "updated" has no place in a Ralph plan; dropped',
    ]);
    expect(warnings).toHaveLength(8);
  });

  it('gives the same bytes on a re-import, from the project root or the db directory', () => {
    const a = run(REAL);
    const b = run('project', inProject);
    expect(serializePlan(b.plan)).toBe(serializePlan(a.plan));
  });
});

describe('ralph-db: odd cases', () => {
  it('reads %YAML 1.1 dates, which come as dates, as the same strings', () => {
    const reader = memoryReader({
      'db/tasks.yaml': [
        '%YAML 1.1',
        '---',
        'tasks:',
        '- id: 1',
        '  feature: f',
        '  discipline: d',
        '  title: a',
        '  status: done',
        '  completed: 2026-02-06',
        '  comments:',
        '  - author: human',
        '    body: ok',
        '    created: 2026-02-06T10:12:00Z',
        '',
      ].join('\n'),
    });
    const { plan } = run('db', reader);
    expect(task(plan, '1')).toMatchObject({
      completedAt: '2026-02-06',
      comments: [{ author: 'human', body: 'ok', created: '2026-02-06T10:12:00Z' }],
    });
  });

  it('says so when a comment names an unknown task, or a pending task has a completion date', () => {
    const reader = memoryReader({
      'db/tasks.yaml':
        'tasks:\n- id: 1\n  feature: f\n  discipline: d\n  title: a\n  status: pending\n  completed: 2026-02-06\n  comments:\n  - author: agent\n    agent_task_id: 42\n    body: hm\n',
    });
    const { plan, warnings } = run('db', reader);
    expect(task(plan, '1').comments).toEqual([{ author: 'agent', body: 'hm' }]);
    expect(task(plan, '1').completedAt).toBeUndefined();
    expect(warnings).toEqual([
      'db/tasks.yaml:10:20: tasks[0].comments[0].agent_task_id: unknown task 42; dropped from the comment',
      'db/tasks.yaml:7:14: tasks[0].completed: a completion date on a pending task; dropped (Ralph keeps one for completed tasks)',
      'discipline "d" (task "1") is not defined; added with its name only',
      'feature "f" (task "1") is not defined; added with its name only',
    ]);
  });

  it('warns about a priority word it does not know, and ranks that task as medium', () => {
    const reader = memoryReader({
      'db/tasks.yaml':
        'tasks:\n- id: 1\n  feature: f\n  discipline: d\n  title: a\n  status: pending\n  priority: low\n- id: 2\n  feature: f\n  discipline: d\n  title: b\n  status: pending\n  priority: someday\n',
    });
    const { plan, warnings } = run('db', reader);
    expect(layout(plan)).toEqual({ f: ['2', '1'] });
    expect(warnings).toContain(
      'db/tasks.yaml:13:13: tasks[1].priority: unknown priority "someday"; imported as medium (use critical, high, medium or low)',
    );
  });
});
