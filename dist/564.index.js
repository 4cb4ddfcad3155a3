export const id = 564;
export const ids = [564];
export const modules = {

/***/ 7972:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ agentUserFor)
/* harmony export */ });
/* unused harmony export agentUserName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5590);
// The `agent-user` input in a task job's steps (DESIGN.md C7): the agent and the gates run as
// a separate user without sudo where the runner allows it (adapters/agent-user.ts).



let warned = false;
/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
async function agentUserFor(settings) {
    const decision = await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .decideAgentUser */ .vd)(settings.agentUser);
    if (!decision.use) {
        if (settings.agentUser !== 'false' && !warned)
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see the README's Security section.`);
        warned = true;
        return undefined;
    }
    return (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareAgentUser */ .co)({
        name: agentUserName(),
        workspace: settings.workspace,
        log: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz(m),
    });
}
/**
 * `ralph-agent`, with a suffix per runner where one machine runs several (self-hosted runner
 * instances, each with its own RUNNER_NAME): killing one job's leftover agent processes must
 * not kill another job's agent. Linux user names have at most 32 characters.
 */
function agentUserName(env = process.env) {
    const runner = env.RUNNER_NAME;
    if (!runner)
        return _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0;
    return `${_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(runner).digest('hex').slice(0, 8)}`;
}


/***/ }),

/***/ 4564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateStep: () => (/* binding */ gateStep)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6793);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3188);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7972);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7428);





/**
 * `command: gate`: runs one gate as its own step, with the command the schedule job read from
 * the plan (the `gates` input; or the `gate-command` input), writes its result file for
 * `record`, and marks a required failure as an error annotation and a failed step.
 */
