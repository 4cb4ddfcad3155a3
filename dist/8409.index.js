export const id = 8409;
export const ids = [8409];
export const modules = {

/***/ 8409:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vK: () => (/* binding */ changeLine),
  gp: () => (/* binding */ editTask),
  MR: () => (/* binding */ retryTask),
  Lx: () => (/* binding */ setStatus),
  FL: () => (/* binding */ skipTask)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
;// CONCATENATED MODULE: ./build/adapters/branch-plan.js
// Writing the plan where a spec's state lives (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #life-of-a-task-locally): on its branch
// `<prefix><spec-id>`, as one commit made without checking the branch out. The commit is built
// from the branch's own tree through a private index (the work tree, the user's index and the
// current branch stay as they are), and the branch moves only if it still is where it was read
// (`update-ref` with the old value), so nobody's commit is ever lost. The plan edit is minimal
// (editPlanText): the other specs' bytes stay as they were, so the spec's pull request still
// merges cleanly.








/**
 * The spec's branch and its plan, when the branch exists locally and holds the plan file. Like
 * `localPlanView`, only in a repository whose project root holds `.git`, so `ralph status`
 * reads the plan from wherever this writes it.
 */
async function specBranchPlan(planPath, branch, env = process.env) {
    const dir = (0,external_node_path_.dirname)(planPath);
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)(dir), '.git')))
        return undefined;
    const git = new adapters_git/* Git */.TU(dir, [], env);
    const tip = await git.revParse(`refs/heads/${branch}`);
    if (tip === undefined)
        return undefined;
    const file = `${await git.out(['rev-parse', '--show-prefix'])}${(0,external_node_path_.basename)(planPath)}`;
    const text = await git.show(tip, file);
    if (text === undefined)
        return undefined;
    return {
        git,
        env,
        branch,
        file,
        plan: (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${file}`).plan,
        worktree: await checkedOutAt(git, branch),
        onRemote: (await git.revParse(`refs/remotes/${spec_branch/* REMOTE */.Bn}/${branch}`)) !== undefined,
    };
}
/** The work tree that has `branch` checked out, if one has. */
async function checkedOutAt(git, branch) {
    const r = await git.exec(['worktree', 'list', '--porcelain'], { allowFailure: true });
    if (r.exitCode !== 0)
        return undefined;
    for (const block of r.stdout.split('\n\n')) {
        const lines = block.split('\n');
        const path = lines.find((l) => l.startsWith('worktree '))?.slice('worktree '.length);
        if (path !== undefined && lines.includes(`branch refs/heads/${branch}`))
            return path;
    }
    return undefined;
}
const ATTEMPTS = 3;
/**
 * Edits the plan on `target.branch` as one commit with `message`: `mutate` gets the plan as the
 * branch's tip has it. When the branch is checked out somewhere, its plan file there must be
 * unchanged (else this refuses and writes nothing); the file and that work tree's index then
 * get the new text too, so that checkout stays clean. `mutate` may throw to refuse; nothing is
 * written then.
 */
async function updatePlanOnBranch(target, message, mutate, identity) {
    const { git, branch, file } = target;
    const checkout = target.worktree === undefined ? undefined : new adapters_git/* Git */.TU(target.worktree, [], target.env);
    if (checkout) {
        const changed = (await checkout.exec(['status', '--porcelain=v1', '--', `:(top)${file}`])).stdout.trim();
        if (changed !== '') {
            const where = (0,external_node_path_.resolve)(target.worktree) === (0,external_node_path_.resolve)(await topLevel(git)) ? 'here' : `in ${target.worktree}`;
            throw new errors/* RalphError */.A4(`${branch} is checked out ${where} and its ${file} has uncommitted changes; commit or discard them (git restore ${file}), then run this again`);
        }
    }
    for (let attempt = 1;; attempt++) {
        const previous = await git.revParse(`refs/heads/${branch}`);
        if (previous === undefined)
            throw new errors/* RalphError */.A4(`the branch ${branch} no longer exists`);
        const name = `${branch}:${file}`;
        const text = await git.show(previous, file);
        if (text === undefined)
            throw new errors/* RalphError */.A4(`${name} no longer exists`);
        const { plan } = (0,plan_file/* parsePlanText */.uo)(text, name);
        const result = mutate(plan);
        const next = (0,plan_file/* editPlanText */.VS)(text, plan, name);
        if (next === text)
            return { result, previous };
        const tree = await withPrivateIndex(git, async (editor) => {
            await editor.read(previous);
            await editor.put(file, next);
            return editor.write();
        });
        const commit = await (0,spec_branch/* commitTree */.SC)(git, tree, [previous], message, { identity });
        const subject = message.split('\n', 1)[0];
        const moved = await git.exec(['update-ref', '-m', subject, `refs/heads/${branch}`, commit, previous], {
            allowFailure: true,
        });
        if (moved.exitCode !== 0) {
            // Someone moved the branch meanwhile: read it again and redo the edit on top.
            if (attempt < ATTEMPTS)
                continue;
            throw new errors/* RalphError */.A4(`${branch} kept moving while Ralph wrote to it; run this again`);
        }
        if (checkout) {
            // The checkout had the old text, unchanged: give it the new one, in the file and the index.
            const blob = (await git.exec(['hash-object', '--no-filters', '--stdin'], { input: next })).stdout.trim();
            (0,plan_file/* writeAtomic */.vZ)((0,external_node_path_.join)(target.worktree, file), next);
            await checkout.exec(['update-index', '--cacheinfo', `100644,${blob},${file}`]);
            await checkout.exec(['update-index', '-q', '--refresh'], { allowFailure: true });
        }
        return { result, commit, previous };
    }
}
async function withPrivateIndex(git, use) {
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-index-'));
    try {
        return await use(new spec_branch/* TreeEditor */.mQ(git, (0,external_node_path_.join)(dir, 'index')));
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}
async function topLevel(git) {
    return git.out(['rev-parse', '--show-toplevel']);
}

// EXTERNAL MODULE: ./build/adapters/plan-view.js + 2 modules
var plan_view = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/adapters/spec-branch-refs.js
var spec_branch_refs = __webpack_require__(3118);
// EXTERNAL MODULE: ./build/core/commands.js
var commands = __webpack_require__(586);
// EXTERNAL MODULE: ./build/core/git-text.js
var git_text = __webpack_require__(8648);
// EXTERNAL MODULE: ./build/core/prompt.js
var core_prompt = __webpack_require__(9842);
// EXTERNAL MODULE: ./build/core/schedule.js
var schedule = __webpack_require__(1733);
// EXTERNAL MODULE: ./build/core/shell.js
var shell = __webpack_require__(8772);
// EXTERNAL MODULE: ./build/cli/command.js
var command = __webpack_require__(3192);
;// CONCATENATED MODULE: ./build/cli/task-edit.js
// A person's edit of one task (`ralph set`, `retry`, `skip`), made where the task's state lives
// (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #life-of-a-task-locally): on its spec's branch `<prefix><spec-id>` when that branch exists and has
// the task (one commit there, made without checking it out), else in the plan file of the work
// tree. What `ralph status` shows is what these commands change, from whichever branch they run.
// A spec branch only the remote has (a fresh clone) gets a local branch made from the remote's;
// a local one behind the remote's, or diverged from it, is refused (spec-branch-refs.ts).















const KNOWN_SHOWN = 30;
function unknownTask(id, plan, file) {
    const ids = plan.specs.flatMap((s) => s.tasks.map((t) => t.id));
    const shown = ids.slice(0, KNOWN_SHOWN).join(', ');
    const more = ids.length > KNOWN_SHOWN ? `, ... (${ids.length - KNOWN_SHOWN} more)` : '';
    return new command/* UsageError */.eb(ids.length === 0
        ? `no task "${id}" in ${file}: it has no tasks`
        : `no task "${id}" in ${file}; its tasks are ${shown}${more} (\`ralph status\` lists them)`);
}
async function person(git, env) {
    const config = async (key) => {
        const r = await git.exec(['config', '--get', key], { allowFailure: true });
        return r.exitCode === 0 && r.stdout.trim() !== '' ? r.stdout.trim() : undefined;
    };
    const gitName = await config('user.name');
    const email = await config('user.email');
    const name = gitName ?? env.USER ?? env.USERNAME ?? 'human';
    return { name, identity: gitName && email ? { name: gitName, email } : adapters_git/* RALPH_IDENTITY */.tn };
}
/**
 * Finds task `id` in the plan as `ralph status` shows it and applies `mutate` where its state
 * lives (`where`: " on <branch>", or "" for the work tree's file). `mutate` may throw a
 * UsageError to refuse; nothing is written then. `verb` names the change in the spec branch's
 * commit: `ralph(<spec>): <verb> <task>`.
 */
async function editTask(ctx, id, verb, mutate) {
    const planPath = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,command/* stringOption */.Pp)(ctx, 'plan'));
    const prefix = (0,command/* stringOption */.Pp)(ctx, 'branch-prefix') ?? schedule/* DEFAULT_BRANCH_PREFIX */._g;
    const file = (0,plan_file/* loadPlan */.Yq)(planPath);
    const loaded = file.plan;
    const view = await (0,plan_view/* localPlanView */.e)(planPath, loaded, prefix, { text: file.text });
    const shown = view?.plan ?? loaded;
    const found = (0,core_prompt/* findTask */.VX)(shown, id);
    if (!found)
        throw unknownTask(id, shown, planPath);
    // The command's environment reaches git (a test's GIT_CONFIG_GLOBAL, say); in the CLI it is process.env.
    const env = ctx.env === process.env ? process.env : { ...process.env, ...ctx.env };
    const git = new adapters_git/* Git */.TU((0,external_node_path_.dirname)(planPath), [], env);
    const who = await person(git, ctx.env);
    const branch = `${prefix}${found.spec.id}`;
    const createdFrom = await localBranchFor(git, planPath, branch, verb);
    // A branch made for this change stays only if the change was committed on it.
    let committed = false;
    try {
        const home = await specBranchPlan(planPath, branch, env);
        if (home && (0,core_prompt/* findTask */.VX)(home.plan, id)) {
            const write = await updatePlanOnBranch(home, (0,git_text/* taskCommitMessage */._s)(found.spec, found.task, verb), (plan) => {
                const at = (0,core_prompt/* findTask */.VX)(plan, id);
                if (!at)
                    throw unknownTask(id, plan, `${home.branch}:${home.file}`);
                return mutate(at.task, at.spec, who, ` on ${home.branch}`);
            }, who.identity);
            committed = Boolean(write.commit);
            return {
                result: write.result,
                branch: home.branch,
                commit: write.commit,
                onRemote: home.onRemote,
                ...(createdFrom && committed ? { createdFrom: createdFrom.name } : {}),
            };
        }
    }
    finally {
        if (createdFrom && !committed)
            await dropCreated(git, branch, createdFrom);
    }
    const result = await (0,plan_file/* updatePlan */.td)(planPath, (plan) => {
        const at = (0,core_prompt/* findTask */.VX)(plan, id);
        if (!at)
            throw unknownTask(id, plan, planPath);
        return mutate(at.task, at.spec, who, '');
    });
    return { result };
}
/**
 * Makes sure the spec branch an edit goes to is the newest copy: a local branch that is behind
 * the remote-tracking one, or diverged from it, is refused (a commit on it could not be pushed),
 * with the command that brings it up to date; where only the remote has the branch, a local
 * branch tracking it is made, and returned (the caller drops it again if nothing is committed).
 */
