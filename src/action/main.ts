// The action: one `try/catch` that ends in `core.setFailed`; each command below it throws. The
// command's step is loaded on its own (registry.ts) and parses its own inputs.
import * as core from '../adapters/actions-core.js';
import { onSandboxWarning, untrustedMessage } from '../adapters/task-job/index.js';
import { describeError, RalphError } from '../core/errors.js';
import { RALPH_VERSION } from '../version.js';
import { Inputs } from './inputs.js';
import { COMMANDS, isCommand, STEPS } from './registry.js';

export async function runAction(): Promise<void> {
  // Said once per step where the agent user runs without its sandbox (adapters/task-job/sandbox.ts).
  onSandboxWarning((text) => core.warning(text));
  try {
    const command = core.getInput('command', { required: true });
    if (!isCommand(command))
      throw new RalphError(`Invalid input 'command': "${command}". Expected one of: ${COMMANDS.join(', ')}.`);
    const entry = STEPS[command];
    const step = await entry.load();
    await step(new Inputs(command, entry.inputs));
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
