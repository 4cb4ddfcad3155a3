// The agent runner against real processes: the scripted agents in test/agents/ (through the
// `command` provider) and stand-ins for the real CLIs that print their recorded transcripts
// (through the claude, codex and gemini providers, found on PATH as the real ones would be).
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getProvider, PROVIDERS, type RunAgentOptions, runAgent } from '../src/adapters/agents/index.js';
import { TAIL_BYTES } from '../src/adapters/agents/runner.js';
import type { AgentLimits } from '../src/adapters/agents/types.js';

const AGENTS = join(import.meta.dirname, 'agents');
const FIXTURES = join(import.meta.dirname, 'fixtures/transcripts');
const MiB = 1024 * 1024;
// Like Ralph's prompt, it names the markers only inside sentences.
const PROMPT =
  'Task: make the failing test pass.\n\n' +
  'Rules: work only on this task. End with <TASK_DONE> when it is complete, or with ' +
  '<TASK_BLOCKED reason="..."> when you cannot go on.\n';
const LIMITS: AgentLimits = { maxTurns: 10, timeoutMs: 10_000 };

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'ralph-agents-'));
});
afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Runs a scripted agent through the `command` provider. */
function runScript(
  script: string,
  opts: { env?: Record<string, string>; limits?: Partial<AgentLimits> } & Omit<
    Partial<RunAgentOptions>,
    'env' | 'limits'
  > = {},
) {
  const { env, limits, ...rest } = opts;
  return runAgent({
    provider: getProvider('command'),
    userCommand: `exec ${sh(process.execPath)} ${sh(join(AGENTS, script))}`,
    prompt: PROMPT,
    cwd: tmp,
    limits: { ...LIMITS, ...limits },
    transcriptPath: join(tmp, 'logs', 'agent.log'),
    env: { ...process.env, ...env },
    killGraceMs: 300,
    ...rest,
  });
}

/** True while the process exists and is not a zombie waiting for its parent. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The agent has written its pid file whole: the file exists from its open, before the write, and
 * an abort in between would kill the agent and leave the file empty.
 */
const pidsWritten = (file: string) => existsSync(file) && readFileSync(file, 'utf8').endsWith('}');
const readPids = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { agent: number; child: number };

