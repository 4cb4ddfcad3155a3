// The pure rules of the run split by trust (docs/ARCHITECTURE.md#trust): the matrix entry that carries a task
// job's anchors, what an attempt's patch may not touch, the verdict from an attempt report, and
// what `ralph init --check` tells a workflow written for the old layout.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { concludeAttempt } from '../src/core/attempt/attempt.js';
import {
  DEFAULT_MAX_FILE_SIZE,
  formatSize,
  parseFileSize,
  patchRefusals,
  printablePath,
} from '../src/core/attempt/patch-rules.js';
import { attemptArtifactName, parseMatrix, parseMatrixEntry } from '../src/core/workflow/task-job.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { layoutProblems } from '../src/core/workflow/workflow-check.js';

const SHA = 'a'.repeat(40);
const entry = {
  spec: 'api',
  task: 'api-1',
  attempt: 1,
  branch: 'ralph/api',
  base: 'main',
  start: SHA,
  'base-sha': SHA,
  'max-turns': 75,
  'timeout-minutes': 15,
  artifact: attemptArtifactName('api', 'api-1', 1),
  'retry-artifact': '',
  'retry-run-id': '',
};

describe('the matrix entry', () => {
  it('round-trips what the schedule job writes', () => {
    expect(parseMatrixEntry(JSON.stringify(entry), 'task')).toMatchObject(entry);
    expect(parseMatrix(JSON.stringify({ include: [entry] }), 'matrix')).toHaveLength(1);
    expect(parseMatrix('', 'matrix')).toEqual([]);
  });

  it('refuses an unsafe id, a short sha and plain text, naming the field and the fix', () => {
    expect(() => parseMatrixEntry(JSON.stringify({ ...entry, spec: '../x' }), "The input 'task'")).toThrow(
      /The input 'task' is not a Ralph matrix entry: spec: .*toJSON\(matrix\)/,
    );
    expect(() => parseMatrixEntry(JSON.stringify({ ...entry, start: 'abc' }), 'task')).toThrow(
      /start: a full commit sha/,
    );
    expect(() => parseMatrixEntry('api-1', "The input 'task'")).toThrow(/is not JSON/);
  });
});

describe('patchRefusals', () => {
  const rules = { planFile: 'implementation.json', protectedPaths: ['.github/', 'deploy/prod.yml'] };
  const change = (path: string, newMode = '100644') => ({ path, oldMode: '100644', newMode });

  it('lets ordinary changes through', () => {
    expect(patchRefusals([change('src/a.ts'), change('docs/github.md'), change('.githubx')], rules)).toEqual(
      [],
    );
  });

  it.each([
    ['implementation.json', '100644', 'the plan file is written by Ralph alone'],
    ['.github/workflows/ralph.yml', '100644', 'a protected path'],
    ['.github/CODEOWNERS', '100644', 'a protected path'],
    ['deploy/prod.yml', '100644', 'a protected path'],
    ['.gitmodules', '100644', '.gitmodules changes how git treats the repository'],
    ['src/.gitattributes', '100644', '.gitattributes changes how git treats the repository'],
    ['src/link', '120000', 'a symbolic link'],
    ['vendor/lib', '160000', 'a submodule (gitlink)'],
    ['sub/.GIT/config', '100644', 'a path inside .git'],
    ['.lfsconfig', '100644', '.lfsconfig changes how git treats the repository'],
    ['pkg/.LfsConfig', '100644', '.LfsConfig changes how git treats the repository'],
    ['CODEOWNERS', '100644', 'CODEOWNERS names who must review changes to the repository'],
    ['docs/CODEOWNERS', '100644', 'CODEOWNERS names who must review changes to the repository'],
    ['Docs/codeowners', '100644', 'CODEOWNERS names who must review changes to the repository'],
    ['.GitHub/workflows/x.yml', '100644', 'a protected path'],
    ['.GITHUB/workflows/x.yml', '100644', 'a protected path'],
    ['.github', '100644', 'a protected path'],
    ['Deploy/Prod.yml', '100644', 'a protected path'],
  ])('refuses %s (mode %s): %s', (path, mode, why) => {
    expect(patchRefusals([change(path, mode)], rules)).toEqual([`the change to ${path} is refused: ${why}`]);
  });

  it('lets CODEOWNERS elsewhere through: GitHub reads it only at the root, in docs/ and in .github/', () => {
    expect(patchRefusals([change('src/CODEOWNERS'), change('docs/api/CODEOWNERS')], rules)).toEqual([]);
  });

  it.each([
    ['a\x1b[31mred.txt', '\\x1b'],
    ['tab\there.txt', '\\t'],
    ['line\nbreak.txt', '\\n'],
    ['carriage\rreturn.txt', '\\r'],
    ['nul\u0000.txt', '\\x00'],
    ['del\u007f.txt', '\\x7f'],
    ['csi\u009b31m.txt', '\\x9b'],
    ['dir\u0085/x.txt', '\\x85'],
    ['evil\u202etxt.exe', '\\u202e'],
    ['bad\ufffd.txt', '\\ufffd'],
  ])('refuses a name with a control character (%j), showing it escaped', (path, shown) => {
    const [why] = patchRefusals([change(path)], rules);
    expect(why).toContain(`its name holds ${shown}:`);
    expect(why).toContain(printablePath(path));
    // The message itself prints no control character.
    expect(why).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e\ufffd]/);
  });

  it('refuses a control character in a folder name before any other rule, with the path escaped', () => {
    expect(patchRefusals([change('.github/\x1b]8;;x\x07/w.yml')], rules)).toEqual([
      'the change to .github/\\x1b]8;;x\\x07/w.yml is refused: its name holds \\x1b, \\x07: control characters (and bidirectional marks) in a file name can rewrite what a log or a file listing shows',
    ]);
  });

  it('refuses a file over maxFileBytes, naming both sizes; one at the limit passes', () => {
    const limit = { ...rules, maxFileBytes: 10 * 1024 * 1024 };
    const big = { ...change('assets/big.bin'), size: 60 * 1024 * 1024 };
    const atLimit = { ...change('assets/ok.bin'), size: 10 * 1024 * 1024 };
    expect(patchRefusals([big, atLimit], limit)).toEqual([
      "the change to assets/big.bin is refused: a file of 60 MB, over the 10 MB the action input 'max-file-size' allows",
    ]);
    expect(patchRefusals([big], rules)).toEqual([]);
  });
});

