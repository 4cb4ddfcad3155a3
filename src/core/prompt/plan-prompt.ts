// Plan mode's prompt and answer parsing (docs/ARCHITECTURE.md#plan-mode-and-importers). Pure: the markdown specs, the plan as
// it is and the previous attempt's problems in, the prompt out; the same input gives the same
// bytes. The agent answers with the plan as JSON, in a file or in a ```json block, and
// `extractPlanJson` finds it in what the agent printed. Plan mode needs no completion marker,
// and no line of the prompt is one (quoted spec text and answers are neutralised), so an agent
// echoing its prompt never looks like it signalled anything.
import { type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { Plan } from '../plan/plan.js';
import { unsafeIdReason } from '../plan/problem.js';
import { fenced, neutraliseMarkers } from './text.js';

export interface PlanPromptInput {
  /** The markdown specs, repository-relative paths with their text, in the order to list them. */
  specs: ReadonlyArray<{ path: string; text: string }>;
  /** The plan as it is now: its spec and task ids are to be kept. */
  existing?: Plan;
  /** Where the agent writes its answer, relative to the repository root. */
  outputFile: string;
  /** The previous attempt's problems, each one line, quoted verbatim. */
  errors?: readonly string[];
  /** The previous attempt's answer (its JSON text), shown back with the problems. */
  previousOutput?: string;
}

/** The heading of the retry section; scripted agents look for it. */
export const PREVIOUS_INVALID_HEADING = 'Your previous answer was not valid';

/** How much of the previous answer the retry prompt shows. */
const PREVIOUS_OUTPUT_CHARS = 30_000;
/** How much of an existing task's description the list of kept ids shows. */
const DESCRIPTION_CHARS = 120;

const EXAMPLE = {
  specs: [
    {
      id: 'greeting',
      file: 'specs/greeting.md',
      name: 'Greeting command',
      priority: 1,
      context: 'A CLI written in TypeScript; commands live in src/commands/.',
      acceptanceCriteria: ['`app greet NAME` prints "Hello, NAME!"'],
      tasks: [
        {
          id: 'greeting-1',
          title: 'Greeting function',
          description: 'Add greet(name) in src/greet.ts returning "Hello, <name>!", with unit tests.',
          status: 'pending',
          acceptanceCriteria: ['greet("Ada") returns "Hello, Ada!"', 'the tests in test/greet.test.ts pass'],
          outputArtifacts: ['src/greet.ts', 'test/greet.test.ts'],
          complexity: 'light',
        },
        {
          id: 'greeting-2',
          title: 'greet command',
          description: 'Add the `greet NAME` command that prints greet(NAME); exit code 2 without NAME.',
          status: 'pending',
          acceptanceCriteria: ['`app greet Ada` prints "Hello, Ada!"', '`app greet` exits with code 2'],
          dependsOn: ['greeting-1'],
          contextFiles: ['src/commands/index.ts'],
        },
      ],
    },
  ],
};

/**
 * The spec id for a markdown file: its name without the extension, lowercased, with every
 * run of other characters turned into "-", so it is safe as a branch name (`ralph/<id>`).
 */
export function specIdFromPath(path: string): string {
  const name = (path.split('/').pop() ?? path).replace(/\.(md|markdown)$/i, '');
  let id = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 100)
    .replace(/(\.lock)+$/, '')
    .replace(/[.\-_]+$/, '');
  if (id === '' || unsafeIdReason(id)) id = 'spec';
  return id;
}

/**
 * The id each markdown spec gets: the id of the plan's spec planned from that file when there
 * is one (ids are kept), else one from the file name; files whose names give the same id get
 * their directories in front (`api-auth`), then a number.
 */
