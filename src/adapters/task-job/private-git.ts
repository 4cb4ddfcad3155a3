// Ralph's repository in a task job is out of the agent's reach by construction. The first Ralph
// step of the job (setup, run, gate or record, whichever comes first) moves the checkout's
// `<workspace>/.git` into Ralph's state folder ($RUNNER_TEMP/ralph/repo.git: 0700, and closed
// to the agent user by an ACL), writes that repository's configuration itself (no filter,
// textconv, fsmonitor, hook, include, sshCommand of anyone's) and records its identity. Every
// later step checks that identity and stops when it changed. Ralph's git there runs isolated
// (Git's GitPlace.isolated): no system or global configuration, no inherited GIT_* variable.
//
// The agent's git is disposable: for each step that runs the repository's code (setup, the
// baseline, the agent, each gate) Ralph clones its private repository next to the work tree
// (objects hard-linked: they stay Ralph's and read-only), gives that clone to the agent user
// and puts a `.git` file in the work tree that names it. After the step, with every process of
// the agent user dead, both are deleted. Ralph never reads either: whatever the agent, an
// install script or a gate plants there runs, at most, as the agent user, in that step.
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { RalphError } from '../../core/errors.js';
import * as core from '../actions-core.js';
import { Git } from '../git.js';
import type { AgentUser } from './agent-user.js';
import { paths, stateDir } from './job-state.js';
import { mustAsRoot } from './root-command.js';
import type { TaskJobInputs } from './step.js';

/** What the first step wrote down about the private repository, in Ralph's state folder. */
interface PrivateRecord {
  gitDir: string;
  workspace: string;
  /** The git directory's device and inode, and the random text of its identity file. */
  dev: number;
  ino: number;
  nonce: string;
  /** The sha256 of its configuration as Ralph wrote it. */
  config: string;
  /** The agent's disposable repository, beside the work tree. */
  agentRepo: string;
}

/** Ralph's repository for the task job, and where the agent's disposable one goes. */
export interface TaskJobGit {
  git: Git;
  workspace: string;
  gitDir: string;
  agentRepo: string;
}

/** The file in the git directory whose random content identifies it. */
const IDENTITY_FILE = 'ralph-identity';

/** Where the private repository and its record are (job-state.ts). */
export const privateGitPaths = (dir = stateDir()) => ({
  gitDir: paths(dir).repoGit,
  record: paths(dir).repoRecord,
});

/**
 * Ralph's git for this task job: the private repository, made from the checkout's `.git` by
 * the job's first Ralph step, checked by every later one. Throws when the checkout has no
 * `.git` folder (actions/checkout must come first) or when the private repository is not the
 * one the first step made.
 */
export async function taskJobGit(settings: TaskJobInputs, dir = stateDir()): Promise<TaskJobGit> {
  const workspace = settings.workspace;
  const where = privateGitPaths(dir);
  let record: PrivateRecord;
  if (!existsSync(where.record)) record = await takeRepository(workspace, dir);
  else {
    record = JSON.parse(readFileSync(where.record, 'utf8')) as PrivateRecord;
    if (record.workspace !== workspace)
      throw new RalphError(
        `Ralph's private repository ${record.gitDir} is the one of the work tree ${record.workspace}, not ${workspace}; every Ralph step of a task job must have the same 'workspace'.`,
      );
    checkIdentity(record);
    const left = lstatSync(join(workspace, '.git'), { throwIfNoEntry: false });
    if (left && !(left.isFile() && sameFile(join(workspace, '.git'), gitFileText(record.agentRepo))))
      core.warning(
        `${join(workspace, '.git')} is there again (a ${left.isDirectory() ? 'folder' : 'file'}): after Ralph's first step the repository of a task job is Ralph's private one (${record.gitDir}), and a later step may not check out again. Ralph removes it and uses its own.`,
      );
  }
  return {
    git: new Git(workspace, [], process.env, { gitDir: record.gitDir, isolated: true }),
    workspace,
    gitDir: record.gitDir,
    agentRepo: record.agentRepo,
  };
}

