// A job's `services:` in the runner emulation (runner.ts), the way a job that runs on the runner
// (not in a container) sees them on GitHub: each published port listens on the runner's
// loopback, and the `job` context holds what the runner read back from `docker port`
// (actions/runner ContainerOperationProvider.cs and DockerUtil.ParseDockerPort):
//   job.container.network            github_network_<32 hex>, the job's container network
//   job.services.<id>.id             the container's id (64 hex)
//   job.services.<id>.network        the same network
//   job.services.<id>.ports          { '<container port>': '<host port>' }, both strings, the
//                                    protocol dropped from the key, as ParseDockerPort does
// A `ports:` entry is docker's `-p` argument as written (the runner passes it on):
// `[IP:][HOST:]CONTAINER[/PROTOCOL]`; without HOST docker picks a free port.
//
// Each published port is a stand-in, not a service: a TCP server that writes one fixed line to
// whoever connects and closes (a UDP socket that answers each datagram with it), so a test sees
// who reached it. NOT modelled: the container itself (its image is not pulled, its `env`,
// `options`, `volumes`, `credentials`, `entrypoint` and `command` are ignored), its health
// checks (the runner waits for a `--health-cmd` to pass; here it is up at once), the container
// network (no service is reachable by its name), a service without `ports:` (nothing listens
// anywhere: on GitHub it listens only on the container network), IPv6 (docker also binds
// `[::]`), and the address: docker binds 0.0.0.0 unless an IP is given, the stand-in binds
// 127.0.0.1 only. GitHub gives each job leg a VM of its own; here legs share this machine's
// loopback, so two legs running at once that publish the same host port collide (the second
// fails as a taken port does), where on GitHub both would start. A port range, or an IP other
// than 0.0.0.0 and 127.0.0.1, is refused loudly.
import { randomBytes } from 'node:crypto';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { type AddressInfo, createServer, type Server } from 'node:net';
import type { Json } from './runner-expr.js';

/** One `ports:` entry in docker's `-p` grammar. */
interface Published {
  hostPort: number;
  containerPort: string;
  protocol: 'tcp' | 'udp';
}

/** The line each stand-in writes; a test may choose it (RunnerOptions.serviceLine). */
export type ServiceLine = (service: { id: string; containerPort: string }) => string;

export const defaultServiceLine: ServiceLine = ({ id, containerPort }) =>
  `${id}:${containerPort} is a stand-in of a service container\n`;

/** Docker refused to start a service's container (the runner fails the job's container setup). */
export class ServiceStartFailure extends Error {}

function parsePort(id: string, port: Json): Published {
  const written = typeof port === 'number' ? String(port) : typeof port === 'string' ? port.trim() : '';
  const m = /^(?:(?:(\d+\.\d+\.\d+\.\d+):)?(\d*):)?(\d+)(?:\/(tcp|udp|sctp))?$/i.exec(written);
  if (!m)
    throw new Error(
      `runner emulation: service '${id}' publishes ${JSON.stringify(port)} (a range, an IPv6 address or not a port: not modelled)`,
    );
  const [, ip = '', host = '', container = '', protocol = 'tcp'] = m;
  if (ip && ip !== '0.0.0.0' && ip !== '127.0.0.1')
    throw new Error(
      `runner emulation: service '${id}' publishes on ${ip} (only 0.0.0.0 and 127.0.0.1 are modelled)`,
    );
  const proto = protocol.toLowerCase();
  if (proto === 'sctp') throw new Error(`runner emulation: service '${id}' publishes SCTP (not modelled)`);
  return { hostPort: host ? Number(host) : 0, containerPort: container, protocol: proto as 'tcp' | 'udp' };
}

function listenTcp(port: number, line: string): Promise<Server> {
  const server = createServer((s) => {
    s.on('error', () => {});
    s.end(line);
  });
  server.unref();
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

function listenUdp(port: number, line: string): Promise<UdpSocket> {
  const socket = createSocket('udp4');
  socket.on('message', (_msg, from) => socket.send(line, from.port, from.address));
  socket.unref();
  return new Promise((done, fail) => {
    socket.once('error', fail);
    socket.bind(port, '127.0.0.1', () => done(socket));
  });
}

export interface StartedServices {
  /** The `job` context's `container` and `services`, as the runner fills them. */
  job: { container: { id: string; network: string }; services: Record<string, Json> };
  /** "Stop containers": every stand-in closed. */
  stop(): Promise<void>;
}

/**
 * Starts a stand-in for every published port of the job's evaluated `services:` (none: an
 * empty context, as a job without services has). A port already taken fails as docker's start
 * does; what was started is stopped first.
 */
export async function startServices(
  services: Record<string, Json>,
  line: ServiceLine,
): Promise<StartedServices> {
  const closers: Array<() => Promise<void>> = [];
  const stop = async () => {
    await Promise.all(closers.splice(0).map((c) => c()));
  };
  const entries = Object.entries(services);
  const network = entries.length > 0 ? `github_network_${randomBytes(16).toString('hex')}` : '';
  const context: Record<string, Json> = {};
  try {
    for (const [id, service] of entries) {
      const spec = (
        service && typeof service === 'object' && !Array.isArray(service) ? service : {}
      ) as Record<string, Json>;
      const ports: Record<string, Json> = {};
      const list = Array.isArray(spec.ports) ? spec.ports : [];
      for (const p of list) {
        const pub = parsePort(id, p);
        const text = line({ id, containerPort: pub.containerPort });
        let bound: number;
        try {
          if (pub.protocol === 'tcp') {
            const server = await listenTcp(pub.hostPort, text);
            closers.push(() => new Promise<void>((r) => server.close(() => r())));
            bound = (server.address() as AddressInfo).port;
          } else {
            const socket = await listenUdp(pub.hostPort, text);
            closers.push(() => new Promise<void>((r) => socket.close(() => r())));
            bound = socket.address().port;
          }
        } catch (e) {
          throw new ServiceStartFailure(
            `Docker start fail with exit code 1 (service '${id}': Bind for 0.0.0.0:${pub.hostPort} failed: ${(e as Error).message})`,
          );
        }
        ports[pub.containerPort] = String(bound);
      }
      context[id] = { id: randomBytes(32).toString('hex'), ports, network };
    }
  } catch (e) {
    await stop();
    throw e;
  }
  return { job: { container: { id: '', network }, services: context }, stop };
}
