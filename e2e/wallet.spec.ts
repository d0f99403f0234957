import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { verifyTypedData, type Hex } from 'viem';
import { voteTypedData } from '../lib/governance/rules';
import { shortAddress } from '../lib/wallet/address';
import { expect as baseExpect, test } from './fixtures';
import { logIn, newCitizen, openJoin, signUp, toast } from './helpers';
import { installWallet as installTestWallet, type WalletOptions } from './test-wallet';

// Anvil's first dev account: the page's wallet signs with it (in Node), and the local chain funds it.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const SHORT = '0xf39F…2266';
// A wallet no other test (or earlier run) has used: for tests that bind it to an account of their own.
const freshWallet = () => privateKeyToAccount(generatePrivateKey());

/** The test wallet (e2e/test-wallet.ts) signing with anvil's first dev account unless told otherwise. */
function installWallet(page: Page, options: Partial<WalletOptions> = {}) {
  return installTestWallet(page, { ...options, signer: options.signer ?? account });
}

async function connectWallet(page: Page) {
  const dialog = await openJoin(page);
  await dialog.getByRole('button', { name: 'Connect Wallet' }).click();
  const walletView = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(walletView).toBeVisible();
  await walletView.getByRole('button', { name: 'Test Wallet' }).click();
  return walletView;
}

