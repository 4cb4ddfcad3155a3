// Rust projects: cargo check, clippy (where the repository uses it), fmt --check, test and
// build, `--workspace` for a workspace; the stable toolchain, as a CI command that needs nightly
// is not a gate.
import type { CiAction, CiCommand, CiFacts } from './ci.js';
import { WRITES, writesFiles } from './gates.js';
import { commandAssignments, commandWords } from './shell.js';
import { readToml, table } from './toml.js';
import type { Ecosystem, FileGate, ProjectReader, ProposedGate, SetupStep } from './types.js';

export function detectRust(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const tomlNotes: string[] = [];
  const manifest =
    readToml(reader, 'Cargo.toml', tomlNotes, 'its gates assume one crate, not a workspace') ?? {};
  const workspace = table(manifest, 'workspace') !== undefined;
  const ws = workspace ? ' --workspace' : '';
  const nightly = (c: CiCommand) => nightlyReason(c, ci);
  const ciClippy = ci.commands.find(
    (c) =>
      /\bcargo\s+(\+\S+\s+)?clippy\b/.test(c.command) && writesFiles(c.command) === undefined && !nightly(c),
  );
  const clippyFile = ['clippy.toml', '.clippy.toml'].find((f) => names.has(f));
  const clippyLints = ['lints.clippy', 'workspace.lints.clippy'].find(
    (path) => table(manifest, ...path.split('.')) !== undefined,
  );
  const clippySource =
    ciClippy?.source ?? clippyFile ?? (clippyLints ? `Cargo.toml [${clippyLints}]` : undefined);
  const ciFmt = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?fmt\b/.test(c.command));
  const fmtFile = ['rustfmt.toml', '.rustfmt.toml'].find((f) => names.has(f));

  const notes = [
    `Cargo.toml${workspace ? ' (a workspace: its gates run with --workspace)' : ''}`,
    ...tomlNotes,
  ];
  const gates: FileGate[] = [{ name: 'typecheck', command: `cargo check${ws}`, source: 'Cargo.toml' }];
  // `-D warnings` makes every new clippy warning an error: only the CI running clippy says the
  // code passes it; a clippy.toml or a lints table alone gives a gate that is not required.
  if (clippySource)
    gates.push({
      name: 'lint',
      command: `cargo clippy${ws} --all-targets -- -D warnings`,
      source: clippySource,
      ...(ciClippy ? {} : { configOnly: clippySource }),
    });
  else
    notes.push(
      'no clippy gate: nothing says the repository uses clippy (its CI, a clippy.toml, [lints.clippy])',
    );
  if (fmtFile || ciFmt)
    gates.push({ name: 'format', command: 'cargo fmt --all --check', source: ciFmt?.source ?? fmtFile! });
  gates.push(
    { name: 'test', command: `cargo test${ws}`, source: 'Cargo.toml' },
    { name: 'build', command: `cargo build${ws}`, source: 'Cargo.toml' },
  );

  const components = [clippySource ? 'clippy' : '', fmtFile || ciFmt ? 'rustfmt' : ''].filter(Boolean);
  const setupSteps: SetupStep[] = [
    {
      name: 'Set up Rust',
      uses: 'dtolnay/rust-toolchain@stable',
      ...(components.length > 0 ? { with: { components: components.join(', ') } } : {}),
    },
    // One cache of ~/.cargo and target/ across runs, so each task does not compile the world.
    { name: 'Cache cargo', uses: 'Swatinem/rust-cache@v2' },
  ];

  const classify = cargoClassifier();
  const skip = (c: CiCommand): string | undefined => {
    const why = nightly(c);
    return why === undefined
      ? undefined
      : `runs on nightly Rust in the CI (${why}); the task job sets up stable Rust, so it is not a gate (add it by hand with a nightly toolchain step if you want it)`;
  };
  return { kind: 'rust', gates, setupSteps, notes, classify, skip };
}

/** Rust toolchain set-up actions, and the input that names the toolchain. */
export const RUST_TOOLCHAIN_ACTIONS: Record<string, string> = {
  'dtolnay/rust-toolchain': 'toolchain',
  'actions-rs/toolchain': 'toolchain',
  'actions-rust-lang/setup-rust-toolchain': 'toolchain',
  'hecrj/setup-rust-action': 'rust-version',
};

