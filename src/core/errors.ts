// One error backbone (docs/ARCHITECTURE.md#errors). Every error Ralph throws on purpose is a
// RalphError: it has a stable `code` a script or a test can match, and says whether the person
// running Ralph can fix it (a bad plan, a missing input, a token without a permission) or not:
// `bug()` makes the one for a broken invariant of Ralph's own, said as a bug like any other
// unexpected error. The two entry points (the CLI's and the action's) are the only places that
// catch everything: a user error is printed as it is, anything else as a bug with what to put in
// a report.

export interface RalphErrorOptions {
  /** A stable name for the kind of error (`plan`, `usage`, `github`, ...). */
  code?: string;
  /** Whether the user can fix it. Default true: Ralph's own messages say what to change; `bug()` makes the rest. */
  userFixable?: boolean;
  cause?: unknown;
}

export class RalphError extends Error {
  override name = 'RalphError';
  readonly code: string;
  readonly userFixable: boolean;

  constructor(message: string, options: RalphErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code ?? 'ralph';
    this.userFixable = options.userFixable ?? true;
  }
}

/**
 * A broken invariant of Ralph's own (a step reading an input it did not declare, an importer
 * that made an invalid plan): no user can fix it, so the entry points say it as a bug, with its
 * stack and where to report it, and a public comment never quotes it.
 */
export function bug(message: string, cause?: unknown): RalphError {
  return new RalphError(message, { code: 'bug', userFixable: false, cause });
}

/**
 * JavaScript's own errors (a TypeError reading a field of undefined, a ReferenceError): a bug in
 * Ralph's code wherever they come from, never something to explain as a user's error.
 */
export function isLanguageError(error: unknown): boolean {
  return [TypeError, ReferenceError, RangeError, SyntaxError].some((kind) => error instanceof kind);
}

/** Whether the person running Ralph can act on `error` from its message alone. */
export function isUserError(error: unknown): error is RalphError {
  return error instanceof RalphError && error.userFixable;
}

/** An error of the operating system (a file that cannot be read: ENOENT, EACCES, ...). */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  const e = error as NodeJS.ErrnoException;
  return error instanceof Error && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code) && !!e.syscall;
}

/** Where a bug in Ralph is reported. */
export const ISSUES_URL = 'https://github.com/ralph-ci/ralph/issues';

/**
 * What the entry points say of an error: a user error's own message, and the system's (a file
 * that cannot be read); anything else marked as a bug in Ralph, with its stack and what to put
 * in a report.
 */
export function describeError(error: unknown, context: { version: string; command: string }): string {
  if (isUserError(error) || isSystemError(error)) return error.message;
  const e = error instanceof Error ? error : new Error(String(error));
  return [
    `Ralph failed unexpectedly: ${e.message}`,
    '',
    `This is a bug in Ralph, not something you did. Please report it at ${ISSUES_URL} with Ralph's version (${context.version}), the command (${context.command}), and this:`,
    '',
    e.stack ?? `${e.name}: ${e.message}`,
  ].join('\n');
}
