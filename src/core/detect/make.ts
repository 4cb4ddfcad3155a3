// Makefiles: their targets, each target's recipe (for the checks a `make x` in the CI runs),
// and the make targets that are gates.
import { commandWords } from './shell.js';

export const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];

export const MAKE_TARGETS = ['lint', 'test', 'build', 'check'];

export const MAKE_GATE_NAMES: Record<string, string> = {
  lint: 'lint',
  test: 'test',
  build: 'build',
  check: 'check',
  fmt: 'format',
  format: 'format',
  vet: 'vet',
  typecheck: 'typecheck',
};

/** Explicit targets of a Makefile (`name:` at the start of a line; not `name := value`). */
export function makeTargets(text: string): Set<string> {
  const targets = new Set<string>();
  for (const m of text.matchAll(/^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)/gm)) {
    for (const t of m[1]!.split(/\s+/)) targets.add(t);
  }
  return targets;
}

/** A Makefile's targets, each with its prerequisites and recipe lines. */
export function makeRecipes(text: string): Map<string, { deps: string[]; lines: string[] }> {
  const out = new Map<string, { deps: string[]; lines: string[] }>();
  let current: Array<{ deps: string[]; lines: string[] }> = [];
  for (const raw of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    if (raw.startsWith('\t')) {
      const line = raw.trim().replace(/^[@+-]+/, '');
      if (line) for (const r of current) r.lines.push(line);
      continue;
    }
    const m = /^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)(.*)$/.exec(raw);
    if (!m) {
      if (raw.trim() && !raw.trim().startsWith('#')) current = [];
      continue;
    }
    const deps = m[2]!.split(';')[0]!.trim().split(/\s+/).filter(Boolean);
    current = m[1]!.split(/\s+/).map((t) => {
      const r = out.get(t) ?? { deps: [], lines: [] };
      r.deps.push(...deps);
      out.set(t, r);
      return r;
    });
  }
  return out;
}

/** The commands a make target runs: its prerequisites' first, `$(MAKE) x` followed. */
export function recipeLines(
  recipes: Map<string, { deps: string[]; lines: string[] }>,
  target: string,
  depth: number,
): string[] {
  const r = recipes.get(target);
  if (!r || depth > 3) return [];
  const out: string[] = [];
  for (const d of r.deps) out.push(...recipeLines(recipes, d, depth + 1));
  for (const line of r.lines) {
    const sub = /^(\$\(MAKE\)|\$\{MAKE\}|make)\s+([\w.-]+)\s*$/.exec(line);
    if (sub) out.push(...recipeLines(recipes, sub[2]!, depth + 1));
    else for (const part of line.split(/\s+&&\s+/)) out.push(part.replace(/\$[({][\w]+[)}]\s*/g, '').trim());
  }
  return out;
}

/** Commands every ecosystem reads alike: make targets, and set-up lines. */
export function classifyCommon(
  command: string,
  targets: Set<string>,
): { name: string; command: string } | 'setup' | undefined {
  const words = commandWords(command);
  const [tool, sub] = words;
  if (tool === 'make' && sub && targets.has(sub) && MAKE_GATE_NAMES[sub])
    return { name: MAKE_GATE_NAMES[sub]!, command };
  return undefined;
}
