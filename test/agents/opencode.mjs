// Stands in for opencode-ai 1.18.33's `opencode run` when a test puts a shim named opencode
// first on PATH. It writes recorded bytes of the real CLI: its JSON events to stdout, and its
// log to stderr only when run with `--print-logs`, as the real one does (without the flag the
// log goes to a file under its data directory).
// Env: AGENT_TRANSCRIPT (stdout), AGENT_LOG_FILE (the log), AGENT_EXIT_CODE (default 0),
// AGENT_HANG=1 (never exit: the real CLI waiting out a 429's retry-after), AGENT_RECORD_FILE
// (where to write {argv, stdin, env: {OPENCODE_CONFIG_CONTENT}} as JSON).
// Not modelled: the model API, the config loading, the time between the real CLI's retries
// (30 s apart in the recording, as the stand-in model's retry-after said; here the lines come at
// once) and its giving up after 5 of them.
import { readFileSync, writeFileSync } from 'node:fs';

let stdin = '';
for await (const chunk of process.stdin) stdin += chunk;
const argv = process.argv.slice(2);
if (process.env.AGENT_RECORD_FILE) {
  const env =
    'OPENCODE_CONFIG_CONTENT' in process.env
      ? { OPENCODE_CONFIG_CONTENT: process.env.OPENCODE_CONFIG_CONTENT }
      : {};
  writeFileSync(process.env.AGENT_RECORD_FILE, JSON.stringify({ argv, stdin, env }));
}
if (process.env.AGENT_LOG_FILE && argv.includes('--print-logs'))
  process.stderr.write(readFileSync(process.env.AGENT_LOG_FILE));
if (process.env.AGENT_TRANSCRIPT) process.stdout.write(readFileSync(process.env.AGENT_TRANSCRIPT));
process.exitCode = Number(process.env.AGENT_EXIT_CODE ?? 0);
if (process.env.AGENT_HANG === '1') setInterval(() => {}, 1e6);
