import type { Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { expect, test } from './fixtures';

// Anvil's first dev account: the page's wallet signs with it (in Node), and the local chain funds it.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const SHORT = '0xf39F…2266';
const ANVIL_URL = `http://127.0.0.1:${process.env.E2E_ANVIL_PORT ?? 8546}`;

type WalletOptions = { rejectSign?: boolean; chainId?: number };

/**
 * A MetaMask-like EIP-1193 wallet (also announced through EIP-6963) that knows only Sepolia: switching
 * to mainnet answers 4902 until wallet_addEthereumChain. Its permission survives a reload, as a real
 * extension's does. Signing happens in Node through an exposed function.
 */
async function installWallet(page: Page, options: WalletOptions = {}) {
  // The wallet stack's public chain nodes (RainbowKit looks up ENS names on mainnet): the local chain
  // answers instead, as the closed test network reaches nothing else.
  await page.route(/^https:\/\/ethereum(-sepolia)?-rpc\.publicnode\.com\//, async (route) => {
    const response = await route.fetch({ url: ANVIL_URL });
    await route.fulfill({ response });
  });
  await page.exposeFunction('__walletSign', (message: Hex) =>
    account.signMessage({ message: { raw: message } }),
  );
  await page.addInitScript(
    ({ address, rejectSign, chainId }) => {
      const store = window.localStorage;
      const state = {
        get connected() {
          return store.getItem('__wallet.connected') === '1';
        },
        set connected(value: boolean) {
          if (value) store.setItem('__wallet.connected', '1');
          else store.removeItem('__wallet.connected');
        },
        get chainId() {
          return Number(store.getItem('__wallet.chainId') ?? chainId);
        },
        set chainId(value: number) {
          store.setItem('__wallet.chainId', String(value));
        },
        get known(): number[] {
          return JSON.parse(store.getItem('__wallet.known') ?? `[${chainId}]`) as number[];
        },
        set known(value: number[]) {
          store.setItem('__wallet.known', JSON.stringify(value));
        },
      };
      const log: string[] = [];
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((fn) => fn(value));
      const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
      const hex = (n: number) => `0x${n.toString(16)}`;
      const sign = (window as unknown as { __walletSign: (m: string) => Promise<string> }).__walletSign;

      const provider = {
        isTestWallet: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          log.push(method);
          switch (method) {
            case 'eth_requestAccounts':
              state.connected = true;
              return [address];
            case 'eth_accounts':
              return state.connected ? [address] : [];
            case 'eth_chainId':
              return hex(state.chainId);
            case 'net_version':
              return String(state.chainId);
            case 'wallet_requestPermissions':
              state.connected = true;
              return [{ parentCapability: 'eth_accounts' }];
            case 'wallet_getPermissions':
              return state.connected ? [{ parentCapability: 'eth_accounts' }] : [];
            case 'wallet_revokePermissions':
              state.connected = false;
              return null;
            case 'wallet_switchEthereumChain': {
              const id = Number((params?.[0] as { chainId: string }).chainId);
              if (!state.known.includes(id)) throw fail(4902, 'Unrecognized chain ID.');
              state.chainId = id;
              emit('chainChanged', hex(id));
              return null;
            }
            case 'wallet_addEthereumChain': {
              const id = Number((params?.[0] as { chainId: string }).chainId);
              state.known = [...state.known, id];
              // MetaMask switches to a chain it has just added.
              state.chainId = id;
              emit('chainChanged', hex(id));
              return null;
            }
            case 'personal_sign':
              if (rejectSign) throw fail(4001, 'User rejected the request.');
              return sign(params?.[0] as string);
            default:
              throw fail(4200, `Unsupported method: ${method}`);
          }
        },
        on(event: string, fn: (...args: unknown[]) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(fn);
          return provider;
        },
        removeListener(event: string, fn: (...args: unknown[]) => void) {
          listeners.get(event)?.delete(fn);
          return provider;
        },
      };
      Object.assign(window, { ethereum: provider, __walletLog: log });
      const info = {
        uuid: '0b7d1a6e-2c3f-4a8e-9d5b-1f2e3c4d5e6f',
        name: 'Test Wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
        rdns: 'org.civitas.testwallet',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    {
      address: account.address,
      rejectSign: options.rejectSign ?? false,
      chainId: options.chainId ?? 11155111,
    },
  );
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });

async function connectWallet(page: Page) {
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Civitas' });
  await dialog.getByRole('button', { name: 'Connect Wallet' }).click();
  const walletView = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(walletView).toBeVisible();
  await walletView.getByRole('button', { name: 'Test Wallet' }).click();
  return walletView;
}

async function signIn(page: Page) {
  await connectWallet(page);
  await expect(toast(page, 'Wallet Connected')).toBeVisible();
  await expect(toast(page, 'Your decentralized identity is now active.')).toBeVisible();
  // Onboarding follows, as for an e-mail account.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${SHORT}` })).toBeVisible();
}

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

    for (const path of ['/', '/about', '/dashboard']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // Opening the join dialog loads the dialog and its strings, still no wallet code.
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const join = page.getByRole('dialog', { name: 'Join Civitas' });
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

    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Join Civitas' })).toBeVisible();
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
});
