export const id = 566;
export const ids = [566];
export const modules = {

/***/ 2566:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finalizeStep: () => (/* binding */ finalizeStep)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 3 modules
var dist_src = __webpack_require__(1267);
;// CONCATENATED MODULE: ./build/core/github-text.js
/** GitHub refuses an issue, pull request or comment body longer than this. */
const GITHUB_BODY_LIMIT = 65_536;
/** GitHub refuses a title longer than this. */
const GITHUB_TITLE_LIMIT = 256;
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
function github_text_link(label, url) {
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
        const lines = runs.map((u) => `- ${github_text_link(runLabel(u), u)}${u === opts.runUrl ? ' (this update)' : ''}`);
        parts.push('### Runs', lines.join('\n'));
    }
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
        where.push(`Run: ${github_text_link(runLabel(runUrl), runUrl)}`);
    if (artifact) {
        where.push(`Full retry context (gate output, agent transcript, diff): artifact ${code(artifact)}${runUrl ? ' in the run’s Artifacts' : ''}`);
    }
    if (where.length > 0)
        parts.push(where.map((w) => `- ${w}`).join('\n'));
    const id = shellWord(task.id);
    const onBranch = opts.branch ? ` on branch ${code(opts.branch)}` : '';
    parts.push('#### What you can do', [
        `- Give the next attempt more to go on and retry: \`ralph set ${id} --status pending --reason "..."\` (the reason reaches the next prompt, and the retry budget starts again), then commit ${code(planFile)}${onBranch}.`,
        `- Or edit the task in ${code(planFile)}${onBranch}: sharpen its description, hints or acceptance criteria, or split it, and set its status to \`pending\`.`,
        `- Or drop it: \`ralph set ${id} --status skipped --reason "..."\`.`,
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

// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(8508);
;// CONCATENATED MODULE: ./build/adapters/github.js
// The GitHub side of Ralph (DESIGN.md C6, C7): one Octokit with retry and throttling, and the
// few writes Ralph makes, each idempotent so that re-running a job or a whole workflow never
// duplicates a pull request, an issue or a comment: find first (by head branch, or by a hidden
// marker in the body), write only when the text differs, and treat GitHub's "already exists"
// as found. Errors come out as GitHubError with a message that names the missing permission.
// The words written (bodies, titles, markers) are built by src/core/github-text.ts.





/** How often a request is retried after a secondary rate limit, and after a primary one. */
const SECONDARY_RATE_RETRIES = 3;
const PRIMARY_RATE_RETRIES = 2;
/** A primary rate limit that resets later than this fails the request rather than idling the job. */
const PRIMARY_RATE_MAX_WAIT_S = 600;
const RalphOctokit = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
/** A limiter group that never waits: stands in for the write spacing when it is turned off. */
const UNSPACED = {
    key: () => ({
        schedule: (_opts, fn, ...args) => Promise.resolve(fn(...args)),
    }),
};
/** The Octokit every GitHub call of Ralph goes through: retry for 5xx, throttling and rate-limit retries. */
function createOctokit(token, opts = {}) {
    const log = opts.log ?? ((msg) => process.stderr.write(`${msg}\n`));
    const baseUrl = (opts.baseUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const describe = (o) => `${o.method ?? 'GET'} ${o.url ?? ''}`;
    const throttle = {
        onSecondaryRateLimit: (retryAfter, o, _k, n) => {
            if (n >= SECONDARY_RATE_RETRIES) {
                log(`GitHub secondary rate limit on ${describe(o)}: giving up after ${n} retries`);
                return false;
            }
            log(`GitHub secondary rate limit on ${describe(o)}: retrying in ${retryAfter}s (retry ${n + 1} of ${SECONDARY_RATE_RETRIES})`);
            return true;
        },
        onRateLimit: (retryAfter, o, _k, n) => {
            if (n >= PRIMARY_RATE_RETRIES || retryAfter > PRIMARY_RATE_MAX_WAIT_S) {
                log(`GitHub rate limit on ${describe(o)}: it resets in ${retryAfter}s; not waiting`);
                return false;
            }
            log(`GitHub rate limit on ${describe(o)}: retrying in ${retryAfter}s (retry ${n + 1} of ${PRIMARY_RATE_RETRIES})`);
            return true;
        },
    };
    if (opts.spaceWrites === false) {
        throttle.write = UNSPACED;
        throttle.notifications = UNSPACED;
    }
    return new RalphOctokit({
        auth: token,
        baseUrl,
        userAgent: `ralph/${version/* RALPH_VERSION */.F}`,
        log: {
            debug: () => { },
            info: () => { },
            warn: (msg) => log(msg),
            // Failed requests are thrown (and explained); the request log's line for each would be noise.
            error: () => { },
        },
        // 429 is the throttling plugin's business; retrying it here too would double the retries.
        retry: {
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
            ...(opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {}),
        },
        throttle: throttle,
    });
}
/** "owner/repo" (GITHUB_REPOSITORY) into a Repo, with a message that says what was expected. */
function parseRepo(text) {
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(text.trim());
    if (!m)
        throw new Error(`Invalid repository '${text}'. Expected format {owner}/{repo}.`);
    return { owner: m[1], repo: m[2] };
}
// ---------------------------------------------------------------------------------------------
// Errors a user can act on
// ---------------------------------------------------------------------------------------------
class GitHubError extends Error {
    status;
    method;
    path;
    permission;
    name = 'GitHubError';
    constructor(message, 
    /** The HTTP status GitHub answered, when it answered. */
    status, method, path, 
    /** The permission the token lacks, as a workflow `permissions:` entry (`pull-requests: write`). */
    permission, options) {
        super(message, options);
        this.status = status;
        this.method = method;
        this.path = path;
        this.permission = permission;
    }
}
function isRequestError(e) {
    return e instanceof Error && typeof e.status === 'number';
}
function errorBody(e) {
    const data = e.response?.data;
    return typeof data === 'object' && data !== null ? data : {};
}
/** GitHub's validation errors, each as one phrase. */
function validationDetails(body) {
    return (body.errors ?? []).map((x) => typeof x === 'string'
        ? x
        : (x.message ?? [x.resource, x.field, x.code].filter((p) => p !== undefined).join(' ')));
}
/** Known endpoints -> the workflow permission they need, for when GitHub does not say. */
const ENDPOINT_PERMISSIONS = [
    [/\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/, 'pull-requests'],
    [/\/repos\/[^/]+\/[^/]+\/(issues|labels)(\/|$)/, 'issues'],
    [/\/repos\/[^/]+\/[^/]+\/actions(\/|$)/, 'actions'],
    [/\/repos\/[^/]+\/[^/]+\/(contents|git|branches|commits|merges)(\/|$)/, 'contents'],
];
/**
 * The permissions GitHub says it accepts (`x-accepted-github-permissions: issues=write; pull_requests=write`):
 * `;` separates alternatives, `,` the permissions one alternative needs together.
 */
function acceptedPermissions(header) {
    if (typeof header !== 'string' || header.trim() === '')
        return [];
    return header
        .split(';')
        .map((alt) => alt
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[a-z_]+=(read|write|admin)$/.test(p))
        .map((p) => p.replace('=', ': ').replace(/_/g, '-')))
        .filter((alt) => alt.length > 0);
}
function permissionFromPath(path, method) {
    const entry = ENDPOINT_PERMISSIONS.find(([re]) => re.test(path));
    if (!entry)
        return undefined;
    return `${entry[1]}: ${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;
}
function pathOf(url) {
    if (!url)
        return '';
    try {
        return new URL(url).pathname;
    }
    catch {
        return url.split('?')[0] ?? url;
    }
}
/**
 * Turns a failed GitHub request into an error a user can act on: what Ralph was doing, the
 * request, GitHub's message, and what to change (for a missing permission, the `permissions:`
 * entry the job needs). `what` completes "Could not …", e.g. "open the pull request for ralph/a".
 */
function explainGitHubError(err, what) {
    if (err instanceof GitHubError)
        return err;
    if (!isRequestError(err)) {
        const message = err instanceof Error ? err.message : String(err);
        return new GitHubError(`Could not ${what}: ${message}`, undefined, undefined, undefined, undefined, {
            cause: err,
        });
    }
    const status = err.status;
    const method = (err.request?.method ?? 'GET').toUpperCase();
    const path = pathOf(err.request?.url);
    const body = errorBody(err);
    const githubMessage = body.message ?? err.message;
    const details = validationDetails(body);
    const said = `${method} ${path} answered ${status}: "${githubMessage}"${details.length ? ` (${details.join('; ')})` : ''}`;
    const head = `Could not ${what}: ${said}.`;
    const isWrite = method !== 'GET' && method !== 'HEAD';
    let hint = '';
    let permission;
    if (/rate limit/i.test(githubMessage) && (status === 403 || status === 429)) {
        hint =
            'GitHub rate-limited the token and the retries ran out; run the job again later, or space out the runs.';
    }
    else if (status === 401) {
        hint =
            'The token was refused: check that the `token` input (or GITHUB_TOKEN) is set and has not expired.';
    }
    else if (status === 403 && /not permitted to create or approve pull requests/i.test(githubMessage)) {
        hint =
            'Allow it in the repository (or organisation) settings: Actions > General > Workflow permissions > "Allow GitHub Actions to create and approve pull requests", or give Ralph the token of a GitHub App or a personal access token.';
    }
    else if (status === 403 || (status === 404 && isWrite)) {
        const alternatives = acceptedPermissions(err.response?.headers?.['x-accepted-github-permissions']);
        const chosen = alternatives[0] ?? [permissionFromPath(path, method)].filter((p) => !!p);
        if (chosen.length > 0) {
            permission = chosen.join(', ');
            const others = alternatives.slice(1).map((a) => a.join(', '));
            const lacks = `the token lacks ${permission}${others.length ? ` (or ${others.join(' or ')})` : ''}`;
            const fix = `add \`permissions: ${permission}\` to the job (a token of a GitHub App or a personal access token needs the same)`;
            hint =
                status === 404
                    ? `GitHub answers 404 when the token may not see or change the resource: either it does not exist, or ${lacks}; ${fix}.`
                    : `${lacks[0].toUpperCase()}${lacks.slice(1)}; ${fix}.`;
        }
        else {
            hint = 'The token may not do this: check the permissions of the job or of the token.';
        }
    }
    else if (status === 404) {
        hint = 'Check the repository name and that the token can see the repository.';
    }
    else if (status >= 500) {
        hint = 'GitHub failed on its side and the retries ran out; run the job again.';
    }
    return new GitHubError(hint ? `${head} ${hint}` : head, status, method, path, permission, { cause: err });
}
function statusOf(e) {
    return isRequestError(e) ? e.status : undefined;
}
function alreadyExists(e, pattern) {
    if (!isRequestError(e) || e.status !== 422)
        return false;
    const body = errorBody(e);
    return (body.errors ?? []).some((x) => typeof x === 'string' ? pattern.test(x) : pattern.test(x.message ?? '') || x.code === 'already_exists');
}
/** Bodies as GitHub may hand them back: line endings normalised, null as empty. */
function sameText(a, b) {
    const norm = (s) => (s ?? '').replace(/\r\n/g, '\n');
    return norm(a) === norm(b);
}
/**
 * Opens the pull request of `head` into `base`, or updates the open one (whoever opened it):
 * title and body are written only when they differ. Never opens a second one, also when
 * another job opens it between our look and our create.
 */
async function upsertPullRequest(octokit, repo, input) {
    const qualifiedHead = input.head.includes(':') ? input.head : `${repo.owner}:${input.head}`;
    const find = async () => {
        const { data } = await octokit.rest.pulls.list({
            ...repo,
            state: 'open',
            head: qualifiedHead,
            base: input.base,
            per_page: 100,
        });
        return data[0];
    };
    const update = async (pr) => {
        const changes = {};
        if (pr.title !== input.title)
            changes.title = input.title;
        if (!sameText(pr.body, input.body))
            changes.body = input.body;
        if (Object.keys(changes).length === 0) {
            return { number: pr.number, url: pr.html_url, created: false, updated: false };
        }
        const { data } = await octokit.rest.pulls.update({ ...repo, pull_number: pr.number, ...changes });
        return { number: data.number, url: data.html_url, created: false, updated: true };
    };
    const what = `open or update the pull request ${qualifiedHead} -> ${input.base} in ${repo.owner}/${repo.repo}`;
    try {
        const existing = await find();
        if (existing)
            return await update(existing);
        try {
            const { data } = await octokit.rest.pulls.create({
                ...repo,
                head: input.head,
                base: input.base,
                title: input.title,
                body: input.body,
            });
            return { number: data.number, url: data.html_url, created: true, updated: false };
        }
        catch (e) {
            if (!alreadyExists(e, /pull request already exists/i))
                throw e;
            // Someone opened it since we looked: update theirs.
            const raced = await find();
            if (!raced)
                throw e;
            return await update(raced);
        }
    }
    catch (e) {
        throw explainGitHubError(e, what);
    }
}
// ---------------------------------------------------------------------------------------------
// Labels, the tracking issue, comments
// ---------------------------------------------------------------------------------------------
const RALPH_LABEL = 'ralph';
const RALPH_LABEL_COLOR = '6f42c1';
const RALPH_LABEL_DESCRIPTION = 'Tracked by Ralph: blocked tasks of a spec are reported here';
/** Creates the label unless the repository has it. Returns whether it was created. */
async function ensureLabel(octokit, repo, name, color, description) {
    try {
        try {
            await octokit.rest.issues.getLabel({ ...repo, name });
            return false;
        }
        catch (e) {
            if (statusOf(e) !== 404)
                throw e;
        }
        try {
            await octokit.rest.issues.createLabel({
                ...repo,
                name,
                color: color.replace(/^#/, ''),
                description: description.slice(0, 100),
            });
            return true;
        }
        catch (e) {
            if (alreadyExists(e, /already exists/i))
                return false;
            throw e;
        }
    }
    catch (e) {
        throw explainGitHubError(e, `create the label "${name}" in ${repo.owner}/${repo.repo}`);
    }
}
/**
 * The number of the spec's tracking issue: the open issue labelled `ralph` whose body holds the
 * spec's marker, else a new one (labelled `ralph`).
 */
async function ensureTrackingIssue(octokit, repo, input) {
    const marker = specMarker(input.specId);
    try {
        const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
            ...repo,
            state: 'open',
            labels: RALPH_LABEL,
            sort: 'created',
            direction: 'asc',
            per_page: 100,
        });
        for await (const page of pages) {
            // The issues API lists pull requests too.
            const found = page.data.find((i) => !i.pull_request && (i.body ?? '').includes(marker));
            if (found)
                return found.number;
        }
    }
    catch (e) {
        throw explainGitHubError(e, `look for the tracking issue of spec "${input.specId}"`);
    }
    await ensureLabel(octokit, repo, RALPH_LABEL, RALPH_LABEL_COLOR, RALPH_LABEL_DESCRIPTION);
    try {
        const body = input.body.includes(marker) ? input.body : `${marker}\n${input.body}`;
        const { data } = await octokit.rest.issues.create({
            ...repo,
            title: input.title,
            body,
            labels: [RALPH_LABEL],
        });
        return data.number;
    }
    catch (e) {
        throw explainGitHubError(e, `open the tracking issue of spec "${input.specId}"`);
    }
}
/**
 * Posts the comment that `marker` names on an issue or pull request, or updates it in place when
 * its text changed. The body starts with the marker (it is put there when missing); only a
 * comment that starts with it counts, so a person quoting it is never taken for Ralph's.
 */
