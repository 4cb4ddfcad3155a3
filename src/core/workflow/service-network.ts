// The task job's services in its sandboxed steps' network (docs/ARCHITECTURE.md#trust). The
// services (the CI's databases) publish their ports on the runner's loopback, which a step's own
// network cannot reach; an entry `localhost:PORT` of the step's `network` input forwards that
// one port into it (core/network.ts), and nothing else of the runner's network. Pure: a job's
// `services:` in, the entries and what cannot be forwarded out.
//
// A `ports:` entry is handed to `docker create -p` as written (actions/runner,
// ContainerInfo.cs), so docker's grammar applies: `[IP:][HOST:]CONTAINER[/PROTOCOL]`.
//   5432:5432, 127.0.0.1:5432:5432   host port 5432            -> localhost:5432
//   5432, '6379/tcp', 127.0.0.1::5432 a free host port, which the runner puts in the job
//                                     context as job.services.<id>.ports['<CONTAINER>']
//                                     -> localhost:${{ job.services.<id>.ports['<CONTAINER>'] }}
//                                     (the runner evaluates it before Ralph reads the input)
//   '5353/udp'                        UDP: the forward carries TCP only; left out
//   a range, another address, a port under 1024 or the egress proxy's, an expression: left
//   out, each said.
import { EGRESS_PORT } from '../network.js';

/** A service's published ports as the step's `network` entries, and what is left out, said. */
export interface ServiceNetwork {
  /** `localhost:PORT` entries, each once, in the services' order. */
  entries: string[];
  /** One sentence per port (or portless service) that is not forwarded, with why. */
  leftOut: string[];
}

const RANGE = /^\d+-\d+$/;

/** A service id as GitHub's expressions read it: `job.services.my-db`, else `job.services['x y']`. */
function serviceRef(id: string): string {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(id)
    ? `job.services.${id}`
    : `job.services['${id.replaceAll("'", "''")}']`;
}

/** One `ports:` entry: the network entry that reaches it, or why none does. */
export function servicePortEntry(id: string, port: unknown): { entry: string } | { why: string } {
  if (typeof port === 'number') port = String(port);
  if (typeof port !== 'string' || port.trim() === '') return { why: `${JSON.stringify(port)} is not a port` };
  const written = port.trim();
  if (written.includes('${{'))
    return {
      why: `${written} is an expression init cannot read; add its host port to the step's network input`,
    };
  const [mapping = '', protocol = 'tcp'] = written.split('/');
  if (protocol.toLowerCase() !== 'tcp')
    return { why: `${written} is ${protocol.toUpperCase()}: the step's network forwards TCP only` };
  let ip = '';
  let rest = mapping;
  const v6 = /^\[([^\]]*)\]:(.*)$/.exec(mapping);
  if (v6) {
    ip = v6[1]!;
    rest = v6[2]!;
  }
  const parts = rest.split(':');
  if (!v6 && parts.length === 3) ip = parts.shift()!;
  if (parts.length > 2 || (v6 && parts.length !== 2))
    return { why: `${written} is not a port mapping docker reads` };
  const [hostPort, containerPort] = parts.length === 2 ? parts : ['', parts[0]!];
  if ([hostPort, containerPort].some((p) => p && RANGE.test(p)))
    return {
      why: `${written} publishes a range; list the ports one by one, or add them to the step's network input`,
    };
  if (!/^\d+$/.test(containerPort ?? '') || (hostPort !== '' && !/^\d+$/.test(hostPort!)))
    return { why: `${written} is not a port mapping docker reads` };
  if (ip !== '' && ip !== '0.0.0.0' && ip !== '127.0.0.1')
    return {
      why: `${written} is published on ${ip}, not on 127.0.0.1, where the step's network forwards from`,
    };
  if (hostPort === '') return { entry: `localhost:\${{ ${serviceRef(id)}.ports['${containerPort}'] }}` };
  const n = Number(hostPort);
  if (n < 1024 || n > 65535)
    return {
      why: `${written} publishes the host port ${n}; the step's network forwards ports 1024-65535 only: publish it on one of those (${n + 10000}:${containerPort}, say)`,
    };
  if (n === EGRESS_PORT)
    return {
      why: `${written} publishes the host port ${n}, where Ralph's egress proxy listens inside the step's network: publish it on another one`,
    };
  return { entry: `localhost:${n}` };
}

/** The `network` entries that reach a job's services, and what of them cannot be reached. */
export function serviceNetwork(services: Readonly<Record<string, unknown>> | undefined): ServiceNetwork {
  const out: ServiceNetwork = { entries: [], leftOut: [] };
  for (const [id, service] of Object.entries(services ?? {})) {
    const ports = (service as { ports?: unknown } | null)?.ports;
    const list = Array.isArray(ports) ? ports : ports === undefined || ports === null ? [] : [ports];
    if (list.length === 0) {
      out.leftOut.push(
        `${id} publishes no ports: it is not on the runner's loopback (only a job in a container reaches it by name), so no step reaches it`,
      );
      continue;
    }
    for (const port of list) {
      const r = servicePortEntry(id, port);
      if ('entry' in r) {
        if (!out.entries.includes(r.entry)) out.entries.push(r.entry);
      } else out.leftOut.push(`${id}: ${r.why}`);
    }
  }
  return out;
}
