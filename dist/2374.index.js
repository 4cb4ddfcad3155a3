export const id = 2374;
export const ids = [2374,4323];
export const modules = {

/***/ 2374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   recordStep: () => (/* binding */ recordStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6793);
/* harmony import */ var _adapters_patch_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4054);
/* harmony import */ var _adapters_previous_work_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4500);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(526);
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5983);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8216);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5763);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4638);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7972);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1116);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7428);
/* harmony import */ var _private_git_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(6661);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(6370);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8598);


















const NO_RESULT = {
    outcome: 'crashed',
    reason: 'the agent step did not finish (no result file); see the job log',
    exitCode: null,
    durationMs: 0,
    claimProblems: [],
    changed: [],
    transcriptTail: '',
};
/**
 * `command: record`, the task job's last step: it decides nothing for good and writes nothing
 * anywhere but the attempt artifact's folder ($RUNNER_TEMP/ralph/attempt), which the workflow
 * uploads for the writer job: the agent's outcome, the gate results, the change as a binary
 * patch against the start commit, the retry context for the next attempt, the transcript and
 * the gate logs. The patch is the tree the run step saved right after the agent, not the work
 * tree: what the gates wrote is never in it. The writer validates it and records the attempt.
 */
async function recordStep(settings) {
    const entry = (0,_run_js__WEBPACK_IMPORTED_MODULE_16__.requireEntry)(settings);
    const repo = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_15__/* .taskJobGit */ .BU)(settings);
    // A step killed while the agent or a gate ran leaves the work tree lent: taken back first.
    const runAs = (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_12__/* .hasJobAgentUser */ .EX)() ? await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_12__/* .agentUserFor */ .A$)(settings) : undefined;
    try {
        await recordAttempt(settings, entry, repo.git);
    }
    finally {
        // The job is over for the agent: its repository and its user go. A failure here is said,
        // and does not keep the attempt (written already) from being uploaded.
        try {
            await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_15__/* .dropAgentRepository */ .FG)(repo, runAs);
            await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_12__/* .dropJobAgentUser */ .Vz)(runAs);
        }
        catch (err) {
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Could not remove the agent user or its repository: ${err.message}`);
        }
    }
}
async function recordAttempt(settings, entry, git) {
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .paths */ .f0)();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(p.attempt, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(p.attempt, { recursive: true });
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const finishedAt = new Date().toISOString();
    const write = async (report) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTEMPT_FILES */ .sQ.report), `${JSON.stringify(report, null, 2)}\n`);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('artifact', p.attempt);
    };
    const state = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.task) ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .readTaskState */ .Lf)() : undefined;
    if (state && (state.spec !== entry.spec || state.task !== entry.task || state.attempt !== entry.attempt))
        throw new Error(`The job state in ${p.dir} is for ${state.spec}/${state.task} attempt ${state.attempt}, not the matrix entry's ${entry.spec}/${entry.task} attempt ${entry.attempt}.`);
    const base = {
        version: 1,
        spec: entry.spec,
        task: entry.task,
        attempt: entry.attempt,
        startedAt: state?.startedAt ?? finishedAt,
        finishedAt,
    };
    if (state?.alreadyRecorded) {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Nothing to record: ${state.alreadyRecorded}.`);
        await write({
            ...base,
            alreadyRecorded: true,
            agent: { outcome: 'crashed', exitCode: null, durationMs: 0 },
            claimProblems: [],
            gates: [],
            patch: false,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'recorded');
        return;
    }
    if (!state) {
        // The run step stopped before the agent ran (its log says why; a gate that fails on the
        // untouched tree says it here too): a setup error, not an attempt. The writer records
        // nothing and fails, naming it.
        const problem = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_13__/* .readBaselineState */ .HU)()?.problem;
        await write({
            ...base,
            setupError: problem
                ? (0,_baseline_js__WEBPACK_IMPORTED_MODULE_13__/* .setupErrorText */ .zs)(problem)
                : 'the run step stopped before the agent ran; its log says why',
            agent: { outcome: 'crashed', exitCode: null, durationMs: 0 },
            claimProblems: [],
            gates: [],
            patch: false,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'error');
        return;
    }
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .readAgentState */ .$k)() : NO_RESULT;
    const expected = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .gatesInput */ .RC)(settings.gates, 'record');
    // The gates ran the agent's code: take the work tree back before the patch is made.
    const refused = state
        ? await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_10__/* .reclaimAfterGates */ .ub)(git, {
            root: settings.workspace,
            branch: state.branch,
            startSha: state.startSha,
            planFile,
            planPath: settings.planPath,
            planBefore: Buffer.from((await git.show(state.startSha, planFile)) ?? '', 'utf8'),
            protectedPaths: state.protectedPaths,
            changedBefore: new Set(state.changedBefore),
        })
        : [];
    const { results } = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .readGateResults */ .oN)(expected);
    // A required gate whose tool was missing: a setup problem, not this attempt's failure. The
    // writer records no attempt and says it; the task stays as it is.
    const setup = results.find((r) => r.required && r.setupProblem)?.setupProblem;
    if (setup) {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .error */ .z3((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_17__/* .untrustedMessage */ .qO)(setup));
        await write({
            ...base,
            setupError: (0,_baseline_js__WEBPACK_IMPORTED_MODULE_13__/* .setupErrorText */ .zs)(setup),
            agent: { outcome: agent.outcome, exitCode: agent.exitCode, durationMs: agent.durationMs },
            claimProblems: [],
            gates: [],
            patch: false,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'error');
        await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
            .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: setup problem, not recorded`, 3)
            .addRaw(`\n\n\`\`\`\n${setup}\n\`\`\`\n`)
            .write();
        return;
    }
    // The writer's patch rules, on the tree the agent left: the attempt says here why its change
    // would be refused (a file over max-file-size, CODEOWNERS, a control character in a name).
    const ruleRefusals = agent.outcome === 'done' && agent.tree && _job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .TREE_ID */ .zi.test(agent.tree)
        ? (await (0,_adapters_patch_check_js__WEBPACK_IMPORTED_MODULE_4__/* .changeRefusals */ .m)(git, state.startSha, agent.tree, {
            planFile,
            protectedPaths: state.protectedPaths,
            maxFileBytes: settings.maxFileBytes,
        }).catch(() => ({ refused: [] }))).refused
        : [];
    const problems = [...agent.claimProblems, ...refused, ...ruleRefusals];
    const { verdict, gates } = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_7__/* .concludeAttempt */ .jp)({ agent, problems, gates: results, expected });
    const discarded = await gateWrites(git, agent, planFile);
    const tree = verdict.outcome === 'passed' ? await agentTree(git, agent, p.agent) : undefined;
    let patch = false;
    if (tree) {
        // Everything the agent changed, untracked files included, as git saw it against the start
        // right after the agent: never what the gates wrote since.
        const diff = await git.execRaw([
            'diff',
            '--binary',
            '--full-index',
            '--no-renames',
            state.startSha,
            tree,
        ]);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTEMPT_FILES */ .sQ.patch), diff.stdout);
        patch = true;
    }
    // A failed attempt's work goes beside its retry context: the next attempt's job applies it
    // onto its start commit (previous-attempt.ts), so a retry goes on from it.
    // Both are the agent's own paths: not what a setup step changed before it ran.
    const saved = agent.tree && _job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .TREE_ID */ .zi.test(agent.tree) ? agent.tree : undefined;
    const agentPaths = agent.changed.length <= MAX_PATHSPEC ? agent.changed : undefined;
    if (verdict.outcome !== 'passed' && saved)
        (0,_adapters_previous_work_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRetryPatch */ .iQ)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'retry'), entry.task, agent.changed.length > 0 ? await (0,_adapters_previous_work_js__WEBPACK_IMPORTED_MODULE_5__/* .treePatch */ .jd)(git, state.startSha, saved, agentPaths) : Buffer.alloc(0));
    if (verdict.outcome !== 'passed')
        (0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeRetryFile */ .oZ)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'retry'), entry.task, (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .retryContextOf */ .VU)(entry.attempt, agent.outcome, verdict, agent.transcriptTail, saved
            ? agent.changed.length === 0
                ? ''
                : (await git.exec([
                    '--literal-pathspecs',
                    'diff',
                    '--stat=100',
                    state.startSha,
                    saved,
                    ...(agentPaths ? ['--', ...agentPaths] : []),
                ], { allowFailure: true })).stdout.trim()
            : await git.diffSummary()));
    if (agent.transcriptPath && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(agent.transcriptPath))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(agent.transcriptPath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_9__/* .ATTEMPT_FILES */ .sQ.transcript));
    for (const g of gates) {
        const log = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.gates, (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(g.name));
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(log)) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'gates'), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(log, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'gates', (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(g.name)));
        }
    }
    await write({
        ...base,
        agent: (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_9__/* .agentFacts */ .Ld)(agent),
        claimProblems: problems,
        gates: gates.map((g) => ({ ...g, outputTail: g.outputTail.slice(-16_000) })),
        patch,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', verdict.outcome);
    const line = `${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`;
    if (verdict.outcome === 'passed')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(line);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_17__/* .untrustedMessage */ .qO)(`${line}: ${verdict.summary.split('\n')[0]}`));
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`, 3)
        .addRaw('The writer job records it on the spec branch.\n\n')
        .addRaw(discarded.map((note) => `⚠️ ${note}\n\n`).join(''))
        .addRaw(ruleRefusals.map((why) => `⛔ ${escapeHtml(why)}\n\n`).join(''))
        .addTable([
        [
            { data: 'Gate', header: true },
            { data: 'Result', header: true },
            { data: 'Duration', header: true },
        ],
        ...gates.map((g) => [
            g.name,
            g.passed ? '✅ passed' : g.required ? '❌ failed' : '⚠️ failed (optional)',
            'durationMs' in g ? `${(Number(g.durationMs) / 1000).toFixed(1)}s` : '–',
        ]),
    ])
        .addDetails('Summary', `\n\n\`\`\`\n${verdict.summary}\n\`\`\`\n`)
        .write();
}
/** Paths named on a git command line at most; more, and the whole change is taken. */
const MAX_PATHSPEC = 1_000;
/**
 * The tree the run step saved right after the agent: a tree object in Ralph's private
 * repository, which the agent user cannot reach, named in the agent's result file, which it
 * cannot write either.
 */
