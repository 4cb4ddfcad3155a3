import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadPlan } from '../src/adapters/plan-file.js';
import { projectReader } from '../src/adapters/project-files.js';
import { WORKFLOW_PATH } from '../src/cli/init.js';
import {
  detectProject,
  lowestVersion,
  makeTargets,
  mentionsPackage,
  readCi,
  readerFromFiles,
  type SetupStep,
} from '../src/core/detect/index.js';
import {
  gateDifferences,
  setupDifferences,
  workflowGateNames,
  workflowSetupSteps,
} from '../src/core/init/compare.js';
import { type Gate, planJsonSchema } from '../src/core/plan/plan.js';
import { gateStepId, renderWorkflow } from '../src/core/workflow/workflow.js';
import { runRalph } from './support/cli.js';
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
  // `ralph init` writes only into a git repository.
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
  return dir;
}

const ralph = (cwd: string, ...argv: string[]) => runRalph(cwd, argv, {}, 'printed');
const ralphWith = (env: NodeJS.ProcessEnv, cwd: string, ...argv: string[]) =>
  runRalph(cwd, argv, env, 'printed');

/** The Ralph action's inputs, to check every `with:` of a Ralph step against action.yml. */
const actionInputs = new Set(
  Object.keys((parse(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as { inputs: object }).inputs),
);

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  if?: string;
  run?: string;
  with?: Record<string, unknown>;
};
function steps(workflow: string, job: string): Step[] {
  return (parse(workflow) as { jobs: Record<string, { steps: Step[] }> }).jobs[job]!.steps;
}

const expected = {
  node: {
    gates: [
      { name: 'typecheck', command: 'npm run typecheck', source: 'package.json scripts.typecheck' },
      { name: 'lint', command: 'npm run lint', source: 'package.json scripts.lint' },
      { name: 'test', command: 'npm run test', source: 'package.json scripts.test' },
      { name: 'build', command: 'npm run build', source: 'package.json scripts.build' },
    ],
    setup: ['actions/setup-node@v4', 'npm ci'],
  },
  rust: {
    // Nothing says this crate uses clippy, so there is no clippy gate.
    gates: [
      { name: 'typecheck', command: 'cargo check', source: 'Cargo.toml' },
      { name: 'test', command: 'cargo test', source: 'Cargo.toml' },
      { name: 'build', command: 'cargo build', source: 'Cargo.toml' },
    ],
    setup: ['dtolnay/rust-toolchain@stable', 'Swatinem/rust-cache@v2'],
  },
  go: {
    gates: [
      { name: 'lint', command: 'go vet ./...', source: 'go.mod' },
      { name: 'test', command: 'go test ./...', source: 'go.mod' },
      { name: 'build', command: 'go build ./...', source: 'go.mod' },
    ],
    setup: ['actions/setup-go@v5', '"go-version":"stable"'],
  },
  python: {
    gates: [
      { name: 'typecheck', command: 'mypy .', source: 'pyproject.toml [tool.mypy]' },
      { name: 'lint', command: 'ruff check', source: 'pyproject.toml [tool.ruff]' },
      // A src layout: the tests import src/, not an installed copy.
      { name: 'test', command: 'PYTHONPATH=src pytest', source: 'pyproject.toml [tool.pytest]' },
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

  it('--check fails on a workflow whose pull_request trigger would not wake Ralph on a merge or a reopen', async () => {
    const dir = copySample('go');
    expect((await ralph(dir, 'init')).code).toBe(0);
    const path = join(dir, WORKFLOW_PATH);
    const rendered = readFileSync(path, 'utf8');
    expect(rendered).toContain('  pull_request:\n    types: [closed, reopened]\n');
    // An older `ralph init` wrote the trigger without `types`: GitHub then sends no closed event.
    writeFileSync(
      path,
      rendered.replace('  pull_request:\n    types: [closed, reopened]\n', '  pull_request:\n'),
    );
    const untyped = await ralph(dir, 'init', '--check');
    expect(untyped.code).toBe(1);
    expect(untyped.err).toContain(
      'the pull_request trigger has no `types` (GitHub then sends only opened, synchronize and reopened): give it `types: [closed, reopened]`, or Ralph does not wake when a spec pull request is merged',
    );
    writeFileSync(path, rendered.replace('types: [closed, reopened]', 'types: [closed]'));
    const noReopen = await ralph(dir, 'init', '--check');
    expect(noReopen.code).toBe(1);
    expect(noReopen.err).toContain(
      'the pull_request trigger lacks the types reopened: give it `types: [closed, reopened]`, or Ralph does not wake when a spec pull request is reopened',
    );
    expect((await ralph(dir, 'init', '--force')).code).toBe(0);
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);
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
    expect(plan.gates.map((g: { name: string }) => g.name)).toEqual(['typecheck', 'test', 'build']);
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
    // The leg's matrix entry names the provider; the job installs codex's CLI on codex legs alone.
    expect(agentStep.with).toMatchObject({ plan: 'plans/ralph.json' });
    expect(agentStep.with!.agent).toBeUndefined();
    expect(steps(workflow, 'task').find((s) => s.name === 'Install the agent (codex)')).toMatchObject({
      if: "matrix.provider == 'codex'",
      run: 'npm install -g @openai/codex',
    });
    expect((await ralph(dir, 'init', '--check', '--plan', 'plans/ralph.json')).code).toBe(0);
  });

  it('installs every provider the plan routes to, and --check notices a provider the workflow lacks', async () => {
    const dir = copySample('python');
    expect((await ralph(dir, 'init', '--agent', 'command', '--agent-command', 'my-agent')).code).toBe(0);
    const planPath = join(dir, 'implementation.json');
    const one = readFileSync(join(dir, WORKFLOW_PATH), 'utf8');
    // Only the command agent: nothing to install, no secret.
    expect(steps(one, 'task').filter((s) => String(s.name).startsWith('Install the agent'))).toEqual([]);
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);

    // The plan starts sending heavy tasks to Claude Code and escalating to Codex.
    const plan = JSON.parse(readFileSync(planPath, 'utf8'));
    plan.agent.tiers = { heavy: { provider: 'claude', model: 'claude-opus-4-5' } };
    plan.agent.escalate = { provider: 'codex' };
    plan.specs[0].tasks[0].complexity = 'heavy';
    writeFileSync(planPath, `${JSON.stringify(plan, null, 2)}\n`);
    const check = await ralph(dir, 'init', '--check');
    expect(check.code).toBe(1);
    expect(check.err).toContain(
      "job \"task\": the plan's tasks use the claude agent, but no step installs it: add a step `if: matrix.provider == 'claude'` that runs `npm install -g @anthropic-ai/claude-code` before the agent (`ralph init --force` writes it)",
    );
    expect(check.err).toContain('the codex agent needs the secret OPENAI_API_KEY');

    const forced = await ralph(dir, 'init', '--force');
    expect(forced.code, forced.err).toBe(0);
    expect(forced.out).toContain('agents: claude, codex, command');
    expect(forced.out).toContain('ANTHROPIC_API_KEY, OPENAI_API_KEY for the claude and codex agents');
    const all = readFileSync(join(dir, WORKFLOW_PATH), 'utf8');
    expect(
      steps(all, 'task')
        .filter((s) => String(s.name).startsWith('Install the agent'))
        .map((s) => [s.name, s.if]),
    ).toEqual([
      ['Install the agent (claude)', "matrix.provider == 'claude'"],
      ['Install the agent (codex)', "matrix.provider == 'codex'"],
    ]);
    expect(await workflowProblems('ralph.yml', all)).toEqual([]);
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);
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
      { name: 'typecheck', command: 'pnpm run type-check', source: 'package.json scripts.type-check' },
      { name: 'lint', command: 'pnpm run lint', source: 'package.json scripts.lint' },
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
    expect(d.gates).toEqual([
      { name: 'build', command: 'npm run build', source: 'package.json scripts.build' },
    ]);
    expect(d.setupSteps[0]!.with).toEqual({ 'node-version': '18.17' });
    expect(d.setupSteps[1]!.run).toBe('npm install');
  });

  it('falls back to Makefile targets only when nothing else gives a gate', () => {
    const makefile = '.PHONY: lint test\nCC := gcc\nlint:\n\tshellcheck *.sh\ntest build: deps\n\t./run\n';
    const make = detectProject(readerFromFiles({ Makefile: makefile }));
    expect(make.kind).toBe('make');
    expect(make.gates).toEqual([
      { name: 'lint', command: 'make lint', source: 'Makefile target lint' },
      { name: 'test', command: 'make test', source: 'Makefile target test' },
      { name: 'build', command: 'make build', source: 'Makefile target build' },
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
    expect(d.gates).toEqual([
      { name: 'test', command: 'pytest', source: 'pyproject.toml [dependency-groups] dev' },
    ]);
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
    // else is the defaults: claude, implementation.json, ralph-ci/ralph@v0. Ralph's own CI is
    // one script (.ci/run) that installs system packages as root and runs the whole suite, so
    // the example is what init gives from the build files: the project without its workflows.
    const own = projectReader(repoRoot);
    const detected = detectProject({
      list: (dir = '') => (dir === '.github/workflows' ? [] : own.list(dir)),
      read: (path) => (path.startsWith('.github/workflows/') ? undefined : own.read(path)),
    });
    expect(detected.kind).toBe('node');
    const gates = detected.gates.filter((g) => g.name !== 'build');
    expect(gates.map((g) => g.name)).toEqual(['typecheck', 'lint', 'test']);
    const expectedText = renderWorkflow({ gates, setupSteps: detected.setupSteps });
    expect(readFileSync(join(repoRoot, WORKFLOW_PATH), 'utf8')).toBe(expectedText);
  });
});

