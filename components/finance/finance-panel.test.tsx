import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openJoinDialog, refreshSession, useSession } from '@/components/account/session-store';
import { chainTestServer } from '@/components/chain/chain-test-server';
import { walletState, switchWalletChain, balanceOf } from '@/components/chain/wallet-tx';
import { withIntl } from '@/test/intl';
import { FinancePanel } from './finance-panel';
import {
  HASH,
  HASH2,
  LINKED,
  MAINNET,
  member,
  messages,
  OTHER,
  platformTx,
  scoreView,
  SEPOLIA,
  strings,
  transactions,
  WEI,
} from './test-fixtures';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(),
  openJoinDialog: jest.fn(),
  refreshSession: jest.fn(async () => {}),
}));
// The wallet stack, answering as a wallet would (the console loads it when "Open wallet" is pressed).
jest.mock('@/components/chain/wallet-tx', () => ({
  walletState: jest.fn(),
  connectWallet: jest.fn(),
  switchWalletChain: jest.fn(),
  balanceOf: jest.fn(),
  estimateTransferFee: jest.fn(),
  sendTransfer: jest.fn(),
  waitForTransfer: jest.fn(),
  WrongAccountError: class WrongAccountError extends Error {},
}));

const server = chainTestServer();
const CHAINS = 'GET /api/chain';
const TXS = (chainId = SEPOLIA) => `GET /api/chain/transactions?chainId=${chainId}`;
const SCORE = (chainId = SEPOLIA) => `GET /api/chain/score?chainId=${chainId}`;
const sepoliaOffered = {
  status: 200,
  body: { chains: [{ chainId: SEPOLIA, citizenId: true, credentials: true, marketplace: false }] },
};

const session = jest.mocked(useSession);
const signedIn = (user = member()) => session.mockReturnValue({ status: 'ready', user });

