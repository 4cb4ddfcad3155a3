// docker lines of a CI step read as GitHub services (src/core/detect/ci-docker.ts).
import { describe, expect, it } from 'vitest';
import { dockerStep, runsDocker } from '../src/core/detect/ci-docker.js';

describe('dockerStep', () => {
  it('turns a detached run into a service, its health options kept as options', () => {
    const step = dockerStep([
      'docker pull redis:7',
      'sudo docker run -d --name cache --publish=6379:6379 --health-cmd "redis-cli ping" -e A=1 --env=B=2 redis:7',
    ]);
    expect(step).toEqual({
      services: {
        cache: {
          image: 'redis:7',
          env: { A: '1', B: '2' },
          ports: ['6379:6379'],
          options: '--health-cmd "redis-cli ping"',
        },
      },
      dropped: [],
    });
  });

  it('names what a service cannot take, and what is no service at all', () => {
    const step = dockerStep([
      'docker run -d -e PGPASSWORD -v /data:/data postgres:17 -c fsync=off',
      'docker run --rm -v $(pwd):/src lint-image check .',
      'docker exec postgres psql -c "CREATE DATABASE t"',
      'docker compose up -d',
    ]);
    expect(Object.keys(step!.services)).toEqual(['postgres']);
    expect(step!.dropped).toEqual([
      "of `docker run -d -e PGPASSWORD -v /data:/data postgres:17 -c fsync=off`: -e PGPASSWORD (a value from the step's own environment), -v /data:/data, the arguments after the image (`-c fsync=off`), which a service cannot take",
      '`docker run --rm -v $(pwd):/src lint-image check .` (it runs in the foreground: a command in a container, not a service)',
      '`docker exec postgres psql -c CREATE DATABASE t`',
      '`docker compose up -d`',
    ]);
  });

  it('is undefined for a step without docker, and a service id starts with a letter or _', () => {
    expect(dockerStep(['cargo test', 'echo docker'])).toBeUndefined();
    expect(runsDocker(['sudo', '-E', 'docker', 'ps'])).toBe(true);
    expect(Object.keys(dockerStep(['docker run -d --name 1db x/db:1'])!.services)).toEqual(['_1db']);
  });
});
