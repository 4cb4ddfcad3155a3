// Reading a spec branch's plan by what differs from the base plan (plan-delta.ts): for every
// kind of edit a branch can hold, the entry the fast way gives is the one the full parse gives,
// and an edit it cannot vouch for goes to the full parse, which gives the same error as before.
// The counters prove which way each read went, so a fast path that always gave up would fail.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Git } from '../src/adapters/git.js';
import {
  commonPrefix,
  commonSuffix,
  PlanDelta,
  planDeltaCounts,
  specsLayout,
} from '../src/adapters/plan-delta.js';
import { parsePlanText } from '../src/adapters/plan-file.js';
import { localPlanView, readPlanView } from '../src/adapters/plan-view.js';
import { overlaySpecBranches } from '../src/core/plan/branches.js';
import type { Plan } from '../src/core/plan/plan.js';
import { SameShapeCheck, semanticProblems } from '../src/core/plan/rules.js';
import { planOf, spec, task } from './plan-fixtures.js';
import { git, makeRepo, planJson } from './support/repo.js';

/** Six specs of three tasks, some depending across specs; multi-byte text in the first. */
function basePlan(): Plan {
  const plan = planOf(
    ...Array.from({ length: 6 }, (_, s) =>
      spec(
        `s${s}`,
        Array.from({ length: 3 }, (_, t) =>
          task(`s${s}-${t}`, {
            ...(t > 0 ? { dependsOn: [`s${s}-${t - 1}`] } : s > 0 ? { dependsOn: [`s${s - 1}-2`] } : {}),
            ...(s < 2 ? { status: 'completed' } : {}),
          }),
        ),
        { name: `spec ${s}` },
      ),
    ),
  );
  plan.specs[0]!.name = 'Überschrift: 日本語のテキスト, émoji 🚀';
  plan.specs[0]!.tasks[0]!.description = 'a "quoted" [bracket] {brace} \\ back, 🚀🚀';
  plan.gates = [{ name: 'test', command: 'npm test' }];
  plan.agent = { provider: 'claude' };
  return plan;
}

const plan = (edit: (p: Plan) => void = () => {}): Plan => {
  const p = basePlan();
  edit(p);
  return p;
};
const text = (edit?: (p: Plan) => void) => planJson(plan(edit));
const taskOf = (p: Plan, id: string) => p.specs.flatMap((s) => s.tasks).find((t) => t.id === id)!;

/** A small seeded PRNG (mulberry32): the same edits every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Result = { entry: unknown } | { error: string };

function fullParse(branchText: string, specId: string, name = 'x'): Result {
  try {
    return { entry: parsePlanText(branchText, name).plan.specs.find((s) => s.id === specId) ?? null };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

/** The fast way's answer (undefined: not sure) and the full parse's, for one branch text. */
function both(baseText: string, branchText: string | Buffer, specId: string) {
  const delta = new PlanDelta(() => ({ text: baseText, plan: parsePlanText(baseText, 'base').plan }));
  const bytes = typeof branchText === 'string' ? Buffer.from(branchText, 'utf8') : branchText;
  const fast = delta.specEntry(bytes, specId);
  return { fast, full: fullParse(bytes.toString('utf8'), specId) };
}

/** A case: the branch's text made from the base's, the spec read, and whether the fast way may answer. */
interface Case {
  name: string;
  specId: string;
  base?: string;
  branch: string;
  fast: boolean;
  /** The full parse must fail (and then the read too, with the same message). */
  fails?: boolean;
}

const BASE = text();
const CRLF = (t: string) => `\uFEFF${t.replace(/\n/g, '\r\n')}`;

