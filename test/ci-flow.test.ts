// The CI flow end to end (DESIGN.md C6, C7, C10): the workflow `ralph init` writes, run by the
// runner emulation (test/support/runner.ts) the way GitHub runs it, trigger by trigger and run
// after run: the schedule job, one task job per matrix entry (no write token), the writer job;
// against a real bare git remote and the local GitHub server that validates every request, with
// scripted agents as real processes.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan.js';
import { type Flow, failures, sharedDir, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import type { RunResult } from './support/runner.js';

const SCRIPTED = join(import.meta.dirname, 'agents', 'scripted.mjs');
const AGENT = { provider: 'command', command: `node ${SCRIPTED}` };

const CHECK = `import { readdirSync, readFileSync } from 'node:fs';
for (const f of readdirSync('.').filter((f) => f.endsWith('.txt'))) {
  if (readFileSync(f, 'utf8').includes('BUG')) { console.log('BUG found in ' + f); process.exit(4); }
}
console.log('no bugs');
`;

const t = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  description: `Write ${id}.txt`,
  status: 'pending' as const,
  ...extra,
});

function plan(): Plan {
  return {
    version: 1,
    'x-team': 'platform', // a key Ralph does not know: it must survive every write
    gates: [{ name: 'check', command: 'node check.mjs' }],
    agent: AGENT,
    specs: [
      {
        id: 'api',
        name: 'API',
        priority: 1,
        tasks: [
          t('api-1', { 'x-owner': 'ada' }),
          t('api-2', { dependsOn: ['api-1'] }),
          t('api-3', { dependsOn: ['api-2'] }),
        ],
      },
      {
        id: 'cli',
        name: 'CLI',
        priority: 2,
        tasks: [t('cli-1'), t('cli-2', { dependsOn: ['api-1', 'cli-1'] })],
      },
      { id: 'docs', name: 'Docs', priority: 3, tasks: [t('docs-1'), t('docs-2', { dependsOn: ['docs-1'] })] },
    ],
  };
}

/** A hand-formatted plan: compact arrays on one line, as people write them. Writes must keep it so. */
function handFormatted(p: Plan): string {
  return `${JSON.stringify(p, null, 2).replace(/\[\n\s+("[^"\n]*")\n\s+\]/g, '[$1]')}\n`;
}

function remotePlan(remote: string, branch: string): Plan {
  return JSON.parse(git(remote, 'show', `${branch}:implementation.json`)) as Plan;
}

function statuses(p: Plan): Record<string, string> {
  return Object.fromEntries(p.specs.flatMap((s) => s.tasks.map((x) => [x.id, x.status])));
}

const legs = (run: RunResult) => run.jobs.filter((j) => j.id === 'task');
/** The task's job leg in the run's latest attempt. */
const task = (run: RunResult, id: string) =>
  legs(run)
    .filter((j) => j.matrix?.task === id)
    .at(-1)!;
const refs = (remote: string) => git(remote, 'for-each-ref', '--format=%(refname) %(objectname)');

function expectGreen(run: RunResult): void {
  expect(run.conclusion, failures(run)).toBe('success');
}

