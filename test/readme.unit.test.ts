// The README's first lines are the two commands, the plan reference's example plan is a valid
// plan, and no page tells anyone to install the registry's unrelated `ralph`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planProblems } from '../src/core/plan/checks.js';

const ROOT = join(import.meta.dirname, '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const docs = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({ name: `docs/${f}`, text: readFileSync(join(ROOT, 'docs', f), 'utf8') }));
const planPage = docs.find((d) => d.name === 'docs/plan.md')!.text;

describe('README', () => {
  it('starts with the two commands for a fresh clone', () => {
    const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(block).toMatch(/^npm ci && npm run demo\b/m);
    expect(block).toMatch(/^npm test\b/m);
    expect(readme.indexOf('```sh')).toBeLessThan(20);
  });

  it('gives the test command CI runs: .ci/run ends with it, after the install', () => {
    const block = /```sh\n([\s\S]*?)```/.exec(readme)![1]!;
    const test = /^(npm test)\b/m.exec(block)![1]!;
    const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8')
      .trimEnd()
      .split('\n');
    expect(ci.slice(-2)).toEqual(['npm ci --no-audit --no-fund', test]);
  });

  it('is short: the rest is in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });
});

describe('the plan reference, docs/plan.md', () => {
  it('shows a plan that validates', () => {
    const json = /```json\n([\s\S]*?)```/.exec(planPage)?.[1];
    expect(json).toBeDefined();
    expect(planProblems(JSON.parse(json!))).toEqual([]);
  });
});

describe('install lines, in the README and docs/', () => {
  it("never install or run the registry's `ralph`, an unrelated package; they name this repository", () => {
    // `npm view ralph` is "Ralph the releaser", another project: `npx ralph` would run that.
    const lines = [readme, ...docs.map((d) => d.text)]
      .flatMap((text) => text.split('\n\n'))
      .filter((l) => /\b(npx|npm (i|install|exec))\b/.test(l) && /ralph/.test(l));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const bad = /\b(npx(\s+--yes)?|npm (?:i|install)(?:\s+-g)?|npm exec)\s+ralph\b(?!-)/.exec(line);
      // Only where a page warns against it.
      if (bad)
        expect(line, 'a warning, not an instruction').toMatch(
          /another project|unrelated|not `npm install ralph`/,
        );
    }
    expect(readme).toContain('npm install -g github:ralph-ci/ralph#v0');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    // What the install line puts on PATH: the package's one bin, `ralph`, committed in dist/.
    expect(Object.keys(pkg.bin)).toEqual(['ralph']);
  });
});
