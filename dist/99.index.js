export const id = 99;
export const ids = [99];
export const modules = {

/***/ 9099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LOOKBACK_DAYS: () => (/* binding */ LOOKBACK_DAYS),
  commandsStep: () => (/* binding */ commandsStep),
  isTransient: () => (/* binding */ isTransient)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
;// CONCATENATED MODULE: ./build/adapters/commands-mark.js

const COMMANDS_MARK_REF = 'refs/ralph/commands-seen';
/** Comments can show in GitHub's lists a little after they are made: read this far back again. */
const MARK_MARGIN_MS = 5 * 60_000;
const LINE = /^Seen up to: (\S+)$/m;
/** The time up to which an earlier run handled everything, if the remote keeps one. */
async function readCommandsMark(git) {
    const fetched = await git.exec(['fetch', '--quiet', '--no-tags', spec_branch/* REMOTE */.Bn, `+${COMMANDS_MARK_REF}:${COMMANDS_MARK_REF}`], {
        allowFailure: true,
    });
    if (fetched.exitCode !== 0)
        return undefined;
    const commit = (await git.exec(['rev-parse', '--verify', '--quiet', COMMANDS_MARK_REF], { allowFailure: true })).stdout.trim();
    if (!commit)
        return undefined;
    const message = (await git.exec(['log', '-1', '--format=%B', commit])).stdout;
    const seen = LINE.exec(message)?.[1];
    return seen && !Number.isNaN(Date.parse(seen)) ? { seen, commit } : undefined;
}
/**
 * Keeps `seen` on the remote as the new mark (a commit of its own with the empty tree: the
 * mark has no history to keep). False, with the reason, when the remote refused it: the next
 * run then reads the whole look-back period again, which costs requests but loses nothing.
 */
async function writeCommandsMark(git, seen) {
    const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
    const commit = await (0,spec_branch/* commitTree */.SC)(git, empty, [], `Ralph's commands job handled every command and review up to this time.\n\nSeen up to: ${seen}\n`);
    const r = await git.exec(['push', '--quiet', '--force', spec_branch/* REMOTE */.Bn, `${commit}:${COMMANDS_MARK_REF}`], {
        allowFailure: true,
    });
    return r.exitCode === 0 ? { ok: true } : { ok: false, why: (r.stderr || r.stdout).trim() };
}

// EXTERNAL MODULE: ./build/adapters/github.js
var github = __webpack_require__(7918);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/core/commands.js
var commands = __webpack_require__(586);
// EXTERNAL MODULE: ./build/core/github-text.js
var github_text = __webpack_require__(8535);
// EXTERNAL MODULE: ./build/core/prompt.js
var core_prompt = __webpack_require__(9842);
// EXTERNAL MODULE: ./build/core/report.js
var report = __webpack_require__(4486);
// EXTERNAL MODULE: ./build/core/schedule.js
var schedule = __webpack_require__(1733);
// EXTERNAL MODULE: ./build/action/context.js
var context = __webpack_require__(3280);
// EXTERNAL MODULE: ./build/action/run.js
var run = __webpack_require__(790);
// EXTERNAL MODULE: ./build/action/schedule.js
var action_schedule = __webpack_require__(3598);
;// CONCATENATED MODULE: ./build/action/commands.js
















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
    const { ctx, repo, git, octokit } = (0,context/* writerFor */.P)(settings);
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'ralph-commands-'));
    const l = {
        git,
        octokit,
        repo,
        ctx,
        settings,
        planFile: (0,external_node_path_.relative)(settings.workspace, settings.planPath),
        base: await (0,run.baseBranch)(git, settings),
        scratch,
        writers: new Map(),
        wroteOn: new Set(),
    };
    const done = [];
    const unread = [];
    try {
        await (0,spec_branch/* fetchBranches */.r4)(git);
        // A pull request from a `ralph/...` branch that names no spec of the plan is a person's own:
        // not Ralph's to act on.
        const specIds = new Set((await planView(l)).plan.specs.map((s) => s.id));
        const pulls = (await (0,github/* openSpecPulls */.a7)(octokit, repo, settings.branchPrefix)).filter((p) => specIds.has(p.head.slice(settings.branchPrefix.length)));
        // What is new since the last run read everything (the mark), within the look-back.
        const readAt = Date.now();
        const mark = await readCommandsMark(git);
        const since = new Date(Math.max(readAt - LOOKBACK_DAYS * 86_400_000, mark ? Date.parse(mark.seen) : 0)).toISOString();
        if (mark)
            core/* info */.pq(`Reading what people said since ${since} (the last run read everything before it).`);
        const comments = await (0,github/* listRecentComments */.u4)(octokit, repo, since);
        // Only Ralph's own replies count as the record, known by their author (the token's account:
        // a bot, or a machine user or person whose token Ralph runs with): nobody else can write a
        // command away by typing the marker.
        l.me = await (0,github/* whoAmI */.Wc)(octokit, settings.ralphLogin);
        const mine = (c) => (0,github/* isMe */.ne)(c.author.login, l.me);
        const handled = (0,commands/* handledSources */.hQ)(comments.filter(mine).map((c) => c.body));
        const places = new Map();
        for (const pull of pulls)
            places.set(pull.number, { kind: 'pull', spec: pull.head.slice(settings.branchPrefix.length) });
        for (const comment of comments) {
            const source = `comment-${comment.id}`;
            // Ralph's own replies are not commands; with a person's token, that person's commands are.
            if (comment.author.bot || handled.has(source) || (mine(comment) && (0,commands/* isReply */.nK)(comment.body)))
                continue;
            // Only a /ralph comment costs a look-up of where it was written.
            if (!(0,commands/* parseCommand */.RM)(comment.body, { kind: 'issue' }))
                continue;
            // Written before the look-back and only edited since: it was answered then (its reply may
            // be older than the look-back too) or is too old to act on now.
            if (Date.parse(comment.createdAt) < Date.parse(since))
                continue;
            try {
                const place = await placeOf(l, comment.issueNumber, places);
                const command = (0,commands/* parseCommand */.RM)(comment.body, place);
                const what = await handleComment(l, comment, place, command);
                if (what)
                    done.push({ source, where: comment.issueNumber, author: comment.author.login, what });
            }
            catch (err) {
                await cannotCarryOut(l, comment.issueNumber, source, comment.url, err);
            }
        }
        // A review moves its pull request's updated_at, and so does Ralph's own reply there. A pull
        // request with nothing since the mark, or whose latest activity is Ralph's own reply (made
        // after its reviews were read: see below), has no review to read.
        const lastMine = new Map();
        for (const c of comments.filter(mine))
            lastMine.set(c.issueNumber, Math.max(lastMine.get(c.issueNumber) ?? 0, Date.parse(c.createdAt)));
        const quiet = (pull) => Date.parse(pull.updatedAt) < Date.parse(since) ||
            Date.parse(pull.updatedAt) <= (lastMine.get(pull.number) ?? -Infinity) + 2_000;
        const readReviews = async (pull) => {
            let reviews;
            try {
                reviews = await (0,github/* changeReviews */.Kb)(octokit, repo, pull.number);
            }
            catch (err) {
                // Its reviews wait for the next run; the other pull requests and commands go on.
                unread.push(`#${pull.number}: ${err.message}`);
                core/* warning */.$e(`Could not read the reviews of #${pull.number}: ${err.message}`);
                return;
            }
            for (const review of reviews) {
                const source = `review-${review.id}`;
                // Older than the look-back, its reply may be too: it was handled then.
                if (review.author.bot || handled.has(source) || Date.parse(review.submittedAt) < Date.parse(since))
                    continue;
                handled.add(source);
                try {
                    const what = await handleReview(l, pull, review);
                    if (what)
                        done.push({ source, where: pull.number, author: review.author.login, what });
                }
                catch (err) {
                    await cannotCarryOut(l, pull.number, source, review.url, err);
                }
            }
        };
        for (const pull of pulls.filter((p) => !quiet(p)))
            await readReviews(pull);
        // Where Ralph wrote on a pull request this run, its reviews are read once more afterwards, so
        // that a review submitted before Ralph's reply was never missed: the next run may then take
        // Ralph's reply as the latest activity there.
        for (let round = 0; round < 3 && l.wroteOn.size > 0; round++) {
            const again = pulls.filter((p) => l.wroteOn.has(p.number));
            l.wroteOn.clear();
            for (const pull of again)
                await readReviews(pull);
        }
        // Everything read was handled or answered for good: the next run reads only what is newer.
        if (unread.length === 0 && !l.retryLater) {
            const wrote = await writeCommandsMark(git, new Date(readAt - MARK_MARGIN_MS).toISOString());
            if (!wrote.ok)
                core/* warning */.$e(`Could not keep how far this run read (${COMMANDS_MARK_REF}): ${wrote.why}. The next run reads the last ${LOOKBACK_DAYS} days again.`);
        }
    }
    finally {
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
    core/* setOutput */.uH('handled', String(done.length));
    const summary = ['## Ralph: commands', ''];
    summary.push(done.length > 0
        ? (0,report/* markdownTable */.Qj)([
            ['Where', 'Who', 'What'],
            ...done.map((d) => [`#${d.where}`, d.author, d.what.split('\n')[0]]),
        ])
        : `No command or review waits for Ralph (looked back ${LOOKBACK_DAYS} days).`, '');
    if (l.statusTable)
        summary.push('### The plan', '', l.statusTable, '');
    if (unread.length > 0)
        summary.push('### Read next time', '', ...unread.map((f) => `- ${f}`), '');
    await core/* summary */.z.addRaw(summary.join('\n')).write();
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
        const issue = await (0,github/* getIssue */.qB)(l.octokit, l.repo, number);
        // The marker counts only in what Ralph opened (a bot's): anyone can write one in theirs.
        const spec = (0,github/* isMe */.ne)(issue.author, l.me ?? '')
            ? view.plan.specs.find((s) => issue.body.includes((0,github_text/* specMarker */.eK)(s.id)))
            : undefined;
        if (spec)
            place = issue.pull ? { kind: 'pull', spec: spec.id } : { kind: 'issue', spec: spec.id };
    }
    places.set(number, place);
    return place;
}
let cachedView;
async function planView(l) {
    cachedView ??= await (0,action_schedule.remotePlanView)(l.git, l.settings, l.base);
    return cachedView;
}
/** Whether the author may command Ralph (asked once per author and run). */
async function canWrite(l, login) {
    let yes = l.writers.get(login);
    if (yes === undefined) {
        yes = await (0,github/* collaboratorCanWrite */.wj)(l.octokit, l.repo, login);
        l.writers.set(login, yes);
    }
    return yes;
}
/**
 * Whether an error may pass by itself (GitHub's 5xx or rate limits, the network, a spec branch
 * that moved while Ralph pushed): the next run tries the command again. Anything else (a 4xx, a
 * plan that cannot take the change) will fail the same way every time.
 */
