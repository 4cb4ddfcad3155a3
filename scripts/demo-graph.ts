// `npx tsx scripts/demo-graph.ts`: the picture of the demo plan for the README. Builds the demo
// (examples/demo) with its scripted agent in a temp folder, prints `ralph graph --markdown` and
// `ralph report` there, and renders the graph as GitHub does (Mermaid in headless Chromium) into
// docs/demo-graph.png.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../src/cli/cli.js';
import { renderMermaid } from '../test/support/chromium.js';
import { makeRepo, tempDir } from '../test/support/repo.js';

const root = join(import.meta.dirname, '..');
const example = join(root, 'examples', 'demo');
const dir = join(tempDir('ralph-demo-graph-'), 'greeter');
cpSync(join(example, 'project'), dir, { recursive: true });
makeRepo({}, dir);
const quiet = { cwd: dir, env: { ...process.env, CI: 'true' }, out: () => {}, err: () => {} };
await runCli(
  ['build', '--agent', 'command', '--agent-command', `node ${join(example, 'agent', 'agent.mjs')}`],
  quiet,
);
let graph = '';
await runCli(['graph'], { ...quiet, out: (t) => (graph += `${t}\n`) });
await runCli(['graph', '--markdown'], { ...quiet, out: (t) => console.log(t) });
await runCli(['report'], { ...quiet, out: (t) => console.log(`\n${t}`) });
const png = join(root, 'docs', 'demo-graph.png');
const r = renderMermaid([graph], { png, width: 340, height: 200, scale: 2 });
if (r.status !== 'rendered') throw new Error(`the graph did not render: ${r.status}`);
console.log(`\nwrote ${png}`);
