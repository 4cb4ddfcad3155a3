// One step of a task job with its plumbing, made once per step: Ralph's private repository
// (private-git.ts), the job's agent user (job-user.ts) and, around each piece of the
// repository's code the step runs (setup, the baseline, the agent, a gate), the agent's
// disposable repository and the step's network (step-network.ts). The step passes the user
// nowhere: what runs confined gets it from `confined`.
import type { PlanLocation } from '../../core/plan/location.js';
import type { ProcessWrap } from '../process.js';
import type { AgentUser } from './agent-user.js';
import { agentUserFor, dropJobAgentUser, jobAgentUserToDrop } from './job-user.js';
import { asAgentUser } from './launch.js';
import { dropAgentRepository, type TaskJobGit, taskJobGit, withAgentRepository } from './private-git.js';
import type { SandboxNetwork } from './sandbox.js';
import { stepNetwork } from './step-network.js';

/** What the task job's plumbing reads of a step's settings. */
export interface TaskJobInputs {
  /** The work tree (GITHUB_WORKSPACE). */
  workspace: string;
  /** The input 'agent-user': auto, true or false. */
  agentUser: string;
}

/** What it reads of the settings of a step that runs the repository's code: its network. */
export interface SandboxInputs extends TaskJobInputs {
  /** The input 'network' (core/network.ts): empty, `open`, or hosts and sets to add. */
  network: string;
  /** The plan file: its `network`, as the job's first step read it. */
  plan: PlanLocation;
}

/** What a piece of the repository's code runs with, inside `confined`. */
export interface Confinement {
  /** The agent user it runs as (runGate's, runAttemptAgent's and checkBaseline's `runAs`), if any. */
  runAs?: AgentUser;
  /** The step's network in the sandbox (their `network`). */
  network?: SandboxNetwork;
  /** The two as runProcess's `wrap`, for a command the step runs itself. */
  wrap?: ProcessWrap;
  /** Added to its environment: the egress proxy's variables. */
  env: Record<string, string>;
}

export interface TaskJobStep {
  /** Ralph's private repository for the job, checked. */
  readonly repo: TaskJobGit;
  /**
   * The job's agent user, made ready on the first call (a work tree an earlier step left lent
   * taken back) and the same after; undefined where the input or the runner says no.
   */
  agentUser(): Promise<AgentUser | undefined>;
  /**
   * Runs `fn`, code of the repository's, as the agent user with the agent's disposable
   * repository in place and the step's network around it, both gone after it whatever
   * happened. `what` names it in the log and the summary ("setup", "the agent", "gate test");
   * `provider` adds the agent's model API to the allowlist.
   */
  confined<T>(what: string, fn: (c: Confinement) => Promise<T>, provider?: string): Promise<T>;
}

/** The step's plumbing (setup, run, gate): the private repository made or checked first. */
export async function openTaskJobStep(inputs: SandboxInputs): Promise<TaskJobStep> {
  const repo = await taskJobGit(inputs);
  let user: Promise<AgentUser | undefined> | undefined;
  const agentUser = () => {
    user ??= agentUserFor(inputs);
    return user;
  };
  return {
    repo,
    agentUser,
    async confined(what, fn, provider) {
      const runAs = await agentUser();
      const net = await stepNetwork(inputs, runAs, what, provider);
      const { network, env } = net;
      const wrap = runAs && asAgentUser(runAs, { network });
      return withAgentRepository(repo, runAs, () => fn({ runAs, network, wrap, env })).finally(() =>
        net.finish(),
      );
    },
  };
}

/** The job's last step (record): its repository, and `end` for what the job leaves behind. */
export interface LastTaskJobStep {
  readonly repo: TaskJobGit;
  /** Removes the agent's repository and deletes the job's agent user (and its home). */
  end(): Promise<void>;
}

/**
 * The plumbing of the job's last step: the private repository checked, and the job's agent user
 * looked up only, never made or hardened (its processes killed and a work tree a step left lent
 * taken back, as a step killed while the agent or a gate ran leaves it).
 */
export async function openLastTaskJobStep(inputs: TaskJobInputs): Promise<LastTaskJobStep> {
  const repo = await taskJobGit(inputs);
  const user = await jobAgentUserToDrop(inputs);
  return {
    repo,
    end: async () => {
      await dropAgentRepository(repo, user);
      await dropJobAgentUser(user);
    },
  };
}
