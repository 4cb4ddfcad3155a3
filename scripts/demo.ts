// `npm run demo`: Ralph end to end on the bundled example (examples/demo), no secrets needed.
//   1. `ralph build` locally: one scripted agent process per task, the test gate, a retry with
//      the failure injected, one commit per spec, its progress file; then `ralph graph` and
//      `ralph report` on the result.
//   2. The CI flow: the workflow `ralph init` writes, run by the runner emulation as GitHub runs
//      it (test/support/runner.ts): the read-only schedule job, one task job per ready task
//      with no write token (agent, gate steps, the attempt artifact), and the one writer job,
//      run after run, against a real bare git remote and a local GitHub API server that
//      validates every request against GitHub's OpenAPI description; then the pull requests
//      and comments it made.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plan } from '../src/core/plan.js';
import { issueCommentEvent, pullRequestReviewEvent } from '../test/support/github-events.js';
import { startFlow } from '../test/support/ralph-flow.js';
import { git, makeRepo, planJson, tempDir } from '../test/support/repo.js';
import type { RunResult } from '../test/support/runner.js';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist', 'index.js');
const example = join(root, 'examples', 'demo');
const agent = `node ${join(example, 'agent', 'agent.mjs')}`;
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const heading = (s: string) => console.log(`\n${bold(`━━ ${s} `.padEnd(78, '━'))}\n`);

