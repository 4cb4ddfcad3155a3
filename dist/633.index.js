export const id = 633;
export const ids = [633,790];
export const modules = {

/***/ 7972:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ agentUserFor)
/* harmony export */ });
/* unused harmony export agentUserName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5590);
// The `agent-user` input in a task job's steps (DESIGN.md C7): the agent and the gates run as
// a separate user without sudo where the runner allows it (adapters/agent-user.ts).



let warned = false;
/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
async function agentUserFor(settings) {
    const decision = await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .decideAgentUser */ .vd)(settings.agentUser);
    if (!decision.use) {
        if (settings.agentUser !== 'false' && !warned)
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see the README's Security section.`);
        warned = true;
        return undefined;
    }
    return (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareAgentUser */ .co)({
        name: agentUserName(),
        workspace: settings.workspace,
        log: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz(m),
    });
}
/**
 * `ralph-agent`, with a suffix per runner where one machine runs several (self-hosted runner
 * instances, each with its own RUNNER_NAME): killing one job's leftover agent processes must
 * not kill another job's agent. Linux user names have at most 32 characters.
 */
function agentUserName(env = process.env) {
    const runner = env.RUNNER_NAME;
    if (!runner)
        return _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0;
    return `${_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(runner).digest('hex').slice(0, 8)}`;
}


/***/ }),

/***/ 633:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LOOKBACK_DAYS: () => (/* binding */ LOOKBACK_DAYS),
/* harmony export */   commandsStep: () => (/* binding */ commandsStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6421);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7918);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8224);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_commands_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(586);
/* harmony import */ var _core_github_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8535);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3280);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(790);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3598);















/** How far back a run looks for commands it has not answered. */
const LOOKBACK_DAYS = 14;
/**
 * `command: commands`, the first job of a run (DESIGN.md C12): reads from GitHub what people
 * asked of Ralph and it has not answered (`/ralph` comments on tracking issues and spec pull
 * requests, reviews that request changes on spec pull requests, of the last LOOKBACK_DAYS),
 * so that nothing is lost when several arrive while a run is busy (GitHub keeps only the newest
 * pending run). Bots are never heard; people without write access get one reply; the rest is
 * applied to the plan on the spec branch (retry, skip, a follow-up task) and answered. Ralph's
 * reply, with its hidden marker, is the record that a command was handled. No agent runs here.
 */
async function commandsStep(settings) {
    const { ctx, repo, git, octokit } = (0,_context_js__WEBPACK_IMPORTED_MODULE_11__/* .writerFor */ .P)(settings);
    const scratch = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-commands-'));
    const l = {
        git,
        octokit,
        repo,
        ctx,
        settings,
        planFile: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(settings.workspace, settings.planPath),
        base: await (0,_run_js__WEBPACK_IMPORTED_MODULE_12__.baseBranch)(git, settings),
        scratch,
        writers: new Map(),
    };
    const done = [];
    const failures = [];
    try {
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .fetchBranches */ .r4)(git);
        const pulls = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .openSpecPulls */ .a7)(octokit, repo, settings.branchPrefix);
        const since = new Date(Date.now() - LOOKBACK_DAYS * 86_400_000).toISOString();
        const comments = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .listRecentComments */ .u4)(octokit, repo, since);
        // Only Ralph's own replies (a bot's) count as the record: a person cannot write one away.
        const handled = (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .handledSources */ .hQ)(comments.filter((c) => c.author.bot).map((c) => c.body));
        const places = new Map();
        for (const pull of pulls)
            places.set(pull.number, { kind: 'pull', spec: pull.head.slice(settings.branchPrefix.length) });
        for (const comment of comments) {
            const source = `comment-${comment.id}`;
            if (comment.author.bot || handled.has(source))
                continue;
            // Only a /ralph comment costs a look-up of where it was written.
            if (!(0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommand */ .RM)(comment.body, { kind: 'issue' }))
                continue;
            try {
                const place = await placeOf(l, comment.issueNumber, places);
                const command = (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommand */ .RM)(comment.body, place);
                const what = await handleComment(l, comment, place, command);
                if (what)
                    done.push({ source, where: comment.issueNumber, author: comment.author.login, what });
            }
            catch (err) {
                failures.push(`${comment.url}: ${err.message}`);
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3(`${comment.url}: ${err.message}`);
                await failureReply(l, comment.issueNumber, source, err);
            }
        }
        for (const pull of pulls) {
            let reviews;
            try {
                reviews = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .changeReviews */ .Kb)(octokit, repo, pull.number);
            }
            catch (err) {
                failures.push(`#${pull.number}: ${err.message}`);
                continue;
            }
            for (const review of reviews) {
                const source = `review-${review.id}`;
                // Older than the look-back, its reply may be too: it was handled then.
                if (review.author.bot || handled.has(source) || review.submittedAt < since)
                    continue;
                try {
                    const what = await handleReview(l, pull, review);
                    if (what)
                        done.push({ source, where: pull.number, author: review.author.login, what });
                }
                catch (err) {
                    failures.push(`${review.url}: ${err.message}`);
                    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3(`${review.url}: ${err.message}`);
                    await failureReply(l, pull.number, source, err);
                }
            }
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(scratch, { recursive: true, force: true });
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('handled', String(done.length));
    const summary = ['## Ralph: commands', ''];
    summary.push(done.length > 0
        ? (0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .markdownTable */ .Qj)([
            ['Where', 'Who', 'What'],
            ...done.map((d) => [`#${d.where}`, d.author, d.what.split('\n')[0]]),
        ])
        : `No command or review waits for Ralph (looked back ${LOOKBACK_DAYS} days).`, '');
    if (failures.length > 0)
        summary.push('### Failed', '', ...failures.map((f) => `- ${f}`), '');
    await _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.addRaw(summary.join('\n')).write();
    if (failures.length > 0)
        throw new Error(`${failures.length} command(s) could not be handled:\n${failures.map((f) => `- ${f}`).join('\n')}`);
}
/** Which spec an issue or pull request is about, when it is Ralph's. */
async function placeOf(l, number, places) {
    const known = places.get(number);
    if (known)
        return known;
    const view = await planView(l);
    const bySpec = view.plan.specs.find((s) => s.issue === number);
    let place = { kind: 'issue' };
    if (bySpec)
        place = { kind: 'issue', spec: bySpec.id };
    else {
        const issue = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .getIssue */ .qB)(l.octokit, l.repo, number);
        // The marker counts only in what Ralph opened (a bot's): anyone can write one in theirs.
        const spec = issue.byBot ? view.plan.specs.find((s) => issue.body.includes((0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_14__/* .specMarker */ .eK)(s.id))) : undefined;
        if (spec)
            place = issue.pull ? { kind: 'pull', spec: spec.id } : { kind: 'issue', spec: spec.id };
    }
    places.set(number, place);
    return place;
}
let cachedView;
async function planView(l) {
    cachedView ??= await (0,_schedule_js__WEBPACK_IMPORTED_MODULE_13__.remotePlanView)(l.git, l.settings, l.base);
    return cachedView;
}
/** Whether the author may command Ralph (asked once per author and run). */
async function canWrite(l, login) {
    let yes = l.writers.get(login);
    if (yes === undefined) {
        yes = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .collaboratorCanWrite */ .wj)(l.octokit, l.repo, login);
        l.writers.set(login, yes);
    }
    return yes;
}
/**
 * Says that handling failed. Without the handled marker: the next run tries the command again
 * (and says so again if it fails again).
 */
