// The runner emulation (support/runner.ts) on small synthetic workflows and a tiny local action,
// then on the shipped Ralph workflow (docs/ARCHITECTURE.md#trust: "the shipped workflow must work on the real
// runner").
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHttpServer } from './support/git-http-server.js';
import { type GitHubServer, startGitHubServer } from './support/github-server.js';
import { git, makeRemote, makeRepo, planJson, tempDir } from './support/repo.js';
import { Runner, type RunnerOptions } from './support/runner.js';
import { ensureRunnerUser } from './support/runner-user.js';

const ROOT = join(import.meta.dirname, '..');
const CORE = pathToFileURL(join(ROOT, 'node_modules', '@actions', 'core', 'lib', 'core.js')).href;

/** A node action that prints its INPUT_* variables and sets them as the output `inputs`. */
function tinyAction(): string {
  const dir = tempDir('ralph-tiny-action-');
  writeFileSync(
    join(dir, 'action.yml'),
    `name: Echo inputs
description: Prints its inputs
inputs:
  command:
    description: What to do
    required: true
  dry-run:
    description: A boolean
    default: "false"
  note:
    description: A string with a default
    default: default note
  token:
    description: The job's token
    default: \${{ github.token }}
runs:
  using: node24
  main: index.mjs
`,
  );
  writeFileSync(
    join(dir, 'index.mjs'),
    `import { appendFileSync } from 'node:fs';
import * as core from '${CORE}';
const inputs = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('INPUT_')));
appendFileSync(process.env.GITHUB_OUTPUT, 'inputs=' + JSON.stringify(inputs) + '\\n');
appendFileSync(process.env.GITHUB_OUTPUT, 'runtime=' + (process.env.ACTIONS_RUNTIME_TOKEN ? 'yes' : 'no') + '\\n');
try {
  if (core.getInput('command') === 'strict-bool') console.log('dry-run is ' + core.getBooleanInput('dry-run'));
} catch (e) {
  core.setFailed(e.message);
}
`,
  );
  return dir;
}

/** Calls the GitHub API with $TOKEN: `node api.mjs METHOD /path [json]`; output `status`. */
const API_SCRIPT = `import { appendFileSync } from 'node:fs';
const [method, path, body] = process.argv.slice(2);
const res = await fetch(process.env.GITHUB_API_URL + '/repos/' + process.env.GITHUB_REPOSITORY + path, {
  method,
  headers: { authorization: 'token ' + process.env.TOKEN, 'content-type': 'application/json' },
  body,
});
console.log(method + ' ' + path + ' -> ' + res.status);
appendFileSync(process.env.GITHUB_OUTPUT, 'status=' + res.status + '\\n');
`;

let server: GitHubServer;
let remote: string;
let action: string;

beforeAll(async () => {
  const work = makeRepo({ 'README.md': '# demo\n', 'api.mjs': API_SCRIPT });
  git(work, 'checkout', '--quiet', '-b', 'feature');
  writeFileSync(join(work, 'feature.txt'), 'feature\n');
  git(work, 'add', '-A');
  git(work, 'commit', '--quiet', '-m', 'feature');
  git(work, 'tag', 'v1.0.0');
  git(work, 'checkout', '--quiet', 'main');
  remote = makeRemote(work).remote;
  server = await startGitHubServer({ owner: 'octo', repo: 'demo', git: remote });
  action = tinyAction();
});

afterAll(async () => {
  try {
    server?.assertNoViolations();
  } finally {
    await server?.close();
  }
});

