import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { anvilBinary } from './test/anvil';

const port = Number(process.env.E2E_PORT ?? 3100);
// Workers inherit the main process's environment: one data directory per run, known to the tests too.
process.env.CIVITAS_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-e2e-'));
const dataDir = process.env.CIVITAS_E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;
const anvilPort = Number(process.env.E2E_ANVIL_PORT ?? 8546);
const anvilUrl = `http://127.0.0.1:${anvilPort}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
// A second app server whose studio uses a configured OpenAI-compatible images API (a local fake of it).
const providerPort = Number(process.env.E2E_PROVIDER_PORT ?? 3101);
const imagesApiPort = Number(process.env.E2E_IMAGES_API_PORT ?? 8547);
const providerDataDir = path.join(dataDir, 'provider');
// The contracts' addresses on the local chain, written by the deploy script before the app starts.
const chainDeployments = path.join(dataDir, 'deployments');
process.env.CIVITAS_E2E_DEPLOYMENTS ??= chainDeployments;
/** Anvil's dev account 9 deploys; a fixed test key signs the vouchers (never used anywhere real). */
const ANVIL_DEPLOYER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';
const E2E_VOUCHER_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';
// Where the SMTP server below writes each message it receives (e2e/email.spec.ts reads them).
process.env.CIVITAS_E2E_INBOX ??= path.join(dataDir, 'inbox');

// Debian's Chromium: Playwright cannot download its own browser here. Its headless shell (apt-get install
// chromium-headless-shell, the "old headless" build Playwright itself runs by default) when installed: the
// whole suite took 918 s of machine CPU with it against 1,294 s with the full browser (2026-11-29, CI=true),
// and CI's browser tests are bound by CPU. CHROMIUM_PATH names another binary (/usr/bin/chromium for
// --headed: the shell opens no window).
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  // Generous: two browsers, the server and anvil share two cores, and these machines' speed varies
  // from day to day: the same journeys took 1× to 3.5× their quiet time in CI runs (2026-11-28), so a
  // journey's budget is about four times its quiet duration. Speed is measured by `npm run bench`, not
  // asserted here; the spec's own timings (live within 5 s) are set where they are checked.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Recording a trace costs a fifth of a journey's CPU whether it is kept or not (a11y.spec.ts in en:
    // 4.2 min with traces, 3.6 without, 2026-11-29), so CI records none: a failure there leaves its
    // screenshot and error context (the page's accessibility tree). E2E_TRACE=retain-on-failure turns
    // traces on in CI; local runs keep them for failures.
    trace:
      (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
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
  projects: [
    {
      name: 'chromium',
      testIgnore: /\.(clock|provider)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Journeys against the second server, whose studio has an image provider configured.
    {
      name: 'provider',
      testMatch: /\.provider\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${providerPort}` },
    },
    // Journeys that move the server's clock (lib/clock.ts) run after all the others, never beside them.
    {
      name: 'clock',
      testMatch: /\.clock\.spec\.ts$/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // First a real local chain (anvil, Sepolia's chain id) for the wallet balance and a real SMTP server
  // for the mail, then the app, whose server-side chain node (RPC_URL_<id>) and relay point at them.
  webServer: [
    {
      command: `node test/smtp-sink.mjs ${smtpPort} ${process.env.CIVITAS_E2E_INBOX}`,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `${anvilBinary()} --chain-id 11155111 --port ${anvilPort} --silent`,
      port: anvilPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The contracts on the local chain first (by anvil's tenth dev account, which no test spends from,
      // with a test voucher key), then the production server (per-page CSP). No hostname: with one,
      // Next 16 treats the proxy's same-origin rewrites as external.
      command:
        `node scripts/contracts.mjs deploy --chain anvil --rpc ${anvilUrl} --out ${chainDeployments} ` +
        `--base-uri ${baseURL}/api/chain/citizen-id/ && node server/server.mjs`,
      // A fresh database for every run; TRUST_PROXY lets each test speak from its own X-Forwarded-For address,
      // as clients behind a load balancer would, so per-IP rate limits apply per test.
      env: {
        DATA_DIR: dataDir,
        TRUST_PROXY: '1',
        PORT: String(port),
        RPC_URL_11155111: anvilUrl,
        // Mainnet's node too, so a switched wallet's balance reads offline (anvil answers any chain's query).
        RPC_URL_1: anvilUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // The governance journey moves the server's clock past a vote's end (lib/clock.ts).
        CIVITAS_TEST_CLOCK: '1',
        DEPLOYER_PRIVATE_KEY: ANVIL_DEPLOYER_KEY,
        CHAIN_SIGNER_PRIVATE_KEY: E2E_VOUCHER_KEY,
        CONTRACTS_DEPLOYMENTS_DIR: chainDeployments,
      },
      url: `${baseURL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node test/fake-openai-images.mjs ${imagesApiPort}`,
      port: imagesApiPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server/server.mjs',
      env: {
        DATA_DIR: providerDataDir,
        TRUST_PROXY: '1',
        PORT: String(providerPort),
        CIVITAS_TEST_CLOCK: '1',
        STUDIO_IMAGE_PROVIDER: 'openai',
        STUDIO_IMAGE_URL: `http://127.0.0.1:${imagesApiPort}`,
        STUDIO_IMAGE_MODEL: 'local-test-model',
      },
      url: `http://127.0.0.1:${providerPort}/robots.txt`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