async function signIn(page: Page, name = SHORT) {
  await connectWallet(page);
  await expect(toast(page, 'Wallet Connected')).toBeVisible();
  await expect(toast(page, 'Your decentralized identity is now active.')).toBeVisible();
  // Onboarding follows, as for an e-mail account.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${name}` })).toBeVisible();
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu: ${name}` }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
}

// The wallet stack is megabytes of JavaScript: with two browsers and the server sharing two cores, loading
// and reconnecting it can take longer than the suite's 15 s per expectation and 120 s per test.
const expect = baseExpect.configure({ timeout: 40_000 });
test.describe.configure({ timeout: 150_000 });

const walletChunk = /rainbow|wagmi|viem|walletconnect|coinbase|wallet-runtime|connect-wallet/i;

test.describe('wallet', () => {
  test('a first-time visitor loads no wallet code, until Connect Wallet is opened', async ({ page }) => {
    // Bodies are read as they arrive (a navigation discards them).
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        scripts.push(
          response.text().then(
            (body) => ({ url: response.url(), body }),
            () => ({ url: response.url(), body: '' }),
          ),
        );
    });
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:'))
        external.push(request.url());
    });
    const isWalletCode = (s: { url: string; body: string }) =>
      walletChunk.test(s.url) ||
      /createAuthenticationAdapter|wallet_addEthereumChain|\[data-rk\]/.test(s.body);

    // A proposal page too: a visitor's vote panel explains, it does not load the wallet stack. (Its live
    // tallies keep a stream open, so the page never goes network-idle: the panel's text is the sign.)
    await page.goto('/society/proposals/1');
    await expect(page.getByText('Sign in to vote')).toBeVisible();
    for (const path of ['/', '/about', '/dashboard']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Opening the join dialog loads the dialog and its strings, still no wallet code.
    const join = await openJoin(page);
    await expect(join.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await Promise.all(scripts);
    expect(before.filter(isWalletCode).map((s) => s.url)).toEqual([]);

    await join.getByRole('button', { name: 'Connect Wallet' }).click();
    const walletView = page.getByRole('dialog', { name: 'Connect Wallet' });
    await expect(walletView.getByRole('button', { name: 'Browser Wallet' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const after = await Promise.all(scripts);
    expect(after.filter(isWalletCode).length).toBeGreaterThan(0);
    expect(external).toEqual([]);
  });

  test('connect and sign in → reload reconnects → switch chain (4902 → add) → balance from anvil → logout', async ({
    page,
  }) => {
    await installWallet(page);
    await page.goto('/');
    await signIn(page);

    // The dialog opens on its main view next time (after logout, below).
    await page.goto('/dashboard');
    await expect(page.getByTestId('wallet-address')).toHaveText(account.address);
    await expect(page.getByTestId('wallet-network')).toHaveText('Sepolia test network');
    await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 ETH');

    // Reload: still signed in, and the wallet reconnects by itself.
    await page.reload();
    await expect(page.getByRole('button', { name: `Account menu: ${SHORT}` })).toBeVisible();
    await expect(page.getByTestId('wallet-network')).toHaveText('Sepolia test network');

    await page.getByRole('button', { name: 'Switch to Mainnet' }).click();
    await expect(page.getByTestId('wallet-network')).toHaveText('Ethereum Mainnet');
    const log = await page.evaluate(() => (window as unknown as { __walletLog: string[] }).__walletLog);
    expect(log).toContain('wallet_addEthereumChain');
    await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 ETH');

    // Logout disconnects the wallet and revokes its permission.
    await page.getByRole('button', { name: `Account menu: ${SHORT}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __walletLog: string[] }).__walletLog))
      .toContain('wallet_revokePermissions');
    expect(await page.evaluate(() => localStorage.getItem('__wallet.connected'))).toBeNull();

    await openJoin(page);
  });

  test('a rejected signature shows "Connection Error"', async ({ page }) => {
    await installWallet(page, { rejectSign: true });
    await page.goto('/');
    const walletView = await connectWallet(page);
    await expect(toast(page, 'Connection Error')).toBeVisible();
    await expect(toast(page, 'You cancelled the request in your wallet.')).toBeVisible();
    await expect(walletView).toBeVisible();
    await walletView.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('dialog', { name: 'Join Civitas' })).toBeVisible();
  });

  test('disconnecting the wallet ends the wallet session', async ({ page }) => {
    await installWallet(page);
    await page.goto('/dashboard');
    await signIn(page);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  });

  test('an e-mail citizen links a wallet on the dashboard, then signs in with it into the same account', async ({
    page,
  }) => {
    const wallet = freshWallet();
    await installWallet(page, { signer: wallet });
    await page.goto('/dashboard');
    const citizen = await signUp(page, newCitizen('link'));
    await expect(toast(page, 'Sign Up Successful')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    const card = page.getByRole('region', { name: 'Wallet' });
    await card.getByRole('button', { name: 'Link a wallet' }).click();
    await card.getByRole('button', { name: 'Test Wallet' }).click();
    await expect(toast(page, 'Wallet linked')).toBeVisible();
    await expect(card.getByTestId('wallet-address')).toHaveText(wallet.address);
    // The name stays the username.
    await logOut(page, citizen.username);

    // The wallet now opens the same account: its username, its dashboard, its e-mail.
    await connectWallet(page);
    await expect(toast(page, 'Wallet Connected')).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('button', { name: `Account menu: ${citizen.username}` })).toBeVisible();
    await expect(page.getByRole('main').getByText(citizen.email)).toBeVisible();
  });

  test('a wallet citizen adds an e-mail, then logs in with it and the password', async ({ page }) => {
    const wallet = freshWallet();
    const name = shortAddress(wallet.address);
    await installWallet(page, { signer: wallet });
    await page.goto('/dashboard');
    await signIn(page, name);

    const card = page.getByRole('region', { name: 'Wallet' });
    const addEmail = card.getByRole('button', { name: 'Add an e-mail' });
    // Checked in the browser first: nothing typed.
    await addEmail.click();
    await expect(card.getByText('This field is required.').first()).toBeVisible();

    const { email, password } = newCitizen('addmail');
    await card.getByLabel('Email').fill(email);
    await card.getByLabel('Password').fill(password);
    await addEmail.click();
    await expect(toast(page, 'E-mail added')).toBeVisible();
    await expect(addEmail).toBeHidden();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    await logOut(page, name);

    await logIn(page, email, password);
    await expect(toast(page, 'Login Successful')).toBeVisible();
    // Onboarding was skipped, so it returns at this sign-in.
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('button', { name: `Account menu: ${name}` })).toBeVisible();
  });

  test('a wallet citizen signs the vote (EIP-712), and anyone can verify the published signature', async ({
    page,
  }) => {
    const wallet = freshWallet();
    const name = shortAddress(wallet.address);
    await installWallet(page, { signer: wallet });
    await page.goto('/society/proposals');
    await signIn(page, name);

    // Citizenship and a proposal through the API, as the browser's forms send them.
    const origin = new URL(page.url()).origin;
    const post = (path: string, data: object) =>
      page.request.post(path, { data, headers: { Origin: origin } });
    const handle = `w${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    expect(
      (
        await post('/api/citizens', {
          handle,
          notifyEmail: `${handle}@example.com`,
          acceptConstitution: true,
        })
      ).status(),
    ).toBe(201);
    const created = await post('/api/proposals', {
      title: 'Plant a tree for every new citizen',
      summary: 'Each new citizen is welcomed with a tree planted by a partner charity.',
      body: 'A small, visible sign of a growing community.',
      category: 'community',
    });
    expect(created.status()).toBe(201);
    const { id, path } = (await created.json()) as { id: number; path: string };

    await page.goto(path);
    await expect(page.getByText(`You sign your vote with your wallet (${name})`)).toBeVisible();
    await page.getByRole('button', { name: 'Vote For' }).click();
    await expect(toast(page, 'Vote recorded')).toBeVisible();
    await expect(page.getByText('You voted For')).toBeVisible();

    // The voter list marks the vote as signed and publishes what verifies it.
    await page.reload();
    const voters = page.locator('#voters');
    await expect(voters.getByText('Signed with a wallet')).toBeAttached();
    await voters.getByText('Signature details').click();
    const field = (label: string) =>
      voters.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    const signer = (await field('Signer').innerText()).trim();
    const chainId = Number((await field('Chain ID').innerText()).trim());
    const timestamp = Number((await field('Timestamp').innerText()).trim().split(' ')[0]);
    const signature = (await field('Signature').innerText()).trim() as Hex;
    expect(signer).toBe(wallet.address);
    expect(
      await verifyTypedData({
        ...voteTypedData({ chainId, proposal: id, choice: 'for', timestamp, voter: wallet.address }),
        address: wallet.address,
        signature,
      }),
    ).toBe(true);
  });

  test('the copy button copies the checksummed address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const wallet = freshWallet();
    await installWallet(page, { signer: wallet });
    await page.goto('/dashboard');
    await signIn(page, shortAddress(wallet.address));

    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(toast(page, 'Address copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address);
    // Checksummed: mixed case, as viem's account reports it.
    expect(wallet.address).not.toBe(wallet.address.toLowerCase());
  });

  test('switching to another account in the wallet ends the wallet session', async ({ page }) => {
    const wallet = freshWallet();
    await installWallet(page, { signer: wallet });
    await page.goto('/dashboard');
    await signIn(page, shortAddress(wallet.address));

    const other = freshWallet().address;
    await page.evaluate((address) => {
      (window as unknown as { __walletUseAccount: (a: string) => void }).__walletUseAccount(address);
    }, other);
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    // Ended on the server too: a reload stays signed out.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
  });
});