describe('runAgent with scripted agents', () => {
  it('reports done, keeps the transcript and writes the prompt beside it', async () => {
    const seen: string[] = [];
    const r = await runScript('done.mjs', {
      env: { AGENT_WRITE_FILE: 'src/fixed.txt' },
      onOutput: (t) => seen.push(t),
    });
    expect(r.outcome).toBe('done');
    expect(r.exitCode).toBe(0);
    expect(r.reason).toBeUndefined();
    expect(r.interrupted).toBeUndefined();
    expect(readFileSync(join(tmp, 'src/fixed.txt'), 'utf8')).toBe('done\n');
    const transcript = readFileSync(r.transcriptPath, 'utf8');
    expect(transcript).toContain(`read a prompt of ${PROMPT.length} characters`);
    expect(transcript).toContain('<TASK_DONE>');
    expect(seen.join('')).toBe(transcript);
    expect(r.tail).toBe(transcript);
    expect(r.promptFile).toBe(join(tmp, 'logs', 'agent.prompt.md'));
    expect(readFileSync(r.promptFile, 'utf8')).toBe(PROMPT);
    expect(r.finalText).toMatch(/<TASK_DONE>$/);
  });

  it('gives the command the prompt file in RALPH_PROMPT_FILE', async () => {
    const r = await runAgent({
      provider: getProvider('command'),
      userCommand: 'cat "$RALPH_PROMPT_FILE" > copy.md && echo "<TASK_DONE>"',
      prompt: PROMPT,
      cwd: tmp,
      limits: LIMITS,
      transcriptPath: join(tmp, 'run', 'transcript.txt'),
      env: process.env,
    });
    expect(r.outcome).toBe('done');
    expect(readFileSync(join(tmp, 'copy.md'), 'utf8')).toBe(PROMPT);
  });

  it('reports blocked with the reason, escapes undone', async () => {
    expect(await runScript('blocked.mjs')).toMatchObject({ outcome: 'blocked', reason: 'needs API key' });
    const r = await runScript('blocked.mjs', { env: { AGENT_REASON: 'the "staging" DB at C:\\db is down' } });
    expect(r).toMatchObject({
      outcome: 'blocked',
      reason: 'the "staging" DB at C:\\db is down',
      exitCode: 0,
    });
  });

  it('does not take the markers of an echoed prompt: no_marker', async () => {
    const r = await runScript('echo-prompt.mjs');
    expect(r.tail).toBe(PROMPT);
    expect(r.outcome).toBe('no_marker');
    expect(r.exitCode).toBe(0);
  });

  it('reports a crash with the exit code and the last stderr line', async () => {
    const r = await runScript('crash.mjs');
    expect(r.outcome).toBe('crashed');
    expect(r.exitCode).toBe(3);
    expect(r.reason).toBe('exited with code 3: fatal: the model backend is unreachable');
  });

  it('takes the marker over a non-zero exit', async () => {
    const r = await runScript('done.mjs', { env: { AGENT_EXIT_CODE: '1' } });
    expect(r).toMatchObject({ outcome: 'done', exitCode: 1 });
  });

  it('recognises a rate limit in the output of a plain command', async () => {
    const r = await runScript('ratelimit.mjs');
    expect(r.outcome).toBe('rate_limited');
    expect(r.reason).toContain("You've hit your session limit · resets 5pm (UTC)");
    expect(r.exitCode).toBe(1);
  });

  it('kills the agent and the child it started on timeout', async () => {
    const pidFile = join(tmp, 'pids.json');
    const started = Date.now();
    // Room for a slow machine to start node, spawn the child and write the pid file.
    const r = await runScript('hang.mjs', { env: { AGENT_PID_FILE: pidFile }, limits: { timeoutMs: 2_500 } });
    expect(r.outcome).toBe('timeout');
    expect(r.reason).toBe('no end after 2.5s');
    expect(r.signal).toBe('SIGTERM');
    expect(Date.now() - started).toBeLessThan(8_000);
    const { agent, child } = readPids(pidFile);
    await waitFor(() => !alive(agent) && !alive(child));
    expect(r.tail).toContain('thinking...');
  });

  it('uses SIGKILL when the agent and its child ignore SIGTERM', async () => {
    const pidFile = join(tmp, 'pids.json');
    const r = await runScript('hang.mjs', {
      env: { AGENT_PID_FILE: pidFile, AGENT_IGNORE_SIGTERM: '1' },
      limits: { timeoutMs: 2_500 },
    });
    expect(r.outcome).toBe('timeout');
    expect(r.signal).toBe('SIGKILL');
    const { agent, child } = readPids(pidFile);
    await waitFor(() => !alive(agent) && !alive(child));
  });

  it('kills what the agent left running once it has exited, without waiting for the timeout', async () => {
    const pidFile = join(tmp, 'pids.json');
    const r = await runScript('hang.mjs', { env: { AGENT_PID_FILE: pidFile, AGENT_DONE_AFTER_MS: '200' } });
    expect(r.outcome).toBe('done');
    expect(r.durationMs).toBeLessThan(3_000);
    const { child } = readPids(pidFile);
    await waitFor(() => !alive(child));
  });

  it('stops on abort and says the run was interrupted', async () => {
    const pidFile = join(tmp, 'pids.json');
    const controller = new AbortController();
    const run = runScript('hang.mjs', { env: { AGENT_PID_FILE: pidFile }, signal: controller.signal });
    await waitFor(() => pidsWritten(pidFile));
    controller.abort();
    const r = await run;
    expect(r).toMatchObject({ outcome: 'crashed', interrupted: true, reason: 'interrupted' });
    const { agent, child } = readPids(pidFile);
    await waitFor(() => !alive(agent) && !alive(child));
  });

  it('does not start an agent when already aborted', async () => {
    const r = await runScript('done.mjs', { signal: AbortSignal.abort() });
    expect(r).toMatchObject({ outcome: 'crashed', interrupted: true, exitCode: null, tail: '' });
  });

  it('kills the agent when Ralph itself gets SIGTERM, and removes its handler afterwards', async () => {
    const before = process.listenerCount('SIGTERM');
    const beforeInt = process.listenerCount('SIGINT');
    const pidFile = join(tmp, 'pids.json');
    const run = runScript('hang.mjs', { env: { AGENT_PID_FILE: pidFile } });
    await waitFor(() => pidsWritten(pidFile));
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    process.kill(process.pid, 'SIGTERM');
    const r = await run;
    expect(r).toMatchObject({ outcome: 'crashed', interrupted: true, reason: 'interrupted by SIGTERM' });
    const { agent, child } = readPids(pidFile);
    await waitFor(() => !alive(agent) && !alive(child));
    expect(process.listenerCount('SIGTERM')).toBe(before);
    expect(process.listenerCount('SIGINT')).toBe(beforeInt);
  });

  it('streams 200 MB to the transcript with bounded memory and still finds the marker', async () => {
    let peak = 0;
    const base = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss - base);
    }, 10);
    let seen = 0;
    const r = await runScript('flood.mjs', { onOutput: (t) => (seen += t.length) }).finally(() =>
      clearInterval(sampler),
    );
    const expected = 200 * MiB + '\n<TASK_DONE>\n'.length;
    expect(r.outcome).toBe('done');
    expect(statSync(r.transcriptPath).size).toBe(expected);
    expect(seen).toBe(expected);
    expect(r.tail.length).toBeLessThanOrEqual(TAIL_BYTES);
    expect(r.tail.endsWith('x\n\n<TASK_DONE>\n')).toBe(true);
    expect(r.finalText!.length).toBeLessThanOrEqual(16 * 1024);
    // Holding the output would take 200 MB or more; streaming it takes a few pipe buffers.
    expect(peak).toBeLessThan(100 * MiB);
  });

  it('cuts an endless line for parsing and still reads the lines after it', async () => {
    const r = await runScript('flood.mjs', { env: { AGENT_FLOOD_MB: '8', AGENT_FLOOD_LINE_BYTES: '0' } });
    expect(r.outcome).toBe('done');
    expect(statSync(r.transcriptPath).size).toBe(8 * MiB + '\n<TASK_DONE>\n'.length);
  });

  it('throws for a command provider without a command line', async () => {
    await expect(
      runAgent({
        provider: getProvider('command'),
        prompt: PROMPT,
        cwd: tmp,
        limits: LIMITS,
        transcriptPath: join(tmp, 'a.log'),
        env: process.env,
      }),
    ).rejects.toThrow(/needs a command line/);
  });
});

