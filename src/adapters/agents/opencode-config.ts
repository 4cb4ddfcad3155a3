// The configuration OpenCode reads for a run (docs/ARCHITECTURE.md#trust), as opencode-ai 1.18.33
// finds it (its config/config.ts and config/paths.ts), for the providers whose key is a variable
// (core/model-keys.ts opencodeKeyProviders decides). In the order it merges them, the last winning:
// 1. the global files: `config.json`, `opencode.json`, `opencode.jsonc` in
//    `$XDG_CONFIG_HOME/opencode` (else `~/.config/opencode`) of the agent's home;
// 2. the file `OPENCODE_CONFIG` names;
// 3. unless `OPENCODE_DISABLE_PROJECT_CONFIG`, each `opencode.json` and `opencode.jsonc` from the
//    work tree's root (the nearest folder up with a `.git`) down to where the agent starts;
// 4. `opencode.json` and `opencode.jsonc` in each `.opencode` folder on that way (unless
//    `OPENCODE_DISABLE_PROJECT_CONFIG`), in `~/.opencode`, and in the folder `OPENCODE_CONFIG_DIR` names;
// 5. `OPENCODE_CONFIG_CONTENT`.
// Not read: what OpenCode fetches (a `.well-known/opencode` of an `opencode auth login <url>`, an
// OpenCode console organisation's config), the managed config folder of the machine's
// administrator and macOS managed preferences, which it merges after all of these, and the
// legacy TOML `config` file.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { OpencodeConfigSource } from '../../core/model-keys.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The configuration texts OpenCode reads when started in `cwd` with `env`, in merge order. */
export function opencodeConfigSources(
  cwd: string,
  env: Env,
  home: string | undefined,
): OpencodeConfigSource[] {
  const files: string[] = [];
  const globalDir = env.XDG_CONFIG_HOME
    ? join(env.XDG_CONFIG_HOME, 'opencode')
    : home
      ? join(home, '.config', 'opencode')
      : undefined;
  if (globalDir)
    files.push(...['config.json', 'opencode.json', 'opencode.jsonc'].map((f) => join(globalDir, f)));
  if (env.OPENCODE_CONFIG) files.push(resolve(cwd, env.OPENCODE_CONFIG));
  const project = !flag(env.OPENCODE_DISABLE_PROJECT_CONFIG);
  // From where the agent starts up to the work tree's root.
  const up = project ? upToWorkTree(resolve(cwd)) : [];
  for (const dir of [...up].reverse()) files.push(join(dir, 'opencode.json'), join(dir, 'opencode.jsonc'));
  const dotDirs = [
    ...up.map((dir) => join(dir, '.opencode')),
    ...(home ? [join(home, '.opencode')] : []),
    ...(env.OPENCODE_CONFIG_DIR ? [resolve(cwd, env.OPENCODE_CONFIG_DIR)] : []),
  ];
  for (const dir of new Set(dotDirs)) files.push(join(dir, 'opencode.json'), join(dir, 'opencode.jsonc'));
  const sources: OpencodeConfigSource[] = [];
  for (const name of files) {
    const text = readIfThere(name);
    if (text !== undefined) sources.push({ name, text });
  }
  if (env.OPENCODE_CONFIG_CONTENT)
    sources.push({ name: 'OPENCODE_CONFIG_CONTENT', text: env.OPENCODE_CONFIG_CONTENT });
  return sources;
}

/** OpenCode's boolean flags: `true` or `1`. */
function flag(value: string | undefined): boolean {
  return value?.toLowerCase() === 'true' || value === '1';
}

/** `dir` and each folder above it, up to the first with a `.git` (else to the file system's root). */
function upToWorkTree(dir: string): string[] {
  const out: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    out.push(d);
    if (exists(join(d, '.git')) || dirname(d) === d) return out;
  }
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** The file's text; undefined when it is not there (or not a file Ralph may read). */
function readIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
