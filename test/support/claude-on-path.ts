// A stand-in for Claude Code's CLI, first on PATH: it does the task's work (writes `<task>.txt`)
// and prints the real CLI's stream-json of a finished task (test/fixtures/transcripts/claude/:
// 2 turns, 2,400 + 80 tokens, $0.0084). It does not model the CLI beyond that transcript.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './repo.js';

const AGENTS = join(import.meta.dirname, '..', 'agents');
const CLAUDE_SUCCESS = join(
  import.meta.dirname,
  '..',
  'fixtures',
  'transcripts',
  'claude',
  'success.stream-json.jsonl',
);
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export interface ClaudeOnPathOptions {
  /** A folder where each call keeps its argv, stdin and env as `<task>.<attempt>.json`. */
  record?: string;
  /** With `record`: also its ANTHROPIC_BASE_URL, as `<task>.<attempt>.url`. */
  baseUrl?: boolean;
  /** Makes the folder (default a temporary one; sharedDir where the agent user must read it). */
  dir?: (prefix: string) => string;
}

/** Writes the stand-in `claude` into a new folder and returns that folder, to put first on PATH. */
export function claudeOnPath(opts: ClaudeOnPathOptions = {}): string {
  const bin = (opts.dir ?? tempDir)('ralph-bin-');
  const transcript = join(bin, 'success.stream-json.jsonl');
  writeFileSync(transcript, readFileSync(CLAUDE_SUCCESS));
  const record = opts.record;
  writeFileSync(
    join(bin, 'claude'),
    [
      '#!/bin/sh',
      `printf 'work of %s\\n' "$RALPH_TASK_ID" > "$RALPH_TASK_ID.txt"`,
      ...(record && opts.baseUrl
        ? [`printf '%s' "$ANTHROPIC_BASE_URL" > ${sh(record)}/"$RALPH_TASK_ID.$RALPH_ATTEMPT.url"`]
        : []),
      `${record ? `AGENT_RECORD_FILE=${sh(record)}/"$RALPH_TASK_ID.$RALPH_ATTEMPT.json" ` : ''}AGENT_TRANSCRIPT=${sh(transcript)} exec ${sh(process.execPath)} ${sh(join(AGENTS, 'fake-cli.mjs'))} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(join(bin, 'claude'), 0o755);
  return bin;
}
