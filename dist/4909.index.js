export const id = 4909;
export const ids = [4909];
export const modules = {

/***/ 4909:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  commandsSettings: () => (/* binding */ commandsSettings),
  commandsStep: () => (/* binding */ commandsStep)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/actions-core.js
var actions_core = __webpack_require__(7836);
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

// EXTERNAL MODULE: ./build/adapters/github.js + 6 modules
var github = __webpack_require__(3187);
// EXTERNAL MODULE: ./build/adapters/github-session.js
var github_session = __webpack_require__(4899);
// EXTERNAL MODULE: ./build/adapters/hold-updates.js
var hold_updates = __webpack_require__(3091);
// EXTERNAL MODULE: ./build/adapters/remote-plan.js
var remote_plan = __webpack_require__(2851);
// EXTERNAL MODULE: ./build/adapters/tracking.js
var tracking = __webpack_require__(4648);
// EXTERNAL MODULE: ./build/core/github-text/commands.js
var commands = __webpack_require__(7648);
// EXTERNAL MODULE: ./build/core/report/report.js
var report = __webpack_require__(6859);
;// CONCATENATED MODULE: ./build/action/commands/heard.js
// Who is heard: which logins are Ralph's own (its replies are the record of what was handled,
// and nobody else can write a command away), and which authors may command it (write access).

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
/** Whether the author may command Ralph (asked once per author and run). */
async function canWrite(l, login) {
    let yes = l.writers.get(login);
    if (yes === undefined) {
        yes = await (0,github/* collaboratorCanWrite */.wj)(l.octokit, l.repo, login);
        l.writers.set(login, yes);
    }
    return yes;
}

;// CONCATENATED MODULE: ./build/action/commands/listener.js
// What the commands step knows while it works: the repository, who Ralph is, what it wrote
// where and when, and the plan as the remote has it, read once. Each part of the step takes it.

/** How far back a run looks for commands it has not answered. */
const LOOKBACK_DAYS = 14;
/** The plan as the remote has it, read once per run (again after this run changed a branch). */
async function planView(l) {
    l.view ??= await (0,remote_plan/* remotePlanView */.b)(l.git, l.settings, l.base);
    return l.view;
}

// EXTERNAL MODULE: ./build/core/github-text/github-text.js
var github_text = __webpack_require__(4049);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/prompt/prompt.js + 1 modules
var prompt_prompt = __webpack_require__(7556);
// EXTERNAL MODULE: ./build/core/schedule/schedule.js
var schedule = __webpack_require__(7961);
// EXTERNAL MODULE: ./build/adapters/task-job/index.js + 8 modules
var task_job = __webpack_require__(5768);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(8508);
;// CONCATENATED MODULE: ./build/action/commands/reply.js
// Ralph's replies: the answer to a command (with its hidden marker, the record that it was
// handled), and what a command that failed gets: a lasting cause said once, a passing one said
// in a comment updated in place, and a bug in Ralph never quoted in public.







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
    // JavaScript's own errors are bugs in Ralph, whatever their message says.
    if ((0,errors/* isLanguageError */.V$)(err))
        return false;
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
    const why = publicReason(err);
    // A bug's message and stack go to the run's log only (an error annotation): the public reply
    // says no more than that it was an internal error.
    if (why === INTERNAL)
        actions_core.error((0,task_job/* untrustedMessage */.qO)(`${url}: Ralph could not carry this out: ${(0,errors/* describeError */.Uc)(err, { version: version/* RALPH_VERSION */.F, command: 'command: commands' })}`));
    else
        actions_core.warning(`${url}: Ralph could not carry this out: ${err instanceof Error ? err.message : String(err)}`);
    if (!isTransient(err)) {
        try {
            await reply(l, number, source, `Ralph could not carry this out, and nothing was done: ${why}.`);
        }
        catch (e) {
            actions_core.warning(`${url}: the reply failed too: ${e.message}`);
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

;// CONCATENATED MODULE: ./build/action/commands/apply.js
// Carrying a command out on the plan: `/ralph status`, `retry`, `skip` and `change`, and a
// review that requests changes, each applied on its spec's branch (one commit, pushed with a
// lease) and answered.














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
    const found = (0,prompt_prompt/* findTask */.VX)(view.plan, command.task);
    // `/ralph retry <spec>`: a spec held because its pull request was closed goes on.
    const heldSpec = !found && view.plan.specs.find((s) => s.id === command.task);
    if (heldSpec && command.kind === 'retry') {
        const lifted = await (0,hold_updates/* liftHold */.nX)(l.git, l.base, heldSpec.id, `/ralph retry by ${who}`);
        if (!lifted)
            return answer(`Nothing was done: spec \`${heldSpec.id}\` is not held (only a spec whose pull request was closed without merging is); to retry one of its tasks, name the task.`);
        l.view = undefined;
        await (0,hold_updates/* sayOnPull */._V)(l.octokit, l.repo, lifted, {
            prefix: l.settings.branchPrefix,
            ralphLogin: l.settings.ralphLogin,
            log: actions_core,
        });
        return answer(`Spec \`${heldSpec.id}\` is no longer held (pull request #${lifted.pull} was closed without merging): its work goes on from the next run, ${view.branches.has(heldSpec.id) ? `on \`${l.settings.branchPrefix}${heldSpec.id}\`, with a new pull request when it is finished` : `from the start, its branch having been deleted`}.`);
    }
    const specId = found?.spec.id ?? place.spec;
    try {
        const r = await onSpecBranch(l, specId, `${command.kind} ${command.task}`, (plan) => (0,commands/* applyTaskCommand */.VZ)(plan, command, { author: who, created: comment.createdAt, place }));
        const size = Buffer.byteLength(command.text.trim());
        const words = !command.text
            ? ''
            : size > prompt_prompt/* COMMENT_BYTES_SHOWN */.GO
                ? `; your words are a comment on the task, and its next prompt shows their first ${prompt_prompt/* COMMENT_BYTES_SHOWN */.GO.toLocaleString('en-US')} bytes of ${size.toLocaleString('en-US')} (the rest is cut: put what matters most first, or link a file)`
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
        const text = await l.git.show(tip, l.settings.plan.file);
        if (text === undefined)
            throw new errors/* RalphError */.A4(`${branch} has no ${l.settings.plan.file}.`);
        const plan = (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${l.settings.plan.file}`).plan;
        const result = change(plan);
        if (result === undefined)
            return result;
        const editor = new spec_branch/* TreeEditor */.mQ(l.git, (0,external_node_path_.join)(l.scratch, 'index'));
        await editor.read(tip);
        await editor.put(l.settings.plan.file, (0,plan_file/* editPlanText */.VS)(text, plan, `${branch}:${l.settings.plan.file}`));
        const commit = await (0,spec_branch/* commitTree */.SC)(l.git, await editor.write(), [tip], `ralph(${specId}): ${what}\n\nRalph-Spec: ${specId}\n`);
        if (await (0,spec_branch/* pushLeased */.RZ)(l.git, branch, commit, tip)) {
            l.view = undefined;
            return result;
        }
        if (round >= 3)
            throw new TransientError(`${branch} kept moving while Ralph pushed; the next run tries again`);
        await (0,spec_branch/* fetchBranches */.r4)(l.git, [`+refs/heads/${branch}:refs/remotes/${spec_branch/* REMOTE */.Bn}/${branch}`]);
    }
}

;// CONCATENATED MODULE: ./build/action/commands/reading.js
// Reading from GitHub what people asked of Ralph and it has not answered: the `/ralph` comments
// and the reviews that request changes on spec pull requests, since the last run's mark, each
// handed to apply.ts once; and, for the next mark, up to when each pull request's reviews are
// known to be read.








/**
 * The open spec pull requests. A pull request from a `ralph/...` branch that names no spec of
 * the plan is a person's own: not Ralph's to act on.
 */
async function specPulls(l) {
    const { settings } = l;
    const specIds = new Set((await planView(l)).plan.specs.map((s) => s.id));
    return (await (0,github/* openSpecPulls */.a7)(l.octokit, l.repo, settings.branchPrefix)).filter((p) => specIds.has(p.head.slice(settings.branchPrefix.length)));
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
        actions_core.warning(`Could not read the reviews of #${pull.number}: ${err.message}`);
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

;// CONCATENATED MODULE: ./build/action/commands/index.js
// `command: commands`, a run's first job: what people asked of Ralph on GitHub, read
// (reading.ts), heard or not (heard.ts), carried out on the plan (apply.ts) and answered
// (reply.ts). This file is the step: its settings, its order, its summary.
















function commandsSettings(inputs) {
    const workspace = inputs.workspace();
    return {
        command: inputs.command,
        workspace,
        plan: inputs.plan(workspace),
        token: inputs.raw('github-token'),
        baseBranch: inputs.text('base-branch'),
        branchPrefix: inputs.branchPrefix(),
        ralphLogin: inputs.text('ralph-login'),
    };
}
/**
 * `command: commands`, the first job of a run (docs/ARCHITECTURE.md#listening): reads from GitHub what people
 * asked of Ralph and it has not answered (`/ralph` comments on tracking issues and spec pull
 * requests, reviews that request changes on spec pull requests, of the last LOOKBACK_DAYS),
 * so that nothing is lost when several arrive while a run is busy (GitHub keeps only the newest
 * pending run). Bots are never heard; people without write access get one reply; the rest is
 * applied to the plan on the spec branch (retry, skip, a follow-up task) and answered. Ralph's
 * reply, with its hidden marker, is the record that a command was handled. No agent runs here.
 */
async function commandsStep(inputs) {
    const settings = commandsSettings(inputs);
    const { ctx, repo, git, octokit } = (0,github_session/* githubSession */.y)({ ...settings, log: (m) => actions_core.info(m) });
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'ralph-commands-'));
    const l = {
        git,
        octokit,
        repo,
        ctx,
        settings,
        base: await (0,remote_plan/* baseBranch */.s)(git, { given: settings.baseBranch, branchPrefix: settings.branchPrefix }),
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
            actions_core.info(`Reading what people said since ${since} (the last run read everything before it).`);
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
                actions_core.warning(`Could not keep how far this run read (${COMMANDS_MARK_REF}): ${wrote.why}. The next run reads the last ${LOOKBACK_DAYS} days again.`);
        }
    }
    finally {
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
    await reportCommands(l, done, unread);
}
/**
 * A spec pull request a person closed without merging holds its spec, before the schedule job
 * reads the plan; one reopened lifts it (core/hold.ts).
 */
