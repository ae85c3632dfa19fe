import { defineConfig } from '@playwright/test';
import { findChromium } from '../scripts/check-chromium';
import { E2E_PORTS, HOST_URL, serverEnv } from './support/env';

const chromium = findChromium();

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // No retries: a failure is a failure. (CI had one for a keyboard drill that lost focus on two busy cores;
  // the 82 keyboard and Tab drills, run 3 times each at a load average of 30–36 on two cores, failed
  // intermittently 0 times in 246 runs, 2026-11-28.)
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  // One folder per port base: suites running side by side must not clear each other's artifacts.
  outputDir: `../test-results/e2e-${E2E_PORTS.host}`,
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    // page.route (fault injection) does not see requests a service worker answers; specs of the
    // offline shell opt back in with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'portal', testIgnore: /(deploy|new-game|phone)\.spec\.ts/ },
    // A game's own spec, in its folder (remotes/<slug>/e2e/), as `npm run new-game` writes it.
    { name: 'games', testDir: '../remotes', testMatch: /[\\/]e2e[\\/][^\\/]+\.spec\.ts$/ },
    // A phone: small touch screen, high pixel density. Only its own spec, so the suite does not run twice.
    {
      name: 'phone',
      testMatch: /phone\.spec\.ts/,
      use: { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // Deploying a new 2048 while other specs play it would race, and a generated game deployed into the
    // portal joins its gallery, so these run after them.
    { name: 'deploy', testMatch: /(deploy|new-game)\.spec\.ts/, dependencies: ['portal', 'phone', 'games'] },
  ],
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    cwd: '..',
    url: `${HOST_URL}/healthz`,
    env: serverEnv,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
