// PROGRESS.md: one entry appended per finished spec. Two spec branches both append at the end
// of the file, so `.gitattributes` gets `PROGRESS.md merge=union` and git keeps both entries
// when the second pull request merges.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { progressEntry } from '../core/git-text.js';
import type { Spec } from '../core/plan.js';

const UNION = 'PROGRESS.md merge=union';

export function appendProgress(root: string, spec: Spec, finishedAt: string): void {
  const file = join(root, 'PROGRESS.md');
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const entry = progressEntry(spec, finishedAt);
  if (existing?.includes(`(\`${spec.id}\`)\n`)) return; // this spec's entry is there already
  appendFileSync(
    file,
    existing === undefined ? `# Progress\n\n${entry}` : `${existing.endsWith('\n') ? '' : '\n'}\n${entry}`,
  );
  const attributes = join(root, '.gitattributes');
  const text = existsSync(attributes) ? readFileSync(attributes, 'utf8') : '';
  if (!text.split('\n').some((l) => l.trim() === UNION))
    appendFileSync(attributes, `${text === '' || text.endsWith('\n') ? '' : '\n'}${UNION}\n`);
}
