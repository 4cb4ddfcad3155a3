// What a gate needs from the task job that runs it in CI, and whether the job sets it up
// (docs/ARCHITECTURE.md#gates). A gate the job cannot run fails every attempt's baseline, so the
// dry runs flag it before any run: a Rust toolchain named with `+toolchain`, a `--target`, a
// tool GitHub's Ubuntu runner does not have (Deno, Bun, pnpm, uv...), a database the gate talks
// to without a `services:` entry, a package manager of another distribution (`apk`, `dnf`)
// without a `container:`. Read from the workflow file: the steps of the job with the
// `command: run` step, up to that step, and its `services` and `container`.

import { shellWords } from '../detect/shell.js';
import { gatePrograms } from './gate-tools.js';

export interface TaskJobStep {
  name?: unknown;
  uses?: unknown;
  run?: unknown;
  with?: Record<string, unknown>;
}

/** The task job as the gates see it: what runs before them, and what runs beside them. */
export interface TaskJob {
  /** The job's id in the workflow. */
  id: string;
  /** The steps before the agent's (`command: run`): the setup. */
  setup: TaskJobStep[];
  /** The `services:` entries' names and images. */
  services: Array<{ name: string; image: string }>;
  /** The job's `container:` image, if it runs in one. */
  container?: string;
}

/** One thing a gate needs that the task job does not set up, and how to set it up. */
export interface GateNeed {
  gate: string;
  need: string;
  fix: string;
}

/** The task job of a parsed Ralph workflow: the job with the `command: run` step. */
export function taskJobOf(workflow: unknown): TaskJob | undefined {
  const jobs = (workflow as { jobs?: unknown } | null)?.jobs;
  if (!jobs || typeof jobs !== 'object') return undefined;
  for (const [id, job] of Object.entries(jobs as Record<string, Record<string, unknown> | null>)) {
    const steps = Array.isArray(job?.steps) ? (job.steps as TaskJobStep[]) : [];
    const runAt = steps.findIndex((s) => s?.with?.command === 'run');
    if (runAt < 0) continue;
    const services: TaskJob['services'] = [];
    if (job?.services && typeof job.services === 'object')
      for (const [name, s] of Object.entries(job.services as Record<string, unknown>)) {
        const image = typeof s === 'string' ? s : (s as { image?: unknown } | null)?.image;
        services.push({ name, image: typeof image === 'string' ? image : '' });
      }
    const c = job?.container;
    const container = typeof c === 'string' ? c : (c as { image?: unknown } | null)?.image;
    return {
      id,
      setup: steps.slice(0, runAt).filter((s) => s && typeof s === 'object'),
      services,
      ...(typeof container === 'string' && container !== '' ? { container } : {}),
    };
  }
  return undefined;
}

/** A step's script: its `run:`, or the `run` input of Ralph's `command: setup` step. */
function stepScript(s: TaskJobStep): string {
  if (typeof s.run === 'string') return s.run;
  return typeof s.with?.run === 'string' ? s.with.run : '';
}

function stepUses(s: TaskJobStep): string {
  return typeof s.uses === 'string' ? s.uses.toLowerCase() : '';
}

function withValue(s: TaskJobStep, ...keys: string[]): string {
  return keys
    .map((k) => s.with?.[k])
    .filter((v) => v !== undefined && v !== null)
    .map(String)
    .join(',');
}

const RUST_ACTIONS = [
  'dtolnay/rust-toolchain',
  'actions-rust-lang/setup-rust-toolchain',
  'actions-rs/toolchain',
];

/** The Rust toolchains the job installs (`stable` is on GitHub's runners already). */
function rustToolchains(job: TaskJob): Set<string> {
  const out = new Set(['stable']);
  for (const s of job.setup) {
    const uses = stepUses(s);
    if (RUST_ACTIONS.some((a) => uses.startsWith(`${a}@`))) {
      const ref = uses.split('@')[1] ?? '';
      if (
        uses.startsWith('dtolnay/rust-toolchain@') &&
        ref !== 'master' &&
        ref !== 'v1' &&
        !/^[0-9a-f]{40}$/.test(ref)
      )
        out.add(ref);
      for (const t of withValue(s, 'toolchain').split(/[\s,]+/)) if (t) out.add(t);
    }
    for (const m of stepScript(s).matchAll(
      /\brustup\s+(?:toolchain\s+install|install|default|update|override\s+set)\s+([^\s;&|]+(?:\s+[^-\s;&|][^\s;&|]*)*)/g,
    ))
      for (const t of m[1]!.split(/\s+/)) out.add(t);
  }
  return out;
}

