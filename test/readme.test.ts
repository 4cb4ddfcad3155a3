// The README's example plan is a valid plan, and its first lines are the two commands.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planProblems } from '../src/core/checks.js';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');

describe('README', () => {
  it('starts with the two commands for a fresh clone', () => {
    const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(block).toMatch(/^npm ci && npm run demo\b/m);
    expect(block).toMatch(/^npm test\b/m);
    expect(readme.indexOf('```sh')).toBeLessThan(20);
  });

  it('shows a plan that validates', () => {
    const json = /```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(json).toBeDefined();
    expect(planProblems(JSON.parse(json!))).toEqual([]);
  });
});
