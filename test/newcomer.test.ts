// A newcomer's first hour (issue 32, docs/ARCHITECTURE.md#errors): `npm run demo`, `ralph init`,
// `ralph build` and the help, read as a new user reads them, and every command they print run as
// printed, through `sh -c`, with `ralph` on PATH as `npm install -g` puts it there (a wrapper of
// dist/index.js) and a stand-in for GitHub's `gh` (test/support/gh.ts says what it does not
// model). Real git, real bare remotes, the demo's and the scripted agent as real processes.
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { shellCommand, shellWord } from '../src/core/shell.js';
import { ensureDist } from './plan-fixtures.js';
import { runRalph } from './support/cli.js';
import { installGh } from './support/gh.js';
import { GIT_ENV, git, makeRemote, makeRepo, planJson, tempDir } from './support/repo.js';
import { SCRIPTED, writeScript } from './support/scripted-agent.js';

const REPO_ROOT = join(import.meta.dirname, '..');

/** A folder with `ralph` (this checkout's dist/index.js) and the `gh` stand-in, for PATH. */
function userBin(): string {
  const bin = join(tempDir('ralph-bin-'), 'bin');
  mkdirSync(bin, { recursive: true });
  const ralph = join(bin, 'ralph');
  writeFileSync(ralph, `#!/bin/sh\nexec ${shellCommand([process.execPath, ensureDist()])} "$@"\n`);
  chmodSync(ralph, 0o755);
  installGh(bin);
  return bin;
}

/** The environment a user's shell has: `ralph` and `gh` on PATH, git's identity; no CI. */
function userEnv(bin: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...GIT_ENV, PATH: `${bin}:${process.env.PATH}`, ...extra };
  for (const key of Object.keys(env)) if (key.startsWith('INPUT_') || key === 'CI') delete env[key];
  return env;
}

interface Ran {
  command: string;
  code: number;
  out: string;
}

