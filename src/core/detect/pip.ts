// pip: which packages a requirements text or a dependency list names, and what the CI jobs that
// run checks install (pip lines, requirement files, the repository's install scripts).
import type { CiFacts } from './ci.js';
import { commandWords } from './shell.js';
import type { ProjectReader } from './types.js';

/**
 * Whether a dependency list names a package: a PEP 508 string ("ruff>=0.4", 'pytest[extra]')
 * or a Poetry key (`pytest = "^8"`). "pytest-cov" does not name pytest.
 */
export function mentionsPackage(text: string, name: string): boolean {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    new RegExp(`["']${n}\\s*(\\[[^\\]]*\\])?\\s*([<>=!~;@ ][^"']*)?["']`, 'i').test(text) ||
    new RegExp(`^${n}\\s*=`, 'im').test(text)
  );
}

/** The package a requirement line names: `pytest` for `pytest>=8`, undefined for `-r x.txt`. */
export function requirementName(line: string): string | undefined {
  const m = /^\s*([A-Za-z0-9][\w.-]*)/.exec(line);
  return m ? m[1]!.toLowerCase() : undefined;
}

/** Whether requirement lines (requirements.txt, a dependency list) name a package. */
export function requirementsMention(text: string, name: string): boolean {
  if (mentionsPackage(text, name)) return true;
  return text.split(/\r?\n/).some((l) => requirementName(l) === name.toLowerCase());
}

/** Packages the CI installs to run other tools, not the project's checks. */
export const RUNNER_PACKAGES = new Set([
  'pip',
  'setuptools',
  'wheel',
  'tox',
  'tox-uv',
  'tox-gh-actions',
  'nox',
  'pre-commit',
  'virtualenv',
  'uv',
]);

/**
 * A repository script that installs the project's dependencies (`./scripts/install.sh`), as the
 * setup may run it: its path, when the script exists and needs no root (no sudo, no apt).
 */
export function safeInstallScript(reader: ProjectReader, command: string): string | undefined {
  const words = commandWords(command);
  let path = words[0] ?? '';
  if ((path === 'bash' || path === 'sh') && words[1]) path = words[1];
  if (!path.includes('/') || !/install|setup|bootstrap|deps|requirements/i.test(path)) return undefined;
  const rel = path.replace(/^\.\//, '');
  const text = reader.read(rel);
  if (text === undefined || /\bsudo\b|\bapt(-get)?\s/.test(text)) return undefined;
  return rel;
}

/**
 * The install lines of the CI jobs that run checks (pip install, python -m pip install, the
 * repository's install scripts), with the requirement files they read and whether they install
 * the project itself.
 */
export function installLines(
  reader: ProjectReader,
  ci: CiFacts,
  jobs: Set<string>,
  notes: string[],
): {
  lines: string[];
  sources: string[];
  requirements: string[];
  extras: string[];
  installsProject: boolean;
} {
  const out = {
    lines: [] as string[],
    sources: [] as string[],
    requirements: [] as string[],
    extras: [] as string[],
    installsProject: false,
  };
  const readRequirements = (file: string, depth: number) => {
    const text = reader.read(file.replace(/^\.\//, ''));
    if (text === undefined || depth > 3) return;
    out.requirements.push(text);
    for (const m of text.matchAll(/^\s*-r\s*(\S+)/gm)) {
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      readRequirements(`${dir}${m[1]}`, depth + 1);
    }
    if (/^\s*(-e\s+)?\.(\[[^\]]*\])?\s*$/m.test(text)) out.installsProject = true;
  };
  for (const c of ci.commands) {
    if (jobs.size > 0 && !jobs.has(c.source)) continue;
    if (out.lines.includes(c.command)) continue;
    const script = safeInstallScript(reader, c.command);
    if (script !== undefined) {
      out.lines.push(c.command);
      out.sources.push(c.source);
      const text = reader.read(script) ?? '';
      for (const m of text.matchAll(/-r\s*(\S+)/g)) readRequirements(m[1]!, 1);
      if (/pip\s+install\b[^\n]*\s(-e\s+)?['"]?\.(\[|['"\s]|$)/m.test(text)) out.installsProject = true;
      continue;
    }
    const words = commandWords(c.command);
    const pip = /^pip3?$/.test(words[0] ?? '')
      ? 1
      : /^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m' && words[2] === 'pip'
        ? 3
        : -1;
    if (pip < 0 || words[pip] !== 'install') continue;
    const args = words.slice(pip + 1);
    if (c.command.includes('${{')) {
      notes.push(`\`${c.command}\` (${c.source}) installs with a CI expression; the setup leaves it out`);
      continue;
    }
    const packages = args.filter(
      (a, i) => !a.startsWith('-') && !['-r', '-c', '-e', '--requirement'].includes(args[i - 1] ?? ''),
    );
    const reads = args.some((a) => a.startsWith('-r') || a === '--requirement' || a.startsWith('-e'));
    if (!reads && packages.every((p) => RUNNER_PACKAGES.has(requirementName(p) ?? ''))) continue;
    out.lines.push(c.command);
    out.sources.push(c.source);
    args.forEach((a, i) => {
      if (a === '-r' || a === '--requirement') readRequirements(args[i + 1] ?? '', 1);
      else if (a.startsWith('-r') && a.length > 2) readRequirements(a.slice(2), 1);
    });
    if (args.some((a) => /^\.(\[[^\]]*\])?$/.test(a))) out.installsProject = true;
    if (args.some((a) => /^-e\.(\[[^\]]*\])?$/.test(a))) out.installsProject = true;
    for (const a of args) {
      const extras = /^(?:\.|-e\s*\.)\[([^\]]*)\]$/.exec(a)?.[1];
      if (extras !== undefined) out.extras.push(...extras.split(',').map((e) => e.trim()));
    }
  }
  return out;
}
