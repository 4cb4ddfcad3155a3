// Where the plan file is: the one value a command hands on, built once from the root and the
// plan's path (`locatePlan` in src/adapters/project-root.ts), so that no call site works out the
// repository-relative name again. Git reads the plan by `file` (`git show base:file`), messages
// name it by `file`, the disk by `path`.

/** The plan file's place, built once per command. */
export interface PlanLocation {
  /** The repository (or workspace) root, absolute. */
  readonly root: string;
  /** The plan relative to `root`, with `/` separators: what git and messages use. */
  readonly file: string;
  /** The plan's absolute path on disk. */
  readonly path: string;
}
