// What a CI job's facts say about it (docs/ARCHITECTURE.md#gates): which actions set a tool up,
// which report, publish or commit; which lines install, which only print or move about; which
// facts (a `+toolchain`, a `--target`, a benchmark, a runner, a container, a name) make a job a
// specialised one that Ralph's task job leaves out, with the reason.
import { condition, type Json, substituteValue } from './ci-expr.js';
import { type Resolved, workflowName } from './ci-resolve.js';
import { isRecord } from './types.js';

export const HOST_TARGET = /^x86_64-unknown-linux-gnu$/;

/** Setup actions: they install a tool or toolchain, nothing else. */
export const SETUP_ACTION =
  /(^|\/)(setup-[\w-]+|[\w-]*-toolchain|toolchain|install-action|action-setup|setup|[\w-]*install[\w-]*|cache|cache\/restore)$|^(Swatinem\/rust-cache|actions\/cache|gradle\/actions\/setup-gradle|ruby\/setup-ruby|denoland\/setup-deno|oven-sh\/setup-bun|pnpm\/action-setup|astral-sh\/setup-uv|dtolnay\/rust-toolchain|actions-rs\/toolchain|arduino\/setup-protoc)$/i;
/** Actions that do not belong in a task job: they report, publish or hand files on. */
export const NOT_SETUP =
  /^(actions\/(checkout|upload-artifact|download-artifact|upload-pages-artifact|deploy-pages|github-script|labeler|stale)|codecov\/[\w-]+|coverallsapp\/[\w-]+|softprops\/action-gh-release|pypa\/gh-action-pypi-publish|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|changesets\/action|docker\/(build-push-action|login-action))$/i;
export const PUBLISH_ACTION =
  /^(softprops\/action-gh-release|pypa\/gh-action-pypi-publish|actions\/deploy-pages|actions\/upload-pages-artifact|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|changesets\/action|docker\/build-push-action|release-plz\/action|googleapis\/release-please-action)$/i;
export const COMMIT_ACTIONS =
  /^(autofix-ci\/action|stefanzweifel\/git-auto-commit-action|EndBug\/add-and-commit|peter-evans\/create-pull-request)$/i;

/** Job names that say what kind of job it is when its facts do not. */
const SPECIAL_JOB: Array<[RegExp, string]> = [
  [
    /(^|[^a-z])msrv([^a-z]|$)|minimum.?(supported|rust|version)/i,
    'an MSRV job (the oldest toolchain supported)',
  ],
  [/minimal.?versions|min.?versions|oldest.?deps|lowest/i, 'a minimal-versions job'],
  [/nightly/i, 'a nightly-toolchain job'],
  [/(^|[^a-z])miri([^a-z]|$)/i, 'a miri job'],
  [/sanitiz|(^|[^a-z])[amt]san([^a-z]|$)/i, 'a sanitizer job'],
  [/(^|[^a-z])(fuzz|fuzzing)([^a-z]|$)/i, 'a fuzzing job'],
  [/bench/i, 'a benchmark job'],
  [/coverage|codecov|coveralls/i, 'a coverage job (its report is uploaded)'],
  [/(^|[^a-z])(release|publish|deploy|pages)([^a-z]|$)/i, 'a release, publish or deploy job'],
  [/(^|[^a-z])(cross|cross-?compil\w*)([^a-z]|$)/i, 'a cross-compilation job'],
];