async function refreshHolds(l, pulls) {
    try {
        await (0,hold_updates/* updateHolds */.KH)({
            git: l.git,
            octokit: l.octokit,
            repo: l.repo,
            prefix: l.settings.branchPrefix,
            base: l.base,
            view: await planView(l),
            openHeads: new Set(pulls.map((p) => p.head)),
            ralphLogin: l.settings.ralphLogin,
            log: actions_core,
        });
    }
    catch (err) {
        // Every run works the holds out afresh (nothing is lost), and the writer checks again
        // before it opens a pull request: a warning, and the commands go on.
        actions_core.warning(`Could not bring the holds of closed pull requests up to date: ${err.message}`);
    }
}
/** The `handled` output and the run's summary. */
async function reportCommands(l, done, unread) {
    actions_core.setOutput('handled', String(done.length));
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
    await actions_core.summary.addRaw(summary.join('\n')).write();
}


/***/ }),

/***/ 3091:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ updateHolds),
/* harmony export */   _V: () => (/* binding */ sayOnPull),
/* harmony export */   nX: () => (/* binding */ liftHold)
/* harmony export */ });
/* harmony import */ var _core_github_text_github_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4049);
/* harmony import */ var _core_plan_branches_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8286);
/* harmony import */ var _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5185);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3187);
/* harmony import */ var _holds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6739);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4323);
// Keeping the holds of specs whose pull request a person closed up to date on GitHub (the
// commands job and the writer): the holds themselves (holds.ts), and the comment on the closed
// pull request that says so.







