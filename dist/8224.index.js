export const id = 8224;
export const ids = [8224];
export const modules = {

/***/ 8224:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W6: () => (/* binding */ PlanError),
  VS: () => (/* binding */ editPlanText),
  Yq: () => (/* binding */ loadPlan),
  eZ: () => (/* binding */ loadedPlanWarnings),
  Pm: () => (/* binding */ locatedLine),
  uo: () => (/* binding */ parsePlanText),
  S1: () => (/* binding */ serializePlan),
  td: () => (/* binding */ updatePlan),
  vZ: () => (/* binding */ writeAtomic)
});

// UNUSED EXPORTS: savePlan

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./build/core/checks.js
var checks = __webpack_require__(4813);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
;// CONCATENATED MODULE: ./build/core/json-edit.js
// Minimal edits of JSON text (docs/ARCHITECTURE.md#spec-branches-and-pull-requests): `oldText` changed only where a new value differs
// from it, every other byte (a hand-made layout, indentation, line endings, a byte-order mark)
// kept, so two branches that change different parts of one file merge without a conflict.
// Pure: plan-file.ts validates and writes; this only computes the text.
//
// ---- Minimal edits (editPlanText) ----------------------------------------------------------
//
// Two steps. First the old JSON (JSON.parse of the old text) and `next` are compared into a
// tree of changes, which says nothing about the text. Then the changes become text edits: a
// small scanner finds the members of just the containers on the way to a change (the old
// text is valid JSON: JSON.parse took it), so a one-task change to a 10,000-task plan costs
// one JSON.parse, one comparison and about one pass over the text. (jsonc-parser's parseTree
// builds a node for every value, ~10x slower on such a plan, and its `modify` reformats the
// whole lines around an insertion, compact neighbours included.)

function diffValue(old, next) {
    const kind = kindOf(next);
    if (kind === 'object' && kindOf(old) === 'object')
        return diffObject(old, next);
    if (kind === 'array' && Array.isArray(old))
        return diffArray(old, next);
    return jsonEqual(old, next) ? undefined : { type: 'replace', next };
}
function diffObject(old, next) {
    const changed = new Map();
    let removed = false;
    for (const key of Object.keys(old)) {
        if (!Object.hasOwn(next, key) || !present(next[key]))
            removed = true;
        else {
            const change = diffValue(old[key], next[key]);
            if (change)
                changed.set(key, change);
        }
    }
    const added = Object.keys(next).filter((k) => !Object.hasOwn(old, k) && present(next[k]));
    if (changed.size === 0 && added.length === 0 && !removed)
        return undefined;
    return { type: 'object', next, changed, added, removed };
}
/**
 * Elements equal at the start and at the end are left alone. In between, objects with an
 * `id` (tasks, specs) are matched by id, so a task inserted or removed leaves its
 * neighbours' text alone; anything else is compared pairwise, and what one side has more of
 * is inserted or removed at the end of the run (an append inserts only the new elements).
 */
