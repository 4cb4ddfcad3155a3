export const id = 863;
export const ids = [863];
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
// current one, that holds a project marker (DESIGN.md C9).


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

/***/ 9863:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prompt: () => (/* binding */ prompt),
/* harmony export */   retryContextPath: () => (/* binding */ retryContextPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8248);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8601);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2757);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8216);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3192);
// `ralph prompt TASK-ID`: the prompt a task would get (DESIGN.md C3, C9), exactly as a run
// builds it, so a person can read what the agent will read. `--retry` builds the retry
// prompt from the task's last attempt; `--mcp` prints the MCP configuration instead.








/** Where a job's retry context is kept, relative to the project root. */
function retryContextPath(root, taskId) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.ralph', 'retry', `${taskId}.json`);
}
const prompt = {
    name: 'prompt',
    summary: 'print the prompt a task would get',
    usage: `TASK-ID [--retry | --mcp] [--plan PATH]

Prints the prompt Ralph gives the agent for this task: discipline, domain, context
files, the task, what done means, what came before and the rules.

      --retry       the retry prompt: the task prompt plus what failed last time
                    (from .ralph/retry/TASK-ID.json when present, else the last
                    attempt recorded in the plan)
      --mcp         print the MCP configuration of the task's discipline as JSON
${_command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_USAGE */ .YG}`,
    options: { ..._command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_OPTION */ .w, retry: { type: 'boolean' }, mcp: { type: 'boolean' } },
    positionals: [1, 1],
    run(ctx) {
        const taskId = ctx.positionals[0];
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_4__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'plan'));
        const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__/* .loadPlan */ .Yq)(planPath);
        const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .findTask */ .VX)(plan, taskId);
        if (!found)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`no task "${taskId}" in ${planPath}; \`ralph status\` lists the tasks`);
        if (ctx.values.retry && ctx.values.mcp)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('--retry and --mcp do not go together');
        if (ctx.values.mcp) {
            const config = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .mcpConfig */ .nX)(plan, taskId);
            if (!config)
                ctx.err(`task ${taskId} has no MCP servers (its discipline lists none)`);
            ctx.out(JSON.stringify(config ?? { mcpServers: {} }, null, 2));
            return 0;
        }
        const root = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_4__/* .findProjectRoot */ .pj)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(planPath));
        const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_2__/* .createRepoReader */ .wA)(root);
        const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, planPath).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/') || 'implementation.json';
        if (!ctx.values.retry) {
            ctx.out((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .generateTaskPrompt */ .Jk)(plan, taskId, reader, { planFile }).trimEnd());
            return 0;
        }
        const retry = retryContext(ctx, root, plan, found.task);
        ctx.out((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .generateRetryPrompt */ .Gl)(plan, taskId, reader, retry, { planFile }).trimEnd());
        return 0;
    },
};
/** The retry context of the task's last attempt: the job's file when there is one, else the plan's record. */
function retryContext(ctx, root, plan, task) {
    const last = [...(task.attempts ?? [])].sort((a, b) => a.number - b.number).at(-1);
    const safeId = /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(task.id) && !task.id.includes('..');
    const file = safeId ? retryContextPath(root, task.id) : undefined;
    if (file && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file)) {
        try {
            const parsed = (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_7__/* .parseRetryContext */ .P)(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8')), last?.number ?? 1);
            if (parsed)
                return parsed;
            ctx.err(`${file}: not a retry context; using the attempt recorded in the plan`);
        }
        catch (e) {
            ctx.err(`${file}: ${e.message}; using the attempt recorded in the plan`);
        }
    }
    const retry = (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_7__/* .retryFromAttempt */ .c)(plan, task);
    if (!retry)
        throw new _command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(`task ${task.id} has no recorded attempt to retry; run \`ralph prompt ${task.id}\``);
    return retry;
}


/***/ })

};
