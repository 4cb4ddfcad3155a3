// Mermaid's own parser in Node. Mermaid sanitises labels with DOMPurify, which needs a DOM
// when it loads: a jsdom window is put on globalThis before mermaid is imported.
import { JSDOM } from 'jsdom';

type Mermaid = typeof import('mermaid').default;
let loaded: Promise<Mermaid> | undefined;

export function loadMermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    const dom = new JSDOM('<!doctype html><html><body></body></html>');
    const g = globalThis as Record<string, unknown>;
    g.window ??= dom.window;
    g.document ??= dom.window.document;
    const mermaid = (await import('mermaid')).default;
    // As GitHub runs it: strict security, Mermaid's default limits.
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    return mermaid;
  })();
  return loaded;
}

/** Parses diagram text as Mermaid does before it renders; throws Mermaid's error. */
export async function parseMermaid(text: string): Promise<string> {
  const mermaid = await loadMermaid();
  const r = await mermaid.parse(text);
  if (!r) throw new Error('mermaid.parse gave nothing');
  return r.diagramType;
}
