// Running one agent (docs/ARCHITECTURE.md#agents): the provider's command through runProcess (its own
// process group, killed on timeout, abort, Ralph's own signals and after it exits; the whole
// output in the transcript, a bounded tail in memory), the prompt on stdin and in a file
// beside the transcript, the output fed to the provider's parser one bounded line at a time,
// and all of it decided into one AgentResult. Each run gets a directory of its own outside the
// work tree for the settings files a CLI takes its limits from, removed when the run ends.

import {
  chmodSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import {
  type CodexGateway,
  codexGatewayRoute,
  modelKeyRoutes,
  modelKeysIn,
  type OpencodeProvider,
  opencodeProviderRoute,
  withoutModelKeys,
} from '../../core/model-keys.js';
import { type KeyProxy, startKeyProxy } from '../key-proxy.js';
import { runProcess } from '../process.js';
import type { AgentUser, SandboxNetwork } from '../task-job/index.js';
import { asAgentUser } from '../task-job/launch.js';
import { readableLines } from './readable.js';
import { lastLine, rateLimitMessage } from './signals.js';
import type { AgentLimits, AgentOutcome, AgentResult, ParsedOutput, Provider } from './types.js';

export const TAIL_BYTES = 64 * 1024;
/** Longer lines are cut to this many characters before they reach the parser. */
export const MAX_LINE_CHARS = 1024 * 1024;
const STDERR_TAIL_BYTES = 16 * 1024;

export interface RunAgentOptions {
  provider: Provider;
  prompt: string;
  cwd: string;
  limits: AgentLimits;
  /** Where the full output goes; the prompt is written beside it as `<name>.prompt.md`. */
  transcriptPath: string;
  /** The agent's whole environment (the caller removes what the agent must not see; model keys never pass). */
  env: NodeJS.ProcessEnv;
  /**
   * Where the model keys are (Ralph's own environment). For each one set, the run gets Ralph's
   * key proxy (key-proxy.ts) and the CLI is pointed at it; the agent never gets the key.
   */
  keyEnv?: NodeJS.ProcessEnv;
  /**
   * A Codex gateway the plan's options define: the proxy's OpenAI route goes to its base_url,
   * with the key from its env_key (and the caller points the provider at the proxy).
   */
  codexGateway?: CodexGateway;
  /**
   * The OpenCode providers whose key is a variable (`{env:NAME}`, opencode-config.ts): each gets a
   * route of the proxy to its baseURL, with the key from Ralph's environment, and the CLI is
   * pointed at it.
   */
  opencodeProviders?: readonly OpencodeProvider[];
  /** More variables that hold a model key (a gateway's, namedKeyVariables): kept from the agent too. */
  keyNames?: readonly string[];
  /** Told the key proxy's address once it listens (for a sandbox's forward, or a log line). */
  onKeyProxy?: (proxy: KeyProxy) => void;
  userCommand?: string;
  /** Aborting kills the agent; the result then has `interrupted: true`. */
  signal?: AbortSignal;
  /** Every piece of output, stdout and stderr, as it arrives. */
  onOutput?: (text: string) => void;
  /** Each line of the agent's output as a person reads it (readable.ts): its text, tool calls, errors. */
  onLine?: (line: string) => void;
  /** Time between SIGTERM and SIGKILL. */
  killGraceMs?: number;
  /**
   * Runs the agent as this user (task-job/launch.ts): it gets the work tree for the run only, and
   * copies of the prompt and MCP files it can read; the transcript stays Ralph's.
   */
  runAs?: AgentUser;
  /** The step's network in the sandbox (task-job/sandbox.ts). */
  network?: SandboxNetwork;
}

/**
 * Runs the agent to its end and says how it ended. It throws only when the provider cannot
 * build a command line (a configuration error); everything the agent does becomes a result.
 * While it runs, SIGINT and SIGTERM to Ralph kill the agent and end the run as interrupted
 * (the signal is consumed: the caller should stop after recording the result).
 */
export async function runAgent(opts: RunAgentOptions): Promise<AgentResult> {
  const { prompt, limits, transcriptPath } = opts;
  mkdirSync(dirname(transcriptPath), { recursive: true });
  const promptFile = join(
    dirname(transcriptPath),
    `${basename(transcriptPath, extname(transcriptPath))}.prompt.md`,
  );
  writeFileSync(promptFile, prompt);
  // Ralph's alone (0700), unless the agent user must read it: then others may traverse it but
  // not list it (its name is random).
  const configDir = mkdtempSync(join(tmpdir(), 'ralph-agent-input-'));
  if (opts.runAs) chmodSync(configDir, 0o711);
  const shared = opts.runAs ? shareWithAgent(configDir, promptFile, limits.mcpConfigPath) : undefined;
  let proxy: KeyProxy | undefined;
  try {
    proxy = await keyProxyFor(opts);
    return await runCommand(opts, promptFile, configDir, shared, proxy);
  } finally {
    await proxy?.close();
    try {
      rmSync(configDir, { recursive: true, force: true });
    } catch {
      // What the agent user wrote there through sudo is not Ralph's to remove: the temporary
      // directory keeps it.
    }
  }
}

/** The run's key proxy, for the model keys Ralph holds (none: no proxy). */
async function keyProxyFor(opts: RunAgentOptions): Promise<KeyProxy | undefined> {
  if (!opts.keyEnv) return undefined;
  let routes = modelKeyRoutes(opts.keyEnv, opts.env);
  if (opts.codexGateway) {
    const gateway = codexGatewayRoute(opts.codexGateway, opts.keyEnv);
    routes = [...routes.filter((r) => r.api !== 'openai'), ...(gateway ? [gateway] : [])];
  }
  // A provider's key comes from a model key or a variable the agent would get but for it, never
  // from a credential Ralph keeps from the agent (GITHUB_TOKEN, ACTIONS_*): the configuration it
  // names is in the work tree, which an earlier agent may have written.
  const keys = { ...opts.env, ...modelKeysIn(opts.keyEnv) };
  routes.push(...(opts.opencodeProviders ?? []).map((p) => opencodeProviderRoute(p, keys, opts.env)));
  if (routes.length === 0) return undefined;
  const proxy = await startKeyProxy({ routes });
  opts.onKeyProxy?.(proxy);
  return proxy;
}

/** What the agent user must read from Ralph's files, copied into the run's directory, readable. */
function shareWithAgent(dir: string, promptFile: string, mcpConfigPath: string | undefined) {
  const copy = (from: string, name: string) => {
    const to = join(dir, name);
    copyFileSync(from, to);
    chmodSync(to, 0o644);
    return to;
  };
  return {
    promptFile: copy(promptFile, 'prompt.md'),
    mcpConfigPath: mcpConfigPath ? copy(mcpConfigPath, 'mcp.json') : undefined,
  };
}

/**
 * What the provider wrote into the run's directory, opened to the agent user: files readable,
 * directories writable (a CLI keeps its state beside its settings). Links are left as they are.
 */
function openToAgent(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const st = lstatSync(path);
    if (st.isDirectory()) {
      chmodSync(path, 0o777);
      openToAgent(path);
    } else if (st.isFile()) chmodSync(path, 0o644);
  }
}

