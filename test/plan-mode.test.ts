// Plan mode (`ralph plan` and the action's `plan` command) on real temp git repositories with a
// real scripted agent process (test/agents/planner.mjs) that answers with good, malformed and
// schema-violating JSON.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lineMarker } from '../src/adapters/agents/signals.js';
import { loadPlan } from '../src/adapters/plan-file.js';
import { runCli } from '../src/cli/cli.js';
import { planProblems, schemaProblems } from '../src/core/plan/checks.js';
import type { Plan } from '../src/core/plan/plan.js';
import { formatProblem } from '../src/core/plan/problem.js';
import {
  extractPlanJson,
  generatePlanPrompt,
  PREVIOUS_INVALID_HEADING,
  parseJson,
  specIdFromPath,
  specIdsFor,
} from '../src/core/prompt/plan-prompt.js';
import { DONE_MARKER } from '../src/core/prompt/prompt.js';
import { findSpecFiles, PLAN_OUTPUT_FILE } from '../src/engine/plan-mode.js';
import { runStep } from './support/action-runner.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';

const PLANNER = join(import.meta.dirname, 'agents', 'planner.mjs');
const AUTH_SPEC =
  '# Authentication\n\nUsers sign in.\n\n- Add the login endpoint\n- Add the logout endpoint\n- Rate limit logins\n';
const SEARCH_SPEC = '# Search\n\n- Index the documents\n- Add the query endpoint\n';

function project(mode: string, files: Record<string, string> = {}, extraEnv: Record<string, string> = {}) {
  const root = makeRepo({
    'README.md': '# demo\n',
    'specs/auth.md': AUTH_SPEC,
    'specs/search.md': SEARCH_SPEC,
    ...files,
  });
  const prompts = tempDir('ralph-plan-prompts-');
  const env = { ...process.env, PLANNER_MODE: mode, PLANNER_PROMPTS: prompts, CI: 'true', ...extraEnv };
  return { root, prompts, env };
}

async function plan(root: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(['plan', '--agent', 'command', '--agent-command', `node ${PLANNER}`, ...args], {
    cwd: root,
    env,
    out: (t) => (out += `${t}\n`),
    err: (t) => (err += `${t}\n`),
  });
  return { code, out, err };
}

function prompts(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => /^plan\.\d+\.md$/.test(f))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

function readPlan(root: string): Plan {
  return JSON.parse(readFileSync(join(root, 'implementation.json'), 'utf8')) as Plan;
}

/** The plan the scripted planner makes of AUTH_SPEC and SEARCH_SPEC. */
function plannerPlan(): Plan {
  const tasks = (id: string, items: string[]) =>
    items.map((description, i) => ({
      id: `${id}-${i + 1}`,
      description,
      status: 'pending' as const,
      acceptanceCriteria: [`${description} works`],
      ...(i > 0 ? { dependsOn: [`${id}-${i}`] } : {}),
    }));
  return {
    specs: [
      {
        id: 'auth',
        file: 'specs/auth.md',
        name: 'Authentication',
        tasks: tasks('auth', ['Add the login endpoint', 'Add the logout endpoint', 'Rate limit logins']),
      },
      {
        id: 'search',
        file: 'specs/search.md',
        name: 'Search',
        tasks: tasks('search', ['Index the documents', 'Add the query endpoint']),
      },
    ],
  };
}

