// `prd`: the `prd.json` of the original Ralph loop (snarktank/ralph: `prd.json.example`,
// `prompt.md`, `ralph.sh`, `skills/ralph/SKILL.md`): `{ project, branchName, description,
// userStories: [{ id, title, description, acceptanceCriteria, priority, passes, notes }] }`.
// The PRD becomes one spec (named after its branch, without the `ralph/` prefix, since Ralph
// adds its own); `passes: true` means completed; notes become hints.
// The loop always takes the highest-priority story (the lowest number) whose `passes` is false,
// and never skips one that keeps failing. So stories become tasks in priority order (equal
// priorities keep the file's order), and each story that does not pass yet depends on the one
// before it that does not pass yet: a story Ralph has to block holds back the later ones, as
// it would in the original loop.
import { z } from 'zod';
import type { Task } from '../core/plan/plan.js';
import {
  checkShape,
  DroppedFields,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  parseJsonSource,
  place,
  priorityRank,
  readSource,
  type SourceReader,
  sortByPriority,
  text,
  tryList,
  warnUnmapped,
} from './kit/index.js';

const StorySchema = z.looseObject({
  id: z.union([z.string().min(1), z.number()], { error: 'expected a story id such as "US-001"' }),
  title: z.string().min(1),
  description: z.string().nullish(),
  acceptanceCriteria: z.array(z.string()).nullish(),
  priority: z.union([z.number(), z.string()]).nullish(),
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

  const seen = new DroppedFields('stories');
  const stories = prd.userStories.map((value, i) => {
    const at = ['userStories', i];
    const story = checkShape(doc, StorySchema, value, at);
    warnUnmapped(story, STORY_KEYS, (k) => place(doc, [...at, k]), seen, warnings);
    return { story, at };
  });
  seen.flush(warnings);
  // Priority order (lower first); stories without one come after those with one, in file order.
  const ordered = sortByPriority(
    stories,
    ({ story, at }) => priorityRank(story.priority, place(doc, [...at, 'priority']), warnings),
    Number.MAX_SAFE_INTEGER,
  );

  const firstAt = new Map<string, string>();
  const taskIds = new IdAllocator('task', warnings);
  let previous: string | undefined;
  const tasks: Task[] = ordered.map(({ story, at }) => {
    const raw = String(story.id).trim();
    const here = place(doc, [...at, 'id']);
    const first = firstAt.get(raw);
    if (first)
      throw new ImportError(
        `${here}: story id "${raw}" is also used at ${first}; give each story its own id`,
      );
    firstAt.set(raw, here);
    const id = taskIds.take(raw, here);
    const passes = story.passes === true;
    const dependsOn = !passes && previous !== undefined ? [previous] : undefined;
    if (!passes) previous = id;
    return {
      id,
      title: story.title.trim(),
      description: text(story.description) ?? story.title.trim(),
      status: passes ? 'completed' : 'pending',
      acceptanceCriteria: story.acceptanceCriteria ?? undefined,
      dependsOn,
      hints: text(story.notes),
    };
  });

  const branch = prd.branchName?.trim().replace(/^ralph\//, '');
  const specRaw = branch || prd.project?.trim() || 'prd';
  const spec = {
    id: new IdAllocator('spec', warnings).takeSpec(
      specRaw,
      place(doc, [branch ? 'branchName' : 'project']),
      branch ? 'branch' : 'project',
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
