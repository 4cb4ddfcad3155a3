// Which CI commands are gates: each known check command once per gate name, in the CI's
// order; never a command that writes files. Then the checks the CI runs through another runner
// (pre-commit, a make target), and the build files' gates merged after the CI's.
import type { CiFacts } from './ci.js';
import { QUIET } from './ci.js';
import { classifyCommon, makeRecipes, recipeLines } from './make.js';
import { commandWords, isAssignment, withEnv } from './shell.js';
import type { Ecosystem, ProjectKind, ProjectReader, ProposedGate } from './types.js';

/**
 * The CI's gates first, in its order; then the build files' gates the CI does not cover. In Rust
 * and Go a build or test compiles everything, so `cargo check` / typecheck adds nothing to them.
 */
export function mergeGates(
  fromCi: ProposedGate[],
  fromFiles: ProposedGate[],
  kind: ProjectKind,
): ProposedGate[] {
  const out = [...fromCi];
  // `test:coverage` or `turbo:typecheck` in the CI is its test or typecheck.
  const covered = new Set(fromCi.flatMap((g) => [g.name, ...g.name.split(':')]));
  if ((kind === 'rust' || kind === 'go') && (covered.has('build') || covered.has('test')))
    covered.add('typecheck');
  for (const g of fromFiles)
    if (!covered.has(g.name) && !out.some((o) => o.command === g.command)) out.push(g);
  return out;
}

/** The CI commands that are gates, in order, one per gate name; and a note for the rest. */
export function ciGates(
  ci: CiFacts,
  eco: Ecosystem,
  makeTargetsFound: Set<string>,
): { gates: ProposedGate[]; notes: string[] } {
  const gates: ProposedGate[] = [];
  const notes: string[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const c of ci.commands) {
    if (seen.has(c.command)) continue;
    seen.add(c.command);
    const first = commandWords(c.command)[0] ?? '';
    if (QUIET.has(first) || isAssignment(c.command) || first.startsWith('[')) continue;
    if (c.command.includes('${{')) {
      if (!/^\S+\s+(add|install|i|ci)\b/.test(c.command))
        skipped.push(`\`${c.command}\` (${c.source}): uses a CI expression${BY_HAND}`);
      continue;
    }
    if (/[|;<>`]|\$\(/.test(c.command)) {
      skipped.push(`\`${c.command}\` (${c.source}): a shell pipeline, not one command${BY_HAND}`);
      continue;
    }
    const got = classifyCommon(c.command, makeTargetsFound) ?? eco.classify(c.command);
    if (got === 'setup') continue;
    // A fixer or a generator changes the tree it should judge: never a gate.
    const writes = writesFiles(c.command);
    if (writes !== undefined) {
      skipped.push(`\`${c.command}\` (${c.source}): ${writes}, so it is not a check`);
      continue;
    }
    const skip = eco.skip?.(c);
    if (skip !== undefined) {
      skipped.push(`\`${c.command}\` (${c.source}): ${skip}`);
      continue;
    }
    if (got === undefined) {
      const runner = /(^|\s)(tox|nox|pre-commit)(\s|$)/.exec(c.command)?.[2];
      skipped.push(
        runner
          ? `\`${c.command}\` (${c.source}): ${runner} runs other checks in environments of its own; the gates run those tools directly`
          : /install|setup/i.test(c.command) && (commandWords(c.command)[0] ?? '').includes('/')
            ? `\`${c.command}\` (${c.source}): a set-up script of the repository, not run before the agent (it would run its code with root); if the gates need what it installs, add those steps to the workflow by hand`
            : `\`${c.command}\` (${c.source}): not a known check command${BY_HAND}`,
      );
      continue;
    }
    const existing = gates.find((g) => g.name === got.name);
    if (existing) {
      if (existing.command !== withEnv(got.command, c.env))
        notes.push(`CI also runs \`${c.command}\` (${c.source}); the ${got.name} gate is its first command`);
      continue;
    }
    gates.push({
      name: got.name,
      command: withEnv(got.command, c.env),
      ...(c.optional ? { required: false } : {}),
      source: c.source,
    });
  }
  if (ci.files.length > 0)
    notes.unshift(
      gates.length > 0
        ? `CI (${ci.files.join(', ')}): ${gates.map((g) => g.name).join(', ')}`
        : `CI (${ci.files.join(', ')}): no check command Ralph knows; gates from the build files`,
    );
  for (const s of skipped) notes.push(`not a gate: ${s}`);
  return { gates, notes };
}