describe('ralph plan', () => {
  it("keeps an OpenCode provider's {env:NAME} key from the planning agent, and points the provider at Ralph's key proxy", async () => {
    const { root, env } = project(
      'good',
      {
        'opencode.json': JSON.stringify({
          provider: { mygw: { options: { baseURL: 'https://gw.example/v1', apiKey: '{env:MYGW_KEY}' } } },
        }),
      },
      { MYGW_KEY: 'sk-planning-key-0123456789' },
    );
    const dump = join(tempDir('ralph-plan-env-'), 'env');
    const code = await runCli(
      ['plan', '--agent', 'command', '--agent-command', `env -0 > '${dump}'; node ${PLANNER}`],
      { cwd: root, env, out: () => {}, err: () => {} },
    );
    expect(code).toBe(0);
    const seen = Object.fromEntries(
      readFileSync(dump, 'utf8')
        .split('\0')
        .filter((l) => l.includes('='))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(seen.MYGW_KEY).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('sk-planning-key-0123456789');
    expect(JSON.parse(seen.OPENCODE_CONFIG_CONTENT!).provider.mygw.options.baseURL).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/opencode-mygw$/,
    );
  });

  it('writes a valid plan from the file the agent wrote', async () => {
    const { root, prompts: dir, env } = project('good');
    const r = await plan(root, env);
    expect(r.code).toBe(0);
    const written = loadPlan(join(root, 'implementation.json')).plan;
    expect(planProblems(written)).toEqual([]);
    expect(written.version).toBe(1);
    expect(written.specs.map((s) => [s.id, s.file])).toEqual([
      ['auth', 'specs/auth.md'],
      ['search', 'specs/search.md'],
    ]);
    expect(written.specs[0]!.tasks.map((t) => t.id)).toEqual(['auth-1', 'auth-2', 'auth-3']);
    expect(written.specs[0]!.tasks[1]).toMatchObject({ dependsOn: ['auth-1'], provenance: 'agent' });
    expect(r.out).toContain('5 added: auth-1, auth-2, auth-3, search-1, search-2');
    expect(r.out).toContain('wrote implementation.json');

    // One agent run; its prompt had both specs, the output file, and no retry section.
    const [prompt, ...more] = prompts(dir);
    expect(more).toEqual([]);
    expect(prompt).toContain('### Spec `auth` (from `specs/auth.md`)');
    expect(prompt).toContain('- Rate limit logins');
    expect(prompt).toContain(`\`${PLAN_OUTPUT_FILE}\``);
    expect(prompt).not.toContain(PREVIOUS_INVALID_HEADING);
    // .ralph/ (answer file, logs) stays out of git status: only the plan is new.
    expect(git(root, 'status', '--porcelain')).toBe('?? implementation.json');
    expect(existsSync(join(root, '.ralph', 'logs', 'plan', 'attempt-1.log'))).toBe(true);
  });

  it('takes the plan from a ```json block the agent printed', async () => {
    const { root, env } = project('print');
    const r = await plan(root, env);
    expect(r.code).toBe(0);
    expect(readPlan(root).specs).toEqual(
      plannerPlan().specs.map((s) => ({
        ...s,
        tasks: s.tasks.map((t) => ({ ...t, provenance: 'agent' })),
      })),
    );
  });

  it('runs the agent again with the exact JSON parse error after a malformed answer', async () => {
    const { root, prompts: dir, env } = project('malformed-then-good');
    const r = await plan(root, env);
    expect(r.code).toBe(0);
    const [first, second, ...more] = prompts(dir);
    expect(more).toEqual([]);
    expect(first).not.toContain(PREVIOUS_INVALID_HEADING);
    const broken = '{\n  "specs": [\n    { "id": "x" "tasks": [] }\n  ]\n}';
    const error = parseJson(broken).error!;
    expect(error).toBe('invalid JSON at line 3, column 16: comma expected');
    expect(second).toContain(`## ${PREVIOUS_INVALID_HEADING}`);
    expect(second).toContain(`- the agent's answer: ${error} (in the last \`\`\`json block)`);
    // The broken answer is shown back.
    expect(second).toContain('{ "id": "x" "tasks": [] }');
    expect(r.err).toContain('Attempt 1: the answer is not a valid plan (1 problem)');
    expect(r.out).toContain('in 2 attempts');
    expect(planProblems(readPlan(root))).toEqual([]);
  });

  it('runs the agent again with the exact schema problems after a schema-violating answer', async () => {
    const { root, prompts: dir, env } = project('schema-then-good');
    const r = await plan(root, env);
    expect(r.code).toBe(0);
    const [, second, ...more] = prompts(dir);
    expect(more).toEqual([]);
    const bad = structuredClone(plannerPlan()) as unknown as {
      specs: Array<{ tasks: Array<Record<string, unknown>> }>;
    };
    delete bad.specs[0]!.tasks[0]!.description;
    bad.specs[0]!.tasks[1]!.status = 'done';
    const expected = schemaProblems(bad).map(formatProblem);
    expect(expected).toHaveLength(2);
    expect(expected[1]).toMatch(/^specs\[0\]\.tasks\[1\]\.status: /);
    for (const line of expected) expect(second).toContain(`\n- ${line}\n`);
    expect(second).toContain('"status": "done"');
    expect(readPlan(root).specs[0]!.tasks[1]!.status).toBe('pending');
  });

  it('runs the agent again with the dependency cycle printed', async () => {
    const { root, prompts: dir, env } = project('cycle-then-good');
    const r = await plan(root, env);
    expect(r.code).toBe(0);
    const [, second] = prompts(dir);
    const cyclic = plannerPlan();
    cyclic.specs[0]!.tasks[0]!.dependsOn = ['auth-3'];
    const expected = planProblems(cyclic).map(formatProblem);
    expect(expected).toHaveLength(1);
    for (const line of expected) expect(second).toContain(`\n- ${line}\n`);
    expect(second).toContain(
      '- specs[0].tasks[1].dependsOn: dependency cycle: auth-1 -> auth-3 -> auth-2 -> auth-1; remove one of these dependencies',
    );
  });

  it('gives up after the attempt budget, lists the problems and writes nothing', async () => {
    const existing: Plan = {
      version: 1,
      specs: [
        {
          id: 'auth',
          file: 'specs/auth.md',
          tasks: [{ id: 'auth-1', description: 'x', status: 'completed' }],
        },
      ],
    };
    const { root, prompts: dir, env } = project('always-bad', { 'implementation.json': planJson(existing) });
    const before = readFileSync(join(root, 'implementation.json'), 'utf8');
    const r = await plan(root, env);
    expect(r.code).toBe(1);
    expect(prompts(dir)).toHaveLength(3);
    expect(r.err).toContain('the agent gave no valid plan in 3 attempts; implementation.json is unchanged');
    expect(r.err).toMatch(/ {2}specs\[0\]\.tasks\[1\]\.status: /);
    expect(r.err).toMatch(/ {2}specs\[0\]\.tasks\[0\]\.description: /);
    expect(readFileSync(join(root, 'implementation.json'), 'utf8')).toBe(before);

    const again = project('always-bad');
    const r2 = await plan(again.root, again.env, '--max-attempts', '2');
    expect(r2.code).toBe(1);
    expect(prompts(again.prompts)).toHaveLength(2);
    expect(existsSync(join(again.root, 'implementation.json'))).toBe(false);
  });

  describe('merging into an existing plan', () => {
    const existing = (): Plan =>
      ({
        $schema: './schema/implementation.schema.json',
        version: 1,
        team: 'payments',
        gates: [{ name: 'test', command: 'npm test' }],
        specs: [
          {
            id: 'auth',
            file: 'specs/auth.md',
            name: 'Auth (old name)',
            issue: 7,
            tasks: [
              {
                id: 'auth-1',
                description: 'old login wording',
                status: 'completed',
                completedAt: '2026-03-01T10:00:00Z',
                estimate: 'an hour',
              },
              {
                id: 'auth-2',
                description: 'old logout wording',
                status: 'failed',
                dependsOn: ['auth-1'],
                attempts: [{ number: 1, outcome: 'gate_failed', gate: 'test', summary: '2 tests failed' }],
                comments: [{ author: 'ana', body: 'mind the session store' }],
              },
              { id: 'auth-9', description: 'Remember me', status: 'pending' },
            ],
          },
          { id: 'manual', tasks: [{ id: 'M-1', description: 'by hand', status: 'pending' }] },
        ],
      }) as Plan;

    it('keeps ids, statuses, attempts, comments and unknown keys, adds new tasks, keeps a removed one', async () => {
      const { root, prompts: dir, env } = project('good', { 'implementation.json': planJson(existing()) });
      const r = await plan(root, env);
      expect(r.code).toBe(0);
      const merged = readPlan(root) as Plan & Record<string, unknown>;
      expect(planProblems(merged)).toEqual([]);
      expect(Object.keys(merged)).toEqual(['$schema', 'version', 'team', 'gates', 'agent', 'specs']);
      // The agent it was given is recorded, so `ralph build` and the workflow run the same one.
      expect(merged.agent).toEqual({ provider: 'command', command: `node ${PLANNER}` });
      expect(merged.team).toBe('payments');
      expect(merged.specs.map((s) => s.id)).toEqual(['auth', 'manual', 'search']);
      const auth = merged.specs[0]!;
      expect(auth).toMatchObject({ name: 'Authentication', issue: 7, file: 'specs/auth.md' });
      expect(auth.tasks.map((t) => t.id)).toEqual(['auth-1', 'auth-2', 'auth-9', 'auth-3']);
      expect(auth.tasks[0]).toEqual({
        id: 'auth-1',
        description: 'Add the login endpoint',
        status: 'completed',
        completedAt: '2026-03-01T10:00:00Z',
        estimate: 'an hour',
        acceptanceCriteria: ['Add the login endpoint works'],
      });
      expect(auth.tasks[1]).toMatchObject({
        status: 'failed',
        description: 'Add the logout endpoint',
        attempts: [{ number: 1, outcome: 'gate_failed', gate: 'test', summary: '2 tests failed' }],
        comments: [{ author: 'ana', body: 'mind the session store' }],
      });
      expect(auth.tasks[1]!.provenance).toBeUndefined();
      // The task gone from the spec stays where it was, after the one it followed.
      expect(auth.tasks[2]).toEqual({ id: 'auth-9', description: 'Remember me', status: 'pending' });
      expect(auth.tasks[3]).toMatchObject({ id: 'auth-3', status: 'pending', provenance: 'agent' });
      expect(merged.specs[1]).toEqual(existing().specs[1]);
      expect(r.out).toContain('3 added: auth-3, search-1, search-2');
      expect(r.out).toContain('2 kept (status, attempts and comments unchanged): auth-1, auth-2');
      expect(r.out).toContain('1 no longer in their spec, kept in the plan (--prune drops them): auth-9');

      // The prompt listed the ids to keep, with their statuses, and the specs it must leave alone.
      const [prompt] = prompts(dir);
      expect(prompt).toContain('- `auth-2` [failed]: old logout wording');
      expect(prompt).toContain('- spec `manual`');

      // A second run changes nothing and writes nothing.
      const again = await plan(root, env);
      expect(again.code).toBe(0);
      expect(again.out).toContain('implementation.json unchanged');
      expect(again.out).toContain('0 added');
      expect(readPlan(root)).toEqual(merged);
    });

    it('drops the removed task with --prune', async () => {
      const { root, env } = project('good', { 'implementation.json': planJson(existing()) });
      const r = await plan(root, env, '--prune');
      expect(r.code).toBe(0);
      expect(readPlan(root).specs[0]!.tasks.map((t) => t.id)).toEqual(['auth-1', 'auth-2', 'auth-3']);
      expect(r.out).toContain('1 removed (--prune): auth-9');
    });

    it('prints the merged plan and writes nothing with --dry-run', async () => {
      const { root, env } = project('good', { 'implementation.json': planJson(existing()) });
      const before = readFileSync(join(root, 'implementation.json'), 'utf8');
      const r = await plan(root, env, '--dry-run');
      expect(r.code).toBe(0);
      const printed = JSON.parse(r.out) as Plan;
      expect(printed.specs[0]!.tasks.map((t) => t.id)).toEqual(['auth-1', 'auth-2', 'auth-9', 'auth-3']);
      expect(r.err).toContain('dry run: not written');
      expect(readFileSync(join(root, 'implementation.json'), 'utf8')).toBe(before);
    });

    it('accepts a dependency on a task of a spec the answer does not cover', async () => {
      const answer = plannerPlan();
      answer.specs[1]!.tasks[0]!.dependsOn = ['M-1'];
      const answerFile = join(tempDir(), 'answer.json');
      writeFileSync(answerFile, JSON.stringify(answer));
      const { root, env } = project(
        'good',
        { 'implementation.json': planJson(existing()) },
        { PLANNER_PLAN: answerFile },
      );
      const r = await plan(root, env);
      expect(r.code).toBe(0);
      expect(readPlan(root).specs[2]!.tasks[0]!.dependsOn).toEqual(['M-1']);
    });

    it('puts back an agent edit of the plan file', async () => {
      const { root, env } = project(
        'always-bad',
        { 'implementation.json': planJson(existing()) },
        { PLANNER_EDIT_PLAN: '1' },
      );
      const before = readFileSync(join(root, 'implementation.json'), 'utf8');
      const r = await plan(root, env, '--max-attempts', '1');
      expect(r.code).toBe(1);
      expect(r.err).toContain('the agent changed implementation.json; it was put back');
      expect(readFileSync(join(root, 'implementation.json'), 'utf8')).toBe(before);
    });
  });

  it('asks for a spec entry for every markdown spec, with the id from its file name', async () => {
    const answer = plannerPlan();
    answer.specs[1]!.id = 'find';
    const answerFile = join(tempDir(), 'answer.json');
    writeFileSync(answerFile, JSON.stringify({ specs: [answer.specs[1]] }));
    const { root, prompts: dir, env } = project('good', {}, { PLANNER_PLAN: answerFile });
    const r = await plan(root, env, '--max-attempts', '1');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'specs: no entry for specs/auth.md; add a spec with "id": "auth" and "file": "specs/auth.md"',
    );
    expect(r.err).toContain(
      'specs[0].id: the spec planned from specs/search.md must have the id "search", not "find"',
    );
    expect(prompts(dir)).toHaveLength(1);
  });

  it('reads the specs the --specs pattern names, and fails when none match', async () => {
    const {
      root,
      prompts: dir,
      env,
    } = project('good', { 'docs/specs/api/billing.md': '# Billing\n\n- Invoice\n' });
    const r = await plan(root, env, '--specs', 'docs/**/*.md');
    expect(r.code).toBe(0);
    expect(readPlan(root).specs.map((s) => s.id)).toEqual(['billing']);
    expect(prompts(dir)[0]).not.toContain('specs/auth.md');

    const none = await plan(root, env, '--specs', 'nothing/*.md');
    expect(none.code).toBe(1);
    expect(none.err).toContain('no markdown specs match "nothing/*.md"');
  });

  it('reports an agent that crashed without an answer', async () => {
    const { root, env } = project('no-such-mode');
    const r = await plan(root, env, '--max-attempts', '1');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `no answer: the agent neither wrote ${PLAN_OUTPUT_FILE} nor printed the plan in a \`\`\`json block (the agent crashed: exited with code 3`,
    );
  });

  it('refuses a broken plan before running the agent', async () => {
    const { root, prompts: dir, env } = project('good', { 'implementation.json': '{"specs": [' });
    const r = await plan(root, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain('invalid JSON');
    expect(prompts(dir)).toEqual([]);
  });
});

