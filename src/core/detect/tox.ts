// tox's configuration (tox.ini, setup.cfg's [tox:tox], pyproject.toml's legacy_tox_ini or
// native [tool.tox]): its envs, each with its commands, deps, groups and extras, and the envs a
// CI command runs.
import type { CiCommand } from './ci.js';
import { pythonWords } from './python-commands.js';
import { commandAssignments, shellQuote } from './shell.js';
import { strings, type TomlTable, table } from './toml.js';
import type { ProjectReader } from './types.js';

export interface ToxEnv {
  /** Where the env is defined: `tox.ini [testenv:mypy]`. */
  section: string;
  commands: string[];
  deps: string[];
  /** PEP 735 dependency groups (tox 4.22+). */
  groups: string[];
  extras: string[];
}

export interface ToxConfig {
  file: string;
  envList: string[];
  /** Every env the config defines or lists. */
  envNames: string[];
  env(name: string): ToxEnv | undefined;
}

/** tox's configuration: tox.ini, setup.cfg's [tox:tox], or pyproject.toml's [tool.tox] (native TOML or legacy_tox_ini). */
export function readTox(
  reader: ProjectReader,
  names: Set<string>,
  pyproject: TomlTable,
): ToxConfig | undefined {
  const fromIni = (file: string, text: string, head: string): ToxConfig => {
    const ini = iniSections(text);
    const main = ini.get(head) ?? new Map<string, string>();
    return {
      file,
      envList: expandEnvList(main.get('env_list') ?? main.get('envlist') ?? ''),
      envNames: [
        ...expandEnvList(main.get('env_list') ?? main.get('envlist') ?? ''),
        ...[...ini.keys()].filter((k) => k.startsWith('testenv:')).map((k) => k.slice('testenv:'.length)),
      ],
      env: (name) => {
        const own = ini.get(`testenv:${name}`);
        const base = ini.get('testenv');
        if (!own && !base) return undefined;
        const get = (k: string) => own?.get(k) ?? base?.get(k) ?? '';
        const factors = name.split('-');
        const lines = (v: string) =>
          v
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter((l) => l && !l.startsWith('#'))
            .flatMap((l) => {
              // `py311,py312: pytest`: only in envs with one of those factors.
              const m = /^([\w.!,{}-]+):\s+(.*)$/.exec(l);
              if (!m) return [l];
              return m[1]!.split(',').some((f) => factors.includes(f)) ? [m[2]!] : [];
            });
        return {
          section: `${file} [${own ? `testenv:${name}` : 'testenv'}]`,
          commands: lines(get('commands'))
            .map(toxSubstitute)
            .map((l) => l.replace(/^-\s*/, '')),
          deps: lines(get('deps')).map(toxSubstitute),
          groups: lines(get('dependency_groups')).flatMap((l) => l.split(/[\s,]+/)),
          extras: lines(get('extras')).flatMap((l) => l.split(/[\s,]+/)),
        };
      },
    };
  };
  if (names.has('tox.ini')) return fromIni('tox.ini', reader.read('tox.ini') ?? '', 'tox');
  const tox = table(pyproject, 'tool', 'tox');
  if (typeof tox?.legacy_tox_ini === 'string')
    return fromIni('pyproject.toml legacy_tox_ini', tox.legacy_tox_ini, 'tox');
  if (tox !== undefined) return nativeTox(tox);
  if (names.has('setup.cfg')) {
    const text = reader.read('setup.cfg') ?? '';
    if (/^\[tox:tox\]/m.test(text)) return fromIni('setup.cfg', text, 'tox:tox');
  }
  return undefined;
}

