// The network of a task job's steps (src/adapters/task-job/step-network.ts): what the job's first step read
// (the plan's `network`, the work tree's root files) is what every later step's allowlist is
// built from, whatever the agent changed since; the input adds to it; bad settings say where.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SandboxSettings } from '../src/action/inputs.js';
import { jobNetwork, stepPolicy } from '../src/adapters/task-job/step-network.js';
import { allows } from '../src/core/network.js';

const tmp = mkdtempSync(join(tmpdir(), 'action-network-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function job(name: string, plan: unknown, files: string[] = []) {
  const workspace = join(tmp, name, 'ws');
  const state = join(tmp, name, 'state');
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(workspace, 'implementation.json'), JSON.stringify(plan));
  for (const f of files) writeFileSync(join(workspace, f), '');
  const settings = {
    workspace,
    plan: { root: workspace, file: 'implementation.json', path: join(workspace, 'implementation.json') },
    network: '',
  } as SandboxSettings;
  return { workspace, state, settings };
}

describe("a task job's network", () => {
  it('keeps what the first step read: a plan or a Cargo.toml the agent adds later widens nothing', () => {
    const j = job('first', { specs: [], network: { allowed: ['python'] } }, ['package.json']);
    const first = stepPolicy(j.settings, 'claude', j.state);
    if (first.open) throw new Error('open');
    expect(first.sets).toEqual(['defaults', 'github', 'claude', 'node', 'python']);
    // The agent's edits, after the first step.
    writeFileSync(j.settings.plan.path, JSON.stringify({ specs: [], network: 'open' }));
    writeFileSync(join(j.workspace, 'Cargo.toml'), '');
    const gate = stepPolicy(j.settings, undefined, j.state);
    if (gate.open) throw new Error('the agent opened the network');
    expect(gate.sets).toEqual(['defaults', 'github', 'node', 'python']);
    expect(allows(gate, 'static.crates.io', 443, false)).toBe(false);
    expect(jobNetwork(j.settings, j.state)).toEqual({
      plan: { allowed: ['python'] },
      rootFiles: ['implementation.json', 'package.json'],
    });
  });

  it("adds the step's input, and is open when the plan or the input says so", () => {
    const j = job('input', { specs: [] });
    const p = stepPolicy({ ...j.settings, network: 'rust, extra.example.com' }, undefined, j.state);
    expect(allows(p, 'index.crates.io', 443, false)).toBe(true);
    expect(allows(p, 'extra.example.com', 443, false)).toBe(true);
    expect(stepPolicy({ ...j.settings, network: 'open' }, undefined, j.state)).toEqual({ open: true });
    const o = job('open', { specs: [], network: 'open' });
    expect(stepPolicy(o.settings, undefined, o.state)).toEqual({ open: true });
  });

  it('says where a bad setting is', () => {
    const j = job('bad', { specs: [], network: { allowed: ['pyton'] } });
    expect(() => stepPolicy(j.settings, undefined, j.state)).toThrow(
      `${j.settings.plan.path} network.allowed[0]: "pyton" is neither a host nor a known set; did you mean the set "python"?`,
    );
    const k = job('bad-input', { specs: [] });
    expect(() => stepPolicy({ ...k.settings, network: 'registry.npmjs.og' }, undefined, k.state)).toThrow(
      `the input 'network': "registry.npmjs.og" is not a host of any default set, but looks like registry.npmjs.org; did you mean "registry.npmjs.org"?`,
    );
  });
});
