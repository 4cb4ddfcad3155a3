// The plan file, `implementation.json` (docs/ARCHITECTURE.md#the-plan). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.
import { z } from 'zod';
import { ATTEMPT_OUTCOMES, COMPLEXITIES, PROVENANCES, SPEC_STATUSES, TASK_STATUSES } from './plan-basics.js';

// What the plan's values mean (statuses, durations, costs) lives in plan-basics.ts, without zod;
// it is exported from here too, so that this module stays the one place to import the plan from.
export * from './plan-basics.js';

/** A duration: a number of seconds, or a string such as "90s", "15m", "1h". */
const Duration = z
  .union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
  .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');

const Text = z.union([z.string(), z.array(z.string())]).describe('A string, or a list of lines.');

export const CommentSchema = z.looseObject({
  author: z.string(),
  body: z.string(),
  created: z.string().optional().describe('ISO 8601 time the comment was made.'),
});

export const AttemptSchema = z.looseObject({
  number: z.number().int().positive(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  outcome: z.enum(ATTEMPT_OUTCOMES).optional(),
  gate: z.string().optional().describe('The gate that failed, when one did.'),
  summary: z.string().optional().describe('A short account of what went wrong: gate output tail, reason.'),
  runUrl: z.string().optional(),
  artifact: z.string().optional().describe('Name of the job artifact holding the full retry context.'),
  turns: z.number().optional().describe('Model round trips, as the agent CLI reported them.'),
  inputTokens: z
    .number()
    .optional()
    .describe('Every input token the model read, cached or not, as the agent CLI reported them.'),
  outputTokens: z.number().optional().describe('Output tokens, as the agent CLI reported them.'),
  costUsd: z.number().optional().describe('What the attempt cost in USD, as the agent CLI reported it.'),
  durationMs: z.number().optional(),
  provider: z.string().optional().describe('The agent provider that ran the attempt (claude, codex, ...).'),
  model: z
    .string()
    .optional()
    .describe("The model the attempt asked for, when one was set (else the CLI's default)."),
  promptBytes: z.number().optional().describe('The size of the prompt the agent got, in bytes.'),
});

/** A cost budget in USD: a positive number. */
const CostUsd = z.number().positive();

/** The fields of an agent that every level of routing may set (docs/ARCHITECTURE.md#agents). */
const agentFields = {
  provider: z.string().optional().describe('claude, codex, gemini, opencode or command.'),
  command: z
    .string()
    .optional()
    .describe('For provider "command": the command line; the prompt goes to stdin.'),
  model: z.string().optional(),
  maxTurns: z.number().int().positive().optional(),
  timeout: Duration.optional(),
  maxCostUsd: CostUsd.optional().describe(
    "Every task's cost budget in USD, unless the task has its own maxCostUsd.",
  ),
  args: z
    .array(z.string())
    .optional()
    .describe(
      "Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider.",
    ),
  env: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway (Ralph's key proxy forwards there, adding the key). Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, without the model keys and GitHub's credentials, and these on top.",
    ),
};

/**
 * An agent override: on a discipline (`disciplines[].agent`), a complexity tier
 * (`agent.tiers.light|standard|heavy`) or a task (`tasks[].agent`). The most specific level
 * wins, field by field: task, then discipline, then tier, then the plan's `agent`.
 */
export const AgentOverrideSchema = z
  .looseObject(agentFields)
  .describe(
    "Overrides the plan's agent for what this level covers, field by field; the most specific level wins: task, then discipline, then tier, then the plan's agent.",
  );

export const TaskSchema = z.looseObject({
  id: z.string().min(1),
  title: z.string().optional(),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  acceptanceCriteria: z.array(z.string()).optional(),
  dependsOn: z
    .array(z.string())
    .optional()
    .describe('Ids of tasks (in any spec) that must be completed first.'),
  discipline: z.string().optional().describe('Name of an entry in the top-level disciplines[].'),
  feature: z.string().optional().describe('Name of an entry in the top-level features[].'),
  contextFiles: z
    .array(z.string())
    .optional()
    .describe('Repository paths whose contents go into the prompt.'),
  outputArtifacts: z.array(z.string()).optional().describe('Repository paths the task must produce.'),
  hints: Text.optional(),
  complexity: z.enum(COMPLEXITIES).optional(),
  estimatedTurns: z.number().int().positive().optional(),
  agent: AgentOverrideSchema.optional().describe(
    "The agent for this task, over its discipline's, its tier's and the plan's, field by field.",
  ),
  maxCostUsd: CostUsd.optional().describe(
    'The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.',
  ),
  provenance: z.enum(PROVENANCES).optional(),
  comments: z.array(CommentSchema).optional(),
  attempts: z.array(AttemptSchema).optional(),
  retryBudgetFrom: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      'Attempts numbered up to this one do not count against the retry budget (a person reset the task).',
    ),
  startedAt: z.string().optional(),
  blockedReason: z.string().optional(),
  completedAt: z.string().optional(),
  durationMs: z.number().optional(),
  commit: z.string().optional(),
});

