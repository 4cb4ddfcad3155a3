export const id = 7153;
export const ids = [7153];
export const modules = {

/***/ 7153:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gf: () => (/* binding */ planGraph),
/* harmony export */   X_: () => (/* binding */ graphCaption),
/* harmony export */   d9: () => (/* binding */ toDot),
/* harmony export */   nu: () => (/* binding */ toMermaid),
/* harmony export */   tW: () => (/* binding */ mermaidBlock),
/* harmony export */   vI: () => (/* binding */ scopeTasks)
/* harmony export */ });
/* unused harmony exports GRAPH_MAX_CHARS, GRAPH_MAX_EDGES, FOLD_ABOVE, NODE_STATES, criticalPath, mermaidText, dotText */
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7961);
// The plan as a picture: its dependency graph as Mermaid flowchart text (which GitHub renders in
// Markdown, job summaries, pull request bodies and comments) or Graphviz DOT. Pure: the same plan
// and options give the same text.
//
// Size. GitHub renders a ```mermaid block with Mermaid.js in a sandboxed viewer and publishes no
// configuration of its own, so the limits that hold are Mermaid's defaults, which a diagram
// cannot raise from inside (they are "secure" settings): `maxTextSize`, 50,000 characters of
// diagram text (a longer diagram renders as "Maximum text size in diagram exceeded"), and for
// flowcharts `maxEdges`, 500 edges ("Edge limit exceeded"). Ralph keeps every diagram under
// both, with room to spare (GRAPH_MAX_CHARS, GRAPH_MAX_EDGES), in three steps:
//   1. every task a node, when that fits and the plan has at most FOLD_ABOVE tasks shown;
//   2. else each spec's finished (completed or skipped) tasks folded into one node with their
//      count, edges to them redirected to that node;
//   3. else one node per spec, with its counts, and one edge per pair of dependent specs;
//   4. else the finished specs as one node, the others named by id with their counts, as many
//      as fit in plan order and one node that counts the rest; past that, the edges over the
//      limit are left out. The caption under the diagram says which of these it took.


/**
 * What Ralph allows itself: under Mermaid's default `maxTextSize` (50,000 characters) and
 * `maxEdges` (500), which GitHub keeps (a larger diagram does not render), with room to spare.
 */
const GRAPH_MAX_CHARS = 45_000;
const GRAPH_MAX_EDGES = 450;
/** Above this many tasks shown, each spec's finished tasks fold into one node. */
const FOLD_ABOVE = 80;
const TITLE_LIMIT = 40;
const NODE_STATES = [
    'completed',
    'ready',
    'in_progress',
    'pending',
    'failed',
    'blocked',
    'skipped',
];
/** Fill and border of each state (GitHub shows the diagram on light and dark pages alike). */
const STYLE = {
    completed: 'fill:#d3f9d8,stroke:#2b8a3e,color:#0b3d17',
    ready: 'fill:#d0ebff,stroke:#1c7ed6,color:#0b2e4f',
    in_progress: 'fill:#fff3bf,stroke:#f08c00,color:#4a3000',
    pending: 'fill:#f1f3f5,stroke:#868e96,color:#212529',
    failed: 'fill:#ffe3e3,stroke:#e03131,color:#5c0f0f',
    blocked: 'fill:#ffc9c9,stroke:#c92a2a,color:#5c0f0f,stroke-dasharray:4 2',
    skipped: 'fill:#f8f9fa,stroke:#adb5bd,color:#868e96,stroke-dasharray:2 2',
};
const CRITICAL_STYLE = 'stroke:#c2255c,stroke-width:3px';
function index(plan, ready) {
    const byId = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            const state = task.status === 'pending' && ready.has(task.id) ? 'ready' : task.status;
            byId.set(task.id, { task, spec, state });
        }
    return byId;
}
/** Tasks that depend on each task, in plan order. */
function dependents(plan) {
    const out = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            for (const dep of task.dependsOn ?? []) {
                const list = out.get(dep) ?? [];
                list.push(task.id);
                out.set(dep, list);
            }
    return out;
}
function downstream(start, after) {
    const seen = new Set();
    const stack = [...start];
    while (stack.length > 0) {
        const id = stack.pop();
        if (seen.has(id))
            continue;
        seen.add(id);
        for (const next of after.get(id) ?? [])
            if (!seen.has(next))
                stack.push(next);
    }
    return seen;
}
/** The task ids a scope covers. */
function scopeTasks(plan, scope) {
    const all = plan.specs.flatMap((s) => s.tasks);
    if (scope.kind === 'plan')
        return new Set(all.map((t) => t.id));
    const after = dependents(plan);
    if (scope.kind === 'waiting-on-task')
        return downstream([scope.task], after);
    const spec = plan.specs.find((s) => s.id === scope.spec);
    const own = (spec?.tasks ?? []).map((t) => t.id);
    if (scope.kind === 'waiting-on-spec')
        return downstream(own, after);
    const chosen = new Set(own);
    const known = new Set(all.map((t) => t.id));
    for (const t of spec?.tasks ?? []) {
        for (const dep of t.dependsOn ?? [])
            if (known.has(dep))
                chosen.add(dep);
        for (const next of after.get(t.id) ?? [])
            chosen.add(next);
    }
    return chosen;
}
/**
 * The longest chain of unfinished tasks (neither completed nor skipped) along `dependsOn`, first
 * to last: the tasks that, one after the other, decide when the plan can be done. Ties go to
 * the chain that starts earliest in the plan. A dependency cycle (which `ralph validate`
 * refuses) is cut where it closes.
 */
