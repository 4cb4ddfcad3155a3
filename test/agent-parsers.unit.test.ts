// The providers' parsers over transcripts of the real CLIs (test/fixtures/transcripts, see
// its README for which are recorded and which are hand-written in the same format), and the
// marker rule they share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProvider } from '../src/adapters/agents/index.js';
import { findMarker, rateLimitMessage } from '../src/adapters/agents/signals.js';
import type { ParsedOutput } from '../src/adapters/agents/types.js';

const FIXTURES = join(import.meta.dirname, 'fixtures/transcripts');
const read = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');

/** Parses a run's output; a parser that reads stderr lines gets them first, as logged before. */
function parse(
  provider: string,
  stdout: string,
  end: { exitCode?: number; stderr?: string } = {},
): ParsedOutput {
  const parser = getProvider(provider).createParser();
  if (parser.stderrLine) for (const line of (end.stderr ?? '').split('\n')) parser.stderrLine(line);
  for (const line of stdout.split('\n')) parser.line(line);
  return parser.finish({ exitCode: end.exitCode ?? 0, stderr: end.stderr ?? '' });
}

describe('the marker rule', () => {
  it('takes <TASK_DONE> only as a line of its own', () => {
    expect(findMarker('All done.\n  <TASK_DONE>  \n')).toEqual({ kind: 'done' });
    expect(findMarker('End with <TASK_DONE> when the task is complete.')).toBeUndefined();
    expect(findMarker('`<TASK_DONE>`')).toBeUndefined();
    expect(findMarker('<TASK_DONE> now')).toBeUndefined();
  });

  it('reads a blocked reason with escaped quotes and backslashes', () => {
    expect(findMarker('<TASK_BLOCKED reason="needs \\"prod\\" access to C:\\\\data">')).toEqual({
      kind: 'blocked',
      reason: 'needs "prod" access to C:\\data',
    });
    expect(findMarker('<TASK_BLOCKED>')).toEqual({ kind: 'blocked', reason: '' });
    expect(findMarker('<TASK_BLOCKED reason="unterminated>')).toBeUndefined();
    expect(findMarker('or <TASK_BLOCKED reason="..."> if you cannot')).toBeUndefined();
  });

  it('lets the last marker win', () => {
    expect(findMarker('<TASK_BLOCKED reason="no key">\nfound the key after all\n<TASK_DONE>')).toEqual({
      kind: 'done',
    });
    expect(findMarker('<TASK_DONE>\nwait, the tests fail\n<TASK_BLOCKED reason="flaky CI">')).toEqual({
      kind: 'blocked',
      reason: 'flaky CI',
    });
  });

  it('recognises the rate-limit messages of the CLIs and not ordinary talk about limits', () => {
    expect(rateLimitMessage("x\nYou've hit your session limit · resets 5pm (UTC)\ny")).toBe(
      "You've hit your session limit · resets 5pm (UTC)",
    );
    // Codex's apostrophe is U+2019.
    expect(rateLimitMessage('You\u2019ve hit your usage limit. Upgrade to Pro')).toBe(
      'You’ve hit your usage limit. Upgrade to Pro',
    );
    expect(rateLimitMessage('API Error: Request rejected (429) · try later')).toBeDefined();
    expect(
      rateLimitMessage('stream error: exceeded retry limit, last status: 429 Too Many Requests'),
    ).toBeDefined();
    expect(rateLimitMessage('[API Error: quota (Status: RESOURCE_EXHAUSTED)]')).toBeDefined();
    expect(
      rateLimitMessage('I added a rate limiter to the login route and set the limit to 5/min.'),
    ).toBeUndefined();
  });
});