function diffArray(old, next) {
    let prefix = 0;
    while (prefix < old.length && prefix < next.length && jsonEqual(old[prefix], next[prefix]))
        prefix++;
    if (prefix === old.length && prefix === next.length)
        return undefined;
    let suffix = 0;
    while (suffix < old.length - prefix &&
        suffix < next.length - prefix &&
        jsonEqual(old[old.length - 1 - suffix], next[next.length - 1 - suffix]))
        suffix++;
    const oldEnd = old.length - suffix;
    const nextEnd = next.length - suffix;
    const byId = matchById(old, next, prefix, oldEnd, nextEnd);
    const changed = new Map();
    const removed = new Set();
    const inserts = [];
    if (byId) {
        let group = [];
        for (let j = prefix; j < nextEnd; j++) {
            const i = byId[j - prefix];
            if (i === -1) {
                group.push(next[j]);
                continue;
            }
            if (group.length > 0)
                inserts.push({ at: i, values: group });
            group = [];
            const change = diffValue(old[i], next[j]);
            if (change)
                changed.set(i, change);
        }
        if (group.length > 0)
            inserts.push({ at: oldEnd, values: group });
        const matched = new Set(byId);
        for (let i = prefix; i < oldEnd; i++)
            if (!matched.has(i))
                removed.add(i);
    }
    else {
        const pairs = Math.min(oldEnd, nextEnd) - prefix;
        for (let i = prefix; i < prefix + pairs; i++) {
            const change = diffValue(old[i], next[i]);
            if (change)
                changed.set(i, change);
        }
        for (let i = prefix + pairs; i < oldEnd; i++)
            removed.add(i);
        if (nextEnd > prefix + pairs)
            inserts.push({ at: oldEnd, values: next.slice(prefix + pairs, nextEnd) });
    }
    return { type: 'array', changed, removed, inserts };
}
/**
 * For each element of next[from, nextEnd), the index of the old element in old[from, oldEnd)
 * with its `id`, or -1 for a new one; undefined unless every element there is an object with
 * a distinct string id and the matched ones keep their order.
 */
function matchById(old, next, from, oldEnd, nextEnd) {
    const idOf = (v) => kindOf(v) === 'object' && typeof v.id === 'string'
        ? v.id
        : undefined;
    const oldIndex = new Map();
    for (let i = from; i < oldEnd; i++) {
        const id = idOf(old[i]);
        if (id === undefined || oldIndex.has(id))
            return undefined;
        oldIndex.set(id, i);
    }
    const seen = new Set();
    const result = [];
    let last = -1;
    for (let j = from; j < nextEnd; j++) {
        const id = idOf(next[j]);
        if (id === undefined || seen.has(id))
            return undefined;
        seen.add(id);
        const i = oldIndex.get(id) ?? -1;
        if (i !== -1) {
            if (i < last)
                return undefined;
            last = i;
        }
        result.push(i);
    }
    return result;
}
/**
 * `oldText` (JSON, maybe with a byte-order mark) changed only where `next` differs from it;
 * undefined when `oldText` is not JSON.
 */
