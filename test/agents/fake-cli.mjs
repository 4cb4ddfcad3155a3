// Stands in for an agent CLI (claude, codex, gemini, opencode) when a test puts a shim of that
// name first on PATH: prints a recorded transcript and exits as the real CLI did.
// Env: AGENT_TRANSCRIPT (file printed to stdout), AGENT_STDERR_FILE (file printed to stderr),
// AGENT_EXIT_CODE (default 0), AGENT_HANG=1 (never exit, as codex does offline),
// AGENT_RECORD_FILE (where to write {argv, stdin, env} as JSON, env holding the variables
// Ralph's providers set, and `gemini` the settings gemini would read from GEMINI_CLI_HOME: the
// file's text and the entries beside it, as they are while the CLI runs).
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

let stdin = '';
for await (const chunk of process.stdin) stdin += chunk;
if (process.env.AGENT_RECORD_FILE) {
  const keys = ['IS_SANDBOX', 'RALPH_PROMPT_FILE', 'OPENCODE_CONFIG_CONTENT', 'GEMINI_CLI_HOME'];
  const env = Object.fromEntries(keys.filter((k) => k in process.env).map((k) => [k, process.env[k]]));
  const record = { argv: process.argv.slice(2), stdin, env };
  const home = process.env.GEMINI_CLI_HOME;
  if (home) {
    const dir = join(home, '.gemini');
    const settings = join(dir, 'settings.json');
    const links = (d) =>
      Object.fromEntries(readdirSync(d).map((n) => [n, safe(() => readlinkSync(join(d, n)))]));
    record.gemini = {
      settings: existsSync(settings) ? readFileSync(settings, 'utf8') : undefined,
      home: links(home),
      dir: links(dir),
    };
  }
  writeFileSync(process.env.AGENT_RECORD_FILE, JSON.stringify(record));
}

function safe(f) {
  try {
    return f();
  } catch {
    return null;
  }
}
if (process.env.AGENT_TRANSCRIPT) process.stdout.write(readFileSync(process.env.AGENT_TRANSCRIPT));
if (process.env.AGENT_STDERR_FILE) process.stderr.write(readFileSync(process.env.AGENT_STDERR_FILE));
process.exitCode = Number(process.env.AGENT_EXIT_CODE ?? 0);
if (process.env.AGENT_HANG === '1') setInterval(() => {}, 1e6);
