import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

/** `docker-compose config` validates the file without a Docker engine and prints it normalised as JSON-compatible YAML. */
function composeConfig(args: string[] = [], env: Record<string, string> = {}): string {
  try {
    return execFileSync('docker-compose', ['-f', 'docker-compose.yml', ...args, 'config'], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, COMPOSE_INTERACTIVE_NO_CLI: '1', ...env } });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error("docker-compose is not installed: sudo apt-get install -y docker-compose (Debian's package validates the file without an engine)");
    throw new Error(`docker-compose.yml is invalid:\n${e.stderr ?? e.message}`);
  }
}

/** One service's block of a normalised config. */
function serviceIn(config: string, name: string): string {
  const start = config.indexOf(`\n  ${name}:\n`);
  expect(start).toBeGreaterThan(-1);
  const rest = config.slice(start + 1);
  const next = rest.slice(1).search(/\n {2}[a-z-]+:\n/);
  return next === -1 ? rest : rest.slice(0, next + 1);
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

  it('rotates every service\'s logs', () => {
    for (const name of ['host', 'remotes', 'contact-service', 'postgres', 'redis']) {
      expect(service(name)).toMatch(/logging:\n\s+driver: json-file\n\s+options:\n\s+max-file: '?"?5'?"?\n\s+max-size: '?"?10m/);
    }
  });

  it("gives the host TRUST_PROXY from .env (0 by default), and the contact service its one trusted hop", () => {
    expect(service('host')).toMatch(/TRUST_PROXY: '?"?0/);
    expect(serviceIn(composeConfig([], { TRUST_PROXY: '1' }), 'host')).toMatch(/TRUST_PROXY: '?"?1/);
    expect(service('contact-service')).toMatch(/TRUST_PROXY: '?"?1/);
  });

  it('pins every image it pulls by digest', () => {
    const images = [...composeConfig(['--profile', 's3']).matchAll(/image: (\S+)/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) expect(image).toMatch(/@sha256:[0-9a-f]{64}$/);
  });

  it('offers object storage for releases as the s3 profile: MinIO with a health check and its bucket made at start', () => {
    const s3 = composeConfig(['--profile', 's3']);
    expect(serviceIn(s3, 'minio')).toMatch(/profiles:\n\s+- s3\n/);
    expect(serviceIn(s3, 'minio')).toMatch(/healthcheck:/);
    expect(serviceIn(s3, 'minio-bucket')).toMatch(/condition: service_healthy/);
    expect(serviceIn(s3, 'minio-bucket')).toMatch(/mb[\s\S]*--ignore-existing[\s\S]*store\/games/);
    expect(serviceIn(composeConfig([], { REMOTES_BUCKET: 's3://games' }), 'remotes')).toMatch(/REMOTES_BUCKET: s3:\/\/games/);
  });
});

describe('the Dockerfiles', () => {
  const dockerfiles = ['host/Dockerfile', 'contact-service/Dockerfile', 'scripts/remotes/Dockerfile'];

  it.each(dockerfiles)('%s builds on one Node.js base image pinned by digest, named once', (file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    expect(text).toMatch(/^ARG NODE_IMAGE=node:24-bookworm-slim@sha256:[0-9a-f]{64}$/m);
    expect(text.match(/^FROM node:/gm)).toBeNull();
  });

  it.each(dockerfiles)('%s installs dependencies before it copies the sources (npm ci stays cached)', (file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    const buildStage = text.slice(text.indexOf(' AS build'));
    const npmCi = buildStage.indexOf('npm ci');
    expect(npmCi).toBeGreaterThan(-1);
    const copyAll = buildStage.indexOf('COPY . .');
    if (copyAll !== -1) expect(copyAll).toBeGreaterThan(npmCi);
  });

  it('keeps .env out of git and out of the images', () => {
    for (const file of ['.gitignore', '.dockerignore']) expect(fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n')).toContain('.env');
  });
});
