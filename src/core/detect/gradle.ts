// Gradle projects (build.gradle or build.gradle.kts, or a settings file): `check` runs the tests
// and every verification task the build's plugins add (Checkstyle, Spotless, ktlint...), and
// `assemble` builds without them. The repository's wrapper (`./gradlew`, pinning Gradle's
// version) runs them when it has one. Taken from JakeWharton/picnic@bcb973f (Groovy DSL,
// spotless, CI `./gradlew build`) and spring-projects/spring-petclinic@edf4db2 (Java toolchain 17).
import type { CiFacts } from './ci.js';
import { jdkFor, setupJava } from './java.js';
import { commandWords } from './shell.js';
import type { Ecosystem, FileGate, ProjectReader, SetupStep } from './types.js';

export const GRADLE_FILES = ['build.gradle', 'build.gradle.kts', 'settings.gradle', 'settings.gradle.kts'];

/** Gradle tasks that check the project, and the gate each is. */
const TASKS: Record<string, string> = {
  check: 'test',
  test: 'test',
  build: 'build',
  assemble: 'build',
  spotlessCheck: 'format',
  ktlintCheck: 'lint',
  detekt: 'lint',
  lint: 'lint',
};

export function detectGradle(reader: ProjectReader, names: Set<string>, _ci: CiFacts): Ecosystem {
  const gradle = names.has('gradlew') ? './gradlew' : 'gradle';
  const file = ['build.gradle.kts', 'build.gradle'].find((f) => names.has(f));
  const build = file ? (reader.read(file) ?? '') : '';
  const jdk = jdkFor([
    /languageVersion\s*(?:=|\.set\()\s*JavaLanguageVersion\.of\(\s*(\d+)\s*\)/.exec(build)?.[1],
    /jvmToolchain\(\s*(\d+)\s*\)/.exec(build)?.[1],
    /sourceCompatibility\s*=\s*(?:JavaVersion\.VERSION_)?['"]?([\d._]+)/.exec(build)?.[1]?.replace('_', '.'),
  ]);
  const notes = [
    `${file ?? 'settings.gradle'}: Gradle${gradle === './gradlew' ? " through the repository's wrapper (./gradlew)" : ''}, on JDK ${jdk}`,
  ];
  const gates: FileGate[] = [
    { name: 'test', command: `${gradle} check`, source: file ?? 'settings.gradle' },
    { name: 'build', command: `${gradle} assemble`, source: file ?? 'settings.gradle' },
  ];
  // The Gradle action for its distribution download; its cache is read, never written, here.
  const setupSteps: SetupStep[] = [
    setupJava(jdk),
    { name: 'Set up Gradle', uses: 'gradle/actions/setup-gradle@v4', with: { 'cache-read-only': 'true' } },
  ];
  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const words = commandWords(command);
    if (words[0] !== 'gradle' && words[0] !== './gradlew' && words[0] !== 'gradlew') return undefined;
    const tasks = words
      .slice(1)
      .filter((w) => !w.startsWith('-'))
      .map((t) => t.split(':').pop()!);
    if (tasks.some((t) => /^(publish|release|spotlessApply|ktlintFormat)/.test(t))) return undefined;
    const task = tasks.find((t) => t in TASKS);
    if (task) return { name: TASKS[task]!, command };
    return tasks.some((t) => /^(dependencies|wrapper|help|tasks)$/.test(t)) ? 'setup' : undefined;
  };
  return { kind: 'gradle', gates, setupSteps, notes, classify };
}
