// The CI flow end to end (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #trust, #tests): the workflow `ralph init` writes, run by the
// runner emulation (test/support/runner.ts) the way GitHub runs it, trigger by trigger and run
// after run: the schedule job, one task job per matrix entry (no write token), the writer job;
// against a real bare git remote and the local GitHub server that validates every request, with
// scripted agents as real processes.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { runStep } from './support/action-runner.js';
import { startGitHttpServer } from './support/git-http-server.js';
import {
  expectGreen,
  type Flow,
  type FlowOptions,
  failures,
  REPO_ROOT,
  sharedDir,
  sharedScript,
  startFlow,
  withFlow,
} from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import type { RunResult } from './support/runner.js';
import { scriptedAgent } from './support/scripted-agent.js';

const AGENT = scriptedAgent();

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

describe('the workflow, run after run', () => {
  let flow: Flow;
  let prompts: string;

  beforeAll(async () => {
    prompts = sharedDir('ralph-prompts-', true);
    const script = sharedScript({
      'api-2': [
        { write: { 'api-2.txt': 'BUG' } },
        // The retry keeps what its tree held when it started, then fixes the file.
        {
          sh: `{ cat api-2.txt 2>/dev/null || echo absent; } > "$AGENT_PROMPTS/api-2.2.seen"; printf fixed > api-2.txt`,
        },
      ],
      'docs-2': [{ marker: 'blocked:the docs site needs a login' }],
    });
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
    expect(legs(r1).map((j) => j.step('record').outputs['record-state'])).toEqual([
      'attempt',
      'attempt',
      'attempt',
    ]);
    // The task jobs could write nothing; only the writer could.
    for (const j of legs(r1)) expect(j.scopes).toEqual({ contents: 'read', actions: 'read' });
    expect(r1.job('finalize').scopes).toMatchObject({ contents: 'write', 'pull-requests': 'write' });
    // No task is blocked: the writer never asks which account its token acts as (GET /user,
    // which GitHub refuses a GITHUB_TOKEN).
    const writerTokens = new Set(
      [...flow.runner.tokens.values()].filter((t) => t.job === 'finalize').map((t) => t.token),
    );
    expect(writerTokens.size).toBe(1);
    expect(
      flow.server.state.requests.filter((q) => q.path.endsWith('/user') && writerTokens.has(q.token ?? '')),
    ).toEqual([]);
    expect(statuses(remotePlan(remote, 'ralph/api'))['api-1']).toBe('completed');
    expect(statuses(remotePlan(remote, 'main'))['api-1']).toBe('pending'); // progress travels on the spec branch
    // Each attempt records who ran it and the size of its prompt, for `ralph report`.
    const api1 = remotePlan(remote, 'ralph/api').specs[0]!.tasks[0]!.attempts![0]!;
    expect(api1).toMatchObject({ provider: 'command' });
    expect(api1.promptBytes).toBeGreaterThan(500);
    // The writer's summary draws the plan and measures it.
    const summary1 = r1.job('finalize').step('finalize').summary;
    expect(summary1).toMatch(/### Graph\n\n```mermaid\nflowchart LR\n/);
    expect(summary1).toContain('### Metrics');
    expect(summary1).toMatch(/\| overall \| \d+ \| 3 \|/);
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
    ).toMatch(
      /Gate check failed \(exit 4\) in [\d.]+s: `node check\.mjs`: BUG found in \S+\.txt\. Its output is in this step's log\./,
    );
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
    // What the blocked task holds up, drawn.
    expect(comments[0]!.body).toContain('**What it holds up:**');

    // "Re-run failed jobs": the red api-2 job runs again, finds its attempt recorded, runs no
    // agent and turns green; the writer runs again and changes nothing.
    const refsAfter2 = refs(remote);
    const rerun2 = await flow.runner.rerunFailed(r2);
    expectGreen(rerun2);
    expect(task(rerun2, 'api-2').attempt).toBe(2);
    expect(task(rerun2, 'api-2').step('run').outputs.outcome).toBe('recorded');
    expect(task(rerun2, 'api-2').step('record').outputs['record-state']).toBe('already-recorded');
    expect(task(rerun2, 'api-2').step('gate-check').outcome).toBe('skipped');
    expect(refs(remote)).toBe(refsAfter2);
    expect(existsSync(join(prompts, 'api-2.2.md'))).toBe(false); // no second agent run
    // The re-run uploaded nothing over the attempt's artifact: the retry context is still there.
    const kept = flow.runner.artifacts.all.filter((a) => a.name === 'ralph-attempt-api-api-2-1');
    expect(kept).toHaveLength(1);
    expect(existsSync(join(kept[0]!.dir, 'retry', 'api-2.json'))).toBe(true);
    // ... and the failed attempt's work, as a patch against its start commit.
    expect(readFileSync(join(kept[0]!.dir, 'retry', 'api-2.patch'), 'utf8')).toMatch(
      /^diff --git a\/api-2\.txt b\/api-2\.txt\nnew file mode 100644\n[\s\S]*\n\+BUG\n/,
    );
    expect(existsSync(join(kept[0]!.dir, 'gates', 'check.log'))).toBe(true);

    // Run 3: the retry of api-2 gets the first attempt's gate output, from its artifact.
    const r3 = await flow.run();
    expectGreen(r3);
    expect(legs(r3).map((j) => `${j.matrix?.task}#${j.matrix?.attempt}`)).toEqual(['api-2#2']);
    expect(task(r3, 'api-2').matrix?.['retry-artifact']).toBe('ralph-attempt-api-api-2-1');
    expect(task(r3, 'api-2').step('Previous attempt').outcome).toBe('success');
    const retryPrompt = readFileSync(join(prompts, 'api-2.2.md'), 'utf8');
    expect(retryPrompt).toContain('BUG found in api-2.txt');
    expect(retryPrompt).toContain('node check.mjs');
    // It went on from attempt 1's work: the patch from the artifact was in its tree, and it says so.
    expect(readFileSync(join(prompts, 'api-2.2.seen'), 'utf8')).toBe('BUG');
    expect(retryPrompt).toContain("Your previous attempt's changes are in the work tree");
    expect(retryPrompt).toMatch(/What it changed \(in the work tree now\):\n\n```\n\s*api-2\.txt \| 1 \+\n/);
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
    await withFlow(
      {
        files: { 'implementation.json': handFormatted(p), 'README.md': 'x\n' },
        gates: [],
      },
      async (flow) => {
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
      },
    );
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
    await withFlow({ files: { 'implementation.json': handFormatted(p) }, gates: [] }, async (flow) => {
      expectGreen(await flow.run());
      expectGreen(await flow.run());
      // Neighbouring specs, both appended their progress and edited the plan: GitHub's merge has no
      // merge drivers, so only edits that touch separate lines merge.
      flow.mergePull('ralph/a');
      flow.mergePull('ralph/b');
      expect(Object.values(statuses(remotePlan(flow.remote, 'main')))).toEqual(Array(4).fill('completed'));
    });
  });
});

describe('one task job per spec, one writer', () => {
  it('records eight task jobs of one run and loses none', { timeout: 120_000 }, async () => {
    const specs = Array.from({ length: 8 }, (_, i) => ({ id: `s${i}`, tasks: [t(`s${i}-1`)] }));
    await withFlow(
      {
        files: { 'implementation.json': planJson({ version: 1, agent: AGENT, specs }) },
        gates: [],
      },
      async (flow) => {
        const r = await flow.run('workflow_dispatch', { 'max-parallel': '8' });
        expectGreen(r);
        expect(legs(r)).toHaveLength(8);
        for (let i = 0; i < 8; i++)
          expect(statuses(remotePlan(flow.remote, `ralph/s${i}`))[`s${i}-1`]).toBe('completed');
      },
    );
  });

  it('keeps a push someone made to the spec branch while the task job ran', { timeout: 90_000 }, async () => {
    const p: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'k', tasks: [t('k-1'), t('k-2', { dependsOn: ['k-1'] }), t('k-3', { dependsOn: ['k-2'] })] },
      ],
    };
    await withFlow({ files: { 'implementation.json': planJson(p) }, gates: [] }, async (flow) => {
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
    });
  });
});

describe('a remote that wants a token', () => {
  it("pushes with the writer job's token only, never on a command line nor in .git/config", {
    timeout: 120_000,
  }, async () => {
    const p: Plan = { version: 1, agent: AGENT, specs: [{ id: 'h', name: 'H', tasks: [t('h-1')] }] };
    let http: Awaited<ReturnType<typeof startGitHttpServer>> | undefined;
    const writers: string[] = [];
    const flow = await startFlow({
      files: { 'implementation.json': planJson(p) },
      gates: [],
      remoteUrl: async (bare) => {
        http = await startGitHttpServer(bare, 'no-such-token');
        return http.repoUrl;
      },
      runner: () => ({
        serverUrl: http!.url,
        // As GitHub: a job's token may push when its permissions grant contents: write.
        onToken: (info) => {
          if (info.scopes.contents === 'write') {
            http!.addToken(info.token);
            writers.push(info.token);
          }
        },
      }),
    });
    // What any process on the machine could read while the writer pushes: every command line.
    const seen = { git: 0, leaks: [] as string[] };
    const scan = () => {
      for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
        let cmdline = '';
        try {
          cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          continue;
        }
        if (/\bgit\b/.test(cmdline) && /push|fetch|remote-http/.test(cmdline)) seen.git++;
        for (const tok of writers)
          if (
            cmdline.includes(tok) ||
            cmdline.includes(Buffer.from(`x-access-token:${tok}`).toString('base64'))
          )
            seen.leaks.push(cmdline.replace(/\0/g, ' '));
      }
    };
    let timer: NodeJS.Timeout | undefined;
    flow.runner.options.beforeJob = ({ id }) => {
      if (id === 'finalize') timer = setInterval(scan, 5);
    };
    try {
      const run = await flow.run();
      clearInterval(timer);
      expectGreen(run);
      expect(git(flow.remote, 'log', '-1', '--format=%s', 'ralph/h')).toBe('H');
      // Only the writer's token pushed commits (and the commands job's, its mark of how far it
      // read: refs/ralph/commands-seen); the task job's read token was never sent.
      const auth = (job: string) =>
        `basic ${Buffer.from(`x-access-token:${run.job(job).token}`).toString('base64')}`;
      expect(new Set(http!.pushAuth())).toEqual(new Set([auth('commands'), auth('finalize')]));
      expect(seen.git).toBeGreaterThan(0);
      expect(seen.leaks).toEqual([]);
      for (const job of run.jobs) {
        const config = join(job.workspace, '.git', 'config');
        if (existsSync(config))
          expect(readFileSync(config, 'utf8')).not.toMatch(/extraheader|AUTHORIZATION/i);
      }
      // And a push without a token is refused, so the token did the work.
      const ws = join(sharedDir('ralph-intruder-'), 'ws');
      git(join(ws, '..'), 'clone', '--quiet', http!.repoUrl, ws);
      git(ws, 'checkout', '--quiet', '-b', 'intruder');
      expect(() => git(ws, 'push', '--quiet', 'origin', 'intruder')).toThrow();
    } finally {
      clearInterval(timer);
      await flow.close();
      await http?.close();
    }
  });
});

describe('the task job outside its matrix', () => {
  it('refuses a task input that is not the schedule job’s matrix entry, naming the input and the fix', async () => {
    const ws = join(sharedDir('ralph-ws-'), 'ws');
    git(join(ws, '..'), 'init', '--quiet', ws);
    writeFileSync(join(ws, 'implementation.json'), planJson(plan()));
    for (const [task, message] of [
      ['', "needs the input 'task': the matrix entry"],
      ['{"spec":"../x"}', "The input 'task' is not a Ralph matrix entry"],
      [JSON.stringify({ ...matrixEntry(), branch: 'main' }), 'names the branch main, not ralph/api'],
    ] as const) {
      const r = await runStep({ command: 'run', task }, { workspace: ws });
      expect(r.exitCode).toBe(1);
      expect(r.stdout).toContain(message);
    }
    expect(git(ws, 'branch', '--list')).toBe('');
  });
});

function matrixEntry() {
  return {
    spec: 'api',
    task: 'api-1',
    attempt: 1,
    branch: 'ralph/api',
    base: 'main',
    start: 'a'.repeat(40),
    'base-sha': 'a'.repeat(40),
    'max-turns': 50,
    'timeout-minutes': 10,
    artifact: 'ralph-attempt-api-api-1-1',
    'retry-artifact': '',
    'retry-run-id': '',
  };
}

describe('the shipped workflow, .github/workflows/ralph.yml itself', () => {
  it('runs a spec to its pull request on schedule, and does nothing on a dry-run dispatch', {
    timeout: 120_000,
  }, async () => {
    // A stand-in for the Claude Code CLI: does the task's work, then prints the real CLI's
    // stream-json bytes (test/fixtures/transcripts) and exits as it did. It does not model
    // the CLI's own behaviour beyond that transcript.
    const bin = sharedDir('ralph-bin-');
    const transcript = join(bin, 'success.stream-json.jsonl');
    writeFileSync(
      transcript,
      readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'transcripts', 'claude', 'success.stream-json.jsonl')),
    );
    writeFileSync(
      join(bin, 'claude'),
      `#!/bin/sh\necho "work of $RALPH_TASK_ID" > "$RALPH_TASK_ID.txt"\nexec ${process.execPath} ${join(import.meta.dirname, 'agents', 'fake-cli.mjs')} "$@"\n`,
      { mode: 0o755 },
    );
    const p: Plan = {
      version: 1,
      gates: [
        { name: 'typecheck', command: 'true' },
        { name: 'lint', command: 'true' },
        { name: 'test', command: '[ -n "$RALPH_BASELINE" ] || test -f s-1.txt' },
      ],
      specs: [{ id: 's', name: 'S', tasks: [t('s-1')] }],
    };
    const installs: string[] = [];
    // A project `npm ci` can install offline: no dependencies.
    const pkg = { name: 'shipped', version: '1.0.0', private: true };
    const lock = {
      name: 'shipped',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': pkg },
    };
    await withFlow(
      {
        files: {
          'implementation.json': planJson(p),
          'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
          'package-lock.json': `${JSON.stringify(lock, null, 2)}\n`,
        },
        gates: p.gates!,
        workflow: readFileSync(join(REPO_ROOT, '.github', 'workflows', 'ralph.yml'), 'utf8'),
        env: { AGENT_TRANSCRIPT: transcript },
        runner: {
          secrets: { ANTHROPIC_API_KEY: 'sk-test' },
          // The two steps that need the network: the project's install (this repository has no
          // package.json) and the agent CLI's, which puts the stand-in on PATH instead.
          replaceRun: ({ run }) => {
            installs.push(run);
            if (run === 'npm ci') return 'true';
            if (run.startsWith('npm install -g @anthropic-ai/claude-code'))
              return `echo "${bin}" >> "$GITHUB_PATH"`;
            return undefined;
          },
        },
      },
      async (flow) => {
        const dry = await flow.run('workflow_dispatch', { 'dry-run': true });
        expectGreen(dry);
        expect(dry.results).toMatchObject({ schedule: 'success', task: 'skipped', finalize: 'skipped' });

        const r = await flow.run('schedule');
        expectGreen(r);
        const leg = task(r, 's-1');
        // The leg's agent comes from its matrix entry: the plan names none, so the default.
        expect(leg.matrix).toMatchObject({ provider: 'claude', model: '' });
        expect(leg.step('run').inputs?.agent).toBe(''); // the action's default: no input
        expect(leg.step('run').env.ANTHROPIC_API_KEY).toBe('sk-test');
        expect(leg.step('run').outputs.outcome).toBe('done');
        expect(['gate-typecheck', 'gate-lint', 'gate-test'].map((id) => leg.step(id).outcome)).toEqual([
          'success',
          'success',
          'success',
        ]);
        expect(installs).toEqual(['npm install -g @anthropic-ai/claude-code']);
        // npm ci runs the spec branch's install scripts: as the agent user, through Ralph.
        expect(leg.step('Install dependencies').stdout).toMatch(/\$ npm ci {2}\(as ralph-agent/);
        expect(git(flow.remote, 'log', '-1', '--format=%s', 'ralph/s')).toBe('S');
        // What the CLI reported travels through the attempt artifact into the plan.
        const attempt = remotePlan(flow.remote, 'ralph/s').specs[0]!.tasks[0]!.attempts![0]!;
        expect(attempt).toMatchObject({ turns: 2, costUsd: expect.any(Number) });
        expect(attempt.inputTokens).toBeGreaterThan(0);
        expect(attempt.outputTokens).toBeGreaterThan(0);
        expect(flow.server.state.pulls.map((x) => x.head)).toEqual(['ralph/s']);
        // The public log shows the transcript's last lines, not all of it.
        expect(leg.step('run').stdout).toContain("The agent's output is in the attempt artifact");
        expect(leg.step('run').stdout).toContain('Read /home/runner/work/app/app/notes.txt');
        expect(leg.step('run').stdout).not.toContain('"type":"assistant"');
        flow.server.assertNoViolations();
      },
    );
  });
});

describe('the writer when GitHub refuses or fails', () => {
  /** Two specs: one finishes (a pull request to open), one is blocked (a comment to post). */
  function twoSpecs(): FlowOptions {
    const script = sharedScript({ 'b-1': [{ marker: 'blocked:needs a person' }] });
    const p: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'a', name: 'A', tasks: [t('a-1')] },
        { id: 'b', name: 'B', tasks: [t('b-1'), t('b-2')] },
      ],
    };
    return { files: { 'implementation.json': planJson(p) }, gates: [], env: { AGENT_SCRIPT: script } };
  }

  it('goes on after a refused pull request: the comment, the summary and the dispatch, then fails naming it', {
    timeout: 90_000,
  }, async () => {
    await withFlow(twoSpecs(), async (flow) => {
      flow.server.failNext(
        { method: 'POST', path: /\/pulls$/ },
        {
          // GitHub's answer while the repository does not allow it (403s are not retried).
          status: 403,
          kind: 'error',
          message: 'GitHub Actions is not permitted to create or approve pull requests.',
        },
      );
      const r = await flow.run();
      const fin = r.job('finalize');
      expect(fin.result).toBe('failure');
      const errors = fin
        .step('finalize')
        .annotations.map((a) => a.message)
        .join('\n');
      expect(errors).toContain('1 write failed; the others were done');
      expect(errors).toContain('open or update the pull request of ralph/a');
      expect(errors).toContain('Allow GitHub Actions to create and approve pull requests');
      // Everything else was written: the blocked task's comment, the dispatch, the summary.
      expect(flow.server.state.comments.filter((c) => c.body.includes('b-1'))).toHaveLength(1);
      expect(flow.server.state.dispatches).toHaveLength(1);
      expect(fin.step('finalize').summary).toContain('### Failed');
      expect(fin.step('finalize').summary).toContain('### Blocked tasks');
      // The spec's one commit is there; once allowed, re-running the writer opens the pull request.
      expect(git(flow.remote, 'log', '-1', '--format=%s', 'ralph/a')).toBe('A');
      const again = await flow.runner.rerunJob(r, 'finalize');
      expectGreen(again);
      expect(flow.server.state.pulls.map((x) => x.head)).toEqual(['ralph/a']);
    });
  });

  it('retries a 500 and a secondary rate limit, and writes once', { timeout: 90_000 }, async () => {
    await withFlow(twoSpecs(), async (flow) => {
      flow.server.failNext({ method: 'POST', path: /\/pulls$/ }, { status: 500 });
      flow.server.failNext({ method: 'GET', path: /\/pulls$/ }, { status: 429, retryAfter: 1 });
      const r = await flow.run();
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const posts = flow.server.state.requests.filter(
        (q) => q.method === 'POST' && q.path.endsWith('/pulls'),
      );
      expect(posts.map((q) => q.status)).toEqual([500, 201]);
      expect(flow.server.state.pulls).toHaveLength(1);
    });
  });
});

