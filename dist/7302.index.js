export const id = 7302;
export const ids = [7302];
export const modules = {

/***/ 6848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planStep: () => (/* binding */ planStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8224);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(178);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8598);







/**
 * `command: plan`: the agent turns the markdown specs (`specs` input, default specs/*.md) into
 * tasks; the valid answer is merged into the plan file in the workspace (the workflow commits
 * it or opens a pull request). Outputs `plan-changed`; the summary lists added, kept and
 * removed tasks. Fails, writing nothing, when the agent gives no valid plan within the budget.
 */
async function planStep(settings) {
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath) || settings.planPath;
    const existing = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(settings.planPath) ? (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__/* .loadPlan */ .Yq)(settings.planPath).plan : undefined;
    const provider = settings.agent ?? existing?.agent?.provider ?? 'claude';
    const agentCommand = settings.agentCommand ?? existing?.agent?.command;
    if (provider === 'command' && !agentCommand)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    let result;
    const log = planLog();
    try {
        result = await (0,_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .planWithAgent */ .Jn)({
            root: settings.workspace,
            planPath: settings.planPath,
            specsGlob: settings.specs,
            provider,
            agentCommand,
            model: settings.model ?? existing?.agent?.model,
            maxAttempts: settings.maxAttempts || undefined,
            timeoutMs: settings.timeoutMinutes ? settings.timeoutMinutes * 60_000 : undefined,
            maxTurns: settings.maxTurns,
            // The agent gets this without the token and the inputs (planWithAgent applies agentEnv).
            env: process.env,
            onEvent: log.onEvent,
        });
    }
    catch (err) {
        log.close();
        if (err instanceof _engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .PlanModeError */ .LB)
            await reportNoPlan(err);
        throw err;
    }
    log.stream.close();
    await reportPlan(planFile, result);
}
/**
 * The planning's events in the log: each agent attempt in its own group. The agent's words never
 * reach the runner as workflow commands (untrusted-log.ts).
 */
function planLog() {
    let group = false;
    const stream = new _untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__/* .UntrustedOutput */ .Qb();
    const onEvent = (e) => {
        if (e.type !== 'output')
            stream.close();
        switch (e.type) {
            case 'specs':
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Planning from ${e.files.length} spec${e.files.length === 1 ? '' : 's'}: ${e.files.join(', ')}`);
                break;
            case 'attempt':
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Agent ${e.provider}: plan attempt ${e.attempt}/${e.maxAttempts}`);
                group = true;
                break;
            case 'output':
                stream.write(e.text);
                break;
            case 'agent':
                if (group)
                    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
                group = false;
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Attempt ${e.attempt}: the agent ${(0,_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .describeAgentEnd */ .wM)(e)} after ${Math.round(e.durationMs / 1000)}s`);
                break;
            case 'problems':
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Plan attempt ${e.attempt}: the answer is not a valid plan (${e.problems.length} problem${e.problems.length === 1 ? '' : 's'}):\n${e.problems.join('\n')}`);
                break;
            case 'note':
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(e.text);
                break;
        }
    };
    /** After a failure: the stream and any open group closed. */
    const close = () => {
        stream.close();
        if (group)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    };
    return { stream, onEvent, close };
}
/** No valid plan within the budget: `plan-changed` false, and the summary says why. */
async function reportNoPlan(err) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('plan-changed', 'false');
    const summary = _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z.addHeading('Ralph plan', 3).addRaw(`❌ ${err.message.split('\n')[0]}\n\n`);
    if (err.problems.length > 0)
        summary.addList(err.problems.map(escapeHtml));
    await summary.write();
}
/** The `plan-changed` output, the log line and the summary of added, kept and removed tasks. */
async function reportPlan(planFile, result) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('plan-changed', result.written ? 'true' : 'false');
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${planFile}: ${result.added.length} added, ${result.kept.length} kept, ${result.removed.length} no longer in their spec (kept); ${result.written ? 'written' : 'unchanged'}`);
    const ids = (list) => list.length > 0 ? list.map((id) => `<code>${escapeHtml(id)}</code>`).join(', ') : '–';
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addHeading('Ralph plan', 3)
        .addRaw(`${result.written ? `✅ Wrote \`${planFile}\`` : `\`${planFile}\` is unchanged`} from ${result.specFiles.length} spec${result.specFiles.length === 1 ? '' : 's'} in ${result.attempts} agent attempt${result.attempts === 1 ? '' : 's'}.\n\n`)
        .addTable([
        [
            { data: 'Tasks', header: true },
            { data: 'Count', header: true },
            { data: 'Ids', header: true },
        ],
        ['Added', String(result.added.length), ids(result.added)],
        ['Kept', String(result.kept.length), ids(result.kept)],
        ['No longer in their spec (kept)', String(result.removed.length), ids(result.removed)],
    ])
        .write();
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}


/***/ }),

/***/ 2167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ })

};
