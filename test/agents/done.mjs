// Scripted agent that finishes its task: reads the prompt from stdin, optionally writes a
// file, prints a few lines and then `<TASK_DONE>` on a line of its own.
// Env: AGENT_SLEEP_MS (wait before finishing), AGENT_WRITE_FILE (path, relative to the cwd,
// to write), AGENT_WRITE_CONTENT (its content, default "done\n"), AGENT_EXIT_CODE (default 0).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

let prompt = '';
for await (const chunk of process.stdin) prompt += chunk;
console.log(`read a prompt of ${prompt.length} characters`);
const sleep = Number(process.env.AGENT_SLEEP_MS ?? 0);
if (sleep > 0) await new Promise((r) => setTimeout(r, sleep));
const file = process.env.AGENT_WRITE_FILE;
if (file) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, process.env.AGENT_WRITE_CONTENT ?? 'done\n');
  console.log(`wrote ${file}`);
}
console.log('All done. The requested change is complete.\n<TASK_DONE>');
process.exitCode = Number(process.env.AGENT_EXIT_CODE ?? 0);
