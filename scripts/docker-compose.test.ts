import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

/**
 * The repository files `entry` loads at run time, following relative imports and @games/shared/* (through
 * shared/package.json's exports), not type-only imports and not npm packages: paths from the repository root.
 */
function runtimeFilesOf(entry: string): string[] {
  const exportsMap = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  const resolveShared = (subpath: string) => {
    for (const [key, target] of Object.entries(exportsMap)) {
      const [prefix, suffix = ''] = key.split('*');
      if (key === `./${subpath}`) return path.join(repoRoot, 'shared', target);
      if (key.includes('*') && `./${subpath}`.startsWith(prefix) && `./${subpath}`.endsWith(suffix)) {
        return path.join(repoRoot, 'shared', target.replace('*', `./${subpath}`.slice(prefix.length, `./${subpath}`.length - suffix.length)));
      }
    }
    throw new Error(`@games/shared/${subpath} is not exported`);
  };
  const resolveFile = (base: string) => [base, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'([^']+)'|import\('([^']+)'\)/gm)) {
      if (match[1]) continue;
      const specifier = match[2] ?? match[3];
      const target = specifier.startsWith('.') ? resolveFile(path.resolve(path.dirname(file), specifier)) : specifier.startsWith('@games/shared/') ? resolveShared(specifier.slice('@games/shared/'.length)) : undefined;
      if (specifier.startsWith('.') && !target) throw new Error(`${file}: cannot resolve ${specifier}`);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen].map((file) => path.relative(repoRoot, file)).sort();
}

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

  it.each(dockerfiles)('%s builds on one Node.js base image pinned by digest, named once, of the LTS line CI runs', (file) => {
    const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
    // The line of package.json "engines" and of .ci/run's NODE_LTS_VERSION (22: .ci/run says why not 24).
    const engines = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    const line = /^\^(\d+)\./.exec(engines)![1];
    expect(fs.readFileSync(path.join(repoRoot, '.ci/run'), 'utf8')).toMatch(new RegExp(`^NODE_LTS_VERSION=${line}\\.\\d+\\.\\d+$`, 'm'));
    expect(text).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${line}-bookworm-slim@sha256:[0-9a-f]{64}$`, 'm'));
    expect(text.match(/^FROM node:/gm)).toBeNull();
    // Bundles are built for the Node.js they run on.
    for (const target of text.matchAll(/--target=node(\d+)/g)) expect(target[1]).toBe(line);
  });

  it('every Dockerfile pins the same base image', () => {
    const images = new Set(dockerfiles.map((file) => /^ARG NODE_IMAGE=(\S+)$/m.exec(fs.readFileSync(path.join(repoRoot, file), 'utf8'))?.[1]));
    expect(images.size).toBe(1);
  });

  it('the contact-service image holds every file of the repository its code imports at run time (it runs from sources)', () => {
    const needed = runtimeFilesOf(path.join(repoRoot, 'contact-service/src/main.ts')).filter((file) => !file.startsWith('contact-service/src/'));
    expect(needed).toEqual(expect.arrayContaining(['shared/server/metrics.ts']));
    const text = fs.readFileSync(path.join(repoRoot, 'contact-service/Dockerfile'), 'utf8');
    const build = text.slice(text.indexOf(' AS build'), text.lastIndexOf('FROM '));
    const runtime = text.slice(text.lastIndexOf('FROM '));
    // Copied into the build stage (beside the sources) and from there into the runtime image, with the
    // workspace link that resolves @games/shared, and the shared package's exports (its package.json).
    const copiedToBuild = [...build.matchAll(/^COPY (?!--from)(\S+) /gm)].map((m) => m[1]);
    for (const file of needed) expect({ file, copied: copiedToBuild.some((source) => file.startsWith(`${source}/`)) }).toEqual({ file, copied: true });
    expect(build).toMatch(/ln -sfn \.\.\/\.\.\/shared node_modules\/@games\/shared/);
    expect(text).toMatch(/^COPY --from=manifests \/manifests\/ \.\/$/m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/shared \.\/shared$/m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/node_modules \.\/node_modules$/m);
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
