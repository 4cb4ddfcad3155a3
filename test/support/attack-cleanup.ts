// Undoes what test/agents/attack.mjs leaves outside its run where the sandbox does not stop it
// (an agent user's home survives between jobs on this machine, as on a reused runner):
// ~/.npmrc's script-shell, the sections it appended to ~/.gitconfig, its git attributes and its
// `ralph-plant-*` files in the agent users' homes, /tmp, /var/tmp and /dev/shm. Without this,
// the next test that runs npm or git as the same agent user would run the planted programs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What attack.mjs writes into every planted path: its share folder's prefix. */
const MARK = '/ralph-attack-';
const ATTRIBUTES = new Set(['* filter=x diff=x', 'notes.md filter=y', '*.txt filter=inc diff=inc']);

function edit(path: string, change: (text: string) => string): void {
  if (!existsSync(path)) return;
  const text = readFileSync(path, 'utf8');
  const next = change(text);
  if (next === text) return;
  if (next.trim() === '') rmSync(path, { force: true });
  else writeFileSync(path, next); // the file keeps its owner
}

/** Drops every `[section]` of a git config whose body names a planted program. */
function withoutPlantedSections(text: string): string {
  const blocks = text.split(/\n(?=\[)/);
  return blocks.filter((b) => !b.includes(MARK)).join('\n');
}

export function undoAttackPlants(): void {
  const homes = execFileSync('getent', ['passwd'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.split(':'))
    .filter((f) => /^ralph-agent/.test(f[0] ?? ''))
    .map((f) => f[5]!)
    .filter((h) => h && existsSync(h));
  for (const home of homes) {
    edit(join(home, '.npmrc'), (t) =>
      t
        .split('\n')
        .filter((l) => !l.includes(MARK))
        .join('\n'),
    );
    edit(join(home, '.gitconfig'), withoutPlantedSections);
    edit(join(home, '.config', 'git', 'attributes'), (t) =>
      t
        .split('\n')
        .filter((l) => !ATTRIBUTES.has(l))
        .join('\n'),
    );
  }
  for (const dir of [...homes, '/tmp', '/var/tmp', '/dev/shm'])
    try {
      for (const f of readdirSync(dir))
        if (f.startsWith('ralph-plant-')) rmSync(join(dir, f), { force: true });
    } catch {
      // not there
    }
}
