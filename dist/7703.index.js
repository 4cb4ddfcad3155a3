export const id = 7703;
export const ids = [7703];
export const modules = {

/***/ 4054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ changeRefusals)
/* harmony export */ });
/* unused harmony export blobSizes */
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8826);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4323);
// The patch rules (core/patch-rules.ts) applied to two trees in a git repository: what git says
// changed between them, with the size of each new file. The writer checks the attempt's patch
// with it; the task job's record step checks the agent's saved tree with it first, so that the
// attempt itself says why its change would be refused.


/** What changed from `from` to `to`, and why each refused path is refused. */
async function changeRefusals(git, from, to, rules) {
    const changes = await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .treeChanges */ .CJ)(git, from, to);
    const sizes = await blobSizes(git, changes.filter((c) => c.newSha && !/^0+$/.test(c.newSha)).map((c) => c.newSha));
    const refused = (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .patchRefusals */ .IP)(changes.map((c) => ({ ...c, size: c.newSha ? sizes.get(c.newSha) : undefined })), rules);
    return { changes, refused };
}
/** The size of each blob, in one `git cat-file --batch-check`. */
async function blobSizes(git, shas) {
    const out = new Map();
    if (shas.length === 0)
        return out;
    const r = await git.exec(['cat-file', '--batch-check=%(objectname) %(objectsize)'], {
        input: `${shas.join('\n')}\n`,
    });
    for (const l of r.stdout.split('\n')) {
        const [sha, size] = l.split(' ');
        if (sha && size && /^\d+$/.test(size))
            out.set(sha, Number(size));
    }
    return out;
}


/***/ }),

/***/ 4500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nb: () => (/* binding */ startRetry),
/* harmony export */   iQ: () => (/* binding */ writeRetryPatch),
/* harmony export */   jd: () => (/* binding */ treePatch),
/* harmony export */   n$: () => (/* binding */ readRetryPatch)
/* harmony export */ });
/* unused harmony exports retryPatchPath, applyPreviousWork */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _patch_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4054);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4323);
// A failed attempt's work, carried to the next attempt of the task (docs/ARCHITECTURE.md#life-of-a-task-locally): saved as a
// binary patch against the commit the attempt started from (`.ralph/retry/<task>.patch`
// locally, `retry/<task>.patch` in the attempt artifact in CI), and applied onto the work tree
// before the next attempt's agent runs, so a retry goes on from what the last one left. The
// patch is checked first with the same rules the writer job applies to a passing attempt's
// patch: one that would change the plan, `.github/` or another protected path, git's own files,
// a symbolic link or a submodule is refused, and the retry starts from the commit instead.




