// What an attempt's change may not touch (DESIGN.md C7). The writer job applies a patch that
// came from a job running untrusted code; these rules decide, from git's own list of what the
// patch changes, whether it is refused. Pure: the writer and the tests share them.

export const DEFAULT_PROTECTED_PATHS = ['.github/'];

/** Whether `path` is one of `protectedPaths` (`dir/` for a folder, else a file or a folder). */
export function isProtected(path: string, protectedPaths: readonly string[]): boolean {
  return protectedPaths.some((p) => {
    const prefix = p.replace(/^\.\//, '');
    return prefix.endsWith('/')
      ? path.startsWith(prefix) || `${path}/` === prefix
      : path === prefix || path.startsWith(`${prefix}/`);
  });
}

/** One changed path, with git's modes before and after (`000000` when absent). */
export interface PathChange {
  path: string;
  oldMode: string;
  newMode: string;
  /** The new content's size in bytes, when known. */
  size?: number;
}

/** Files whose content changes how git itself behaves in every later clone. */
const GIT_CONTROL_FILES = new Set(['.gitmodules', '.gitattributes']);

/** Why the change is refused, one sentence per refused path; empty when it may be applied. */
export function patchRefusals(
  changes: readonly PathChange[],
  rules: { planFile: string; protectedPaths: readonly string[]; maxFileBytes?: number },
): string[] {
  const out: string[] = [];
  for (const c of changes) {
    const name = c.path.split('/').at(-1) ?? c.path;
    const why =
      c.path === rules.planFile
        ? 'the plan file is written by Ralph alone'
        : c.path.split('/').some((seg) => seg.toLowerCase() === '.git')
          ? 'a path inside .git'
          : isProtected(c.path, rules.protectedPaths)
            ? 'a protected path'
            : GIT_CONTROL_FILES.has(name.toLowerCase())
              ? `${name} changes how git treats the repository`
              : c.newMode === '120000'
                ? 'a symbolic link'
                : c.newMode === '160000'
                  ? 'a submodule (gitlink)'
                  : rules.maxFileBytes !== undefined && (c.size ?? 0) > rules.maxFileBytes
                    ? `a file of ${Math.round((c.size ?? 0) / 1048576)} MB, over the ${Math.round(rules.maxFileBytes / 1048576)} MB GitHub takes`
                    : undefined;
    if (why) out.push(`the change to ${c.path} is refused: ${why}`);
  }
  return out;
}
