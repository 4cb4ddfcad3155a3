// Node projects: package.json's scripts as gates (check-mode variants first, never one that
// writes), the lockfile's package manager, the Node version, Playwright's browsers, and how a
// CI line that runs a script or a tool reads as a gate.
import { bunGates } from './bun.js';
import type { CiFacts } from './ci.js';
import { WRITES } from './gates.js';
import { commandWords } from './shell.js';
import { lowestVersion } from './toolchain.js';
import {
  type Ecosystem,
  isRecord,
  type PackageManager,
  type ProjectReader,
  type ProposedGate,
  type SetupStep,
} from './types.js';

export const DEFAULT_NODE_VERSION = '20';

/** Gate name -> the scripts that are it, best first (check-mode variants before the rest). */
export const NODE_SCRIPTS: ReadonlyArray<{ gate: string; scripts: string[] }> = [
  {
    gate: 'typecheck',
    scripts: ['typecheck', 'type-check', 'check-types', 'check:types', 'types:check', 'tsc'],
  },
  { gate: 'lint', scripts: ['lint:check', 'check:lint', 'lint-check', 'lint'] },
  {
    gate: 'format',
    scripts: ['format:check', 'check:format', 'format-check', 'fmt:check', 'prettier:check', 'format', 'fmt'],
  },
  { gate: 'test', scripts: ['test'] },
  { gate: 'build', scripts: ['build'] },
];

export const LOCKFILES: ReadonlyArray<[string, PackageManager]> = [
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
];

export interface PackageJson {
  scripts?: Record<string, unknown>;
  engines?: { node?: unknown };
  packageManager?: unknown;
  dependencies?: Record<string, unknown>;
  devDependencies?: Record<string, unknown>;
}

export function detectNode(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const notes: string[] = [];
  let pkg: PackageJson = {};
  try {
    const parsed: unknown = JSON.parse(reader.read('package.json') ?? '');
    if (isRecord(parsed)) pkg = parsed as PackageJson;
  } catch {
    notes.push('package.json is not valid JSON; no scripts read from it');
  }
  const scripts: Record<string, string> = {};
  if (isRecord(pkg.scripts))
    for (const [k, v] of Object.entries(pkg.scripts)) if (typeof v === 'string' && v.trim()) scripts[k] = v;
  const declared = typeof pkg.packageManager === 'string' ? pkg.packageManager : undefined;

  const { pm, source: pmSource, lockfile } = packageManager(names, declared, ci);
  notes.push(`package manager: ${pm} (${pmSource})`);

  const gates = scriptGates(scripts, pm, notes);
  if (pm === 'bun') gates.push(...bunGates(reader, gates, notes));

  const deps = {
    ...(isRecord(pkg.dependencies) ? pkg.dependencies : {}),
    ...(isRecord(pkg.devDependencies) ? pkg.devDependencies : {}),
  };
  const playwrightPkg = ['@playwright/test', 'playwright', 'playwright-core'].find(
    (d) => typeof deps[d] === 'string',
  );
  const ciPlaywright = ci.commands.find((c) => /\bplaywright install\b/.test(c.command));

  const setupSteps: SetupStep[] = [];
  if (pm === 'bun') {
    setupSteps.push({ name: 'Set up Bun', uses: 'oven-sh/setup-bun@v2' });
  } else {
    if (pm === 'pnpm') {
      setupSteps.push({
        name: 'Set up pnpm',
        uses: 'pnpm/action-setup@v4',
        // Without a version the action reads `packageManager` from package.json.
        ...(declared?.startsWith('pnpm@') ? {} : { with: { version: '10' } }),
      });
    }
    const nodeWith: Record<string, string> = { ...nodeVersion(reader, names, pkg, ci) };
    if (lockfile && (pm === 'npm' || pm === 'pnpm')) nodeWith.cache = pm;
    setupSteps.push({ name: 'Set up Node.js', uses: 'actions/setup-node@v4', with: nodeWith });
  }
  const berry = pm === 'yarn' && (names.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(declared ?? ''));
  if (berry) setupSteps.push({ name: 'Enable Corepack', run: 'corepack enable' });
  setupSteps.push({ name: 'Install dependencies', run: installCommand(pm, lockfile, berry), repoCode: true });
  if (playwrightPkg || ciPlaywright) {
    // The system libraries need root, so they come from the Playwright release the project
    // pins, fetched from npm, run outside the work tree: not the branch's node_modules or
    // .npmrc, which an earlier agent wrote. The browsers go to the agent user's cache, where
    // the gates (run as that user) look for them.
    const version = playwrightPkg ? lowestVersion(String(deps[playwrightPkg])) : undefined;
    setupSteps.push(
      {
        name: "Install Playwright's system dependencies",
        run: `cd "$RUNNER_TEMP" && ${pm === 'bun' ? 'bunx' : 'npx --yes'} playwright${version ? `@${version}` : ''} install-deps`,
      },
      { name: 'Install Playwright browsers', run: `${execPrefix(pm)} playwright install`, repoCode: true },
    );
    notes.push(
      `Playwright (${ciPlaywright ? ciPlaywright.source : `package.json ${playwrightPkg}`}): its browsers are installed before the gates`,
    );
  }

  const classify = nodeClassifier(pm, scripts);
  return { kind: 'node', gates, setupSteps, notes, classify };
}

