// The bundled action run as a runner runs it: validate and schedule.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStep } from './support/action-runner.js';

function workspaceWith(plan: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-ws-'));
  writeFileSync(join(dir, 'implementation.json'), `${JSON.stringify(plan, null, 2)}\n`);
  return dir;
}

const plan: {
  version: number;
  specs: Array<{ id: string; name: string; priority: number; tasks: Array<Record<string, unknown>> }>;
} = {
  version: 1,
  specs: [
    {
      id: 'api',
      name: 'API',
      priority: 2,
      tasks: [
        { id: 'api-1', description: 'Add the endpoint', status: 'completed' },
        { id: 'api-2', description: 'Validate input', status: 'pending', dependsOn: ['api-1'] },
        { id: 'api-3', description: 'Document it', status: 'pending', dependsOn: ['api-2'] },
      ],
    },
    {
      id: 'cli',
      name: 'CLI',
      priority: 1,
      tasks: [
        {
          id: 'cli-1',
          description: 'Parse flags',
          status: 'blocked',
          blockedReason: 'needs a design decision',
        },
        { id: 'cli-2', description: 'Print help', status: 'pending' },
      ],
    },
  ],
};

describe('action: schedule', () => {
  it('outputs the matrix, has-work and ready-count, and writes a summary table', async () => {
    const step = await runStep({ command: 'schedule' }, { workspace: workspaceWith(plan) });
    expect(step.exitCode).toBe(0);
    const matrix = JSON.parse(step.outputs.matrix!);
    expect(matrix.include.map((e: { task: string }) => e.task)).toEqual(['cli-2', 'api-2']);
    expect(matrix.include[0]).toMatchObject({
      spec: 'cli',
      task: 'cli-2',
      attempt: 1,
      branch: 'ralph/cli',
      complexity: 'light',
      'max-turns': 50,
      'timeout-minutes': 10,
    });
    expect(step.outputs['has-work']).toBe('true');
    expect(step.outputs['ready-count']).toBe('2');
    expect(step.summary).toContain('## Ralph schedule');
    expect(step.summary).toMatch(/\| cli \| cli-1 \| ⛔ blocked \| 0 \| blocked: needs a design decision \|/);
    expect(step.summary).toMatch(/\| api \| api-3 \| ⏳ pending \| 0 \| waits on api-2 \(pending\) \|/);
  });

  it('narrows to a spec and caps max-parallel', async () => {
    const ws = workspaceWith(plan);
    const one = await runStep({ command: 'schedule', 'spec-id': 'api' }, { workspace: ws });
    expect(JSON.parse(one.outputs.matrix!).include.map((e: { task: string }) => e.task)).toEqual(['api-2']);
    const capped = await runStep({ command: 'schedule', 'max-parallel': '1' }, { workspace: ws });
    expect(capped.outputs['ready-count']).toBe('1');
  });

  it('reports has-work false with an empty matrix when nothing is ready', async () => {
    const done = { specs: [{ id: 'x', tasks: [{ id: 'x-1', description: 'd', status: 'completed' }] }] };
    const step = await runStep({ command: 'schedule' }, { workspace: workspaceWith(done) });
    expect(step.exitCode).toBe(0);
    expect(step.outputs['has-work']).toBe('false');
    expect(JSON.parse(step.outputs.matrix!)).toEqual({ include: [] });
    expect(step.summary).toContain('Nothing is ready to run.');
  });

  it('fails on a bad command input with the accepted values', async () => {
    const step = await runStep({ command: 'launch' }, { workspace: workspaceWith(plan) });
    expect(step.exitCode).toBe(1);
    expect(step.stdout).toContain('::error::Invalid input \'command\': "launch". Expected one of');
  });

  it('fails on a max-file-size it cannot read, naming the input, the value and the forms it takes', async () => {
    // Each step reads its own inputs: record is one that reads max-file-size, first.
    const step = await runStep(
      { command: 'record', 'max-file-size': '10 megs' },
      { workspace: workspaceWith(plan) },
    );
    expect(step.exitCode).toBe(1);
    expect(step.stdout).toContain(
      '::error::Invalid input \'max-file-size\': "10 megs" is not a file size. Give bytes (1048576) or a number with KB, MB or GB (500KB, 5MB, 1.5GB), more than 0.',
    );
    // 500KB is taken: the step goes on to its next input, the matrix entry it was not given.
    const ok = await runStep(
      { command: 'record', 'max-file-size': '500KB' },
      { workspace: workspaceWith(plan) },
    );
    expect(ok.stdout).not.toContain('max-file-size');
    expect(ok.stdout).toContain("::error::The 'record' command needs the input 'task'");
  });
});

describe('action: validate', () => {
  it('passes a valid plan', async () => {
    const step = await runStep({ command: 'validate' }, { workspace: workspaceWith(plan) });
    expect(step.exitCode).toBe(0);
    expect(step.outputs.valid).toBe('true');
    expect(step.summary).toContain('is valid: 2 specs, 5 tasks');
  });

  it('annotates each problem at its line and fails', async () => {
    const bad = structuredClone(plan);
    bad.specs[0]!.tasks[1]!.dependsOn = ['nope'];
    bad.specs[1]!.id = 'cli/x';
    const step = await runStep({ command: 'validate' }, { workspace: workspaceWith(bad) });
    expect(step.exitCode).toBe(1);
    expect(step.outputs.valid).toBe('false');
    const errors = step.annotations.filter((a) => a.startsWith('::error file=implementation.json'));
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(
      /line=\d+.*specs\[0\]\.tasks\[1\]\.dependsOn\[0\]: unknown task "nope"/,
    );
    expect(errors.join('\n')).toContain('spec id "cli/x" may only hold');
    expect(step.summary).toContain('has 2 problems');
  });
});