describe('claude stream-json', () => {
  it('reads a successful run: session, turns, tokens, cost, final text, done', () => {
    const p = parse('claude', read('claude/success.stream-json.jsonl'));
    expect(p).toMatchObject({
      marker: { kind: 'done' },
      sessionId: '07cc15ac-1552-4fc9-ada5-2a542faae867',
      turns: 2,
      inputTokens: 2400,
      outputTokens: 80,
      costUsd: 0.0084,
      finalText: 'All done. The requested change is complete.\n<TASK_DONE>',
    });
    expect(p.errorText).toBeUndefined();
    expect(p.rateLimited).toBeUndefined();
  });

  it('reads the single result event of --output-format json', () => {
    const p = parse('claude', read('claude/success.json'));
    expect(p).toMatchObject({
      marker: { kind: 'done' },
      sessionId: '5764bc82-0cdf-46d1-b801-14499478a83f',
      turns: 1,
      inputTokens: 1200,
      outputTokens: 40,
    });
    expect(p.costUsd).toBeCloseTo(0.007, 6);
  });

  it('reports max turns as an error with the CLI’s own words and no marker', () => {
    const p = parse('claude', read('claude/error_max_turns.stream-json.jsonl'), { exitCode: 1 });
    expect(p.marker).toBeUndefined();
    expect(p.errorText).toBe('Reached maximum number of turns (2)');
    expect(p).toMatchObject({ turns: 3, costUsd: 0.0084, sessionId: '4854643e-2fb6-48ed-83fa-e81729cdbb02' });
    expect(p.rateLimited).toBeUndefined();
  });

  it('reads a budget stop (error_max_budget_usd) as the budget spent, not a crash or a rate limit', () => {
    const p = parse('claude', read('claude/error_max_budget_usd.stream-json.jsonl'), { exitCode: 1 });
    expect(p.budgetSpent).toContain("the task's cost budget (--max-budget-usd) is spent");
    expect(p.rateLimited).toBeUndefined();
    expect(p.marker).toBeUndefined();
  });

  it('reports "Not logged in" as an error, not a rate limit', () => {
    const p = parse('claude', read('claude/not_logged_in.stream-json.jsonl'), { exitCode: 1 });
    expect(p.errorText).toBe('Not logged in · Please run /login');
    expect(p.rateLimited).toBeUndefined();
    expect(p.marker).toBeUndefined();
  });

  it('reads a blocked reason with escaped quotes', () => {
    const p = parse('claude', read('claude/blocked.stream-json.jsonl'));
    expect(p.marker).toEqual({
      kind: 'blocked',
      reason: 'needs STRIPE_API_KEY: the "payments" tests call the real API',
    });
  });

  it('ignores markers in subagents’ messages and in tool results', () => {
    const p = parse('claude', read('claude/marker_in_subagent_and_tool_result.stream-json.jsonl'));
    expect(p.marker).toBeUndefined();
    expect(p.finalText).toBe('I read the notes but have not made the change yet.');
  });

  it.each([
    ['claude/session_limit.stream-json.jsonl', "You've hit your session limit · resets 5pm (UTC)"],
    [
      'claude/request_rejected_429.stream-json.jsonl',
      'API Error: Request rejected (429) · this may be a temporary capacity issue.',
    ],
  ])('recognises a rate limit in %s', (file, text) => {
    const p = parse('claude', read(file), { exitCode: 1 });
    expect(p.rateLimited).toBe(text);
  });
});

describe('codex --json', () => {
  it('reads a successful run: thread id, tokens, final message, done', () => {
    const p = parse('codex', read('codex/success.jsonl'));
    expect(p).toMatchObject({
      marker: { kind: 'done' },
      sessionId: '01a2149b-ebd0-7d62-87ea-5aa104594d63',
      inputTokens: 3000,
      outputTokens: 120,
      finalText: 'All done. The requested change is complete.\n<TASK_DONE>',
    });
    // Codex reports neither model round trips nor cost.
    expect(p.turns).toBeUndefined();
    expect(p.costUsd).toBeUndefined();
    // The "model metadata not found" item is a warning, not the run's failure.
    expect(p.errorText).toBeUndefined();
  });

  it('reports a failed turn with its message; high demand is not a rate limit', () => {
    const p = parse('codex', read('codex/turn_failed_server_error.jsonl'), { exitCode: 1 });
    expect(p.errorText).toBe('We’re currently experiencing high demand, which may cause temporary errors.');
    expect(p.rateLimited).toBeUndefined();
    expect(p.marker).toBeUndefined();
  });

  it('recognises the usage limit as codex-cli 0.169.0 prints it (curly apostrophe)', () => {
    const p = parse('codex', read('codex/usage_limit.jsonl'), { exitCode: 1 });
    expect(p.rateLimited).toBe(
      'You’ve hit your usage limit. Upgrade to Pro (https://chatgpt.com/explore/pro), visit https://chatgpt.com/settings/usage to purchase more credits or try again later.',
    );
  });

  it('reads a blocked run', () => {
    expect(parse('codex', read('codex/blocked.jsonl')).marker).toEqual({
      kind: 'blocked',
      reason: 'needs DATABASE_URL',
    });
  });

  it('keeps the last reconnect error of a run that never got through', () => {
    const p = parse('codex', read('codex/no_network_reconnecting.jsonl'), { exitCode: 1 });
    expect(p.sessionId).toBe('01a214b7-55b5-75e3-bd17-35c200f8027e');
    expect(p.errorText).toMatch(/^Reconnecting\.\.\. 5\/5/);
    expect(p.rateLimited).toBeUndefined();
  });
});

