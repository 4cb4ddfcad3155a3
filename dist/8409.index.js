export const id = 8409;
export const ids = [8409];
export const modules = {

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
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
// The spec-branch git algorithm in one place (after create-pull-request's
// create-or-update-branch): the commit a task starts from (the base merged in the same way by
// the task job and the writer), merges as GitHub makes them (`git merge-tree`, no merge
// drivers), trees edited through a private index and commits made without a work tree, and
// pushes with a lease. The writer job (action/writer/) composes them; `ralph build` uses
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
        `user.name=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.name}`,
        '-c',
        `user.email=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.email}`,
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
function commitEnv(identity = _git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn, date) {
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
    throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(['merge-tree', ours, theirs], r);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${opts.branch} conflicts with ${opts.base} in ${m.conflicts.join(', ')}; merge ${opts.base} into ${opts.branch} and resolve it.`);
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
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`Could not push ${branch}: ${r.stderr.trim() || r.stdout.trim()}. Check that the job has \`contents: write\`.`);
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


/***/ }),

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
// EXTERNAL MODULE: ./build/adapters/git.js + 1 modules
var adapters_git = __webpack_require__(8275);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
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
// EXTERNAL MODULE: ./build/core/github-text/commands.js
var commands = __webpack_require__(7648);
// EXTERNAL MODULE: ./build/core/github-text/git-text.js
var git_text = __webpack_require__(4898);
// EXTERNAL MODULE: ./build/core/prompt/prompt.js + 1 modules
var prompt_prompt = __webpack_require__(7556);
// EXTERNAL MODULE: ./build/core/schedule/schedule.js
var schedule = __webpack_require__(7961);
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
    const found = (0,prompt_prompt/* findTask */.VX)(shown, id);
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
        if (home && (0,prompt_prompt/* findTask */.VX)(home.plan, id)) {
            const write = await updatePlanOnBranch(home, (0,git_text/* taskCommitMessage */._s)(found.spec, found.task, verb), (plan) => {
                const at = (0,prompt_prompt/* findTask */.VX)(plan, id);
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
        const at = (0,prompt_prompt/* findTask */.VX)(plan, id);
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

/***/ 4898:
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