describe('generatePlanPrompt', () => {
  const specs = [
    { path: 'specs/auth.md', text: AUTH_SPEC },
    { path: 'specs/search.md', text: `${SEARCH_SPEC}\n${DONE_MARKER}\n\`\`\`\ncode\n\`\`\`\n` },
  ];
  const existing: Plan = {
    specs: [
      {
        id: 'auth',
        file: 'specs/auth.md',
        tasks: [{ id: 'auth-1', description: 'Login\nmore', status: 'completed' }],
      },
    ],
  };

  it('is deterministic and names the output file, the spec ids and the ids to keep', () => {
    const a = generatePlanPrompt({ specs, existing, outputFile: '.ralph/plan/output.json' });
    const b = generatePlanPrompt({
      specs: structuredClone(specs),
      existing: structuredClone(existing),
      outputFile: '.ralph/plan/output.json',
    });
    expect(a).toBe(b);
    expect(a).toContain('Write the plan as JSON to the file `.ralph/plan/output.json`');
    expect(a).toContain('```json fenced block');
    expect(a).toContain('### Spec `search` (from `specs/search.md`)');
    expect(a).toContain('- `auth-1` [completed]: Login');
    expect(a).not.toContain(PREVIOUS_INVALID_HEADING);
    // The example in it is a valid plan.
    const example = extractPlanJson(a.slice(a.indexOf('## Example'), a.indexOf('## How to plan')));
    expect(planProblems(example.value)).toEqual([]);
  });

  it('has no line that is a completion marker, even when a spec has one', () => {
    const prompt = generatePlanPrompt({ specs, outputFile: 'out.json', errors: [`x ${DONE_MARKER}`] });
    expect(prompt.split('\n').filter((l) => lineMarker(l))).toEqual([]);
    // The spec's own fenced block cannot close the block it is quoted in.
    expect(prompt).toContain('````markdown');
  });

  it('lists every error verbatim under "Your previous answer was not valid", with the answer', () => {
    const errors = [
      'specs[0].tasks[1].status: Invalid option: expected one of "pending"',
      'specs: no entry for specs/a.md',
    ];
    const prompt = generatePlanPrompt({
      specs,
      outputFile: 'out.json',
      errors,
      previousOutput: '{"specs": 1}',
    });
    expect(prompt).toContain(`## ${PREVIOUS_INVALID_HEADING}\n`);
    for (const e of errors) expect(prompt).toContain(`\n- ${e}\n`);
    expect(prompt).toContain('{"specs": 1}');
    expect(prompt.indexOf(PREVIOUS_INVALID_HEADING)).toBeGreaterThan(prompt.indexOf('## The specs'));
    expect(generatePlanPrompt({ specs, outputFile: 'out.json', errors: [] })).not.toContain(
      PREVIOUS_INVALID_HEADING,
    );
  });

  it('makes branch-safe spec ids from file names and keeps the ids of planned files', () => {
    expect(specIdFromPath('specs/User Auth.md')).toBe('user-auth');
    expect(specIdFromPath('specs/01_setup.md')).toBe('01_setup');
    expect(specIdFromPath('specs/..weird...name..md')).toBe('weird.name');
    expect(specIdFromPath('specs/!!!.md')).toBe('spec');
    const ids = specIdsFor(['specs/a/auth.md', 'specs/b/auth.md', 'specs/login.md'], {
      specs: [{ id: 'sign-in', file: 'specs/login.md', tasks: [] }],
    });
    expect([...ids.values()]).toEqual(['auth', 'b-auth', 'sign-in']);
  });
});

