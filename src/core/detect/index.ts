// Project detection for `ralph init`: what kind of project a repository is, its gates and its
// CI setup steps. project.ts puts the parts together; ci.ts reads the repository's CI, gates.ts
// says which of its commands are gates, and each ecosystem (node, rust, go, python with pip and
// tox, make) has a file of its own behind the Ecosystem interface of types.ts.
export type { CiAction, CiCommand, CiFacts } from './ci.js';
export { readCi } from './ci.js';
export type { JobChoice, JobRow, JobVerdict, Transplant } from './ci-transplant.js';
export { jobsTable, transplantCi } from './ci-transplant.js';
export { writesFiles } from './gates.js';
export { makeTargets } from './make.js';
export { DEFAULT_NODE_VERSION } from './node.js';
export { mentionsPackage } from './pip.js';
export { detectProject, readerFromFiles } from './project.js';
export { DEFAULT_PYTHON_VERSION } from './python.js';
export { commandAssignments, commandWords, shellWords } from './shell.js';
export { lowestVersion } from './toolchain.js';
export type {
  DetectedProject,
  PackageManager,
  ProjectKind,
  ProjectReader,
  ProposedGate,
  SetupStep,
} from './types.js';