async function agentTree(git, agent, file) {
    const tree = agent.tree;
    if (!tree || !_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .TREE_ID */ .zi.test(tree))
        throw new Error(`The agent's result (${file}) names no saved work tree (tree: ${JSON.stringify(tree ?? null)}); the run and record steps must be the same Ralph version. Run the job again.`);
    const type = await git.exec(['cat-file', '-t', tree], { allowFailure: true });
    if (type.stdout.trim() !== 'tree')
        throw new Error(`The agent's work tree ${tree}, named in ${file}, is not a tree in Ralph's repository ${git.place.gitDir ?? `${git.cwd}/.git`} (${type.stderr.trim() || type.stdout.trim()}). Run the job again.`);
    return tree;
}
/**
 * What the gates wrote, as their steps named it, and anything else changed in the work tree
 * since the agent (a step of the workflow's own between the gates, a gate step killed before
 * it could say): all left out of the patch.
 */
async function gateWrites(git, agent, planFile) {
    const named = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .readGateWrites */ .uN)();
    const notes = named.map(_engine_claim_js__WEBPACK_IMPORTED_MODULE_11__/* .gateWritesNote */ .yN);
    if (!agent.tree || !_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .TREE_ID */ .zi.test(agent.tree))
        return notes;
    const seen = new Set(named.flatMap((w) => w.paths));
    const other = (await (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .changedSince */ .$A)(git, agent.tree).catch(() => [])).filter((path) => path !== planFile && !seen.has(path));
    if (other.length > 0) {
        const note = `${other.length} file${other.length === 1 ? '' : 's'} changed in the work tree after the agent ran, named by no gate step (${other.slice(0, 5).join(', ')}${other.length > 5 ? `, and ${other.length - 5} more` : ''}); Ralph left the changes out of the attempt.`;
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_17__/* .untrustedMessage */ .qO)(note));
        notes.push(note);
    }
    return notes;
}
/** Text for the summary's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}


/***/ }),

