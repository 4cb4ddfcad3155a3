// What is checked and said before an agent's first attempt (docs/ARCHITECTURE.md#agents): that its CLI is
// installed at all (a missing one is a setup error, not a failed attempt), and which of the
// task's limits the CLI cannot be held to (Provider.supports), said once, before the run.
import { accessSync, constants, statSync } from 'node:fs';
import { RalphError } from '../../core/errors.js';
import { findOnPath } from '../program-path.js';
import { type McpServerConfig, transportOf } from './mcp.js';
import type { Provider } from './types.js';

/** A CLI that is not installed: nothing was run, nothing should be recorded. */
export class AgentNotInstalledError extends RalphError {
  override readonly code: string = 'agent-not-installed';
  override name = 'AgentNotInstalledError';
}

/**
 * Throws AgentNotInstalledError when the provider's CLI is not on the agent's PATH, naming it
 * and how to install it. The `command` provider runs /bin/sh and is not checked.
 */
export function checkAgentInstalled(provider: Provider, env: NodeJS.ProcessEnv): void {
  const cli = provider.cli;
  if (!cli || onPath(cli.file, env.PATH ?? '')) return;
  throw new AgentNotInstalledError(
    `the ${provider.name} agent needs the \`${cli.file}\` CLI, and there is no \`${cli.file}\` on PATH. ` +
      `Install it (\`${cli.install}\`) or put it on PATH, then run again.`,
  );
}

function onPath(file: string, path: string): boolean {
  if (!file.includes('/')) return findOnPath(file, path) !== undefined;
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Why a CLI cannot be held to a number of turns. */
const NO_TURN_LIMIT: Record<string, string> = {
  codex: '`codex exec` has no turn limit',
  opencode:
    'its only step limit, `agent.build.steps`, is advice to the model: its tools stay enabled and their calls still run',
};

/**
 * The limits of a task this provider's CLI cannot honour, each as one sentence a person can act
 * on; empty when it honours them all. A caller says each once, before the run.
 */
export function limitWarnings(
  provider: Provider,
  limits: { maxTurns: number; mcpServers?: Readonly<Record<string, McpServerConfig>> },
): string[] {
  const out: string[] = [];
  // A command line has no turns Ralph knows of; a CLI does.
  if (!provider.supports.maxTurns && provider.cli) {
    const why = NO_TURN_LIMIT[provider.name] ?? `${provider.name} takes no turn limit`;
    out.push(
      `${provider.name} cannot be held to ${limits.maxTurns} turns (${why}); only the timeout bounds the run.`,
    );
  }
  const left = Object.entries(limits.mcpServers ?? {}).filter(
    ([, s]) => !provider.supports.mcp.includes(transportOf(s)),
  );
  if (left.length > 0) {
    const names = left.map(([name, s]) => `"${name}" (${transportOf(s)})`).join(', ');
    const takes = provider.supports.mcp.length
      ? `it takes MCP servers over ${provider.supports.mcp.join(' and ')} only`
      : 'it is given no MCP servers';
    out.push(
      `${provider.name} runs without the MCP server${left.length > 1 ? 's' : ''} ${names} of the task's discipline: ${takes}.`,
    );
  }
  return out;
}