/** The patch file of a task's last failed attempt, in a retry folder. */
function retryPatchPath(dir, taskId) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${taskId}.patch`);
}
/**
 * A binary patch (new files included, no renames: each path as itself) from `from` to `to`: two
 * trees, or with `to` undefined, `from` to what git's index holds; only `paths` when given.
 */
async function treePatch(git, from, to, paths) {
    const args = ['diff', '--binary', '--full-index', '--no-renames'];
    const range = to === undefined ? ['--cached', from] : [from, to];
    // Paths are names, not patterns: a file named `*.txt` must not take others with it.
    const r = await git.execRaw(paths ? ['--literal-pathspecs', ...args, ...range, '--', ...paths] : [...args, ...range]);
    return r.stdout;
}
/** Writes the patch beside the task's retry context; an empty patch removes an old one. */
function writeRetryPatch(dir, taskId, patch) {
    const path = retryPatchPath(dir, taskId);
    if (patch.length === 0) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
        return;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, patch);
}
/** The task's saved patch in a retry folder; undefined when there is none (or it is empty). */
function readRetryPatch(dir, taskId) {
    const path = retryPatchPath(dir, taskId);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
        return undefined;
    const patch = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    return patch.length > 0 ? patch : undefined;
}
/** GitHub refuses a file over 100 MB in a push, so a patch holding one is refused here too. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/**
 * Applies a previous attempt's patch onto the work tree, which must be at `base` (HEAD, clean
 * but for paths the patch does not touch): first into a scratch index from `base`, where git
 * says what it changes and the patch rules judge it; then, when it holds, onto the work tree
 * alone (git's index stays at HEAD: the changes are the next attempt's, as if its agent made
 * them). The problem, in a sentence, when it does not apply or is refused.
 */
async function applyPreviousWork(git, o) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(o.scratchIndex), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(o.scratchIndex, { force: true });
    const editor = new _spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .TreeEditor */ .mQ(git, o.scratchIndex);
    try {
        await editor.read(o.base);
        const error = await editor.apply(o.patch);
        if (error)
            return { applied: false, problem: `it does not apply to ${o.base.slice(0, 7)}: ${error}` };
        const { changes, refused } = await (0,_patch_check_js__WEBPACK_IMPORTED_MODULE_2__/* .changeRefusals */ .m)(git, o.base, await editor.write(), {
            planFile: o.planFile,
            protectedPaths: o.protectedPaths,
            maxFileBytes: o.maxFileBytes ?? MAX_FILE_BYTES,
        });
        if (refused.length > 0)
            return { applied: false, problem: refused.join('; ') };
        const r = await git.exec(['apply', '--binary', '--whitespace=nowarn', '-'], {
            input: o.patch,
            allowFailure: true,
        });
        if (r.exitCode !== 0)
            return {
                applied: false,
                problem: `it does not apply to the work tree: ${r.stderr.trim() || `git apply exited ${r.exitCode}`}`,
            };
        return { applied: true, paths: changes.map((c) => c.path) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(o.scratchIndex, { force: true });
    }
}
/**
 * The retry context with where the attempt starts (`workTree`), the previous attempt's patch
 * applied onto the work tree when there is one and a fresh start is not asked for. `fromFile`:
 * the context came with the attempt's files (its retry file, or its artifact), not only from
 * its record in the plan. `onNote` hears why a patch was not applied.
 */
async function startRetry(git, o) {
    if (!o.retry)
        return undefined;
    const reset = (workTreeNote) => ({
        ...o.retry,
        workTree: 'reset',
        ...(workTreeNote ? { workTreeNote } : {}),
    });
    if (o.fresh)
        return reset();
    if (!o.patch) {
        if (!o.fromFile)
            return reset('only its record in the plan was found, not its changes');
        return reset(o.retry.diffSummary?.trim() ? 'its changes were not found' : 'it changed no file');
    }
    const carried = await applyPreviousWork(git, {
        base: o.base,
        patch: o.patch,
        scratchIndex: o.scratchIndex,
        planFile: o.planFile,
        protectedPaths: o.protectedPaths,
        maxFileBytes: o.maxFileBytes,
    });
    if (carried.applied)
        return { ...o.retry, workTree: 'kept' };
    const note = `attempt ${o.retry.attempt}'s changes were not carried over: ${carried.problem}`;
    o.onNote?.(`${note}; this attempt starts from the commit`);
    return reset(note);
}


/***/ }),

/***/ 9137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ AgentOutcomeSchema),
/* harmony export */   hc: () => (/* binding */ agentUsage),
/* harmony export */   ui: () => (/* binding */ GateResultSchema)
/* harmony export */ });
/* unused harmony export AGENT_OUTCOMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.

/** How an agent run ended, before any gate has looked at the work. */
const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'];
const AgentOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(AGENT_OUTCOMES);
/**
 * Those fields of an agent run (or of an attempt artifact's agent), and no other: the one list
 * of them, for `ralph build`, the run step (agentFacts) and the writer.
 */
function agentUsage(a) {
    return {
        turns: a?.turns,
        inputTokens: a?.inputTokens,
        outputTokens: a?.outputTokens,
        costUsd: a?.costUsd,
        provider: a?.provider,
        model: a?.model,
        promptBytes: a?.promptBytes,
    };
}
/**
 * A gate result as the attempt artifact holds it: written by a job that ran the agent's code,
 * so its shape is checked, and the fields only a local run has (the log's path) are left out.
 */
const GateResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});


/***/ }),

