import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConnectWalletView } from './connect-wallet-view';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

// The wallet island's config with wagmi's mock connector instead of RainbowKit's wallets.
jest.mock('@/components/wallet/config', () => {
  const actual = jest.requireActual<typeof import('@/components/wallet/config')>(
    '@/components/wallet/config',
  );
  const { mock } = jest.requireActual<typeof import('wagmi/connectors')>('wagmi/connectors');
  return {
    ...actual,
    createWalletConfig: () =>
      actual.createWalletConfig({
        connectors: [mock({ accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], features: {} })],
      }),
  };
});
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn(async () => undefined) }));
jest.mock('@/components/account/session-store', () => ({ setSessionUser: jest.fn() }));
jest.mock('@/components/notifications/notifications-store', () => ({ resetNotifications: jest.fn() }));

const user = { id: 'u1', name: '0xf39F…2266', walletAddress: ADDRESS };
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    // jsdom has no Response: the fields api() reads.
    const reply = (data: unknown) =>
      ({
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        json: async () => data,
        text: async () => JSON.stringify(data),
      }) as unknown as Response;
    if (url === '/api/auth/siwe/nonce') return reply({ nonce: 'abcdef0123456789' });
    if (url === '/api/auth/siwe/verify') return reply({ user });
    // The mock connector asks the chain node to sign (eth_sign): answer as an unlocked node would.
    const { id, method } = body as { id: number; method: string };
    return reply({ jsonrpc: '2.0', id, result: method === 'eth_accounts' ? [ADDRESS] : SIGNATURE });
  }) as typeof fetch;
});

const t = (key: string) => key;

describe('ConnectWalletView', () => {
  it('lists the wallets, connects, signs a SIWE message for this site and signs in', async () => {
    const onDone = jest.fn();
    render(<ConnectWalletView t={t} mode="signIn" onDone={onDone} />);
    const button = await screen.findByRole('button', { name: 'Mock Connector' }, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(user));

    expect(calls.find((c) => c.url === '/api/auth/siwe/nonce')?.body).toEqual({
      address: ADDRESS,
      chainId: 1,
    });
    const verify = calls.find((c) => c.url === '/api/auth/siwe/verify')?.body as {
      message: string;
      signature: string;
    };
    expect(verify.signature).toBe(SIGNATURE);
    expect(verify.message).toContain(
      `${window.location.host} wants you to sign in with your Ethereum account:`,
    );
    expect(verify.message).toContain(ADDRESS);
    expect(verify.message).toContain('Nonce: abcdef0123456789');
    expect(verify.message).toContain('Chain ID: 1');
    expect(verify.message).toContain(`URI: ${window.location.origin}`);
    expect(window.localStorage.getItem('civitas.walletSession')).toBe(ADDRESS);
  }, 15_000);
});
