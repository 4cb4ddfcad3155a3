// Mermaid diagrams rendered by the real thing: Mermaid's bundled script from node_modules in
// headless Chromium (Debian's `chromium`, installed by .ci/run), on a local HTML page. The page
// renders each diagram as GitHub's viewer does (strict security, default limits) and writes
// the SVG into the page; `--dump-dom` gives the DOM after the renders, `--screenshot` a PNG.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const CHROMIUM = process.env.RALPH_CHROMIUM ?? 'chromium';

const require = createRequire(import.meta.url);
const MERMAID_JS = require.resolve('mermaid/dist/mermaid.min.js');

function page(diagrams: readonly string[], shot = false): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>ralph graph</title>
<script src="${pathToFileURL(MERMAID_JS).href}"></script>
<style>body{margin:0;padding:8px;background:#fff;font-family:sans-serif} .diagram{display:inline-block}${shot ? ' #status{display:none}' : ''}</style>
</head><body>
<div id="diagrams"></div><pre id="status">pending</pre>
<script>
const diagrams = ${JSON.stringify(diagrams).replace(/</g, '\\u003c')};
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
(async () => {
  const errors = [];
  for (let i = 0; i < diagrams.length; i++) {
    const div = document.createElement('div');
    div.className = 'diagram';
    div.id = 'd' + i;
    document.getElementById('diagrams').appendChild(div);
    try { div.innerHTML = (await mermaid.render('g' + i, diagrams[i])).svg; }
    catch (e) { errors.push(i + ': ' + e.message); }
  }
  document.getElementById('status').textContent = errors.length ? 'errors: ' + errors.join(' | ') : 'rendered';
})();
</script></body></html>`;
}

export interface Rendered {
  /** The page's DOM after the renders, as Chromium serialised it. */
  dom: string;
  /** "rendered", or the errors Mermaid threw. */
  status: string;
}

function chromium(args: string[], dir: string): void {
  const r = spawnSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--user-data-dir=${join(dir, 'profile')}`,
      '--allow-file-access-from-files',
      '--virtual-time-budget=20000',
      ...args,
    ],
    { encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (r.error) throw new Error(`${CHROMIUM} did not start (${r.error.message}); install Debian's chromium`);
  if (r.status !== 0) throw new Error(`${CHROMIUM} exited ${r.status}: ${r.stderr.slice(-2000)}`);
  if (args.includes('--dump-dom')) writeFileSync(join(dir, 'dom.html'), r.stdout);
}

/** Renders the diagrams in one page; with `png`, also a screenshot of the first one there. */
export function renderMermaid(
  diagrams: readonly string[],
  opts: { png?: string; width?: number; height?: number; scale?: number } = {},
): Rendered {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-chromium-'));
  try {
    const html = join(dir, 'page.html');
    writeFileSync(html, page(diagrams));
    chromium(['--dump-dom', pathToFileURL(html).href], dir);
    const dom = readFileSync(join(dir, 'dom.html'), 'utf8');
    if (opts.png) {
      // The screenshot is of the first diagram alone.
      const first = join(dir, 'first.html');
      writeFileSync(first, page(diagrams.slice(0, 1), true));
      chromium(
        [
          `--window-size=${opts.width ?? 1200},${opts.height ?? 600}`,
          `--force-device-scale-factor=${opts.scale ?? 1}`,
          '--hide-scrollbars',
          `--screenshot=${opts.png}`,
          pathToFileURL(first).href,
        ],
        dir,
      );
    }
    const status = /<pre id="status">([^<]*)<\/pre>/.exec(dom)?.[1] ?? 'no status';
    return { dom, status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
