// Failed GitHub requests as errors a user can act on (docs/ARCHITECTURE.md#trust): what Ralph was
// doing, the request, GitHub's message, and what to change (the missing permission as a
// workflow `permissions:` entry; for a merge, what would lift the refusal).
import { isLanguageError, RalphError } from '../../core/errors.js';

export class GitHubError extends RalphError {
  override readonly code: string = 'github';
  override name = 'GitHubError';
  constructor(
    message: string,
    /** The HTTP status GitHub answered, when it answered. */
    readonly status?: number,
    readonly method?: string,
    readonly path?: string,
    /** The permission the token lacks, as a workflow `permissions:` entry (`pull-requests: write`). */
    readonly permission?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RequestErrorLike {
  status: number;
  message: string;
  request?: { method?: string; url?: string };
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

export function isRequestError(e: unknown): e is RequestErrorLike {
  return e instanceof Error && typeof (e as { status?: unknown }).status === 'number';
}

interface GitHubErrorBody {
  message?: string;
  errors?: Array<{ message?: string; code?: string; field?: string; resource?: string } | string>;
}

export function errorBody(e: RequestErrorLike): GitHubErrorBody {
  const data = e.response?.data;
  return typeof data === 'object' && data !== null ? (data as GitHubErrorBody) : {};
}

/** GitHub's validation errors, each as one phrase. */

function validationDetails(body: GitHubErrorBody): string[] {
  return (body.errors ?? []).map((x) =>
    typeof x === 'string'
      ? x
      : (x.message ?? [x.resource, x.field, x.code].filter((p) => p !== undefined).join(' ')),
  );
}

/** Known endpoints -> the workflow permission they need, for when GitHub does not say. */
const ENDPOINT_PERMISSIONS: Array<[RegExp, string]> = [
  [/\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/, 'pull-requests'],
  [/\/repos\/[^/]+\/[^/]+\/(issues|labels)(\/|$)/, 'issues'],
  [/\/repos\/[^/]+\/[^/]+\/actions(\/|$)/, 'actions'],
  [/\/repos\/[^/]+\/[^/]+\/(contents|git|branches|commits|merges)(\/|$)/, 'contents'],
];

/**
 * The permissions GitHub says it accepts (`x-accepted-github-permissions: issues=write; pull_requests=write`):
 * `;` separates alternatives, `,` the permissions one alternative needs together.
 */
function acceptedPermissions(header: unknown): string[][] {
  if (typeof header !== 'string' || header.trim() === '') return [];
  return header
    .split(';')
    .map((alt) =>
      alt
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[a-z_]+=(read|write|admin)$/.test(p))
        .map((p) => p.replace('=', ': ').replace(/_/g, '-')),
    )
    .filter((alt) => alt.length > 0);
}

function permissionFromPath(path: string, method: string): string | undefined {
  const entry = ENDPOINT_PERMISSIONS.find(([re]) => re.test(path));
  if (!entry) return undefined;
  return `${entry[1]}: ${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;
}

export function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/**
 * Turns a failed GitHub request into an error a user can act on: what Ralph was doing, the
 * request, GitHub's message, and what to change (for a missing permission, the `permissions:`
 * entry the job needs). `what` completes "Could not …", e.g. "open the pull request for ralph/a".
 */
export function explainGitHubError(err: unknown, what: string): Error {
  if (err instanceof GitHubError) return err;
  // A bug in Ralph's handling of the answer (a field of null read): it stays a bug, with its stack.
  if (isLanguageError(err)) return err as Error;
  if (!isRequestError(err)) {
    const message = err instanceof Error ? err.message : String(err);
    return new GitHubError(`Could not ${what}: ${message}`, undefined, undefined, undefined, undefined, {
      cause: err,
    });
  }
  const status = err.status;
  const method = (err.request?.method ?? 'GET').toUpperCase();
  const path = pathOf(err.request?.url);
  const body = errorBody(err);
  const githubMessage = body.message ?? err.message;
  const details = validationDetails(body);
  const said = `${method} ${path} answered ${status}: "${githubMessage}"${details.length ? ` (${details.join('; ')})` : ''}`;
  const head = `Could not ${what}: ${said}.`;
  const isWrite = method !== 'GET' && method !== 'HEAD';
  let hint = '';
  let permission: string | undefined;

  if (/rate limit/i.test(githubMessage) && (status === 403 || status === 429)) {
    hint =
      'GitHub rate-limited the token and the retries ran out; run the job again later, or space out the runs.';
  } else if (status === 401) {
    hint =
      'The token was refused: check that the `token` input (or GITHUB_TOKEN) is set and has not expired.';
  } else if (status === 403 && /not permitted to create or approve pull requests/i.test(githubMessage)) {
    hint =
      'Allow it in the repository (or organisation) settings: Actions > General > Workflow permissions > "Allow GitHub Actions to create and approve pull requests", or give Ralph the token of a GitHub App or a personal access token.';
  } else if (status === 403 || (status === 404 && isWrite)) {
    const alternatives = acceptedPermissions(err.response?.headers?.['x-accepted-github-permissions']);
    const chosen = alternatives[0] ?? [permissionFromPath(path, method)].filter((p): p is string => !!p);
    if (chosen.length > 0) {
      permission = chosen.join(', ');
      const others = alternatives.slice(1).map((a) => a.join(', '));
      const lacks = `the token lacks ${permission}${others.length ? ` (or ${others.join(' or ')})` : ''}`;
      const fix = `add \`permissions: ${permission}\` to the job (a token of a GitHub App or a personal access token needs the same)`;
      hint =
        status === 404
          ? `GitHub answers 404 when the token may not see or change the resource: either it does not exist, or ${lacks}; ${fix}.`
          : `${lacks[0]!.toUpperCase()}${lacks.slice(1)}; ${fix}.`;
    } else {
      hint = 'The token may not do this: check the permissions of the job or of the token.';
    }
  } else if (status === 404) {
    hint = 'Check the repository name and that the token can see the repository.';
  } else if (status >= 500) {
    hint = 'GitHub failed on its side and the retries ran out; run the job again.';
  }
  return new GitHubError(hint ? `${head} ${hint}` : head, status, method, path, permission, { cause: err });
}

