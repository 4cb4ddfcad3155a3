export const id = 4257;
export const ids = [4257];
export const modules = {

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (docs/ARCHITECTURE.md#life-of-a-task-locally).


const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];
/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
function findProjectRoot(from) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
    for (;;) {
        if (ROOT_MARKERS.some((m) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, m))))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
        dir = parent;
    }
}
/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
function resolvePlanPath(cwd, planOption) {
    if (planOption)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, planOption);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(findProjectRoot(cwd), 'implementation.json');
}


/***/ }),

/***/ 5399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ SCHEDULE_ARTIFACT),
/* harmony export */   UD: () => (/* binding */ ATTEMPT_ARTIFACT_PATTERN),
/* harmony export */   tZ: () => (/* binding */ attemptArtifactName)
/* harmony export */ });
// The names of the artifacts a run's jobs hand on. Apart from task-job.ts (which checks what
// the artifacts hold, with zod) so that the scheduler, which names each task job's artifact,
// loads no schema: `ralph next` stays light.
function attemptArtifactName(spec, task, attempt) {
    return `ralph-attempt-${spec}-${task}-${attempt}`;
}
/**
 * What the writer downloads: every attempt artifact of the run, and the schedule job's
 * (SCHEDULE_ARTIFACT). There are always two or more, so actions/download-artifact puts each
 * in a folder named after it; it extracts a single match straight into the path, where one
 * task's artifact could hold a folder named after another's.
 */
const ATTEMPT_ARTIFACT_PATTERN = 'ralph-*';
/** The schedule job's artifact: the matrix as scheduled. */
const SCHEDULE_ARTIFACT = 'ralph-schedule';


/***/ }),

/***/ 9137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ AgentOutcomeSchema),
/* harmony export */   hc: () => (/* binding */ agentUsage),
/* harmony export */   ui: () => (/* binding */ GateResultSchema)
/* harmony export */ });
/* unused harmony export AGENT_OUTCOMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.

/** How an agent run ended, before any gate has looked at the work. */
const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'];
const AgentOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(AGENT_OUTCOMES);
/**
 * Those fields of an agent run (or of an attempt artifact's agent), and no other: the one list
 * of them, for `ralph build`, the run step (agentFacts) and the writer.
 */
function agentUsage(a) {
    return {
        turns: a?.turns,
        inputTokens: a?.inputTokens,
        outputTokens: a?.outputTokens,
        costUsd: a?.costUsd,
        provider: a?.provider,
        model: a?.model,
        promptBytes: a?.promptBytes,
    };
}
/**
 * A gate result as the attempt artifact holds it: written by a job that ran the agent's code,
 * so its shape is checked, and the fields only a local run has (the log's path) are left out.
 */
const GateResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});


/***/ }),

/***/ 4115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZM: () => (/* binding */ GateSchema),
/* harmony export */   bE: () => (/* binding */ planJsonSchema)
/* harmony export */ });
/* unused harmony exports CommentSchema, AttemptSchema, TaskSchema, SpecSchema, AgentDefaultsSchema, BudgetSchema, McpServerSchema, DisciplineSchema, FeatureSchema, PlanSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8439);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2479);
// The plan file, `implementation.json` (docs/ARCHITECTURE.md#the-plan). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.


// What the plan's values mean (statuses, durations, costs) lives in plan-basics.ts, without zod;
// it is exported from here too, so that this module stays the one place to import the plan from.

/** A duration: a number of seconds, or a string such as "90s", "15m", "1h". */
const Duration = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
    .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');