/**
 * Keeps the holds up to date (core/hold.ts) and marks the held specs in the view: the commands
 * job does it before the schedule job reads the plan, the writer before it opens a pull
 * request. The closed pull requests are asked for only when some spec could be taken up again
 * (no open pull request, and no branch or a finished one): a run with every spec's pull
 * request open asks nothing more.
 */
async function updateHolds(opts) {
    const { git, view, prefix } = opts;
    await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .fetchHolds */ .LU)(git);
    const holds = await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .readHolds */ .RC)(git);
    const merged = (id) => (0,_core_plan_branches_js__WEBPACK_IMPORTED_MODULE_1__/* .mergedOnBase */ .x)(view.plan.specs.find((s) => s.id === id), view.baseStatus);
    const candidates = view.plan.specs.filter((s) => {
        if ((0,_core_plan_branches_js__WEBPACK_IMPORTED_MODULE_1__/* .mergedOnBase */ .x)(s, view.baseStatus))
            return false;
        if (holds.get(s.id)?.state === 'held')
            return true;
        if (opts.openHeads.has(`${prefix}${s.id}`))
            return false;
        return !view.branches.has(s.id) || s.tasks.every((t) => (0,_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(t.status));
    });
    if (candidates.length > 0) {
        const needClosed = candidates.some((s) => !opts.openHeads.has(`${prefix}${s.id}`));
        const closed = needClosed ? await (0,_github_js__WEBPACK_IMPORTED_MODULE_3__/* .closedSpecPulls */ .K3)(opts.octokit, opts.repo, prefix) : [];
        const changes = (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .holdChanges */ .VA)({
            specs: candidates.map((s) => s.id),
            prefix,
            openHeads: opts.openHeads,
            closed,
            holds,
            mergedOnBase: merged,
        });
        if (changes.length > 0) {
            const target = (await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .remoteSha */ .fI)(git, opts.base)) ?? (await git.out(['rev-parse', 'HEAD']));
            for (const h of changes) {
                await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .writeHold */ .hA)(git, h, target);
                holds.set(h.spec, h);
                if (h.state === 'held')
                    opts.log.warning(`Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging (${h.url}). Nothing of it runs and no pull request is opened until a person reopens #${h.pull} or writes \`/ralph retry ${h.spec}\`.`);
                else
                    opts.log.notice(`Spec ${h.spec} is no longer held: ${h.liftedBy}.`);
                await sayOnPull(opts.octokit, opts.repo, h, { prefix, ralphLogin: opts.ralphLogin, log: opts.log });
            }
        }
    }
    (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .applyHolds */ .tf)(view.plan, holds);
    return holds;
}
/**
 * Says on the closed pull request that its spec is held, why and how to lift it, or that the
 * hold was lifted: one comment, updated in place when the hold changes (core/github-text.ts).
 * Called only when the hold changes, so no run repeats it. A failure is a warning: the hold
 * itself is kept, and shows in the run, the summaries and `status`.
 */