/** The compilation targets the job adds. */
function rustTargets(job: TaskJob): Set<string> {
  const out = new Set<string>();
  for (const s of job.setup) {
    if (RUST_ACTIONS.some((a) => stepUses(s).startsWith(`${a}@`)))
      for (const t of withValue(s, 'targets', 'target').split(/[\s,]+/)) if (t) out.add(t);
    for (const m of stepScript(s).matchAll(/\brustup\s+target\s+add\s+([^;&|\n]+)/g))
      for (const t of m[1]!.trim().split(/\s+/)) if (!t.startsWith('-')) out.add(t);
  }
  return out;
}

/** A toolchain matches when one names the other's version (`1.80` and `1.80.0`). */
function toolchainSetUp(wanted: string, have: Set<string>): boolean {
  for (const h of have)
    if (
      h === wanted ||
      h.startsWith(`${wanted}.`) ||
      wanted.startsWith(`${h}.`) ||
      wanted.startsWith(`${h}-`)
    )
      return true;
  return false;
}

/** Tools GitHub's Ubuntu runner image does not have: the setup actions (or install lines) that provide each. */
const NEEDS_SETUP: Record<string, { actions: string[]; installs: RegExp; fix: string }> = {
  deno: {
    actions: ['denoland/setup-deno'],
    installs: /deno\.land\/install|deno\.com\/install|npm (i|install) (-g|--global) deno\b/,
    fix: 'add `uses: denoland/setup-deno@v2` to the task job',
  },
  bun: {
    actions: ['oven-sh/setup-bun'],
    installs: /bun\.sh\/install|npm (i|install) (-g|--global) bun\b/,
    fix: 'add `uses: oven-sh/setup-bun@v2` to the task job',
  },
  pnpm: {
    actions: ['pnpm/action-setup'],
    installs: /corepack enable|npm (i|install) (-g|--global) pnpm\b/,
    fix: 'add `uses: pnpm/action-setup@v4` to the task job',
  },
  uv: {
    actions: ['astral-sh/setup-uv'],
    installs: /astral\.sh\/uv|pipx? install\b.*\buv\b/,
    fix: 'add `uses: astral-sh/setup-uv@v6` to the task job',
  },
  poetry: {
    actions: ['snok/install-poetry', 'abatilo/actions-poetry'],
    installs: /pipx? install\b.*\bpoetry\b|install\.python-poetry\.org/,
    fix: 'add `uses: snok/install-poetry@v1` (or a `pipx install poetry` setup line) to the task job',
  },
  just: {
    actions: ['extractions/setup-just', 'taiki-e/install-action'],
    installs: /\bjust\b/,
    fix: 'add `uses: extractions/setup-just@v3` to the task job',
  },
  'golangci-lint': {
    actions: ['golangci/golangci-lint-action'],
    installs: /golangci-lint/,
    fix: 'add `uses: golangci/golangci-lint-action@v8` with `install-only: true` to the task job',
  },
};
NEEDS_SETUP.bunx = NEEDS_SETUP.bun!;
NEEDS_SETUP.uvx = NEEDS_SETUP.uv!;

/** Databases a gate may talk to: how its command shows it, and the images that provide one. */
const SERVICES: Array<{ name: string; signs: RegExp; images: RegExp }> = [
  {
    name: 'PostgreSQL',
    signs:
      /postgres(?:ql)?(?:\+\w+)?:\/\/|\bPG(?:HOST|PORT|USER|PASSWORD|DATABASE)\b|:5432\b|\bpsql\b|\bpg_isready\b/i,
    images: /postgres|postgis|timescale/i,
  },
  {
    name: 'MySQL',
    signs: /\bmysql(?:\+\w+)?:\/\/|\bmariadb:\/\/|:3306\b|\bMYSQL_(?:HOST|PORT|USER|PASSWORD|DATABASE)\b/i,
    images: /mysql|mariadb|percona/i,
  },
  {
    name: 'Redis',
    signs: /\brediss?:\/\/|:6379\b|\bREDIS_(?:URL|HOST|PORT)\b|\bredis-cli\b/i,
    images: /redis|valkey|keydb|dragonfly/i,
  },
  {
    name: 'MongoDB',
    signs: /\bmongodb(?:\+srv)?:\/\/|:27017\b|\bMONGO(?:DB)?_(?:URL|URI|HOST)\b/i,
    images: /mongo/i,
  },
];

