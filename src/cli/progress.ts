// What `ralph build` shows while it works. On a terminal: a live block with the tasks done so
// far, the current task with its elapsed time, and the agent's last lines, redrawn in place.
// Elsewhere (CI, pipes): one line per event, and the agent's last lines when it finishes.
import type { BuildEvent } from '../engine/build.js';

const OUTPUT_LINES = 5;
const ICONS: Record<string, string> = { completed: '✔', blocked: '⛔', failed: '✖', pending: '…' };

export interface Progress {
  event(e: BuildEvent): void;
  done(): void;
}

export function createProgress(write: (text: string) => void, live: boolean): Progress {
  const finished: string[] = [];
  let current: { label: string; started: number } | undefined;
  let lines: string[] = [];
  let partial = '';
  let drawn = 0;
  let timer: NodeJS.Timeout | undefined;

  const takeOutput = (text: string) => {
    const parts = (partial + text).split('\n');
    partial = parts.pop() ?? '';
    for (const p of parts) if (p.trim()) lines.push(p);
    if (lines.length > OUTPUT_LINES) lines = lines.slice(-OUTPUT_LINES);
  };

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

  const draw = () => {
    const width = Math.max(40, (process.stdout.columns ?? 100) - 1);
    const block = [...finished];
    if (current) {
      block.push(`▶ ${current.label}  ${seconds(Date.now() - current.started)}`);
      for (const l of lines) block.push(`  │ ${l}`.slice(0, width));
    }
    let out = drawn > 0 ? `\x1b[${drawn}F\x1b[J` : '';
    out += block.join('\n');
    process.stdout.write(`${out}\n`);
    drawn = block.length;
  };

  const say = (text: string) => {
    if (live) {
      finished.push(text);
      draw();
    } else write(text);
  };

  return {
    event(e) {
      switch (e.type) {
        case 'task':
          current = { label: `${e.spec}/${e.task} attempt ${e.attempt} on ${e.branch}`, started: Date.now() };
          lines = [];
          partial = '';
          if (live) {
            timer ??= setInterval(draw, 250);
            draw();
          } else write(`▶ ${current.label}`);
          break;
        case 'output':
          takeOutput(e.text);
          break;
        case 'agent':
          if (!live) for (const l of lines.slice(-3)) write(`  │ ${l}`);
          say(
            `  agent: ${e.outcome} in ${seconds(e.durationMs)}${e.reason ? ` (${e.reason.split('\n')[0]})` : ''}`,
          );
          break;
        case 'gate':
          say(
            `  gate ${e.result.name}: ${e.result.passed ? 'passed' : `failed (exit ${e.result.exitCode ?? 'none'})`} in ${seconds(e.result.durationMs)}`,
          );
          break;
        case 'attempt':
          current = undefined;
          say(
            `  ${ICONS[e.status] ?? '·'} ${e.task}: ${e.outcome} -> ${e.status}${e.outcome === 'passed' ? '' : `: ${e.summary.split('\n')[0]}`}`,
          );
          break;
        case 'spec-commit':
          say(`✔ spec ${e.spec}: one commit ${e.sha.slice(0, 7)} "${e.title}" on ${e.branch}`);
          break;
        case 'note':
          say(`  note: ${e.text}`);
          break;
      }
    },
    done() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (live && current) draw();
    },
  };
}