function isTransient(err) {
    if (err instanceof commands/* CommandError */.Qd)
        return false;
    if (err instanceof TransientError)
        return true;
    const status = err.status;
    if (typeof status === 'number')
        return status >= 500 || status === 429;
    return /ECONNRESET|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|socket hang up|network/i.test(String(err));
}
/** A failure the next run may not meet: a spec branch that kept moving, say. */
class TransientError extends Error {
    name = 'TransientError';
}
/**
 * One command Ralph could not carry out: a warning, never a red job (the other commands and
 * the rest of the run go on). A lasting cause gets one reply saying why, as the command's
 * answer, so no later run tries it again; a passing one gets a reply that the next run tries
 * again, updated in place rather than repeated.
 */
async function cannotCarryOut(l, number, source, url, err) {
    const message = err instanceof Error ? err.message : String(err);
    core/* warning */.$e(`${url}: Ralph could not carry this out: ${message}`);
    if (!isTransient(err)) {
        const why = message.split('\n')[0].slice(0, 500);
        try {
            await reply(l, number, source, `Ralph could not carry this out, and nothing was done: ${why}.`);
        }
        catch (e) {
            core/* warning */.$e(`${url}: the reply failed too: ${e.message}`);
        }
        return;
    }
    l.retryLater = true;
    await failureReply(l, number, source, err);
}
/**
 * Says that handling failed for now. Without the handled marker: the next run tries the command
 * again (and says so again if it fails again).
 */