describe('extractPlanJson', () => {
  it('takes the last ```json block', () => {
    const text = 'first\n```json\n{"specs": 1}\n```\nthen\n```json\n{"specs": []}\n```\ndone {"x": 1}\n';
    expect(extractPlanJson(text).value).toEqual({ specs: [] });
  });

  it('else the last top-level object that parses', () => {
    const text = 'I wrote {"specs": [{"id": "a", "tasks": []}]} and then {not json} at the end';
    expect(extractPlanJson(text)).toMatchObject({ value: { specs: [{ id: 'a', tasks: [] }] } });
    expect(extractPlanJson('a "quote { and\n{"specs": []}').value).toEqual({ specs: [] });
  });

  it('ignores a ```json line inside another fenced block', () => {
    const text = '```json\n{"specs": []}\n```\n````markdown\n```json\n{"bad": \n```\n````\n';
    expect(extractPlanJson(text).value).toEqual({ specs: [] });
  });

  it('gives the line and column of a parse error', () => {
    const r = extractPlanJson('answer:\n```json\n{\n  "specs": [\n    1,\n  ]\n}\n```\n');
    expect(r.value).toBeUndefined();
    expect(r.error).toBe('invalid JSON at line 4, column 3: value expected (in the last ```json block)');
    expect(extractPlanJson('```json\n{"specs": [\n').error).toMatch(/^invalid JSON at line 2, column \d+: /);
    expect(extractPlanJson('no json here').error).toBe('no JSON found: no ```json block and no {...} object');
    expect(extractPlanJson('see {"a" 1}').error).toBe(
      'invalid JSON at line 1, column 6: colon expected (in the last {...} object of the answer)',
    );
  });
});

