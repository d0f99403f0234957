import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { notify } from '@/components/frame/toast';
import { ConnectWalletView } from './connect-wallet-view';

// A wallet that refuses to sign (wagmi's mock connector answers UserRejectedRequestError, code 4001).
jest.mock('@/components/wallet/config', () => {
  const actual = jest.requireActual<typeof import('@/components/wallet/config')>(
    '@/components/wallet/config',
  );
  const { mock } = jest.requireActual<typeof import('wagmi/connectors')>('wagmi/connectors');
  return {
    ...actual,
    createWalletConfig: () =>
      actual.createWalletConfig({
        connectors: [
          mock({
            accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
            features: { signMessageError: true },
          }),
        ],
      }),
  };
});
jest.mock('@/components/frame/toast', () => ({ notify: jest.fn(async () => undefined) }));
jest.mock('@/components/account/session-store', () => ({ setSessionUser: jest.fn() }));
jest.mock('@/components/notifications/notifications-store', () => ({ resetNotifications: jest.fn() }));

beforeEach(() => {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // jsdom has no Response: the fields api() and viem read.
    const reply = (data: unknown) =>
      ({
        ok: true,
        status: 200,
        headers: { get: () => 'application/json' },
        json: async () => data,
        text: async () => JSON.stringify(data),
      }) as unknown as Response;
    if (String(input) === '/api/auth/siwe/nonce') return reply({ nonce: 'abcdef0123456789' });
    // The mock connector reads its accounts from the chain node.
    const { id } = JSON.parse(String(init?.body)) as { id: number };
    return reply({ jsonrpc: '2.0', id, result: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] });
  }) as typeof fetch;
});

it('a refused signature shows "Connection Error" with the localized reason, and signs nobody in', async () => {
  const onDone = jest.fn();
  render(<ConnectWalletView t={(key) => `t:${key}`} mode="signIn" onDone={onDone} />);
  const button = await screen.findByRole('button', { name: 'Mock Connector' }, { timeout: 5000 });
  await act(async () => fireEvent.click(button));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith({
      title: 't:connect.errorTitle',
      description: 't:errors.userRejected',
      variant: 'destructive',
    }),
  );
  expect(onDone).not.toHaveBeenCalled();
  expect(window.localStorage.getItem('civitas.walletSession')).toBeNull();
}, 15_000);
