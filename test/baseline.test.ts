// The baseline (docs/ARCHITECTURE.md#gates): the gates on the untouched start tree before the first agent, a
// setup problem (a gate red there, a missing tool) said and never charged to an agent, and
// known-red gates judged against it. Pure rules first, then `ralph build` on real repositories
// with real gate commands (real cargo clippy where the case is a crate) and scripted agents.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Git } from '../src/adapters/git.js';
import {
  attemptSetupProblem,
  baselineProblem,
  failureLines,
  type GateBaseline,
  judgeAgainstBaseline,
  missingCommand,
  newFailures,
} from '../src/core/attempt/baseline.js';
import type { Gate, Plan, Task } from '../src/core/plan/plan.js';
import { checkBaseline } from '../src/engine/baseline.js';
import { ralphBuild as build } from './support/cli.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';
import { SCRIPTED, scriptedAgent, scriptedEnv } from './support/scripted-agent.js';

/** What a real command prints and how it exits, through the shell a gate runs in. */
function shell(command: string, file = '/bin/sh') {
  const r = spawnSync(file, ['-c', command], { encoding: 'utf8', cwd: tempDir() });
  return { exitCode: r.status, outputTail: `${r.stdout}${r.stderr}`, passed: r.status === 0 };
}

const run = (over: Partial<Parameters<typeof baselineProblem>[1]> = {}) => ({
  name: 'lint',
  command: 'npm run lint',
  required: true,
  passed: false,
  exitCode: 1,
  timedOut: false,
  outputTail: '',
  ...over,
});

describe('a missing command', () => {
  it("is told from real shells' and tools' own messages, with its name", () => {
    // dash (Debian's /bin/sh, what gates run in) and bash: exit 127.
    const dash = shell('ralph-no-such-tool .');
    expect(dash.exitCode).toBe(127);
    expect(missingCommand(dash)).toBe('ralph-no-such-tool');
    expect(missingCommand(shell('ralph-no-such-tool .', 'bash'))).toBe('ralph-no-such-tool');
    // `npm run lint` whose script calls a tool that is not installed: the shell's line, and 127.
    expect(
      missingCommand({
        passed: false,
        exitCode: 127,
        outputTail: '> lint\n> eslint .\n\nsh: 1: eslint: not found\n',
      }),
    ).toBe('eslint');
    // python -m for a module that is not installed exits 1, with its own words.
    const py = shell('python3 -m ralph_no_such_module');
    expect(py.exitCode).toBe(1);
    expect(missingCommand(py)).toBe('ralph_no_such_module');
    // make whose recipe runs a tool that is not installed: exit 2, the shell's line names it.
    const dir = tempDir();
    writeFileSync(join(dir, 'Makefile'), 'lint:\n\tralph-no-such-linter src\n');
    const make = spawnSync('make', ['lint'], { cwd: dir, encoding: 'utf8' });
    expect(make.status).toBe(2);
    expect(missingCommand({ passed: false, exitCode: 2, outputTail: make.stdout + make.stderr })).toBe(
      'ralph-no-such-linter',
    );
    // cargo for a subcommand that is not installed (cargo clippy without clippy) exits 101.
    const cargo = shell('cargo ralph-no-such');
    expect(cargo.exitCode).toBe(101);
    expect(missingCommand(cargo)).toBe('ralph-no-such');
  });

  it('is not a test that fails while printing "not found" midway, nor a passing gate', () => {
    const output = [
      'test lookup ... FAILED',
      'expected user to be found: not found',
      ...Array(30).fill('  at frame'),
    ].join('\n');
    expect(missingCommand({ passed: false, exitCode: 1, outputTail: output })).toBeUndefined();
    expect(missingCommand({ passed: true, exitCode: 0, outputTail: 'sh: 1: x: not found' })).toBeUndefined();
    // A Python test importing what the agent forgot to add is the agent's failure, not a tool.
    expect(
      missingCommand({
        passed: false,
        exitCode: 2,
        outputTail: "E   ModuleNotFoundError: No module named 'requests'\n",
      }),
    ).toBeUndefined();
  });
});

