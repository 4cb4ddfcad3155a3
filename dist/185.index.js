export const id = 185;
export const ids = [185];
export const modules = {

/***/ 3185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/action/inputs.js
// All action inputs read in one place, validated, into one settings object (after
// actions/checkout's input-helper). Each command reads only the fields it needs.


const COMMANDS = [
    'validate',
    'listen',
    'commands',
    'schedule',
    'setup',
    'run',
    'gate',
    'record',
    'finalize',
    'plan',
];
function optionalInt(name) {
    const raw = core/* getInput */.V4(name);
    if (raw === '')
        return undefined;
    if (!/^\d+$/.test(raw))
        throw new Error(`Invalid input '${name}': "${raw}". Expected a whole number.`);
    return Number(raw);
}
function optional(name) {
    const v = core/* getInput */.V4(name);
    return v === '' ? undefined : v;
}
/**
 * A boolean input, with `fallback` when it is empty. A workflow passes an input it names in
 * `with:` even when its expression is empty (`${{ inputs.dry-run }}` on a `schedule` event,
 * whose `inputs` context is empty), and the runner then does not apply action.yml's default:
 * an empty value must mean the default here, not an error.
 */
function optionalBool(name, fallback) {
    const raw = core/* getInput */.V4(name);
    if (raw === '')
        return fallback;
    if (/^(true|True|TRUE)$/.test(raw))
        return true;
    if (/^(false|False|FALSE)$/.test(raw))
        return false;
    throw new Error(`Invalid input '${name}': "${raw}". Expected true or false (or nothing, for ${fallback}).`);
}
function oneOf(name, values, fallback) {
    const raw = core/* getInput */.V4(name);
    if (raw === '')
        return fallback;
    if (!values.includes(raw))
        throw new Error(`Invalid input '${name}': "${raw}". Expected one of: ${values.join(', ')}.`);
    return raw;
}
function readSettings() {
    const command = core/* getInput */.V4('command', { required: true });
    if (!COMMANDS.includes(command))
        throw new Error(`Invalid input 'command': "${command}". Expected one of: ${COMMANDS.join(', ')}.`);
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    return {
        command,
        workspace,
        planPath: (0,external_node_path_.resolve)(workspace, core/* getInput */.V4('plan') || 'implementation.json'),
        specId: optional('spec-id'),
        taskId: optional('task-id'),
        maxParallel: optionalInt('max-parallel'),
        maxAttempts: optionalInt('max-attempts'),
        branchPrefix: core/* getInput */.V4('branch-prefix') || 'ralph/',
        baseBranch: optional('base-branch'),
        specs: optional('specs'),
        agent: optional('agent'),
        agentCommand: optional('agent-command'),
        model: optional('model'),
        maxTurns: optionalInt('max-turns') || undefined,
        timeoutMinutes: optionalInt('timeout-minutes') || undefined,
        gate: optional('gate'),
        gateCommand: optional('gate-command'),
        gateRequired: optional('gate-required') === undefined ? undefined : optionalBool('gate-required', true),
        protectedPaths: core/* getInput */.V4('protected-paths')
            .split(/[\n,]/)
            .map((p) => p.trim())
            .filter(Boolean),
        issueNumber: optionalInt('issue-number'),
        dispatchNext: optionalBool('dispatch-next', false),
        autoMerge: optionalBool('auto-merge', false),
        workflow: optional('workflow'),
        dryRun: optionalBool('dry-run', false),
        run: optional('run'),
        task: optional('task'),
        gates: optional('gates'),
        matrix: optional('matrix'),
        attempts: optional('attempts'),
        transcript: oneOf('transcript', ['excerpt', 'full'], 'excerpt'),
        agentUser: oneOf('agent-user', ['auto', 'true', 'false'], 'auto'),
        token: core/* getInput */.V4('github-token'),
    };
}

;// CONCATENATED MODULE: ./build/action/main.js
// The action: one `try/catch` that ends in `core.setFailed`; each command below it throws.


const HANDLERS = {
    validate: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(593)]).then(__webpack_require__.bind(__webpack_require__, 8593))).validateStep,
    schedule: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(842), __webpack_require__.e(689), __webpack_require__.e(733), __webpack_require__.e(791), __webpack_require__.e(917)]).then(__webpack_require__.bind(__webpack_require__, 3598))).scheduleStep,
    run: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(997), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(842), __webpack_require__.e(689), __webpack_require__.e(733), __webpack_require__.e(605), __webpack_require__.e(288), __webpack_require__.e(302), __webpack_require__.e(637), __webpack_require__.e(280), __webpack_require__.e(400), __webpack_require__.e(790)]).then(__webpack_require__.bind(__webpack_require__, 790))).runStep,
    gate: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(689), __webpack_require__.e(605), __webpack_require__.e(302), __webpack_require__.e(564)]).then(__webpack_require__.bind(__webpack_require__, 4564))).gateStep,
    record: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(997), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(842), __webpack_require__.e(689), __webpack_require__.e(733), __webpack_require__.e(605), __webpack_require__.e(288), __webpack_require__.e(302), __webpack_require__.e(637), __webpack_require__.e(280), __webpack_require__.e(400), __webpack_require__.e(790), __webpack_require__.e(374)]).then(__webpack_require__.bind(__webpack_require__, 2374))).recordStep,
    finalize: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(997), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(842), __webpack_require__.e(689), __webpack_require__.e(733), __webpack_require__.e(605), __webpack_require__.e(791), __webpack_require__.e(288), __webpack_require__.e(302), __webpack_require__.e(637), __webpack_require__.e(280), __webpack_require__.e(400), __webpack_require__.e(790), __webpack_require__.e(141)]).then(__webpack_require__.bind(__webpack_require__, 9141))).finalizeStep,
    plan: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(842), __webpack_require__.e(689), __webpack_require__.e(605), __webpack_require__.e(288), __webpack_require__.e(178), __webpack_require__.e(848)]).then(__webpack_require__.bind(__webpack_require__, 6848))).planStep,
    setup: async () => (await Promise.all(/* import() */[__webpack_require__.e(605), __webpack_require__.e(806)]).then(__webpack_require__.bind(__webpack_require__, 4806))).setupStep,
    listen: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(997), __webpack_require__.e(813), __webpack_require__.e(842), __webpack_require__.e(689), __webpack_require__.e(733), __webpack_require__.e(280), __webpack_require__.e(168)]).then(__webpack_require__.bind(__webpack_require__, 2168))).listenStep,
    commands: async () => (await Promise.all(/* import() */[__webpack_require__.e(311), __webpack_require__.e(547), __webpack_require__.e(997), __webpack_require__.e(813), __webpack_require__.e(224), __webpack_require__.e(842), __webpack_require__.e(689), __webpack_require__.e(733), __webpack_require__.e(605), __webpack_require__.e(791), __webpack_require__.e(288), __webpack_require__.e(302), __webpack_require__.e(637), __webpack_require__.e(280), __webpack_require__.e(400), __webpack_require__.e(790), __webpack_require__.e(633)]).then(__webpack_require__.bind(__webpack_require__, 633))).commandsStep,
};
async function runAction() {
    try {
        const settings = readSettings();
        const load = HANDLERS[settings.command];
        if (!load)
            throw new Error(`The '${settings.command}' command is not available in this version of Ralph.`);
        const handler = await load();
        await handler(settings);
    }
    catch (error) {
        core/* setFailed */.C1(error instanceof Error ? error.message : String(error));
    }
}


/***/ })

};