async function sayOnPull(octokit, repo, hold, { prefix, ralphLogin, log }) {
    try {
        const me = await (0,_github_js__WEBPACK_IMPORTED_MODULE_3__/* .whoAmI */ .Wc)(octokit, ralphLogin);
        await (0,_github_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertComment */ .lB)(octokit, repo, hold.pull, (0,_core_github_text_github_text_js__WEBPACK_IMPORTED_MODULE_0__/* .holdMarker */ .CV)(hold.spec), (0,_core_github_text_github_text_js__WEBPACK_IMPORTED_MODULE_0__/* .holdCommentBody */ .Pv)(hold, `${prefix}${hold.spec}`), 
        // Its own comment, also when written before the token changed (GITHUB_TOKEN's bot).
        [me, _github_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTIONS_BOT */ .aX]);
    }
    catch (err) {
        log.warning(`Could not say on #${hold.pull} that spec ${hold.spec} is ${hold.state}: ${err.message}`);
    }
}
/** Lifts the spec's hold (`/ralph retry <spec>`); false when the spec is not held. */
async function liftHold(git, base, spec, by) {
    await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .fetchHolds */ .LU)(git);
    const hold = (await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .readHolds */ .RC)(git)).get(spec);
    if (hold?.state !== 'held')
        return undefined;
    const lifted = { ...hold, state: 'lifted', liftedBy: by };
    const target = (await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .remoteSha */ .fI)(git, base)) ?? (await git.out(['rev-parse', `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .REMOTE */ .Bn}/HEAD`]));
    await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .writeHold */ .hA)(git, lifted, target);
    return lifted;
}