async function failureReply(l, number, source, err) {
    const why = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 500);
    try {
        // One comment per command, updated in place: a command that keeps failing is not
        // answered anew by every run.
        await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertComment */ .lB)(l.octokit, l.repo, number, `<!-- ralph:failed:${source} -->`, `Ralph could not carry this out: ${why}. The next run tries again.${l.ctx.runUrl ? `\n\n<sub>[Ralph's run](${l.ctx.runUrl})</sub>` : ''}\n`);
    }
    catch {
        // The failure is in the job's log and summary already.
    }
}
async function reply(l, number, source, text) {
    await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .postComment */ .Gy)(l.octokit, l.repo, number, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .replyBody */ .Rl)(source, text, l.ctx.runUrl));
}
async function handleComment(l, comment, place, command) {
    const source = `comment-${comment.id}`;
    const who = comment.author.login;
    if (!(await canWrite(l, who))) {
        await reply(l, comment.issueNumber, source, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .notHeardText */ .hy)(who));
        return `not heard (${who} has no write access)`;
    }
    await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .reactToComment */ .QO)(l.octokit, l.repo, comment.id, 'eyes');
    const answer = async (text) => {
        await reply(l, comment.issueNumber, source, text);
        return text;
    };
    if (!place.spec)
        return answer("This is not an issue Ralph tracks (a spec's tracking issue or pull request), so the command does nothing here.");
    if (Date.parse(comment.updatedAt) - Date.parse(comment.createdAt) > 1_000)
        return answer('The command was edited after it was posted, so Ralph did nothing: post it again as a new comment.');
    switch (command.kind) {
        case 'malformed':
            return answer(`Ralph did not understand: ${command.why}. The commands:\n\n${_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .USAGE */ .u_.map((u) => `- ${u}`).join('\n')}`);
        case 'status': {
            const view = await planView(l);
            const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .schedule */ ._)(view.plan, { branchPrefix: l.settings.branchPrefix });
            return answer(`The plan as Ralph sees it now:\n\n${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .markdownTable */ .Qj)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .statusRows */ .O5)(view.plan, s, true))}`);
        }
        case 'retry':
        case 'skip': {
            // The task's state lives on its spec's branch: find the spec from the whole plan.
            const view = await planView(l);
            const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(view.plan, command.task);
            const specId = found?.spec.id ?? place.spec;
            try {
                const r = await onSpecBranch(l, specId, `${command.kind} ${command.task}`, (plan) => (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .applyTaskCommand */ .VZ)(plan, command, { author: who, created: comment.createdAt, place }));
                return answer(`\`${r.task.id}\`: ${r.from} → ${r.to} on \`${l.settings.branchPrefix}${r.spec.id}\`${command.kind === 'retry' ? ', with a fresh retry budget' : ''}${command.text ? '; your words are a comment on the task, which its next prompt shows' : ''}.`);
            }
            catch (err) {
                if (err instanceof _core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .CommandError */ .Qd)
                    return answer(`Nothing was done: ${err.message}.`);
                throw err;
            }
        }
        case 'change': {
            const req = {
                source,
                author: who,
                created: comment.createdAt,
                body: command.text,
                comments: [],
                url: comment.url,
            };
            const r = await onSpecBranch(l, place.spec, `follow-up of ${source}`, (plan) => (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .addFollowUp */ .eS)(plan, place.spec, req));
            return answer(r
                ? `A follow-up task of spec \`${place.spec}\`: \`${r.id}\`. It runs through the same gates; then this pull request is one commit again.`
                : 'Its follow-up task is in the plan already.');
        }
    }
}
async function handleReview(l, pull, review) {
    const source = `review-${review.id}`;
    const who = review.author.login;
    const spec = pull.head.slice(l.settings.branchPrefix.length);
    if (!(await canWrite(l, who))) {
        await reply(l, pull.number, source, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .notHeardText */ .hy)(who));
        return `not heard (${who} has no write access)`;
    }
    const req = {
        source,
        author: who,
        created: review.submittedAt,
        body: review.body,
        comments: review.comments,
        url: review.url,
    };
    const task = await onSpecBranch(l, spec, `follow-up of ${source}`, (plan) => (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .addFollowUp */ .eS)(plan, spec, req));
    const text = task
        ? `The review is a follow-up task of spec \`${spec}\`: \`${task.id}\`${review.comments.length > 0 ? `, with its ${review.comments.length} inline comment(s) and their files` : ''}. It runs through the same gates; then this pull request is one commit again.`
        : 'Its follow-up task is in the plan already.';
    await reply(l, pull.number, source, text);
    return text;
}
/**
 * Changes the plan on the spec's branch (as the remote has it) and pushes one commit with a
 * lease; `change` throws CommandError for a command that does nothing.
 */
