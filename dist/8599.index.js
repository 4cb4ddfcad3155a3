export const id = 8599;
export const ids = [8599];
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


/***/ }),

/***/ 2167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ unknownAgentText),
/* harmony export */   b: () => (/* binding */ closestKey)
/* harmony export */ });
// Which known name an unknown one is a slip of: `ralph depnds` for `depends`, a `dependOn` key
// for `dependsOn`. A module of its own, without the plan schema, so that the command line can
// suggest a command or an option without loading zod.
/**
 * The known key a key is most likely a slip of: the same but for case, "_" and "-"
 * (`depends_on`), or at most one edit away (two for keys of 6 letters or more), counting a swap
 * of neighbours as one edit. Undefined when none is that close.
 */
function closestKey(key, known) {
    if (key.length < 3)
        return undefined;
    const fold = (k) => k.toLowerCase().replace(/[_-]/g, '');
    const limit = key.length >= 6 ? 2 : 1;
    let best;
    let bestDistance = limit + 1;
    for (const k of known) {
        if (fold(k) === fold(key))
            return k;
        const d = editDistance(key, k, limit);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance, giving up (limit + 1) once it must exceed `limit`. */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, prev2[j - 2] + 1);
            row.push(d);
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin > limit)
            return limit + 1;
        prev2 = prev;
        prev = row;
    }
    return prev[b.length];
}
/** `unknown agent "codx"; did you mean codex?`, naming the agents there are. */
function unknownAgentText(name, agents) {
    const meant = closestKey(name, agents);
    return `unknown agent "${name}"; ${meant ? `did you mean ${meant}? The agents are` : 'use one of'} ${agents.join(', ')}`;
}


/***/ })

};