async function runCommand(
  opts: RunAgentOptions,
  promptFile: string,
  configDir: string,
  shared: ReturnType<typeof shareWithAgent> | undefined,
  proxy: KeyProxy | undefined,
): Promise<AgentResult> {
  const { provider, prompt, cwd, limits, transcriptPath } = opts;
  const cmd = provider.command({
    prompt,
    promptFile: shared?.promptFile ?? promptFile,
    limits: shared ? { ...limits, mcpConfigPath: shared.mcpConfigPath } : limits,
    cwd,
    userCommand: opts.userCommand,
    env: opts.env,
    home: opts.runAs?.home ?? opts.env.HOME,
    configDir,
    modelProxy: proxy?.urls,
    opencodeProxy: proxy?.providers,
  });
  if (opts.runAs) openToAgent(configDir);

  const parser = provider.createParser();
  const lines = new LineSplitter(MAX_LINE_CHARS, (line) => {
    parser.line(line);
    if (opts.onLine) for (const readable of readableLines(provider.name, line)) opts.onLine(readable);
  });
  // Kept out of the parsed stream: only a parser that asks for stderr lines sees them.
  const errLines = parser.stderrLine
    ? new LineSplitter(MAX_LINE_CHARS, (line) => parser.stderrLine!(line))
    : undefined;
  const decoders = { stdout: new StringDecoder('utf8'), stderr: new StringDecoder('utf8') };
  const run = await runProcess({
    file: cmd.file,
    args: cmd.args,
    cwd,
    // No model key, whatever the caller passed: only the provider's placeholders.
    env: { ...withoutModelKeys(opts.env, opts.keyNames), ...cmd.env },
    stdin: cmd.stdin,
    timeoutMs: limits.timeoutMs,
    signal: opts.signal,
    logPath: transcriptPath,
    tailBytes: TAIL_BYTES,
    stderrTailBytes: STDERR_TAIL_BYTES,
    killGraceMs: opts.killGraceMs,
    // Its prompt and settings: in the system's temporary folder, which the sandbox makes private.
    wrap:
      opts.runAs &&
      asAgentUser(opts.runAs, { network: withKeyForward(opts.network, proxy), binds: [configDir] }),
    onStdout: (chunk) => {
      const text = decoders.stdout.write(chunk);
      lines.push(text);
      if (text) opts.onOutput?.(text);
    },
    onStderr: (chunk) => {
      const text = decoders.stderr.write(chunk);
      errLines?.push(text);
      if (text) opts.onOutput?.(text);
    },
  });
  lines.push(decoders.stdout.end());
  lines.end();
  errLines?.push(decoders.stderr.end());
  errLines?.end();
  const parsed = parser.finish({ exitCode: run.exitCode, stderr: run.stderrTail });
  const spawnError = run.spawnError
    ? run.spawnError.code === 'ENOENT' && !run.spawnError.message.startsWith('no directory')
      ? `cannot run "${cmd.file}": not found on PATH (is the ${provider.name} CLI installed?)`
      : `cannot run "${cmd.file}": ${run.spawnError.message}`
    : undefined;
  const decided = decide(parsed, {
    exitCode: run.exitCode,
    signal: run.signal,
    timedOut: run.timedOut,
    timeoutMs: limits.timeoutMs,
    interrupted: run.interrupted,
    spawnError,
    stderr: run.stderrTail,
    tail: run.tail,
  });
  const { outcome } = decided;
  const reason = withProxyHint(decided, provider.name, proxy);
  return {
    outcome,
    reason,
    ...(run.interrupted ? { interrupted: true } : {}),
    exitCode: run.exitCode,
    signal: run.signal ?? undefined,
    turns: parsed.turns,
    inputTokens: parsed.inputTokens,
    outputTokens: parsed.outputTokens,
    costUsd: parsed.costUsd,
    sessionId: parsed.sessionId,
    durationMs: run.durationMs,
    transcriptPath,
    promptFile,
    tail: run.tail,
    finalText: parsed.finalText,
  };
}

