export const id = 4806;
export const ids = [4806];
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
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3188);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7972);
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1416);
/* harmony import */ var _private_git_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6661);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8598);









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
    const repo = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_7__/* .taskJobGit */ .BU)(settings);
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_5__/* .agentUserFor */ .A$)(settings);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`$ ${settings.run}${runAs ? `  (as ${runAs.name})` : ''}`);
    const net = await (0,_network_js__WEBPACK_IMPORTED_MODULE_6__/* .stepNetwork */ .pP)(settings, runAs, 'setup');
    // The repository's code prints it: never read as workflow commands (untrusted-log.ts).
    const out = new _untrusted_log_js__WEBPACK_IMPORTED_MODULE_8__/* .UntrustedOutput */ .Qb();
    const stdout = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    const stderr = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    // With a repository of its own, thrown away after it: Ralph's is out of its reach.
    const r = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_7__/* .withAgentRepository */ .cU)(repo, runAs, () => (0,_adapters_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: 'bash',
        args: ['-e', '-o', 'pipefail', '-c', line],
        cwd: settings.workspace,
        env: { ...(0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_4__/* .agentEnv */ .b)(process.env), ...net.env },
        runAs,
        network: net.network,
        onStdout: (chunk) => out.write(stdout.write(chunk)),
        onStderr: (chunk) => out.write(stderr.write(chunk)),
    })).finally(async () => {
        out.close();
        await net.finish();
    });
    if (r.spawnError)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`Could not start bash: ${r.spawnError.message}`);
    if (r.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`\`${settings.run}\` exited ${r.exitCode ?? `on ${r.signal ?? 'a signal'}`}.`);
}


/***/ })

};
