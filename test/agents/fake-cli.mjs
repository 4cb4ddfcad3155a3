// Stands in for an agent CLI (claude, codex, gemini, opencode) when a test puts a shim of that
// name first on PATH: prints a recorded transcript and exits as the real CLI did.
// Env: AGENT_TRANSCRIPT (file printed to stdout), AGENT_STDERR_FILE (file printed to stderr),
// AGENT_EXIT_CODE (default 0), AGENT_HANG=1 (never exit, as codex does offline),
// AGENT_RECORD_FILE (where to write {argv, stdin, env} as JSON, env holding the variables
// Ralph's providers set).
import { readFileSync, writeFileSync } from 'node:fs';

let stdin = '';
for await (const chunk of process.stdin) stdin += chunk;
if (process.env.AGENT_RECORD_FILE) {
  const keys = ['IS_SANDBOX', 'RALPH_PROMPT_FILE', 'OPENCODE_CONFIG_CONTENT'];
  const env = Object.fromEntries(keys.filter((k) => k in process.env).map((k) => [k, process.env[k]]));
  writeFileSync(process.env.AGENT_RECORD_FILE, JSON.stringify({ argv: process.argv.slice(2), stdin, env }));
}
if (process.env.AGENT_TRANSCRIPT) process.stdout.write(readFileSync(process.env.AGENT_TRANSCRIPT));
if (process.env.AGENT_STDERR_FILE) process.stderr.write(readFileSync(process.env.AGENT_STDERR_FILE));
process.exitCode = Number(process.env.AGENT_EXIT_CODE ?? 0);
if (process.env.AGENT_HANG === '1') setInterval(() => {}, 1e6);
