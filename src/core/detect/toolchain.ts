// The toolchain of the setup steps: the version the CI job of the first CI gate sets up, the
// system packages the CI installs with apt, and the lowest version a range allows.
import type { CiFacts } from './ci.js';
import { rustJobToolchain } from './rust.js';
import { commandWords } from './shell.js';
import type { ProposedGate, SetupStep } from './types.js';

/** Set-up actions whose version input a CI job may set, and that input. */
export const VERSION_INPUTS: Record<string, string> = {
  'actions/setup-node': 'node-version',
  'actions/setup-python': 'python-version',
  'actions/setup-go': 'go-version',
};

/**
 * A setup step on the toolchain of the CI job the gates came from: the plain version (or version
 * file) that job's own set-up action names, from the first CI gate whose job names one. A version
 * file the repository pins (`.nvmrc`, `.python-version`) is kept: the CI reads it too; so is a
 * go.mod toolchain line, which `go` itself switches to.
 */
export function jobToolchain(
  step: SetupStep,
  ciAll: ProposedGate[],
  ci: CiFacts,
  notes: string[],
): SetupStep {
  const action = step.uses?.split('@')[0] ?? '';
  if (step.uses === 'dtolnay/rust-toolchain@stable') return rustJobToolchain(step, ciAll, ci, notes);
  const input = VERSION_INPUTS[action];
  if (input === undefined || Object.keys(step.with ?? {}).some((k) => k.endsWith('-file'))) return step;
  if (action === 'actions/setup-go' && step.with?.[input] !== 'stable') return step;
  for (const g of ciAll) {
    const withs = ci.actions.find((a) => a.source === g.source && a.action === action)?.with;
    const key = [input, `${input}-file`].find((k) => withs?.[k] !== undefined && !withs[k]!.includes('${{'));
    if (withs === undefined || key === undefined) continue;
    const value = withs[key]!;
    if (step.with?.[key] === value) return step;
    notes.push(
      `${action} ${key}: ${value}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`,
    );
    const { [input]: _, ...rest } = step.with ?? {};
    return { ...step, with: { [key]: value, ...rest } };
  }
  return step;
}

/**
 * The apt packages the CI installs with a plain `apt-get install` line: the same step, run as
 * the runner's user (it runs no code of the repository, so it may use sudo). A script of the
 * repository that installs them is named in a note instead: it would run with root.
 */
export function systemPackages(
  ci: CiFacts,
): { step: SetupStep; packages: string[]; source: string } | undefined {
  const packages: string[] = [];
  let source: string | undefined;
  for (const c of ci.commands) {
    const words = commandWords(c.command);
    if (words[0] === 'sudo') words.shift();
    if (!/^apt(-get)?$/.test(words[0] ?? '') || words[1] !== 'install') continue;
    const names = words.slice(2).filter((w) => !w.startsWith('-'));
    if (names.some((n) => !/^[a-z0-9][a-z0-9.+:=~-]*$/.test(n))) continue;
    for (const n of names) if (!packages.includes(n)) packages.push(n);
    source ??= c.source;
  }
  if (packages.length === 0 || source === undefined) return undefined;
  return {
    step: {
      name: 'Install system packages',
      run: `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
    },
    packages,
    source,
  };
}

/** The lowest version a range mentions: ">=20" -> "20", "^18.17 || >=20" -> "18.17", "20.x" -> "20". */
export function lowestVersion(range: string): string | undefined {
  const versions = [...range.matchAll(/\d+(?:\.\d+){0,2}/g)].map((m) => m[0]);
  const key = (v: string) => v.split('.').map(Number);
  versions.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i++) {
      const d = (x[i] ?? 0) - (y[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  return versions[0];
}
