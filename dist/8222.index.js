export const id = 8222;
export const ids = [8222,6769];
export const modules = {

/***/ 8222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   schema: () => (/* binding */ schema)
/* harmony export */ });
/* harmony import */ var _core_plan_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6769);

const schema = {
    name: 'schema',
    about: 'Prints the JSON Schema of implementation.json (point "$schema" at it for editor checks).',
    options: {},
    run(ctx) {
        ctx.out(JSON.stringify((0,_core_plan_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .planJsonSchema */ .bE)(), null, 2));
        return 0;
    },
};


/***/ }),

/***/ 6276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ taskComplexity),
/* harmony export */   Gr: () => (/* binding */ DEFAULT_PROVIDER),
/* harmony export */   UN: () => (/* binding */ agentRouting),
/* harmony export */   YN: () => (/* binding */ planProviders),
/* harmony export */   cT: () => (/* binding */ resolveAgent),
/* harmony export */   iB: () => (/* binding */ TIERS),
/* harmony export */   kV: () => (/* binding */ agentLabel),
/* harmony export */   xD: () => (/* binding */ planAgent),
/* harmony export */   xd: () => (/* binding */ PROVIDER_NAMES)
/* harmony export */ });
/* unused harmony exports AGENT_FIELDS, afterFailure, agentLevels */
/** The provider when no level names one. */
const DEFAULT_PROVIDER = 'claude';
/** The providers Ralph has (src/adapters/agents/ implements each; a test keeps the two lists equal). */
const PROVIDER_NAMES = ['claude', 'codex', 'gemini', 'opencode', 'command'];
/** Each complexity tier's turns and timeout, unless a level of the agent sets them. */
const TIERS = {
    light: { maxTurns: 50, timeoutMinutes: 10 },
    standard: { maxTurns: 75, timeoutMinutes: 15 },
    heavy: { maxTurns: 125, timeoutMinutes: 20 },
};
const INTEGRATION_WORDS = /\b(integrat\w*|end[- ]to[- ]end|e2e|migrat\w*|database|schema|auth\w*|security|concurren\w*|distributed|api|deploy\w*|refactor\w*|oauth|webhook\w*|pipeline)\b/gi;
/** The complexity tier of a task: its own `complexity`, else detected from its shape. */
function taskComplexity(task) {
    if (task.complexity)
        return task.complexity;
    if (task.estimatedTurns !== undefined) {
        if (task.estimatedTurns <= TIERS.light.maxTurns)
            return 'light';
        return task.estimatedTurns <= TIERS.standard.maxTurns ? 'standard' : 'heavy';
    }
    const deps = task.dependsOn?.length ?? 0;
    const artifacts = task.outputArtifacts?.length ?? 0;
    const text = `${task.title ?? ''} ${task.description}`;
    const keywords = new Set(Array.from(text.matchAll(INTEGRATION_WORDS), (m) => m[0].toLowerCase())).size;
    const score = deps + artifacts + 2 * keywords;
    if (score >= 6)
        return 'heavy';
    if (score <= 1 && text.length < 200)
        return 'light';
    return 'standard';
}
/** The fields a level may set, in the order people read them. */
const AGENT_FIELDS = [
    'provider',
    'command',
    'model',
    'maxTurns',
    'timeout',
    'maxCostUsd',
    'args',
    'env',
];
/**
 * Whether the task's next attempt is a retry after a failed one: an attempt since the last reset
 * that neither passed nor was cut short by a rate limit or an interruption (not the agent's fault).
 */
function afterFailure(task) {
    const from = task.retryBudgetFrom ?? 0;
    for (const a of task.attempts ?? [])
        if (a.number > from &&
            a.outcome !== 'passed' &&
            a.outcome !== 'rate_limited' &&
            a.outcome !== 'interrupted')
            return true;
    return false;
}
/**
 * The agent routing of a plan: a function from a task to its resolved agent. Built once per plan
 * (its disciplines by name), so that resolving the agent of each of 10,000 tasks stays cheap.
 */
