export const id = 3626;
export const ids = [3626];
export const modules = {

/***/ 3626:
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
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/plan/checks.js
var checks = __webpack_require__(4415);
;// CONCATENATED MODULE: ./build/core/plan/json-edit.js
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

// EXTERNAL MODULE: ./build/core/plan/problem.js
var problem = __webpack_require__(1215);
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
    return `${file}${p.line ? `:${p.line}:${p.column}` : ''}: ${(0,problem/* formatProblem */.Vw)(p)}`;
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
        const segments = (0,problem/* parsePath */.Rr)(p.path);
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


/***/ }),

/***/ 4415:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BZ: () => (/* binding */ specEntriesAccepted),
/* harmony export */   Ic: () => (/* binding */ schemaProblems),
/* harmony export */   Ii: () => (/* binding */ planSchemaAccepts),
/* harmony export */   pH: () => (/* binding */ planWarnings),
/* harmony export */   s4: () => (/* binding */ planProblems)
/* harmony export */ });
/* harmony import */ var _closest_key_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2167);
/* harmony import */ var _plan_shape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8917);
/* harmony import */ var _problem_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1215);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(795);
/* harmony import */ var _shape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(605);
// Validation of a plan: the schema, then the rules no schema can express (duplicate ids,
// unknown and cyclic dependencies, ids unsafe as branch names, completed-before-dependency).
// Every problem carries the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`.





let planPredicate;
/**
 * Schema problems for any JSON value, each naming the value it got and what fits: the issues
 * zod reports for the plan schema, found without zod (shape.ts). A fast yes/no first, which is
 * all a valid plan costs; the issues are only worked out for a plan that has some.
 */
function schemaProblems(value) {
    if (planSchemaAccepts(value))
        return [];
    return (0,_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .shapeIssues */ .Kp)(_plan_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SHAPE */ .I, value).map((issue) => ({
        path: (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .jV)(issue.path),
        message: issueMessage(issue, valueAt(value, issue.path), describedAt(_plan_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SHAPE */ .I, issue.path)),
    }));
}
/**
 * One sentence per issue in a plan's words: the value it got and what would fit. zod's own
 * messages ("Invalid option: expected one of "a"|"b"", "must match pattern /^\d+.../") name
 * neither the value nor, for a pattern, anything a person can copy.
 */
function issueMessage(issue, got, description) {
    const what = description ? lowerFirst(description).replace(/\.$/, '') : undefined;
    const hint = what ? `; ${what}` : '';
    switch (issue.code) {
        case 'invalid_type':
            if (got === undefined)
                return `missing: this key is required (${typeWord(issue.expected)})`;
            return `expected ${typeWord(issue.expected)}, got ${shown(got)}${hint}`;
        case 'invalid_value':
            return `${shown(got)} is not one of ${(issue.values ?? []).map((v) => String(v)).join(', ')}`;
        case 'invalid_format':
            if (issue.format === 'regex' && what)
                return `${shown(got)} is not valid here: use ${what}`;
            return `${shown(got)} is not valid here: it must match ${issue.pattern ?? issue.format}`;
        case 'invalid_union': {
            const options = [...new Set((issue.errors ?? []).map((e) => typeWord(e[0]?.expected)))];
            return `got ${shown(got)}; use ${what ?? options.join(' or ')}`;
        }
        case 'too_small':
        case 'too_big': {
            const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
            const more = issue.code === 'too_small';
            if (issue.origin === 'string')
                return `${shown(got)} is too ${more ? 'short' : 'long'}: ${more ? 'at least' : 'at most'} ${bound} character${bound === 1 ? '' : 's'}`;
            if (issue.origin === 'array')
                return `has ${Array.isArray(got) ? got.length : '?'} entries; ${more ? 'at least' : 'at most'} ${bound} ${bound === 1 ? 'is' : 'are'} needed`;
            const rel = more
                ? issue.inclusive
                    ? 'at least'
                    : 'greater than'
                : issue.inclusive
                    ? 'at most'
                    : 'less than';
            return `got ${shown(got)}; it must be ${rel} ${bound}${hint}`;
        }
    }
}
function lowerFirst(text) {
    return text.charAt(0).toLowerCase() + text.slice(1);
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
};
function typeWord(expected) {
    return (expected && TYPE_WORDS[expected]) ?? expected ?? 'something else';
}
/** A value as a message quotes it: short JSON for scalars, a kind for the rest. */
function shown(value) {
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'a list';
    if ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(value))
        return 'an object';
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 56)}..."` : text;
}
function valueAt(value, path) {
    let at = value;
    for (const seg of path) {
        if (Array.isArray(at) && typeof seg === 'number')
            at = at[seg];
        else if ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(at) && typeof seg === 'string')
            at = at[seg];
        else
            return undefined;
    }
    return at;
}
/** The schema's own description of what fits at a path (`.describe()`), if it has one. */
function describedAt(shape, path) {
    for (const node of (0,_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .shapeAt */ .ln)(shape, path))
        if (node.description)
            return node.description;
    return undefined;
}
/**
 * Warnings about a plan that is valid but probably not what its author meant: an unknown key
 * that is a known key misspelled (kept, as every unknown key is, but Ralph does not read it,
 * so a `dependOn` silently drops a dependency), and a plan without gates (nothing checks the
 * agent's work). `ralph validate --strict` turns them into errors.
 */
