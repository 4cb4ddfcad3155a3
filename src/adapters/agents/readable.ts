// What an agent CLI prints, as a person reads it (docs/ARCHITECTURE.md#life-of-a-task-locally): its text, its tool calls
// (`Write src/x.ts`, `Bash npm test`) and its errors, one short line each, instead of the raw
// JSON events Claude Code, Codex, Gemini and OpenCode print. Pure: one raw line in, the lines
// to show out. A line that is not a JSON event (a plain CLI, a log) is shown as it is.

const MAX = 300;

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const short = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > MAX ? `${one.slice(0, MAX - 1)}…` : one;
};

/** The text of a message, line by line, blank lines dropped. */
const textLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .map((l) => (l.length > MAX ? `${l.slice(0, MAX - 1)}…` : l));

/** `Write src/x.ts`, `Bash npm test`: a tool call by its name and what it acts on. */
function toolLine(name: string, input: Json | undefined): string {
  const what =
    str(input?.file_path) ??
    str(input?.path) ??
    str(input?.filePath) ??
    str(input?.command) ??
    str(input?.pattern) ??
    str(input?.url) ??
    str(input?.query) ??
    (Array.isArray(input?.command) ? (input.command as unknown[]).map(String).join(' ') : undefined);
  return short(`${name}${what ? ` ${what}` : ''}`);
}

function claude(ev: Json): string[] {
  if (ev.type === 'assistant' && ev.parent_tool_use_id == null) {
    const content = obj(ev.message)?.content;
    const out: string[] = [];
    for (const block of Array.isArray(content) ? content : []) {
      const b = obj(block);
      if (b?.type === 'text') out.push(...textLines(str(b.text) ?? ''));
      else if (b?.type === 'tool_use') out.push(toolLine(str(b.name) ?? 'tool', obj(b.input)));
    }
    return out;
  }
  if (ev.type === 'result') {
    const cost = typeof ev.total_cost_usd === 'number' ? `, $${ev.total_cost_usd}` : '';
    const turns =
      typeof ev.num_turns === 'number' ? `${ev.num_turns} turn${ev.num_turns === 1 ? '' : 's'}` : '';
    if (ev.is_error === true) {
      const errors = Array.isArray(ev.errors) ? ev.errors.map(String).join('; ') : '';
      return [short(`error: ${str(ev.result) ?? (errors || String(ev.subtype))} (${turns}${cost})`)];
    }
    return [`finished: ${turns}${cost}`];
  }
  if (ev.type === 'system' && ev.subtype === 'api_retry') return ['retrying the API call'];
  return [];
}

function codex(ev: Json): string[] {
  const item = obj(ev.item);
  if (ev.type === 'item.completed' && item) {
    switch (item.type) {
      case 'agent_message':
        return textLines(str(item.text) ?? '');
      case 'command_execution': {
        const command = str(item.command) ?? '';
        // Codex runs each command as `/bin/bash -lc '...'`: show what it runs.
        const inner = /^\S*\/(?:ba)?sh -lc '([\s\S]*)'$/.exec(command)?.[1] ?? command;
        return [short(`Bash ${inner}`)];
      }
      case 'file_change': {
        const changes = Array.isArray(item.changes) ? item.changes : [];
        return changes.map((c) =>
          short(`${str(obj(c)?.kind) === 'add' ? 'Write' : 'Edit'} ${str(obj(c)?.path) ?? ''}`),
        );
      }
      case 'mcp_tool_call':
        return [short(`${str(item.server) ?? 'mcp'}.${str(item.tool) ?? 'tool'}`)];
      case 'error':
        return [short(`error: ${str(item.message) ?? ''}`)];
      default:
        return [];
    }
  }
  if (ev.type === 'turn.failed') return [short(`error: ${str(obj(ev.error)?.message) ?? 'the turn failed'}`)];
  if (ev.type === 'error') return [short(`error: ${str(ev.message) ?? ''}`)];
  return [];
}

function gemini(ev: Json): string[] {
  if (ev.type === 'message' && ev.role === 'assistant') return textLines(str(ev.content) ?? '');
  if (ev.type === 'tool_use') return [toolLine(str(ev.tool_name) ?? 'tool', obj(ev.parameters))];
  if (ev.type === 'error') return [short(`error: ${str(ev.message) ?? ''}`)];
  if (ev.type === 'result') {
    const stats = obj(ev.stats);
    const turns =
      typeof stats?.tool_calls === 'number'
        ? ` (${stats.tool_calls} tool call${stats.tool_calls === 1 ? '' : 's'})`
        : '';
    return [
      ev.status === 'success'
        ? `finished${turns}`
        : short(`error: ${str(obj(ev.error)?.message) ?? String(ev.status)}`),
    ];
  }
  return [];
}

function opencode(ev: Json): string[] {
  const part = obj(ev.part);
  if (ev.type === 'text' && part) return textLines(str(part.text) ?? '');
  if (ev.type === 'tool_use' && part)
    return [toolLine(str(part.tool) ?? 'tool', obj(obj(part.state)?.input))];
  if (ev.type === 'error')
    return [
      short(`error: ${str(obj(ev.error)?.name) ?? ''} ${str(obj(obj(ev.error)?.data)?.message) ?? ''}`),
    ];
  return [];
}

const READERS: Record<string, (ev: Json) => string[]> = { claude, codex, gemini, opencode };

/**
 * The lines a person reads for one raw line of an agent's stdout: for the JSON-printing CLIs,
 * their text, tool calls and errors (nothing for the events only a program needs); any other
 * line as it is.
 */
export function readableLines(provider: string, line: string): string[] {
  const reader = READERS[provider];
  const trimmed = line.trim();
  if (!reader || !trimmed.startsWith('{')) return trimmed === '' ? [] : [line];
  let ev: Json | undefined;
  try {
    ev = obj(JSON.parse(trimmed));
  } catch {
    return [line];
  }
  return ev ? reader(ev) : [];
}