/** The package manager: the lockfile's, else package.json's `packageManager`, else the CI's installs, else npm. */
function packageManager(
  names: Set<string>,
  declared: string | undefined,
  ci: CiFacts,
): { pm: PackageManager; source: string; lockfile: boolean } {
  const lock = LOCKFILES.find(([file]) => names.has(file));
  let pm: PackageManager = lock?.[1] ?? 'npm';
  let pmSource = lock ? lock[0] : 'no lockfile';
  if (!lock) {
    const name = (/^(npm|pnpm|yarn|bun)@/.exec(declared ?? '')?.[1] ??
      ci.commands.map((c) => /^(pnpm|yarn|bun) (install|i)\b/.exec(c.command)?.[1]).find(Boolean) ??
      (names.has('bunfig.toml') ? 'bun' : undefined)) as PackageManager | undefined;
    if (name) {
      pm = name;
      pmSource = declared?.startsWith(`${name}@`)
        ? 'packageManager in package.json'
        : name === 'bun' &&
            names.has('bunfig.toml') &&
            !ci.commands.some((c) => /^bun (install|i)\b/.test(c.command))
          ? 'bunfig.toml'
          : 'the CI installs with it';
    }
  }
  return { pm, source: pmSource, lockfile: lock !== undefined };
}

/** package.json's scripts as gates, the check-mode variant of each first, never one that writes. */
function scriptGates(scripts: Record<string, string>, pm: PackageManager, notes: string[]): ProposedGate[] {
  const gates: ProposedGate[] = [];
  for (const { gate, scripts: candidates } of NODE_SCRIPTS) {
    const usable = candidates.filter((s) => scripts[s] !== undefined);
    const script = usable.find((s) => !WRITES.test(scripts[s]!));
    for (const s of usable.filter((s) => WRITES.test(scripts[s]!)))
      notes.push(
        `the ${s} script writes files (\`${scripts[s]}\`); ${script ? `the ${gate} gate runs ${script}, its check mode` : `no ${gate} gate (add a check-mode script, such as "${gate}:check")`}`,
      );
    if (!script) continue;
    if (script === 'test' && /no test specified/i.test(scripts[script]!)) {
      notes.push('the test script is npm\'s placeholder ("no test specified"); not a gate');
      continue;
    }
    gates.push({ name: gate, command: `${pm} run ${script}`, source: `package.json scripts.${script}` });
  }
  if (gates.length > 0)
    notes.push(`package.json scripts: ${gates.map((g) => g.command.split(' ').pop()).join(', ')}`);
  return gates;
}

/**
 * How a CI line reads as a gate: a package script (`pnpm --filter x test` is `x:test`), a tool
 * through npx or `pnpm exec`, or a tool by its name, run through the package manager.
 */
