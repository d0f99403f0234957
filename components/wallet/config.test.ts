import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { coinbaseWallet } from 'wagmi/connectors';
import { locales } from '@/lib/i18n/config';
import {
  createQueryClient,
  createWalletConfig,
  defaultRpcUrls,
  queryRetryDelay,
  rainbowKitLocales,
  resolveProjectId,
  resolveRpcUrls,
  walletChains,
  walletList,
} from './config';

// Spy on the Coinbase connector to see what RainbowKit hands it.
jest.mock('wagmi/connectors', () => {
  const actual = jest.requireActual<typeof import('wagmi/connectors')>('wagmi/connectors');
  return { ...actual, coinbaseWallet: jest.fn(actual.coinbaseWallet) };
});

/** The RainbowKit wallet a connector came from. */
const rkId = (connector: object) => (connector as { rkDetails?: { id?: string } }).rkDetails?.id;

describe('chains', () => {
  it('are Ethereum mainnet (1) then Sepolia (11155111), both in 18-decimal ether', () => {
    expect(walletChains.map((c) => c.id)).toEqual([1, 11_155_111]);
    for (const chain of walletChains) {
      expect(chain.nativeCurrency).toMatchObject({ symbol: 'ETH', decimals: 18 });
    }
  });
});

describe('RPC URLs', () => {
  it('default to public nodes', () => {
    expect(resolveRpcUrls({})).toEqual(defaultRpcUrls);
    expect(resolveRpcUrls({ 1: '  ', 11155111: '' })).toEqual(defaultRpcUrls);
    for (const url of Object.values(defaultRpcUrls)) expect(url).toMatch(/^https:\/\//);
  });

  it('take each chain’s variable when set', () => {
    expect(resolveRpcUrls({ 1: ' https://main.example/key ', 11155111: 'http://127.0.0.1:8545' })).toEqual({
      1: 'https://main.example/key',
      11155111: 'http://127.0.0.1:8545',
    });
  });

  it('refuse a value that is not an http(s) URL, naming the variable', () => {
    expect(() => resolveRpcUrls({ 1: 'main.example' })).toThrow(/NEXT_PUBLIC_RPC_URL_MAINNET/);
    expect(() => resolveRpcUrls({ 11155111: 'wss://sepolia.example' })).toThrow(
      /NEXT_PUBLIC_RPC_URL_SEPOLIA/,
    );
  });

  it('are read from NEXT_PUBLIC_RPC_URL_MAINNET / _SEPOLIA and the project id from its variable', () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      NEXT_PUBLIC_RPC_URL_MAINNET: 'https://main.example',
      NEXT_PUBLIC_RPC_URL_SEPOLIA: 'https://sepolia.example',
      NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'abc123',
    });
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('./config')>('./config');
        expect(fresh.rpcUrls).toEqual({ 1: 'https://main.example', 11155111: 'https://sepolia.example' });
        expect(fresh.walletConnectProjectId).toBe('abc123');
      });
    } finally {
      process.env = saved;
    }
  });
});

describe('WalletConnect project id', () => {
  it('is absent when unset or blank', () => {
    expect(resolveProjectId(undefined)).toBeUndefined();
    expect(resolveProjectId('   ')).toBeUndefined();
    expect(resolveProjectId(' abc ')).toBe('abc');
  });

  // Why WalletConnect must be left out rather than given an empty id.
  it('is required by RainbowKit’s WalletConnect wallet', () => {
    expect(() =>
      connectorsForWallets([{ groupName: 'x', wallets: [walletConnectWallet] }], {
        appName: 'x',
        projectId: '',
      }),
    ).toThrow(/projectId/);
  });
});

describe('wallet list', () => {
  const ids = (projectId: string | undefined) =>
    walletList(projectId)[0]!.wallets.map(
      (create) => create({ projectId: projectId ?? '', appName: 'Civitas' }).id,
    );

  it('offers the browser wallet and the Coinbase smart wallet, and WalletConnect only with a project id', () => {
    expect(ids(undefined)).toEqual(['injected', 'coinbase']);
    expect(ids('abc123')).toEqual(['injected', 'walletConnect', 'coinbase']);
  });

  it('names its group as the caller says', () => {
    expect(walletList(undefined, 'Beliebt')[0]!.groupName).toBe('Beliebt');
  });

  it('turns into connectors, WalletConnect included (QR and modal), when the id is set', () => {
    // Building each connector (what createConfig would do, minus its network set-up) shows its wallet.
    const connectors = connectorsForWallets(walletList('abc123'), {
      appName: 'Civitas',
      projectId: 'abc123',
    });
    const built = connectors.map((create) =>
      create({ chains: walletChains, emitter: { emit() {}, on() {}, off() {} } } as never),
    );
    expect(built.map(rkId)).toEqual(['injected', 'walletConnect', 'walletConnect', 'coinbase']);
  });
});

describe('createWalletConfig', () => {
  beforeEach(() => jest.mocked(coinbaseWallet).mockClear());

  it('does not crash without a WalletConnect project id, and leaves WalletConnect out', () => {
    const config = createWalletConfig({ projectId: '' });
    expect(config.chains.map((c) => c.id)).toEqual([1, 11_155_111]);
    expect(config.connectors.map(rkId)).toEqual(['injected', 'coinbase']);
  });

  it('sets up the Coinbase wallet as the smart wallet only, under the app’s name', () => {
    createWalletConfig({ projectId: undefined });
    expect(coinbaseWallet).toHaveBeenCalledWith(
      expect.objectContaining({
        appName: 'Civitas',
        preference: expect.objectContaining({ options: 'smartWalletOnly' }),
      }),
    );
  });

  it('adds the browser wallets that answer the EIP-6963 request', () => {
    const detail = Object.freeze({
      info: {
        uuid: '6c1f9a4e-0000-4000-8000-000000000001',
        name: 'Test Wallet',
        icon: 'data:,',
        rdns: 'io.example.test',
      },
      provider: { request: jest.fn(), on: jest.fn(), removeListener: jest.fn() },
    });
    // What an installed extension does: announce itself whenever a page asks.
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    window.addEventListener('eip6963:requestProvider', announce);
    try {
      const config = createWalletConfig({ projectId: undefined });
      const found = config.connectors.find((c) => c.id === 'io.example.test');
      expect(found?.name).toBe('Test Wallet');
    } finally {
      window.removeEventListener('eip6963:requestProvider', announce);
    }
  });
});

describe('data cache (react-query)', () => {
  it('retries 3 times, waiting min(1000·2ⁿ, 30000) ms, and drops unused data after 5 minutes', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe('RainbowKit language', () => {
  it('follows every site language, with English for Hmong', () => {
    expect(Object.keys(rainbowKitLocales).sort()).toEqual([...locales].sort());
    expect(rainbowKitLocales).toMatchObject({
      en: 'en-US',
      vi: 'vi-VN',
      zh: 'zh-CN',
      hi: 'hi-IN',
      hmn: 'en-US',
    });
  });
});