function editJsonText(oldText, next) {
    const bom = oldText.charCodeAt(0) === 0xfeff;
    const body = bom ? oldText.slice(1) : oldText;
    let old;
    try {
        old = JSON.parse(body);
    }
    catch {
        return undefined;
    }
    const change = diffValue(old, next);
    if (!change)
        return oldText;
    const editor = new TextEditor(body);
    // Valid JSON: only white space follows the root value.
    const start = skipSpace(body, 0);
    let end = body.length;
    while (isSpace(body.charCodeAt(end - 1)))
        end--;
    const newline = body.indexOf('\n', start);
    editor.apply(change, start, end, newline !== -1 && newline < end);
    return (bom ? '\uFEFF' : '') + applyTextEdits(body, editor.edits);
}
class TextEditor {
    text;
    edits = [];
    eol;
    unit;
    /** `"key": value` and `[1, 2]` (the usual), or `"key":value` and `[1,2]` (minified). */
    spaced;
    scanned = new Map();
    constructor(text) {
        this.text = text;
        this.eol = text.includes('\r\n') ? '\r\n' : '\n';
        this.unit = detectIndent(text);
        let spaced = true;
        const open = skipSpace(text, 0);
        const key = skipSpace(text, open + 1);
        if (text.charCodeAt(open) === 123 && text.charCodeAt(key) === 34) {
            const colon = skipSpace(text, stringEnd(text, key));
            spaced = isSpace(text.charCodeAt(colon + 1));
        }
        this.spaced = spaced;
    }
    /** Edits for `change` to the value at [start, end); `around`: its container is spread over lines. */
    apply(change, start, end, around) {
        if (change.type === 'replace') {
            const content = this.replacement(change.next, start, end, around);
            this.edits.push({ offset: start, length: end - start, content });
            return;
        }
        const c = this.scan(start);
        const layout = this.layout(c, around);
        if (change.type === 'object') {
            const { next } = change;
            const last = new Map(); // a repeated key: JSON.parse keeps the last one
            for (const [i, item] of c.items.entries())
                last.set(item.key, i);
            const kept = c.items.map((item, i) => last.get(item.key) === i && Object.hasOwn(next, item.key) && present(next[item.key]));
            for (const [i, item] of c.items.entries()) {
                const inner = change.changed.get(item.key);
                if (kept[i] && inner)
                    this.apply(inner, item.valueStart, item.end, layout.expanded);
            }
            const colon = this.spaced ? ': ' : ':';
            const inserts = this.keyInserts(change.added, next, last, kept, c.items.length);
            this.splice(c, kept, inserts, layout, (k) => `${JSON.stringify(k)}${colon}${this.fresh(next[k], layout)}`);
        }
        else {
            for (const [i, inner] of change.changed) {
                const item = c.items[i];
                this.apply(inner, item.start, item.end, layout.expanded);
            }
            const kept = c.items.map((_, i) => !change.removed.has(i));
            this.splice(c, kept, change.inserts, layout, (v, like) => this.fresh(v, layout, like));
        }
    }
    /**
     * Where each new key goes: before the kept key that follows it in `next` (so a key put
     * before another, as `ralph init --force` puts "gates" before "specs", lands there), or at
     * the end. Groups in ascending `at`, each in `next`'s order.
     */
    keyInserts(added, next, last, kept, end) {
        if (added.length === 0)
            return [];
        const isNew = new Set(added);
        const groups = [];
        let following = end;
        const keys = Object.keys(next);
        for (let j = keys.length - 1; j >= 0; j--) {
            const key = keys[j];
            if (isNew.has(key)) {
                const group = groups[groups.length - 1];
                if (group && group.at === following)
                    group.values.unshift(key);
                else
                    groups.push({ at: following, values: [key] });
                continue;
            }
            const i = last.get(key);
            if (i !== undefined && kept[i])
                following = Math.min(following, i);
        }
        return groups.reverse(); // found from the end, each `at` smaller than the one before
    }
    /**
     * Removes the members not `kept` (each run with the comma before it, or after it at the
     * start) and inserts each group of new members where old member `at` is: after the kept
     * member before it, or else before the kept one after it. `format` writes a new member,
     * given the old one it goes next to.
     */
    splice(c, kept, inserts, layout, format) {
        const { items } = c;
        if (!kept.includes(true)) {
            const members = inserts.flatMap((g) => g.values.map((v) => format(v, undefined)));
            if (members.length > 0) {
                const content = this.container(c, members, layout);
                this.edits.push({ offset: c.open, length: c.close + 1 - c.open, content });
            }
            else if (items.length > 0) {
                this.edits.push({ offset: c.open + 1, length: c.close - c.open - 1, content: '' });
            }
            return;
        }
        for (let i = 0; i < items.length; i++) {
            if (kept[i])
                continue;
            let j = i;
            while (j + 1 < items.length && !kept[j + 1])
                j++;
            const from = i > 0 ? items[i - 1].end : items[0].start;
            const to = i > 0 ? items[j].end : items[j + 1].start;
            this.edits.push({ offset: from, length: to - from, content: '' });
            i = j;
        }
        for (const { at, values } of inserts) {
            let before = at - 1;
            while (before >= 0 && !kept[before])
                before--;
            if (before >= 0) {
                const like = items[before];
                const content = values.map((v) => `,${layout.sep}${format(v, like)}`).join('');
                this.edits.push({ offset: like.end, length: 0, content });
            }
            else {
                let after = at;
                while (!kept[after])
                    after++;
                const like = items[after];
                const content = values.map((v) => `${format(v, like)},${layout.sep}`).join('');
                this.edits.push({ offset: like.start, length: 0, content });
            }
        }
    }
    /** A whole container of the given members, for one that was empty (or lost all its members). */
    container(c, members, layout) {
        const [open, close] = this.text.charCodeAt(c.open) === 123 ? ['{', '}'] : ['[', ']'];
        if (layout.expanded) {
            const line = this.eol + layout.indent;
            return `${open}${line}${members.join(`,${line}`)}${this.eol}${this.lineIndent(c.open)}${close}`;
        }
        const pad = open === '{' && this.spaced ? ' ' : '';
        return `${open}${pad}${members.join(`,${layout.sep}`)}${pad}${close}`;
    }
    /** Expanded if the last member is on a line of its own; an empty container goes by its parent. */
    layout(c, around) {
        const { items } = c;
        const last = items[items.length - 1];
        if (!last) {
            const indent = this.lineIndent(c.open) + this.unit;
            return around
                ? { expanded: true, indent, sep: this.eol + indent }
                : { expanded: false, indent: '', sep: this.spaced ? ' ' : '' };
        }
        const gap = this.text.slice(items.length > 1 ? items[items.length - 2].end : c.open + 1, last.start);
        if (gap.includes('\n')) {
            const lead = this.text.slice(this.text.lastIndexOf('\n', last.start - 1) + 1, last.start);
            const indent = /^[ \t]*$/.test(lead) ? lead : this.lineIndent(c.open) + this.unit;
            return { expanded: true, indent, sep: this.eol + indent };
        }
        const sep = items.length > 1 ? gap.slice(gap.indexOf(',') + 1) : this.spaced ? ' ' : '';
        return { expanded: false, indent: '', sep };
    }
    /**
     * A new member's value, in the container's layout; a new element goes on one line, like
     * the element `like` next to it, when that is an object or array on one line.
     */
    fresh(value, layout, like) {
        return layout.expanded && !(like && this.oneLineContainer(like))
            ? this.indented(value, layout.indent)
            : this.compact(value);
    }
    oneLineContainer(element) {
        const first = this.text.charCodeAt(element.start);
        return (first === 123 || first === 91) && !this.text.slice(element.start, element.end).includes('\n');
    }
    /** A changed value in place of the old one at [start, end). */
    replacement(value, start, end, around) {
        const kind = kindOf(value);
        if (kind !== 'object' && kind !== 'array')
            return JSON.stringify(value) ?? 'null';
        const span = this.text.slice(start, end);
        // Over several lines if the old value was, or was a one-line nothing in an expanded container.
        const oneLineContainer = /^[[{]\s*[^\s\]}]/.test(span);
        const expanded = span.includes('\n') || (around && !oneLineContainer);
        return expanded ? this.indented(value, this.lineIndent(start)) : this.compact(value);
    }
    indented(value, indent) {
        const json = JSON.stringify(value, null, this.unit) ?? 'null';
        return json.includes('\n') ? json.replace(/\n/g, this.eol + indent) : json;
    }
    compact(value) {
        const json = JSON.stringify(value) ?? 'null';
        return this.spaced ? spacedJson(JSON.parse(json)) : json;
    }
    /** The indentation of the line that `offset` is on. */
    lineIndent(offset) {
        const from = offset > 0 ? this.text.lastIndexOf('\n', offset - 1) + 1 : 0;
        let to = from;
        while (this.text.charCodeAt(to) === 32 || this.text.charCodeAt(to) === 9)
            to++;
        return this.text.slice(from, to);
    }
    /**
     * The members of the container at `open`. The members of a container member are noted on
     * the way (`deep`), so going down into it later costs no second pass over its text.
     */
    scan(open, deep = true) {
        const known = this.scanned.get(open);
        if (known)
            return known;
        const t = this.text;
        const isObject = t.charCodeAt(open) === 123;
        const items = [];
        let i = skipSpace(t, open + 1);
        let close = i;
        if (t.charCodeAt(i) !== (isObject ? 125 : 93)) {
            for (;;) {
                const start = i;
                let key;
                if (isObject) {
                    const keyEnd = stringEnd(t, i);
                    const raw = t.slice(i + 1, keyEnd - 1);
                    key = raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw;
                    i = skipSpace(t, skipSpace(t, keyEnd) + 1);
                }
                const c = t.charCodeAt(i);
                const end = deep && (c === 123 || c === 91) ? this.scan(i, false).close + 1 : valueEnd(t, i);
                items.push({ key, start, valueStart: i, end });
                i = skipSpace(t, end);
                if (t.charCodeAt(i) !== 44)
                    break;
                i = skipSpace(t, i + 1);
            }
            close = i;
        }
        const container = { open, close, items };
        this.scanned.set(open, container);
        return container;
    }
}
/** Applies non-overlapping edits (an insertion before a replacement at the same offset). */
function applyTextEdits(text, edits) {
    if (edits.length === 0)
        return text;
    const sorted = [...edits].sort((a, b) => a.offset - b.offset || (a.length === 0 ? 0 : 1) - (b.length === 0 ? 0 : 1));
    let out = '';
    let at = 0;
    for (const e of sorted) {
        if (e.offset < at)
            throw new errors/* RalphError */.A4(`overlapping plan edits at offset ${e.offset}`);
        out += text.slice(at, e.offset) + e.content;
        at = e.offset + e.length;
    }
    return out + text.slice(at);
}
function isSpace(c) {
    return c === 32 || c === 10 || c === 13 || c === 9;
}
function skipSpace(t, i) {
    while (isSpace(t.charCodeAt(i)))
        i++;
    return i;
}
/** Just after the string whose opening quote is at `i`. */
function stringEnd(t, i) {
    let from = i + 1;
    for (;;) {
        const quote = t.indexOf('"', from);
        if (quote === -1)
            return t.length;
        let backslash = quote - 1;
        while (t.charCodeAt(backslash) === 92)
            backslash--;
        if ((quote - 1 - backslash) % 2 === 0)
            return quote + 1;
        from = quote + 1;
    }
}
/** Just after the JSON value that starts at `i`. */
function valueEnd(t, i) {
    const c = t.charCodeAt(i);
    if (c === 34)
        return stringEnd(t, i);
    if (c === 123 || c === 91) {
        let depth = 0;
        for (let j = i; j < t.length; j++) {
            const d = t.charCodeAt(j);
            if (d <= 32)
                continue; // most of a pretty-printed plan is indentation
            if (d === 34)
                j = stringEnd(t, j) - 1;
            else if (d === 123 || d === 91)
                depth++;
            else if ((d === 125 || d === 93) && --depth === 0)
                return j + 1;
        }
        return t.length;
    }
    let j = i;
    while (j < t.length && !isSpace(t.charCodeAt(j)) && t[j] !== ',' && t[j] !== '}' && t[j] !== ']')
        j++;
    return j;
}
/** What JSON.stringify makes of a value: an object, an array, or something written as is. */
function kindOf(v) {
    if (Array.isArray(v))
        return 'array';
    if (v !== null && typeof v === 'object' && typeof v.toJSON !== 'function')
        return 'object';
    return 'other';
}
/** Whether JSON.stringify writes this member of an object at all. */
function present(v) {
    return v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';
}
/** Whether `next` (any value) is written as the JSON `old` (as JSON.parse made it). */
function jsonEqual(old, next) {
    if (old === next)
        return true;
    const kind = kindOf(next);
    if (kind === 'array') {
        if (!Array.isArray(old) || old.length !== next.length)
            return false;
        const n = next;
        for (let i = 0; i < n.length; i++)
            if (!jsonEqual(old[i], n[i]))
                return false;
        return true;
    }
    if (kind === 'object') {
        if (kindOf(old) !== 'object')
            return false;
        const o = old;
        const n = next;
        let count = 0;
        for (const key of Object.keys(n)) {
            if (!present(n[key]))
                continue;
            count++;
            if (!Object.hasOwn(o, key) || !jsonEqual(o[key], n[key]))
                return false;
        }
        return count === Object.keys(o).length;
    }
    if (typeof next === 'object' && next !== null)
        return JSON.stringify(old) === JSON.stringify(next); // toJSON
    if (!present(next) || (typeof next === 'number' && !Number.isFinite(next)))
        return old === null;
    return false;
}
/** One-line JSON with a space after each colon and comma, and inside braces: `{ "a": [1, 2] }`. */
function spacedJson(v) {
    if (Array.isArray(v))
        return `[${v.map(spacedJson).join(', ')}]`;
    if (v !== null && typeof v === 'object') {
        const members = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${spacedJson(x)}`);
        return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
    }
    return JSON.stringify(v);
}
/** The indentation unit of JSON text: its first indented line's, else two spaces. */
function detectIndent(text) {
    const m = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text);
    return m?.[1] ?? '  ';
}

;// CONCATENATED MODULE: ./build/adapters/plan-file.js
// Reading and writing `implementation.json` safely. The object in memory is the parsed JSON
// itself (not zod's output), so key order and unknown keys survive; a write re-validates,
// and replaces the file atomically (temp file + rename) under a lock, so no reader sees half
// a file and no concurrent writer's update is lost. A write is a minimal edit of the text it
// was read from (editPlanText): only the values that changed are rewritten, and every other
// byte (a hand-formatted layout, the indentation, line endings, byte-order mark) stays as it
// was, so two spec branches that change different specs merge without a conflict (C6).






/** A plan that cannot be read or would not be valid; `problems` has one entry per problem. */
class PlanError extends errors/* RalphError */.A4 {
    file;
    problems;
    code = 'plan';
    constructor(file, problems) {
        super(problems.map((p) => locatedLine(file, p)).join('\n'));
        this.file = file;
        this.problems = problems;
        this.name = 'PlanError';
    }
}
/** `file:line:column: path: message`, the shape editors and terminals link to the place. */
function locatedLine(file, p) {
    return `${file}${p.line ? `:${p.line}:${p.column}` : ''}: ${(0,checks/* formatProblem */.Vw)(p)}`;
}
/**
 * The warnings of a loaded plan (planWarnings: a misspelled known key, no gates), placed at
 * line and column like errors. Separate from loadPlan, which every command runs: only the
 * commands that show warnings pay for the walk.
 */
function loadedPlanWarnings(loaded) {
    const warnings = (0,checks/* planWarnings */.pH)(loaded.plan);
    if (warnings.length === 0 || loaded.text === undefined)
        return warnings;
    const body = loaded.text.charCodeAt(0) === 0xfeff ? loaded.text.slice(1) : loaded.text;
    return locate(body, warnings);
}
const DEFAULT_FORMAT = { bom: false, eol: '\n', indent: '  ' };
/** Parses plan text; throws PlanError with line and column for bad JSON or a bad plan. */
function parsePlanText(text, file) {
    const bom = text.charCodeAt(0) === 0xfeff;
    const body = bom ? text.slice(1) : text;
    let value;
    try {
        value = JSON.parse(body);
    }
    catch {
        throw new PlanError(file, jsonSyntaxProblems(body));
    }
    const problems = (0,checks/* planProblems */.s4)(value);
    if (problems.length > 0)
        throw new PlanError(file, locate(body, problems));
    return {
        plan: value,
        format: { bom, eol: body.includes('\r\n') ? '\r\n' : '\n', indent: detectIndent(body) },
    };
}
function loadPlan(path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        const hint = code === 'ENOENT'
            ? 'no such file; create one with `ralph init`, or pass --plan PATH'
            : err.message;
        throw new PlanError(path, [{ path: '', message: hint }]);
    }
    return { path, ...parsePlanText(text, path), text };
}
/** The bytes a plan is written as, in the given format. */
function serializePlan(plan, format = DEFAULT_FORMAT) {
    let json = `${JSON.stringify(plan, null, format.indent)}\n`;
    if (format.eol === '\r\n')
        json = json.replace(/\n/g, '\r\n');
    return (format.bom ? '\uFEFF' : '') + json;
}
/**
 * Validates, then atomically replaces the file with a minimal edit of the text the plan was
 * read from (or, for a LoadedPlan made by hand, of the file as it is now). A plan with
 * problems is never written.
 */
function savePlan(loaded) {
    const problems = (0,checks/* planProblems */.s4)(loaded.plan);
    if (problems.length > 0) {
        throw new PlanError(loaded.path, problems.map((p) => ({ ...p, message: `${p.message} (not saved; the file is unchanged)` })));
    }
    const old = loaded.text ?? readIfPresent(loaded.path);
    const text = old === undefined ? serializePlan(loaded.plan, loaded.format) : editText(old, loaded.plan);
    writeAtomic(loaded.path, text);
    loaded.text = text;
}
function readIfPresent(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
/**
 * `oldText` changed only where `next` differs from the JSON in it, so it parses to `next`: a
 * changed value is replaced, a new key or array element inserted (in the layout around it:
 * on a line of its own in the file's indentation and line endings, or on the same line in a
 * compact object or array), a removed one cut out with its comma. Every other byte (a BOM,
 * CRLF line ends, a hand-made layout) stays as it was. Existing keys keep the file's order; a
 * new key goes before the existing key that follows it in `next`, else at the end of its
 * object. Throws PlanError (naming `file`) for a `next` that is not a valid plan, and writes
 * nothing then; old text that is not JSON is replaced by `next` in full (serializePlan).
 */
function editPlanText(oldText, next, file) {
    const problems = (0,checks/* planProblems */.s4)(next);
    if (problems.length > 0)
        throw new PlanError(file, problems);
    return editText(oldText, next);
}
/** A minimal edit of `oldText`, or `next` in full in the old text's format when it is not JSON. */
function editText(oldText, next) {
    const edited = editJsonText(oldText, next);
    if (edited !== undefined)
        return edited;
    const bom = oldText.charCodeAt(0) === 0xfeff;
    const body = bom ? oldText.slice(1) : oldText;
    return serializePlan(next, { bom, eol: body.includes('\r\n') ? '\r\n' : '\n', indent: detectIndent(body) });
}
let tmpCount = 0;
function writeAtomic(path, data) {
    // Unique per process (pid and a counter) and across hosts sharing a disk (time, random).
    // Not node:crypto: loading it costs ~10 ms of start-up on every `ralph` command.
    const unique = `${process.pid}.${Date.now().toString(36)}${(++tmpCount).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const tmp = `${path}.${unique}.tmp`;
    try {
        (0,external_node_fs_.writeFileSync)(tmp, data, { flag: 'wx' });
        (0,external_node_fs_.renameSync)(tmp, path);
    }
    catch (err) {
        // EEXIST: the name is someone else's file, not ours to remove.
        if (err.code !== 'EEXIST')
            (0,external_node_fs_.rmSync)(tmp, { force: true });
        throw err;
    }
}
const LOCK_STALE_MS = 30_000;
/**
 * Read-modify-write under a lock file (`<plan>.lock`), so two writers (a `ralph set` while
 * `ralph build` runs, say) never lose each other's update. `mutate` sees the freshest plan.
 */
async function updatePlan(path, mutate) {
    const lock = `${path}.lock`;
    const token = `${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
        try {
            (0,external_node_fs_.writeFileSync)(lock, token, { flag: 'wx' });
            break;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw err;
            breakStaleLock(lock);
            if (Date.now() > deadline)
                throw new errors/* RalphError */.A4(`${path}: locked by another ralph process (${lock}); wait, or delete the lock if none runs`);
            await (0,promises_.setTimeout)(20 + Math.random() * 30);
        }
    }
    try {
        const loaded = loadPlan(path);
        const result = mutate(loaded.plan);
        savePlan(loaded);
        return result;
    }
    finally {
        // Only our own lock: a holder that stalled past the stale age may have lost it to another.
        try {
            if ((0,external_node_fs_.readFileSync)(lock, 'utf8') === token)
                (0,external_node_fs_.rmSync)(lock, { force: true });
        }
        catch {
            // already gone
        }
    }
}
/**
 * Removes a lock older than LOCK_STALE_MS (its holder died). Renaming it away first makes the
 * take-over atomic: of two waiters that both see it stale, one rename succeeds, and the other's
 * fails, so neither removes a lock the other has just taken.
 */
function breakStaleLock(lock) {
    try {
        if (Date.now() - (0,external_node_fs_.statSync)(lock).mtimeMs <= LOCK_STALE_MS)
            return;
        const aside = `${lock}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.stale`;
        (0,external_node_fs_.renameSync)(lock, aside);
        (0,external_node_fs_.rmSync)(aside, { force: true });
    }
    catch {
        // released or taken over by someone else meanwhile
    }
}
/**
 * Line and column (1-based) of offsets into one text. The line starts are found once, so
 * locating the problems of a big plan with many problems stays linear.
 */
function lineIndex(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return (offset) => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - starts[lo] + 1 };
    };
}
function jsonSyntaxProblems(text) {
    const errors = [];
    (0,main.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const lineColumn = lineIndex(text);
    if (errors.length === 0)
        return [{ line: 1, column: 1, path: '', message: 'invalid JSON; fix the syntax' }];
    const problems = errors.slice(0, 5).map((e) => {
        const code = (0,main.printParseErrorCode)(e.error);
        // A comma before a closing bracket makes the parser expect a value there: name the comma.
        const before = text.slice(0, e.offset).trimEnd();
        if (before.endsWith(',') && /^\s*[\]}]/.test(text.slice(e.offset)))
            return {
                ...lineColumn(before.length - 1),
                path: '',
                message: 'invalid JSON: a trailing comma; remove it',
            };
        if (code === 'InvalidCommentToken' || /^\/[/*]/.test(text.slice(e.offset)))
            return {
                ...lineColumn(e.offset),
                path: '',
                message: 'invalid JSON: a comment; JSON has none, so remove it',
            };
        let offset = e.offset;
        // The parser stops at the token after the missing comma (often on the next line); the
        // comma belongs right after the value before it, so point there.
        if (code === 'CommaExpected') {
            while (offset > 0 && /\s/.test(text[offset - 1]))
                offset--;
        }
        const what = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(); // "CommaExpected" -> "comma expected"
        return {
            ...lineColumn(offset),
            path: '',
            message: `invalid JSON: ${what}; fix the syntax at this place`,
        };
    });
    // The parser may stumble twice over one mistake (a trailing comma in an object): say it once.
    return problems.filter((p, i) => problems.findIndex((q) => q.line === p.line && q.column === p.column && q.message === p.message) === i);
}
/** Adds the line and column of each problem's JSON path (only computed when there are problems). */
function locate(text, problems) {
    const root = (0,main.parseTree)(text);
    if (!root)
        return problems;
    const lineColumn = lineIndex(text);
    return problems.map((p) => {
        const segments = (0,checks/* parsePath */.Rr)(p.path);
        let node = (0,main.findNodeAtLocation)(root, segments);
        // A missing key: point at the nearest enclosing value that exists.
        while (!node && segments.length > 0) {
            segments.pop();
            node = (0,main.findNodeAtLocation)(root, segments);
        }
        if (!node)
            return p;
        const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
        return { ...p, ...lineColumn(at) };
    });
}


/***/ })

};
