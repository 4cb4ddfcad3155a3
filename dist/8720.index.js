export const id = 8720;
export const ids = [8720];
export const modules = {

/***/ 4806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   setupStep: () => (/* binding */ setupStep)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6193);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7288);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3188);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7972);
/* harmony import */ var _private_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6661);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8598);








/**
 * `command: setup`, a task job's setup step that runs the repository's code (`npm ci` runs the
 * install scripts of the spec branch, which the agent wrote): the `run` input's shell line, in
 * the work tree, as the agent user, with the agent's environment. Run as the runner's user it
 * could reach what the agent user keeps the agent from (the runtime token, Ralph's files, sudo).
 */
async function setupStep(settings) {
    const line = settings.run;
    if (!line)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4("The 'setup' command needs the input 'run': the shell line to run.");
    const repo = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_5__/* .taskJobGit */ .BU)(settings);
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .agentUserFor */ .A$)(settings);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`$ ${settings.run}${runAs ? `  (as ${runAs.name})` : ''}`);
    // The repository's code prints it: never read as workflow commands (untrusted-log.ts).
    const out = new _untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__/* .UntrustedOutput */ .Qb();
    const stdout = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    const stderr = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    // With a repository of its own, thrown away after it: Ralph's is out of its reach.
    const r = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_5__/* .withAgentRepository */ .cU)(repo, runAs, () => (0,_adapters_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: 'bash',
        args: ['-e', '-o', 'pipefail', '-c', line],
        cwd: settings.workspace,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_7__/* .agentEnv */ .b)(process.env),
        runAs,
        onStdout: (chunk) => out.write(stdout.write(chunk)),
        onStderr: (chunk) => out.write(stderr.write(chunk)),
    })).finally(() => out.close());
    if (r.spawnError)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`Could not start bash: ${r.spawnError.message}`);
    if (r.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`\`${settings.run}\` exited ${r.exitCode ?? `on ${r.signal ?? 'a signal'}`}.`);
}


/***/ }),

/***/ 2479:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ isDone),
/* harmony export */   BE: () => (/* binding */ COMPLEXITIES),
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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
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
/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
function durationMs(value) {
    if (typeof value === 'number')
        return value * 1000;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
    if (!m)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
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
