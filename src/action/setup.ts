import { StringDecoder } from 'node:string_decoder';
import * as core from '../adapters/actions-core.js';
import { runProcess } from '../adapters/process.js';
import { openTaskJobStep, UntrustedOutput } from '../adapters/task-job/index.js';
import { RalphError } from '../core/errors.js';
import { agentEnv } from '../engine/agent-env.js';
import type { Inputs, SandboxSettings } from './inputs.js';

/** The setup step's settings, from its inputs alone. */
export interface SetupSettings extends SandboxSettings {
  /** The shell line to run as the agent user (`run`). */
  run: string;
}

export function setupSettings(inputs: Inputs): SetupSettings {
  return { run: inputs.required('run', 'the shell line to run'), ...inputs.sandboxed() };
}

/**
 * `command: setup`, a task job's setup step that runs the repository's code (`npm ci` runs the
 * install scripts of the spec branch, which the agent wrote): the `run` input's shell line, in
 * the work tree, as the agent user, with the agent's environment. Run as the runner's user it
 * could reach what the agent user keeps the agent from (the runtime token, Ralph's files, sudo).
 */
export async function setupStep(inputs: Inputs): Promise<void> {
  const settings = setupSettings(inputs);
  const line = settings.run;
  const step = await openTaskJobStep(settings);
  const runAs = await step.agentUser();
  core.info(`$ ${line}${runAs ? `  (as ${runAs.name})` : ''}`);
  // The repository's code prints it: never read as workflow commands (untrusted-log.ts).
  const out = new UntrustedOutput();
  const stdout = new StringDecoder('utf8');
  const stderr = new StringDecoder('utf8');
  // With a repository of its own, thrown away after it: Ralph's is out of its reach.
  const r = await step.confined('setup', (c) =>
    runProcess({
      file: 'bash',
      args: ['-e', '-o', 'pipefail', '-c', line],
      cwd: settings.workspace,
      env: { ...agentEnv(process.env), ...c.env },
      wrap: c.wrap,
      onStdout: (chunk) => out.write(stdout.write(chunk)),
      onStderr: (chunk) => out.write(stderr.write(chunk)),
    }).finally(() => out.close()),
  );
  if (r.spawnError) throw new RalphError(`Could not start bash: ${r.spawnError.message}`);
  if (r.exitCode !== 0)
    throw new RalphError(`\`${line}\` exited ${r.exitCode ?? `on ${r.signal ?? 'a signal'}`}.`);
}
