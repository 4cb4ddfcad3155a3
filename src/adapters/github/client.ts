// The one GitHub client of Ralph (docs/ARCHITECTURE.md#spec-branches-and-pull-requests): an
// Octokit with retry for 5xx answers and throttling (rate-limit retries, writes spaced out as
// GitHub asks). Each area's calls live beside it (issues.ts, pulls.ts, people.ts, workflows.ts),
// and errors.ts turns a failed request into an error a user can act on.
import { retry } from '@octokit/plugin-retry';
import { type ThrottlingOptions, throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import { RALPH_VERSION } from '../../version.js';

export interface Repo {
  owner: string;
  repo: string;
}

/** Any Octokit from @octokit/rest; `createOctokit` makes the one Ralph uses. */
export type GitHubClient = Octokit;

export interface OctokitOptions {
  /** The REST API root; default GITHUB_API_URL (GitHub Enterprise Server), else api.github.com. */
  baseUrl?: string;
  /** Base delay of the retry plugin for 5xx answers (default 1000 ms; retries wait 1, 4, 9 times it). */
  retryBaseMs?: number;
  /** Where retries and rate-limit waits are reported (default stderr). */
  log?: (msg: string) => void;
  /**
   * Space writes out as GitHub asks (1 s between writes, 3 s between writes that notify people),
   * which keeps Ralph clear of secondary rate limits. Default true; tests turn it off.
   */
  spaceWrites?: boolean;
}

/** How often a request is retried after a secondary rate limit, and after a primary one. */
const SECONDARY_RATE_RETRIES = 3;
const PRIMARY_RATE_RETRIES = 2;
/** A primary rate limit that resets later than this fails the request rather than idling the job. */
const PRIMARY_RATE_MAX_WAIT_S = 600;

const RalphOctokit = Octokit.plugin(retry, throttling);

/** A limiter group that never waits: stands in for the write spacing when it is turned off. */
const UNSPACED = {
  key: () => ({
    schedule: (_opts: unknown, fn: (...args: unknown[]) => unknown, ...args: unknown[]) =>
      Promise.resolve(fn(...args)),
  }),
};

/** The Octokit every GitHub call of Ralph goes through: retry for 5xx, throttling and rate-limit retries. */
export function createOctokit(token: string, opts: OctokitOptions = {}): GitHubClient {
  const log = opts.log ?? ((msg: string) => process.stderr.write(`${msg}\n`));
  const baseUrl = (opts.baseUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(
    /\/+$/,
    '',
  );
  const describe = (o: { method?: string; url?: string }) => `${o.method ?? 'GET'} ${o.url ?? ''}`;
  const throttle: Record<string, unknown> = {
    onSecondaryRateLimit: (
      retryAfter: number,
      o: { method?: string; url?: string },
      _k: unknown,
      n: number,
    ) => {
      if (n >= SECONDARY_RATE_RETRIES) {
        log(`GitHub secondary rate limit on ${describe(o)}: giving up after ${n} retries`);
        return false;
      }
      log(
        `GitHub secondary rate limit on ${describe(o)}: retrying in ${retryAfter}s (retry ${n + 1} of ${SECONDARY_RATE_RETRIES})`,
      );
      return true;
    },
    onRateLimit: (retryAfter: number, o: { method?: string; url?: string }, _k: unknown, n: number) => {
      if (n >= PRIMARY_RATE_RETRIES || retryAfter > PRIMARY_RATE_MAX_WAIT_S) {
        log(`GitHub rate limit on ${describe(o)}: it resets in ${retryAfter}s; not waiting`);
        return false;
      }
      log(
        `GitHub rate limit on ${describe(o)}: retrying in ${retryAfter}s (retry ${n + 1} of ${PRIMARY_RATE_RETRIES})`,
      );
      return true;
    },
  };
  if (opts.spaceWrites === false) {
    throttle.write = UNSPACED;
    throttle.notifications = UNSPACED;
  }
  return new RalphOctokit({
    auth: token,
    baseUrl,
    userAgent: `ralph/${RALPH_VERSION}`,
    log: {
      debug: () => {},
      info: () => {},
      warn: (msg: string) => log(msg),
      // Failed requests are thrown (and explained); the request log's line for each would be noise.
      error: () => {},
    },
    // 429 is the throttling plugin's business; retrying it here too would double the retries.
    retry: {
      // 405 and 409 are refusals (a merge GitHub will not make, a head that moved): asking
      // again gets the same answer.
      doNotRetry: [400, 401, 403, 404, 405, 409, 410, 422, 429, 451],
      ...(opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {}),
    },
    throttle: throttle as unknown as ThrottlingOptions,
  });
}
