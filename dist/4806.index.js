export const id = 4806;
export const ids = [4806];
export const modules = {

/***/ 4806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   setupSettings: () => (/* binding */ setupSettings),
/* harmony export */   setupStep: () => (/* binding */ setupStep)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6193);
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7836);
/* harmony import */ var _adapters_process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7288);
/* harmony import */ var _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5768);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3188);






function setupSettings(inputs) {
    return { run: inputs.required('run', 'the shell line to run'), ...inputs.sandboxed() };
}
/**
 * `command: setup`, a task job's setup step that runs the repository's code (`npm ci` runs the
 * install scripts of the spec branch, which the agent wrote): the `run` input's shell line, in
 * the work tree, as the agent user, with the agent's environment. Run as the runner's user it
 * could reach what the agent user keeps the agent from (the runtime token, Ralph's files, sudo).
 */
async function setupStep(inputs) {
    const settings = setupSettings(inputs);
    const line = settings.run;
    const step = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__/* .openTaskJobStep */ .Pl)(settings);
    const runAs = await step.agentUser();
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`$ ${line}${runAs ? `  (as ${runAs.name})` : ''}`);
    // The repository's code prints it: never read as workflow commands (untrusted-log.ts).
    const out = new _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UntrustedOutput */ .Qb();
    const stdout = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    const stderr = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    // With a repository of its own, thrown away after it: Ralph's is out of its reach.
    const r = await step.confined('setup', (c) => (0,_adapters_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: 'bash',
        args: ['-e', '-o', 'pipefail', '-c', line],
        cwd: settings.workspace,
        env: { ...(0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__/* .agentEnv */ .b)(process.env), ...c.env },
        wrap: c.wrap,
        onStdout: (chunk) => out.write(stdout.write(chunk)),
        onStderr: (chunk) => out.write(stderr.write(chunk)),
    }).finally(() => out.close()));
    if (r.spawnError)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Could not start bash: ${r.spawnError.message}`);
    if (r.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`\`${line}\` exited ${r.exitCode ?? `on ${r.signal ?? 'a signal'}`}.`);
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


/***/ })

};
