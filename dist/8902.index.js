export const id = 8902;
export const ids = [8902,6769];
export const modules = {

/***/ 8998:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ globSegment)
/* harmony export */ });
// One path segment's glob (`*`, `?`) as a test on names in one directory: what spectr's
// `includes` and plan mode's spec patterns need, no more (no `**`, no classes).
function globSegment(seg) {
    const body = seg
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]');
    return new RegExp(`^${body}$`);
}


/***/ }),

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


/***/ }),

/***/ 3188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ agentEnv)
/* harmony export */ });
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6780);
// What an agent and the gates may see of Ralph's environment (docs/ARCHITECTURE.md#trust: the agent is
// untrusted code; no GitHub or runner credential reaches it, and no model key: Ralph's key proxy
// adds that to the agent's model requests, adapters/key-proxy.ts).

const MODEL_KEYS = new Set(_core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_KEY_NAMES */ .du);
/**
 * The environment of the agent and the gates: everything but credentials for GitHub and the
 * runner, the model keys (MODEL_KEY_NAMES) and the runner's command files, plus RALPH_SPEC_ID, RALPH_TASK_ID and RALPH_ATTEMPT for scripts that want them.
 */
function agentEnv(env, task) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(INPUT_|ACTIONS_)/.test(k))
            continue;
        if (/^(GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(k))
            continue;
        if (MODEL_KEYS.has(k))
            continue;
        // The runner's command files: writing them would set outputs, env or PATH of later steps.
        if (/^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(k))
            continue;
        out[k] = v;
    }
    if (task) {
        out.RALPH_SPEC_ID = task.spec;
        out.RALPH_TASK_ID = task.task;
        out.RALPH_ATTEMPT = String(task.attempt);
    }
    return out;
}


/***/ }),

/***/ 8902:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nd: () => (/* binding */ DEFAULT_PLAN_ATTEMPTS),
  yM: () => (/* binding */ DEFAULT_SPECS_GLOB),
  LB: () => (/* binding */ PlanModeError),
  wM: () => (/* binding */ describeAgentEnd),
  Jn: () => (/* binding */ planWithAgent)
});

// UNUSED EXPORTS: DEFAULT_PLAN_TIMEOUT_MS, DEFAULT_PLAN_TURNS, PLAN_OUTPUT_FILE, findSpecFiles

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/agents/index.js + 6 modules
var agents = __webpack_require__(1192);
// EXTERNAL MODULE: ./build/adapters/git.js + 1 modules
var git = __webpack_require__(8275);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/glob.js
var glob = __webpack_require__(8998);
// EXTERNAL MODULE: ./build/core/model-keys.js
var model_keys = __webpack_require__(6780);
// EXTERNAL MODULE: ./build/core/plan/checks.js
var checks = __webpack_require__(4415);
// EXTERNAL MODULE: ./build/core/plan/merge.js
var merge = __webpack_require__(1920);
// EXTERNAL MODULE: ./build/core/plan/plan.js
var plan = __webpack_require__(6769);
// EXTERNAL MODULE: ./build/core/plan/plan-basics.js
var plan_basics = __webpack_require__(4929);
// EXTERNAL MODULE: ./build/core/plan/problem.js
var problem = __webpack_require__(1215);
// EXTERNAL MODULE: ./build/core/plan/rules.js
var rules = __webpack_require__(795);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./build/core/prompt/text.js
var prompt_text = __webpack_require__(3578);
;// CONCATENATED MODULE: ./build/core/prompt/plan-prompt.js
// Plan mode's prompt and answer parsing (docs/ARCHITECTURE.md#plan-mode-and-importers). Pure: the markdown specs, the plan as
// it is and the previous attempt's problems in, the prompt out; the same input gives the same
// bytes. The agent answers with the plan as JSON, in a file or in a ```json block, and
// `extractPlanJson` finds it in what the agent printed. Plan mode needs no completion marker,
// and no line of the prompt is one (quoted spec text and answers are neutralised), so an agent
// echoing its prompt never looks like it signalled anything.