function workflow(text: string): string {
  const path = join(tempDir('ralph-wf-'), '.github', 'workflows', 'test.yml');
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

function runner(text: string, opts: Partial<RunnerOptions> = {}): Runner {
  return new Runner({
    workflowPath: workflow(text),
    actions: { 'octo/echo@v1': action },
    remote,
    github: server,
    ...opts,
  });
}

const TRIGGERS = `on:
  schedule:
    - cron: "17 */3 * * *"
  workflow_dispatch:
    inputs:
      dry-run:
        type: boolean
        default: false
      note:
        type: string
        default: from the dispatch default
      count:
        type: number
        default: 3
`;

describe('the schedule trap: inputs named in with: are passed even when empty', () => {
  const wf = `${TRIGGERS}
jobs:
  echo:
    runs-on: ubuntu-latest
    steps:
      - id: echo
        uses: octo/echo@v1
        with:
          command: print
          dry-run: \${{ inputs.dry-run }}
      - id: strict
        uses: octo/echo@v1
        with:
          command: strict-bool
          dry-run: \${{ inputs.dry-run }}
`;

  it('on schedule: a named input is "" (its default does not apply), an unnamed one gets its default', async () => {
    const r = runner(wf);
    const run = await r.run({ event: 'schedule' });
    const job = run.job('echo');
    const inputs = JSON.parse(job.step('echo').outputs.inputs!) as Record<string, string>;
    expect(inputs['INPUT_DRY-RUN']).toBe('');
    expect(inputs.INPUT_NOTE).toBe('default note');
    expect(inputs.INPUT_COMMAND).toBe('print');
    // The default `${{ github.token }}` is the job's own token.
    expect(inputs.INPUT_TOKEN).toBe(job.token);
    expect(job.step('echo').outputs.runtime).toBe('yes');
  });

  it("on schedule: core.getBooleanInput('') fails the step with @actions/core's message (the bug that failed every scheduled run)", async () => {
    const run = await runner(wf).run({ event: 'schedule' });
    const strict = run.job('echo').step('strict');
    expect(strict.outcome).toBe('failure');
    expect(strict.annotations.map((a) => a.message).join('\n')).toContain(
      'Input does not meet YAML 1.2 "Core Schema" specification: dry-run',
    );
    expect(run.results.echo).toBe('failure');
    expect(run.conclusion).toBe('failure');
  });

  it('on workflow_dispatch: the boolean input arrives as "true"/"false" and the step passes', async () => {
    const r = runner(wf);
    const off = await r.run({ event: 'workflow_dispatch' });
    expect(JSON.parse(off.job('echo').step('echo').outputs.inputs!)['INPUT_DRY-RUN']).toBe('false');
    expect(off.job('echo').step('strict').stdout).toContain('dry-run is false');
    const on = await r.run({ event: 'workflow_dispatch', inputs: { 'dry-run': true } });
    expect(on.job('echo').step('strict').stdout).toContain('dry-run is true');
    expect(on.conclusion).toBe('success');
  });
});

describe('contexts and expressions', () => {
  it('types workflow_dispatch inputs as declared, fills defaults, keeps github.event.inputs as strings', async () => {
    const wf = `${TRIGGERS}
jobs:
  show:
    runs-on: ubuntu-latest
    steps:
      - id: show
        run: |
          echo "is-bool=\${{ inputs.dry-run == true }}" >> "$GITHUB_OUTPUT"
          echo "loose=\${{ inputs.dry-run == 'true' }}" >> "$GITHUB_OUTPUT"
          echo "event=\${{ github.event.inputs.dry-run == 'true' }}" >> "$GITHUB_OUTPUT"
          echo "count=\${{ inputs.count == 3 }}" >> "$GITHUB_OUTPUT"
          echo 'inputs=\${{ toJSON(inputs) }}' | tr -d '\\n' >> "$GITHUB_OUTPUT"
          echo >> "$GITHUB_OUTPUT"
          echo "schedule=\${{ github.event.schedule }}" >> "$GITHUB_OUTPUT"
          echo "name=\${{ github.event_name }}" >> "$GITHUB_OUTPUT"
`;
    const r = runner(wf);
    const d = (await r.run({ event: 'workflow_dispatch', inputs: { 'dry-run': 'true' } }))
      .job('show')
      .step('show');
    // A boolean input is a boolean: `== true` holds, and GitHub's loose `== 'true'` does not.
    expect(d.outputs).toMatchObject({ 'is-bool': 'true', loose: 'false', event: 'true', count: 'true' });
    expect(JSON.parse(d.outputs.inputs!)).toEqual({
      'dry-run': true,
      note: 'from the dispatch default',
      count: 3,
    });
    const s = (await r.run({ event: 'schedule' })).job('show').step('show');
    expect(s.outputs).toMatchObject({
      'is-bool': 'false',
      event: 'false',
      name: 'schedule',
      schedule: '17 */3 * * *',
    });
    expect(JSON.parse(s.outputs.inputs!)).toEqual({});

    await expect(r.run({ event: 'workflow_dispatch', inputs: { nope: 'x' } })).rejects.toThrow(
      'Unexpected inputs provided: ["nope"]',
    );
    await expect(r.run({ event: 'workflow_dispatch', inputs: { 'dry-run': 'yes' } })).rejects.toThrow(
      'dry-run',
    );
  });

  it('runs nothing for an event the workflow does not listen to, or an activity type it filters out', async () => {
    const r = runner(`on:
  issue_comment:
    types: [created]
  pull_request_review:
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: a
        run: echo "body=\${{ github.event.comment.body }} ref=\${{ github.ref }}" >> "$GITHUB_OUTPUT"
`);
    expect((await r.run({ event: 'schedule' })).triggered).toBe(false);
    expect((await r.run({ event: 'issue_comment', payload: { action: 'edited' } })).triggered).toBe(false);
    const hit = await r.run({
      event: 'issue_comment',
      payload: { action: 'created', comment: { body: 'hi' } },
    });
    expect(hit.triggered).toBe(true);
    expect(hit.job('a').step('a').outputs.body).toBe('hi ref=refs/heads/main');
    const head = git(remote, 'rev-parse', 'feature');
    const review = await r.run({
      event: 'pull_request_review',
      payload: {
        action: 'submitted',
        pull_request: { number: 7, head: { ref: 'feature', sha: head }, base: { ref: 'main' } },
      },
    });
    expect(review.ref).toBe('refs/pull/7/merge');
    expect(review.sha).toBe(head);
  });

  it('refuses what GitHub refuses: a bad workflow, an unknown function, an action it does not provide', async () => {
    await expect(runner('on: push\njobs:\n  a:\n    runs-on: x\n    stepz: []\n').load()).rejects.toThrow(
      "Unexpected value 'stepz'",
    );
    await expect(
      runner(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo ${{ nosuch(1) }}\n',
      ).load(),
    ).rejects.toThrow('Unrecognized function');
    await expect(
      runner('on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: someone/else@v1\n').load(),
    ).rejects.toThrow("uses 'someone/else@v1', which the emulation does not provide");
    await expect(
      runner(
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: actions/upload-artifact@v3\n',
      ).load(),
    ).rejects.toThrow('deprecated version');
  });

  it('evaluates multi-line scalars from their YAML value, as GitHub does (block, folded, quoted)', async () => {
    const run = await runner(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: block
        run: |
          cat > out.txt <<EOF
          ref='\${{ github.ref }}' 'quoted'
          EOF
          echo "text=$(cat out.txt)" >> "$GITHUB_OUTPUT"
      - id: folded
        run: >-
          echo "text=\${{ github.event_name }}
          folded" >> "$GITHUB_OUTPUT"
      - id: quoted
        run: "echo \\"text=\${{ github.event_name }}\\tquoted
          line\\" >> \\"$GITHUB_OUTPUT\\""
`).run({ event: 'workflow_dispatch' });
    const job = run.job('a');
    expect(job.step('block').outputs.text).toBe("ref='refs/heads/main' 'quoted'");
    expect(job.step('folded').outputs.text).toBe('workflow_dispatch folded');
    expect(job.step('quoted').outputs.text).toBe('workflow_dispatch\tquoted line');
  });

  it('warns about a with: key the action does not declare, and still passes it', async () => {
    const run = await runner(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: e
        uses: octo/echo@v1
        with:
          command: print
          colour: blue
`).run({ event: 'workflow_dispatch' });
    const step = run.job('a').step('e');
    expect(step.outcome).toBe('success');
    expect(step.annotations).toContainEqual({
      level: 'warning',
      message: "Unexpected input(s) 'colour', valid inputs are ['command', 'dry-run', 'note', 'token']",
      properties: {},
    });
    expect(JSON.parse(step.outputs.inputs!).INPUT_COLOUR).toBe('blue');
  });

  it('steps: GITHUB_ENV and GITHUB_PATH for later steps, heredoc outputs, continue-on-error, failure() and skipped steps', async () => {
    const run = await runner(`on: workflow_dispatch
env:
  LEVEL: workflow
jobs:
  a:
    runs-on: ubuntu-latest
    env:
      LEVEL: job
    steps:
      - id: set
        run: |
          mkdir -p "$RUNNER_TEMP/bin"
          printf '#!/bin/sh\\necho tool ran\\n' > "$RUNNER_TEMP/bin/mytool" && chmod +x "$RUNNER_TEMP/bin/mytool"
          echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"
          echo "FROM_ENV_FILE=yes" >> "$GITHUB_ENV"
          {
            echo "multi<<EOF"
            echo "line 1"
            echo "line 2"
            echo "EOF"
          } >> "$GITHUB_OUTPUT"
      - id: use
        env:
          LEVEL: step
        run: |
          echo "level=$LEVEL env=$FROM_ENV_FILE ctx=\${{ env.FROM_ENV_FILE }} tool=$(mytool)" >> "$GITHUB_OUTPUT"
          echo "multi=\${{ steps.set.outputs.multi == 'line 1
          line 2' }}" >> "$GITHUB_OUTPUT"
      - id: soft
        continue-on-error: true
        run: exit 3
      - id: after-soft
        run: echo "outcome=\${{ steps.soft.outcome }} conclusion=\${{ steps.soft.conclusion }}" >> "$GITHUB_OUTPUT"
      - id: hard
        run: |
          echo "::warning file=x.ts,line=3::look here"
          false
          echo never
      - id: skipped
        run: echo "never runs"
      - id: on-failure
        if: failure()
        run: echo "ran=yes" >> "$GITHUB_OUTPUT"
`).run({ event: 'workflow_dispatch' });
    const job = run.job('a');
    expect(job.step('use').outputs).toEqual({ level: 'step env=yes ctx=yes tool=tool ran', multi: 'true' });
    expect(job.step('soft')).toMatchObject({ outcome: 'failure', conclusion: 'success', exitCode: 3 });
    expect(job.step('after-soft').outputs.outcome).toBe('failure conclusion=success');
    const hard = job.step('hard');
    expect(hard).toMatchObject({ outcome: 'failure', exitCode: 1 });
    expect(hard.stdout).not.toContain('never');
    expect(hard.annotations).toEqual([
      { level: 'warning', message: 'look here', properties: { file: 'x.ts', line: '3' } },
      { level: 'error', message: 'Process completed with exit code 1.', properties: {} },
    ]);
    expect(job.step('skipped').outcome).toBe('skipped');
    expect(job.step('on-failure').outputs.ran).toBe('yes');
    expect(job.result).toBe('failure');
    expect(job.step('set').name).toBe('Run mkdir -p "$RUNNER_TEMP/bin"');
  });

  it('job outputs are evaluated after the steps; one holding a secret is dropped with the runner warning', async () => {
    const run = await runner(
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    outputs:
      plain: \${{ steps.s.outputs.plain }}
      leaky: \${{ steps.s.outputs.leaky }}
    steps:
      - id: s
        env:
          SECRET: \${{ secrets.API_KEY }}
        run: |
          echo "plain=hello" >> "$GITHUB_OUTPUT"
          echo "leaky=key is $SECRET" >> "$GITHUB_OUTPUT"
          echo "the key is $SECRET"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - id: s
        run: echo "got=\${{ needs.a.outputs.plain }}/\${{ needs.a.outputs.leaky }}/\${{ needs.a.result }}" >> "$GITHUB_OUTPUT"
`,
      { secrets: { API_KEY: 'sekrit-123' } },
    ).run({ event: 'workflow_dispatch' });
    expect(run.outputs.a).toEqual({ plain: 'hello' });
    expect(run.job('a').annotations).toContainEqual({
      level: 'warning',
      message: "Skip output 'leaky' since it may contain secret.",
      properties: {},
    });
    expect(run.job('a').step('s').stdout).toBe('the key is ***\n');
    expect(run.job('b').step('s').outputs.got).toBe('hello//success');
  });
});

describe('jobs', () => {
  it('`if: inputs.dry-run != true` under both triggers; a skipped job skips its dependents unless they say always()', async () => {
    const r = runner(`${TRIGGERS}
jobs:
  plan:
    runs-on: ubuntu-latest
    steps:
      - run: "true"
  work:
    needs: plan
    if: inputs.dry-run != true
    runs-on: ubuntu-latest
    steps:
      - run: "true"
  after:
    needs: work
    runs-on: ubuntu-latest
    steps:
      - run: "true"
  report:
    needs: [plan, work]
    if: \${{ always() && needs.plan.result == 'success' }}
    runs-on: ubuntu-latest
    steps:
      - id: r
        run: echo "work=\${{ needs.work.result }}" >> "$GITHUB_OUTPUT"
`);
    // On schedule `inputs.dry-run` is null, and `null != true`: the job runs.
    const scheduled = await r.run({ event: 'schedule' });
    expect(scheduled.results).toEqual({
      plan: 'success',
      work: 'success',
      after: 'success',
      report: 'success',
    });
    const dry = await r.run({ event: 'workflow_dispatch', inputs: { 'dry-run': true } });
    expect(dry.results).toEqual({ plan: 'success', work: 'skipped', after: 'skipped', report: 'success' });
    expect(dry.job('report').step('r').outputs.work).toBe('skipped');
    const wet = await r.run({ event: 'workflow_dispatch', inputs: { 'dry-run': false } });
    expect(wet.results.work).toBe('success');
  });

  it('a failure skips the dependents whose if has no status function; failure() and always() still run', async () => {
    const run = await runner(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: exit 1
  b:
    needs: a
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: "true"
  c:
    needs: b
    runs-on: ubuntu-latest
    steps:
      - run: "true"
  d:
    needs: b
    if: failure()
    runs-on: ubuntu-latest
    steps:
      - run: "true"
`).run({ event: 'workflow_dispatch' });
    // success() and failure() look at every ancestor: a failed, so c is skipped and d runs.
    expect(run.results).toEqual({ a: 'failure', b: 'success', c: 'skipped', d: 'success' });
  });

  it('builds the matrix from a job output with fromJSON (include only) and names the legs', async () => {
    const wf = `${TRIGGERS}
jobs:
  plan:
    runs-on: ubuntu-latest
    outputs:
      matrix: \${{ steps.m.outputs.matrix }}
    steps:
      - id: m
        run: echo 'matrix=\${{ inputs.note == 'empty' && '{"include":[]}' || '{"include":[{"spec":"api","task":"a1"},{"spec":"cli","task":"c1","extra":7}]}' }}' >> "$GITHUB_OUTPUT"
  task:
    needs: plan
    name: \${{ matrix.spec }} / \${{ matrix.task }}
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix: \${{ fromJSON(needs.plan.outputs.matrix) }}
    outputs:
      last: \${{ steps.s.outputs.task }}
    steps:
      - id: s
        run: echo "task=\${{ matrix.task }}-\${{ strategy.job-index }}-\${{ strategy.job-total }}-\${{ matrix.extra }}" >> "$GITHUB_OUTPUT"
`;
    const r = runner(wf);
    const run = await r.run({ event: 'workflow_dispatch' });
    expect(run.jobs.filter((j) => j.id === 'task').map((j) => j.name)).toEqual(['api / a1', 'cli / c1']);
    expect(run.job('task', { spec: 'cli', task: 'c1', extra: 7 }).step('s').outputs.task).toBe('c1-1-2-7');
    expect(run.job('task', { spec: 'api', task: 'a1' }).step('s').outputs.task).toBe('a1-0-2-');
    expect(['a1-0-2-', 'c1-1-2-7']).toContain(run.outputs.task!.last);

    // An empty include is not an empty run: the job fails with GitHub's message.
    const empty = await r.run({ event: 'workflow_dispatch', inputs: { note: 'empty' } });
    expect(empty.results.task).toBe('failure');
    expect(empty.job('task').annotations[0]!.message).toMatch(
      /^Error when evaluating 'strategy' for job 'task'\. \.github\/workflows\/test\.yml \(Line: \d+, Col: \d+\): Matrix must define at least one vector$/,
    );
  });

  it('expands vectors with include and exclude as GitHub documents', async () => {
    const run = await runner(`on: workflow_dispatch
jobs:
  m:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        fruit: [apple, pear]
        animal: [cat, dog]
        exclude:
          - fruit: pear
            animal: dog
        include:
          - color: green
          - color: pink
            animal: cat
          - fruit: apple
            shape: circle
          - fruit: banana
    steps:
      - run: "true"
`).run({ event: 'workflow_dispatch' });
    expect(run.jobs.map((j) => j.matrix)).toEqual([
      { fruit: 'apple', animal: 'cat', color: 'pink', shape: 'circle' },
      { fruit: 'apple', animal: 'dog', color: 'green', shape: 'circle' },
      { fruit: 'pear', animal: 'cat', color: 'pink' },
      { fruit: 'banana' },
    ]);
    expect(run.jobs[0]!.name).toBe('m (apple, cat, pink, circle)');
  });

  it('max-parallel bounds the legs; independent jobs run at the same time', async () => {
    const log = join(tempDir(), 'spans.log');
    const run = await runner(
      `on: workflow_dispatch
jobs:
  legs:
    runs-on: ubuntu-latest
    strategy:
      max-parallel: 2
      matrix:
        n: [1, 2, 3, 4, 5]
    steps:
      - run: |
          echo "start legs $(date +%s%N)" >> "$SPANS"
          sleep 0.4
          echo "end legs $(date +%s%N)" >> "$SPANS"
  other:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "start other $(date +%s%N)" >> "$SPANS"
          sleep 0.4
          echo "end other $(date +%s%N)" >> "$SPANS"
`,
      { env: { SPANS: log } },
    ).run({ event: 'workflow_dispatch' });
    expect(run.conclusion).toBe('success');
    const events = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => l.split(' '))
      .map(([kind, job, t]) => ({ kind: kind!, job: job!, t: BigInt(t!) }))
      .sort((a, b) => (a.t < b.t ? -1 : a.t > b.t ? 1 : 0));
    const peak = (job: string) => {
      let now = 0;
      let max = 0;
      for (const e of events.filter((x) => x.job === job)) {
        now += e.kind === 'start' ? 1 : -1;
        max = Math.max(max, now);
      }
      return max;
    };
    expect(peak('legs')).toBe(2);
    const otherStart = events.find((e) => e.job === 'other' && e.kind === 'start')!.t;
    const lastLegEnd = events.filter((e) => e.job === 'legs' && e.kind === 'end').pop()!.t;
    expect(otherStart < lastLegEnd).toBe(true);
  });

  it('fail-fast cancels the legs still running or waiting; fail-fast: false lets them finish', async () => {
    const wf = (failFast: boolean) => `on: workflow_dispatch
jobs:
  m:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: ${failFast}
      max-parallel: 2
      matrix:
        n: [1, 2, 3]
    steps:
      - run: |
          if [ "\${{ matrix.n }}" = 1 ]; then sleep 0.3; exit 1; fi
          sleep 1
      - if: always()
        id: cleanup
        run: echo "status=\${{ job.status }}" >> "$GITHUB_OUTPUT"
`;
    const fast = await runner(wf(true)).run({ event: 'workflow_dispatch' });
    expect(fast.jobs.map((j) => j.result)).toEqual(['failure', 'cancelled', 'cancelled']);
    expect(fast.job('m', { n: 2 }).steps[0]!.outcome).toBe('cancelled');
    expect(fast.job('m', { n: 2 }).step('cleanup').outputs.status).toBe('cancelled');
    expect(fast.job('m', { n: 3 }).steps).toEqual([]); // never started
    expect(fast.results.m).toBe('failure');
    const slow = await runner(wf(false)).run({ event: 'workflow_dispatch' });
    expect(slow.jobs.map((j) => j.result)).toEqual(['failure', 'success', 'success']);
  });

  it('gives each job a token with exactly the scopes of its permissions; the server enforces them and revokes them', async () => {
    const r = runner(`on: workflow_dispatch
permissions: {}
jobs:
  none:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - id: list
        env:
          TOKEN: \${{ github.token }}
        run: node api.mjs GET /issues
  reader:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      issues: read
    steps:
      - uses: actions/checkout@v4
      - id: list
        env:
          TOKEN: \${{ secrets.GITHUB_TOKEN }}
        run: node api.mjs GET /issues
      - id: create
        env:
          TOKEN: \${{ github.token }}
        run: node api.mjs POST /issues '{"title":"x"}'
  writer:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      issues: write
    steps:
      - uses: actions/checkout@v4
      - id: create
        env:
          TOKEN: \${{ github.token }}
        run: node api.mjs POST /issues '{"title":"from the writer"}'
`);
    const run = await r.run({ event: 'workflow_dispatch' });
    expect(r.tokenScopes(run.job('none').token)).toEqual({});
    expect(r.tokenScopes(run.job('reader').token)).toEqual({ contents: 'read', issues: 'read' });
    expect(run.job('none').step('list').outputs.status).toBe('403');
    expect(run.job('reader').step('list').outputs.status).toBe('200');
    expect(run.job('reader').step('create').outputs.status).toBe('403');
    expect(run.job('writer').step('create').outputs.status).toBe('201');
    expect(server.state.issues.map((i) => i.title)).toContain('from the writer');
    // The token ended with its job.
    const res = await fetch(`${server.url}/repos/octo/demo/issues`, {
      headers: { authorization: `token ${run.job('reader').token}` },
    });
    expect(res.status).toBe(401);
    expect(r.tokens.get(run.job('reader').token)?.revoked).toBe(true);
  });

  it('without any permissions key a job gets the restricted default (contents and packages read)', async () => {
    const r = runner('on: workflow_dispatch\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: "true"\n');
    const run = await r.run({ event: 'workflow_dispatch' });
    expect(run.job('a').scopes).toEqual({ contents: 'read', packages: 'read' });
  });
});

