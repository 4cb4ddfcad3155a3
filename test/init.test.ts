import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadPlan } from '../src/adapters/plan-file.js';
import { runCli } from '../src/cli/cli.js';
import { gateDifferences, projectReader, WORKFLOW_PATH, workflowGateNames } from '../src/cli/init.js';
import {
  detectProject,
  lowestVersion,
  makeTargets,
  mentionsPackage,
  readerFromFiles,
} from '../src/core/detect.js';
import { planJsonSchema } from '../src/core/plan.js';
import { gateStepId, renderWorkflow } from '../src/core/workflow.js';
import { workflowProblems } from './support/workflow-lint.js';

const repoRoot = join(import.meta.dirname, '..');
const samples = join(import.meta.dirname, 'fixtures', 'projects');

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function copySample(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `ralph-init-${name}-`));
  dirs.push(dir);
  cpSync(join(samples, name), dir, { recursive: true });
  return dir;
}

async function ralph(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    cwd,
    env: {},
    out: (t) => {
      out += `${t}\n`;
    },
    err: (t) => {
      err += `${t}\n`;
    },
  });
  return { code, out, err };
}

/** The Ralph action's inputs, to check every `with:` of a Ralph step against action.yml. */
const actionInputs = new Set(
  Object.keys((parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as { inputs: object }).inputs),
);

type Step = { id?: string; name?: string; uses?: string; with?: Record<string, unknown> };
function steps(workflow: string, job: string): Step[] {
  return (parse(workflow) as { jobs: Record<string, { steps: Step[] }> }).jobs[job]!.steps;
}

const expected = {
  node: {
    gates: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
      { name: 'test', command: 'npm run test' },
      { name: 'build', command: 'npm run build' },
    ],
    setup: ['actions/setup-node@v4', 'npm ci'],
  },
  rust: {
    gates: [
      { name: 'typecheck', command: 'cargo check' },
      { name: 'lint', command: 'cargo clippy -- -D warnings' },
      { name: 'test', command: 'cargo test' },
      { name: 'build', command: 'cargo build' },
    ],
    setup: ['dtolnay/rust-toolchain@stable'],
  },
  go: {
    gates: [
      { name: 'lint', command: 'go vet ./...' },
      { name: 'test', command: 'go test ./...' },
      { name: 'build', command: 'go build ./...' },
    ],
    setup: ['actions/setup-go@v5'],
  },
  python: {
    gates: [
      { name: 'typecheck', command: 'mypy .' },
      { name: 'lint', command: 'ruff check .' },
      { name: 'test', command: 'pytest' },
    ],
    // ruff is configured but not in the dev extra, so it is installed by name.
    setup: ['actions/setup-python@v5', "pip install -e '.[dev]' ruff"],
  },
} as const;

