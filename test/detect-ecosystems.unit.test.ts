// Ecosystem detection for repositories without CI: Maven, Gradle, Deno and Bun, on the build files
// of real repositories (test/fixtures/projects/*/SOURCE.md names each one's repository and commit).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectReader } from '../src/adapters/project-files.js';
import { detectDeno } from '../src/core/detect/deno.js';
import { detectGradle } from '../src/core/detect/gradle.js';
import { detectProject, readerFromFiles } from '../src/core/detect/index.js';
import { detectMaven } from '../src/core/detect/maven.js';

const samples = join(import.meta.dirname, 'fixtures', 'projects');
const detect = (name: string) => detectProject(projectReader(join(samples, name)));
const noCi = { files: [], actions: [], commands: [], notes: [] } as unknown as Parameters<
  typeof detectMaven
>[2];

describe('Maven', () => {
  it('google/gson: verify, and a format gate from its Spotless plugin; the JDK its enforcer asks for', () => {
    const d = detect('gson');
    expect(d.kind).toBe('maven');
    expect(d.gates).toEqual([
      { name: 'format', command: 'mvn -B -ntp spotless:check', source: 'pom.xml spotless-maven-plugin' },
      { name: 'test', command: 'mvn -B -ntp verify', source: 'pom.xml' },
    ]);
    // maven.compiler.release 8 is what it compiles for; the enforcer's [17,22) is what builds it.
    expect(d.setupSteps).toEqual([
      {
        name: 'Set up Java',
        uses: 'actions/setup-java@v4',
        with: { distribution: 'temurin', 'java-version': '17' },
      },
    ]);
  });

  it("spring-petclinic: the repository's wrapper, and a note that Gradle is there too", () => {
    const d = detect('petclinic');
    expect(d.gates).toEqual([{ name: 'test', command: './mvnw -B -ntp verify', source: 'pom.xml' }]);
    expect(d.notes).toContain(
      'a Gradle build is here too: the gates use Maven (pom.xml); change them in the plan to use Gradle',
    );
  });

  it('reads a CI line: phases are gates, spotless:apply and deploy are not, dependency goals are setup', () => {
    const { classify } = detectMaven(
      readerFromFiles({ 'pom.xml': '<project/>' }),
      new Set(['pom.xml']),
      noCi,
    );
    expect(classify('mvn -B verify javadoc:jar')).toEqual({
      name: 'test',
      command: 'mvn -B verify javadoc:jar',
    });
    expect(classify('./mvnw package -DskipTests')).toEqual({
      name: 'build',
      command: './mvnw package -DskipTests',
    });
    expect(classify('mvn spotless:check')).toEqual({ name: 'format', command: 'mvn spotless:check' });
    expect(classify('mvn spotless:apply')).toBeUndefined();
    expect(classify('mvn deploy')).toBeUndefined();
    expect(classify('mvn dependency:go-offline')).toBe('setup');
  });
});

describe('Gradle', () => {
  it('JakeWharton/picnic: check and assemble through ./gradlew, Java and a read-only Gradle cache', () => {
    const d = detect('picnic');
    expect(d.kind).toBe('gradle');
    expect(d.gates).toEqual([
      { name: 'test', command: './gradlew check', source: 'build.gradle' },
      { name: 'build', command: './gradlew assemble', source: 'build.gradle' },
    ]);
    expect(d.setupSteps).toEqual([
      {
        name: 'Set up Java',
        uses: 'actions/setup-java@v4',
        with: { distribution: 'temurin', 'java-version': '17' },
      },
      { name: 'Set up Gradle', uses: 'gradle/actions/setup-gradle@v4', with: { 'cache-read-only': 'true' } },
    ]);
  });

  it('the Java toolchain the build file names; plain gradle without a wrapper', () => {
    const files = {
      'build.gradle.kts': 'kotlin {\n  jvmToolchain(21)\n}\n',
      'settings.gradle.kts': 'rootProject.name = "x"\n',
    };
    const d = detectProject(readerFromFiles(files));
    expect(d.gates.map((g) => g.command)).toEqual(['gradle check', 'gradle assemble']);
    expect(d.setupSteps[0]?.with?.['java-version']).toBe('21');
    const { classify } = detectGradle(readerFromFiles(files), new Set(Object.keys(files)), noCi);
    expect(classify('./gradlew build --stacktrace')).toEqual({
      name: 'build',
      command: './gradlew build --stacktrace',
    });
    expect(classify('./gradlew :lib:spotlessCheck')).toEqual({
      name: 'format',
      command: './gradlew :lib:spotlessCheck',
    });
    expect(classify('./gradlew publish')).toBeUndefined();
    expect(classify('./gradlew spotlessApply')).toBeUndefined();
  });
});