async function onSpecBranch(l, specId, what, change) {
    const branch = `${l.settings.branchPrefix}${specId}`;
    for (let round = 1;; round++) {
        const tip = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .remoteSha */ .fI)(l.git, branch);
        if (!tip)
            throw new _core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .CommandError */ .Qd(`spec \`${specId}\` has no branch yet: it has not run`);
        const text = await l.git.show(tip, l.planFile);
        if (text === undefined)
            throw new Error(`${branch} has no ${l.planFile}.`);
        const plan = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePlanText */ .uo)(text, `${branch}:${l.planFile}`).plan;
        const result = change(plan);
        if (result === undefined)
            return result;
        const editor = new _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .TreeEditor */ .mQ(l.git, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(l.scratch, 'index'));
        await editor.read(tip);
        await editor.put(l.planFile, (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .editPlanText */ .VS)(text, plan, `${branch}:${l.planFile}`));
        const commit = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitTree */ .SC)(l.git, await editor.write(), [tip], `ralph(${specId}): ${what}\n\nRalph-Spec: ${specId}\n`);
        if (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .pushLeased */ .RZ)(l.git, branch, commit, tip)) {
            cachedView = undefined;
            return result;
        }
        if (round >= 3)
            throw new Error(`${branch} kept moving while Ralph pushed; the next run tries again.`);
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .fetchBranches */ .r4)(l.git, [`+refs/heads/${branch}:refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${branch}`]);
    }
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   RC: () => (/* binding */ gatesInput),
/* harmony export */   XD: () => (/* binding */ hasAgentState),
/* harmony export */   Y6: () => (/* binding */ writeTaskState),
/* harmony export */   YE: () => (/* binding */ writeGateResult),
/* harmony export */   f0: () => (/* binding */ paths),
/* harmony export */   oN: () => (/* binding */ readGateResults),
/* harmony export */   ws: () => (/* binding */ writeAgentState)
/* harmony export */ });
/* unused harmony exports stateDir, gateResultPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4115);
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/: `run`
// writes the task and the agent's result; each `gate` step writes its result; `record` reads
// them all and writes the attempt artifact. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.




function stateDir() {
    const base = process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.cwd(), '.ralph');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(base, 'ralph');
}
function readJson(path, what) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        throw new Error(`${what} is missing (${path}). The 'run' step must come first in the same job.`);
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new Error(`${what} (${path}) is not valid JSON: ${err.message}. Re-run the job.`);
    }
}
function writeJson(path, value) {
    // Ralph's own: nobody else on the runner (the agent user) may read or change it.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    prompt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prompt.md'),
    transcript: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'transcript.log'),
    gates: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gates'),
    /** The attempt artifact's folder: what the upload step sends to the writer job. */
    attempt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'attempt'),
    /** The previous attempt's artifact, downloaded by the workflow. */
    previous: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'previous'),
});
const readTaskState = (dir) => readJson(paths(dir).task, 'The task state');
const writeTaskState = (s, dir) => writeJson(paths(dir).task, s);
const readAgentState = (dir) => readJson(paths(dir).agent, "The agent's result");
const writeAgentState = (s, dir) => writeJson(paths(dir).agent, s);
const hasAgentState = (dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(paths(dir).agent);
function gateResultPath(name, dir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths(dir).gates, `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`);
}
function writeGateResult(r, dir) {
    writeJson(gateResultPath(r.name, dir), r);
}
/** Gate results in the order of `gates` (gates with no result file did not run). */
function readGateResults(gates, dir) {
    const results = [];
    const missing = [];
    for (const g of gates) {
        const p = gateResultPath(g.name, dir);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p))
            results.push(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(p, 'utf8')));
        else
            missing.push(g.name);
    }
    // Gates given by command input only (not in the plan) still count.
    const dirPath = paths(dir).gates;
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dirPath)) {
        for (const f of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dirPath)
            .filter((n) => n.endsWith('.json'))
            .sort()) {
            const r = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirPath, f), 'utf8'));
            if (!gates.some((g) => g.name === r.name))
                results.push(r);
        }
    }
    return { results, missing };
}
/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
function gatesInput(text, command) {
    if (text === undefined)
        throw new Error(`The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new Error(`The input 'gates' is not JSON (${err.message}).`);
    }
    const r = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_core_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .GateSchema */ .ZM).safeParse(value);
    if (!r.success)
        throw new Error(`The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`);
    return r.data;
}


/***/ }),

/***/ 790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseBranch: () => (/* binding */ baseBranch),
/* harmony export */   requireEntry: () => (/* binding */ requireEntry),
/* harmony export */   runStep: () => (/* binding */ runStep)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8288);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8224);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(526);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5763);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3188);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4638);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7972);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7428);


















/** The task job's anchors: the `task` input, the schedule job's matrix entry. */
function requireEntry(settings) {
    if (!settings.task)
        throw new Error(`The '${settings.command}' command needs the input 'task': the matrix entry, \`\${{ toJSON(matrix) }}\`.`);
    const entry = (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_11__/* .parseMatrixEntry */ .px)(settings.task, "The input 'task'");
    if (entry.branch !== `${settings.branchPrefix}${entry.spec}`)
        throw new Error(`The input 'task' names the branch ${entry.branch}, not ${settings.branchPrefix}${entry.spec}; pass the schedule job's matrix entry unchanged.`);
    return entry;
}
/** The base branch: the input, else the branch the job checked out. */
async function baseBranch(git, settings) {
    const base = settings.baseBranch ?? (await git.currentBranch());
    if (!base)
        throw new Error("HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.");
    if (settings.baseBranch === undefined && base.startsWith(settings.branchPrefix))
        throw new Error(`The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`);
    return base;
}
/**
 * Why this attempt needs no run: the spec branch, as the remote has it now, already records it
 * (a re-run of the job after the writer recorded it) or the task is finished there.
 */
