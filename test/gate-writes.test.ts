// Gates never change what is committed (docs/ARCHITECTURE.md#gates): what a gate writes to the work tree (a
// formatter's rewrite, a --fix, a report file) is discarded before the claim check and the
// commit, with a warning naming the gate and the files; the gate's result is still judged.
// Real git, real gate processes (shell commands), the scripted agent.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { ralphBuild } from './support/cli.js';
import { git, makeRepo, planJson } from './support/repo.js';
import { SCRIPTED_COMMAND, scriptedAgent, scriptedEnv } from './support/scripted-agent.js';

function project(gates: Plan['gates'], script: Record<string, unknown[]> = {}, before = '') {
  const plan: Plan = {
    version: 1,
    gates,
    // `before`: shell commands the agent runs first (what the scripted agent cannot do).
    agent: scriptedAgent({ command: `${before}${SCRIPTED_COMMAND}` }),
    specs: [
      { id: 'greet', name: 'Greeting', tasks: [{ id: 'g-1', description: 'do g-1', status: 'pending' }] },
    ],
  };
  const root = makeRepo({ 'implementation.json': planJson(plan), 'README.md': '# demo\n' });
  return { root, env: scriptedEnv(script) };
}

/** `ralph build`, with all it printed, on stdout and on stderr, in `out`. */
async function build(root: string, env: NodeJS.ProcessEnv) {
  const r = await ralphBuild(root, env);
  return { code: r.code, out: r.out + r.err };
}

const warning = (gate: string, files: string[]) =>
  `gate "${gate}" changed ${files.length} file${files.length === 1 ? '' : 's'} in the work tree (${files.join(', ')}); Ralph discarded the changes: gates never change what is committed. Run formatters and fixers as gates in check mode.`;

