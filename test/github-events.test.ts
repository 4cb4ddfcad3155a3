// Event payloads built from the local GitHub server's state (support/github-events.ts), checked
// against the webhook schemas of GitHub's OpenAPI description, and handed to the runner emulation
// as GitHub hands them to a workflow (github.event, GITHUB_EVENT_PATH, refs, head_ref/base_ref).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  issueCommentEvent,
  pullRequestClosedEvent,
  pullRequestReviewEvent,
  runsGitHubStarts,
} from './support/github-events.js';
import { type GitHubServer, startGitHubServer, validateWebhook } from './support/github-server.js';
import { git, makeRemote, makeRepo, tempDir } from './support/repo.js';
import { Runner } from './support/runner.js';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const repo = { owner: 'octo', repo: 'demo' };
const APP = `${Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n')}\n`;

let dirs: string[] = [];
let work: string;
let remote: string;
let server: GitHubServer;
let octokit: Octokit;

/** A commit on `branch` of the work tree, pushed to the remote; returns its SHA. */
function commit(branch: string, files: Record<string, string>, message: string): string {
  git(work, 'checkout', '--quiet', branch);
  for (const [path, text] of Object.entries(files)) writeFileSync(join(work, path), text);
  git(work, 'add', '-A');
  git(work, 'commit', '--quiet', '-m', message);
  git(work, 'push', '--quiet', remote, `${branch}:${branch}`);
  git(work, 'checkout', '--quiet', 'main');
  return git(work, 'rev-parse', branch);
}

beforeEach(async () => {
  work = makeRepo({ 'app.ts': APP, 'README.md': '# demo\n' });
  git(work, 'branch', 'ralph/spec-a');
  git(work, 'branch', 'ralph/spec-b');
  remote = makeRemote(work).remote;
  dirs = [work, dirname(remote)];
  commit('ralph/spec-a', { 'app.ts': APP.replace('line 3\n', 'line 3, renamed\n') }, 'spec a');
  commit('ralph/spec-b', { 'b.txt': 'b\n' }, 'spec b');
  server = await startGitHubServer({ ...repo, git: remote });
  octokit = new Octokit({ auth: 'x', baseUrl: server.url, log: quiet });
  server.setPermission('alice', 'write');
});

