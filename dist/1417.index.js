export const id = 1417;
export const ids = [1417];
export const modules = {

/***/ 1417:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   retry: () => (/* binding */ retry),
/* harmony export */   skip: () => (/* binding */ skip)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3192);
/* harmony import */ var _task_edit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8409);
// `ralph retry` and `ralph skip`: unblocking a task from the base branch (docs/ARCHITECTURE.md#life-of-a-task-locally), the
// local twins of the `/ralph retry` and `/ralph skip` comments on GitHub (C12). The change is
// made where the task's state lives: committed on its spec's branch when there is one.


async function run(ctx, verb) {
    const id = ctx.positionals[0];
    const reason = (0,_command_js__WEBPACK_IMPORTED_MODULE_0__/* .stringOption */ .Pp)(ctx, 'reason');
    const edit = await (0,_task_edit_js__WEBPACK_IMPORTED_MODULE_1__/* .editTask */ .gp)(ctx, id, verb, (task, _spec, who, where) => verb === 'retry' ? (0,_task_edit_js__WEBPACK_IMPORTED_MODULE_1__/* .retryTask */ .MR)(task, reason, who, where) : (0,_task_edit_js__WEBPACK_IMPORTED_MODULE_1__/* .skipTask */ .FL)(task, reason, who, where));
    ctx.out((0,_task_edit_js__WEBPACK_IMPORTED_MODULE_1__/* .changeLine */ .vK)(id, edit));
    return 0;
}
const retry = {
    name: 'retry',
    args: 'TASK-ID',
    about: `Unblocks a blocked or failed task: it is pending again with a fresh retry budget,
and the reason (your answer to what blocked it) becomes a comment on the task,
which its next prompt shows. Run it from any branch: when the task's spec has a
branch (ralph/<spec-id>), the change is one commit there, made without checking
it out (the work tree and the current branch stay as they are); else the plan
file is edited. On GitHub, a comment \`/ralph retry TASK-ID <answer>\` on the
spec's tracking issue does the same. Where only origin has the spec's branch, the
local branch is made from origin's; a local branch behind origin's is refused, with
the command that brings it up to date.`,
    options: {
        reason: { type: 'string', value: 'TEXT', help: 'your answer, or a note for the next attempt' },
        ..._command_js__WEBPACK_IMPORTED_MODULE_0__/* .BRANCH_PREFIX_OPTION */ .WH,
        ..._command_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_OPTION */ .w,
    },
    positionals: [1, 1],
    run: (ctx) => run(ctx, 'retry'),
};
const skip = {
    name: 'skip',
    args: 'TASK-ID',
    about: `Marks a task skipped: it is not run, and the tasks that depend on it go ahead.
The reason becomes a comment on the task. Run it from any branch: when the task's
spec has a branch (ralph/<spec-id>), the change is one commit there, made without
checking it out (the work tree and the current branch stay as they are); else the
plan file is edited. On GitHub, a comment \`/ralph skip TASK-ID <reason>\` on the
spec's tracking issue does the same.`,
    options: {
        reason: { type: 'string', value: 'TEXT', help: 'why it is not needed' },
        ..._command_js__WEBPACK_IMPORTED_MODULE_0__/* .BRANCH_PREFIX_OPTION */ .WH,
        ..._command_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_OPTION */ .w,
    },
    positionals: [1, 1],
    run: (ctx) => run(ctx, 'skip'),
};


/***/ })

};
