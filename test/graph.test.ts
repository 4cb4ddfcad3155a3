import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Graphviz } from '@hpcc-js/wasm-graphviz';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import {
  criticalPath,
  GRAPH_MAX_CHARS,
  mermaidText,
  planGraph,
  toDot,
  toMermaid,
} from '../src/core/report/graph.js';
import { bigPlan, HOSTILE_LABELS, HOSTILE_STATES, hostilePlan } from './graph-fixtures.js';
import { runRalph } from './support/cli.js';
import { loadMermaid, parseMermaid } from './support/mermaid.js';
import { planJson, tempDir } from './support/repo.js';

const demo = (): Plan =>
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '..', 'examples', 'demo', 'project', 'implementation.json'),
      'utf8',
    ),
  );

const deps = (plan: Plan) =>
  plan.specs.flatMap((s) => s.tasks).reduce((n, t) => n + (t.dependsOn?.length ?? 0), 0);

describe('ralph graph: Mermaid text', () => {
  it('draws the demo plan: a subgraph per spec, a node per task, an edge per dependency, the critical path', async () => {
    const plan = demo();
    const g = planGraph(plan);
    const text = toMermaid(g);
    expect(await parseMermaid(text)).toBe('flowchart-v2');
    expect(g.level).toBe('tasks');
    expect(g.groups.map((x) => x.spec)).toEqual(['greeting', 'farewell']);
    expect(g.groups.flatMap((x) => x.nodes).map((n) => n.tasks[0])).toEqual([
      'greeting-1',
      'greeting-2',
      'greeting-3',
      'farewell-1',
      'farewell-2',
    ]);
    expect(g.edges).toHaveLength(deps(plan));
    // Nothing is done yet: the longest chain is greeting's three tasks.
    expect(g.criticalPath).toEqual(['greeting-1', 'greeting-2', 'greeting-3']);
    expect(text).toContain('t0["greeting-1: greet(name)"]:::ready');
    expect(text).toContain('t1["greeting-2: A default name"]:::pending');
    expect(text).toContain('class t0,t1,t2 critical');
    expect(text).toContain('linkStyle 0,1 stroke:#c2255c,stroke-width:3px');
  });

  it('escapes every hostile title into entity codes, and Mermaid parses the result', async () => {
    const plan = hostilePlan();
    const g = planGraph(plan);
    const text = toMermaid(g);
    expect(await parseMermaid(text)).toBe('flowchart-v2');
    const nodes = g.groups.flatMap((x) => x.nodes);
    expect(Object.fromEntries(nodes.map((n) => [n.tasks[0], n.state]))).toEqual(HOSTILE_STATES);
    expect(g.edges).toHaveLength(deps(plan));
    // No raw character that could end a label, open markup or a directive survives in a label.
    for (const line of text.split('\n').filter((l) => l.includes('["'))) {
      const label = /\["(.*)"\]/.exec(line)![1]!;
      expect(label.replace(/#\d+;/g, '')).not.toMatch(/["<>`;&#%]/);
    }
    expect(text).toContain('#60;script#62;alert(1)#60;/script#62;');
    expect(mermaidText('a\nb\r\nc\u2028d')).toBe('a b c d');
    expect(g.criticalPath).toEqual(['a2', 'a4']);
  });

  it('marks the critical path: the longest chain of unfinished tasks, across specs', () => {
    const plan = bigPlan(3, 3, 0, 0);
    // spec-2's first task waits on spec-1's and spec-0's last: 0 -> 1 -> 2 chains all nine.
    expect(criticalPath(plan)).toHaveLength(9);
    plan.specs[0]!.tasks.forEach((t) => {
      t.status = 'completed';
    });
    expect(criticalPath(plan)).toEqual(['s1-t0', 's1-t1', 's1-t2', 's2-t0', 's2-t1', 's2-t2']);
    const g = planGraph(plan);
    expect(g.edges.filter((e) => e.critical)).toHaveLength(5);
  });

  it('--spec draws the spec and the tasks it depends on or that depend on it directly', async () => {
    const plan = bigPlan(4, 3);
    const g = planGraph(plan, { scope: { kind: 'spec', spec: 'spec-1' } });
    expect(g.groups.map((x) => [x.spec, x.nodes.map((n) => n.tasks[0])])).toEqual([
      ['spec-0', ['s0-t2']],
      ['spec-1', ['s1-t0', 's1-t1', 's1-t2']],
      ['spec-2', ['s2-t0']],
      ['spec-3', ['s3-t0']],
    ]);
    expect(await parseMermaid(toMermaid(g))).toBe('flowchart-v2');
  });

  it("folds each spec's finished tasks into one node with their count above a size", async () => {
    const plan = bigPlan(10, 10, 3, 4);
    const g = planGraph(plan);
    expect(g.level).toBe('folded');
    const first = g.groups[0]!;
    expect(first.nodes).toHaveLength(1);
    expect(first.nodes[0]!.label).toBe('10 finished tasks');
    const fourth = g.groups[3]!;
    expect(fourth.nodes.map((n) => n.label)[0]).toBe('4 finished tasks');
    expect(fourth.nodes).toHaveLength(7);
    const text = toMermaid(g);
    expect(text).toContain('f3(["4 finished tasks"]):::completed');
    expect(await parseMermaid(text)).toBe('flowchart-v2');
  });

  it('keeps a 2,000-task plan under the size GitHub renders: 50,000 characters, 500 edges', async () => {
    // The limits of the Mermaid the tests load, as GitHub runs it (its defaults).
    const { maxTextSize, maxEdges } = (await loadMermaid()).mermaidAPI.getConfig();
    expect(maxTextSize).toBe(50_000);
    expect(maxEdges).toBe(500);
    for (const [specs, perSpec, done] of [
      [100, 20, 0],
      [200, 10, 50],
      [40, 50, 10],
      [2000, 1, 0],
    ] as const) {
      const plan = bigPlan(specs, perSpec, done);
      const g = planGraph(plan);
      const text = toMermaid(g);
      expect(text.length).toBeLessThanOrEqual(GRAPH_MAX_CHARS);
      expect(text.length).toBeLessThan(maxTextSize!);
      expect(g.edges.length).toBeLessThan(maxEdges!);
      expect(g.taskCount).toBe(2000);
      // Mermaid's parser counts the edges against its own limit.
      expect(await parseMermaid(text)).toBe('flowchart-v2');
      if (specs === 100) expect(g.level).toBe('specs');
    }
  });

  it('prints Graphviz DOT that Graphviz lays out: the same nodes, edges, classes and literal labels', async () => {
    const plan = hostilePlan();
    // Graphviz's own escapes in a label (\\N: the node's name, \\l: a line break) stay text.
    plan.specs[1]!.tasks[3]!.title = 'back\\slash \\N \\l';
    const g = planGraph(plan);
    const dot = toDot(g);
    expect(dot).toMatch(/^digraph ralph \{/);
    expect(dot).toContain('subgraph cluster_s0 {');
    const svg = (await Graphviz.load()).dot(dot);
    const doc = new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;
    const nodes = [...doc.querySelectorAll('g.node')];
    expect(nodes).toHaveLength(8);
    expect(doc.querySelectorAll('g.edge')).toHaveLength(deps(plan));
    const taskOf = new Map(g.groups.flatMap((x) => x.nodes).map((n) => [n.id, n.tasks[0]!]));
    const seen = Object.fromEntries(
      nodes.map((n) => {
        const task = taskOf.get(n.querySelector('title')!.textContent!)!;
        return [
          task,
          {
            state: n.getAttribute('class')!.replace('node ', ''),
            label: n.querySelector('text')!.textContent,
          },
        ];
      }),
    );
    expect(Object.fromEntries(Object.entries(seen).map(([t, x]) => [t, x.state]))).toEqual(HOSTILE_STATES);
    expect(Object.fromEntries(Object.entries(seen).map(([t, x]) => [t, x.label]))).toEqual({
      ...HOSTILE_LABELS,
      b4: 'b4: back\\slash \\N \\l',
    });
    expect([...doc.querySelectorAll('g.cluster > text')].map((t) => t.textContent)).toEqual([
      'alpha: Spec "A" <b>bold</b>',
      'beta: Beta',
    ]);
  });
});

describe('ralph graph and ralph report on the command line', () => {
  const ralph = (cwd: string, ...args: string[]) => runRalph(cwd, args, { ...process.env }, 'printed');

  it('prints Mermaid, DOT, Markdown or JSON; refuses a wrong format or spec with the fix', async () => {
    const dir = tempDir('ralph-graph-cli-');
    writeFileSync(join(dir, 'implementation.json'), planJson(bigPlan(4, 3, 1)));
    const mermaid = await ralph(dir, 'graph');
    expect(mermaid.code).toBe(0);
    expect(mermaid.out).toMatch(/^flowchart LR\n/);
    expect(await parseMermaid(mermaid.out)).toBe('flowchart-v2');
    const dot = await ralph(dir, 'graph', '--format', 'dot', '--spec', 'spec-2');
    expect(dot.out).toMatch(/^digraph ralph \{/);
    expect(dot.out.match(/^\s+t\d+ \[/gm)).toHaveLength(6); // spec-2's 3; s0-t2 and s1-t2 before, s3-t0 after
    const md = await ralph(dir, 'graph', '--markdown');
    expect(md.out).toMatch(/^```mermaid\nflowchart LR\n[\s\S]*```\n\nCritical path \(9 unfinished tasks/);
    const json = JSON.parse((await ralph(dir, 'graph', '--json')).out);
    expect(json).toMatchObject({ format: 'mermaid', level: 'tasks', taskCount: 12 });
    expect(json.criticalPath).toHaveLength(9);
    expect(json.text).toBe(mermaid.out);

    const bad = await ralph(dir, 'graph', '--format', 'svg');
    expect([bad.code, bad.err.trim()]).toEqual([2, 'ralph graph: --format svg: use mermaid or dot']);
    const nospec = await ralph(dir, 'graph', '--spec', 'nope');
    expect(nospec.code).toBe(1);
    expect(nospec.err).toContain('--spec nope: no spec with that id in');

    // A plan with no attempts: every rate is "–", and JSON says null.
    const report = await ralph(dir, 'report');
    expect(report.out).toMatch(/^overall\s+12\s+3\s+0% \(0\/12\)\s+–\s+–\s+–/m);
    const r = JSON.parse((await ralph(dir, 'report', '--json')).out);
    expect(r.overall.firstAttemptPass).toEqual({ count: 0, of: 0, rate: null });
    expect(r.agents).toEqual([]);
  });
});
