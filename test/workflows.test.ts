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