describe('parseFileSize', () => {
  it.each([
    ['1048576', 1048576],
    ['5MB', 5 * 1024 * 1024],
    ['500KB', 500 * 1024],
    ['500 kb', 500 * 1024],
    ['1.5GB', 1.5 * 1024 ** 3],
    ['10M', 10 * 1024 * 1024],
    ['2MiB', 2 * 1024 * 1024],
    ['100 bytes', 100],
    [' 7B ', 7],
  ])('reads %j as %i bytes', (text, bytes) => {
    expect(parseFileSize(text, "Invalid input 'max-file-size'")).toBe(bytes);
  });

  it.each(['junk', '5 TB', '-1MB', '0', 'MB', '5MB5', '1e9'])(
    'refuses %j, naming the input, the value and the forms',
    (text) => {
      expect(() => parseFileSize(text, "Invalid input 'max-file-size'")).toThrow(
        `Invalid input 'max-file-size': "${text}" is not a file size. Give bytes (1048576) or a number with KB, MB or GB (500KB, 5MB, 1.5GB), more than 0.`,
      );
    },
  );

  it('shows sizes as people read them', () => {
    expect([512, 2048, 10 * 1024 * 1024, 60.5 * 1024 * 1024].map(formatSize)).toEqual([
      '512 bytes',
      '2 KB',
      '10 MB',
      '60.5 MB',
    ]);
    expect(DEFAULT_MAX_FILE_SIZE).toBe(10 * 1024 * 1024);
  });
});

describe('concludeAttempt', () => {
  const gate = (name: string, passed: boolean, required = true) => ({
    name,
    command: `run ${name}`,
    required,
    passed,
    exitCode: passed ? 0 : 1,
    outputTail: passed ? '' : `${name} failed`,
  });
  const expected = [
    { name: 'lint', command: 'run lint' },
    { name: 'test', command: 'run test' },
    { name: 'docs', command: 'run docs', required: false },
  ];

  it('passes a done claim whose required gates all passed', () => {
    const r = concludeAttempt({
      agent: { outcome: 'done' },
      problems: [],
      gates: [gate('lint', true), gate('test', true)],
      expected,
    });
    expect(r.verdict.outcome).toBe('passed');
  });

  it('fails a done claim when a required gate has no result (no step ran it)', () => {
    const r = concludeAttempt({
      agent: { outcome: 'done' },
      problems: [],
      gates: [gate('lint', true)],
      expected,
    });
    expect(r.verdict.outcome).toBe('gate_failed');
    expect(r.verdict.gate?.name).toBe('test');
    expect(r.verdict.summary).toContain('did not run: the job has no step for it');
  });

  it('rejects a claim with problems before looking at gates', () => {
    const r = concludeAttempt({
      agent: { outcome: 'done' },
      problems: ['the change to .github/x is refused: a protected path'],
      gates: [gate('lint', true), gate('test', true)],
      expected,
    });
    expect(r.verdict).toMatchObject({ outcome: 'rejected', summary: expect.stringContaining('.github/x') });
  });

  it("takes the agent's own end first: a block, a rate limit", () => {
    expect(
      concludeAttempt({ agent: { outcome: 'blocked', reason: 'no key' }, problems: [], gates: [] }).verdict,
    ).toMatchObject({ outcome: 'blocked', summary: 'no key' });
    expect(
      concludeAttempt({ agent: { outcome: 'rate_limited' }, problems: [], gates: [], expected }).verdict
        .outcome,
    ).toBe('rate_limited');
  });
});

