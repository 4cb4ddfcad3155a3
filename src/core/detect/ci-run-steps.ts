// A CI job's `run:` step turned into a part of Ralph's task job (docs/ARCHITECTURE.md#gates): an
// install step (it only installs or sets the machine up), a gate (it checks: named after the
// step, its script exactly as written, with its working directory, shell and env), a fact
// that makes the job a specialised one, or a note saying why it is neither.
import { changesManifest, HOST_TARGET, installLine, neutralLine, scriptSpecial } from './ci-classify.js';
import { dockerStep } from './ci-docker.js';
import { substitute } from './ci-expr.js';
import type { JobLayout, JobParts, StepAt } from './ci-steps.js';
import { writesFiles } from './gates.js';
import { commandWords, shellLines } from './shell.js';

/** The lines of a step's script, and each line's words. */
interface Script {
  text: string;
  /** The step's working directory relative to the task job's root, if not the root. */
  dir: string | undefined;
  lines: Array<{ command: string }>;
  words: string[][];
  /** How many lines neither install nor check. */
  neutral: number;
}

/** A `run:` step: an install step, a gate, a fact about the job, or a note. */
export function runStep(parts: JobParts, s: StepAt, layout: JobLayout): void {
  const { step, stepCtx, at, notes } = s;
  const shell = typeof step.shell === 'string' ? step.shell : layout.defaultShell;
  if (shell !== undefined && /^(pwsh|powershell|cmd)/.test(shell)) {
    notes.push(`${at}: runs in ${shell}; Ralph runs gates in bash, sh or python: left out`);
    return;
  }
  const sub = substitute(String(step.run), stepCtx);
  const text = sub.text.replace(/\s+$/, '');
  if (leftOut(parts, s, text, sub.unknown, layout.named)) return;
  // Its script reads a variable of its env that was left out: it would run with it empty.
  const reads = (s.droppedEnv ?? []).filter((k) => new RegExp(`\\$(\\{)?${k}\\b`).test(text));
  if (reads.length > 0) {
    parts.unknown ??= `\`${firstLine(text)}\` reads $${reads[0]}, which only the run knows`;
    s.notes.push(
      `${s.at}: its script reads ${reads.map((k) => `$${k}`).join(', ')}, whose value only the run knows; not transplanted`,
    );
    return;
  }
  if (dockerOnly(parts, s, text)) return;
  const lines = shellLines(text).filter((l) => !l.block);
  const words = lines.map((l) => commandWords(l.command));
  const neutral = lines.filter((l, i) => neutralLine(l.command, words[i]!)).length;
  if (lines.length === 0 || neutral === lines.length) return;
  const manifest = words.find((w) => changesManifest(w));
  if (manifest) {
    notes.push(
      `${at}: \`${manifest.join(' ')}\` changes the project's manifest (the leg's dependency versions); not transplanted`,
    );
    return;
  }
  const dir = stepDir(s, layout);
  if (dir?.includes('${{')) {
    parts.unknown ??= `its working-directory (\`${dir}\`) is not known before the run`;
    s.notes.push(`${s.at}: ${parts.unknown}; not transplanted`);
    return;
  }
  const script: Script = { text, dir, lines, words, neutral };
  if (layout.firstCheckout !== undefined && s.index < layout.firstCheckout) {
    // Before the checkout there is no tree to check: the step prepares (a database's roles).
    s.notes.push(`${s.at}: runs before the checkout, so it checks nothing of the change; a setup step`);
    installStep(parts, s, script, true);
    return;
  }
  if (words.every((w, i) => neutralLine(lines[i]!.command, w) || prepares(w))) {
    s.notes.push(`${s.at}: prepares (waits for a service, or sets up files or keys); a setup step`);
    installStep(parts, s, script, true);
    return;
  }
  if (installStep(parts, s, script)) return;
  if (notACheck(parts, s, script)) return;
  const stepShell = typeof step.shell === 'string' ? step.shell : layout.defaultShell;
  const gateShell = stepShell ?? (text.includes('\n') ? 'bash -e {0}' : undefined);
  const optional = step['continue-on-error'] === true;
  // An unnamed step is named after its first command that does something (not its `cd`).
  const first =
    lines.find((l, i) => !neutralLine(l.command, words[i]!) && !installLine(words[i]!))?.command ?? text;
  parts.gates.push({
    name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : firstLine(first),
    command: text,
    ...(optional ? { required: false } : {}),
    ...(script.dir ? { workingDirectory: script.dir } : {}),
    ...(gateShell ? { shell: gateShell } : {}),
    ...(Object.keys(s.stepEnv).length > 0 ? { env: s.stepEnv } : {}),
  });
}

