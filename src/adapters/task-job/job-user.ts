// The `agent-user` input in a task job's steps (docs/ARCHITECTURE.md#trust): the agent and the
// gates run as a separate user without sudo where the runner allows it (agent-user.ts). Each task
// job has a user of its own, made by its first step and deleted by `record`, so that killing
// every process of that user after a run touches this job's processes only, even where one
// machine runs several jobs at once.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { RalphError } from '../../core/errors.js';
import * as core from '../actions-core.js';
import {
  type AgentUser,
  DEFAULT_AGENT_USER,
  decideAgentUser,
  deleteAgentUser,
  existingAgentUser,
  prepareAgentUser,
} from './agent-user.js';
import { paths, stateDir } from './job-state.js';
import type { TaskJobInputs } from './step.js';

let warned = false;

/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
export async function agentUserFor(settings: TaskJobInputs): Promise<AgentUser | undefined> {
  const decision = await decideAgentUser(settings.agentUser);
  if (!decision.use) {
    if (settings.agentUser !== 'false' && !warned)
      core.warning(
        `The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see Ralph's docs/security.md.`,
      );
    warned = true;
    return undefined;
  }
  return prepareAgentUser({
    name: jobAgentUserName(),
    workspace: settings.workspace,
    log: (m) => core.debug(m),
  });
}

/**
 * This job's agent user for the step that deletes it (record): looked up only, never made or
 * hardened; its processes killed and a work tree an earlier step left lent taken back.
 * Undefined when no step of the job chose one, the input says no, or it does not exist.
 */
export async function jobAgentUserToDrop(settings: TaskJobInputs): Promise<AgentUser | undefined> {
  if (!hasJobAgentUser()) return undefined;
  const decision = await decideAgentUser(settings.agentUser);
  if (!decision.use) return undefined;
  return existingAgentUser(jobAgentUserName(), settings.workspace);
}

/** The file in Ralph's state folder that names this job's agent user. */
const nameFile = (dir = stateDir()) => paths(dir).agentUser;

/** Whether a step of this job chose an agent user already. */
export const hasJobAgentUser = (dir = stateDir()) => existsSync(nameFile(dir));

/**
 * This job's agent user: `ralph-agent-` and 8 random hex digits, chosen by the job's first step
 * and kept in its state folder (which only Ralph's user can read) for the others.
 */
export function jobAgentUserName(dir = stateDir()): string {
  const file = nameFile(dir);
  if (existsSync(file)) {
    const name = readFileSync(file, 'utf8').trim();
    if (new RegExp(`^${DEFAULT_AGENT_USER}-[0-9a-f]{8}$`).test(name)) return name;
    throw new RalphError(`${file} names the agent user "${name}", not one Ralph chose; re-run the job.`);
  }
  const name = `${DEFAULT_AGENT_USER}-${randomBytes(4).toString('hex')}`;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${name}\n`, { mode: 0o600 });
  return name;
}

/**
 * Deletes this job's agent user and its home (the `record` step, once nothing of the agent runs
 * any more); nothing when no step made one.
 */
export async function dropJobAgentUser(user: AgentUser | undefined): Promise<void> {
  if (!user) return;
  await deleteAgentUser(user, (m) => core.debug(m));
}
