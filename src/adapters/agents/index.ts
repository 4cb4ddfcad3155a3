// The built-in agent providers by name (docs/ARCHITECTURE.md#agents).

import { unknownAgentText } from '../../core/closest-key.js';
import { RalphError } from '../../core/errors.js';
import { claude } from './claude.js';
import { codex } from './codex.js';
import { command } from './command.js';
import { gemini } from './gemini.js';
import { opencode } from './opencode.js';
import type { Provider } from './types.js';

export type { McpServerConfig } from './mcp.js';
export { AgentNotInstalledError, checkAgentInstalled, limitWarnings } from './preflight.js';
export { type RunAgentOptions, runAgent } from './runner.js';
export { findMarker } from './signals.js';
export type * from './types.js';

export const PROVIDERS: Readonly<Record<string, Provider>> = { claude, codex, gemini, opencode, command };

export function getProvider(name: string): Provider {
  const provider = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  if (!provider) {
    throw new RalphError(unknownAgentText(name, Object.keys(PROVIDERS)));
  }
  return provider;
}
