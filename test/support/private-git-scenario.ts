// One task job's steps against Ralph's private repository (src/adapters/task-job/private-git.ts), with a
// hostile setup line, agent and gate run as the job's agent user, and Ralph's own git after
// them. Run in the test's process (Ralph as root) or, through `node --import tsx` as a user
// with passwordless sudo (a GitHub-hosted runner): `node --import tsx private-git-scenario.ts
// <root> <shared>` prints `RESULT <json>` as its last line.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { TaskJobSettings } from '../../src/action/inputs.js';
import { runProcess } from '../../src/adapters/process.js';
import type { AgentUser } from '../../src/adapters/task-job/agent-user.js';
import { changedSince, saveWorkTree } from '../../src/adapters/task-job/job-state.js';
import { agentUserFor, dropJobAgentUser } from '../../src/adapters/task-job/job-user.js';
import { asAgentUser } from '../../src/adapters/task-job/launch.js';
import { processesOf } from '../../src/adapters/task-job/lend.js';
import { privateGitPaths, taskJobGit, withAgentRepository } from '../../src/adapters/task-job/private-git.js';

// As the agent user, in the work tree: the attacks on Ralph's repository, then its work.
// $MARK is a folder anyone may write: a planted program appends the user it ran as there.
const AGENT = String.raw`
set -u
r() { if "$@" >/dev/null 2>&1; then echo ok; else echo failed; fi; }
gd=$(git rev-parse --absolute-git-dir)
echo "gitdir=$gd"
echo "status=$(r git status --porcelain)"
echo "commit=$(r git -c user.name=a -c user.email=a@example.com commit -q --allow-empty -m mine)"
echo "swap=$(r mv .git .git-away)"
echo "remove=$(r rm -f .git)"
echo "rewrite=$(r sh -c 'echo "gitdir: /tmp" > .git')"
echo "state=$(r ls "$RALPH_STATE")"
echo "linked=$(r sh -c 'echo more >> ralph-linked.txt')"
plant="id -un >> '$MARK/ran'; cat"
git config filter.pwn.clean "$plant"
git config filter.pwn.smudge "$plant"
git config filter.pwn.required true
git config diff.pwn.textconv "$plant"
git config core.fsmonitor "$plant"
git config core.hooksPath "$gd/hooks"
mkdir -p "$gd/info" "$gd/hooks"
echo '* filter=pwn diff=pwn' > "$gd/info/attributes"
printf '#!/bin/sh\nid -un >> "%s/ran"\n' "$MARK" > "$gd/hooks/pre-commit"
chmod +x "$gd/hooks/pre-commit"
echo '* filter=pwn diff=pwn' > .gitattributes
mkdir sub && cd sub && git init -q && echo s > s.txt && git add s.txt &&
  git -c user.name=a -c user.email=a@example.com commit -qm s &&
  git config filter.pwn.clean "$plant" && git config core.fsmonitor "$plant" &&
  echo '* filter=pwn' > .git/info/attributes && cd ..
printf 'work\0bytes\n' > work.txt
echo changed >> README.md
# Its own git after the planting: the fsmonitor and the filter run now, as the agent user (the
# proof that the plants are live; Ralph's git must never run them).
echo "planted-status=$(r git status --porcelain)"
echo mine > "$SHARED/agent-out.txt"
# A hard link into the work tree: refused (EXDEV) in the sandbox, where the work tree is a mount
# of its own; elsewhere made, and Ralph must not hand the linked file to itself.
if ln "$SHARED/agent-out.txt" linked-out.txt 2>/dev/null; then echo linkout=made; else echo linkout=refused; fi
echo "agent-done"
`;

export interface ScenarioResult {
  ralph: number;
  agent: { uid: number; name: string; home: string };
  setup: string;
  agentOut: string;
  gate: string;
  dotGitBetween: boolean[];
  ran: string;
  tree: Record<string, string>;
  patch: string;
  status: string;
  gateWrites: string[];
  writeTreeBefore: string;
  writeTreeAfter: string;
  outsideRalph: { uid: number; text: string };
  outsideAgent: { uid: number; nlink: number };
  linkedOut?: { uid: number; nlink: number; text: string };
  /** The work tree's root before the steps and after them: its mode, owner and ACL. */
  root: { before: number; after: number; owner: number; acl: string };
  swapped: string;
  configChanged: string;
  processesLeft: number[];
  userGone: boolean;
}

const sh = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1' } });

