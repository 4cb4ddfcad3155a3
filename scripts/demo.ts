// `npm run demo`: Ralph end to end on the bundled example (examples/demo), no secrets needed.
//   1. `ralph build` locally: one scripted agent process per task, the test gate, a retry with
//      the failure injected, one commit per spec, PROGRESS.md.
//   2. The CI flow: the bundled action run as GitHub's runner would run the shipped workflow,
//      schedule -> run -> gate -> record -> finalize, run after run, against a real bare git
//      remote and a local GitHub API server that validates every request against GitHub's
//      OpenAPI description; then the pull requests and comments it made.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startGitHubServer } from '../test/support/github-server.js';
import { git, makeRemote, makeRepo, tempDir } from '../test/support/repo.js';
import { WorkflowSim } from '../test/support/workflow-sim.js';

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
  sh(dir, 'cat', 'PROGRESS.md');
  git(dir, 'checkout', '--quiet', 'ralph/farewell');
  console.log();
  ralph(dir, 'status');
  git(dir, 'checkout', '--quiet', 'main');
}

async function ci(): Promise<void> {
  heading('2. The workflow: schedule -> run -> gate -> record -> finalize');
  const server = await startGitHubServer({ owner: 'octo', repo: 'greeter' });
  try {
    const { remote } = makeRemote(fresh());
    console.log(
      `Remote: ${remote}\nGitHub API: ${server.url} (validated against GitHub's OpenAPI description)\n`,
    );
    const sim = new WorkflowSim(remote, server, { agentCommand: agent, gates: ['test'] });
    for (let n = 1; n <= 8; n++) {
      const run = await sim.run();
      const jobs = run.jobs.map((j) => {
        const gates = j.gates.map((g) => (g.exitCode === 0 ? 'gate ✔' : 'gate ✖')).join(' ');
        return `${j.entry.spec}/${j.entry.task} #${j.entry.attempt}: ${j.run.outputs.outcome} ${gates} -> ${j.record.outputs.outcome}`;
      });
      const prs = JSON.parse(run.finalize?.outputs['pull-requests'] ?? '[]') as Array<{
        spec: string;
        number: number;
        action: string;
      }>;
      console.log(`Run ${n}: ${jobs.length === 0 ? 'nothing ready' : ''}`);
      for (const j of jobs) console.log(`  ${j}`);
      for (const pr of prs)
        console.log(`  finalize: pull request #${pr.number} for spec ${pr.spec} ${pr.action}`);
      if (run.schedule.outputs['has-work'] !== 'true') break;
    }

    heading('Pull requests');
    for (const pr of server.state.pulls) {
      console.log(
        `#${pr.number} ${pr.title}  (${pr.head} -> ${pr.base}, ${pr.state})\n${server.serverUrl}/octo/greeter/pull/${pr.number}\n`,
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
    server.assertNoViolations();
    console.log(`\n${server.state.requests.length} GitHub API requests, none the real API would reject.`);
  } finally {
    await server.close();
  }
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}

readFileSync(dist); // fail early with a clear error when dist/ is missing
await local();
await ci();
