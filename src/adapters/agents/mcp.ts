// Reading the MCP configuration the prompt generator writes for a task's discipline
// (`{"mcpServers": {"name": {command, args, env} | {type, url}}}`), for the CLIs that do not
// take that file as it is and need it translated into their own configuration.
import { readFileSync } from 'node:fs';
import { RalphError } from '../../core/errors.js';
import { obj, str } from './signals.js';
import type { McpTransport } from './types.js';

export interface McpServerConfig {
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  url?: string;
  /** How a server given by URL is reached (default http, streamable HTTP). */
  type?: 'http' | 'sse';
}

/** The transport a server is reached over. */
export function transportOf(s: McpServerConfig): McpTransport {
  return s.command ? 'stdio' : (s.type ?? 'http');
}

export function readMcpServers(path: string): Record<string, McpServerConfig> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new RalphError(`cannot read the MCP configuration ${path}: ${(err as Error).message}`);
  }
  const servers = obj(obj(data)?.mcpServers);
  if (!servers) throw new RalphError(`${path}: expected {"mcpServers": {...}}`);
  const out: Record<string, McpServerConfig> = {};
  for (const [name, value] of Object.entries(servers)) {
    const s = obj(value);
    const command = str(s?.command);
    const url = str(s?.url);
    if (!command && !url) throw new RalphError(`${path}: mcpServers.${name} needs a "command" or a "url"`);
    // Claude Code's own files may say "stdio" for a command server.
    const type = s?.type === 'stdio' && command ? undefined : s?.type;
    if (type !== undefined && type !== 'http' && type !== 'sse')
      throw new RalphError(
        `${path}: mcpServers.${name}.type must be "http" or "sse", not ${JSON.stringify(type)}`,
      );
    const args = Array.isArray(s?.args) ? s.args.map(String) : undefined;
    const envObj = obj(s?.env);
    const env = envObj
      ? Object.fromEntries(Object.entries(envObj).map(([k, v]) => [k, String(v)]))
      : undefined;
    out[name] = { command, args, env, url, ...(type ? { type } : {}) };
  }
  return out;
}
