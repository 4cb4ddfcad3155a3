#!/usr/bin/env node
// Function and file sizes in src/, to keep the code's structure honest: how many functions run
// over 80 and over 150 lines, which they are, and the largest files.
// Usage: node scripts/function-sizes.mjs [dir] [--top N] [--json]
// A function is any function declaration, method, constructor, accessor, function expression or
// arrow function; its length counts the lines from its first line to its last, comments included.
// A function nested in another is counted on its own as well (the outer one includes it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const json = args.includes('--json');
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 15;
const root = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top') ?? 'src';

function files(dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.(ts|mts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    })
    .sort();
}

/** The name a reader would look for: `detectNode`, `Build.run`, `classify (in detectNode)`. */
function nameOf(node, sf) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText(sf);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(sf);
  if (parent && ts.isCallExpression(parent))
    return `(callback of ${parent.expression.getText(sf).slice(0, 40)})`;
  return '(anonymous)';
}

const functions = [];
const fileSizes = [];
for (const path of files(root)) {
  const text = readFileSync(path, 'utf8');
  const file = relative(process.cwd(), path);
  fileSizes.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const visit = (node, outer) => {
    let inner = outer;
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = nameOf(node, sf);
      const full = outer ? `${name} (in ${outer})` : name;
      functions.push({ file, line: start + 1, name: full, lines: end - start + 1 });
      inner = outer ? `${name} in ${outer}` : name;
    }
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(sf, undefined);
}

functions.sort((a, b) => b.lines - a.lines);
fileSizes.sort((a, b) => b.lines - a.lines);
const over = (n) => functions.filter((f) => f.lines > n);
const report = {
  root,
  files: fileSizes.length,
  lines: fileSizes.reduce((s, f) => s + f.lines, 0),
  functions: functions.length,
  over80: over(80).length,
  over150: over(150).length,
  longestFunctions: over(80).slice(0, Math.max(top, over(80).length)),
  largestFiles: fileSizes.slice(0, top),
};
if (json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(
    `${root}: ${report.files} files, ${report.lines} lines, ${report.functions} functions; over 80 lines: ${report.over80}, over 150 lines: ${report.over150}`,
  );
  console.log('\nfunctions over 80 lines:');
  for (const f of report.longestFunctions)
    console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`\nlargest ${top} files:`);
  for (const f of report.largestFiles) console.log(`${String(f.lines).padStart(5)}  ${f.file}`);
}
