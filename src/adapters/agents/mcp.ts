// Reading the MCP configuration the prompt generator writes for a task's discipline
// (`{"mcpServers": {"name": {command, args, env} | {url}}}`), for the CLIs that do not take
// that file as it is and need it translated into their own configuration.
import { readFileSync } from 'node:fs';
import { obj, str } from './signals.js';

export interface McpServerConfig {
  command?: string;
  args?: string[];
  env?: Record<string, string>;
  url?: string;
}

export function readMcpServers(path: string): Record<string, McpServerConfig> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read the MCP configuration ${path}: ${(err as Error).message}`);
  }
  const servers = obj(obj(data)?.mcpServers);
  if (!servers) throw new Error(`${path}: expected {"mcpServers": {...}}`);
  const out: Record<string, McpServerConfig> = {};
  for (const [name, value] of Object.entries(servers)) {
    const s = obj(value);
    const command = str(s?.command);
    const url = str(s?.url);
    if (!command && !url) throw new Error(`${path}: mcpServers.${name} needs a "command" or a "url"`);
    const args = Array.isArray(s?.args) ? s.args.map(String) : undefined;
    const envObj = obj(s?.env);
    const env = envObj
      ? Object.fromEntries(Object.entries(envObj).map(([k, v]) => [k, String(v)]))
      : undefined;
    out[name] = { command, args, env, url };
  }
  return out;
}
