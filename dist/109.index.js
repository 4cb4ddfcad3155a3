export const id = 109;
export const ids = [109];
export const modules = {

/***/ 2490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   graph: () => (/* binding */ graph),
/* harmony export */   viewedPlan: () => (/* binding */ viewedPlan)
/* harmony export */ });
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2757);
/* harmony import */ var _core_graph_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5882);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1733);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3192);






/**
 * The plan as `status` sees it: the plan file with each spec's entry from its branch, and the
 * warnings `status` prints about those branches (a local one behind or diverged from origin's).
 */
async function viewedPlan(planPath, prefix) {
    const file = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPlan */ .Yq)(planPath);
    const loaded = file.plan;
    const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__/* .localPlanView */ .e)(planPath, loaded, prefix ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_BRANCH_PREFIX */ ._g, { text: file.text });
    return view ?? { plan: loaded, warnings: [] };
}
const graph = {
    name: 'graph',
    summary: 'draw the plan as a Mermaid (or Graphviz) dependency graph',
    usage: `[--format mermaid|dot] [--markdown] [--spec ID] [--json] [--branch-prefix PREFIX] [--plan PATH]

Prints the plan's dependency graph: each spec a box, each task a node labelled with
its id and title and coloured by status (completed, ready, in progress, pending,
failed, blocked, skipped), an arrow for every dependsOn, and the critical path (the
longest chain of unfinished tasks) drawn thick. GitHub renders the Mermaid text in
a \`\`\`mermaid block. Large plans stay under the size GitHub renders (50,000
characters, 500 edges): each spec's finished tasks fold into one node, and past
that each spec is one node. A spec's progress is read from its branch
(ralph/<spec-id>) when it has one.

      --format FORMAT         mermaid (default) or dot (Graphviz)
      --markdown              the Mermaid text in a \`\`\`mermaid block, with a caption
      --spec ID               only this spec and the tasks it depends on or that depend on it
      --json                  the graph as JSON: nodes, edges, critical path, the text
      --branch-prefix PREFIX  where spec branches live: PREFIX<spec-id> (default: ralph/)
${_command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_USAGE */ .YG}`,
    options: {
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_OPTION */ .w,
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .BRANCH_PREFIX_OPTION */ .WH,
        format: { type: 'string' },
        markdown: { type: 'boolean' },
        spec: { type: 'string' },
        json: { type: 'boolean' },
    },
    async run(ctx) {
        const format = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'format') ?? 'mermaid';
        if (format !== 'mermaid' && format !== 'dot')
            throw new _command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--format ${format}: use mermaid or dot`, 2);
        if (ctx.values.markdown && format !== 'mermaid')
            throw new _command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('--markdown is for the Mermaid format; drop --format dot', 2);
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'plan'));
        const { plan, baseStatus, warnings } = await viewedPlan(planPath, (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'branch-prefix'));
        for (const w of warnings)
            ctx.err(w);
        const spec = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'spec');
        (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSelection */ .Nt)(plan, planPath, { spec });
        const ready = new Set((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .schedule */ ._)(plan, { baseStatus }).ready.map((r) => r.task));
        const g = (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .planGraph */ .Gf)(plan, { ready, ...(spec !== undefined ? { scope: { kind: 'spec', spec } } : {}) });
        const text = format === 'dot' ? (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .toDot */ .d9)(g) : (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .toMermaid */ .nu)(g);
        if (!ctx.values.json && (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .hasNoTasks */ .Kh)(plan)) {
            ctx.out((0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .noTasksText */ .je)(ctx));
            return 0;
        }
        if (ctx.values.json) {
            ctx.out(JSON.stringify({ format, ...g, caption: (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .graphCaption */ .X_)(g), text }, null, 2));
            return 0;
        }
        ctx.out(ctx.values.markdown ? `\`\`\`mermaid\n${text}\`\`\`\n\n${(0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .graphCaption */ .X_)(g)}` : text.trimEnd());
        return 0;
    },
};


/***/ })

};