async function localBranchFor(git, planPath, branch, verb) {
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)((0,external_node_path_.dirname)(planPath)), '.git')))
        return undefined;
    const refs = await (0,spec_branch_refs/* specBranchRef */.Bd)(git, branch);
    if (refs?.relation === 'behind') {
        const path = (await (0,spec_branch_refs/* checkedOutBranches */.SN)(git)).get(branch);
        const top = await git.out(['rev-parse', '--show-toplevel']);
        const fix = (0,spec_branch_refs/* updateCommand */.hi)(refs, path === undefined ? undefined : { path, here: path === top });
        throw new command/* UsageError */.eb(`${(0,spec_branch_refs/* behindText */.Sd)(refs)}: a ${verb} committed on it would start from an old state, and its push would be refused. Bring it up to date, then run this again: ${fix}`);
    }
    if (refs?.relation === 'diverged')
        throw new command/* UsageError */.eb(`${(0,spec_branch_refs/* divergedText */.Kp)(refs)}; Ralph commits on neither. To end this, ${(0,spec_branch_refs/* divergedFix */.mm)(refs)}; then run this again.`);
    if (refs?.relation !== 'remote')
        return undefined;
    await git.exec(['branch', '--quiet', '--track', branch, `${spec_branch/* REMOTE */.Bn}/${branch}`]);
    return { name: refs.name, sha: refs.remote };
}
/** Removes a branch made by localBranchFor, if it still is where it was made. */
async function dropCreated(git, branch, from) {
    await git.exec(['update-ref', '-d', `refs/heads/${branch}`, from.sha], { allowFailure: true });
    await git.exec(['config', '--remove-section', `branch.${branch}`], { allowFailure: true });
}
function addComment(task, author, body) {
    task.comments = [...(task.comments ?? []), { author, body, created: new Date().toISOString() }];
}
const commentBy = (who, body) => ({
    author: who.name,
    body: body ?? '',
    created: new Date().toISOString(),
});
/** `ralph set`: any status, by hand; the change and its reason kept as a comment. */
function setStatus(task, status, reason, who) {
    const from = task.status;
    const notes = [];
    task.status = status;
    if (status === 'blocked')
        task.blockedReason = reason ?? task.blockedReason ?? 'blocked by a person';
    else
        delete task.blockedReason;
    if (status === 'completed')
        task.completedAt ??= new Date().toISOString();
    else
        delete task.completedAt;
    if (status === 'pending' && (0,schedule/* resetRetryBudget */.$U)(task))
        notes.push('retry budget reset');
    if (status !== 'in_progress')
        delete task.startedAt;
    addComment(task, who.name, `status ${from === status ? `${status}, as it was` : `${from} -> ${status}`}${reason ? `: ${reason}` : ''}`);
    return { from, to: status, notes };
}
/** `ralph retry`: a blocked or failed task pending again, with a fresh budget and the person's answer. */
function retryTask(task, reason, who, where) {
    const from = task.status;
    if (!(0,commands/* canRetry */.Z0)(from)) {
        const what = from === 'pending'
            ? 'it is already waiting to run'
            : from === 'in_progress'
                ? 'it is running'
                : `to run it again anyway: ralph set ${task.id} --status pending`;
        throw new command/* UsageError */.eb(`${task.id} is ${from}${where}, not blocked or failed; ${what}`);
    }
    const notes = [];
    if ((0,commands/* retryTaskState */.pC)(task, commentBy(who, reason)))
        notes.push('retry budget reset');
    if (reason?.trim())
        notes.push('comment added');
    return { from, to: 'pending', notes };
}
/** `ralph skip`: the task is not needed; what depends on it goes ahead. */
function skipTask(task, reason, who, where) {
    const from = task.status;
    if (!(0,commands/* canSkip */.qj)(from))
        throw new command/* UsageError */.eb(`${task.id} is ${from}${where} already; nothing to skip`);
    (0,commands/* skipTaskState */.Co)(task, commentBy(who, reason));
    return { from, to: 'skipped', notes: reason?.trim() ? ['comment added'] : [] };
}
/** `api-2: blocked -> pending on ralph/api (retry budget reset; comment added)`. */
function changeLine(id, edit) {
    const { from, to, notes } = edit.result;
    const on = edit.branch ? ` on ${edit.branch}` : '';
    const more = notes.length > 0 ? ` (${notes.join('; ')})` : '';
    const push = edit.branch && edit.createdFrom && edit.commit
        ? `\n${edit.branch} was made here from ${edit.createdFrom}, for this change: \`${(0,shell/* shellCommand */.q)(['git', 'push', spec_branch/* REMOTE */.Bn, edit.branch])}\` takes it there.`
        : edit.branch && edit.onRemote && edit.commit
            ? `\n${edit.branch} is on ${spec_branch/* REMOTE */.Bn} too: \`${(0,shell/* shellCommand */.q)(['git', 'push', spec_branch/* REMOTE */.Bn, edit.branch])}\` takes this change there.`
            : '';
    const change = from === to ? `${to}, as it was` : `${from} -> ${to}`;
    return `${id}: ${change}${on}${more}${push}`;
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


/***/ }),