/** A checkout as actions/checkout leaves it, its RUNNER_TEMP, a file hard-linked from outside. */
function layout(root: string): { ws: string; temp: string } {
  const ws = join(root, 'work', 'demo', 'demo');
  const temp = join(root, 'temp');
  mkdirSync(ws, { recursive: true });
  mkdirSync(temp, { recursive: true });
  writeFileSync(join(ws, 'README.md'), 'hello\n');
  sh(ws, 'init', '-q', '-b', 'main');
  sh(ws, 'remote', 'add', 'origin', 'https://github.com/octo/demo.git');
  sh(ws, 'add', '-A');
  sh(ws, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  // A package manager's store beside the work tree, hard-linked into it.
  writeFileSync(join(root, 'store-file.txt'), 'store\n');
  linkSync(join(root, 'store-file.txt'), join(ws, 'ralph-linked.txt'));
  return { ws, temp };
}

export async function scenario(root: string, shared: string): Promise<ScenarioResult> {
  const { ws, temp } = layout(root);
  process.env.RUNNER_TEMP = temp;
  const settings = { workspace: ws, agentUser: 'true' } as TaskJobSettings;
  const env = { ...process.env, MARK: shared, SHARED: shared, RALPH_STATE: join(temp, 'ralph') };
  const dotGitBetween: boolean[] = [];
  const run = async (repo: Awaited<ReturnType<typeof taskJobGit>>, user: AgentUser, script: string) => {
    const r = await withAgentRepository(repo, user, () =>
      runProcess({ file: 'bash', args: ['-c', script], cwd: ws, env, wrap: asAgentUser(user) }),
    );
    dotGitBetween.push(existsSync(join(ws, '.git')));
    if (r.exitCode !== 0) throw new Error(`as ${user.name}: exit ${r.exitCode}\n${r.tail}`);
    return r.tail;
  };

  const modeBefore = statSync(ws).mode;
  // The setup step: an install script that leaves a profile in its home.
  let repo = await taskJobGit(settings);
  let user = (await agentUserFor(settings))!;
  const setup = await run(
    repo,
    user,
    'echo "script-shell=/bin/true" > ~/.npmrc; echo "home=$HOME"; git status --porcelain >/dev/null && echo git-ok',
  );

  // The run step: the agent, then Ralph saves its tree.
  repo = await taskJobGit(settings);
  user = (await agentUserFor(settings))!;
  const start = await repo.git.head();
  const agentOut = await run(repo, user, AGENT);
  const index = join(temp, 'ralph', 'agent.index');
  const tree = await saveWorkTree(repo.git, start, index);
  const writeTreeBefore = await repo.git.out(['write-tree']);

  // A gate step: what it finds in its home, and a write to the nested repository's file.
  repo = await taskJobGit(settings);
  user = (await agentUserFor(settings))!;
  const gate = await run(
    repo,
    user,
    'echo "home=$(ls -A ~ | tr "\\n" " ")"; echo "gitconfig=$(cat ~/.gitconfig | tr -d "\\n\\t ")"; sleep 1.1; touch sub/s.txt; git status --porcelain >/dev/null && echo git-ok',
  );
  const gateWrites = await changedSince(repo.git, tree, join(temp, 'ralph'));

  // The record step's git: status, everything staged, the patch, the tree.
  repo = await taskJobGit(settings);
  user = (await agentUserFor(settings))!;
  const status = (await repo.git.status()).map((e) => `${e.index}${e.tree} ${e.path}`).join('\n');
  await repo.git.exec(['update-index', '-q', '--refresh'], { allowFailure: true });
  const patch = (await repo.git.execRaw(['diff', '--binary', '--full-index', start, tree])).stdout.toString(
    'latin1',
  );
  await repo.git.stageAll();
  const writeTreeAfter = await repo.git.out(['write-tree']);
  const files: Record<string, string> = {};
  for (const line of (await repo.git.out(['ls-tree', '-r', tree])).split('\n')) {
    const [meta, path] = line.split('\t');
    const [mode, , sha] = meta!.split(' ');
    files[path!] =
      mode === '160000'
        ? 'gitlink'
        : (await repo.git.execRaw(['cat-file', 'blob', sha!])).stdout.toString('latin1');
  }
  const agent = { uid: user.uid, name: user.name, home: user.home };
  const rootDir = {
    before: modeBefore,
    after: statSync(ws).mode,
    owner: statSync(ws).uid,
    acl: execFileSync('getfacl', ['-pcn', ws], { encoding: 'utf8' }),
  };
  const linked = existsSync(join(ws, 'linked-out.txt')) ? lstatSync(join(ws, 'linked-out.txt')) : undefined;
  const outsideAgent = statSync(join(shared, 'agent-out.txt'));
  const result = {
    outsideRalph: {
      uid: statSync(join(root, 'store-file.txt')).uid,
      text: readFileSync(join(root, 'store-file.txt'), 'utf8'),
    },
    outsideAgent: { uid: outsideAgent.uid, nlink: outsideAgent.nlink },
    linkedOut: linked && {
      uid: linked.uid,
      nlink: linked.nlink,
      text: readFileSync(join(ws, 'linked-out.txt'), 'utf8'),
    },
  };
  await dropJobAgentUser(user);
  const userGone = (() => {
    try {
      execFileSync('getent', ['passwd', agent.name]);
      return false;
    } catch {
      return true;
    }
  })();

  // Something with Ralph's rights replaces the private repository, or edits its config.
  const { gitDir } = privateGitPaths(join(temp, 'ralph'));
  const refusal = async () => {
    try {
      await taskJobGit(settings);
      return 'accepted';
    } catch (err) {
      return (err as Error).message;
    }
  };
  renameSync(gitDir, `${gitDir}.old`);
  cpSync(`${gitDir}.old`, gitDir, { recursive: true });
  const swapped = await refusal();
  rmSync(gitDir, { recursive: true });
  renameSync(`${gitDir}.old`, gitDir);
  writeFileSync(
    join(gitDir, 'config'),
    `${readFileSync(join(gitDir, 'config'), 'utf8')}[core]\n\tfsmonitor = true\n`,
  );
  const configChanged = await refusal();

  return {
    ralph: process.getuid!(),
    agent,
    setup,
    agentOut,
    gate,
    dotGitBetween,
    ran: existsSync(join(shared, 'ran')) ? readFileSync(join(shared, 'ran'), 'utf8') : '',
    tree: files,
    patch,
    status,
    gateWrites,
    writeTreeBefore,
    writeTreeAfter,
    ...result,
    root: rootDir,
    swapped,
    configChanged,
    processesLeft: processesOf(agent.uid),
    userGone,
  };
}

if (process.argv[1]?.endsWith('private-git-scenario.ts') && process.argv[2]) {
  const out = await scenario(process.argv[2], process.argv[3]!);
  console.log(`RESULT ${JSON.stringify(out)}`);
}
