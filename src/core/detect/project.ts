// What kind of project a repository is, and the quality gates and CI setup steps that fit it:
// the data `ralph init` writes into implementation.json and the workflow.
// Pure: it sees the project only through a ProjectReader (file names and texts by path).
//
// Where gates come from, in order:
// 1. The repository's own CI (`.github/workflows/*.yml`, the workflows that run on pull
//    requests, else on pushes): each `run:` line that is a known check command (a package
//    script, cargo, go, golangci-lint, pytest, mypy, ruff, make check targets...) becomes a gate,
//    in the CI's order (zod builds before it tests), the first command of each gate name only.
//    Reusable workflows and composite actions of the repository are followed; a step the CI
//    lets fail gives a gate that is not required. Installs and tool set-up lines are set-up,
//    not gates (a plain `apt-get install` becomes a setup step); anything else is named in a
//    note, so the user can add it by hand. Never a gate: a job that commits what it changed
//    (autofix.ci, an auto-commit action, `git commit`/`git push`), a command that writes files
//    (`--fix`, `--write`, `go generate`, a `lint:fix` or `generate` script), and on Rust a
//    command that needs nightly (`+nightly`, `-Z`, `--cfg docsrs`, a nightly-only job): the task
//    job runs stable.
//    The tox envs the CI runs are read too: their check tools become gates run directly.
// 2. The build files, for the gates the CI does not run:
//    - node: package.json scripts typecheck, lint, format, test, build, preferring the
//      check-mode variant (`lint:check`, `format:check`) and never a script that writes
//      (`--write`, `--fix`), run with the package manager of the lockfile.
//    - rust: cargo check, clippy (only where the repository uses clippy: its CI, a clippy.toml
//      or a `lints.clippy` table), fmt --check (a rustfmt.toml), test, build; `--workspace` for a
//      workspace.
//    - go: go vet (or golangci-lint with a .golangci.yml), go test, go build.
//    - python: mypy (plain `mypy` when `[tool.mypy] files` says what to check), ruff check
//      (`--no-fix` when the config says `fix = true`), ruff format --check, pytest; run through
//      `uv run --locked` (uv.lock) or `poetry run` (poetry), else installed with pip.
//    - a Makefile's lint, test, build, check targets, only when nothing above gives a gate.
//    Such a gate is required only when the CI runs that check anyway, through tox, pre-commit
//    or a make target's recipe; when the CI runs checks but not this one, it is
//    `required: false` with a note (it may fail on the untouched tree). Without any CI, a linter
//    that only its config suggests (clippy.toml, .golangci.yml) is not required either.
// Every gate says in `source` where it came from. Gate names are the same everywhere
// (typecheck, lint, format, test, build), so retry context and summaries read alike; a CI
// script with no such meaning keeps its own name (`check:circular`).
// The setup steps fit the ecosystem: the lockfile's package manager, Go from go.mod's
// `toolchain` line (its `go` directive is the oldest Go it supports), a cargo cache, uv or
// Poetry with the lock file, Playwright's browsers where the tests use them. The toolchain is
// the one the CI job of the first CI gate sets up (node-version, python-version, go-version or
// its file), unless the repository pins one itself. With pip, the setup runs the install lines
// of the CI jobs that run checks (requirements files, extras, an install script that needs no
// root) and the deps of the tox envs the gates come from.

import { serviceNetwork } from '../workflow/service-network.js';
import { type CiFacts, readCi } from './ci.js';
import { cacheInTaskJob } from './ci-cache.js';
import { type JobChoice, transplantCi } from './ci-transplant.js';
import { WORKFLOW_DIR } from './ci-workflows.js';
import { DENO_FILES, detectDeno } from './deno.js';
import { DOTNET_FILE, detectDotnet } from './dotnet.js';
import { ciGates, indirectChecks, mergeGates } from './gates.js';
import { detectGo } from './go.js';
import { detectGradle, GRADLE_FILES } from './gradle.js';
import { MAKE_TARGETS, MAKEFILES, makeTargets } from './make.js';
import { detectMaven } from './maven.js';
import { detectNode } from './node.js';
import { detectPython } from './python.js';
import { detectRust } from './rust.js';
import { jobToolchain, systemPackages } from './toolchain.js';
import type { DetectedProject, Ecosystem, FileGate, ProjectReader, ProposedGate } from './types.js';

/** A reader over an in-memory map of file paths (relative, `/`-separated) to texts. */
export function readerFromFiles(files: Record<string, string>): ProjectReader {
  return {
    list: (dir = '') => {
      const prefix = dir === '' ? '' : `${dir.replace(/\/+$/, '')}/`;
      const names = new Set<string>();
      for (const path of Object.keys(files))
        if (path.startsWith(prefix)) names.add(path.slice(prefix.length).split('/')[0]!);
      return [...names];
    },
    read: (path) => files[path],
  };
}