async function recordedAlready(git, entry, planFile) {
    const text = await git.show(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${entry.branch}`, planFile);
    if (text === undefined)
        return undefined;
    let plan;
    try {
        plan = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePlanText */ .uo)(text, `${entry.branch}:${planFile}`).plan;
    }
    catch {
        return undefined;
    }
    return (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_11__/* .recordedOnBranch */ .cr)(plan, entry);
}
/**
 * `command: run`, the task job's agent step. It holds no write credential: it checks out the
 * commit the schedule job chose (merging the base's tip in when the spec branch lacks it, the
 * same way the writer will), writes the task's prompt with the previous attempt's failure
 * injected, runs the agent under the task's limits with no credential in its environment, takes
 * the work tree back and checks its done claim. The gate steps and `record` follow.
 */
async function runStep(settings) {
    const entry = requireEntry(settings);
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_15__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU(settings.workspace);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(settings.workspace, settings.planPath);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .paths */ .f0)();
    const startedAt = new Date().toISOString();
    const protectedPaths = [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths];
    const already = await recordedAlready(git, entry, planFile);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(`Spec branch ${entry.branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .startCommit */ .eL)(git, {
        start: entry.start,
        baseSha: entry['base-sha'],
        branch: entry.branch,
        base: entry.base,
    });
    await git.exec(['checkout', '--quiet', '-B', entry.branch, startSha]);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${entry.branch} at ${startSha.slice(0, 7)}${merged ? ` (${entry.base} ${entry['base-sha'].slice(0, 7)} merged in)` : ''}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
    const state = {
        spec: entry.spec,
        task: entry.task,
        attempt: entry.attempt,
        branch: entry.branch,
        baseBranch: entry.base,
        startSha,
        startedAt,
        planFile,
        protectedPaths,
        changedBefore: [],
        runUrl: ctx.runUrl,
    };
    if (already) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`Nothing to run: ${already}.`);
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({ ...state, alreadyRecorded: already });
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('outcome', 'recorded');
        return;
    }
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPlan */ .Yq)(settings.planPath);
    const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
        throw new Error(`${planFile} at ${startSha.slice(0, 7)} has no task "${entry.task}" in spec "${entry.spec}".`);
    const { task } = found;
    if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .nextAttemptNumber */ .oH)(task) !== entry.attempt)
        throw new Error(`${planFile} at ${startSha.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,_core_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .nextAttemptNumber */ .oH)(task)}, the matrix ${entry.attempt}; the spec branch moved since the schedule job. Run the workflow again.`);
    const limits = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .taskLimits */ .cp)(task, (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .limitOverrides */ .xG)(plan, {
        maxTurns: settings.maxTurns ?? entry['max-turns'],
        timeoutMinutes: settings.timeoutMinutes ?? entry['timeout-minutes'],
    }));
    // The previous attempt's failure: its artifact (downloaded by the workflow), else the plan's record.
    const retry = entry.attempt > 1
        ? ((0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRetryFile */ .L0)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(p.previous, 'retry'), entry.task, entry.attempt - 1) ??
            (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .retryFromAttempt */ .cc)(plan, task))
        : undefined;
    // A configuration error stops the step before the task state is written: `record` then
    // reports a setup error, and the writer records no attempt.
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .getProvider */ .sO)(providerName);
    const userCommand = settings.agentCommand ?? plan.agent?.command;
    if (providerName === 'command' && !userCommand)
        throw new Error("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    // So is a CLI that is not installed: said once, with how to install it.
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgentInstalled */ .og)(provider, { ...process.env, ...plan.agent?.env });
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_14__/* .agentUserFor */ .A)(settings);
    const changedBefore = new Set(await git.changedPaths());
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({ ...state, changedBefore: [...changedBefore] });
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(`Agent ${providerName}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`);
    const full = settings.transcript === 'full';
    const excerpt = [];
    let shown = 0;
    if (!full)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq("The agent's output is in the attempt artifact; the log shows its last lines (input 'transcript: full' prints all of it).");
    const run = await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__/* .runAttemptAgent */ .EX)(git, {
        root: settings.workspace,
        plan,
        planPath: settings.planPath,
        planFile,
        taskId: entry.task,
        outputArtifacts: task.outputArtifacts ?? [],
        retry,
        provider,
        userCommand,
        model: settings.model ?? plan.agent?.model,
        maxTurns: limits.maxTurns,
        timeoutMs: limits.timeoutMinutes * 60_000,
        workDir: p.dir,
        transcriptPath: p.transcript,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__/* .agentEnv */ .b)(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
        // The log shows the agent as a person reads it: all of it, or its last lines.
        onLine: (line) => {
            if (full)
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(line);
            else {
                excerpt.push(line);
                if (excerpt.length > EXCERPT_LINES)
                    excerpt.shift();
                shown++;
            }
        },
        // What the CLI cannot be held to, said before it starts.
        onWarning: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(text),
        runAs,
        guard: {
            root: settings.workspace,
            branch: entry.branch,
            startSha,
            planFile,
            planPath: settings.planPath,
            protectedPaths,
            changedBefore,
        },
    });
    if (!full)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${shown > excerpt.length ? `… ${shown - excerpt.length} earlier line(s); the whole transcript is in the attempt artifact\n` : ''}${excerpt.join('\n') || '(the agent printed nothing)'}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
    for (const note of run.notes)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(note);
    for (const problem of run.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(problem);
    const { agent } = run;
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeAgentState */ .ws)({
        outcome: agent.outcome,
        reason: agent.reason,
        interrupted: agent.interrupted,
        exitCode: agent.exitCode,
        durationMs: agent.durationMs,
        turns: agent.turns,
        inputTokens: agent.inputTokens,
        outputTokens: agent.outputTokens,
        costUsd: agent.costUsd,
        claimProblems: run.problems,
        changed: run.changed,
        transcriptTail: agent.tail.slice(-_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .RETRY_TRANSCRIPT_TAIL */ .zm),
        transcriptPath: p.transcript,
    });
    // Gates only run on a done claim that holds.
    const outcome = agent.outcome === 'done' && run.problems.length > 0 ? 'rejected' : agent.outcome;
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('outcome', outcome);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Agent outcome: ${outcome}${agent.reason ? ` (${agent.reason})` : ''}; ${run.changed.length} file(s) changed; ${Math.round(agent.durationMs / 1000)}s`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z
        .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}`, 3)
        .addTable([
        [
            { data: 'Spec', header: true },
            { data: 'Outcome', header: true },
            { data: 'Turns', header: true },
            { data: 'Cost', header: true },
            { data: 'Duration', header: true },
            { data: 'Files changed', header: true },
        ],
        [
            entry.spec,
            outcome,
            String(agent.turns ?? '–'),
            agent.costUsd !== undefined ? `$${agent.costUsd.toFixed(2)}` : '–',
            `${Math.round(agent.durationMs / 1000)}s`,
            String(run.changed.length),
        ],
    ])
        .write();
}
/** Lines of the transcript the public log shows by default. */
const EXCERPT_LINES = 30;