describe('the workflow, run after run', () => {
  let flow: Flow;
  let prompts: string;

  beforeAll(async () => {
    prompts = sharedDir('ralph-prompts-', true);
    const scripts = sharedDir('ralph-script-');
    const script = join(scripts, 'script.json');
    writeFileSync(
      script,
      JSON.stringify({
        'api-2': [{ write: { 'api-2.txt': 'BUG' } }, { write: { 'api-2.txt': 'fixed' } }],
        'docs-2': [{ marker: 'blocked:the docs site needs a login' }],
      }),
    );
    flow = await startFlow({
      files: { 'implementation.json': handFormatted(plan()), 'check.mjs': CHECK, 'README.md': '# demo\n' },
      gates: [{ name: 'check', command: 'node check.mjs' }],
      // Credentials a runner has: none may reach the agent.
      env: { AGENT_SCRIPT: script, AGENT_PROMPTS: prompts, GITHUB_TOKEN: 'leak-1' },
    });
  });

  afterAll(async () => {
    await flow?.close();
  });

  it('advances the plan one wave per run, on schedule and on dispatch, until every spec has its pull request', {
    timeout: 240_000,
  }, async () => {
    const { remote, server } = flow;
    // Run 1, scheduled: the first task of each spec, in parallel. `inputs` is empty on a schedule.
    const r1 = await flow.run('schedule');
    expectGreen(r1);
    expect(r1.job('schedule').step('schedule').inputs?.['dry-run']).toBe('false');
    expect(
      legs(r1)
        .map((j) => j.matrix?.task)
        .sort(),
    ).toEqual(['api-1', 'cli-1', 'docs-1']);
    expect(legs(r1).map((j) => j.step('record').outputs.outcome)).toEqual(['passed', 'passed', 'passed']);
    // The task jobs could write nothing; only the writer could.
    for (const j of legs(r1)) expect(j.scopes).toEqual({ contents: 'read', actions: 'read' });
    expect(r1.job('finalize').scopes).toMatchObject({ contents: 'write', 'pull-requests': 'write' });
    expect(statuses(remotePlan(remote, 'ralph/api'))['api-1']).toBe('completed');
    expect(statuses(remotePlan(remote, 'main'))['api-1']).toBe('pending'); // progress travels on the spec branch
    expect(server.state.dispatches).toHaveLength(1); // work remains: the next run is dispatched

    // The plan's own formatting is kept: only api's entry changed on its branch, as minimal edits.
    const diff = git(remote, 'diff', '--numstat', 'main', 'ralph/api', '--', 'implementation.json');
    expect(Number(diff.split('\t')[1])).toBeLessThanOrEqual(2);
    expect(git(remote, 'show', 'ralph/api:implementation.json')).toContain('"dependsOn": ["api-1"]');

    // Run 2, dispatched: api-2 fails its gate; cli-2 waits for api-1 to reach main; docs-2 is blocked.
    const r2 = await flow.run('workflow_dispatch', { 'max-parallel': '4' });
    expect(
      legs(r2)
        .map((j) => j.matrix?.task)
        .sort(),
    ).toEqual(['api-2', 'docs-2']);
    const api2 = task(r2, 'api-2');
    expect(api2.step('gate-check').outcome).toBe('failure');
    expect(
      api2
        .step('gate-check')
        .annotations.map((a) => a.message)
        .join('\n'),
    ).toContain('Gate check failed (exit 4)');
    expect(api2.result).toBe('failure'); // a failed gate shows red in the run view
    expect(api2.step('record').outputs.outcome).toBe('gate_failed');
    expect(task(r2, 'docs-2').step('record').outputs.outcome).toBe('blocked');
    expect(r2.job('finalize').result, failures(r2)).toBe('success');
    expect(statuses(remotePlan(remote, 'ralph/api'))['api-2']).toBe('failed');
    expect(statuses(remotePlan(remote, 'ralph/docs'))['docs-2']).toBe('blocked');
    expect(r2.job('schedule').step('schedule').summary).toContain(
      'waits on api-1 (completed, not yet merged)',
    );
    const issue = server.state.issues.find((i) => i.labels.includes('ralph'));
    expect(issue?.title).toContain('Docs');
    const comments = server.state.comments.filter((c) => c.body.includes('docs-2'));
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('the docs site needs a login');

    // Run 3: the retry of api-2 gets the first attempt's gate output, from its artifact.
    const r3 = await flow.run();
    expectGreen(r3);
    expect(legs(r3).map((j) => `${j.matrix?.task}#${j.matrix?.attempt}`)).toEqual(['api-2#2']);
    expect(task(r3, 'api-2').matrix?.['retry-artifact']).toBe('ralph-attempt-api-api-2-1');
    expect(task(r3, 'api-2').step('Previous attempt').outcome).toBe('success');
    const retryPrompt = readFileSync(join(prompts, 'api-2.2.md'), 'utf8');
    expect(retryPrompt).toContain('BUG found in api-2.txt');
    expect(retryPrompt).toContain('node check.mjs');
    expect(readFileSync(join(prompts, 'api-2.1.md'), 'utf8')).not.toContain('BUG found');
    // The agent saw its task and no token: not the job's, not the runner's, not an input.
    const agentEnv = JSON.parse(readFileSync(join(prompts, 'api-2.2.env.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(agentEnv).toMatchObject({ RALPH_TASK_ID: 'api-2', RALPH_ATTEMPT: '2', RALPH_SPEC_ID: 'api' });
    expect(JSON.stringify(agentEnv)).not.toMatch(/leak-1/);
    expect(Object.keys(agentEnv).filter((k) => /^(INPUT_|ACTIONS_)/.test(k))).toEqual([]);
    for (const tok of flow.runner.tokens.values()) expect(JSON.stringify(agentEnv)).not.toContain(tok.token);

    // Run 4: api-3 completes the API spec: one commit on main, and its pull request.
    const r4 = await flow.run();
    expectGreen(r4);
    expect(legs(r4).map((j) => j.matrix?.task)).toEqual(['api-3']);
    expect(git(remote, 'rev-list', '--count', 'main..ralph/api')).toBe('1');
    const apiCommit = git(remote, 'log', '-1', '--format=%B', 'ralph/api');
    expect(apiCommit.split('\n')[0]).toBe('API');
    expect(apiCommit).toMatch(/Ralph-Spec: api\nRalph-Task: api-1\nRalph-Task: api-2\nRalph-Task: api-3/);
    const apiPlan = remotePlan(remote, 'ralph/api');
    expect(apiPlan.specs[0]!.status).toBe('completed');
    expect(apiPlan.specs[0]!.tasks[1]!.attempts!.map((a) => a.outcome)).toEqual(['gate_failed', 'passed']);
    const mainPlan = remotePlan(remote, 'main');
    expect(apiPlan.specs.slice(1)).toEqual(mainPlan.specs.slice(1));
    expect({ ...apiPlan, specs: [] }).toEqual({ ...mainPlan, specs: [] });
    expect(apiPlan['x-team']).toBe('platform');
    expect(apiPlan.specs[0]!.tasks[0]!['x-owner']).toBe('ada');
    const apiPr = server.state.pulls.find((p) => p.head === 'ralph/api')!;
    expect(apiPr).toMatchObject({ title: 'API', base: 'main' });
    expect(apiPr.body).toMatch(/- \[x\] .*api-3/);
    expect(JSON.parse(r4.job('finalize').step('finalize').outputs['pull-requests']!)).toEqual([
      {
        spec: 'api',
        number: apiPr.number,
        url: expect.stringContaining(`/pull/${apiPr.number}`),
        action: 'opened',
      },
    ]);

    // Re-running the writer job, and then a task job that completed, changes nothing and stays green.
    const writes = () =>
      server.state.requests.filter((r) => r.method !== 'GET' && !r.path.includes('/dispatches')).length;
    const [refsBefore, writesBefore] = [refs(remote), writes()];
    const again = await flow.runner.rerunJob(r4, 'finalize');
    expectGreen(again);
    expect(JSON.parse(again.job('finalize').step('finalize').outputs['pull-requests']!)[0].action).toBe(
      'unchanged',
    );
    const rerunTask = await flow.runner.rerunJob(r4, 'task', task(r4, 'api-3').matrix!);
    expect(task(rerunTask, 'api-3').attempt).toBe(3); // the run's third attempt: finalize was re-run first
    expectGreen(rerunTask);
    expect(task(rerunTask, 'api-3').step('run').outputs.outcome).toBe('recorded');
    expect(task(rerunTask, 'api-3').step('gate-check').outcome).toBe('skipped');
    expect(refs(remote)).toBe(refsBefore);
    expect(writes()).toBe(writesBefore);

    // A person merges the API pull request; now cli-2 may run, on a branch that has api's code.
    flow.mergePull('ralph/api');
    const r5 = await flow.run();
    expectGreen(r5);
    expect(legs(r5).map((j) => j.matrix?.task)).toEqual(['cli-2']);
    expect(git(remote, 'show', 'ralph/cli:api-3.txt')).toContain('work of api-3');
    expect(git(remote, 'rev-list', '--count', 'main..ralph/cli')).toBe('1');
    expect(git(remote, 'log', '-1', '--format=%s', 'ralph/cli')).toBe('CLI');

    // Nothing is left to run: no task job, no dispatch, no new pull request or comment.
    const dispatches = server.state.dispatches.length;
    const r6 = await flow.run();
    expectGreen(r6);
    expect(r6.results.task).toBe('skipped');
    expect(server.state.dispatches.length).toBe(dispatches);
    expect(server.state.pulls.filter((p) => p.head.startsWith('ralph/'))).toHaveLength(2);
    expect(server.state.comments.filter((c) => c.body.includes('docs-2'))).toHaveLength(1);

    // The CLI pull request merges as GitHub merges: no conflict, both specs' progress kept.
    flow.mergePull('ralph/cli');
    expect(statuses(remotePlan(remote, 'main'))).toMatchObject({
      'api-3': 'completed',
      'cli-2': 'completed',
      'docs-2': 'pending',
    });
    expect(git(remote, 'show', 'main:progress/api.md')).toMatch(/^# API/);
    expect(git(remote, 'show', 'main:progress/cli.md')).toMatch(/^# CLI/);
    server.assertNoViolations();
  });
});

describe('spec pull requests on a moving base', () => {
  it('rebuilds an open pull request on the new base, and both merge as GitHub merges them', {
    timeout: 120_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'one', name: 'One', tasks: [t('one-1')] },
        { id: 'two', name: 'Two', tasks: [t('two-1')] },
      ],
    };
    const flow = await startFlow({
      files: { 'implementation.json': handFormatted(p), 'README.md': 'x\n' },
      gates: [],
    });
    try {
      expectGreen(await flow.run());
      const { remote } = flow;
      const twoBefore = git(remote, 'rev-parse', 'ralph/two');
      // Someone pushes to main while both pull requests are open; then One is merged.
      const ws = join(sharedDir('ralph-person-'), 'ws');
      git(join(ws, '..'), 'clone', '--quiet', remote, ws);
      writeFileSync(join(ws, 'NOTES.md'), 'unrelated work\n');
      git(ws, 'add', '-A');
      git(ws, 'commit', '--quiet', '-m', 'unrelated');
      git(ws, 'push', '--quiet', 'origin', 'main');
      flow.mergePull('ralph/one');
      // The next run rebuilds Two on the new main: still one commit, now on top of it.
      const r = await flow.run();
      expectGreen(r);
      expect(git(remote, 'rev-parse', 'ralph/two')).not.toBe(twoBefore);
      expect(git(remote, 'rev-parse', 'ralph/two^')).toBe(git(remote, 'rev-parse', 'main'));
      expect(git(remote, 'log', '-1', '--format=%s', 'ralph/two')).toBe('Two');
      flow.mergePull('ralph/two');
      expect(statuses(remotePlan(remote, 'main'))).toEqual({ 'one-1': 'completed', 'two-1': 'completed' });
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('merges two spec pull requests one after the other without a rebuild in between', {
    timeout: 120_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'a', name: 'A', tasks: [t('a-1'), t('a-2', { dependsOn: ['a-1'] })] },
        { id: 'b', name: 'B', tasks: [t('b-1'), t('b-2', { dependsOn: ['b-1'] })] },
      ],
    };
    const flow = await startFlow({ files: { 'implementation.json': handFormatted(p) }, gates: [] });
    try {
      expectGreen(await flow.run());
      expectGreen(await flow.run());
      // Neighbouring specs, both appended their progress and edited the plan: GitHub's merge has no
      // merge drivers, so only edits that touch separate lines merge.
      flow.mergePull('ralph/a');
      flow.mergePull('ralph/b');
      expect(Object.values(statuses(remotePlan(flow.remote, 'main')))).toEqual(Array(4).fill('completed'));
    } finally {
      await flow.close();
    }
  });
});

describe('one task job per spec, one writer', () => {
  it('records eight task jobs of one run and loses none', { timeout: 120_000 }, async () => {
    const specs = Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, tasks: [t(`s${i}-1`)] }));
    const flow = await startFlow({
      files: { 'implementation.json': planJson({ version: 1, agent: AGENT, specs }) },
      gates: [],
    });
    try {
      const r = await flow.run('workflow_dispatch', { 'max-parallel': '8' });
      expectGreen(r);
      expect(legs(r)).toHaveLength(8);
      for (let i = 0; i < 8; i++)
        expect(statuses(remotePlan(flow.remote, `ralph/s${i}`))[`s${i}-1`]).toBe('completed');
    } finally {
      await flow.close();
    }
  });

  it('keeps a push someone made to the spec branch while the task job ran', { timeout: 90_000 }, async () => {
    const p: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'k', tasks: [t('k-1'), t('k-2', { dependsOn: ['k-1'] }), t('k-3', { dependsOn: ['k-2'] })] },
      ],
    };
    const flow = await startFlow({ files: { 'implementation.json': planJson(p) }, gates: [] });
    try {
      expectGreen(await flow.run()); // k-1 on ralph/k
      const scripts = sharedDir('ralph-script-');
      // While k-2's job runs, a person pushes to ralph/k.
      const push = join(scripts, 'push.sh');
      writeFileSync(
        push,
        `set -e; d=$(mktemp -d); git clone -q ${flow.remote} $d/ws; cd $d/ws; git checkout -q ralph/k; echo mine > person.md; git add person.md; git -c user.name=P -c user.email=p@x commit -qm person; git push -q origin ralph/k\n`,
      );
      const before = git(flow.remote, 'rev-parse', 'ralph/k');
      flow.runner.options.beforeJob = ({ id }) => {
        if (id === 'finalize') execFileSync('bash', [push]);
      };
      const run = await flow.run();
      flow.runner.options.beforeJob = undefined;
      expectGreen(run);
      const files = git(flow.remote, 'ls-tree', '--name-only', 'ralph/k').split('\n');
      expect(files).toEqual(expect.arrayContaining(['person.md', 'k-1.txt', 'k-2.txt']));
      // The person's commit is kept under Ralph's, which was replayed onto it.
      expect(git(flow.remote, 'log', '--format=%s', 'ralph/k').split('\n')).toEqual([
        'ralph(k): complete k-2',
        'person',
        'ralph(k): complete k-1',
        'initial',
      ]);
      expect(git(flow.remote, 'rev-list', 'ralph/k')).toContain(before);
    } finally {
      await flow.close();
    }
  });
});