/***/ 5763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ agentFacts),
/* harmony export */   P2: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.P2),
/* harmony export */   UD: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.UD),
/* harmony export */   cr: () => (/* binding */ recordedOnBranch),
/* harmony export */   pr: () => (/* binding */ AttemptReportSchema),
/* harmony export */   px: () => (/* binding */ parseMatrixEntry),
/* harmony export */   sQ: () => (/* binding */ ATTEMPT_FILES),
/* harmony export */   z5: () => (/* binding */ parseMatrix)
/* harmony export */ });
/* unused harmony exports MatrixEntrySchema, MatrixSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2311);
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5563);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _outcomes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9137);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2479);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9842);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5399);
// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.







const sha = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().superRefine((value, ctx) => {
    const unsafe = (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig()]).transform(String),
    /**
     * The leg's agent as the schedule job resolved it (agent-routing.ts): the provider whose CLI
     * the job installs and runs, and the model ('' for the CLI's default). Absent in a matrix
     * written by an older Ralph: the task job then resolves them from the plan.
     */
    provider: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd).optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(200).optional(),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ include: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(MatrixEntrySchema) });
/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
function parseMatrixEntry(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}); pass \`\${{ toJSON(matrix) }}\`.`);
    }
    const r = MatrixEntrySchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`);
    return r.data;
}
function parseMatrix(text, where) {
    let value;
    try {
        value = JSON.parse(text || '{"include":[]}');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}).`);
    }
    const r = MatrixSchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`);
    return r.data.include;
}

/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    task: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        outcome: _outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .AgentOutcomeSchema */ .$7,
        reason: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nonnegative().optional(),
        /** The provider, the model asked for and the prompt's size, for `ralph report`. */
        provider: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(100).optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(200).optional(),
        promptBytes: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(_outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .GateResultSchema */ .ui).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
});
const ATTEMPT_FILES = {
    report: 'attempt.json',
    patch: 'work.patch',
    retry: 'retry.json',
    transcript: 'transcript.log',
};
/**
 * Why a matrix entry's attempt needs no more work: the spec branch's plan records it, or the
 * task is finished or blocked there. The task job then runs no agent and the writer records
 * nothing (a re-run of either), judged by the branch alone, never by an artifact.
 */
function recordedOnBranch(plan, entry) {
    const task = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_4__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
        return `${entry.task} is ${task.status} on ${entry.branch} already`;
    return undefined;
}
/**
 * Those facts of an agent run, and no other field: the run step keeps them for the record step,
 * which puts them in the attempt artifact.
 */
function agentFacts(a) {
    return {
        outcome: a.outcome,
        reason: a.reason,
        interrupted: a.interrupted,
        exitCode: a.exitCode,
        durationMs: a.durationMs,
        ...(0,_outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .agentUsage */ .hc)(a),
    };
}


/***/ }),

/***/ 4638:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ runAttemptAgent),
/* harmony export */   ub: () => (/* binding */ reclaimAfterGates)
/* harmony export */ });
/* unused harmony export withPlanArgs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_agents_codex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4867);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1192);
/* harmony import */ var _adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7799);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8248);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6276);
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6780);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1733);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8772);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8111);
// One attempt at a task, the part `ralph build` and the CI task job share (docs/ARCHITECTURE.md#the-prompt, #agents):
// the prompt (with the previous failure injected), the MCP configuration, one agent process
// under the task's limits, the work tree taken back from it, and the check of its done claim.
// The gates run after it (in-process locally, one workflow step each in CI), and the verdict is
// core/attempt.ts's concludeAttempt. The two shells differ only in how state travels.












/** The warnings each onWarning function has heard, so that it hears each once. */
const heard = new WeakMap();
/**
 * Writes the prompt, runs the agent, takes the work tree back and checks a done claim. Throws
 * AgentNotInstalledError, before anything is written, when the agent's CLI is not installed.
 */
async function runAttemptAgent(git, o) {
    const task = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(o.plan, o.taskId)?.task;
    const routed = o.agent ?? (task ? (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveAgent */ .cT)(o.plan, task) : {});
    // The levels' `env` (a gateway's URL; `ralph validate` refuses secrets) on top.
    const env = { ...o.env, ...routed.env };
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAgentInstalled */ .og)(o.provider, env);
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_5__/* .createRepoReader */ .wA)(o.root);
    const prompt = o.retry
        ? (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .generateRetryPrompt */ .Gl)(o.plan, o.taskId, reader, o.retry, { planFile: o.planFile })
        : (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .generateTaskPrompt */ .Jk)(o.plan, o.taskId, reader, { planFile: o.planFile });
    const guard = {
        ...o.guard,
        planBefore: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(o.planPath),
        // What was changed before the agent ran (a setup step) is not the agent's work.
        changedBefore: o.guard.changedBefore ?? new Set(await git.changedPaths()),
    };
    const mcp = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .mcpConfig */ .nX)(o.plan, o.taskId);
    const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.workDir, 'mcp.json') : undefined;
    if (mcp && mcpConfigPath)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
    const warnings = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .limitWarnings */ .fT)(o.provider, { maxTurns: o.maxTurns, mcpServers: mcp?.mcpServers });
    if (o.onWarning) {
        const said = heard.get(o.onWarning) ?? new Set();
        heard.set(o.onWarning, said);
        for (const w of warnings) {
            if (said.has(w))
                continue;
            said.add(w);
            o.onWarning(w);
        }
    }
    // The index as Ralph leaves it to the agent: one the agent rewrites is not trusted after it.
    guard.index = await git.indexStamp();
    const maxCostUsd = o.maxCostUsd ?? (task ? (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .attemptMaxCostUsd */ .x9)(o.plan, task) : undefined);
    // A Codex gateway the plan defines goes through Ralph's key proxy too; its key stays with Ralph.
    const gateway = o.provider.name === 'codex' ? (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .codexGateway */ .Sl)(routed.args ?? []) : undefined;
    const agent = await (0,_adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .runAgent */ .JN)({
        provider: withPlanArgs(o.provider, routed.args, gateway),
        codexGateway: gateway,
        keyNames: (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .namedKeyVariables */ .cI)(routed),
        prompt,
        cwd: o.root,
        limits: {
            maxTurns: o.maxTurns,
            timeoutMs: o.timeoutMs,
            model: routed.model,
            mcpConfigPath,
            ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
        },
        transcriptPath: o.transcriptPath,
        env,
        keyEnv: o.keyEnv,
        onKeyProxy: o.onKeyProxy,
        userCommand: routed.command,
        signal: o.signal,
        onOutput: o.onOutput,
        onLine: o.onLine,
        runAs: o.runAs,
        network: o.network,
    });
    const reclaimed = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_10__/* .reclaimWorkTree */ .XJ)(git, guard);
    const problems = agent.outcome === 'done' && !agent.interrupted ? (0,_claim_js__WEBPACK_IMPORTED_MODULE_10__/* .claimProblems */ .Lu)(o.root, reclaimed, o.outputArtifacts) : [];
    return { prompt, agent, guard, changed: reclaimed.changed, problems, notes: reclaimed.notes, warnings };
}
/**
 * The agent's `args` (from whichever level set them) after the provider's own options, so they have the last word (a
 * gateway's `-c model_provider=...` for codex, say); for the `command` provider, added to its
 * command line, quoted.
 */
function withPlanArgs(provider, args, gateway) {
    if (!args || args.length === 0)
        return provider;
    return {
        ...provider,
        command(input) {
            if (provider.name === 'command')
                return provider.command({
                    ...input,
                    userCommand: input.userCommand && `${input.userCommand} ${args.map(_core_shell_js__WEBPACK_IMPORTED_MODULE_11__/* .shellWord */ .r).join(' ')}`,
                });
            const cmd = provider.command(input);
            const proxied = gateway && input.modelProxy?.openai
                ? (0,_adapters_agents_codex_js__WEBPACK_IMPORTED_MODULE_2__/* .gatewayThroughProxy */ .Yg)(gateway.id, input.modelProxy.openai)
                : undefined;
            // The gateway's address and key variable re-pointed at the proxy, after the plan's own.
            if (proxied)
                return { ...cmd, args: [...cmd.args, ...args, ...proxied.args], env: { ...cmd.env, ...proxied.env } };
            return { ...cmd, args: [...cmd.args, ...args] };
        },
    };
}
/** After the gates ran the agent's code: the work tree taken back again, and what was refused. */
async function reclaimAfterGates(git, guard) {
    return (await (0,_claim_js__WEBPACK_IMPORTED_MODULE_10__/* .reclaimWorkTree */ .XJ)(git, guard)).problems.map((p) => `a gate ${p}`);
}


/***/ })

};