export function statusOf(e: unknown): number | undefined {
  return isRequestError(e) ? e.status : undefined;
}

export function alreadyExists(e: unknown, pattern: RegExp): boolean {
  if (!isRequestError(e) || e.status !== 422) return false;
  const body = errorBody(e);
  return (body.errors ?? []).some((x) =>
    typeof x === 'string' ? pattern.test(x) : pattern.test(x.message ?? '') || x.code === 'already_exists',
  );
}

/** Bodies as GitHub may hand them back: line endings normalised, null as empty. */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\r\n/g, '\n');
  return norm(a) === norm(b);
}

/**
 * Why GitHub would not merge, from what it said: branch protection and rulesets, a review they
 * require, a merge method the repository does not allow, a head that moved. GitHub answers such
 * refusals with 405 (and some with 403 or 422) whatever the token's permissions, so a 403 is
 * put down to the token only when GitHub says the token may not do it.
 */
export function explainMergeError(err: unknown, what: string): Error {
  if (!isRequestError(err) || ![403, 405, 409, 422].includes(err.status))
    return explainGitHubError(err, what);
  const message = errorBody(err).message ?? err.message;
  if (
    err.status === 403 &&
    /not accessible by integration|must have .*(access|rights|permission)/i.test(message)
  )
    return explainGitHubError(err, what);
  // The first four wait for a person: a merge Ralph must not keep asking for, nor fail a run over.
  const cause: Array<[RegExp, string, boolean]> = [
    [
      /squash merges? (are|is) not allowed|merge method|not allowed on this repository/i,
      'the repository does not allow squash merges: allow them in Settings > General > Pull Requests, or merge by hand',
      true,
    ],
    [
      /approving review|review(s)? (is|are) required|code owner|changes requested/i,
      'branch protection requires a review that approves it: approve the pull request (or let a ruleset bypass), and the next run merges it',
      true,
    ],
    [
      /status check|check.*(expected|required|failing)|required.*check/i,
      'a status check the branch protection requires has not passed yet: the next run tries again when it has',
      true,
    ],
    [
      /rule violation|ruleset|protected branch|branch protection/i,
      'branch protection or a ruleset of the base branch refuses it: check its rules, or merge by hand',
      true,
    ],
    [
      /head branch was modified|head.*sha/i,
      'the head moved since Ralph looked at it: the next run tries again',
      false,
    ],
    [/base branch was modified/i, 'the base moved meanwhile: the next run tries again', false],
    [
      /not mergeable|merge conflict/i,
      'GitHub finds it not mergeable (a conflict with the base): the next run rebuilds it',
      false,
    ],
  ];
  const found = cause.find(([re]) => re.test(message));
  const why = found?.[1] ?? 'GitHub refused the merge as said';
  const method = (err.request?.method ?? 'PUT').toUpperCase();
  const text = `Could not ${what}: ${method} ${pathOf(err.request?.url)} answered ${err.status}: "${message.replace(/\.$/, '')}". ${why[0]!.toUpperCase()}${why.slice(1)}.`;
  if (found?.[2])
    return new MergeRefused(text, err.status, method, pathOf(err.request?.url), why, { cause: err });
  return new GitHubError(text, err.status, method, pathOf(err.request?.url), undefined, { cause: err });
}

/**
 * A merge GitHub refused for a reason only a person can lift (a review or check that branch
 * protection requires, a ruleset, a merge method the repository does not allow): waiting for a
 * person, not a failure.
 */
export class MergeRefused extends GitHubError {
  override readonly code: string = 'merge-refused';
  override name = 'MergeRefused';
  constructor(
    message: string,
    status: number,
    method: string,
    path: string,
    /** What would lift it, as a sentence. */
    readonly lift: string,
    options?: { cause?: unknown },
  ) {
    super(message, status, method, path, undefined, options);
  }
}
