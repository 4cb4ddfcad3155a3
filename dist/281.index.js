export const id = 281;
export const ids = [281];
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


/***/ }),

/***/ 8535:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ trackingIssueBody),
/* harmony export */   N1: () => (/* binding */ trackingIssueTitle),
/* harmony export */   NF: () => (/* binding */ pullRequestBody),
/* harmony export */   Zr: () => (/* binding */ pullRequestTitle),
/* harmony export */   eK: () => (/* binding */ specMarker),
/* harmony export */   eQ: () => (/* binding */ blockedCommentBody),
/* harmony export */   nP: () => (/* binding */ blockedMarker),
/* harmony export */   nY: () => (/* binding */ GITHUB_BODY_LIMIT)
/* harmony export */ });
/* unused harmony exports GITHUB_TITLE_LIMIT, neutraliseComments, inline, cell, taskTitle, formatCost, formatDuration, clipBody, specCost, specRunUrls */
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5882);
// The words Ralph writes on GitHub (DESIGN.md C6): the pull request of a spec, the comment
// for a blocked task, the spec's tracking issue. Pure and deterministic (no clock): the same
// plan gives the same bytes, which is what lets the adapter skip a write when nothing changed.
//
// Every body starts with a hidden marker (`<!-- ralph:spec:<id> -->`, `<!-- ralph:blocked:<id> -->`)
// that the adapter finds it by. Text from the plan is neutralised so that it can neither open
// an HTML comment (which would hide the rest of the body) nor forge a marker nor break a table.

/** GitHub refuses an issue, pull request or comment body longer than this. */
const GITHUB_BODY_LIMIT = 65_536;
/** GitHub refuses a title longer than this. */
const GITHUB_TITLE_LIMIT = 256;
/**
 * A diagram in a body stays this small, so that the body's other sections fit under GitHub's
 * limit beside it (the diagram is folded until it does; see graph.ts).
 */
const BODY_GRAPH_CHARS = 20_000;
/** The spec's context is cut here so that it cannot crowd out the tasks and results. */
const CONTEXT_LIMIT = 4_000;
const SUMMARY_LINE_LIMIT = 200;
// ---------------------------------------------------------------------------------------------
// Markers and escaping
// ---------------------------------------------------------------------------------------------
/**
 * An id as it may stand inside an HTML comment: `--`, `>`, `<`, `!`, `%`, spaces and anything
 * unusual are percent-encoded, so an id can never end the comment early. Injective.
 */
function markerId(id) {
    return id.replace(/[^A-Za-z0-9._:/@+=-]|(?<=-)-/gu, (c) => c === '-'
        ? '%2D'
        : encodeURIComponent(c) === c
            ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
            : encodeURIComponent(c));
}
/** The hidden marker of a spec's pull request and tracking issue. */
function specMarker(specId) {
    return `<!-- ralph:spec:${markerId(specId)} -->`;
}
/** The hidden marker of the comment about a blocked task. */
function blockedMarker(taskId) {
    return `<!-- ralph:blocked:${markerId(taskId)} -->`;
}
/**
 * Plan and agent text in Markdown: it cannot open or close an HTML comment (so it cannot hide
 * text or forge a marker), nor @-mention anyone.
 */
