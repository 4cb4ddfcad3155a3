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
import type { Plan } from '../src/core/plan/plan.js';
import { shellCommand, shellWord } from '../src/core/shell.js';
import { issueCommentEvent, pullRequestReviewEvent } from '../test/support/github-events.js';
import type { GitHubServer } from '../test/support/github-server.js';
import { startFlow } from '../test/support/ralph-flow.js';
import { GIT_ENV, git, makeRepo, planJson, tempDir } from '../test/support/repo.js';
import type { RunResult } from '../test/support/runner.js';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist', 'index.js');
const example = join(root, 'examples', 'demo');
const agent = shellCommand(['node', join(example, 'agent', 'agent.mjs')]);
const bold = (s: string) => (process.stdout.isTTY ? `\x1b[1m${s}\x1b[0m` : s);
const heading = (s: string) => console.log(`\n${bold(`━━ ${s} `.padEnd(Math.max(78, s.length + 6), '━'))}\n`);

/**
 * The folder the printed commands run in: a `$ cd DIR` is printed whenever it changes, so that
 * the commands run as printed when pasted in order (`ralph` being this clone's dist/index.js).
 */
let shownDir: string | undefined;

function cd(dir: string): void {
  if (dir === shownDir) return;
  console.log(`$ ${shellCommand(['cd', dir])}`);
  shownDir = dir;
}

/**
 * Runs `ralph ARGS` in `cwd` as a user would, printing the command first (quoted for the shell,
 * so it runs when pasted) and, when it exits with anything but 0, its exit code.
 */
function ralph(cwd: string, ...args: string[]): number {
  cd(cwd);
  console.log(`$ ${shellCommand(['ralph', ...args])}`);
  const r = spawnSync(process.execPath, [dist, ...args], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  const code = r.status ?? 1;
  if (code !== 0) console.log(`[exit ${code}]`);
  if (code !== 0 && args[0] !== 'build') throw new Error(`ralph ${args[0]} exited ${code}`);
  return code;
}

/** Runs a command in `cwd`, printed as `ralph` prints its own; its output shown. */
function sh(cwd: string, cmd: string, ...args: string[]): void {
  cd(cwd);
  console.log(`$ ${shellCommand([cmd, ...args])}`);
  process.stdout.write(
    execFileSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } }),
  );
}

/** A copy of the example project, committed on main, each step printed. */
function fresh(): string {
  const parent = tempDir('ralph-demo-');
  const dir = join(parent, 'greeter');
  sh(parent, 'cp', '-R', join(example, 'project'), dir);
  sh(dir, 'git', 'init', '--quiet', '--initial-branch=main');
  sh(dir, 'git', 'add', '-A');
  sh(dir, 'git', 'commit', '--quiet', '-m', 'initial');
  return dir;
}

async function local(): Promise<void> {
  heading('1. ralph build: the local loop');
  console.log(
    [
      'The example project (examples/demo/project), copied and committed on main. Every command',
      'below runs as printed, in order, in the folder the last `cd` names; one that exits with',
      "anything but 0 is followed by [exit N]. `ralph` is this clone's dist/index.js: to paste them",
      `yourself, first \`alias ralph=${shellWord(shellCommand(['node', dist]))}\` (or \`npm install -g .\` here).\n`,
    ].join('\n'),
  );
  const dir = fresh();
  ralph(dir, 'validate');
  ralph(dir, 'next');
  console.log();
  ralph(dir, 'build', '--agent', 'command', '--agent-command', agent);

  heading('The result');
  sh(dir, 'git', 'log', '--oneline', '--graph', '--decorate', '--branches');
  console.log();
  sh(dir, 'git', 'show', '--stat', '--format=commit %h%n%n%B', 'ralph/greeting');
  console.log();
  sh(dir, 'git', 'show', 'ralph/greeting:progress/greeting.md');
  console.log();
  ralph(dir, 'status');

  heading('The plan as a picture (GitHub renders the mermaid block), and its metrics');
  ralph(dir, 'graph', '--markdown');
  console.log();
  ralph(dir, 'report');
}

