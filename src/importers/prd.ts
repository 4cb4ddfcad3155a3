// `prd`: a `prd.json` of user stories, as the original Ralph loop keeps them:
// `{ project, branchName, description, userStories: [{ id, title, description,
// acceptanceCriteria, priority, passes, notes }] }`. The PRD becomes one spec (named after its
// branch, without a `ralph/` prefix, since Ralph adds its own); stories become tasks in
// priority order; `passes: true` means completed; notes become hints.
import { z } from 'zod';
import type { Task } from '../core/plan.js';
import {
  checkShape,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  parseJsonSource,
  place,
  readSource,
  type SourceReader,
  text,
  tryList,
  warnUnmapped,
} from './common.js';

const StorySchema = z.looseObject({
  id: z.union([z.string().min(1), z.number()], { error: 'expected a story id such as "US-001"' }),
  title: z.string().min(1),
  description: z.string().nullish(),
  acceptanceCriteria: z.array(z.string()).nullish(),
  priority: z.number().nullish(),
  passes: z.boolean().nullish(),
  notes: z.string().nullish(),
});

const PrdSchema = z.looseObject({
  project: z.string().nullish(),
  branchName: z.string().nullish(),
  description: z.string().nullish(),
  userStories: z.array(z.unknown()),
});

const PRD_KEYS = new Set(Object.keys(PrdSchema.shape));
const STORY_KEYS = new Set(Object.keys(StorySchema.shape));

export const importPrd: Importer = (path, reader) => {
  const warnings: string[] = [];
  const file = findFile(path, reader);
  const doc = parseJsonSource(file, readSource(reader, file));
  const prd = checkShape(doc, PrdSchema, doc.value);
  warnUnmapped(prd, PRD_KEYS, (k) => place(doc, [k]), new Set(), warnings);
  if (prd.userStories.length === 0)
    throw new ImportError(`${place(doc, ['userStories'])}: no stories; add at least one`);

  const seen = new Set<string>();
  const stories = prd.userStories.map((value, i) => {
    const at = ['userStories', i];
    const story = checkShape(doc, StorySchema, value, at);
    warnUnmapped(story, STORY_KEYS, (k) => place(doc, [...at, k]), seen, warnings);
    return { story, at, index: i };
  });
  // Priority order (lower first); stories without one keep their place after those with one.
  stories.sort(
    (a, b) =>
      (a.story.priority ?? Number.MAX_SAFE_INTEGER) - (b.story.priority ?? Number.MAX_SAFE_INTEGER) ||
      a.index - b.index,
  );

  const firstAt = new Map<string, string>();
  const taskIds = new IdAllocator('task', warnings);
  const tasks: Task[] = stories.map(({ story, at }) => {
    const raw = String(story.id).trim();
    const here = place(doc, [...at, 'id']);
    const first = firstAt.get(raw);
    if (first)
      throw new ImportError(
        `${here}: story id "${raw}" is also used at ${first}; give each story its own id`,
      );
    firstAt.set(raw, here);
    return {
      id: taskIds.take(raw, here),
      title: story.title.trim(),
      description: text(story.description) ?? story.title.trim(),
      status: story.passes ? 'completed' : 'pending',
      acceptanceCriteria: story.acceptanceCriteria ?? undefined,
      hints: text(story.notes),
    };
  });

  const branch = prd.branchName?.trim().replace(/^ralph\//, '');
  const specRaw = branch || prd.project?.trim() || 'prd';
  const spec = {
    id: new IdAllocator('spec', warnings).take(
      specRaw,
      place(doc, [branch ? 'branchName' : 'project']),
      true,
    ),
    name: prd.project?.trim() || undefined,
    context: text(prd.description),
    tasks,
  };
  return { plan: finishPlan('prd', { specs: [spec] }, warnings), warnings };
};

/** PATH is prd.json, or a directory holding it (itself, or scripts/ralph/ as the original loop has it). */
function findFile(path: string, reader: SourceReader): string {
  if (tryList(reader, path) === undefined) return path;
  for (const dir of [path, joinPath(path, 'scripts/ralph')])
    if (tryList(reader, dir)?.includes('prd.json')) return joinPath(dir, 'prd.json');
  throw new ImportError(`${path}: no prd.json here; pass the file`);
}
