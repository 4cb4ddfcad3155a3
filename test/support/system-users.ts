// What the tests that create Linux users share (agent-user, sandbox, sandbox-network,
// private-git): the check that this machine can run them, and the removal of a test user with
// what it left in the system's files.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function hasUser(name: string): boolean {
  return spawnSync('getent', ['passwd', name]).status === 0;
}

/**
 * Throws (the tests fail, never skip) unless this is Linux, the tests run as root, and each tool
 * answers its version flag; `tests` names them in the message, `install` says how to get the tools.
 */
export function requireRootWith(tests: string, tools: Array<[string, string]>, install: string): void {
  if (process.platform !== 'linux') throw new Error(`${tests} need Linux.`);
  if (process.getuid?.() !== 0) throw new Error(`${tests} create Linux users: run them as root (CI does).`);
  for (const [tool, arg] of tools)
    if (spawnSync(tool, [arg]).status !== 0)
      throw new Error(`${tests} need ${tool}: ${install} (.ci/run does).`);
}

/** Removes a test user: its processes, the user and its home, and its lines in cron.deny and at.deny. */
export function removeUser(name: string): void {
  if (hasUser(name)) {
    spawnSync('pkill', ['-KILL', '-u', name]);
    spawnSync('userdel', ['-r', name], { stdio: 'ignore' });
  }
  for (const file of ['/etc/cron.deny', '/etc/at.deny']) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines.includes(name)) writeFileSync(file, lines.filter((l) => l !== name).join('\n'));
  }
}
