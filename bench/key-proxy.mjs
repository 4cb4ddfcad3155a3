// Ralph's key proxy (docs/ARCHITECTURE.md#trust): what it costs an agent's model calls. One
// process (bench/key-proxy-run.ts, through tsx: it uses the proxy's source, which the bundle does
// not export) times the same requests direct and through the proxy against an upstream in a
// process of its own, interleaved: a small streamed answer (the shape of a model call) and a
// 100 MB download by curl, and how long the proxy takes to start and stop.
import { join } from 'node:path';

const NAME = 'key proxy';

/** The bench entries (see run.mjs's header). */
export function keyProxyBenchmarks({ node, root }) {
  return [
    {
      name: NAME,
      what: 'src/adapters/key-proxy.ts: a small SSE answer (median of 200) and a 100 MB download (best of 3), direct and through the proxy; its start-up (median of 20)',
      runs: 1,
      warmup: 0,
      command: () => [node, '--import', 'tsx', join(root, 'bench', 'key-proxy-run.ts')],
      cwd: () => root,
      check(r) {
        try {
          JSON.parse(r.stdout.trim().split('\n').at(-1));
          return undefined;
        } catch {
          return `no figures from key-proxy-run.ts:\n${r.stdout.slice(-1000)}${r.stderr.slice(-1000)}`;
        }
      },
      observe: (r) => JSON.parse(r.stdout.trim().split('\n').at(-1)),
      figures(_ctx, result) {
        const o = result.observed.at(-1);
        const added = o.small.proxied - o.small.direct;
        const ratio = o.big.proxied / o.big.direct;
        return [
          {
            label: `key proxy: a small streamed model answer, through the proxy against direct (medians of ${o.small.runs})`,
            value: `+${added.toFixed(2)} ms: ${o.small.proxied.toFixed(2)} ms against ${o.small.direct.toFixed(2)} ms`,
            aim: { pass: added <= 5, text: 'at most 5 ms added to a model call (which takes seconds)' },
          },
          {
            label:
              'key proxy: a 100 MB download on loopback, through the proxy against direct (best of 3 each)',
            value: `${(ratio * 100).toFixed(0)}%: ${o.big.proxied.toFixed(0)} MB/s against ${o.big.direct.toFixed(0)} MB/s`,
          },
          {
            label: 'key proxy: start and stop (TCP and unix socket; median of 20)',
            value: `${o.start.toFixed(2)} ms`,
          },
        ];
      },
    },
  ];
}