/** Lines that install or set a tool up, never check anything. */
export function installLine(words: string[]): boolean {
  // `curl -sSf https://.../install.sh | sh`: an installer.
  const pipe = words.indexOf('|');
  if (/^(curl|wget)$/.test(words[0] ?? '') && pipe > 0 && /^(sudo|sh|bash)$/.test(words[pipe + 1] ?? ''))
    return true;
  if (words[0] === 'git' && words[1] === 'config') return true;
  const w = words[0] === 'sudo' ? words.slice(words[1] === '-E' ? 2 : 1) : words;
  const [a = '', b = '', c = ''] = w;
  if (/^(apt-get|apt|brew|choco|rustup|corepack|pipx|gem|conda|mamba|micromamba|dnf|yum|apk|nvm)$/.test(a))
    return a !== 'pipx' || b === 'install' || b === 'ensurepath';
  if (/^(pip|pip3)$/.test(a)) return b === 'install' || b === 'download';
  if (/^python[\d.]*$/.test(a) && b === '-m' && /^(pip|venv|ensurepip)$/.test(c))
    return c !== 'pip' || w[3] === 'install';
  if (a === 'uv')
    return /^(sync|venv)$/.test(b) || (/^(pip|tool|python)$/.test(b) && /^(install|sync)$/.test(c));
  if (a === 'poetry' || a === 'pdm') return /^(install|sync|lock)$/.test(b) && !w.includes('--check');
  if (a === 'npm') return /^(ci|install|i|add)$/.test(b);
  if (a === 'pnpm') return /^(install|i|fetch|add|setup)$/.test(b) || (b === 'env' && c === 'use');
  if (a === 'yarn') return b === '' || b === 'install' || /^--(frozen-lockfile|immutable)/.test(b);
  if (a === 'bun') return b === 'install' || b === 'i';
  if (a === 'cargo') return /^(install|fetch|binstall)$/.test(b);
  if (a === 'go') return b === 'install' || (b === 'mod' && c === 'download') || b === 'get';
  if (a === 'deno') return b === 'install' || b === 'cache';
  if (a === 'bundle') return b === 'install';
  // Without a lockfile (a library's CI) `composer update` is how it installs.
  if (a === 'composer') return b === 'install' || b === 'update';
  if (a === 'dotnet') return b === 'restore' || (b === 'tool' && c === 'install');
  return false;
}

/** `pnpm add typescript@latest`, `npm install left-pad`: the manifest changes, not the machine. */
export function changesManifest(words: string[]): boolean {
  const [a = '', b = '', ...rest] = words;
  if (!/^(npm|pnpm|yarn|bun|uv|poetry|pdm|cargo)$/.test(a)) return false;
  if (rest.some((w) => w === '-g' || w === '--global')) return false;
  if (b === 'add') return true;
  return /^(npm|pnpm|bun)$/.test(a) && /^(install|i)$/.test(b) && rest.some((w) => !w.startsWith('-'));
}

/** Lines that neither install nor check: printing, moving about, versions. */
export function neutralLine(line: string, words: string[]): boolean {
  const a = words[0] ?? '';
  if (/^[A-Za-z_]\w*=/.test(line) && words.length === 0) return true;
  if (
    /^(echo|printf|cd|export|set|unset|mkdir|ls|pwd|cat|env|which|type|true|:|shopt|source|\.|hash|uname|whoami|nproc|df|free|lscpu|hostname)$/.test(
      a,
    )
  )
    return true;
  return words.length <= 3 && words.some((x) => /^(--version|-V|version|--print)$/.test(x));
}

/** Facts of a run script that make a job specialised, with the reason. */
export function scriptSpecial(script: string): string | undefined {
  const plus = /(?:^|\s)(cargo|rustc|rustup run)\s+\+(\S+)/.exec(script)?.[2];
  if (plus !== undefined)
    return /nightly/.test(plus)
      ? `runs on the nightly toolchain (\`+${plus}\`)`
      : `runs on another toolchain than the job's (\`+${plus}\`, an MSRV or pinned toolchain)`;
  if (/(^|\s)-Z\s*minimal-versions|minimal-versions/.test(script))
    return 'resolves minimal versions (`-Z minimal-versions`)';
  const lock =
    /(^|\s)((rm|cp|mv)\s[^\n]*\b(Cargo\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|uv\.lock|go\.sum)\b|cargo\s+(update|generate-lockfile)\b)/.exec(
      script,
    )?.[2];
  if (lock !== undefined) return `tests other dependency versions than the lockfile's (\`${lock.trim()}\`)`;
  if (/(^|\s)cargo\s+miri\b/.test(script)) return 'runs miri';
  if (/-Zsanitizer|sanitizer=/.test(script)) return 'runs a sanitizer';
  const target = /(?:^|\s)--target[=\s]+(\S+)/.exec(script)?.[1];
  if (target !== undefined && !HOST_TARGET.test(target) && /cargo|cross|rustc/.test(script))
    return `cross-compiles (\`--target ${target}\`)`;
  if (/(^|\s)cross\s+(build|test|check)\b/.test(script)) return 'cross-compiles (`cross`)';
  const added = /(?:^|\s)rustup\s+target\s+add\s+(\S+)/.exec(script)?.[1];
  if (added !== undefined && !HOST_TARGET.test(added)) return `cross-compiles (adds the target ${added})`;
  const bench =
    /(^|\s)(cargo\s+bench|asv\s+(run|continuous)|go\s+test\s.*-bench\b|pytest\s.*--benchmark|hyperfine|codspeed)/.exec(
      script,
    )?.[2];
  if (bench !== undefined) return `runs benchmarks (\`${bench.trim()}\`)`;
  return undefined;
}

