// The CI-native flow end to end (DESIGN.md C6, C7, C10): the bundled action chained
// schedule -> run -> gate -> record -> finalize over several simulated workflow runs, against
// a real bare git remote and the local GitHub server, with scripted agents.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan.js';
import { runStep } from './support/action-runner.js';
import { startGitHttpServer } from './support/git-http-server.js';
import { type GitHubServer, startGitHubServer } from './support/github-server.js';
import { cloneFresh, git, makeRemote, makeRepo, planJson, tempDir } from './support/repo.js';
import { WorkflowSim } from './support/workflow-sim.js';

const SCRIPTED = join(import.meta.dirname, 'agents', 'scripted.mjs');

const CHECK = `import { readdirSync, readFileSync } from 'node:fs';
for (const f of readdirSync('.').filter((f) => f.endsWith('.txt'))) {
  if (readFileSync(f, 'utf8').includes('BUG')) { console.log('BUG found in ' + f); process.exit(4); }
}
console.log('no bugs');
`;

function plan(): Plan {
  const t = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    description: `Write ${id}.txt`,
    status: 'pending' as const,
    ...extra,
  });
  return {
    version: 1,
    'x-team': 'platform', // a key Ralph does not know: it must survive every write
    gates: [{ name: 'check', command: 'node check.mjs' }],
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

function remotePlan(remote: string, branch: string): Plan {
  return JSON.parse(git(remote, 'show', `${branch}:implementation.json`)) as Plan;
}

function statuses(p: Plan): Record<string, string> {
  return Object.fromEntries(p.specs.flatMap((s) => s.tasks.map((t) => [t.id, t.status])));
}

/** What a person does when they merge a spec's pull request. */
function mergePull(remote: string, server: GitHubServer, branch: string): void {
  const ws = cloneFresh(remote);
  git(ws, 'merge', '--no-ff', '--quiet', '-m', `Merge ${branch}`, `origin/${branch}`);
  git(ws, 'push', '--quiet', 'origin', 'main');
  const pr = server.state.pulls.find((p) => p.head === branch && p.state === 'open');
  if (pr) server.mergePull(pr.number);
}

describe('the workflow, run after run', () => {
  let server: GitHubServer;
  let remote: string;
  let sim: WorkflowSim;
  let prompts: string;

  beforeAll(async () => {
    const work = makeRepo({
      'implementation.json': planJson(plan()),
      'check.mjs': CHECK,
      'README.md': '# demo\n',
    });
    remote = makeRemote(work).remote;
    // With the repository, the server also checks branches exist and have commits for a PR.
    server = await startGitHubServer({ owner: 'octo', repo: 'demo', git: remote });
    prompts = tempDir('ralph-prompts-');
    const script = join(tempDir(), 'script.json');
    writeFileSync(
      script,
      JSON.stringify({
        'api-2': [{ write: { 'api-2.txt': 'BUG' } }, { write: { 'api-2.txt': 'fixed' } }],
        'docs-2': [{ marker: 'blocked:the docs site needs a login' }],
      }),
    );
    sim = new WorkflowSim(remote, server, {
      agentCommand: `node ${SCRIPTED}`,
      gates: ['check'],
      // Credentials a runner has: none may reach the agent.
      env: {
        AGENT_SCRIPT: script,
        AGENT_PROMPTS: prompts,
        GITHUB_TOKEN: 'leak-1',
        ACTIONS_RUNTIME_TOKEN: 'leak-2',
      },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('advances the plan one wave per run until every spec has its pull request', {
    timeout: 120_000,
  }, async () => {
    // Run 1: the first task of each spec, in parallel.
    const r1 = await sim.run();
    expect(r1.jobs.map((j) => j.entry.task).sort()).toEqual(['api-1', 'cli-1', 'docs-1']);
    expect(r1.jobs.every((j) => j.record.outputs.outcome === 'completed')).toBe(true);
    expect(statuses(remotePlan(remote, 'ralph/api'))['api-1']).toBe('completed');
    expect(statuses(remotePlan(remote, 'main'))['api-1']).toBe('pending'); // progress travels on the spec branch
    expect(server.state.dispatches).toHaveLength(1); // work remains: the next run is dispatched

    // Run 2: api-2 fails its gate; cli-2 waits for api-1 to reach main; docs-2 is blocked.
    const r2 = await sim.run();
    expect(r2.jobs.map((j) => j.entry.task).sort()).toEqual(['api-2', 'docs-2']);
    const api2 = r2.jobs.find((j) => j.entry.task === 'api-2')!;
    expect(api2.gates[0]!.exitCode).toBe(1);
    expect(api2.gates[0]!.annotations.join('\n')).toContain('Gate check failed (exit 4)');
    expect(api2.record.outputs.outcome).toBe('failed');
    expect(api2.record.outputs['retry-artifact']).toBe('ralph-retry-api-2-1');
    expect(r2.jobs.find((j) => j.entry.task === 'docs-2')!.record.outputs.outcome).toBe('blocked');
    expect(r2.schedule.summary).toContain('waits on api-1 (completed, not yet merged)');

    const issue = server.state.issues.find((i) => i.labels.includes('ralph'));
    expect(issue?.title).toContain('Docs');
    const comments = server.state.comments.filter((c) => c.body.includes('docs-2'));
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('the docs site needs a login');

    // Run 3: the retry of api-2 gets the first attempt's gate output in its prompt.
    const r3 = await sim.run();
    expect(r3.jobs.map((j) => `${j.entry.task}#${j.entry.attempt}`)).toEqual(['api-2#2']);
    expect(r3.jobs[0]!.entry['retry-artifact']).toBe('ralph-retry-api-2-1');
    const retryPrompt = readFileSync(join(prompts, 'api-2.2.md'), 'utf8');
    expect(retryPrompt).toContain('BUG found in api-2.txt');
    expect(retryPrompt).toContain('node check.mjs');
    expect(readFileSync(join(prompts, 'api-2.1.md'), 'utf8')).not.toContain('BUG found');
    // The agent saw its task, and no token: not the job's, not the runner's, not the action's input.
    const agentEnv = JSON.parse(readFileSync(join(prompts, 'api-2.2.env.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(agentEnv).toMatchObject({ RALPH_TASK_ID: 'api-2', RALPH_ATTEMPT: '2', RALPH_SPEC_ID: 'api' });
    expect(JSON.stringify(agentEnv)).not.toMatch(/leak-|ghs_test/);
    expect(Object.keys(agentEnv).filter((k) => k.startsWith('INPUT_'))).toEqual([]);

    // Run 4: api-3 completes the API spec: one commit on main, and its pull request.
    const r4 = await sim.run();
    expect(r4.jobs.map((j) => j.entry.task)).toEqual(['api-3']);
    expect(git(remote, 'rev-list', '--count', 'main..ralph/api')).toBe('1');
    const apiCommit = git(remote, 'log', '-1', '--format=%B', 'ralph/api');
    expect(apiCommit.split('\n')[0]).toBe('API');
    expect(apiCommit).toContain('Ralph-Spec: api');
    expect(apiCommit).toMatch(/Ralph-Task: api-1\nRalph-Task: api-2\nRalph-Task: api-3/);
    const apiPlan = remotePlan(remote, 'ralph/api');
    expect(apiPlan.specs[0]!.status).toBe('completed');
    expect(apiPlan.specs[0]!.tasks[1]!.attempts!.map((a) => a.outcome)).toEqual(['gate_failed', 'passed']);
    // Only the API spec's entry changed on its branch.
    const mainPlan = remotePlan(remote, 'main');
    expect(apiPlan.specs.slice(1)).toEqual(mainPlan.specs.slice(1));
    expect({ ...apiPlan, specs: [] }).toEqual({ ...mainPlan, specs: [] });
    // Keys Ralph does not know survived every write on the way.
    expect(apiPlan['x-team']).toBe('platform');
    expect(apiPlan.specs[0]!.tasks[0]!['x-owner']).toBe('ada');

    const apiPr = server.state.pulls.find((p) => p.head === 'ralph/api')!;
    expect(apiPr.title).toBe('API');
    expect(apiPr.base).toBe('main');
    expect(apiPr.body).toMatch(/- \[x\] .*api-1/);
    expect(apiPr.body).toMatch(/- \[x\] .*api-3/);
    expect(JSON.parse(r4.finalize!.outputs['pull-requests']!)).toEqual([
      {
        spec: 'api',
        number: apiPr.number,
        url: expect.stringContaining(`/pull/${apiPr.number}`),
        action: 'opened',
      },
    ]);

    // Re-running finalize (a re-run of the job) squashes nothing again and writes nothing.
    const refs = () => git(remote, 'for-each-ref', '--format=%(refname) %(objectname)');
    const writes = () =>
      server.state.requests.filter((r) => r.method !== 'GET' && !r.path.includes('/dispatches')).length;
    const [refsBefore, writesBefore] = [refs(), writes()];
    const again = await sim.finalize(4);
    expect(again.exitCode).toBe(0);
    expect(JSON.parse(again.outputs['pull-requests']!)[0].action).toBe('unchanged');
    expect(refs()).toBe(refsBefore);
    expect(writes()).toBe(writesBefore);

    // A person merges the API pull request; now cli-2 may run.
    mergePull(remote, server, 'ralph/api');
    const r5 = await sim.run();
    expect(r5.jobs.map((j) => j.entry.task)).toEqual(['cli-2']);
    expect(git(remote, 'rev-list', '--count', 'main..ralph/cli')).toBe('1');
    expect(git(remote, 'log', '-1', '--format=%s', 'ralph/cli')).toBe('CLI');
    const cliPr = server.state.pulls.find((p) => p.head === 'ralph/cli')!;
    expect(cliPr.body).toMatch(/- \[x\] .*cli-2/);

    // Nothing is left to run: no job, no dispatch, no new pull request or comment.
    const dispatches = server.state.dispatches.length;
    const r6 = await sim.run();
    expect(r6.schedule.outputs['has-work']).toBe('false');
    expect(server.state.dispatches.length).toBe(dispatches);
    expect(server.state.pulls.filter((p) => p.head.startsWith('ralph/'))).toHaveLength(2);
    expect(server.state.comments.filter((c) => c.body.includes('docs-2'))).toHaveLength(1);

    // The two spec pull requests merge into main one after the other without a conflict.
    mergePull(remote, server, 'ralph/cli');
    const merged = remotePlan(remote, 'main');
    expect(statuses(merged)).toMatchObject({
      'api-3': 'completed',
      'cli-2': 'completed',
      'docs-2': 'pending',
    });
    expect(git(remote, 'show', 'main:PROGRESS.md')).toMatch(/## API[\s\S]*## CLI/);
    server.assertNoViolations();
  });

  it('changes nothing when a step or a whole run is re-run', { timeout: 60_000 }, async () => {
    const refs = () => git(remote, 'for-each-ref', '--format=%(refname) %(objectname)');
    const before = refs();
    // Writes to pull requests, issues, comments and labels (a dispatch of the next run is not one).
    const writes = () =>
      server.state.requests.filter((r) => r.method !== 'GET' && !r.path.includes('/dispatches')).length;
    const requests = writes();
    const again = await sim.finalize(99);
    expect(again.exitCode).toBe(0);
    expect(refs()).toBe(before);
    expect(writes()).toBe(requests);
    server.assertNoViolations();
  });
});

describe('recording', () => {
  it('loses no update when eight task jobs record at once on one remote', { timeout: 90_000 }, async () => {
    let server: GitHubServer | undefined;
    try {
      const specs = Array.from({ length: 8 }, (_, i) => ({
        id: `s${i}`,
        name: `Spec ${i}`,
        tasks: [{ id: `s${i}-1`, description: 'one', status: 'pending' as const }],
      }));
      const work = makeRepo({ 'implementation.json': planJson({ version: 1, specs }) });
      const { remote } = makeRemote(work);
      server = await startGitHubServer({ owner: 'octo', repo: 'demo', git: remote });
      const sim = new WorkflowSim(remote, server, { agentCommand: `node ${SCRIPTED}`, gates: [] });
      const run = await sim.run();
      expect(run.jobs).toHaveLength(8);
      for (let i = 0; i < 8; i++) {
        const p = remotePlan(remote, `ralph/s${i}`);
        expect(p.specs[i]!.tasks[0]!.status).toBe('completed');
        expect(p.specs[i]!.status).toBe('completed');
      }
      expect(server.state.pulls).toHaveLength(8);
      server.assertNoViolations();
    } finally {
      await server?.close();
    }
  });

  it('records an attempt once when its record step is re-run', { timeout: 60_000 }, async () => {
    const server = await startGitHubServer({ owner: 'octo', repo: 'demo' });
    try {
      const tasks = [{ id: 'r-1', description: 'r', status: 'pending' as const }];
      const work = makeRepo({
        'implementation.json': planJson({
          version: 1,
          gates: [{ name: 'no', command: 'exit 1' }],
          specs: [{ id: 'r', tasks }],
        }),
      });
      const { remote } = makeRemote(work);
      const sim = new WorkflowSim(remote, server, { agentCommand: `node ${SCRIPTED}`, gates: ['no'] });
      const job = await sim.job(1, {
        spec: 'r',
        task: 'r-1',
        attempt: 1,
        'retry-artifact': '',
        'retry-run-id': '',
      });
      expect(job.record.outputs.outcome).toBe('failed');
      const tip = git(remote, 'rev-parse', 'ralph/r');
      const again = await runStep(
        { command: 'record', 'spec-id': 'r', 'task-id': 'r-1' },
        { workspace: job.workspace, env: job.env, token: 't' },
      );
      expect(again.exitCode, again.stdout).toBe(0);
      expect(again.outputs.outcome).toBe('failed');
      expect(git(remote, 'rev-parse', 'ralph/r')).toBe(tip);
      expect(remotePlan(remote, 'ralph/r').specs[0]!.tasks[0]!.attempts).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('takes the new tip and records again when another job pushed to the same branch first', {
    timeout: 60_000,
  }, async () => {
    const server = await startGitHubServer({ owner: 'octo', repo: 'demo' });
    try {
      const tasks = ['a', 'b', 'c', 'd'].map((id) => ({ id, description: id, status: 'pending' as const }));
      const work = makeRepo({
        'implementation.json': planJson({ version: 1, specs: [{ id: 'one', tasks }] }),
      });
      const { remote } = makeRemote(work);
      const sim = new WorkflowSim(remote, server, { agentCommand: `node ${SCRIPTED}`, gates: [] });
      // Four jobs of the same spec at once (as with re-runs racing a scheduled run).
      const entries = tasks.map((t) => ({
        spec: 'one',
        task: t.id,
        attempt: 1,
        'retry-artifact': '',
        'retry-run-id': '',
      }));
      const jobs = await Promise.all(entries.map((e) => sim.job(1, e)));
      expect(jobs.map((j) => j.record.exitCode)).toEqual([0, 0, 0, 0]);
      const p = remotePlan(remote, 'ralph/one');
      expect(statuses(p)).toEqual({ a: 'completed', b: 'completed', c: 'completed', d: 'completed' });
      const files = git(remote, 'ls-tree', '--name-only', 'ralph/one').split('\n');
      expect(files).toEqual(expect.arrayContaining(['a.txt', 'b.txt', 'c.txt', 'd.txt']));
    } finally {
      await server.close();
    }
  });
});

describe('the GitHub API misbehaving', () => {
  async function completedSpec() {
    const work = makeRepo({
      'implementation.json': planJson({
        version: 1,
        specs: [{ id: 'x', name: 'X', tasks: [{ id: 'x-1', description: 'x', status: 'pending' }] }],
      }),
    });
    const { remote } = makeRemote(work);
    const server = await startGitHubServer({ owner: 'octo', repo: 'demo', git: remote });
    const sim = new WorkflowSim(remote, server, { agentCommand: `node ${SCRIPTED}`, gates: [] });
    const run = await sim.schedule(1);
    const entry = JSON.parse(run.outputs.matrix!).include[0];
    await sim.job(1, entry);
    return { server, sim };
  }

  it('retries a 500 and a secondary rate limit', { timeout: 60_000 }, async () => {
    const { server, sim } = await completedSpec();
    try {
      server.failNext({ method: 'POST', path: /\/pulls$/ }, { status: 500 });
      server.failNext({ method: 'GET', path: /\/pulls$/ }, { status: 429, retryAfter: 1 });
      const f = await sim.finalize(1);
      expect(f.exitCode, f.stdout).toBe(0);
      expect(server.state.pulls).toHaveLength(1);
      const posts = server.state.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/pulls'));
      expect(posts.map((r) => r.status)).toEqual([500, 201]);
    } finally {
      await server.close();
    }
  });

  it('fails with the missing permission on a permanent 403', { timeout: 60_000 }, async () => {
    const { server, sim } = await completedSpec();
    try {
      server.failNext(
        { method: 'POST', path: /\/pulls$/ },
        { status: 403, times: Number.POSITIVE_INFINITY, permissions: 'pull_requests=write' },
      );
      const f = await sim.finalize(1);
      expect(f.exitCode).toBe(1);
      expect(f.stdout).toContain('pull-requests: write');
    } finally {
      await server.close();
    }
  });
});

describe('an agent in a task job', () => {
  it('gets nothing under .github/ onto the spec branch, even by committing it itself', {
    timeout: 60_000,
  }, async () => {
    const work = makeRepo({
      'implementation.json': planJson({
        version: 1,
        specs: [{ id: 'p', tasks: [{ id: 'p-1', description: 'p', status: 'pending' }] }],
      }),
    });
    const { remote } = makeRemote(work);
    const server = await startGitHubServer({ owner: 'octo', repo: 'demo', git: remote });
    try {
      const script = join(tempDir(), 'script.json');
      writeFileSync(
        script,
        JSON.stringify({
          'p-1': [{ write: { '.github/workflows/pwn.yml': 'on: push', 'p-1.txt': 'x' }, commit: true }],
        }),
      );
      const sim = new WorkflowSim(remote, server, {
        agentCommand: `node ${SCRIPTED}`,
        gates: [],
        env: { AGENT_SCRIPT: script },
      });
      const job = await sim.job(1, {
        spec: 'p',
        task: 'p-1',
        attempt: 1,
        'retry-artifact': '',
        'retry-run-id': '',
      });
      expect(job.run.outputs.outcome).toBe('rejected');
      expect(job.record.outputs.outcome).toBe('failed');
      expect(git(remote, 'log', '--name-only', '--format=%s', 'ralph/p')).not.toMatch(/\.github|on its own/);
      expect(remotePlan(remote, 'ralph/p').specs[0]!.tasks[0]!.attempts![0]!.summary).toContain(
        'changed protected paths (.github/workflows/pwn.yml)',
      );
    } finally {
      await server.close();
    }
  });
});

describe('a task that keeps failing', () => {
  it("is blocked when its budget is spent, and commented on in the spec's own issue", {
    timeout: 60_000,
  }, async () => {
    const work = makeRepo({
      'implementation.json': planJson({
        version: 1,
        gates: [{ name: 'never', command: 'echo "still red"; exit 1' }],
        agent: { maxAttempts: 2 },
        specs: [
          { id: 'f', name: 'F', issue: 1, tasks: [{ id: 'f-1', description: 'f', status: 'pending' }] },
        ],
      }),
    });
    const { remote } = makeRemote(work);
    const server = await startGitHubServer({ owner: 'octo', repo: 'demo', git: remote });
    try {
      const tracking = server.addIssue({ title: 'Spec F' });
      expect(tracking.number).toBe(1);
      const sim = new WorkflowSim(remote, server, { agentCommand: `node ${SCRIPTED}`, gates: ['never'] });
      const first = await sim.run();
      expect(first.jobs[0]!.record.outputs.outcome).toBe('failed');
      const second = await sim.run();
      expect(second.jobs[0]!.entry.attempt).toBe(2);
      expect(second.jobs[0]!.record.outputs.outcome).toBe('blocked');
      const task = remotePlan(remote, 'ralph/f').specs[0]!.tasks[0]!;
      expect(task.blockedReason).toContain('retry budget spent (2 of 2 attempts)');
      const comments = server.state.comments.filter((c) => c.issueNumber === 1);
      expect(comments).toHaveLength(1);
      expect(comments[0]!.body).toContain('retry budget spent');
      expect(comments[0]!.body).toContain('ralph-retry-f-1-2');
      expect(server.state.issues).toHaveLength(1); // no issue of Ralph's own: the spec names one
      const third = await sim.run();
      expect(third.jobs).toHaveLength(0);
      server.assertNoViolations();
    } finally {
      await server.close();
    }
  });
});

describe('a remote that wants a token', () => {
  it('gets the job token from record and finalize on push only, and never finds it in .git/config', {
    timeout: 60_000,
  }, async () => {
    const work = makeRepo({
      'implementation.json': planJson({
        version: 1,
        specs: [{ id: 'h', name: 'H', tasks: [{ id: 'h-1', description: 'h', status: 'pending' }] }],
      }),
    });
    const { remote } = makeRemote(work);
    const http = await startGitHttpServer(remote, 'ghs_test');
    const server = await startGitHubServer({ owner: 'octo', repo: 'demo', git: remote });
    try {
      const sim = new WorkflowSim(http.repoUrl, server, {
        agentCommand: `node ${SCRIPTED}`,
        gates: [],
        env: { GITHUB_SERVER_URL: http.url },
      });
      const run = await sim.run();
      expect(run.jobs[0]!.record.outputs.outcome).toBe('completed');
      expect(git(remote, 'log', '-1', '--format=%s', 'ralph/h')).toBe('H'); // record pushed, finalize squashed
      expect(http.pushAuth().length).toBeGreaterThanOrEqual(2);
      expect(new Set(http.pushAuth())).toEqual(
        new Set([`basic ${Buffer.from('x-access-token:ghs_test').toString('base64')}`]),
      );
      const config = readFileSync(join(run.jobs[0]!.workspace, '.git', 'config'), 'utf8');
      expect(config).not.toMatch(/extraheader|ghs_test|AUTHORIZATION/i);
      // And without the token the remote refuses a push, so the header did the work.
      const ws = cloneFresh(http.repoUrl);
      git(ws, 'checkout', '--quiet', '-b', 'intruder');
      expect(() => git(ws, 'push', '--quiet', 'origin', 'intruder')).toThrow();
    } finally {
      await server.close();
      await http.close();
    }
  });
});

describe('the action outside a matrix job', () => {
  it('refuses a spec or task id that is unsafe as a branch or file name, before any use', async () => {
    const ws = makeRepo({ 'implementation.json': planJson(plan()) });
    for (const [spec, task] of [
      ['../x', 'api-1'],
      ['api', '--upload-pack=touch /tmp/x'],
    ]) {
      const r = await runStep({ command: 'run', 'spec-id': spec!, 'task-id': task! }, { workspace: ws });
      expect(r.exitCode).toBe(1);
      expect(r.stdout).toMatch(/Invalid input '(spec|task)-id'/);
    }
    expect(git(ws, 'branch', '--list')).toBe('* main');
  });

  it('refuses run without spec-id and task-id', async () => {
    const ws = makeRepo({ 'implementation.json': planJson(plan()) });
    const r = await runStep({ command: 'run' }, { workspace: ws });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain("needs the inputs 'spec-id' and 'task-id'");
    expect(readdirSync(ws)).not.toContain('.ralph');
  });
});
