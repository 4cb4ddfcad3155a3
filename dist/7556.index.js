export const id = 7556;
export const ids = [7556];
export const modules = {

/***/ 7556:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GO: () => (/* binding */ COMMENT_BYTES_SHOWN),
  VX: () => (/* binding */ findTask),
  Gl: () => (/* binding */ generateRetryPrompt),
  Jk: () => (/* binding */ generateTaskPrompt),
  nX: () => (/* binding */ mcpConfig)
});

// UNUSED EXPORTS: BLOCKED_MARKER_EXAMPLE, DEFAULT_MAX_PROMPT_BYTES, DEFAULT_MAX_PROMPT_TOKENS, DEFAULT_TAIL_BYTES, DONE_MARKER

// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/plan/plan-basics.js
var plan_basics = __webpack_require__(4929);
// EXTERNAL MODULE: ./build/core/prompt/text.js
var prompt_text = __webpack_require__(3578);
;// CONCATENATED MODULE: ./build/core/prompt/context.js
// The documents and code a task's prompt shows (docs/ARCHITECTURE.md#the-prompt): the paths its
// feature and the task name, read through a FileReader (the core never touches the file system:
// the real reader, src/adapters/context-files.ts, enforces the safety rules; the in-memory one
// here serves tests and benchmarks), each file fenced, within the prompt's byte budget: files
// that do not fit are cut at a line or listed as not included.

/** Below this many bytes of room, a file is listed as not included rather than cut to a stub. */
const MIN_TRUNCATED_BYTES = 200;
/** An in-memory FileReader: `files` maps repository paths to contents; directories are prefixes. */
function createMemoryReader(files, opts = {}) {
    const maxDirFiles = opts.maxDirFiles ?? 50;
    const paths = Object.keys(files).sort(compareStrings);
    return {
        read(path) {
            if (!Object.hasOwn(files, path))
                return { kind: 'missing' };
            const text = files[path];
            return { kind: 'ok', text, bytes: byteLength(text) };
        },
        list(path) {
            const prefix = `${path.replace(/\/+$/, '')}/`;
            if (Object.hasOwn(files, path))
                return undefined;
            const under = paths.filter((p) => p.startsWith(prefix));
            if (under.length === 0)
                return undefined;
            return { files: under.slice(0, maxDirFiles), omitted: Math.max(0, under.length - maxDirFiles) };
        },
    };
}
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The paths a task's prompt shows, its feature's first, each once. */
function contextPaths(feature, task) {
    const seen = new Set();
    const out = [];
    for (const p of [
        ...(feature?.knowledgePaths ?? []),
        ...(feature?.contextFiles ?? []),
        ...(task.contextFiles ?? []),
    ]) {
        const path = p.trim();
        if (path === '' || seen.has(path))
            continue;
        seen.add(path);
        out.push(path);
    }
    return out;
}
/** The files at `paths` as the prompt shows them, in at most `available` bytes. */
function contextBody(paths, reader, available) {
    const entries = [];
    const readFile = (path) => {
        const r = reader.read(path);
        if (r.kind === 'missing')
            entries.push({ kind: 'line', line: `(listed but does not exist: ${path})` });
        else if (r.kind === 'refused')
            entries.push({ kind: 'line', line: `(not included: ${path}: ${r.reason})` });
        else
            entries.push({
                kind: 'file',
                path,
                content: (0,prompt_text/* neutraliseMarkers */.GT)(r.text),
                fullBytes: r.bytes,
                cutBytes: r.truncatedBytes ?? 0,
            });
    };
    for (const path of paths) {
        const listing = reader.list?.(path);
        if (!listing) {
            readFile(path);
            continue;
        }
        if (listing.files.length === 0)
            entries.push({ kind: 'line', line: `(directory has no files: ${path})` });
        for (const file of listing.files)
            readFile(file);
        if (listing.omitted > 0)
            entries.push({
                kind: 'line',
                line: `(not included: ${listing.omitted} more file${listing.omitted === 1 ? '' : 's'} under ${path}: over the limit on files per directory)`,
            });
    }
    const short = entries.map((e) => e.kind === 'line' ? e.line : `(not included: ${e.path}: over the prompt budget)`);
    // reserve[i]: what the entries after i need at least (their one-line forms and separators).
    const reserve = new Array(entries.length).fill(0);
    for (let i = entries.length - 2; i >= 0; i--)
        reserve[i] = reserve[i + 1] + (0,prompt_text/* byteLength */.dp)(short[i + 1]) + 2;
    const out = [];
    let used = 0;
    let overBudget = false;
    entries.forEach((e, i) => {
        const sep = i > 0 ? 2 : 0;
        let piece;
        if (e.kind === 'line')
            piece = e.line;
        else if (overBudget)
            piece = short[i];
        else {
            const full = fileBlock(e.path, e.content, e.cutBytes, 'over the per-file limit');
            if (used + sep + (0,prompt_text/* byteLength */.dp)(full) + reserve[i] <= available)
                piece = full;
            else {
                overBudget = true;
                const overhead = (0,prompt_text/* byteLength */.dp)(fileBlock(e.path, '', e.fullBytes, 'over the prompt budget', e.content));
                // One byte more for the line break the fence adds after content cut mid-line.
                const room = available - used - sep - reserve[i] - overhead - 1;
                if (room < MIN_TRUNCATED_BYTES)
                    piece = short[i];
                else {
                    const kept = (0,prompt_text/* cutAtLine */.qE)(e.content, room);
                    piece = fileBlock(e.path, kept, e.fullBytes - (0,prompt_text/* byteLength */.dp)(kept), 'over the prompt budget', e.content);
                }
            }
        }
        used += sep + (0,prompt_text/* byteLength */.dp)(piece);
        out.push(piece);
    });
    return out.join('\n\n');
}
/** One injected file: its path, then its content in a fence longer than any backtick run inside. */
function fileBlock(path, content, cut, why, fenceFor = content) {
    const marker = cut > 0 ? `\n[... truncated: ${cut} bytes ${why} ...]` : '';
    if (content === '' && cut === 0)
        return `### ${path}\n\n(empty file)`;
    return `### ${path}\n\n${(0,prompt_text/* fenced */.OF)(content, language(path), fenceFor)}${marker}`;
}
function language(path) {
    const m = /\.([A-Za-z0-9]{1,10})$/.exec(path);
    return m ? m[1].toLowerCase() : '';
}