function agentRouting(plan, cli = {}) {
    const disciplines = new Map();
    (plan.disciplines ?? []).forEach((d, i) => {
        if (!disciplines.has(d.name))
            disciplines.set(d.name, { d, i });
    });
    return (task, where = {}) => {
        const complexity = taskComplexity(task);
        const levels = agentLevels(plan, task, complexity, disciplines.get(task.discipline ?? ''), where.taskPath);
        const escalated = (where.retry ?? afterFailure(task)) && plan.agent?.escalate !== undefined;
        const resolved = { provider: DEFAULT_PROVIDER, complexity, from: {}, escalated };
        // Least specific first, each level over the one before.
        for (let i = levels.length - 1; i >= 0; i--)
            apply(resolved, levels[i].override, levels[i].name);
        // A task's budget of its own (`maxCostUsd` beside its `agent`) is the task's level too.
        if (task.maxCostUsd !== undefined && task.agent?.maxCostUsd === undefined) {
            resolved.maxCostUsd = task.maxCostUsd;
            resolved.from.maxCostUsd = `task "${task.id}"`;
        }
        if (escalated)
            apply(resolved, plan.agent.escalate, 'agent.escalate');
        apply(resolved, cli, 'command line');
        if (resolved.from.provider === undefined)
            resolved.from.provider = 'default';
        return resolved;
    };
}
/**
 * The agent of work that is no task's (`ralph plan`): the plan's `agent`, the command line over
 * it. Undefined plan: the default provider.
 */
function planAgent(plan, cli = {}) {
    const resolved = { provider: DEFAULT_PROVIDER, from: {}, escalated: false };
    if (plan?.agent)
        apply(resolved, plan.agent, 'agent');
    apply(resolved, cli, 'command line');
    if (resolved.from.provider === undefined)
        resolved.from.provider = 'default';
    return resolved;
}
/** The task's agent: `agentRouting(plan, cli)(task)` for one task. */
function resolveAgent(plan, task, options = {}) {
    return agentRouting(plan, options.cli)(task, { retry: options.retry });
}
/** The levels that take part for a task, most specific first (escalation and the command line are not levels). */
function agentLevels(plan, task, complexity = taskComplexity(task), discipline, taskPath = 'tasks') {
    const levels = [];
    if (task.agent)
        levels.push({ name: `task "${task.id}"`, path: `${taskPath}.agent`, override: task.agent });
    const found = discipline ??
        (task.discipline !== undefined
            ? (plan.disciplines ?? []).map((d, i) => ({ d, i })).find((x) => x.d.name === task.discipline)
            : undefined);
    if (found?.d.agent)
        levels.push({
            name: `discipline "${found.d.name}"`,
            path: `disciplines[${found.i}].agent`,
            override: found.d.agent,
        });
    const tier = plan.agent?.tiers?.[complexity];
    if (tier)
        levels.push({ name: `tier "${complexity}"`, path: `agent.tiers.${complexity}`, override: tier });
    if (plan.agent)
        levels.push({ name: 'agent', path: 'agent', override: plan.agent });
    return levels;
}
function apply(into, level, name) {
    for (const field of AGENT_FIELDS) {
        const value = level[field];
        if (value === undefined)
            continue;
        into[field] = value;
        into.from[field] = name;
    }
}
/** The agent as people read it: `claude`, `claude claude-haiku-4-5`, `codex gpt-5 (escalated)`. */
function agentLabel(a) {
    return `${a.model ? `${a.provider} ${a.model}` : a.provider}${a.escalated ? ' (escalated)' : ''}`;
}
/**
 * Every provider the plan's tasks resolve to, first attempts and escalated retries, sorted: what
 * the workflow must install. A plan without tasks needs its `agent.provider` (or the default).
 */
function planProviders(plan) {
    const route = agentRouting(plan);
    const out = new Set();
    const escalates = plan.agent?.escalate !== undefined;
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            out.add(route(task, { retry: false }).provider);
            if (escalates)
                out.add(route(task, { retry: true }).provider);
        }
    if (out.size === 0)
        out.add(plan.agent?.provider ?? DEFAULT_PROVIDER);
    return [...out].sort();
}


/***/ }),

/***/ 4929:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ isDone),
/* harmony export */   BE: () => (/* binding */ COMPLEXITIES),
/* harmony export */   Eh: () => (/* binding */ isUncounted),
/* harmony export */   FG: () => (/* binding */ planCostUsd),
/* harmony export */   FJ: () => (/* binding */ taskCostUsd),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   LI: () => (/* binding */ micro),
/* harmony export */   Qe: () => (/* binding */ ATTEMPT_OUTCOMES),
/* harmony export */   TN: () => (/* binding */ taskMaxCostUsd),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   Wm: () => (/* binding */ agentEnvProblem),
/* harmony export */   mh: () => (/* binding */ lastAttempt),
/* harmony export */   oH: () => (/* binding */ nextAttemptNumber),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   pc: () => (/* binding */ durationMs),
/* harmony export */   zZ: () => (/* binding */ SPEC_STATUSES)
/* harmony export */ });
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
// What Ralph reads from a plan beyond its shape: the status words, durations, attempts and
// costs. No zod here (the schema, and the types inferred from it, are in plan.ts): the read
// path of `ralph next` and `ralph status` loads this module and not the schema library, which
// on its own takes longer to load than scheduling 10,000 tasks.


