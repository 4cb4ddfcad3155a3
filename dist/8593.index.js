export const id = 8593;
export const ids = [8593];
export const modules = {

/***/ 8593:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateStep: () => (/* binding */ validateStep)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8224);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);



/** `command: validate`: annotates each problem on the plan file and fails the step. */
async function validateStep(settings) {
    try {
        const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPlan */ .Yq)(settings.planPath);
        const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${settings.planPath}: valid (${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'})`);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('valid', 'true');
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z
            .addRaw(`✅ \`${settings.planPath}\` is valid: ${plan.specs.length} spec${plan.specs.length === 1 ? '' : 's'}, ${tasks} task${tasks === 1 ? '' : 's'}.\n`)
            .write();
    }
    catch (err) {
        if (!(err instanceof _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanError */ .W6))
            throw err;
        const file = settings.planPath.startsWith(`${settings.workspace}/`)
            ? settings.planPath.slice(settings.workspace.length + 1)
            : settings.planPath;
        for (const p of err.problems)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(p.path ? `${p.path}: ${p.message}` : p.message, {
                file,
                startLine: p.line,
                startColumn: p.column,
            });
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('valid', 'false');
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z
            .addRaw(`❌ \`${file}\` has ${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}:\n\n`)
            .addList(err.problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)))
            .write();
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${file} is not a valid plan (${err.problems.length} problem${err.problems.length === 1 ? '' : 's'}); see the annotations.`);
    }
}


/***/ })

};