/** The heading of the retry section; scripted agents look for it. */
const PREVIOUS_INVALID_HEADING = 'Your previous answer was not valid';
/** How much of the previous answer the retry prompt shows. */
const PREVIOUS_OUTPUT_CHARS = 30_000;
/** How much of an existing task's description the list of kept ids shows. */
const DESCRIPTION_CHARS = 120;
const EXAMPLE = {
    specs: [
        {
            id: 'greeting',
            file: 'specs/greeting.md',
            name: 'Greeting command',
            priority: 1,
            context: 'A CLI written in TypeScript; commands live in src/commands/.',
            acceptanceCriteria: ['`app greet NAME` prints "Hello, NAME!"'],
            tasks: [
                {
                    id: 'greeting-1',
                    title: 'Greeting function',
                    description: 'Add greet(name) in src/greet.ts returning "Hello, <name>!", with unit tests.',
                    status: 'pending',
                    acceptanceCriteria: ['greet("Ada") returns "Hello, Ada!"', 'the tests in test/greet.test.ts pass'],
                    outputArtifacts: ['src/greet.ts', 'test/greet.test.ts'],
                    complexity: 'light',
                },
                {
                    id: 'greeting-2',
                    title: 'greet command',
                    description: 'Add the `greet NAME` command that prints greet(NAME); exit code 2 without NAME.',
                    status: 'pending',
                    acceptanceCriteria: ['`app greet Ada` prints "Hello, Ada!"', '`app greet` exits with code 2'],
                    dependsOn: ['greeting-1'],
                    contextFiles: ['src/commands/index.ts'],
                },
            ],
        },
    ],
};
/**
 * The spec id for a markdown file: its name without the extension, lowercased, with every
 * run of other characters turned into "-", so it is safe as a branch name (`ralph/<id>`).
 */
function specIdFromPath(path) {
    const name = (path.split('/').pop() ?? path).replace(/\.(md|markdown)$/i, '');
    let id = name
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/^[^a-z0-9]+/, '')
        .slice(0, 100)
        .replace(/(\.lock)+$/, '')
        .replace(/[.\-_]+$/, '');
    if (id === '' || (0,problem/* unsafeIdReason */.wg)(id))
        id = 'spec';
    return id;
}
/**
 * The id each markdown spec gets: the id of the plan's spec planned from that file when there
 * is one (ids are kept), else one from the file name; files whose names give the same id get
 * their directories in front (`api-auth`), then a number.
 */
