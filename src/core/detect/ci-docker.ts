// A CI step that runs docker (docs/ARCHITECTURE.md#gates). Ralph never runs docker for the
// repository's code: the Docker socket is root on the runner, and the sandbox withholds it. So
// such a step is never a gate. What it starts with `docker run -d IMAGE` is what GitHub's
// `services:` starts: such a line becomes a service of the task job (its ports, env, name and
// health options), `docker pull` is what a service does anyway, and everything else (other
// docker commands, arguments after the image, which a service cannot take) is said in a note.
import type { Json } from './ci-expr.js';
import { shellWords } from './shell.js';

export interface DockerStep {
  /** The services the step's `docker run` lines start, by name. */
  services: Record<string, Json>;
  /** What of the step could not be carried over, each said in a note. */
  dropped: string[];
}

const DOCKERS = new Set(['docker', 'podman', 'docker-compose']);

/** Whether a command line runs docker, podman or docker-compose (after `sudo` and its options). */
export function runsDocker(words: readonly string[]): boolean {
  const w = words[0] === 'sudo' ? words.slice(1).find((x) => !x.startsWith('-')) : words[0];
  return w !== undefined && DOCKERS.has(w);
}

/** `docker run`'s options that take a value, as `docker run --help` lists those a CI uses. */
const VALUE_OPTIONS = new Set([
  '-p',
  '--publish',
  '-e',
  '--env',
  '--name',
  '--network',
  '--net',
  '-v',
  '--volume',
  '--health-cmd',
  '--health-interval',
  '--health-timeout',
  '--health-retries',
  '--health-start-period',
  '--env-file',
  '-u',
  '--user',
  '-w',
  '--workdir',
  '--entrypoint',
  '--shm-size',
  '--tmpfs',
  '--mount',
  '--label',
  '-l',
  '--hostname',
  '-h',
  '--platform',
  '--ulimit',
]);
/** Options a service's `options:` may carry as they are (docker create takes them). */
const SERVICE_OPTIONS = /^--(health-|shm-size|tmpfs|ulimit|user$|hostname$|label$)/;

/**
 * The services and the notes for a step's lines. Undefined when no line runs docker. `lines`
 * are the step's commands (continuations joined).
 */
export function dockerStep(lines: readonly string[]): DockerStep | undefined {
  const docker = lines.map((l) => shellWords(l)).filter(runsDocker);
  if (docker.length === 0) return undefined;
  const out: DockerStep = { services: {}, dropped: [] };
  for (const words of docker) {
    const args = words.slice(words.findIndex((w) => DOCKERS.has(w)));
    const line = words.join(' ');
    const engine = args[0] !== 'docker-compose';
    if (engine && args[1] === 'pull') continue;
    const run = engine && (args[1] === 'run' || (args[1] === 'container' && args[2] === 'run'));
    if (!run) {
      out.dropped.push(`\`${line}\``);
      continue;
    }
    const service = runService(args.slice(args[1] === 'run' ? 2 : 3));
    if (typeof service === 'string') out.dropped.push(`\`${line}\` (${service})`);
    else {
      out.services[service.name] = service.service;
      if (service.dropped.length > 0)
        out.dropped.push(`of \`${line}\`: ${service.dropped.join(', ')}, which a service cannot take`);
    }
  }
  return out;
}

/** A `docker run`'s words after `run` as a service, or why it cannot be one. */
function runService(
  args: readonly string[],
): { name: string; service: Record<string, Json>; dropped: string[] } | string {
  const ports: string[] = [];
  const env: Record<string, string> = {};
  const options: string[] = [];
  const dropped: string[] = [];
  let name: string | undefined;
  let detached = false;
  let i = 0;
  for (; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('-')) break;
    if (a === '--rm' || a === '--init' || a === '--detach' || /^-[dit]+$/.test(a)) {
      if (a === '--detach' || (a[1] !== '-' && a.includes('d'))) detached = true;
      continue;
    }
    const eq = a.indexOf('=');
    const [flag, inline] = a.startsWith('--') && eq > 0 ? [a.slice(0, eq), a.slice(eq + 1)] : [a, undefined];
    if (!VALUE_OPTIONS.has(flag)) {
      dropped.push(a);
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined) return `${flag} has no value`;
    if (flag === '-p' || flag === '--publish') ports.push(value);
    else if (flag === '-e' || flag === '--env') {
      const k = value.indexOf('=');
      if (k > 0) env[value.slice(0, k)] = value.slice(k + 1);
      else dropped.push(`${flag} ${value} (a value from the step's own environment)`);
    } else if (flag === '--name') name = value;
    else if (SERVICE_OPTIONS.test(flag))
      options.push(`${flag} ${/\s/.test(value) ? JSON.stringify(value) : value}`);
    else dropped.push(`${flag} ${value}`);
  }
  const image = args[i];
  if (!detached) return 'it runs in the foreground: a command in a container, not a service';
  if (image === undefined || !/^[\w./:@-]+$/.test(image))
    return `its image ${image ?? '(none)'} is not known before the run`;
  const rest = args.slice(i + 1);
  if (rest.length > 0) dropped.push(`the arguments after the image (\`${rest.join(' ')}\`)`);
  const service: Record<string, Json> = { image };
  if (Object.keys(env).length > 0) service.env = env;
  if (ports.length > 0) service.ports = ports;
  if (options.length > 0) service.options = options.join(' ');
  const fallback = image
    .replace(/[:@].*$/, '')
    .split('/')
    .at(-1)!;
  // A service id is a job id: a letter or `_` first, then letters, digits, `_` and `-`.
  const id = (name ?? fallback).replace(/[^\w-]/g, '-');
  return { name: /^[A-Za-z_]/.test(id) ? id : `_${id}`, service, dropped };
}
