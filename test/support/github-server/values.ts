// Small helpers of the local GitHub server (github-server.ts): replies and HTTP errors, ids,
// node ids and fake SHAs, permissions as GitHub names them, times, and positions in a diff.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Json } from './openapi.js';
import type { Permission, ReactionContent, ReactionSubject } from './types.js';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

export const MAX_BODY = 65536;
export const MAX_TITLE = 256;

export function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function nodeId(prefix: string, id: number): string {
  return `${prefix}_kwDO${Buffer.from(`ralph:${id}`).toString('base64url')}`;
}

/** A stable positive id for a login, so the same user has the same id on every server. */
export function userId(login: string): number {
  return (createHash('sha256').update(login.toLowerCase()).digest().readUInt32BE(0) % 90_000_000) + 1_000_000;
}

export function fakeSha(...parts: string[]): string {
  return createHash('sha1').update(parts.join('\0')).digest('hex');
}

export function roleOf(permission: Permission): 'admin' | 'write' | 'read' | 'none' {
  if (permission === 'maintain') return 'write';
  if (permission === 'triage') return 'read';
  return permission;
}

export function permissionFlags(permission: Permission) {
  const rank = ['none', 'read', 'triage', 'write', 'maintain', 'admin'].indexOf(permission);
  return { admin: rank >= 5, maintain: rank >= 4, push: rank >= 3, triage: rank >= 2, pull: rank >= 1 };
}

/** What a GitHub App token needs for each operation, as GitHub says in `x-accepted-github-permissions`. */
export const ACCEPTED_PERMISSIONS: Record<string, string> = {
  'repos/get': 'metadata=read',
  'pulls/list': 'pull_requests=read',
  'pulls/get': 'pull_requests=read',
  'pulls/create': 'pull_requests=write',
  'pulls/update': 'pull_requests=write',
  'issues/list-for-repo': 'issues=read',
  'issues/get': 'issues=read',
  'issues/create': 'issues=write',
  'issues/update': 'issues=write',
  'issues/list-comments': 'issues=read; pull_requests=read',
  'issues/create-comment': 'issues=write; pull_requests=write',
  'issues/update-comment': 'issues=write; pull_requests=write',
  'issues/add-labels': 'issues=write; pull_requests=write',
  'issues/list-labels-for-repo': 'issues=read; pull_requests=read',
  'issues/get-label': 'issues=read; pull_requests=read',
  'issues/create-label': 'issues=write; pull_requests=write',
  'repos/get-collaborator-permission-level': 'metadata=read',
  'actions/create-workflow-dispatch': 'actions=write',
  'actions/list-workflow-run-artifacts': 'actions=read',
  'actions/list-artifacts-for-repo': 'actions=read',
  'issues/list-comments-for-repo': 'issues=read; pull_requests=read',
  'issues/get-comment': 'issues=read; pull_requests=read',
  'issues/delete-comment': 'issues=write; pull_requests=write',
  'reactions/list-for-issue-comment': 'issues=read; pull_requests=read',
  'reactions/create-for-issue-comment': 'issues=write; pull_requests=write',
  'reactions/list-for-issue': 'issues=read; pull_requests=read',
  'reactions/create-for-issue': 'issues=write; pull_requests=write',
  'reactions/list-for-pull-request-review-comment': 'pull_requests=read',
  'reactions/create-for-pull-request-review-comment': 'pull_requests=write',
  'pulls/list-reviews': 'pull_requests=read',
  'pulls/get-review': 'pull_requests=read',
  'pulls/list-comments-for-review': 'pull_requests=read',
  'pulls/list-review-comments': 'pull_requests=read',
  'pulls/get-review-comment': 'pull_requests=read',
  'pulls/check-if-merged': 'pull_requests=read',
  'pulls/merge': 'contents=write',
  'checks/list-for-ref': 'checks=read',
  'repos/get-combined-status-for-ref': 'statuses=read',
};

export const REACTIONS: ReactionContent[] = [
  '+1',
  '-1',
  'laugh',
  'confused',
  'heart',
  'hooray',
  'eyes',
  'rocket',
];

/** The GitHub Actions app, as check runs made by workflows name it. */
export const ACTIONS_APP_ID = 15368;
/** The login a workflow's GITHUB_TOKEN acts as. */
export const GITHUB_TOKEN_LOGIN = 'github-actions[bot]';

/** An ISO time without milliseconds, as GitHub writes them. */
export function iso(at: string | Date): string {
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const SHA_RE = /^[0-9a-f]{40}$/;

export function sameSubject(a: ReactionSubject, b: ReactionSubject): boolean {
  if ('issue' in a) return 'issue' in b && a.issue === b.issue;
  if ('comment' in a) return 'comment' in b && a.comment === b.comment;
  return 'reviewComment' in b && a.reviewComment === b.reviewComment;
}

/** The commit identity GitHub uses for a user: `ID+login@users.noreply.github.com`. */
export function noreplyEmail(login: string): string {
  return `${userId(login)}+${login}@users.noreply.github.com`;
}

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Where a line of a file's diff (`git diff` output for one path) is: its position below the first
 * `@@` header (GitHub's `position`) and the hunk down to it (GitHub's `diff_hunk`).
 */
export function locateInDiff(
  diff: string,
  line: number,
  side: 'LEFT' | 'RIGHT',
): { position: number; diffHunk: string } | undefined {
  const lines = diff.split('\n');
  let position = -1;
  let hunkStart = -1;
  let oldLine = 0;
  let newLine = 0;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(text);
    if (header) {
      position++;
      hunkStart = i;
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      continue;
    }
    if (hunkStart < 0) continue;
    if (text === '' && i === lines.length - 1) break;
    position++;
    const kind = text[0];
    let hit = false;
    if (kind === ' ') {
      hit = side === 'RIGHT' ? newLine === line : oldLine === line;
      oldLine++;
      newLine++;
    } else if (kind === '+') {
      hit = side === 'RIGHT' && newLine === line;
      newLine++;
    } else if (kind === '-') {
      hit = side === 'LEFT' && oldLine === line;
      oldLine++;
    }
    if (hit) return { position, diffHunk: lines.slice(hunkStart, i + 1).join('\n') };
  }
  return undefined;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
