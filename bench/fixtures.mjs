// Fixtures for the benchmarks in run.mjs: generated projects with context files, specs of
// tasks and git repositories, all deterministic (a seeded PRNG), all written under a temp dir.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A small seeded PRNG (mulberry32), so every run benchmarks the same fixtures. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WORDS = (
  'add update refactor endpoint schema migration cache queue worker upload avatar profile ' +
  'settings billing invoice webhook token session login logout password reset email notify ' +
  'search index filter sort paginate export import report chart dashboard audit log metric ' +
  'retry timeout limit quota feature flag config env deploy pipeline test fixture mock'
).split(' ');

export const KiB = 1024;
export const MiB = 1024 * KiB;

/** The identity and config git runs with in the fixtures and the benchmarked builds. */
export const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Bench Person',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench Person',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null', // no signing, hooks or aliases of whoever runs the bench
};

/**
 * Exactly `bytes` bytes of ASCII text that reads like source or prose: lines of 40 to 100
 * characters (code-ish for .ts/.js, prose for the rest), ending in a newline.
 */
export function fileText(rnd, bytes, path = 'x.md') {
  const pick = () => WORDS[Math.floor(rnd() * WORDS.length)];
  const code = /\.(ts|js|mjs)$/.test(path);
  const lines = [];
  let size = 0;
  let n = 0;
  while (size < bytes) {
    const want = 40 + Math.floor(rnd() * 60);
    let line;
    if (code) {
      const name = `${pick()}${pick()[0].toUpperCase()}${pick().slice(1)}`;
      line = `export function ${name}${n++}(input: string): string { return input + '${pick()} ${pick()}'; }`;
    } else {
      const words = [];
      while (words.join(' ').length < want) words.push(pick());
      line = words.join(' ');
    }
    lines.push(line);
    size += line.length + 1;
  }
  const text = `${lines.join('\n')}\n`;
  // Cut to size and end on a newline, so the file is exactly `bytes` long.
  return `${text.slice(0, bytes - 1)}\n`;
}

export function writeFiles(dir, files) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

export function planJson(plan) {
  return `${JSON.stringify(plan, null, 2)}\n`;
}

export function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' }).trim();
}

/** A fresh repository on branch main holding `files` in its first commit. */
export function makeRepo(dir, files) {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  writeFiles(dir, files);
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'initial');
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Prompt assembly with large context

/**
 * A project whose one task reaches 50 context files of 40 KiB each (2 MiB, ten times the
 * default 200,000-byte prompt budget): 40 listed by the task itself, 10 by its feature (a
 * knowledge directory), with a discipline that has a system prompt, skills and conventions.
 */
export function largeContextProject(dir, { files = 50, fileBytes = 40 * KiB, seed = 7 } = {}) {
  const rnd = prng(seed);
  const out = { 'package.json': '{ "name": "bench-prompt", "private": true }\n' };
  const taskFiles = [];
  const featureDir = 'docs/billing';
  const featureFiles = Math.min(10, files);
  for (let i = 0; i < files; i++) {
    const n = String(i + 1).padStart(2, '0');
    const path = i < featureFiles ? `${featureDir}/note-${n}.md` : `src/module-${n}.ts`;
    out[path] = fileText(rnd, fileBytes, path);
    if (i >= featureFiles) taskFiles.push(path);
  }
  const plan = {
    version: 1,
    gates: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'test', command: 'npm test' },
    ],
    agent: { provider: 'claude' },
    disciplines: [
      {
        name: 'backend',
        systemPrompt: 'You are a senior backend engineer who writes small, tested changes.',
        skills: ['TypeScript', 'PostgreSQL', 'HTTP APIs'],
        conventions: 'Named exports only. Errors are values at module boundaries.',
      },
    ],
    features: [
      {
        name: 'billing',
        description: 'Invoices, payments and the webhooks of the payment provider.',
        knowledgePaths: [featureDir],
      },
    ],
    specs: [
      {
        id: 'invoices',
        file: 'specs/invoices.md',
        name: 'Invoices',
        status: 'pending',
        context: 'Customers get a monthly invoice as a PDF and by email.',
        acceptanceCriteria: ['an invoice is created on the first of the month'],
        tasks: [
          {
            id: 'invoices-1',
            title: 'Render the invoice PDF',
            description: 'Render an invoice as a PDF from its line items, using the existing modules.',
            status: 'pending',
            discipline: 'backend',
            feature: 'billing',
            acceptanceCriteria: ['the PDF lists every line item', 'totals are rounded to cents'],
            contextFiles: taskFiles,
          },
        ],
      },
    ],
  };
  out['implementation.json'] = planJson(plan);
  writeFiles(dir, out);
  return { planPath: join(dir, 'implementation.json'), taskId: 'invoices-1', files, fileBytes };
}

