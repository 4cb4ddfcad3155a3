import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  collaboratorCanWrite,
  createOctokit,
  dispatchWorkflow,
  ensureLabel,
  ensureTrackingIssue,
  explainGitHubError,
  type GitHubClient,
  GitHubError,
  RALPH_LABEL,
  squashMerge,
  upsertComment,
  upsertPullRequest,
} from '../src/adapters/github.js';
import { blockedMarker, specMarker } from '../src/core/github-text/github-text.js';
import { type GitHubServer, startGitHubServer } from './support/github-server.js';

const repo = { owner: 'acme', repo: 'widgets' };

describe('GitHub adapter against the local GitHub server', () => {
  let server: GitHubServer;
  let octokit: GitHubClient;
  let logs: string[];

  beforeEach(async () => {
    server = await startGitHubServer({ owner: 'acme', repo: 'widgets' });
    logs = [];
    octokit = createOctokit('test-token', {
      baseUrl: server.url,
      retryBaseMs: 5,
      spaceWrites: false,
      log: (m) => logs.push(m),
    });
  });

  afterEach(async () => {
    try {
      server.assertNoViolations();
    } finally {
      await server.close();
    }
  });

  /** Requests that change something (anything but GET), as "METHOD path". */
  const writes = () =>
    server.state.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

  /** Runs `fn` once, just before Octokit sends a request to `route`: another job acting in between. */
  function beforeRequest(method: string, route: string, fn: () => void): void {
    let done = false;
    octokit.hook.before('request', (options) => {
      if (!done && options.method === method && options.url === route) {
        done = true;
        fn();
      }
    });
  }

  describe('upsertPullRequest', () => {
    const pr = { head: 'ralph/avatars', base: 'main', title: 'User avatars', body: 'body one' };

    it('opens the pull request once and makes no write when nothing changed', async () => {
      const first = await upsertPullRequest(octokit, repo, pr);
      expect(first).toEqual({
        number: 1,
        url: `${server.serverUrl}/acme/widgets/pull/1`,
        created: true,
        updated: false,
      });
      const before = server.state.requests.length;

      const second = await upsertPullRequest(octokit, repo, pr);
      expect(second).toEqual({ ...first, created: false, updated: false });
      const after = server.state.requests.slice(before);
      expect(after.map((r) => r.method)).toEqual(['GET']);
      expect(after[0]!.query).toMatchObject({ head: 'acme:ralph/avatars', base: 'main', state: 'open' });
      expect(writes()).toEqual(['POST /repos/acme/widgets/pulls']);
      expect(server.state.pulls).toHaveLength(1);
    });

    it('updates only what changed', async () => {
      await upsertPullRequest(octokit, repo, pr);
      const result = await upsertPullRequest(octokit, repo, { ...pr, body: 'body two' });
      expect(result).toMatchObject({ number: 1, created: false, updated: true });
      const patch = server.state.requests.find((r) => r.method === 'PATCH');
      expect(patch?.path).toBe('/repos/acme/widgets/pulls/1');
      expect(patch?.body).toEqual({ body: 'body two' });
      expect(server.state.pulls[0]).toMatchObject({ title: 'User avatars', body: 'body two' });
    });

    it('treats a body GitHub hands back with CRLF line endings as unchanged', async () => {
      server.addPull({ head: 'ralph/avatars', title: pr.title, body: 'line one\r\nline two' });
      const result = await upsertPullRequest(octokit, repo, { ...pr, body: 'line one\nline two' });
      expect(result.updated).toBe(false);
      expect(writes()).toEqual([]);
    });

    it('updates a pull request someone else opened for the branch instead of opening a second', async () => {
      server.addPull({ head: 'ralph/other', title: 'unrelated' });
      const theirs = server.addPull({
        head: 'ralph/avatars',
        title: 'WIP',
        body: 'by hand',
        user: 'octocat',
      });
      const result = await upsertPullRequest(octokit, repo, pr);
      expect(result).toMatchObject({ number: theirs.number, created: false, updated: true });
      expect(writes()).toEqual([`PATCH /repos/acme/widgets/pulls/${theirs.number}`]);
      expect(server.state.pulls.filter((p) => p.head === 'ralph/avatars')).toHaveLength(1);
      expect(theirs).toMatchObject({ title: 'User avatars', body: 'body one', user: 'octocat' });
    });

    it('opens a new pull request when the one for the branch targets another base or is closed', async () => {
      server.addPull({ head: 'ralph/avatars', base: 'release', title: 'other base' });
      server.addPull({ head: 'ralph/avatars', title: 'closed', state: 'closed' });
      const result = await upsertPullRequest(octokit, repo, pr);
      expect(result).toMatchObject({ number: 3, created: true });
    });

    it('updates the pull request another job opened between the look and the create', async () => {
      beforeRequest('POST', '/repos/{owner}/{repo}/pulls', () => {
        server.addPull({ head: 'ralph/avatars', title: 'User avatars', body: 'from the other job' });
      });
      const result = await upsertPullRequest(octokit, repo, pr);
      expect(result).toMatchObject({ number: 1, created: false, updated: true });
      expect(server.state.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
        'GET 200',
        'POST 422',
        'GET 200',
        'PATCH 200',
      ]);
      expect(server.state.pulls).toHaveLength(1);
      expect(server.state.pulls[0]!.body).toBe('body one');
    });

    it('retries a 500 and succeeds', async () => {
      server.failNext({ method: 'GET', path: '/repos/acme/widgets/pulls' }, { status: 500 });
      const result = await upsertPullRequest(octokit, repo, pr);
      expect(result.created).toBe(true);
      expect(server.state.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
        'GET 500',
        'GET 200',
        'POST 201',
      ]);
    });

    it('names the missing permission when the token may not open pull requests', async () => {
      server.failNext(
        { method: 'POST', path: '/repos/acme/widgets/pulls' },
        {
          status: 403,
          kind: 'not-accessible',
          permissions: 'pull_requests=write',
          times: Number.POSITIVE_INFINITY,
        },
      );
      const error = await upsertPullRequest(octokit, repo, pr).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GitHubError);
      const e = error as GitHubError;
      expect(e.status).toBe(403);
      expect(e.permission).toBe('pull-requests: write');
      expect(e.message).toContain('POST /repos/acme/widgets/pulls answered 403');
      expect(e.message).toContain('Resource not accessible by integration');
      expect(e.message).toMatch(/the token lacks pull-requests: write;/i);
      expect(e.message).toContain('add `permissions: pull-requests: write` to the job');
      // A permission problem is not retried.
      expect(writes()).toEqual(['POST /repos/acme/widgets/pulls']);
    });

    it('explains that Actions may not open pull requests in this repository', async () => {
      server.failNext(
        { method: 'POST', path: '/repos/acme/widgets/pulls' },
        { status: 403, message: 'GitHub Actions is not permitted to create or approve pull requests.' },
      );
      await expect(upsertPullRequest(octokit, repo, pr)).rejects.toThrow(
        /Allow GitHub Actions to create and approve pull requests/,
      );
    });
  });

  describe('rate limits', () => {
    for (const status of [403, 429]) {
      it(`waits out a secondary rate limit (${status} with retry-after) and retries`, async () => {
        const issue = server.addIssue({ title: 'tracking' });
        server.failNext(
          { method: 'POST', path: `/repos/acme/widgets/issues/${issue.number}/comments` },
          { status, kind: 'secondary-rate-limit', retryAfter: 1 },
        );
        const started = Date.now();
        const result = await upsertComment(octokit, repo, issue.number, blockedMarker('t1'), 'blocked');
        expect(result.created).toBe(true);
        expect(Date.now() - started).toBeGreaterThanOrEqual(900);
        expect(server.state.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
          'GET 200',
          `POST ${status}`,
          'POST 201',
        ]);
        expect(server.state.comments).toHaveLength(1);
        expect(logs.join('\n')).toMatch(/secondary rate limit on POST .* retrying in 1s/);
      });
    }

    it('waits out a primary rate limit that resets soon', async () => {
      server.failNext(
        { method: 'GET', path: '/repos/acme/widgets/pulls' },
        { status: 403, kind: 'rate-limit', retryAfter: 1 },
      );
      const result = await upsertPullRequest(octokit, repo, {
        head: 'ralph/a',
        base: 'main',
        title: 'A',
        body: 'a',
      });
      expect(result.created).toBe(true);
      expect(logs.join('\n')).toMatch(/rate limit on GET .* retrying in \d+s/);
    });
  });

  describe('squashMerge', () => {
    // GitHub's own words for refused merges (its REST docs and answers): each is asked once, and
    // the error names the cause, never "the token lacks contents: write".
    it.each([
      [405, 'Squash merges are not allowed on this repository.', /does not allow squash merges/],
      [405, 'At least 1 approving review is required by reviewers with write access.', /requires a review/],
      [405, 'Required status check "build" is expected.', /status check the branch protection requires/],
      [405, 'Repository rule violations found', /branch protection or a ruleset/i],
      [405, 'Pull Request is not mergeable', /not mergeable/],
      [409, 'Head branch was modified. Review and try the merge again.', /the head moved/i],
      [403, 'Protected branch update failed for refs/heads/main.', /branch protection or a ruleset/i],
    ])('a %i "%s" is asked once and explained', async (status, message, why) => {
      const pull = server.addPull({ head: 'ralph/a', title: 'A' });
      server.failNext({ method: 'PUT', path: /\/merge$/ }, { status, kind: 'error', message });
      const err = await squashMerge(octokit, repo, pull.number, 'a'.repeat(40), 'A').catch((e: Error) => e);
      expect(String(err)).toMatch(why);
      expect(String(err)).not.toContain('lacks');
      expect(String(err)).toContain(message.replace(/\.$/, ''));
      const puts = server.state.requests.filter((q) => q.method === 'PUT' && q.path.endsWith('/merge'));
      expect(puts).toHaveLength(1);
    });

    it('puts a 403 "not accessible by integration" down to the token', async () => {
      const pull = server.addPull({ head: 'ralph/a', title: 'A' });
      server.failNext({ method: 'PUT', path: /\/merge$/ }, { status: 403, kind: 'not-accessible' });
      const err = await squashMerge(octokit, repo, pull.number, 'a'.repeat(40), 'A').catch((e: Error) => e);
      expect(String(err)).toContain('contents: write');
    });
  });

  describe('upsertComment', () => {
    it('creates the comment, leaves it alone when unchanged, and updates it in place', async () => {
      const issue = server.addIssue({ title: 'tracking' });
      const marker = blockedMarker('t1');
      const created = await upsertComment(octokit, repo, issue.number, marker, `${marker}\nfirst`);
      expect(created).toMatchObject({ created: true, updated: false });
      expect(created.url).toBe(
        `${server.serverUrl}/acme/widgets/issues/${issue.number}#issuecomment-${created.id}`,
      );

      const same = await upsertComment(octokit, repo, issue.number, marker, `${marker}\nfirst`);
      const { at: _at, ...createdWithoutTime } = created;
      expect(created.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(same).toEqual({ ...createdWithoutTime, created: false, updated: false });
      expect(writes()).toEqual([`POST /repos/acme/widgets/issues/${issue.number}/comments`]);

      const changed = await upsertComment(octokit, repo, issue.number, marker, `${marker}\nsecond`);
      expect(changed).toMatchObject({ id: created.id, created: false, updated: true });
      expect(server.state.comments).toHaveLength(1);
      expect(server.state.comments[0]!.body).toBe(`${marker}\nsecond`);
    });

    it('puts the marker in front of a body without it', async () => {
      const issue = server.addIssue({ title: 'tracking' });
      await upsertComment(octokit, repo, issue.number, blockedMarker('t1'), 'no marker here');
      expect(server.state.comments[0]!.body).toBe(`${blockedMarker('t1')}\nno marker here`);
      await upsertComment(octokit, repo, issue.number, blockedMarker('t1'), 'no marker here');
      expect(server.state.comments).toHaveLength(1);
    });

    it('finds its comment beyond the first page and ignores comments that only mention the marker', async () => {
      const issue = server.addIssue({ title: 'tracking' });
      const marker = blockedMarker('t1');
      for (let i = 0; i < 120; i++)
        server.addComment(issue.number, { body: `chatter ${i}`, user: 'octocat' });
      server.addComment(issue.number, { body: `I saw ${marker} in the source`, user: 'octocat' });
      const ours = server.addComment(issue.number, { body: `${marker}\nold` });
      server.addComment(issue.number, { body: blockedMarker('t2') });
      const result = await upsertComment(octokit, repo, issue.number, marker, `${marker}\nnew`);
      expect(result).toMatchObject({ id: ours.id, updated: true });
      expect(writes()).toEqual([`PATCH /repos/acme/widgets/issues/comments/${ours.id}`]);
      const pages = server.state.requests.filter((r) => r.method === 'GET').map((r) => r.query.page ?? '1');
      expect(pages).toEqual(['1', '2']);
    });

    it('explains a missing issues permission', async () => {
      const issue = server.addIssue({ title: 'tracking' });
      server.failNext({ method: 'POST', path: /\/comments$/ }, { status: 403, kind: 'not-accessible' });
      const error = (await upsertComment(octokit, repo, issue.number, blockedMarker('t1'), 'x').catch(
        (e: unknown) => e,
      )) as GitHubError;
      expect(error.permission).toBe('issues: write');
      expect(error.message).toMatch(/the token lacks issues: write \(or pull-requests: write\)/i);
      expect(error.message).toContain(`post or update the comment on #${issue.number}`);
    });
  });

  describe('labels and the tracking issue', () => {
    it('opens the tracking issue with the ralph label, then finds it', async () => {
      const input = { specId: 'avatars', title: 'Ralph: avatars', body: 'tracking avatars' };
      const { number } = await ensureTrackingIssue(octokit, repo, input);
      const issue = server.state.issues.find((i) => i.number === number)!;
      expect(issue.labels).toEqual([RALPH_LABEL]);
      expect(issue.body).toBe(`${specMarker('avatars')}\ntracking avatars`);
      expect(server.state.labels).toEqual([
        expect.objectContaining({ name: 'ralph', color: '6f42c1', description: expect.any(String) }),
      ]);
      expect(writes()).toEqual(['POST /repos/acme/widgets/labels', 'POST /repos/acme/widgets/issues']);

      expect((await ensureTrackingIssue(octokit, repo, input)).number).toBe(number);
      expect((await ensureTrackingIssue(octokit, repo, { ...input, specId: 'other' })).number).not.toBe(
        number,
      );
      expect(server.state.issues).toHaveLength(2);
      expect(writes().filter((w) => w.endsWith('/labels'))).toHaveLength(1);
    });

    it('finds an existing labelled issue with the marker and skips look-alikes', async () => {
      const marker = specMarker('avatars');
      server.addIssue({ title: 'no label', body: marker });
      server.addIssue({ title: 'closed', body: marker, labels: ['ralph'], state: 'closed' });
      server.addPull({ head: 'ralph/avatars', title: 'a pull request', body: marker, labels: ['ralph'] });
      server.addIssue({ title: 'other spec', body: specMarker('avatars-2'), labels: ['ralph'] });
      for (let i = 0; i < 100; i++) server.addIssue({ title: `noise ${i}`, labels: ['ralph'] });
      const ours = server.addIssue({
        title: 'by hand',
        body: `notes\n${marker}`,
        labels: ['ralph'],
        user: 'octocat',
      });
      const found = await ensureTrackingIssue(octokit, repo, { specId: 'avatars', title: 't', body: 'b' });
      expect(found).toEqual({ number: ours.number, openedBy: 'octocat', created: false });
      expect(writes()).toEqual([]);
    });

    it('leaves an existing label alone and accepts one created in between', async () => {
      server.addLabel({ name: 'ralph', color: '000000' });
      expect(await ensureLabel(octokit, repo, 'ralph', '#ffffff', 'd')).toBe(false);
      expect(writes()).toEqual([]);

      beforeRequest('POST', '/repos/{owner}/{repo}/labels', () => server.addLabel({ name: 'ralph-blocked' }));
      expect(await ensureLabel(octokit, repo, 'ralph-blocked', '#d73a4a', 'blocked')).toBe(false);
      expect(server.state.requests.at(-1)).toMatchObject({ method: 'POST', status: 422 });
      expect(await ensureLabel(octokit, repo, 'fresh', '#d73a4a', 'x'.repeat(300))).toBe(true);
      expect(server.state.labels.find((l) => l.name === 'fresh')).toMatchObject({ color: 'd73a4a' });
    });
  });

  describe('workflows and trust', () => {
    it('dispatches a workflow by file name or id', async () => {
      await dispatchWorkflow(octokit, repo, 'ralph.yml', 'main', { 'spec-id': 'avatars' });
      await dispatchWorkflow(octokit, repo, '1234', 'main');
      expect(server.state.dispatches).toEqual([
        expect.objectContaining({ workflowId: 'ralph.yml', ref: 'main', inputs: { 'spec-id': 'avatars' } }),
        expect.objectContaining({ workflowId: 1234, ref: 'main', inputs: {} }),
      ]);
    });

    it('explains a missing actions permission', async () => {
      server.failNext({ method: 'POST', path: /dispatches$/ }, { status: 403, kind: 'not-accessible' });
      await expect(dispatchWorkflow(octokit, repo, 'ralph.yml', 'main')).rejects.toThrow(
        'add `permissions: actions: write` to the job',
      );
    });

    it('trusts collaborators with write access only', async () => {
      server.setPermission('ada', 'admin');
      server.setPermission('max', 'maintain');
      server.setPermission('wes', 'write');
      server.setPermission('tia', 'triage');
      server.setPermission('rex', 'read');
      const can = async (u: string) => collaboratorCanWrite(octokit, repo, u);
      expect(await Promise.all(['ada', 'max', 'wes', 'tia', 'rex', 'stranger'].map(can))).toEqual([
        true,
        true,
        true,
        false,
        false,
        false,
      ]);
      expect(await can('')).toBe(false);
    });

    it('treats an unknown user as without access', async () => {
      server.failNext({ path: /\/collaborators\// }, { status: 404, message: 'Not Found' });
      expect(await collaboratorCanWrite(octokit, repo, 'ghost')).toBe(false);
    });
  });

  it('talks to GITHUB_API_URL when no base URL is given, as ralph/<version>', async () => {
    vi.stubEnv('GITHUB_API_URL', `${server.url}/`);
    try {
      const client = createOctokit('test-token', { log: () => {} });
      expect(String(client.request.endpoint.DEFAULTS.headers['user-agent'])).toMatch(/^ralph\/\d+\.\d+\.\d+/);
      expect(await collaboratorCanWrite(client, repo, 'acme')).toBe(true);
      expect(server.state.requests).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('explainGitHubError', () => {
  function requestError(status: number, method: string, url: string, message: string, headers = {}) {
    return Object.assign(new Error(message), {
      status,
      request: { method, url },
      response: { headers, data: { message } },
    });
  }

  it('falls back to the endpoint when GitHub does not name the permission', () => {
    const cases: Array<[string, string, string]> = [
      ['PATCH', '/repos/o/r/pulls/3', 'pull-requests: write'],
      ['POST', '/repos/o/r/issues/3/comments', 'issues: write'],
      ['POST', '/repos/o/r/labels', 'issues: write'],
      ['POST', '/repos/o/r/actions/workflows/ralph.yml/dispatches', 'actions: write'],
      ['PATCH', '/repos/o/r/git/refs/heads/x', 'contents: write'],
      ['GET', '/repos/o/r/contents/a.txt', 'contents: read'],
    ];
    for (const [method, path, permission] of cases) {
      const e = explainGitHubError(
        requestError(
          403,
          method,
          `https://api.github.com${path}?x=1`,
          'Resource not accessible by integration',
        ),
        'do it',
      ) as GitHubError;
      expect(e.permission).toBe(permission);
      expect(e.message).toContain(`${method} ${path} answered 403`);
    }
  });

  it('says a 404 on a write may be a missing permission', () => {
    const e = explainGitHubError(
      requestError(404, 'POST', 'https://ghe.example.com/api/v3/repos/o/r/pulls', 'Not Found'),
      'open the pull request',
    );
    expect(e.message).toMatch(
      /^Could not open the pull request: POST \/api\/v3\/repos\/o\/r\/pulls answered 404/,
    );
    expect(e.message).toContain('either it does not exist, or the token lacks pull-requests: write');
  });

  it('lists validation errors and explains a bad token', () => {
    const invalid = Object.assign(
      requestError(422, 'POST', 'https://api.github.com/repos/o/r/pulls', 'Validation Failed'),
      {
        response: {
          headers: {},
          data: {
            message: 'Validation Failed',
            errors: [{ resource: 'PullRequest', field: 'base', code: 'invalid' }],
          },
        },
      },
    );
    expect(explainGitHubError(invalid, 'x').message).toContain(
      '"Validation Failed" (PullRequest base invalid)',
    );
    expect(
      explainGitHubError(requestError(401, 'GET', 'https://api.github.com/repos/o/r', 'Bad credentials'), 'x')
        .message,
    ).toContain('The token was refused');
    const plain = explainGitHubError(new Error('socket hang up'), 'reach GitHub');
    expect(plain.message).toBe('Could not reach GitHub: socket hang up');
    // A bug in Ralph's own handling of an answer stays one: never dressed as GitHub's refusal.
    const typo = new TypeError("Cannot read properties of null (reading 'permission')");
    expect(explainGitHubError(typo, 'read the permission of ada')).toBe(typo);
  });
});