const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'];
/**
 * A spec's status: a task's, or `held`: a person closed its pull request without merging, so
 * nothing of it runs and no pull request is opened for it until a person reopens that pull
 * request or writes `/ralph retry <spec>` (see `heldReason`).
 */
const SPEC_STATUSES = [...TASK_STATUSES, 'held'];
const COMPLEXITIES = ['light', 'standard', 'heavy'];
const PROVENANCES = ['agent', 'human', 'system'];
/** How an attempt ended: the agent outcomes of C4 plus what the gates and checks decided. */
const ATTEMPT_OUTCOMES = [
    'passed',
    'gate_failed',
    'rejected',
    'blocked',
    'no_marker',
    'timeout',
    'crashed',
    'rate_limited',
    'interrupted',
];
/**
 * Why an `agent.env` entry cannot stand in a committed plan: a name that is not a variable
 * name, a name that holds a credential by convention (`*_API_KEY`, `*_KEY`, `*_TOKEN`, `*_SECRET`,
 * `*PASSWORD`: `PGPASSWORD` too), or a URL with a password in it. One of checks.ts's rules, so that the fast
 * schema predicate stays exact.
 */
function agentEnvProblem(name, value) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        return 'not an environment variable name: use letters, digits and _, not starting with a digit';
    if (/(^|_)(API_?KEY|KEY|TOKEN|SECRET)(_|$)|PASSW(OR)?D(_|$)/i.test(name))
        return `${name} holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)`;
    if (/:\/\/[^/\s@:]*:[^/\s@]*@/.test(value))
        return 'a URL with a password in it, and the plan is committed: give the credentials through the environment instead';
    return undefined;
}
/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
function durationMs(value) {
    if (typeof value === 'number')
        return value * 1000;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
    if (!m)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
    const n = Number(m[1]);
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2]];
    return n * unit;
}
/** Statuses that satisfy a dependency: a skipped task was judged unnecessary by a person. */
function isDone(status) {
    return status === 'completed' || status === 'skipped';
}
/** The task's latest attempt (the highest number; attempts are appended in order). */
function lastAttempt(task) {
    let last;
    for (const a of task.attempts ?? [])
        if (!last || a.number > last.number)
            last = a;
    return last;
}
/** The number the task's next attempt gets. */
function nextAttemptNumber(task) {
    return (lastAttempt(task)?.number ?? 0) + 1;
}
/**
 * What the task's attempts cost in USD, as recorded: all of them, or (`sinceReset`) those a
 * person's reset did not wipe out (`retryBudgetFrom`), which is what its own budget counts.
 */
function taskCostUsd(task, sinceReset = false) {
    const attempts = task.attempts;
    if (!attempts)
        return 0;
    const from = sinceReset ? (task.retryBudgetFrom ?? 0) : 0;
    let sum = 0;
    for (const a of attempts)
        if (a.number > from && a.costUsd !== undefined)
            sum += a.costUsd;
    return micro(sum);
}
/**
 * An attempt an agent ran whose CLI reported no cost (the `command` agent, a CLI that reports
 * only tokens): its cost is in no sum, and is named as not counted, never taken as free.
 * Attempts recorded before Ralph kept the provider, and interrupted ones, are not among them.
 */
function isUncounted(a) {
    return a.costUsd === undefined && a.provider !== undefined && a.outcome !== 'interrupted';
}
/** What every attempt in the plan cost in USD, as recorded. */
function planCostUsd(plan) {
    let sum = 0;
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            sum += taskCostUsd(task);
    return micro(sum);
}
/** Rounded to a millionth of a dollar, so that sums of reported costs compare as people expect. */
function micro(usd) {
    return Math.round(usd * 1e6) / 1e6;
}
/**
 * The task's cost budget over its attempts, whichever providers ran them: the `maxCostUsd` its
 * agent's levels resolve to (its own, its discipline's, its tier's, the plan's agent's).
 */
function taskMaxCostUsd(plan, task) {
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveAgent */ .cT)(plan, task).maxCostUsd;
}
/** An amount in USD for people: cents, and below a dollar up to four decimals ($0.0168). */
function formatUsd(usd) {
    if (Math.abs(usd) >= 1)
        return `$${usd.toFixed(2)}`;
    return `$${usd.toFixed(4).replace(/0{1,2}$/, '')}`;
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


/***/ })

};