async function upsertComment(octokit, repo, issueNumber, marker, body) {
    const text = body.trimStart().startsWith(marker) ? body : `${marker}\n${body}`;
    const where = `#${issueNumber} in ${repo.owner}/${repo.repo}`;
    try {
        const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
            ...repo,
            issue_number: issueNumber,
            per_page: 100,
        });
        for await (const page of pages) {
            const found = page.data.find((c) => (c.body ?? '').trimStart().startsWith(marker));
            if (!found)
                continue;
            if (sameText(found.body, text)) {
                return { id: found.id, url: found.html_url, created: false, updated: false };
            }
            const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: found.id, body: text });
            return { id: data.id, url: data.html_url, created: false, updated: true };
        }
        const { data } = await octokit.rest.issues.createComment({
            ...repo,
            issue_number: issueNumber,
            body: text,
        });
        return { id: data.id, url: data.html_url, created: true, updated: false };
    }
    catch (e) {
        throw explainGitHubError(e, `post or update the comment on ${where}`);
    }
}
// ---------------------------------------------------------------------------------------------
// Workflows and trust
// ---------------------------------------------------------------------------------------------
/** Starts a `workflow_dispatch` run of `workflow` (a file name such as `ralph.yml`, or an id) on `ref`. */
async function dispatchWorkflow(octokit, repo, workflow, ref, inputs) {
    try {
        await octokit.rest.actions.createWorkflowDispatch({
            ...repo,
            workflow_id: /^\d+$/.test(workflow) ? Number(workflow) : workflow,
            ref,
            ...(inputs && Object.keys(inputs).length > 0 ? { inputs } : {}),
        });
    }
    catch (e) {
        throw explainGitHubError(e, `start the workflow ${workflow} on ${ref}`);
    }
}
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/**
 * Whether `username` may push to the repository (admin, maintain or write), by the collaborator
 * permission API. Text by anyone else never reaches a prompt (DESIGN.md C7).
 */