export function specIdsFor(paths: readonly string[], existing?: Plan): Map<string, string> {
  const out = new Map<string, string>();
  const fileOf = new Map<string, string | undefined>();
  for (const spec of existing?.specs ?? []) if (!fileOf.has(spec.id)) fileOf.set(spec.id, spec.file);
  const taken = new Set<string>();
  for (const path of paths) {
    const kept = existing?.specs.find((s) => s.file === path)?.id;
    if (kept !== undefined && !taken.has(kept)) {
      out.set(path, kept);
      taken.add(kept);
    }
  }
  // A plan spec planned from another file keeps its id; a hand-made one (no file) is matched.
  const unavailable = (id: string) => taken.has(id) || fileOf.get(id) !== undefined;
  for (const path of paths) {
    if (out.has(path)) continue;
    const base = specIdFromPath(path);
    let id = base;
    if (unavailable(id)) {
      const dirs = path.split('/').slice(1, -1);
      if (dirs.length > 0) id = specIdFromPath(`${[...dirs, base].join('-')}.md`);
    }
    for (let n = 2; unavailable(id); n++) id = `${base}-${n}`;
    out.set(path, id);
    taken.add(id);
  }
  return new Map(paths.map((p) => [p, out.get(p)!]));
}

/** The plan prompt: the format, the rules, the ids to keep, the specs, the previous problems. */
export function generatePlanPrompt(input: PlanPromptInput): string {
  const ids = specIdsFor(
    input.specs.map((s) => s.path),
    input.existing,
  );
  const sections = [
    intro(),
    format(input.existing),
    example(),
    howToPlan(),
    existingPlan(input.existing, ids),
    theSpecs(input.specs, ids),
    previousProblems(input.errors, input.previousOutput),
    yourAnswer(input.outputFile),
  ].filter((s): s is string => s !== undefined);
  return `${sections.join('\n\n')}\n`;
}

function intro(): string {
  return [
    '# Plan the work: turn the specs into implementation.json',
    '',
    'You are the planner for Ralph, which runs coding agents on a plan: one small task per agent session,',
    'with quality gates (typecheck, lint, tests, build) deciding whether a task is done. Read the',
    'specifications below and break each one into small tasks that such a session can finish and verify.',
    'Do not build anything yourself: change no file in the repository other than the output file named',
    'at the end. You may read the repository to learn its layout, language and conventions.',
  ].join('\n');
}

function format(existing: Plan | undefined): string {
  const disciplines = (existing?.disciplines ?? []).map((d) => d.name);
  const features = (existing?.features ?? []).map((f) => f.name);
  const lines = [
    '## The plan format',
    '',
    'Your answer is one JSON object with a `specs` array (nothing else at the top level). Each spec:',
    '',
    '- `id` (required): given below for each spec; it becomes a branch name (`ralph/<id>`).',
    '- `file`: the markdown file the spec comes from, as given below.',
    '- `name`: a short human title.',
    '- `priority`: a number, lower runs first; give specs that others build on a lower number.',
    "- `context`: background every task of the spec needs that the tasks' own text does not say.",
    '- `acceptanceCriteria`: a list of statements that hold when the whole spec is done.',
    '- `tasks` (required): the list of tasks, in the order they should be done.',
    '',
    'Each task:',
    '',
    '- `id` (required): unique across the whole plan; letters, digits, ".", "_" and "-", starting with',
    '  a letter or digit; new tasks are named `<spec-id>-<number>`.',
    '- `title`: a few words.',
    '- `description` (required): what to build, specific enough for an engineer who has not read the',
    '  spec: the files, functions, commands or endpoints involved and the behaviour expected.',
    '- `status` (required): `"pending"` for every task you write.',
    '- `acceptanceCriteria`: a list of checkable statements that are true once the task is done.',
    '- `dependsOn`: ids of tasks (of any spec) that must be completed before this one; no cycles.',
    '- `contextFiles`: repository paths (relative, inside the repository) the agent should read first.',
    '- `outputArtifacts`: repository paths the task must create.',
    '- `hints`: how to approach the task, pitfalls to avoid.',
    '- `complexity`: `"light"`, `"standard"` or `"heavy"`, when the size is clear.',
  ];
  if (disciplines.length > 0)
    lines.push(`- \`discipline\`: only one of ${disciplines.map((n) => `\`${n}\``).join(', ')}.`);
  if (features.length > 0)
    lines.push(`- \`feature\`: only one of ${features.map((n) => `\`${n}\``).join(', ')}.`);
  return lines.join('\n');
}

function example(): string {
  return ['## Example', '', fenced(JSON.stringify(EXAMPLE, null, 2), 'json')].join('\n');
}

function howToPlan(): string {
  return [
    '## How to plan',
    '',
    '- One spec entry per markdown spec below, with the `id` and `file` given for it; no other specs.',
    '- Small tasks: each one focused change that one agent session can finish and check (a function',
    '  with its tests, one endpoint, one command), never "implement the spec".',
    '- Every task gets acceptance criteria a reviewer or a test can check.',
    '- Foundations first; a task depends only on the tasks it really needs (`dependsOn`), so',
    '  independent work can run in parallel.',
    '- Cover everything the spec asks for, and add nothing it does not ask for.',
    '- Tests belong to the task whose code they test, not to a separate task at the end.',
  ].join('\n');
}

function existingPlan(existing: Plan | undefined, ids: Map<string, string>): string | undefined {
  if (!existing || existing.specs.length === 0) return undefined;
  const planned = new Set(ids.values());
  const lines = [
    '## The plan as it is',
    '',
    'implementation.json already has the specs and tasks below. Keep their ids: a task that still',
    'describes needed work keeps its id even when you reword it, and new work gets ids not listed',
    'here. Leave a task out only when the spec no longer asks for it. Ralph keeps the status, attempts',
    'and comments of every task whatever you write, so write `"status": "pending"` and do not add a',
    'dependency to a task that is already completed.',
  ];
  const specLines = (ofPlanned: boolean) => {
    const out: string[] = [];
    for (const spec of existing.specs) {
      if (planned.has(spec.id) !== ofPlanned) continue;
      const about = [spec.file ? `from \`${spec.file}\`` : '', spec.name ? `"${oneLine(spec.name)}"` : '']
        .filter(Boolean)
        .join(', ');
      out.push(`- spec \`${spec.id}\`${about ? ` (${about})` : ''}`);
      for (const task of spec.tasks)
        out.push(`  - \`${task.id}\` [${task.status}]: ${oneLine(task.title ?? task.description)}`);
    }
    return out;
  };
  const mine = specLines(true);
  if (mine.length > 0) lines.push('', ...mine);
  const others = specLines(false);
  if (others.length > 0)
    lines.push(
      '',
      'These other specs stay as they are: leave them out of your answer. Their task ids are taken,',
      'and your tasks may depend on them.',
      '',
      ...others,
    );
  return lines.join('\n');
}