/***/ 4054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ changeRefusals)
/* harmony export */ });
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

/***/ 4323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ REMOTE),
/* harmony export */   C3: () => (/* binding */ mergeConflicts),
/* harmony export */   CJ: () => (/* binding */ treeChanges),
/* harmony export */   Md: () => (/* binding */ mergeTrees),
/* harmony export */   RZ: () => (/* binding */ pushLeased),
/* harmony export */   SC: () => (/* binding */ commitTree),
/* harmony export */   TB: () => (/* binding */ oneSpecCommit),
/* harmony export */   eL: () => (/* binding */ startCommit),
/* harmony export */   fI: () => (/* binding */ remoteSha),
/* harmony export */   g7: () => (/* binding */ treeOf),
/* harmony export */   m1: () => (/* binding */ taskCommitsBetween),
/* harmony export */   mQ: () => (/* binding */ TreeEditor),
/* harmony export */   r4: () => (/* binding */ fetchBranches),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6689);
// The spec-branch git algorithm in one place (after create-pull-request's
// create-or-update-branch): the commit a task starts from (the base merged in the same way by
// the task job and the writer), merges as GitHub makes them (`git merge-tree`, no merge
// drivers), trees edited through a private index and commits made without a work tree, and
// pushes with a lease. The writer job (action/finalize.ts) composes them; `ralph build` uses
// the work-tree ones.