describe('the setup problem on the untouched tree', () => {
  const gate = { name: 'clippy', command: 'cargo clippy -- -D warnings' };

  it('names the gate, the commit, the output tail and every fix', () => {
    const out = Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n');
    const problem = baselineProblem(
      gate,
      run({ ...gate, exitCode: 101, outputTail: `${out}\nerror: unneeded \`return\` statement` }),
      'abcdef1234567',
    )!;
    expect(problem).toContain(
      'gate "clippy" (`cargo clippy -- -D warnings`) fails on the untouched tree (abcdef1)',
    );
    expect(problem).toContain('exit 101');
    expect(problem).toContain('error: unneeded `return` statement');
    expect(problem).not.toContain('line 10\n'); // the tail, not the whole output
    for (const fix of ['drop the gate', '"required": false', '"baseline": "no-new-failures"'])
      expect(problem).toContain(fix);
    expect(problem).toContain('No attempt was recorded');
  });

  it('says to install a missing tool, even for a known-red gate; a red known-red gate may go on', () => {
    const missing = run({ ...gate, exitCode: 127, outputTail: 'sh: 1: mypy: not found' });
    const problem = baselineProblem({ ...gate, baseline: 'no-new-failures' }, missing, 'abcdef1')!;
    expect(problem).toContain('`mypy` is not installed');
    expect(problem).toContain('install `mypy` where the gates run');
    expect(baselineProblem({ ...gate, baseline: 'no-new-failures' }, run(gate), 'abcdef1')).toBeUndefined();
    expect(baselineProblem(gate, run({ ...gate, required: false }), 'abcdef1')).toBeUndefined();
    expect(baselineProblem(gate, run({ ...gate, timedOut: true }), 'abcdef1')).toContain(
      'raise its "timeout"',
    );
  });

  it("counts a 127 in an attempt as setup, unless the gate ran in this build without one (then the attempt's change lost the command)", () => {
    const missing = run({ exitCode: 127, outputTail: 'sh: 1: ./check.sh: not found' });
    expect(attemptSetupProblem(missing, undefined)).toContain("not the agent's failure");
    expect(attemptSetupProblem(missing, { exitCode: 0 })).toBeUndefined();
    expect(attemptSetupProblem(missing, { exitCode: 1 })).toBeUndefined();
    expect(attemptSetupProblem(run({ exitCode: 1, outputTail: '1 failed' }), undefined)).toBeUndefined();
    expect(attemptSetupProblem({ ...missing, required: false }, undefined)).toBeUndefined();
  });
});

describe('a known-red gate judged against the baseline', () => {
  // clippy's own words (cargo clippy -- -D warnings on a crate with a needless return).
  const clippy = (lines: number[], extra = '') =>
    [
      '    Checking scopeguard v1.2.0 (/work/scopeguard)',
      ...lines.flatMap((n) => [
        'error: unneeded `return` statement',
        ` --> src/lib.rs:${n}:5`,
        '  |',
        `${n} |     return n + 1;`,
      ]),
      extra,
      `error: could not compile \`scopeguard\` (lib) due to ${lines.length} previous error${lines.length > 1 ? 's' : ''}`,
    ].join('\n');
  const baseline: GateBaseline = {
    name: 'clippy',
    command: 'cargo clippy -- -D warnings',
    exitCode: 101,
    failures: Object.fromEntries(failureLines(clippy([5]))),
  };

  it('passes when the same failures moved to other lines, and when it passes outright', () => {
    const moved = judgeAgainstBaseline(
      baseline,
      { passed: false, exitCode: 101, timedOut: false },
      clippy([9]),
    );
    expect(moved.passed).toBe(true);
    expect(moved.note).toContain('nothing new');
    expect(judgeAgainstBaseline(baseline, { passed: true, exitCode: 0, timedOut: false }, '').passed).toBe(
      true,
    );
  });

  it('fails on a new failure line, a second occurrence of a known one, another exit code or a timeout', () => {
    const other = judgeAgainstBaseline(
      baseline,
      { passed: false, exitCode: 101, timedOut: false },
      clippy([5], 'error: returning the result of a `let` binding from a block'),
    );
    expect(other.passed).toBe(false);
    expect(other.note).toContain('error: returning the result of a `let` binding from a block');
    // The same lint twice where the untouched tree has it once: one more failure.
    expect(newFailures(baseline, clippy([5, 12]))).toContain('error: unneeded `return` statement');
    expect(
      judgeAgainstBaseline(baseline, { passed: false, exitCode: 1, timedOut: false }, clippy([5])).passed,
    ).toBe(false);
    expect(
      judgeAgainstBaseline(baseline, { passed: false, exitCode: null, timedOut: true }, clippy([5])).passed,
    ).toBe(false);
    // Against a tree where it passed, every failure is new.
    expect(
      judgeAgainstBaseline(
        { ...baseline, exitCode: 0, failures: undefined },
        { passed: false, exitCode: 101, timedOut: false },
        clippy([5]),
      ).passed,
    ).toBe(false);
  });
});

