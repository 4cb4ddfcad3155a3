// The runner's side of a step as Ralph writes it (src/adapters/actions-core.ts) against
// @actions/core and @actions/github themselves: the same bytes on stdout, in $GITHUB_OUTPUT and in
// the job summary, and the same context, so the runner (and the runner emulation) reads Ralph's
// steps as before.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as theirs from '@actions/core';
import { context as loadedContext } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ours from '../src/adapters/actions-core.js';

type Core = typeof ours | typeof theirs;

/** What `fn` prints on stdout. */
function printed(fn: () => void): string {
  const out: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out.push(String(chunk));
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return out.join('');
}

const MESSAGES = [
  'plain',
  'multi\nline\r\nwith 100% and %25',
  'colons: a:b, commas, and ::error::forged',
  '',
  'trailing newline\n',
];

let dir: string;
const saved = { ...process.env };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ralph-actions-core-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  process.env = { ...saved };
});

describe('the log: workflow commands', () => {
  it('writes annotations, debug lines, groups and info as @actions/core does', () => {
    const properties = [
      {},
      { title: 'T: a, b', file: 'src/a.ts', startLine: 3, endLine: 4, startColumn: 1, endColumn: 9 },
      { file: 'x%y\nz', startLine: 0 },
      { title: '' },
    ];
    const run = (core: Core) =>
      printed(() => {
        for (const m of MESSAGES) {
          for (const p of properties) {
            core.error(m, p);
            core.warning(m, p);
            core.notice(m, p);
          }
          core.error(new Error(m));
          core.debug(m);
          core.info(m);
          core.startGroup(m);
          core.endGroup();
        }
      });
    const mine = run(ours);
    expect(mine).toBe(run(theirs));
    expect(mine).toContain(
      '::error title=T%3A a%2C b,file=src/a.ts,line=3,endLine=4,col=1,endColumn=9::plain\n',
    );
  });

  it('fails the step as @actions/core does: exit code 1 and an error annotation', () => {
    const run = (core: Core) => {
      process.exitCode = 0;
      const text = printed(() => core.setFailed('it broke\nhere'));
      const code = process.exitCode;
      process.exitCode = 0;
      return { text, code };
    };
    expect(run(ours)).toEqual(run(theirs));
    expect(run(ours).code).toBe(1);
  });
});

describe('inputs and outputs', () => {
  it('reads inputs as @actions/core does', () => {
    process.env.INPUT_PLAIN = '  padded  ';
    process.env['INPUT_WITH_SPACE'] = 'x';
    for (const core of [ours, theirs]) {
      expect(core.getInput('plain')).toBe('padded');
      expect(core.getInput('Plain', { trimWhitespace: false })).toBe('  padded  ');
      expect(core.getInput('with space')).toBe('x');
      expect(core.getInput('absent')).toBe('');
      expect(() => core.getInput('absent', { required: true })).toThrow(
        'Input required and not supplied: absent',
      );
    }
  });

  it('writes outputs to $GITHUB_OUTPUT in the multi-line delimiter form @actions/core writes', () => {
    const values: unknown[] = ['one', 'two\nlines\n', '', { a: [1, 2] }, 42, null, undefined, true];
    const written = (core: Core) => {
      const file = join(dir, `out-${core === ours ? 'ours' : 'theirs'}`);
      writeFileSync(file, '');
      process.env.GITHUB_OUTPUT = file;
      for (const [i, v] of values.entries()) core.setOutput(`name-${i}`, v);
      return readFileSync(file, 'utf8');
    };
    const mine = written(ours);
    // Each delimiter is random: compared once made alike.
    const alike = (text: string) => text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_UUID');
    expect(alike(mine)).toBe(alike(written(theirs)));
    expect(mine).toMatch(/^name-1<<(ghadelimiter_[0-9a-f-]{36})\ntwo\nlines\n\n\1\n/m);
    // A fresh delimiter for every output.
    const delimiters = mine.match(/ghadelimiter_[0-9a-f-]{36}/g)!;
    expect(new Set(delimiters).size).toBe(values.length);
  });

  it('without $GITHUB_OUTPUT, prints the set-output command as @actions/core does', () => {
    delete process.env.GITHUB_OUTPUT;
    const run = (core: Core) => printed(() => core.setOutput('n', 'a\nb'));
    expect(run(ours)).toBe(run(theirs));
  });

  it('refuses a missing output file as @actions/core does', () => {
    process.env.GITHUB_OUTPUT = join(dir, 'missing');
    expect(() => ours.setOutput('n', 'v')).toThrow(`Missing file at path: ${join(dir, 'missing')}`);
    expect(() => theirs.setOutput('n', 'v')).toThrow(`Missing file at path: ${join(dir, 'missing')}`);
  });
});

describe('the job summary', () => {
  it('builds and appends the same HTML as @actions/core', async () => {
    const build = (core: Core) =>
      core.summary
        .addHeading('Ralph <run>', 3)
        .addHeading('no level')
        .addHeading('bad level', 9)
        .addRaw('raw text')
        .addRaw(' and a line', true)
        .addTable([
          [
            { data: 'Task', header: true },
            { data: 'Outcome', header: true, colspan: '2' },
          ],
          ['a-1', { data: 'done', rowspan: '1' }, ''],
        ])
        .addList(['one', 'two'])
        .addList(['first'], true)
        .addDetails('Gate output', '<pre>tail</pre>')
        .addCodeBlock('npm test', 'sh')
        .addCodeBlock('no lang');
    const file = (name: string) => {
      const path = join(dir, name);
      writeFileSync(path, 'before\n');
      return path;
    };
    process.env.GITHUB_STEP_SUMMARY = file('ours.md');
    const mine = build(ours).stringify();
    await ours.summary.write();
    process.env.GITHUB_STEP_SUMMARY = file('theirs.md');
    expect(mine).toBe(build(theirs).stringify());
    await theirs.summary.write();
    expect(readFileSync(join(dir, 'ours.md'), 'utf8')).toBe(readFileSync(join(dir, 'theirs.md'), 'utf8'));
    expect(ours.summary.isEmptyBuffer()).toBe(true);
  });
});

describe('the run context', () => {
  it('reads the run, the event and the servers as @actions/github does', () => {
    const event = join(dir, 'event.json');
    writeFileSync(event, JSON.stringify({ action: 'created', comment: { id: 7 } }));
    Object.assign(process.env, {
      GITHUB_EVENT_PATH: event,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_RUN_ID: '123',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_API_URL: 'https://ghe.example.com/api/v3',
      GITHUB_SERVER_URL: 'https://ghe.example.com',
    });
    const mine = ours.actionsContext();
    // @actions/github reads its context once, when loaded: a fresh one reads this environment.
    const theirContext = new (loadedContext.constructor as new () => typeof loadedContext)();
    expect(mine).toEqual({
      payload: theirContext.payload,
      eventName: theirContext.eventName,
      runId: theirContext.runId,
      runAttempt: theirContext.runAttempt,
      apiUrl: theirContext.apiUrl,
      serverUrl: theirContext.serverUrl,
    });
    expect(mine.runId).toBe(123);
  });
});
