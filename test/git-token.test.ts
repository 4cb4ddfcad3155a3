// The writer's token is never on a command line (docs/security.md#what-holds): Ralph's git
// gets it in its environment (GIT_CONFIG_COUNT), only for the commands that talk to the
// remote, and never in .git/config. Real git pushes to a real smart-HTTP server
// (git-http-server.ts) that takes the token as GitHub does; a `git` first on PATH records the
// command line and whether the credentials came with each command, then runs the real git.
// It sees the commands Ralph starts, not the helpers git starts itself (git-remote-http),
// which get the setting from git through their environment, never their arguments.
// ci-flow.test.ts ("a remote that wants a token") watches /proc while the shipped workflow's
// writer pushes; this one sees every command, not samples, and that only push and fetch get
// the credentials.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authConfig, Git } from '../src/adapters/git.js';
import { type GitHttpServer, startGitHttpServer } from './support/git-http-server.js';
import { GIT_ENV, git, makeRemote, makeRepo, tempDir } from './support/repo.js';

const TOKEN = `ghs_${'x'.repeat(8)}${Date.now()}`;
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');

let dir: string;
let server: GitHttpServer;
let work: string;
let log: string;
let bin: string;

beforeAll(async () => {
  dir = tempDir('ralph-git-token-');
  const { remote } = makeRemote(makeRepo({ 'README.md': 'hello\n' }));
  server = await startGitHttpServer(remote, TOKEN);
  work = join(dir, 'ws');
  git(dir, 'clone', '--quiet', server.repoUrl, work);
  bin = join(dir, 'bin');
  mkdirSync(bin);
  log = join(dir, 'git.log');
  // One line per command: how many settings came in its environment, then its arguments.
  const wrapper = join(bin, 'git');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(
    wrapper,
    `#!/bin/sh\nprintf '%s|%s\\n' "\${GIT_CONFIG_COUNT:-none}" "$*" >> "$GIT_LOG"\nexec '${real}' "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the writer's token", () => {
  it('reaches the server on push, and is on no command line nor in .git/config', async () => {
    const g = new Git(work, authConfig(server.url, TOKEN), {
      ...process.env,
      ...GIT_ENV,
      PATH: `${bin}:${process.env.PATH}`,
      GIT_LOG: log,
    });
    writeFileSync(join(work, 'change.txt'), 'a change\n');
    await g.exec(['add', 'change.txt']);
    await g.exec(['commit', '--quiet', '-m', 'a change']);
    await g.exec(['push', '--quiet', 'origin', 'HEAD:main']);
    await g.exec(['fetch', '--quiet', 'origin']);

    // The push was authenticated with the token, as GitHub wants it.
    expect(server.pushAuth().at(-1)).toBe(`basic ${BASIC}`);
    const commands = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => ({ count: l.slice(0, l.indexOf('|')), argv: l.slice(l.indexOf('|') + 1) }));
    // The wrapper saw every command Ralph ran (a stand-in that saw none would prove nothing).
    expect(commands.length).toBe(4);
    for (const c of commands) {
      // Not on any command line, in clear or as the header's base64.
      expect(c.argv).not.toContain(TOKEN);
      expect(c.argv).not.toContain(BASIC);
      expect(c.argv.toLowerCase()).not.toContain('extraheader');
    }
    // In the environment of push and fetch only.
    const sub = (c: { argv: string }) =>
      c.argv.split(' ').find((a, i, all) => !a.startsWith('-') && all[i - 1] !== '-c');
    expect(commands.map((c) => `${sub(c)} ${c.count}`)).toEqual([
      'add none',
      'commit none',
      'push 1',
      'fetch 1',
    ]);
    // And never written where the agent's step could read it.
    expect(readFileSync(join(work, '.git', 'config'), 'utf8')).not.toMatch(/extraheader|AUTHORIZATION/i);
  });
});