async function collaboratorCanWrite(octokit, repo, username) {
    if (username.trim() === '')
        return false;
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username });
        return WRITE_ROLES.has(data.permission) || WRITE_ROLES.has(data.role_name);
    }
    catch (e) {
        // Not a user, or not a collaborator: no write access.
        if (statusOf(e) === 404)
            return false;
        throw explainGitHubError(e, `read the permission of ${username} on ${repo.owner}/${repo.repo}`);
    }
}
const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
/**
 * Whether an `author_association` from an event or a comment marks a trusted author, without
 * an API call. MEMBER is any member of the owning organisation; when that is too wide, ask
 * `collaboratorCanWrite`.
 */
function trustedAuthor(association) {
    return TRUSTED_ASSOCIATIONS.has(association.trim().toUpperCase());
}
const authorOf = (user) => ({
    login: user?.login ?? '',
    bot: user?.type === 'Bot' || /\[bot\]$/.test(user?.login ?? ''),
});
/** Every issue and pull request comment of the repository created or edited since `since`. */
async function listRecentComments(octokit, repo, since) {
    try {
        const all = await octokit.paginate(octokit.rest.issues.listCommentsForRepo, {
            ...repo,
            since,
            sort: 'created',
            direction: 'asc',
            per_page: 100,
        });
        return all.map((c) => ({
            id: c.id,
            issueNumber: Number(/\/issues\/(\d+)$/.exec(c.issue_url)?.[1] ?? 0),
            body: c.body ?? '',
            author: authorOf(c.user),
            createdAt: c.created_at,
            updatedAt: c.updated_at,
            url: c.html_url,
        }));
    }
    catch (e) {
        throw explainGitHubError(e, `list the comments of ${repo.owner}/${repo.repo}`);
    }
}
async function getIssue(octokit, repo, number) {
    try {
        const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number });
        return { number, pull: !!data.pull_request, body: data.body ?? '', state: data.state };
    }
    catch (e) {
        throw explainGitHubError(e, `read #${number} in ${repo.owner}/${repo.repo}`);
    }
}
/** The open pull requests whose head is a spec branch of this repository. */
async function openSpecPulls(octokit, repo, prefix) {
    try {
        const all = await octokit.paginate(octokit.rest.pulls.list, { ...repo, state: 'open', per_page: 100 });
        return all
            .filter((p) => p.head.ref.startsWith(prefix) && p.head.repo?.full_name === `${repo.owner}/${repo.repo}`)
            .map((p) => ({ number: p.number, head: p.head.ref, headSha: p.head.sha, url: p.html_url }));
    }
    catch (e) {
        throw explainGitHubError(e, `list the open pull requests of ${repo.owner}/${repo.repo}`);
    }
}
/** The reviews of a pull request that request changes, each with its inline comments. */
async function changeReviews(octokit, repo, pull) {
    try {
        const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
            ...repo,
            pull_number: pull,
            per_page: 100,
        });
        const out = [];
        for (const r of reviews) {
            if (r.state !== 'CHANGES_REQUESTED')
                continue;
            const comments = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, {
                ...repo,
                pull_number: pull,
                review_id: r.id,
                per_page: 100,
            });
            out.push({
                id: r.id,
                author: authorOf(r.user),
                body: r.body ?? '',
                submittedAt: r.submitted_at ?? '',
                url: r.html_url,
                comments: comments.map((c) => ({
                    path: c.path,
                    line: c.line ?? c.original_line ?? undefined,
                    body: c.body,
                    author: c.user?.login ?? '',
                    created: c.created_at,
                })),
            });
        }
        return out;
    }
    catch (e) {
        throw explainGitHubError(e, `read the reviews of #${pull} in ${repo.owner}/${repo.repo}`);
    }
}
/** Reacts to an issue comment (idempotent: GitHub answers 200 for a reaction that exists). */
async function reactToComment(octokit, repo, commentId, content) {
    try {
        await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
    }
    catch (e) {
        throw explainGitHubError(e, `react to comment ${commentId} in ${repo.owner}/${repo.repo}`);
    }
}
async function postComment(octokit, repo, issueNumber, body) {
    try {
        const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
        return data.html_url;
    }
    catch (e) {
        throw explainGitHubError(e, `comment on #${issueNumber} in ${repo.owner}/${repo.repo}`);
    }
}
/**
 * Whether every check of a commit has passed: its check runs and its combined commit status.
 * `pending` while one runs; a commit with no check at all has not passed (nothing vouched for it).
 */