// --- `ralph build` ---------------------------------------------------------------------------

interface Setup {
  tasks: Array<Partial<Task> & { id: string }>;
  gates: Gate[];
  files: Record<string, string>;
  script?: Record<string, unknown[]>;
  maxAttempts?: number;
  env?: NodeJS.ProcessEnv;
}

function project(setup: Setup) {
  const plan: Plan = {
    version: 1,
    gates: setup.gates,
    agent: scriptedAgent({ maxAttempts: setup.maxAttempts ?? 3 }),
    specs: [
      {
        id: 'guard',
        name: 'Guard',
        priority: 1,
        tasks: setup.tasks.map((t) => ({ description: `do ${t.id}`, status: 'pending' as const, ...t })),
      },
    ],
  };
  const root = makeRepo({ 'implementation.json': planJson(plan), ...setup.files });
  const prompts = tempDir('ralph-prompts-');
  return { root, prompts, env: { ...scriptedEnv(setup.script, prompts), ...setup.env } };
}

const planAt = (root: string, ref: string) =>
  JSON.parse(git(root, 'show', `${ref}:implementation.json`)) as Plan;
const taskOf = (plan: Plan, id: string) => plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id)!;
const branches = (root: string) => git(root, 'branch', '--format=%(refname:short)').split('\n');
const prompted = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.md'));

/**
 * A crate shaped like scopeguard: no clippy in its own CI, a lint on untouched code that
 * `cargo clippy -- -D warnings` (what `ralph init` used to add) turns into an error. Real cargo
 * and clippy run it; what this does not model is the network (the crate has no dependencies).
 */
const HEADER = '//! A scope guard will run a given closure when it goes out of scope.\n#![no_std]\n\n';
const DEFER = 'pub fn defer_count(n: u32) -> u32 {\n    return n + 1;\n}\n';
const CRATE = {
  'Cargo.toml': '[package]\nname = "scopeguard"\nversion = "1.2.0"\nedition = "2015"\n\n[dependencies]\n',
  '.gitignore': '/target\nCargo.lock\n',
  'src/lib.rs': `${HEADER}${DEFER}`,
};
const CLIPPY: Gate = { name: 'clippy', command: 'cargo clippy --quiet -- -D warnings' };
// Real clippy, not a stand-in: `.ci/run` installs Debian's cargo and rust-clippy where there is
// none. Without it these tests fail (never skip) and say what to install.
const hasClippy = spawnSync('cargo', ['clippy', '--version']).status === 0;
function needClippy(): void {
  if (!hasClippy)
    throw new Error(
      'cargo clippy is not installed: run `apt-get install cargo rust-clippy` (as .ci/run does) or rustup',
    );
}

/** PATH without any folder that holds `name`: the tool is not installed, as on a fresh runner. */
function pathWithout(name: string): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((d) => d && !existsSync(join(d, name)))
    .join(delimiter);
}