/***/ }),

/***/ 3598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   remotePlanView: () => (/* binding */ remotePlanView),
/* harmony export */   scheduleStep: () => (/* binding */ scheduleStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1733);









/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
async function remotePlanView(git, settings, base) {
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const remoteBase = `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${base}`;
    const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
    const baseText = await git.show(ref, planFile);
    if (baseText === undefined)
        throw new Error(`${planFile} does not exist on ${base}.`);
    return (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .readPlanView */ .z)(git, {
        planFile,
        baseText,
        baseName: `${base}:${planFile}`,
        refs: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/`,
        branchPrefix: settings.branchPrefix,
    });
}
/**
 * `command: schedule`: the matrix of ready tasks with each job's anchors (DESIGN.md C7: the
 * commit it starts from, the base tip it merges in, the artifact it uploads), the plan's gates
 * (`gates`: the only commands gate steps run), `has-work`, `ready-count`, and a summary. In a git
 * checkout the plan is read from the base branch and each spec branch on the remote, so
 * progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
async function scheduleStep(settings) {
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU(settings.workspace);
    let view;
    let base;
    let baseSha;
    const tips = new Map();
    if (await git.try(['rev-parse', '--git-dir'])) {
        base = settings.baseBranch ?? (await git.currentBranch()) ?? 'HEAD';
        const v = await remotePlanView(git, settings, base);
        if (v.branches.size > 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Progress read from spec branches: ${[...v.branches.values()].join(', ')}`);
        view = v;
        baseSha = (await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${base}`)) ?? (await git.revParse('HEAD'));
        for (const branch of v.branches.values()) {
            const tip = await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${branch}`);
            if (tip)
                tips.set(branch, tip);
        }
    }
    else
        view = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPlan */ .Yq)(settings.planPath);
    const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .schedule */ ._)(view.plan, {
        spec: settings.specId,
        task: settings.taskId,
        maxParallel: settings.maxParallel || undefined,
        maxAttempts: settings.maxAttempts,
        branchPrefix: settings.branchPrefix,
        baseStatus: view.baseStatus,
    });
    // The plan's budget (DESIGN.md C13): once its recorded cost reaches it, nothing starts.
    if (s.budget.spent)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Nothing starts: ${s.budget.spent} (budget.maxCostUsd in ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath)}).`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Ready tasks: ${s.ready.length}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(s.ready.length > 0 ? (0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .readyRows */ .t0)(s.ready)) : 'none');
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    let ready = settings.dryRun ? [] : s.ready;
    // A spec branch that cannot take the base's new commits without a conflict would run its
    // task without them: it waits, and a person resolves it on the branch.
    if (baseSha) {
        const conflicted = new Set();
        for (const r of ready) {
            const tip = tips.get(r.branch);
            if (tip && (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeConflicts */ .C3)(git, tip, baseSha)).length > 0)
                conflicted.add(r.branch);
        }
        for (const branch of conflicted)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`${branch} conflicts with ${base} (${(await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeConflicts */ .C3)(git, tips.get(branch), baseSha)).join(', ')}); its task waits. Merge ${base} into ${branch} and resolve the conflict.`);
        ready = ready.filter((r) => !conflicted.has(r.branch));
    }
    const matrix = JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .toMatrix */ .D3)(ready, { base, baseSha, tips }));
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('matrix', matrix);
    // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.workspace, '.ralph'), 'ralph', 'schedule');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'matrix.json'), `${matrix}\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('gates', JSON.stringify(view.plan.gates ?? []));
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('has-work', ready.length > 0 ? 'true' : 'false');
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('ready-count', String(s.ready.length));
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .scheduleSummary */ .Mj)(view.plan, s)}`)
        .write();
}


/***/ }),

/***/ 2:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ localPlanView),
  z: () => (/* binding */ readPlanView)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/core/merge.js
var merge = __webpack_require__(4194);
;// CONCATENATED MODULE: ./build/core/branches.js
// The plan as a workflow run sees it: the base branch's plan, with each spec's task state
// taken from that spec's branch when the branch exists (progress travels on the spec branch).

function overlaySpecBranches(base, branchPlans) {
    const baseStatus = new Map();
    for (const spec of base.specs)
        for (const task of spec.tasks)
            baseStatus.set(task.id, task.status);
    const fromBranch = new Set();
    const specs = base.specs.map((spec) => {
        const branchSpec = branchPlans.get(spec.id)?.specs.find((s) => s.id === spec.id);
        if (!branchSpec)
            return spec;
        fromBranch.add(spec.id);
        // Task state from the branch; what the base added or reworded since the branch began, from
        // the base (a task added to the spec on the base must not stay hidden behind an old branch).
        return (0,merge/* mergePlans */.J)({ specs: [branchSpec] }, { specs: [spec] }).plan.specs[0];
    });
    return { plan: { ...base, specs }, baseStatus, fromBranch };
}

// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
;// CONCATENATED MODULE: ./build/adapters/plan-view.js
// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (DESIGN.md C6: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).






async function readPlanView(git, opts) {
    const base = opts.base ?? (0,plan_file/* parsePlanText */.uo)(opts.baseText, opts.baseName).plan;
    const refs = await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]);
    const branches = new Map();
    const branchPlans = new Map();
    for (const ref of refs.split('\n').filter(Boolean)) {
        const branch = ref.slice(opts.refs.length);
        const specId = branch.slice(opts.branchPrefix.length);
        if (branch === opts.skip || !base.specs.some((s) => s.id === specId))
            continue;
        const text = await git.show(ref, opts.planFile);
        if (text === undefined)
            continue;
        branches.set(specId, branch);
        branchPlans.set(specId, (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${opts.planFile}`).plan);
    }
    return { ...overlaySpecBranches(base, branchPlans), branches };
}
/**
 * `ralph status` and `ralph next` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a local spec branch taken from there. Outside a git
 * repository (no `.git` beside the plan or above it), just the plan file: no git process.
 */
