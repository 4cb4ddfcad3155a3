// The action's commands, in one table: what each step does, the inputs it reads, and where its
// code is (loaded only for that step: ncc puts each in a chunk of its own). action.yml's inputs
// and its `command` description are checked against this table (test/action-registry.test.ts),
// and a step that reads an input not listed here fails as a bug (inputs.ts).
import type { Inputs } from './inputs.js';

export type Step = (inputs: Inputs) => Promise<void>;

export interface StepEntry {
  /** One line: what the step does, and in which job. */
  summary: string;
  /** The inputs it reads, besides `command`. */
  inputs: readonly string[];
  load: () => Promise<Step>;
}

/** A task job's sandboxed steps read these for the private repository, the agent user and the network. */
const SANDBOXED = ['plan', 'network', 'agent-user'] as const;

/** In the order a run takes them (after the event job's listen), then the two of their own. */
export const STEPS = {
  listen: {
    summary:
      'The event job: hears a /ralph comment, a review or a merged spec pull request and wakes the next run.',
    inputs: ['github-token', 'workflow', 'base-branch', 'branch-prefix'],
    load: async () => (await import('./listen.js')).listenStep,
  },
  commands: {
    summary: "A run's first job: reads the commands and reviews not answered yet, applies them and replies.",
    inputs: ['github-token', 'plan', 'base-branch', 'branch-prefix', 'ralph-login'],
    load: async () => (await import('./commands/index.js')).commandsStep,
  },
  schedule: {
    summary: "The matrix of ready tasks, each with its anchors, and the plan's gates.",
    inputs: [
      'plan',
      'spec-id',
      'task-id',
      'max-parallel',
      'max-attempts',
      'branch-prefix',
      'base-branch',
      'dry-run',
    ],
    load: async () => (await import('./schedule.js')).scheduleStep,
  },
  setup: {
    summary: "A task job's setup: the repository's install line, run as the agent user.",
    inputs: ['run', ...SANDBOXED],
    load: async () => (await import('./setup.js')).setupStep,
  },
  run: {
    summary: "A task job's agent step: checks out the start commit and runs the agent on the task.",
    inputs: [
      'task',
      'branch-prefix',
      'protected-paths',
      'max-file-size',
      'agent',
      'agent-command',
      'model',
      'max-turns',
      'timeout-minutes',
      'gates',
      'transcript',
      ...SANDBOXED,
    ],
    load: async () => (await import('./run.js')).runStep,
  },
  gate: {
    summary: "A task job's gate: one of the plan's gates, as its own step.",
    inputs: ['gate', 'gate-command', 'gate-required', 'gates', ...SANDBOXED],
    load: async () => (await import('./gate.js')).gateStep,
  },
  record: {
    summary: "A task job's last step: the attempt artifact for the writer (outcome, gate results, patch).",
    inputs: ['task', 'branch-prefix', 'plan', 'gates', 'max-file-size', 'agent-user'],
    load: async () => (await import('./record.js')).recordStep,
  },
  finalize: {
    summary:
      "The run's one writer: records the attempts on the spec branches, opens pull requests, comments on blocked tasks.",
    inputs: [
      'github-token',
      'plan',
      'base-branch',
      'branch-prefix',
      'protected-paths',
      'max-file-size',
      'matrix',
      'task-result',
      'attempts',
      'max-attempts',
      'auto-merge',
      'dispatch-next',
      'workflow',
      'issue-number',
      'ralph-login',
    ],
    load: async () => (await import('./writer/index.js')).finalizeStep,
  },
  plan: {
    summary: 'The agent turns the markdown specs into tasks, merged into the plan file.',
    inputs: [
      'plan',
      'specs',
      'agent',
      'agent-command',
      'model',
      'max-attempts',
      'max-turns',
      'timeout-minutes',
    ],
    load: async () => (await import('./plan.js')).planStep,
  },
  validate: {
    summary: 'Checks the plan file and annotates each problem on it.',
    inputs: ['plan'],
    load: async () => (await import('./validate.js')).validateStep,
  },
} satisfies Record<string, StepEntry>;

export type Command = keyof typeof STEPS;

export const COMMANDS = Object.keys(STEPS) as Command[];

export function isCommand(name: string): name is Command {
  return Object.hasOwn(STEPS, name);
}