describe.each(Object.keys(expected) as Array<keyof typeof expected>)(
  'ralph init on the %s sample',
  (kind) => {
    it('writes a valid plan with the detected gates and a workflow that passes validation', async () => {
      const dir = copySample(kind);
      const r = await ralph(dir, 'init');
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out).toContain(`project: ${kind}`);
      expect(r.out).toContain('created implementation.json');
      expect(r.out).toContain(`created ${WORKFLOW_PATH}`);
      expect(r.out).toContain('ANTHROPIC_API_KEY');
      expect(r.out).toContain('ralph validate');

      const { plan } = loadPlan(join(dir, 'implementation.json'));
      expect(plan.gates).toEqual(expected[kind].gates);
      expect(plan.agent).toEqual({ provider: 'claude' });
      expect(plan.$schema).toBe(planJsonSchema().$id);
      expect(plan.specs[0]!.tasks.map((t) => t.status)).toEqual(['pending', 'pending']);
      expect((await ralph(dir, 'validate')).code).toBe(0);

      const workflow = readFileSync(join(dir, WORKFLOW_PATH), 'utf8');
      expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
      const taskSteps = steps(workflow, 'task');
      const gateSteps = taskSteps.filter((s) => s.with?.command === 'gate');
      expect(gateSteps.map((s) => s.with?.gate)).toEqual(expected[kind].gates.map((g) => g.name));
      expect(gateSteps.map((s) => s.id)).toEqual(expected[kind].gates.map((g) => gateStepId(g.name)));
      const setupText = JSON.stringify(taskSteps);
      for (const s of expected[kind].setup) expect(setupText).toContain(s);
      for (const job of ['schedule', 'task', 'finalize'])
        for (const s of steps(workflow, job).filter((s) => s.uses?.startsWith('ralph-ci/ralph@')))
          for (const input of Object.keys(s.with ?? {})) expect(actionInputs).toContain(input);
    });

    it('changes nothing when run again, and says so', async () => {
      const dir = copySample(kind);
      expect((await ralph(dir, 'init')).code).toBe(0);
      const files = ['implementation.json', WORKFLOW_PATH].map((f) => join(dir, f));
      const before = files.map((f) => [readFileSync(f, 'utf8'), statSync(f).mtimeMs]);
      const again = await ralph(dir, 'init');
      expect(again.code).toBe(0);
      expect(again.out).toContain('kept implementation.json');
      expect(again.out).toContain(`${WORKFLOW_PATH} is up to date`);
      expect(again.out).not.toContain('created');
      expect(files.map((f) => [readFileSync(f, 'utf8'), statSync(f).mtimeMs])).toEqual(before);
    });
  },
);

