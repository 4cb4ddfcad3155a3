// The task job's services in its sandboxed steps' network (src/core/workflow/service-network.ts):
// each `ports:` entry, read with docker's `-p` grammar as the runner hands it on, becomes the
// `localhost:PORT` entry that forwards it, or a sentence saying why it cannot be; the workflow
// init writes carries them in the `network` input of every step that runs the repository's
// code, and GitHub's parser and actionlint accept it.
/* biome-ignore-all lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, not templates */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectProject, readerFromFiles } from '../src/core/detect/index.js';
import { networkPolicy, parseNetworkInput } from '../src/core/network.js';
import { serviceNetwork, servicePortEntry } from '../src/core/workflow/service-network.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { layoutProblems } from '../src/core/workflow/workflow-check.js';
import { workflowProblems } from './support/workflow-lint.js';

describe('a service port as a network entry', () => {
  it('forwards a HOST:CONTAINER mapping at its host port, in every form docker reads', () => {
    for (const port of ['5432:5432', '15432:5432/tcp', '127.0.0.1:15432:5432', '0.0.0.0:15432:5432']) {
      const want = port.startsWith('5432') ? 'localhost:5432' : 'localhost:15432';
      expect(servicePortEntry('postgres', port), port).toEqual({ entry: want });
    }
  });

  it('reads the host port GitHub chose for a bare container port from the job context', () => {
    expect(servicePortEntry('redis', 6379)).toEqual({
      entry: "localhost:${{ job.services.redis.ports['6379'] }}",
    });
    expect(servicePortEntry('redis', '6379/tcp')).toEqual({
      entry: "localhost:${{ job.services.redis.ports['6379'] }}",
    });
    expect(servicePortEntry('my-db', '127.0.0.1::5432')).toEqual({
      entry: "localhost:${{ job.services.my-db.ports['5432'] }}",
    });
  });

  it('leaves out what the forward cannot carry, saying why', () => {
    const why = (port: unknown) => {
      const r = servicePortEntry('svc', port);
      if ('entry' in r) throw new Error(`forwarded: ${r.entry}`);
      return r.why;
    };
    expect(why('5353:5353/udp')).toBe("5353:5353/udp is UDP: the step's network forwards TCP only");
    expect(why('8000-8002:8000-8002')).toMatch(/publishes a range/);
    expect(why('10.0.0.5:5432:5432')).toMatch(/is published on 10\.0\.0\.5, not on 127\.0\.0\.1/);
    expect(why('[::1]:5432:5432')).toMatch(/is published on ::1/);
    expect(why('80:80')).toBe(
      "80:80 publishes the host port 80; the step's network forwards ports 1024-65535 only: publish it on one of those (10080:80, say)",
    );
    expect(why('3128:3128')).toMatch(/publishes the host port 3128, where Ralph's egress proxy listens/);
    expect(why('${{ matrix.port }}:5432')).toMatch(/is an expression init cannot read/);
    expect(why('a:b:c:d')).toMatch(/is not a port mapping docker reads/);
  });

  it("gathers a job's services: each entry once, and a service without ports said", () => {
    expect(
      serviceNetwork({
        postgres: { image: 'postgres:16', ports: ['5432:5432', 5432] },
        pg2: { image: 'postgres:16', ports: ['5432:5432'] },
        dns: { image: 'coredns', ports: ['5353/udp'] },
        worker: { image: 'worker' },
      }),
    ).toEqual({
      entries: ['localhost:5432', "localhost:${{ job.services.postgres.ports['5432'] }}"],
      leftOut: [
        "dns: 5353/udp is UDP: the step's network forwards TCP only",
        "worker publishes no ports: it is not on the runner's loopback (only a job in a container reaches it by name), so no step reaches it",
      ],
    });
  });
});

describe('the workflow init writes for a CI with services', () => {
  const CI = `on: pull_request
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        ports: ['5432:5432']
      redis:
        image: redis:7
        ports: ['6379/tcp', '5353/udp']
      worker:
        image: worker:1
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - run: npm test
        env:
          REDIS_URL: redis://localhost:\${{ job.services.redis.ports['6379'] }}/\${{ github.event_name }}
          WORKER: \${{ job.services.worker.id }}
`;
  const files = { '.github/workflows/ci.yml': CI, 'package.json': '{"scripts":{"test":"vitest"}}' };

  it("gives each step that runs the repository code the services' ports, not the open network", async () => {
    const d = detectProject(readerFromFiles(files));
    const workflow = renderWorkflow({
      gates: d.gates,
      setupSteps: d.setupSteps,
      services: d.services,
      servicePorts: d.servicePorts,
    });
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    const steps = (parse(workflow) as { jobs: { task: { steps: Array<{ with?: Record<string, string> }> } } })
      .jobs.task.steps;
    const ralph = steps.filter((s) => ['setup', 'run', 'gate'].includes(String(s.with?.command)));
    expect(ralph.map((s) => s.with?.command)).toEqual(['setup', 'run', 'gate']);
    const value = "localhost:5432, localhost:${{ job.services.redis.ports['6379'] }}";
    for (const s of ralph) expect(s.with?.network).toBe(value);
    // The CI step's env that reads a service's port, the rest evaluated, on every one of them;
    // one that reads another part of job.services is left out, said.
    expect(d.servicePorts).toEqual({
      REDIS_URL: "redis://localhost:${{ job.services.redis.ports['6379'] }}/pull_request",
    });
    for (const s of ralph) expect((s as { env?: unknown }).env).toMatchObject(d.servicePorts!);
    expect(d.notes.some((n) => n.includes('env WORKER is') && n.endsWith('left out'))).toBe(true);
    // As Ralph reads it once the runner has put the chosen port in.
    expect(parseNetworkInput(value.replace(/\$\{\{.*\}\}/, '49153'))).toEqual({
      allowed: ['localhost:5432', 'localhost:49153'],
    });
    expect(workflow).not.toMatch(/network: open/);
    const notes = d.notes.filter((n) => n.startsWith('services'));
    expect(notes).toEqual([
      `services (postgres, redis, worker): their ports on the runner's loopback are forwarded into the network of the task job's setup, agent and gate steps (network: ${value}), which keep Ralph's egress proxy and reach nothing else of the runner`,
      "services: redis: 5353/udp is UDP: the step's network forwards TCP only",
      "services: worker publishes no ports: it is not on the runner's loopback (only a job in a container reaches it by name), so no step reaches it",
    ]);
  });

  it('flags a workflow an older init wrote, whose steps took the open network for the services', () => {
    const d = detectProject(readerFromFiles(files));
    const workflow = renderWorkflow({ gates: d.gates, setupSteps: d.setupSteps, services: d.services });
    expect(layoutProblems(parse(workflow))).toEqual([]);
    const older = workflow.replace(/network: ".*"/g, 'network: open');
    const value = "localhost:5432, localhost:${{ job.services.redis.ports['6379'] }}";
    expect(layoutProblems(parse(older))).toEqual(
      ['npm ci', 'Agent', 'Gate: npm test'].map(
        (step) =>
          `job "task", step "${step}": \`network: open\` gives the repository's code the runner's whole network for the services; write \`network: "${value}"\`, which forwards their ports alone and keeps Ralph's egress proxy (\`ralph init --force\` writes it; to keep the open network on purpose, say "network": "open" in the plan)`,
      ),
    );
    // The plan's open still opens a step whatever its input forwards.
    expect(networkPolicy({ plan: 'open', input: parseNetworkInput('localhost:5432') })).toEqual({
      open: true,
    });
  });

  it("reads a service id with a dash as GitHub's parser and actionlint do", async () => {
    const workflow = renderWorkflow({
      gates: [{ name: 'test', command: 'true' }],
      services: { 'my-db': { image: 'postgres:16', ports: [5432] } },
    });
    expect(workflow).toContain(`network: "localhost:\${{ job.services.my-db.ports['5432'] }}"`);
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
  });

  it('writes no network input when no service publishes a port it can forward', () => {
    const workflow = renderWorkflow({
      gates: [{ name: 'test', command: 'true' }],
      services: { w: { image: 'w' } },
    });
    expect(workflow).not.toMatch(/network:/);
  });

  it("says so when a service's port expression names no published port", () => {
    expect(() => parseNetworkInput('localhost:')).toThrow(
      `the input 'network': "localhost:" names no port of the runner's loopback; write localhost:PORT; where it reads a service's port, job.services.<id>.ports['<container port>'] must name a port that service publishes.`,
    );
  });
});
