export const id = 6875;
export const ids = [6875];
export const modules = {

/***/ 6875:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validate: () => (/* binding */ validate)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3626);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2757);
/* harmony import */ var _core_plan_problem_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1215);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3192);





const validate = {
    name: 'validate',
    about: `Checks implementation.json against the schema and the plan rules.
Exit 0 with a summary when valid; exit 1 with one line per problem.
Warnings (a misspelled known key such as "dependOn", a plan without gates) are
printed too and leave the exit code at 0, unless --strict.`,
    options: {
        strict: { type: 'boolean', help: 'treat warnings as errors: exit 1 when there is any' },
        ..._command_js__WEBPACK_IMPORTED_MODULE_3__/* .PLAN_OPTION */ .w,
    },
    run(ctx) {
        const path = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(ctx, 'plan'));
        let loaded;
        try {
            loaded = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPlan */ .Yq)(path);
        }
        catch (e) {
            // Errors, one line each; then every warning too (a misspelled key is often the cause).
            if (!(e instanceof _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanError */ .W6))
                throw e;
            ctx.err(e.message);
            for (const w of rawPlanWarnings(path))
                ctx.err((0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .locatedLine */ .Pm)(path, { ...w, path: '', message: `warning: ${(0,_core_plan_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .formatProblem */ .Vw)(w)}` }));
            return 1;
        }
        const { plan } = loaded;
        const warnings = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadedPlanWarnings */ .eZ)(loaded);
        const strict = ctx.values.strict === true;
        // `file:line:column: warning: ...`, as compilers print them; under --strict, as errors are.
        for (const w of warnings)
            ctx.err(strict
                ? (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .locatedLine */ .Pm)(path, w)
                : (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .locatedLine */ .Pm)(path, { ...w, path: '', message: `warning: ${(0,_core_plan_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .formatProblem */ .Vw)(w)}` }));
        if (strict && warnings.length > 0) {
            ctx.err(`${path}: ${count(warnings.length, 'warning')}, and --strict makes them errors`);
            return 1;
        }
        const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
        const warned = warnings.length > 0 ? `, with ${count(warnings.length, 'warning')}` : '';
        ctx.out(`${path}: valid (${count(plan.specs.length, 'spec')}, ${count(tasks, 'task')})${warned}`);
        return 0;
    },
};
function count(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/**
 * The warnings of a plan that has errors, when it is JSON at all: what `loadedPlanWarnings`
 * finds in the value as it is, placed at line and column.
 */
function rawPlanWarnings(path) {
    let text;
    let value;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
        value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch {
        return [];
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return [];
    try {
        return (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadedPlanWarnings */ .eZ)({
            path,
            plan: value,
            format: { bom: false, eol: '\n', indent: '  ' },
            text,
        });
    }
    catch {
        // A value too far from a plan for the walk (specs not a list, say): its errors say enough.
        return [];
    }
}


/***/ })

};