describe('findSpecFiles', () => {
  it('matches dir/*.md, dir/**/*.md and a directory, sorted, and refuses paths outside', () => {
    const root = tempDir();
    for (const f of ['specs/b.md', 'specs/a.md', 'specs/notes.txt', 'specs/deep/c.md', 'specs/.hidden.md']) {
      mkdirSync(join(root, f, '..'), { recursive: true });
      writeFileSync(join(root, f), '#\n');
    }
    expect(findSpecFiles(root, 'specs/*.md')).toEqual(['specs/a.md', 'specs/b.md']);
    expect(findSpecFiles(root, 'specs/**/*.md')).toEqual(['specs/a.md', 'specs/b.md', 'specs/deep/c.md']);
    expect(findSpecFiles(root, 'specs')).toEqual(['specs/a.md', 'specs/b.md']);
    expect(findSpecFiles(root, 'specs/a.md, specs/deep/*.md')).toEqual(['specs/a.md', 'specs/deep/c.md']);
    expect(() => findSpecFiles(root, '../specs/*.md')).toThrow(/inside the repository/);
  });
});

describe('action: plan', () => {
  it('writes the plan in the workspace, sets plan-changed and lists the tasks in the summary', async () => {
    const { root, prompts: dir } = project('good');
    const step = await runStep(
      { command: 'plan', agent: 'command', 'agent-command': `node ${PLANNER}` },
      { workspace: root, env: { PLANNER_MODE: 'good', PLANNER_PROMPTS: dir } },
    );
    expect(step.stderr).toBe('');
    expect(step.exitCode).toBe(0);
    expect(step.outputs['plan-changed']).toBe('true');
    expect(planProblems(readPlan(root))).toEqual([]);
    expect(step.summary).toContain('Ralph plan');
    expect(step.summary).toContain('<code>auth-1</code>');
    expect(prompts(dir)).toHaveLength(1);
  });

  it('fails with the problems and writes nothing when the agent never gives a valid plan', async () => {
    const { root, prompts: dir } = project('always-bad');
    const step = await runStep(
      {
        command: 'plan',
        agent: 'command',
        'agent-command': `node ${PLANNER}`,
        'max-attempts': '2',
        specs: 'specs/auth.md',
      },
      { workspace: root, env: { PLANNER_MODE: 'always-bad', PLANNER_PROMPTS: dir } },
    );
    expect(step.exitCode).toBe(1);
    expect(step.outputs['plan-changed']).toBe('false');
    expect(step.annotations.join('\n')).toContain('the agent gave no valid plan in 2 attempts');
    expect(step.summary).toMatch(/specs\[0\]\.tasks\[1\]\.status: /);
    expect(existsSync(join(root, 'implementation.json'))).toBe(false);
    expect(prompts(dir)).toHaveLength(2);
  });
});