function planWarnings(plan) {
    const warnings = [];
    misspelledKeys(_plan_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SHAPE */ .I, plan, [], warnings);
    if (!plan.gates || plan.gates.length === 0)
        warnings.push({
            path: '',
            message: 'no gates: nothing checks the agent\'s work before its task is marked completed; add "gates", such as [{"name": "test", "command": "npm test"}]',
        });
    return warnings;
}
function misspelledKeys(schema, value, path, out) {
    const node = (0,_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .unwrapOptional */ .qx)(schema);
    if (node.type === 'array' && Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            misspelledKeys(node.element, value[i], [...path, i], out);
        return;
    }
    if (node.type !== 'object' || !(0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(value))
        return;
    const shape = node.fields;
    const known = Object.keys(shape);
    for (const key of Object.keys(value)) {
        const field = shape[key];
        if (field) {
            misspelledKeys(field, value[key], [...path, key], out);
            continue;
        }
        const meant = (0,_closest_key_js__WEBPACK_IMPORTED_MODULE_4__/* .closestKey */ .b)(key, known);
        // Both present: the unknown one is the author's own key, not a slip.
        if (meant !== undefined && !(meant in value))
            out.push({
                path: (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .jV)([...path, key]),
                message: `unknown key "${key}" is kept, but Ralph does not read it; did you mean "${meant}"?`,
            });
    }
}
/**
 * Every problem of a plan in one go: the schema's, and the rules beyond it on the parts they
 * can read. A rule's problem at a place the schema already named (or inside it) is left to
 * the schema's message: one problem, one line.
 */
function planProblems(value) {
    const schema = schemaProblems(value);
    if (schema.length === 0)
        return (0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .semanticProblems */ .vP)(value);
    if (!(0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(value))
        return schema;
    const named = (path) => schema.some((s) => s.path === '' || path === s.path || path.startsWith(`${s.path}.`) || path.startsWith(`${s.path}[`));
    return [...schema, ...(0,_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .semanticProblems */ .vP)(value).filter((p) => !named(p.path))];
}
/**
 * Whether the plan schema accepts a whole plan (the fast yes/no of schemaProblems). For a
 * reader that checks a plan assembled from an accepted plan and a few new `specs` entries a
 * part at a time (plan-delta.ts).
 */
function planSchemaAccepts(value) {
    planPredicate ??= (0,_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .shapePredicate */ .p7)(_plan_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SHAPE */ .I);
    return planPredicate(value);
}
let specEntryPredicate;
/**
 * Whether the plan schema accepts each of these entries of a plan's `specs`; false means "not
 * sure". A plan the schema accepts, with some of its `specs` entries replaced by entries this
 * accepts, is accepted too: the `specs` list has no check of its own (a shape's arrays have
 * none, shape-of.ts refuses a length bound).
 */
function specEntriesAccepted(entries) {
    if (specEntryPredicate === undefined) {
        const specs = _plan_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SHAPE */ .I.type === 'object' ? _plan_shape_js__WEBPACK_IMPORTED_MODULE_0__/* .PLAN_SHAPE */ .I.fields.specs : undefined;
        specEntryPredicate = specs?.type === 'array' ? (0,_shape_js__WEBPACK_IMPORTED_MODULE_2__/* .shapePredicate */ .p7)(specs.element) : () => false;
    }
    for (const entry of entries)
        if (!specEntryPredicate(entry))
            return false;
    return true;
}


/***/ }),

