// Maven projects (a pom.xml at the root): `verify` runs the whole build through the phase where
// the project's own checks are bound (compile, tests, Checkstyle, Spotless, the enforcer...), so
// it is the gate; a Spotless plugin also gives a format gate of its own, quick and apart. The
// repository's wrapper (`./mvnw`, pinning Maven's version) runs them when it has one. Taken from
// google/gson@9835b6f (spotless-maven-plugin, enforcer `requireJavaVersion` [17,22), CI `mvn
// verify`) and spring-projects/spring-petclinic@edf4db2 (mvnw, `java.version` 17).
import type { CiFacts } from './ci.js';
import { jdkFor, setupJava } from './java.js';
import { commandWords } from './shell.js';
import type { Ecosystem, FileGate, ProjectReader } from './types.js';

/** Maven's batch mode: no colours, no progress bars in a gate's log. */
const BATCH = '-B -ntp';

/** Maven phases and goals that check the project, and the gate each is. */
const PHASES: Record<string, string> = {
  verify: 'test',
  test: 'test',
  install: 'test',
  package: 'build',
  compile: 'build',
};

export function detectMaven(reader: ProjectReader, names: Set<string>, _ci: CiFacts): Ecosystem {
  const pom = reader.read('pom.xml') ?? '';
  const mvn = names.has('mvnw') ? './mvnw' : 'mvn';
  const tag = (name: string) =>
    new RegExp(`<${name.replace(/\./g, '\\.')}>\\s*([\\d.]+)\\s*</`).exec(pom)?.[1];
  const enforced = /<requireJavaVersion>[\s\S]*?<version>\s*\[?\s*([\d.]+)/.exec(pom)?.[1];
  const jdk = jdkFor([
    enforced,
    tag('java.version'),
    tag('maven.compiler.release'),
    tag('maven.compiler.source'),
    tag('maven.compiler.target'),
  ]);
  const notes = [
    `pom.xml: Maven${mvn === './mvnw' ? " through the repository's wrapper (./mvnw)" : ''}, on JDK ${jdk}`,
  ];
  const gates: FileGate[] = [];
  if (/<artifactId>\s*spotless-maven-plugin\s*<\/artifactId>/.test(pom))
    gates.push({
      name: 'format',
      command: `${mvn} ${BATCH} spotless:check`,
      source: 'pom.xml spotless-maven-plugin',
    });
  gates.push({ name: 'test', command: `${mvn} ${BATCH} verify`, source: 'pom.xml' });
  if (names.has('build.gradle') || names.has('build.gradle.kts'))
    notes.push(
      'a Gradle build is here too: the gates use Maven (pom.xml); change them in the plan to use Gradle',
    );
  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const words = commandWords(command);
    if (words[0] !== 'mvn' && words[0] !== './mvnw' && words[0] !== 'mvnw') return undefined;
    const goals = words.slice(1).filter((w) => !w.startsWith('-'));
    if (goals.some((g) => /^spotless:check$/.test(g))) return { name: 'format', command };
    if (
      goals.some((g) => /^(dependency:|help:|versions:|spotless:apply|deploy|release:)/.test(g)) &&
      !goals.some((g) => g in PHASES)
    )
      return goals.some((g) => g.startsWith('dependency:')) ? 'setup' : undefined;
    const phase = goals.find((g) => g in PHASES);
    return phase ? { name: PHASES[phase]!, command } : undefined;
  };
  return { kind: 'maven', gates, setupSteps: [setupJava(jdk)], notes, classify };
}
