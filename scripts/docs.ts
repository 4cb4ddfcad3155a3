// `npm run docs` writes the generated references; `npm run check:docs` (part of `npm test`)
// fails when they are stale or when a link or #anchor in the README or docs/ leads nowhere.
//
// - docs/action.md: the inputs and outputs, from action.yml (as actions/checkout generates its
//   usage from its action.yml);
// - docs/cli.md: the commands, from the CLI's own registry (cli.ts COMMANDS: name and summary;
//   each command's options, with what each does) — what `ralph COMMAND --help` prints.
// Each generated part stands between `<!-- start generated: NAME -->` and
// `<!-- end generated: NAME -->`; the text around it is written by hand.
//
// Links: every relative link in README.md and docs/*.md must name a file that exists, and
// every `#anchor` a heading of that file (GitHub's slugs), as must every `docs/*.md#anchor`
// cited from a comment in src/, test/, bench/ and scripts/.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { ALIASES, COMMANDS } from '../src/cli/cli.js';
import { type Command, optionFlags, synopsisParts } from '../src/cli/command.js';
import { brokenCitations, brokenLinks, docFiles, replaceGenerated } from './doc-links.js';

const ROOT = join(import.meta.dirname, '..');

/** A table cell: one line, no bare `|`, and no `<spec-id>` that GitHub would take for a tag. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

export function actionReference(yml: string): Record<string, string> {
  const action = parse(yml) as ActionYml;
  const inputs = Object.entries(action.inputs);
  const inputRows = inputs.map(
    ([name, i]) =>
      `| \`${name}\` | ${i.required ? '(required)' : i.default ? `\`${cell(i.default)}\`` : ''} | ${cell(i.description)} |`,
  );
  const outputRows = Object.entries(action.outputs).map(
    ([name, o]) => `| \`${name}\` | ${cell(o.description)} |`,
  );
  return {
    inputs: [
      'Every input, with its default, as `action.yml` declares it (the step a description starts',
      'with is the `command` that reads it):',
      '',
      '| Input | Default | Description |',
      '| --- | --- | --- |',
      ...inputRows,
    ].join('\n'),
    outputs: ['| Output | Description |', '| --- | --- |', ...outputRows].join('\n'),
  };
}

/** `ralph NAME [--a] [--b X]`, as the help's synopsis, on one line. */
const synopsis = (cmd: Command) => [`ralph ${cmd.name}`, ...synopsisParts(cmd)].join(' ');

export async function cliReference(): Promise<Record<string, string>> {
  const commands = await Promise.all(
    Object.entries(COMMANDS).map(async ([name, c]) => ({ name, summary: c.summary, cmd: await c.load() })),
  );
  const table = [
    '| Command | What it does |',
    '| --- | --- |',
    ...commands.map(({ name, summary }) => `| [\`ralph ${name}\`](#ralph-${name}) | ${cell(summary)} |`),
    ...Object.entries(ALIASES).map(
      ([name, a]) =>
        `| \`ralph ${name} ${a.commands.join(' \\| ')}\` | ${cell(a.summary.replace(/^.*?: /, ''))} |`,
    ),
  ];
  const sections = commands.map(({ name, summary, cmd }) =>
    [
      `### ralph ${name}`,
      '',
      `${summary[0]!.toUpperCase()}${summary.slice(1)}.`,
      '',
      '```text',
      synopsis(cmd),
      ...(cmd.about ? ['', cmd.about.trimEnd()] : []),
      '```',
      '',
      '| Option | |',
      '| --- | --- |',
      ...Object.entries(cmd.options).map(([n, o]) => `| \`${optionFlags(n, o)}\` | ${cell(o.help)} |`),
      '| `-h, --help` | show this help |',
      ...(cmd.after ? ['', '```text', cmd.after.trimEnd(), '```'] : []),
    ].join('\n'),
  );
  return { commands: table.join('\n'), options: sections.join('\n\n') };
}

async function main(check: boolean): Promise<number> {
  const pages = {
    'docs/action.md': actionReference(readFileSync(join(ROOT, 'action.yml'), 'utf8')),
    'docs/cli.md': await cliReference(),
  };
  const problems: string[] = [];
  for (const [page, parts] of Object.entries(pages)) {
    const path = join(ROOT, page);
    const text = readFileSync(path, 'utf8');
    const fresh = replaceGenerated(text, parts, page);
    if (fresh === text) continue;
    if (check) problems.push(`${page}: its generated parts are stale; run \`npm run docs\` and commit it`);
    else {
      writeFileSync(path, fresh);
      console.log(`wrote ${page}`);
    }
  }
  problems.push(...brokenLinks(ROOT), ...brokenCitations(ROOT));
  for (const p of problems) console.error(p);
  if (problems.length > 0) return 1;
  const files = docFiles(ROOT).map((f: string) => relative(ROOT, f));
  console.log(`docs: the references are current, and every link in ${files.length} pages resolves.`);
  return 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1])
  process.exitCode = await main(process.argv.includes('--check'));
