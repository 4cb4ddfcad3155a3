export const id = 9099;
export const ids = [9099];
export const modules = {

/***/ 9099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commandsStep: () => (/* binding */ commandsStep)
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
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
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
// EXTERNAL MODULE: ./build/action/holds.js
var holds = __webpack_require__(4325);
// EXTERNAL MODULE: ./build/action/run.js + 1 modules
var run = __webpack_require__(6370);
// EXTERNAL MODULE: ./build/action/schedule.js
var action_schedule = __webpack_require__(3598);
;// CONCATENATED MODULE: ./build/action/commands.js


















/** How far back a run looks for commands it has not answered. */
const LOOKBACK_DAYS = 14;
/**
 * `command: commands`, the first job of a run (docs/ARCHITECTURE.md#listening): reads from GitHub what people
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
        const pulls = await specPulls(l);
        await refreshHolds(l, pulls);
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
        const r = {
            since,
            comments,
            mine,
            handled: (0,commands/* handledSources */.hQ)(comments.filter(mine).map((c) => c.body)),
            done,
            unread,
        };
        await handleComments(l, r, pulls);
        await handleReviews(l, r, pulls);
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
    await reportCommands(l, done, unread);
}
/**
 * The open spec pull requests. A pull request from a `ralph/...` branch that names no spec of
 * the plan is a person's own: not Ralph's to act on.
 */
async function specPulls(l) {
    const { settings } = l;
    const specIds = new Set((await planView(l)).plan.specs.map((s) => s.id));
    return (await (0,github/* openSpecPulls */.a7)(l.octokit, l.repo, settings.branchPrefix)).filter((p) => specIds.has(p.head.slice(settings.branchPrefix.length)));
}
/**
 * A spec pull request a person closed without merging holds its spec, before the schedule job
 * reads the plan; one reopened lifts it (core/hold.ts).
 */
