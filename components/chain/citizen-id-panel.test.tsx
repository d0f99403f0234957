import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/components/account/session-store';
import { sendLazily, type WalletTxRunnerProps } from '@/components/chain/wallet-tx-lazy';
import { notify } from '@/components/frame/toast';
import { citizenIdAbi } from '@/contracts/abi';
import type { CitizenIdStatus, MintVoucher } from '@/lib/chain/citizen-id';
import chainMessages from '@/messages/en/chain.json';
import citizensMessages from '@/messages/en/citizens.json';
import { appMessages, withIntl } from '@/test/intl';
import { chainTestServer } from './chain-test-server';
import { CitizenIdPanel, type CitizenIdPanelStrings } from './citizen-id-panel';
import { CitizenIdPanelLazy } from './citizen-id-panel-lazy';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
jest.mock('@/components/account/session-store', () => ({
  useSession: jest.fn(() => ({ status: 'ready', user: { id: 'u1', walletAddress: null } })),
}));
// The wallet stack: a stand-in runner whose callbacks the test calls as the wallet would answer.
const mockRunner = jest.fn();
const mockSend = jest.fn();
jest.mock('@/components/chain/wallet-tx-lazy', () => ({
  WalletTxRunnerLazy: (props: WalletTxRunnerProps) => {
    mockRunner(props);
    return <div data-testid="wallet-runner" />;
  },
  sendLazily: jest.fn(() => mockSend),
}));

const messages = appMessages({ citizens: citizensMessages, chain: chainMessages });
const chain = messages.chain as unknown as typeof chainMessages;
const strings: CitizenIdPanelStrings = {
  citizenId: (messages.citizens as unknown as typeof citizensMessages).citizenId,
  chain,
};

const SEPOLIA = 11155111;
const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'ab'.repeat(32)}` as const;
const SIGNATURE = `0x${'12'.repeat(65)}` as const;
const STATUS = 'GET /api/chain/citizen-id';
const VOUCHER = 'POST /api/chain/citizen-id/voucher';
const TX = 'POST /api/chain/citizen-id/tx';

const tx = (state: 'pending' | 'confirmed' | 'failed', failure: string | null = null) => ({
  chainId: SEPOLIA,
  hash: HASH,
  status: state,
  failure,
  createdAt: '2025-01-05T12:00:00.000Z',
});
const token = {
  chainId: SEPOLIA,
  tokenId: 42,
  holder: WALLET,
  txHash: HASH,
  blockNumber: 7_000_123,
  mintedAt: '2025-01-05T12:01:00.000Z',
};
const status = (over: Partial<CitizenIdStatus> = {}): CitizenIdStatus => ({
  chainId: SEPOLIA,
  contract: CONTRACT,
  token: null,
  last: null,
  wallet: WALLET,
  ...over,
});
const voucher: MintVoucher = {
  chainId: SEPOLIA,
  contract: CONTRACT,
  citizenNumber: 42,
  handle: 'nova',
  holder: WALLET,
  expiry: 1_736_080_000,
  signature: SIGNATURE,
};

const server = chainTestServer();
const runner = (): WalletTxRunnerProps => mockRunner.mock.lastCall![0] as WalletTxRunnerProps;

function renderPanel() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(withIntl(<CitizenIdPanel strings={strings} locale="en" />, messages));
  return { ...view, user };
}

/** Lets the 3-second poll fire and its answer arrive. */
async function nextPoll() {
  await act(async () => {
    jest.advanceTimersByTime(3000);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  server.install();
  mockRunner.mockClear();
  jest.mocked(sendLazily).mockClear();
  jest.mocked(notify).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  expect(server.unexpected).toEqual([]);
});

describe('CitizenIdPanel: what it shows', () => {
  it('renders nothing when no network has the contract', async () => {
    server.on(STATUS, { status: 200, body: status({ chainId: null, contract: null }) });
    const { container } = renderPanel();
    await act(async () => {});
    expect(server.count(STATUS)).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for someone who is not a citizen (403)', async () => {
    server.on(STATUS, { status: 403, body: { error: 'not_citizen' } });
    const { container } = renderPanel();
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });

  it('a minted ID: its number, network, date and the mint transaction, and no button', async () => {
    server.on(STATUS, { status: 200, body: status({ token, last: tx('confirmed') }) });
    renderPanel();
    expect(await screen.findByText('Citizen NFT ID #42')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Citizen NFT ID' })).toBeInTheDocument();
    expect(screen.getByText(/On Sepolia/)).toBeInTheDocument();
    expect(screen.getByText('Minted Jan 5, 2025')).toHaveAttribute('datetime', token.mintedAt);
    const link = screen.getByRole('link', { name: /View the transaction on Sepolia Etherscan/ });
    expect(link).toHaveAttribute('href', `https://sepolia.etherscan.io/tx/${HASH}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(screen.getByText(/cannot be transferred/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a minted ID still shows when the contract is no longer offered', async () => {
    server.on(STATUS, { status: 200, body: status({ chainId: null, contract: null, token }) });
    renderPanel();
    expect(await screen.findByText('Citizen NFT ID #42')).toBeInTheDocument();
  });

  it('no linked wallet: says to link one first, with no button', async () => {
    server.on(STATUS, { status: 200, body: status({ wallet: null }) });
    renderPanel();
    expect(await screen.findByText(/Link a wallet to your account first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mint citizen NFT ID' })).not.toBeInTheDocument();
    expect(screen.getByText(/cannot be transferred/)).toBeInTheDocument();
  });

  it('a failed mint: why, and the button again', async () => {
    server.on(STATUS, { status: 200, body: status({ last: tx('failed', 'reverted') }) });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last mint did not go through. The transaction was reverted by the network: nothing changed.',
    );
    expect(screen.getByRole('button', { name: 'Mint citizen NFT ID' })).toBeInTheDocument();
  });

  it('a failed load says so, and Try again reads it again', async () => {
    server.on(STATUS, { status: 503, body: { error: 'node_unavailable' } }, { status: 200, body: status() });
    const { user } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your citizen NFT ID could not be loaded. The network could not be reached right now.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Mint citizen NFT ID' })).toBeInTheDocument();
  });
});