function specIdsFor(paths, existing) {
    const out = new Map();
    const fileOf = new Map();
    for (const spec of existing?.specs ?? [])
        if (!fileOf.has(spec.id))
            fileOf.set(spec.id, spec.file);
    const taken = new Set();
    for (const path of paths) {
        const kept = existing?.specs.find((s) => s.file === path)?.id;
        if (kept !== undefined && !taken.has(kept)) {
            out.set(path, kept);
            taken.add(kept);
        }
    }
    // A plan spec planned from another file keeps its id; a hand-made one (no file) is matched.
    const unavailable = (id) => taken.has(id) || fileOf.get(id) !== undefined;
    for (const path of paths) {
        if (out.has(path))
            continue;
        const base = specIdFromPath(path);
        let id = base;
        if (unavailable(id)) {
            const dirs = path.split('/').slice(1, -1);
            if (dirs.length > 0)
                id = specIdFromPath(`${[...dirs, base].join('-')}.md`);
        }
        for (let n = 2; unavailable(id); n++)
            id = `${base}-${n}`;
        out.set(path, id);
        taken.add(id);
    }
    return new Map(paths.map((p) => [p, out.get(p)]));
}
/** The plan prompt: the format, the rules, the ids to keep, the specs, the previous problems. */
function generatePlanPrompt(input) {
    const ids = specIdsFor(input.specs.map((s) => s.path), input.existing);
    const sections = [
        intro(),
        format(input.existing),
        example(),
        howToPlan(),
        existingPlan(input.existing, ids),
        theSpecs(input.specs, ids),
        previousProblems(input.errors, input.previousOutput),
        yourAnswer(input.outputFile),
    ].filter((s) => s !== undefined);
    return `${sections.join('\n\n')}\n`;
}
function intro() {
    return [
        '# Plan the work: turn the specs into implementation.json',
        '',
        'You are the planner for Ralph, which runs coding agents on a plan: one small task per agent session,',
        'with quality gates (typecheck, lint, tests, build) deciding whether a task is done. Read the',
        'specifications below and break each one into small tasks that such a session can finish and verify.',
        'Do not build anything yourself: change no file in the repository other than the output file named',
        'at the end. You may read the repository to learn its layout, language and conventions.',
    ].join('\n');
}
function format(existing) {
    const disciplines = (existing?.disciplines ?? []).map((d) => d.name);
    const features = (existing?.features ?? []).map((f) => f.name);
    const lines = [
        '## The plan format',
        '',
        'Your answer is one JSON object with a `specs` array (nothing else at the top level). Each spec:',
        '',
        '- `id` (required): given below for each spec; it becomes a branch name (`ralph/<id>`).',
        '- `file`: the markdown file the spec comes from, as given below.',
        '- `name`: a short human title.',
        '- `priority`: a number, lower runs first; give specs that others build on a lower number.',
        "- `context`: background every task of the spec needs that the tasks' own text does not say.",
        '- `acceptanceCriteria`: a list of statements that hold when the whole spec is done.',
        '- `tasks` (required): the list of tasks, in the order they should be done.',
        '',
        'Each task:',
        '',
        '- `id` (required): unique across the whole plan; letters, digits, ".", "_" and "-", starting with',
        '  a letter or digit; new tasks are named `<spec-id>-<number>`.',
        '- `title`: a few words.',
        '- `description` (required): what to build, specific enough for an engineer who has not read the',
        '  spec: the files, functions, commands or endpoints involved and the behaviour expected.',
        '- `status` (required): `"pending"` for every task you write.',
        '- `acceptanceCriteria`: a list of checkable statements that are true once the task is done.',
        '- `dependsOn`: ids of tasks (of any spec) that must be completed before this one; no cycles.',
        '- `contextFiles`: repository paths (relative, inside the repository) the agent should read first.',
        '- `outputArtifacts`: repository paths the task must create.',
        '- `hints`: how to approach the task, pitfalls to avoid.',
        '- `complexity`: `"light"`, `"standard"` or `"heavy"`, when the size is clear.',
    ];
    if (disciplines.length > 0)
        lines.push(`- \`discipline\`: only one of ${disciplines.map((n) => `\`${n}\``).join(', ')}.`);
    if (features.length > 0)
        lines.push(`- \`feature\`: only one of ${features.map((n) => `\`${n}\``).join(', ')}.`);
    return lines.join('\n');
}
function example() {
    return ['## Example', '', (0,prompt_text/* fenced */.OF)(JSON.stringify(EXAMPLE, null, 2), 'json')].join('\n');
}
function howToPlan() {
    return [
        '## How to plan',
        '',
        '- One spec entry per markdown spec below, with the `id` and `file` given for it; no other specs.',
        '- Small tasks: each one focused change that one agent session can finish and check (a function',
        '  with its tests, one endpoint, one command), never "implement the spec".',
        '- Every task gets acceptance criteria a reviewer or a test can check.',
        '- Foundations first; a task depends only on the tasks it really needs (`dependsOn`), so',
        '  independent work can run in parallel.',
        '- Cover everything the spec asks for, and add nothing it does not ask for.',
        '- Tests belong to the task whose code they test, not to a separate task at the end.',
    ].join('\n');
}
function existingPlan(existing, ids) {
    if (!existing || existing.specs.length === 0)
        return undefined;
    const planned = new Set(ids.values());
    const lines = [
        '## The plan as it is',
        '',
        'implementation.json already has the specs and tasks below. Keep their ids: a task that still',
        'describes needed work keeps its id even when you reword it, and new work gets ids not listed',
        'here. Leave a task out only when the spec no longer asks for it. Ralph keeps the status, attempts',
        'and comments of every task whatever you write, so write `"status": "pending"` and do not add a',
        'dependency to a task that is already completed.',
    ];
    const specLines = (ofPlanned) => {
        const out = [];
        for (const spec of existing.specs) {
            if (planned.has(spec.id) !== ofPlanned)
                continue;
            const about = [spec.file ? `from \`${spec.file}\`` : '', spec.name ? `"${oneLine(spec.name)}"` : '']
                .filter(Boolean)
                .join(', ');
            out.push(`- spec \`${spec.id}\`${about ? ` (${about})` : ''}`);
            for (const task of spec.tasks)
                out.push(`  - \`${task.id}\` [${task.status}]: ${oneLine(task.title ?? task.description)}`);
        }
        return out;
    };
    const mine = specLines(true);
    if (mine.length > 0)
        lines.push('', ...mine);
    const others = specLines(false);
    if (others.length > 0)
        lines.push('', 'These other specs stay as they are: leave them out of your answer. Their task ids are taken,', 'and your tasks may depend on them.', '', ...others);
    return lines.join('\n');
}
function theSpecs(specs, ids) {
    const blocks = specs.map((s) => {
        const text = (0,prompt_text/* neutraliseMarkers */.GT)(s.text);
        return `### Spec \`${ids.get(s.path)}\` (from \`${s.path}\`)\n\n${(0,prompt_text/* fenced */.OF)(text, 'markdown')}`;
    });
    return ['## The specs', '', blocks.join('\n\n')].join('\n');
}
function previousProblems(errors, previous) {
    if (!errors || errors.length === 0)
        return undefined;
    const lines = [
        `## ${PREVIOUS_INVALID_HEADING}`,
        '',
        `Ralph checked your previous answer and found ${errors.length === 1 ? 'this problem' : `these ${errors.length} problems`}:`,
        '',
        ...errors.map((e) => `- ${(0,prompt_text/* neutraliseMarkers */.GT)(e)}`),
    ];
    if (previous !== undefined && previous.trim() !== '') {
        const shown = previous.length > PREVIOUS_OUTPUT_CHARS
            ? `${previous.slice(0, PREVIOUS_OUTPUT_CHARS)}\n[... ${previous.length - PREVIOUS_OUTPUT_CHARS} more characters not shown ...]`
            : previous;
        lines.push('', 'Your previous answer was:', '', (0,prompt_text/* fenced */.OF)((0,prompt_text/* neutraliseMarkers */.GT)(shown), 'json'));
    }
    lines.push('', 'Fix every problem and answer again with the whole plan, not only the changes.');
    return lines.join('\n');
}
function yourAnswer(outputFile) {
    return [
        '## Your answer',
        '',
        `Write the plan as JSON to the file \`${outputFile}\` (relative to the repository root; create its`,
        'directory if needed). If you cannot write files, print the plan as your final message instead, in',
        'one ```json fenced block. Only the JSON counts; Ralph checks it against the schema and the rules',
        'above, and merges it into implementation.json itself: do not edit implementation.json.',
    ].join('\n');
}
function oneLine(value) {
    const line = value.split('\n').find((l) => l.trim() !== '') ?? '';
    const t = line.trim().replace(/\s+/g, ' ');
    return t.length > DESCRIPTION_CHARS ? `${t.slice(0, DESCRIPTION_CHARS - 3)}...` : t;
}
/** How much of the end of a text the search for a bare `{...}` looks at. */
const SCAN_CHARS = 2_000_000;
/**
 * The plan JSON in an agent's answer: the last ```json fenced block, else the last top-level
 * `{...}` that parses. A block that does not parse gives the parser's error with line and
 * column (counted within the block).
 */