async function localPlanView(planPath, plan, branchPrefix) {
    const dir = (0,external_node_path_.dirname)(planPath);
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)(dir), '.git')))
        return undefined;
    const git = new adapters_git/* Git */.TU(dir);
    const current = await git.currentBranch();
    if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
        return undefined;
    const view = await readPlanView(git, {
        planFile: `./${(0,external_node_path_.basename)(planPath)}`,
        baseText: '',
        base: plan,
        baseName: planPath,
        refs: 'refs/heads/',
        branchPrefix,
        skip: current,
    });
    return view.branches.size > 0 ? view : undefined;
}


/***/ }),

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (DESIGN.md C9).


const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];
/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
function findProjectRoot(from) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
    for (;;) {
        if (ROOT_MARKERS.some((m) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, m))))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
        dir = parent;
    }
}
/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
function resolvePlanPath(cwd, planOption) {
    if (planOption)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, planOption);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(findProjectRoot(cwd), 'implementation.json');
}


/***/ }),

/***/ 586:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ skipTaskState),
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Rl: () => (/* binding */ replyBody),
/* harmony export */   VZ: () => (/* binding */ applyTaskCommand),
/* harmony export */   Z0: () => (/* binding */ canRetry),
/* harmony export */   eS: () => (/* binding */ addFollowUp),
/* harmony export */   hQ: () => (/* binding */ handledSources),
/* harmony export */   hy: () => (/* binding */ notHeardText),
/* harmony export */   pC: () => (/* binding */ retryTaskState),
/* harmony export */   qj: () => (/* binding */ canSkip),
/* harmony export */   u_: () => (/* binding */ USAGE),
/* harmony export */   y4: () => (/* binding */ followUpId)
/* harmony export */ });
/* unused harmony export replyMarker */
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9842);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// What people say to Ralph on GitHub (DESIGN.md C12), as data: `/ralph` commands on a tracking
// issue or a spec pull request, and reviews that request changes. Parsing, the change each makes
// to the plan and the words of each reply are pure; the action's `commands` step reads them from
// GitHub, decides who is heard, writes the plan on the spec branch and posts the replies.


const USAGE = [
    '`/ralph retry TASK [answer]`: the answer goes to the next attempt, the retry budget starts again',
    '`/ralph skip TASK [reason]`',
    '`/ralph status`: the plan as a table',
    'on a spec pull request, `/ralph <what to change>`: a follow-up task of the spec',
];
/**
 * The command in a comment: its first non-empty line starts with `/ralph`; undefined when it
 * does not (a plain comment, which Ralph does not answer). What follows the task id, on that
 * line and the lines after it, is the answer or reason.
 */
