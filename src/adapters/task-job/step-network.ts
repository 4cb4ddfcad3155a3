// The network of a task job's sandboxed steps (setup, the baseline, the agent, each gate):
// Ralph's egress proxy (adapters/egress-proxy.ts) started for the step, its allowlist
// (core/network.ts) from what the job's first step read before any of the repository's code
// ran, and the hosts it refused said in the step's summary with the lines that allow them.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { RalphError } from '../../core/errors.js';
import {
  type NetworkPolicy,
  type NetworkSetting,
  networkPolicy,
  parseNetworkInput,
  parseNetworkSetting,
  refusalsText,
} from '../../core/network.js';
import * as core from '../actions-core.js';
import { type EgressProxy, startEgressProxy, TEST_RESOLVE_VARIABLE, testHosts } from '../egress-proxy.js';
import type { AgentUser } from './agent-user.js';
import { paths, stateDir } from './job-state.js';
import { loopbackForward } from './net-namespace.js';
import { type SandboxNetwork, sandboxFor } from './sandbox.js';
import type { SandboxInputs } from './step.js';

/** What the job's first step saw: the plan's `network` and the work tree's root files. */
interface JobNetwork {
  plan?: NetworkSetting;
  rootFiles: string[];
}

/**
 * The plan's `network` and the names at the work tree's root, read by the job's first step that
 * asks (before `setup` or the agent ran any of the repository's code) and kept in Ralph's state
 * folder, which the agent user cannot reach: an agent that edits the plan or adds a Cargo.toml
 * widens nothing for the gates after it.
 */
export function jobNetwork(settings: SandboxInputs, dir = stateDir()): JobNetwork {
  const file = paths(dir).network;
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as JobNetwork;
  let plan: NetworkSetting | undefined;
  if (existsSync(settings.plan.path)) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(settings.plan.path, 'utf8'));
    } catch {
      raw = undefined; // the plan's own checks say what is wrong with it
    }
    if (raw && typeof raw === 'object')
      plan = parseNetworkSetting((raw as { network?: unknown }).network, `${settings.plan.path} network`);
  }
  let rootFiles: string[] = [];
  try {
    rootFiles = readdirSync(settings.workspace);
  } catch {
    rootFiles = [];
  }
  const job: JobNetwork = { plan, rootFiles };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(job), { mode: 0o600 });
  return job;
}

/** The step's allowlist: the job's, this step's `network` input and the agent's provider. */
export function stepPolicy(settings: SandboxInputs, provider?: string, dir = stateDir()): NetworkPolicy {
  const job = jobNetwork(settings, dir);
  return networkPolicy({
    plan: job.plan,
    input: parseNetworkInput(settings.network),
    provider,
    rootFiles: job.rootFiles,
  });
}

export interface StepNetwork {
  /** For runProcess's `network`; undefined without the sandbox (the runner's network). */
  network?: SandboxNetwork;
  /** Added to the step's environment: the proxy variables. */
  env: Record<string, string>;
  /** After the step: the proxy closed, what it refused said (a warning and the summary). */
  finish(): Promise<void>;
}

/**
 * The network of one sandboxed step (`what`: "setup", "the agent", "gate test"): the egress
 * proxy started for it, or the runner's network where the policy says `open` (said in the
 * summary), or nothing where the step runs without the sandbox.
 */
export async function stepNetwork(
  settings: SandboxInputs,
  runAs: AgentUser | undefined,
  what: string,
  provider?: string,
): Promise<StepNetwork> {
  const none: StepNetwork = { env: {}, finish: async () => {} };
  if (!runAs || !(await sandboxFor(runAs))) return none;
  const policy = stepPolicy(settings, provider);
  if (policy.open) {
    const note = `${what} ran with the runner's open network: the plan or the input 'network' says "open", so Ralph's egress proxy was off.`;
    core.info(note);
    return {
      network: { open: true },
      env: {},
      finish: async () => {
        await core.summary.addRaw(`\n\n🌐 Ralph: ${note}\n`).write();
      },
    };
  }
  let proxy: EgressProxy;
  try {
    proxy = await startEgressProxy({
      policy,
      hosts: testHosts(process.env[TEST_RESOLVE_VARIABLE]),
    });
  } catch (err) {
    throw new RalphError(
      `${(err as Error).message} ${what} would have no network; set the input 'network: open' to run it with the runner's network instead.`,
    );
  }
  const services = policy.loopback.map((port) => `localhost:${port}`);
  core.info(
    `${what} reaches the network through Ralph's egress proxy only (sets: ${policy.sets.join(', ')})${services.length > 0 ? `, and the runner's ${services.join(', ')}` : ''}.`,
  );
  return {
    network: { forwards: [proxy.forward, ...policy.loopback.map(loopbackForward)] },
    env: proxy.env,
    finish: async () => {
      const refused = proxy.refused();
      await proxy.close();
      const lines = refusalsText(refused, policy);
      if (lines.length === 0) return;
      core.warning(`${what}: ${lines.join('\n')}`);
      // The first line says what was refused, the last what is allowed; between, what to paste.
      const paste = lines.slice(1, -1);
      core.summary.addRaw(`\n\n🌐 Ralph: ${what}: ${lines[0]}\n\n`);
      if (paste.length > 0) core.summary.addCodeBlock(paste.join('\n'));
      await core.summary.addRaw(`\n${lines.at(-1)}\n`).write();
    },
  };
}