/**
 * Why a CI command needs nightly Rust, or undefined: its job sets up nightly (and no stable), the
 * command says `+nightly` or `-Z`, or its flags use `--cfg docsrs` (docs.rs's nightly-only
 * features).
 */
export function nightlyReason(c: CiCommand, ci: CiFacts): string | undefined {
  const words = commandWords(c.command);
  if (words.some((w) => /^\+nightly/.test(w))) return `\`${words.find((w) => /^\+nightly/.test(w))}\``;
  if (words.some((w) => /^-Z/.test(w))) return `\`${words.find((w) => /^-Z/.test(w))}\``;
  const env = { ...c.jobEnv, ...c.env, ...commandAssignments(c.command) };
  for (const k of ['RUSTDOCFLAGS', 'RUSTFLAGS']) {
    const v = env[k] ?? '';
    if (/--cfg[= ]docsrs|(^|\s)-Z/.test(v)) return `${k}='${v}'`;
  }
  const toolchains: string[] = [];
  for (const a of ci.actions) {
    if (a.source !== c.source || RUST_TOOLCHAIN_ACTIONS[a.action] === undefined) continue;
    const t = rustToolchainOf(a);
    if (t !== undefined) toolchains.push(t);
  }
  for (const other of ci.commands)
    if (other.source === c.source) {
      const m = /^rustup\s+(?:default|override\s+set|toolchain\s+install)\s+(\S+)/.exec(other.command);
      if (m) toolchains.push(m[1]!);
    }
  if (toolchains.length > 0 && toolchains.every((t) => /^nightly/.test(t)))
    return `its job sets up ${toolchains[0]}`;
  return undefined;
}

/** The toolchain a Rust set-up action installs: its input, else dtolnay's ref (`@1.85.0`, `@nightly`). */
export function rustToolchainOf(a: CiAction): string | undefined {
  const input = RUST_TOOLCHAIN_ACTIONS[a.action];
  const ref = a.action === 'dtolnay/rust-toolchain' ? /@(.+)$/.exec(a.uses ?? '')?.[1] : undefined;
  return (input ? a.with[input] : undefined) ?? (ref && !/^(master|v\d+)$/.test(ref) ? ref : undefined);
}

/**
 * Rust on the toolchain the first CI gate's job sets up, when that is a plain release other than
 * stable (a pinned `1.85.0`, `beta`); nightly jobs give no gates at all (see nightlyReason).
 */
export function rustJobToolchain(
  step: SetupStep,
  ciAll: ProposedGate[],
  ci: CiFacts,
  notes: string[],
): SetupStep {
  for (const g of ciAll) {
    const toolchain = ci.actions
      .filter((a) => a.source === g.source && RUST_TOOLCHAIN_ACTIONS[a.action] !== undefined)
      .map((a) => rustToolchainOf(a))
      .find((t) => t !== undefined);
    if (toolchain === undefined || toolchain.includes('${{')) continue;
    if (toolchain === 'stable' || /^nightly/.test(toolchain)) return step;
    notes.push(`Rust ${toolchain}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`);
    return { ...step, uses: 'dtolnay/rust-toolchain@master', with: { toolchain, ...step.with } };
  }
  return step;
}

/** How a cargo command in the CI reads as a gate. */
function cargoClassifier(): Ecosystem['classify'] {
  return (command) => {
    const words = commandWords(command);
    if (words[0] !== 'cargo') return undefined;
    const sub = words.slice(1).find((w) => !w.startsWith('+') && !w.startsWith('-'));
    switch (sub) {
      case 'build':
        return { name: 'build', command };
      case 'test':
      case 'nextest':
        return { name: 'test', command };
      case 'check':
        return { name: 'typecheck', command };
      case 'clippy':
        return WRITES.test(command) ? undefined : { name: 'lint', command };
      case 'fmt':
        return /\s--check\b/.test(command) ? { name: 'format', command } : undefined;
      case 'doc':
        return { name: 'doc', command };
      case 'install':
      case 'fetch':
      case 'update':
      case 'generate-lockfile':
        return 'setup';
      default:
        return undefined;
    }
  };
}