describe('ralph init', () => {
  it('refuses to overwrite a different workflow without --force, and replaces it with --force', async () => {
    const dir = copySample('node');
    expect((await ralph(dir, 'init')).code).toBe(0);
    const path = join(dir, WORKFLOW_PATH);
    const rendered = readFileSync(path, 'utf8');
    const custom = `# my tweaks\n${rendered}`;
    writeFileSync(path, custom);

    const refused = await ralph(dir, 'init');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(WORKFLOW_PATH);
    expect(refused.err).toContain('--force');
    expect(readFileSync(path, 'utf8')).toBe(custom);

    const forced = await ralph(dir, 'init', '--force');
    expect(forced.code).toBe(0);
    expect(forced.out).toContain(`replaced ${WORKFLOW_PATH}`);
    expect(readFileSync(path, 'utf8')).toBe(rendered);
  });

  it('--check passes after init, fails when the plan gains a gate, and passes again after init --force', async () => {
    const dir = copySample('go');
    expect((await ralph(dir, 'init')).code).toBe(0);
    const ok = await ralph(dir, 'init', '--check');
    expect(ok).toMatchObject({ code: 0, err: '' });
    expect(ok.out).toContain('match');

    const planPath = join(dir, 'implementation.json');
    const plan = JSON.parse(readFileSync(planPath, 'utf8'));
    plan.gates.push({ name: 'staticcheck', command: 'staticcheck ./...' });
    writeFileSync(planPath, JSON.stringify(plan, null, 2));
    const failed = await ralph(dir, 'init', '--check');
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('missing gate step: staticcheck');
    expect(failed.err).toContain('ralph init --force');

    const forced = await ralph(dir, 'init', '--force');
    expect(forced.code).toBe(0);
    expect(JSON.parse(readFileSync(planPath, 'utf8'))).toEqual(plan); // the plan is never rewritten
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);
    const workflow = readFileSync(join(dir, WORKFLOW_PATH), 'utf8');
    expect(workflowGateNames(parse(workflow))).toEqual(['lint', 'test', 'build', 'staticcheck']);
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
  });

  it('--check fails when the workflow is missing', async () => {
    const dir = copySample('rust');
    expect((await ralph(dir, 'init')).code).toBe(0);
    rmSync(join(dir, WORKFLOW_PATH));
    const r = await ralph(dir, 'init', '--check');
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${WORKFLOW_PATH} is missing`);
  });

  it('keeps an existing plan without gates, and adds only the detected gates with --force', async () => {
    const dir = copySample('rust');
    const planPath = join(dir, 'implementation.json');
    const original = `{
  "version": 1,
  "mine": "kept",
  "specs": [{ "id": "s", "tasks": [{ "id": "t", "description": "d", "status": "completed" }] }]
}
`;
    writeFileSync(planPath, original);
    const kept = await ralph(dir, 'init');
    expect(kept.code).toBe(0);
    expect(kept.out).toContain('no "gates"');
    expect(kept.out).toContain('ralph init --force');
    expect(readFileSync(planPath, 'utf8')).toBe(original);
    expect(workflowGateNames(parse(readFileSync(join(dir, WORKFLOW_PATH), 'utf8')))).toEqual([]);
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);

    const forced = await ralph(dir, 'init', '--force');
    expect(forced.code).toBe(0);
    const plan = JSON.parse(readFileSync(planPath, 'utf8'));
    expect(Object.keys(plan)).toEqual(['version', 'mine', 'gates', 'specs']);
    expect(plan.gates.map((g: { name: string }) => g.name)).toEqual(['typecheck', 'lint', 'test', 'build']);
    expect(plan.specs[0].tasks[0].status).toBe('completed');
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);
  });

  it('writes the workflow for another agent and a plan path, and names its secret', async () => {
    const dir = copySample('python');
    const r = await ralph(dir, 'init', '--agent', 'codex', '--plan', 'plans/ralph.json');
    expect(r.code).toBe(0);
    expect(r.out).toContain('OPENAI_API_KEY');
    expect(loadPlan(join(dir, 'plans', 'ralph.json')).plan.agent).toEqual({ provider: 'codex' });
    const workflow = readFileSync(join(dir, WORKFLOW_PATH), 'utf8');
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    const agentStep = steps(workflow, 'task').find((s) => s.id === 'run')!;
    expect(agentStep.with).toMatchObject({ agent: 'codex', plan: 'plans/ralph.json' });
    expect((await ralph(dir, 'init', '--check', '--plan', 'plans/ralph.json')).code).toBe(0);
  });

  it('refuses an unknown agent', async () => {
    const dir = copySample('go');
    const r = await ralph(dir, 'init', '--agent', 'nope');
    expect(r.code).toBe(1);
    expect(r.err).toContain('unknown agent "nope"');
  });
});

describe('gate step comparison', () => {
  it('names missing, extra and reordered gates', () => {
    expect(gateDifferences(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(gateDifferences(['a', 'b'], ['a', 'c'])).toEqual([
      'missing gate step: b (in the plan, not in the workflow)',
      'extra gate step: c (in the workflow, not in the plan)',
    ]);
    expect(gateDifferences(['a', 'b'], ['b', 'a'])).toEqual([
      'order: the plan runs a, b; the workflow runs b, a',
    ]);
  });
});

describe('detectProject', () => {
  const pkg = (scripts: Record<string, string>, extra: object = {}) =>
    JSON.stringify({ name: 'x', scripts, ...extra });

  it('uses the package manager of the lockfile', () => {
    const scripts = { lint: 'x', 'type-check': 'tsc' };
    const pnpm = detectProject(readerFromFiles({ 'package.json': pkg(scripts), 'pnpm-lock.yaml': '' }));
    expect(pnpm.gates).toEqual([
      { name: 'typecheck', command: 'pnpm run type-check' },
      { name: 'lint', command: 'pnpm run lint' },
    ]);
    expect(pnpm.setupSteps.map((s) => s.uses ?? s.run)).toEqual([
      'pnpm/action-setup@v4',
      'actions/setup-node@v4',
      'pnpm install --frozen-lockfile',
    ]);
    const yarn = detectProject(readerFromFiles({ 'package.json': pkg(scripts), 'yarn.lock': '' }));
    expect(yarn.gates[1]!.command).toBe('yarn run lint');
    expect(yarn.setupSteps.at(-1)!.run).toBe('yarn install --frozen-lockfile');
    const bun = detectProject(readerFromFiles({ 'package.json': pkg(scripts), 'bun.lockb': '' }));
    expect(bun.gates[0]!.command).toBe('bun run type-check');
    expect(bun.setupSteps.map((s) => s.uses ?? s.run)).toEqual([
      'oven-sh/setup-bun@v2',
      'bun install --frozen-lockfile',
    ]);
  });

  it("ignores npm's placeholder test script and takes the node version from engines", () => {
    const d = detectProject(
      readerFromFiles({
        'package.json': pkg(
          { test: 'echo "Error: no test specified" && exit 1', build: 'tsc' },
          { engines: { node: '^18.17 || >=20' } },
        ),
      }),
    );
    expect(d.gates).toEqual([{ name: 'build', command: 'npm run build' }]);
    expect(d.setupSteps[0]!.with).toEqual({ 'node-version': '18.17' });
    expect(d.setupSteps[1]!.run).toBe('npm install');
  });

  it('falls back to Makefile targets only when nothing else gives a gate', () => {
    const makefile = '.PHONY: lint test\nCC := gcc\nlint:\n\tshellcheck *.sh\ntest build: deps\n\t./run\n';
    const make = detectProject(readerFromFiles({ Makefile: makefile }));
    expect(make.kind).toBe('make');
    expect(make.gates).toEqual([
      { name: 'lint', command: 'make lint' },
      { name: 'test', command: 'make test' },
      { name: 'build', command: 'make build' },
    ]);
    const node = detectProject(readerFromFiles({ Makefile: makefile, 'package.json': pkg({}) }));
    expect(node.kind).toBe('node');
    expect(node.gates.map((g) => g.command)).toEqual(['make lint', 'make test', 'make build']);
    const go = detectProject(readerFromFiles({ Makefile: makefile, 'go.mod': 'module x' }));
    expect(go.gates.map((g) => g.command)).toEqual(['go vet ./...', 'go test ./...', 'go build ./...']);
    expect(detectProject(readerFromFiles({ 'README.md': '' }))).toMatchObject({ kind: 'unknown', gates: [] });
  });

  it('finds python tools listed as dependencies, and installs the ones the project does not', () => {
    const pyproject = `[project]\nname = "x"\ndependencies = ["requests"]\n\n[dependency-groups]\ndev = ["pytest-cov", "pytest>=8"]\n`;
    const d = detectProject(readerFromFiles({ 'pyproject.toml': pyproject, '.python-version': '3.12\n' }));
    expect(d.gates).toEqual([{ name: 'test', command: 'pytest' }]);
    expect(d.setupSteps).toEqual([
      {
        name: 'Set up Python',
        uses: 'actions/setup-python@v5',
        with: { 'python-version-file': '.python-version' },
      },
      { name: 'Install dependencies', run: 'pip install -e . pytest', repoCode: true },
    ]);
  });

  it('reads versions, packages and targets', () => {
    expect(lowestVersion('>=20')).toBe('20');
    expect(lowestVersion('20.x')).toBe('20');
    expect(lowestVersion('>=3.10,<4')).toBe('3.10');
    expect(mentionsPackage('"pytest-cov"', 'pytest')).toBe(false);
    expect(mentionsPackage('"ruff[format] >= 0.4"', 'ruff')).toBe(true);
    expect(mentionsPackage('mypy = "^1.10"', 'mypy')).toBe(true);
    expect([...makeTargets('all: build\ncheck::\nX ?= 1\nY:=2\n')]).toEqual(['all', 'check']);
  });
});

describe("this repository's workflow", () => {
  it('is exactly what renderWorkflow gives for this repository', () => {
    // The ready-to-copy example. Gates: typecheck, lint, test (npm scripts). Not `build`: it
    // rewrites dist/, which `npm test` already checks for staleness (check:dist). Everything
    // else is the defaults: claude, implementation.json, ralph-ci/ralph@v0.
    const detected = detectProject(projectReader(repoRoot));
    expect(detected.kind).toBe('node');
    const gates = detected.gates.filter((g) => g.name !== 'build');
    expect(gates.map((g) => g.name)).toEqual(['typecheck', 'lint', 'test']);
    const expectedText = renderWorkflow({ gates, setupSteps: detected.setupSteps });
    expect(readFileSync(join(repoRoot, WORKFLOW_PATH), 'utf8')).toBe(expectedText);
  });
});
