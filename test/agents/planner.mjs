// Scripted plan agent for plan-mode tests: reads the plan prompt on stdin, finds the specs and
// the output file in it, and answers as PLANNER_MODE says. Each markdown spec becomes one spec
// entry (the id the prompt gives it); each list item (`- ...`) of the spec becomes a task
// `<spec-id>-<n>` depending on the one before it.
// Env (set by the test):
//   PLANNER_MODE     good (write the output file), print (a ```json block on stdout),
//                    malformed-then-good, schema-then-good, cycle-then-good, always-bad
//                    (the first ones answer badly until the prompt holds the retry section)
//   PLANNER_PROMPTS  directory where each prompt is saved as plan.<n>.md (n = 1, 2, ...)
//   PLANNER_PLAN     a JSON file to answer with instead of the plan made from the specs
//   PLANNER_EDIT_PLAN  when set, the agent also scribbles on implementation.json
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let prompt = '';
for await (const chunk of process.stdin) prompt += chunk;

const promptsDir = process.env.PLANNER_PROMPTS;
if (promptsDir) {
  mkdirSync(promptsDir, { recursive: true });
  const n = readdirSync(promptsDir).filter((f) => /^plan\.\d+\.md$/.test(f)).length + 1;
  writeFileSync(join(promptsDir, `plan.${n}.md`), prompt);
}

const retry = prompt.includes('## Your previous answer was not valid');
const outputFile = /Write the plan as JSON to the file `([^`]+)`/.exec(prompt)?.[1];
if (!outputFile) {
  console.error('planner: no output file in the prompt');
  process.exit(3);
}

function planFromSpecs() {
  if (process.env.PLANNER_PLAN) return JSON.parse(readFileSync(process.env.PLANNER_PLAN, 'utf8'));
  const specs = [];
  const re = /^### Spec `([^`]+)` \(from `([^`]+)`\)\n\n(`{3,})markdown\n([\s\S]*?)\3(?!`)/gm;
  for (const m of prompt.matchAll(re)) {
    const [, id, file, , text] = m;
    const name = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? id;
    const items = [...text.matchAll(/^\s*[-*]\s+(?:\[[ xX]\]\s+)?(.+)$/gm)].map((x) => x[1].trim());
    if (items.length === 0) items.push(`Implement ${name}`);
    const tasks = items.map((description, i) => ({
      id: `${id}-${i + 1}`,
      description,
      status: 'pending',
      acceptanceCriteria: [`${description} works`],
      ...(i > 0 ? { dependsOn: [`${id}-${i}`] } : {}),
    }));
    specs.push({ id, file, name, tasks });
  }
  return { specs };
}

function writeAnswer(plan) {
  mkdirSync(dirname(outputFile), { recursive: true });
  writeFileSync(outputFile, `${JSON.stringify(plan, null, 2)}\n`);
  console.log(`planner: wrote ${outputFile}`);
}

/** Schema problems: a task without a description, a status that does not exist. */
function schemaBroken(plan) {
  const bad = structuredClone(plan);
  const tasks = bad.specs[0].tasks;
  delete tasks[0].description;
  if (tasks[1]) tasks[1].status = 'done';
  return bad;
}

if (process.env.PLANNER_EDIT_PLAN && existsSync('implementation.json'))
  appendFileSync('implementation.json', '\n{"scribbled": true}\n');

const mode = process.env.PLANNER_MODE ?? 'good';
const good = planFromSpecs();
switch (mode) {
  case 'good':
    writeAnswer(good);
    break;
  case 'print':
    console.log('I read the specs. Here is the plan:\n');
    console.log(`\`\`\`json\n${JSON.stringify(good, null, 2)}\n\`\`\``);
    break;
  case 'malformed-then-good':
    if (retry) writeAnswer(good);
    else
      console.log('Here is the plan:\n```json\n{\n  "specs": [\n    { "id": "x" "tasks": [] }\n  ]\n}\n```');
    break;
  case 'schema-then-good':
    writeAnswer(retry ? good : schemaBroken(good));
    break;
  case 'cycle-then-good': {
    if (retry) writeAnswer(good);
    else {
      const bad = structuredClone(good);
      const tasks = bad.specs[0].tasks;
      tasks[0].dependsOn = [tasks.at(-1).id];
      writeAnswer(bad);
    }
    break;
  }
  case 'always-bad':
    writeAnswer(schemaBroken(good));
    break;
  default:
    console.error(`planner: unknown PLANNER_MODE "${mode}"`);
    process.exit(3);
}