afterEach(async () => {
  try {
    server.assertNoViolations();
  } finally {
    await server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
});

async function openPull(head: string, title: string): Promise<number> {
  const { data } = await octokit.rest.pulls.create({
    ...repo,
    head,
    base: 'main',
    title,
    body: `Implements ${title}.`,
  });
  return data.number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown) => v as Obj;

describe('issue_comment', () => {
  it('a /ralph command on a pull request: the webhook structure, the comment as the REST API shows it', async () => {
    const pull = await openPull('ralph/spec-a', 'Spec A');
    const comment = server.addComment(pull, { body: '/ralph rename the thing', user: 'alice' });
    const payload = issueCommentEvent(server, { issue: pull, comment });
    expect(validateWebhook('issue_comment', payload)).toBeUndefined();
    expect(Object.keys(payload)).toEqual(['action', 'issue', 'comment', 'repository', 'sender']);
    expect(payload.action).toBe('created');
    expect(payload.issue).toMatchObject({
      number: pull,
      title: 'Spec A',
      state: 'open',
      pull_request: { url: `${server.url}/repos/octo/demo/pulls/${pull}`, merged_at: null },
    });
    const rest = await octokit.rest.issues.getComment({ ...repo, comment_id: comment.id });
    expect(payload.comment).toEqual(rest.data);
    expect(payload.comment).toMatchObject({
      body: '/ralph rename the thing',
      user: { login: 'alice', type: 'User' },
      author_association: 'COLLABORATOR',
      html_url: `${server.serverUrl}/octo/demo/pull/${pull}#issuecomment-${comment.id}`,
    });
    expect(payload.sender).toMatchObject({ login: 'alice', type: 'User' });
    expect(payload.repository).toMatchObject({
      full_name: 'octo/demo',
      default_branch: 'main',
      custom_properties: {},
    });
    expect(obj(payload.repository).permissions).toBeUndefined();
  });

  it('on an issue (no pull_request), by a bot, and an edit with the body it had', () => {
    const issue = server.addIssue({ title: 'Ralph: blocked tasks', labels: ['ralph'] });
    const byBot = server.addComment(issue.number, {
      body: 'task t1 is blocked',
      user: 'github-actions[bot]',
    });
    const botEvent = issueCommentEvent(server, { comment: byBot.id });
    expect(validateWebhook('issue_comment', botEvent)).toBeUndefined();
    expect('pull_request' in obj(botEvent.issue)).toBe(false);
    expect(obj(botEvent.comment).user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
    expect(obj(botEvent.sender).type).toBe('Bot');

    const human = server.addComment(issue.number, { body: '/ralph retry t1', user: 'alice' });
    server.editComment(human.id, '/ralph retry t1 use the v2 API');
    const edited = issueCommentEvent(server, { comment: human, action: 'edited' });
    expect(validateWebhook('issue_comment', edited)).toBeUndefined();
    expect(edited.changes).toEqual({ body: { from: '/ralph retry t1' } });
    expect(obj(edited.comment).body).toBe('/ralph retry t1 use the v2 API');
    expect(() => issueCommentEvent(server, { comment: byBot, action: 'edited' })).toThrow(/never edited/);
    expect(() => issueCommentEvent(server, { issue: 99, comment: byBot })).toThrow(/not #99/);
  });

  it('the webhook schemas do catch a payload GitHub would not send', () => {
    const issue = server.addIssue({ title: 'x' });
    const payload = issueCommentEvent(server, { comment: server.addComment(issue.number, { body: 'hi' }) });
    const { user: _user, ...userless } = obj(payload.comment);
    expect(validateWebhook('issue_comment', { ...payload, comment: userless })).toMatch(
      /must have required property 'user'/,
    );
    expect(validateWebhook('issue_comment', { ...payload, action: 'created', sender: undefined })).toMatch(
      /sender/,
    );
    expect(() => validateWebhook('push', payload)).toThrow(/not in the API description subset/);
  });
});

describe('pull_request_review', () => {
  it('a review requesting changes: lower-case state, the pull request without merge fields, the reviewer as sender', async () => {
    const pull = await openPull('ralph/spec-a', 'Spec A');
    const head = git(remote, 'rev-parse', 'ralph/spec-a');
    const review = await server.addReview(pull, {
      user: 'alice',
      state: 'CHANGES_REQUESTED',
      body: 'Use a better name.',
      comments: [{ path: 'app.ts', line: 3, body: 'This one.' }],
    });
    const payload = await pullRequestReviewEvent(server, { pull, review });
    expect(validateWebhook('pull_request_review', payload)).toBeUndefined();
    expect(payload.action).toBe('submitted');
    expect(payload.review).toMatchObject({
      id: review.id,
      state: 'changes_requested',
      body: 'Use a better name.',
      commit_id: head,
      user: { login: 'alice' },
      author_association: 'COLLABORATOR',
    });
    // The REST API spells the same review in upper case.
    const rest = await octokit.rest.pulls.getReview({ ...repo, pull_number: pull, review_id: review.id });
    expect(rest.data.state).toBe('CHANGES_REQUESTED');
    const pr = obj(payload.pull_request);
    expect(pr).toMatchObject({
      number: pull,
      state: 'open',
      head: { ref: 'ralph/spec-a', sha: head },
      base: { ref: 'main' },
    });
    for (const key of ['merged', 'mergeable', 'commits', 'comments']) expect(key in pr).toBe(false);
    expect(obj(payload.sender).login).toBe('alice');

    const approval = await server.addReview(pull, { user: 'bob', state: 'APPROVED' });
    const approved = await pullRequestReviewEvent(server, { review: approval.id });
    expect(validateWebhook('pull_request_review', approved)).toBeUndefined();
    expect(approved.review).toMatchObject({ state: 'approved', body: null });
  });
});

describe('pull_request closed', () => {
  it('merged: the builder merges in the repository as the merge button does, and the payload says so', async () => {
    const pull = await openPull('ralph/spec-a', 'Spec A');
    const head = git(remote, 'rev-parse', 'ralph/spec-a');
    const payload = await pullRequestClosedEvent(server, {
      pull,
      merged: true,
      merge: { method: 'squash' },
      sender: 'alice',
    });
    expect(validateWebhook('pull_request', payload)).toBeUndefined();
    const main = git(remote, 'rev-parse', 'main');
    expect(git(remote, 'log', '-1', '--format=%s', 'main')).toBe(`Spec A (#${pull})`);
    expect(payload).toMatchObject({ action: 'closed', number: pull, sender: { login: 'alice' } });
    expect(payload.pull_request).toMatchObject({
      state: 'closed',
      merged: true,
      merge_commit_sha: main,
      merged_by: { login: 'alice' },
      head: { ref: 'ralph/spec-a', sha: head },
    });
    // Already merged: described as it is; a contradiction is a test bug.
    const again = await pullRequestClosedEvent(server, { pull });
    expect(obj(again.pull_request).merge_commit_sha).toBe(main);
    await expect(pullRequestClosedEvent(server, { pull, merged: false })).rejects.toThrow(/merged/);
  });

  it('closed without a merge leaves the repository alone; a conflicting merge is refused', async () => {
    const b = await openPull('ralph/spec-b', 'Spec B');
    const main = git(remote, 'rev-parse', 'main');
    const closed = await pullRequestClosedEvent(server, { pull: b, merged: false });
    expect(validateWebhook('pull_request', closed)).toBeUndefined();
    expect(closed.pull_request).toMatchObject({
      state: 'closed',
      merged: false,
      merge_commit_sha: null,
      merged_by: null,
    });
    expect(git(remote, 'rev-parse', 'main')).toBe(main);

    const a = await openPull('ralph/spec-a', 'Spec A');
    commit('main', { 'app.ts': APP.replace('line 3\n', 'line 3, elsewhere\n') }, 'main edits line 3');
    await expect(pullRequestClosedEvent(server, { pull: a })).rejects.toMatchObject({
      status: 405,
      message: 'Pull Request is not mergeable',
    });
  });
});

describe('which runs GitHub starts for what was done through the API', () => {
  it("none for what a job's GITHUB_TOKEN did, but its dispatch; one for each thing any other token did", async () => {
    // A job's token, as the runner emulation registers it (it acts as the viewer,
    // github-actions[bot]); `octokit`'s token is alice's own.
    server.setTokenUser('x', 'alice');
    server.setTokenScopes('ghs_job', {
      contents: 'write',
      'pull-requests': 'write',
      issues: 'write',
      actions: 'write',
    });
    const job = new Octokit({ auth: 'ghs_job', baseUrl: server.url, log: quiet });
    const a = await openPull('ralph/spec-a', 'Spec A');
    const { data: b } = await job.rest.pulls.create({
      ...repo,
      head: 'ralph/spec-b',
      base: 'main',
      title: 'B',
    });
    await job.rest.pulls.merge({ ...repo, pull_number: b.number, merge_method: 'squash' });
    await job.rest.issues.createComment({ ...repo, issue_number: a, body: 'from the job' });
    const { data: other } = await octokit.rest.issues.createComment({ ...repo, issue_number: a, body: 'hi' });
    await job.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: 'ralph.yml',
      ref: 'main',
      inputs: { 'spec-id': 'x' },
    });
    await octokit.rest.pulls.merge({ ...repo, pull_number: a });

    const { runs, refused } = await runsGitHubStarts(server);
    expect(refused.map((r) => `${r.cause.event} ${r.cause.action ?? ''}`.trim())).toEqual([
      'pull_request opened',
      'pull_request closed',
      'issue_comment created',
    ]);
    expect(refused[0]!.reason).toContain("a job's GITHUB_TOKEN");
    expect(refused.map((r) => r.cause.actor)).toEqual(Array(3).fill('github-actions[bot]'));
    expect(runs.map((r) => r.actor)).toEqual(['alice', 'alice', 'github-actions[bot]', 'alice']);
    expect(server.state.pulls.find((p) => p.number === b.number)!.mergedBy).toBe('github-actions[bot]');
    expect(server.state.pulls.find((p) => p.number === a)).toMatchObject({
      user: 'alice',
      mergedBy: 'alice',
    });
    expect(runs.map((r) => `${r.event} ${r.cause.action ?? ''}`.trim())).toEqual([
      'pull_request opened',
      'issue_comment created',
      'workflow_dispatch',
      'pull_request closed',
    ]);
    // (The subset holds no schema of pull_request `opened`.)
    // Payloads describe the objects as they are now (pull request `a` is merged since).
    expect(runs[0]!.payload).toMatchObject({ action: 'opened', number: a, pull_request: { number: a } });
    expect(runs[1]!.payload).toMatchObject({
      action: 'created',
      comment: { id: other.id, user: { login: 'alice' } },
      sender: { login: 'alice', type: 'User' },
    });
    expect(validateWebhook('issue_comment', runs[1]!.payload!)).toBeUndefined();
    expect(runs[2]).toMatchObject({ ref: 'main', inputs: { 'spec-id': 'x' } });
    expect(runs[3]!.payload).toMatchObject({ action: 'closed', number: a, pull_request: { merged: true } });
    expect(validateWebhook('pull_request', runs[3]!.payload!)).toBeUndefined();
    // From an index on: what happened since.
    expect((await runsGitHubStarts(server, server.state.triggers.length - 1)).runs).toHaveLength(1);
  });
});

describe('the runner emulation gets these payloads as GitHub gives them', () => {
  const WORKFLOW = `on:
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
  pull_request:
    types: [closed]
jobs:
  look:
    runs-on: ubuntu-latest
    steps:
      - id: ctx
        env:
          EVENT_NAME: \${{ github.event_name }}
          HEAD_REF: \${{ github.head_ref }}
          BASE_REF: \${{ github.base_ref }}
          ON_PR: \${{ github.event.issue.pull_request != null }}
          BODY: \${{ github.event.comment.body || github.event.review.body }}
          STATE: \${{ github.event.review.state }}
          MERGED: \${{ github.event.pull_request.merged }}
        run: |
          {
            echo "event_name=$EVENT_NAME/$GITHUB_EVENT_NAME"
            echo "head_ref=$HEAD_REF/$GITHUB_HEAD_REF"
            echo "base_ref=$BASE_REF/$GITHUB_BASE_REF"
            echo "ref=$GITHUB_REF"
            echo "sha=$GITHUB_SHA"
            echo "actor=$GITHUB_ACTOR"
            echo "on_pr=$ON_PR"
            echo "body=$BODY"
            echo "state=$STATE"
            echo "merged=$MERGED"
            echo "event<<EVENT_EOF"
            cat "$GITHUB_EVENT_PATH"
            echo
            echo "EVENT_EOF"
          } >> "$GITHUB_OUTPUT"
`;

  let runner: Runner;

  beforeEach(() => {
    const path = join(tempDir('ralph-events-wf-'), '.github', 'workflows', 'listen.yml');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, WORKFLOW);
    dirs.push(dirname(dirname(dirname(path))));
    runner = new Runner({ workflowPath: path, remote, github: server });
  });

  afterEach(() => runner.cleanup());

  async function look(event: string, payload: Obj) {
    const run = await runner.run({ event, payload });
    expect(run.triggered).toBe(true);
    expect(run.conclusion).toBe('success');
    const out = run.job('look').step('ctx').outputs;
    return { run, out, event: JSON.parse(out.event ?? '{}') as Obj };
  }

  it('issue_comment: the default branch, no head_ref, the commenter as actor, the payload in GITHUB_EVENT_PATH', async () => {
    const pull = await openPull('ralph/spec-a', 'Spec A');
    const comment = server.addComment(pull, { body: '/ralph rename it', user: 'alice' });
    const payload = issueCommentEvent(server, { comment });
    const { out, event } = await look('issue_comment', payload);
    expect(out).toMatchObject({
      event_name: 'issue_comment/issue_comment',
      head_ref: '/',
      base_ref: '/',
      ref: 'refs/heads/main',
      sha: git(remote, 'rev-parse', 'main'),
      actor: 'alice',
      on_pr: 'true',
      body: '/ralph rename it',
    });
    expect(event).toEqual(payload);

    server.editComment(comment.id, '/ralph rename it better');
    const edited = await runner.run({
      event: 'issue_comment',
      payload: issueCommentEvent(server, { comment, action: 'edited' }),
    });
    expect(edited.triggered).toBe(false);
  });

  it('pull_request_review: refs/pull/N/merge, and no head_ref (GitHub sets it for pull_request events only)', async () => {
    const pull = await openPull('ralph/spec-a', 'Spec A');
    const review = await server.addReview(pull, {
      user: 'alice',
      state: 'CHANGES_REQUESTED',
      body: 'Rename it.',
    });
    const payload = await pullRequestReviewEvent(server, { review });
    const { out, event } = await look('pull_request_review', payload);
    expect(out).toMatchObject({
      event_name: 'pull_request_review/pull_request_review',
      head_ref: '/',
      base_ref: '/',
      ref: `refs/pull/${pull}/merge`,
      sha: git(remote, 'rev-parse', 'ralph/spec-a'),
      actor: 'alice',
      body: 'Rename it.',
      state: 'changes_requested',
    });
    expect(event).toEqual(payload);
  });

  it('pull_request closed: merged runs on the base branch at the merge commit; unmerged on refs/pull/N/merge', async () => {
    const a = await openPull('ralph/spec-a', 'Spec A');
    const merged = await pullRequestClosedEvent(server, { pull: a, sender: 'alice' });
    const { out, event } = await look('pull_request', merged);
    expect(out).toMatchObject({
      event_name: 'pull_request/pull_request',
      head_ref: 'ralph/spec-a/ralph/spec-a',
      base_ref: 'main/main',
      ref: 'refs/heads/main',
      sha: git(remote, 'rev-parse', 'main'),
      actor: 'alice',
      merged: 'true',
    });
    expect(out.sha).toBe(obj(merged.pull_request).merge_commit_sha);
    expect(event).toEqual(merged);

    const b = await openPull('ralph/spec-b', 'Spec B');
    const closed = await pullRequestClosedEvent(server, { pull: b, merged: false });
    const second = await look('pull_request', closed);
    expect(second.out).toMatchObject({
      ref: `refs/pull/${b}/merge`,
      head_ref: 'ralph/spec-b/ralph/spec-b',
      merged: 'false',
      actor: 'github-actions[bot]',
    });
  });
});
