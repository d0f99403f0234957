import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendLazily, type WalletTxRunnerProps } from '@/components/chain/wallet-tx-lazy';
import { notify } from '@/components/frame/toast';
import { marketplaceAbi } from '@/contracts/abi';
import type { OrderView } from '@/lib/chain/purchases';
import type { Hex } from 'viem';
import chainMessages from '@/messages/en/chain.json';
import marketplaceMessages from '@/messages/en/marketplace.json';
import { appMessages, withIntl } from '@/test/intl';
import { PurchasePanel, type PurchaseStrings } from './purchase-panel';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
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

const messages = appMessages({ marketplace: marketplaceMessages, chain: chainMessages });
const market = messages.marketplace as unknown as typeof marketplaceMessages;
const chain = messages.chain as unknown as typeof chainMessages;
const strings: PurchaseStrings = { purchase: market.purchase, errors: market.errors, chain };

const SEPOLIA = 11155111;
const ORDER = '0x' + '5e'.repeat(32);
const HASH: Hex = `0x${'ab'.repeat(32)}`;
const SELLER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const order = (over: Partial<OrderView> = {}): OrderView => ({
  id: ORDER,
  chainId: SEPOLIA,
  contract: CONTRACT,
  listingId: 12,
  seller: SELLER,
  priceWei: '50000000000000000',
  status: 'pending',
  paidWei: null,
  txHash: null,
  last: null,
  ...over,
});
const tx = (status: 'pending' | 'confirmed' | 'failed', failure: string | null = null) => ({
  chainId: SEPOLIA,
  hash: HASH,
  status,
  failure,
  createdAt: '2025-01-05T12:00:00.000Z',
});

// The server, route by route: each request takes the next answer queued for it; the last one repeats
// (a pending order keeps answering "pending"). A request nothing was queued for is recorded as a failure.
type Answer = { status: number; body: unknown } | 'offline';
const answers = new Map<string, Answer[]>();
const unexpected: string[] = [];
const fetchMock = jest.fn(async (path: string, init: RequestInit) => {
  const key = `${init.method} ${path}`;
  const queue = answers.get(key);
  if (!queue?.length) {
    unexpected.push(key);
    return { ok: false, status: 500, json: async () => ({ error: 'server_error' }) };
  }
  const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});
function on(method: 'GET' | 'POST', path: string, ...queued: Answer[]) {
  answers.set(`${method} ${path}`, queued);
}
const ok = (body: unknown, status = 200): Answer => ({ status, body });
const refused = (status: number, error: string): Answer => ({ status, body: { error } });

/** The requests sent, as "METHOD path" (and the body of POSTs). */
const requests = () =>
  fetchMock.mock.calls.map(([path, init]) =>
    init.body ? `${init.method} ${path} ${init.body as string}` : `${init.method} ${path}`,
  );
const posts = () => requests().filter((r) => r.startsWith('POST'));
const polls = () => requests().filter((r) => r === `GET /api/marketplace/orders/${ORDER}`).length;

const onOwned = jest.fn();
const runner = (): WalletTxRunnerProps => mockRunner.mock.lastCall![0];

function renderPanel({ fake = false } = {}) {
  const view = render(
    withIntl(
      <PurchasePanel
        listingId={12}
        price="0.05 ETH"
        chainId={SEPOLIA}
        locale="en"
        strings={strings}
        onOwned={onOwned}
      />,
      messages,
    ),
  );
  return { ...view, u: userEvent.setup(fake ? { advanceTimers: jest.advanceTimersByTime } : {}) };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  answers.clear();
  unexpected.length = 0;
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  mockRunner.mockClear();
  mockSend.mockClear();
  jest.mocked(sendLazily).mockClear();
  jest.mocked(notify).mockClear();
  onOwned.mockClear();
  on('GET', '/api/marketplace/listings/12/orders', ok({ order: null }));
});

afterEach(() => {
  jest.useRealTimers();
  expect(unexpected).toEqual([]);
});

