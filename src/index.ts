#!/usr/bin/env node
// The one entry of both the action (run by the runner as `node dist/index.js` with INPUT_*
// variables and no arguments) and the `ralph` CLI. Each side is loaded only when used.
import module from 'node:module';
import { RALPH_VERSION } from './version.js';

// Node 22+ (the action runs on node24) caches compiled code between runs; Node 20 has no such cache.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

const actionMode = process.argv.length <= 2 && process.env.INPUT_COMMAND !== undefined;
const first = process.argv[2];

if (actionMode) {
  const { runAction } = await import('./action/main.js');
  await runAction();
} else if (first === '--version' || first === '-V') {
  // The one answer that needs none of the CLI (as `runCli` gives it: the version, whatever follows).
  process.stdout.on('error', () => {}); // a reader that went away (`ralph --version | true`)
  process.stdout.write(`${RALPH_VERSION}\n`);
} else {
  const { runCli } = await import('./cli/cli.js');
  process.exitCode = await runCli(process.argv.slice(2));
}
