import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendLazily, type WalletTxRunnerProps } from '@/components/chain/wallet-tx-lazy';
import { notify } from '@/components/frame/toast';
import { credentialRegistryAbi } from '@/contracts/abi';
import type { AnchorStatus, AnchorVoucherOut } from '@/lib/chain/anchors';
import academyMessages from '@/messages/en/academy.json';
import chainMessages from '@/messages/en/chain.json';
import { appMessages, withIntl } from '@/test/intl';
import { AnchorPanel, type AnchorPanelStrings } from './anchor-panel';
import { AnchorPanelLazy } from './anchor-panel-lazy';
import { chainTestServer } from './chain-test-server';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
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

const messages = appMessages({ academy: academyMessages, chain: chainMessages });
const chain = messages.chain as unknown as typeof chainMessages;
const onchain = (messages.academy as unknown as typeof academyMessages).onchain;
const strings: AnchorPanelStrings = { anchor: onchain.anchor, newTab: onchain.newTab, chain };

const ID = '0b1c2d3e-4f50-4612-8734-95a6b7c8d9e0';
const SEPOLIA = 11155111;
const WALLET = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CONTRACT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const HASH = `0x${'cd'.repeat(32)}` as const;
const KEY = `0x${'01'.repeat(32)}` as const;
const DIGEST = `0x${'02'.repeat(32)}` as const;
const SIGNATURE = `0x${'12'.repeat(65)}` as const;
const STATUS = `GET /api/chain/credentials/${ID}`;
const VOUCHER = `POST /api/chain/credentials/${ID}/voucher`;
const TX = `POST /api/chain/credentials/${ID}/tx`;

const tx = (state: 'pending' | 'confirmed' | 'failed', failure: string | null = null) => ({
  chainId: SEPOLIA,
  hash: HASH,
  status: state,
  failure,
  createdAt: '2025-01-05T12:00:00.000Z',
});
const anchored = {
  chainId: SEPOLIA,
  txHash: HASH,
  blockNumber: 7_000_321,
  anchoredAt: '2025-01-05T12:01:00.000Z',
};
const status = (over: Partial<AnchorStatus> = {}): AnchorStatus => ({
  chainId: SEPOLIA,
  contract: CONTRACT,
  anchored: null,
  last: null,
  wallet: WALLET,
  ...over,
});
const voucher: AnchorVoucherOut = {
  chainId: SEPOLIA,
  contract: CONTRACT,
  credentialId: KEY,
  digest: DIGEST,
  holder: WALLET,
  expiry: 1_736_080_000,
  signature: SIGNATURE,
};

const server = chainTestServer();
const runner = (): WalletTxRunnerProps => mockRunner.mock.lastCall![0] as WalletTxRunnerProps;

function renderPanel(props: { revoked?: boolean } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = render(
    withIntl(<AnchorPanel credentialId={ID} strings={strings} locale="en" {...props} />, messages),
  );
  return { ...view, user };
}

async function settle() {
  await act(async () => {});
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
  refresh.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  expect(server.unexpected).toEqual([]);
});