function nodeClassifier(pm: PackageManager, scripts: Record<string, string>): Ecosystem['classify'] {
  return (command) => {
    const words = commandWords(command);
    const [tool, ...rest] = words;
    // A known tool's gate, run as `line`; none for a command that writes, nor for prettier
    // without --check (it prints the formatted files: it checks nothing).
    const checkBin = (bin: string | undefined, line: string) => {
      const name = bin ? TOOL_GATES[bin] : undefined;
      if (!name || WRITES.test(line) || (bin === 'prettier' && !/\s--check\b/.test(line))) return undefined;
      return { name, command: line };
    };
    if (
      tool === 'npx' ||
      (tool === 'pnpm' && rest[0] === 'exec') ||
      tool === 'bunx' ||
      (tool === 'yarn' && rest[0] === 'exec')
    ) {
      const inner = tool === 'npx' || tool === 'bunx' ? rest : rest.slice(1);
      while (inner[0]?.startsWith('-')) inner.shift();
      const bin = inner[0]?.replace(/@[^/]*$/, '');
      if (bin === 'playwright' && inner[1] === 'install') return 'setup';
      return checkBin(bin, command);
    }
    // A tool the CI runs by its name (`vitest --coverage`): through the package manager here, as
    // the task job has no node_modules/.bin on its PATH.
    if (tool !== undefined && TOOL_GATES[tool] !== undefined) {
      // The keys of TOOL_GATES are plain names: no regex characters.
      const at = new RegExp(`(^|\\s)${tool}(?=\\s|$)`).exec(command);
      if (!at) return undefined;
      const i = at.index + at[1]!.length;
      return checkBin(tool, `${command.slice(0, i)}${execPrefix(pm)} ${command.slice(i)}`);
    }
    if (tool === 'npm' && rest[0] === 'exec') {
      const inner = rest.slice(1).filter((w) => !w.startsWith('-'));
      return checkBin(inner[0], command);
    }
    if (tool !== 'npm' && tool !== 'pnpm' && tool !== 'yarn' && tool !== 'bun') return undefined;
    if (rest.length === 0 && tool === 'yarn') return 'setup';
    const filter: string[] = [];
    const args: string[] = [];
    for (let i = 0; i < rest.length; i++) {
      const w = rest[i]!;
      if (w === '--filter' || w === '-F' || (tool === 'npm' && (w === '--workspace' || w === '-w')))
        filter.push(rest[++i] ?? '');
      else if (w.startsWith('--filter=')) filter.push(w.slice('--filter='.length));
      else if (w.startsWith('-')) continue;
      else args.push(w);
    }
    const [verb, script0] = args;
    if (!verb) return undefined;
    if (PM_SETUP_VERBS.has(verb)) return 'setup';
    const script =
      verb === 'run' || verb === 'run-script'
        ? script0
        : verb === 'test' || verb === 't'
          ? 'test'
          : tool === 'npm'
            ? undefined
            : verb;
    if (!script) return undefined;
    // pnpm, yarn and bun run a dependency's binary by its name: `pnpm vitest run --coverage`.
    if (filter.length === 0 && scripts[script] === undefined)
      return tool !== 'npm' && verb !== 'run' ? checkBin(script, command) : undefined;
    if (filter.length === 0 && WRITES.test(scripts[script]!)) return undefined;
    const base = canonicalScriptGate(script);
    // `pnpm --filter @zod/integration test:all` is the gate `integration:test:all`.
    const packages = filter.map((f) => f.replace(/^["']|["']$/g, '').replace(/^.*\//, ''));
    const name =
      packages.length === 0 ? base : `${packages.length === 1 ? packages[0] : 'workspaces'}:${script}`;
    return { name, command };
  };
}

/** Package-manager commands that install, publish or configure: set-up, never a check. */
export const PM_SETUP_VERBS = new Set(
  (
    'install i ci add rebuild dedupe fetch config set link audit version publish pack dlx x create init ' +
    'remove update upgrade prune cache store setup'
  ).split(' '),
);

/** Tools a CI may run through npx / pnpm exec, and the gate each is. */
export const TOOL_GATES: Record<string, string> = {
  tsc: 'typecheck',
  'vue-tsc': 'typecheck',
  eslint: 'lint',
  biome: 'lint',
  xo: 'lint',
  prettier: 'format',
  vitest: 'test',
  jest: 'test',
  ava: 'test',
  mocha: 'test',
};

export function canonicalScriptGate(script: string): string {
  for (const { gate, scripts } of NODE_SCRIPTS) if (scripts.includes(script)) return gate;
  return script;
}

export function execPrefix(pm: PackageManager): string {
  switch (pm) {
    case 'npm':
      return 'npx';
    case 'pnpm':
      return 'pnpm exec';
    case 'yarn':
      return 'yarn exec';
    case 'bun':
      return 'bunx';
  }
}

export function installCommand(pm: PackageManager, lockfile: boolean, berry: boolean): string {
  switch (pm) {
    case 'npm':
      return lockfile ? 'npm ci' : 'npm install';
    case 'pnpm':
      return lockfile ? 'pnpm install --frozen-lockfile' : 'pnpm install';
    case 'yarn':
      if (!lockfile) return 'yarn install';
      return berry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
    case 'bun':
      return lockfile ? 'bun install --frozen-lockfile' : 'bun install';
  }
}

/**
 * `.nvmrc` / `.node-version` (read by setup-node itself: the version the repository pins); else
 * a plain `node-version` its CI sets (not a matrix expression); else the lowest version
 * `engines.node` allows.
 */
export function nodeVersion(
  reader: ProjectReader,
  names: Set<string>,
  pkg: PackageJson,
  ci: CiFacts,
): Record<string, string> {
  for (const file of ['.nvmrc', '.node-version']) {
    if (names.has(file) && reader.read(file)?.trim()) return { 'node-version-file': file };
  }
  for (const a of ci.actions) {
    const v = a.action === 'actions/setup-node' ? a.with['node-version'] : undefined;
    if (v && !v.includes('${{')) return { 'node-version': v };
  }
  const engines = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
  return { 'node-version': (engines && lowestVersion(engines)) ?? DEFAULT_NODE_VERSION };
}