/***/ }),

/***/ 6739:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ localHolds),
/* harmony export */   LU: () => (/* binding */ fetchHolds),
/* harmony export */   RC: () => (/* binding */ readHolds),
/* harmony export */   hA: () => (/* binding */ writeHold)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5185);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8275);
/* harmony import */ var _project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4323);
// The holds on the remote, as tags `ralph-held/<spec>` (see core/schedule/hold.ts for why a tag).






const TAGS = `refs/tags/${_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}`;
/** Brings the remote's hold tags into the clone (a writer job: its token is in git's environment). */
async function fetchHolds(git) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE */ .Bn, `+${TAGS}*:${TAGS}*`], {
        allowFailure: true,
    });
}
/** The holds the clone knows, by spec id: one git process. */
async function readHolds(git) {
    const out = await git.exec(['for-each-ref', '--format=%(refname)%00%(contents)%00%00', TAGS], {
        allowFailure: true,
    });
    const holds = new Map();
    for (const record of out.stdout.split('\0\0')) {
        const [ref, message] = record.replace(/^\n/, '').split('\0');
        if (!ref?.startsWith(TAGS) || message === undefined)
            continue;
        const spec = ref.slice(TAGS.length);
        const hold = (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHoldMessage */ .A1)(spec, message);
        if (hold)
            holds.set(spec, hold);
    }
    return holds;
}
/**
 * Pushes the hold as the annotated tag `ralph-held/<spec>` on `target` (the base's tip: the tag
 * only needs a commit to stand on), replacing the one there, and keeps it in the clone.
 */
async function writeHold(git, hold, target) {
    const name = `${_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}${hold.spec}`;
    const tag = (await git.exec(['mktag'], {
        input: `object ${target}\ntype commit\ntag ${name}\ntagger ${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.name} <${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.email}> ${Math.floor(Date.now() / 1000)} +0000\n\n${(0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .holdMessage */ .xb)(hold)}`,
    })).stdout.trim();
    await git.exec(['push', '--quiet', '--force', '--no-follow-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE */ .Bn, `${tag}:refs/tags/${name}`]);
    await git.exec(['update-ref', `refs/tags/${name}`, tag]);
}
/** The holds a local repository knows (tags fetched from the remote), for `ralph status`. */
async function localHolds(planPath) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(planPath);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)(dir), '.git')))
        return new Map();
    return readHolds(new _git_js__WEBPACK_IMPORTED_MODULE_2__/* .Git */ .TU(dir));
}


/***/ }),

/***/ 2851:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ remotePlanView),
/* harmony export */   s: () => (/* binding */ baseBranch)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5185);
/* harmony import */ var _holds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6739);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4337);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4323);
// The base branch a run works against, and the plan as the remote has it there with each spec
// branch's progress over it: what the schedule job, the commands job and the writer read.





/**
 * The base branch: the `base-branch` input (`given`), else the branch the job checked out, which
 * must not be a spec branch.
 */
async function baseBranch(git, { given, branchPrefix }) {
    const base = given ?? (await git.currentBranch());
    if (!base)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4("HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.");
    if (given === undefined && base.startsWith(branchPrefix))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`);
    return base;
}
/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
async function remotePlanView(git, { plan, branchPrefix }, base) {
    const planFile = plan.file;
    const remoteBase = `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE */ .Bn}/${base}`;
    const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
    const baseText = await git.show(ref, planFile);
    if (baseText === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${planFile} does not exist on ${base}.`);
    const view = await (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_2__/* .readPlanView */ .z)(git, {
        planFile,
        baseText,
        baseName: `${base}:${planFile}`,
        refs: `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE */ .Bn}/`,
        branchPrefix,
    });
    // The specs a person held by closing their pull request (tags the checkout brought along).
    (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_4__/* .applyHolds */ .tf)(view.plan, await (0,_holds_js__WEBPACK_IMPORTED_MODULE_1__/* .readHolds */ .RC)(git));
    return view;
}