const CASES: Case[] = [
  {
    name: 'a change inside the spec entry',
    specId: 's2',
    branch: text((p) => {
      taskOf(p, 's2-0').status = 'completed';
    }),
    fast: true,
  },
  {
    name: 'changes spanning several specs (main moved on: another spec merged since)',
    specId: 's2',
    // The base has s4's work merged; the branch, behind it, has s2's own progress only.
    base: text((p) => {
      for (const t of p.specs[4]!.tasks) t.status = 'in_progress';
      p.specs[4]!.name = 'merged on main';
    }),
    branch: text((p) => {
      taskOf(p, 's2-0').status = 'completed';
    }),
    fast: true,
  },
  {
    name: 'a spec added at the end',
    specId: 's5',
    branch: text((p) => {
      p.specs.push(spec('s6', [task('s6-0', { dependsOn: ['s5-2'] })]));
    }),
    fast: true,
  },
  {
    name: 'a spec added in the middle',
    specId: 's3',
    branch: text((p) => {
      p.specs.splice(3, 0, spec('new', [task('new-0', { dependsOn: ['s1-1'] })]));
    }),
    fast: true,
  },
  {
    name: 'a spec added at the start',
    specId: 's0',
    branch: text((p) => {
      p.specs.unshift(spec('first', [task('first-0')]));
    }),
    fast: true,
  },
  {
    name: 'another spec removed (nothing depends on it)',
    specId: 's2',
    branch: text((p) => {
      p.specs.splice(5, 1);
    }),
    fast: true,
  },
  {
    name: 'the spec itself removed: no entry',
    specId: 's5',
    branch: text((p) => {
      p.specs.splice(5, 1);
    }),
    fast: true,
  },
  {
    name: 'a spec removed that another depends on: an unknown task',
    specId: 's2',
    branch: text((p) => {
      p.specs.splice(3, 1);
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a top-level key changed: agent',
    specId: 's2',
    branch: text((p) => {
      p.agent = { provider: 'codex' };
    }),
    fast: false,
  },
  {
    name: 'a top-level key changed: gates, after the specs',
    specId: 's2',
    branch: (() => {
      const p = plan((q) => {
        taskOf(q, 's2-0').status = 'completed';
      });
      // Keys after `specs`: the change runs past the list's end.
      const { gates, ...rest } = p;
      return planJson({ ...rest, gates: [...(gates ?? []), { name: 'lint', command: 'npm run lint' }] });
    })(),
    fast: false,
  },
  {
    name: 'a top-level key changed: version, before the specs',
    specId: 's2',
    branch: text((p) => {
      p.version = 2;
    }),
    fast: false,
  },
  {
    name: 'a top-level key changed: version, made invalid',
    specId: 's2',
    branch: text((p) => {
      (p as { version: unknown }).version = null;
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'broken JSON inside the spec entry',
    specId: 's2',
    branch: BASE.replace('"id": "s2-1",', '"id": "s2-1",,'),
    fast: false,
    fails: true,
  },
  {
    name: 'broken JSON that closes the list early',
    specId: 's2',
    branch: BASE.replace('"id": "s2-1",', '"id": "s2-1"}]}, {"x": [{'),
    fast: false,
    fails: true,
  },
  {
    name: 'a schema error inside the spec entry',
    specId: 's2',
    branch: text((p) => {
      (taskOf(p, 's2-1') as { status: string }).status = 'done';
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a new task that depends on an unknown task',
    specId: 's2',
    branch: text((p) => {
      p.specs[2]!.tasks.push(task('s2-3', { dependsOn: ['nowhere'] }));
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a new task that makes a cycle across specs',
    specId: 's3',
    branch: text((p) => {
      // s3-0 already depends on s2-2; s2-0 now depends on the new s3-3, which depends on s3-0.
      p.specs[3]!.tasks.push(task('s3-3', { dependsOn: ['s3-0'] }));
      taskOf(p, 's2-0').dependsOn = ['s1-2', 's3-3'];
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a cycle through a spec the branch did not touch',
    specId: 's4',
    branch: text((p) => {
      // s5-0 depends on s4-2 in the base; now s4-0 depends on s5-0 too.
      taskOf(p, 's4-0').dependsOn = ['s3-2', 's5-0'];
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a task id that another spec has',
    specId: 's2',
    branch: text((p) => {
      p.specs[2]!.tasks.push(task('s4-1'));
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a spec id that another spec has',
    specId: 's2',
    branch: text((p) => {
      p.specs[2]!.id = 's4';
    }),
    fast: false,
    fails: true,
  },
  {
    name: "a dependency another spec's completed task needs, set back to pending",
    specId: 's1',
    // s2-0, completed on the base and left as it is, depends on s1-2.
    branch: text((p) => {
      taskOf(p, 's2-0').status = 'completed';
      taskOf(p, 's1-2').status = 'pending';
    }),
    base: text((p) => {
      taskOf(p, 's2-0').status = 'completed';
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a task completed while its dependency in another spec is not done',
    specId: 's3',
    branch: text((p) => {
      taskOf(p, 's3-0').status = 'completed';
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a task given a discipline the plan does not have',
    specId: 's3',
    base: text((p) => {
      p.disciplines = [{ name: 'backend' }];
      p.features = [{ name: 'billing' }];
    }),
    branch: text((p) => {
      p.disciplines = [{ name: 'backend' }];
      p.features = [{ name: 'billing' }];
      taskOf(p, 's3-1').discipline = 'frontend';
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a task given a feature the plan does not have',
    specId: 's3',
    base: text((p) => {
      p.disciplines = [{ name: 'backend' }];
      p.features = [{ name: 'billing' }];
    }),
    branch: text((p) => {
      p.disciplines = [{ name: 'backend' }];
      p.features = [{ name: 'billing' }];
      taskOf(p, 's3-1').feature = 'accounts';
    }),
    fast: false,
    fails: true,
  },
  {
    name: 'a task given a discipline and a feature the plan has',
    specId: 's3',
    base: text((p) => {
      p.disciplines = [{ name: 'backend' }];
      p.features = [{ name: 'billing' }];
    }),
    branch: text((p) => {
      p.disciplines = [{ name: 'backend' }];
      p.features = [{ name: 'billing' }];
      taskOf(p, 's3-1').discipline = 'backend';
      taskOf(p, 's3-1').feature = 'billing';
    }),
    fast: true,
  },
  {
    name: 'a task added with a dependency that exists, and a dependency dropped',
    specId: 's3',
    branch: text((p) => {
      p.specs[3]!.tasks.push(task('s3-3', { dependsOn: ['s0-1', 's3-2'] }));
      delete taskOf(p, 's3-1').dependsOn;
    }),
    fast: true,
  },
  {
    name: 'a BOM and CRLF line ends, on both',
    specId: 's2',
    base: CRLF(BASE),
    branch: CRLF(
      text((p) => {
        taskOf(p, 's2-0').status = 'completed';
      }),
    ),
    fast: true,
  },
  {
    name: 'a BOM and CRLF base, a branch with neither',
    specId: 's2',
    base: CRLF(BASE),
    branch: text((p) => {
      taskOf(p, 's2-0').status = 'completed';
    }),
    fast: false,
  },
  {
    name: 'a plan identical to the base',
    specId: 's3',
    branch: BASE,
    fast: true,
  },
  {
    name: 'multi-byte text before the change, and a multi-byte change',
    specId: 's1',
    branch: text((p) => {
      p.specs[1]!.name = 'ünïcödé 日本 🚀';
      taskOf(p, 's1-1').description = '🚀 ✓';
    }),
    fast: true,
  },
  {
    name: 'a change in the spec entry the base had before the multi-byte one (bytes, not characters)',
    specId: 's0',
    branch: text((p) => {
      taskOf(p, 's0-0').description = 'a "quoted" [bracket] {brace} \\ back, 🚀🚀🚀';
    }),
    fast: true,
  },
];

describe('a branch plan read by what differs from the base, against the full parse', () => {
  for (const c of CASES)
    it(c.name, () => {
      const { fast, full } = both(c.base ?? BASE, c.branch, c.specId);
      expect('error' in full).toBe(c.fails === true);
      if (c.fast) {
        expect(fast).not.toBeUndefined();
        expect(fast).toEqual((full as { entry: unknown }).entry);
      } else expect(fast).toBeUndefined();
    });

  it('gives no fast way from a base that is not valid: the full parse decides', () => {
    // s3-0 completed while its dependency s2-2 is pending: the base itself breaks a rule.
    const bad = text((p) => {
      taskOf(p, 's3-0').status = 'completed';
    });
    const delta = new PlanDelta(() => ({ text: bad, plan: JSON.parse(bad) as Plan }));
    expect(delta.specEntry(Buffer.from(bad), 's3')).toBeUndefined();
    const fixed = text((p) => {
      taskOf(p, 's3-0').status = 'completed';
      taskOf(p, 's2-2').status = 'completed';
    });
    expect(delta.specEntry(Buffer.from(fixed), 's3')).toBeUndefined();
  });

  it('never answers where the full parse fails, and answers as it does, over 400 random byte edits', () => {
    const rnd = prng(23);
    const base = Buffer.from(CRLF(text((p) => (taskOf(p, 's3-0').status = 'in_progress'))));
    const layout = specsLayout(base, 6)!;
    const alphabet = Buffer.from('{}[],:" \\0123456789truefalsnul-ed\r\n\u00e9');
    let answered = 0;
    let failed = 0;
    for (let n = 0; n < 400; n++) {
      const bytes = Buffer.from(base);
      const edits = 1 + Math.floor(rnd() * 3);
      let branch = bytes;
      for (let e = 0; e < edits; e++) {
        // Mostly inside the specs list, sometimes anywhere.
        const inList = rnd() < 0.85;
        const lo = inList ? layout.starts[0]! : 0;
        const hi = inList ? layout.ends[5]! : branch.length;
        const at = lo + Math.floor(rnd() * (hi - lo));
        const byte = alphabet.subarray(Math.floor(rnd() * alphabet.length)).subarray(0, 1);
        const kind = rnd();
        branch =
          kind < 0.4
            ? Buffer.concat([branch.subarray(0, at), byte, branch.subarray(at + 1)])
            : kind < 0.7
              ? Buffer.concat([branch.subarray(0, at), byte, branch.subarray(at)])
              : Buffer.concat([branch.subarray(0, at), branch.subarray(at + 1)]);
      }
      const specId = `s${Math.floor(rnd() * 6)}`;
      const delta = new PlanDelta(() => ({
        text: base.toString('utf8'),
        plan: parsePlanText(base.toString('utf8'), 'b').plan,
      }));
      const fast = delta.specEntry(branch, specId);
      // The same bytes in pieces, as git's output arrives: the same answer.
      const cuts = [
        0,
        ...Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => Math.floor(rnd() * branch.length)),
        branch.length,
      ].sort((a, b) => a - b);
      const pieces = cuts.slice(1).map((end, i) => branch.subarray(cuts[i], end));
      expect(delta.specEntry(pieces, specId)).toEqual(fast);
      const full = fullParse(branch.toString('utf8'), specId);
      if ('error' in full) {
        failed++;
        expect(fast, `edit ${n} must go to the full parse: ${full.error}`).toBeUndefined();
      } else if (fast !== undefined) {
        answered++;
        expect(fast).toEqual(full.entry);
      }
    }
    // Both kinds were met: the check above ran on answers and on failures.
    expect(answered).toBeGreaterThan(20);
    expect(failed).toBeGreaterThan(100);
  });
});

describe('the parts of the fast way', () => {
  it('the same-shape check agrees with semanticProblems over 600 random progress edits', () => {
    const rnd = prng(41);
    const statuses = ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'] as const;
    const names = ['backend', 'frontend', 'billing', 'accounts', undefined];
    let ok = 0;
    let problems = 0;
    for (let n = 0; n < 600; n++) {
      // A valid base: statuses in dependency order, so every completed task's dependencies are done.
      const base = plan((p) => {
        p.disciplines = [{ name: 'backend' }];
        p.features = [{ name: 'billing' }];
        const cut = Math.floor(rnd() * 19);
        p.specs
          .flatMap((s) => s.tasks)
          .forEach((t, i) => {
            t.status = i < cut ? 'completed' : 'pending';
          });
      });
      expect(semanticProblems(base)).toEqual([]);
      const from = Math.floor(rnd() * 6);
      const to = from + Math.floor(rnd() * (6 - from));
      const entries = structuredClone(base.specs.slice(from, to + 1));
      for (const t of entries.flatMap((s) => s.tasks)) {
        if (rnd() < 0.4) t.status = statuses[Math.floor(rnd() * statuses.length)]!;
        if (rnd() < 0.1) t.discipline = names[Math.floor(rnd() * names.length)];
        if (rnd() < 0.1) t.feature = names[Math.floor(rnd() * names.length)];
      }
      const whole = {
        ...base,
        specs: [...base.specs.slice(0, from), ...entries, ...base.specs.slice(to + 1)],
      };
      const expected = semanticProblems(whole).length === 0;
      expect(new SameShapeCheck(base).accepts(from, to, entries), `edit ${n}`).toBe(expected);
      if (expected) ok++;
      else problems++;
    }
    expect(ok).toBeGreaterThan(100);
    expect(problems).toBeGreaterThan(100);
    // Another shape is left to semanticProblems.
    const base = basePlan();
    const moved = structuredClone(base.specs.slice(2, 4));
    moved[1]!.tasks[0]!.dependsOn = ['s0-0'];
    expect(new SameShapeCheck(base).accepts(2, 3, moved)).toBeUndefined();
    expect(new SameShapeCheck(base).accepts(2, 3, moved.slice(0, 1))).toBeUndefined();
  });

  it('finds the common start and end of two byte strings at any length', () => {
    const rnd = prng(7);
    for (let n = 0; n < 300; n++) {
      const len = Math.floor(rnd() * 300);
      const a = Buffer.from(Array.from({ length: len }, () => 97 + Math.floor(rnd() * 2)));
      const b = Buffer.from(a);
      if (len > 0 && rnd() < 0.8) b[Math.floor(rnd() * len)] = 122;
      let p = 0;
      while (p < len && a[p] === b[p]) p++;
      expect(commonPrefix(a, b)).toBe(p);
      const c = Buffer.concat([Buffer.from('xyz'.slice(0, Math.floor(rnd() * 3))), b]);
      let s = 0;
      const limit = Math.min(a.length, c.length) - commonPrefix(a, c);
      while (s < limit && a[a.length - 1 - s] === c[c.length - 1 - s]) s++;
      expect(commonSuffix(a, c, limit)).toBe(s);
    }
  });

  it('finds the byte offsets of each specs entry: strings with brackets, escapes, a BOM, the last of two specs keys', () => {
    const entries = [
      '{"id": "a", "x": "]}\\"[{"}',
      '{"id":"\u00e9\u65e5", "n": [1, [2], {"a": -1.5e+3}]}',
      '{ }',
    ];
    const body = `{"specs": [{"id": "old"}], "x": {"specs": [1]}, "spec\\u0073" : [ ${entries.join(' ,\n')} ], "t": true}`;
    const bytes = Buffer.from(`\uFEFF${body}`);
    const layout = specsLayout(bytes, 3)!;
    expect(layout.starts.map((s, i) => bytes.subarray(s, layout.ends[i]).toString('utf8'))).toEqual(entries);
    expect(specsLayout(bytes, 2)).toBeUndefined();
    expect(specsLayout(Buffer.from('[]'), 0)).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------
// Through git, as `ralph status` and the action read spec branches

/** A repository whose main holds `baseText`, and a branch `case-<n>` holding each case's text. */
function caseRepo(cases: Array<{ base?: string; branch: string }>, baseText: string) {
  const repo = makeRepo({ 'implementation.json': baseText });
  cases.forEach((c, n) => {
    git(repo, 'checkout', '--quiet', '-b', `case-${n}`, 'main');
    writeFileSync(join(repo, 'implementation.json'), c.branch);
    git(repo, 'commit', '--quiet', '--allow-empty', '-am', `case ${n}`);
  });
  git(repo, 'checkout', '--quiet', 'main');
  return repo;
}

/** The plan view with one spec branch, `ralph/<specId>`, read from `ref`. */
function viewOf(repo: string, baseText: string, specId: string, ref: string) {
  return readPlanView(new Git(repo), {
    planFile: './implementation.json',
    baseText,
    baseName: 'main:implementation.json',
    refs: 'refs/heads/',
    sources: new Map([[`ralph/${specId}`, ref]]),
    branchPrefix: 'ralph/',
  });
}

/** What the view was before the fast way: the branch's plan parsed whole. */
function oracle(baseText: string, branchText: string, specId: string) {
  const base = parsePlanText(baseText, 'main:implementation.json').plan;
  const branch = parsePlanText(branchText, `ralph/${specId}:./implementation.json`).plan;
  const entry = branch.specs.find((s) => s.id === specId);
  return {
    ...overlaySpecBranches(base, new Map([[specId, { version: 1, specs: entry ? [entry] : [] }]])),
    branches: new Map([[specId, `ralph/${specId}`]]),
  };
}

describe('readPlanView over real spec branches, each kind of edit', () => {
  it('gives the view or the error the full parse gives, the fast way where it can', {
    timeout: 60_000,
  }, async () => {
    // The cases on the plain base, in one repository; those on another base, each in its own.
    const plain = CASES.filter((c) => c.base === undefined);
    const repo = caseRepo(plain, BASE);
    const groups: Array<{ repo: string; base: string; cases: Array<[Case, string]> }> = [
      { repo, base: BASE, cases: plain.map((c, n) => [c, `refs/heads/case-${n}`]) },
      ...CASES.filter((c) => c.base !== undefined).map((c) => ({
        repo: caseRepo([c], c.base!),
        base: c.base!,
        cases: [[c, 'refs/heads/case-0']] as Array<[Case, string]>,
      })),
    ];
    for (const g of groups)
      for (const [c, ref] of g.cases) {
        const before = { ...planDeltaCounts };
        const got = await viewOf(g.repo, g.base, c.specId, ref).catch((e: Error) => e.message);
        let want: unknown;
        try {
          want = oracle(g.base, c.branch, c.specId);
        } catch (err) {
          want = (err as Error).message;
        }
        expect(got, c.name).toEqual(want);
        if (c.fails) expect(got, c.name).toMatch(/^ralph\/s\d:\.\/implementation\.json(:\d+:\d+)?: /);
        expect(
          { fast: planDeltaCounts.fast - before.fast, notSure: planDeltaCounts.notSure - before.notSure },
          c.name,
        ).toEqual(c.fast ? { fast: 1, notSure: 0 } : { fast: 0, notSure: 1 });
      }
  });

  it('localPlanView (ralph status) reads the work tree plan as the base: a BOM and CRLF plan, branches the fast way', {
    timeout: 30_000,
  }, async () => {
    const base = CRLF(BASE);
    const edits = [2, 3, 4].map((s) =>
      CRLF(
        text((p) => {
          taskOf(p, `s${s}-0`).status = 'in_progress';
        }),
      ),
    );
    const repo = makeRepo({ 'implementation.json': base });
    edits.forEach((t, i) => {
      git(repo, 'checkout', '--quiet', '-b', `ralph/s${i + 2}`, 'main');
      writeFileSync(join(repo, 'implementation.json'), t);
      git(repo, 'commit', '--quiet', '-am', `s${i + 2}`);
    });
    git(repo, 'checkout', '--quiet', 'main');
    const planPath = join(repo, 'implementation.json');
    const fileText = readFileSync(planPath, 'utf8');
    // The plan file read again, and the text the caller loaded it from (loadPlan's `text`).
    for (const text of [undefined, fileText]) {
      // No entry known by its blob id from the round before: every plan is read again.
      rmSync(join(repo, '.git', 'ralph'), { recursive: true, force: true });
      const before = planDeltaCounts.fast;
      const view = await localPlanView(planPath, parsePlanText(fileText, planPath).plan, 'ralph/', { text });
      expect(planDeltaCounts.fast - before).toBe(3);
      expect([...view!.fromBranch].sort()).toEqual(['s2', 's3', 's4']);
      for (const s of [2, 3, 4]) expect(taskOf(view!.plan, `s${s}-0`).status).toBe('in_progress');
      expect(taskOf(view!.plan, 's5-0').status).toBe('pending');
    }
  });
});
