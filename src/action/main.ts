// The action: one `try/catch` that ends in `core.setFailed`; each command below it throws.
import * as core from '../adapters/actions-core.js';
import { onSandboxWarning, untrustedMessage } from '../adapters/task-job/index.js';
import { describeError, RalphError } from '../core/errors.js';
import { RALPH_VERSION } from '../version.js';
import { type ActionSettings, readSettings } from './inputs.js';

const HANDLERS: Record<string, () => Promise<(s: ActionSettings) => Promise<void>>> = {
  validate: async () => (await import('./validate.js')).validateStep,
  schedule: async () => (await import('./schedule.js')).scheduleStep,
  run: async () => (await import('./run.js')).runStep,
  gate: async () => (await import('./gate.js')).gateStep,
  record: async () => (await import('./record.js')).recordStep,
  finalize: async () => (await import('./writer/index.js')).finalizeStep,
  plan: async () => (await import('./plan.js')).planStep,
  setup: async () => (await import('./setup.js')).setupStep,
  listen: async () => (await import('./listen.js')).listenStep,
  commands: async () => (await import('./commands.js')).commandsStep,
};

export async function runAction(): Promise<void> {
  // Said once per step where the agent user runs without its sandbox (adapters/task-job/sandbox.ts).
  onSandboxWarning((text) => core.warning(text));
  try {
    const settings = readSettings();
    const load = HANDLERS[settings.command];
    if (!load)
      throw new RalphError(`The '${settings.command}' command is not available in this version of Ralph.`);
    const handler = await load();
    await handler(settings);
  } catch (error) {
    // A user error (and the system's) as its message; anything else as a bug in Ralph, with its
    // stack. A message may quote a gate's output or a file name: shown, never drawn as the log's.
    const text = describeError(error, {
      version: RALPH_VERSION,
      command: `command: ${process.env.INPUT_COMMAND ?? '?'}`,
    });
    core.setFailed(untrustedMessage(text));
  }
}