/** The task job's setup steps as the SetupStep they were rendered from. */
function renderedSetup(workflow: string): SetupStep[] {
  return workflowSetupSteps(parse(workflow)).map((s) => {
    const w = (s.with ?? {}) as Record<string, string>;
    const env = (s as { env?: Record<string, string> }).env;
    if (w.command === 'setup')
      return { name: String(s.name), run: w.run!, repoCode: true, ...(env ? { env } : {}) };
    return {
      name: String(s.name),
      ...(s.uses !== undefined ? { uses: String(s.uses) } : {}),
      ...(s.with !== undefined ? { with: w } : {}),
      ...(s.run !== undefined ? { run: String(s.run) } : {}),
      ...(env ? { env } : {}),
    };
  });
}

// Fixtures shaped like real repositories (their CI files, build files and lock files, trimmed):
// what `ralph init` proposes for each, and the setup its gates need. With CI, the gates are the
// CI's check jobs' run: steps on the main leg, named after their steps (issue 29); ky's only CI
// job runs on macOS, so its gates come from package.json and are not required.
const real: Record<string, { gates: Gate[]; setup: SetupStep[] }> = {
  zod: {
    gates: [
      {
        name: 'pnpm build',
        command: 'pnpm build',
        source: '.github/workflows/test.yml, job test-node, leg node=lts/*, typescript=latest',
      },
      {
        name: 'pnpm test',
        command: 'pnpm test',
        source: '.github/workflows/test.yml, job test-node, leg node=lts/*, typescript=latest',
      },
      {
        name: 'pnpm run --filter @zod/integration test:all',
        command: 'pnpm run --filter @zod/integration test:all',
        source: '.github/workflows/test.yml, job test-node, leg node=lts/*, typescript=latest',
      },
      {
        name: 'pnpm format:check',
        command: 'pnpm format:check',
        source: '.github/workflows/test.yml, job lint',
      },
      {
        name: 'pnpm lint:check',
        command: 'pnpm lint:check',
        source: '.github/workflows/test.yml, job lint',
      },
      {
        name: 'pnpm check:circular',
        command: 'pnpm check:circular',
        source: '.github/workflows/test.yml, job check-circular',
      },
    ],
    setup: [
      {
        name: 'Set up (actions/setup-node)',
        uses: 'actions/setup-node@v4',
        with: {
          'node-version': 'latest',
        },
      },
      {
        name: 'Set up (pnpm/action-setup)',
        uses: 'pnpm/action-setup@v4',
      },
      {
        name: 'pnpm install',
        run: 'pnpm install',
        repoCode: true,
      },
    ],
  },
  ripgrep: {
    gates: [
      {
        name: 'Build ripgrep and all crates',
        command: 'cargo build --verbose --workspace',
        env: {
          CARGO: 'cargo',
          TARGET_FLAGS: '',
          TARGET_DIR: './target',
          RUST_BACKTRACE: '1',
        },
        source: '.github/workflows/ci.yml, job test, leg build=stable, os=ubuntu-latest, rust=stable',
      },
      {
        name: 'Build ripgrep with PCRE2',
        command: 'cargo build --verbose --workspace --features pcre2',
        env: {
          CARGO: 'cargo',
          TARGET_FLAGS: '',
          TARGET_DIR: './target',
          RUST_BACKTRACE: '1',
        },
        source: '.github/workflows/ci.yml, job test, leg build=stable, os=ubuntu-latest, rust=stable',
      },
      {
        name: 'Run tests with PCRE2',
        command: 'cargo test --verbose --workspace --features pcre2',
        env: {
          CARGO: 'cargo',
          TARGET_FLAGS: '',
          TARGET_DIR: './target',
          RUST_BACKTRACE: '1',
        },
        source: '.github/workflows/ci.yml, job test, leg build=stable, os=ubuntu-latest, rust=stable',
      },
      {
        name: 'Test zsh shell completions',
        command: 'ci/test-complete',
        shell: 'bash',
        env: {
          CARGO: 'cargo',
          TARGET_FLAGS: '',
          TARGET_DIR: './target',
          RUST_BACKTRACE: '1',
        },
        source: '.github/workflows/ci.yml, job test, leg build=stable, os=ubuntu-latest, rust=stable',
      },
      {
        name: 'Check formatting',
        command: 'cargo fmt --all --check',
        source: '.github/workflows/ci.yml, job rustfmt',
      },
      {
        name: 'Check documentation',
        command: 'cargo doc --no-deps --document-private-items --workspace',
        env: {
          RUSTDOCFLAGS: '-D warnings',
        },
        source: '.github/workflows/ci.yml, job docs',
      },
    ],
    setup: [
      {
        name: 'Install Rust',
        uses: 'dtolnay/rust-toolchain@master',
        with: {
          toolchain: 'stable',
          components: 'rustfmt',
        },
      },
      {
        name: 'Install packages (Ubuntu)',
        run: 'ci/ubuntu-install-packages',
        repoCode: true,
        env: {
          CARGO: 'cargo',
          TARGET_FLAGS: '',
          TARGET_DIR: './target',
          RUST_BACKTRACE: '1',
        },
      },
    ],
  },
  scopeguard: {
    gates: [
      {
        name: 'Build',
        command: 'cargo build',
        env: {
          CARGO_TERM_COLOR: 'always',
        },
        source: '.github/workflows/ci.yaml, job build, leg rust=stable',
      },
      {
        name: 'Run tests',
        command: 'cargo test',
        env: {
          CARGO_TERM_COLOR: 'always',
        },
        source: '.github/workflows/ci.yaml, job build, leg rust=stable',
      },
      {
        name: 'Run tests (without default features)',
        command: 'cargo test --no-default-features',
        env: {
          CARGO_TERM_COLOR: 'always',
        },
        source: '.github/workflows/ci.yaml, job build, leg rust=stable',
      },
      {
        name: 'Check formatting',
        command: 'cargo fmt -- --check',
        env: {
          CARGO_TERM_COLOR: 'always',
        },
        source: '.github/workflows/ci.yaml, job format',
      },
    ],
    setup: [
      {
        name: 'Install Rust',
        uses: 'actions-rs/toolchain@v1',
        with: {
          profile: 'minimal',
          toolchain: 'stable',
          override: 'true',
        },
      },
    ],
  },
  cobra: {
    gates: [
      {
        name: 'golangci-lint',
        command: 'golangci-lint run --verbose',
        source: '.github/workflows/test.yml, job golangci-lint',
      },
      {
        name: 'RICHGO_FORCE_COLOR=1 PATH=$HOME/go/bin/:$PATH make richtest',
        command: 'RICHGO_FORCE_COLOR=1 PATH=$HOME/go/bin/:$PATH make richtest',
        env: {
          GO111MODULE: 'on',
        },
        source: '.github/workflows/test.yml, job test-unix, leg platform=ubuntu, go=17',
      },
    ],
    setup: [
      {
        name: 'Set up (actions/setup-go)',
        uses: 'actions/setup-go@v5',
        with: {
          'go-version': '1.17.x',
          cache: 'false',
        },
      },
      {
        name: 'Set up (golangci/golangci-lint-action)',
        uses: 'golangci/golangci-lint-action@v8',
        with: {
          version: 'latest',
          'install-only': 'true',
        },
      },
      {
        name: 'export GOBIN=$HOME/go/bin',
        run: 'export GOBIN=$HOME/go/bin\ngo install github.com/kyoh86/richgo@latest',
        repoCode: true,
        env: {
          GO111MODULE: 'on',
        },
      },
    ],
  },
  click: {
    gates: [
      {
        name: 'uv run --locked --no-default-groups --group pre-commit pre-commit run',
        command:
          'uv run --locked --no-default-groups --group pre-commit pre-commit run --show-diff-on-failure --color=always --all-files',
        source: '.github/workflows/pre-commit.yaml, job main',
      },
      {
        name: 'uv run --locked --no-default-groups --group dev tox run',
        command: 'uv run --locked --no-default-groups --group dev tox run',
        env: {
          TOX_ENV: 'py3.14',
        },
        source: '.github/workflows/tests.yaml, job tests, leg python=3.14',
      },
      {
        name: 'uv run --locked --no-default-groups --group dev tox run -e typing',
        command: 'uv run --locked --no-default-groups --group dev tox run -e typing',
        source: '.github/workflows/tests.yaml, job typing',
      },
    ],
    setup: [
      {
        name: 'Set up (astral-sh/setup-uv)',
        uses: 'astral-sh/setup-uv@v6',
        with: {
          'enable-cache': 'false',
        },
      },
      {
        name: 'Set up (actions/setup-python)',
        uses: 'actions/setup-python@v5',
        with: {
          'python-version': '3.14',
        },
      },
    ],
  },
  ky: {
    gates: [
      {
        name: 'test',
        command: 'npm run test',
        source: 'package.json scripts.test',
        required: false,
      },
      {
        name: 'build',
        command: 'npm run build',
        source: 'package.json scripts.build',
        required: false,
      },
    ],
    setup: [
      {
        name: 'Set up Node.js',
        uses: 'actions/setup-node@v4',
        with: {
          'node-version': '22',
        },
      },
      {
        name: 'Install dependencies',
        run: 'npm install',
        repoCode: true,
      },
      {
        name: "Install Playwright's system dependencies",
        run: 'cd "$RUNNER_TEMP" && npx --yes playwright@1.58.2 install-deps',
      },
      {
        name: 'Install Playwright browsers',
        run: 'npx playwright install',
        repoCode: true,
      },
    ],
  },
  piptox: {
    gates: [
      {
        name: 'Run tests',
        command: 'python -m pytest tests',
        source: '.github/workflows/ci.yml, job test, leg python-version=3.9',
      },
      {
        name: 'tox -e mypy',
        command: 'tox -e mypy',
        source: '.github/workflows/ci.yml, job typing',
      },
    ],
    setup: [
      {
        name: 'Set up Python 3.9',
        uses: 'actions/setup-python@v5',
        with: {
          'python-version': '3.12\n3.9',
        },
      },
      {
        name: 'Install dependencies',
        run: 'python -m pip install --upgrade pip\npython -m pip install -r requirements-dev.txt\npython -m pip install -e .',
        repoCode: true,
      },
      {
        name: 'python -m pip install tox',
        run: 'python -m pip install tox',
        repoCode: true,
      },
    ],
  },
  nightlydocs: {
    gates: [
      {
        name: 'cargo test --all-features',
        command: 'cargo test --all-features',
        env: {
          RUSTFLAGS: '-Dwarnings',
        },
        source: '.github/workflows/ci.yml, job test, leg rust=stable',
      },
    ],
    setup: [
      {
        name: 'Set up (dtolnay/rust-toolchain)',
        uses: 'dtolnay/rust-toolchain@master',
        with: {
          toolchain: 'stable',
        },
      },
    ],
  },
  oldlint: {
    gates: [
      {
        name: 'Vet',
        command: 'go vet ./...',
        source: '.github/workflows/go.yml, job build',
      },
      {
        name: 'Test',
        command: 'go test -race -count=1 ./...',
        source: '.github/workflows/go.yml, job build',
      },
    ],
    setup: [
      {
        name: 'Set up (actions/setup-go)',
        uses: 'actions/setup-go@v5',
        with: {
          'go-version-file': 'go.mod',
          cache: 'false',
        },
      },
    ],
  },
  autofix: {
    gates: [
      {
        name: 'pnpm lint',
        command: 'pnpm lint',
        source: '.github/workflows/ci.yml, job lint',
      },
      {
        name: 'pnpm typecheck',
        command: 'pnpm typecheck',
        source: '.github/workflows/ci.yml, job lint',
      },
      {
        name: 'pnpm build',
        command: 'pnpm build',
        source: '.github/workflows/ci.yml, job test',
      },
      {
        name: 'pnpm vitest run --coverage',
        command: 'pnpm vitest run --coverage',
        source: '.github/workflows/ci.yml, job test',
      },
      {
        name: 'pnpm test -- --coverage',
        command: 'pnpm test -- --coverage',
        source: '.github/workflows/ci.yml, job test',
      },
    ],
    setup: [
      {
        name: 'Set up (pnpm/action-setup)',
        uses: 'pnpm/action-setup@v4',
      },
      {
        name: 'Set up (actions/setup-node)',
        uses: 'actions/setup-node@v4',
        with: {
          'node-version': '22',
        },
      },
      {
        name: 'pnpm install --frozen-lockfile',
        run: 'pnpm install --frozen-lockfile',
        repoCode: true,
      },
    ],
  },
};