/***/ 1215:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rr: () => (/* binding */ parsePath),
/* harmony export */   Vw: () => (/* binding */ formatProblem),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   wg: () => (/* binding */ unsafeIdReason)
/* harmony export */ });
// A problem with a plan, and the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`; and the id rule every spec and task id
// keeps, since ids become branch, file and artifact names. Shared by the schema's check
// (checks.ts), the rules beyond it (rules.ts) and the importers.
function formatPath(segments) {
    let out = '';
    for (const seg of segments) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else if (typeof seg === 'string' && /^[A-Za-z_$][\w$]*$/.test(seg))
            out += out ? `.${seg}` : seg;
        else
            out += `[${JSON.stringify(String(seg))}]`;
    }
    return out;
}
function parsePath(path) {
    const out = [];
    const re = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
    for (const m of path.matchAll(re)) {
        if (m[1] !== undefined)
            out.push(m[1]);
        else if (m[2] !== undefined)
            out.push(Number(m[2]));
        else if (m[3] !== undefined)
            out.push(JSON.parse(m[3]));
    }
    return out;
}
function formatProblem(p) {
    return p.path ? `${p.path}: ${p.message}` : p.message;
}
/** Compiled once: unsafeIdReason runs on every spec and task id of a plan. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * Branch-, file- and argument-safe id: starts with a letter or digit, then letters, digits,
 * ".", "_" or "-"; no "..", no trailing "." or ".lock" (git refuses those), at most 100 chars.
 */
function unsafeIdReason(id) {
    if (id.length > 100)
        return 'is longer than 100 characters';
    if (!SAFE_ID.test(id))
        return 'may only hold letters, digits, ".", "_" and "-", starting with a letter or digit';
    if (id.includes('..'))
        return 'may not contain ".."';
    if (id.endsWith('.') || id.endsWith('.lock'))
        return 'may not end in "." or ".lock"';
    return undefined;
}
/** A plain object (not a list, not null): what a rule reads of a plan the schema may have refused. */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 795:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ML: () => (/* binding */ SameShapeCheck),
/* harmony export */   vP: () => (/* binding */ semanticProblems)
/* harmony export */ });
/* unused harmony export dependencyCycles */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8032);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _problem_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1215);
// The rules of a plan that no schema can express (docs/ARCHITECTURE.md#the-plan): duplicate
// ids, ids unsafe as branch names, unknown and cyclic dependencies, a completed task whose
// dependency is not done, references to disciplines and features that are not there, and the
// agent at each level. Linear in plan size; each problem with its JSON path (problem.ts).




/**
 * The rules beyond the schema. Linear in plan size. On a value the schema refused it checks
 * what it can: each rule reads only the parts that have the shape it needs (a spec's id that
 * is a string, a task list that is a list, a dependency that is a string), so one run of
 * `planProblems` names every problem of a plan that parses.
 */
