// Gates as processes: exit codes, tails, timeouts, the required flag, and nothing left hanging.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGate, runGates } from '../src/adapters/gates.js';
import { tempDir } from './support/repo.js';

const opts = () => ({ cwd: tempDir('ralph-gates-'), env: process.env, logDir: tempDir('ralph-gate-logs-') });

describe('gates', () => {
  it('passes on exit 0 and fails with the exit code and the end of the output', async () => {
    const o = opts();
    const ok = await runGate({ name: 'ok', command: 'echo fine' }, o);
    expect(ok).toMatchObject({ passed: true, exitCode: 0, required: true });
    const bad = await runGate({ name: 'bad', command: 'echo first; echo "the last words" >&2; exit 3' }, o);
    expect(bad).toMatchObject({ passed: false, exitCode: 3 });
    expect(bad.outputTail).toContain('the last words');
    expect(readFileSync(join(o.logDir, 'bad.log'), 'utf8')).toContain('first');
  });

  it('stops at the first required failure, but not at an optional one', async () => {
    const o = opts();
    const results = await runGates(
      [
        { name: 'lint', command: 'exit 1', required: false },
        { name: 'test', command: 'exit 2' },
        { name: 'build', command: 'touch built' },
      ],
      o,
    );
    expect(results.map((r) => `${r.name}:${r.passed}`)).toEqual(['lint:false', 'test:false']);
    expect(results.at(-1)).toMatchObject({ name: 'test', passed: false, required: true });
    expect(existsSync(join(o.cwd, 'built'))).toBe(false);
  });

  it('kills a gate at its timeout, and does not wait for what escaped its process group', async () => {
    const started = Date.now();
    const r = await runGate({ name: 'slow', command: 'setsid sleep 30 & sleep 30', timeout: '1s' }, opts());
    expect(r.passed).toBe(false);
    expect(r.timedOut).toBe(true);
    expect(r.outputTail).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('ends when the gate exits even if an escaped child holds its output open', async () => {
    const started = Date.now();
    // The escaped child outlives the gate by 30 s and holds its stdout all along.
    const r = await runGate(
      { name: 'leaky', command: "setsid sh -c 'sleep 30' & sleep 0.3; echo done" },
      opts(),
    );
    expect(r.passed).toBe(true);
    expect(r.outputTail).toContain('done');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