async function refreshHolds(l, pulls) {
    try {
        await (0,holds/* updateHolds */.K)({
            git: l.git,
            octokit: l.octokit,
            repo: l.repo,
            prefix: l.settings.branchPrefix,
            base: l.base,
            view: await planView(l),
            openHeads: new Set(pulls.map((p) => p.head)),
        });
    }
    catch (err) {
        // Every run works the holds out afresh (nothing is lost), and the writer checks again
        // before it opens a pull request: a warning, and the commands go on.
        core/* warning */.$e(`Could not bring the holds of closed pull requests up to date: ${err.message}`);
    }
}
/** Each `/ralph` comment not handled yet, carried out and answered. */
async function handleComments(l, r, pulls) {
    const places = new Map();
    for (const pull of pulls)
        places.set(pull.number, { kind: 'pull', spec: pull.head.slice(l.settings.branchPrefix.length) });
    for (const comment of r.comments) {
        const source = `comment-${comment.id}`;
        // Ralph's own replies are not commands; with a person's token, that person's commands are.
        if (comment.author.bot || r.handled.has(source) || (r.mine(comment) && (0,commands/* isReply */.nK)(comment.body)))
            continue;
        // Only a /ralph comment costs a look-up of where it was written.
        if (!(0,commands/* parseCommand */.RM)(comment.body, { kind: 'issue' }))
            continue;
        // Written before the look-back and only edited since: it was answered then (its reply may
        // be older than the look-back too) or is too old to act on now.
        if (Date.parse(comment.createdAt) < Date.parse(r.since))
            continue;
        try {
            const place = await placeOf(l, comment.issueNumber, places);
            const command = (0,commands/* parseCommand */.RM)(comment.body, place);
            const what = await handleComment(l, comment, place, command);
            if (what)
                r.done.push({ source, where: comment.issueNumber, author: comment.author.login, what });
        }
        catch (err) {
            await cannotCarryOut(l, comment.issueNumber, source, comment.url, err);
        }
    }
}
/** The reviews that request changes on spec pull requests with activity since the mark, handled. */
async function handleReviews(l, r, pulls) {
    // A review moves its pull request's updated_at, and so does Ralph's own reply there. A pull
    // request with nothing since the mark, or whose latest activity is Ralph's own reply (made
    // after its reviews were read: see below), has no review to read.
    const lastMine = new Map();
    for (const c of r.comments.filter(r.mine))
        lastMine.set(c.issueNumber, Math.max(lastMine.get(c.issueNumber) ?? 0, Date.parse(c.createdAt)));
    const quiet = (pull) => Date.parse(pull.updatedAt) < Date.parse(r.since) ||
        Date.parse(pull.updatedAt) <= (lastMine.get(pull.number) ?? -Infinity) + 2_000;
    for (const pull of pulls.filter((p) => !quiet(p)))
        await readReviews(l, r, pull);
    // Where Ralph wrote on a pull request this run, its reviews are read once more afterwards, so
    // that a review submitted before Ralph's reply was never missed: the next run may then take
    // Ralph's reply as the latest activity there.
    for (let round = 0; round < 3 && l.wroteOn.size > 0; round++) {
        const again = pulls.filter((p) => l.wroteOn.has(p.number));
        l.wroteOn.clear();
        for (const pull of again)
            await readReviews(l, r, pull);
    }
}
/** One pull request's reviews that request changes, each not handled yet carried out. */
async function readReviews(l, r, pull) {
    let reviews;
    try {
        reviews = await (0,github/* changeReviews */.Kb)(l.octokit, l.repo, pull.number);
    }
    catch (err) {
        // Its reviews wait for the next run; the other pull requests and commands go on.
        r.unread.push(`#${pull.number}: ${err.message}`);
        core/* warning */.$e(`Could not read the reviews of #${pull.number}: ${err.message}`);
        return;
    }
    for (const review of reviews) {
        const source = `review-${review.id}`;
        // Older than the look-back, its reply may be too: it was handled then.
        if (review.author.bot || r.handled.has(source) || Date.parse(review.submittedAt) < Date.parse(r.since))
            continue;
        r.handled.add(source);
        try {
            const what = await handleReview(l, pull, review);
            if (what)
                r.done.push({ source, where: pull.number, author: review.author.login, what });
        }
        catch (err) {
            await cannotCarryOut(l, pull.number, source, review.url, err);
        }
    }
}
/** The `handled` output and the run's summary. */
async function reportCommands(l, done, unread) {
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
class TransientError extends errors/* RalphError */.A4 {
    code = 'transient';
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
    // The reply says why in its first line, and no more than 500 characters of it.
    const why = message.split('\n')[0].slice(0, 500);
    if (!isTransient(err)) {
        try {
            await reply(l, number, source, `Ralph could not carry this out, and nothing was done: ${why}.`);
        }
        catch (e) {
            core/* warning */.$e(`${url}: the reply failed too: ${e.message}`);
        }
        return;
    }
    l.retryLater = true;
    await failureReply(l, number, source, why);
}
/**
 * Says that handling failed for now. Without the handled marker: the next run tries the command
 * again (and says so again if it fails again).
 */
async function failureReply(l, number, source, why) {
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
        case 'skip':
            return retryOrSkip(l, comment, { ...place, spec: place.spec }, command, answer);
        case 'change': {
            const req = {
                source,
                author: who,
                created: comment.createdAt,
                body: command.text,
                comments: [],
                url: comment.url,
            };
            return followUp(l, comment.issueNumber, place.spec, req, 'A');
        }
    }
}
/**
 * `/ralph retry <task>` or `/ralph skip <task>`, on the task's spec branch; `/ralph retry <spec>`
 * lifts the hold of a spec whose pull request was closed without merging.
 */
async function retryOrSkip(l, comment, place, command, answer) {
    const who = comment.author.login;
    // The task's state lives on its spec's branch: find the spec from the whole plan.
    const view = await planView(l);
    const found = (0,core_prompt/* findTask */.VX)(view.plan, command.task);
    // `/ralph retry <spec>`: a spec held because its pull request was closed goes on.
    const heldSpec = !found && view.plan.specs.find((s) => s.id === command.task);
    if (heldSpec && command.kind === 'retry') {
        const lifted = await (0,holds/* liftHold */.n)(l.git, l.base, heldSpec.id, `/ralph retry by ${who}`);
        if (!lifted)
            return answer(`Nothing was done: spec \`${heldSpec.id}\` is not held (only a spec whose pull request was closed without merging is); to retry one of its tasks, name the task.`);
        cachedView = undefined;
        return answer(`Spec \`${heldSpec.id}\` is no longer held (pull request #${lifted.pull} was closed without merging): its work goes on from the next run, ${view.branches.has(heldSpec.id) ? `on \`${l.settings.branchPrefix}${heldSpec.id}\`, with a new pull request when it is finished` : `from the start, its branch having been deleted`}.`);
    }
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
    return followUp(l, pull.number, spec, req, 'The review is a');
}
/**
 * A change request (a `/ralph change` comment or a review requesting changes) as a follow-up
 * task on its spec's branch, and the reply on `number` that says so, which `subject` begins.
 */
async function followUp(l, number, spec, req, subject) {
    const task = await onSpecBranch(l, spec, `follow-up of ${req.source}`, (plan) => (0,commands/* addFollowUp */.eS)(plan, spec, req));
    const n = req.comments.length;
    const text = task
        ? `${subject} follow-up task of spec \`${spec}\`: \`${task.id}\`${n > 0 ? `, with its ${n} inline comment${n === 1 ? '' : 's'} and their files` : ''}. It runs through the same gates; then this pull request is one commit again.`
        : 'Its follow-up task is in the plan already.';
    await reply(l, number, req.source, text);
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
            throw new errors/* RalphError */.A4(`${branch} has no ${l.planFile}.`);
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

/***/ 4325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ updateHolds),
/* harmony export */   n: () => (/* binding */ liftHold)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7918);
/* harmony import */ var _adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6739);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4323);
/* harmony import */ var _core_branches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8752);
/* harmony import */ var _core_hold_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7565);
/* harmony import */ var _core_plan_basics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2479);







