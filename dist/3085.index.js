export const id = 3085;
export const ids = [3085];
export const modules = {

/***/ 3085:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   set: () => (/* binding */ set)
/* harmony export */ });
/* harmony import */ var _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3192);
/* harmony import */ var _task_edit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8409);



const set = {
    name: 'set',
    args: 'TASK-ID',
    about: `A person's edit: reset a blocked task to pending, skip a task, block one by hand.
The reason is kept as a comment on the task, so the next prompt for it shows it.
A reset to pending gives the task a fresh retry budget. The change is made where the
task's state lives: committed on its spec's branch (ralph/<spec-id>) when that
branch exists, without checking it out; else in the plan file. \`ralph retry\` and
\`ralph skip\` are the short ways to unblock a task.`,
    options: {
        status: { type: 'string', value: 'STATUS', required: true, help: _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.join(', ') },
        reason: {
            type: 'string',
            value: 'TEXT',
            help: 'why (the blocked reason, or a note for the next attempt)',
        },
        ..._command_js__WEBPACK_IMPORTED_MODULE_1__/* .BRANCH_PREFIX_OPTION */ .WH,
        ..._command_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_OPTION */ .w,
    },
    positionals: [1, 1],
    async run(ctx) {
        const id = ctx.positionals[0];
        const next = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOption */ .Pp)(ctx, 'status');
        if (next === undefined)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--status is required');
        if (!_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.includes(next))
            throw new _command_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`unknown status "${next}"; use one of ${_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi.join(', ')}`);
        const status = next;
        const reason = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOption */ .Pp)(ctx, 'reason');
        const edit = await (0,_task_edit_js__WEBPACK_IMPORTED_MODULE_2__/* .editTask */ .gp)(ctx, id, 'set', (task, _spec, who) => (0,_task_edit_js__WEBPACK_IMPORTED_MODULE_2__/* .setStatus */ .Lx)(task, status, reason, who));
        // `set` always adds its comment and says only the change: "api-2: blocked -> pending on ralph/api".
        ctx.out((0,_task_edit_js__WEBPACK_IMPORTED_MODULE_2__/* .changeLine */ .vK)(id, { ...edit, result: { ...edit.result, notes: [] } }));
        return 0;
    },
};


/***/ })

};