describe('PurchasePanel: buying', () => {
  it('checks for an open order first, then offers "Buy for 0.05 ETH" on Sepolia; no wallet yet', async () => {
    renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Checking for a payment in progress…');
    const buy = await screen.findByRole('button', { name: 'Buy for 0.05 ETH' });
    expect(buy).toBeEnabled();
    expect(
      screen.getByText(
        "Paid in ether from your wallet through the marketplace contract on Sepolia: the price goes to the seller's wallet, and the item joins your library once the payment is confirmed.",
      ),
    ).toBeInTheDocument();
    expect(requests()).toEqual(['GET /api/marketplace/listings/12/orders']);
    // The wallet stack loads only on the press.
    expect(mockRunner).not.toHaveBeenCalled();
    expect(sendLazily).not.toHaveBeenCalled();
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();
  });

  it('Buy posts the order, then mounts one runner paying buy(order, listing, seller) with the price, from any wallet', async () => {
    let answer: (value: unknown) => void = () => {};
    const { u } = renderPanel();
    const buy = await screen.findByRole('button', { name: 'Buy for 0.05 ETH' });
    fetchMock.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve as (value: unknown) => void)),
    );
    await u.click(buy);
    expect(screen.getByRole('button', { name: 'Preparing your order…' })).toBeDisabled();
    expect(posts()).toEqual([`POST /api/marketplace/listings/12/orders {"chainId":${SEPOLIA}}`]);
    await act(async () => answer({ ok: true, status: 201, json: async () => order() }));

    expect(screen.getByTestId('wallet-runner')).toBeInTheDocument();
    expect(screen.getByText('You pay 0.05 ETH on Sepolia.')).toBeInTheDocument();
    expect(sendLazily).toHaveBeenCalledTimes(1);
    expect(sendLazily).toHaveBeenCalledWith({
      chainId: SEPOLIA,
      address: CONTRACT,
      abi: marketplaceAbi,
      functionName: 'buy',
      args: [ORDER, BigInt(12), SELLER],
      value: BigInt('50000000000000000'),
    });
    expect(jest.mocked(sendLazily).mock.lastCall![0]).not.toHaveProperty('expected');
    const props = runner();
    expect(props.send).toBe(mockSend);
    expect(props.expected).toBeUndefined();
    expect(props.chainName).toBe('Sepolia');
    expect(props.strings).toBe(chain.wallet);
    expect(props.locale).toBe('en');
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
  });

  it('the wallet declines: its sentence as an alert, and Buy again', async () => {
    const { u } = renderPanel();
    on('POST', '/api/marketplace/listings/12/orders', ok(order(), 201));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    act(() => runner().onFailed(chain.wallet.rejected));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You declined the transaction in your wallet. Nothing was sent.',
    );
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy for 0.05 ETH' })).toBeEnabled();
  });

  it('Cancel in the wallet goes back to Buy, without a word', async () => {
    const { u } = renderPanel();
    on('POST', '/api/marketplace/listings/12/orders', ok(order(), 201));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    act(() => runner().onCancel());
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy for 0.05 ETH' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sent: reports the hash, waits with the explorer link, reads the order every 3 s, and on paid thanks and hands over', async () => {
    jest.useFakeTimers();
    const { u } = renderPanel({ fake: true });
    on('POST', '/api/marketplace/listings/12/orders', ok(order(), 201));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    await screen.findByTestId('wallet-runner');

    on('POST', `/api/marketplace/orders/${ORDER}/tx`, ok(order({ last: tx('pending') }), 202));
    on(
      'GET',
      `/api/marketplace/orders/${ORDER}`,
      ok(order({ last: tx('pending') })),
      ok(order({ last: tx('pending') })),
      ok(order({ status: 'paid', txHash: HASH, paidWei: '50000000000000000', last: tx('confirmed') })),
    );
    await act(async () => runner().onSent(HASH));
    expect(posts()).toContain(`POST /api/marketplace/orders/${ORDER}/tx {"hash":"${HASH}"}`);
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment sent — waiting for confirmation');
    expect(
      screen.getByText(
        'The item joins your library once Sepolia confirms the payment. You may leave this page: the payment is checked either way.',
      ),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View the transaction on Sepolia Etherscan' });
    expect(link).toHaveAttribute('href', `https://sepolia.etherscan.io/tx/${HASH}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');

    await wait(2999);
    expect(polls()).toBe(0);
    await wait(1);
    expect(polls()).toBe(1);
    expect(screen.getByText('Payment sent — waiting for confirmation')).toBeInTheDocument();
    await wait(3000);
    expect(polls()).toBe(2);
    expect(notify).not.toHaveBeenCalled();
    await wait(3000);
    expect(polls()).toBe(3);
    expect(notify).toHaveBeenCalledWith({ title: 'Payment confirmed: the item is in your library' });
    expect(onOwned).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Payment confirmed.');
    await wait(15_000);
    expect(polls()).toBe(3);
  });

  it('the report confirms at once (paid): no polling', async () => {
    jest.useFakeTimers();
    const { u } = renderPanel({ fake: true });
    on('POST', '/api/marketplace/listings/12/orders', ok(order(), 201));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    await screen.findByTestId('wallet-runner');
    on('POST', `/api/marketplace/orders/${ORDER}/tx`, ok(order({ status: 'paid', txHash: HASH }), 202));
    await act(async () => runner().onSent(HASH));
    expect(onOwned).toHaveBeenCalledTimes(1);
    await wait(10_000);
    expect(polls()).toBe(0);
  });

  it('stops reading the order when the page goes away', async () => {
    jest.useFakeTimers();
    on('GET', '/api/marketplace/listings/12/orders', ok({ order: order({ last: tx('pending') }) }));
    on('GET', `/api/marketplace/orders/${ORDER}`, ok(order({ last: tx('pending') })));
    const { unmount } = renderPanel({ fake: true });
    await screen.findByText('Payment sent — waiting for confirmation');
    await wait(3000);
    expect(polls()).toBe(1);
    unmount();
    await wait(30_000);
    expect(polls()).toBe(1);
  });
});

describe('PurchasePanel: after a reload', () => {
  it('a pending order with a reported transaction: waiting again, and the polling resumes; no wallet', async () => {
    jest.useFakeTimers();
    on('GET', '/api/marketplace/listings/12/orders', ok({ order: order({ last: tx('pending') }) }));
    on(
      'GET',
      `/api/marketplace/orders/${ORDER}`,
      ok(order({ last: tx('pending') })),
      ok(order({ status: 'paid', txHash: HASH, last: tx('confirmed') })),
    );
    renderPanel({ fake: true });
    expect(await screen.findByText('Payment sent — waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the transaction on Sepolia Etherscan' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${HASH}`,
    );
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(mockRunner).not.toHaveBeenCalled();
    await wait(3000);
    expect(polls()).toBe(1);
    await wait(3000);
    expect(polls()).toBe(2);
    expect(notify).toHaveBeenCalledWith({ title: 'Payment confirmed: the item is in your library' });
    expect(onOwned).toHaveBeenCalledTimes(1);
  });

  it('a pending order nothing was sent for: Buy (the server offers the same order again)', async () => {
    on('GET', '/api/marketplace/listings/12/orders', ok({ order: order() }));
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' })).toBeInTheDocument();
    expect(screen.queryByText('Payment sent — waiting for confirmation')).not.toBeInTheDocument();
  });

  it('an underpaid order: its message, and Try again makes a new order', async () => {
    on(
      'GET',
      '/api/marketplace/listings/12/orders',
      ok({
        order: order({ status: 'underpaid', txHash: HASH, paidWei: '1', last: tx('failed', 'underpaid') }),
      }),
    );
    const { u } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment was less than the price: the item was not granted.',
    );
    expect(
      screen.getByRole('link', { name: 'View the transaction on Sepolia Etherscan' }),
    ).toBeInTheDocument();
    const second = '0x' + '77'.repeat(32);
    on('POST', '/api/marketplace/listings/12/orders', ok(order({ id: second }), 201));
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(posts()).toEqual([`POST /api/marketplace/listings/12/orders {"chainId":${SEPOLIA}}`]);
    expect(screen.getByTestId('wallet-runner')).toBeInTheDocument();
    expect(jest.mocked(sendLazily).mock.lastCall![0].args).toEqual([second, BigInt(12), SELLER]);
  });

  it('a failed transaction (dropped) on a pending order: its sentence, and Try again pays the same order', async () => {
    on('GET', '/api/marketplace/listings/12/orders', ok({ order: order({ last: tx('failed', 'dropped') }) }));
    const { u } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The transaction never reached the network (it was dropped or replaced). Try again.',
    );
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(posts()).toEqual([]);
    expect(screen.getByTestId('wallet-runner')).toBeInTheDocument();
    expect(jest.mocked(sendLazily).mock.lastCall![0].args).toEqual([ORDER, BigInt(12), SELLER]);
  });

  it('the open order cannot be read (node down): says so, and still offers Buy', async () => {
    on('GET', '/api/marketplace/listings/12/orders', refused(503, 'node_unavailable'));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network could not be reached right now. Try again in a minute.',
    );
    expect(screen.getByRole('button', { name: 'Buy for 0.05 ETH' })).toBeInTheDocument();
  });
});

