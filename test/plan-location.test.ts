import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locatePlan, planUnder } from '../src/adapters/project-root.js';

describe('the plan location', () => {
  it('names the plan relative to the root with / separators, and keeps its absolute path', () => {
    const root = join('/', 'repo');
    const plan = locatePlan(root, join(root, 'plans', 'implementation.json'));
    expect(plan).toEqual({
      root,
      file: 'plans/implementation.json',
      path: join(root, 'plans', 'implementation.json'),
    });
  });

  it('is the same file under another root', () => {
    const plan = locatePlan('/repo', '/repo/plans/implementation.json');
    expect(planUnder('/tmp/wt', plan)).toEqual({
      root: '/tmp/wt',
      file: 'plans/implementation.json',
      path: join('/tmp/wt', 'plans', 'implementation.json'),
    });
  });
});