;// CONCATENATED MODULE: ./build/core/prompt/prompt.js
// The prompt a task gets (docs/ARCHITECTURE.md#the-prompt). Pure: the plan, the task id and a FileReader in,
// a string out; no clock, no randomness, stable ordering, so the same input gives the same
// bytes. Sections, in this order, each a `## ` heading and left out when empty: who you are,
// the domain, documents and code that matter, the task, done means, produce, approach, what
// came before, what went wrong before, (retry only) what failed last time, rules.
//
// Two invariants the agent runner relies on: no line of the prompt is a completion marker
// on its own (an agent echoing its prompt must not look done), and injected text cannot
// break out of its fenced block (the fence is longer than any backtick run inside).




const DEFAULT_MAX_PROMPT_BYTES = 200_000;
const DEFAULT_MAX_PROMPT_TOKENS = 50_000;
const DEFAULT_TAIL_BYTES = 8_000;
const DONE_MARKER = '<TASK_DONE>';
const BLOCKED_MARKER_EXAMPLE = '<TASK_BLOCKED reason="...">';
const MAX_ATTEMPTS_SHOWN = 5;
const MAX_COMMENTS_SHOWN = 10;
/** The bytes of one comment (a person's answer) a prompt shows; the rest is cut, with a marker. */
const COMMENT_BYTES_SHOWN = 2_000;
/** The task with this id and its spec, or undefined. */
function findTask(plan, taskId) {
    for (const spec of plan.specs) {
        for (const task of spec.tasks)
            if (task.id === taskId)
                return { spec, task };
    }
    return undefined;
}
function generateTaskPrompt(plan, taskId, reader, options = {}) {
    return assemble(plan, taskId, reader, undefined, options);
}
/** The task prompt plus what failed last time: the gate's name, command, exit code, output tail. */
function generateRetryPrompt(plan, taskId, reader, retry, options = {}) {
    return assemble(plan, taskId, reader, retry, options);
}
/** The MCP configuration for the task's discipline (`--mcp-config`), undefined when it has none. */
function mcpConfig(plan, taskId) {
    const found = findTask(plan, taskId);
    if (!found)
        throw new errors/* RalphError */.A4(`unknown task "${taskId}"`);
    const servers = disciplineOf(plan, found.task)?.mcpServers ?? [];
    if (servers.length === 0)
        return undefined;
    const out = {};
    for (const s of servers) {
        if (Object.hasOwn(out, s.name))
            continue; // the first entry of a name wins
        const entry = {};
        if (s.url !== undefined && s.command === undefined)
            entry.type = s.type ?? 'http';
        if (s.command !== undefined)
            entry.command = s.command;
        if (s.args !== undefined)
            entry.args = [...s.args];
        if (s.env !== undefined)
            entry.env = { ...s.env };
        if (s.url !== undefined)
            entry.url = s.url;
        out[s.name] = entry;
    }
    return { mcpServers: out };
}
function assemble(plan, taskId, reader, retry, options) {
    const found = findTask(plan, taskId);
    if (!found)
        throw new errors/* RalphError */.A4(`unknown task "${taskId}"`);
    const { spec, task } = found;
    const discipline = disciplineOf(plan, task);
    const feature = featureOf(plan, task);
    const planFile = options.planFile ?? 'implementation.json';
    const tailBytes = options.tailBytes ?? DEFAULT_TAIL_BYTES;
    const budget = Math.min(options.maxBytes ?? DEFAULT_MAX_PROMPT_BYTES, (options.maxTokens ?? DEFAULT_MAX_PROMPT_TOKENS) * 4);
    const head = (0,prompt_text/* neutraliseMarkers */.GT)(`# Task ${task.id}${task.title ? `: ${oneLine(task.title)}` : ''}\n\n` +
        `You are a coding agent working in this repository on one task of the plan \`${planFile}\`` +
        `${spec.name ? `, in the spec "${oneLine(spec.name)}" (${spec.id})` : `, in the spec ${spec.id}`}.`);
    const before = [whoYouAre(discipline), theDomain(feature)];
    const after = [
        theTask(spec, task),
        doneMeans(plan, spec, task),
        produce(task),
        approach(task),
        whatCameBefore(plan, spec, task),
        whatWentWrong(task),
        retry ? whatFailed(retry, tailBytes) : undefined,
        rules(task, planFile),
    ];
    const clean = (list) => list
        .filter((s) => s !== undefined && s.body.trim() !== '')
        .map((s) => ({ title: s.title, body: (0,prompt_text/* neutraliseMarkers */.GT)(s.body) }));
    const pre = clean(before);
    const post = clean(after);
    const paths = contextPaths(feature, task);
    let context;
    if (paths.length > 0) {
        const fixedBytes = (0,prompt_text/* byteLength */.dp)(render(head, [...pre, ...post]));
        const title = 'Documents and code that matter';
        // A section costs its heading, its body and the blank line that separates it.
        const available = budget - fixedBytes - (0,prompt_text/* byteLength */.dp)(`## ${title}\n\n`) - 2;
        context = { title, body: contextBody(paths, reader, available) };
    }
    // Idempotent over text that was already neutralised; a last guard for the invariant.
    return (0,prompt_text/* neutraliseMarkers */.GT)(render(head, [...pre, ...(context ? [context] : []), ...post]));
}
function render(head, sections) {
    return `${[head, ...sections.map((s) => `## ${s.title}\n\n${s.body.trimEnd()}`)].join('\n\n')}\n`;
}
function disciplineOf(plan, task) {
    if (!task.discipline)
        return undefined;
    return plan.disciplines?.find((d) => d.name === task.discipline);
}
function featureOf(plan, task) {
    if (!task.feature)
        return undefined;
    return plan.features?.find((f) => f.name === task.feature);
}
function prompt_prompt_text(value) {
    if (value === undefined)
        return '';
    return (Array.isArray(value) ? value.join('\n') : value).trim();
}
function oneLine(value) {
    return value.replace(/\s+/g, ' ').trim();
}
function bullets(items) {
    return items.map((i) => `- ${i.trim().replace(/\n/g, '\n  ')}`).join('\n');
}
// --- sections --------------------------------------------------------------------------------
function whoYouAre(d) {
    if (!d)
        return undefined;
    const parts = [];
    const system = prompt_prompt_text(d.systemPrompt);
    if (system)
        parts.push(system);
    const skills = (d.skills ?? []).filter((s) => s.trim() !== '');
    if (skills.length > 0)
        parts.push(`Skills:\n\n${bullets(skills)}`);
    const conventions = prompt_prompt_text(d.conventions);
    if (conventions)
        parts.push(`Conventions:\n\n${conventions}`);
    if (parts.length === 0)
        return undefined;
    return { title: 'Who you are', body: [`You work as: ${d.name}.`, ...parts].join('\n\n') };
}
function theDomain(f) {
    const description = prompt_prompt_text(f?.description);
    if (!f || !description)
        return undefined;
    return { title: 'The domain', body: `Feature: ${f.name}.\n\n${description}` };
}
function theTask(spec, task) {
    const parts = [];
    if (task.title)
        parts.push(`**${oneLine(task.title)}**`);
    parts.push(task.description.trim());
    const specBits = [];
    const context = prompt_prompt_text(spec.context);
    if (spec.name || context || spec.file) {
        specBits.push(`It belongs to the spec ${spec.name ? `"${oneLine(spec.name)}" (${spec.id})` : spec.id}.`);
        if (spec.file)
            specBits.push(`The spec is written in \`${spec.file}\`.`);
    }
    if (specBits.length > 0)
        parts.push(specBits.join(' '));
    if (context)
        parts.push(`Spec context:\n\n${context}`);
    return { title: 'The task', body: parts.join('\n\n') };
}
function doneMeans(plan, spec, task) {
    const parts = [];
    const own = (task.acceptanceCriteria ?? []).filter((c) => c.trim() !== '');
    const specs = (spec.acceptanceCriteria ?? []).filter((c) => c.trim() !== '');
    if (own.length > 0)
        parts.push(`This task is done when:\n\n${bullets(own)}`);
    if (specs.length > 0)
        parts.push(`The spec as a whole must meet (do not break these):\n\n${bullets(specs)}`);
    const gates = plan.gates ?? [];
    if (gates.length > 0) {
        const lines = gates.map((g) => `\`${g.name}\`: \`${oneLine(g.command)}\`${g.required === false ? ' (advisory)' : ''}`);
        parts.push(`After you finish, Ralph runs these checks itself; every required one must pass:\n\n${bullets(lines)}`);
    }
    if (parts.length === 0)
        return undefined;
    return { title: 'Done means', body: parts.join('\n\n') };
}
function produce(task) {
    const artifacts = (task.outputArtifacts ?? []).filter((a) => a.trim() !== '');
    if (artifacts.length === 0)
        return undefined;
    return {
        title: 'Produce',
        body: `These files must exist when you finish:\n\n${bullets(artifacts.map((a) => `\`${a}\``))}`,
    };
}
function approach(task) {
    const hints = prompt_prompt_text(task.hints);
    if (!hints)
        return undefined;
    return { title: 'Approach', body: hints };
}
function whatCameBefore(plan, spec, task) {
    const parts = [];
    const listed = new Set([task.id]);
    const deps = [];
    for (const id of task.dependsOn ?? []) {
        if (listed.has(id))
            continue;
        const dep = findTask(plan, id);
        if (!dep || !(0,plan_basics/* isDone */.$L)(dep.task.status))
            continue;
        listed.add(id);
        const title = dep.task.title ? ` ${oneLine(dep.task.title)}` : '';
        const skipped = dep.task.status === 'skipped' ? ' (skipped: judged unnecessary)' : '';
        const where = dep.spec.id === spec.id ? '' : ` (spec ${dep.spec.id})`;
        deps.push(`**${id}**${title}${where}${skipped}: ${dep.task.description.trim()}`);
    }
    if (deps.length > 0)
        parts.push(`This task builds on:\n\n${bullets(deps)}`);
    const done = [];
    for (const t of spec.tasks) {
        if (listed.has(t.id) || t.status !== 'completed')
            continue;
        listed.add(t.id);
        done.push(`**${t.id}**: ${oneLine(t.title ?? firstLine(t.description))}`);
    }
    if (done.length > 0)
        parts.push(`Already completed in this spec:\n\n${bullets(done)}`);
    if (parts.length === 0)
        return undefined;
    return { title: 'What came before', body: parts.join('\n\n') };
}
function firstLine(value) {
    const line = value.trim().split('\n')[0] ?? '';
    return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}
function whatWentWrong(task) {
    const parts = [];
    if (task.blockedReason)
        parts.push(`It was blocked before: ${task.blockedReason.trim()}`);
    const attempts = [...(task.attempts ?? [])].reverse().sort((a, b) => b.number - a.number);
    if (attempts.length > 0) {
        const lines = attempts.slice(0, MAX_ATTEMPTS_SHOWN).map((a) => {
            const bits = [`Attempt ${a.number}: ${a.outcome ?? 'no outcome recorded'}`];
            if (a.gate)
                bits.push(`gate \`${a.gate}\``);
            return `${bits.join(', ')}${a.summary ? `. ${(0,prompt_text/* bounded */.Mm)(a.summary.trim(), 2_000)}` : ''}`;
        });
        const more = attempts.length - MAX_ATTEMPTS_SHOWN;
        if (more > 0)
            lines.push(`(${more} earlier attempt${more === 1 ? '' : 's'} not shown)`);
        parts.push(`Earlier attempts, newest first:\n\n${bullets(lines)}`);
    }
    const comments = [...(task.comments ?? [])].reverse();
    if (comments.length > 0) {
        const lines = comments
            .slice(0, MAX_COMMENTS_SHOWN)
            .map((c) => `${c.author}${c.created ? ` (${c.created})` : ''}: ${(0,prompt_text/* bounded */.Mm)(c.body.trim(), COMMENT_BYTES_SHOWN)}`);
        const more = comments.length - MAX_COMMENTS_SHOWN;
        if (more > 0)
            lines.push(`(${more} earlier comment${more === 1 ? '' : 's'} not shown)`);
        parts.push(`Comments, newest first:\n\n${bullets(lines)}`);
    }
    if (parts.length === 0)
        return undefined;
    return { title: 'What went wrong before', body: parts.join('\n\n') };
}
function whatFailed(retry, tailBytes) {
    const where = retry.workTree === 'kept'
        ? "Your previous attempt's changes are in the work tree: build on what worked there, and start by fixing what failed."
        : retry.workTree === 'reset'
            ? `The work tree was reset to the task's start: your previous attempt's changes are gone${retry.workTreeNote ? ` (${retry.workTreeNote})` : ''}. Do the task again, avoiding what failed.`
            : 'Start by fixing what failed.';
    const parts = [`Attempt ${retry.attempt} of this task did not pass. ${where}`];
    if (retry.agentOutcome)
        parts.push(`The agent's run ended as: ${retry.agentOutcome}.`);
    const gate = retry.gate;
    // A failed gate's summary is its output again: the gate's own lines below say it once.
    if (retry.reason?.trim() && !gate)
        parts.push(`Reason: ${retry.reason.trim()}`);
    if (gate) {
        const command = gate.command.trim() ? ` (\`${oneLine(gate.command)}\`)` : '';
        const exit = gate.exitCode === null
            ? 'ended without an exit code (killed, timed out, or not recorded)'
            : `exited with code ${gate.exitCode}`;
        parts.push(`The gate \`${gate.name}\`${command} failed: it ${exit}.`);
        if (gate.outputTail.trim())
            parts.push(`The end of its output:\n\n${(0,prompt_text/* fenced */.OF)((0,prompt_text/* tail */.RT)(gate.outputTail, tailBytes))}`);
    }
    if (retry.diffSummary?.trim())
        parts.push(`${retry.workTree === 'kept' ? 'What it changed (in the work tree now)' : 'What it had changed'}:\n\n${(0,prompt_text/* fenced */.OF)((0,prompt_text/* tail */.RT)(retry.diffSummary, tailBytes))}`);
    if (retry.transcriptTail?.trim())
        parts.push(`The end of the agent's transcript:\n\n${(0,prompt_text/* fenced */.OF)((0,prompt_text/* tail */.RT)(retry.transcriptTail, tailBytes))}`);
    return { title: 'What failed last time', body: parts.join('\n\n') };
}
function rules(task, planFile) {
    const lines = [
        `Work only on task ${task.id}; leave the other tasks of the plan alone.`,
        'Do not commit, push or switch branches: Ralph commits your work after its checks pass.',
        `Do not edit the plan file \`${planFile}\`; Ralph records the task's status itself.`,
        'Search the codebase before assuming something is missing, and reuse what is there.',
        `When the task is done, print a final line containing only \`${DONE_MARKER}\`.`,
        `If you cannot finish it, print a final line containing only \`${BLOCKED_MARKER_EXAMPLE}\` with the reason filled in.`,
    ];
    return { title: 'Rules', body: bullets(lines) };
}