async function gateStep(settings) {
    if (!settings.gate)
        throw new Error("The 'gate' command needs the input 'gate' (the gate's name).");
    const state = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readTaskState */ .Lf)();
    if (state.alreadyRecorded) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: ${state.alreadyRecorded}.`);
        return;
    }
    if ((0,_job_state_js__WEBPACK_IMPORTED_MODULE_3__/* .hasAgentState */ .XD)()) {
        const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readAgentState */ .$k)();
        if (agent.outcome !== 'done' || agent.claimProblems.length > 0) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: the agent's outcome is ${agent.outcome}.`);
            return;
        }
    }
    const gates = settings.gateCommand ? [] : (0,_job_state_js__WEBPACK_IMPORTED_MODULE_3__/* .gatesInput */ .RC)(settings.gates, 'gate');
    const fromPlan = gates.find((g) => g.name === settings.gate);
    const gate = settings.gateCommand
        ? { ...fromPlan, name: settings.gate, command: settings.gateCommand }
        : fromPlan;
    if (!gate)
        throw new Error(`No gate "${settings.gate}" in the plan's gates (${gates.map((g) => g.name).join(', ') || 'none'}); add it there or give 'gate-command'.`);
    if (settings.gateRequired !== undefined)
        gate.required = settings.gateRequired;
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .agentUserFor */ .A)(settings);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`Gate ${gate.name}: ${gate.command}`);
    const result = await (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__/* .runGate */ .Rg)(gate, {
        runAs,
        cwd: settings.workspace,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_4__/* .agentEnv */ .b)(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
        logDir: (0,_job_state_js__WEBPACK_IMPORTED_MODULE_3__/* .paths */ .f0)().gates,
    });
    process.stdout.write(result.outputTail.endsWith('\n') ? result.outputTail : `${result.outputTail}\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_3__/* .writeGateResult */ .YE)(result);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', String(result.passed));
    const line = `Gate ${gate.name} ${result.passed ? 'passed' : `failed (exit ${result.exitCode ?? 'none'}${result.timedOut ? ', timed out' : ''})`} in ${(result.durationMs / 1000).toFixed(1)}s`;
    if (result.passed)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
    else if (result.required)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`${line}: \`${gate.command}\`\n${result.outputTail.slice(-1500)}`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${line} (not required): \`${gate.command}\``);
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   RC: () => (/* binding */ gatesInput),
/* harmony export */   XD: () => (/* binding */ hasAgentState),
/* harmony export */   Y6: () => (/* binding */ writeTaskState),
/* harmony export */   YE: () => (/* binding */ writeGateResult),
/* harmony export */   f0: () => (/* binding */ paths),
/* harmony export */   oN: () => (/* binding */ readGateResults),
/* harmony export */   ws: () => (/* binding */ writeAgentState)
/* harmony export */ });
/* unused harmony exports stateDir, gateResultPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4115);
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/: `run`
// writes the task and the agent's result; each `gate` step writes its result; `record` reads
// them all and writes the attempt artifact. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.




function stateDir() {
    const base = process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.cwd(), '.ralph');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(base, 'ralph');
}
function readJson(path, what) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        throw new Error(`${what} is missing (${path}). The 'run' step must come first in the same job.`);
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new Error(`${what} (${path}) is not valid JSON: ${err.message}. Re-run the job.`);
    }
}
function writeJson(path, value) {
    // Ralph's own: nobody else on the runner (the agent user) may read or change it.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    prompt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prompt.md'),
    transcript: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'transcript.log'),
    gates: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gates'),
    /** The attempt artifact's folder: what the upload step sends to the writer job. */
    attempt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'attempt'),
    /** The previous attempt's artifact, downloaded by the workflow. */
    previous: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'previous'),
});
const readTaskState = (dir) => readJson(paths(dir).task, 'The task state');
const writeTaskState = (s, dir) => writeJson(paths(dir).task, s);
const readAgentState = (dir) => readJson(paths(dir).agent, "The agent's result");
const writeAgentState = (s, dir) => writeJson(paths(dir).agent, s);
const hasAgentState = (dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(paths(dir).agent);
function gateResultPath(name, dir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths(dir).gates, `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`);
}
function writeGateResult(r, dir) {
    writeJson(gateResultPath(r.name, dir), r);
}
/** Gate results in the order of `gates` (gates with no result file did not run). */
function readGateResults(gates, dir) {
    const results = [];
    const missing = [];
    for (const g of gates) {
        const p = gateResultPath(g.name, dir);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p))
            results.push(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(p, 'utf8')));
        else
            missing.push(g.name);
    }
    // Gates given by command input only (not in the plan) still count.
    const dirPath = paths(dir).gates;
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dirPath)) {
        for (const f of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dirPath)
            .filter((n) => n.endsWith('.json'))
            .sort()) {
            const r = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirPath, f), 'utf8'));
            if (!gates.some((g) => g.name === r.name))
                results.push(r);
        }
    }
    return { results, missing };
}
/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
function gatesInput(text, command) {
    if (text === undefined)
        throw new Error(`The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new Error(`The input 'gates' is not JSON (${err.message}).`);
    }
    const r = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_core_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .GateSchema */ .ZM).safeParse(value);
    if (!r.success)
        throw new Error(`The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`);
    return r.data;
}


/***/ }),

/***/ 6793:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ runGates),
/* harmony export */   Rg: () => (/* binding */ runGate),
/* harmony export */   by: () => (/* binding */ gateLogName)
/* harmony export */ });
/* unused harmony exports DEFAULT_GATE_TIMEOUT_MS, failingGate */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4115);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7288);
// Quality gates (DESIGN.md C5): each gate's command runs through a shell with its own timeout;
// the result (exit code, duration, log tail) is what decides a task, never the agent's word.



const DEFAULT_GATE_TIMEOUT_MS = 15 * 60_000;
const GATE_TAIL_BYTES = 8 * 1024;
function gateLogName(name) {
    return `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`;
}
async function runGate(gate, opts) {
    const logPath = opts.logDir ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(opts.logDir, gateLogName(gate.name)) : undefined;
    const r = await (0,_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: '/bin/sh',
        args: ['-c', gate.command],
        cwd: opts.cwd,
        env: opts.env,
        timeoutMs: gate.timeout !== undefined ? (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .durationMs */ .pc)(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
        signal: opts.signal,
        logPath,
        tailBytes: GATE_TAIL_BYTES,
        runAs: opts.runAs,
    });
    let outputTail = r.tail;
    if (r.timedOut)
        outputTail += `\n[ralph: gate "${gate.name}" timed out after ${Math.round(r.durationMs / 1000)}s]`;
    if (r.spawnError)
        outputTail += `\n[ralph: could not start the shell: ${r.spawnError.message}]`;
    return {
        name: gate.name,
        command: gate.command,
        required: gate.required ?? true,
        passed: r.exitCode === 0 && !r.timedOut && r.interrupted === undefined,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        durationMs: r.durationMs,
        outputTail,
        logPath,
    };
}
/**
 * Runs gates in order. The first failing required gate stops the rest unless
 * `keepGoing`; an optional gate's failure is reported and the run goes on.
 */
async function runGates(gates, opts) {
    const results = [];
    for (const gate of gates) {
        if (opts.signal?.aborted)
            break;
        const r = await runGate(gate, opts);
        results.push(r);
        opts.onResult?.(r);
        if (!r.passed && r.required && !opts.keepGoing)
            break;
    }
    return results;
}
/** The first failing required gate, which is what a retry prompt is about. */
function failingGate(results) {
    return results.find((r) => !r.passed && r.required);
}


/***/ }),

/***/ 4115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ isDone),
/* harmony export */   FG: () => (/* binding */ planCostUsd),
/* harmony export */   FJ: () => (/* binding */ taskCostUsd),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   TN: () => (/* binding */ taskMaxCostUsd),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   Wm: () => (/* binding */ agentEnvProblem),
/* harmony export */   ZM: () => (/* binding */ GateSchema),
/* harmony export */   bE: () => (/* binding */ planJsonSchema),
/* harmony export */   fB: () => (/* binding */ PlanSchema),
/* harmony export */   mh: () => (/* binding */ lastAttempt),
/* harmony export */   oH: () => (/* binding */ nextAttemptNumber),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   pc: () => (/* binding */ durationMs)
/* harmony export */ });
/* unused harmony exports COMPLEXITIES, ATTEMPT_OUTCOMES, CommentSchema, AttemptSchema, TaskSchema, SpecSchema, AgentDefaultsSchema, BudgetSchema, McpServerSchema, DisciplineSchema, FeatureSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8439);
// The plan file, `implementation.json` (DESIGN.md C1). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.

const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'];
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
/** A duration: a number of seconds, or a string such as "90s", "15m", "1h". */
const Duration = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
    .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');
const Text = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())]).describe('A string, or a list of lines.');
/**
 * Why an `agent.env` entry cannot stand in a committed plan: a name that is not a variable
 * name, a name that holds a credential by convention (`*_API_KEY`, `*_TOKEN`, `*_SECRET`,
 * `*PASSWORD`), or a URL with a password in it. One of checks.ts's rules, so that the fast
 * schema predicate stays exact.
 */
function agentEnvProblem(name, value) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        return 'not an environment variable name: use letters, digits and _, not starting with a digit';
    if (/(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD)(_|$)/i.test(name))
        return `${name} holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)`;
    if (/:\/\/[^/\s@:]*:[^/\s@]*@/.test(value))
        return 'a URL with a password in it, and the plan is committed: give the credentials through the environment instead';
    return undefined;
}
const CommentSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    author: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('ISO 8601 time the comment was made.'),
});
const AttemptSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ATTEMPT_OUTCOMES).optional(),
    gate: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The gate that failed, when one did.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('A short account of what went wrong: gate output tail, reason.'),
    runUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of the job artifact holding the full retry context.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('Model round trips, as the agent CLI reported them.'),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .optional()
        .describe('Every input token the model read, cached or not, as the agent CLI reported them.'),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('Output tokens, as the agent CLI reported them.'),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('What the attempt cost in USD, as the agent CLI reported it.'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
});
/** A cost budget in USD: a positive number. */
const CostUsd = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive();
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TASK_STATUSES),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe('Ids of tasks (in any spec) that must be completed first.'),
    discipline: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of an entry in the top-level disciplines[].'),
    feature: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of an entry in the top-level features[].'),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe('Repository paths whose contents go into the prompt.'),
    outputArtifacts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().describe('Repository paths the task must produce.'),
    hints: Text.optional(),
    complexity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(COMPLEXITIES).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    maxCostUsd: CostUsd.optional().describe('The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.'),
    provenance: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PROVENANCES).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CommentSchema).optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttemptSchema).optional(),
    retryBudgetFrom: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .nonnegative()
        .optional()
        .describe('Attempts numbered up to this one do not count against the retry budget (a person reset the task).'),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    blockedReason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    completedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const SpecSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".'),
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The markdown spec this entry was planned from.'),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    priority: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('Lower runs first.'),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TASK_STATUSES).optional(),
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    issue: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional().describe('Tracking issue number for blocked-task comments.'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TaskSchema),
});
const GateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional().describe('Defaults to true: a failing required gate fails the attempt.'),
    timeout: Duration.optional(),
});
const AgentDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('claude, codex, gemini, opencode or command.'),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .optional()
        .describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    timeout: Duration.optional(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    maxCostUsd: CostUsd.optional().describe("Every task's cost budget in USD, unless the task has its own maxCostUsd."),
    args: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe("Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider."),
    env: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe('Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway. Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, secrets included, and these on top.'),
});
/** Plan-wide limits. */
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    maxCostUsd: CostUsd.optional().describe('Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).'),
});
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['http', 'sse'])
        .optional()
        .describe('For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".'),
});
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    conventions: Text.optional(),
    mcpServers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(McpServerSchema).optional(),
});
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    knowledgePaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    $schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()]).optional(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    updatedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GateSchema).optional(),
    agent: AgentDefaultsSchema.optional(),
    budget: BudgetSchema.optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FeatureSchema).optional(),
    specs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SpecSchema),
});
/** The JSON Schema editors use through `$schema`; committed and checked for staleness. */
function planJsonSchema() {
    return {
        ...zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(PlanSchema, { target: 'draft-2020-12', io: 'input' }),
        $id: 'https://github.com/ralph-ci/ralph/schema/implementation.schema.json',
        title: 'Ralph implementation plan',
    };
}
/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
function durationMs(value) {
    if (typeof value === 'number')
        return value * 1000;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
    if (!m)
        throw new Error(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
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
    const from = sinceReset ? (task.retryBudgetFrom ?? 0) : 0;
    let sum = 0;
    for (const a of task.attempts ?? [])
        if (a.number > from && a.costUsd !== undefined)
            sum += a.costUsd;
    return micro(sum);
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
/** The task's cost budget: its own `maxCostUsd`, else the plan's `agent.maxCostUsd`. */
function taskMaxCostUsd(plan, task) {
    return task.maxCostUsd ?? plan.agent?.maxCostUsd;
}
/** An amount in USD for people: cents, and below a dollar up to four decimals ($0.0168). */
function formatUsd(usd) {
    if (Math.abs(usd) >= 1)
        return `$${usd.toFixed(2)}`;
    return `$${usd.toFixed(4).replace(/0{1,2}$/, '')}`;
}


/***/ })

};