/** A port nothing listens on now: bound by the kernel's choice on loopback, then freed. */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** The line a TCP listener on 127.0.0.1:port writes, or the error code of the connection. */
function readLine(port: number): Promise<string> {
  return new Promise((done) => {
    const c = connect({ port, host: '127.0.0.1' });
    let got = '';
    c.on('data', (d) => {
      got += d;
    });
    c.on('end', () => done(got));
    c.on('error', (e: NodeJS.ErrnoException) => done(String(e.code)));
  });
}

describe("services: a stand-in on the runner's loopback for each published port", () => {
  const probe = (port: string) =>
    `node -e "const c=require('net').connect(${port},'127.0.0.1');c.on('data',d=>process.stdout.write(String(d)));c.on('error',e=>{console.log(e.code);process.exit(1)})"`;

  it('binds HOST for HOST:CONTAINER and a free port for a bare one, fills job.services, and stops them with the job', async () => {
    const host = await freePort();
    const r = runner(
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    services:
      db:
        image: postgres:16
        ports: ['${host}:5432']
      cache:
        image: redis:7
        ports: [6379, '5353/udp']
    steps:
      - id: ctx
        run: |
          echo 'services=\${{ toJSON(job.services) }}' | tr -d ' \\n'; echo
          echo "network=\${{ job.container.network }}"
      - run: ${probe(String(host))}
      - run: ${probe(`\${{ job.services.cache.ports['6379'] }}`)}
`,
      { serviceLine: ({ id, containerPort }) => `secret of ${id} ${containerPort}\n` },
    );
    const run = await r.run({ event: 'workflow_dispatch' });
    const job = run.job('a');
    expect(job.result, JSON.stringify(job.annotations)).toBe('success');
    const out = job.steps[0]!.stdout;
    const services = JSON.parse(/services=(.*)/.exec(out)![1]!) as Record<
      string,
      { id: string; network: string; ports: Record<string, string> }
    >;
    const network = /network=(.*)/.exec(out)![1]!;
    expect(network).toMatch(/^github_network_[0-9a-f]{32}$/);
    expect(services.db).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{64}$/),
      network,
      ports: { '5432': String(host) },
    });
    // Keys are container ports without the protocol, values host ports, both strings.
    const cachePorts = services.cache!.ports;
    expect(Object.keys(cachePorts).sort()).toEqual(['5353', '6379']);
    expect(cachePorts['6379']).toMatch(/^\d+$/);
    expect(cachePorts['6379']).not.toBe('6379');
    expect(job.steps[1]!.stdout).toBe('secret of db 5432\n');
    expect(job.steps[2]!.stdout).toBe('secret of cache 6379\n');
    // "Stop containers": nothing listens once the job has ended.
    expect(await readLine(host)).toBe('ECONNREFUSED');
    expect(await readLine(Number(cachePorts['6379']))).toBe('ECONNREFUSED');
  });

  it("fails the job before its first step when a host port is taken, as docker's start does", async () => {
    const taken = createServer((c) => c.end('not the service\n'));
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as AddressInfo).port;
    try {
      const run = await runner(
        `on: workflow_dispatch\njobs:\n  a:\n    runs-on: x\n    services:\n      db:\n        image: postgres\n        ports: ['${port}:5432']\n    steps:\n      - run: "true"\n`,
      ).run({ event: 'workflow_dispatch' });
      const job = run.job('a');
      expect(job.result).toBe('failure');
      expect(job.steps).toEqual([]);
      expect(job.annotations.map((a) => a.message)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Docker start fail with exit code 1 \\(service 'db': Bind for 0\\.0\\.0\\.0:${port} failed`,
          ),
        ),
      ]);
      expect(await readLine(port)).toBe('not the service\n');
    } finally {
      taken.close();
    }
  });
});