export const BY_HAND = '; add it to the plan by hand if it is a check';

/** A script that changes files: a formatter or linter told to write or fix. */
export const WRITES = /(^|\s)(--write|--fix|--apply|--apply-unsafe)(\s|=|$)/;

/**
 * Why a command changes files (a fixer's flag, a formatter without its check mode, a generator),
 * or undefined when nothing says it does.
 */
export function writesFiles(command: string): string | undefined {
  const words = commandWords(command);
  const flag = words.find((w) => /^--(write|fix|apply|apply-unsafe|fix-only)(=.*)?$/.test(w));
  if (flag !== undefined) return `it writes files (${flag})`;
  if (words[0] === 'go' && words[1] === 'generate') return 'it generates files (go generate)';
  // `sed -i`, `perl -pi -e`: edits tracked files in place.
  if (
    (words[0] === 'sed' && words.some((w) => /^(-[A-Za-z]*i|--in-place)/.test(w))) ||
    (words[0] === 'perl' && words.some((w) => /^-[A-Za-z]*i/.test(w)))
  )
    return `it edits files in place (${words[0]} -i)`;
  if ((words[0] === 'gofmt' || words[0] === 'goimports') && words.includes('-w'))
    return 'it writes files (-w)';
  // A package script named for what it writes (`pnpm lint:fix`, `npm run generate`).
  const script = words.find((w, i) => i > 0 && !w.startsWith('-') && w !== 'run' && w !== 'run-script');
  if (
    /^(npm|pnpm|yarn|bun)$/.test(words[0] ?? '') &&
    script !== undefined &&
    /(^|[:_-])(fix|autofix|generate|gen|codegen|update-snapshots?)($|[:_-])/.test(script)
  )
    return `it writes files (the script ${script})`;
  return undefined;
}

/** pre-commit hook ids and the gate each is. */
export const PRECOMMIT_HOOKS: Record<string, string> = {
  ruff: 'lint',
  'ruff-check': 'lint',
  flake8: 'lint',
  pylint: 'lint',
  eslint: 'lint',
  'golangci-lint': 'lint',
  clippy: 'lint',
  'ruff-format': 'format',
  black: 'format',
  prettier: 'format',
  fmt: 'format',
  'go-fmt': 'format',
  mypy: 'typecheck',
  pyright: 'typecheck',
};

/**
 * The gate names the CI runs through another runner, and how: the hooks of pre-commit (when a
 * CI job runs it, or pre-commit.ci does: the config has a `ci:` section), and the check commands
 * in the recipe of a make target a CI job runs.
 */
export function indirectChecks(
  reader: ProjectReader,
  ci: CiFacts,
  eco: Ecosystem,
  makefile: string | undefined,
  makeText: string,
): Map<string, string> {
  const out = new Map<string, string>();
  const precommit = reader.read('.pre-commit-config.yaml');
  if (precommit !== undefined) {
    const run =
      ci.commands.find((c) => /(^|\s)pre-commit\s+run\b/.test(c.command))?.source ??
      ci.actions.find((a) => a.action === 'pre-commit/action')?.source ??
      (/^ci:/m.test(precommit) ? 'pre-commit.ci (the `ci:` section of .pre-commit-config.yaml)' : undefined);
    if (run !== undefined)
      for (const m of precommit.matchAll(/^\s*-\s*id:\s*["']?([\w.-]+)/gm)) {
        const name = PRECOMMIT_HOOKS[m[1]!];
        if (name && !out.has(name)) out.set(name, `pre-commit's ${m[1]} hook (run by ${run})`);
      }
  }
  if (makefile !== undefined) {
    const recipes = makeRecipes(makeText);
    for (const c of ci.commands) {
      const words = commandWords(c.command);
      if (words[0] !== 'make') continue;
      for (const target of words.slice(1).filter((w) => !w.startsWith('-') && !w.includes('='))) {
        for (const line of recipeLines(recipes, target, 0)) {
          const got = eco.classify(line);
          if (got === undefined || got === 'setup' || writesFiles(line) !== undefined) continue;
          const name = canonicalGateName(got.name);
          if (!out.has(name))
            out.set(name, `\`make ${target}\` (${makefile}: \`${line}\`; run by ${c.source})`);
        }
      }
    }
  }
  return out;
}

/** `test:coverage` covers `test`, `turbo:typecheck` covers `typecheck`. */
export function canonicalGateName(name: string): string {
  const parts = name.split(':');
  return parts.find((p) => ['typecheck', 'lint', 'format', 'test', 'build'].includes(p)) ?? name;
}