/**
 * The step's network with the key proxy's way in: in a network namespace of its own the agent
 * reaches 127.0.0.1:PORT inside, where the proxy accepts, so its base URL is the same with and
 * without the namespace. The runner's open network reaches the proxy as it is.
 */
export function withKeyForward(
  network: SandboxNetwork | undefined,
  proxy: KeyProxy | undefined,
): SandboxNetwork | undefined {
  if (!proxy || network?.open) return network;
  return { forwards: [...(network?.forwards ?? []), { port: proxy.port, accept: proxy.accept }] };
}

/**
 * A run that failed without one request to the key proxy never used it: its CLI ignored the base
 * URL Ralph gave it (or a setting of the user's overrode it), so it had no key. Said with the
 * failure, since the CLI's own message would be about authentication.
 */
function withProxyHint(
  { outcome, reason }: { outcome: AgentOutcome; reason?: string },
  cli: string,
  proxy: KeyProxy | undefined,
): string | undefined {
  // A command line may have no use for a model.
  if (!proxy || cli === 'command' || outcome === 'done' || outcome === 'blocked') return reason;
  if (Object.keys(proxy.received).length > 0) return reason;
  const names = proxy.routes.flatMap((r) => r.keyNames).join(', ');
  const hint = `${cli} sent no request to Ralph's key proxy (${[...Object.values(proxy.urls), ...Object.values(proxy.providers)].join(', ')}), which holds ${names}: the CLI did not take the base URL Ralph gave it (a setting of its own may point elsewhere), so it had no key`;
  return reason ? `${reason}; ${hint}` : hint;
}