export const SpecSchema = z.looseObject({
  id: z.string().min(1).describe('Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".'),
  file: z.string().optional().describe('The markdown spec this entry was planned from.'),
  name: z.string().optional(),
  priority: z.number().optional().describe('Lower runs first.'),
  status: z
    .enum(SPEC_STATUSES)
    .optional()
    .describe(
      '"held": nothing of the spec runs and no pull request is opened for it (see heldReason); a person lifts it by reopening the pull request or with `/ralph retry <spec>`.',
    ),
  heldReason: z
    .string()
    .optional()
    .describe('Why the spec is held: the link of its pull request that was closed without merging.'),
  context: z.string().optional(),
  acceptanceCriteria: z.array(z.string()).optional(),
  issue: z.number().int().positive().optional().describe('Tracking issue number for blocked-task comments.'),
  tasks: z.array(TaskSchema),
});

export const GateSchema = z.looseObject({
  name: z.string().min(1),
  command: z.string().min(1),
  required: z.boolean().optional().describe('Defaults to true: a failing required gate fails the attempt.'),
  timeout: Duration.optional(),
  baseline: z
    .enum(['must-pass', 'no-new-failures'])
    .optional()
    .describe(
      'How the gate is judged against its run on the untouched tree before the first agent. "must-pass" (default): it must pass there, else Ralph stops with a setup problem. "no-new-failures": a known-red gate; an attempt passes it when it fails no worse than the untouched tree (same exit code, no failure line that was not there).',
    ),
  source: z
    .string()
    .optional()
    .describe(
      'Where `ralph init` found this gate (a CI workflow, job and matrix leg, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.',
    ),
  workingDirectory: z
    .string()
    .regex(/^(?!\/)(?!(.*\/)?\.\.(\/|$)).+$/)
    .optional()
    .describe(
      "The directory the command runs in, relative to the repository root, never outside it (a CI step's `working-directory`).",
    ),
  shell: z
    .string()
    .regex(/^(bash|sh|python)$|^(bash|sh|python3?)( -[\w-]+)* \{0\}$/)
    .optional()
    .describe(
      'The shell, as a CI step\'s `shell:`: bash (`bash --noprofile --norc -eo pipefail`), sh (`sh -e`), python, or a template such as "bash -e {0}" (GitHub\'s default for a step without one). Without it the command runs with `/bin/sh -c`.',
    ),
  env: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "Environment variables the command runs with (a CI step's `env:`, with its job's and workflow's).",
    ),
});

