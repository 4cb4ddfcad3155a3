// The docs checked as GitHub shows them (docs/development.md): every link of the README and
// docs/ resolves, every `#anchor` is a heading's slug by GitHub's rules, every anchor the code
// cites from docs/ARCHITECTURE.md (and any docs page) exists, and the generated references
// (docs/action.md from action.yml, docs/cli.md from the CLI's registry) are current.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchors, brokenCitations, brokenLinks, replaceGenerated, slug } from '../scripts/doc-links.js';
import { actionReference, cliReference } from '../scripts/docs.js';
import { tempDir } from './support/repo.js';

const ROOT = join(import.meta.dirname, '..');

describe("GitHub's heading anchors", () => {
  it('lowercase, punctuation dropped, spaces to hyphens', () => {
    expect(slug('The plan: implementation.json')).toBe('the-plan-implementationjson');
    expect(slug("Importing another tool's tasks")).toBe('importing-another-tools-tasks');
    expect(slug('Seeing the plan: ralph graph and ralph report')).toBe(
      'seeing-the-plan-ralph-graph-and-ralph-report',
    );
    expect(slug('2. Agent')).toBe('2-agent');
    expect(slug('snake_case and a -- dash')).toBe('snake_case-and-a----dash');
  });

  it("a heading's Markdown is read as its text; a repeated one is numbered -1, -2; code blocks hold none", () => {
    const page = [
      '# The plan: `implementation.json`',
      '## Notes',
      '```sh',
      '# not a heading',
      '```',
      '## Notes',
      '### [Notes](x.md)',
    ].join('\n');
    expect([...anchors(page)]).toEqual(['the-plan-implementationjson', 'notes', 'notes-1', 'notes-2']);
  });
});

describe('the link check', () => {
  it('names each broken link: a missing file, a missing anchor, a way out of the repository', () => {
    // Spelled so that this file's own text cites no page (the check reads the tests too).
    const D = 'docs/';
    const root = tempDir('ralph-docs-');
    mkdirSync(join(root, 'docs'));
    writeFileSync(
      join(root, 'README.md'),
      [
        '# Ralph',
        '## Start here',
        `See [start](#start-here), [plan](${D}plan.md#fields) and [web](https://example.com).`,
        `Broken: [a](#nowhere), [b](${D}gone.md), [c](${D}plan.md#gone), [d](../outside.md).`,
        '`[not a link](#in-code)`',
        '```md',
        '[not a link either](#in-a-block)',
        '```',
      ].join('\n'),
    );
    writeFileSync(
      join(root, 'docs', 'plan.md'),
      '# Plan\n## Fields\nBack to [the README](../README.md#start-here).\n',
    );
    expect(brokenLinks(root)).toEqual([
      'README.md:4: #nowhere: no heading with the anchor #nowhere in README.md',
      `README.md:4: ${D}gone.md: no such file`,
      `README.md:4: ${D}plan.md#gone: no heading with the anchor #gone in docs/plan.md`,
      'README.md:4: ../outside.md: leads outside the repository',
    ]);
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'a.ts'), `// See ${D}plan.md#fields, #gone and ${D}x.md#y.\n`);
    expect(brokenCitations(root)).toEqual([
      'src/a.ts:1: no heading with the anchor #gone in docs/plan.md',
      `src/a.ts:1: ${D}x.md: no such file`,
    ]);
  });

  it('finds nothing broken in this repository: the README, docs/, and the anchors the code cites', () => {
    expect(brokenLinks(ROOT)).toEqual([]);
    expect(brokenCitations(ROOT)).toEqual([]);
  });
});

describe('the plan reference, docs/plan.md', () => {
  it('names every field of the plan schema', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schema', 'implementation.schema.json'), 'utf8'));
    const fields = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const { properties } = node as { properties?: unknown };
        if (properties && typeof properties === 'object' && !Array.isArray(properties))
          for (const key of Object.keys(properties)) fields.add(key);
        Object.values(node).forEach(walk);
      }
    };
    walk(schema);
    const page = readFileSync(join(ROOT, 'docs', 'plan.md'), 'utf8');
    const named = (f: string) => [`\`${f}\``, `\`${f}[]\``, `"${f}"`].some((s) => page.includes(s));
    expect([...fields].filter((f) => !named(f))).toEqual([]);
    expect(fields.size).toBeGreaterThan(60);
  });
});

describe('the generated references', () => {
  it('docs/action.md and docs/cli.md are what `npm run docs` writes', async () => {
    const action = readFileSync(join(ROOT, 'docs', 'action.md'), 'utf8');
    const yml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
    expect(replaceGenerated(action, actionReference(yml), 'docs/action.md')).toBe(action);
    const cli = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
    expect(replaceGenerated(cli, await cliReference(), 'docs/cli.md')).toBe(cli);
  });

  it('name every input and output of action.yml, and every command of the CLI', async () => {
    const yml = readFileSync(join(ROOT, 'action.yml'), 'utf8');
    const { inputs, outputs } = actionReference(yml);
    for (const name of ['command', 'ralph-login', 'task-result', 'network'])
      expect(inputs).toContain(`| \`${name}\` |`);
    expect(outputs).toContain('| `handled` |');
    const { commands } = await cliReference();
    for (const name of ['validate', 'build', 'init', 'plan', 'import', 'schema'])
      expect(commands).toContain(`[\`ralph ${name}\`](#ralph-${name})`);
  });

  it('refuses a page whose generated part lost its markers', () => {
    expect(() => replaceGenerated('# Page\n', { inputs: 'x' }, 'docs/action.md')).toThrow(
      'docs/action.md: the markers of the generated part "inputs" are missing',
    );
  });
});