function sameFile(path: string, text: string): boolean {
  try {
    return readFileSync(path, 'utf8') === text;
  } catch {
    return false;
  }
}

const gitFileText = (agentRepo: string) => `gitdir: ${agentRepo}\n`;

/** The first step: the checkout's `.git` moved into the state folder and made Ralph's. */
async function takeRepository(workspace: string, dir: string): Promise<PrivateRecord> {
  const where = privateGitPaths(dir);
  const dotGit = join(workspace, '.git');
  const st = lstatSync(dotGit, { throwIfNoEntry: false });
  if (!st?.isDirectory())
    throw new RalphError(
      `${dotGit} is ${st ? (st.isSymbolicLink() ? 'a symbolic link' : 'a file') : 'missing'}, not the repository folder a checkout makes; the task job must start with actions/checkout (not a worktree or a submodule) before Ralph's first step.`,
    );
  const me = process.getuid?.();
  if (me !== undefined && me !== 0 && st.uid !== me)
    throw new RalphError(
      `${dotGit} belongs to uid ${st.uid}, not to Ralph's user (uid ${me}); check out the repository as the user the steps run as.`,
    );
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Made by another step first (the previous attempt's download, say) with the umask's mode.
  chmodSync(dir, 0o700);
  rmSync(where.gitDir, { recursive: true, force: true });
  try {
    renameSync(dotGit, where.gitDir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    // Another file system: copied, then the original removed.
    cpSync(dotGit, where.gitDir, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    rmSync(dotGit, { recursive: true, force: true });
  }
  chmodSync(where.gitDir, 0o700);
  const config = { text: await ralphConfig(where.gitDir) };
  writeFileSync(join(where.gitDir, 'config'), config.text);
  // Nothing of the checkout's that could run: hooks (never run anyway), attributes, the
  // per-worktree configuration.
  for (const name of ['hooks', 'info/attributes', 'config.worktree'])
    rmSync(join(where.gitDir, name), { recursive: true, force: true });
  const nonce = randomBytes(16).toString('hex');
  writeFileSync(join(where.gitDir, IDENTITY_FILE), `${nonce}\n`, { mode: 0o600 });
  const id = lstatSync(where.gitDir);
  const record: PrivateRecord = {
    gitDir: where.gitDir,
    workspace,
    dev: id.dev,
    ino: id.ino,
    nonce,
    config: sha256(config.text),
    agentRepo: join(dirname(workspace), `.ralph-agent-${nonce.slice(0, 12)}.git`),
  };
  writeFileSync(where.record, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  core.info(
    `The repository is Ralph's private one now (${where.gitDir}); the agent gets a copy for each step.`,
  );
  return record;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every step after the first: the private repository is the one the first step made. */
function checkIdentity(r: PrivateRecord): void {
  const problem = identityProblem(r);
  if (problem)
    throw new RalphError(
      `Ralph's private repository ${r.gitDir} is not the one this job's first Ralph step made: ${problem}. Something with the rights of Ralph's user changed it while the job ran (without the agent user, the agent or a gate could), so Ralph trusts nothing of it and stops; run the job again.`,
    );
}

function identityProblem(r: PrivateRecord): string | undefined {
  const st = lstatSync(r.gitDir, { throwIfNoEntry: false });
  if (!st) return 'it is gone';
  if (!st.isDirectory()) return `it is now ${st.isSymbolicLink() ? 'a symbolic link' : 'a file'}`;
  if (st.dev !== r.dev || st.ino !== r.ino)
    return `it is another folder (device ${st.dev}, inode ${st.ino}; it was ${r.dev}, ${r.ino})`;
  const read = (name: string) => {
    try {
      return readFileSync(join(r.gitDir, name), 'utf8');
    } catch {
      return undefined;
    }
  };
  const nonce = read(IDENTITY_FILE)?.trim();
  if (nonce !== r.nonce)
    return `its identity file ${IDENTITY_FILE} ${nonce === undefined ? 'is gone' : 'changed'}`;
  const config = read('config');
  if (config === undefined || sha256(config) !== r.config) return 'its config is not the one Ralph wrote';
  return undefined;
}

/** A value as git's config files quote it. */
const quote = (v: string) =>
  `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
const BOOLEAN = /^(true|false|yes|no|on|off|1|0)$/i;

/** The checkout's configuration, as key and value pairs (no include followed). */
async function readConfig(gitDir: string): Promise<[string, string][]> {
  const file = join(gitDir, 'config');
  if (!existsSync(file)) return [];
  const out = await new Git('/', [], process.env, { isolated: true }).exec([
    'config',
    '--file',
    file,
    '--no-includes',
    '--list',
    '-z',
  ]);
  return out.stdout
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('\n');
      return at < 0 ? [entry, 'true'] : [entry.slice(0, at), entry.slice(at + 1)];
    });
}

/**
 * The configuration Ralph writes for a repository it made from the checkout's: the format and
 * its extensions, the file system's traits git found, the remote's URL and refspecs (and a
 * partial clone's filter), and nothing else. `agent`: the agent's copy, whose index must stay
 * valid when its files change owner (only mtime and size are compared).
 */
async function ralphConfig(gitDir: string, agent = false): Promise<string> {
  const all = await readConfig(gitDir);
  const get = (key: string) => all.filter(([k]) => k === key).map(([, v]) => v);
  const format = get('core.repositoryformatversion').at(-1) ?? '0';
  const extensions = all.filter(
    ([k]) => k.startsWith('extensions.') && k !== 'extensions.worktreeconfig' && /^[a-z0-9.]+$/.test(k),
  );
  const lines = ['[core]', `\trepositoryformatversion = ${/^[01]$/.test(format) ? format : '0'}`];
  for (const key of ['filemode', 'symlinks', 'ignorecase', 'precomposeunicode']) {
    const v = get(`core.${key}`).at(-1);
    if (v !== undefined && BOOLEAN.test(v)) lines.push(`\t${key} = ${v.toLowerCase()}`);
  }
  lines.push('\tbare = false', '\tlogallrefupdates = true');
  if (agent) lines.push('\tcheckStat = minimal', '\ttrustctime = false');
  if (extensions.length > 0) {
    lines.push('[extensions]');
    for (const [k, v] of extensions) lines.push(`\t${k.slice('extensions.'.length)} = ${quote(v)}`);
  }
  const url = get('remote.origin.url').at(-1);
  if (url !== undefined) {
    lines.push('[remote "origin"]', `\turl = ${quote(url)}`);
    const fetch = agent ? ['+refs/heads/*:refs/remotes/origin/*'] : get('remote.origin.fetch');
    for (const f of fetch) lines.push(`\tfetch = ${quote(f)}`);
    for (const key of ['promisor', 'partialclonefilter']) {
      const v = get(`remote.origin.${key}`).at(-1);
      if (v !== undefined) lines.push(`\t${key} = ${quote(v)}`);
    }
  }
  lines.push('[gc]', '\tauto = 0');
  return `${lines.join('\n')}\n`;
}

/**
 * The agent's copy's configuration, made once per text of the private repository's: that text
 * stays the one Ralph wrote all job long (checkIdentity), and a step may make several copies.
 */
const agentConfigs = new Map<string, string>();

async function agentConfig(gitDir: string): Promise<string> {
  const file = join(gitDir, 'config');
  const key = existsSync(file) ? readFileSync(file, 'utf8') : '';
  let text = agentConfigs.get(key);
  if (text === undefined) {
    text = await ralphConfig(gitDir, true);
    agentConfigs.set(key, text);
  }
  return text;
}

/**
 * Makes the agent's disposable repository for one step that runs the repository's code: a
 * clone of the private one beside the work tree (objects hard-linked, so they stay Ralph's and
 * read-only), HEAD where Ralph's is, an index refreshed against the work tree, then everything
 * in it but the hard-linked objects given to the agent user; and the work tree's `.git` file,
 * Ralph's, that names it. Whatever an earlier step left of either goes first.
 */
export async function makeAgentRepository(repo: TaskJobGit, user: AgentUser | undefined): Promise<void> {
  await dropAgentRepository(repo, user);
  const { agentRepo, workspace } = repo;
  const clone = new Git(dirname(agentRepo), [], process.env, { isolated: true });
  await clone.exec([
    'clone',
    '--quiet',
    '--mirror',
    '--local',
    '--template=',
    '--',
    repo.gitDir,
    basename(agentRepo),
  ]);
  rmSync(join(agentRepo, IDENTITY_FILE), { force: true });
  writeFileSync(join(agentRepo, 'config'), await agentConfig(repo.gitDir));
  const head = await repo.git.exec(['symbolic-ref', '--quiet', 'HEAD'], { allowFailure: true });
  const at = head.exitCode === 0 ? `ref: ${head.stdout.trim()}` : await repo.git.out(['rev-parse', 'HEAD']);
  writeFileSync(join(agentRepo, 'HEAD'), `${at}\n`);
  writeFileSync(join(workspace, '.git'), gitFileText(agentRepo), { flag: 'wx', mode: 0o644 });
  // The index: HEAD's tree, refreshed by Ralph now, while the files are still Ralph's. Built on
  // a copy of Ralph's own, whose stat data spares hashing every unchanged file again.
  const agentGit = new Git(workspace, [], process.env, { gitDir: agentRepo, isolated: true });
  const own = await repo.git.indexFile();
  if (existsSync(own)) copyFileSync(own, join(agentRepo, 'index'));
  const merged = await agentGit.exec(['read-tree', '-m', 'HEAD'], { allowFailure: true });
  if (merged.exitCode !== 0) {
    rmSync(join(agentRepo, 'index'), { force: true });
    await agentGit.exec(['read-tree', 'HEAD']);
  }
  await agentGit.exec(['update-index', '-q', '--refresh'], { allowFailure: true });
  if (!user) return;
  // Hard-linked objects stay Ralph's (read-only: the agent reads them and can change none);
  // -xdev and chown -h: nothing outside the clone is reached.
  await mustAsRoot(
    user.via,
    [
      'find',
      agentRepo,
      '-xdev',
      '!',
      '(',
      '-type',
      'f',
      '-links',
      '+1',
      ')',
      '-exec',
      'chown',
      '-h',
      `+${user.uid}:+${user.gid}`,
      '--',
      '{}',
      '+',
    ],
    `Giving ${agentRepo} to ${user.name}`,
  );
  await mustAsRoot(user.via, ['chmod', '0700', '--', agentRepo], `Closing ${agentRepo} to others`);
}

/**
 * Deletes the agent's repository and the work tree's `.git` (as root when the agent user may
 * own them; rm never follows a link). Only once every process of the agent user is dead.
 */
export async function dropAgentRepository(repo: TaskJobGit, user: AgentUser | undefined): Promise<void> {
  const paths = [join(repo.workspace, '.git'), repo.agentRepo].filter(
    (p) => lstatSync(p, { throwIfNoEntry: false }) !== undefined,
  );
  if (paths.length === 0) return;
  if (user)
    await mustAsRoot(
      user.via,
      ['rm', '-rf', '--one-file-system', '--', ...paths],
      "Removing the agent's repository",
    );
  else for (const p of paths) rmSync(p, { recursive: true, force: true });
}

/**
 * Runs `step` (code of the repository's: the setup line, the baseline, the agent, a gate) with
 * the agent's disposable repository in place, and deletes it afterwards, whatever happened.
 */
export async function withAgentRepository<T>(
  repo: TaskJobGit,
  user: AgentUser | undefined,
  step: () => Promise<T>,
): Promise<T> {
  await makeAgentRepository(repo, user);
  // The sandbox masks the folder it is in: the agent's processes get it bound writable.
  if (user) user.lent = [repo.agentRepo];
  try {
    return await step();
  } finally {
    if (user) user.lent = undefined;
    await dropAgentRepository(repo, user);
  }
}