describe.each(Object.keys(real))('ralph init on a repository shaped like %s', (name) => {
  it('proposes the gates of its CI and build files, in order, with their source, and the setup they need', async () => {
    const dir = copySample(name);
    const r = await ralph(dir, 'init');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    for (const g of real[name]!.gates)
      expect(r.out).toContain(`gate ${g.name}: ${g.command} (from ${g.source})`);

    const { plan } = loadPlan(join(dir, 'implementation.json'));
    expect(plan.gates).toEqual(real[name]!.gates);
    // Gates decide "done": none of them may change what is committed.
    for (const g of plan.gates ?? []) expect(g.command).not.toMatch(/--write|--fix(\s|$)|fmt$/);

    const workflow = readFileSync(join(dir, WORKFLOW_PATH), 'utf8');
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    expect(workflowGateNames(parse(workflow))).toEqual(real[name]!.gates.map((g) => g.name));
    expect(renderedSetup(workflow)).toEqual(real[name]!.setup);
    expect(detectProject(projectReader(dir)).setupSteps).toEqual(real[name]!.setup);

    const check = await ralph(dir, 'init', '--check');
    expect(check).toMatchObject({ code: 0, err: '' });
  });
});

// Changed with issue 29: the gates are the CI's own steps on the main leg, no longer the
// commands Ralph recognised (so no notes about runners or known commands); what the old
// tests pinned that still holds is pinned here in the new words.
describe('what ralph init says about the real shapes', () => {
  it('zod: its check-mode scripts as the CI runs them; the release workflow and the TypeScript swap are not gates', () => {
    const d = detectProject(projectReader(join(samples, 'zod')));
    expect(d.gates.map((g) => g.command)).toContain('pnpm lint:check');
    // release.yml runs only on pushes to main: not what checks a change.
    expect(d.gates.some((g) => g.source.includes('release.yml'))).toBe(false);
    // The matrix's TypeScript swap changes the manifest: named, never a gate or a setup step.
    expect(JSON.stringify([d.gates, d.setupSteps])).not.toContain('typescript@');
    expect(d.notes.join('\n')).toContain("`pnpm add typescript@latest -w` changes the project's manifest");
  });

  it("ripgrep: its install script runs through Ralph's setup step as the agent user, never as a gate", () => {
    const d = detectProject(projectReader(join(samples, 'ripgrep')));
    expect(d.gates.some((g) => g.command.includes('install-packages'))).toBe(false);
    expect(d.setupSteps.find((s) => s.run === 'ci/ubuntu-install-packages')).toMatchObject({
      repoCode: true,
    });
    expect(d.gates.map((g) => g.command)).toContain('cargo build --verbose --workspace --features pcre2');
  });

  it('scopeguard: no clippy anywhere; the no_std job cross-compiles', () => {
    const d = detectProject(projectReader(join(samples, 'scopeguard')));
    expect(d.gates.some((g) => g.command.includes('clippy'))).toBe(false);
    expect(JSON.stringify(d.setupSteps)).not.toContain('clippy');
    expect(d.jobs?.find((j) => j.job === 'no_std')?.reason).toBe(
      'cross-compiles (`--target thumbv6m-none-eabi`)',
    );
  });

  it('cobra: the CI lines run as gates as written, with the Go the CI sets up; its docker check is left out', () => {
    const d = detectProject(projectReader(join(samples, 'cobra')));
    expect(JSON.stringify(d.setupSteps)).not.toContain('go-version-file');
    const commands = d.gates.map((g) => g.command).join('\n');
    expect(commands).toContain('make richtest');
    // Its license check runs in a container with `docker run`: the Docker socket is root on the
    // runner, never lent to a gate, so the job is left out, and says why.
    expect(commands).not.toContain('addlicense');
    expect(d.jobs?.find((j) => j.job === 'lic-headers')?.reason).toBe(
      "checks only in containers it runs with docker, whose socket is root on the runner and never lent to the repository's code",
    );
  });

  it('click: tox and pre-commit run as the CI runs them', () => {
    const d = detectProject(projectReader(join(samples, 'click')));
    const commands = d.gates.map((g) => g.command);
    expect(commands).toContain('uv run --locked --no-default-groups --group dev tox run -e typing');
    expect(commands.some((c) => c.includes('pre-commit run'))).toBe(true);
  });
});