async function failureReply(l, number, source, err) {
    const why = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 500);
    l.wroteOn.add(number);
    try {
        // One comment per command, updated in place: a command that keeps failing is not
        // answered anew by every run.
        await (0,github/* upsertComment */.lB)(l.octokit, l.repo, number, `<!-- ralph:failed:${source} -->`, `Ralph could not carry this out: ${why}. The next run tries again.${l.ctx.runUrl ? `\n\n<sub>[Ralph's run](${l.ctx.runUrl})</sub>` : ''}\n`, l.me);
    }
    catch {
        // The failure is in the job's log and summary already.
    }
}
async function reply(l, number, source, text) {
    l.wroteOn.add(number);
    await (0,github/* postComment */.Gy)(l.octokit, l.repo, number, (0,commands/* replyBody */.Rl)(source, text, l.ctx.runUrl));
}
async function handleComment(l, comment, place, command) {
    const source = `comment-${comment.id}`;
    const who = comment.author.login;
    if (!(await canWrite(l, who))) {
        await reply(l, comment.issueNumber, source, (0,commands/* notHeardText */.hy)(who));
        return `not heard (${who} has no write access)`;
    }
    await (0,github/* reactToComment */.QO)(l.octokit, l.repo, comment.id, 'eyes');
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
            return answer(`Ralph did not understand: ${command.why}. The commands:\n\n${commands/* USAGE */.u_.map((u) => `- ${u}`).join('\n')}`);
        case 'status': {
            const view = await planView(l);
            const s = (0,schedule/* schedule */._)(view.plan, { branchPrefix: l.settings.branchPrefix });
            const rows = (0,report/* statusRows */.O5)(view.plan, s, true);
            l.statusTable ??= (0,report/* markdownTable */.Qj)(rows);
            return answer((0,commands/* statusReplyText */.U)(rows, report/* markdownTable */.Qj, { runUrl: l.ctx.runUrl }));
        }
        case 'retry':
        case 'skip': {
            // The task's state lives on its spec's branch: find the spec from the whole plan.
            const view = await planView(l);
            const found = (0,core_prompt/* findTask */.VX)(view.plan, command.task);
            const specId = found?.spec.id ?? place.spec;
            try {
                const r = await onSpecBranch(l, specId, `${command.kind} ${command.task}`, (plan) => (0,commands/* applyTaskCommand */.VZ)(plan, command, { author: who, created: comment.createdAt, place }));
                const size = Buffer.byteLength(command.text.trim());
                const words = !command.text
                    ? ''
                    : size > core_prompt/* COMMENT_BYTES_SHOWN */.GO
                        ? `; your words are a comment on the task, and its next prompt shows their first ${core_prompt/* COMMENT_BYTES_SHOWN */.GO.toLocaleString('en-US')} bytes of ${size.toLocaleString('en-US')} (the rest is cut: put what matters most first, or link a file)`
                        : '; your words are a comment on the task, which its next prompt shows';
                return answer(`\`${r.task.id}\`: ${r.from} → ${r.to} on \`${l.settings.branchPrefix}${r.spec.id}\`${command.kind === 'retry' ? ', with a fresh retry budget' : ''}${words}.`);
            }
            catch (err) {
                if (err instanceof commands/* CommandError */.Qd)
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
            const r = await onSpecBranch(l, place.spec, `follow-up of ${source}`, (plan) => (0,commands/* addFollowUp */.eS)(plan, place.spec, req));
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
        await reply(l, pull.number, source, (0,commands/* notHeardText */.hy)(who));
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
    const task = await onSpecBranch(l, spec, `follow-up of ${source}`, (plan) => (0,commands/* addFollowUp */.eS)(plan, spec, req));
    const text = task
        ? `The review is a follow-up task of spec \`${spec}\`: \`${task.id}\`${review.comments.length > 0 ? `, with its ${review.comments.length} inline comment${review.comments.length === 1 ? '' : 's'} and their files` : ''}. It runs through the same gates; then this pull request is one commit again.`
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
        const tip = await (0,spec_branch/* remoteSha */.fI)(l.git, branch);
        if (!tip)
            throw new commands/* CommandError */.Qd(`spec \`${specId}\` has no branch yet: it has not run`);
        const text = await l.git.show(tip, l.planFile);
        if (text === undefined)
            throw new Error(`${branch} has no ${l.planFile}.`);
        const plan = (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${l.planFile}`).plan;
        const result = change(plan);
        if (result === undefined)
            return result;
        const editor = new spec_branch/* TreeEditor */.mQ(l.git, (0,external_node_path_.join)(l.scratch, 'index'));
        await editor.read(tip);
        await editor.put(l.planFile, (0,plan_file/* editPlanText */.VS)(text, plan, `${branch}:${l.planFile}`));
        const commit = await (0,spec_branch/* commitTree */.SC)(l.git, await editor.write(), [tip], `ralph(${specId}): ${what}\n\nRalph-Spec: ${specId}\n`);
        if (await (0,spec_branch/* pushLeased */.RZ)(l.git, branch, commit, tip)) {
            cachedView = undefined;
            return result;
        }
        if (round >= 3)
            throw new TransientError(`${branch} kept moving while Ralph pushed; the next run tries again`);
        await (0,spec_branch/* fetchBranches */.r4)(l.git, [`+refs/heads/${branch}:refs/remotes/${spec_branch/* REMOTE */.Bn}/${branch}`]);
    }
}


/***/ }),

/***/ 8423:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ planPicture)
/* harmony export */ });
/* harmony import */ var _core_graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5882);
/* harmony import */ var _core_metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6491);


/**
 * The "Graph" and "Metrics" sections. The whole-spec dump is measured from the files' sizes at
 * `ref` (one `git ls-tree`, no work tree needed); without a ref it is left out.
 */
async function planPicture(plan, s, opts = {}) {
    const sizes = new Map();
    if (opts.git && opts.ref) {
        const r = await opts.git.exec(['ls-tree', '-r', '-l', '-z', opts.ref], { allowFailure: true });
        for (const entry of r.stdout.split('\0')) {
            const m = /^\d+ blob [0-9a-f]+\s+(\d+)\t(.*)$/s.exec(entry);
            if (m)
                sizes.set(m[2], Number(m[1]));
        }
    }
    const planBytes = opts.planFile === undefined ? undefined : sizes.get(opts.planFile);
    const metrics = (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .planMetrics */ .T4)(plan, planBytes === undefined ? {} : { planBytes, fileBytes: (path) => sizes.get(path.replace(/^\.\//, '')) });
    const ready = new Set(s.ready.map((r) => r.task));
    return ['### Graph', '', (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .mermaidBlock */ .tW)(plan, { ready }), '', (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .metricsMarkdown */ .RL)(metrics)].join('\n');
}


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
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4791);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1733);
/* harmony import */ var _plan_picture_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8423);










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
    // A matrix of more than MATRIX_MAX_JOBS jobs fails the whole run: an empty max-parallel (a
    // scheduled run of a workflow that passes `inputs.max-parallel`) still means at most that many.
    const limits = { maxParallel: settings.maxParallel || undefined, matrix: true };
    if ((settings.maxParallel ?? 0) > _core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`max-parallel is ${settings.maxParallel}, but GitHub runs at most ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH} jobs from one matrix: this run takes ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH} tasks, the next run the rest.`);
    const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .schedule */ ._)(view.plan, {
        spec: settings.specId,
        task: settings.taskId,
        ...limits,
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
    // The job's outputs stay well under GitHub's 1 MiB (SCHEDULE_OUTPUTS_BUDGET_BYTES): entries
    // that would take them over wait for the next run, like those over the limit.
    const outputs = {
        gates: JSON.stringify(view.plan.gates ?? []),
        'has-work': 'false',
        'ready-count': String(s.ready.length),
    };
    const fit = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .matrixWithin */ .nM)((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .toMatrix */ .D3)(ready, { base, baseSha, tips }).include, outputs);
    const matrix = JSON.stringify({ include: fit.include });
    outputs.matrix = matrix;
    outputs['has-work'] = fit.include.length > 0 ? 'true' : 'false';
    for (const [name, value] of Object.entries(outputs))
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH(name, value);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Matrix: ${fit.include.length} task job${fit.include.length === 1 ? '' : 's'}; the outputs take ${(0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .outputBytes */ .RF)(outputs)} bytes (counted as GitHub does, UTF-16) of the ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .SCHEDULE_OUTPUTS_BUDGET_BYTES */ .f} Ralph allows itself.`);
    const left = settings.dryRun ? undefined : (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .leftText */ .$)(s, limits, fit.dropped);
    if (left)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(left);
    // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.workspace, '.ralph'), 'ralph', 'schedule');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'matrix.json'), `${matrix}\n`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${left ? `**${left}**\n\n` : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .scheduleSummary */ .Mj)(view.plan, s)}${
    // The writer's summary draws the plan after the run; a dry run has no writer.
    settings.dryRun
        ? `\n${await (0,_plan_picture_js__WEBPACK_IMPORTED_MODULE_9__/* .planPicture */ .q)(view.plan, s, base ? { git, ref: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${base}`, planFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath) } : {})}`
        : ''}`)
        .write();
}