function ralph(cwd: string, ...args: string[]): void {
  console.log(`$ ralph ${args.join(' ')}`);
  const r = spawnSync(process.execPath, [dist, ...args], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  if (r.status !== 0 && args[0] !== 'build') throw new Error(`ralph ${args[0]} exited ${r.status}`);
}

function sh(cwd: string, cmd: string, ...args: string[]): void {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  process.stdout.write(execFileSync(cmd, args, { cwd, encoding: 'utf8' }));
}

function fresh(): string {
  const dir = join(tempDir('ralph-demo-'), 'greeter');
  cpSync(join(example, 'project'), dir, { recursive: true });
  return makeRepo({}, dir);
}

async function local(): Promise<void> {
  heading('1. ralph build: the local loop');
  const dir = fresh();
  console.log(`A copy of examples/demo/project in ${dir}, committed on main.\n`);
  ralph(dir, 'validate');
  ralph(dir, 'next');
  console.log();
  ralph(dir, 'build', '--agent', 'command', '--agent-command', agent);

  heading('The result');
  sh(dir, 'git', 'log', '--oneline', '--graph', '--all');
  console.log();
  sh(dir, 'git', 'show', '--stat', '--format=commit %h%n%n%B', 'ralph/greeting');
  git(dir, 'checkout', '--quiet', 'ralph/greeting');
  ralph(dir, 'status');
  console.log();
  sh(dir, 'cat', 'progress/greeting.md');
  git(dir, 'checkout', '--quiet', 'ralph/farewell');
  console.log();
  ralph(dir, 'status');
  git(dir, 'checkout', '--quiet', 'main');

  heading('The plan as a picture (GitHub renders the mermaid block), and its metrics');
  ralph(dir, 'graph', '--markdown');
  console.log();
  ralph(dir, 'report');
}

async function ci(): Promise<void> {
  heading('2. The workflow, as GitHub runs it: commands -> schedule -> task jobs -> the writer');
  // The plan names the demo agent; the workflow is the one `ralph init --agent command` writes.
  const project = fresh();
  const planPath = join(project, 'implementation.json');
  const plan = JSON.parse(readFileSync(planPath, 'utf8')) as Plan;
  plan.agent = { ...plan.agent, provider: 'command', command: agent };
  const flow = await startFlow({
    files: Object.fromEntries(
      git(project, 'ls-files')
        .split('\n')
        .map((f) => [
          f,
          f === 'implementation.json' ? planJson(plan) : readFileSync(join(project, f), 'utf8'),
        ]),
    ),
    gates: plan.gates ?? [],
  });
  const { server, remote } = flow;
  try {
    console.log(
      `Workflow: ${flow.workflowPath} (what \`ralph init --agent command\` writes), run by the runner emulation\nRemote: ${remote}\nGitHub API: ${server.url} (validated against GitHub's OpenAPI description)\n`,
    );
    let n = 0;
    /** Runs until nothing is ready, printing each run's jobs. */
    const runUntilIdle = async (first: 'schedule' | 'workflow_dispatch') => {
      for (let i = 0; i < 8; i++) {
        const run = await flow.run(i === 0 ? first : 'workflow_dispatch');
        printRun(++n, run);
        if (run.outputs.schedule?.['has-work'] !== 'true') break;
      }
    };
    await runUntilIdle('schedule');

    heading('3. Ralph listens: a reply to the blocked task, a review of the pull request');
    server.setPermission('ada', 'write');
    const issue = server.state.issues.find(
      (i) => i.labels.includes('ralph') && i.title.includes('Farewell'),
    )!;
    const reply = server.addComment(issue.number, {
      user: 'ada',
      body: `/ralph retry farewell-2 The phrase is Qapla', as in "Qapla', Ada!"`,
    });
    console.log(`ada (write access) on #${issue.number} "${issue.title}":\n    ${reply.body}`);
    const heardReply = await flow.runner.run({
      event: 'issue_comment',
      payload: issueCommentEvent(server, { comment: reply }),
    });
    console.log(
      `  listen     [${scopes(heardReply.job('listen').scopes)}] ${heardReply.job('listen').result}: 👀 on the comment, next run woken (${heardReply.job('listen').step('listen').outputs.woke})`,
    );
    const pr = server.state.pulls.find((p) => p.head === 'ralph/greeting')!;
    const review = await server.addReview(pr.number, {
      user: 'ada',
      state: 'CHANGES_REQUESTED',
      body: 'Document greet(), please.',
      comments: [{ path: 'src/greet.mjs', line: 1, body: 'A doc comment above this line.' }],
    });
    console.log(`\nada reviews #${pr.number}, requesting changes: "${review.body}" and one inline comment`);
    const heardReview = await flow.runner.run({
      event: 'pull_request_review',
      payload: await pullRequestReviewEvent(server, { review }),
    });
    console.log(
      `  listen     ${heardReview.job('listen').result}: next run woken (${heardReview.job('listen').step('listen').outputs.woke})\n`,
    );
    // GitHub keeps one pending run of the group: the woken run handles both.
    await runUntilIdle('workflow_dispatch');
    console.log("\nRalph's replies:");
    for (const c of server.state.comments.filter((x) => x.body.includes('<!-- ralph:reply:')))
      console.log(indent(`on #${c.issueNumber}: ${c.body.replace(/<!-- [^>]+ -->\n/, '').trim()}`));
    console.log(
      `\nralph/greeting is ${git(remote, 'rev-list', '--count', 'main..ralph/greeting')} commit on main again, with the review's task:`,
    );
    sh(remote, 'git', 'log', '-1', '--format=%B', 'ralph/greeting');

    heading('Pull requests');
    for (const pr of server.state.pulls) {
      console.log(
        `#${pr.number} ${pr.title}  (${pr.head} -> ${pr.base}, ${pr.state})\n${server.serverUrl}/octo/demo/pull/${pr.number}\n`,
      );
      console.log(indent(pr.body ?? ''));
    }
    heading('Issue comments (blocked tasks)');
    for (const c of server.state.comments) {
      const issue = server.state.issues.find((i) => i.number === c.issueNumber);
      console.log(`On #${c.issueNumber} "${issue?.title}" (labels: ${issue?.labels.join(', ')}):\n`);
      console.log(indent(c.body));
    }
    heading('Branches on the remote');
    sh(remote, 'git', 'log', '--oneline', '--graph', '--all');
    console.log('\nThe spec pull request merged as GitHub merges it (git merge-tree, no merge drivers):');
    const merged = flow.mergePull('ralph/greeting');
    sh(remote, 'git', 'log', '--oneline', '-1', merged);
    server.assertNoViolations();
    console.log(`\n${server.state.requests.length} GitHub API requests, none the real API would reject.`);
  } finally {
    await flow.close();
  }
}

function printRun(n: number, run: RunResult): void {
  console.log(`Run ${n} (${run.event}): ${run.conclusion}`);
  const commands = run.job('commands');
  const handled = commands.steps.length > 0 ? commands.step('commands').outputs.handled : undefined;
  console.log(
    `  commands   [${scopes(commands.scopes)}] ${commands.result}${handled ? `: ${handled} handled` : ''}`,
  );
  const schedule = run.job('schedule');
  console.log(`  schedule   [${scopes(schedule.scopes)}] ${schedule.result}`);
  const tasks = run.jobs.filter((j) => j.id === 'task' && j.result !== 'skipped');
  if (tasks.length === 0) console.log('  task       skipped: no task is ready');
  for (const job of tasks) {
    const gates = job.steps
      .filter((s) => s.id.startsWith('gate-') && s.outcome !== 'skipped')
      .map((s) => `${s.name} ${s.outcome === 'success' ? '✔' : '✖'}`)
      .join(', ');
    console.log(
      `  task       [${scopes(job.scopes)}] ${job.name} #${job.matrix?.attempt}: agent ${job.step('run').outputs.outcome}${gates ? `, ${gates}` : ''} -> artifact ${job.matrix?.artifact}: ${job.step('record').outputs.outcome}`,
    );
  }
  const fin = run.jobs.find((j) => j.id === 'finalize');
  if (fin && fin.result !== 'skipped') {
    console.log(`  finalize   [${scopes(fin.scopes)}] ${fin.result}`);
    const prs = JSON.parse(fin.step('finalize').outputs['pull-requests'] ?? '[]') as Array<{
      spec: string;
      number: number;
      action: string;
    }>;
    for (const pr of prs)
      console.log(`             pull request #${pr.number} for spec ${pr.spec} ${pr.action}`);
  }
}

function scopes(s: Record<string, string> | undefined): string {
  if (!s) return '';
  const entries = Object.entries(s);
  return entries.length === 0 ? 'no token scopes' : entries.map(([k, v]) => `${k}: ${v}`).join(', ');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}

readFileSync(dist); // fail early with a clear error when dist/ is missing
// Everything the demo writes (the project copies, the emulated runner's jobs, the bare remote)
// goes into one folder, named here, rather than dozens of folders left in the system's.
const home = mkdtempSync(join(tmpdir(), 'ralph-demo-'));
process.env.TMPDIR = home;
console.log(`Everything this demo writes is in ${home}.`);
await local();
await ci();
