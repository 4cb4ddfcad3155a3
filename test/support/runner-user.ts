// The user GitHub-hosted Linux runners run every step as: `runner` (uid 1001), with
// passwordless sudo (`runner ALL=(ALL) NOPASSWD:ALL` in /etc/sudoers.d), its home /home/runner
// (0750) holding the work folder. The runner emulation (runner.ts, option `runnerUser`) runs
// each job's steps as this user; this file makes it exist on the test machine.
//
// Making it is idempotent and safe when several test processes do it at once: the whole
// check-and-create runs under an exclusive flock(1) on a file in /tmp, and the sudoers rule is
// written to a temporary file and renamed into place (sudo never reads a half-written rule).
// The tests must run as root (as CI does) to create it and to start processes as it.
import { execFileSync } from 'node:child_process';
import { lstatSync } from 'node:fs';

export const RUNNER_USER = 'runner';
/** GitHub's uid for `runner`; taken when free on this machine. */
const RUNNER_UID = 1001;
const LOCK = '/tmp/ralph-runner-user.lock';
const SUDOERS = '/etc/sudoers.d/ralph-test-runner';

export interface RunnerUserInfo {
  name: string;
  uid: number;
  gid: number;
  /** Its passwd home (/home/runner); a job's HOME is a per-job stand-in for it. */
  home: string;
}

let made: RunnerUserInfo | undefined;

const CREATE = `set -eu
name=$1 uid=$2 sudoers=$3
if ! getent passwd "$name" >/dev/null; then
  if getent passwd "$uid" >/dev/null || getent group "$uid" >/dev/null; then
    useradd --user-group --create-home --home-dir "/home/$name" --shell /bin/bash "$name"
  else
    groupadd --gid "$uid" "$name"
    useradd --uid "$uid" --gid "$uid" --create-home --home-dir "/home/$name" --shell /bin/bash "$name"
  fi
fi
chmod 0750 "/home/$name"
if [ ! -f "$sudoers" ]; then
  printf '%s ALL=(ALL) NOPASSWD:ALL\\n' "$name" > "$sudoers.tmp.$$"
  chmod 0440 "$sudoers.tmp.$$"
  visudo -cq -f "$sudoers.tmp.$$"
  mv -f "$sudoers.tmp.$$" "$sudoers"
fi
`;

/**
 * The `runner` user with passwordless sudo, created on first use (as root, with useradd, sudo
 * and flock, which .ci/run installs).
 */
export function ensureRunnerUser(): RunnerUserInfo {
  if (made) return made;
  if (process.getuid?.() !== 0)
    throw new Error(
      'runner emulation: the option runnerUser needs the tests to run as root (to create the user `runner` and start steps as it)',
    );
  for (const tool of ['useradd', 'sudo', 'visudo', 'flock'])
    try {
      execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
    } catch {
      throw new Error(
        `runner emulation: the option runnerUser needs ${tool} on this machine (apt-get install sudo util-linux passwd)`,
      );
    }
  execFileSync('flock', [LOCK, 'sh', '-c', CREATE, 'sh', RUNNER_USER, String(RUNNER_UID), SUDOERS], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const entry = execFileSync('getent', ['passwd', RUNNER_USER], { encoding: 'utf8' }).trim().split(':');
  made = { name: RUNNER_USER, uid: Number(entry[2]), gid: Number(entry[3]), home: entry[5]! };
  return made;
}

/** chown -R -h, never following a link (as root; a no-op for paths that are gone). */
export function chownTree(path: string, uid: number, gid: number): void {
  try {
    lstatSync(path);
  } catch {
    return;
  }
  execFileSync('chown', ['-R', '-h', `${uid}:${gid}`, '--', path]);
}