const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())]).describe('A string, or a list of lines.');
const CommentSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    created: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('ISO 8601 time the comment was made.'),
});
const AttemptSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTEMPT_OUTCOMES */ .Qe).optional(),
    gate: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('The gate that failed, when one did.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('A short account of what went wrong: gate output tail, reason.'),
    runUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('Name of the job artifact holding the full retry context.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('Model round trips, as the agent CLI reported them.'),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .optional()
        .describe('Every input token the model read, cached or not, as the agent CLI reported them.'),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('Output tokens, as the agent CLI reported them.'),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('What the attempt cost in USD, as the agent CLI reported it.'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('The agent provider that ran the attempt (claude, codex, ...).'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe("The model the attempt asked for, when one was set (else the CLI's default)."),
    promptBytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('The size of the prompt the agent got, in bytes.'),
});
/** A cost budget in USD: a positive number. */
const CostUsd = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive();
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe('Ids of tasks (in any spec) that must be completed first.'),
    discipline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('Name of an entry in the top-level disciplines[].'),
    feature: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('Name of an entry in the top-level features[].'),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe('Repository paths whose contents go into the prompt.'),
    outputArtifacts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional().describe('Repository paths the task must produce.'),
    hints: Text.optional(),
    complexity: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPLEXITIES */ .BE).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    maxCostUsd: CostUsd.optional().describe('The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.'),
    provenance: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCES */ .pN).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CommentSchema).optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(AttemptSchema).optional(),
    retryBudgetFrom: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .nonnegative()
        .optional()
        .describe('Attempts numbered up to this one do not count against the retry budget (a person reset the task).'),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    blockedReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    completedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const SpecSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".'),
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('The markdown spec this entry was planned from.'),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    priority: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('Lower runs first.'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .SPEC_STATUSES */ .zZ)
        .optional()
        .describe('"held": nothing of the spec runs and no pull request is opened for it (see heldReason); a person lifts it by reopening the pull request or with `/ralph retry <spec>`.'),
    heldReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('Why the spec is held: the link of its pull request that was closed without merging.'),
    context: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    issue: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional().describe('Tracking issue number for blocked-task comments.'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TaskSchema),
});
const GateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional().describe('Defaults to true: a failing required gate fails the attempt.'),
    timeout: Duration.optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['must-pass', 'no-new-failures'])
        .optional()
        .describe('How the gate is judged against its run on the untouched tree before the first agent. "must-pass" (default): it must pass there, else Ralph stops with a setup problem. "no-new-failures": a known-red gate; an attempt passes it when it fails no worse than the untouched tree (same exit code, no failure line that was not there).'),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('Where `ralph init` found this gate (a CI workflow job, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.'),
});
const AgentDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('claude, codex, gemini, opencode or command.'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    timeout: Duration.optional(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    retry: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['continue', 'fresh'])
        .optional()
        .describe('Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).'),
    maxCostUsd: CostUsd.optional().describe("Every task's cost budget in USD, unless the task has its own maxCostUsd."),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe("Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider."),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe('Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway. Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, secrets included, and these on top.'),
});
/** Plan-wide limits. */
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    maxCostUsd: CostUsd.optional().describe('Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).'),
});
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['http', 'sse'])
        .optional()
        .describe('For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".'),
});
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    conventions: Text.optional(),
    mcpServers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(McpServerSchema).optional(),
});
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    knowledgePaths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()]).optional(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    updatedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(GateSchema).optional(),
    agent: AgentDefaultsSchema.optional(),
    budget: BudgetSchema.optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FeatureSchema).optional(),
    specs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SpecSchema),
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

/***/ 5763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ agentFacts),
/* harmony export */   P2: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_6__.P2),
/* harmony export */   UD: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_6__.UD),
/* harmony export */   cr: () => (/* binding */ recordedOnBranch),
/* harmony export */   pr: () => (/* binding */ AttemptReportSchema),
/* harmony export */   px: () => (/* binding */ parseMatrixEntry),
/* harmony export */   sQ: () => (/* binding */ ATTEMPT_FILES),
/* harmony export */   z5: () => (/* binding */ parseMatrix)
/* harmony export */ });
/* unused harmony exports MatrixEntrySchema, MatrixSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2311);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5563);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _outcomes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9137);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2479);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9842);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5399);
// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.






const sha = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().superRefine((value, ctx) => {
    const unsafe = (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()]).transform(String),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({ include: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(MatrixEntrySchema) });
/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
function parseMatrixEntry(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${where} is not JSON (${err.message}); pass \`\${{ toJSON(matrix) }}\`.`);
    }
    const r = MatrixEntrySchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`);
    return r.data;
}
function parseMatrix(text, where) {
    let value;
    try {
        value = JSON.parse(text || '{"include":[]}');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${where} is not JSON (${err.message}).`);
    }
    const r = MatrixSchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`);
    return r.data.include;
}

/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    task: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
        outcome: _outcomes_js__WEBPACK_IMPORTED_MODULE_2__/* .AgentOutcomeSchema */ .$7,
        reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().nonnegative().optional(),
        /** The provider, the model asked for and the prompt's size, for `ralph report`. */
        provider: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(100).optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(200).optional(),
        promptBytes: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(_outcomes_js__WEBPACK_IMPORTED_MODULE_2__/* .GateResultSchema */ .ui).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY(),
});
const ATTEMPT_FILES = {
    report: 'attempt.json',
    patch: 'work.patch',
    retry: 'retry.json',
    transcript: 'transcript.log',
};
/**
 * Why a matrix entry's attempt needs no more work: the spec branch's plan records it, or the
 * task is finished or blocked there. The task job then runs no agent and the writer records
 * nothing (a re-run of either), judged by the branch alone, never by an artifact.
 */
function recordedOnBranch(plan, entry) {
    const task = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
        return `${entry.task} is ${task.status} on ${entry.branch} already`;
    return undefined;
}
/**
 * Those facts of an agent run, and no other field: the run step keeps them for the record step,
 * which puts them in the attempt artifact.
 */
function agentFacts(a) {
    return {
        outcome: a.outcome,
        reason: a.reason,
        interrupted: a.interrupted,
        exitCode: a.exitCode,
        durationMs: a.durationMs,
        ...(0,_outcomes_js__WEBPACK_IMPORTED_MODULE_2__/* .agentUsage */ .hc)(a),
    };
}


/***/ })

};
