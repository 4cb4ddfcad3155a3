export const id = 8593;
export const ids = [8593];
export const modules = {

/***/ 8593:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateSettings: () => (/* binding */ validateSettings),
/* harmony export */   validateStep: () => (/* binding */ validateStep)
/* harmony export */ });
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7836);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3626);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);



/** The validate step's settings: the plan file alone. */
function validateSettings(inputs) {
    return { plan: inputs.plan() };
}
/** `command: validate`: annotates each problem on the plan file and fails the step. */
async function validateStep(inputs) {
    const location = validateSettings(inputs).plan;
    try {
        const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPlan */ .Yq)(location.path);
        const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`${location.path}: valid (${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'})`);
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setOutput('valid', 'true');
        await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.summary
            .addRaw(`✅ \`${location.path}\` is valid: ${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'}.\n`)
            .write();
    }
    catch (err) {
        if (!(err instanceof _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanError */ .W6))
            throw err;
        // The annotation's file: the plan's name in the repository, unless it lies outside it.
        const file = location.file.startsWith('../') ? location.path : location.file;
        for (const p of err.problems)
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.error(p.path ? `${p.path}: ${p.message}` : p.message, {
                file,
                startLine: p.line,
                startColumn: p.column,
            });
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setOutput('valid', 'false');
        await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.summary
            .addRaw(`❌ \`${file}\` has ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}:\n\n`)
            .addList(err.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)))
            .write();
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${file} is not a valid plan (${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}); see the annotations.`);
    }
}


/***/ })

};