const REMOTE = 'origin';
async function remoteSha(git, branch) {
    return git.revParse(`refs/remotes/${REMOTE}/${branch}`);
}
/** Fetches the given branches (and prunes deleted ones) into refs/remotes/origin/. */
async function fetchBranches(git, refspecs = ['+refs/heads/*:refs/remotes/origin/*']) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, ...refspecs]);
}
/**
 * Merges `baseTip` into the checked-out branch when it is not in it yet. A conflict is backed
 * out (the branch stays as it was) and reported as false; the spec's final squash onto the
 * base surfaces it for review.
 */
async function mergeBase(git, baseTip, baseName) {
    if (await git.try(['merge-base', '--is-ancestor', baseTip, 'HEAD']))
        return false;
    const r = await git.exec([
        '-c',
        `user.name=${_git_js__WEBPACK_IMPORTED_MODULE_0__/* .RALPH_IDENTITY */ .tn.name}`,
        '-c',
        `user.email=${_git_js__WEBPACK_IMPORTED_MODULE_0__/* .RALPH_IDENTITY */ .tn.email}`,
        'merge',
        '--quiet',
        '--no-edit',
        '-m',
        `Merge ${baseName} into the spec branch`,
        baseTip,
    ], { allowFailure: true });
    if (r.exitCode === 0)
        return true;
    await git.exec(['merge', '--abort'], { allowFailure: true });
    return false;
}
/** The first commit completing each task in `from..to` (the commits `ralph(spec): complete <task>`). */
async function taskCommitsBetween(git, from, to) {
    const map = new Map();
    const log = await git.out(['log', '--reverse', '--format=%H%x00%s', `${from}..${to}`]);
    for (const line of log.split('\n')) {
        const [sha, subject] = line.split('\0');
        const m = /^ralph\([^)]*\): complete (\S+)$/.exec(subject ?? '');
        if (sha && m && !map.has(m[1]))
            map.set(m[1], sha);
    }
    return map;
}
/** Environment that makes a commit's identity and dates fixed: the same inputs, the same sha. */
function commitEnv(identity = _git_js__WEBPACK_IMPORTED_MODULE_0__/* .RALPH_IDENTITY */ .tn, date) {
    return {
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    };
}
/** A commit of `tree` with `parents`, made without a work tree; returns its sha. */
async function commitTree(git, tree, parents, message, opts = {}) {
    return (await git.exec(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'], {
        input: message.endsWith('\n') ? message : `${message}\n`,
        env: commitEnv(opts.identity, opts.date),
    })).stdout.trim();
}
/**
 * Merges two commits without a work tree (`git merge-tree --write-tree`, git's own merge with
 * no merge drivers, as GitHub merges): the merged tree, or the paths that conflict. The merge
 * base is git's own (`--merge-base` needs git 2.40): replaying a commit onto a branch that grew
 * from its parent is this merge, with that parent as the base.
 */
async function mergeTrees(git, ours, theirs) {
    const r = await git.exec(['merge-tree', '--write-tree', '--name-only', '--no-messages', ours, theirs], {
        allowFailure: true,
    });
    const lines = r.stdout.split('\n');
    if (r.exitCode === 0)
        return { tree: lines[0].trim(), conflicts: [] };
    if (r.exitCode === 1)
        return { conflicts: [...new Set(lines.slice(1).filter(Boolean))] };
    throw new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS(['merge-tree', ours, theirs], r);
}
/** The paths that conflict when `theirs` is merged into `ours` (none when it is in already). */
async function mergeConflicts(git, ours, theirs) {
    if (await git.try(['merge-base', '--is-ancestor', theirs, ours]))
        return [];
    return (await mergeTrees(git, ours, theirs)).conflicts;
}
/**
 * The commit a task starts from: `start` itself when it contains the base's tip, else the merge
 * of the base's tip into it, made without a work tree with a fixed identity, date and message,
 * so the task job and the writer job make the same commit from the same two. Throws when the
 * two conflict.
 */