async function checksOf(octokit, repo, sha) {
    try {
        const runs = await octokit.paginate(octokit.rest.checks.listForRef, { ...repo, ref: sha, per_page: 100 });
        const { data: status } = await octokit.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha });
        const failed = [
            ...runs
                .filter((r) => r.status === 'completed' && !['success', 'neutral', 'skipped'].includes(r.conclusion ?? ''))
                .map((r) => r.name),
            ...status.statuses.filter((s) => s.state === 'failure' || s.state === 'error').map((s) => s.context),
        ];
        const pending = runs.some((r) => r.status !== 'completed') || status.statuses.some((s) => s.state === 'pending');
        if (failed.length > 0)
            return { state: 'failed', failed };
        if (pending)
            return { state: 'pending', failed };
        return { state: runs.length + status.statuses.length > 0 ? 'passed' : 'none', failed };
    }
    catch (e) {
        throw explainGitHubError(e, `read the checks of ${sha.slice(0, 7)} in ${repo.owner}/${repo.repo}`);
    }
}
/** Squash-merges a pull request at `sha` (GitHub refuses when the head moved since). */
async function squashMerge(octokit, repo, pull, sha, title) {
    try {
        const { data } = await octokit.rest.pulls.merge({
            ...repo,
            pull_number: pull,
            sha,
            merge_method: 'squash',
            commit_title: title,
        });
        return data.sha;
    }
    catch (e) {
        throw explainGitHubError(e, `merge #${pull} in ${repo.owner}/${repo.repo}`);
    }
}

// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
// EXTERNAL MODULE: ./build/core/attempt.js
var attempt = __webpack_require__(5983);
// EXTERNAL MODULE: ./build/core/git-text.js
var git_text = __webpack_require__(8648);
// EXTERNAL MODULE: ./build/core/patch-rules.js
var patch_rules = __webpack_require__(8826);
// EXTERNAL MODULE: ./build/core/plan.js
var core_plan = __webpack_require__(4115);
// EXTERNAL MODULE: ./build/core/prompt.js
var core_prompt = __webpack_require__(9842);
// EXTERNAL MODULE: ./build/core/report.js
var report = __webpack_require__(4486);
// EXTERNAL MODULE: ./build/core/schedule.js
var schedule = __webpack_require__(1733);
// EXTERNAL MODULE: ./build/core/task-job.js
var task_job = __webpack_require__(5763);
// EXTERNAL MODULE: ./build/action/context.js
var context = __webpack_require__(3280);
// EXTERNAL MODULE: ./build/action/run.js
var run = __webpack_require__(790);
// EXTERNAL MODULE: ./build/action/schedule.js
var action_schedule = __webpack_require__(3598);
;// CONCATENATED MODULE: ./build/action/finalize.js




















/**
 * `command: finalize`, the run's one writer (DESIGN.md C6, C7). It runs no code from the
 * repository or the artifacts: it works on git objects through a private index, never a work
 * tree, with hooks and config-driven programs off. In order:
 * 1. records each task job's attempt on its spec branch: the anchors from the schedule job's
 *    matrix, the outcome and gate results from the attempt artifact, and the patch only after
 *    checking what it changes (never the plan, `.github/`, protected paths, `.gitmodules`,
 *    `.gitattributes`, a symlink or a submodule); the plan update is its own minimal edit;
 * 2. rewrites each finished spec to one commit on top of the base, and rebuilds each spec's
 *    pull request whose base moved;
 * 3. opens or updates the pull requests and the blocked-task comments;
 * 4. writes the summary and dispatches the next run when this one moved something.
 * A failed write does not stop the others: the job fails at the end, naming each.
 */
