// The wallet stack must not load with the page nor with the island: only when the member presses "Open
// wallet". The mocked wallet module records when it is first required, so this file must not import it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chainTestServer } from '@/components/chain/chain-test-server';
import { withIntl } from '@/test/intl';
import { FinancePanelLazy } from './finance-lazy';
import { messages, SEPOLIA, strings, WEI } from './test-fixtures';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: () => ({ status: 'ready', user: null }),
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
const mockWalletLoaded = jest.fn();
jest.mock('@/components/chain/wallet-tx', () => {
  mockWalletLoaded();
  return {
    walletState: jest.fn(async () => ({
      status: 'disconnected',
      options: [{ uid: 'mm', name: 'MetaMask' }],
    })),
    connectWallet: jest.fn(),
    switchWalletChain: jest.fn(),
    balanceOf: jest.fn(async () => WEI('1')),
    estimateTransferFee: jest.fn(),
    sendTransfer: jest.fn(),
    waitForTransfer: jest.fn(),
    WrongAccountError: class WrongAccountError extends Error {},
  };
});

const server = chainTestServer();

beforeEach(() => {
  server.install();
  server.on('GET /api/chain', {
    status: 200,
    body: { chains: [{ chainId: SEPOLIA, citizenId: true, credentials: false, marketplace: false }] },
  });
});

it('shows its stand-in until the panel is on screen, and loads the wallet only on "Open wallet"', async () => {
  const u = userEvent.setup();
  render(
    withIntl(
      <FinancePanelLazy strings={strings} locale="en" place="page" fallback={<p>What the wallet does</p>} />,
      messages,
    ),
  );
  expect(screen.getByText('What the wallet does')).toBeInTheDocument();
  const open = await screen.findByRole('button', { name: 'Open wallet' });
  // The panel says it is ready in a layout effect of its first render: the stand-in is gone before
  // anything else runs, never on screen beside the panel.
  expect(screen.queryByText('What the wallet does')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Network' })).toHaveValue(String(SEPOLIA)));
  expect(mockWalletLoaded).not.toHaveBeenCalled();

  await u.click(open);
  expect(await screen.findByRole('button', { name: 'Connect MetaMask' })).toBeInTheDocument();
  expect(mockWalletLoaded).toHaveBeenCalledTimes(1);
  expect(server.unexpected).toEqual([]);
});