describe('ralph build: the baseline before the first agent', () => {
  it('stops before any agent when clippy fails on the untouched crate, recording no attempt', async () => {
    needClippy();
    const { root, prompts, env } = project({ tasks: [{ id: 'g-1' }], gates: [CLIPPY], files: CRATE });
    const head = git(root, 'rev-parse', 'HEAD');
    const r = await build(root, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'Setup problem: gate "clippy" (`cargo clippy --quiet -- -D warnings`) fails on the untouched tree',
    );
    expect(r.err).toContain('error: unneeded `return` statement'); // clippy's own output tail
    expect(r.err).toContain('"baseline": "no-new-failures"');
    // No agent ran, nothing was recorded or committed, no spec branch was made, the tree is clean.
    expect(prompted(prompts)).toEqual([]);
    expect(git(root, 'rev-parse', 'HEAD')).toBe(head);
    expect(branches(root)).toEqual(['main']);
    expect(taskOf(planAt(root, 'main'), 'g-1')).toMatchObject({ status: 'pending' });
    expect(taskOf(planAt(root, 'main'), 'g-1').attempts).toBeUndefined();
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it("stops when a gate's tool is not installed (exit 127), naming it and how to fix it", async () => {
    const { root, prompts, env } = project({
      tasks: [{ id: 'g-1' }],
      gates: [{ name: 'typecheck', command: 'mypy .' }],
      files: { 'pyproject.toml': '[project]\nname = "click"\n', 'src/click/__init__.py': '' },
      env: { PATH: pathWithout('mypy') },
    });
    const r = await build(root, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain('gate "typecheck" (`mypy .`) cannot run on the untouched tree');
    expect(r.err).toContain('`mypy` is not installed (exit 127)');
    expect(r.err).toContain('mark it "required": false');
    expect(prompted(prompts)).toEqual([]);
    expect(taskOf(planAt(root, 'main'), 'g-1').attempts).toBeUndefined();
  });

  it('runs the gates once per start commit: cached across tasks and builds, run again when the commit moves', async () => {
    const count = join(tempDir('ralph-count-'), 'runs');
    const { root, env } = project({
      tasks: [{ id: 'g-1' }, { id: 'g-2', dependsOn: ['g-1'] }, { id: 'g-3' }],
      // Each run of the gate leaves a line: "baseline" when no task is at hand.
      gates: [{ name: 'count', command: `echo "\${RALPH_TASK_ID:-baseline}" >> '${count}'` }],
      files: { 'README.md': '# demo\n' },
    });
    const runs = () => readFileSync(count, 'utf8').trim().split('\n');
    // One build, three tasks: the baseline once, then each attempt's gate.
    const first = await build(root, env, '--max-tasks', '2');
    expect(first.code, first.err).toBe(0);
    expect(runs()).toEqual(['baseline', 'g-1', 'g-2']);
    // A second build from the same start commit: the cache says it passed there.
    const second = await build(root, env);
    expect(second.code, second.err).toBe(0);
    expect(runs()).toEqual(['baseline', 'g-1', 'g-2', 'g-3']);
    expect(second.out).toContain('baseline: 1 gate already checked on this tree');
    const cache = JSON.parse(readFileSync(join(root, '.ralph', 'baseline.json'), 'utf8'));
    expect(Object.values(cache.entries)).toEqual([
      expect.objectContaining({ name: 'count', exitCode: 0, commit: git(root, 'rev-parse', 'main') }),
    ]);
    // The start commit moves: the gates run on it again before the next agent.
    const main = planAt(root, 'main');
    main.specs.push({
      id: 'more',
      priority: 2,
      tasks: [{ id: 'm-1', description: 'more', status: 'pending' }],
    });
    writeFileSync(join(root, 'implementation.json'), planJson(main));
    git(root, 'commit', '--quiet', '-am', 'more work');
    const third = await build(root, env);
    expect(third.code, third.err).toBe(0);
    expect(runs()).toEqual(['baseline', 'g-1', 'g-2', 'g-3', 'baseline', 'm-1']);
  });

  it('keeps each gate apart in the cache, also two with the same command', async () => {
    const root = makeRepo({ 'README.md': '# demo\n' });
    const o = {
      root,
      gates: [
        { name: 'lint', command: 'true' },
        { name: 'test', command: 'true' },
      ],
      env: process.env,
      logDir: join(root, '.ralph', 'logs'),
      cacheFile: join(root, '.ralph', 'baseline.json'),
    };
    expect((await checkBaseline(new Git(root), o)).ran).toEqual(['lint', 'test']);
    const again = await checkBaseline(new Git(root), o);
    expect(again.ran).toEqual([]);
    expect(Object.keys(again.gates)).toEqual(['lint', 'test']);
  });

  it('puts back what a gate writes on the untouched tree, and says so', async () => {
    const { root, prompts, env } = project({
      tasks: [{ id: 'g-1' }],
      gates: [
        // A formatter run in write mode: it rewrites a tracked file, leaves a new one and (a
        // clean step) deletes one.
        { name: 'format', command: 'echo formatted > src.txt && echo x > stray.txt && rm keep.txt' },
        // An optional gate decides nothing: red on the untouched tree, it stops nothing.
        { name: 'advice', command: 'echo "warning: consider"; exit 3', required: false },
      ],
      files: { 'src.txt': 'as committed\n', 'keep.txt': 'kept\n' },
    });
    // The agent notes the tree it starts from, then does the scripted agent's work.
    const wrapper = join(tempDir('ralph-agent-'), 'agent.sh');
    writeFileSync(
      wrapper,
      `#!/bin/sh\ncat src.txt keep.txt > '${prompts}/seen.txt'; ls stray.txt >> '${prompts}/seen.txt' 2>&1\nexec node '${SCRIPTED}'\n`,
    );
    chmodSync(wrapper, 0o755);
    const plan = planAt(root, 'main');
    plan.agent!.command = wrapper;
    writeFileSync(join(root, 'implementation.json'), planJson(plan));
    git(root, 'commit', '--quiet', '-am', 'agent');
    const r = await build(root, env);
    expect(r.out).toMatch(
      /gate "format" changed 3 files on the untouched tree \((keep\.txt|src\.txt|stray\.txt|, )+\); Ralph put them back/,
    );
    expect(r.out).not.toContain('gate "advice"');
    // The agent started from the commit as it is: the file as committed, no stray file.
    expect(readFileSync(join(prompts, 'seen.txt'), 'utf8')).toMatch(
      /^as committed\nkept\nls: .*stray\.txt.*No such file/,
    );
  });
});

describe('ralph build: a missing tool in an attempt', () => {
  it("is a setup problem when the baseline came from the cache: no attempt spent, the agent's work discarded", async () => {
    const bin = tempDir('ralph-bin-');
    const tool = join(bin, 'lint-tool');
    writeFileSync(tool, '#!/bin/sh\necho "lint: ok"\n');
    chmodSync(tool, 0o755);
    const { root, prompts, env } = project({
      tasks: [{ id: 'g-1' }, { id: 'g-2' }],
      gates: [{ name: 'lint', command: 'lint-tool .' }],
      files: { 'README.md': '# demo\n' },
      env: { PATH: `${bin}${delimiter}${process.env.PATH}` },
    });
    const first = await build(root, env, '--max-tasks', '1');
    expect(first.code, first.err).toBe(0);
    // The tool goes away between builds (uninstalled, another virtualenv): the start commit is
    // the same, so the baseline comes from the cache, and the attempt's gate exits 127.
    rmSync(tool);
    const tip = git(root, 'rev-parse', 'ralph/guard');
    const r = await build(root, env);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'Setup problem: gate "lint" (`lint-tool .`) could not run its command: `lint-tool` is not installed (exit 127)',
    );
    expect(r.err).toContain("not the agent's failure");
    expect(existsSync(join(prompts, 'g-2.1.md'))).toBe(true); // the agent did run
    // ...and nothing of it was kept: no attempt, no commit, the task pending, the tree clean.
    expect(git(root, 'rev-parse', 'ralph/guard')).toBe(tip);
    expect(taskOf(planAt(root, 'ralph/guard'), 'g-2')).toMatchObject({ status: 'pending' });
    expect(taskOf(planAt(root, 'ralph/guard'), 'g-2').attempts).toBeUndefined();
    expect(git(root, 'status', '--porcelain')).toBe('');
    // The cache entry is gone: the next build checks the tree again, and stops before any agent.
    const again = await build(root, env);
    expect(again.code).toBe(1);
    expect(again.err).toContain('cannot run on the untouched tree');
    expect(existsSync(join(prompts, 'g-2.2.md'))).toBe(false);
  });

  it("is the agent's failure when its change removed the command the gate ran on the untouched tree moments before", async () => {
    const { root, env } = project({
      tasks: [{ id: 'g-1' }],
      gates: [{ name: 'check', command: './check.sh' }],
      files: { 'check.sh': '#!/bin/sh\necho checked\n' },
      maxAttempts: 1,
    });
    chmodSync(join(root, 'check.sh'), 0o755);
    git(root, 'commit', '--quiet', '-am', 'executable');
    // The agent does its work and deletes the script (a rename it did not finish, say): the
    // scripted agent, then a wrapper's `rm`.
    const wrapper = join(tempDir('ralph-agent-'), 'agent.sh');
    writeFileSync(wrapper, `#!/bin/sh\nnode '${SCRIPTED}'\nrm -f check.sh\n`);
    chmodSync(wrapper, 0o755);
    const plan = planAt(root, 'main');
    plan.agent!.command = wrapper;
    writeFileSync(join(root, 'implementation.json'), planJson(plan));
    git(root, 'commit', '--quiet', '-am', 'agent');
    const r = await build(root, env);
    expect(r.code).toBe(1); // blocked: its one attempt failed
    const attempt = taskOf(planAt(root, 'ralph/guard'), 'g-1').attempts![0]!;
    expect(attempt).toMatchObject({ outcome: 'gate_failed', gate: 'check' });
    expect(attempt.summary).toContain('exited 127');
  });
});

describe('ralph build: a known-red clippy gate (baseline: no-new-failures)', () => {
  const gate: Gate = { ...CLIPPY, baseline: 'no-new-failures' };
  // A clean function above the known lint: that moves to another line, nothing new.
  const clean = `${HEADER}pub fn add(a: u32, b: u32) -> u32 {\n    a + b\n}\n\n${DEFER}`;
  // A function clippy objects to (let_and_return): a new failure.
  const lint = `${clean}\npub fn double(x: u32) -> u32 {\n    let y = x * 2;\n    y\n}\n`;

  it('passes an attempt that adds no failure (the known one moved lines) and fails one that adds a lint', async () => {
    needClippy();
    const { root, env } = project({
      tasks: [{ id: 'add' }, { id: 'double', dependsOn: ['add'] }],
      gates: [gate],
      files: CRATE,
      maxAttempts: 1,
      script: {
        add: [{ write: { 'src/lib.rs': clean } }],
        double: [{ write: { 'src/lib.rs': lint } }],
      },
    });
    const r = await build(root, env);
    expect(r.out).toContain('gate "clippy" fails on the untouched tree (exit 101');
    const plan = planAt(root, 'ralph/guard');
    // Known-red, nothing new: passed, with the reason in its record.
    expect(taskOf(plan, 'add')).toMatchObject({ status: 'completed' });
    expect(taskOf(plan, 'add').attempts![0]).toMatchObject({ outcome: 'passed' });
    // A new lint: the gate fails, the new line named.
    const failed = taskOf(plan, 'double').attempts![0]!;
    expect(failed).toMatchObject({ outcome: 'gate_failed', gate: 'clippy' });
    expect(failed.summary).toContain('new failure line');
    expect(failed.summary).toContain('error: returning the result of a `let` binding from a block');
    expect(r.code).toBe(1); // blocked
  });
});

// Keeps the real-tool helper honest: a crate without the lint passes clippy here.
describe('the crate fixture', () => {
  it('is red only because of its lint', () => {
    needClippy();
    const dir = makeRepo({ ...CRATE, 'src/lib.rs': DEFER.replace('return n + 1;', 'n + 1') });
    execFileSync('sh', ['-c', CLIPPY.command], { cwd: dir, stdio: 'ignore' });
  });
});
