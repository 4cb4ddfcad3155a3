export const id = 806;
export const ids = [806];
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

/***/ 4806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   setupStep: () => (/* binding */ setupStep)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6193);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7288);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3188);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7972);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8598);






/**
 * `command: setup`, a task job's setup step that runs the repository's code (`npm ci` runs the
 * install scripts of the spec branch, which the agent wrote): the `run` input's shell line, in
 * the work tree, as the agent user, with the agent's environment. Run as the runner's user it
 * could reach what the agent user keeps the agent from (the runtime token, Ralph's files, sudo).
 */
async function setupStep(settings) {
    if (!settings.run)
        throw new Error("The 'setup' command needs the input 'run': the shell line to run.");
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_3__/* .agentUserFor */ .A)(settings);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`$ ${settings.run}${runAs ? `  (as ${runAs.name})` : ''}`);
    // The repository's code prints it: never read as workflow commands (untrusted-log.ts).
    const out = new _untrusted_log_js__WEBPACK_IMPORTED_MODULE_4__/* .UntrustedOutput */ .Qb();
    const stdout = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    const stderr = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    const r = await (0,_adapters_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: 'bash',
        args: ['-e', '-o', 'pipefail', '-c', settings.run],
        cwd: settings.workspace,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__/* .agentEnv */ .b)(process.env),
        runAs,
        onStdout: (chunk) => out.write(stdout.write(chunk)),
        onStderr: (chunk) => out.write(stderr.write(chunk)),
    }).finally(() => out.close());
    if (r.spawnError)
        throw new Error(`Could not start bash: ${r.spawnError.message}`);
    if (r.exitCode !== 0)
        throw new Error(`\`${settings.run}\` exited ${r.exitCode ?? `on ${r.signal ?? 'a signal'}`}.`);
}


/***/ })

};
