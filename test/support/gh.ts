// A stand-in for GitHub's CLI, `gh`, for tests that run what Ralph prints as a user would:
// `gh pr create --base main --head ralph/x --fill` and `gh workflow run ralph.yml`. It parses
// its arguments as gh does (cli/cli: pkg/cmd/pr/create/create.go and
// pkg/cmd/workflow/run/run.go, cobra and pflag): the flags each command has, short and long,
// `--flag value` and `--flag=value`; a stray argument to `pr create` is refused with gh's own
// "unknown argument" message (cmdutil.NoArgsQuoteReminder), an unknown flag with pflag's
// "unknown flag", both exit 1. `pr create` also needs its head branch on the remote, as gh does
// when given --head (it pushes nothing then). Each accepted call is appended to $GH_CALLS as a
// JSON line: {"command": [...], "flags": {...}, "args": [...]}.
// What it does not model: authentication, the GitHub API (no pull request is opened, no run
// started), prompts, and every other gh command (refused as unknown).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SCRIPT = String.raw`#!/usr/bin/env node
const { appendFileSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const argv = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write(message + '\n');
  process.exit(1);
};
const COMMANDS = {
  'pr create': {
    // name: [short, takes a value]
    flags: { base: ['B', true], head: ['H', true], fill: ['f', false], title: ['t', true], body: ['b', true],
      draft: ['d', false], 'body-file': ['F', true], web: ['w', false], 'fill-first': ['', false],
      'fill-verbose': ['', false], reviewer: ['r', true], assignee: ['a', true], label: ['l', true],
      project: ['p', true], milestone: ['m', true], 'no-maintainer-edit': ['', false], 'dry-run': ['', false] },
    maxArgs: 0,
  },
  'workflow run': {
    flags: { ref: ['r', true], 'raw-field': ['f', true], field: ['F', true], json: ['', false] },
    maxArgs: 1,
  },
};
const name = argv.slice(0, 2).join(' ');
const spec = COMMANDS[name];
if (!spec) fail('unknown command "' + argv[0] + '" for "gh" (this stand-in knows: ' + Object.keys(COMMANDS).join(', ') + ')');
const flags = {};
const args = [];
const rest = argv.slice(2);
for (let i = 0; i < rest.length; i++) {
  const a = rest[i];
  if (a === '--') { args.push(...rest.slice(i + 1)); break; }
  let flag, value;
  if (a.startsWith('--')) {
    [flag, value] = a.slice(2).split(/=(.*)/s);
    if (!spec.flags[flag]) fail('unknown flag: --' + flag);
  } else if (a.startsWith('-') && a.length > 1) {
    const short = a[1];
    flag = Object.keys(spec.flags).find((f) => spec.flags[f][0] === short);
    if (!flag) fail('unknown shorthand flag: ' + JSON.stringify(short) + ' in ' + a);
    if (a.length > 2) value = a.slice(2).replace(/^=/, '');
  } else {
    args.push(a);
    continue;
  }
  if (spec.flags[flag][1]) {
    if (value === undefined) {
      if (i + 1 >= rest.length) fail('flag needs an argument: --' + flag);
      value = rest[++i];
    }
    flags[flag] = value;
  } else {
    if (value !== undefined && value !== 'true' && value !== 'false') fail('invalid argument ' + JSON.stringify(value) + ' for "--' + flag + '" flag');
    flags[flag] = value !== 'false';
  }
}
if (spec.maxArgs === 0 && args.length > 0) {
  const hasValueFlag = Object.keys(flags).some((f) => spec.flags[f][1]);
  fail((args.length === 1 ? 'unknown argument ' + JSON.stringify(args[0]) : 'unknown arguments ' + JSON.stringify(args)) + (hasValueFlag ? '; please quote all values that have spaces' : ''));
}
if (args.length > spec.maxArgs) fail('accepts at most ' + spec.maxArgs + ' arg(s), received ' + args.length);
if (name === 'pr create') {
  if (!flags.fill && !(flags.title !== undefined && flags.body !== undefined))
    fail('must provide --title and --body (or --fill or fill-first or --fillverbose) when not running interactively');
  if (flags.head !== undefined) {
    const found = execFileSync('git', ['ls-remote', '--heads', 'origin', 'refs/heads/' + flags.head], { encoding: 'utf8' });
    if (!found.trim()) fail('pull request create failed: head branch ' + JSON.stringify(flags.head) + ' is not on the remote; push it first');
  }
}
appendFileSync(process.env.GH_CALLS, JSON.stringify({ command: name.split(' '), flags, args }) + '\n');
`;

/** Writes the stand-in as `gh` into `binDir` (made if missing); put the folder first on PATH. */
export function installGh(binDir: string): string {
  mkdirSync(binDir, { recursive: true });
  const path = join(binDir, 'gh');
  writeFileSync(path, SCRIPT);
  chmodSync(path, 0o755);
  return path;
}