function criticalPath(plan, within) {
    const tasks = new Map();
    const order = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            if (!(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(task.status) && (!within || within.has(task.id))) {
                tasks.set(task.id, task);
                order.push(task.id);
            }
    // longest[id]: the length of the longest unfinished chain ending at id, and the task before it.
    const longest = new Map();
    const visiting = new Set();
    const visit = (id) => {
        const known = longest.get(id);
        if (known)
            return known.length;
        if (visiting.has(id))
            return 0;
        visiting.add(id);
        let best = { length: 1 };
        for (const dep of tasks.get(id).dependsOn ?? []) {
            if (!tasks.has(dep) || visiting.has(dep))
                continue;
            const l = visit(dep) + 1;
            if (l > best.length)
                best = { length: l, prev: dep };
        }
        visiting.delete(id);
        longest.set(id, best);
        return best.length;
    };
    let end;
    let endLength = 0;
    for (const id of order) {
        const l = visit(id);
        if (l > endLength) {
            end = id;
            endLength = l;
        }
    }
    const path = [];
    for (let id = end; id !== undefined; id = longest.get(id)?.prev)
        path.unshift(id);
    return path;
}
/** A short title: the task's title, else the first line of its description. */
function shortTitle(task) {
    const title = (task.title?.trim() || task.description.split('\n').find((l) => l.trim()) || '').trim();
    const chars = Array.from(title.replace(/\s+/g, ' '));
    return chars.length <= TITLE_LIMIT ? chars.join('') : `${chars.slice(0, TITLE_LIMIT - 1).join('')}…`;
}
function specState(tasks) {
    const has = (s) => tasks.some((t) => t.state === s);
    if (tasks.length > 0 && tasks.every((t) => t.state === 'skipped'))
        return 'skipped';
    if (tasks.every((t) => (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(t.task.status)))
        return 'completed';
    for (const s of ['blocked', 'failed', 'in_progress', 'ready'])
        if (has(s))
            return s;
    return 'pending';
}
function countsText(tasks) {
    const done = tasks.filter((t) => (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(t.task.status)).length;
    const parts = [`${done}/${tasks.length} done`];
    for (const s of ['blocked', 'failed', 'in_progress', 'ready']) {
        const n = tasks.filter((t) => t.state === s).length;
        if (n > 0)
            parts.push(`${n} ${s.replace('_', ' ')}`);
    }
    return parts.join(', ');
}
/** The graph of a plan (or part of it), at the most detailed level that fits the limits. */
function planGraph(plan, opts = {}) {
    const ready = opts.ready ?? new Set((0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .schedule */ ._)(plan).ready.map((r) => r.task));
    const info = index(plan, ready);
    const scope = opts.scope ?? { kind: 'plan' };
    const chosen = scopeTasks(plan, scope);
    const critical = criticalPath(plan, chosen);
    const maxChars = opts.maxChars ?? GRAPH_MAX_CHARS;
    const maxEdges = opts.maxEdges ?? GRAPH_MAX_EDGES;
    const focus = scope.kind === 'waiting-on-task' ? scope.task : undefined;
    const levels = chosen.size > (opts.foldAbove ?? FOLD_ABOVE) ? ['folded', 'specs'] : ['tasks', 'folded', 'specs'];
    let graph;
    for (const level of levels) {
        graph = build(plan, info, chosen, critical, level, focus);
        if (graph.edges.length <= maxEdges && toMermaid(graph).length <= maxChars)
            return graph;
    }
    // One node per spec is still too much: the finished specs fold into one node and each spec is
    // named by its id alone; past that, only the first specs (in plan order) that fit are drawn,
    // with one node saying how many are not; then edges are left out, the last first.
    let g = compactSpecs(graph);
    const fits = (x) => x.edges.length <= maxEdges && toMermaid(x).length <= maxChars;
    if (!fits(g) && g.nodes.length > 1) {
        let lo = 1;
        let hi = g.nodes.length;
        while (lo < hi) {
            const mid = Math.ceil((lo + hi) / 2);
            if (toMermaid(firstSpecs(g, mid)).length <= maxChars)
                lo = mid;
            else
                hi = mid - 1;
        }
        g = firstSpecs(g, lo);
    }
    while (g.edges.length > 0 && !fits(g)) {
        const cut = Math.max(1, g.edges.length - maxEdges, Math.ceil(g.edges.length / 20));
        g.edges.splice(g.edges.length - cut, cut);
        g.droppedEdges += cut;
    }
    return g;
}
/** Spec nodes named by id with their counts, the finished specs folded into one node. */
function compactSpecs(g) {
    const finished = g.nodes.filter((n) => n.state === 'completed' || n.state === 'skipped');
    const nodeOf = new Map();
    const nodes = [];
    if (finished.length > 0) {
        nodes.push({
            id: 'done',
            label: `${finished.length} finished spec${finished.length === 1 ? '' : 's'}`,
            state: 'completed',
            tasks: finished.flatMap((n) => n.tasks),
            critical: false,
        });
        for (const n of finished)
            nodeOf.set(n.id, 'done');
    }
    for (const n of g.nodes) {
        if (nodeOf.has(n.id))
            continue;
        nodeOf.set(n.id, n.id);
        nodes.push({ ...n, label: n.label.replace(/^([^:]*):.*\((.*)\)$/s, '$1 ($2)') });
    }
    return { ...g, nodes, edges: redirect(g.edges, nodeOf) };
}
/** The first `keep` spec nodes, and one node that counts the specs left out. */
function firstSpecs(g, keep) {
    if (keep >= g.nodes.length)
        return g;
    const kept = g.nodes.slice(0, keep);
    const left = g.nodes.slice(keep);
    const nodeOf = new Map(kept.map((n) => [n.id, n.id]));
    for (const n of left)
        nodeOf.set(n.id, 'more');
    const more = {
        id: 'more',
        label: `${left.length} more spec${left.length === 1 ? '' : 's'} not drawn`,
        state: 'pending',
        tasks: left.flatMap((n) => n.tasks),
        critical: false,
    };
    return { ...g, nodes: [...kept, more], edges: redirect(g.edges, nodeOf), hiddenSpecs: left.length };
}
function redirect(edges, nodeOf) {
    const out = new Map();
    for (const e of edges) {
        const from = nodeOf.get(e.from) ?? e.from;
        const to = nodeOf.get(e.to) ?? e.to;
        if (from === to)
            continue;
        const key = `${from} ${to}`;
        const had = out.get(key);
        if (had)
            had.critical ||= e.critical;
        else
            out.set(key, { from, to, critical: e.critical });
    }
    return [...out.values()];
}
function build(plan, info, chosen, critical, level, focus) {
    const onPath = new Set(critical);
    const nodeOf = new Map();
    const groups = [];
    const nodes = [];
    let n = 0;
    plan.specs.forEach((spec, si) => {
        const tasks = spec.tasks.filter((t) => chosen.has(t.id)).map((t) => info.get(t.id));
        if (tasks.length === 0)
            return;
        const name = spec.name?.trim() && spec.name.trim() !== spec.id ? `${spec.id}: ${spec.name.trim()}` : spec.id;
        if (level === 'specs') {
            const id = `s${si}`;
            for (const t of tasks)
                nodeOf.set(t.task.id, id);
            nodes.push({
                id,
                label: `${name} (${countsText(tasks)})`,
                state: specState(tasks),
                tasks: tasks.map((t) => t.task.id),
                critical: tasks.some((t) => onPath.has(t.task.id)),
            });
            return;
        }
        const group = { spec: spec.id, id: `s${si}`, label: name, nodes: [] };
        const finished = level === 'folded' ? tasks.filter((t) => (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(t.task.status)) : [];
        if (finished.length > 0) {
            const id = `f${si}`;
            for (const t of finished)
                nodeOf.set(t.task.id, id);
            const skipped = finished.filter((t) => t.task.status === 'skipped').length;
            group.nodes.push({
                id,
                label: `${finished.length} finished task${finished.length === 1 ? '' : 's'}${skipped > 0 ? ` (${skipped} skipped)` : ''}`,
                state: 'completed',
                tasks: finished.map((t) => t.task.id),
                critical: false,
            });
        }
        for (const t of tasks) {
            if (nodeOf.has(t.task.id))
                continue;
            const id = `t${n++}`;
            nodeOf.set(t.task.id, id);
            group.nodes.push({
                id,
                label: `${t.task.id}: ${shortTitle(t.task)}`,
                state: t.state,
                tasks: [t.task.id],
                critical: onPath.has(t.task.id),
                ...(t.task.id === focus ? { focus: true } : {}),
            });
        }
        groups.push(group);
    });
    const edges = [];
    const seen = new Set();
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (!chosen.has(task.id))
                continue;
            for (const dep of task.dependsOn ?? []) {
                const from = nodeOf.get(dep);
                const to = nodeOf.get(task.id);
                if (from === undefined || from === to)
                    continue;
                const key = `${from} ${to}`;
                const isCritical = onPath.has(dep) && onPath.has(task.id) && critical.indexOf(dep) + 1 === critical.indexOf(task.id);
                if (seen.has(key)) {
                    if (isCritical)
                        edges.find((e) => e.from === from && e.to === to).critical = true;
                    continue;
                }
                seen.add(key);
                edges.push({ from, to, critical: isCritical });
            }
        }
    return {
        level,
        groups,
        nodes,
        edges,
        droppedEdges: 0,
        criticalPath: [...critical],
        taskCount: chosen.size,
    };
}
// ---------------------------------------------------------------------------------------------
// Mermaid
// ---------------------------------------------------------------------------------------------
/**
 * Text as it may stand in a quoted Mermaid label. Inside `"..."` Mermaid takes any character but
 * `"`; before parsing it turns every `#name;` and `#123;` into the HTML entity `&name;`/`&#123;`,
 * and labels are HTML (sanitised, but `<b>` would still be bold); and it strips a directive,
 * `%%{...}%%`, wherever it stands, even inside a label. So: `"`, `#`, `;`, `<`, `>`, `&`, `%` and
 * the backtick (a label opening with one is Markdown) become entity codes, which show as the
 * characters themselves, and line breaks and control characters become spaces. Nothing a title
 * holds can end the label, open markup or write a directive.
 */
function mermaidText(text) {
    return text
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/[#;"<>&`%]/g, (c) => `#${c.codePointAt(0)};`)
        .trim();
}
/** The graph as a Mermaid flowchart. */
function toMermaid(g) {
    const lines = ['flowchart LR'];
    const node = (x, indent) => {
        const shape = x.tasks.length > 1 || g.level === 'specs' ? ['(["', '"])'] : ['["', '"]'];
        lines.push(`${indent}${x.id}${shape[0]}${mermaidText((x.focus ? '⛔ ' : '') + x.label)}${shape[1]}:::${x.state}`);
    };
    for (const group of g.groups) {
        lines.push(`  subgraph ${group.id}["${mermaidText(group.label)}"]`);
        for (const x of group.nodes)
            node(x, '    ');
        lines.push('  end');
    }
    for (const x of g.nodes)
        node(x, '  ');
    for (const e of g.edges)
        lines.push(`  ${e.from} --> ${e.to}`);
    const used = new Set([...g.groups.flatMap((x) => x.nodes), ...g.nodes].map((x) => x.state));
    for (const s of NODE_STATES)
        if (used.has(s))
            lines.push(`  classDef ${s} ${STYLE[s]}`);
    const crit = [...g.groups.flatMap((x) => x.nodes), ...g.nodes].filter((x) => x.critical).map((x) => x.id);
    if (crit.length > 0)
        lines.push(`  classDef critical ${CRITICAL_STYLE}`, `  class ${crit.join(',')} critical`);
    const critEdges = g.edges.flatMap((e, i) => (e.critical ? [i] : []));
    if (critEdges.length > 0)
        lines.push(`  linkStyle ${critEdges.join(',')} ${CRITICAL_STYLE}`);
    if (g.droppedEdges > 0)
        lines.push(`  %% ${g.droppedEdges} dependencies left out to stay under GitHub's limits`);
    return `${lines.join('\n')}\n`;
}
// ---------------------------------------------------------------------------------------------
// Graphviz DOT
// ---------------------------------------------------------------------------------------------
/**
 * Text in a DOT double-quoted string: one line; backslashes escaped (else `\\N`, `\\l` are
 * Graphviz's escapes), quotes escaped, and `&` as `&amp;` (Graphviz decodes HTML entities in
 * labels, so `&amp;` in a title would show as `&`).
 */
function dotText(text) {
    return text
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/[\\"]/g, (c) => `\\${c}`)
        .replace(/&/g, '&amp;')
        .trim();
}
const DOT_COLOURS = {
    completed: ['#d3f9d8', '#2b8a3e'],
    ready: ['#d0ebff', '#1c7ed6'],
    in_progress: ['#fff3bf', '#f08c00'],
    pending: ['#f1f3f5', '#868e96'],
    failed: ['#ffe3e3', '#e03131'],
    blocked: ['#ffc9c9', '#c92a2a'],
    skipped: ['#f8f9fa', '#adb5bd'],
};
/** The graph as Graphviz DOT: one cluster per spec, the same colours, the critical path bold. */
function toDot(g) {
    const lines = [
        'digraph ralph {',
        '  rankdir=LR;',
        '  node [shape=box, style="rounded,filled", fontname="Helvetica"];',
    ];
    const node = (x, indent) => {
        const [fill, line] = DOT_COLOURS[x.state];
        const attrs = [
            `label="${dotText((x.focus ? '⛔ ' : '') + x.label)}"`,
            `fillcolor="${fill}"`,
            `color="${x.critical ? '#c2255c' : line}"`,
            `class="${x.state}"`,
            ...(x.critical ? ['penwidth=3'] : []),
            ...(x.state === 'blocked' || x.state === 'skipped' ? ['style="rounded,filled,dashed"'] : []),
        ];
        lines.push(`${indent}${x.id} [${attrs.join(', ')}];`);
    };
    for (const group of g.groups) {
        lines.push(`  subgraph cluster_${group.id} {`, `    label="${dotText(group.label)}";`);
        for (const x of group.nodes)
            node(x, '    ');
        lines.push('  }');
    }
    for (const x of g.nodes)
        node(x, '  ');
    for (const e of g.edges)
        lines.push(`  ${e.from} -> ${e.to}${e.critical ? ' [color="#c2255c", penwidth=3]' : ''};`);
    if (g.droppedEdges > 0)
        lines.push(`  // ${g.droppedEdges} dependencies left out`);
    lines.push('}');
    return `${lines.join('\n')}\n`;
}
// ---------------------------------------------------------------------------------------------
// In Markdown
// ---------------------------------------------------------------------------------------------
const COLOUR_NAMES = {
    completed: 'green',
    ready: 'blue',
    in_progress: 'yellow',
    pending: 'grey',
    failed: 'pink',
    blocked: 'red dashed',
    skipped: 'grey dotted',
};
/** What the picture shows, in one line under it. */
function graphCaption(g) {
    // Ids as code spans, so that Markdown shows them as they are (a backtick cannot close one).
    const ids = g.criticalPath.map((id) => `\`${id.replace(/`/g, "'")}\``);
    const parts = [];
    if (g.criticalPath.length > 0)
        parts.push(`Critical path (${g.criticalPath.length} unfinished task${g.criticalPath.length === 1 ? '' : 's'}, thick border): ${ids.length <= 8
            ? ids.join(' → ')
            : [...ids.slice(0, 3), `… ${ids.length - 6} more …`, ...ids.slice(-3)].join(' → ')}`);
    else if (g.taskCount === 0)
        return 'No tasks yet.';
    else
        parts.push('Every task shown is finished');
    const used = new Set([...g.groups.flatMap((x) => x.nodes), ...g.nodes].map((x) => x.state));
    const legend = NODE_STATES.filter((st) => used.has(st)).map((st) => `${COLOUR_NAMES[st]} is ${st.replace('_', ' ')}`);
    if (legend.length > 0)
        parts.push(legend.join(', '));
    if (g.level === 'folded')
        parts.push("each spec's finished tasks are folded into one node");
    if (g.level === 'specs')
        parts.push('one node per spec, to stay under the size GitHub renders');
    if (g.hiddenSpecs)
        parts.push(`${g.hiddenSpecs} specs are not drawn`);
    if (g.droppedEdges > 0)
        parts.push(`${g.droppedEdges} dependencies are left out`);
    return `${parts.join('; ')}.`;
}
/** A ```mermaid block with its caption, for job summaries, pull requests and comments. */
function mermaidBlock(plan, opts = {}) {
    const g = planGraph(plan, opts);
    return `\`\`\`mermaid\n${toMermaid(g)}\`\`\`\n\n${graphCaption(g)}`;
}


/***/ })

};