describe('CitizenIdPanel: minting', () => {
  it('voucher, wallet, report, poll while pending, then the ID and a toast', async () => {
    server.on(STATUS, { status: 200, body: status() });
    const { user } = renderPanel();
    const mint = await screen.findByRole('button', { name: 'Mint citizen NFT ID' });
    expect(screen.getByText(/to your linked wallet \(0xf39F…2266\) on Sepolia/)).toBeInTheDocument();
    // The wallet stack is not asked for before the press.
    expect(mockRunner).not.toHaveBeenCalled();

    server.on(VOUCHER, { status: 200, body: voucher });
    await user.click(mint);
    expect(await screen.findByTestId('wallet-runner')).toBeInTheDocument();
    expect(server.requests.find((r) => `${r.method} ${r.path}` === VOUCHER)?.body).toEqual({
      chainId: SEPOLIA,
    });
    expect(sendLazily).toHaveBeenCalledWith({
      chainId: SEPOLIA,
      address: CONTRACT,
      abi: citizenIdAbi,
      functionName: 'mint',
      args: [BigInt(42), 'nova', BigInt(voucher.expiry), SIGNATURE],
      expected: WALLET,
    });
    expect(runner()).toEqual(
      expect.objectContaining({ expected: WALLET, chainName: 'Sepolia', locale: 'en', send: mockSend }),
    );

    server.on(TX, { status: 202, body: status({ last: tx('pending') }) });
    server.set(
      STATUS,
      { status: 200, body: status({ last: tx('pending') }) },
      {
        status: 200,
        body: status({ token, last: tx('confirmed') }),
      },
    );
    await act(async () => runner().onSent(HASH));
    expect(server.requests.find((r) => `${r.method} ${r.path}` === TX)?.body).toEqual({
      chainId: SEPOLIA,
      hash: HASH,
    });
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the network to confirm it…');
    expect(screen.getByRole('link', { name: /View the transaction on Sepolia Etherscan/ })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${HASH}`,
    );
    expect(notify).not.toHaveBeenCalled();

    await nextPoll();
    expect(server.count(STATUS)).toBe(2);
    expect(screen.getByText('Waiting for the network to confirm it…')).toBeInTheDocument();

    await nextPoll();
    expect(server.count(STATUS)).toBe(3);
    expect(screen.getByText('Citizen NFT ID #42')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({
      title: 'Citizen NFT ID minted',
      description: 'It is in your wallet now, and stays there.',
    });

    // Confirmed: no more polling.
    await nextPoll();
    expect(server.count(STATUS)).toBe(3);
  });

  it('a pending mint after a reload: polling resumes, and stops when the panel goes', async () => {
    server.on(STATUS, { status: 200, body: status({ last: tx('pending') }) });
    const { unmount } = renderPanel();
    expect(await screen.findByText('Waiting for the network to confirm it…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mint citizen NFT ID' })).not.toBeInTheDocument();
    await nextPoll();
    expect(server.count(STATUS)).toBe(2);
    unmount();
    await nextPoll();
    expect(server.count(STATUS)).toBe(2);
  });

  it('a pending mint that fails: the reason and the button again, no toast', async () => {
    server.on(
      STATUS,
      { status: 200, body: status({ last: tx('pending') }) },
      { status: 200, body: status({ last: tx('failed', 'dropped') }) },
    );
    renderPanel();
    await screen.findByText('Waiting for the network to confirm it…');
    await nextPoll();
    expect(screen.getByRole('alert')).toHaveTextContent(/never reached the network/);
    expect(screen.getByRole('button', { name: 'Mint citizen NFT ID' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    await nextPoll();
    expect(server.count(STATUS)).toBe(2);
  });

  it('one voucher request however often the button is pressed', async () => {
    server.on(STATUS, { status: 200, body: status() });
    server.on(VOUCHER, { status: 200, body: voucher });
    const { user } = renderPanel();
    const mint = await screen.findByRole('button', { name: 'Mint citizen NFT ID' });
    await user.dblClick(mint);
    await screen.findByTestId('wallet-runner');
    expect(server.count(VOUCHER)).toBe(1);
    expect(mockRunner.mock.calls.every(([props]) => (props as WalletTxRunnerProps).send === mockSend)).toBe(
      true,
    );
    expect(sendLazily).toHaveBeenCalledTimes(1);
  });

  it('a refused voucher says why (chain.errors) and reads the status again', async () => {
    server.on(STATUS, { status: 200, body: status() }, { status: 200, body: status({ wallet: null }) });
    server.on(VOUCHER, { status: 409, body: { error: 'no_wallet' } });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mint citizen NFT ID' }));
    expect(await screen.findByText(/Link a wallet to your account first/)).toBeInTheDocument();
    expect(server.count(STATUS)).toBe(2);
    expect(mockRunner).not.toHaveBeenCalled();
  });

  it('a voucher refused by the network being down shows the error and keeps the button', async () => {
    server.on(STATUS, { status: 200, body: status() });
    server.on(VOUCHER, { status: 503, body: { error: 'node_unavailable' } });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mint citizen NFT ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(chain.errors.node_unavailable);
    expect(screen.getByRole('button', { name: 'Mint citizen NFT ID' })).toBeInTheDocument();
  });

  it('the wallet declines: its words, and the button again; Cancel just closes the runner', async () => {
    server.on(STATUS, { status: 200, body: status() });
    server.on(VOUCHER, { status: 200, body: voucher });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mint citizen NFT ID' }));
    await screen.findByTestId('wallet-runner');
    act(() => runner().onFailed(chain.wallet.rejected));
    expect(screen.getByRole('alert')).toHaveTextContent(chain.wallet.rejected);
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mint citizen NFT ID' }));
    await screen.findByTestId('wallet-runner');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => runner().onCancel());
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mint citizen NFT ID' })).toBeInTheDocument();
    expect(server.count(TX)).toBe(0);
  });

  it('a report lost on the way: the hash can be recorded again', async () => {
    server.on(STATUS, { status: 200, body: status() });
    server.on(VOUCHER, { status: 200, body: voucher });
    server.on(TX, 'offline', { status: 202, body: status({ last: tx('pending') }) });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Mint citizen NFT ID' }));
    await screen.findByTestId('wallet-runner');
    await act(async () => runner().onSent(HASH));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your wallet sent the transaction, but it could not be recorded here yet.',
    );
    expect(screen.queryByRole('button', { name: 'Mint citizen NFT ID' })).not.toBeInTheDocument();
    server.set(STATUS, { status: 200, body: status({ last: tx('pending') }) });
    await user.click(screen.getByRole('button', { name: 'Record it again' }));
    expect(await screen.findByText('Waiting for the network to confirm it…')).toBeInTheDocument();
    expect(server.count(TX)).toBe(2);
  });

  it('a wallet linked meanwhile (the session changes) reads the status again', async () => {
    server.on(STATUS, { status: 200, body: status({ wallet: null }) }, { status: 200, body: status() });
    const { rerender } = renderPanel();
    await screen.findByText(/Link a wallet to your account first/);
    jest.mocked(useSession).mockReturnValue({
      status: 'ready',
      user: { id: 'u1', walletAddress: WALLET },
    } as ReturnType<typeof useSession>);
    rerender(withIntl(<CitizenIdPanel strings={strings} locale="en" />, messages));
    expect(await screen.findByRole('button', { name: 'Mint citizen NFT ID' })).toBeInTheDocument();
    jest.mocked(useSession).mockReturnValue({
      status: 'ready',
      user: { id: 'u1', walletAddress: null },
    } as ReturnType<typeof useSession>);
  });
});

it('CitizenIdPanelLazy loads the panel', async () => {
  server.on(STATUS, { status: 200, body: status({ token }) });
  render(withIntl(<CitizenIdPanelLazy strings={strings} locale="en" />, messages));
  expect(await screen.findByText('Citizen NFT ID #42')).toBeInTheDocument();
});