/**
 * The project's gates and setup: the CI's check jobs transplanted (ci-transplant.ts) where the
 * CI has any; the build files' otherwise. Every setup action is then made cache-safe for a task
 * job (ci-cache.ts).
 */
export function detectProject(reader: ProjectReader, choice: JobChoice = {}): DetectedProject {
  const ci = transplantCi(reader, choice);
  let detected: DetectedProject;
  if (ci.gates.length > 0) {
    const names = new Set(reader.list());
    const eco = detectEcosystem(reader, names, { files: [], commands: [], actions: [], notes: [] });
    const kept = ci.jobs.filter((j) => j.verdict !== 'left out').map((j) => j.job);
    detected = {
      kind: eco.kind,
      gates: ci.gates,
      setupSteps: ci.setupSteps,
      notes: [
        `CI (${ci.files.join(', ')}): the check jobs ${kept.join(', ')} transplanted, each on its main leg; gates: ${ci.gates.map((g) => g.name).join(', ')}`,
        ...ci.notes,
      ],
    };
  } else {
    // No CI, or none of its jobs gives a gate Ralph can run: the build files say.
    detected = detectFromFiles(ci.files.length > 0 ? withoutWorkflows(reader) : reader);
    if (ci.files.length > 0) {
      detected.notes.unshift(
        `CI (${ci.files.join(', ')}): none of its jobs gives a check Ralph can run (see the jobs table); the gates come from the build files and are not required until they pass on the untouched tree`,
        ...ci.notes,
      );
      detected.gates = detected.gates.map((g) => ({ ...g, required: false }));
    }
  }
  detected.jobs = ci.jobs;
  if (Object.keys(ci.services).length > 0) {
    detected.services = ci.services;
    if (Object.keys(ci.servicePorts).length > 0) detected.servicePorts = ci.servicePorts;
    const reach = serviceNetwork(ci.services);
    detected.notes.push(
      `services (${Object.keys(ci.services).join(', ')}): ${
        reach.entries.length > 0
          ? `their ports on the runner's loopback are forwarded into the network of the task job's setup, agent and gate steps (network: ${reach.entries.join(', ')}), which keep Ralph's egress proxy and reach nothing else of the runner`
          : "none publishes a port Ralph can forward, so the task job's setup, agent and gate steps do not reach them"
      }`,
      ...reach.leftOut.map((why) => `services: ${why}`),
    );
  }
  // The transplanted setup is cache-safe already (ci-transplant.ts); the build files' is made so.
  if (ci.gates.length === 0)
    detected.setupSteps = detected.setupSteps.flatMap((step) => {
      if (!step.uses) return [step];
      const [action = '', ref = ''] = step.uses.split('@');
      const made = cacheInTaskJob(action, ref, step.with ?? {});
      if (made.note && !detected.notes.includes(`setup: ${made.note}`))
        detected.notes.push(`setup: ${made.note}`);
      if (made.leftOut) return [];
      const withs = Object.fromEntries(Object.entries(made.withs).map(([k, v]) => [k, String(v ?? '')]));
      return [
        {
          ...step,
          uses: `${made.action}@${made.ref}`,
          ...(Object.keys(withs).length > 0 ? { with: withs } : {}),
        },
      ];
    });
  return detected;
}

/** The project as if it had no workflows. */
function withoutWorkflows(reader: ProjectReader): ProjectReader {
  return {
    list: (dir = '') => (dir.replace(/\/+$/, '') === WORKFLOW_DIR ? [] : reader.list(dir)),
    read: (path) => (path.startsWith(`${WORKFLOW_DIR}/`) ? undefined : reader.read(path)),
  };
}

/** The gates and setup the build files give (and, for the toolchain, what the CI sets up). */
function detectFromFiles(reader: ProjectReader): DetectedProject {
  const names = new Set(reader.list());
  const ci = readCi(reader);
  const detected = detectEcosystem(reader, names, ci);
  const makefile = MAKEFILES.find((n) => names.has(n));
  const makeText = makefile ? (reader.read(makefile) ?? '') : '';
  const targets = makefile ? makeTargets(makeText) : new Set<string>();
  const fromCi = ciGates(ci, detected, targets);
  // Checks the CI runs through another runner (tox, pre-commit, a make target's recipe).
  const covered = new Map<string, string>(detected.covered ?? []);
  for (const [name, via] of indirectChecks(reader, ci, detected, makefile, makeText))
    if (!covered.has(name)) covered.set(name, via);
  // The tools the CI runs only through such a runner, as gates of their own.
  const viaRunner = (detected.ciGates ?? []).filter((g) => !fromCi.gates.some((c) => c.name === g.name));
  const ciAll = [...fromCi.gates, ...viaRunner];
  const merged = mergeGates(
    ciAll,
    detected.gates.filter((g) => !viaRunner.some((v) => v.name === g.name)),
    detected.kind,
  );
  const notes = [...ci.notes, ...fromCi.notes, ...detected.notes];
  if (fromCi.gates.length === 0 && (covered.size > 0 || viaRunner.length > 0)) {
    const i = notes.findIndex((n) => n.startsWith('CI (') && n.endsWith('gates from the build files'));
    if (i >= 0)
      notes[i] =
        `CI (${ci.files.join(', ')}): its checks run through other runners (tox, pre-commit, make); the gates run their tools directly`;
  }
  const gates = markRequired(merged, ciAll, covered, notes);
  let kind = detected.kind;
  if (kind === 'unknown' && gates.some((g) => g.command.startsWith('make '))) kind = 'make';

  if (gates.length === 0) {
    const make = MAKE_TARGETS.filter((t) => targets.has(t)).map((t) => ({
      name: t,
      command: `make ${t}`,
      source: `${makefile} target ${t}`,
    }));
    if (make.length > 0) {
      gates.push(...make);
      notes.push(`${makefile} targets: ${make.map((g) => g.name).join(', ')}`);
      if (kind === 'unknown') kind = 'make';
    } else if (makefile && kind === 'unknown') {
      kind = 'make';
      notes.push(`${makefile} has none of the targets ${MAKE_TARGETS.join(', ')}`);
    }
  }
  if (gates.length === 0) notes.push('no gates detected');
  const system = systemPackages(ci);
  const setupSteps = detected.setupSteps.map((step) => jobToolchain(step, ciAll, ci, notes));
  if (system) {
    setupSteps.unshift(system.step);
    notes.push(`system packages the CI installs (${system.source}): ${system.packages.join(' ')}`);
  }
  return { kind, gates, setupSteps, notes };
}

/** The build system's detector: the first whose file the root has. */
function detectEcosystem(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  // Deno first: a Deno project may keep a package.json for npm packages.
  if (DENO_FILES.some((f) => names.has(f))) return detectDeno(reader, names, ci);
  if (names.has('package.json')) return detectNode(reader, names, ci);
  if (names.has('Cargo.toml')) return detectRust(reader, names, ci);
  if (names.has('go.mod')) return detectGo(reader, names, ci);
  if (names.has('pyproject.toml') || names.has('setup.py') || names.has('setup.cfg'))
    return detectPython(reader, names, ci);
  if (names.has('pom.xml')) return detectMaven(reader, names, ci);
  if (GRADLE_FILES.some((f) => names.has(f))) return detectGradle(reader, names, ci);
  if ([...names].some((n) => DOTNET_FILE.test(n))) return detectDotnet(reader, names, ci);
  return { kind: 'unknown', gates: [], setupSteps: [], notes: [], classify: () => undefined };
}

/**
 * A gate is required only when the CI runs that check: what the CI never runs may well fail on
 * the untouched tree (a linter's config written years ago, clippy's newest warnings). Each gate
 * that is not the CI's own gets a note saying why it is required or not.
 */
function markRequired(
  merged: ProposedGate[],
  ciAll: ProposedGate[],
  covered: Map<string, string>,
  notes: string[],
): ProposedGate[] {
  const ciRuns = ciAll.length > 0 || covered.size > 0;
  return merged.map((g) => {
    const { configOnly, ...gate } = g as FileGate;
    if (ciAll.includes(g)) return gate;
    const via = covered.get(gate.name);
    if (via !== undefined) {
      notes.push(`gate ${gate.name} (\`${gate.command}\`): the CI runs it through ${via}`);
      return gate;
    }
    if (ciRuns) {
      notes.push(
        `gate ${gate.name} (\`${gate.command}\`, from ${gate.source}): required: false, because the repository's CI does not run it (it may fail on the untouched tree); make it required once it passes`,
      );
      return { ...gate, required: false };
    }
    if (configOnly !== undefined) {
      notes.push(
        `gate ${gate.name} (\`${gate.command}\`): required: false, because only ${configOnly} says the project uses it and no CI runs it (it may fail on the untouched tree); make it required once it passes`,
      );
      return { ...gate, required: false };
    }
    return gate;
  });
}