/** Facts of a setup action that make a job specialised. */
export function actionSpecial(action: string, ref: string, withs: Record<string, Json>): string | undefined {
  if (!/rust-toolchain|actions-rs\/toolchain|setup-rust/i.test(action)) return undefined;
  const toolchain = String(withs.toolchain ?? (action === 'dtolnay/rust-toolchain' ? ref : ''));
  if (/nightly/.test(toolchain)) return `sets up the nightly toolchain (${toolchain})`;
  const targets = String(withs.targets ?? withs.target ?? '')
    .split(/[\s,]+/)
    .filter((t) => t && !HOST_TARGET.test(t));
  if (targets.length > 0) return `cross-compiles (adds the target ${targets.join(', ')})`;
  return undefined;
}

/** A job named for what it checks. */
const CHECK_JOB =
  /(^|[^a-z])(tests?|lint|linting|check|checks|mypy|pyright|typecheck|type-check|docs|format|fmt|clippy|unit|integration|e2e)([^a-z]|$)/i;

/** Why a job gives no required gate, from its own facts; undefined for a check job. */
export function specialReason(r: Resolved, parts: { special?: string }): string | undefined {
  const job = r.wj.job;
  const ifs = [r.wj.caller?.job.if, job.if].filter((x) => x !== undefined);
  for (const cond of ifs) {
    const c = condition(cond, r.contexts);
    if ('value' in c && !c.value) return `does not run on pull requests (\`if: ${String(cond)}\`)`;
  }
  for (const [re, why] of SPECIAL_JOB) if (re.test(r.wj.id) || re.test(r.display)) return why;
  // A workflow named for a release or a deploy is one, unless a job of it is named for a check
  // (marshmallow's `build-release` workflow runs its mypy, docs and tests jobs on every pull
  // request; cargo-dist's `release` workflow plans on one, with jobs named plan, build, host).
  const wf = workflowName(r.wj.caller?.file ?? r.wj.file).replace(/\.ya?ml$/, '');
  if (
    /(^|[^a-z])(release|publish|deploy|pages)([^a-z]|$)/i.test(wf) &&
    !CHECK_JOB.test(r.wj.id) &&
    !CHECK_JOB.test(r.display)
  )
    return `in the ${wf} workflow: a release, publish or deploy job`;
  if (/(^|[^a-z])(bench|benchmarks?|perf)([^a-z]|$)/i.test(wf))
    return `in the ${wf} workflow: a benchmark job`;
  if (/autofix/i.test(wf)) return `in the ${wf} workflow: an autofix job (it commits what it changes)`;
  if (/windows|macos|mac-|darwin/i.test(r.runsOn) && !/ubuntu|linux/i.test(r.runsOn))
    return `runs on ${r.runsOn} only; the task job runs on ubuntu`;
  if (/self-hosted/i.test(r.runsOn)) return `runs on a self-hosted runner (${r.runsOn})`;
  if (job.container !== undefined) {
    const c = substituteValue(job.container, r.contexts, []);
    const image = isRecord(c) ? c.image : c;
    if (image !== null && image !== '')
      return `runs in the container ${String(image)}; the task job runs on the ubuntu runner`;
  }
  if (parts.special) return parts.special;
  return undefined;
}
