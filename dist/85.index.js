export const id = 85;
export const ids = [85];
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

/***/ 3085:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   set: () => (/* binding */ set)
/* harmony export */ });
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8224);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2757);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4115);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3192);




const set = {
    name: 'set',
    summary: "change a task's status",
    usage: `TASK-ID --status STATUS [--reason TEXT] [--plan PATH]

A person's edit: reset a blocked task to pending, skip a task, block one by hand.
The reason is kept as a comment on the task, so the next prompt for it shows it.
A reset to pending gives the task a fresh retry budget.

      --status STATUS   ${_core_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_STATUSES */ .Hi.join(', ')}
      --reason TEXT     why (the blocked reason, or a note for the next attempt)
${_command_js__WEBPACK_IMPORTED_MODULE_3__/* .PLAN_USAGE */ .YG}`,
    options: { ..._command_js__WEBPACK_IMPORTED_MODULE_3__/* .PLAN_OPTION */ .w, status: { type: 'string' }, reason: { type: 'string' } },
    positionals: [1, 1],
    async run(ctx) {
        const id = ctx.positionals[0];
        const next = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(ctx, 'status');
        if (next === undefined)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--status is required');
        if (!_core_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_STATUSES */ .Hi.includes(next))
            throw new _command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`unknown status "${next}"; use one of ${_core_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_STATUSES */ .Hi.join(', ')}`);
        const status = next;
        const reason = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(ctx, 'reason');
        const path = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_1__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(ctx, 'plan'));
        const before = await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__/* .updatePlan */ .td)(path, (plan) => {
            const task = plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id);
            if (!task)
                throw new _command_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`no task "${id}" in ${path}; \`ralph status\` lists the tasks`);
            const was = task.status;
            task.status = status;
            if (status === 'blocked')
                task.blockedReason = reason ?? task.blockedReason ?? 'blocked by a person';
            else
                delete task.blockedReason;
            if (status === 'completed')
                task.completedAt ??= new Date().toISOString();
            else
                delete task.completedAt;
            if (status === 'pending' && (task.attempts?.length ?? 0) > 0)
                task.retryBudgetFrom = task.attempts.length;
            if (status !== 'in_progress')
                delete task.startedAt;
            const author = ctx.env.USER ?? ctx.env.USERNAME ?? 'human';
            task.comments = [
                ...(task.comments ?? []),
                {
                    author,
                    body: `status ${was} -> ${status}${reason ? `: ${reason}` : ''}`,
                    created: new Date().toISOString(),
                },
            ];
            return was;
        });
        ctx.out(`${id}: ${before} -> ${status}`);
        return 0;
    },
};


/***/ })

};
