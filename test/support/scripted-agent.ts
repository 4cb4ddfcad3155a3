// The scripted agent (test/agents/scripted.mjs: its header says what a script can make it do) as
// the tests run it: the plan's `command` agent, the script it follows, and the environment that
// points it at that script and at the folder where it keeps the prompts it got.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plan } from '../../src/core/plan/plan.js';
import { tempDir } from './repo.js';

/** The scripted agent's file. */
export const SCRIPTED = join(import.meta.dirname, '..', 'agents', 'scripted.mjs');

/** The shell command that runs the scripted agent. */
export const SCRIPTED_COMMAND = `node ${SCRIPTED}`;

/** A plan's agent: the scripted agent through the `command` provider, with `more` fields. */
export function scriptedAgent(more: Partial<NonNullable<Plan['agent']>> = {}): NonNullable<Plan['agent']> {
  return { provider: 'command', command: SCRIPTED_COMMAND, ...more };
}

/**
 * Writes the scripted agent's script (task id to its steps, one per attempt) as script.json in
 * `dir` (a new temporary folder unless given) and returns its path, for AGENT_SCRIPT.
 */
export function writeScript(script: Record<string, unknown> = {}, dir = tempDir('ralph-script-')): string {
  const path = join(dir, 'script.json');
  writeFileSync(path, JSON.stringify(script));
  return path;
}

/**
 * The environment of a local `ralph build` with the scripted agent: this process's, on CI (no
 * terminal view), with `script` written for it, and prompts kept in `prompts` when given.
 */
export function scriptedEnv(script: Record<string, unknown> = {}, prompts?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    AGENT_SCRIPT: writeScript(script),
    ...(prompts ? { AGENT_PROMPTS: prompts } : {}),
    CI: 'true',
  };
}

/**
 * A pending task that asks for `<id>.txt`: what the scripted agent does unless its script says
 * otherwise (and what the tests' stand-in CLIs do).
 */
export function scriptedTask(id: string, more: Record<string, unknown> = {}) {
  return { id, description: `Write ${id}.txt`, status: 'pending' as const, ...more };
}