/***/ }),

/***/ 4648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SD: () => (/* binding */ fetchTracking),
/* harmony export */   bf: () => (/* binding */ writeTracking),
/* harmony export */   ui: () => (/* binding */ readTracking)
/* harmony export */ });
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4323);

const PREFIX = 'refs/ralph/tracking/';
/** Brings the remote's tracking records into the clone (one fetch); none is fine. */
async function fetchTracking(git) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn, `+${PREFIX}*:${PREFIX}*`], {
        allowFailure: true,
    });
}
/** The tracking records the clone knows, by spec id: one git process. */
async function readTracking(git) {
    const out = await git.exec(['for-each-ref', '--format=%(refname)%00%(contents)%00%00', PREFIX], {
        allowFailure: true,
    });
    const records = new Map();
    for (const record of out.stdout.split('\0\0')) {
        const [ref, message] = record.replace(/^\n/, '').split('\0');
        if (!ref?.startsWith(PREFIX) || message === undefined)
            continue;
        const issue = Number(/^Ralph-Issue: (\d+)$/m.exec(message)?.[1]);
        const openedBy = /^Ralph-Opened-By: (\S+)$/m.exec(message)?.[1];
        if (Number.isInteger(issue) && issue > 0 && openedBy)
            records.set(ref.slice(PREFIX.length), { issue, openedBy });
    }
    return records;
}
/** Records the spec's tracking issue on the remote; false when the remote refused it. */
async function writeTracking(git, spec, t) {
    const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
    const commit = await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .commitTree */ .SC)(git, empty, [], `Spec ${spec} is tracked in issue #${t.issue}, opened by ${t.openedBy}.\n\nRalph-Issue: ${t.issue}\nRalph-Opened-By: ${t.openedBy}\n`);
    const r = await git.exec(['push', '--quiet', '--force', _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn, `${commit}:${PREFIX}${spec}`], {
        allowFailure: true,
    });
    if (r.exitCode === 0)
        await git.exec(['update-ref', `${PREFIX}${spec}`, commit]);
    return r.exitCode === 0;
}


/***/ }),

/***/ 6859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   "in": () => (/* binding */ budgetLine),
/* harmony export */   k5: () => (/* binding */ showsCost),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, uncountedText */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4929);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7961);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8772);
// Plans and schedules as text for people: terminal tables and the Markdown of job summaries.




