import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// Workers inherit the main process's environment: one data directory per run, known to the tests too.
process.env.CIVITAS_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-e2e-'));
const dataDir = process.env.CIVITAS_E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium (apt-get install chromium): Playwright cannot download its own browser here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production server (per-page CSP). No hostname: with one, Next 16 treats the proxy's same-origin
    // rewrites as external.
    command: 'node scripts/server.mjs',
    // A fresh database for every run; TRUST_PROXY lets each test speak from its own X-Forwarded-For address,
    // as clients behind a load balancer would, so per-IP rate limits apply per test.
    env: { DATA_DIR: dataDir, TRUST_PROXY: '1', PORT: String(port) },
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