async function startCommit(git, opts) {
    if (await git.try(['merge-base', '--is-ancestor', opts.baseSha, opts.start]))
        return { sha: opts.start, merged: false };
    const m = await mergeTrees(git, opts.start, opts.baseSha);
    if (m.tree === undefined)
        throw new Error(`${opts.branch} conflicts with ${opts.base} in ${m.conflicts.join(', ')}; merge ${opts.base} into ${opts.branch} and resolve it.`);
    const times = await git.out(['show', '-s', '--format=%ct', opts.start, opts.baseSha]);
    const when = Math.max(...times.split('\n').map(Number));
    const sha = await commitTree(git, m.tree, [opts.start, opts.baseSha], `Merge ${opts.base} into ${opts.branch}`, { date: `@${when} +0000` });
    return { sha, merged: true };
}
async function treeChanges(git, from, to) {
    const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--raw', from, to])).stdout;
    const parts = out.split('\0');
    const changes = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
        const meta = parts[i];
        if (!meta.startsWith(':'))
            continue;
        const [oldMode, newMode, , newSha, status] = meta.slice(1).split(' ');
        changes.push({ path: parts[i + 1], oldMode: oldMode, newMode: newMode, newSha, status: status });
    }
    return changes;
}
/**
 * A tree edited through a private index file, never a work tree: nothing of what is edited is
 * written where a program could run it, and no filter or hook of the repository runs.
 */
class TreeEditor {
    git;
    env;
    constructor(git, indexFile) {
        this.git = git;
        this.env = { GIT_INDEX_FILE: indexFile };
    }
    async read(treeish) {
        await this.git.exec(['read-tree', treeish], { env: this.env });
    }
    /** Applies a binary patch to the index; the error text when it does not apply. */
    async apply(patch) {
        const r = await this.git.exec(['apply', '--cached', '--binary', '--whitespace=nowarn', '-'], {
            input: patch,
            env: this.env,
            allowFailure: true,
        });
        return r.exitCode === 0 ? undefined : r.stderr.trim() || `git apply exited ${r.exitCode}`;
    }
    /** Writes a file's bytes into the index as a regular file. */
    async put(path, content) {
        const blob = (await this.git.exec(['hash-object', '-w', '--no-filters', '--stdin'], { input: content })).stdout.trim();
        await this.git.exec(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], {
            env: this.env,
        });
    }
    async write() {
        return (await this.git.exec(['write-tree'], { env: this.env })).stdout.trim();
    }
}
/**
 * Sets the remote's `branch` to `commit` only if it still is at `expected` (undefined: only if
 * it does not exist), so nobody's push is ever overwritten. False when the branch moved.
 */
async function pushLeased(git, branch, commit, expected) {
    const r = await git.exec([
        'push',
        '--quiet',
        '--porcelain',
        '--no-follow-tags',
        `--force-with-lease=refs/heads/${branch}:${expected ?? ''}`,
        REMOTE,
        `${commit}:refs/heads/${branch}`,
    ], { allowFailure: true });
    if (r.exitCode === 0) {
        await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, commit]);
        return true;
    }
    if (/stale info|\[rejected\]|fetch first|non-fast-forward/.test(r.stdout + r.stderr))
        return false;
    throw new Error(`Could not push ${branch}: ${r.stderr.trim() || r.stdout.trim()}. Check that the job has \`contents: write\`.`);
}
/** The tree of a commit. */
async function treeOf(git, commit) {
    return git.out(['rev-parse', `${commit}^{tree}`]);
}
/** Whether `branchTip` is one commit on top of `parent` carrying the spec's trailer. */
async function oneSpecCommit(git, tip, specId) {
    const parents = (await git.out(['show', '-s', '--format=%P', tip])).split(' ').filter(Boolean);
    if (parents.length !== 1)
        return undefined;
    const message = (await git.exec(['show', '-s', '--format=%B', tip])).stdout;
    const spec = await git.out([
        'show',
        '-s',
        '--format=%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
        tip,
    ]);
    const subject = message.split('\n', 1)[0] ?? '';
    // A task's commit carries the trailer too; a spec's commit is not `ralph(spec): ...`.
    if (spec.trim() !== specId || subject.startsWith(`ralph(${specId}):`))
        return undefined;
    return { parent: parents[0], message };
}


/***/ })

};