/**
 * A step Ralph does not transplant, whatever its lines: one that makes the job specialised (a
 * job the user chose by name keeps it), commits, publishes, writes the run's files, or reads
 * what is only known during the run. True when left out.
 */
function leftOut(parts: JobParts, s: StepAt, script: string, unknown: string[], named: boolean): boolean {
  const { at, notes } = s;
  const special = scriptSpecial(script);
  if (special) {
    parts.special ??= special;
    // A job the user chose by name keeps every step it runs.
    if (!named) return true;
  }
  if (/\bgit\s+(commit|push)\b/.test(script)) {
    parts.special ??= 'commits or pushes what it changed: an autofix or release job';
    return true;
  }
  if (
    /(^|\s)(npm|pnpm|yarn|cargo|poetry|uv|twine|gem)\s+publish\b|twine\s+upload|gh\s+release\s+(create|upload|edit)\b|docker\s+push/.test(
      script,
    ) ||
    deploys(script)
  ) {
    parts.special ??= 'publishes';
    return true;
  }
  if (/\$\{?GITHUB_(ENV|PATH|OUTPUT|STEP_SUMMARY)\b/.test(script)) {
    notes.push(
      `${at}: writes $GITHUB_ENV, $GITHUB_PATH, $GITHUB_OUTPUT or the step summary for the run; not transplanted`,
    );
    return true;
  }
  if (unknown.length > 0) {
    parts.unknown ??= `\`${firstLine(String(s.step.run))}\` reads ${unknown.join(', ')}`;
    notes.push(`${at}: \`${firstLine(String(s.step.run))}\` reads ${unknown.join(', ')}; not a gate`);
    return true;
  }
  return false;
}

/**
 * A line that prepares rather than checks: it waits for a service (`wait-for-it.sh db:5432`,
 * `php test_files/wait_for_ftp.php 2121`, `npx wait-on tcp:5432`, `dockerize -wait`) or sets
 * up files and keys (`chmod 0400 key`, `ssh-add key`).
 */
function prepares(words: readonly string[]): boolean {
  if (/^(chmod|chown|ssh-add|ssh-keyscan|ulimit)$/.test(words[0] ?? '')) return true;
  return words.slice(0, 3).some((w) => /(^|[/_-])wait[-_]?(for|on|until)([^a-z]|$)|^dockerize$/i.test(w));
}

/**
 * A step that runs docker is never a gate (ci-docker.ts): what its `docker run -d` lines start
 * becomes the task job's services (the job's own `services:` of the same name win), the rest is
 * named. True when the step runs docker.
 */
function dockerOnly(parts: JobParts, s: StepAt, text: string): boolean {
  const docker = dockerStep(shellLines(text).map((l) => l.command));
  if (!docker) return false;
  const started = Object.keys(docker.services);
  if (docker.dropped.length > 0 && started.length === 0) parts.inDocker = true;
  for (const [name, service] of Object.entries(docker.services)) parts.services[name] ??= service;
  const became =
    started.length > 0 ? `; what it starts becomes the task job's services: ${started.join(', ')}` : '';
  const dropped = docker.dropped.length > 0 ? `; not carried over: ${docker.dropped.join('; ')}` : '';
  s.notes.push(
    `${s.at}: runs docker, whose socket is root on the runner and never lent to the repository's code: not a gate${became}${dropped}`,
  );
  return true;
}

/**
 * Whether a line of the script runs a program's `deploy` (`mkdocs gh-deploy`, `mike deploy`,
 * `firebase deploy`, `mvn -B deploy`, `npm run deploy`): its subcommand, not any word
 * (`cargo test --features deploy`, `echo deploy` are not).
 */
function deploys(script: string): boolean {
  return shellLines(script).some((l) => {
    const words = commandWords(l.command);
    // After `sudo`, or a runner of a package's program (`npx firebase deploy`).
    const w = /^(sudo|npx|bunx|pnpx|uvx)$/.test(words[0] ?? '') ? words.slice(1) : words;
    if (/^(echo|printf|:|true)$/.test(w[0] ?? '')) return false;
    const rest = w.slice(1).filter((x) => !x.startsWith('-'));
    const sub = rest[0] === 'run' || rest[0] === 'run-script' ? rest[1] : rest[0];
    return /^(gh-)?deploy$/.test(sub ?? '');
  });
}

/** The step's working directory relative to the task job's root (its checkout's path taken off). */
function stepDir(s: StepAt, layout: JobLayout): string | undefined {
  const { step, stepCtx } = s;
  const { rootAlias } = layout;
  const dirGiven =
    typeof step['working-directory'] === 'string' ? step['working-directory'] : layout.defaultDir;
  const dirRaw =
    rootAlias !== undefined && dirGiven?.startsWith(rootAlias)
      ? dirGiven.slice(rootAlias.length).replace(/^\/+/, '') || undefined
      : dirGiven;
  return dirRaw === undefined
    ? undefined
    : substitute(dirRaw, stepCtx).text.replace(/^\.\/?$/, '') || undefined;
}

/**
 * A step that installs or sets the machine up, never checks: kept as an install step. A step
 * named for setting up (`Install packages`, `Set up the database`) that runs a script of the
 * repository prepares; lines that all run as root (`sudo udevadm ...`, `echo ... | sudo tee
 * /etc/...`) set the machine up; so does any step before the checkout (`prepares`). True when
 * the step is one.
 */
function installStep(parts: JobParts, s: StepAt, script: Script, prepares = false): boolean {
  const { step, stepCtx, at, notes } = s;
  const { text, dir, lines, words, neutral } = script;
  const stepName = typeof step.name === 'string' ? step.name : '';
  const installs = words.filter((w) => installLine(w)).length;
  const script0 = words[0]?.[0] ?? '';
  const setupNamed =
    (/^(install|set\s*up|setup|prepare|configure)\b/i.test(stepName) &&
      !/\b(test|check|lint|build)/i.test(stepName)) ||
    (lines.length === 1 && script0.includes('/') && /(install|setup|bootstrap|deps)[^/]*$/i.test(script0));
  const asRoot = words.filter((w) => w[0] === 'sudo' || w.includes('sudo')).length;
  const system = asRoot > 0 && asRoot + neutral >= lines.length;
  if (!(prepares || setupNamed || system || (installs > 0 && installs + neutral === lines.length)))
    return false;
  const pure =
    system ||
    words.every((w, i) => neutralLine(lines[i]!.command, w) || /^(sudo|apt-get|apt)$/.test(w[0] ?? ''));
  const ownEnv = envOwn(s.stepEnv, {});
  parts.installs.push({
    name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : firstLine(text),
    run: dir ? `cd ${JSON.stringify(dir)}\n${text}` : text,
    // System packages need root and run nothing of the repository's; the rest runs its code.
    ...(pure ? {} : { repoCode: true }),
    ...(Object.keys(ownEnv).length > 0 ? { env: ownEnv } : {}),
  });
  if (!pure && /(^|\s)sudo\s/.test(text))
    notes.push(
      `${at}: \`${firstLine(text)}\` uses sudo; Ralph's setup runs it as the agent user, without sudo`,
    );
  return true;
}

/**
 * A step that runs but checks nothing the task job can judge: it writes files, cross-compiles
 * (by its env), or prepares a report for an upload (`generate lcov`). True when it is one.
 */
function notACheck(parts: JobParts, s: StepAt, script: Script): boolean {
  const { step, stepEnv, at, notes } = s;
  const writes = script.lines.map((l) => writesFiles(l.command)).find((w) => w !== undefined);
  if (writes !== undefined) {
    notes.push(`${at}: \`${firstLine(script.text)}\`: ${writes}, so it is not a check`);
    return true;
  }
  const cargoTarget = stepEnv.CARGO_BUILD_TARGET;
  if (cargoTarget && !HOST_TARGET.test(cargoTarget)) {
    parts.special ??= `cross-compiles (CARGO_BUILD_TARGET=${cargoTarget})`;
    return true;
  }
  const goos = stepEnv.GOOS;
  const goarch = stepEnv.GOARCH;
  if ((goos && goos !== 'linux') || (goarch && !/^(amd64|x86_64)$/.test(goarch))) {
    parts.special ??= `cross-compiles (GOOS=${goos ?? ''} GOARCH=${goarch ?? ''})`;
    return true;
  }
  const stepName = typeof step.name === 'string' ? step.name : '';
  if (
    /\b(generate|upload|prepare|write|produce|convert|combine|publish)\b.*\b(coverage|lcov|report)|\blcov\b|coverage report/i.test(
      stepName,
    ) &&
    !/test|check|lint|build|enforce/i.test(stepName)
  ) {
    notes.push(`${at}: prepares a report, not a check; left out`);
    return true;
  }
  return false;
}

/** The entries a step's env adds to what it inherits. */
export function envOwn(
  env: Record<string, string>,
  inherited: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([k, v]) => inherited[k] !== v));
}

/**
 * A script's first line (with its `\` continuations, spaces collapsed), cut at a word within 80
 * characters: the name of an unnamed step.
 */
export const firstLine = (s: string) => {
  const line = s
    .trim()
    .replace(/\\\r?\n/g, ' ')
    .split('\n')[0]!
    .replace(/\s+/g, ' ');
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 80);
};