async function finalizeStep(settings) {
    const ctx = (0,context/* runContext */.p)();
    if (!settings.token)
        throw new Error("The 'finalize' command needs the 'github-token' input (the default is the job's token).");
    const repo = { owner: ctx.owner, repo: ctx.repo };
    const git = new adapters_git/* Git */.TU(settings.workspace, (0,adapters_git/* authConfig */.fl)(ctx.serverUrl, settings.token));
    const octokit = createOctokit(settings.token, {
        baseUrl: ctx.apiUrl,
        log: (m) => core/* info */.pq(m),
        spaceWrites: process.env.RALPH_GITHUB_WRITE_SPACING !== '0',
    });
    const planFile = (0,external_node_path_.relative)(settings.workspace, settings.planPath);
    const base = await (0,run.baseBranch)(git, settings);
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'ralph-writer-'));
    const w = {
        git,
        ctx,
        settings,
        planFile,
        base,
        protectedPaths: [...patch_rules/* DEFAULT_PROTECTED_PATHS */.YX, ...settings.protectedPaths],
        indexFile: (0,external_node_path_.join)(scratch, 'index'),
    };
    const failures = [];
    /** Runs one write; a failure is logged and remembered, and the next write goes on. */
    const guarded = async (what, fn) => {
        try {
            return await fn();
        }
        catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            failures.push(`${what}: ${message}`);
            core/* error */.z3(`${what}: ${message}`);
            return undefined;
        }
    };
    try {
        core/* startGroup */.Oh('Fetch the base and the spec branches');
        await (0,spec_branch/* fetchBranches */.r4)(git);
        core/* endGroup */.N4();
        // 1. Each task job's attempt, on its spec branch.
        const entries = settings.matrix ? (0,task_job/* parseMatrix */.z5)(settings.matrix, "The input 'matrix'") : [];
        const attemptsDir = settings.attempts ?? (0,external_node_path_.join)(process.env.RUNNER_TEMP ?? '', 'ralph', 'attempts');
        const records = [];
        for (const entry of entries) {
            core/* startGroup */.Oh(`Record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`);
            const line = await guarded(`record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`, () => recordEntry(w, entry, artifactDir(attemptsDir, entry.artifact)));
            if (line) {
                records.push(line);
                core/* info */.pq(`${line.task}: ${line.outcome} -> ${line.status}${line.note ? ` (${line.note})` : ''}`);
            }
            core/* endGroup */.N4();
        }
        const view = await (0,action_schedule.remotePlanView)(git, settings, base);
        const specs = new Map(view.plan.specs.map((s) => [s.id, s]));
        // 2. and 3. One commit per finished spec on the current base, and its pull request.
        const pulls = [];
        for (const [specId, branch] of view.branches) {
            const spec = specs.get(specId);
            const merged = spec.tasks.every((t) => (0,core_plan/* isDone */.$L)(view.baseStatus.get(t.id)));
            if (merged || !spec.tasks.every((t) => (0,core_plan/* isDone */.$L)(t.status)))
                continue;
            core/* startGroup */.Oh(`Spec ${specId}: one commit on ${base}, pull request`);
            const done = await guarded(`squash ${branch} onto ${base}`, () => finishSpec(w, spec, branch));
            if (done) {
                core/* info */.pq(`${branch}: ${done.action} (${done.sha.slice(0, 7)})${done.note ? `: ${done.note}` : ''}`);
                const finished = (await specOnBranch(git, branch, planFile, specId)) ?? spec;
                specs.set(specId, finished);
                const note = done.note;
                const pr = await guarded(`open or update the pull request of ${branch}`, () => upsertPullRequest(octokit, repo, {
                    head: branch,
                    base,
                    title: pullRequestTitle(finished),
                    body: pullRequestBody(finished, { planFile }) + (note ? `\n\n> [!WARNING]\n> ${note}\n` : ''),
                }));
                if (pr) {
                    pulls.push({
                        spec: specId,
                        number: pr.number,
                        url: pr.url,
                        action: pr.created ? 'opened' : pr.updated ? 'updated' : 'unchanged',
                    });
                    core/* info */.pq(`Pull request #${pr.number} ${pulls.at(-1).action}: ${pr.url}`);
                }
            }
            core/* endGroup */.N4();
        }
        // Blocked tasks: one comment each on the spec's tracking issue, updated in place.
        const comments = [];
        const issues = new Map();
        for (const spec of specs.values()) {
            for (const task of spec.tasks) {
                if (task.status !== 'blocked')
                    continue;
                await guarded(`comment on blocked task ${task.id}`, async () => {
                    let issue = spec.issue ?? settings.issueNumber ?? issues.get(spec.id);
                    if (issue === undefined) {
                        issue = await ensureTrackingIssue(octokit, repo, {
                            specId: spec.id,
                            title: trackingIssueTitle(spec),
                            body: trackingIssueBody(spec, { planFile }),
                        });
                        issues.set(spec.id, issue);
                    }
                    const last = (0,core_plan/* lastAttempt */.mh)(task);
                    const c = await upsertComment(octokit, repo, issue, blockedMarker(task.id), blockedCommentBody(spec, task, {
                        runUrl: last?.runUrl,
                        artifact: last?.artifact,
                        branch: view.branches.get(spec.id),
                        planFile,
                    }));
                    comments.push({
                        spec: spec.id,
                        task: task.id,
                        issue,
                        url: c.url,
                        action: c.created ? 'created' : c.updated ? 'updated' : 'unchanged',
                    });
                    core/* info */.pq(`Blocked ${task.id}: comment ${comments.at(-1).action} on #${issue}`);
                });
            }
        }
        // 4. The next run, when this one moved something and work remains.
        const plan = { ...view.plan, specs: [...specs.values()] };
        const next = (0,schedule/* schedule */._)(plan, {
            maxAttempts: settings.maxAttempts,
            baseStatus: view.baseStatus,
            branchPrefix: settings.branchPrefix,
        });
        let dispatched = false;
        // Only a run that recorded an attempt dispatches the next: a run that fails before any
        // attempt is recorded must not loop the workflow forever.
        const progressed = records.some((r) => r.status !== 'unchanged');
        if (settings.dispatchNext && next.ready.length > 0) {
            if (!progressed)
                core/* warning */.$e('Work remains, but no attempt was recorded in this run; not dispatching another run.');
            else {
                const workflow = settings.workflow ?? ctx.workflowFile;
                if (!workflow)
                    core/* warning */.$e("Work remains, but this run's workflow file is unknown; set the 'workflow' input to dispatch the next run.");
                else
                    dispatched =
                        (await guarded(`dispatch ${workflow} on ${base}`, async () => {
                            await dispatchWorkflow(octokit, repo, workflow, base);
                            core/* info */.pq(`Dispatched ${workflow} on ${base}: ${next.ready.length} task(s) ready`);
                            return true;
                        })) ?? false;
            }
        }
        core/* setOutput */.uH('pull-requests', JSON.stringify(pulls));
        const summary = ['## Ralph: finalize', ''];
        if (records.length > 0)
            summary.push('### Attempts', '', (0,report/* markdownTable */.Qj)([
                ['Spec', 'Task', 'Attempt', 'Outcome', 'Status', ''],
                ...records.map((r) => [r.spec, r.task, String(r.attempt), r.outcome, r.status, r.note]),
            ]), '');
        if (pulls.length > 0)
            summary.push('### Pull requests', '', (0,report/* markdownTable */.Qj)([
                ['Spec', 'Pull request', ''],
                ...pulls.map((p) => [p.spec, `[#${p.number}](${p.url})`, p.action]),
            ]), '');
        if (comments.length > 0)
            summary.push('### Blocked tasks', '', (0,report/* markdownTable */.Qj)([
                ['Spec', 'Task', 'Comment', ''],
                ...comments.map((c) => [c.spec, c.task, `[#${c.issue}](${c.url})`, c.action]),
            ]), '');
        if (failures.length > 0)
            summary.push('### Failed', '', ...failures.map((f) => `- ${f.replace(/\n/g, ' ')}`), '');
        summary.push('### Plan', '', (0,report/* markdownTable */.Qj)((0,report/* statusRows */.O5)(plan, next, true)), '', next.ready.length > 0
            ? `${next.ready.length} task(s) ready for the next run${dispatched ? ' (dispatched)' : ''}.`
            : 'No task is ready for another run.', '');
        await core/* summary */.z.addRaw(summary.join('\n')).write();
    }
    finally {
        (0,external_node_fs_.rmSync)(scratch, { recursive: true, force: true });
    }
    if (failures.length > 0)
        throw new Error(`${failures.length} write(s) failed; the others were done:\n${failures.map((f) => `- ${f}`).join('\n')}`);
}
/**
 * Where download-artifact put an artifact: a folder named after it. The schedule job's artifact
 * makes sure there are two or more (a single match would be extracted straight into the path,
 * where one task's artifact could hold a folder named after another's).
 */