/** tox's native TOML configuration: pyproject.toml's `[tool.tox]`. */
function nativeTox(tox: TomlTable): ToxConfig {
  const envList = strings(tox.env_list).flatMap(expandEnvList);
  return {
    file: 'pyproject.toml',
    envList,
    envNames: [...envList, ...Object.keys(table(tox, 'env') ?? {})],
    env: (name) => {
      const own = table(tox, 'env', name);
      const base = table(tox, 'env_run_base');
      if (own === undefined && base === undefined) return undefined;
      const pick = (key: string) => (own?.[key] !== undefined ? own : base);
      return {
        section: `pyproject.toml [tool.tox.${pick('commands') === own ? `env.${name}` : 'env_run_base'}]`,
        commands: tomlCommands(pick('commands')?.commands).map(toxSubstitute),
        deps: strings(pick('deps')?.deps).map(toxSubstitute),
        groups: strings(pick('dependency_groups')?.dependency_groups),
        extras: strings(pick('extras')?.extras),
      };
    },
  };
}

/** `{posargs}` and the paths tox fills in, as the command runs from the project root. */
export function toxSubstitute(line: string): string {
  return line
    .replace(/\{posargs(?::([^}]*))?\}/g, (_, d: string | undefined) => d ?? '')
    .replace(/\{(toxinidir|tox_root)\}\/?/g, '')
    .replace(/\{envpython\}/g, 'python')
    .replace(/\{(envbindir|env_bin_dir)\}\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The commands of a native tox TOML `commands = [["mypy"], ["pytest", { replace = "posargs" }]]`,
 * one line each; a table in a command (a substitution) is left out.
 */
export function tomlCommands(commands: unknown): string[] {
  if (!Array.isArray(commands)) return [];
  return commands.filter(Array.isArray).map((words) => strings(words).map(shellQuote).join(' '));
}

/** An env list as names: `py{39,310}-django, lint` -> py39-django, py310-django, lint. */
export function expandEnvList(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of list) {
    if (c === '{') depth++;
    if (c === '}') depth--;
    if ((c === ',' || c === '\n') && depth === 0) {
      items.push(cur);
      cur = '';
    } else cur += c;
  }
  items.push(cur);
  const expand = (s: string): string[] => {
    const m = /\{([^{}]*)\}/.exec(s);
    if (!m) return [s];
    return m[1]!
      .split(',')
      .flatMap((alt) => expand(s.slice(0, m.index) + alt.trim() + s.slice(m.index + m[0].length)));
  };
  return items
    .map((i) => i.trim())
    .filter(Boolean)
    .flatMap(expand);
}

/** The tox envs a CI command runs, or undefined when it does not run tox. */
export function toxEnvsRun(c: CiCommand, tox: ToxConfig): string[] | undefined {
  const words = pythonWords(c.command);
  if (words === 'setup' || words[0] !== 'tox') return undefined;
  let list: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '-e' || w === '--env') list = words[i + 1];
    else if (w.startsWith('--env=')) list = w.slice(6);
    else if (/^-e./.test(w)) list = w.slice(2).replace(/^=/, '');
  }
  const envVar = { ...c.jobEnv, ...c.env, ...commandAssignments(c.command) }.TOXENV;
  if ((list === undefined || list.includes('${{')) && envVar && !envVar.includes('${{')) list = envVar;
  if (list === undefined || list.includes('${{') || list === 'ALL')
    return tox.envList.length > 0 ? tox.envList : ['py'];
  return expandEnvList(list);
}

/** An INI file's sections, each a map of keys to values (continuation lines joined with newlines). */
export function iniSections(text: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let section: Map<string, string> | undefined;
  let key: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const head = /^\[([^\]]+)\]\s*$/.exec(line);
    if (head) {
      section = new Map();
      out.set(head[1]!.trim(), section);
      key = undefined;
      continue;
    }
    if (!section || /^\s*[#;]/.test(line)) continue;
    if (/^\s+\S/.test(line) && key !== undefined) {
      section.set(key, `${section.get(key)}\n${line.trim()}`);
      continue;
    }
    const kv = /^([\w.-]+)\s*[=:]\s*(.*)$/.exec(line);
    if (kv) {
      key = kv[1]!;
      section.set(key, kv[2]!.trim());
    }
  }
  return out;
}