const STATUS_ICONS = {
    pending: '⏳',
    in_progress: '🔄',
    completed: '✅',
    blocked: '⛔',
    failed: '❌',
    skipped: '⏭️',
};
/** A plain aligned table: first row is the header. */
function textTable(rows) {
    const widths = [];
    for (const row of rows) {
        row.forEach((cell, i) => {
            widths[i] = Math.max(widths[i] ?? 0, cell.length);
        });
    }
    return rows
        .map((row) => row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd())
        .join('\n');
}
/** Text for GitHub's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A table cell: its text as written (no HTML), on one line, its `|` not ending the cell. */
function mdCell(text) {
    return escapeHtml(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
function markdownTable(rows) {
    const [head, ...body] = rows;
    if (!head)
        return '';
    return [
        `| ${head.map(mdCell).join(' | ')} |`,
        `| ${head.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
    ].join('\n');
}
function readyRows(ready) {
    return [
        ['SPEC', 'TASK', 'ATTEMPT', 'AGENT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(r),
            r.complexity,
            String(r.maxTurns),
            r.timeoutMinutes >= 1 ? `${Math.round(r.timeoutMinutes)}m` : `${Math.round(r.timeoutMinutes * 60)}s`,
            r.branch,
        ]),
    ];
}
function countsLine(s) {
    const c = s.counts;
    const parts = [
        `${c.total} task${c.total === 1 ? '' : 's'}`,
        `${c.completed} completed`,
        `${c.ready} ready`,
        `${c.in_progress} in progress`,
        `${c.pending} pending`,
        `${c.failed} failed`,
        `${c.blocked} blocked`,
        `${c.skipped} skipped`,
    ];
    return parts.join(', ');
}
/** The plan's recorded cost against its budget, in one line: "Cost: $1.20 of a $5.00 budget". */
function budgetLine(budget) {
    const spent = `Cost: ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.spentUsd)} recorded`;
    const line = budget.maxCostUsd === undefined
        ? spent
        : `${spent} of a ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.maxCostUsd)} budget${budget.spent ? ': spent, so no task starts until the budget is raised' : ''}`;
    return `${line}${uncountedText(budget)}`;
}
/**
 * The attempts whose agent reported no cost, named: "; not counted: 2 attempts by command, which
 * reports no cost" (never taken as free). Empty when every attempt reported one.
 */
function uncountedText(budget) {
    const u = budget.uncounted;
    if (!u)
        return '';
    return `; not counted: ${u.attempts} attempt${u.attempts === 1 ? '' : 's'} by ${u.providers.join(', ')}, which reported no cost`;
}
/**
 * Whether a plan's tables show costs: once any is recorded, when it has a budget, or when some
 * agent's attempts reported none (they are named as not counted).
 */
function showsCost(plan, s) {
    return (s.budget.maxCostUsd !== undefined ||
        (s.budget.uncounted !== undefined && routesCost(plan)) ||
        plan.specs.some((spec) => spec.tasks.some((t) => t.attempts?.some((a) => a.costUsd !== undefined))));
}
/**
 * A task's agent, as a table cell: for a finished task the one its last attempt recorded, else
 * the one its next attempt resolves to (escalated when the plan says so).
 */
function taskAgentCell(task, route) {
    const last = task.attempts?.at(-1);
    if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status) && last?.provider)
        return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)({ provider: last.provider, model: last.model });
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(route(task));
}
/** Whether some level of the plan's agent could route a task to a provider that reports a cost. */
function routesCost(plan) {
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .planProviders */ .YN)(plan).some((p) => p !== 'command');
}
/**
 * What a task's attempts cost, as a table cell: a dash when none reported a cost, and the
 * attempts that reported none named beside the sum ("$0.0084 + 1 uncounted").
 */
function costCell(task) {
    const attempts = task.attempts ?? [];
    const none = attempts.filter(_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isUncounted */ .Eh).length;
    const sum = attempts.some((a) => a.costUsd !== undefined) ? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .taskCostUsd */ .FJ)(task)) : undefined;
    if (none === 0)
        return sum ?? '–';
    return sum ? `${sum} + ${none} uncounted` : `${none} uncounted`;
}
/**
 * One row per task: spec, task, status, attempts, cost (once any is recorded), and why it
 * waits (blocked reason, deps). A completed task's note is its spec's commit, when
 * `specCommits` (spec id -> "spec commit abc1234 on ralph/x") has one: the per-task commits a
 * task records are squashed into that one when its spec completes, so they are not shown.
 */
function statusRows(plan, s, icons = false, specCommits, withAgent = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const cost = showsCost(plan, s);
    const route = withAgent ? (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan) : undefined;
    const rows = [
        ['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', ...(route ? ['AGENT'] : []), ...(cost ? ['COST'] : []), 'NOTE'],
    ];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : spec.status === 'held' && (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status)
                    ? `held: ${spec.heldReason ?? 'its pull request was closed without merging'}`
                    : task.status === 'completed'
                        ? (specCommits?.get(spec.id) ?? '')
                        : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .countedAttempts */ .jc)(task)),
                ...(route ? [taskAgentCell(task, route)] : []),
                ...(cost ? [costCell(task)] : []),
                note,
            ]);
        }
    }
    return rows;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = (0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(task.id);
            hints.push({
                spec: spec.id,
                task: task.id,
                retry: `ralph retry ${id} --reason "..."${extra}`,
                skip: `ralph skip ${id} --reason "..."${extra}`,
                comment: `/ralph retry ${task.id} <answer>`,
                ...(spec.issue !== undefined ? { issue: spec.issue } : {}),
            });
        }
    return hints;
}
/** The hints as lines for a terminal; empty when nothing is blocked. */
function unblockText(hints) {
    return hints
        .map((h) => {
        const width = Math.max(h.retry.length, h.skip.length);
        const where = h.issue !== undefined ? `issue #${h.issue}` : `${h.spec}'s tracking issue`;
        return [
            `${h.task} is blocked. To unblock it:`,
            `  ${h.retry.padEnd(width)}  run it again; your answer goes into its prompt`,
            `  ${h.skip.padEnd(width)}  skip it; what depends on it goes ahead`,
            `  or on GitHub, comment on ${where}: ${h.comment}`,
        ].join('\n');
    })
        .join('\n');
}
/** The job summary of `schedule`: what runs now, and where every task stands. */
function scheduleSummary(plan, s) {
    const parts = ['## Ralph schedule', '', countsLine(s), ''];
    if (showsCost(plan, s))
        parts.push(budgetLine(s.budget), '');
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else if (s.budget.spent)
        parts.push(`Nothing is ready to run: ${s.budget.spent}.`, '');
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ }),

