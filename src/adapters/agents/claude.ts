// Claude Code: `claude -p` with the prompt on stdin and `--output-format stream-json`
// (which needs `--verbose`). Permissions are bypassed because CI has nobody to ask; as root
// that needs IS_SANDBOX=1. Errors exit 1 and still print a final `result` event.
import { PLACEHOLDER_KEY } from '../../core/model-keys.js';
import { add, findMarker, jsonLine, keepEnd, num, obj, rateLimitMessage, str } from './signals.js';
import type { Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const claude: Provider = {
  name: 'claude',
  supports: { maxTurns: true, mcp: ['stdio', 'http', 'sse'] },
  cli: { file: 'claude', install: 'npm install -g @anthropic-ai/claude-code' },
  command({ prompt, limits, modelProxy }) {
    const args = [
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--max-turns',
      String(limits.maxTurns),
    ];
    if (limits.model) args.push('--model', limits.model);
    // The task's cost budget: the CLI stops itself (result subtype error_max_budget_usd).
    if (limits.maxCostUsd !== undefined) args.push('--max-budget-usd', String(limits.maxCostUsd));
    if (limits.mcpConfigPath) args.push('--mcp-config', limits.mcpConfigPath, '--strict-mcp-config');
    args.push('--permission-mode', 'bypassPermissions');
    const env: Record<string, string> = { IS_SANDBOX: '1' };
    // Through Ralph's key proxy: Claude Code needs some key to start, and the proxy replaces it.
    if (modelProxy?.anthropic)
      Object.assign(env, { ANTHROPIC_BASE_URL: modelProxy.anthropic, ANTHROPIC_API_KEY: PLACEHOLDER_KEY });
    return { file: 'claude', args, stdin: prompt, env };
  },
  createParser: () => new ClaudeParser(),
};

class ClaudeParser implements OutputParser {
  private out: ParsedOutput = {};
  private marker: Marker | undefined;
  private lastText: string | undefined;

  line(text: string): void {
    const ev = jsonLine(text);
    if (!ev) return;
    const o = this.out;
    if (ev.type === 'system' && ev.subtype === 'init') o.sessionId = str(ev.session_id) ?? o.sessionId;
    // Messages of subagents (parent_tool_use_id set) are not the agent's own word.
    if (ev.type === 'assistant' && ev.parent_tool_use_id == null) {
      const message = obj(ev.message);
      const content = Array.isArray(message?.content) ? message.content : [];
      for (const block of content) {
        const b = obj(block);
        const t = str(b?.text);
        if (b?.type !== 'text' || t === undefined) continue;
        this.lastText = keepEnd(t);
        this.marker = findMarker(t) ?? this.marker;
      }
      // A synthetic message carries the API error: "rate_limit", "authentication_failed", ...
      if (ev.error === 'rate_limit') o.rateLimited = this.lastText ?? 'rate limited';
    }
    if (ev.type === 'result') this.result(ev);
  }

  private result(ev: Record<string, unknown>): void {
    const o = this.out;
    o.sessionId = str(ev.session_id) ?? o.sessionId;
    o.turns = num(ev.num_turns) ?? o.turns;
    o.costUsd = num(ev.total_cost_usd) ?? o.costUsd;
    const usage = obj(ev.usage);
    if (usage) {
      const input = add(
        add(num(usage.input_tokens), num(usage.cache_read_input_tokens)),
        num(usage.cache_creation_input_tokens),
      );
      o.inputTokens = input;
      o.outputTokens = num(usage.output_tokens);
    }
    const result = str(ev.result);
    if (result !== undefined) {
      o.finalText = keepEnd(result);
      this.marker = findMarker(result) ?? this.marker;
    }
    if (ev.is_error === true) {
      const errors = Array.isArray(ev.errors) ? ev.errors.map(String) : [];
      const message = result ?? (errors.join('; ') || String(ev.subtype ?? 'error'));
      o.errorText = message;
      if (ev.api_error_status === 429 || rateLimitMessage(message)) o.rateLimited = message;
      if (ev.subtype === 'error_max_budget_usd')
        o.budgetSpent = `Claude Code stopped: the task's cost budget (--max-budget-usd) is spent${o.costUsd !== undefined ? `; this attempt cost $${o.costUsd}` : ''}`;
    }
  }

  finish(): ParsedOutput {
    return { ...this.out, marker: this.marker, finalText: this.out.finalText ?? this.lastText };
  }
}