function neutraliseComments(text) {
    return (text
        .replace(/<!--/g, '&lt;!--')
        .replace(/--!?>/g, (m) => m.replace('>', '&gt;'))
        // Text from the plan and the agent must not ping people: `@name` gets a zero-width joiner.
        .replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, '$1@\u2060'));
}
/** Plan text on one line (list items, headings). */
function inline(text) {
    return neutraliseComments(text.replace(/\r?\n\s*/g, ' ').trim());
}
/** Plan text in a table cell: one line, pipes escaped. */
function cell(text) {
    return inline(text).replace(/\|/g, '\\|');
}
/** Code spans that survive any backticks inside. */
function code(text) {
    const t = inline(text);
    const runs = t.match(/`+/g) ?? [];
    const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
    const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${t}${pad}${fence}`;
}
function table(rows) {
    const [head, ...body] = rows;
    if (!head)
        return '';
    return [
        `| ${head.join(' | ')} |`,
        `| ${head.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
}
function firstLine(text) {
    return (text
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l !== '') ?? '');
}
function shorten(text, limit) {
    const chars = Array.from(text);
    return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join('')}…`;
}
function quote(text) {
    return neutraliseComments(text.trim())
        .split(/\r?\n/)
        .map((l) => (l.trim() === '' ? '>' : `> ${l}`))
        .join('\n');
}
function taskTitle(task) {
    return task.title?.trim() || firstLine(task.description) || task.id;
}
function formatCost(usd) {
    return `$${usd.toFixed(2)}`;
}
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    const s = ms / 1000;
    if (s < 60)
        return `${s.toFixed(1)}s`;
    const m = Math.floor(s / 60);
    const rest = Math.round(s - m * 60);
    return rest === 0 ? `${m}m` : `${m}m ${rest}s`;
}
/** `https://github.com/o/r/actions/runs/123/job/4` -> `run 123`; else the URL itself. */
function runLabel(url) {
    const m = /\/actions\/runs\/(\d+)/.exec(url);
    return m ? `run ${m[1]}` : url;
}
function link(label, url) {
    const target = url.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${inline(label).replace(/[[\]]/g, '\\$&')}](${target})`;
}
/**
 * Keeps a body under GitHub's limit: cuts at a line boundary and says so, keeping the footer.
 * The marker is at the start and so always survives.
 */
function clipBody(body, footer, limit = GITHUB_BODY_LIMIT) {
    const full = footer ? `${body}\n\n${footer}\n` : `${body}\n`;
    if (full.length <= limit)
        return full;
    const note = `\n\n> [!NOTE]\n> This description was cut to stay under GitHub's limit of ${limit} characters; the plan file has the rest.`;
    const tail = footer ? `${note}\n\n${footer}\n` : `${note}\n`;
    const room = Math.max(0, limit - tail.length);
    let cut = body.slice(0, room);
    const nl = cut.lastIndexOf('\n');
    if (nl > room / 2)
        cut = cut.slice(0, nl);
    // Never leave half of a surrogate pair.
    if (/[\uD800-\uDBFF]$/.test(cut))
        cut = cut.slice(0, -1);
    return `${cut.trimEnd()}${tail}`;
}
// ---------------------------------------------------------------------------------------------
// The pull request of a spec
// ---------------------------------------------------------------------------------------------
/** The pull request's title: the spec's name (its id when it has none), on one line. */
function pullRequestTitle(spec) {
    const name = (spec.name ?? '').replace(/\s+/g, ' ').trim() || spec.id;
    return shorten(name, GITHUB_TITLE_LIMIT);
}
function attemptOutcome(a) {
    const outcome = a.outcome ?? 'unknown';
    return a.gate ? `${outcome} (${a.gate})` : outcome;
}
function sum(values) {
    const known = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
    return known.length === 0 ? undefined : known.reduce((n, v) => n + v, 0);
}
/** The sum of the attempts' reported costs, or undefined when no attempt reported one. */
function specCost(spec) {
    return sum(spec.tasks.flatMap((t) => (t.attempts ?? []).map((a) => a.costUsd)));
}
/** Run URLs of the spec's attempts, in plan order, each once. */
function specRunUrls(spec, extra) {
    const urls = spec.tasks.flatMap((t) => (t.attempts ?? []).map((a) => a.runUrl));
    if (extra)
        urls.push(extra);
    return [...new Set(urls.filter((u) => typeof u === 'string' && u !== ''))];
}
function taskLine(task) {
    const done = task.status === 'completed';
    let line = `- [${done ? 'x' : ' '}] ${code(task.id)}: ${inline(taskTitle(task))}`;
    if (!done)
        line += ` — ${task.status}`;
    if (task.status === 'blocked' && task.blockedReason) {
        line += `: ${inline(shorten(firstLine(task.blockedReason), SUMMARY_LINE_LIMIT))}`;
    }
    return line;
}
/**
 * The pull request's description: the tasks as a checklist with their acceptance criteria, the
 * spec's criteria, the gate results, the attempts and their cost, and links to the runs.
 */