/**
 * Keeps the holds up to date (core/hold.ts) and marks the held specs in the view: the commands
 * job does it before the schedule job reads the plan, the writer before it opens a pull
 * request. The closed pull requests are asked for only when some spec could be taken up again
 * (no open pull request, and no branch or a finished one): a run with every spec's pull
 * request open asks nothing more.
 */
async function updateHolds(opts) {
    const { git, view, prefix } = opts;
    await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchHolds */ .LU)(git);
    const holds = await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .readHolds */ .RC)(git);
    const merged = (id) => (0,_core_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .mergedOnBase */ .x)(view.plan.specs.find((s) => s.id === id), view.baseStatus);
    const candidates = view.plan.specs.filter((s) => {
        if ((0,_core_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .mergedOnBase */ .x)(s, view.baseStatus))
            return false;
        if (holds.get(s.id)?.state === 'held')
            return true;
        if (opts.openHeads.has(`${prefix}${s.id}`))
            return false;
        return !view.branches.has(s.id) || s.tasks.every((t) => (0,_core_plan_basics_js__WEBPACK_IMPORTED_MODULE_5__/* .isDone */ .$L)(t.status));
    });
    if (candidates.length > 0) {
        const needClosed = candidates.some((s) => !opts.openHeads.has(`${prefix}${s.id}`));
        const closed = needClosed ? await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .closedSpecPulls */ .K3)(opts.octokit, opts.repo, prefix) : [];
        const changes = (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .holdChanges */ .VA)({
            specs: candidates.map((s) => s.id),
            prefix,
            openHeads: opts.openHeads,
            closed,
            holds,
            mergedOnBase: merged,
        });
        if (changes.length > 0) {
            const target = (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .remoteSha */ .fI)(git, opts.base)) ?? (await git.out(['rev-parse', 'HEAD']));
            for (const h of changes) {
                await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .writeHold */ .hA)(git, h, target);
                holds.set(h.spec, h);
                if (h.state === 'held')
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging (${h.url}). Nothing of it runs and no pull request is opened until a person reopens #${h.pull} or writes \`/ralph retry ${h.spec}\`.`);
                else
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Spec ${h.spec} is no longer held: ${h.liftedBy}.`);
            }
        }
    }
    (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .applyHolds */ .tf)(view.plan, holds);
    return holds;
}
/** Lifts the spec's hold (`/ralph retry <spec>`); false when the spec is not held. */
async function liftHold(git, base, spec, by) {
    await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchHolds */ .LU)(git);
    const hold = (await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .readHolds */ .RC)(git)).get(spec);
    if (hold?.state !== 'held')
        return undefined;
    const lifted = { ...hold, state: 'lifted', liftedBy: by };
    const target = (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .remoteSha */ .fI)(git, base)) ?? (await git.out(['rev-parse', `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE */ .Bn}/HEAD`]));
    await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .writeHold */ .hA)(git, lifted, target);
    return lifted;
}


/***/ }),

/***/ 586:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ skipTaskState),
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Rl: () => (/* binding */ replyBody),
/* harmony export */   U: () => (/* binding */ statusReplyText),
/* harmony export */   VZ: () => (/* binding */ applyTaskCommand),
/* harmony export */   Z0: () => (/* binding */ canRetry),
/* harmony export */   eS: () => (/* binding */ addFollowUp),
/* harmony export */   hQ: () => (/* binding */ handledSources),
/* harmony export */   hy: () => (/* binding */ notHeardText),
/* harmony export */   nK: () => (/* binding */ isReply),
/* harmony export */   pC: () => (/* binding */ retryTaskState),
/* harmony export */   qj: () => (/* binding */ canSkip),
/* harmony export */   u_: () => (/* binding */ USAGE),
/* harmony export */   y4: () => (/* binding */ followUpId)
/* harmony export */ });
/* unused harmony export replyMarker */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _github_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8535);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9842);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1733);
// What people say to Ralph on GitHub (docs/ARCHITECTURE.md#listening), as data: `/ralph` commands on a tracking
// issue or a spec pull request, and reviews that request changes. Parsing, the change each makes
// to the plan and the words of each reply are pure; the action's `commands` step reads them from
// GitHub, decides who is heard, writes the plan on the spec branch and posts the replies.




const USAGE = [
    '`/ralph retry TASK [answer]`: the answer goes to the next attempt, the retry budget starts again',
    '`/ralph retry SPEC`: a spec held because its pull request was closed without merging goes on',
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
    // Case-insensitive, as the workflow's `contains(body, '/ralph')` that starts the listen job is.
    const m = /^\/ralph(?:[ \t]+([\s\S]*))?$/i.exec(text);
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
    const reset = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .resetRetryBudget */ .$U)(task);
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
class CommandError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4 {
    code = 'command';
    name = 'CommandError';
}
/**
 * Applies `/ralph retry` or `/ralph skip` to the plan. Throws CommandError (an unknown task, a
 * task of another spec than the pull request's, a task that is not blocked or failed) with
 * the words of the reply.
 */
function applyTaskCommand(plan, command, by) {
    const found = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .findTask */ .VX)(plan, command.task);
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
/** Whether a comment is one of Ralph's replies (it starts with a reply or failure marker). */
function isReply(body) {
    return /^<!-- ralph:(?:reply|failed):/.test(body.trimStart());
}
/** A reply: the marker, what happened, and the run that did it. */
function replyBody(source, text, runUrl) {
    return `${replyMarker(source)}\n${text}${runUrl ? `\n\n<sub>[Ralph's run](${runUrl})</sub>` : ''}\n`;
}
/**
 * The `/ralph status` reply: the whole table when it fits in one comment with room to spare,
 * else the counts per status, the tasks that need a person (blocked, failed) and where the
 * whole table is (the run's summary). Always within GitHub's body limit.
 */
function statusReplyText(rows, table, opts = {}) {
    const limit = (opts.limit ?? _github_text_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_BODY_LIMIT */ .nY) - 2_000; // the marker, the run link, headroom
    const whole = `The plan as Ralph sees it now:\n\n${table(rows)}`;
    if (whole.length <= limit)
        return whole;
    const [head, ...body] = rows;
    const status = head ? head.indexOf('STATUS') : -1;
    const word = (r) => (r[status] ?? '').replace(/^\S+\s+(?=\w+$)/, '');
    const counts = new Map();
    for (const r of body)
        counts.set(word(r), (counts.get(word(r)) ?? 0) + 1);
    const lines = [
        `The plan has ${body.length} task${body.length === 1 ? '' : 's'}, too many for one comment: ${[...counts].map(([w, n]) => `${n} ${w}`).join(', ')}.`,
        opts.runUrl
            ? `The whole table is in [the run's summary](${opts.runUrl}).`
            : "The whole table is in the run's summary.",
    ];
    const attention = body.filter((r) => ['blocked', 'failed'].includes(word(r)));
    if (attention.length > 0 && head) {
        const shown = [];
        let size = lines.join('\n').length + 200;
        for (const r of attention) {
            size += r.join(' | ').length + 8;
            if (size > limit)
                break;
            shown.push([...r]);
        }
        lines.push('', `Tasks that wait for a person${shown.length < attention.length ? ` (the first ${shown.length} of ${attention.length})` : ''}:`, '', table([[...head], ...shown]));
    }
    return lines.join('\n');
}
/** The one reply to someone without write access (no @-mention: Ralph's texts notify nobody). */
function notHeardText(author) {
    return `Ralph acts only on commands from people with write access to this repository, and ${author} has none here; nothing was done.`;
}


/***/ })

};
