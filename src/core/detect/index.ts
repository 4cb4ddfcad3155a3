// Project detection for `ralph init`: what kind of project a repository is, its gates and its
// CI setup steps. project.ts puts the parts together. The CI: ci-workflows.ts lists and parses
// the workflows that check a change; ci-jobs.ts reads them as jobs and matrices, ci-expr.ts
// evaluates `${{ }}`, and ci-transplant.ts turns the check jobs into gates, setup and services
// (ci-resolve.ts a job on its main leg, ci-classify.ts what its facts say, ci-steps.ts and
// ci-run-steps.ts its steps, ci-setup.ts the setup de-duplicated, ci-cache.ts every cache made
// safe); ci.ts reads the CI as commands for the build-file detectors. gates.ts says which
// commands are gates, and each ecosystem (node, rust, go, python with pip and tox, make) has a
// file of its own behind the Ecosystem interface of types.ts.
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