describe('ralph init --check compares commands and setup steps', () => {
  it('fails when the CI now runs another command for a detected gate, and passes once the plan follows', async () => {
    const dir = copySample('cobra');
    expect((await ralph(dir, 'init')).code).toBe(0);
    const ci = join(dir, '.github/workflows/test.yml');
    writeFileSync(ci, readFileSync(ci, 'utf8').replace('args: --verbose', 'args: --timeout=5m'));

    const failed = await ralph(dir, 'init', '--check');
    expect(failed.code).toBe(1);
    expect(failed.err).toContain(
      'gate golangci-lint: the plan runs `golangci-lint run --verbose`; .github/workflows/test.yml, job golangci-lint now says `golangci-lint run --timeout=5m`',
    );

    // A gate without a source is the user's own: not compared.
    const planPath = join(dir, 'implementation.json');
    const plan = JSON.parse(readFileSync(planPath, 'utf8'));
    delete plan.gates.find((g: { name: string }) => g.name === 'golangci-lint').source;
    writeFileSync(planPath, JSON.stringify(plan, null, 2));
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);
  });

  it('fails when a setup step differs from what the project needs, and init --force puts it right', async () => {
    const dir = copySample('cobra');
    expect((await ralph(dir, 'init')).code).toBe(0);
    const path = join(dir, WORKFLOW_PATH);
    const written = readFileSync(path, 'utf8');
    // The old setup: the go directive as the toolchain.
    writeFileSync(path, written.replace(/go-version: .*/, 'go-version-file: go.mod'));
    const failed = await ralph(dir, 'init', '--check');
    expect(failed.code).toBe(1);
    expect(failed.err).toContain(
      'setup step 1 "Set up (actions/setup-go)": the workflow uses actions/setup-go@v5 with go-version-file: go.mod, cache: false; the project needs "Set up (actions/setup-go)", which uses actions/setup-go@v5 with go-version: 1.17.x, cache: false',
    );

    // The CI's matrix moves on: its main leg's Go is the Go to set up now.
    writeFileSync(path, written);
    const ci = join(dir, '.github/workflows/test.yml');
    writeFileSync(ci, readFileSync(ci, 'utf8').replace(/go:\n(\s+)- 17/, 'go:\n$1- 23'));
    const again = await ralph(dir, 'init', '--check');
    expect(again.code).toBe(1);
    expect(again.err).toContain('with go-version: 1.23.x');

    expect((await ralph(dir, 'init', '--force')).code).toBe(0);
    expect((await ralph(dir, 'init', '--check')).code).toBe(0);
    expect(renderedSetup(readFileSync(path, 'utf8'))[0]!.with).toEqual({
      'go-version': '1.23.x',
      cache: 'false',
    });
  });

  it('names missing and extra setup steps', () => {
    const go = { name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version': 'stable' } };
    const lint = { name: 'Install golangci-lint', run: 'go install x@latest' };
    expect(setupDifferences([go], [go])).toEqual([]);
    expect(setupDifferences([go], [go, lint])).toEqual([
      'setup step 2 "Install golangci-lint" is missing: it runs `go install x@latest`',
    ]);
    expect(setupDifferences([go, lint], [go])).toEqual([
      'setup step 2 "Install golangci-lint" (runs `go install x@latest`): not one the project needs now',
    ]);
  });
});

describe('ralph init --dry-run', () => {
  /** A directory on PATH with stand-ins for tools: only their presence is checked, never run. */
  function binDir(...tools: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-init-bin-'));
    dirs.push(dir);
    for (const t of tools) {
      writeFileSync(join(dir, t), '#!/bin/sh\nexit 99\n');
      chmodSync(join(dir, t), 0o755);
    }
    return dir;
  }

  it('lists the gates, where each came from and whether its tool is found, and writes nothing', async () => {
    const dir = copySample('zod');
    const bin = binDir('pnpm');
    const r = await ralphWith({ PATH: bin }, dir, 'init', '--dry-run');
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toContain('would create implementation.json');
    expect(r.out).toContain(`would create ${WORKFLOW_PATH}`);
    expect(r.out).toContain(
      `  pnpm lint:check: pnpm lint:check\n    from: .github/workflows/test.yml, job lint\n    tool: pnpm found (${join(bin, 'pnpm')}); script "lint:check" in package.json\n`,
    );
    // The CI job's setup, its cache off in the task job, and its install step.
    expect(r.out).toContain('  Set up (actions/setup-node): actions/setup-node@v4 (node-version: latest)');
    expect(r.out).toContain('  pnpm install: `pnpm install`');
    // Each gate is listed once, with its tool.
    expect(r.out.match(/^ {2}pnpm lint:check: /gm)).toHaveLength(1);
    expect(r.out).toContain('Nothing was written (--dry-run).');
    expect(existsSync(join(dir, 'implementation.json'))).toBe(false);
    expect(existsSync(join(dir, WORKFLOW_PATH))).toBe(false);
  });

  it('says which tools are missing, and which the package manager installs', async () => {
    const dir = copySample('click');
    mkdirSync(join(dir, '.venv', 'bin'), { recursive: true });
    writeFileSync(join(dir, '.venv', 'bin', 'mypy'), '#!/bin/sh\n');
    chmodSync(join(dir, '.venv', 'bin', 'mypy'), 0o755);
    const noUv = await ralphWith({ PATH: binDir() }, dir, 'init', '--dry-run');
    // Every required gate runs uv, and there is none: the dry run fails, naming them.
    expect(noUv.code).toBe(1);
    expect(noUv.err).toContain(
      'ralph init --dry-run: 3 required gates cannot run here, their tools are missing: ',
    );
    expect(noUv.err).toContain('uv run --locked --no-default-groups --group dev tox run -e typing (uv)');
    const uvMissing =
      'uv not found on PATH (install it to run this gate here: without it the gate exits 127)';
    expect(noUv.out).toContain(`tool: ${uvMissing}; tox not installed here yet (uv sync installs it)`);

    const cobra = copySample('cobra');
    const go = await ralphWith({ PATH: binDir('go') }, cobra, 'init', '--dry-run');
    expect(go.out).toContain(
      'tool: golangci-lint not found on PATH (install it to run this gate here: without it the gate exits 127)',
    );
    expect(go.out).toMatch(
      /make richtest\n {4}from: \.github\/workflows\/test\.yml, job test-unix, leg platform=ubuntu, go=17\n {4}tool: make not found on PATH /,
    );
  });

  it('counts the services init writes into the task job: a gate that talks to them has them', async () => {
    // brianc/node-postgres's tests talk to the PostgreSQL service of their CI job (PGHOST); the
    // task job init writes has that service, so the dry run finds nothing missing in CI.
    const dir = mkdtempSync(join(tmpdir(), 'ralph-init-node-postgres-'));
    dirs.push(dir);
    cpSync(join(import.meta.dirname, 'fixtures', 'ci-repos', 'brianc-node-postgres'), dir, {
      recursive: true,
    });
    execFileSync('git', ['init', '--quiet'], { cwd: dir });
    const r = await ralphWith({ PATH: binDir('yarn', 'psql') }, dir, 'init', '--dry-run');
    expect(r.out).toContain('sets up what every gate needs, as far as Ralph can tell.');
    expect(r.out).not.toContain('PostgreSQL server');
    expect(r.code).toBe(0);
  });

  it('lists the plan gates when the plan has them', async () => {
    const dir = copySample('go');
    expect((await ralph(dir, 'init')).code).toBe(0);
    const planPath = join(dir, 'implementation.json');
    const plan = JSON.parse(readFileSync(planPath, 'utf8'));
    plan.gates.push({ name: 'staticcheck', command: 'staticcheck ./...' });
    writeFileSync(planPath, JSON.stringify(plan, null, 2));
    const r = await ralphWith({ PATH: binDir() }, dir, 'init', '--dry-run');
    expect(r.out).toContain('implementation.json exists and has gates');
    expect(r.out).toContain('  staticcheck: staticcheck ./...\n    from: the plan (written by hand)\n');
    expect(readFileSync(planPath, 'utf8')).toBe(JSON.stringify(plan, null, 2));
  });
});

