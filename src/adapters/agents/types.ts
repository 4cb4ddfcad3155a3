// The agent adapter's vocabulary (docs/ARCHITECTURE.md#agents): a Provider turns a prompt and limits into a
// command line and reads what that CLI prints; the runner turns both into one AgentResult.

import type { AgentOutcome } from '../../core/attempt/outcomes.js';
import type { ModelApi } from '../../core/model-keys.js';

export type { AgentOutcome };

export interface AgentLimits {
  /** Model round trips allowed, where the CLI can enforce it (see Provider.supports). */
  maxTurns: number;
  /** Wall-clock budget; the whole process group is killed when it runs out. */
  timeoutMs: number;
  /** Passed to the CLI as is (`claude-sonnet-4-5`, `gpt-5-codex`, `anthropic/claude-sonnet-4-5`, ...). */
  model?: string;
  /** A `{"mcpServers": {...}}` file for the task's discipline. */
  mcpConfigPath?: string;
  /** The most this run may spend in USD, for a CLI that takes a budget (what the task's and the plan's budgets have left). */
  maxCostUsd?: number;
}

export interface AgentResult {
  outcome: AgentOutcome;
  /** The blocked reason, or why the run crashed, timed out or was rate limited. */
  reason?: string;
  /** Stopped by the abort signal or by SIGINT/SIGTERM to Ralph: the task should go back to pending. */
  interrupted?: boolean;
  exitCode: number | null;
  /** The signal that ended the agent, when one did. */
  signal?: string;
  turns?: number;
  /** Every input token the model read, cached or not. */
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
  sessionId?: string;
  durationMs: number;
  /** The agent's full stdout and stderr, as they came. */
  transcriptPath: string;
  /** The prompt as the agent received it, beside the transcript. */
  promptFile: string;
  /** The last ~64 KB of the agent's output, as text. */
  tail: string;
  /** The agent's final message, when the CLI reports one. */
  finalText?: string;
}

export type Marker = { kind: 'done' } | { kind: 'blocked'; reason: string };

/** What a parser learned from a CLI's output. Counts are absent when the CLI does not report them. */
export interface ParsedOutput {
  /** The last marker the agent printed as its own line in its own messages. */
  marker?: Marker;
  turns?: number;
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
  sessionId?: string;
  finalText?: string;
  /** The CLI reported a rate or usage limit: its message. */
  rateLimited?: string;
  /** The CLI reported a failure: its message (used as the crash reason). */
  errorText?: string;
  /** The CLI stopped because the task's cost budget was spent (Claude Code's error_max_budget_usd). */
  budgetSpent?: string;
}

/** Reads one run's stdout a line at a time; one parser per run. */
export interface OutputParser {
  line(text: string): void;
  /** A line of stderr, for a CLI whose log there says what its stdout does not (opencode). */
  stderrLine?(text: string): void;
  /** Called once after the process ended, with the end of its stderr. */
  finish(end: { exitCode: number | null; stderr: string }): ParsedOutput;
}

export interface CommandInput {
  prompt: string;
  /** Where the runner wrote the prompt (the CLIs get it on stdin too). */
  promptFile: string;
  limits: AgentLimits;
  cwd: string;
  /** The command line of the `command` provider. */
  userCommand?: string;
  /** The environment the agent gets, before the provider's own additions. */
  env: NodeJS.ProcessEnv;
  /** The agent's home directory (the agent user's, when it runs as one). */
  home?: string;
  /**
   * A directory of this run's own, outside the work tree and removed after the run, for the
   * settings files a CLI takes its limits from (the agent can read what is written there).
   */
  configDir: string;
  /**
   * The base URL of Ralph's key proxy for each model API whose key Ralph holds (key-proxy.ts):
   * the CLI is pointed there, with a placeholder key where it insists on one, and never gets
   * the real key.
   */
  modelProxy?: Partial<Record<ModelApi, string>>;
  /**
   * The base URL of Ralph's key proxy for each OpenCode provider whose key is a variable, by
   * provider id: the provider's `options.baseURL` becomes it, its `apiKey` a placeholder.
   */
  opencodeProxy?: Record<string, string>;
}

export interface AgentCommand {
  file: string;
  args: string[];
  /** Written to the agent's stdin, which is then closed. */
  stdin?: string;
  /** Added to the environment the caller gives the agent. */
  env?: Record<string, string>;
}

/** How Ralph reaches an MCP server: a command on stdio, or a URL (streamable HTTP or SSE). */
export type McpTransport = 'stdio' | 'http' | 'sse';

export interface Provider {
  name: string;
  /**
   * Which limits the CLI itself enforces (read by limitWarnings); the timeout is always enforced
   * by the runner. `mcp` lists the transports over which it is given a task's MCP servers.
   */
  supports: { maxTurns: boolean; mcp: readonly McpTransport[] };
  /** The CLI's executable and how to install it (checkAgentInstalled); none for `command`. */
  cli?: { file: string; install: string };
  command(input: CommandInput): AgentCommand;
  createParser(): OutputParser;
}
