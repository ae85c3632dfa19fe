import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

/** `docker-compose config` validates the file without a Docker engine and prints it normalised as JSON-compatible YAML. */
function composeConfig(): string {
  try {
    return execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, COMPOSE_INTERACTIVE_NO_CLI: '1' } });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error("docker-compose is not installed: sudo apt-get install -y docker-compose (Debian's package validates the file without an engine)");
    throw new Error(`docker-compose.yml is invalid:\n${e.stderr ?? e.message}`);
  }
}

describe('docker-compose.yml', () => {
  const config = composeConfig();
  const service = (name: string) => {
    const start = config.indexOf(`\n  ${name}:\n`);
    expect(start).toBeGreaterThan(-1);
    const rest = config.slice(start + 1);
    const next = rest.slice(1).search(/\n {2}[a-z-]+:\n/);
    return next === -1 ? rest : rest.slice(0, next + 1);
  };

  it('is valid and has the five services', () => {
    for (const name of ['host', 'remotes', 'contact-service', 'postgres', 'redis']) service(name);
  });

  it('publishes the host and remotes ports but not the scalable contact-service', () => {
    expect(service('host')).toMatch(/published: ["']?8080/);
    expect(service('remotes')).toMatch(/published: ["']?8081/);
    expect(service('contact-service')).not.toMatch(/ports:/);
  });

  it('gives every service a health check', () => {
    for (const name of ['host', 'remotes', 'contact-service', 'postgres', 'redis']) expect(service(name)).toMatch(/healthcheck:/);
  });

  it('keeps PostgreSQL data and deployed remotes in named volumes', () => {
    expect(service('postgres')).toMatch(/postgres-data:\/var\/lib\/postgresql\/data|source: postgres-data/);
    expect(service('remotes')).toMatch(/remotes-deploy/);
  });

  it('points the contact service at PostgreSQL and Redis, and the host at the contact service', () => {
    expect(service('contact-service')).toMatch(/DATABASE_URL: postgres:\/\//);
    expect(service('contact-service')).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(service('host')).toMatch(/CONTACT_SERVICE_URL: http:\/\/contact-service:8082/);
  });
});