function semanticProblems(plan) {
    const problems = planLevelProblems(plan);
    const tasks = indexTasks(plan, problems);
    problems.push(...gateNameProblems(plan));
    // Each level of the agent (the plan's, each tier's, each discipline's, each task's) checked
    // as the plan's is; a problem names its level.
    problems.push(...agentLevelProblems(plan, tasks));
    const graph = dependencyGraph(plan, tasks, problems);
    for (const cycle of graphCycles(graph.from, graph.to)) {
        const at = cycle[cycle.length - 2];
        problems.push({
            path: `${tasks.path(at)}.dependsOn`,
            message: `dependency cycle: ${cycle.map((n) => tasks.list[n].id).join(' -> ')}; remove one of these dependencies`,
        });
    }
    return problems;
}
/** The plan-wide settings no schema checks: the `command` agent's command line, the network's entries. */
function planLevelProblems(plan) {
    const problems = [];
    const agent = (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(plan.agent) ? plan.agent : undefined;
    // The `command` agent is a command line of the user's: without one nothing can run.
    if (agent?.provider === 'command' && !(typeof agent.command === 'string' && agent.command.trim()))
        problems.push({
            path: 'agent.command',
            message: 'agent.provider is "command" but agent.command is missing; add "command": the command line that runs your agent (the prompt arrives on its stdin), such as "my-agent --yes", or choose another provider (claude, codex, gemini, opencode)',
        });
    // A slip in a host or a set name (did you mean), said where it is.
    const network = (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(plan.network) ? plan.network : undefined;
    if (network && Array.isArray(network.allowed))
        for (const [i, entry] of network.allowed.entries()) {
            if (typeof entry !== 'string')
                continue;
            try {
                (0,_network_js__WEBPACK_IMPORTED_MODULE_1__/* .parseEntry */ .ER)(entry, `network.allowed[${i}]`);
            }
            catch (err) {
                problems.push({
                    path: `network.allowed[${i}]`,
                    message: err.message.replace(/^network\.allowed\[\d+\]: /, ''),
                });
            }
        }
    return problems;
}
/** The tasks by position, and the problems of the spec and task ids (duplicate, unsafe) in plan order. */
function indexTasks(plan, problems) {
    const specs = Array.isArray(plan.specs) ? plan.specs : NO_SPECS;
    const specIds = new Map();
    let count = 0;
    for (const spec of specs)
        count += tasksOf(spec).length;
    const tasks = new Array(count);
    const specOf = new Int32Array(count);
    const taskOf = new Int32Array(count);
    const index = new Map();
    const taskPath = (n) => `specs[${specOf[n]}].tasks[${taskOf[n]}]`;
    const withAgent = [];
    let n = 0;
    let edgeCount = 0;
    for (let si = 0; si < specs.length; si++) {
        const spec = specs[si];
        const id = (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(spec) ? spec.id : undefined;
        if (typeof id === 'string') {
            const first = specIds.get(id);
            if (first !== undefined) {
                problems.push({
                    path: `specs[${si}].id`,
                    message: `duplicate spec id "${id}" (first at specs[${first}].id)`,
                });
            }
            else
                specIds.set(id, si);
            const unsafe = (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .unsafeIdReason */ .wg)(id);
            if (unsafe)
                problems.push({
                    path: `specs[${si}].id`,
                    message: `spec id "${id}" ${unsafe}; it becomes a branch name (ralph/${id}), so rename it`,
                });
        }
        const list = tasksOf(spec);
        for (let ti = 0; ti < list.length; ti++, n++) {
            const task = ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(list[ti]) ? list[ti] : NOT_A_TASK);
            tasks[n] = task;
            if ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(task.agent))
                withAgent.push(n);
            edgeCount += dependsOnOf(task).length;
            specOf[n] = si;
            taskOf[n] = ti;
            if (typeof task.id !== 'string')
                continue;
            const prior = index.get(task.id);
            if (prior !== undefined) {
                problems.push({
                    path: `${taskPath(n)}.id`,
                    message: `duplicate task id "${task.id}" (first at ${taskPath(prior)}.id)`,
                });
            }
            else
                index.set(task.id, n);
            const unsafeTask = (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .unsafeIdReason */ .wg)(task.id);
            if (unsafeTask)
                problems.push({
                    path: `${taskPath(n)}.id`,
                    message: `task id "${task.id}" ${unsafeTask}; it becomes a file and artifact name, so rename it`,
                });
        }
    }
    return { list: tasks, index, path: taskPath, edgeCount, withAgent };
}
/** Two gates of one name: each gate is one workflow step, by name. */
function gateNameProblems(plan) {
    const problems = [];
    const gateNames = new Map();
    if (Array.isArray(plan.gates))
        plan.gates.forEach((gate, gi) => {
            if (!(0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(gate) || typeof gate.name !== 'string')
                return;
            const first = gateNames.get(gate.name);
            if (first !== undefined)
                problems.push({
                    path: `gates[${gi}].name`,
                    message: `duplicate gate name "${gate.name}" (first at gates[${first}].name); each gate is one workflow step, by name`,
                });
            else
                gateNames.set(gate.name, gi);
        });
    return problems;
}
/**
 * The dependency graph by position, dependencies that name no task left out (reported here),
 * as one flat list: the dependencies of task n are to[from[n]] up to to[from[n + 1]]. One
 * array for the whole plan instead of one per task. Said on the way, task by task: an unknown
 * dependency, a completed task whose dependency is not done, an unknown discipline or feature.
 */
function dependencyGraph(plan, { list: tasks, index, path: taskPath, edgeCount }, problems) {
    const disciplines = namesIn(plan.disciplines);
    const features = namesIn(plan.features);
    const count = tasks.length;
    const from = new Int32Array(count + 1);
    const to = new Int32Array(edgeCount);
    let edge = 0;
    for (let n = 0; n < count; n++) {
        const task = tasks[n];
        const deps = dependsOnOf(task);
        from[n] = edge;
        const completed = task.status === 'completed';
        for (let di = 0; di < deps.length; di++) {
            const dep = deps[di];
            if (typeof dep !== 'string')
                continue;
            const target = index.get(dep);
            if (target === undefined) {
                problems.push({ path: `${taskPath(n)}.dependsOn[${di}]`, message: `unknown task "${dep}"` });
                continue;
            }
            to[edge++] = target;
            if (!completed)
                continue;
            const depStatus = tasks[target].status;
            // A status the schema refused is said there, once.
            if (!(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(depStatus) && _plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_STATUSES */ .Hi.includes(depStatus))
                problems.push({
                    path: `${taskPath(n)}.status`,
                    message: `task "${task.id}" is completed but its dependency "${dep}" is ${depStatus}; set one of them right`,
                });
        }
        if (typeof task.discipline === 'string' && disciplines && !disciplines.has(task.discipline))
            problems.push({
                path: `${taskPath(n)}.discipline`,
                message: `unknown discipline "${task.discipline}"; add it to disciplines[] or remove the reference`,
            });
        if (typeof task.feature === 'string' && features && !features.has(task.feature))
            problems.push({
                path: `${taskPath(n)}.feature`,
                message: `unknown feature "${task.feature}"; add it to features[] or remove the reference`,
            });
    }
    from[count] = edge;
    return { from, to };
}
/** The names a task may refer to; undefined when the list itself is not one (the schema says so). */
function namesIn(list) {
    return list === undefined
        ? new Set()
        : Array.isArray(list)
            ? new Set(list.map((x) => ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(x) ? x.name : undefined)).filter((x) => typeof x === 'string'))
            : undefined;
}
const NO_SPECS = [];
const NOT_A_TASK = {};
/** A spec's tasks, when it is an object with a list of them; else none. */
function tasksOf(spec) {
    return (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(spec) && Array.isArray(spec.tasks) ? spec.tasks : NO_IDS;
}
/** A task's dependencies, when they are a list; else none. */
function dependsOnOf(task) {
    return Array.isArray(task.dependsOn) ? task.dependsOn : NO_IDS;
}
/** Where each level of the agent is set in the plan (escalate among them), most general first. */
function agentLevelsOf(plan, { list: tasks, path: taskPath, withAgent }) {
    const out = [];
    // On a plan the schema refused, only the levels that are objects are read.
    const agent = (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(plan.agent) ? plan.agent : undefined;
    if (agent)
        out.push({ name: 'agent', path: ['agent'], override: agent });
    for (const [tier, override] of Object.entries((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(agent?.tiers) ? agent.tiers : {}))
        if ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(override))
            out.push({
                name: `tier "${tier}"`,
                path: ['agent', 'tiers', tier],
                override: override,
            });
    if ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(agent?.escalate))
        out.push({ name: 'agent.escalate', path: ['agent', 'escalate'], override: agent.escalate });
    (Array.isArray(plan.disciplines) ? plan.disciplines : []).forEach((d, i) => {
        if ((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(d) && (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(d.agent))
            out.push({ name: `discipline "${d.name}"`, path: ['disciplines', i, 'agent'], override: d.agent });
    });
    // The tasks with an agent of their own, found by indexTasks' pass: no second pass over them all.
    for (const n of withAgent) {
        const task = tasks[n];
        out.push({
            name: `task "${task.id}"`,
            path: [...(0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePath */ .Rr)(taskPath(n)), 'agent'],
            override: task.agent,
        });
    }
    return out;
}
/**
 * The rules of agent routing (core/agent-routing.ts): at every level a provider Ralph has and no
 * secret in `env`; tier names that are tiers; and every task whose agent resolves to `command`
 * (first attempt or escalated retry) has a command line from some level.
 */
function agentLevelProblems(plan, index) {
    const { list: tasks, path: taskPath } = index;
    const problems = [];
    const levels = agentLevelsOf(plan, index);
    for (const tier of Object.keys((0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(plan.agent) && (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(plan.agent.tiers) ? plan.agent.tiers : {}))
        if (!_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPLEXITIES */ .BE.includes(tier))
            problems.push({
                path: (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .jV)(['agent', 'tiers', tier]),
                message: `unknown tier "${tier}" in agent.tiers: the tiers are ${_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .COMPLEXITIES */ .BE.join(', ')} (a task's complexity); rename it to one of them`,
            });
    let commandLevels = false;
    for (const level of levels) {
        const { provider } = level.override;
        const env = (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u4)(level.override.env) ? level.override.env : {};
        if (provider !== undefined && !_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd.includes(provider))
            problems.push({
                path: (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .jV)([...level.path, 'provider']),
                message: `unknown provider "${provider}" in ${level.name}: use one of ${_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd.join(', ')}`,
            });
        if (provider === 'command')
            commandLevels = true;
        // The plan is committed: a secret in the agent's environment would be published with it.
        for (const [name, value] of Object.entries(env)) {
            const problem = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .agentEnvProblem */ .Wm)(name, typeof value === 'string' ? value : '');
            if (problem)
                problems.push({
                    path: (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .jV)([...level.path, 'env', name]),
                    message: level.name === 'agent' ? problem : `in ${level.name}: ${problem}`,
                });
        }
    }
    if (!commandLevels)
        return problems;
    // A `command` agent without a command line: said once per level that chose `command`, naming
    // the tasks it leaves without one. Only looked for when some level chose it.
    const route = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan);
    const missing = new Map();
    for (let n = 0; n < tasks.length; n++) {
        const task = tasks[n];
        for (const retry of plan.agent?.escalate ? [false, true] : [false]) {
            const agent = route(task, { taskPath: taskPath(n), retry });
            if (agent.provider !== 'command' || agent.command?.trim())
                continue;
            const name = agent.from.provider;
            if (name === 'agent')
                continue; // the plan-wide check above says it once
            const at = levels.find((l) => l.name === name);
            const entry = missing.get(name) ?? { path: (0,_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPath */ .jV)([...(at?.path ?? []), 'provider']), tasks: [] };
            if (!entry.tasks.includes(task.id))
                entry.tasks.push(task.id);
            missing.set(name, entry);
        }
    }
    for (const [name, { path, tasks: ids }] of missing)
        problems.push({
            path,
            message: `${name} sets provider "command" but no level gives its command line, so task${ids.length === 1 ? '' : 's'} ${ids
                .slice(0, 5)
                .map((id) => `"${id}"`)
                .join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''} cannot run; add "command" (the command line that runs your agent; the prompt arrives on its stdin) beside it`,
        });
    return problems;
}
/**
 * Every dependency cycle of a graph given as `edges[node] = [dependency, ...]`, each found once,
 * as the list of nodes from the first back to itself (`[a, b, a]`).
 */
function dependencyCycles(edges) {
    const from = new Int32Array(edges.length + 1);
    const to = [];
    for (let n = 0; n < edges.length; n++) {
        from[n] = to.length;
        to.push(...edges[n]);
    }
    from[edges.length] = to.length;
    return graphCycles(from, Int32Array.from(to));
}
/**
 * dependencyCycles on the flat form: node n's dependencies are `to[from[n]]` up to
 * `to[from[n + 1]]`. An iterative depth-first walk over typed arrays: a 10,000-task chain
 * neither overflows the call stack nor allocates per node.
 */
function graphCycles(from, to) {
    const count = from.length - 1;
    const cycles = [];
    // The common case first: every task depends only on tasks before it, so plan order is a
    // topological order and there is no cycle; one pass over the edges, no walk.
    let backward = true;
    for (let n = 0; n < count && backward; n++)
        for (let e = from[n]; e < from[n + 1]; e++)
            if (to[e] >= n) {
                backward = false;
                break;
            }
    if (backward)
        return cycles;
    const state = new Uint8Array(count); // 0 = not seen, 1 = on the stack, 2 = finished
    const stackNode = new Int32Array(count);
    const stackNext = new Int32Array(count); // the next of its edges to follow, as an index into `to`
    const stackAt = new Int32Array(count); // where a node on the stack sits in it
    for (let root = 0; root < count; root++) {
        if (state[root] !== 0)
            continue;
        let top = 0;
        stackNode[0] = root;
        stackNext[0] = from[root];
        stackAt[root] = 0;
        state[root] = 1;
        while (top >= 0) {
            const node = stackNode[top];
            if (stackNext[top] >= from[node + 1]) {
                state[node] = 2;
                top--;
                continue;
            }
            const dep = to[stackNext[top]++];
            if (state[dep] === 1) {
                const cycle = Array.from(stackNode.subarray(stackAt[dep], top + 1));
                cycle.push(dep);
                cycles.push(cycle);
            }
            else if (state[dep] === 0) {
                top++;
                stackNode[top] = dep;
                stackNext[top] = from[dep];
                stackAt[dep] = top;
                state[dep] = 1;
            }
        }
    }
    return cycles;
}
/**
 * semanticProblems for a plan that has none (`base`) with the specs `from..to` replaced by
 * `entries` of the same shape: the same specs, holding the same tasks (ids, in order) with the
 * same dependencies. Ids, dependencies and the graph are then the base's, so of its rules only
 * those about what such an edit can change are left: a task's discipline and feature, and a
 * completed task whose dependency is not done (a new task's, or a task of another spec that
 * depends on a new one). true: no problem; false: a problem (semanticProblems names it);
 * undefined: another shape, for semanticProblems to check. For a reader that checks many
 * plans differing from one base in a few specs (plan-delta.ts); it must follow the rules of
 * semanticProblems above.
 */
class SameShapeCheck {
    base;
    status = new Map();
    /** By a task's id: the specs (by index) of the completed tasks that depend on it. */
    completedDependents = new Map();
    disciplines;
    features;
    constructor(base) {
        this.base = base;
        base.specs.forEach((spec, si) => {
            for (const task of spec.tasks) {
                this.status.set(task.id, task.status);
                if (task.status !== 'completed')
                    continue;
                for (const dep of task.dependsOn ?? []) {
                    const list = this.completedDependents.get(dep);
                    if (list)
                        list.push(si);
                    else
                        this.completedDependents.set(dep, [si]);
                }
            }
        });
        this.disciplines = new Set((base.disciplines ?? []).map((d) => d.name));
        this.features = new Set((base.features ?? []).map((f) => f.name));
    }
    accepts(from, to, entries) {
        if (entries.length !== to - from + 1)
            return undefined;
        const status = new Map();
        for (let i = 0; i < entries.length; i++) {
            const old = this.base.specs[from + i];
            const entry = entries[i];
            if (entry.id !== old.id || entry.tasks.length !== old.tasks.length)
                return undefined;
            for (let t = 0; t < entry.tasks.length; t++) {
                const task = entry.tasks[t];
                const was = old.tasks[t];
                if (task.id !== was.id || !sameList(task.dependsOn, was.dependsOn))
                    return undefined;
                status.set(task.id, task.status);
            }
        }
        for (const entry of entries)
            for (const task of entry.tasks) {
                if (task.discipline !== undefined && !this.disciplines.has(task.discipline))
                    return false;
                if (task.feature !== undefined && !this.features.has(task.feature))
                    return false;
                if (task.status === 'completed')
                    for (const dep of task.dependsOn ?? [])
                        if (!(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(status.get(dep) ?? this.status.get(dep)))
                            return false;
                if (!(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                    for (const si of this.completedDependents.get(task.id) ?? [])
                        if (si < from || si > to)
                            return false;
            }
        return true;
    }
}
function sameList(a, b) {
    const x = a ?? NO_IDS;
    const y = b ?? NO_IDS;
    if (x.length !== y.length)
        return false;
    for (let i = 0; i < x.length; i++)
        if (x[i] !== y[i])
            return false;
    return true;
}
const NO_IDS = [];


/***/ })

};