function renderPanel(place: 'page' | 'dashboard' = 'page') {
  const view = render(withIntl(<FinancePanel strings={strings} locale="en" place={place} />, messages));
  return { ...view, u: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  server.install();
  server.on(CHAINS, sepoliaOffered);
  session.mockReturnValue({ status: 'ready', user: null });
  jest.mocked(openJoinDialog).mockClear();
  jest.mocked(refreshSession).mockClear();
  jest.mocked(walletState).mockReset();
  jest.mocked(switchWalletChain).mockReset();
  jest.mocked(balanceOf).mockReset().mockResolvedValue(WEI('1'));
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('FinancePanel: visitors', () => {
  it('asks a visitor to sign in for the transactions and the score, and reads neither', async () => {
    const { u } = renderPanel();
    expect(await screen.findByText(/Sign in to see your recent transactions/)).toBeInTheDocument();
    expect(screen.getByText('Sign in and link a wallet to see your score.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open wallet' })).toBeInTheDocument();

    await u.click(within(card('Recent transactions')).getByRole('button', { name: 'Sign in' }));
    expect(openJoinDialog).toHaveBeenCalledWith('login');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/chain']);
  });

  it('waits for the session before it says anything about the member', async () => {
    session.mockReturnValue({ status: 'loading' });
    renderPanel();
    expect(within(card('Recent transactions')).getByRole('status')).toHaveTextContent(
      'Loading your transactions…',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Network' })).toBeEnabled());
    expect(screen.queryByText(/Sign in/)).not.toBeInTheDocument();
    expect(server.requests.map((r) => r.path)).toEqual(['/api/chain']);
  });
});

describe('FinancePanel: recent transactions', () => {
  beforeEach(() => {
    signedIn();
    server.on(SCORE(), { status: 200, body: scoreView() });
  });

  it("lists Civitas's own transactions and the wallet's history when an explorer is configured", async () => {
    server.on(TXS(), {
      status: 200,
      body: transactions({
        platform: [
          platformTx(),
          platformTx({
            kind: 'purchase',
            hash: HASH2,
            status: 'failed',
            failure: 'underpaid',
            valueWei: WEI('0.01').toString(),
            createdAt: new Date(Date.now() - 5 * 3_600_000).toISOString(),
          }),
        ],
        onchain: [
          {
            hash: HASH,
            blockNumber: '10',
            timestamp: new Date(Date.now() - 86_400_000).toISOString(),
            from: OTHER,
            to: LINKED,
            valueWei: WEI('0.5').toString(),
            failed: false,
          },
          {
            hash: HASH2,
            blockNumber: '11',
            timestamp: new Date(Date.now() - 3 * 86_400_000).toISOString(),
            from: LINKED.toLowerCase(),
            to: OTHER,
            valueWei: WEI('0.1').toString(),
            failed: true,
          },
        ],
      }),
    });
    renderPanel();
    const history = card('Recent transactions');
    expect(await within(history).findByText('Citizen ID minted')).toBeInTheDocument();
    expect(within(history).getByText('Confirmed')).toBeInTheDocument();
    expect(within(history).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(history).getByText('Marketplace purchase')).toBeInTheDocument();
    expect(
      within(history).getByText('The payment was less than the price: the item was not granted.'),
    ).toBeInTheDocument();
    expect(within(history).getByText('5 hours ago')).toBeInTheDocument();
    expect(within(history).getByText(/0\.01 ETH/)).toBeInTheDocument();

    expect(within(history).getByText('Received from 0x7099…79C8')).toBeInTheDocument();
    expect(within(history).getByText('yesterday')).toBeInTheDocument();
    expect(within(history).getByText('Sent to 0x7099…79C8')).toBeInTheDocument();
    expect(within(history).getAllByText('Failed')).toHaveLength(2);

    const links = within(history).getAllByRole('link', { name: 'View on Sepolia Etherscan' });
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAttribute('href', `https://sepolia.etherscan.io/tx/${HASH}`);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noreferrer');
    expect(links[0]).toHaveAccessibleDescription(/Citizen ID minted/);
    expect(server.count(TXS())).toBe(1);
  });

  it('says plainly that only Civitas transactions are listed when no explorer is configured', async () => {
    server.on(TXS(), {
      status: 200,
      body: transactions({ platform: [platformTx()], onchain: null, explorer: 'not_configured' }),
    });
    renderPanel();
    expect(
      await screen.findByText(
        "Only Civitas's own transactions are listed: no block explorer is configured for Sepolia, so your wallet's other transactions cannot be read.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Citizen ID minted')).toBeInTheDocument();
  });

  it('says the explorer could not be reached when it is unavailable', async () => {
    server.on(TXS(), { status: 200, body: transactions({ onchain: null, explorer: 'unavailable' }) });
    renderPanel();
    expect(await screen.findByText(/The block explorer could not be reached/)).toBeInTheDocument();
  });

  it('has empty states for both lists', async () => {
    server.on(TXS(), { status: 200, body: transactions() });
    renderPanel();
    expect(await screen.findByText('You have no Civitas transactions on Sepolia yet.')).toBeInTheDocument();
    expect(screen.getByText('No transactions found for your linked wallet on Sepolia.')).toBeInTheDocument();
  });

  it('a failed read is said in words, and "Try again" reads again', async () => {
    server.on(
      TXS(),
      { status: 503, body: { error: 'node_unavailable' } },
      { status: 200, body: transactions() },
    );
    const { u } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network could not be reached right now. Try again in a minute.',
    );
    await u.click(within(card('Recent transactions')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no Civitas transactions on Sepolia yet.')).toBeInTheDocument();
    expect(server.count(TXS())).toBe(2);
  });

  it('an ended session is handed to the session store', async () => {
    server.on(TXS(), { status: 401, body: { error: 'unauthenticated' } });
    renderPanel();
    expect(await screen.findByText('Sign in first.')).toBeInTheDocument();
    expect(refreshSession).toHaveBeenCalledWith(true);
  });
});

describe('FinancePanel: the score', () => {
  beforeEach(() => {
    server.on(TXS(), { status: 200, body: transactions() });
  });

  it('shows the score on a meter, every factor with its value and points, and what it is not', async () => {
    signedIn();
    server.on(SCORE(), { status: 200, body: scoreView() });
    renderPanel();
    const meter = await screen.findByRole('meter', { name: 'Community reputation score' });
    expect(meter).toHaveAttribute('aria-valuenow', '512');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '1000');
    const score = card('AI credit score');
    expect(within(score).getByText('512')).toBeInTheDocument();
    expect(within(score).getByText(/not a financial credit rating/)).toBeInTheDocument();
    const rows = within(score).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Account agePoints: 100 of 200Your value: 365 days',
      'Transactions sentPoints: 102 of 200Your value: 14 transactions',
      'Ether heldPoints: 120 of 150Your value: 0.25 ETH',
      'Citizen IDPoints: 150 of 150Your value: Held',
      'Contribution pointsPoints: 40 of 300Your value: 133 points',
    ]);
    expect(within(score).getByText('Scored wallet: 0xf39F…2266 on Sepolia')).toBeInTheDocument();
  });

  it('says "unknown" for a fact that could not be read, and why', async () => {
    signedIn();
    const unknown = scoreView({ explorer: false, score: 412 });
    unknown.factors[0] = { id: 'accountAge', weight: 200, value: null, share: 0, points: 0, known: false };
    unknown.factors[3] = { id: 'citizenId', weight: 150, value: 0, share: 0, points: 0, known: true };
    server.on(SCORE(), { status: 200, body: unknown });
    renderPanel();
    const score = await screen.findByRole('region', { name: 'AI credit score' });
    expect(await within(score).findByText('Unknown')).toBeInTheDocument();
    expect(within(score).getByText('Not held')).toBeInTheDocument();
    expect(
      within(score).getByText(
        "Your account's age needs a block explorer, and none is configured for Sepolia: it counts 0 for now.",
      ),
    ).toBeInTheDocument();
  });

  it('without a linked wallet: says to link one (with the way to the dashboard), and reads no score', async () => {
    signedIn(member({ walletAddress: null }));
    renderPanel();
    expect(await screen.findByText(/Link one in the Wallet card of your dashboard/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await screen.findByText('You have no Civitas transactions on Sepolia yet.');
    expect(server.count(SCORE())).toBe(0);
  });

  it('the server answering no_wallet (unlinked meanwhile) says the same; on the dashboard, no link', async () => {
    signedIn();
    server.on(SCORE(), { status: 409, body: { error: 'no_wallet' } });
    renderPanel('dashboard');
    expect(await screen.findByText(/Link one in the Wallet card of your dashboard/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FinancePanel: the network', () => {
  beforeEach(() => signedIn());

  it('starts on the network with Civitas contracts; another choice reads that network', async () => {
    server.on(TXS(), { status: 200, body: transactions() });
    server.on(SCORE(), { status: 200, body: scoreView() });
    server.on(TXS(MAINNET), { status: 200, body: transactions() });
    server.on(SCORE(MAINNET), { status: 200, body: scoreView({ chainId: MAINNET, score: 100 }) });
    const { u } = renderPanel();
    const select = await screen.findByRole('combobox', { name: 'Network' });
    expect(await screen.findByText('You have no Civitas transactions on Sepolia yet.')).toBeInTheDocument();
    expect(select).toHaveValue(String(SEPOLIA));

    await u.selectOptions(select, 'Ethereum');
    expect(await screen.findByText('You have no Civitas transactions on Ethereum yet.')).toBeInTheDocument();
    expect(await screen.findByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    expect(switchWalletChain).not.toHaveBeenCalled();
  });

  it('falls back to Ethereum when the networks cannot be read', async () => {
    server.set(CHAINS, { status: 500, body: { error: 'server_error' } });
    server.on(TXS(MAINNET), { status: 200, body: transactions() });
    server.on(SCORE(MAINNET), { status: 200, body: scoreView({ chainId: MAINNET }) });
    renderPanel();
    expect(await screen.findByText('You have no Civitas transactions on Ethereum yet.')).toBeInTheDocument();
  });

  it('with the wallet open, a new network is asked of the wallet first; a refusal keeps the old one', async () => {
    server.on(TXS(), { status: 200, body: transactions() });
    server.on(SCORE(), { status: 200, body: scoreView() });
    server.on(TXS(MAINNET), { status: 200, body: transactions() });
    server.on(SCORE(MAINNET), { status: 200, body: scoreView({ chainId: MAINNET }) });
    jest.mocked(walletState).mockResolvedValue({ status: 'connected', address: LINKED, chainId: SEPOLIA });
    const { u } = renderPanel();
    await screen.findByText('You have no Civitas transactions on Sepolia yet.');
    await u.click(screen.getByRole('button', { name: 'Open wallet' }));
    expect(await screen.findByText('0xf39F…2266')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Network' });

    jest.mocked(switchWalletChain).mockRejectedValueOnce({ code: 4001, message: 'User rejected' });
    await u.selectOptions(select, 'Ethereum');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You declined the network switch in your wallet.',
    );
    expect(select).toHaveValue(String(SEPOLIA));
    expect(switchWalletChain).toHaveBeenCalledWith(MAINNET);

    jest.mocked(switchWalletChain).mockResolvedValueOnce(undefined);
    await u.selectOptions(select, 'Ethereum');
    expect(await screen.findByText('You have no Civitas transactions on Ethereum yet.')).toBeInTheDocument();
    expect(select).toHaveValue(String(MAINNET));
    // The balance is read again on the new network.
    await act(async () => {});
    expect(balanceOf).toHaveBeenLastCalledWith(MAINNET, LINKED);
  });
});