function artifactDir(root, name) {
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, task_job/* ATTEMPT_FILES */.sQ.report)))
        throw new Error(`${root} holds an attempt report of its own: the artifacts were downloaded without a folder each (is the schedule job's artifact, ${task_job/* SCHEDULE_ARTIFACT */.P2}, missing?); nothing is recorded from them.`);
    return (0,external_node_path_.join)(root, name);
}
/** The attempt artifact's report, checked; undefined with the reason when there is none or it is malformed. */
function readReport(dir, entry) {
    const file = (0,external_node_path_.join)(dir, task_job/* ATTEMPT_FILES */.sQ.report);
    if (!(0,external_node_fs_.existsSync)(file))
        return {
            problem: 'the task job left no attempt artifact (it failed before its record step, timed out or was cancelled)',
        };
    let value;
    try {
        value = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (err) {
        return {
            problem: `the attempt artifact's ${task_job/* ATTEMPT_FILES */.sQ.report} is not JSON (${err.message})`,
        };
    }
    const r = task_job/* AttemptReportSchema */.pr.safeParse(value);
    if (!r.success)
        return {
            problem: `the attempt artifact's ${task_job/* ATTEMPT_FILES */.sQ.report} is malformed (${r.error.issues
                .slice(0, 3)
                .map((i) => `${i.path.join('.')}: ${i.message}`)
                .join('; ')})`,
        };
    if (r.data.spec !== entry.spec || r.data.task !== entry.task || r.data.attempt !== entry.attempt)
        return {
            problem: `the attempt artifact is about ${r.data.spec}/${r.data.task} attempt ${r.data.attempt}, not this job's`,
        };
    return { report: r.data };
}
/** The plan at a commit, parsed, with its text. */
async function planAt(w, commit) {
    const text = await w.git.show(commit, w.planFile);
    if (text === undefined)
        throw new Error(`${w.planFile} does not exist at ${commit.slice(0, 7)}.`);
    return { text, plan: (0,plan_file/* parsePlanText */.uo)(text, `${commit.slice(0, 7)}:${w.planFile}`).plan };
}
/**
 * Records one task job's attempt on its spec branch: the commit it started from (the writer
 * makes the same base merge the job made), the patch when the attempt passed and the patch
 * holds, and the plan's record of the attempt, as one commit pushed with a lease.
 */
async function recordEntry(w, entry, dir) {
    const { git } = w;
    const line = (outcome, status, note = '') => ({
        spec: entry.spec,
        task: entry.task,
        attempt: entry.attempt,
        outcome,
        status,
        note,
    });
    let refusedPush;
    for (let round = 1;; round++) {
        // Recorded already (a re-run of this job), by what the branch says, never by the artifact.
        const tip = await (0,spec_branch/* remoteSha */.fI)(git, entry.branch);
        if (tip) {
            const task = (0,core_prompt/* findTask */.VX)((await planAt(w, tip)).plan, entry.task)?.task;
            if (task?.attempts?.some((a) => a.number === entry.attempt))
                return line('recorded already', 'unchanged', `attempt ${entry.attempt} is on ${entry.branch}`);
            if (task && ((0,core_plan/* isDone */.$L)(task.status) || task.status === 'blocked'))
                return line('recorded already', 'unchanged', `${entry.task} is ${task.status} on ${entry.branch}`);
        }
        const read = readReport(dir, entry);
        // A task job that stopped before its agent ran (a configuration error, said in its log)
        // costs no attempt; the writer fails, naming it, and the next run tries again.
        if (read.report?.setupError)
            throw new Error(`the task job stopped before the agent ran: ${read.report.setupError}`);
        const report = read.report?.alreadyRecorded ? undefined : read.report;
        const problem = read.report?.alreadyRecorded
            ? `the task job said attempt ${entry.attempt} was recorded, and ${entry.branch} does not record it`
            : read.problem;
        const { sha: start } = await (0,spec_branch/* startCommit */.eL)(git, {
            start: entry.start,
            baseSha: entry['base-sha'],
            branch: entry.branch,
            base: entry.base,
        });
        const before = await planAt(w, start);
        const found = (0,core_prompt/* findTask */.VX)(before.plan, entry.task);
        if (!found || found.spec.id !== entry.spec)
            throw new Error(`${w.planFile} at ${start.slice(0, 7)} has no task ${entry.task} in spec ${entry.spec}.`);
        if ((0,core_plan/* nextAttemptNumber */.oH)(found.task) !== entry.attempt)
            throw new Error(`${w.planFile} at ${start.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,core_plan/* nextAttemptNumber */.oH)(found.task)}, the matrix ${entry.attempt}.`);
        // The attempt's change, checked by what git says it changes, never by what the job says.
        const editor = new spec_branch/* TreeEditor */.mQ(git, w.indexFile);
        const problems = [...(report?.claimProblems ?? [])];
        if (refusedPush)
            problems.push(`GitHub refused the push of the attempt's change: ${refusedPush}`);
        let patched = false;
        const claimsPass = report?.agent.outcome === 'done' &&
            problems.length === 0 &&
            !report.gates.some((g) => g.required && !g.passed);
        if (report && claimsPass) {
            try {
                patched = await applyPatch(w, editor, start, dir, report, problems);
            }
            catch (err) {
                problems.push(`the attempt's patch could not be applied: ${err.message.slice(0, 500)}`);
                patched = false;
            }
        }
        if (!patched)
            await editor.read(start);
        const agent = report?.agent ?? {
            outcome: 'crashed',
            reason: problem,
            exitCode: null,
            durationMs: 0,
        };
        const { verdict } = (0,attempt/* concludeAttempt */.jp)({
            agent,
            problems,
            gates: report?.gates ?? [],
            expected: before.plan.gates,
        });
        const maxAttempts = w.settings.maxAttempts ?? before.plan.agent?.maxAttempts ?? schedule/* DEFAULT_MAX_ATTEMPTS */.Gz;
        const { startedAt, finishedAt, durationMs } = attemptTimes(report);
        const after = structuredClone(before.plan);
        const task = (0,core_prompt/* findTask */.VX)(after, entry.task).task;
        const status = (0,attempt/* recordAttempt */.fh)(task, verdict, {
            startedAt,
            finishedAt,
            durationMs,
            turns: report?.agent.turns,
            costUsd: report?.agent.costUsd,
            runUrl: w.ctx.runUrl,
            artifact: verdict.outcome === 'passed' || !report ? undefined : entry.artifact,
        }, maxAttempts);
        await editor.put(w.planFile, (0,plan_file/* editPlanText */.VS)(before.text, after, `${entry.branch}:${w.planFile}`));
        const commit = await (0,spec_branch/* commitTree */.SC)(git, await editor.write(), [start], (0,git_text/* taskCommitMessage */._s)(found.spec, found.task, verdict.outcome === 'passed' ? 'complete' : `attempt ${entry.attempt} (${verdict.outcome}) of`));
        // The branch must still be where the job started; a push someone made since is kept.
        const onto = tip && tip !== entry.start ? await replay(w, commit, tip) : commit;
        try {
            if (await (0,spec_branch/* pushLeased */.RZ)(git, entry.branch, onto, tip))
                return line(verdict.outcome, status, summaryNote(verdict));
        }
        catch (err) {
            // GitHub refused what the change holds (a file over its limits, a push rule): the attempt
            // is recorded as rejected, with the plan's record alone.
            if (!patched)
                throw err;
            refusedPush = err.message.slice(0, 500);
            continue;
        }
        if (round >= 3)
            throw new Error(`${entry.branch} kept moving while Ralph pushed; run the workflow again.`);
        await (0,spec_branch/* fetchBranches */.r4)(git, [`+refs/heads/${entry.branch}:refs/remotes/${spec_branch/* REMOTE */.Bn}/${entry.branch}`]);
    }
}
/** GitHub refuses a file over 100 MB in a push. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/**
 * Applies the attempt's patch to the start commit's tree in the private index and checks what
 * git says it changes; pushes the problems it finds. True when the patch holds.
 */
async function applyPatch(w, editor, start, dir, report, problems) {
    await editor.read(start);
    const patchFile = (0,external_node_path_.join)(dir, task_job/* ATTEMPT_FILES */.sQ.patch);
    if (!report.patch || !(0,external_node_fs_.existsSync)(patchFile) || !(0,external_node_fs_.statSync)(patchFile).isFile()) {
        problems.push('the attempt artifact has no patch');
        return false;
    }
    const error = await editor.apply((0,external_node_fs_.readFileSync)(patchFile));
    if (error) {
        problems.push(`the attempt's patch does not apply to its start commit: ${error}`);
        return false;
    }
    const changes = await (0,spec_branch/* treeChanges */.CJ)(w.git, start, await editor.write());
    const sizes = await blobSizes(w.git, changes.filter((c) => c.newSha && !/^0+$/.test(c.newSha)).map((c) => c.newSha));
    const refused = (0,patch_rules/* patchRefusals */.IP)(changes.map((c) => ({ ...c, size: c.newSha ? sizes.get(c.newSha) : undefined })), { planFile: w.planFile, protectedPaths: w.protectedPaths, maxFileBytes: MAX_FILE_BYTES });
    if (changes.length === 0)
        problems.push('the agent claimed done but changed no file');
    problems.push(...refused);
    return refused.length === 0 && changes.length > 0;
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
/** The attempt's times as the report gives them when they are sane, else the writer's clock. */
function attemptTimes(report) {
    const now = Date.now();
    const sane = (iso) => {
        const t = iso ? Date.parse(iso) : Number.NaN;
        // Within the last week and not in the future (a minute's clock skew allowed).
        return Number.isFinite(t) && t <= now + 60_000 && t >= now - 7 * 86_400_000 ? t : undefined;
    };
    const finished = sane(report?.finishedAt) ?? now;
    const started = Math.min(sane(report?.startedAt) ?? finished, finished);
    return {
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date(finished).toISOString(),
        durationMs: finished - started,
    };
}
function summaryNote(verdict) {
    return verdict.outcome === 'passed' ? '' : (verdict.summary.split('\n')[0] ?? '').slice(0, 200);
}
/** `commit` (made on `start`) replayed onto `tip`, which moved since: a three-way merge of its change. */
async function replay(w, commit, tip) {
    const m = await (0,spec_branch/* mergeTrees */.Md)(w.git, tip, commit);
    if (m.tree === undefined)
        throw new Error(`the spec branch moved since the task job started, and the attempt conflicts with it in ${m.conflicts.join(', ')}`);
    const message = (await w.git.exec(['show', '-s', '--format=%B', commit])).stdout;
    return (0,spec_branch/* commitTree */.SC)(w.git, m.tree, [tip], message);
}
/**
 * A finished spec as one commit on the base's tip: the spec's tree (merged with the base when
 * the base moved on), the plan's spec marked completed with each task's commit, and the spec's
 * progress file. A branch that already is that commit on the current base is left as it is; one
 * on an older base is rebuilt on the new one. What cannot be put on the base without a conflict
 * stays on the fork point, and the note says so on the pull request.
 */
async function finishSpec(w, spec, branch) {
    const { git } = w;
    const tip = (await (0,spec_branch/* remoteSha */.fI)(git, branch));
    const baseTip = await (0,spec_branch/* remoteSha */.fI)(git, w.base);
    if (!baseTip)
        throw new Error(`${spec_branch/* REMOTE */.Bn}/${w.base} is not in this checkout; check out with fetch-depth: 0.`);
    const single = await (0,spec_branch/* oneSpecCommit */.TB)(git, tip, spec.id);
    if (single) {
        if (single.parent === baseTip)
            return { sha: tip, action: 'unchanged' };
        if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
            return { sha: tip, action: 'unchanged' };
        // The base moved under an open pull request: the same change on the new base.
        const m = await (0,spec_branch/* mergeTrees */.Md)(git, baseTip, tip);
        if (m.tree === undefined)
            return {
                sha: tip,
                action: 'unchanged',
                note: `This branch cannot be rebuilt on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}. Merge ${w.base} into ${branch} and resolve it.`,
            };
        const sha = await (0,spec_branch/* commitTree */.SC)(git, m.tree, [baseTip], single.message);
        if (!(await (0,spec_branch/* pushLeased */.RZ)(git, branch, sha, tip)))
            throw new Error(`${branch} moved while Ralph rebuilt it.`);
        return { sha, action: 'rebuilt' };
    }
    const forkPoint = await git.out(['merge-base', baseTip, tip]);
    const taskCommits = await (0,spec_branch/* taskCommitsBetween */.m1)(git, forkPoint, tip);
    let parent = baseTip;
    let tree;
    let note;
    if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
        tree = await (0,spec_branch/* treeOf */.g7)(git, tip);
    else {
        const m = await (0,spec_branch/* mergeTrees */.Md)(git, tip, baseTip);
        if (m.tree !== undefined)
            tree = m.tree;
        else {
            parent = forkPoint;
            tree = await (0,spec_branch/* treeOf */.g7)(git, tip);
            note = `This spec's commit could not be put on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}; it is on ${forkPoint.slice(0, 7)}. Merge ${w.base} into ${branch} and resolve it.`;
        }
    }
    const before = await planAt(w, tip);
    const after = structuredClone(before.plan);
    const s = after.specs.find((x) => x.id === spec.id);
    s.status = 'completed';
    for (const t of s.tasks)
        if (!t.commit && taskCommits.has(t.id))
            t.commit = taskCommits.get(t.id);
    const editor = new spec_branch/* TreeEditor */.mQ(git, w.indexFile);
    await editor.read(tree);
    await editor.put(w.planFile, (0,plan_file/* editPlanText */.VS)(before.text, after, `${branch}:${w.planFile}`));
    await editor.put((0,git_text/* progressPath */.T3)(spec.id), (0,git_text/* progressEntry */.su)(s, new Date().toISOString()));
    const sha = await (0,spec_branch/* commitTree */.SC)(git, await editor.write(), [parent], (0,git_text/* specCommitMessage */._7)(s));
    if (!(await (0,spec_branch/* pushLeased */.RZ)(git, branch, sha, tip)))
        throw new Error(`${branch} moved while Ralph squashed it.`);
    return { sha, action: 'squashed', note };
}
/** The spec's entry as the pushed branch has it. */
async function specOnBranch(git, branch, planFile, specId) {
    const text = await git.show(`refs/remotes/${spec_branch/* REMOTE */.Bn}/${branch}`, planFile);
    return text === undefined
        ? undefined
        : (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${planFile}`).plan.specs.find((s) => s.id === specId);
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

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jp: () => (/* binding */ concludeAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// Deciding an attempt and writing it into the plan (DESIGN.md C4, C5): the agent's word, the
// check of its done claim and the gate results become one outcome; the task's status follows
// from that outcome and the retry budget. Pure: the same for `ralph build` and for `record`.


const SUMMARY_LIMIT = 1_500;
function clip(text, limit = SUMMARY_LIMIT) {
    const t = text.trim();
    return t.length <= limit ? t : `…${t.slice(t.length - limit + 1)}`;
}
/** The outcome of one attempt, from the agent's result, problems with its done claim, and the gates. */
function judgeAttempt(agent, claimProblems, gates) {
    if (agent.interrupted)
        return { outcome: 'interrupted', summary: 'interrupted before the attempt finished' };
    switch (agent.outcome) {
        case 'rate_limited':
            return {
                outcome: 'rate_limited',
                summary: clip(`the agent hit a rate limit: ${agent.reason ?? 'no detail'}`),
            };
        case 'blocked':
            return { outcome: 'blocked', summary: clip(agent.reason ?? 'the agent reported the task blocked') };
        case 'timeout':
            return { outcome: 'timeout', summary: clip(agent.reason ?? 'the agent ran out of time') };
        case 'crashed':
            return {
                outcome: 'crashed',
                summary: clip(`the agent exited without finishing: ${agent.reason ?? 'no detail'}`),
            };
        case 'no_marker':
            return {
                outcome: 'no_marker',
                summary: 'the agent stopped without printing <TASK_DONE> or <TASK_BLOCKED reason="...">',
            };
        case 'done':
            break;
    }
    if (claimProblems.length > 0)
        return { outcome: 'rejected', summary: clip(claimProblems.join('; ')) };
    const failed = gates.find((g) => g.required && !g.passed);
    if (failed) {
        return {
            outcome: 'gate_failed',
            gate: failed,
            summary: clip(`gate "${failed.name}" (\`${failed.command}\`) exited ${failed.exitCode ?? 'without a code'}:\n${failed.outputTail}`),
        };
    }
    return {
        outcome: 'passed',
        summary: gates.length > 0 ? `gates passed: ${gates.map((g) => g.name).join(', ')}` : 'done',
    };
}
/**
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent or a
 * spent budget), failed (retry later), or pending again (rate limit, interruption).
 */
function recordAttempt(task, verdict, meta, maxAttempts) {
    const attempts = task.attempts ?? [];
    const attempt = {
        number: (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .nextAttemptNumber */ .oH)(task),
        startedAt: meta.startedAt,
        finishedAt: meta.finishedAt,
        outcome: verdict.outcome,
        ...(verdict.gate ? { gate: verdict.gate.name } : {}),
        summary: verdict.summary,
        ...(meta.durationMs !== undefined ? { durationMs: meta.durationMs } : {}),
        ...(meta.turns !== undefined ? { turns: meta.turns } : {}),
        ...(meta.costUsd !== undefined ? { costUsd: meta.costUsd } : {}),
        ...(meta.runUrl ? { runUrl: meta.runUrl } : {}),
        ...(meta.artifact ? { artifact: meta.artifact } : {}),
    };
    task.attempts = [...attempts, attempt];
    delete task.startedAt;
    let status;
    switch (verdict.outcome) {
        case 'passed':
            status = 'completed';
            task.completedAt = meta.finishedAt;
            task.durationMs = task.attempts.reduce((n, a) => n + (a.durationMs ?? 0), 0);
            delete task.blockedReason;
            break;
        case 'blocked':
            status = 'blocked';
            task.blockedReason = verdict.summary;
            break;
        case 'rate_limited':
        case 'interrupted':
            status = 'pending';
            break;
        default:
            if ((0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task) >= maxAttempts) {
                status = 'blocked';
                task.blockedReason = `retry budget spent (${(0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
            }
            else
                status = 'failed';
    }
    task.status = status;
    return status;
}
function firstLine(text) {
    return text.split('\n', 1)[0].slice(0, 300);
}
/**
 * The verdict of one attempt, the same for `ralph build` and for the writer job: the agent's
 * outcome, the problems with its claim, and the gates, where a required gate that never ran
 * (no step for it in the workflow, say) counts as failed.
 */
function concludeAttempt(input) {
    const gates = [...input.gates];
    const claimHolds = input.agent.outcome === 'done' && input.problems.length === 0;
    if (claimHolds && !gates.some((g) => g.required && !g.passed)) {
        for (const g of input.expected ?? []) {
            if (g.required === false || gates.some((r) => r.name === g.name))
                continue;
            gates.push({
                name: g.name,
                command: g.command,
                required: true,
                passed: false,
                exitCode: null,
                outputTail: `gate "${g.name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
            });
        }
    }
    return { verdict: judgeAttempt(input.agent, input.problems, gates), gates };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, shellWord */
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1733);

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
function mdCell(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
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
        ['SPEC', 'TASK', 'ATTEMPT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
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
        `${c.total} tasks`,
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
/** One row per task: spec, task, status, attempts, and why it waits (blocked reason, deps). */
function statusRows(plan, s, icons = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const rows = [['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'NOTE']];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : task.status === 'completed' && task.commit
                    ? `commit ${task.commit.slice(0, 7)}`
                    : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .countedAttempts */ .jc)(task)),
                note,
            ]);
        }
    }
    return rows;
}
/** A word a shell passes on as it is: quoted only when it has to be. */
function shellWord(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${shellWord(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = shellWord(task.id);
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
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ }),

/***/ 8508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ RALPH_VERSION)
/* harmony export */ });
/** Ralph's version, in `ralph --version` and the GitHub API user agent. */
const RALPH_VERSION = '0.1.0';


/***/ })

};