function parseCommand(body, place) {
    const text = body.replace(/\r\n/g, '\n').trim();
    const m = /^\/ralph(?:[ \t]+([\s\S]*))?$/.exec(text);
    if (!m)
        return undefined;
    const rest = (m[1] ?? '').trim();
    const [word = '', ...more] = rest.split(/[ \t\n]+/);
    const afterWord = rest.slice(word.length).trim();
    switch (word.toLowerCase()) {
        case '':
            return { kind: 'malformed', why: 'the command is empty' };
        case 'status':
            return more.length === 0
                ? { kind: 'status' }
                : { kind: 'malformed', why: '`status` takes nothing after it' };
        case 'retry':
        case 'skip': {
            const task = afterWord.split(/[ \t\n]+/)[0] ?? '';
            if (!task)
                return { kind: 'malformed', why: `\`${word.toLowerCase()}\` needs a task id` };
            const kind = word.toLowerCase();
            return { kind, task, text: afterWord.slice(task.length).trim() };
        }
        default:
            if (place.kind === 'pull')
                return { kind: 'change', text: rest };
            return { kind: 'malformed', why: `\`${word}\` is not a command here` };
    }
}
/** The follow-up task's id: stable for one review or comment, safe as a file name and argument. */
function followUpId(spec, source) {
    return `${spec.id}-${source}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 100);
}
const firstLine = (s) => s.trim().split('\n', 1)[0].slice(0, 120);
/**
 * Adds the follow-up task of a change request to the spec (open again), unless it is there.
 * Returns the task, or undefined when it existed already (handled before).
 */
function addFollowUp(plan, specId, req) {
    const spec = plan.specs.find((s) => s.id === specId);
    if (!spec)
        throw new CommandError(`no spec "${specId}" in the plan`);
    const id = followUpId(spec, req.source);
    if (spec.tasks.some((t) => t.id === id))
        return undefined;
    const files = [...new Set(req.comments.map((c) => c.path))];
    const task = {
        id,
        title: `Review by ${req.author}: ${firstLine(req.body) || 'inline comments'}`,
        description: `Address the review of the pull request by ${req.author}${req.body.trim() ? `: ${req.body.trim()}` : '.'}`,
        status: 'pending',
        provenance: 'human',
        acceptanceCriteria: ['Every point of the review and of its inline comments is addressed'],
        ...(files.length > 0 ? { contextFiles: files } : {}),
        comments: [
            ...(req.body.trim() ? [{ author: req.author, body: req.body.trim(), created: req.created }] : []),
            ...req.comments.map((c) => ({
                author: c.author,
                body: `${c.path}${c.line ? `:${c.line}` : ''}: ${c.body.trim()}`,
                created: c.created ?? req.created,
            })),
        ],
    };
    spec.tasks.push(task);
    // The spec is open again: its pull request waits for the task, then is one commit again.
    delete spec.status;
    return task;
}
/** A task `retry` may act on: one that is blocked or failed. */
const canRetry = (status) => status === 'blocked' || status === 'failed';
/** A task `skip` may act on: one not finished already. */
const canSkip = (status) => status !== 'completed' && status !== 'skipped';
/**
 * `retry`, on the plan, wherever it is asked (a /ralph comment, `ralph retry`): the task is
 * pending again with a fresh retry budget, and the person's words become a comment on it,
 * which its next prompt shows. True when the budget had counted attempts.
 */
function retryTaskState(task, comment) {
    task.status = 'pending';
    delete task.blockedReason;
    delete task.startedAt;
    delete task.completedAt;
    const reset = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .resetRetryBudget */ .$U)(task);
    if (comment?.body.trim())
        task.comments = [...(task.comments ?? []), comment];
    return reset;
}
/** `skip`, wherever it is asked: the task is skipped, what depends on it goes ahead. */
function skipTaskState(task, comment) {
    task.status = 'skipped';
    delete task.blockedReason;
    delete task.startedAt;
    delete task.completedAt;
    if (comment?.body.trim())
        task.comments = [...(task.comments ?? []), comment];
}
/** A mistake in a command that the reply explains; nothing is changed. */
class CommandError extends Error {
    name = 'CommandError';
}
/**
 * Applies `/ralph retry` or `/ralph skip` to the plan. Throws CommandError (an unknown task, a
 * task of another spec than the pull request's, a task that is not blocked or failed) with
 * the words of the reply.
 */
function applyTaskCommand(plan, command, by) {
    const found = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .findTask */ .VX)(plan, command.task);
    if (!found) {
        const spec = by.place.spec ? plan.specs.find((s) => s.id === by.place.spec) : undefined;
        const known = (spec ? spec.tasks : plan.specs.flatMap((s) => s.tasks)).map((t) => `\`${t.id}\``);
        throw new CommandError(`there is no task \`${command.task}\`${spec ? ` in spec \`${spec.id}\`` : ''}; its tasks are ${known.slice(0, 20).join(', ')}${known.length > 20 ? ', ...' : ''}`);
    }
    const { spec, task } = found;
    if (by.place.spec && by.place.spec !== spec.id)
        throw new CommandError(`\`${task.id}\` is a task of spec \`${spec.id}\`, not of \`${by.place.spec}\`, which this ${by.place.kind === 'pull' ? 'pull request' : 'issue'} is about`);
    const from = task.status;
    const comment = { author: by.author, body: command.text, created: by.created };
    if (command.kind === 'retry') {
        if (!canRetry(from))
            throw new CommandError(`\`${task.id}\` is ${from}; only a blocked or failed task can be retried`);
        retryTaskState(task, comment);
    }
    else {
        if (!canSkip(from))
            throw new CommandError(`\`${task.id}\` is ${from} already`);
        skipTaskState(task, comment);
    }
    return { spec, task, from, to: task.status };
}
/** The hidden marker of Ralph's reply to one command: how a later run knows it was handled. */
function replyMarker(source) {
    return `<!-- ralph:reply:${source} -->`;
}
/**
 * The commands Ralph's replies say were handled: a reply starts with its marker (a comment
 * that merely quotes one, a blocked-task comment quoting an agent, say, does not count).
 */
function handledSources(bodies) {
    const out = new Set();
    for (const body of bodies) {
        const m = /^<!-- ralph:reply:([\w.-]+) -->/.exec(body.trimStart());
        if (m)
            out.add(m[1]);
    }
    return out;
}
/** A reply: the marker, what happened, and the run that did it. */
function replyBody(source, text, runUrl) {
    return `${replyMarker(source)}\n${text}${runUrl ? `\n\n<sub>[Ralph's run](${runUrl})</sub>` : ''}\n`;
}
/** The one reply to someone without write access (no @-mention: Ralph's texts notify nobody). */
function notHeardText(author) {
    return `Ralph acts only on commands from people with write access to this repository, and ${author} has none here; nothing was done.`;
}


/***/ }),

