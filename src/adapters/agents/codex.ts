// Codex: `codex -a never exec --json ... -` reads the prompt from stdin and prints JSONL
// events. It has no turn limit (no flag, no config key: codex-cli 0.169.0), and without a
// working backend it keeps reconnecting instead of failing, so the runner's timeout is the only
// guard. MCP servers go in as `-c mcp_servers.<name>.<key>=<TOML value>` overrides; codex
// speaks stdio and streamable HTTP to them, not SSE (its McpServerTransportConfig), and refuses
// keys it does not know, `type` among them.

import { RalphError } from '../../core/errors.js';
import { PLACEHOLDER_KEY } from '../../core/model-keys.js';
import { readMcpServers, transportOf } from './mcp.js';
import { add, findMarker, jsonLine, keepEnd, num, obj, rateLimitMessage, str } from './signals.js';
import type { Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const codex: Provider = {
  name: 'codex',
  supports: { maxTurns: false, mcp: ['stdio', 'http'] },
  cli: { file: 'codex', install: 'npm install -g @openai/codex' },
  command({ prompt, limits, modelProxy }) {
    const args = ['-a', 'never', 'exec', '--json', '--sandbox', 'workspace-write'];
    if (limits.model) args.push('-m', limits.model);
    if (limits.mcpConfigPath) args.push(...mcpOverrides(limits.mcpConfigPath));
    const env: Record<string, string> = {};
    if (modelProxy?.openai) {
      args.push(...proxyProvider(modelProxy.openai));
      env[PROXY_KEY_VAR] = PLACEHOLDER_KEY;
    }
    args.push('--skip-git-repo-check', '-');
    return { file: 'codex', args, stdin: prompt, env };
  },
  createParser: () => new CodexParser(),
};

/** The model provider that points Codex at Ralph's key proxy. */
export const PROXY_PROVIDER = 'ralph-key-proxy';
/** The variable Codex reads the provider's key from: it holds a placeholder. */
export const PROXY_KEY_VAR = 'RALPH_KEY_PROXY_KEY';

/**
 * A gateway provider the plan defines (`-c model_providers.ID...` in agent.args), pointed at
 * Ralph's key proxy instead: given after the plan's options, so they have the last word. The
 * proxy forwards to the gateway's base_url with the key from its env_key.
 */
export function gatewayThroughProxy(
  id: string,
  proxyUrl: string,
): { args: string[]; env: Record<string, string> } {
  const key = `model_providers.${id}`;
  return {
    args: [
      ['base_url', proxyUrl],
      ['env_key', PROXY_KEY_VAR],
    ].flatMap(([k, v]) => ['-c', `${key}.${k}=${JSON.stringify(v)}`]),
    env: { [PROXY_KEY_VAR]: PLACEHOLDER_KEY },
  };
}

/**
 * Codex ignores OPENAI_BASE_URL: a base URL takes a model provider of its own, here given as
 * `-c` overrides (TOML values) speaking the Responses API, its key in PROXY_KEY_VAR.
 */
function proxyProvider(baseUrl: string): string[] {
  const key = `model_providers.${PROXY_PROVIDER}`;
  return [
    ['model_provider', PROXY_PROVIDER],
    [`${key}.name`, "Ralph's key proxy"],
    [`${key}.base_url`, baseUrl],
    [`${key}.env_key`, PROXY_KEY_VAR],
    [`${key}.wire_api`, 'responses'],
  ].flatMap(([k, v]) => ['-c', `${k}=${JSON.stringify(v)}`]);
}

function mcpOverrides(path: string): string[] {
  const args: string[] = [];
  // JSON strings and arrays of strings are valid TOML; an inline table needs `key = value`.
  const toml = (v: string | string[]) => JSON.stringify(v);
  for (const [name, s] of Object.entries(readMcpServers(path))) {
    // Left out, and said before the run (limitWarnings).
    if (!codex.supports.mcp.includes(transportOf(s))) continue;
    // Codex splits the override's key on dots and takes no quoting.
    if (!/^[A-Za-z0-9_-]+$/.test(name)) {
      throw new RalphError(
        `${path}: MCP server name "${name}" cannot be passed to codex: use letters, digits, _ and -`,
      );
    }
    const key = `mcp_servers.${name}`;
    if (s.url) args.push('-c', `${key}.url=${toml(s.url)}`);
    if (s.command) args.push('-c', `${key}.command=${toml(s.command)}`);
    if (s.args) args.push('-c', `${key}.args=${toml(s.args)}`);
    if (s.env) {
      const pairs = Object.entries(s.env).map(([k, v]) => `${JSON.stringify(k)}=${JSON.stringify(v)}`);
      args.push('-c', `${key}.env={${pairs.join(',')}}`);
    }
  }
  return args;
}

class CodexParser implements OutputParser {
  private out: ParsedOutput = {};
  private marker: Marker | undefined;

  line(text: string): void {
    const ev = jsonLine(text);
    if (!ev) return;
    const o = this.out;
    switch (ev.type) {
      case 'thread.started':
        o.sessionId = str(ev.thread_id) ?? o.sessionId;
        break;
      case 'item.completed': {
        const item = obj(ev.item);
        const t = str(item?.text);
        if (item?.type === 'agent_message' && t !== undefined) {
          o.finalText = keepEnd(t);
          this.marker = findMarker(t) ?? this.marker;
        }
        break;
      }
      case 'turn.completed': {
        const usage = obj(ev.usage);
        // input_tokens already counts the cached ones.
        o.inputTokens = add(o.inputTokens, num(usage?.input_tokens));
        o.outputTokens = add(o.outputTokens, num(usage?.output_tokens));
        // Errors before a completed turn (reconnects, retries) were overcome.
        o.errorText = undefined;
        o.rateLimited = undefined;
        break;
      }
      case 'turn.failed':
      case 'error': {
        const message = str(obj(ev.error)?.message) ?? str(ev.message);
        if (message === undefined) break;
        o.errorText = message;
        if (rateLimitMessage(message)) o.rateLimited = message;
        break;
      }
    }
  }

  finish(): ParsedOutput {
    return { ...this.out, marker: this.marker };
  }
}
