// The task job's plumbing and the agent's sandbox (docs/ARCHITECTURE.md#trust): what the task
// job's steps (src/action/) and the local loop (src/engine/) use of this folder, and nothing
// else. Behind it:
//   step.ts            one step's plumbing, made once per step (openTaskJobStep)
//   private-git.ts     Ralph's private repository and the agent's disposable one
//   job-user.ts        the job's own agent user: named by its first step, deleted by `record`
//   agent-user.ts      the agent user: made ready, hardened, deleted
//   lend.ts            the work tree lent to it for each run, and taken back
//   launch.ts          a command started as it, in its sandbox (runProcess's `wrap`)
//   sandbox.ts         the namespaces, masks and binds
//   net-namespace.ts   the step's network namespace, its ports served by Ralph's process
//   step-network.ts    the step's egress proxy and its allowlist
//   root-command.ts    fixed commands as root or as the agent user
//   job-state.ts       the files the job's steps hand each other, all named in one place
//   untrusted-log.ts   the agent's and the repository's text in the runner's log
//   previous-attempt.ts  the previous attempt's work applied before a retry
// The adapters that start processes (gates.ts, agents/runner.ts) import `asAgentUser` from
// launch.ts itself: it loads none of the action's code (@actions/core), which the local loop
// does not need.

export type { AgentUser } from './agent-user.js';
export type {
  AgentState,
  BaselineState,
  GateWrites,
  TaskState,
} from './job-state.js';
export {
  changedSince,
  clearBaselineState,
  gatesInput,
  hasAgentState,
  paths,
  readAgentState,
  readBaselineState,
  readGateResults,
  readGateWrites,
  readTaskState,
  saveWorkTree,
  TREE_ID,
  writeAgentState,
  writeBaselineState,
  writeGateResult,
  writeGateWrites,
  writeTaskState,
} from './job-state.js';
export { asAgentUser } from './launch.js';
export { previousAttempt } from './previous-attempt.js';
export type { TaskJobGit } from './private-git.js';
export { type Forward, onSandboxWarning, type SandboxNetwork } from './sandbox.js';
export {
  type Confinement,
  type LastTaskJobStep,
  openLastTaskJobStep,
  openTaskJobStep,
  type SandboxInputs,
  type TaskJobInputs,
  type TaskJobStep,
} from './step.js';
export { printUntrusted, quote, UntrustedOutput, untrustedMessage } from './untrusted-log.js';
