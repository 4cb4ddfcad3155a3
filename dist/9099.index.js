export const id = 9099;
export const ids = [9099];
export const modules = {

/***/ 9099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commandsStep: () => (/* binding */ commandsStep),
  publicReason: () => (/* binding */ publicReason)
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
const READ_AFTER = /^Reviews of #(\d+) read after: (\S+)$/gm;
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
    if (!seen || Number.isNaN(Date.parse(seen)))
        return undefined;
    const readAfter = new Map();
    for (const [, n, at] of message.matchAll(READ_AFTER))
        if (!Number.isNaN(Date.parse(at)))
            readAfter.set(Number(n), at);
    return { seen, commit, readAfter };
}
/**
 * Keeps `seen` on the remote as the new mark (a commit of its own with the empty tree: the
 * mark has no history to keep). False, with the reason, when the remote refused it: the next
 * run then reads the whole look-back period again, which costs requests but loses nothing.
 */
async function writeCommandsMark(git, seen, readAfter = new Map()) {
    const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
    const commit = await (0,spec_branch/* commitTree */.SC)(git, empty, [], `Ralph's commands job handled every command and review up to this time.\n\nSeen up to: ${seen}\n${[
        ...readAfter,
    ]
        .map(([n, at]) => `Reviews of #${n} read after: ${at}\n`)
        .join('')}`);
    const r = await git.exec(['push', '--quiet', '--force', spec_branch/* REMOTE */.Bn, `${commit}:${COMMANDS_MARK_REF}`], {
        allowFailure: true,
    });
    return r.exitCode === 0 ? { ok: true } : { ok: false, why: (r.stderr || r.stdout).trim() };
}

// EXTERNAL MODULE: ./build/adapters/github.js
var github = __webpack_require__(7918);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/tracking.js
var tracking = __webpack_require__(4648);
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
        wroteAt: new Map(),
        lastWrite: 0,
        listedAt: 0,
        tracking: new Map(),
    };
    const done = [];
    const unread = [];
    try {
        await (0,spec_branch/* fetchBranches */.r4)(git);
        const pulls = await specPulls(l);
        l.listedAt = Date.now();
        await refreshHolds(l, pulls);
        // What is new since the last run read everything (the mark), within the look-back.
        const readAt = Date.now();
        const mark = await readCommandsMark(git);
        const since = new Date(Math.max(readAt - LOOKBACK_DAYS * 86_400_000, mark ? Date.parse(mark.seen) : 0)).toISOString();
        if (mark)
            core/* info */.pq(`Reading what people said since ${since} (the last run read everything before it).`);
        const comments = await (0,github/* listRecentComments */.u4)(octokit, repo, since);
        // Only Ralph's own replies count as the record, known by their author (the token's account:
        // a bot, or a machine user or person whose token Ralph runs with; or a login Ralph acted as
        // before its token changed): nobody else can write a command away by typing the marker.
        l.me = await (0,github/* whoAmI */.Wc)(octokit, settings.ralphLogin);
        await (0,tracking/* fetchTracking */.SD)(git);
        l.tracking = await (0,tracking/* readTracking */.ui)(git);
        const mine = (c) => isRalph(l, c.author.login);
        const r = {
            since,
            comments,
            mine,
            handled: (0,commands/* handledSources */.hQ)(comments.filter(mine).map((c) => c.body)),
            done,
            unread,
        };
        await handleComments(l, r, pulls);
        const readAfter = await handleReviews(l, r, pulls, mark?.readAfter ?? new Map());
        // Everything read was handled or answered for good: the next run reads only what is newer.
        if (unread.length === 0 && !l.retryLater) {
            const wrote = await writeCommandsMark(git, new Date(readAt - MARK_MARGIN_MS).toISOString(), readAfter);
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
        await (0,holds/* updateHolds */.KH)({
            git: l.git,
            octokit: l.octokit,
            repo: l.repo,
            prefix: l.settings.branchPrefix,
            base: l.base,
            view: await planView(l),
            openHeads: new Set(pulls.map((p) => p.head)),
            ralphLogin: l.settings.ralphLogin,
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
/**
 * The reviews that request changes on spec pull requests with activity since the mark, handled;
 * returns, for the next mark, up to when each pull request's reviews are known to be read.
 *
 * A review moves its pull request's updated_at, and so does any comment there, Ralph's own
 * included, and the writer's update of its body. Only two things show that a pull request has
 * nothing unread: no activity since the mark, or none after a time up to which this job read its
 * reviews (`readAfter`, kept in the mark): the updated_at it read them at, or its own last write
 * there, each only when the reading came in a later second (GitHub's times have whole seconds).
 * A reply of the listen job, which reads no reviews, is no such thing: a review submitted just
 * before it, or in the same second, would be lost for good once the mark moved past it.
 */
async function handleReviews(l, r, pulls, readAfter) {
    const quiet = (pull) => {
        const at = Date.parse(pull.updatedAt);
        if (at < Date.parse(r.since))
            return true;
        const read = readAfter.get(pull.number);
        return read !== undefined && at <= Date.parse(read);
    };
    const read = new Set();
    const failed = new Set();
    const active = pulls.filter((p) => !quiet(p));
    // Read in a later second than the updated_at listed: then nothing stamped up to it is unread.
    if (active.length > 0)
        await laterSecond(l.listedAt);
    for (const pull of active) {
        if (await readReviews(l, r, pull))
            read.add(pull.number);
        else
            failed.add(pull.number);
    }
    // Where Ralph wrote on a pull request this run, its reviews are read once more afterwards, so
    // that a review submitted before Ralph's reply was never missed: the next run may then take
    // Ralph's reply as the latest activity there.
    for (let round = 0; round < 3 && l.wroteOn.size > 0; round++) {
        const again = pulls.filter((p) => l.wroteOn.has(p.number));
        l.wroteOn.clear();
        await laterSecond(l.lastWrite);
        for (const pull of again)
            if (!(await readReviews(l, r, pull)))
                failed.add(pull.number);
    }
    // For the next run: up to when each pull request's reviews are known to be read. Each of
    // these is sound on its own; the latest counts.
    const next = new Map();
    for (const pull of pulls) {
        const known = [];
        const earlier = readAfter.get(pull.number);
        if (earlier !== undefined && Date.parse(earlier) >= Date.parse(r.since))
            known.push(earlier);
        if (read.has(pull.number))
            known.push(pull.updatedAt);
        const wrote = l.wroteAt.get(pull.number);
        // Not when written on again after the last reading (the rounds ran out), or not read.
        if (wrote !== undefined && !l.wroteOn.has(pull.number) && !failed.has(pull.number))
            known.push(wrote);
        if (known.length > 0)
            next.set(pull.number, known.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)));
    }
    return next;
}
/**
 * Waits until 1.1 s after `since` (this machine's time an answer from GitHub came): a request
 * made then reaches GitHub in a later second than any time that answer held, so a reading made
 * then has seen everything GitHub stamped with that second or earlier. Measured on this
 * machine's clock alone, so no clock skew enters.
 */
async function laterSecond(since) {
    const wait = since + 1_100 - Date.now();
    if (wait > 0)
        await new Promise((resolve) => setTimeout(resolve, wait));
}
/**
 * One pull request's reviews that request changes, each not handled yet carried out; false when
 * they could not be read.
 */
async function readReviews(l, r, pull) {
    let reviews;
    try {
        // Older than the look-back, its reply may be too: it was handled then.
        reviews = await (0,github/* changeReviews */.Kb)(l.octokit, l.repo, pull.number, (review) => !review.author.bot &&
            !r.handled.has(`review-${review.id}`) &&
            Date.parse(review.submittedAt) >= Date.parse(r.since));
    }
    catch (err) {
        // Its reviews wait for the next run; the other pull requests and commands go on.
        r.unread.push(`#${pull.number}: ${err.message}`);
        core/* warning */.$e(`Could not read the reviews of #${pull.number}: ${err.message}`);
        return false;
    }
    for (const review of reviews) {
        const source = `review-${review.id}`;
        if (r.handled.has(source))
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
    return true;
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
        // The marker counts only in what Ralph opened, as any login it acted as for that spec:
        // anyone can write one in theirs.
        const spec = view.plan.specs.find((s) => issue.body.includes((0,github_text/* specMarker */.eK)(s.id)) && isRalph(l, issue.author, s.id));
        if (spec)
            place = issue.pull ? { kind: 'pull', spec: spec.id } : { kind: 'issue', spec: spec.id };
    }
    places.set(number, place);
    return place;
}
/** The logins Ralph acted as in this repository (see isRalph), the token's account first. */
function ralphLogins(l) {
    return [...(l.me ? [l.me] : []), github/* ACTIONS_BOT */.aX, ...[...l.tracking.values()].map((t) => t.openedBy)];
}
/**
 * Whether a login is one Ralph acted as in this repository: the token's account now, the
 * GitHub Actions bot (what GITHUB_TOKEN acts as), or the login a spec's tracking state records
 * (that spec's when `spec` is given). So a change of token leaves Ralph's issues and replies
 * its own; a person who types the marker never is.
 */
