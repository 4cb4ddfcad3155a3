// The Mermaid text `ralph graph` prints, rendered by Mermaid itself in headless Chromium, as
// GitHub's viewer renders it: the SVG has one node per task, one edge per dependency, the
// status classes, and every hostile title shown as text, never as markup.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { planGraph, toMermaid } from '../src/core/report/graph.js';
import { bigPlan, HOSTILE_LABELS, HOSTILE_STATES, hostilePlan } from './graph-fixtures.js';
import { renderMermaid } from './support/chromium.js';

const deps = (plan: Plan) =>
  plan.specs.flatMap((s) => s.tasks).reduce((n, t) => n + (t.dependsOn?.length ?? 0), 0);

describe('ralph graph rendered by Mermaid in headless Chromium', () => {
  it('draws one node per task, one edge per dependency, the status classes, and escaped labels', () => {
    const plan = hostilePlan();
    const g = planGraph(plan);
    // 2,000 tasks in 100 specs, 30 of them done: one node per spec, as a large plan is drawn.
    const big = planGraph(bigPlan(100, 20, 30));
    const png = join(mkdtempSync(join(tmpdir(), 'ralph-graph-')), 'graph.png');
    const r = renderMermaid([toMermaid(g), toMermaid(big)], { png, width: 1400, height: 700 });
    expect(r.status).toBe('rendered');

    // The screenshot is a PNG of the page's size.
    const bytes = readFileSync(png);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1400, 700]);

    const doc = new JSDOM(r.dom).window.document;
    const svg = doc.querySelector('#d0 svg')!;
    expect(svg).not.toBeNull();
    // Nothing from a title became an element: no script, image or bold, anywhere in the diagrams.
    expect(doc.querySelectorAll('#diagrams script, #diagrams img, #diagrams b')).toHaveLength(0);

    const taskOf = new Map(g.groups.flatMap((x) => x.nodes).map((n) => [n.id, n.tasks[0]!]));
    const nodes = [...svg.querySelectorAll('g.node')];
    expect(nodes).toHaveLength(plan.specs.flatMap((s) => s.tasks).length);
    const seen: Record<string, { state: string; label: string; critical: boolean }> = {};
    for (const node of nodes) {
      const id = /-flowchart-(t\d+)-/.exec(node.id)?.[1];
      const task = taskOf.get(id!)!;
      const classes = [...node.classList];
      const state = Object.values(HOSTILE_STATES).find((s) => classes.includes(s));
      seen[task] = {
        state: state!,
        label: node.querySelector('.nodeLabel')!.textContent!,
        critical: classes.includes('critical'),
      };
    }
    expect(Object.fromEntries(Object.entries(seen).map(([t, s]) => [t, s.state]))).toEqual(HOSTILE_STATES);
    expect(Object.fromEntries(Object.entries(seen).map(([t, s]) => [t, s.label]))).toEqual(HOSTILE_LABELS);
    expect(
      Object.entries(seen)
        .filter(([, s]) => s.critical)
        .map(([t]) => t)
        .sort(),
    ).toEqual(['a2', 'a4']);
    // A fill per status, from the classDefs: the blocked task is red, the ready one blue.
    const fill = (task: string) =>
      nodes
        .find((n) => taskOf.get(/-flowchart-(t\d+)-/.exec(n.id)![1]!) === task)!
        .querySelector('rect, path')!
        .getAttribute('style');
    expect(fill('b1')).toContain('fill:#ffc9c9');
    expect(fill('b4')).toContain('fill:#d0ebff');

    expect(svg.querySelectorAll('path.flowchart-link')).toHaveLength(deps(plan));
    const clusters = [...svg.querySelectorAll('g.cluster')].map(
      (c) => c.querySelector('.cluster-label')!.textContent,
    );
    expect(clusters.sort()).toEqual(['alpha: Spec "A" <b>bold</b>', 'beta: Beta']);

    // The 2,000-task plan renders too, one node per spec (not Mermaid's "Maximum text size" stand-in).
    const bigSvg = doc.querySelector('#d1 svg')!;
    expect(bigSvg.textContent).not.toContain('Maximum text size');
    expect(bigSvg.querySelectorAll('g.node')).toHaveLength(big.nodes.length);
    expect(bigSvg.querySelectorAll('path.flowchart-link')).toHaveLength(big.edges.length);
  }, 180_000);
});