function extractPlanJson(text) {
    const block = lastJsonBlock(text);
    if (block !== undefined) {
        const parsed = parseJson(block);
        if (parsed.error !== undefined)
            return { error: `${parsed.error} (in the last \`\`\`json block)`, json: block };
        return { value: parsed.value, json: block };
    }
    const start = Math.max(0, text.length - SCAN_CHARS);
    const candidates = topLevelObjects(text, start);
    for (let i = candidates.length - 1; i >= 0; i--) {
        const [from, to] = candidates[i];
        const json = text.slice(from, to);
        try {
            return { value: JSON.parse(json), json };
        }
        catch {
            // an earlier object may parse
        }
    }
    const last = candidates.at(-1);
    if (last) {
        const json = text.slice(last[0], last[1]);
        return { error: `${parseJson(json).error} (in the last {...} object of the answer)`, json };
    }
    return { error: 'no JSON found: no ```json block and no {...} object' };
}
/**
 * Parses JSON text; on failure, the first syntax error as `invalid JSON at line L, column C:
 * <what>` (1-based, counted in `text`).
 */
function parseJson(text) {
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    try {
        return { value: JSON.parse(body) };
    }
    catch (e) {
        const errors = [];
        (0,main.parseTree)(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
        const first = errors[0];
        if (!first)
            return { error: `invalid JSON: ${e.message}` };
        let offset = first.offset;
        const code = (0,main.printParseErrorCode)(first.error);
        // The parser stops at the token after a missing comma (often on the next line); the comma
        // belongs right after the value before it.
        if (code === 'CommaExpected')
            while (offset > 0 && /\s/.test(body[offset - 1]))
                offset--;
        const { line, column } = lineColumn(body, offset);
        const what = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
        return { error: `invalid JSON at line ${line}, column ${column}: ${what}` };
    }
}
function lineColumn(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
        line++;
        lineStart = i + 1;
    }
    return { line, column: offset - lineStart + 1 };
}
/** The content of the last fenced block whose info string is `json` (or `jsonc`); an unclosed one runs to the end. */
function lastJsonBlock(text) {
    const lines = text.split('\n');
    let found;
    for (let i = 0; i < lines.length; i++) {
        const open = /^ {0,3}(`{3,}|~{3,})[ \t]*(json|jsonc)[ \t]*\r?$/i.exec(lines[i]);
        if (open) {
            const fence = open[1];
            const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*\\r?$`);
            const body = [];
            let j = i + 1;
            for (; j < lines.length && !close.test(lines[j]); j++)
                body.push(lines[j].replace(/\r$/, ''));
            found = body.join('\n');
            i = j;
            continue;
        }
        // Skip other fenced blocks whole: a ```json line inside one is quoted text.
        const other = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
        if (other) {
            const fence = other[1];
            const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*\\r?$`);
            let j = i + 1;
            while (j < lines.length && !close.test(lines[j]))
                j++;
            i = j;
        }
    }
    return found;
}
/**
 * The balanced `{...}` spans of `text` from `start` that sit inside no other one, found with
 * JSON's string rules; a span whose string runs over a line break is not JSON and is skipped.
 */
function topLevelObjects(text, start) {
    const out = [];
    let i = start;
    for (;;) {
        const from = text.indexOf('{', i);
        if (from === -1)
            break;
        const to = matchBrace(text, from);
        if (to === -1) {
            i = from + 1;
            continue;
        }
        out.push([from, to]);
        i = to;
    }
    return out;
}
/** The index after the `}` closing the `{` at `from`, or -1. */
function matchBrace(text, from) {
    let depth = 0;
    let inString = false;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (inString) {
            if (c === '\\')
                i++;
            else if (c === '"')
                inString = false;
            else if (c === '\n')
                return -1;
            continue;
        }
        if (c === '"')
            inString = true;
        else if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']') {
            depth--;
            if (depth === 0)
                return c === '}' ? i + 1 : -1;
            if (depth < 0)
                return -1;
        }
    }
    return -1;
}

// EXTERNAL MODULE: ./build/engine/agent-env.js
var agent_env = __webpack_require__(3188);
// EXTERNAL MODULE: ./build/engine/attempt.js
var engine_attempt = __webpack_require__(4638);
;// CONCATENATED MODULE: ./build/engine/plan-mode.js
// Plan mode (docs/ARCHITECTURE.md#plan-mode-and-importers): the agent reads the markdown specs and answers with a plan as JSON
// (in a file or in its output); Ralph validates it (schema and the semantic rules), runs the
// agent again with the exact problems injected until the answer is valid or the budget is
// spent, then merges it into implementation.json: existing specs and tasks keep their ids,
// statuses, attempts and comments, new ones are added, tasks gone from their spec are kept
// (and reported) unless `prune`. Nothing is written unless the merged plan is valid.

















const DEFAULT_SPECS_GLOB = 'specs/*.md';
/** Where the agent writes its answer, relative to the project root (named in the prompt). */
const PLAN_OUTPUT_FILE = '.ralph/plan/output.json';
const DEFAULT_PLAN_ATTEMPTS = 3;
const DEFAULT_PLAN_TURNS = 50;
const DEFAULT_PLAN_TIMEOUT_MS = 15 * 60_000;
const LOG_DIR = (0,external_node_path_.join)('.ralph', 'logs', 'plan');
/** The most of the agent's plain-text transcript searched for its answer. */
const MAX_TRANSCRIPT_BYTES = 8 * 1024 * 1024;
/** Plan mode could not produce a valid plan; `problems` are the last attempt's, one per line. */
class PlanModeError extends errors/* RalphError */.A4 {
    problems;
    attempts;
    code = 'plan-mode';
    name = 'PlanModeError';
    constructor(message, problems = [], attempts = 0) {
        super(message);
        this.problems = problems;
        this.attempts = attempts;
    }
}
/** Runs the agent on the specs until it gives a valid plan, and merges that into the plan file. */
async function planWithAgent(opts) {
    const run = await startPlanRun(opts);
    const { maxAttempts } = run;
    const planFile = opts.planAt.file;
    let errors;
    let previousOutput;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        if (opts.signal?.aborted)
            throw new PlanModeError('interrupted; nothing was written', errors ?? [], attempt - 1);
        const result = await runPlanAttempt(run, attempt, errors, previousOutput);
        const answer = readAnswer(result, run.provider, run.outputPath);
        let problems = answer.problems;
        if (answer.value !== undefined) {
            const checked = checkIncoming(answer.value, run.existing?.plan, run.specFiles, run.expected, run.emit);
            problems = checked.problems;
            if (checked.plan) {
                const merged = mergeInto(run.existing?.plan, checked.plan, opts.prune ?? false, agentOf(opts));
                problems = (0,checks/* planProblems */.s4)(merged.plan).map((p) => `${(0,problem/* formatProblem */.Vw)(p)} (in the plan merged with ${planFile})`);
                if (problems.length === 0)
                    return finishPlan(run, merged, checked.plan, attempt);
            }
        }
        errors = problems;
        previousOutput = answer.json;
        run.emit({ type: 'problems', attempt, problems });
    }
    const last = errors ?? [];
    throw new PlanModeError(`the agent gave no valid plan in ${maxAttempts} attempt${maxAttempts === 1 ? '' : 's'}; ${planFile} is unchanged. The last problems:\n${last.map((e) => `  ${e}`).join('\n')}`, last, maxAttempts);
}
/** The options checked, the plan and the specs read, the limits of each attempt. */
async function startPlanRun(opts) {
    const emit = opts.onEvent ?? (() => { });
    const provider = (0,agents/* getProvider */.sO)(opts.provider);
    const maxAttempts = opts.maxAttempts ?? DEFAULT_PLAN_ATTEMPTS;
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
        throw new PlanModeError(`max attempts must be a whole number of at least 1, got ${maxAttempts}`);
    // A broken plan is reported (PlanError), never replaced.
    const existing = (0,external_node_fs_.existsSync)(opts.planAt.path)
        ? (0,plan_file/* loadPlan */.Yq)(opts.planAt.path)
        : undefined;
    const glob = opts.specsGlob?.trim() || DEFAULT_SPECS_GLOB;
    const specFiles = findSpecFiles(opts.planAt.root, glob);
    if (specFiles.length === 0)
        throw new PlanModeError(`no markdown specs match "${glob}" in ${opts.planAt.root}`);
    const specs = specFiles.map((path) => ({
        path,
        text: (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(opts.planAt.root, path), 'utf8').replace(/^\uFEFF/, ''),
    }));
    emit({ type: 'specs', files: specFiles });
    await new git/* Git */.TU(opts.planAt.root).exclude('/.ralph/');
    const agentTimeout = existing?.plan.agent?.timeout;
    const limits = {
        maxTurns: opts.maxTurns ?? DEFAULT_PLAN_TURNS,
        timeoutMs: opts.timeoutMs ?? (agentTimeout !== undefined ? (0,plan_basics/* durationMs */.pc)(agentTimeout) : DEFAULT_PLAN_TIMEOUT_MS),
        model: opts.model,
    };
    const expected = specIdsFor(specFiles, existing?.plan);
    const outputPath = (0,external_node_path_.join)(opts.planAt.root, PLAN_OUTPUT_FILE);
    return {
        opts,
        emit,
        provider,
        maxAttempts,
        existing,
        specFiles,
        specs,
        outputPath,
        limits,
        expected,
    };
}
/** One attempt: the prompt (with the last attempt's problems), the agent, the plan file put back. */
async function runPlanAttempt(run, attempt, errors, previousOutput) {
    const { opts, emit, provider, outputPath } = run;
    const prompt = generatePlanPrompt({
        specs: run.specs,
        existing: run.existing?.plan,
        outputFile: PLAN_OUTPUT_FILE,
        errors,
        previousOutput,
    });
    (0,external_node_fs_.rmSync)(outputPath, { force: true });
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(outputPath), { recursive: true });
    emit({ type: 'attempt', attempt, maxAttempts: run.maxAttempts, provider: provider.name });
    const planBefore = (0,external_node_fs_.existsSync)(opts.planAt.path) ? (0,external_node_fs_.readFileSync)(opts.planAt.path) : undefined;
    const env = {
        ...(0,agent_env/* agentEnv */.b)(opts.env),
        RALPH_PLAN_OUTPUT: outputPath,
        RALPH_PLAN_ATTEMPT: String(attempt),
    };
    // An OpenCode provider's {env:NAME} key stays with Ralph too, as in a task's attempt.
    const opencode = (0,engine_attempt/* opencodeKeyed */.ej)(provider.name, opts.planAt.root, env, env.HOME);
    const result = await (0,agents/* runAgent */.JN)({
        provider,
        prompt,
        cwd: opts.planAt.root,
        limits: run.limits,
        transcriptPath: (0,external_node_path_.join)(opts.planAt.root, LOG_DIR, `attempt-${attempt}.log`),
        env,
        // The model key stays in Ralph's process: the agent gets Ralph's key proxy.
        keyEnv: opts.env,
        opencodeProviders: ['opencode', 'command'].includes(provider.name) ? opencode : undefined,
        keyNames: (0,model_keys/* namedKeyVariables */.cI)(undefined, opencode),
        userCommand: opts.agentCommand,
        signal: opts.signal,
        onOutput: (text) => emit({ type: 'output', text }),
    });
    restorePlanFile(opts.planAt.path, planBefore, opts.planAt.file, emit);
    emit({
        type: 'agent',
        attempt,
        outcome: result.outcome,
        exitCode: result.exitCode,
        durationMs: result.durationMs,
        reason: result.reason,
    });
    if (result.interrupted || opts.signal?.aborted)
        throw new PlanModeError('interrupted; nothing was written', errors ?? [], attempt);
    if (result.outcome === 'rate_limited')
        throw new PlanModeError(`the agent hit a rate limit (${result.reason}); nothing was written, run again later`, [], attempt);
    return result;
}
/** The valid plan written (merged into the plan file), unless a dry run or nothing changed. */
async function finishPlan(run, merged, incoming, attempts) {
    const { opts, existing } = run;
    const changed = !existing || JSON.stringify(merged.plan) !== JSON.stringify(existing.plan);
    const base = {
        added: merged.added,
        kept: merged.kept,
        removed: merged.removed,
        attempts,
        changed,
        specFiles: run.specFiles,
    };
    if (opts.dryRun || !changed)
        return { ...base, plan: merged.plan, written: false };
    if (existing) {
        // Merge again into the freshest plan, under the plan lock; updatePlan validates and keeps
        // the file's format.
        const fresh = await (0,plan_file/* updatePlan */.td)(opts.planAt.path, (plan) => {
            const m = mergeInto(plan, incoming, opts.prune ?? false, agentOf(opts));
            replaceContents(plan, m.plan);
            return m;
        });
        return {
            ...base,
            added: fresh.added,
            kept: fresh.kept,
            removed: fresh.removed,
            plan: fresh.plan,
            written: true,
        };
    }
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(opts.planAt.path), { recursive: true });
    (0,plan_file/* writeAtomic */.vZ)(opts.planAt.path, (0,plan_file/* serializePlan */.S1)(merged.plan));
    return { ...base, plan: merged.plan, written: true };
}
/** How an agent run ended, in plan mode's terms: no marker is expected, so only the exit counts. */
function describeAgentEnd(e) {
    if (e.outcome === 'timeout')
        return `timed out (${e.reason})`;
    if (e.outcome === 'crashed')
        return `crashed (${e.reason})`;
    return `exited with code ${e.exitCode}`;
}
/** The agent's answer: the output file when it wrote one, else its final message. */
function readAnswer(result, provider, outputPath) {
    if ((0,external_node_fs_.existsSync)(outputPath)) {
        const text = (0,external_node_fs_.readFileSync)(outputPath, 'utf8');
        const parsed = parseJson(text);
        if (parsed.error === undefined)
            return { value: parsed.value, problems: [], json: text };
        // A file holding a ```json block still counts (not any {...} in it: in broken JSON, that
        // would be some inner object, and the problems would be about the wrong thing).
        if (/^ {0,3}(`{3,}|~{3,})[ \t]*jsonc?[ \t]*\r?$/im.test(text)) {
            const extracted = extractPlanJson(text);
            if (extracted.value !== undefined)
                return { value: extracted.value, problems: [], json: extracted.json };
        }
        return { problems: [`${PLAN_OUTPUT_FILE}: ${parsed.error}`], json: text };
    }
    // The command provider prints plain text: search all of it, as the final text keeps only
    // the last 16 KB. The other CLIs print events; their final message is the answer.
    const text = provider.name === 'command' ? plainTranscript(result) : (result.finalText ?? '');
    const ended = result.outcome === 'timeout' || result.outcome === 'crashed'
        ? ` (the agent ${result.outcome === 'timeout' ? 'timed out' : 'crashed'}: ${result.reason})`
        : '';
    if (text.trim() === '')
        return {
            problems: [
                `no answer: the agent neither wrote ${PLAN_OUTPUT_FILE} nor printed the plan in a \`\`\`json block${ended}`,
            ],
        };
    const extracted = extractPlanJson(text);
    if (extracted.value !== undefined)
        return { value: extracted.value, problems: [], json: extracted.json };
    if (extracted.json === undefined)
        return {
            problems: [
                `no answer: the agent neither wrote ${PLAN_OUTPUT_FILE} nor printed the plan in a \`\`\`json block${ended}`,
            ],
        };
    return { problems: [`the agent's answer: ${extracted.error}${ended}`], json: extracted.json };
}
function plainTranscript(result) {
    try {
        if ((0,external_node_fs_.statSync)(result.transcriptPath).size <= MAX_TRANSCRIPT_BYTES)
            return (0,external_node_fs_.readFileSync)(result.transcriptPath, 'utf8');
    }
    catch {
        // no transcript: the tail is all there is
    }
    return result.tail;
}
/** Top-level keys the answer may set; the rest (gates, agent, ...) stays the plan's own. */
const INCOMING_KEYS = ['specs', 'disciplines', 'features'];
/**
 * The answer's problems: the schema, then the semantic rules with the existing plan's
 * disciplines, features and task ids known (an answer may depend on a task of a spec it does
 * not cover), then a spec entry for every markdown spec.
 */
function checkIncoming(value, existing, specFiles, expected, emit) {
    const schema = (0,checks/* schemaProblems */.Ic)(value);
    if (schema.length > 0)
        return { problems: schema.map(problem/* formatProblem */.Vw) };
    const answer = value;
    const dropped = Object.keys(answer).filter((k) => !INCOMING_KEYS.includes(k) && !['$schema', 'version'].includes(k));
    if (dropped.length > 0)
        emit({
            type: 'note',
            text: `ignored from the answer (plan mode only sets specs): ${dropped.join(', ')}`,
        });
    const incoming = { specs: answer.specs };
    if (answer.disciplines)
        incoming.disciplines = answer.disciplines;
    if (answer.features)
        incoming.features = answer.features;
    const known = {
        ...incoming,
        disciplines: [...(existing?.disciplines ?? []), ...(incoming.disciplines ?? [])],
        features: [...(existing?.features ?? []), ...(incoming.features ?? [])],
    };
    const existingTasks = new Set((existing?.specs ?? []).flatMap((s) => s.tasks.map((t) => t.id)));
    const problems = (0,rules/* semanticProblems */.vP)(known)
        .filter((p) => {
        const m = /^specs\[(\d+)\]\.tasks\[(\d+)\]\.dependsOn\[(\d+)\]$/.exec(p.path);
        if (!m || !p.message.startsWith('unknown task'))
            return true;
        const dep = incoming.specs[Number(m[1])]?.tasks[Number(m[2])]?.dependsOn?.[Number(m[3])];
        return dep === undefined || !existingTasks.has(dep);
    })
        .map(problem/* formatProblem */.Vw);
    for (const path of specFiles) {
        const id = expected.get(path);
        const entry = incoming.specs.find((s) => s.file === path) ?? incoming.specs.find((s) => s.id === id);
        if (!entry) {
            problems.push(`specs: no entry for ${path}; add a spec with "id": "${id}" and "file": "${path}"`);
            continue;
        }
        if (entry.id !== id) {
            const at = incoming.specs.indexOf(entry);
            problems.push(`specs[${at}].id: the spec planned from ${path} must have the id "${id}", not "${entry.id}"`);
        }
        // The file it came from, when the answer left it out (merge would drop it otherwise).
        entry.file ??= path;
    }
    return problems.length > 0 ? { problems } : { plan: incoming, problems };
}
/** The merge, with new tasks marked as the agent's and a new plan given its header. */
function mergeInto(existing, incoming, prune, agent) {
    const merged = (0,merge/* mergePlans */.Je)(existing, incoming, { prune });
    // The agent that wrote the tasks is the one `ralph build` and the workflow run next: recorded
    // in the plan, so the choice sticks (the rest of `agent` is the plan's own).
    const own = { ...merged.plan.agent, provider: agent.provider };
    if (agent.command !== undefined)
        own.command = agent.command;
    if (merged.plan.agent)
        merged.plan.agent = own;
    else {
        // A new key goes before `specs`, where `ralph init` puts it.
        const { specs, ...head } = merged.plan;
        merged.plan = { ...head, agent: own, specs };
    }
    const added = new Set(merged.added);
    for (const spec of merged.plan.specs)
        for (const task of spec.tasks)
            if (added.has(task.id) && task.provenance === undefined)
                task.provenance = 'agent';
    if (!existing)
        merged.plan = { $schema: (0,plan/* planJsonSchema */.bE)().$id, version: 1, agent: own, ...merged.plan };
    return merged;
}
/** The agent plan mode ran, as the plan records it: the provider, and the `command` agent's command line. */
function agentOf(opts) {
    return opts.provider === 'command' && opts.agentCommand !== undefined
        ? { provider: opts.provider, command: opts.agentCommand }
        : { provider: opts.provider };
}
/** updatePlan saves the object it handed out, so the merge result goes into that object. */
function replaceContents(target, source) {
    const t = target;
    for (const key of Object.keys(t))
        delete t[key];
    Object.assign(t, source);
}
/** The agent may not edit the plan: what it changed there is put back. */
function restorePlanFile(path, before, planFile, emit) {
    const now = (0,external_node_fs_.existsSync)(path) ? (0,external_node_fs_.readFileSync)(path) : undefined;
    if (before === undefined) {
        if (now === undefined)
            return;
        (0,external_node_fs_.rmSync)(path, { force: true });
    }
    else {
        if (now?.equals(before))
            return;
        (0,plan_file/* writeAtomic */.vZ)(path, before.toString('utf8'));
    }
    emit({
        type: 'note',
        text: `the agent changed ${planFile}; it was put back (the answer goes to ${PLAN_OUTPUT_FILE})`,
    });
}
/**
 * The markdown files matching `patterns` (comma- or newline-separated, relative to `root`):
 * `*` and `?` within a name, `**` for any depth of directories, a directory for its `*.md`.
 * Sorted, without duplicates; dot-files, node_modules and symbolic links are not followed.
 */
function findSpecFiles(root, patterns) {
    const found = new Set();
    for (const raw of patterns.split(/[,\n]/)) {
        const pattern = raw.trim().replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
        if (pattern === '')
            continue;
        const segments = pattern.split('/').filter((s) => s !== '' && s !== '.');
        if (pattern.startsWith('/') || segments.includes('..'))
            throw new PlanModeError(`the specs pattern "${pattern}" must stay inside the repository (no "/..." or "..")`);
        const isDir = !/[*?]/.test(pattern) && isDirectory((0,external_node_path_.join)(root, pattern));
        walk(root, '', isDir ? [...segments, '*.md'] : segments, found);
    }
    return [...found].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
function walk(root, dir, segments, found) {
    const [seg, ...rest] = segments;
    if (seg === undefined)
        return;
    if (seg === '**') {
        walk(root, dir, rest, found);
        for (const entry of entries((0,external_node_path_.join)(root, dir)))
            if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
                walk(root, (0,external_node_path_.join)(dir, entry.name), segments, found);
        return;
    }
    const re = /[*?]/.test(seg) ? (0,glob/* globSegment */.i)(seg) : undefined;
    for (const entry of entries((0,external_node_path_.join)(root, dir))) {
        if (re ? !re.test(entry.name) || entry.name.startsWith('.') : entry.name !== seg)
            continue;
        const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
        if (rest.length === 0) {
            if (entry.isFile())
                found.add(path);
        }
        else if (entry.isDirectory())
            walk(root, path, rest, found);
    }
}
function entries(dir) {
    try {
        return (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
}
function isDirectory(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}


/***/ })

};
