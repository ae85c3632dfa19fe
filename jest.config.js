// One jest run for every package: logic and views in jsdom, services in node.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/jest/style-stub.js',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/jest/file-stub.js',
    '^@games/shared/(contracts|game-kit)$': '<rootDir>/shared/src/$1/index.ts',
    '^@games/shared/game-kit/(.*)$': '<rootDir>/shared/src/game-kit/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
};
module.exports = {
  rootDir: __dirname,
  // A hang guard, not a speed check (timing belongs in benches): on CI's two shared cores a view test that
  // types a form or plays a board through user-event takes several seconds, past jest's 5 s default.
  testTimeout: 30_000,
  // Every core: jest's default leaves one for itself, which on CI's two cores means a single worker.
  maxWorkers: '100%',
  projects: [
    // A game's own Playwright spec (remotes/<slug>/e2e/) is Playwright's, not jest's.
    { ...common, displayName: 'web', testEnvironment: 'jsdom', roots: ['<rootDir>/host/src', '<rootDir>/shared/src', '<rootDir>/remotes'], testPathIgnorePatterns: ['/node_modules/', '/dist/', '/remotes/[^/]+/e2e/'] },
    { ...common, displayName: 'node', testEnvironment: 'node', roots: ['<rootDir>/host/server', '<rootDir>/host/build', '<rootDir>/shared/build', '<rootDir>/scripts', '<rootDir>/contact-service', '<rootDir>/shared/server', '<rootDir>/shared/word-data', '<rootDir>/deploy/kubernetes'], testPathIgnorePatterns: ['/node_modules/', '/dist/'] },
  ],
};