/***/ }),

/***/ 6491:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RL: () => (/* binding */ metricsMarkdown),
/* harmony export */   T4: () => (/* binding */ planMetrics),
/* harmony export */   U: () => (/* binding */ METRICS_LEGEND),
/* harmony export */   tT: () => (/* binding */ metricsRows)
/* harmony export */ });
/* unused harmony exports specDumpBytes, DEFAULT_MODEL, METRICS_HEADER */
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4486);

/** Outcomes of attempts that never reached a verdict on the work: not the task's tries. */
const NOT_TRIES = new Set(['rate_limited', 'interrupted']);
/** Outcomes after which the next attempt's prompt holds the failure (gate output, the problem). */
const INJECTED = new Set([
    'gate_failed',
    'rejected',
    'no_marker',
    'timeout',
    'crashed',
]);
function ratio(count, of) {
    return { count, of, rate: of === 0 ? null : count / of };
}
function tries(task) {
    return [...(task.attempts ?? [])]
        .filter((a) => !NOT_TRIES.has(a.outcome))
        .sort((a, b) => a.number - b.number);
}
function median(values) {
    if (values.length === 0)
        return null;
    const s = [...values].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function emptyTotals() {
    return {
        turns: 0,
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
        durationMs: 0,
        reported: { turns: 0, tokens: 0, costUsd: 0, durationMs: 0 },
    };
}
function add(t, a) {
    if (a.turns !== undefined) {
        t.turns += a.turns;
        t.reported.turns++;
    }
    if (a.inputTokens !== undefined || a.outputTokens !== undefined) {
        t.inputTokens += a.inputTokens ?? 0;
        t.outputTokens += a.outputTokens ?? 0;
        t.reported.tokens++;
    }
    if (a.costUsd !== undefined) {
        t.costUsd = Math.round((t.costUsd + a.costUsd) * 1e6) / 1e6;
        t.reported.costUsd++;
    }
    if (a.durationMs !== undefined) {
        t.durationMs += a.durationMs;
        t.reported.durationMs++;
    }
}
/**
 * The metrics of some tasks, counting only the attempts `counts` keeps (all of them, or those
 * of one provider and model). A task belongs to the group when it has such an attempt, or
 * (`all`) always.
 */
function measure(tasks, counts, all) {
    let n = 0;
    let completed = 0;
    let blocked = 0;
    let attempts = 0;
    let firstPassed = 0;
    let firstTried = 0;
    let completedTries = 0;
    let completedTried = 0;
    let retries = 0;
    let retriesPassed = 0;
    const total = emptyTotals();
    const done = emptyTotals();
    const prompts = [];
    for (const task of tasks) {
        const all_ = tries(task);
        const mine = all_.filter(counts);
        const mineAll = (task.attempts ?? []).filter(counts);
        if (!all && mineAll.length === 0)
            continue;
        n++;
        for (const a of mineAll)
            add(total, a);
        attempts += mine.length;
        const first = all_[0];
        if (first && counts(first)) {
            firstTried++;
            if (first.outcome === 'passed')
                firstPassed++;
        }
        all_.forEach((a, i) => {
            if (i === 0 || !counts(a) || !INJECTED.has(all_[i - 1].outcome))
                return;
            retries++;
            if (a.outcome === 'passed')
                retriesPassed++;
        });
        // A completed task belongs to the attempt that passed it.
        const passed = all_.find((a) => a.outcome === 'passed');
        if (task.status === 'completed' && (all || (passed && counts(passed)))) {
            completed++;
            // A task a person marked completed, with no attempt, took nothing to measure.
            if (all_.length > 0) {
                completedTried++;
                completedTries += all_.length;
                for (const a of task.attempts ?? [])
                    add(done, a);
            }
        }
        if (task.status === 'blocked')
            blocked++;
        const prompt = mine.find((a) => typeof a.promptBytes === 'number')?.promptBytes;
        if (typeof prompt === 'number')
            prompts.push(prompt);
    }
    const per = (value, reported) => completedTried === 0 || reported === 0 ? null : value / completedTried;
    return {
        tasks: n,
        completed,
        blocked,
        attempts,
        firstAttemptPass: ratio(firstPassed, firstTried),
        attemptsPerCompletedTask: completedTried === 0 ? null : completedTries / completedTried,
        retryPass: ratio(retriesPassed, retries),
        blockedRate: ratio(blocked, n),
        total,
        perCompletedTask: {
            turns: per(done.turns, done.reported.turns),
            tokens: per(done.inputTokens + done.outputTokens, done.reported.tokens),
            costUsd: per(done.costUsd, done.reported.costUsd),
            durationMs: per(done.durationMs, done.reported.durationMs),
        },
        promptBytes: {
            tasks: prompts.length,
            mean: prompts.length === 0 ? null : prompts.reduce((s, x) => s + x, 0) / prompts.length,
            median: median(prompts),
            max: prompts.length === 0 ? null : Math.max(...prompts),
        },
    };
}
/** What a spec dumped whole into one prompt weighs: its markdown, every file its tasks list, the plan. */
function specDumpBytes(spec, planBytes, fileBytes) {
    const files = new Set();
    if (spec.file)
        files.add(spec.file);
    for (const t of spec.tasks)
        for (const f of t.contextFiles ?? [])
            files.add(f);
    let sum = planBytes;
    for (const f of files)
        sum += fileBytes(f) ?? 0;
    return sum;
}
const UNKNOWN = 'unknown';
/** The model of an attempt that asked for none: the agent CLI's default. */
const DEFAULT_MODEL = '(default)';
/**
 * Who ran an attempt. Attempts recorded before Ralph kept the provider and model say
 * "unknown"; an attempt that asked for no model ran the CLI's default.
 */
function agentOf(a) {
    if (!a.provider)
        return { provider: UNKNOWN, model: a.model ?? UNKNOWN };
    return { provider: a.provider, model: a.model ?? DEFAULT_MODEL };
}
/** The metrics of the plan: overall, per spec and per agent provider and model. */
function planMetrics(plan, input = {}) {
    const tasks = plan.specs.flatMap((s) => s.tasks);
    const dumps = new Map();
    if (input.fileBytes && input.planBytes !== undefined)
        for (const spec of plan.specs)
            dumps.set(spec.id, specDumpBytes(spec, input.planBytes, input.fileBytes));
    const share = (m, dump) => dump === undefined || m.promptBytes.median === null ? null : m.promptBytes.median / dump;
    const specs = plan.specs.map((spec) => {
        const m = measure(spec.tasks, () => true, true);
        const dump = dumps.get(spec.id);
        return {
            spec: spec.id,
            ...m,
            ...(dump !== undefined ? { dumpBytes: dump } : {}),
            promptShare: share(m, dump),
        };
    });
    const keys = new Map();
    for (const t of tasks)
        for (const a of t.attempts ?? []) {
            const { provider, model } = agentOf(a);
            keys.set(`${provider}\0${model}`, { provider, model });
        }
    const agents = [...keys.values()]
        .sort((a, b) => a.provider.localeCompare(b.provider) || a.model.localeCompare(b.model))
        .map(({ provider, model }) => ({
        provider,
        model,
        ...measure(tasks, (a) => agentOf(a).provider === provider && agentOf(a).model === model, false),
    }));
    const overall = measure(tasks, () => true, true);
    const dumpValues = [...dumps.values()];
    const dumpBytes = median(dumpValues) ?? undefined;
    return {
        overall: {
            ...overall,
            ...(dumpBytes !== undefined ? { dumpBytes } : {}),
            promptShare: share(overall, dumpBytes),
        },
        specs,
        agents,
    };
}
// ---------------------------------------------------------------------------------------------
// As text
// ---------------------------------------------------------------------------------------------
function pct(r) {
    return r.rate === null ? '–' : `${Math.round(r.rate * 100)}% (${r.count}/${r.of})`;
}
function num(x, digits = 1) {
    if (x === null)
        return '–';
    return Number.isInteger(x) ? String(x) : x.toFixed(digits);
}
function usd(x) {
    return x === null ? '–' : x >= 1 ? `$${x.toFixed(2)}` : `$${x.toFixed(4)}`;
}
function time(ms) {
    if (ms === null)
        return '–';
    const s = ms / 1000;
    if (s < 60)
        return `${s.toFixed(1)}s`;
    const m = Math.floor(s / 60);
    return `${m}m${String(Math.round(s - m * 60)).padStart(2, '0')}s`;
}
function bytes(x) {
    return x === null || x === undefined
        ? '–'
        : x >= 10_000
            ? `${(x / 1000).toFixed(1)} kB`
            : `${Math.round(x)} B`;
}
const METRICS_HEADER = [
    '',
    'TASKS',
    'DONE',
    'BLOCKED',
    '1ST PASS',
    'ATT/DONE',
    'RETRY PASS',
    'TURNS/DONE',
    'TOKENS/DONE',
    'COST/DONE',
    'TIME/DONE',
    'PROMPT',
    'DUMP',
];
function row(name, m, dump, shareOf) {
    return [
        name,
        String(m.tasks),
        String(m.completed),
        pct(m.blockedRate),
        pct(m.firstAttemptPass),
        num(m.attemptsPerCompletedTask, 2),
        pct(m.retryPass),
        num(m.perCompletedTask.turns),
        num(m.perCompletedTask.tokens === null ? null : Math.round(m.perCompletedTask.tokens)),
        usd(m.perCompletedTask.costUsd),
        time(m.perCompletedTask.durationMs),
        bytes(m.promptBytes.median),
        dump === undefined ? '–' : `${bytes(dump)}${shareOf === null ? '' : ` (${Math.round(shareOf * 100)}%)`}`,
    ];
}
/** The metrics as table rows: overall, then each spec, then each provider and model. */
function metricsRows(m) {
    return [
        METRICS_HEADER,
        row('overall', m.overall, m.overall.dumpBytes, m.overall.promptShare),
        ...m.specs.map((s) => row(`spec ${s.spec}`, s, s.dumpBytes, s.promptShare)),
        ...m.agents.map((a) => row(`${a.provider} ${a.model}`, a, undefined, null)),
    ];
}
/** What the columns mean, under the table. */
const METRICS_LEGEND = [
    'BLOCKED: blocked tasks of all tasks. 1ST PASS: tasks whose first attempt passed the gates, of the tasks tried.',
    'ATT/DONE: attempts per completed task (of those an agent completed). RETRY PASS: retries (prompted with the failure before them) that passed.',
    "TURNS, TOKENS (input + output), COST, TIME /DONE: what a completed task's attempts took, per completed task.",
    "PROMPT: median bytes of a task's first prompt. DUMP: the spec dumped whole (its markdown, every file its tasks list, the plan; overall: the median spec's), and PROMPT as a share of it.",
    'Rate limits and interruptions are not counted as attempts. A figure no agent reported is "–".',
].join('\n');
/** The metrics as a job summary section. */
function metricsMarkdown(m) {
    return `### Metrics\n\n${(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(metricsRows(m))}\n\n${METRICS_LEGEND.split('\n').join(' ')}\n`;
}


/***/ })

};