describe('runAgent with the real CLIs’ output', () => {
  let bin: string;
  let record: string;
  beforeEach(() => {
    bin = join(tmp, 'bin');
    record = join(tmp, 'record.json');
    mkdirSync(bin);
    for (const name of ['claude', 'codex', 'gemini', 'opencode']) {
      const shim = join(bin, name);
      const script = name === 'opencode' ? 'opencode.mjs' : 'fake-cli.mjs';
      writeFileSync(shim, `#!/bin/sh\nexec ${sh(process.execPath)} ${sh(join(AGENTS, script))} "$@"\n`);
      chmodSync(shim, 0o755);
    }
  });

  function runCli(
    provider: string,
    env: Record<string, string>,
    limits: Partial<AgentLimits> = {},
    transcript = 'agent.jsonl',
  ) {
    return runAgent({
      provider: getProvider(provider),
      prompt: PROMPT,
      cwd: tmp,
      limits: { ...LIMITS, ...limits },
      transcriptPath: join(tmp, 'logs', transcript),
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, AGENT_RECORD_FILE: record, ...env },
      killGraceMs: 300,
    });
  }
  const recorded = () =>
    JSON.parse(readFileSync(record, 'utf8')) as {
      argv: string[];
      stdin: string;
      env: Record<string, string>;
      gemini?: { settings?: string; home: Record<string, string | null>; dir: Record<string, string | null> };
    };
  const mcpFile = (servers: Record<string, unknown>) => {
    const path = join(tmp, 'mcp.json');
    writeFileSync(path, JSON.stringify({ mcpServers: servers }));
    return path;
  };

  it('claude: runs `claude -p` with the prompt on stdin and reads the stream-json result', async () => {
    const mcp = join(tmp, 'mcp.json');
    writeFileSync(mcp, '{"mcpServers": {}}');
    const r = await runCli(
      'claude',
      { AGENT_TRANSCRIPT: join(FIXTURES, 'claude/success.stream-json.jsonl') },
      { maxTurns: 25, model: 'claude-sonnet-4-5', mcpConfigPath: mcp },
    );
    expect(recorded()).toEqual({
      argv: [
        '-p',
        '--output-format',
        'stream-json',
        '--verbose',
        '--max-turns',
        '25',
        '--model',
        'claude-sonnet-4-5',
        '--mcp-config',
        mcp,
        '--strict-mcp-config',
        '--permission-mode',
        'bypassPermissions',
      ],
      stdin: PROMPT,
      env: { IS_SANDBOX: '1' },
    });
    expect(r).toMatchObject({
      outcome: 'done',
      exitCode: 0,
      turns: 2,
      inputTokens: 2400,
      outputTokens: 80,
      costUsd: 0.0084,
      sessionId: '07cc15ac-1552-4fc9-ada5-2a542faae867',
      finalText: 'All done. The requested change is complete.\n<TASK_DONE>',
    });
    expect(readFileSync(r.transcriptPath, 'utf8')).toBe(
      readFileSync(join(FIXTURES, 'claude/success.stream-json.jsonl'), 'utf8'),
    );
  });

  it('claude: a usage limit is rate_limited', async () => {
    const r = await runCli('claude', {
      AGENT_TRANSCRIPT: join(FIXTURES, 'claude/session_limit.stream-json.jsonl'),
      AGENT_EXIT_CODE: '1',
    });
    expect(r).toMatchObject({
      outcome: 'rate_limited',
      reason: "You've hit your session limit · resets 5pm (UTC)",
    });
  });

  it('claude: the task budget goes to --max-budget-usd, and a budget stop blocks the task, saying so', async () => {
    // The transcript is the real error_max_turns one with the result subtype Claude Code gives
    // a budget stop (error_max_budget_usd); its error text is ours (no recording has one).
    const r = await runCli(
      'claude',
      {
        AGENT_TRANSCRIPT: join(FIXTURES, 'claude/error_max_budget_usd.stream-json.jsonl'),
        AGENT_EXIT_CODE: '1',
      },
      { maxTurns: 25, maxCostUsd: 0.5 },
    );
    expect(recorded().argv).toEqual(expect.arrayContaining(['--max-budget-usd', '0.5']));
    expect(r).toMatchObject({
      outcome: 'blocked',
      reason:
        "Claude Code stopped: the task's cost budget (--max-budget-usd) is spent; this attempt cost $0.0084",
      costUsd: 0.0084,
    });
  });

  it('claude: not logged in and max turns are crashes with the CLI’s words', async () => {
    const notLoggedIn = await runCli('claude', {
      AGENT_TRANSCRIPT: join(FIXTURES, 'claude/not_logged_in.stream-json.jsonl'),
      AGENT_EXIT_CODE: '1',
    });
    expect(notLoggedIn).toMatchObject({
      outcome: 'crashed',
      reason: 'exited with code 1: Not logged in · Please run /login',
    });
    const maxTurns = await runCli('claude', {
      AGENT_TRANSCRIPT: join(FIXTURES, 'claude/error_max_turns.stream-json.jsonl'),
      AGENT_EXIT_CODE: '1',
    });
    expect(maxTurns).toMatchObject({
      outcome: 'crashed',
      reason: 'exited with code 1: Reached maximum number of turns (2)',
      turns: 3,
    });
  });

  it('codex: runs `codex -a never exec --json ... -` and reads its events', async () => {
    const r = await runCli(
      'codex',
      { AGENT_TRANSCRIPT: join(FIXTURES, 'codex/success.jsonl') },
      { model: 'gpt-5-codex' },
    );
    expect(recorded().argv).toEqual([
      '-a',
      'never',
      'exec',
      '--json',
      '--sandbox',
      'workspace-write',
      '-m',
      'gpt-5-codex',
      '--skip-git-repo-check',
      '-',
    ]);
    expect(recorded().stdin).toBe(PROMPT);
    expect(r).toMatchObject({
      outcome: 'done',
      inputTokens: 3000,
      outputTokens: 120,
      sessionId: '01a2149b-ebd0-7d62-87ea-5aa104594d63',
    });
  });

  it('codex: a run that never gets through times out with its last error', async () => {
    const r = await runCli(
      'codex',
      { AGENT_TRANSCRIPT: join(FIXTURES, 'codex/no_network_reconnecting.jsonl'), AGENT_HANG: '1' },
      { timeoutMs: 2_000 },
    );
    expect(r.outcome).toBe('timeout');
    expect(r.reason).toMatch(/^no end after 2s; last error: Reconnecting\.\.\. 5\/5 \(stream disconnected/);
    expect(r.sessionId).toBe('01a214b7-55b5-75e3-bd17-35c200f8027e');
  });

  it('gemini: an auth failure (exit 41, message on stderr) is a crash that says so', async () => {
    const r = await runCli('gemini', {
      AGENT_STDERR_FILE: join(FIXTURES, 'gemini/no_auth.stream-json.STDERR.txt'),
      AGENT_EXIT_CODE: '41',
    });
    expect(recorded().argv).toEqual(['-o', 'stream-json', '-y', '--skip-trust']);
    expect(r.outcome).toBe('crashed');
    expect(r.exitCode).toBe(41);
    expect(r.reason).toMatch(/^exited with code 41: authentication failed: Please set an Auth method/);
  });

  it('gemini: a successful stream-json run is done with its tokens', async () => {
    const r = await runCli('gemini', {
      AGENT_TRANSCRIPT: join(FIXTURES, 'gemini/success.stream-json.jsonl'),
    });
    expect(r).toMatchObject({ outcome: 'done', inputTokens: 1800, outputTokens: 60 });
  });

  it('codex: its usage limit, curly apostrophe and all, is rate_limited', async () => {
    // codex-cli 0.169.0's own bytes: "You’ve hit your usage limit…" with U+2019, exit 1.
    const r = await runCli('codex', {
      AGENT_TRANSCRIPT: join(FIXTURES, 'codex/usage_limit.jsonl'),
      AGENT_EXIT_CODE: '1',
    });
    expect(r.outcome).toBe('rate_limited');
    expect(r.reason).toMatch(/^You’ve hit your usage limit\. Upgrade to Pro/);
  });

  it('gemini: a quota error (exit 173, a 429 wrapped to a byte) is rate_limited', async () => {
    const r = await runCli('gemini', {
      AGENT_TRANSCRIPT: join(FIXTURES, 'gemini/quota_exceeded.stream-json.jsonl'),
      AGENT_EXIT_CODE: '173',
    });
    expect(r).toMatchObject({ outcome: 'rate_limited', exitCode: 173 });
    expect(r.reason).toMatch(/request a quota increase/);
  });

  it('gemini: max turns and MCP servers go in a settings file of the run’s own, outside the work tree', async () => {
    // The user's own home: settings with a key of theirs, credentials, an .env.
    const home = join(tmp, 'home');
    mkdirSync(join(home, '.gemini'), { recursive: true });
    writeFileSync(
      join(home, '.gemini', 'settings.json'),
      '{\n  // a gateway needs this\n  "security": {"auth": {"selectedType": "gemini-api-key"}}\n}\n',
    );
    writeFileSync(join(home, '.gemini', 'oauth_creds.json'), '{}');
    writeFileSync(join(home, '.env'), 'X=1\n');
    const mcp = mcpFile({
      docs: { command: 'docs-mcp', args: ['--stdio'], env: { LEVEL: 'debug' } },
      search: { type: 'sse', url: 'http://127.0.0.1:8080/sse' },
      files: { url: 'http://127.0.0.1:8080/mcp' },
    });
    const r = await runCli(
      'gemini',
      { HOME: home, AGENT_TRANSCRIPT: join(FIXTURES, 'gemini/success.stream-json.jsonl') },
      { maxTurns: 7, mcpConfigPath: mcp },
    );
    expect(r.outcome).toBe('done');
    const { env, gemini } = recorded();
    const geminiHome = env.GEMINI_CLI_HOME!;
    expect(geminiHome.startsWith(tmp)).toBe(false); // not in the work tree
    expect(parseJsonc(gemini!.settings!)).toEqual({
      security: { auth: { selectedType: 'gemini-api-key' } },
      model: { maxSessionTurns: 7 },
      mcpServers: {
        docs: { command: 'docs-mcp', args: ['--stdio'], env: { LEVEL: 'debug' } },
        search: { url: 'http://127.0.0.1:8080/sse', type: 'sse' },
        files: { url: 'http://127.0.0.1:8080/mcp', type: 'http' },
      },
    });
    expect(gemini!.settings).toContain('// a gateway needs this');
    expect(gemini!.dir).toEqual({
      'settings.json': null,
      'oauth_creds.json': join(home, '.gemini', 'oauth_creds.json'),
    });
    expect(gemini!.home).toMatchObject({ '.env': join(home, '.env'), '.gemini': null });
    // Gone with the run; the user's own settings untouched.
    expect(existsSync(geminiHome)).toBe(false);
    expect(readFileSync(join(home, '.gemini', 'settings.json'), 'utf8')).not.toContain('maxSessionTurns');
    expect(readFileSync(join(home, '.gemini', 'oauth_creds.json'), 'utf8')).toBe('{}');
  });

  it('opencode: the task’s MCP servers join the provider configuration the user keeps in OPENCODE_CONFIG_CONTENT', async () => {
    const user = JSON.stringify({
      provider: {
        local: { npm: '@ai-sdk/openai-compatible', options: { baseURL: 'http://127.0.0.1:18765/v1' } },
      },
      model: 'local/m1',
    });
    const r = await runCli(
      'opencode',
      {
        OPENCODE_CONFIG_CONTENT: user,
        AGENT_TRANSCRIPT: join(FIXTURES, 'opencode/done.print-logs.jsonl'),
        AGENT_LOG_FILE: join(FIXTURES, 'opencode/done.print-logs.STDERR.txt'),
      },
      { model: 'local/m1', mcpConfigPath: mcpFile({ docs: { command: 'docs-mcp' } }) },
    );
    expect(recorded().argv).toEqual(['run', '--print-logs', '--format', 'json', '--auto', '-m', 'local/m1']);
    expect(JSON.parse(recorded().env.OPENCODE_CONFIG_CONTENT!)).toEqual({
      ...JSON.parse(user),
      mcp: { docs: { type: 'local', command: ['docs-mcp'], environment: {}, enabled: true } },
    });
    // The log went to stderr, into the transcript, and not into the parsed events.
    expect(r).toMatchObject({ outcome: 'done', turns: 1, inputTokens: 100, outputTokens: 10 });
    expect(readFileSync(r.transcriptPath, 'utf8')).toContain('level=INFO');
  });

  it('opencode: a 429 it waits out in silence is rate_limited, not a timeout', async () => {
    // The real CLI's log of a 429 with `retry-after: 30`; it then waits, here until the timeout.
    const r = await runCli(
      'opencode',
      {
        AGENT_LOG_FILE: join(FIXTURES, 'opencode/rate_limit_retry_after.print-logs.STDERR.txt'),
        AGENT_HANG: '1',
      },
      { timeoutMs: 2_000 },
    );
    expect(r.outcome).toBe('rate_limited');
    expect(r.reason).toBe(
      'opencode is waiting out a rate limit: AI_APICallError: Rate limit reached for requests',
    );
  });

  it('opencode: "Unexpected server error" is a crash whose reason is the cause its log gives', async () => {
    const r = await runCli(
      'opencode',
      {
        AGENT_TRANSCRIPT: join(FIXTURES, 'opencode/model_not_found.print-logs.jsonl'),
        AGENT_LOG_FILE: join(FIXTURES, 'opencode/model_not_found.print-logs.STDERR.txt'),
        AGENT_EXIT_CODE: '1',
      },
      { model: 'm1' },
    );
    expect(r).toMatchObject({
      outcome: 'crashed',
      reason:
        'exited with code 1: ProviderModelNotFoundError: Model not found: m1/. (-m takes provider/model, as `opencode models` lists them)',
    });
  });

  it('a CLI that is not installed is a crash that names it', async () => {
    const r = await runAgent({
      provider: getProvider('claude'),
      prompt: PROMPT,
      cwd: tmp,
      limits: LIMITS,
      transcriptPath: join(tmp, 'a.log'),
      env: { PATH: join(tmp, 'empty') },
    });
    expect(r.outcome).toBe('crashed');
    expect(r.reason).toMatch(/cannot run "claude": not found on PATH/);
    const noDir = await runScript('done.mjs', { cwd: join(tmp, 'missing') });
    expect(noDir).toMatchObject({
      outcome: 'crashed',
      reason: `cannot run "/bin/sh": no directory ${join(tmp, 'missing')}`,
    });
  });
});

