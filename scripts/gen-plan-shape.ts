// `npx tsx scripts/gen-plan-shape.ts` (`npm run package` runs it first): writes
// src/core/plan/plan-shape.ts, the plan schema of src/core/plan/plan.ts as the plain data that checks.ts
// validates plans with (see shape.ts), then formats it with biome. Run it after changing the
// schema; test/plan-checks.unit.test.ts fails while the file is stale.
//
// A part of the schema used at several places (the agent settings at every level, a timeout,
// an env map) is written once, as a constant the places share: the same data, a file a
// fraction of the size.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PlanSchema } from '../src/core/plan/plan.js';
import type { Shape } from '../src/core/plan/shape.js';
import { shapeOf } from '../src/core/plan/shape-of.js';

/** A part is shared when it is written at least this many characters and found more than once. */
const SHARED_MIN_CHARS = 200;

const root = join(import.meta.dirname, '..');
const target = join(root, 'src', 'core', 'plan', 'plan-shape.ts');
const shape = shapeOf(PlanSchema);

// How often each part occurs, by its JSON.
const seen = new Map<string, number>();
(function count(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  const json = JSON.stringify(node);
  // Only a whole Shape (a node with its `type`) is shared, not a record of fields or a check.
  const isShape = typeof (node as { type?: unknown }).type === 'string';
  if (isShape && json.length >= SHARED_MIN_CHARS) seen.set(json, (seen.get(json) ?? 0) + 1);
  for (const value of Object.values(node)) count(value);
})(shape);
// Smallest first: a shared part may contain a smaller one, never a larger.
const shared = [...seen]
  .filter(([, n]) => n > 1)
  .map(([json]) => json)
  .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
const names = new Map(shared.map((json, i) => [json, `PART_${i + 1}`]));

/** A node as TypeScript, each shared part but `self` by its name. */
function source(node: unknown, self?: string): string {
  if (node === null || typeof node !== 'object') return JSON.stringify(node);
  const json = JSON.stringify(node);
  const name = names.get(json);
  if (name !== undefined && json !== self) return name;
  if (Array.isArray(node)) return `[${node.map((v) => source(v)).join(', ')}]`;
  return `{${Object.entries(node)
    .map(([k, v]) => `${JSON.stringify(k)}: ${source(v)}`)
    .join(', ')}}`;
}

const parts = shared.map(
  (json) => `const ${names.get(json)}: Shape = ${source(JSON.parse(json) as Shape, json)};`,
);
const text = `// Generated from PlanSchema (plan.ts) by \`npx tsx scripts/gen-plan-shape.ts\`: do not edit by hand.
// The plan's shape as data, so that checking a plan needs no zod at run time (see shape.ts).
// PART_n: a part of the schema found at several places, written once.
import type { Shape } from './shape.js';

${parts.join('\n\n')}

export const PLAN_SHAPE: Shape = ${source(shape)};
`;
writeFileSync(target, text);
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', target], {
  stdio: 'inherit',
});
console.log('gen-plan-shape: wrote src/core/plan/plan-shape.ts');