/** Package managers of other distributions: the container images that have each. */
const DISTRO_TOOLS: Record<string, { images: RegExp; distro: string }> = {
  apk: { images: /alpine/i, distro: 'Alpine' },
  dnf: { images: /fedora|centos|rhel|rocky|alma|ubi|amazonlinux|oraclelinux/i, distro: 'Fedora or RHEL' },
  yum: { images: /fedora|centos|rhel|rocky|alma|ubi|amazonlinux|oraclelinux/i, distro: 'Fedora or RHEL' },
  microdnf: { images: /ubi|fedora|rhel/i, distro: 'RHEL UBI' },
  zypper: { images: /suse/i, distro: 'openSUSE' },
  pacman: { images: /arch/i, distro: 'Arch Linux' },
};

/**
 * What `gate` needs that `job` does not set up, one entry per need; empty when the job has it
 * all (as far as these rules see: a tool installed by a script they cannot read counts as set
 * up when the script names it).
 */
export function gateNeeds(gate: { name: string; command: string; env?: unknown }, job: TaskJob): GateNeed[] {
  const out: GateNeed[] = [];
  const need = (n: string, fix: string) => out.push({ gate: gate.name, need: n, fix });
  const setupText = job.setup.map(stepScript).join('\n');
  const uses = job.setup.map(stepUses);
  const toolchains = rustToolchains(job);
  const targets = rustTargets(job);
  for (const line of gate.command.split(/\r?\n|&&|\|\||;/)) {
    const words = shellWords(line.trim());
    const at = words.findIndex((w) => w === 'cargo' || w === 'rustc' || w === 'rustup');
    if (at < 0) continue;
    const tool = words[at]!;
    const plus =
      tool === 'rustup' && words[at + 1] === 'run'
        ? words[at + 2]
        : words[at + 1]?.startsWith('+')
          ? words[at + 1]!.slice(1)
          : undefined;
    if (plus && !toolchainSetUp(plus, toolchains))
      need(
        `the Rust toolchain ${plus} (\`${tool} ${tool === 'rustup' ? 'run ' : '+'}${plus}\`)`,
        `add \`uses: dtolnay/rust-toolchain@master\` with \`toolchain: ${plus}\` to the task job, or drop \`+${plus}\` from the gate`,
      );
    for (let i = at + 1; i < words.length; i++) {
      const w = words[i]!;
      const target = w === '--target' ? words[i + 1] : w.startsWith('--target=') ? w.slice(9) : undefined;
      if (!target || target.includes('$') || target === 'x86_64-unknown-linux-gnu' || targets.has(target))
        continue;
      need(
        `the Rust target ${target} (\`--target ${target}\`)`,
        `add \`targets: ${target}\` to the task job's Rust toolchain step (or a \`rustup target add ${target}\` setup line)`,
      );
    }
  }
  for (const program of gatePrograms(gate.command)) {
    const name = program.split('/').pop()!;
    const setup = NEEDS_SETUP[name];
    if (
      setup &&
      !uses.some((u) => setup.actions.some((a) => u.startsWith(`${a}@`))) &&
      !setup.installs.test(setupText)
    )
      need(`\`${name}\`, which GitHub's Ubuntu runner does not have`, setup.fix);
    const distro = DISTRO_TOOLS[name];
    if (distro && !(job.container && distro.images.test(job.container)))
      need(
        `a ${distro.distro} container (it runs \`${name}\`)`,
        `run the task job in one (\`container:\`), or drop the \`${name}\` line from the gate: the task job runs on Ubuntu`,
      );
  }
  // A gate's own environment (a transplanted step's `env:`) says what it talks to as well.
  const env =
    gate.env && typeof gate.env === 'object'
      ? Object.entries(gate.env as Record<string, unknown>)
          .map(([k, v]) => `${k}=${String(v)}`)
          .join('\n')
      : '';
  for (const s of SERVICES) {
    if (!s.signs.test(`${gate.command}\n${env}`)) continue;
    const provided =
      job.services.some((v) => s.images.test(v.image) || s.images.test(v.name)) ||
      uses.some((u) => s.images.test(u)) ||
      new RegExp(`(docker run|systemctl start|service)\\b.*${s.images.source}`, 'i').test(setupText);
    if (!provided)
      need(
        `a ${s.name} server (the gate's command talks to one)`,
        `add a \`services:\` entry with a ${s.name} image to the task job, as the CI job it came from has`,
      );
  }
  return out;
}