describe('providers', () => {
  // `configDir` is the run's own directory (the runner makes one per run); `tmp` stands in.
  const base = {
    prompt: 'p',
    promptFile: '/tmp/p.md',
    cwd: '/repo',
    limits: { maxTurns: 5, timeoutMs: 1000 },
    env: {} as NodeJS.ProcessEnv,
  };
  let input: typeof base & { configDir: string };
  beforeEach(() => {
    input = { ...base, configDir: tmp };
  });

  it('getProvider names the known providers when the name is unknown', () => {
    expect(() => getProvider('cursor')).toThrow(
      'unknown agent "cursor"; use one of claude, codex, gemini, opencode, command',
    );
    expect(() => getProvider('toString')).toThrow(/unknown agent "toString"/);
    expect(Object.keys(PROVIDERS)).toEqual(['claude', 'codex', 'gemini', 'opencode', 'command']);
  });

  it('claude leaves out the model and MCP flags when not asked for', () => {
    expect(getProvider('claude').command(input).args).toEqual([
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--max-turns',
      '5',
      '--permission-mode',
      'bypassPermissions',
    ]);
  });

  it('codex and opencode translate the MCP configuration into their own', () => {
    const mcp = join(tmp, 'mcp.json');
    writeFileSync(
      mcp,
      JSON.stringify({
        mcpServers: {
          docs: { command: 'npx', args: ['-y', 'docs-mcp'], env: { TOKEN: 'a"b' } },
          search: { type: 'http', url: 'http://127.0.0.1:8080/mcp' },
          events: { type: 'sse', url: 'http://127.0.0.1:8080/sse' },
        },
      }),
    );
    const limits = { ...input.limits, mcpConfigPath: mcp };
    // Codex speaks no SSE (limitWarnings says so before the run) and refuses a `type` key.
    expect(getProvider('codex').command({ ...input, limits }).args).toEqual([
      '-a',
      'never',
      'exec',
      '--json',
      '--sandbox',
      'workspace-write',
      '-c',
      'mcp_servers.docs.command="npx"',
      '-c',
      'mcp_servers.docs.args=["-y","docs-mcp"]',
      '-c',
      'mcp_servers.docs.env={"TOKEN"="a\\"b"}',
      '-c',
      'mcp_servers.search.url="http://127.0.0.1:8080/mcp"',
      '--skip-git-repo-check',
      '-',
    ]);
    const oc = getProvider('opencode').command({
      ...input,
      limits: { ...limits, model: 'anthropic/claude-sonnet-4-5' },
    });
    expect(oc.args).toEqual([
      'run',
      '--print-logs',
      '--format',
      'json',
      '--auto',
      '-m',
      'anthropic/claude-sonnet-4-5',
    ]);
    expect(oc.stdin).toBe('p');
    expect(JSON.parse(oc.env!.OPENCODE_CONFIG_CONTENT!)).toEqual({
      mcp: {
        docs: {
          type: 'local',
          command: ['npx', '-y', 'docs-mcp'],
          environment: { TOKEN: 'a"b' },
          enabled: true,
        },
        search: { type: 'remote', url: 'http://127.0.0.1:8080/mcp', enabled: true },
        events: { type: 'remote', url: 'http://127.0.0.1:8080/sse', enabled: true },
      },
    });
  });

  it('opencode adds the MCP servers to the user’s OPENCODE_CONFIG_CONTENT, comments and all', () => {
    const mcp = join(tmp, 'mcp.json');
    writeFileSync(mcp, JSON.stringify({ mcpServers: { docs: { command: 'docs-mcp' } } }));
    const user =
      '{\n  // the gateway\n  "provider": {"gw": {"options": {"baseURL": "http://127.0.0.1:4000/v1"}}},\n  "mcp": {"mine": {"type": "remote", "url": "http://x"}}\n}';
    const oc = getProvider('opencode').command({
      ...input,
      env: { OPENCODE_CONFIG_CONTENT: user },
      limits: { ...input.limits, mcpConfigPath: mcp },
    });
    const text = oc.env!.OPENCODE_CONFIG_CONTENT!;
    expect(text).toContain('// the gateway');
    expect(parseJsonc(text)).toEqual({
      provider: { gw: { options: { baseURL: 'http://127.0.0.1:4000/v1' } } },
      mcp: {
        mine: { type: 'remote', url: 'http://x' },
        docs: { type: 'local', command: ['docs-mcp'], environment: {}, enabled: true },
      },
    });
    // Without MCP servers the user's variable reaches opencode untouched.
    expect(getProvider('opencode').command({ ...input, env: { OPENCODE_CONFIG_CONTENT: user } }).env).toEqual(
      {},
    );
    expect(() =>
      getProvider('opencode').command({
        ...input,
        env: { OPENCODE_CONFIG_CONTENT: '["not", "an object"]' },
        limits: { ...input.limits, mcpConfigPath: mcp },
      }),
    ).toThrow(/OPENCODE_CONFIG_CONTENT is not a JSON object/);
  });

  it('says what is wrong with an MCP configuration it cannot use', () => {
    const mcp = join(tmp, 'mcp.json');
    writeFileSync(mcp, JSON.stringify({ mcpServers: { 'my.server': { command: 'x' } } }));
    const limits = { ...input.limits, mcpConfigPath: mcp };
    expect(() => getProvider('codex').command({ ...input, limits })).toThrow(/MCP server name "my.server"/);
    writeFileSync(mcp, JSON.stringify({ servers: {} }));
    expect(() => getProvider('opencode').command({ ...input, limits })).toThrow(/expected \{"mcpServers"/);
    writeFileSync(mcp, JSON.stringify({ mcpServers: { s: { url: 'http://x', type: 'ws' } } }));
    expect(() => getProvider('gemini').command({ ...input, limits })).toThrow(/mcpServers.s.type must be/);
  });

  it('gemini takes the model on its command line, max turns and MCP servers in its settings', () => {
    const g = getProvider('gemini');
    const cmd = g.command({ ...input, limits: { ...input.limits, model: 'gemini-2.5-pro' } });
    expect(cmd.args).toEqual(['-o', 'stream-json', '-y', '--skip-trust', '-m', 'gemini-2.5-pro']);
    expect(cmd.env).toEqual({ GEMINI_CLI_HOME: join(tmp, 'gemini-home') });
    expect(JSON.parse(readFileSync(join(tmp, 'gemini-home', '.gemini', 'settings.json'), 'utf8'))).toEqual({
      model: { maxSessionTurns: 5 },
    });
    expect(g.supports).toEqual({ maxTurns: true, mcp: ['stdio', 'http', 'sse'] });
  });
});
