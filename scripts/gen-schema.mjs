#!/usr/bin/env node
// Writes schema/implementation.schema.json, the JSON Schema editors use through "$schema",
// from the zod schema in src/core/plan/plan.ts (planJsonSchema). It runs the bundled CLI
// (`node dist/index.js schema`), so run it after `npm run build`; `npm run package` does both.
// With --check it writes nothing and exits 1 when the committed file is stale.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist', 'index.js');
const target = join(root, 'schema', 'implementation.schema.json');

if (!existsSync(entry)) {
  console.error(`gen-schema: ${relative(root, entry)} is missing; run \`npm run package\` (it builds first)`);
  process.exit(1);
}

const printed = execFileSync(process.execPath, [entry, 'schema'], {
  cwd: root,
  encoding: 'utf8',
});
// Parse and print again, so the file is exactly JSON.stringify(schema, null, 2) plus a newline.
const text = `${JSON.stringify(JSON.parse(printed), null, 2)}\n`;

const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`gen-schema: ${relative(root, target)} is stale; run \`npm run package\``);
    process.exit(1);
  }
  console.log(`gen-schema: ${relative(root, target)} is up to date`);
} else if (current === text) {
  console.log(`gen-schema: ${relative(root, target)} unchanged`);
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`gen-schema: wrote ${relative(root, target)}`);
}