describe('detectProject: ecosystems', () => {
  it('never runs a writing script as a gate: a check-mode variant, else no gate and a note', () => {
    const only = detectProject(
      readerFromFiles({
        'package.json': JSON.stringify({ scripts: { lint: 'eslint --fix .', test: 'vitest run' } }),
      }),
    );
    expect(only.gates.map((g) => g.name)).toEqual(['test']);
    expect(only.notes.join('\n')).toContain('no lint gate (add a check-mode script, such as "lint:check")');
    const both = detectProject(
      readerFromFiles({
        'package.json': JSON.stringify({
          scripts: { format: 'prettier --write .', 'format:check': 'prettier --check .', lint: 'eslint .' },
        }),
      }),
    );
    expect(both.gates.map((g) => g.command)).toEqual(['npm run lint', 'npm run format:check']);
  });

  it('installs Playwright browsers where the tests use Playwright', () => {
    const d = detectProject(
      readerFromFiles({
        'package.json': JSON.stringify({
          scripts: { test: 'playwright test' },
          devDependencies: { '@playwright/test': '^1.50.1' },
        }),
        'pnpm-lock.yaml': '',
      }),
    );
    expect(d.setupSteps.slice(-2)).toEqual([
      {
        name: "Install Playwright's system dependencies",
        run: 'cd "$RUNNER_TEMP" && npx --yes playwright@1.50.1 install-deps',
      },
      { name: 'Install Playwright browsers', run: 'pnpm exec playwright install', repoCode: true },
    ]);
  });

  it('rust: --workspace for a workspace, clippy where a clippy.toml or lints table says so', () => {
    const ws = '[workspace]\nmembers = ["a", "b"]\n\n[workspace.lints.clippy]\npedantic = "warn"\n';
    const d = detectProject(readerFromFiles({ 'Cargo.toml': ws, 'rustfmt.toml': 'max_width = 100\n' }));
    expect(d.gates).toEqual([
      { name: 'typecheck', command: 'cargo check --workspace', source: 'Cargo.toml' },
      {
        name: 'lint',
        command: 'cargo clippy --workspace --all-targets -- -D warnings',
        // No CI runs clippy: the lints table alone makes a gate that is not required.
        required: false,
        source: 'Cargo.toml [workspace.lints.clippy]',
      },
      { name: 'format', command: 'cargo fmt --all --check', source: 'rustfmt.toml' },
      { name: 'test', command: 'cargo test --workspace', source: 'Cargo.toml' },
      { name: 'build', command: 'cargo build --workspace', source: 'Cargo.toml' },
    ]);
    expect(d.setupSteps[0]!.with).toEqual({ components: 'clippy, rustfmt' });
    const crate = detectProject(
      readerFromFiles({ 'Cargo.toml': '[package]\nname = "x"\n', 'clippy.toml': '' }),
    );
    expect(crate.gates.find((g) => g.name === 'lint')).toEqual({
      name: 'lint',
      command: 'cargo clippy --all-targets -- -D warnings',
      required: false,
      source: 'clippy.toml',
    });
  });

  it('go: the toolchain line; golangci-lint from .golangci.yml, a v1 config with a v1 binary', () => {
    const d = detectProject(
      readerFromFiles({
        'go.mod': 'module x\n\ngo 1.21\n\ntoolchain go1.22.5\n',
        '.golangci.yml': 'linters:\n  enable: [errcheck]\n',
      }),
    );
    expect(d.gates.map((g) => [g.name, g.command, g.source])).toEqual([
      ['lint', 'golangci-lint run', '.golangci.yml'],
      ['test', 'go test ./...', 'go.mod'],
      ['build', 'go build ./...', 'go.mod'],
    ]);
    expect(d.setupSteps).toEqual([
      // setup-go caches by default from v4: off in a task job (issue 29).
      { name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version': '1.22.5', cache: 'false' } },
      {
        name: 'Install golangci-lint',
        run: 'go install github.com/golangci/golangci-lint/cmd/golangci-lint@v1.64.8',
      },
    ]);
  });

  it('uv: a tool outside the default groups runs with its group; no uv.lock, no --locked', () => {
    const pyproject =
      '[project]\nname = "x"\nrequires-python = ">=3.11"\n\n[dependency-groups]\ndev = ["pytest"]\nlint = ["ruff"]\n\n[tool.uv]\npackage = true\n';
    const locked = detectProject(
      readerFromFiles({ 'pyproject.toml': pyproject, 'uv.lock': 'version = 1\n' }),
    );
    expect(locked.gates.map((g) => g.command)).toEqual([
      'uv run --locked --group lint ruff check',
      'uv run --locked pytest',
    ]);
    expect(locked.setupSteps.at(-1)).toEqual({
      name: 'Install dependencies',
      run: 'uv sync --locked --group lint',
      repoCode: true,
    });
    const unlocked = detectProject(readerFromFiles({ 'pyproject.toml': pyproject }));
    expect(unlocked.gates.map((g) => g.command)).toEqual(['uv run --group lint ruff check', 'uv run pytest']);
  });

  it('poetry: the gates run through poetry run', () => {
    const pyproject =
      '[tool.poetry]\nname = "x"\n\n[tool.poetry.group.dev.dependencies]\npytest = "^8"\nmypy = "^1.10"\n\n[tool.mypy]\nfiles = ["src"]\n';
    const d = detectProject(readerFromFiles({ 'pyproject.toml': pyproject, 'poetry.lock': '' }));
    expect(d.gates.map((g) => g.command)).toEqual(['poetry run mypy', 'poetry run pytest']);
    expect(d.setupSteps.map((s) => s.uses ?? s.run)).toEqual([
      'actions/setup-python@v5',
      'pip install poetry',
      'poetry install --no-interaction',
    ]);
  });
});

describe('readCi', () => {
  const files = {
    'package.json': JSON.stringify({ scripts: { test: 'vitest run', lint: 'eslint .', build: 'tsc' } }),
    'package-lock.json': '{}',
    '.github/workflows/ci.yml': `on: [pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
    steps:
      - uses: actions/setup-node@v4
        with:
          node-version: \${{ matrix.node }}
      - run: npm ci
      - run: sudo apt-get install -y --no-install-recommends libpq-dev
      - run: npm run build
      - run: npm test -- --shard=\${{ matrix.shard }}
      - run: npm test
      - run: npm run lint
        working-directory: packages/web
      - run: npm run report
        if: failure()
      - run: |
          cd site
          npm run typecheck
      - run: |
          if [ "$RUNNER_OS" = Linux ]; then
            npm run test:linux
          fi
          exists() {
            test -f "$1"
          }
          exists dist/index.js
  experimental:
    runs-on: ubuntu-latest
    continue-on-error: true
    steps:
      - run: npx tsc --noEmit
      - run: npm run e2e || true
  windows:
    runs-on: windows-latest
    steps:
      - run: npm run build:win
`,
    '.github/workflows/nightly.yml':
      'on:\n  push:\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm run lint\n',
    '.github/workflows/ralph.yml':
      'on: [pull_request]\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ralph-ci/ralph@v0\n      - run: npm run lint\n',
  };

  // Changed with issue 29: every checking step of a kept job is a gate as the CI writes it
  // (its directory, its multi-line script), no longer only the commands Ralph recognised.
  it('reads the pull-request workflows as jobs, not Ralph own, and transplants what they run', async () => {
    const ci = readCi(readerFromFiles(files));
    expect(ci.files).toEqual(['.github/workflows/ci.yml']);
    const d = detectProject(readerFromFiles(files));
    expect(d.jobs?.map((j) => [j.job, j.verdict])).toEqual([
      ['test', 'kept'],
      ['experimental', 'optional'],
      ['windows', 'left out'],
    ]);
    const source = '.github/workflows/ci.yml, job test';
    expect(d.gates).toEqual([
      { name: 'npm run build', command: 'npm run build', source },
      // A matrix key the job does not have reads as '', as on GitHub.
      { name: 'npm test -- --shard=', command: 'npm test -- --shard=', source },
      { name: 'npm test', command: 'npm test', source },
      // A step's working directory and a multi-line script stay as the CI writes them.
      { name: 'npm run lint', command: 'npm run lint', workingDirectory: 'packages/web', source },
      { name: 'npm run typecheck', command: 'cd site\nnpm run typecheck', shell: 'bash -e {0}', source },
      // The CI lets this job fail: so may its gates.
      {
        name: 'npx tsc --noEmit',
        command: 'npx tsc --noEmit',
        required: false,
        source: '.github/workflows/ci.yml, job experimental',
      },
      {
        name: 'npm run e2e || true',
        command: 'npm run e2e || true',
        required: false,
        source: '.github/workflows/ci.yml, job experimental',
      },
    ]);
    // setup-node's node-version evaluates to '' (no matrix): not given. The apt-get line runs no
    // repository code: the task job runs it as written; npm ci runs through Ralph's setup step.
    expect(d.setupSteps).toEqual([
      { name: 'Set up (actions/setup-node)', uses: 'actions/setup-node@v4' },
      { name: 'npm ci', run: 'npm ci', repoCode: true },
      {
        name: 'sudo apt-get install -y --no-install-recommends libpq-dev',
        run: 'sudo apt-get install -y --no-install-recommends libpq-dev',
      },
    ]);
    expect(d.services).toEqual({ postgres: { image: 'postgres:16' } });
    const workflow = renderWorkflow({ gates: d.gates, setupSteps: d.setupSteps, services: d.services });
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    // A step for failures and the Windows job give nothing.
    expect(JSON.stringify(d.gates)).not.toMatch(/npm run report|build:win/);
  });

  it('follows a reusable workflow and a composite action of the repository', () => {
    const d = detectProject(
      readerFromFiles({
        'package.json': JSON.stringify({ scripts: { build: 'tsc', test: 'vitest run' } }),
        'pnpm-lock.yaml': '',
        '.github/workflows/pr.yml':
          'on: pull_request\njobs:\n  checks:\n    uses: ./.github/workflows/checks.yml\n',
        '.github/workflows/checks.yml':
          'on: workflow_call\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./.github/actions/setup\n      - run: pnpm test\n',
        '.github/actions/setup/action.yml':
          'runs:\n  using: composite\n  steps:\n    - run: pnpm install\n      shell: bash\n    - run: pnpm build\n      shell: bash\n',
      }),
    );
    const source = '.github/workflows/pr.yml → .github/workflows/checks.yml, job test';
    expect(d.gates).toEqual([
      { name: 'pnpm build', command: 'pnpm build', shell: 'bash', source },
      { name: 'pnpm test', command: 'pnpm test', source },
    ]);
    expect(d.setupSteps).toEqual([{ name: 'pnpm install', run: 'pnpm install', repoCode: true }]);
    expect(d.jobs?.[0]).toMatchObject({ workflow: 'pr.yml', job: 'checks / test', verdict: 'kept' });
  });

  it('falls back to push workflows when none runs on pull requests', () => {
    const { '.github/workflows/ci.yml': _, ...rest } = files;
    const d = detectProject(readerFromFiles(rest));
    expect(d.gates[0]).toEqual({
      name: 'npm run lint',
      command: 'npm run lint',
      source: '.github/workflows/nightly.yml, job x',
    });
  });

  it('keeps a run script with a shell function or brace group whole, as the CI runs it', () => {
    const workflow = [
      'on: pull_request',
      'jobs:',
      '  check:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: |',
      '          retry() {',
      '            "$@" || "$@"',
      '          }',
      '          {',
      '            echo grouped',
      '          }',
      '          npm run lint',
      '          npm test',
      '',
    ].join('\n');
    const d = detectProject(
      readerFromFiles({
        '.github/workflows/ci.yml': workflow,
        'package.json': JSON.stringify({ scripts: { lint: 'eslint .', test: 'vitest run' } }),
        'package-lock.json': '{}',
      }),
    );
    expect(d.gates.map((g) => [g.command, g.shell, g.source])).toEqual([
      [
        'retry() {\n  "$@" || "$@"\n}\n{\n  echo grouped\n}\nnpm run lint\nnpm test',
        'bash -e {0}',
        '.github/workflows/ci.yml, job check',
      ],
    ]);
  });
});

// Changed with issue 29: a repository with CI gets the CI's own steps (as written, named after
// the step); the build files' gates (and their required: false notes) serve repositories
// without CI only. What these tests pinned that still holds is pinned in the new words.
describe('gates as the CI runs them', () => {
  const ci = (jobs: string) => `on: pull_request\njobs:\n${jobs}`;

  it('pip: an install script of the repository runs in the setup as the agent user; the tests are the gate', () => {
    const pyproject =
      '[project]\nname = "x"\ndependencies = []\n\n[project.optional-dependencies]\ntest = ["pytest", "hypothesis"]\n';
    const script = detectProject(
      readerFromFiles({
        'pyproject.toml': pyproject,
        'scripts/install.sh': '#!/bin/sh\nset -e\npython -m pip install -e ".[test]"\n',
        '.github/workflows/ci.yml': ci(
          '  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ./scripts/install.sh\n      - run: pytest -q\n',
        ),
      }),
    );
    expect(script.gates).toEqual([
      { name: 'pytest -q', command: 'pytest -q', source: '.github/workflows/ci.yml, job test' },
    ]);
    expect(script.setupSteps).toEqual([
      { name: './scripts/install.sh', run: './scripts/install.sh', repoCode: true },
    ]);

    const extras = detectProject(
      readerFromFiles({
        'pyproject.toml': pyproject,
        '.github/workflows/ci.yml': ci(
          "  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: python -m pip install --upgrade pip wheel\n      - run: python -m pip install -e '.[test]'\n      - run: python -m pytest\n",
        ),
      }),
    );
    expect(extras.setupSteps.map((s) => s.run)).toEqual([
      'python -m pip install --upgrade pip wheel',
      "python -m pip install -e '.[test]'",
    ]);
    expect(extras.gates.map((g) => g.command)).toEqual(['python -m pytest']);
  });

  it('tox: the tox run the CI makes is the gate, tox installed as the CI installs it', () => {
    const d = detectProject(
      readerFromFiles({
        'pyproject.toml': '[project]\nname = "x"\n',
        'tox.ini':
          '[tox]\nenvlist = py312, typing\n\n[testenv]\ndeps = pytest\ncommands = pytest {posargs}\n',
        '.github/workflows/tests.yml': ci(
          '  tests:\n    runs-on: ubuntu-latest\n    env:\n      TOXENV: py312,typing\n    steps:\n      - run: pip install tox\n      - run: tox\n',
        ),
      }),
    );
    expect(d.gates).toEqual([
      {
        name: 'tox',
        command: 'tox',
        env: { TOXENV: 'py312,typing' },
        source: '.github/workflows/tests.yml, job tests',
      },
    ]);
    expect(d.setupSteps).toEqual([
      { name: 'pip install tox', run: 'pip install tox', repoCode: true, env: { TOXENV: 'py312,typing' } },
    ]);
  });

  it('rust: clippy as the CI runs it; from a clippy.toml alone (no CI) not required; a fixer never', () => {
    const files = {
      'Cargo.toml': '[package]\nname = "x"\n',
      'clippy.toml': 'msrv = "1.70"\n',
      '.github/workflows/ci.yml': ci(
        '  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: dtolnay/rust-toolchain@stable\n      - run: cargo clippy --all-targets -- -D warnings\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo test\n',
      ),
    };
    const ran = detectProject(readerFromFiles(files));
    expect(ran.gates[0]).toEqual({
      name: 'cargo clippy --all-targets -- -D warnings',
      command: 'cargo clippy --all-targets -- -D warnings',
      source: '.github/workflows/ci.yml, job lint',
    });
    const alone = detectProject(readerFromFiles({ 'Cargo.toml': files['Cargo.toml'], 'clippy.toml': '' }));
    expect(alone.gates.find((g) => g.name === 'lint')!.required).toBe(false);
    expect(alone.gates.find((g) => g.name === 'test')!.required).toBeUndefined();
    expect(alone.notes.join('\n')).toContain(
      'gate lint (`cargo clippy --all-targets -- -D warnings`): required: false, because only clippy.toml says the project uses it and no CI runs it',
    );
    // A clippy run with --fix fixes: not a gate, and said.
    const fixing = detectProject(
      readerFromFiles({
        ...files,
        '.github/workflows/ci.yml': ci(
          '  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cargo clippy --fix --allow-dirty\n      - run: cargo test\n',
        ),
      }),
    );
    expect(fixing.gates.map((g) => g.command)).toEqual(['cargo test']);
    expect(fixing.notes.join('\n')).toContain(
      '`cargo clippy --fix --allow-dirty`: it writes files (--fix), so it is not a check',
    );
  });

  it('the nightly docs job gives no gate, and the table says why', () => {
    const d = detectProject(projectReader(join(samples, 'nightlydocs')));
    expect(d.gates.some((g) => g.command.includes('cargo doc'))).toBe(false);
    expect(d.jobs?.find((j) => j.job === 'docs')).toMatchObject({
      verdict: 'left out',
      reason: 'sets up the nightly toolchain (nightly)',
    });
    expect(d.jobs?.find((j) => j.job === 'minimal-versions')?.reason).toBe('a minimal-versions job');
  });

  it("go: golangci-lint as the CI runs it (installed by its action); an unused config's is no gate", () => {
    const oldlint = detectProject(projectReader(join(samples, 'oldlint')));
    expect(oldlint.gates.some((g) => g.command.includes('golangci-lint'))).toBe(false);
    const cobra = detectProject(projectReader(join(samples, 'cobra')));
    expect(cobra.gates.find((g) => g.name === 'golangci-lint')).toEqual({
      name: 'golangci-lint',
      command: 'golangci-lint run --verbose',
      source: '.github/workflows/test.yml, job golangci-lint',
    });
    expect(cobra.setupSteps.find((s) => s.uses === 'golangci/golangci-lint-action@v8')?.with).toEqual({
      version: 'latest',
      'install-only': 'true',
    });
  });

  it('node: an autofix job gives no gate; coverage runs are test gates; fixers are named', () => {
    const autofix = detectProject(projectReader(join(samples, 'autofix')));
    expect(autofix.jobs?.find((j) => j.workflow === 'autofix.yml')?.reason).toMatch(/autofix/);
    expect(autofix.gates.some((g) => g.source.includes('autofix.yml'))).toBe(false);

    const pkg = JSON.stringify({
      scripts: { test: 'vitest', lint: 'eslint .', 'lint:fix': 'eslint . --fix' },
      devDependencies: { vitest: '^3' },
    });
    const run = (lines: string[]) =>
      detectProject(
        readerFromFiles({
          'package.json': pkg,
          'pnpm-lock.yaml': '',
          '.github/workflows/ci.yml': ci(
            `  test:\n    runs-on: ubuntu-latest\n    steps:\n${lines.map((l) => `      - run: ${l}\n`).join('')}`,
          ),
        }),
      );
    expect(run(['pnpm test -- --coverage']).gates[0]).toEqual({
      name: 'pnpm test -- --coverage',
      command: 'pnpm test -- --coverage',
      source: '.github/workflows/ci.yml, job test',
    });
    const fixer = run(['pnpm lint --fix', 'pnpm lint:fix', 'pnpm test']);
    expect(fixer.gates.map((g) => g.command)).toEqual(['pnpm test']);
    const notes = fixer.notes.join('\n');
    expect(notes).toContain('`pnpm lint --fix`: it writes files (--fix)');
    expect(notes).toContain('`pnpm lint:fix`: it writes files (the script lint:fix)');
  });

  it('a job that commits with git is left out, and so is every job of an autofix workflow', () => {
    const d = detectProject(
      readerFromFiles({
        'package.json': JSON.stringify({ scripts: { build: 'tsc', test: 'vitest run' } }),
        'package-lock.json': '{}',
        '.github/workflows/ci.yml': ci(
          '  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n  regen:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm run build\n      - run: |\n          git add dist\n          git commit -m "rebuild dist" && git push\n',
        ),
      }),
    );
    expect(d.gates).toEqual([
      { name: 'npm test', command: 'npm test', source: '.github/workflows/ci.yml, job test' },
    ]);
    expect(d.jobs?.find((j) => j.job === 'regen')?.reason).toBe(
      'commits or pushes what it changed: an autofix or release job',
    );

    const named = detectProject(
      readerFromFiles({
        'package.json': JSON.stringify({ scripts: { build: 'tsc', test: 'vitest run' } }),
        'package-lock.json': '{}',
        '.github/workflows/autofix.yml':
          'name: autofix.ci\non: pull_request\njobs:\n  prepare:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm run build\n',
        '.github/workflows/ci.yml':
          'on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
      }),
    );
    expect(named.gates.map((g) => g.source)).toEqual(['.github/workflows/ci.yml, job test']);
    expect(named.jobs?.find((j) => j.job === 'prepare')?.reason).toMatch(/autofix/);
  });
});

describe('ralph init --dry-run exit status', () => {
  function binDir(...tools: string[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-init-bin-'));
    dirs.push(dir);
    for (const t of tools) {
      writeFileSync(join(dir, t), '#!/bin/sh\nexit 99\n');
      chmodSync(join(dir, t), 0o755);
    }
    return dir;
  }

  it('exits 1 naming each required gate whose tool is missing; 0 when they are all found', async () => {
    const dir = copySample('oldlint');
    const none = await ralphWith({ PATH: binDir() }, dir, 'init', '--dry-run');
    expect(none.code).toBe(1);
    expect(none.err).toBe(
      'ralph init --dry-run: 2 required gates cannot run here, their tools are missing: Vet (go), Test (go). Install them (the workflow\'s setup steps do in CI), or set "required": false on the gate in implementation.json if it may fail.\n' +
        '  go: install it: Go: https://go.dev/dl or `apt-get install golang` (CI: actions/setup-go)\n',
    );
    expect(existsSync(join(dir, 'implementation.json'))).toBe(false);

    const found = await ralphWith({ PATH: binDir('go') }, dir, 'init', '--dry-run');
    expect(found).toMatchObject({ code: 0, err: '' });
    expect(found.out).toContain(`tool: go found (`);
  });

  it('reads quoted assignments before the command, and a missing package.json script', async () => {
    const dir = copySample('nightlydocs');
    const planPath = join(dir, 'implementation.json');
    expect((await ralph(dir, 'init')).code).toBe(0);
    const plan = JSON.parse(readFileSync(planPath, 'utf8'));
    plan.gates = [{ name: 'doc', command: "RUSTDOCFLAGS='--cfg docsrs' cargo +nightly doc --no-deps" }];
    writeFileSync(planPath, JSON.stringify(plan, null, 2));
    const bin = binDir('cargo');
    const r = await ralphWith({ PATH: bin }, dir, 'init', '--dry-run');
    expect(r.out).toContain(`    tool: cargo found (${join(bin, 'cargo')})\n`);
    // Found here, but the task job init wrote installs stable Rust only: flagged, with the fix.
    expect(r.out).toContain(
      '  doc: needs the Rust toolchain nightly (`cargo +nightly`)\n    fix: add `uses: dtolnay/rust-toolchain@master` with `toolchain: nightly` to the task job, or drop `+nightly` from the gate\n',
    );
    expect(r).toMatchObject({
      code: 1,
      err: 'ralph init --dry-run: in CI, the task job does not set up what a required gate needs: doc (the Rust toolchain nightly (`cargo +nightly`)). Set it up as said above, or set "required": false on the gate in implementation.json.\n',
    });

    const node = copySample('autofix');
    const pnpm = binDir('pnpm');
    const ok = await ralphWith({ PATH: pnpm }, node, 'init', '--dry-run');
    expect(ok).toMatchObject({ code: 0, err: '' });
    expect(ok.out).toContain(
      `  pnpm vitest run --coverage: pnpm vitest run --coverage\n    from: .github/workflows/ci.yml, job test\n    tool: pnpm found (${join(pnpm, 'pnpm')}); vitest not installed here yet (the install step installs it)\n`,
    );
    expect((await ralph(node, 'init')).code).toBe(0);
    const nodePlan = join(node, 'implementation.json');
    const p = JSON.parse(readFileSync(nodePlan, 'utf8'));
    p.gates.push({ name: 'e2e', command: 'pnpm run e2e' });
    writeFileSync(nodePlan, JSON.stringify(p, null, 2));
    const noScript = await ralphWith({ PATH: pnpm }, node, 'init', '--dry-run');
    expect(noScript.code).toBe(1);
    expect(noScript.err).toContain('missing: e2e (script "e2e" of package.json)');
  });
});

// Changed with issue 29: the tox run the CI makes is the gate; an env it never runs is none
// (before, Ralph ran the envs' tools directly and named the others).
describe('tox envs the CI does not run', () => {
  it('gives the env the CI runs as its gate, and no gate for the others', () => {
    const d = detectProject(
      readerFromFiles({
        'pyproject.toml': '[project]\nname = "x"\n',
        'tox.ini':
          '[tox]\nenvlist = py\n\n[testenv]\ndeps = pytest\ncommands = pytest\n\n[testenv:mypy]\ndeps = mypy\ncommands = mypy src\n',
        '.github/workflows/ci.yml':
          'on: pull_request\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install tox\n      - run: tox -e py\n',
      }),
    );
    expect(d.gates.map((g) => g.command)).toEqual(['tox -e py']);
  });
});

// Changed with issue 29: the setup is the CI job's own action, as written.
describe('the toolchain of the CI job a gate comes from', () => {
  it('rust: the toolchain action as the CI job writes it', () => {
    const files = (uses: string) => ({
      'Cargo.toml': '[package]\nname = "x"\n',
      '.github/workflows/ci.yml': `on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ${uses}\n      - run: cargo test --locked\n`,
    });
    const pinned = detectProject(readerFromFiles(files('dtolnay/rust-toolchain@1.85.0')));
    expect(pinned.setupSteps[0]).toEqual({
      name: 'Set up (dtolnay/rust-toolchain)',
      uses: 'dtolnay/rust-toolchain@1.85.0',
    });
    const stable = detectProject(readerFromFiles(files('dtolnay/rust-toolchain@stable')));
    expect(stable.setupSteps[0]).toEqual({
      name: 'Set up (dtolnay/rust-toolchain)',
      uses: 'dtolnay/rust-toolchain@stable',
    });
  });

  it('node: two kept jobs with two versions: the newer, with a note', () => {
    const node = detectProject(
      readerFromFiles({
        'package.json': JSON.stringify({ scripts: { test: 'vitest run' } }),
        'package-lock.json': '{}',
        '.github/workflows/ci.yml':
          'on: pull_request\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 18\n      - run: npx typedoc\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-node@v4\n        with:\n          node-version: 22.4\n      - run: npm test\n',
      }),
    );
    expect(node.setupSteps[0]!.with).toEqual({ 'node-version': '22.4' });
    expect(node.notes.join('\n')).toContain('the task job gets actions/setup-node@v4 (node-version: 22.4)');
  });
});

describe('ralph init on a transplanted CI: the jobs table, --job and --leg, --check', () => {
  const axum = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-init-axum-'));
    dirs.push(dir);
    cpSync(join(import.meta.dirname, 'fixtures', 'ci-repos', 'tokio-rs-axum'), dir, { recursive: true });
    execFileSync('git', ['init', '--quiet'], { cwd: dir });
    return dir;
  };

  it('prints the jobs table, writes gates whose source names workflow, job and leg, and --check passes', async () => {
    const dir = axum();
    const r = await ralph(dir, 'init');
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/CI jobs:\n {2}workflow {2}job +leg +verdict +why\n/);
    expect(r.out).toMatch(/ {2}CI\.yml {4}test-msrv +- +left out {2}an MSRV job/);
    const { plan } = loadPlan(join(dir, 'implementation.json'));
    expect(plan.gates?.find((g) => g.name === 'Run tests')?.source).toBe(
      '.github/workflows/CI.yml, job test-versions, leg rust=stable, workspace=.',
    );
    const workflow = readFileSync(join(dir, WORKFLOW_PATH), 'utf8');
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    expect(await ralph(dir, 'init', '--check')).toMatchObject({ code: 0, err: '' });
    // The CI changes a kept step: --check names it.
    const ci = join(dir, '.github/workflows/CI.yml');
    writeFileSync(
      ci,
      readFileSync(ci, 'utf8').replace('cargo fmt --all --check', 'cargo fmt --all --check --verbose'),
    );
    const changed = await ralph(dir, 'init', '--check');
    expect(changed.code).toBe(1);
    expect(changed.err).toContain(
      'gate rustfmt: the plan runs `cargo fmt --all --check --manifest-path ./Cargo.toml`',
    );
  });

  it('--job and --leg choose instead; a leg that is not KEY=VALUE is refused', async () => {
    const dir = axum();
    const r = await ralph(dir, 'init', '--dry-run', '--job', 'test-versions', '--leg', 'rust=beta');
    // (its exit status says whether cargo is on PATH here: not what this test is about)
    expect(r.out).toContain(
      'Set up (dtolnay/rust-toolchain): dtolnay/rust-toolchain@master (toolchain: beta)',
    );
    expect(r.out).toMatch(
      /test-versions +rust=beta, workspace=\. +kept {6}chosen with --job; gates: Run tests/,
    );
    expect(r.out).toMatch(/check +workspace=\. +left out {2}not chosen \(--job\)/);
    const bad = await ralph(dir, 'init', '--dry-run', '--leg', 'rust');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--leg rust: give KEY=VALUE, a matrix key and its value (--leg rust=stable)');
  });
});