function theSpecs(specs: PlanPromptInput['specs'], ids: Map<string, string>): string {
  const blocks = specs.map((s) => {
    const text = neutraliseMarkers(s.text);
    return `### Spec \`${ids.get(s.path)}\` (from \`${s.path}\`)\n\n${fenced(text, 'markdown')}`;
  });
  return ['## The specs', '', blocks.join('\n\n')].join('\n');
}

function previousProblems(
  errors: readonly string[] | undefined,
  previous: string | undefined,
): string | undefined {
  if (!errors || errors.length === 0) return undefined;
  const lines = [
    `## ${PREVIOUS_INVALID_HEADING}`,
    '',
    `Ralph checked your previous answer and found ${errors.length === 1 ? 'this problem' : `these ${errors.length} problems`}:`,
    '',
    ...errors.map((e) => `- ${neutraliseMarkers(e)}`),
  ];
  if (previous !== undefined && previous.trim() !== '') {
    const shown =
      previous.length > PREVIOUS_OUTPUT_CHARS
        ? `${previous.slice(0, PREVIOUS_OUTPUT_CHARS)}\n[... ${previous.length - PREVIOUS_OUTPUT_CHARS} more characters not shown ...]`
        : previous;
    lines.push('', 'Your previous answer was:', '', fenced(neutraliseMarkers(shown), 'json'));
  }
  lines.push('', 'Fix every problem and answer again with the whole plan, not only the changes.');
  return lines.join('\n');
}

function yourAnswer(outputFile: string): string {
  return [
    '## Your answer',
    '',
    `Write the plan as JSON to the file \`${outputFile}\` (relative to the repository root; create its`,
    'directory if needed). If you cannot write files, print the plan as your final message instead, in',
    'one ```json fenced block. Only the JSON counts; Ralph checks it against the schema and the rules',
    'above, and merges it into implementation.json itself: do not edit implementation.json.',
  ].join('\n');
}