describe('a task that keeps failing', () => {
  it("is blocked when its budget is spent, and commented on in the spec's own issue", {
    timeout: 90_000,
  }, async () => {
    const p: Plan = {
      version: 1,
      gates: [{ name: 'never', command: '[ -n "$RALPH_BASELINE" ] || { echo "still red"; exit 1; }' }],
      agent: { ...AGENT, maxAttempts: 2 },
      specs: [{ id: 'f', name: 'F', issue: 1, tasks: [t('f-1')] }],
    };
    await withFlow({ files: { 'implementation.json': planJson(p) }, gates: p.gates! }, async (flow) => {
      expect(flow.server.addIssue({ title: 'Spec F' }).number).toBe(1);
      const first = await flow.run();
      expect(task(first, 'f-1').step('record').outputs.outcome).toBe('gate_failed');
      expect(statuses(remotePlan(flow.remote, 'ralph/f'))['f-1']).toBe('failed');
      const second = await flow.run();
      expect(task(second, 'f-1').matrix?.attempt).toBe(2);
      const f1 = remotePlan(flow.remote, 'ralph/f').specs[0]!.tasks[0]!;
      expect(f1.status).toBe('blocked');
      expect(f1.blockedReason).toContain('retry budget spent (2 of 2 attempts)');
      const comments = flow.server.state.comments.filter((c) => c.issueNumber === 1);
      expect(comments).toHaveLength(1);
      expect(comments[0]!.body).toContain('retry budget spent');
      expect(comments[0]!.body).toContain('ralph-attempt-f-f-1-2');
      expect(flow.server.state.issues).toHaveLength(1); // the spec names its issue: none of Ralph's own
      const third = await flow.run();
      expect(third.results.task).toBe('skipped');
      flow.server.assertNoViolations();
    });
  });
});