describe('layoutProblems', () => {
  it('finds a writer that a failed task job would skip, one that cannot write, and a persisted token', () => {
    const wf = parse(renderWorkflow({ gates: [{ name: 'test', command: 'npm test' }] }));
    delete wf.jobs.finalize.if;
    wf.jobs.finalize.permissions.contents = 'read';
    wf.jobs.task.steps[0].with['persist-credentials'] = true;
    delete wf.jobs.task.steps.find((s: { id?: string }) => s.id === 'run').with['github-token'];
    expect(layoutProblems(wf)).toEqual([
      expect.stringMatching(/job "task": check out with `persist-credentials: false`/),
      expect.stringMatching(/job "task", step "Agent": pass `github-token: ""`/),
      expect.stringMatching(/job "finalize": give it `if: .*!cancelled\(\)/),
      expect.stringMatching(/job "finalize": needs `contents: write`/),
    ]);
  });

  it('finds nothing wrong with the workflow ralph init writes', () => {
    const wf = renderWorkflow({ gates: [{ name: 'test', command: 'npm test' }] });
    expect(layoutProblems(parse(wf))).toEqual([]);
    const shipped = readFileSync(
      join(import.meta.dirname, '..', '.github', 'workflows', 'ralph.yml'),
      'utf8',
    );
    expect(layoutProblems(parse(shipped))).toEqual([]);
  });

  it('tells a pull_request trigger without the closed and reopened types to name them', () => {
    const wf = parse(renderWorkflow({ gates: [{ name: 'test', command: 'npm test' }] }));
    expect(wf.on.pull_request).toEqual({ types: ['closed', 'reopened'] });
    wf.on.pull_request = null;
    expect(layoutProblems(wf)).toEqual([
      expect.stringMatching(/^the pull_request trigger has no `types`.*a spec pull request is merged \(/),
    ]);
    wf.on.pull_request = { types: ['opened'] };
    expect(layoutProblems(wf)).toEqual([
      expect.stringMatching(
        /^the pull_request trigger lacks the types closed, reopened: .* is merged or reopened \(/,
      ),
    ]);
    wf.on.pull_request = { types: 'closed' };
    expect(layoutProblems(wf)).toEqual([expect.stringMatching(/lacks the types reopened: /)]);
    wf.on.pull_request = { types: ['reopened', 'closed', 'opened'] };
    expect(layoutProblems(wf)).toEqual([]);
  });

  it("tells a workflow that reads the record step's outcome as recorded to read its record-state", () => {
    const wf = renderWorkflow({ gates: [{ name: 'test', command: 'npm test' }] }).replace(
      "steps.record.outputs.record-state != 'already-recorded'",
      "steps.record.outputs.outcome != 'recorded'",
    );
    expect(layoutProblems(parse(wf))).toEqual([
      expect.stringContaining(
        "job \"task\", step \"Upload the attempt\": the record step's `outcome` is only the attempt's verdict now: write `steps.record.outputs.record-state` and 'already-recorded' instead of `steps.record.outputs.outcome` and 'recorded'",
      ),
    ]);
  });

  it('tells a workflow of the old layout each thing to change', () => {
    const old = readFileSync(
      join(import.meta.dirname, 'fixtures', 'workflows', 'ralph-v0-old-layout.yml'),
      'utf8',
    );
    const problems = layoutProblems(parse(old));
    expect(problems).toEqual([
      expect.stringMatching(/job "task" runs the agent with a write token \(contents: write\)/),
      expect.stringMatching(/step "Agent": pass the matrix entry as `task: \$\{\{ toJSON\(matrix\) \}\}`/),
      expect.stringMatching(/step "Gate: test": pass `gates: \$\{\{ needs.schedule.outputs.gates \}\}`/),
      expect.stringMatching(/step "Record": pass the matrix entry/),
      expect.stringMatching(/step "Record": pass `gates:/),
      expect.stringMatching(/upload `\$\{\{ runner.temp \}\}\/ralph\/attempt`/),
      expect.stringMatching(/job "task": give it `if: \$\{\{ !cancelled\(\)/),
      expect.stringMatching(/step "Record": pass `github-token: ""`/),
      expect.stringMatching(/job "schedule": add the output `gates:/),
      expect.stringMatching(/job "schedule": upload .* as the artifact `ralph-schedule`/),
      expect.stringMatching(/no job runs `command: commands`/),
      expect.stringMatching(
        /Ralph does not listen: add the triggers issue_comment, pull_request_review, pull_request/,
      ),
      expect.stringMatching(/job "finalize": pass `matrix:/),
      expect.stringMatching(/job "finalize": pass `task-result: \$\{\{ needs.task.result \}\}`/),
      expect.stringMatching(/job "finalize": download this run's attempts/),
    ]);
  });
});