/** A command line as a user pastes it: `sh -c`, in `cwd`. */
function sh(command: string, cwd: string, env: NodeJS.ProcessEnv): Ran {
  const r = spawnSync('sh', ['-c', command], { cwd, env, encoding: 'utf8' });
  return { command, code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

/** The commands in a text Ralph printed: each `...` span that starts with ralph, git or gh. */
function backticked(text: string): string[] {
  return [...text.matchAll(/`((?:ralph|git|gh) [^`]+)`/g)].map((m) => m[1]!);
}

/**
 * The commands in `ralph build`'s "Next:" block: the lines that are a command, alone or
 * followed by two spaces and what it does.
 */
function nextCommands(text: string): string[] {
  const next = text.slice(text.indexOf('\nNext:\n'));
  return [...next.matchAll(/^ +((?:ralph|git|gh) (?:\S| (?! ))+)/gm)].map((m) => m[1]!);
}

describe('the demo, read top to bottom and run as printed', () => {
  let transcript = '';
  let demoCode: number | null = null;

  beforeAll(async () => {
    ensureDist();
    // Its folders go into this file's temporary folder (TMPDIR), removed with it.
    const r = await promisify(execFile)(process.execPath, ['--import', 'tsx', join('scripts', 'demo.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (x) => ({ code: 0, out: x.stdout }),
      (e: { code?: number; stdout?: string; stderr?: string }) => ({
        code: e.code ?? 1,
        out: `${e.stdout}${e.stderr}`,
      }),
    );
    transcript = r.out;
    demoCode = r.code;
  }, 240_000);

  it('runs to the end', () => {
    expect(demoCode, transcript.slice(-3000)).toBe(0);
    expect(transcript).toContain('GitHub API requests, none the real API would reject.');
  });

  it('names the pull request a reply is on, and never prints "undefined"', () => {
    expect(transcript).not.toMatch(/undefined/);
    expect(transcript).toContain('github-actions[bot] on pull request #2 "Greeting":');
    expect(transcript).toContain('ada on issue #1 "Ralph: Farewell" (labels: ralph):');
  });

  it('captions each graph with one clean sentence', () => {
    expect(transcript).not.toMatch(/finished\.[.;]/);
    expect(transcript).toContain(
      'Critical path (1 unfinished task, thick border): `farewell-2`; green is completed, red dashed is blocked.',
    );
    expect(transcript).toContain('    Every task shown is finished; green is completed.');
  });

  it('runs `ralph status` once, on main, with both spec branches, and says so in good grammar', () => {
    const runs = transcript.split('\n').filter((l) => l.startsWith('$ '));
    expect(runs.filter((l) => l === '$ ralph status')).toHaveLength(1);
    expect(runs.some((l) => /^\$ git (checkout|switch)\b/.test(l))).toBe(false);
    const status = transcript.slice(transcript.indexOf('$ ralph status'));
    expect(status).toMatch(
      /greeting {2}greeting-1 {2}completed {2}1 .*spec commit [0-9a-f]{7} on ralph\/greeting/,
    );
    expect(status).toContain('Progress read from the spec branches ralph/farewell and ralph/greeting.');
    expect(transcript).not.toContain('those branches');
  });

  it('prints every command it runs, and each runs as printed with the exit code the demo got', () => {
    const lines = transcript.split('\n');
    // Each command, its folder (the last `cd` printed) and its exit code (`[exit N]` after its output, else 0).
    const commands: Array<{ command: string; cwd: string; code: number }> = [];
    let cwd = REPO_ROOT;
    for (const line of lines) {
      const exit = /^\[exit (\d+)\]$/.exec(line);
      if (exit) commands[commands.length - 1]!.code = Number(exit[1]);
      if (!line.startsWith('$ ')) continue;
      const command = line.slice(2);
      commands.push({ command, cwd, code: 0 });
      const to = /^cd (.+)$/.exec(command);
      // The folder as the shell reads the word: quoted or not.
      if (to)
        cwd = spawnSync('sh', ['-c', `cd ${to[1]} && pwd`], { encoding: 'utf8' }).stdout.trim() || to[1]!;
    }
    expect(commands.map((c) => c.command.split(' ')[0])).toEqual(
      expect.arrayContaining(['cp', 'cd', 'git', 'ralph']),
    );
    expect(commands.find((c) => c.command.startsWith('ralph build'))!.code).toBe(1);

    // The local part again from scratch, from the printed lines alone: the copy is made anew.
    const copy = commands.find((c) => c.command.startsWith('cp -R '))!;
    const project = commands[commands.indexOf(copy) + 1]!;
    expect(project.command).toMatch(/^cd .*\/greeter$/);
    const projectDir = project.command.slice(3).replace(/^'|'$/g, '');
    rmSync(projectDir, { recursive: true, force: true });
    const env = userEnv(userBin());
    const ran = commands.map((c) => ({ ...c, ...sh(c.command, c.cwd, env) }));
    for (const r of ran) expect(r.code, `${r.command}\n${r.out}`).toBe(commands[ran.indexOf(r)]!.code);
    const build = ran.find((r) => r.command.startsWith('ralph build'))!;
    expect(build.out).toContain('4 tasks completed, 1 blocked.');
    expect(ran.find((r) => r.command === 'ralph status')!.out).toContain('spec commit');
  }, 120_000);
});

describe('ralph init, then ralph build: every command they print runs as printed', () => {
  /** A clone (so `main` tracks origin) in a folder whose path has a space, with a bare remote. */
  function clonedProject(files: Record<string, string>): { work: string; remote: string } {
    const seed = makeRepo(files);
    const { remote } = makeRemote(seed);
    const work = join(tempDir('ralph-newcomer-'), 'my project');
    git(dirname(work), 'clone', '--quiet', remote, work);
    return { work, remote };
  }

  it('init writes a plan at a path with a space; its steps, build and what build prints all run', () => {
    const { work, remote } = clonedProject({
      'README.md': '# demo\n',
      'package.json': `${JSON.stringify({ name: 'demo', scripts: { test: 'node -e 0' } }, null, 2)}\n`,
    });
    const bin = userBin();
    const calls = join(dirname(bin), 'gh-calls.jsonl');
    writeFileSync(calls, '');
    const script = writeScript(
      { 'stuck-1': [{ marker: 'blocked:needs a key only a person has' }] },
      dirname(bin),
    );
    const env = userEnv(bin, { AGENT_SCRIPT: script, GH_CALLS: calls });
    const planRel = 'plans/the plan.json';

    const init = sh(
      shellCommand(['ralph', 'init', '--agent-command', shellCommand(['node', SCRIPTED]), '--plan', planRel]),
      work,
      env,
    );
    expect(init.code, init.out).toBe(0);
    const steps = backticked(init.out.slice(init.out.indexOf('\nNext, locally:')));
    expect(steps).toEqual([
      `ralph validate --plan 'plans/the plan.json'`,
      `git add 'plans/the plan.json' .github/workflows/ralph.yml && git commit -m 'Set up Ralph'`,
      `ralph build --plan 'plans/the plan.json'`,
      'git push',
      'gh workflow run ralph.yml',
    ]);

    // Step 1, "replace the example spec with your own": one spec that gets done, one that blocks.
    const plan = JSON.parse(readFileSync(join(work, planRel), 'utf8')) as Plan;
    plan.specs = [
      { id: 'greet', name: 'Greet', tasks: [{ id: 'greet-1', description: 'say hello', status: 'pending' }] },
      { id: 'stuck', tasks: [{ id: 'stuck-1', description: 'needs a person', status: 'pending' }] },
    ];
    writeFileSync(join(work, planRel), planJson(plan));

    const ran: Ran[] = [];
    for (const step of steps) {
      const r = sh(step, work, env);
      ran.push(r);
      if (step.startsWith('ralph build')) {
        // The blocked task makes it exit 1; what it prints next runs too.
        expect(r.code, r.out).toBe(1);
        const next = nextCommands(r.out);
        expect(next).toEqual([
          'git push -u origin ralph/greet',
          'gh pr create --base main --head ralph/greet --fill',
          `ralph retry stuck-1 --reason "..." --plan 'plans/the plan.json'`,
          `ralph skip stuck-1 --reason "..." --plan 'plans/the plan.json'`,
        ]);
        for (const command of next) {
          const n = sh(command, work, env);
          expect(n.code, `${command}\n${n.out}`).toBe(0);
        }
        expect(git(remote, 'rev-parse', 'ralph/greet')).toBe(git(work, 'rev-parse', 'ralph/greet'));
      } else expect(r.code, `${step}\n${r.out}`).toBe(0);
    }
    expect(git(remote, 'show', 'main:plans/the plan.json')).toContain('"greet-1"');
    expect(
      readFileSync(calls, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { command: ['pr', 'create'], flags: { base: 'main', head: 'ralph/greet', fill: true }, args: [] },
      { command: ['workflow', 'run'], flags: {}, args: ['ralph.yml'] },
    ]);
  }, 120_000);

  it('the gh stand-in refuses what the real gh refuses: a stray word, an unknown flag', () => {
    const { work } = clonedProject({ 'README.md': '# demo\n' });
    const bin = userBin();
    const env = userEnv(bin, { GH_CALLS: join(dirname(bin), 'calls.jsonl') });
    expect(sh('gh pr create --base main --head my branch --fill', work, env)).toMatchObject({
      code: 1,
      out: 'unknown argument "branch"; please quote all values that have spaces\n',
    });
    expect(sh('gh pr create --fil', work, env)).toMatchObject({ code: 1, out: 'unknown flag: --fil\n' });
    expect(sh('gh pr create --base main --head nowhere --fill', work, env).out).toContain('push it first');
  });

  it('`ralph build` right after `ralph init` says to commit what init wrote, and that command works', () => {
    const { work } = clonedProject({
      'README.md': '# demo\n',
      'package.json': `${JSON.stringify({ name: 'demo', scripts: { test: 'node -e 0' } }, null, 2)}\n`,
    });
    const env = userEnv(userBin());
    expect(sh('ralph init --agent-command true', work, env).code).toBe(0);
    const build = sh('ralph build', work, env);
    expect(build.code).toBe(1);
    // Before anything runs, build says where the model key is (key-local.test.ts); then the one
    // thing to do.
    expect(build.out.split('\n').filter((l) => l.startsWith('ralph build:'))).toEqual([
      "ralph build: implementation.json and .github/workflows/ralph.yml are not committed yet; commit what `ralph init` wrote first: `git add implementation.json .github/workflows/ralph.yml && git commit -m 'Set up Ralph'`",
    ]);
    expect(build.out.trimEnd().split('\n').at(-1)).toMatch(/^ralph build: .* not committed yet/);
    expect(build.out).not.toContain('.gitignore');
    const [commit] = backticked(build.out).filter((c) => c.startsWith('git '));
    expect(sh(commit!, work, env).code).toBe(0);
    expect(git(work, 'status', '--porcelain')).toBe('');
    expect(git(work, 'show', '--stat', '--format=%s', 'HEAD')).toMatch(
      /^Set up Ralph\n\n \.github\/workflows\/ralph\.yml +\| +\d+ \+*\n implementation\.json +\|/,
    );
  }, 60_000);
});

describe('the help', () => {
  const cwd = REPO_ROOT;
  const env = { USER: 'tester' };

  it('`ralph help init` prints what `ralph init --help` prints', async () => {
    const viaHelp = await runRalph(cwd, ['help', 'init'], env);
    const viaFlag = await runRalph(cwd, ['init', '--help'], env);
    expect(viaHelp).toEqual({ code: 0, out: viaFlag.out, err: '' });
    expect(viaHelp.out).toMatch(/^Usage: ralph init /);
    expect(await runRalph(cwd, ['help', 'inti'], env)).toEqual({
      code: 2,
      out: '',
      err: 'ralph help: unknown command "inti"; did you mean `ralph help init`?',
    });
  });

  it.each([
    'validate',
    'next',
    'status',
    'graph',
    'report',
    'prompt',
    'build',
    'retry',
    'skip',
    'set',
    'import',
    'plan',
    'init',
    'schema',
  ])('`ralph %s --help` has its options in one column, --help among them', async (name) => {
    const r = await runRalph(cwd, [name, '--help'], env);
    const lines = r.out.split('\n');
    const options = lines.filter((l) => /^ {2}(-\w, |\s{4})--\w/.test(l));
    expect(options.some((l) => l.startsWith('  -h, --help'))).toBe(true);
    const columns = new Set(
      options.map((l) => /^ +(?:-\w, )?--[\w-]+(?: [A-Z][\w|.=-]*)? {2,}/.exec(l)![0].length),
    );
    expect([...columns], options.join('\n')).toHaveLength(1);
    // A description's next line starts in the same column.
    const column = [...columns][0]!;
    const at = lines.indexOf(options[0]!);
    for (const l of lines.slice(at, lines.indexOf(options[options.length - 1]!)))
      if (!options.includes(l)) expect(l.search(/\S/), l).toBe(column);
  });

  it('init --help says what init writes when specs/*.md exist', async () => {
    const r = await runRalph(cwd, ['init', '--help'], env);
    expect(r.out).toContain('and an example spec to replace; when specs/*.md exist, with no spec at all');
    expect(r.out).toContain('(`ralph plan` turns those files into specs and tasks)');
  });

  it('`init --agent codx` asks whether codex was meant', async () => {
    const dir = makeRepo({ 'README.md': '# x\n' });
    const r = await runRalph(dir, ['init', '--agent', 'codx'], env);
    expect(r).toEqual({
      code: 1,
      out: '',
      err: 'ralph init: unknown agent "codx"; did you mean codex? The agents are claude, codex, gemini, opencode, command',
    });
    expect(existsSync(join(dir, 'implementation.json'))).toBe(false);
  });

  it('`ralph start build` and `ralph start plan` are `ralph build` and `ralph plan`, listed once as an alias', async () => {
    for (const command of ['build', 'plan']) {
      const alias = await runRalph(cwd, ['start', command, '--help'], env);
      expect(alias).toEqual(await runRalph(cwd, [command, '--help'], env));
      expect(alias.code).toBe(0);
    }
    const help = await runRalph(cwd, ['--help'], env);
    expect(help.out.match(/\bstart\b/g)).toHaveLength(2);
    expect(help.out).toContain(
      'Aliases:\n  start build | start plan: the same as `ralph build`, `ralph plan`\n',
    );
    expect(await runRalph(cwd, ['start', 'bild'], env)).toEqual({
      code: 2,
      out: '',
      err: 'ralph start: unknown "bild"; did you mean `ralph start build`?',
    });
    expect((await runRalph(cwd, ['start'], env)).err).toBe(
      'ralph start: say what to start: `ralph start build` or `ralph start plan`',
    );
    // It runs: on a plan with nothing to do, the same words as `ralph build`.
    const dir = makeRepo({ 'implementation.json': planJson({ version: 1, gates: [], specs: [] }) });
    const started = await runRalph(dir, ['start', 'build', '--agent-command', 'true'], env);
    const built = await runRalph(dir, ['build', '--agent-command', 'true'], env);
    expect(started).toEqual(built);
    expect(started.code).toBe(0);
    expect(built.out).toContain(
      'No task was ready.\nLogs: .ralph/logs/\n\nThe plan has no tasks yet: `ralph plan` writes them',
    );
  });
});

describe('a plan without tasks', () => {
  const env = { USER: 'tester' };
  const empty = () => makeRepo({ 'implementation.json': planJson({ version: 1, specs: [] }) });
  const hint =
    'The plan has no tasks yet: `ralph plan` writes them from specs/*.md, or `ralph import --help` shows how to bring them from another tool.';

  it.each([['next'], ['graph'], ['graph', '--markdown'], ['status']])(
    '`ralph %s` says where tasks come from',
    async (...argv) => {
      const r = await runRalph(empty(), argv, env);
      expect(r).toEqual({ code: 0, out: hint, err: '' });
    },
  );

  it('names the plan in the command when it is not the default one, and the command runs', async () => {
    const dir = makeRepo({ 'plans/my plan.json': planJson({ version: 1, specs: [] }) });
    const r = await runRalph(dir, ['next', '--plan', 'plans/my plan.json'], env);
    const [command] = backticked(r.out);
    expect(command).toBe(`ralph plan --plan 'plans/my plan.json'`);
    // `ralph plan --help` with the same words parses: the quoting holds.
    const bin = userBin();
    const parsed = sh(`${command} --help`, dir, userEnv(bin));
    expect(parsed.code, parsed.out).toBe(0);
  });

  it('the graph caption of a plan without tasks says so, and says nothing is finished', async () => {
    const r = await runRalph(empty(), ['graph', '--json'], env);
    expect(JSON.parse(r.out).caption).toBe('No tasks yet.');
  });
});

describe('a broken plan is reported whole, in one run', () => {
  it('names the schema problems and the rule problems together, each once, at its place', async () => {
    const dir = makeRepo({ 'README.md': '# x\n' });
    const file = join(dir, 'implementation.json');
    writeFileSync(
      file,
      `{
  "version": 1,
  "gates": [{ "name": "test", "command": "true", "timeout": "soon" }],
  "specs": [
    {
      "id": "bad id",
      "tasks": [
        { "id": "a", "description": "one", "status": "todo" },
        { "id": "a", "description": "two", "status": "pending", "dependsOn": ["zzz"] },
        { "id": "b", "description": "three", "status": "pending", "dependsOn": ["c"] },
        { "id": "c", "description": "four", "status": "pending", "dependsOn": ["b", 7] },
        { "id": 5, "description": "five", "status": "completed", "dependsOn": ["a"] },
        "not a task"
      ]
    },
    { "id": "ok", "tasks": "not a list" }
  ]
}
`,
    );
    const r = await runRalph(dir, ['validate'], { USER: 'tester' });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err.split('\n')).toEqual([
      `${file}:3:50: gates[0].timeout: "soon" is not valid here: use a number of seconds, or a string with a unit: "90s", "15m", "1h"`,
      `${file}:8:44: specs[0].tasks[0].status: "todo" is not one of pending, in_progress, completed, blocked, failed, skipped`,
      expect.stringMatching(/^.*:11:\d+: specs\[0\]\.tasks\[3\]\.dependsOn\[1\]: expected a string, got 7/),
      expect.stringMatching(/^.*:12:\d+: specs\[0\]\.tasks\[4\]\.id: expected a string, got 5/),
      expect.stringMatching(/^.*:13:\d+: specs\[0\]\.tasks\[5\]: expected an object, got "not a task"/),
      expect.stringMatching(/^.*:16:\d+: specs\[1\]\.tasks: expected a list, got "not a list"/),
      `${file}:6:7: specs[0].id: spec id "bad id" may only hold letters, digits, ".", "_" and "-", starting with a letter or digit; it becomes a branch name (ralph/bad id), so rename it`,
      `${file}:9:11: specs[0].tasks[1].id: duplicate task id "a" (first at specs[0].tasks[0].id)`,
      `${file}:9:79: specs[0].tasks[1].dependsOn[0]: unknown task "zzz"`,
      expect.stringMatching(
        /^.*:11:\d+: specs\[0\]\.tasks\[3\]\.dependsOn: dependency cycle: b -> c -> b; remove one of these dependencies$/,
      ),
    ]);
    // The completed task 5 depends on "a", whose status the schema refused: said there, once.
    expect(r.err).not.toContain('is completed but its dependency');
  });
});

describe('shellCommand: the one place a printed command is quoted', () => {
  it('quotes what a shell would split or expand, and nothing else; sh reads back the same words', () => {
    const words = [
      'git',
      'show',
      '--format=commit %h%n%n%B',
      "it's",
      '',
      '~/x',
      '$HOME',
      'a*b',
      'ralph/greet',
      '-p',
    ];
    const line = shellCommand(words);
    expect(line).toBe(`git show '--format=commit %h%n%n%B' 'it'\\''s' '' '~/x' '$HOME' 'a*b' ralph/greet -p`);
    const echoed = spawnSync('sh', ['-c', `printf '%s\\n' ${line.slice('git show '.length)}`], {
      encoding: 'utf8',
    });
    expect(echoed.stdout.split('\n').slice(0, -1)).toEqual(words.slice(2));
    expect(shellWord('plain-word_1.2:3@x+y=z,w/%')).toBe('plain-word_1.2:3@x+y=z,w/%');
  });
});