/***/ 5185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ parseHoldMessage),
/* harmony export */   VA: () => (/* binding */ holdChanges),
/* harmony export */   tf: () => (/* binding */ applyHolds),
/* harmony export */   wN: () => (/* binding */ HOLD_TAG_PREFIX),
/* harmony export */   xb: () => (/* binding */ holdMessage)
/* harmony export */ });
const HOLD_TAG_PREFIX = 'ralph-held/';
/** The tag message that records a hold. */
function holdMessage(h) {
    const first = h.state === 'held'
        ? `Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging.`
        : `Spec ${h.spec} is no longer held (${h.liftedBy ?? 'lifted'}).`;
    return `${first}\n\nRalph-Hold: ${h.state}\nRalph-Pull: ${h.pull}\nRalph-Url: ${h.url}\nRalph-Closed-At: ${h.closedAt}\n${h.liftedBy ? `Ralph-Lifted-By: ${h.liftedBy}\n` : ''}`;
}
/** The hold a tag message records, if it is one of Ralph's. */
function parseHoldMessage(spec, text) {
    const field = (name) => new RegExp(`^Ralph-${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
    const state = field('Hold');
    const pull = Number(field('Pull'));
    const url = field('Url');
    const closedAt = field('Closed-At');
    if ((state !== 'held' && state !== 'lifted') || !Number.isInteger(pull) || !url || !closedAt)
        return undefined;
    const liftedBy = field('Lifted-By');
    return { spec, state, pull, url, closedAt, ...(liftedBy ? { liftedBy } : {}) };
}
/**
 * The holds to write: a spec whose latest closed pull request was closed without merging, with
 * no open one, not merged into the base and not held for that close already, becomes held; a
 * held spec whose branch has an open pull request again (reopened) is lifted.
 */
function holdChanges(opts) {
    const out = [];
    for (const spec of opts.specs) {
        const branch = `${opts.prefix}${spec}`;
        const existing = opts.holds.get(spec);
        if (opts.openHeads.has(branch)) {
            if (existing?.state === 'held')
                out.push({ ...existing, state: 'lifted', liftedBy: `pull request reopened on ${branch}` });
            continue;
        }
        if (opts.mergedOnBase(spec))
            continue;
        let latest;
        for (const p of opts.closed)
            if (p.head === branch && (!latest || Date.parse(p.closedAt) > Date.parse(latest.closedAt)))
                latest = p;
        if (!latest || latest.merged)
            continue;
        if (existing && existing.pull === latest.number && existing.closedAt === latest.closedAt)
            continue;
        out.push({ spec, state: 'held', pull: latest.number, url: latest.url, closedAt: latest.closedAt });
    }
    return out;
}
/**
 * Marks the held specs of the plan (in place): status `held`, the pull request's link as the
 * reason; a spec marked so whose hold was lifted since (in the same job) is marked no more.
 */
function applyHolds(plan, holds) {
    for (const spec of plan.specs) {
        const h = holds.get(spec.id);
        if (h?.state === 'lifted' && spec.status === 'held') {
            delete spec.status;
            delete spec.heldReason;
        }
        if (h?.state !== 'held')
            continue;
        spec.status = 'held';
        spec.heldReason = `pull request #${h.pull} was closed without merging (${h.url}); reopen it or write \`/ralph retry ${spec.id}\``;
    }
}


/***/ })

};