export const AgentDefaultsSchema = z.looseObject({
  ...agentFields,
  maxAttempts: z.number().int().positive().optional(),
  retry: z
    .enum(['continue', 'fresh'])
    .optional()
    .describe(
      'Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).',
    ),
  tiers: z
    .looseObject({
      light: AgentOverrideSchema.optional(),
      standard: AgentOverrideSchema.optional(),
      heavy: AgentOverrideSchema.optional(),
    })
    .optional()
    .describe(
      "An agent override per complexity tier (light, standard, heavy): a cheap model for light tasks, a strong one for heavy ones. A discipline's or a task's own agent wins over it.",
    ),
  escalate: AgentOverrideSchema.optional().describe(
    'Opt-in: the agent for the retries after a failed attempt (a cheap model first, a strong one when the gates say no), over whatever the levels resolve to. Each attempt records the provider and model it ran with.',
  ),
});

/** Plan-wide limits. */
export const BudgetSchema = z.looseObject({
  maxCostUsd: CostUsd.optional().describe(
    'Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).',
  ),
});

export const McpServerSchema = z.looseObject({
  name: z.string().min(1),
  command: z.string().optional(),
  args: z.array(z.string()).optional(),
  env: z.record(z.string(), z.string()).optional(),
  url: z.string().optional(),
  type: z
    .enum(['http', 'sse'])
    .optional()
    .describe('For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".'),
});

export const DisciplineSchema = z.looseObject({
  name: z.string().min(1),
  systemPrompt: z.string().optional(),
  skills: z.array(z.string()).optional(),
  conventions: Text.optional(),
  mcpServers: z.array(McpServerSchema).optional(),
  agent: AgentOverrideSchema.optional().describe(
    "The agent for this discipline's tasks, over the plan's agent and the tier's; a task's own agent wins.",
  ),
});

export const FeatureSchema = z.looseObject({
  name: z.string().min(1),
  description: z.string().optional(),
  knowledgePaths: z.array(z.string()).optional(),
  contextFiles: z.array(z.string()).optional(),
});

/** The agent's network (core/network.ts): `open`, or hosts and sets added to the defaults. */
export const NetworkSchema = z
  .union([
    z.enum(['open']),
    z.looseObject({
      allowed: z
        .array(z.string())
        .describe(
          'Hosts and sets the egress proxy lets the agent, setup and gates reach, added to the defaults (defaults, github, the model API, the registries of the ecosystems found): a set (node, python, rust, go, java, ruby, dotnet, ...), a host (registry.example.com: CONNECT to 443), *.example.com, example.com:8443, or http://example.com for plain HTTP.',
        ),
    }),
  ])
  .describe(
    'The network of the sandboxed agent, setup and gates: "open" for the runner\'s own network (no proxy), else { "allowed": [...] }.',
  );

export const PlanSchema = z.looseObject({
  $schema: z.string().optional(),
  version: z.union([z.number(), z.string()]).optional(),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
  gates: z.array(GateSchema).optional(),
  agent: AgentDefaultsSchema.optional(),
  budget: BudgetSchema.optional(),
  network: NetworkSchema.optional(),
  disciplines: z.array(DisciplineSchema).optional(),
  features: z.array(FeatureSchema).optional(),
  specs: z.array(SpecSchema),
});

export type Plan = z.infer<typeof PlanSchema>;
export type Spec = z.infer<typeof SpecSchema>;
export type Task = z.infer<typeof TaskSchema>;
export type Attempt = z.infer<typeof AttemptSchema>;
export type Gate = z.infer<typeof GateSchema>;
export type Discipline = z.infer<typeof DisciplineSchema>;
export type Feature = z.infer<typeof FeatureSchema>;
export type Comment = z.infer<typeof CommentSchema>;
export type AgentOverride = z.infer<typeof AgentOverrideSchema>;
export type AgentDefaults = z.infer<typeof AgentDefaultsSchema>;

/** The JSON Schema editors use through `$schema`; committed and checked for staleness. */
export function planJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(PlanSchema, { target: 'draft-2020-12', io: 'input' }),
    // A URL an editor can fetch: the committed schema/ file at the tag the workflow's `uses:` names.
    $id: 'https://raw.githubusercontent.com/ralph-ci/ralph/v0/schema/implementation.schema.json',
    title: 'Ralph implementation plan',
  };
}