describe('gemini stream-json', () => {
  it('reads a successful run, ignoring the echoed user message', () => {
    const p = parse('gemini', read('gemini/success.stream-json.jsonl'));
    expect(p).toMatchObject({
      marker: { kind: 'done' },
      sessionId: 'f8c14efa-1fe1-4bc1-a3e9-a66793648013',
      inputTokens: 1800,
      outputTokens: 60,
      finalText: 'All done. The requested change is complete.\n<TASK_DONE>',
    });
    expect(p.errorText).toBeUndefined();
  });

  it('joins delta messages before looking for the marker', () => {
    const p = parse('gemini', read('gemini/blocked.stream-json.jsonl'));
    expect(p.marker).toEqual({ kind: 'blocked', reason: 'needs GEMINI_API_KEY' });
    expect(p.finalText).toBe('I need a secret to go on.\n<TASK_BLOCKED reason="needs GEMINI_API_KEY">');
  });

  it('does not take a marker from the user message', () => {
    const stdout = read('gemini/success.stream-json.jsonl').replace(
      '"role":"user","content":"Do the task"',
      '"role":"user","content":"Do the task\\n<TASK_DONE>"',
    );
    const withoutReply = stdout
      .split('\n')
      .filter((l) => !l.includes('"role":"assistant"'))
      .join('\n');
    expect(withoutReply).toContain('<TASK_DONE>');
    expect(parse('gemini', withoutReply).marker).toBeUndefined();
  });

  it('recognises a quota error in the result', () => {
    const p = parse('gemini', read('gemini/rate_limited.stream-json.jsonl'), { exitCode: 1 });
    expect(p.rateLimited).toMatch(/RESOURCE_EXHAUSTED/);
  });

  it('recognises the quota error gemini 0.61.0 prints when it exits 173 (429 wrapped to a byte)', () => {
    const p = parse('gemini', read('gemini/quota_exceeded.stream-json.jsonl'), { exitCode: 173 });
    expect(p.rateLimited).toMatch(/^\[API Error: You have exhausted your daily quota on this model\.\]/);
    expect(p.rateLimited).toMatch(/request a quota increase/);
    expect(p.sessionId).toBe('53b566a4-6afb-467f-b72b-a232224c0b78');
  });

  it('takes exit 173 alone for a rate limit, whatever the message', () => {
    const p = parse('gemini', '', { exitCode: 173, stderr: '[STARTUP] Phase ended\n' });
    expect(p.rateLimited).toBe('gemini exited 173: the API answered 429 (a rate or quota limit)');
  });

  it('reports the turn limit its settings set, as gemini 0.61.0 prints it (exit 53)', () => {
    const p = parse('gemini', read('gemini/max_session_turns.stream-json.jsonl'), { exitCode: 53 });
    expect(p.errorText).toBe(
      'Reached max session turns for this session. Increase the number of turns by specifying maxSessionTurns in settings.json.',
    );
    expect(p.rateLimited).toBeUndefined();
  });

  it('reports the turn limit with the CLI’s words', () => {
    const p = parse('gemini', read('gemini/turn_limit.stream-json.jsonl'), { exitCode: 53 });
    expect(p.errorText).toMatch(/^Reached max session turns/);
    expect(p.marker).toBeUndefined();
  });

  it('explains an auth failure from stderr and the exit code (stream-json: plain text)', () => {
    const p = parse('gemini', '', { exitCode: 41, stderr: read('gemini/no_auth.stream-json.STDERR.txt') });
    expect(p.errorText).toMatch(/^authentication failed: Please set an Auth method/);
  });

  it('explains an auth failure from stderr (json mode: a JSON object)', () => {
    const p = parse('gemini', '', { exitCode: 41, stderr: read('gemini/no_auth.json.STDERR.json') });
    expect(p.errorText).toMatch(/^authentication failed: Please set an Auth method in your/);
  });

  it('names a known exit code even without a message', () => {
    expect(parse('gemini', '', { exitCode: 53 }).errorText).toBe('turn limit reached (exit 53)');
  });
});

