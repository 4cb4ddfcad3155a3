// `npx tsx scripts/gen-plan-shape.ts` (`npm run package` runs it first): writes
// src/core/plan/plan-shape.ts, the plan schema of src/core/plan/plan.ts as the plain data that checks.ts
// validates plans with (see shape.ts), then formats it with biome. Run it after changing the
// schema; test/plan-checks.test.ts fails while the file is stale.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PlanSchema } from '../src/core/plan/plan.js';
import { shapeOf } from '../src/core/plan/shape-of.js';

const root = join(import.meta.dirname, '..');
const target = join(root, 'src', 'core', 'plan', 'plan-shape.ts');
const text = `// Generated from PlanSchema (plan.ts) by \`npx tsx scripts/gen-plan-shape.ts\`: do not edit by hand.
// The plan's shape as data, so that checking a plan needs no zod at run time (see shape.ts).
import type { Shape } from './shape.js';

export const PLAN_SHAPE: Shape = ${JSON.stringify(shapeOf(PlanSchema))};
`;
writeFileSync(target, text);
execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', target], {
  stdio: 'inherit',
});
console.log('gen-plan-shape: wrote src/core/plan/plan-shape.ts');