/***/ }),

/***/ 3578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ neutraliseMarkers),
/* harmony export */   Mm: () => (/* binding */ bounded),
/* harmony export */   OF: () => (/* binding */ fenced),
/* harmony export */   RT: () => (/* binding */ tail),
/* harmony export */   dp: () => (/* binding */ byteLength),
/* harmony export */   qE: () => (/* binding */ cutAtLine)
/* harmony export */ });
/* unused harmony export cutBytes */
// Text as a prompt quotes it (docs/ARCHITECTURE.md#the-prompt): measured in bytes, cut at a
// character (or a line) boundary with a note of what was left out, fenced so that nothing inside
// can close the fence, and no line of it a completion marker on its own.
const encoder = new TextEncoder();
const decoder = new TextDecoder();
function byteLength(text) {
    return encoder.encode(text).length;
}
function bounded(value, maxBytes) {
    if (byteLength(value) <= maxBytes)
        return value;
    const head = cutBytes(value, maxBytes);
    return `${head} [... ${byteLength(value) - byteLength(head)} more bytes not shown ...]`;
}
/** Text in a fenced block that nothing inside can close: the fence outgrows every backtick run. */
function fenced(content, info = '', fenceFor = content) {
    let longest = 0;
    for (const m of fenceFor.matchAll(/`+/g))
        longest = Math.max(longest, m[0].length);
    const fence = '`'.repeat(Math.max(3, longest + 1));
    const body = content === '' || content.endsWith('\n') ? content : `${content}\n`;
    return `${fence}${info}\n${body}${fence}`;
}
/** The start of `value` in at most `max` bytes, cut at a character boundary. */
function cutBytes(value, max) {
    const bytes = encoder.encode(value);
    if (bytes.length <= max)
        return value;
    let end = Math.max(0, max);
    while (end > 0 && (bytes[end] & 0xc0) === 0x80)
        end--;
    return decoder.decode(bytes.subarray(0, end));
}
/** Like cutBytes, but backs off to the last line break when one is in the second half. */
function cutAtLine(value, max) {
    const head = cutBytes(value, max);
    const nl = head.lastIndexOf('\n');
    return nl >= head.length / 2 ? head.slice(0, nl + 1) : head;
}
/** The end of `value` in at most `max` bytes, from a line start when possible, with a note. */
function tail(value, max) {
    const bytes = encoder.encode(value);
    if (bytes.length <= max)
        return value;
    let start = bytes.length - max;
    while (start < bytes.length && (bytes[start] & 0xc0) === 0x80)
        start++;
    let rest = decoder.decode(bytes.subarray(start));
    const nl = rest.indexOf('\n');
    if (nl >= 0 && nl < rest.length / 2)
        rest = rest.slice(nl + 1);
    const dropped = bytes.length - byteLength(rest);
    return `[... ${dropped} earlier bytes not shown ...]\n${neutraliseMarkers(rest)}`;
}
const MARKER_LINE = /^\s*<\/?\s*TASK_(?:DONE|BLOCKED)\b[^\n]*>\s*$/i;
/**
 * No line may be a completion marker on its own: the runner accepts a marker only as a line
 * of its own, so a quoted one (from a file, a transcript, the plan) gets a note on its line.
 */
function neutraliseMarkers(value) {
    if (!/TASK_/i.test(value))
        return value;
    return value
        .split('\n')
        .map((line) => (MARKER_LINE.test(line) ? `${line.replace(/\s+$/, '')} (quoted, not a signal)` : line))
        .join('\n');
}


/***/ })

};
