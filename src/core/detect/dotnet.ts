// .NET projects (a solution or a project file at the root): `dotnet test` builds the solution
// and runs its test projects, so it is the gate; a `dotnet format` check comes apart when the
// repository configures its style (.editorconfig). The SDK is the one global.json pins, set up
// by actions/setup-dotnet from that file; without one the runner's own SDK builds. Taken from
// serilog/serilog@60935b4 (Serilog.sln, global.json, its CI on Windows only).
import type { CiFacts } from './ci.js';
import { commandWords } from './shell.js';
import type { Ecosystem, FileGate, ProjectReader } from './types.js';

/** Root files that make a .NET project. */
export const DOTNET_FILE = /\.(sln|slnx|csproj|fsproj|vbproj)$/;

export function detectDotnet(_reader: ProjectReader, names: Set<string>, _ci: CiFacts): Ecosystem {
  const roots = [...names].filter((n) => DOTNET_FILE.test(n)).sort();
  const solutions = roots.filter((n) => /\.slnx?$/.test(n));
  // Two solutions at the root: dotnet cannot choose, so the gate names the first.
  const target = solutions.length > 1 ? ` ${solutions[0]}` : '';
  const notes = [
    `${roots.join(', ')}: .NET${names.has('global.json') ? ', on the SDK global.json pins' : ", on the runner's SDK (no global.json)"}`,
  ];
  if (solutions.length > 1)
    notes.push(`${solutions.length} solutions at the root: the gates build ${solutions[0]}`);
  const gates: FileGate[] = [];
  if (names.has('.editorconfig'))
    gates.push({
      name: 'format',
      command: `dotnet format${target} --verify-no-changes`,
      source: '.editorconfig',
    });
  gates.push({ name: 'test', command: `dotnet test${target}`, source: roots[0]! });
  const setupSteps = names.has('global.json')
    ? [{ name: 'Set up .NET', uses: 'actions/setup-dotnet@v5', with: { 'global-json-file': 'global.json' } }]
    : [];
  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const [tool, verb] = commandWords(command);
    if (tool !== 'dotnet') return undefined;
    if (verb === 'restore' || verb === 'tool') return 'setup';
    if (verb === 'test') return { name: 'test', command };
    if (verb === 'build') return { name: 'build', command };
    if (verb === 'format' && /--verify-no-changes/.test(command)) return { name: 'format', command };
    return undefined;
  };
  return { kind: 'dotnet', gates, setupSteps, notes, classify };
}