describe('what the writer cannot record', () => {
  it('records an attempt whose push GitHub refuses as rejected, with the plan alone', {
    timeout: 90_000,
  }, async () => {
    const script = sharedScript({ 'g-1': [{ write: { 'big.bin': 'pretend this is 120 MB' } }] });
    const p: Plan = { version: 1, agent: AGENT, specs: [{ id: 'g', name: 'G', tasks: [t('g-1')] }] };
    await withFlow(
      {
        files: { 'implementation.json': planJson(p) },
        gates: [],
        env: { AGENT_SCRIPT: script },
      },
      async (flow) => {
        // A stand-in for GitHub's push rules (GH001, a file over 100 MB): a pre-receive hook that
        // refuses any push holding big.bin.
        const hook = join(flow.remote, 'hooks', 'pre-receive');
        writeFileSync(
          hook,
          '#!/bin/sh\nwhile read old new ref; do\n  if git ls-tree -r --name-only "$new" 2>/dev/null | grep -qx big.bin; then\n    echo "remote: error: GH001: Large files detected." >&2; exit 1\n  fi\ndone\n',
          { mode: 0o755 },
        );
        const r = await flow.run();
        expect(r.job('finalize').result, failures(r)).toBe('success');
        const g1 = remotePlan(flow.remote, 'ralph/g').specs[0]!.tasks[0]!;
        expect(g1.attempts![0]).toMatchObject({ number: 1, outcome: 'rejected' });
        expect(g1.attempts![0]!.summary).toContain('GitHub refused the push');
        expect(git(flow.remote, 'ls-tree', '-r', '--name-only', 'ralph/g')).not.toContain('big.bin');
      },
    );
  });

  it('records no attempt for a task job that stopped before its agent ran, and fails naming it', {
    timeout: 90_000,
  }, async () => {
    // A workflow that runs the command agent on every leg (an `agent: command` input, over the
    // plan's routing), and neither the workflow nor the plan gives a command: a configuration
    // error, not the agent's failure. (A plan that says provider "command" without one is
    // refused by validate, so the schedule job would stop first.)
    const p: Plan = {
      version: 1,
      agent: { provider: 'claude' },
      specs: [{ id: 'c', name: 'C', tasks: [t('c-1')] }],
    };
    const workflow = renderWorkflow({ gates: [], agent: 'command' }).replace(
      '          command: run\n',
      '          command: run\n          agent: command\n',
    );
    expect(workflow).toContain('          agent: command\n');
    await withFlow({ files: { 'implementation.json': planJson(p) }, gates: [], workflow }, async (flow) => {
      const r = await flow.run();
      const leg = task(r, 'c-1');
      expect(leg.step('run').outcome).toBe('failure');
      expect(
        leg
          .step('run')
          .annotations.map((a) => a.message)
          .join('\n'),
      ).toContain("The 'command' agent of c-1 (set by the command line) needs a command line");
      const fin = r.job('finalize');
      expect(fin.result).toBe('failure');
      expect(
        fin
          .step('finalize')
          .annotations.map((a) => a.message)
          .join('\n'),
      ).toContain('the task job stopped before the agent ran');
      expect(git(flow.remote, 'branch', '--list')).toBe('* main'); // nothing recorded, no branch
      expect(flow.server.state.dispatches).toHaveLength(0);
    });
  });
});

