// Go projects: go vet (or golangci-lint where the repository uses it), go test, go build, on
// the Go of go.mod's toolchain line.
import type { CiFacts } from './ci.js';
import { commandWords } from './shell.js';
import type { Ecosystem, FileGate, ProjectReader, SetupStep } from './types.js';

export function detectGo(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const gomod = reader.read('go.mod') ?? '';
  // The `go` directive is the oldest Go the module supports, not one to build with (cobra says
  // 1.15 and its tests need 1.16+): the `toolchain` line says which Go to use, else stable.
  const toolchain = /^toolchain\s+go(\d+(?:\.\d+){1,2})\s*$/m.exec(gomod)?.[1];
  const golangciFile = ['.golangci.yml', '.golangci.yaml', '.golangci.toml', '.golangci.json'].find((f) =>
    names.has(f),
  );
  const golangciAction = ci.actions.find((a) => a.action === 'golangci/golangci-lint-action');
  const ciGolangci = ci.commands.find((c) => /\bgolangci-lint\s+run\b/.test(c.command));
  const usesGolangci = golangciFile || golangciAction || ciGolangci;
  const notes = [
    `go.mod: Go ${toolchain ? `${toolchain} (its toolchain line)` : 'stable (go.mod has no toolchain line; its go directive is the oldest Go it supports)'}`,
  ];
  // A config the CI does not use may be years old (a v1 config, linters since renamed): its gate
  // is not required.
  const ciRunsGolangci = golangciAction !== undefined || ciGolangci !== undefined;
  const gates: FileGate[] = [
    usesGolangci
      ? {
          name: 'lint',
          command: 'golangci-lint run',
          source: golangciFile ?? golangciAction?.source ?? ciGolangci!.source,
          ...(ciRunsGolangci ? {} : { configOnly: golangciFile! }),
        }
      : { name: 'lint', command: 'go vet ./...', source: 'go.mod' },
    { name: 'test', command: 'go test ./...', source: 'go.mod' },
    { name: 'build', command: 'go build ./...', source: 'go.mod' },
  ];
  const setupSteps: SetupStep[] = [
    { name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version': toolchain ?? 'stable' } },
  ];
  if (usesGolangci) {
    // The version the CI runs, else the latest; a v1 one (a config without `version: "2"`, or
    // the CI pinning v1) needs a v1 binary, which golangci-lint-action@v8 does not install.
    const ciVersion = golangciAction?.with.version;
    const version = ciVersion && !ciVersion.includes('${{') ? ciVersion : 'latest';
    const config = golangciFile ? (reader.read(golangciFile) ?? '') : undefined;
    const v1 = /^v?1\./.test(version) || (config !== undefined && !/^version:\s*["']?2/m.test(config));
    setupSteps.push(
      v1
        ? {
            name: 'Install golangci-lint',
            run: `go install github.com/golangci/golangci-lint/cmd/golangci-lint@${/^v1\./.test(version) ? version : 'v1.64.8'}`,
          }
        : {
            name: 'Install golangci-lint',
            uses: 'golangci/golangci-lint-action@v8',
            with: { version, 'install-only': 'true' },
          },
    );
  }
  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const [tool, sub] = commandWords(command);
    if (tool === 'golangci-lint') return sub === 'run' ? { name: 'lint', command } : undefined;
    // Wrappers that run `go test` with other output: the gate runs `go test` itself, which needs
    // nothing more installed.
    if (tool === 'richgo' && sub === 'test')
      return { name: 'test', command: `go ${commandWords(command).slice(1).join(' ')}` };
    if (tool === 'gotestsum') {
      const words = commandWords(command);
      const rest = words.includes('--') ? words.slice(words.indexOf('--') + 1) : [];
      return { name: 'test', command: `go test ${rest.length > 0 ? rest.join(' ') : './...'}` };
    }
    if (tool !== 'go') return undefined;
    if (sub === 'test') return { name: 'test', command };
    if (sub === 'build') return { name: 'build', command };
    if (sub === 'vet') return { name: usesGolangci ? 'vet' : 'lint', command };
    if (sub === 'install' || sub === 'get' || sub === 'mod' || sub === 'env' || sub === 'version')
      return 'setup';
    return undefined;
  };
  return { kind: 'go', gates, setupSteps, notes, classify };
}
