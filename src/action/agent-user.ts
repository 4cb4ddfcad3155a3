// The `agent-user` input in a task job's steps (DESIGN.md C7): the agent and the gates run as
// a separate user without sudo where the runner allows it (adapters/agent-user.ts).

import { createHash } from 'node:crypto';
import * as core from '@actions/core';
import {
  type AgentUser,
  DEFAULT_AGENT_USER,
  decideAgentUser,
  prepareAgentUser,
} from '../adapters/agent-user.js';
import type { ActionSettings } from './inputs.js';

let warned = false;

/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
export async function agentUserFor(settings: ActionSettings): Promise<AgentUser | undefined> {
  const decision = await decideAgentUser(settings.agentUser);
  if (!decision.use) {
    if (settings.agentUser !== 'false' && !warned)
      core.warning(
        `The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see the README's Security section.`,
      );
    warned = true;
    return undefined;
  }
  return prepareAgentUser({
    name: agentUserName(),
    workspace: settings.workspace,
    log: (m) => core.debug(m),
  });
}

/**
 * `ralph-agent`, with a suffix per runner where one machine runs several (self-hosted runner
 * instances, each with its own RUNNER_NAME): killing one job's leftover agent processes must
 * not kill another job's agent. Linux user names have at most 32 characters.
 */
export function agentUserName(env: NodeJS.ProcessEnv = process.env): string {
  const runner = env.RUNNER_NAME;
  if (!runner) return DEFAULT_AGENT_USER;
  return `${DEFAULT_AGENT_USER}-${createHash('sha256').update(runner).digest('hex').slice(0, 8)}`;
}
