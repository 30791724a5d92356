import { defineConfig, devices } from '@playwright/test';
import { shellUrl } from './support/ports.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  // Tests start and stop servers on fixed ports: one at a time on this 2-core machine.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: shellUrl(),
    locale: 'es-HN',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Debian's Chromium as root, on a machine whose only network is the package registries.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
