// End to end on two real repositories, whole (test/fixtures/projects/*-repo/SOURCE.md): one Node
// (alexeyraspopov/picocolors, whose tests need only node) and one Python (benjaminp/six, whose
// tests need pytest: Debian's python3-pytest on a fresh machine, see .ci/run). As a user would:
// the bundled CLI in its own process, `ralph init` (which runs the gates it chose), a commit, then
// `ralph build` with a scripted agent whose first attempt breaks the code (a real gate fails, and
// its output reaches the retry prompt) and whose second makes a small real change that passes.
// What it does not model: the agent is a script, not a model; the CI flow of the same repositories
// is the runner emulation's (other tests), not this one's.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST_ENTRY } from './support/action-runner.js';
import { GIT_ENV, git, tempDir } from './support/repo.js';
import { SCRIPTED_COMMAND, writeScript } from './support/scripted-agent.js';

/** A fresh clone's worth of the repository: its files, committed, SOURCE.md left out. */
function checkout(fixture: string): string {
  const dir = tempDir(`ralph-${fixture}-`);
  cpSync(join(import.meta.dirname, 'fixtures', 'projects', fixture), dir, {
    recursive: true,
    filter: (src) => !src.endsWith('SOURCE.md'),
  });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'upstream');
  return dir;
}

function ralph(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  const r = spawnSync(process.execPath, [DIST_ENTRY, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * Runs the whole story on `repo`: init verifies, the plan gets one task, the first attempt runs
 * `wrong` (a shell line that breaks the code), the second `right` (a small real change).
 */
function story(
  fixture: string,
  task: { description: string; wrong: string; right: string },
  gates?: Array<{ name: string; command: string }>,
) {
  const repo = checkout(fixture);
  const prompts = tempDir('ralph-prompts-');
  const scriptPath = writeScript({
    'change-1': [
      { sh: task.wrong, say: 'made the change', marker: 'done' },
      { sh: task.right, say: 'fixed what the gate said', marker: 'done' },
    ],
  });
  // CI=true as on a GitHub runner: picocolors's tests expect colours there.
  const env = {
    ...process.env,
    ...GIT_ENV,
    CI: 'true',
    HOME: tempDir('ralph-home-'),
    AGENT_SCRIPT: scriptPath,
    AGENT_PROMPTS: prompts,
  };
  const init = ralph(repo, env, 'init', '--agent-command', SCRIPTED_COMMAND);
  const planPath = join(repo, 'implementation.json');
  const plan = JSON.parse(readFileSync(planPath, 'utf8'));
  plan.specs = [
    {
      id: 'change',
      name: 'A small change',
      tasks: [{ id: 'change-1', description: task.description, status: 'pending' }],
    },
  ];
  if (gates) plan.gates = gates;
  writeFileSync(planPath, `${JSON.stringify(plan, null, 2)}\n`);
  git(repo, 'add', '-A');
  git(repo, 'commit', '--quiet', '-m', 'Set up Ralph');
  const build = ralph(repo, env, 'build', '--no-tty');
  const retryPrompt = readFileSync(join(prompts, 'change-1.2.md'), 'utf8');
  return {
    repo,
    init,
    build,
    plan: () => JSON.parse(git(repo, 'show', 'ralph/change:implementation.json')),
    retryPrompt,
  };
}

describe('ralph on real repositories, end to end', () => {
  it('alexeyraspopov/picocolors: init runs npm test and it passes; a broken colour fails it, the fix completes the task', {
    timeout: 240_000,
  }, () => {
    const s = story('picocolors-repo', {
      description: 'Add a test that bold text nested in red keeps both colours.',
      // Bold's opening code turned into dim's: the real test "color matching" fails.
      wrong: `sed -i 's/bold: f("\\\\x1b\\[1m"/bold: f("\\\\x1b[2m"/' picocolors.js`,
      right: [
        'git checkout -- picocolors.js',
        `cat >> tests/test.js <<'EOF'\ntest("bold inside red", () => {\n\tassert.equal(pc.red(pc.bold("x")), "\\x1b[31m\\x1b[1mx\\x1b[22m\\x1b[39m")\n})\nEOF`,
      ].join('\n'),
    });
    expect(s.init.code).toBe(0);
    // The gate is the CI's own step (testing.yaml, job modern, leg node-version=20), as written.
    expect(s.init.out).toContain(
      'gate node tests/test.js: node tests/test.js (from .github/workflows/testing.yaml, job modern, leg node-version=20)',
    );
    expect(s.init.out).toMatch(
      / {2}✓ node tests\/test\.js: passed in \d+\.\ds\n {2}1 passed, 0 failed, 0 not run\.\n/,
    );
    expect(s.build.out).toContain('1 task completed, 0 blocked.');
    const attempts = s.plan().specs[0].tasks[0].attempts;
    expect(attempts.map((a: { outcome: string; gate?: string }) => [a.outcome, a.gate])).toEqual([
      ['gate_failed', 'node tests/test.js'],
      ['passed', undefined],
    ]);
    // The real test's own failure, in the second attempt's prompt.
    expect(s.retryPrompt).toContain('node tests/test.js');
    expect(s.retryPrompt).toContain('✗ color matching');
    expect(s.retryPrompt).toContain('AssertionError');
    expect(git(s.repo, 'show', 'ralph/change:tests/test.js')).toContain('bold inside red');
  });

  // six's CI runs `python -m tox` (init takes it, on the leg python-version=3.8). tox installs from
  // PyPI, which this machine cannot reach, so init's verification says it could not run, and the
  // plan's gate is then set by hand to what its tox env runs (tox.ini: `pytest -rfsxX`).
  it('benjaminp/six: init runs its pytest and it passes; a broken six.b() fails it, the fix completes the task', {
    timeout: 240_000,
  }, () => {
    const s = story(
      'six-repo',
      {
        description: 'Add a test that six.text_type is str on Python 3.',
        // six.b() on Python 3 encoding to UTF-8 instead of Latin-1: its real test fails.
        wrong: `sed -i '649s/latin-1/utf-8/' six.py`,
        right: [
          'git checkout -- six.py',
          `printf '\\n\\ndef test_text_type_is_str():\\n    assert six.text_type is str\\n' >> test_six.py`,
        ].join('\n'),
      },
      [{ name: 'test', command: 'python -m pytest -rfsxX' }],
    );
    expect(s.init.code).toBe(0);
    expect(s.init.out).toContain(
      'gate Run tox: python -m tox (from .github/workflows/ci.yml, job test, leg python-version=3.8',
    );
    expect(s.init.out).toMatch(/Run tox: not run: .*tox/);
    expect(s.build.out).toContain('1 task completed, 0 blocked.');
    const attempts = s.plan().specs[0].tasks[0].attempts;
    expect(attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['gate_failed', 'passed']);
    expect(s.retryPrompt).toContain('python -m pytest -rfsxX');
    expect(s.retryPrompt).toMatch(/FAILED test_six\.py::\w+/);
    expect(git(s.repo, 'show', 'ralph/change:test_six.py')).toContain('def test_text_type_is_str');
  });
});