// ---------------------------------------------------------------------------------------------
// Prompt bytes per task against the whole spec dumped into one prompt

/**
 * A project with one spec of `tasks` tasks, as plan mode writes them: a spec markdown every
 * task lists first, then 2 to 4 files each from a pool of source and doc files of 2 to 6 KiB
 * (neighbouring tasks share some), a chain of dependencies, gates, acceptance criteria.
 * `planAt(k)` is the plan as it stands when task k runs: the tasks before it completed.
 */
export function specProject(dir, { tasks = 10, poolFiles = 24, seed = 11 } = {}) {
  const rnd = prng(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const files = { 'package.json': '{ "name": "bench-spec", "private": true }\n' };
  const specFile = 'specs/search.md';
  files[specFile] = `# Search\n\n${fileText(rnd, 8 * KiB - 10, specFile)}`;
  const pool = [];
  for (let i = 0; i < poolFiles; i++) {
    const path = i % 3 === 2 ? `docs/search-${i + 1}.md` : `src/search/part-${i + 1}.ts`;
    files[path] = fileText(rnd, (2 + Math.floor(rnd() * 5)) * KiB, path);
    pool.push(path);
  }
  const list = [];
  for (let t = 0; t < tasks; t++) {
    // A window of the pool around the task's position: neighbours share files, as they do.
    const start = Math.floor((t * (poolFiles - 4)) / Math.max(1, tasks - 1));
    const own = new Set();
    const count = 2 + Math.floor(rnd() * 3);
    while (own.size < count) own.add(pool[start + Math.floor(rnd() * 5)] ?? pick(pool));
    list.push({
      id: `search-${t + 1}`,
      title: sentence(4),
      description: sentence(20 + Math.floor(rnd() * 20)),
      status: 'pending',
      ...(t > 0 ? { dependsOn: [`search-${t}`] } : {}),
      acceptanceCriteria: [sentence(10), sentence(8)],
      contextFiles: [specFile, ...own],
    });
  }
  const plan = {
    version: 1,
    gates: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'test', command: 'npm test' },
    ],
    agent: { provider: 'claude' },
    specs: [
      {
        id: 'search',
        file: specFile,
        name: 'Search',
        status: 'pending',
        context: sentence(30),
        acceptanceCriteria: [sentence(8), sentence(8)],
        tasks: list,
      },
    ],
  };
  writeFiles(dir, files);
  const planAt = (k) => {
    const p = structuredClone(plan);
    p.specs[0].status = k > 0 ? 'in_progress' : 'pending';
    p.specs[0].tasks.forEach((task, i) => {
      if (i >= k) return;
      task.status = 'completed';
      task.completedAt = '2026-01-17T10:30:00.000Z';
      task.attempts = [{ number: 1, startedAt: '2026-01-17T10:00:00.000Z', outcome: 'passed', turns: 12 }];
    });
    return p;
  };
  // The seeds' "before": every file any task lists, the spec file, and the whole plan.
  const dumped = new Set(list.flatMap((task) => task.contextFiles));
  return { planPath: join(dir, 'implementation.json'), plan, planAt, files, dumped };
}

// ---------------------------------------------------------------------------------------------
// The local loop

/**
 * A plan of `specs` x `tasksPerSpec` tasks (a chain per spec), the command agent `agent`, one
 * trivial gate. Every task is ready once the one before it is done.
 */
export function loopPlan({ specs = 2, tasksPerSpec = 10, agent, gates = [{ name: 'ok', command: 'true' }] }) {
  return {
    version: 1,
    gates,
    agent: { provider: 'command', command: agent, maxAttempts: 1 },
    specs: Array.from({ length: specs }, (_, s) => ({
      id: `spec-${s + 1}`,
      name: `Spec ${s + 1}`,
      status: 'pending',
      tasks: Array.from({ length: tasksPerSpec }, (_, t) => ({
        id: `spec-${s + 1}-${t + 1}`,
        title: `Task ${t + 1} of spec ${s + 1}`,
        description: 'Write the file this task is named after.',
        status: 'pending',
        ...(t > 0 ? { dependsOn: [`spec-${s + 1}-${t}`] } : {}),
      })),
    })),
  };
}