function pullRequestBody(spec, opts = {}) {
    const planFile = opts.planFile ?? 'implementation.json';
    const parts = [specMarker(spec.id), `## ${inline(pullRequestTitle(spec))}`];
    const about = [`Spec ${code(spec.id)}`];
    if (spec.file)
        about.push(`from ${code(spec.file)}`);
    if (spec.issue)
        about.push(`tracking issue #${spec.issue}`);
    parts.push(`${about.join(' · ')}.`);
    const context = spec.context?.trim();
    if (context) {
        const clipped = context.length > CONTEXT_LIMIT;
        parts.push(quote(clipped ? `${context.slice(0, CONTEXT_LIMIT)}…` : context) +
            (clipped ? `\n\n_The context is cut here; ${code(planFile)} has all of it._` : ''));
    }
    const completed = spec.tasks.filter((t) => t.status === 'completed').length;
    const tasks = spec.tasks.map((t) => {
        const criteria = (t.acceptanceCriteria ?? []).map((c) => `  - ${inline(c)}`);
        return [taskLine(t), ...criteria].join('\n');
    });
    parts.push(`### Tasks (${completed} of ${spec.tasks.length} completed)`, tasks.join('\n') || '_No tasks._');
    if (opts.plan?.specs.some((s) => s.id === spec.id)) {
        const scope = (0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .scopeTasks */ .vI)(opts.plan, { kind: 'waiting-on-spec', spec: spec.id });
        const waiting = opts.plan.specs.filter((s) => s.id !== spec.id && s.tasks.some((t) => scope.has(t.id)));
        parts.push('### Where this spec stands', `${waiting.length > 0
            ? `This spec and the tasks that wait on it, in ${waiting.map((s) => code(s.id)).join(', ')}.`
            : 'No other spec waits on this one.'}\n\n${(0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .mermaidBlock */ .tW)(opts.plan, { scope: { kind: 'waiting-on-spec', spec: spec.id }, maxChars: BODY_GRAPH_CHARS })}`);
    }
    if (spec.acceptanceCriteria?.length) {
        parts.push('### Acceptance criteria of the spec', spec.acceptanceCriteria.map((c) => `- ${inline(c)}`).join('\n'));
    }
    if (opts.gateResults?.length) {
        const rows = [['Gate', 'Result', 'Duration']];
        for (const g of opts.gateResults) {
            const result = g.passed ? '✅ passed' : g.required === false ? '⚠️ failed (not required)' : '❌ failed';
            rows.push([code(g.name), result, g.durationMs === undefined ? '—' : formatDuration(g.durationMs)]);
        }
        parts.push('### Gates', table(rows));
    }
    const tried = spec.tasks.filter((t) => (t.attempts?.length ?? 0) > 0);
    if (tried.length > 0) {
        const rows = [['Task', 'Attempts', 'Outcomes', 'Turns', 'Cost']];
        for (const t of tried) {
            const attempts = t.attempts ?? [];
            const turns = sum(attempts.map((a) => a.turns));
            const cost = sum(attempts.map((a) => a.costUsd));
            rows.push([
                code(t.id),
                String(attempts.length),
                cell(attempts.map(attemptOutcome).join(' → ')),
                turns === undefined ? '—' : String(turns),
                cost === undefined ? '—' : formatCost(cost),
            ]);
        }
        const total = specCost(spec);
        const count = tried.reduce((n, t) => n + (t.attempts?.length ?? 0), 0);
        parts.push('### Attempts', table(rows), total === undefined
            ? `${count} attempt${count === 1 ? '' : 's'}; the agent reported no cost.`
            : `**Total cost:** ${formatCost(total)} over ${count} attempt${count === 1 ? '' : 's'}.`);
    }
    const runs = specRunUrls(spec, opts.runUrl);
    if (runs.length > 0) {
        const lines = runs.map((u) => `- ${link(runLabel(u), u)}${u === opts.runUrl ? ' (this update)' : ''}`);
        parts.push('### Runs', lines.join('\n'));
    }
    parts.push('### Review', [
        'A review that requests changes, or a comment `/ralph <what to change>`, from someone with write access becomes a follow-up task of this spec, with the review and its inline comments; then this pull request is one commit again.',
        opts.autoMerge
            ? '**Auto-merge is on:** Ralph squash-merges this pull request once every check of its head commit has passed and no review requests changes.'
            : '',
    ]
        .filter(Boolean)
        .join('\n\n'));
    const footer = [
        '---',
        `<sub>Opened and kept up to date by Ralph. The tasks, their status and the attempts come from ${code(planFile)} on this branch; edit the plan, not this description, which the next run rewrites.</sub>`,
    ].join('\n');
    return clipBody(parts.join('\n\n'), footer, opts.maxLength);
}
// ---------------------------------------------------------------------------------------------
// The comment about a blocked task
// ---------------------------------------------------------------------------------------------
function shellWord(text) {
    return /^[A-Za-z0-9._/:@=+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
/** The comment on the spec's tracking issue that says a task is blocked, why, and what to do. */
function blockedCommentBody(spec, task, opts = {}) {
    const planFile = opts.planFile ?? 'implementation.json';
    const attempts = task.attempts ?? [];
    const parts = [
        blockedMarker(task.id),
        `### ⛔ Task ${code(task.id)} is blocked: ${inline(taskTitle(task))}`,
        `Spec **${inline(pullRequestTitle(spec))}** (${code(spec.id)})${opts.branch ? `, branch ${code(opts.branch)}` : ''}.`,
    ];
    parts.push('**Reason**', quote(task.blockedReason?.trim() || 'No reason was recorded.'));
    if (attempts.length > 0) {
        const rows = [['#', 'Outcome', 'Gate', 'Summary']];
        for (const a of attempts) {
            rows.push([
                String(a.number),
                cell(a.outcome ?? 'unknown'),
                a.gate ? code(a.gate) : '—',
                cell(shorten(firstLine(a.summary ?? ''), SUMMARY_LINE_LIMIT)) || '—',
            ]);
        }
        parts.push(`**Attempts:** ${attempts.length}`, table(rows));
    }
    else {
        parts.push('**Attempts:** none recorded.');
    }
    if (opts.plan) {
        const holds = opts.plan.specs.flatMap((s) => s.tasks).filter((t) => t.dependsOn?.includes(task.id));
        parts.push(holds.length > 0
            ? `**What it holds up:** ${holds.length === 1 ? 'one task waits' : `${holds.length} tasks wait`} on it directly; everything that waits on it:\n\n${(0,_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .mermaidBlock */ .tW)(opts.plan, { scope: { kind: 'waiting-on-task', task: task.id }, maxChars: BODY_GRAPH_CHARS })}`
            : '**What it holds up:** no task waits on it.');
    }
    const failing = [...attempts].reverse().find((a) => a.gate);
    if (failing?.gate) {
        const summary = firstLine(failing.summary ?? '');
        parts.push(`**Last failing gate:** ${code(failing.gate)} (attempt ${failing.number})${summary ? `: ${inline(shorten(summary, SUMMARY_LINE_LIMIT))}` : ''}`);
    }
    const last = attempts.at(-1);
    const runUrl = opts.runUrl ?? last?.runUrl;
    const artifact = opts.artifact ?? last?.artifact;
    const where = [];
    if (runUrl)
        where.push(`Run: ${link(runLabel(runUrl), runUrl)}`);
    if (artifact) {
        where.push(`Full retry context (gate output, agent transcript, diff): artifact ${code(artifact)}${runUrl ? ' in the run’s Artifacts' : ''}`);
    }
    if (where.length > 0)
        parts.push(where.map((w) => `- ${w}`).join('\n'));
    const id = shellWord(task.id);
    const onBranch = opts.branch ? ` on branch ${code(opts.branch)}` : '';
    parts.push('#### What you can do', [
        `- Answer here and retry: comment \`/ralph retry ${id} <your answer>\`. The answer reaches the next attempt's prompt, and the retry budget starts again.`,
        `- Or drop it: \`/ralph skip ${id} <reason>\`. What depends on it goes ahead.`,
        '- `/ralph status` answers with the plan as a table.',
        `Only comments from people with write access count. Locally the same is \`ralph retry ${id} --reason "..."\` or \`ralph skip ${id} --reason "..."\`, from any branch; or edit the task in ${code(planFile)}${onBranch}.`,
    ].join('\n'));
    const footer = '<sub>Posted by Ralph and updated in place when the task is blocked again.</sub>';
    return clipBody(parts.join('\n\n'), footer, opts.maxLength);
}
// ---------------------------------------------------------------------------------------------
// The tracking issue of a spec
// ---------------------------------------------------------------------------------------------
function trackingIssueTitle(spec) {
    return shorten(`Ralph: ${pullRequestTitle(spec)}`, GITHUB_TITLE_LIMIT);
}
/** The body of the issue Ralph opens for a spec that has none; it stays as first written. */
function trackingIssueBody(spec, opts = {}) {
    const planFile = opts.planFile ?? 'implementation.json';
    const parts = [
        specMarker(spec.id),
        `Ralph tracks spec **${inline(pullRequestTitle(spec))}** (${code(spec.id)}) here. When one of its tasks is blocked, Ralph comments on this issue and updates that comment in place on later runs.`,
    ];
    if (spec.file)
        parts.push(`The spec: ${code(spec.file)}.`);
    if (spec.tasks.length > 0) {
        parts.push('### Tasks', spec.tasks.map((t) => `- ${code(t.id)}: ${inline(taskTitle(t))}`).join('\n'));
    }
    const footer = `<sub>Opened by Ralph. Set the spec's \`issue\` in ${code(planFile)} to use another issue.</sub>`;
    return clipBody(parts.join('\n\n'), footer);
}


/***/ })

};