describe("the task job's retry: the previous attempt's patch", () => {
  /** A workspace whose api-1 failed once, and the previous attempt's artifact as the workflow downloads it. */
  function retryJob(patch: (dir: string) => void, retry?: 'fresh') {
    const p: Plan = {
      version: 1,
      gates: [{ name: 't', command: 'true' }],
      agent: { ...AGENT, ...(retry ? { retry } : {}) },
      specs: [
        {
          id: 'api',
          tasks: [
            t('api-1', {
              status: 'failed',
              attempts: [
                { number: 1, outcome: 'gate_failed', gate: 't', summary: 'gate "t" exited 1:\nFAIL' },
              ],
            }),
          ],
        },
      ],
    };
    const ws = join(sharedDir('ralph-ws-'), 'ws');
    git(join(ws, '..'), 'init', '--quiet', '--initial-branch=main', ws);
    writeFileSync(join(ws, 'implementation.json'), planJson(p));
    writeFileSync(join(ws, 'README.md'), '# demo\n');
    git(ws, 'add', '-A');
    git(ws, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'plan');
    const head = git(ws, 'rev-parse', 'HEAD');
    // The previous attempt's artifact: its retry context and a patch made the way `record` makes it.
    const temp = sharedDir('ralph-temp-');
    const retryDir = join(temp, 'ralph', 'previous', 'retry');
    const scratch = join(sharedDir('ralph-patch-'), 'repo');
    git(join(scratch, '..'), 'clone', '--quiet', ws, scratch);
    patch(scratch);
    git(scratch, 'add', '-A');
    const diff = execFileSync('git', ['diff', '--cached', '--binary', '--full-index', '--no-renames'], {
      cwd: scratch,
    });
    execFileSync('mkdir', ['-p', retryDir]);
    writeFileSync(join(retryDir, 'api-1.patch'), diff);
    writeFileSync(
      join(retryDir, 'api-1.json'),
      JSON.stringify({ attempt: 1, agentOutcome: 'done', diffSummary: 'x' }),
    );
    const prompts = sharedDir('ralph-prompts-', true);
    const script = sharedScript({
      'api-1': [
        {
          sh: `{ cat half.txt 2>/dev/null || echo absent; ls .github 2>/dev/null || echo no-github; } > "$AGENT_PROMPTS/api-1.seen"`,
        },
      ],
    });
    const entry = {
      ...matrixEntry(),
      attempt: 2,
      start: head,
      'base-sha': head,
      artifact: 'ralph-attempt-api-api-1-2',
      'retry-artifact': 'ralph-attempt-api-api-1-1',
    };
    return {
      ws,
      prompts,
      run: () =>
        runStep(
          { command: 'run', task: JSON.stringify(entry), 'agent-user': 'false' },
          {
            workspace: ws,
            env: { RUNNER_TEMP: temp, AGENT_SCRIPT: script, AGENT_PROMPTS: prompts },
          },
        ),
    };
  }

  it('applies it onto the start commit before the agent, and the prompt says the work is in the tree', async () => {
    const job = retryJob((dir) => writeFileSync(join(dir, 'half.txt'), 'the first half\n'));
    const r = await job.run();
    expect(r.exitCode, r.stdout).toBe(0);
    expect(r.stdout).toContain("Attempt 2 starts from attempt 1's changes (its patch applied).");
    expect(readFileSync(join(job.prompts, 'api-1.seen'), 'utf8')).toBe('the first half\nno-github\n');
    expect(readFileSync(join(job.prompts, 'api-1.2.md'), 'utf8')).toContain(
      "Your previous attempt's changes are in the work tree",
    );
  });

  it('refuses one that fails the patch rules (a protected path), and the agent starts from the commit', async () => {
    const job = retryJob((dir) => {
      writeFileSync(join(dir, 'half.txt'), 'the first half\n');
      execFileSync('mkdir', ['-p', join(dir, '.github', 'workflows')]);
      writeFileSync(join(dir, '.github', 'workflows', 'evil.yml'), 'on: push\n');
    });
    const r = await job.run();
    expect(r.exitCode, r.stdout).toBe(0);
    expect(r.stdout).toContain(
      "attempt 1's changes were not carried over: the change to .github/workflows/evil.yml is refused: a protected path",
    );
    expect(readFileSync(join(job.prompts, 'api-1.seen'), 'utf8')).toBe('absent\nno-github\n');
    expect(readFileSync(join(job.prompts, 'api-1.2.md'), 'utf8')).toContain('The work tree was reset');
  });

  it('with agent.retry "fresh" leaves it, and says the work tree was reset', async () => {
    const job = retryJob((dir) => writeFileSync(join(dir, 'half.txt'), 'the first half\n'), 'fresh');
    const r = await job.run();
    expect(r.exitCode, r.stdout).toBe(0);
    expect(r.stdout).toContain('(agent.retry is "fresh")');
    expect(readFileSync(join(job.prompts, 'api-1.seen'), 'utf8')).toBe('absent\nno-github\n');
    expect(readFileSync(join(job.prompts, 'api-1.2.md'), 'utf8')).toContain(
      "The work tree was reset to the task's start: your previous attempt's changes are gone. Do the task again",
    );
  });
});