/***/ 4194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ mergePlans)
/* harmony export */ });
/* unused harmony export weave */
const TASK_RULES = {
    authoritative: new Set([
        'title',
        'description',
        'acceptanceCriteria',
        'dependsOn',
        'discipline',
        'feature',
        'contextFiles',
        'outputArtifacts',
        'hints',
    ]),
    override: new Set(['complexity', 'estimatedTurns']),
    state: new Set([
        'status',
        'comments',
        'attempts',
        'retryBudgetFrom',
        'startedAt',
        'blockedReason',
        'completedAt',
        'durationMs',
        'commit',
    ]),
};
const SPEC_RULES = {
    authoritative: new Set(['file', 'name', 'context', 'acceptanceCriteria']),
    override: new Set(['priority', 'tasks']),
    state: new Set(['status', 'issue']),
};
/** Shared sections matched by `name`: incoming values win, keys only the existing entry has stay. */
const NAMED_SECTIONS = ['gates', 'disciplines', 'features'];
/**
 * Merges `incoming` into `existing` (pure: neither argument is changed). Existing specs and
 * tasks keep their ids, statuses, attempts, comments, timings and unknown keys, and their keys
 * keep their order; descriptive fields take the incoming values; new specs and tasks are added.
 * Order follows the incoming plan; an existing spec or task it does not mention stays after
 * the one it followed. A task may move to another spec and keeps its state. Specs the incoming
 * plan does not have at all are left alone (an import covers only what its source knows).
 */
function mergePlans(existing, incoming, opts = {}) {
    const inc = structuredClone(incoming);
    if (!existing) {
        return { plan: inc, added: inc.specs.flatMap((s) => s.tasks.map((t) => t.id)), kept: [], removed: [] };
    }
    const ex = structuredClone(existing);
    const added = [];
    const kept = [];
    const removed = [];
    const incomingTaskIds = new Set(inc.specs.flatMap((s) => s.tasks.map((t) => t.id)));
    const existingTasks = new Map();
    for (const spec of ex.specs)
        for (const task of spec.tasks)
            existingTasks.set(task.id, task);
    const existingSpecs = new Map(ex.specs.map((s) => [s.id, s]));
    const merged = new Map();
    for (const spec of inc.specs) {
        const tasks = new Map();
        for (const task of spec.tasks) {
            const prev = existingTasks.get(task.id);
            if (prev)
                kept.push(task.id);
            else
                added.push(task.id);
            tasks.set(task.id, prev ? mergeObject(prev, task, TASK_RULES) : task);
        }
        const old = existingSpecs.get(spec.id);
        if (!old) {
            merged.set(spec.id, { ...spec, tasks: [...tasks.values()] });
            continue;
        }
        // Tasks that left this spec for another one are not "removed": they moved.
        const gone = old.tasks.filter((t) => !incomingTaskIds.has(t.id));
        removed.push(...gone.map((t) => t.id));
        if (!opts.prune)
            for (const t of gone)
                tasks.set(t.id, t);
        const order = weave(old.tasks.map((t) => t.id).filter((id) => tasks.has(id)), spec.tasks.map((t) => t.id));
        merged.set(spec.id, mergeObject(old, { ...spec, tasks: order.map((id) => tasks.get(id)) }, SPEC_RULES));
    }
    for (const spec of ex.specs) {
        if (merged.has(spec.id))
            continue;
        merged.set(spec.id, { ...spec, tasks: spec.tasks.filter((t) => !incomingTaskIds.has(t.id)) });
    }
    const specOrder = weave(ex.specs.map((s) => s.id), inc.specs.map((s) => s.id));
    const plan = {};
    for (const [key, value] of Object.entries(ex)) {
        if (key === 'specs')
            plan.specs = specOrder.map((id) => merged.get(id));
        else if (NAMED_SECTIONS.includes(key))
            plan[key] = mergeNamed(value, inc[key]);
        else
            plan[key] = value;
    }
    for (const [key, value] of Object.entries(inc))
        if (!(key in plan) && value !== undefined)
            plan[key] = value;
    return { plan: plan, added, kept, removed };
}
/** One object from two: the existing key order first, then keys only the incoming one has. */
function mergeObject(old, neu, rules) {
    const out = {};
    for (const [key, value] of Object.entries(old)) {
        if (rules.authoritative.has(key)) {
            if (neu[key] !== undefined)
                out[key] = neu[key];
        }
        else if (rules.override.has(key))
            out[key] = neu[key] !== undefined ? neu[key] : value;
        else
            out[key] = value;
    }
    for (const [key, value] of Object.entries(neu)) {
        if (key in old || value === undefined || rules.state.has(key))
            continue;
        out[key] = value;
    }
    return out;
}
function mergeNamed(old, neu) {
    if (!neu)
        return old;
    if (!old)
        return neu;
    const incoming = new Map(neu.map((e) => [e.name, e]));
    const out = old.map((e) => {
        const match = incoming.get(e.name);
        return match ? { ...e, ...match } : e;
    });
    const names = new Set(old.map((e) => e.name));
    for (const e of neu)
        if (!names.has(e.name))
            out.push(e);
    return out;
}
/**
 * The incoming order, with each item only the existing list has placed right after the item
 * it followed there (or first, when it led the list).
 */
function weave(existing, incoming) {
    const out = [...incoming];
    const present = new Set(incoming);
    existing.forEach((id, i) => {
        if (present.has(id))
            return;
        let at = 0;
        for (let j = i - 1; j >= 0; j--) {
            const k = out.indexOf(existing[j]);
            if (k >= 0) {
                at = k + 1;
                break;
            }
        }
        out.splice(at, 0, id);
        present.add(id);
    });
    return out;
}


/***/ })

};
