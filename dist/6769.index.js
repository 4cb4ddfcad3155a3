export const id = 6769;
export const ids = [6769];
export const modules = {

/***/ 6769:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GateSchema: () => (/* binding */ GateSchema),
/* harmony export */   bE: () => (/* binding */ planJsonSchema)
/* harmony export */ });
/* unused harmony exports CommentSchema, AttemptSchema, AgentOverrideSchema, TaskSchema, SpecSchema, AgentDefaultsSchema, BudgetSchema, McpServerSchema, DisciplineSchema, FeatureSchema, NetworkSchema, PlanSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8439);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
// The plan file, `implementation.json` (docs/ARCHITECTURE.md#the-plan). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.


// What the plan's values mean (statuses, durations, costs) lives in plan-basics.ts, without zod;
// it is exported from here too, so that this module stays the one place to import the plan from.

/** A duration: a number of seconds, or a string such as "90s", "15m", "1h". */
const Duration = zod__WEBPACK_IMPORTED_MODULE_1__.union([zod__WEBPACK_IMPORTED_MODULE_1__.number().positive(), zod__WEBPACK_IMPORTED_MODULE_1__.string().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
    .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');
const Text = zod__WEBPACK_IMPORTED_MODULE_1__.union([zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())]).describe('A string, or a list of lines.');
const CommentSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    author: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    created: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('ISO 8601 time the comment was made.'),
});
const AttemptSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    number: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTEMPT_OUTCOMES */ .Qe).optional(),
    gate: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('The gate that failed, when one did.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('A short account of what went wrong: gate output tail, reason.'),
    runUrl: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Name of the job artifact holding the full retry context.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('Model round trips, as the agent CLI reported them.'),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__.number()
        .optional()
        .describe('Every input token the model read, cached or not, as the agent CLI reported them.'),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('Output tokens, as the agent CLI reported them.'),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('What the attempt cost in USD, as the agent CLI reported it.'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('The agent provider that ran the attempt (claude, codex, ...).'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe("The model the attempt asked for, when one was set (else the CLI's default)."),
    promptBytes: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('The size of the prompt the agent got, in bytes.'),
});
/** A cost budget in USD: a positive number. */
const CostUsd = zod__WEBPACK_IMPORTED_MODULE_1__.number().positive();
/** The fields of an agent that every level of routing may set (docs/ARCHITECTURE.md#agents). */
const agentFields = {
    provider: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('claude, codex, gemini, opencode or command.'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional(),
    timeout: Duration.optional(),
    maxCostUsd: CostUsd.optional().describe("Every task's cost budget in USD, unless the task has its own maxCostUsd."),
    args: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe("Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider."),
    env: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe("Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway (Ralph's key proxy forwards there, adding the key). Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, without the model keys and GitHub's credentials, and these on top."),
};
/**
 * An agent override: on a discipline (`disciplines[].agent`), a complexity tier
 * (`agent.tiers.light|standard|heavy`) or a task (`tasks[].agent`). The most specific level
 * wins, field by field: task, then discipline, then tier, then the plan's `agent`.
 */
const AgentOverrideSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject(agentFields)
    .describe("Overrides the plan's agent for what this level covers, field by field; the most specific level wins: task, then discipline, then tier, then the plan's agent.");
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    id: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe('Ids of tasks (in any spec) that must be completed first.'),
    discipline: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Name of an entry in the top-level disciplines[].'),
    feature: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Name of an entry in the top-level features[].'),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe('Repository paths whose contents go into the prompt.'),
    outputArtifacts: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional().describe('Repository paths the task must produce.'),
    hints: Text.optional(),
    complexity: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPLEXITIES */ .BE).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional(),
    agent: AgentOverrideSchema.optional().describe("The agent for this task, over its discipline's, its tier's and the plan's, field by field."),
    maxCostUsd: CostUsd.optional().describe('The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.'),
    provenance: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCES */ .pN).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_1__.array(CommentSchema).optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_1__.array(AttemptSchema).optional(),
    retryBudgetFrom: zod__WEBPACK_IMPORTED_MODULE_1__.number()
        .int()
        .nonnegative()
        .optional()
        .describe('Attempts numbered up to this one do not count against the retry budget (a person reset the task).'),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    blockedReason: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    completedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
});
const SpecSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    id: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).describe('Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".'),
    file: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('The markdown spec this entry was planned from.'),
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    priority: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('Lower runs first.'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .SPEC_STATUSES */ .zZ)
        .optional()
        .describe('"held": nothing of the spec runs and no pull request is opened for it (see heldReason); a person lifts it by reopening the pull request or with `/ralph retry <spec>`.'),
    heldReason: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('Why the spec is held: the link of its pull request that was closed without merging.'),
    context: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    issue: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional().describe('Tracking issue number for blocked-task comments.'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__.array(TaskSchema),
});
const GateSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional().describe('Defaults to true: a failing required gate fails the attempt.'),
    timeout: Duration.optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['must-pass', 'no-new-failures'])
        .optional()
        .describe('How the gate is judged against its run on the untouched tree before the first agent. "must-pass" (default): it must pass there, else Ralph stops with a setup problem. "no-new-failures": a known-red gate; an attempt passes it when it fails no worse than the untouched tree (same exit code, no failure line that was not there).'),
    source: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('Where `ralph init` found this gate (a CI workflow, job and matrix leg, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.'),
    workingDirectory: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .regex(/^(?!\/)(?!(.*\/)?\.\.(\/|$)).+$/)
        .optional()
        .describe("The directory the command runs in, relative to the repository root, never outside it (a CI step's `working-directory`)."),
    shell: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .regex(/^(bash|sh|python)$|^(bash|sh|python3?)( -[\w-]+)* \{0\}$/)
        .optional()
        .describe('The shell, as a CI step\'s `shell:`: bash (`bash --noprofile --norc -eo pipefail`), sh (`sh -e`), python, or a template such as "bash -e {0}" (GitHub\'s default for a step without one). Without it the command runs with `/bin/sh -c`.'),
    env: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe("Environment variables the command runs with (a CI step's `env:`, with its job's and workflow's)."),
});
const AgentDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    ...agentFields,
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional(),
    retry: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['continue', 'fresh'])
        .optional()
        .describe('Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).'),
    tiers: zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
        light: AgentOverrideSchema.optional(),
        standard: AgentOverrideSchema.optional(),
        heavy: AgentOverrideSchema.optional(),
    })
        .optional()
        .describe("An agent override per complexity tier (light, standard, heavy): a cheap model for light tasks, a strong one for heavy ones. A discipline's or a task's own agent wins over it."),
    escalate: AgentOverrideSchema.optional().describe('Opt-in: the agent for the retries after a failed attempt (a cheap model first, a strong one when the gates say no), over whatever the levels resolve to. Each attempt records the provider and model it ran with.'),
});
/** Plan-wide limits. */
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    maxCostUsd: CostUsd.optional().describe('Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).'),
});
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['http', 'sse'])
        .optional()
        .describe('For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".'),
});
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    conventions: Text.optional(),
    mcpServers: zod__WEBPACK_IMPORTED_MODULE_1__.array(McpServerSchema).optional(),
    agent: AgentOverrideSchema.optional().describe("The agent for this discipline's tasks, over the plan's agent and the tier's; a task's own agent wins."),
});
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    knowledgePaths: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
});
/** The agent's network (core/network.ts): `open`, or hosts and sets added to the defaults. */
const NetworkSchema = zod__WEBPACK_IMPORTED_MODULE_1__.union([
    zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['open']),
    zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
        allowed: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
            .describe('Hosts and sets the egress proxy lets the agent, setup and gates reach, added to the defaults (defaults, github, the model API, the registries of the ecosystems found): a set (node, python, rust, go, java, ruby, dotnet, ...), a host (registry.example.com: CONNECT to 443), *.example.com, example.com:8443, or http://example.com for plain HTTP.'),
    }),
])
    .describe('The network of the sandboxed agent, setup and gates: "open" for the runner\'s own network (no proxy), else { "allowed": [...] }.');
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_1__.union([zod__WEBPACK_IMPORTED_MODULE_1__.number(), zod__WEBPACK_IMPORTED_MODULE_1__.string()]).optional(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    updatedBy: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_1__.array(GateSchema).optional(),
    agent: AgentDefaultsSchema.optional(),
    budget: BudgetSchema.optional(),
    network: NetworkSchema.optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_1__.array(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_1__.array(FeatureSchema).optional(),
    specs: zod__WEBPACK_IMPORTED_MODULE_1__.array(SpecSchema),
});
/** The JSON Schema editors use through `$schema`; committed and checked for staleness. */
function planJsonSchema() {
    return {
        ...zod__WEBPACK_IMPORTED_MODULE_2__/* .toJSONSchema */ .bl(PlanSchema, { target: 'draft-2020-12', io: 'input' }),
        // A URL an editor can fetch: the committed schema/ file at the tag the workflow's `uses:` names.
        $id: 'https://raw.githubusercontent.com/ralph-ci/ralph/v0/schema/implementation.schema.json',
        title: 'Ralph implementation plan',
    };
}


/***/ })

};