describe('PurchasePanel: a payment that does not settle', () => {
  it('underpaid while waiting: the message replaces the waiting state; Try again orders anew', async () => {
    jest.useFakeTimers();
    on('GET', '/api/marketplace/listings/12/orders', ok({ order: order({ last: tx('pending') }) }));
    on(
      'GET',
      `/api/marketplace/orders/${ORDER}`,
      ok(order({ status: 'underpaid', txHash: HASH, paidWei: '1', last: tx('failed', 'underpaid') })),
    );
    const { u } = renderPanel({ fake: true });
    await screen.findByText('Payment sent — waiting for confirmation');
    await wait(3000);
    expect(screen.getByRole('alert')).toHaveTextContent('The payment was less than the price');
    expect(screen.queryByText('Payment sent — waiting for confirmation')).not.toBeInTheDocument();
    on('POST', '/api/marketplace/listings/12/orders', ok(order({ id: '0x' + '77'.repeat(32) }), 201));
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(posts()).toHaveLength(1);
    await wait(10_000);
    expect(polls()).toBe(1);
  });

  it('reverted while waiting: its sentence and the transaction; Try again re-opens the wallet for the same order', async () => {
    jest.useFakeTimers();
    const { u } = renderPanel({ fake: true });
    on('POST', '/api/marketplace/listings/12/orders', ok(order(), 201));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    await screen.findByTestId('wallet-runner');
    on('POST', `/api/marketplace/orders/${ORDER}/tx`, ok(order({ last: tx('pending') }), 202));
    on('GET', `/api/marketplace/orders/${ORDER}`, ok(order({ last: tx('failed', 'reverted') })));
    await act(async () => runner().onSent(HASH));
    await wait(3000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The transaction was reverted by the network: nothing changed.',
    );
    expect(
      screen.getByRole('link', { name: 'View the transaction on Sepolia Etherscan' }),
    ).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('wallet-runner')).toBeInTheDocument();
    expect(posts()).toHaveLength(2); // the order and the report, no new order
    expect(sendLazily).toHaveBeenCalledTimes(2);
    expect(jest.mocked(sendLazily).mock.lastCall![0].args).toEqual([ORDER, BigInt(12), SELLER]);
    // Cancel goes back to the failure, not to Buy.
    act(() => runner().onCancel());
    expect(screen.getByRole('alert')).toHaveTextContent('The transaction was reverted');
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
  });

  it.each([
    ['not_a_purchase', 'That transaction sent ether directly instead of through the marketplace contract'],
    ['wrong_order', 'That payment names another order or seller'],
    ['something_new', 'Something went wrong. Try again.'],
  ])('a failure "%s" reads as words', async (failure, text) => {
    on('GET', '/api/marketplace/listings/12/orders', ok({ order: order({ last: tx('failed', failure) }) }));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(failure)).not.toBeInTheDocument();
  });

  it('a network hiccup while waiting is waited out silently; a lost session stops with its words and Check again', async () => {
    jest.useFakeTimers();
    on('GET', '/api/marketplace/listings/12/orders', ok({ order: order({ last: tx('pending') }) }));
    on(
      'GET',
      `/api/marketplace/orders/${ORDER}`,
      refused(503, 'node_unavailable'),
      'offline',
      refused(401, 'unauthenticated'),
      ok(order({ last: tx('pending') })),
    );
    const { u } = renderPanel({ fake: true });
    await screen.findByText('Payment sent — waiting for confirmation');
    await wait(6000);
    expect(polls()).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await wait(3000);
    expect(polls()).toBe(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in first.');
    await wait(30_000);
    expect(polls()).toBe(3);
    await u.click(screen.getByRole('button', { name: 'Check again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await wait(3000);
    expect(polls()).toBe(4);
    expect(screen.getByText('Payment sent — waiting for confirmation')).toBeInTheDocument();
  });
});

describe('PurchasePanel: refusals in words, never a code', () => {
  it.each([
    [
      409,
      'seller_no_wallet',
      'The seller has not linked a wallet yet, so this item cannot be bought with ether.',
    ],
    [409, 'chain_unavailable', 'This is not available on that network.'],
    [503, 'node_unavailable', 'The network could not be reached right now. Try again in a minute.'],
    [409, 'free_item', 'This item is free: get it without paying.'],
    [429, 'rate_limited', 'Too many requests. Try again in a minute.'],
    [404, 'not_found', 'This listing no longer exists or is not published.'],
    [409, 'own_listing', 'You cannot do that with your own listing.'],
    [403, 'forbidden_origin', 'Something went wrong. Try again.'],
  ])('ordering refused %i %s', async (status, code, text) => {
    const { u } = renderPanel();
    on('POST', '/api/marketplace/listings/12/orders', refused(status, code));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).not.toHaveTextContent(code);
    expect(screen.getByRole('button', { name: 'Buy for 0.05 ETH' })).toBeEnabled();
    expect(mockRunner).not.toHaveBeenCalled();
    expect(onOwned).not.toHaveBeenCalled();
  });

  it('no connection when ordering', async () => {
    const { u } = renderPanel();
    on('POST', '/api/marketplace/listings/12/orders', 'offline');
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your network and try again.',
    );
  });

  it("already_got: says so and hands over to the island (which reads the item as the member's)", async () => {
    const { u } = renderPanel();
    on('POST', '/api/marketplace/listings/12/orders', refused(409, 'already_got'));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is already in your library.');
    expect(onOwned).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('the report is refused (tx_used): the sent transaction stays shown, and Try again reports the same hash', async () => {
    const { u } = renderPanel();
    on('POST', '/api/marketplace/listings/12/orders', ok(order(), 201));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    on(
      'POST',
      `/api/marketplace/orders/${ORDER}/tx`,
      refused(409, 'tx_used'),
      ok(order({ last: tx('pending') }), 202),
    );
    await act(async () => runner().onSent(HASH));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That transaction was already reported for something else.',
    );
    expect(
      screen.getByText('Your wallet sent the payment, but it could not be recorded here yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View the transaction on Sepolia Etherscan' }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Payment sent — waiting for confirmation')).toBeInTheDocument();
    expect(posts().filter((p) => p.includes('/tx'))).toEqual([
      `POST /api/marketplace/orders/${ORDER}/tx {"hash":"${HASH}"}`,
      `POST /api/marketplace/orders/${ORDER}/tx {"hash":"${HASH}"}`,
    ]);
  });

  it('an order without a contract address (the deployment is gone): no wallet, its sentence', async () => {
    const { u } = renderPanel();
    on('POST', '/api/marketplace/listings/12/orders', ok(order({ contract: '' }), 201));
    await u.click(await screen.findByRole('button', { name: 'Buy for 0.05 ETH' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This contract is no longer available on that network.',
    );
    expect(mockRunner).not.toHaveBeenCalled();
    const region = screen.getByRole('alert').parentElement!;
    expect(within(region).getByRole('button', { name: 'Buy for 0.05 ETH' })).toBeInTheDocument();
  });
});
