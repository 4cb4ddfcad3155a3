export const id = 9863;
export const ids = [9863];
export const modules = {

/***/ 9863:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prompt: () => (/* binding */ prompt)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8248);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4337);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2757);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(526);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6276);
/* harmony import */ var _core_checks_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5563);
/* harmony import */ var _core_plan_basics_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2479);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1733);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3192);













const prompt = {
    name: 'prompt',
    summary: 'print the prompt a task would get',
    usage: `TASK-ID [--retry | --mcp] [--branch-prefix PREFIX] [--plan PATH]

Prints the prompt Ralph gives the agent for this task: discipline, domain, context
files, the task, what done means, what came before and the rules. The task's state
(its comments, attempts) is read from its spec's branch (ralph/<spec-id>, or
origin's when that is newer or the only copy) when it has one, as a build reads it.

      --retry       the retry prompt: the task prompt plus what failed last time
                    (from .ralph/retry/TASK-ID.json when present, else the last
                    attempt recorded in the plan)
      --mcp         print the MCP configuration of the task's discipline as JSON
      --branch-prefix PREFIX  where spec branches live: PREFIX<spec-id> (default: ralph/)
${_command_js__WEBPACK_IMPORTED_MODULE_12__/* .PLAN_USAGE */ .YG}`,
    options: { ..._command_js__WEBPACK_IMPORTED_MODULE_12__/* .PLAN_OPTION */ .w, ..._command_js__WEBPACK_IMPORTED_MODULE_12__/* .BRANCH_PREFIX_OPTION */ .WH, retry: { type: 'boolean' }, mcp: { type: 'boolean' } },
    positionals: [1, 1],
    async run(ctx) {
        const taskId = ctx.positionals[0];
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_4__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_12__/* .stringOption */ .Pp)(ctx, 'plan'));
        const file = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPlan */ .Yq)(planPath);
        const loaded = file.plan;
        const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_3__/* .localPlanView */ .e)(planPath, loaded, (0,_command_js__WEBPACK_IMPORTED_MODULE_12__/* .stringOption */ .Pp)(ctx, 'branch-prefix') ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_BRANCH_PREFIX */ ._g, { text: file.text });
        for (const w of view?.warnings ?? [])
            ctx.err(w);
        const plan = view?.plan ?? loaded;
        const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .findTask */ .VX)(plan, taskId);
        if (!found)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`no task "${taskId}" in ${planPath}; \`ralph status\` lists the tasks`);
        if (ctx.values.retry && ctx.values.mcp)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('--retry and --mcp do not go together');
        if (ctx.values.mcp) {
            const config = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .mcpConfig */ .nX)(plan, taskId);
            if (!config)
                ctx.err(`task ${taskId} has no MCP servers (its discipline lists none)`);
            ctx.out(JSON.stringify(config ?? { mcpServers: {} }, null, 2));
            return 0;
        }
        // Who gets this prompt: the agent its levels resolve to (stderr: stdout is the prompt alone).
        const agent = (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveAgent */ .cT)(plan, found.task, { retry: ctx.values.retry === true ? true : undefined });
        ctx.err(`agent: ${(0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__/* .agentLabel */ .kV)(agent)} (provider from the ${agent.from.provider}${agent.from.model ? `, model from the ${agent.from.model}` : ''})`);
        const root = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_4__/* .findProjectRoot */ .pj)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(planPath));
        const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_1__/* .createRepoReader */ .wA)(root);
        const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(root, planPath).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') || 'implementation.json';
        if (!ctx.values.retry) {
            ctx.out((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .generateTaskPrompt */ .Jk)(plan, taskId, reader, { planFile }).trimEnd());
            return 0;
        }
        const retry = retryContext(root, plan, found.task);
        ctx.out((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .generateRetryPrompt */ .Gl)(plan, taskId, reader, retry, { planFile }).trimEnd());
        return 0;
    },
};
/**
 * The retry context of the task's last attempt, as `ralph build` would use it: the file it
 * wrote for that attempt when there is one, else the attempt recorded in the plan.
 */
function retryContext(root, plan, task) {
    const last = (0,_core_plan_basics_js__WEBPACK_IMPORTED_MODULE_8__/* .lastAttempt */ .mh)(task);
    const retry = (last && !(0,_core_checks_js__WEBPACK_IMPORTED_MODULE_7__/* .unsafeIdReason */ .wg)(task.id)
        ? (0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRetryFile */ .L0)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .LOCAL_RETRY_DIR */ .rF), task.id, last.number)
        : undefined) ?? (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_10__/* .retryFromAttempt */ .cc)(plan, task);
    if (!retry)
        throw new _command_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`task ${task.id} has no recorded attempt to retry; run \`ralph prompt ${task.id}\``);
    return retry;
}


/***/ })

};
