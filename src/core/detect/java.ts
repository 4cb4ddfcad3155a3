// What Maven and Gradle projects share: the JDK to set up. A build file says which Java it needs
// in several ways (Maven's enforcer range, `java.version`, the compiler's release; Gradle's
// toolchain or source compatibility); the highest one named wins, and never below 17, the oldest
// JDK today's build plugins run on (a project can still compile for an older release with it).
import type { SetupStep } from './types.js';

export const DEFAULT_JDK = '17';

/** The JDK for the numbers a build file names (`1.8` is 8). */
export function jdkFor(versions: ReadonlyArray<string | undefined>): string {
  const numbers = versions
    .filter((v): v is string => v !== undefined)
    .map((v) => Number(/^1\.(\d+)$/.exec(v)?.[1] ?? v))
    .filter((n) => Number.isInteger(n) && n > 0);
  return String(Math.max(Number(DEFAULT_JDK), ...numbers));
}

/** actions/setup-java for that JDK. No `cache:`: a task job never saves a cache the agent's code could have written. */
export function setupJava(version: string): SetupStep {
  return {
    name: 'Set up Java',
    uses: 'actions/setup-java@v4',
    with: { distribution: 'temurin', 'java-version': version },
  };
}