async function ci(): Promise<void> {
  heading('2. The workflow, as GitHub runs it: commands -> schedule -> task jobs -> the writer');
  // The plan names the demo agent; the workflow is the one `ralph init --agent command` writes.
  const project = join(tempDir('ralph-demo-'), 'greeter');
  cpSync(join(example, 'project'), project, { recursive: true });
  makeRepo({}, project);
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
    console.log(`ada (write access) on ${where(server, issue.number)}:\n    ${reply.body}`);
    const heardReply = await flow.runner.run({
      event: 'issue_comment',
      payload: issueCommentEvent(server, { comment: reply }),
    });
    console.log(`  ${listened(heardReply, '👀 on the comment')}`);
    const pr = server.state.pulls.find((p) => p.head === 'ralph/greeting')!;
    const review = await server.addReview(pr.number, {
      user: 'ada',
      state: 'CHANGES_REQUESTED',
      body: 'Document greet(), please.',
      comments: [{ path: 'src/greet.mjs', line: 1, body: 'A doc comment above this line.' }],
    });
    console.log(
      `\nada reviews ${where(server, pr.number)}, requesting changes: "${review.body}" and one inline comment`,
    );
    const heardReview = await flow.runner.run({
      event: 'pull_request_review',
      payload: await pullRequestReviewEvent(server, { review }),
    });
    console.log(`  ${listened(heardReview)}\n`);
    // GitHub keeps one pending run of the group: the woken run handles both.
    await runUntilIdle('workflow_dispatch');
    console.log("\nRalph's replies:");
    for (const c of server.state.comments.filter((x) => x.body.includes('<!-- ralph:reply:')))
      console.log(
        indent(`on ${where(server, c.issueNumber)}: ${c.body.replace(/<!-- [^>]+ -->\n/, '').trim()}`),
      );
    const ahead = Number(git(remote, 'rev-list', '--count', 'main..ralph/greeting'));
    console.log(
      `\nralph/greeting is ${ahead === 1 ? 'one commit' : `${ahead} commits`} on top of main again, with the review's task:`,
    );
    sh(remote, 'git', 'log', '-1', '--format=%B', 'ralph/greeting');

    heading('Pull requests');
    for (const pr of server.state.pulls) {
      console.log(
        `#${pr.number} ${pr.title}  (${pr.head} -> ${pr.base}, ${pr.state})\n${server.serverUrl}/octo/demo/pull/${pr.number}\n`,
      );
      console.log(indent(pr.body ?? ''));
    }
    heading('Comments on issues and pull requests');
    for (const c of server.state.comments) {
      console.log(`${c.user} on ${where(server, c.issueNumber)}:\n`);
      console.log(indent(c.body));
    }
    heading('Branches on the remote');
    sh(remote, 'git', 'log', '--oneline', '--graph', '--decorate', '--branches');
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
  const red = tasks.filter((j) => j.result === 'failure').map((j) => j.name);
  if (run.conclusion === 'failure' && red.length > 0)
    console.log(
      `  Red because a gate failed in ${red.join(', ')}: a failed gate is a failed step, as a failed check is. The writer still recorded the attempt, and a later run retries the task.`,
    );
}

/** An issue or a pull request as a reader finds it: `issue #1 "Ralph: Farewell" (labels: ralph)`. */
function where(server: GitHubServer, n: number): string {
  const issue = server.state.issues.find((i) => i.number === n);
  if (issue)
    return `issue #${n} "${issue.title}"${issue.labels.length > 0 ? ` (labels: ${issue.labels.join(', ')})` : ''}`;
  const pull = server.state.pulls.find((p) => p.number === n);
  return pull ? `pull request #${n} "${pull.title}"` : `#${n}`;
}

/** The listen job of a run an event started: its token's scopes, its result, whether it woke a run. */
function listened(run: RunResult, ...did: string[]): string {
  const job = run.job('listen');
  if (job.step('listen').outputs.woke === 'true') did.push('the next run woken');
  return `listen     [${scopes(job.scopes)}] ${job.result}${did.length > 0 ? `: ${did.join(', ')}` : ''}`;
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