function isRalph(l, login, spec) {
    if ((0,github/* isMe */.ne)(login, l.me ?? '') || (0,github/* isMe */.ne)(login, github/* ACTIONS_BOT */.aX))
        return true;
    if (spec !== undefined) {
        const t = l.tracking.get(spec);
        return t !== undefined && (0,github/* isMe */.ne)(login, t.openedBy);
    }
    return [...l.tracking.values()].some((t) => (0,github/* isMe */.ne)(login, t.openedBy));
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
const INTERNAL = "an internal error; see the run's log";
/**
 * Why a command failed, as a public comment may say it: the first line (at most 500 characters)
 * of an error a person can act on or one that passes by itself; for anything else, a bug in
 * Ralph, only that it was an internal error, since its message may hold paths or internals. The
 * run's log has the whole of it, with the stack.
 */
function publicReason(err) {
    if (!(0,errors/* isUserError */.iU)(err) && !isTransient(err))
        return INTERNAL;
    const message = err instanceof Error ? err.message : String(err);
    return message.split('\n')[0].slice(0, 500);
}
/**
 * One command Ralph could not carry out: a warning, never a red job (the other commands and
 * the rest of the run go on). A lasting cause gets one reply saying why, as the command's
 * answer, so no later run tries it again; a passing one gets a reply that the next run tries
 * again, updated in place rather than repeated.
 */
async function cannotCarryOut(l, number, source, url, err) {
    const message = err instanceof Error ? err.message : String(err);
    const why = publicReason(err);
    if (why === INTERNAL)
        core/* info */.pq(`${url}: an internal error in Ralph: ${err?.stack ?? message}`);
    core/* warning */.$e(`${url}: Ralph could not carry this out: ${why === INTERNAL ? why : message}`);
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
        const c = await (0,github/* upsertComment */.lB)(l.octokit, l.repo, number, `<!-- ralph:failed:${source} -->`, `Ralph could not carry this out: ${why}. The next run tries again.${l.ctx.runUrl ? `\n\n<sub>[Ralph's run](${l.ctx.runUrl})</sub>` : ''}\n`, ralphLogins(l));
        if (c.at)
            wrote(l, number, c.at);
    }
    catch {
        // The failure is in the job's log and summary already.
    }
}
/** Keeps when Ralph wrote on `number` (GitHub's time, and this machine's). */
function wrote(l, number, at) {
    l.lastWrite = Date.now();
    const before = l.wroteAt.get(number);
    if (before === undefined || Date.parse(at) > Date.parse(before))
        l.wroteAt.set(number, at);
}
async function reply(l, number, source, text) {
    l.wroteOn.add(number);
    const posted = await (0,github/* postComment */.Gy)(l.octokit, l.repo, number, (0,commands/* replyBody */.Rl)(source, text, l.ctx.runUrl));
    wrote(l, number, posted.at);
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
        const lifted = await (0,holds/* liftHold */.nX)(l.git, l.base, heldSpec.id, `/ralph retry by ${who}`);
        if (!lifted)
            return answer(`Nothing was done: spec \`${heldSpec.id}\` is not held (only a spec whose pull request was closed without merging is); to retry one of its tasks, name the task.`);
        cachedView = undefined;
        await (0,holds/* sayOnPull */._V)(l.octokit, l.repo, lifted, l.settings.branchPrefix, l.settings.ralphLogin);
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
        ? `${subject} follow-up task of spec \`${spec}\`: \`${task.id}\`${n === 1 ? ', with its inline comment and the file it is on' : n > 1 ? `, with its ${n} inline comments and the files they are on` : ''}. It runs through the same gates; then this pull request is one commit again.`
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


/***/ })

};
