// The agent's output as a person reads it (docs/ARCHITECTURE.md#agents): the real CLIs' bytes in, their
// text, tool calls and errors out, one short line each, never the raw JSON events.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readableLines } from '../src/adapters/agents/readable.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'transcripts');
const read = (provider: string, file: string) =>
  readFileSync(join(FIXTURES, file), 'utf8')
    .split('\n')
    .flatMap((line) => readableLines(provider, line));

describe('readableLines', () => {
  it('claude: the text, each tool call by name and file, the end with turns and cost', () => {
    expect(read('claude', 'claude/success.stream-json.jsonl')).toEqual([
      'Let me read the notes first.',
      'Read /home/runner/work/app/app/notes.txt',
      'All done. The requested change is complete.',
      '<TASK_DONE>',
      'finished: 2 turns, $0.0084',
    ]);
    expect(read('claude', 'claude/error_max_turns.stream-json.jsonl').at(-1)).toBe(
      'error: Reached maximum number of turns (2) (3 turns, $0.0084)',
    );
  });

  it('codex: its messages, the commands it runs (without the bash -lc wrapper), its errors', () => {
    expect(read('codex', 'codex/success.jsonl')).toEqual([
      'error: Model metadata for `gpt-5-codex` not found. Defaulting to fallback metadata; this can degrade performance and cause issues.',
      'Let me read the notes first.',
      'Bash cat notes.txt',
      'All done. The requested change is complete.',
      '<TASK_DONE>',
    ]);
    expect(read('codex', 'codex/usage_limit.jsonl').join('\n')).toContain('You’ve hit your usage limit');
  });

  it('gemini: the assistant text and tool calls, not the user prompt', () => {
    expect(read('gemini', 'gemini/success.stream-json.jsonl')).toEqual([
      'read_file notes.txt',
      'All done. The requested change is complete.',
      '<TASK_DONE>',
      'finished (1 tool call)',
    ]);
  });

  it('opencode: the text parts', () => {
    expect(read('opencode', 'opencode/done.print-logs.jsonl')).toEqual(['All done.', '<TASK_DONE>']);
  });

  it('shows a plain line as it is, and no raw JSON for a CLI that prints events', () => {
    expect(readableLines('command', 'compiling... done')).toEqual(['compiling... done']);
    expect(readableLines('claude', '{"type":"rate_limit_event","rate_limit_info":{}}')).toEqual([]);
    expect(readableLines('claude', 'not json at all {')).toEqual(['not json at all {']);
  });
});
