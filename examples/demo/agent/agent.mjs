#!/usr/bin/env node
// The demo's scripted coding agent: a real process that reads its prompt on stdin, writes the
// files of its task (from the canned answers below) and ends with a marker, as a coding-agent
// CLI would. greeting-2 gets it wrong the first time, so the demo shows a gate failure and a
// retry whose prompt holds the failing test's output; farewell-2 is blocked until a person
// answers with the phrase (`/ralph retry farewell-2 ...`, whose answer reaches the prompt); a
// follow-up task from a review of the Greeting pull request documents greet().
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const greet1 = "export function greet(name) {\n  return `Hello, ${name}!`;\n}\n";
const greet2 = (who) => `export function greet(name = '${who}') {\n  return \`Hello, \${name}!\`;\n}\n`;
const shout = "\nexport function shout(name) {\n  return greet(name).toUpperCase();\n}\n";

const ANSWERS = {
  'greeting-1': () => ({ 'src/greet.mjs': greet1 }),
  // First attempt: a capital W, which the test gate catches; the retry reads the failure.
  'greeting-2': (attempt, prompt) => ({
    'src/greet.mjs': greet2(attempt === 1 && !prompt.includes("'Hello, World!'") ? 'World' : 'world'),
  }),
  'greeting-3': () => ({ 'src/greet.mjs': greet2('world') + shout }),
  'farewell-1': () => ({ 'src/farewell.mjs': "export function bye(name) {\n  return `Goodbye, ${name}.`;\n}\n" }),
  'farewell-2': (_attempt, prompt) => {
    const phrase = /Qapla'/.exec(prompt);
    if (!phrase) return 'nobody on this team speaks Klingon; a person must supply the phrase';
    const bye = readFileSync('src/farewell.mjs', 'utf8');
    return { 'src/farewell.mjs': `${bye}\nexport function byeKlingon(name) {\n  return \`Qapla', \${name}!\`;\n}\n` };
  },
};

let prompt = '';
for await (const chunk of process.stdin) prompt += chunk;
const task = process.env.RALPH_TASK_ID;
const attempt = Number(process.env.RALPH_ATTEMPT ?? 1);
console.log(`demo agent: task ${task}, attempt ${attempt}, prompt of ${prompt.length} bytes`);
// A follow-up task from a review: the reviewer asked for a doc comment on greet().
const review = task?.includes('-review-')
  ? () => {
      const src = existsSync('src/greet.mjs') ? readFileSync('src/greet.mjs', 'utf8') : '';
      return { 'src/greet.mjs': `/** Greets someone by name (the world, when nobody is named). */\n${src}` };
    }
  : undefined;
const answer = (ANSWERS[task] ?? review)?.(attempt, prompt);
if (typeof answer === 'string') {
  console.log(`<TASK_BLOCKED reason="${answer}">`);
} else if (answer) {
  for (const [path, content] of Object.entries(answer)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    console.log(`wrote ${path}`);
  }
  console.log('<TASK_DONE>');
} else {
  console.log(`no canned answer for ${task}`);
}