describe('AnchorPanel: who sees it', () => {
  it.each([
    [401, 'unauthenticated'],
    [403, 'not_yours'],
    [404, 'not_found'],
  ])('renders nothing for a reader who is not the holder (%i)', async (code, error) => {
    server.on(STATUS, { status: code, body: { error } });
    const { container } = renderPanel();
    await settle();
    expect(server.count(STATUS)).toBe(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when no network has the registry', async () => {
    server.on(STATUS, { status: 200, body: status({ chainId: null, contract: null }) });
    const { container } = renderPanel();
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for an anchored credential (the page says so), and does not poll', async () => {
    server.on(STATUS, { status: 200, body: status({ anchored, last: tx('confirmed') }) });
    const { container } = renderPanel();
    await settle();
    expect(container).toBeEmptyDOMElement();
    await nextPoll();
    expect(server.count(STATUS)).toBe(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('renders nothing for a revoked credential', async () => {
    server.on(STATUS, { status: 200, body: status() });
    const { container } = renderPanel({ revoked: true });
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it('no linked wallet: says to link one, with the way to the dashboard, and no button', async () => {
    server.on(STATUS, { status: 200, body: status({ wallet: null }) });
    renderPanel();
    expect(await screen.findByText(/Link a wallet to your account first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Anchor on-chain' })).not.toBeInTheDocument();
  });

  it('a failed anchor: why, and the button again', async () => {
    server.on(STATUS, { status: 200, body: status({ last: tx('failed', 'wrong_transaction') }) });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last anchoring did not go through. That transaction does not do what was asked. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Anchor on-chain' })).toBeInTheDocument();
  });
});

describe('AnchorPanel: anchoring', () => {
  it('voucher, wallet, report, poll while pending, then the page is rendered again and a toast', async () => {
    server.on(STATUS, { status: 200, body: status() });
    const { user } = renderPanel();
    const anchor = await screen.findByRole('button', { name: 'Anchor on-chain' });
    expect(screen.getByText(/from your linked wallet \(0xf39F…2266\)/)).toBeInTheDocument();
    expect(mockRunner).not.toHaveBeenCalled();

    server.on(VOUCHER, { status: 200, body: voucher });
    await user.click(anchor);
    await screen.findByTestId('wallet-runner');
    expect(server.requests.find((r) => `${r.method} ${r.path}` === VOUCHER)?.body).toEqual({
      chainId: SEPOLIA,
    });
    expect(sendLazily).toHaveBeenCalledWith({
      chainId: SEPOLIA,
      address: CONTRACT,
      abi: credentialRegistryAbi,
      functionName: 'anchor',
      args: [KEY, DIGEST, BigInt(voucher.expiry), SIGNATURE],
      expected: WALLET,
    });
    expect(runner()).toEqual(
      expect.objectContaining({ expected: WALLET, chainName: 'Sepolia', send: mockSend }),
    );

    server.on(TX, { status: 202, body: status({ last: tx('pending') }) });
    server.set(STATUS, { status: 200, body: status({ anchored, last: tx('confirmed') }) });
    await act(async () => runner().onSent(HASH));
    expect(server.requests.find((r) => `${r.method} ${r.path}` === TX)?.body).toEqual({
      chainId: SEPOLIA,
      hash: HASH,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the network to confirm it…');
    expect(screen.getByRole('link', { name: /View the transaction on Sepolia Etherscan/ })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${HASH}`,
    );
    expect(refresh).not.toHaveBeenCalled();

    await nextPoll();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Credential anchored on-chain',
      description: 'Anyone who opens this page can now check it on Sepolia.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your credential is anchored on-chain.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await nextPoll();
    expect(server.count(STATUS)).toBe(2);
  });

  it('a pending anchor after a reload: polling resumes until it is anchored', async () => {
    server.on(
      STATUS,
      { status: 200, body: status({ last: tx('pending') }) },
      { status: 200, body: status({ last: tx('pending') }) },
      { status: 200, body: status({ anchored, last: tx('confirmed') }) },
    );
    renderPanel();
    expect(await screen.findByText('Waiting for the network to confirm it…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anchor on-chain' })).not.toBeInTheDocument();
    await nextPoll();
    expect(refresh).not.toHaveBeenCalled();
    await nextPoll();
    expect(server.count(STATUS)).toBe(3);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a poll that fails keeps waiting and tries again at the next beat', async () => {
    server.on(STATUS, { status: 200, body: status({ last: tx('pending') }) }, 'offline', {
      status: 200,
      body: status({ anchored, last: tx('confirmed') }),
    });
    renderPanel();
    await screen.findByText('Waiting for the network to confirm it…');
    await nextPoll();
    expect(screen.getByText('Waiting for the network to confirm it…')).toBeInTheDocument();
    await nextPoll();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a voucher refused as already anchored reads the status again, and shows it anchored', async () => {
    server.on(STATUS, { status: 200, body: status() }, { status: 200, body: status({ anchored }) });
    server.on(VOUCHER, { status: 409, body: { error: 'already_anchored' } });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Anchor on-chain' }));
    // Anchored meanwhile (another tab): the page is rendered again, with what the chain holds.
    expect(await screen.findByText('Your credential is anchored on-chain.')).toBeInTheDocument();
    expect(server.count(STATUS)).toBe(2);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a voucher refused (revoked meanwhile) says why', async () => {
    server.on(STATUS, { status: 200, body: status() });
    server.on(VOUCHER, { status: 409, body: { error: 'revoked' } });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Anchor on-chain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(chain.errors.revoked);
  });
});

it('AnchorPanelLazy loads the panel for the holder', async () => {
  server.on(STATUS, { status: 200, body: status() });
  render(withIntl(<AnchorPanelLazy credentialId={ID} strings={strings} locale="en" />, messages));
  expect(await screen.findByRole('button', { name: 'Anchor on-chain' })).toBeInTheDocument();
});