interface RunFacts {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  timeoutMs: number;
  interrupted?: string;
  spawnError?: string;
  stderr: string;
  tail: string;
}

/** The outcome, in order: interrupted, the agent's marker, a rate limit, timeout, exit. */
function decide(p: ParsedOutput, run: RunFacts): { outcome: AgentOutcome; reason?: string } {
  if (run.interrupted) return { outcome: 'crashed', reason: run.interrupted };
  if (run.spawnError) return { outcome: 'crashed', reason: run.spawnError };
  if (p.marker && !run.timedOut) {
    if (p.marker.kind === 'done') return { outcome: 'done' };
    return { outcome: 'blocked', reason: p.marker.reason || 'the agent gave no reason' };
  }
  // The CLI's own budget stop: the task is blocked, and the reason says why.
  if (p.budgetSpent) {
    return { outcome: 'blocked', reason: p.budgetSpent };
  }
  const failed = run.timedOut || run.exitCode !== 0;
  // The end of the output only: a prompt that talks about rate limits is not one.
  const limited =
    p.rateLimited ?? (failed ? rateLimitMessage(run.stderr + '\n' + run.tail.slice(-4096)) : undefined);
  if (limited) return { outcome: 'rate_limited', reason: limited };
  if (run.timedOut) {
    const after = p.marker
      ? ` (after printing ${p.marker.kind === 'done' ? '<TASK_DONE>' : '<TASK_BLOCKED>'})`
      : '';
    // Codex, for one, keeps retrying a backend it cannot reach: its last error says why.
    const last = p.errorText ? `; last error: ${p.errorText}` : '';
    return { outcome: 'timeout', reason: `no end after ${run.timeoutMs / 1000}s${after}${last}` };
  }
  if (run.exitCode === 0) {
    return {
      outcome: 'no_marker',
      reason: p.errorText ?? 'the agent ended without <TASK_DONE> or <TASK_BLOCKED reason="...">',
    };
  }
  const how = run.exitCode !== null ? `exited with code ${run.exitCode}` : `killed by ${run.signal}`;
  const detail = p.errorText ?? lastLine(run.stderr);
  return { outcome: 'crashed', reason: detail ? `${how}: ${detail}` : how };
}

/** Splits text into lines without a trailing CR; a line past `max` characters is cut there. */
class LineSplitter {
  private buf = '';
  private cut = false;
  constructor(
    private readonly max: number,
    private readonly emit: (line: string) => void,
  ) {}
  push(text: string): void {
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      const piece = nl === -1 ? text.slice(start) : text.slice(start, nl);
      if (!this.cut) {
        const room = this.max - this.buf.length;
        if (piece.length > room) {
          this.buf += piece.slice(0, room);
          this.cut = true;
        } else this.buf += piece;
      }
      if (nl === -1) return;
      this.flush();
      start = nl + 1;
    }
  }
  end(): void {
    if (this.buf || this.cut) this.flush();
  }
  private flush(): void {
    const line = this.buf.endsWith('\r') ? this.buf.slice(0, -1) : this.buf;
    this.buf = '';
    this.cut = false;
    this.emit(line);
  }
}