function oneLine(value: string): string {
  const line = value.split('\n').find((l) => l.trim() !== '') ?? '';
  const t = line.trim().replace(/\s+/g, ' ');
  return t.length > DESCRIPTION_CHARS ? `${t.slice(0, DESCRIPTION_CHARS - 3)}...` : t;
}

export interface ExtractedJson {
  /** The parsed value, when JSON was found and parses. */
  value?: unknown;
  /** Why no value: nothing found, or a parse error with its line and column. */
  error?: string;
  /** The JSON text that was parsed or tried (for showing back to the agent). */
  json?: string;
}

/** How much of the end of a text the search for a bare `{...}` looks at. */
const SCAN_CHARS = 2_000_000;

/**
 * The plan JSON in an agent's answer: the last ```json fenced block, else the last top-level
 * `{...}` that parses. A block that does not parse gives the parser's error with line and
 * column (counted within the block).
 */
export function extractPlanJson(text: string): ExtractedJson {
  const block = lastJsonBlock(text);
  if (block !== undefined) {
    const parsed = parseJson(block);
    if (parsed.error !== undefined)
      return { error: `${parsed.error} (in the last \`\`\`json block)`, json: block };
    return { value: parsed.value, json: block };
  }
  const start = Math.max(0, text.length - SCAN_CHARS);
  const candidates = topLevelObjects(text, start);
  for (let i = candidates.length - 1; i >= 0; i--) {
    const [from, to] = candidates[i]!;
    const json = text.slice(from, to);
    try {
      return { value: JSON.parse(json), json };
    } catch {
      // an earlier object may parse
    }
  }
  const last = candidates.at(-1);
  if (last) {
    const json = text.slice(last[0], last[1]);
    return { error: `${parseJson(json).error} (in the last {...} object of the answer)`, json };
  }
  return { error: 'no JSON found: no ```json block and no {...} object' };
}

/**
 * Parses JSON text; on failure, the first syntax error as `invalid JSON at line L, column C:
 * <what>` (1-based, counted in `text`).
 */
export function parseJson(text: string): { value?: unknown; error?: string } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { value: JSON.parse(body) };
  } catch (e) {
    const errors: ParseError[] = [];
    parseTree(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    if (!first) return { error: `invalid JSON: ${(e as Error).message}` };
    let offset = first.offset;
    const code = printParseErrorCode(first.error);
    // The parser stops at the token after a missing comma (often on the next line); the comma
    // belongs right after the value before it.
    if (code === 'CommaExpected') while (offset > 0 && /\s/.test(body[offset - 1]!)) offset--;
    const { line, column } = lineColumn(body, offset);
    const what = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return { error: `invalid JSON at line ${line}, column ${column}: ${what}` };
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The content of the last fenced block whose info string is `json` (or `jsonc`); an unclosed one runs to the end. */
function lastJsonBlock(text: string): string | undefined {
  const lines = text.split('\n');
  let found: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})[ \t]*(json|jsonc)[ \t]*\r?$/i.exec(lines[i]!);
    if (open) {
      const fence = open[1]!;
      const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*\\r?$`);
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length && !close.test(lines[j]!); j++) body.push(lines[j]!.replace(/\r$/, ''));
      found = body.join('\n');
      i = j;
      continue;
    }
    // Skip other fenced blocks whole: a ```json line inside one is quoted text.
    const other = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]!);
    if (other) {
      const fence = other[1]!;
      const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*\\r?$`);
      let j = i + 1;
      while (j < lines.length && !close.test(lines[j]!)) j++;
      i = j;
    }
  }
  return found;
}

/**
 * The balanced `{...}` spans of `text` from `start` that sit inside no other one, found with
 * JSON's string rules; a span whose string runs over a line break is not JSON and is skipped.
 */
function topLevelObjects(text: string, start: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = start;
  for (;;) {
    const from = text.indexOf('{', i);
    if (from === -1) break;
    const to = matchBrace(text, from);
    if (to === -1) {
      i = from + 1;
      continue;
    }
    out.push([from, to]);
    i = to;
  }
  return out;
}

/** The index after the `}` closing the `{` at `from`, or -1. */
function matchBrace(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      else if (c === '\n') return -1;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return c === '}' ? i + 1 : -1;
      if (depth < 0) return -1;
    }
  }
  return -1;
}