describe('gates that write to the work tree', () => {
  it('have neither a rewritten file nor a new one land in the spec commit, and each gate is named with its files', async () => {
    const { root, env } = project([
      // A formatter run with --write: it rewrites a tracked file and the agent's own file.
      {
        name: 'fmt',
        command:
          "printf '# formatted\\n' > README.md; if [ -f g-1.txt ]; then printf 'formatted\\n' > g-1.txt; fi",
      },
      // A test run that leaves a report behind, one in a new folder.
      {
        name: 'report',
        command: 'mkdir -p coverage && echo lcov > coverage/out.txt && echo done > gate-report.txt',
      },
    ]);
    const r = await build(root, env);
    expect(r.code, r.out).toBe(0);

    expect(git(root, 'show', '--name-only', '--format=', 'ralph/greet').split('\n').sort()).toEqual([
      'g-1.txt',
      'implementation.json',
      'progress/greet.md',
    ]);
    // The agent's bytes, not the formatter's; the tracked file as it was.
    expect(git(root, 'show', 'ralph/greet:g-1.txt')).toBe('work of g-1');
    expect(git(root, 'show', 'ralph/greet:README.md')).toBe('# demo');
    // Nothing of the gates is left in the work tree either.
    expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(existsSync(join(root, 'gate-report.txt'))).toBe(false);
    expect(existsSync(join(root, 'coverage'))).toBe(false);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toBe('# demo\n');

    // Each gate named with the files it wrote (the second gate's are not the first's).
    expect(r.out).toContain(warning('fmt', ['README.md', 'g-1.txt']));
    expect(r.out).toContain(warning('report', ['coverage/out.txt', 'gate-report.txt']));
  });

  it("still judges the gate's result: a failing gate's write is discarded, the retry starts from the agent's tree alone", async () => {
    const { root, env } = project(
      // A fixer that rewrites the agent's file and fails while ok.txt is missing (on the untouched
      // tree, with no g-1.txt, it does nothing and passes).
      [{ name: 'fix', command: "if [ -f g-1.txt ]; then printf 'fixed\\n' > g-1.txt; test -f ok.txt; fi" }],
      {
        'g-1': [
          { write: { 'g-1.txt': 'first try\n' } },
          { write: { 'g-1.txt': 'second try\n', 'ok.txt': 'ok\n' } },
        ],
      },
    );
    const r = await build(root, env);
    expect(r.code, r.out).toBe(0);
    const plan = JSON.parse(git(root, 'show', 'ralph/greet:implementation.json')) as Plan;
    expect(plan.specs[0]!.tasks[0]!.attempts!.map((a) => a.outcome)).toEqual(['gate_failed', 'passed']);
    expect(git(root, 'show', 'ralph/greet:g-1.txt')).toBe('second try');
    expect(git(root, 'show', '--name-only', '--format=', 'ralph/greet').split('\n').sort()).toEqual([
      'g-1.txt',
      'implementation.json',
      'ok.txt',
      'progress/greet.md',
    ]);
    // Said for both attempts: the failed one's write went too.
    expect(r.out.split(warning('fix', ['g-1.txt'])).length - 1).toBe(2);
    expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('refuses, as before, a gate that writes a protected path, and discards that write too', async () => {
    const { root, env } = project([
      {
        name: 'sneaky',
        command: 'if [ -f g-1.txt ]; then mkdir -p .github && echo x > .github/gate.yml; fi',
      },
    ]);
    const r = await build(root, env);
    expect(r.code).toBe(1);
    const plan = JSON.parse(git(root, 'show', 'ralph/greet:implementation.json')) as Plan;
    expect(plan.specs[0]!.tasks[0]!.attempts![0]!.summary).toContain(
      'a gate changed protected paths (.github/gate.yml)',
    );
    expect(r.out).toContain(warning('sneaky', ['.github/gate.yml']));
    expect(existsSync(join(root, '.github'))).toBe(false);
    expect(git(root, 'ls-tree', '-r', '--name-only', 'ralph/greet')).not.toContain('.github');
  });

  it("puts back the agent's files as it left them: a file a gate deleted, made executable or replaced by a symlink", async () => {
    const { root, env } = project(
      [
        {
          name: 'mangle',
          command:
            'if [ -f g-1.txt ]; then rm -rf extra; chmod +x g-1.txt; rm tool.sh; ln -s README.md tool.sh; fi',
        },
      ],
      { 'g-1': [{ write: { 'g-1.txt': 'work\n', 'extra/new.txt': 'new\n', 'tool.sh': 'echo hi\n' } }] },
    );
    const r = await build(root, env);
    expect(r.code, r.out).toBe(0);
    // The agent's files, modes and kinds: no executable bit, no symlink.
    expect(
      git(root, 'ls-tree', '-r', 'ralph/greet')
        .split('\n')
        .filter((l) => !l.includes('implementation') && !l.includes('progress/')),
    ).toEqual([
      expect.stringMatching(/^100644 blob \w+\tREADME\.md$/),
      expect.stringMatching(/^100644 blob \w+\textra\/new\.txt$/),
      expect.stringMatching(/^100644 blob \w+\tg-1\.txt$/),
      expect.stringMatching(/^100644 blob \w+\ttool\.sh$/),
    ]);
    expect(git(root, 'show', 'ralph/greet:tool.sh')).toBe('echo hi');
    expect(git(root, 'show', 'ralph/greet:extra/new.txt')).toBe('new');
    expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(r.out).toContain(warning('mangle', ['extra/new.txt', 'g-1.txt', 'tool.sh']));
  });

  it('discards a gate write the same way when the agent turned a file into a folder (its work staged instead)', async () => {
    const { root, env } = project(
      [{ name: 'fmt', command: "if [ -f g-1.txt ]; then printf 'formatted\\n' > g-1.txt; fi" }],
      { 'g-1': [{ write: { 'README.md/part.txt': 'part\n', 'g-1.txt': 'work\n' } }] },
      'rm README.md && ',
    );
    const r = await build(root, env);
    expect(r.code, r.out).toBe(0);
    expect(git(root, 'show', '--name-only', '--format=', 'ralph/greet').split('\n').sort()).toEqual([
      'README.md',
      'README.md/part.txt',
      'g-1.txt',
      'implementation.json',
      'progress/greet.md',
    ]);
    expect(git(root, 'show', 'ralph/greet:g-1.txt')).toBe('work');
    expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(r.out).toContain(warning('fmt', ['g-1.txt']));
  });
});