/***/ 8648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T3: () => (/* binding */ progressPath),
/* harmony export */   _7: () => (/* binding */ specCommitMessage),
/* harmony export */   _s: () => (/* binding */ taskCommitMessage),
/* harmony export */   su: () => (/* binding */ progressEntry)
/* harmony export */ });
function taskCommitMessage(spec, task, what) {
    return `ralph(${spec.id}): ${what} ${task.id}\n\n${task.title ?? task.description}\n\nRalph-Spec: ${spec.id}\nRalph-Task: ${task.id}\n`;
}
/** One commit per spec: named after the spec, the tasks listed in the body, trailers at the end. */
function specCommitMessage(spec) {
    const title = spec.name ?? spec.id;
    const lines = spec.tasks.map((t) => `- ${t.id}: ${firstLine(t.title ?? t.description)}`);
    const trailers = [`Ralph-Spec: ${spec.id}`, ...spec.tasks.map((t) => `Ralph-Task: ${t.id}`)];
    return `${title}\n\n${lines.join('\n')}\n\n${trailers.join('\n')}\n`;
}
/**
 * Where a finished spec's progress entry goes: a file of its own, `progress/<spec-id>.md`. One
 * shared PROGRESS.md that every spec appends to cannot work: GitHub's merge button ignores
 * merge drivers, so two spec pull requests appending at the same place always conflict.
 */
function progressPath(specId) {
    return `progress/${specId}.md`;
}
/** The progress entry written when a spec's last task completes. */
function progressEntry(spec, finishedAt) {
    const lines = [`# ${spec.name ?? spec.id} (\`${spec.id}\`)`, '', `Completed ${finishedAt}.`, ''];
    for (const t of spec.tasks) {
        const attempts = t.attempts?.length ?? 0;
        lines.push(`- [x] ${t.id}: ${firstLine(t.title ?? t.description)} (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    }
    return `${lines.join('\n')}\n`;
}
function firstLine(text) {
    return text.split('\n', 1)[0].trim();
}


/***/ })

};
