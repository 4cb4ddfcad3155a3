// The error backbone (src/core/errors.ts): what the entry points say of an error.
import { describe, expect, it } from 'vitest';
import {
  bug,
  describeError,
  isLanguageError,
  isSystemError,
  isUserError,
  RalphError,
} from '../src/core/errors.js';

describe('RalphError', () => {
  it('carries a stable code and whether the user can fix it, and keeps its cause', () => {
    const cause = new Error('inner');
    const e = new RalphError('the plan is bad', { code: 'plan', cause });
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe('plan');
    expect(e.userFixable).toBe(true);
    expect(e.cause).toBe(cause);
    expect(new RalphError('x').code).toBe('ralph');
    expect(isUserError(e)).toBe(true);
    expect(isUserError(new RalphError('internal', { userFixable: false }))).toBe(false);
    expect(isUserError(new TypeError('x is undefined'))).toBe(false);
  });

  it("tells the system's errors (a file that cannot be read) from a bug", () => {
    const enoent = Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), {
      code: 'ENOENT',
      syscall: 'open',
    });
    expect(isSystemError(enoent)).toBe(true);
    // The entry points show it as its message, not as a bug in Ralph.
    expect(describeError(enoent, { version: '9.9.9', command: 'ralph status' })).toBe(
      "ENOENT: no such file or directory, open 'x'",
    );
    expect(isSystemError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('prints a user error as it is, and anything else as a bug with what to report', () => {
    const ctx = { version: '9.9.9', command: 'ralph status' };
    expect(describeError(new RalphError('implementation.json: specs[0].id: missing'), ctx)).toBe(
      'implementation.json: specs[0].id: missing',
    );
    const bug = describeError(new TypeError("Cannot read properties of undefined (reading 'id')"), ctx);
    expect(bug).toMatch(/^Ralph failed unexpectedly: Cannot read properties of undefined \(reading 'id'\)\n/);
    expect(bug).toContain('This is a bug in Ralph, not something you did.');
    expect(bug).toContain("Ralph's version (9.9.9), the command (ralph status)");
    expect(bug).toContain('https://github.com/ralph-ci/ralph/issues');
    expect(bug).toMatch(/TypeError: Cannot read properties/);
  });

  it("says a broken invariant of Ralph's own (bug()) as a bug, never as the user's to fix", () => {
    const e = bug('the kit importer made an invalid plan');
    expect(e).toBeInstanceOf(RalphError);
    expect(e.code).toBe('bug');
    expect(e.userFixable).toBe(false);
    expect(isUserError(e)).toBe(false);
    expect(describeError(e, { version: '9.9.9', command: 'ralph import' })).toContain(
      'This is a bug in Ralph, not something you did.',
    );
    expect(isLanguageError(new TypeError('x'))).toBe(true);
    expect(isLanguageError(new RalphError('x'))).toBe(false);
  });
});