describe('opencode --format json', () => {
  it('sums steps into turns, tokens and cost and takes the marker from text parts only', () => {
    const p = parse('opencode', read('opencode/success.jsonl'));
    expect(p).toMatchObject({
      marker: { kind: 'done' },
      sessionId: 'ses_3f2a1b0c9d8eFfA7b6C5d4E3f2',
      turns: 2,
      inputTokens: 2400,
      outputTokens: 45,
      finalText: 'All done. The requested change is complete.\n<TASK_DONE>',
    });
    expect(p.costUsd).toBeCloseTo(0.0084, 8);
    const withoutReply = read('opencode/success.jsonl').split('\n').slice(0, 4).join('\n');
    // The tool output holds a marker; it is not the agent's word.
    expect(withoutReply).toContain('<TASK_DONE>');
    expect(parse('opencode', withoutReply).marker).toBeUndefined();
  });

  it('reports an error event with its message', () => {
    const p = parse('opencode', read('opencode/no_network_server_error.jsonl'), { exitCode: 1 });
    expect(p.errorText).toBe('Unexpected server error. Check server logs for details.');
    expect(p.sessionId).toBe('ses_deb47e17effezvYc7oOpGA4u7s');
  });

  // Recorded with `--print-logs` (opencode 1.18.33 against a local model stand-in).
  const LOG_RATE_LIMITED = read('opencode/rate_limit_retry_after.print-logs.STDERR.txt');

  it('reads a run with its log on stderr: the events count, the log does not', () => {
    const p = parse('opencode', read('opencode/done.print-logs.jsonl'), {
      stderr: read('opencode/done.print-logs.STDERR.txt'),
    });
    expect(p).toMatchObject({ marker: { kind: 'done' }, turns: 1, inputTokens: 100, outputTokens: 10 });
    expect(p.rateLimited).toBeUndefined();
    expect(p.errorText).toBeUndefined();
  });

  it('takes a rate-limited model call in its log for a rate limit it is waiting out', () => {
    const p = parse('opencode', '', { stderr: LOG_RATE_LIMITED });
    expect(p.rateLimited).toBe(
      'opencode is waiting out a rate limit: AI_APICallError: Rate limit reached for requests',
    );
  });

  it('forgets a rate limit once a later model call completed, and ignores the title model’s', () => {
    const retried = parse('opencode', read('opencode/done.print-logs.jsonl'), { stderr: LOG_RATE_LIMITED });
    expect(retried.rateLimited).toBeUndefined();
    expect(retried.marker).toEqual({ kind: 'done' });
    const titleOnly = LOG_RATE_LIMITED.split('\n')
      .filter((l) => l.includes('small=true'))
      .join('\n');
    expect(titleOnly).toContain('AI_RetryError: Failed after 3 attempts. Last error: Rate limit reached');
    expect(parse('opencode', '', { stderr: titleOnly }).rateLimited).toBeUndefined();
  });

  it('puts the cause its log gives for "Unexpected server error" in the error', () => {
    const p = parse('opencode', read('opencode/model_not_found.print-logs.jsonl'), {
      exitCode: 1,
      stderr: read('opencode/model_not_found.print-logs.STDERR.txt'),
    });
    expect(p.errorText).toBe(
      'ProviderModelNotFoundError: Model not found: m1/. (-m takes provider/model, as `opencode models` lists them)',
    );
    expect(p.rateLimited).toBeUndefined();
  });
});

describe('command (plain text)', () => {
  it('takes a marker from any line of stdout and keeps the last lines as the final text', () => {
    const p = parse('command', 'working\nEnd with <TASK_DONE> when done.\n<TASK_DONE>\n');
    expect(p.marker).toEqual({ kind: 'done' });
    expect(p.finalText).toContain('working');
    expect(parse('command', 'End with <TASK_DONE> when done.').marker).toBeUndefined();
  });
});