describe('actions/checkout', () => {
  it('clones the remote at the triggering commit, shallow by default, all branches with fetch-depth 0, credentials as extraheader', async () => {
    const run = await runner(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: shallow
        run: echo "shallow=$(git rev-parse --is-shallow-repository) branch=$(git branch --show-current) header=$(git config --get-regexp 'http.*extraheader' | wc -l)" >> "$GITHUB_OUTPUT"
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          ref: feature
          persist-credentials: false
          path: full
      - id: full
        working-directory: full
        run: echo "branches=$(git branch -r | tr -d ' ' | sort | tr '\\n' ,) file=$(cat feature.txt) header=$(git config --get-regexp 'http.*extraheader' | wc -l)" >> "$GITHUB_OUTPUT"
      - uses: actions/checkout@v4
        with:
          ref: v1.0.0
          path: tag
      - id: tag
        run: echo "head=$(git -C tag rev-parse HEAD)" >> "$GITHUB_OUTPUT"
`).run({ event: 'workflow_dispatch' });
    const job = run.job('a');
    expect(job.step('shallow').outputs.shallow).toBe('true branch=main header=1');
    expect(job.step('full').outputs.branches).toBe('origin/feature,origin/main, file=feature header=0');
    expect(job.step('tag').outputs.head).toBe(git(remote, 'rev-parse', 'v1.0.0^{commit}'));
    const header = execFileSync('git', ['-C', job.workspace, 'config', '--get-regexp', 'extraheader'], {
      encoding: 'utf8',
    });
    expect(header).toContain(`http.${server.serverUrl}/.extraheader AUTHORIZATION: basic `);
    expect(Buffer.from(header.trim().split(' ').pop()!, 'base64').toString()).toBe(
      `x-access-token:${job.token}`,
    );
  });
});

describe('artifacts', () => {
  const wf = `on:
  workflow_dispatch:
    inputs:
      from-run:
        type: string
        default: ""
jobs:
  up:
    if: inputs.from-run == ''
    runs-on: ubuntu-latest
    steps:
      - run: |
          mkdir -p "$RUNNER_TEMP/out/sub"
          echo one > "$RUNNER_TEMP/out/one.txt"
          echo two > "$RUNNER_TEMP/out/sub/two.txt"
          echo hidden > "$RUNNER_TEMP/out/.hidden"
      - uses: actions/upload-artifact@v4
        id: upload
        with:
          name: results
          path: \${{ runner.temp }}/out
      - uses: actions/upload-artifact@v4
        id: again
        continue-on-error: true
        with:
          name: results
          path: \${{ runner.temp }}/out/one.txt
      - uses: actions/upload-artifact@v4
        id: overwrite
        with:
          name: single
          path: \${{ runner.temp }}/out/one.txt
      - uses: actions/upload-artifact@v4
        id: overwrite-again
        with:
          name: single
          path: \${{ runner.temp }}/out/sub/two.txt
          overwrite: true
  down:
    needs: up
    if: inputs.from-run == ''
    runs-on: ubuntu-latest
    steps:
      - uses: actions/download-artifact@v4
        with:
          name: results
          path: got
      - uses: actions/download-artifact@v4
        with:
          path: all
      - id: ls
        run: echo "files=$(cd got && find . -type f | sort | tr '\\n' ,) all=$(cd all && find . -type f | sort | tr '\\n' ,)" >> "$GITHUB_OUTPUT"
      - uses: actions/download-artifact@v4
        id: missing
        continue-on-error: true
        with:
          name: nope
  later:
    if: inputs.from-run != ''
    runs-on: ubuntu-latest
    permissions:
      actions: read
    steps:
      - uses: actions/download-artifact@v4
        with:
          name: results
          run-id: \${{ inputs.from-run }}
          github-token: \${{ github.token }}
          path: earlier
      - id: ls
        run: echo "files=$(cd earlier && find . -type f | sort | tr '\\n' ,)" >> "$GITHUB_OUTPUT"
  blind:
    if: inputs.from-run != ''
    runs-on: ubuntu-latest
    permissions:
      contents: read
    steps:
      - uses: actions/download-artifact@v4
        id: dl
        continue-on-error: true
        with:
          name: results
          run-id: \${{ inputs.from-run }}
          github-token: \${{ github.token }}
`;

  it('uploads and downloads within a run; v4 names are immutable unless overwrite; a missing name fails', async () => {
    const r = runner(wf);
    const run = await r.run({ event: 'workflow_dispatch' });
    const up = run.job('up');
    expect(up.step('upload').outcome).toBe('success');
    expect(up.step('again').outcome).toBe('failure');
    expect(up.step('again').annotations[0]!.message).toBe(
      'Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run',
    );
    expect(up.step('overwrite-again').outcome).toBe('success');
    const down = run.job('down');
    // Hidden files stay behind (include-hidden-files defaults to false); folders keep their shape.
    expect(down.step('ls').outputs.files).toBe(
      './one.txt,./sub/two.txt, all=./results/one.txt,./results/sub/two.txt,./single/two.txt,',
    );
    expect(down.step('missing').outcome).toBe('failure');
    expect(down.step('missing').annotations[0]!.message).toContain(
      'Unable to download artifact(s): Artifact not found for name: nope',
    );
    expect(run.artifacts.map((a) => a.name).sort()).toEqual(['results', 'single']);
    expect(
      server.state.artifacts
        .filter((a) => a.runId === run.runId)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['results', 'single']);
  });

  it("downloads another run's artifact by run-id with a token holding actions: read", async () => {
    const r = runner(wf);
    const first = await r.run({ event: 'workflow_dispatch' });
    const second = await r.run({ event: 'workflow_dispatch', inputs: { 'from-run': String(first.runId) } });
    expect(second.job('later').step('ls').outputs.files).toBe('./one.txt,./sub/two.txt,');
    const blind = second.job('blind').step('dl');
    expect(blind.outcome).toBe('failure');
    expect(blind.annotations[0]!.message).toBe(
      'Unable to download artifact(s): Resource not accessible by integration',
    );
  });
});

describe('re-runs', () => {
  it('"Re-run failed jobs": same run id, next attempt; successful jobs keep their outputs; artifacts stay', async () => {
    const flag = join(tempDir(), 'fixed');
    const r = runner(
      `on: workflow_dispatch
jobs:
  build:
    runs-on: ubuntu-latest
    outputs:
      attempt: \${{ steps.b.outputs.attempt }}
    steps:
      - id: b
        run: |
          echo "attempt=\${{ github.run_attempt }}" >> "$GITHUB_OUTPUT"
          echo built > built.txt
      - uses: actions/upload-artifact@v4
        with:
          name: build-\${{ github.run_attempt }}
          path: built.txt
  test:
    needs: build
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        n: [1, 2]
    steps:
      - run: test "\${{ matrix.n }}" = 1 || test -e "$FLAG"
  deploy:
    needs: test
    runs-on: ubuntu-latest
    steps:
      - id: d
        run: echo "saw=\${{ needs.build.outputs.attempt }}" >> "$GITHUB_OUTPUT"
  deploy-outputs:
    needs: [build, deploy]
    runs-on: ubuntu-latest
    steps:
      - id: d
        run: echo "built-in=\${{ needs.build.outputs.attempt }} run=\${{ github.run_id }}/\${{ github.run_attempt }}" >> "$GITHUB_OUTPUT"
`,
      { env: { FLAG: flag } },
    );
    const first = await r.run({ event: 'workflow_dispatch' });
    expect(first.results).toEqual({
      build: 'success',
      test: 'failure',
      deploy: 'skipped',
      'deploy-outputs': 'skipped',
    });
    writeFileSync(flag, '');
    const second = await r.rerunFailed(first);
    expect(second.runId).toBe(first.runId);
    expect(second.attempt).toBe(2);
    expect(second.results).toEqual({
      build: 'success',
      test: 'success',
      deploy: 'success',
      'deploy-outputs': 'success',
    });
    // build was kept from attempt 1, and so was the test leg that passed.
    expect(second.job('build').attempt).toBe(1);
    expect(second.job('test', { n: 1 }).attempt).toBe(1);
    expect(second.job('test', { n: 2 }).attempt).toBe(2);
    expect(second.job('deploy-outputs').step('d').outputs['built-in']).toBe(`1 run=${first.runId}/2`);
    expect(second.artifacts.map((a) => a.name)).toEqual(['build-1']);

    // "Re-run this job" on build: build and everything after it, attempt 3.
    const third = await r.rerunJob(second, 'build');
    expect(third.attempt).toBe(3);
    expect(third.jobs.every((j) => j.attempt === 3)).toBe(true);
    expect(third.job('deploy-outputs').step('d').outputs['built-in']).toBe(`3 run=${first.runId}/3`);
    expect(third.artifacts.map((a) => a.name).sort()).toEqual(['build-1', 'build-3']);
  });
});

describe('runnerUser: the steps as GitHub-hosted runners run them', () => {
  it('runs every step as runner with passwordless sudo, in /home/runner/work, and the built-in actions act as it', {
    timeout: 60_000,
  }, async () => {
    // The remote over HTTP, as GitHub serves it: `runner` cannot read the tests' bare repository.
    const http = await startGitHttpServer(remote, 'no-push');
    try {
      const r = runner(
        `${TRIGGERS}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: who
        run: |
          echo "id=$(id -u):$(id -g) $USER $(sudo -n id -u)" >> "$GITHUB_OUTPUT"
          echo "home=$HOME $(stat -c '%U %a' "$HOME")" >> "$GITHUB_OUTPUT"
          echo "owners=$(stat -c %U . .git/config README.md "$RUNNER_TEMP" "$GITHUB_OUTPUT" "$RUNNER_TOOL_CACHE" | sort -u)" >> "$GITHUB_OUTPUT"
          echo "runner-name=$RUNNER_NAME" >> "$GITHUB_OUTPUT"
      - uses: actions/upload-artifact@v4
        with:
          name: readme
          path: README.md
      - uses: actions/download-artifact@v4
        with:
          name: readme
          path: \${{ runner.temp }}/got/readme
      - id: got
        run: echo "owners=$(stat -c %U "$RUNNER_TEMP/got" "$RUNNER_TEMP/got/readme/README.md" | sort -u)" >> "$GITHUB_OUTPUT"
      - id: echo
        uses: octo/echo@v1
        with:
          command: hello
`,
        { runnerUser: true, remote: http.repoUrl, serverUrl: http.url, runnerName: 'shared' },
      );
      const run = await r.run({ event: 'schedule' });
      const job = run.job('a');
      expect(run.conclusion, JSON.stringify(job.steps.map((s) => [s.name, s.stderr]))).toBe('success');
      const user = ensureRunnerUser();
      expect(job.step('who').outputs.id).toBe(`${user.uid}:${user.gid} runner 0`);
      expect(job.home).toMatch(/\/home\/runner$/);
      expect(job.workspace).toBe(join(job.home, 'work', 'demo', 'demo'));
      expect(job.runnerTemp).toBe(join(job.home, 'work', '_temp'));
      expect(job.step('who').outputs.home).toBe(`${job.home} runner 750`);
      expect(job.step('who').outputs.owners).toBe('runner');
      expect(job.step('who').outputs['runner-name']).toBe('shared');
      expect(job.step('got').outputs.owners).toBe('runner');
      // A mapped action runs from a copy in work/_actions, as the runner downloads it.
      expect(existsSync(join(job.home, 'work', '_actions', 'octo', 'echo', 'v1', 'action.yml'))).toBe(true);
      expect(JSON.parse(job.step('echo').outputs.inputs!).INPUT_COMMAND).toBe('hello');
    } finally {
      await http.close();
    }
  });
});

describe('the shipped Ralph workflow', () => {
  const workflowPath = join(ROOT, '.github', 'workflows', 'ralph.yml');

  function ralphRunner(github: GitHubServer, remoteDir: string): Runner {
    return new Runner({
      workflowPath,
      actionRoot: ROOT,
      actionRef: 'ralph-ci/ralph@v0',
      remote: remoteDir,
      github,
      env: { RALPH_GITHUB_WRITE_SPACING: '0' },
    });
  }

  it('runs on schedule: the schedule step passes although the inputs context is empty', {
    timeout: 60_000,
  }, async () => {
    if (!existsSync(join(ROOT, 'dist', 'index.js')))
      throw new Error('dist/index.js is committed and must exist');
    const plan = {
      version: 1,
      specs: [
        {
          id: 'api',
          name: 'API',
          priority: 1,
          tasks: [{ id: 'api-1', description: 'Done', status: 'completed' }],
        },
      ],
    };
    const work = makeRepo({ 'implementation.json': planJson(plan) });
    const bare = makeRemote(work).remote;
    const github = await startGitHubServer({ owner: 'octo', repo: 'demo', git: bare });
    try {
      const run = await ralphRunner(github, bare).run({ event: 'schedule' });
      const schedule = run.job('schedule').step('schedule');
      const messages = schedule.annotations.map((a) => `${a.level}: ${a.message}`).join('\n');
      // Before the fix this was: 'Input does not meet YAML 1.2 "Core Schema" specification: dry-run'.
      expect(messages).not.toContain('Core Schema');
      expect(schedule.outcome, `${messages}\n${schedule.stdout}\n${schedule.stderr}`).toBe('success');
      expect(run.results.schedule).toBe('success');
      expect(Object.values(run.results)).not.toContain('failure');
      github.assertNoViolations();
    } finally {
      await github.close();
    }
  });

  // The bug this emulation was written for: at 46b5cff the workflow passed `dry-run: ${{ inputs.dry-run }}`
  // and the action read it with core.getBooleanInput, so every scheduled run failed on GitHub. The
  // emulation, given that commit's workflow, action.yml and dist/, fails the same way.
  const BUGGY = '46b5cffc17a4dc6403a348cde89210d993d00d1a';
  const haveBuggy = (() => {
    try {
      execFileSync('git', ['-C', ROOT, 'cat-file', '-e', `${BUGGY}^{commit}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false; // a shallow clone: the commit is not here (the test then fails, saying so)
    }
  })();

  it('reproduces the scheduled-run failure of 46b5cff (dry-run "" is not a YAML 1.2 boolean)', {
    timeout: 60_000,
  }, async () => {
    // Never skipped: a clone without that history is told so, not counted as a pass.
    if (!haveBuggy)
      throw new Error(`commit ${BUGGY} is not in this clone: clone the repository with its history`);
    const old = tempDir('ralph-46b5cff-');
    execFileSync('sh', [
      '-c',
      `git -C "${ROOT}" archive ${BUGGY} action.yml dist .github/workflows/ralph.yml | tar -x -C "${old}"`,
    ]);
    const plan = {
      version: 1,
      specs: [
        {
          id: 'api',
          name: 'API',
          priority: 1,
          tasks: [{ id: 'api-1', description: 'Do', status: 'pending' }],
        },
      ],
    };
    const bare = makeRemote(makeRepo({ 'implementation.json': planJson(plan) })).remote;
    const github = await startGitHubServer({ owner: 'octo', repo: 'demo', git: bare });
    try {
      const r = new Runner({
        workflowPath: join(old, '.github', 'workflows', 'ralph.yml'),
        actionRoot: old,
        actionRef: 'ralph-ci/ralph@v0',
        remote: bare,
        github,
      });
      const scheduled = await r.run({ event: 'schedule' });
      const step = scheduled.job('schedule').step('schedule');
      expect(step.inputs?.['dry-run']).toBe('');
      expect(step.outcome).toBe('failure');
      expect(step.annotations.map((a) => a.message).join('\n')).toContain(
        'Input does not meet YAML 1.2 "Core Schema" specification: dry-run',
      );
      expect(scheduled.results).toEqual({ schedule: 'failure', task: 'skipped', finalize: 'skipped' });
      // The same workflow dispatched by hand passes: `inputs.dry-run` is a boolean there.
      const dispatched = await r.run({ event: 'workflow_dispatch', inputs: { 'dry-run': true } });
      expect(dispatched.job('schedule').step('schedule').outcome).toBe('success');
    } finally {
      await github.close();
    }
  });
});