describe('Deno', () => {
  it("oakserver/oak: fmt --check, lint, and its test task, which carries the tests' permissions", () => {
    const d = detect('oak');
    expect(d.kind).toBe('deno');
    expect(d.gates).toEqual([
      { name: 'format', command: 'deno fmt --check', source: 'deno.json' },
      { name: 'lint', command: 'deno lint', source: 'deno.json' },
      { name: 'test', command: 'deno task test', source: 'deno.json tasks.test' },
    ]);
    expect(d.setupSteps).toEqual([
      { name: 'Set up Deno', uses: 'denoland/setup-deno@v2', with: { 'deno-version': 'v2.x' } },
    ]);
  });

  it('deno.jsonc with comments, a package.json beside it, and a task that writes is never a gate', () => {
    const files = {
      'deno.jsonc':
        '{\n  // tasks\n  "tasks": { "fmt": "deno fmt", "lint": "deno lint --fix", "check": "deno check main.ts" },\n}\n',
      'package.json': '{"name": "x"}',
    };
    const d = detectProject(readerFromFiles(files));
    expect(d.kind).toBe('deno');
    expect(d.gates.map((g) => `${g.name}: ${g.command}`)).toEqual([
      'format: deno fmt --check',
      'lint: deno lint',
      'typecheck: deno task check',
      'test: deno test',
    ]);
    const { classify } = detectDeno(readerFromFiles(files), new Set(Object.keys(files)), noCi);
    expect(classify('deno fmt')).toBeUndefined();
    expect(classify('deno fmt --check')).toEqual({ name: 'format', command: 'deno fmt --check' });
    expect(classify('deno task check')).toEqual({ name: 'typecheck', command: 'deno task check' });
    expect(classify('deno task fmt')).toBeUndefined();
    expect(classify('deno test -A')).toEqual({ name: 'test', command: 'deno test -A' });
  });
});

describe('Bun', () => {
  it('elysiajs/elysia: its scripts through bun run, Bun set up and installed from bun.lock', () => {
    const d = detect('elysia');
    expect(d.gates.slice(0, 1)).toEqual([
      { name: 'test', command: 'bun run test', source: 'package.json scripts.test' },
    ]);
    expect(d.setupSteps).toEqual([
      // No cache is saved from a task job (ci-cache.ts): setup-bun's own cache is off.
      { name: 'Set up Bun', uses: 'oven-sh/setup-bun@v2', with: { 'no-cache': 'true' } },
      { name: 'Install dependencies', run: 'bun install --frozen-lockfile', repoCode: true },
    ]);
  });

  it("without a test script, Bun's own runner runs its test files; bunfig.toml alone says Bun", () => {
    const real = projectReader(join(samples, 'elysia'));
    const pkg = JSON.parse(real.read('package.json')!);
    delete pkg.scripts.test;
    const reader = {
      list: real.list,
      read: (p: string) => (p === 'package.json' ? JSON.stringify(pkg) : real.read(p)),
    };
    expect(detectProject(reader).gates.find((g) => g.name === 'test')).toEqual({
      name: 'test',
      command: 'bun test',
      source: "bun's test runner (test/units/deduplicate-checksum.test.ts)",
    });
    const bunfig = detectProject(
      readerFromFiles({ 'package.json': '{"name": "x"}', 'bunfig.toml': '[test]\n', 'src/a.test.ts': '' }),
    );
    expect(bunfig.notes).toContain('package manager: bun (bunfig.toml)');
    expect(bunfig.gates).toEqual([
      { name: 'test', command: 'bun test', source: "bun's test runner (src/a.test.ts)" },
    ]);
    // No test files: no gate made up.
    expect(detectProject(readerFromFiles({ 'package.json': '{}', 'bun.lock': '' })).gates).toEqual([]);
  });
});

describe('.NET', () => {
  // serilog/serilog@60935b4: Serilog.sln, global.json and .editorconfig at the root; its only CI
  // job runs on Windows, so the gates come from the build files.
  const files = {
    'Serilog.sln': '',
    'global.json': '{ "sdk": { "version": "10.0.100", "rollForward": "latestFeature" } }',
    '.editorconfig': 'root = true\n',
    '.github/workflows/ci.yml':
      'on: pull_request\njobs:\n  build:\n    runs-on: windows-latest\n    steps:\n      - uses: actions/checkout@v5\n      - run: ./Build.ps1\n        shell: pwsh\n',
  };

  it('proposes dotnet test (and format, with an .editorconfig) on the SDK global.json pins', () => {
    const d = detectProject(readerFromFiles(files));
    expect(d.kind).toBe('dotnet');
    expect(d.gates).toEqual([
      {
        name: 'format',
        command: 'dotnet format --verify-no-changes',
        source: '.editorconfig',
        required: false,
      },
      { name: 'test', command: 'dotnet test', source: 'Serilog.sln', required: false },
    ]);
    expect(d.setupSteps).toContainEqual({
      name: 'Set up .NET',
      uses: 'actions/setup-dotnet@v5',
      with: { 'global-json-file': 'global.json' },
    });
  });

  it("names the solution when the root has two, and uses the runner's SDK without global.json", () => {
    const d = detectProject(readerFromFiles({ 'b.sln': '', 'a.slnx': '' }));
    expect(d.gates.map((g) => g.command)).toEqual(['dotnet test a.slnx']);
    expect(d.setupSteps).toEqual([]);
    expect(d.notes).toContain('2 solutions at the root: the gates build a.slnx');
  });
});
