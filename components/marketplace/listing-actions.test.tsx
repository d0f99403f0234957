import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onOpenJoinDialog, setSessionUser } from '@/components/account/session-store';
import { notify } from '@/components/frame/toast';
import type { WalletTxRunnerProps } from '@/components/chain/wallet-tx-lazy';
import type { ListingMe, SessionUser } from '@/lib/api/contract';
import type { OrderView } from '@/lib/chain/purchases';
import chainMessages from '@/messages/en/chain.json';
import forumMessages from '@/messages/en/forum.json';
import marketplaceMessages from '@/messages/en/marketplace.json';
import { createFetchMock } from '@/test/fetch-mock';
import { appMessages, withIntl } from '@/test/intl';
import { ListingActions, type ListingActionsStrings } from './listing-actions';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
// The wallet stack: the runner as a stand-in whose props the test drives (./purchase-panel.test.tsx
// covers the purchase in detail; here, how it fits the island).
const mockRunner = jest.fn();
jest.mock('@/components/chain/wallet-tx-lazy', () => ({
  WalletTxRunnerLazy: (props: WalletTxRunnerProps) => {
    mockRunner(props);
    return <div data-testid="wallet-runner" />;
  },
  sendLazily: jest.fn(() => async () => '0x' + 'ab'.repeat(32)),
}));

// The texts as components/pages/marketplace-item.tsx builds them on the server.
const messages = appMessages({
  marketplace: marketplaceMessages,
  forum: forumMessages,
  chain: chainMessages,
});
const market = messages.marketplace as unknown as typeof marketplaceMessages;
const forum = messages.forum as unknown as typeof forumMessages;
const chain = messages.chain as unknown as typeof chainMessages;
const strings: ListingActionsStrings = {
  item: market.item,
  reviews: market.reviews,
  errors: market.errors,
  fieldErrors: market.fieldErrors,
  flag: { flag: forum.flag, fieldErrors: forum.fieldErrors, errors: forum.errors },
  purchase: market.purchase,
  chain,
};

const member: SessionUser = {
  id: 'u-kai',
  sessionId: 's1',
  name: 'kai',
  username: 'kai',
  email: 'kai@example.com',
  role: null,
  onboardingCompleted: true,
  createdAt: '2025-01-04T12:00:00.000Z',
};

const me = (over: Partial<ListingMe> = {}): ListingMe => ({
  signedIn: true,
  citizen: true,
  seller: false,
  got: false,
  reviewed: false,
  flagged: false,
  link: null,
  fileUrl: null,
  ...over,
});

const mockFetch = createFetchMock();
const { fn: fetchMock, respond, sent } = mockFetch;
const joinDialog = jest.fn();
let stopListening: () => void = () => {};

function renderActions({ price = null as string | null, fileName = 'model.gguf' as string | null } = {}) {
  render(
    withIntl(
      <ListingActions id={12} price={price} fileName={fileName} locale="en" strings={strings} />,
      messages,
    ),
  );
  return userEvent.setup();
}

beforeEach(() => {
  mockFetch.install();
  act(() => setSessionUser(member));
  jest.mocked(notify).mockClear();
  joinDialog.mockClear();
  stopListening = onOpenJoinDialog(joinDialog);
});

afterEach(() => stopListening());

describe('ListingActions: a visitor', () => {
  it('a free item: "Sign in to get this item" opens the join dialog; the server is not asked', async () => {
    act(() => setSessionUser(null));
    const u = renderActions();
    await u.click(screen.getByRole('button', { name: 'Sign in to get this item' }));
    expect(joinDialog).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('button', { name: 'Get it free' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a paid item, no chain with the marketplace contract: the price and why, and no button at all', async () => {
    act(() => setSessionUser(null));
    respond(200, { chains: [{ chainId: 11155111, citizenId: true, credentials: true, marketplace: false }] });
    renderActions({ price: '0.05 ETH' });
    expect(
      await screen.findByText(
        'This item costs 0.05 ETH. Paying with ether is not available on this site right now, so it cannot be bought here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/chain');
  });

  it('a paid item on a chain with the marketplace: the price and "Sign in to buy this item"', async () => {
    act(() => setSessionUser(null));
    respond(200, {
      chains: [{ chainId: 11155111, citizenId: false, credentials: false, marketplace: true }],
    });
    const u = renderActions({ price: '0.05 ETH' });
    expect(
      await screen.findByText('This item costs 0.05 ETH, paid in ether from your wallet.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign in to buy this item' }));
    expect(joinDialog).toHaveBeenCalledWith('login');
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    // Only the public list of chains was asked: no order for a visitor.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the list of chains cannot be read: no buy control, and the sentence says so', async () => {
    act(() => setSessionUser(null));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderActions({ price: '0.05 ETH' });
    expect(
      await screen.findByText(/^This item costs 0\.05 ETH\. Paying with ether is not available/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ListingActions: a member', () => {
  it('says it is checking while GET /api/marketplace/listings/{id}/me answers', async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderActions();
    expect(screen.getByRole('status')).toHaveTextContent('Checking what you can do with this item…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/marketplace/listings/12/me',
      expect.objectContaining({ method: 'GET' }),
    ]);
    await act(async () => answer({ ok: true, status: 200, json: async () => me({ citizen: false }) }));
    expect(screen.getByRole('button', { name: 'Get it free' })).toBeInTheDocument();
  });

  it('Get it free posts /get, then offers the link and the file, and says it is in the library', async () => {
    respond(200, me());
    const u = renderActions();
    const get = await screen.findByRole('button', { name: 'Get it free' });
    expect(screen.getByText('Members who got this item can review it.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the link' })).not.toBeInTheDocument();

    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await u.click(get);
    expect(screen.getByRole('button', { name: 'Getting…' })).toBeDisabled();
    expect(sent(1)).toEqual({ path: '/api/marketplace/listings/12/get', method: 'POST', body: {} });
    await act(async () =>
      answer({
        ok: true,
        status: 200,
        json: async () => ({
          link: 'https://huggingface.co/nova/llama',
          fileUrl: '/api/marketplace/listings/12/file',
        }),
      }),
    );

    expect(notify).toHaveBeenCalledWith({ title: 'Added to your library' });
    expect(screen.queryByRole('button', { name: /Get it free|Getting/ })).not.toBeInTheDocument();
    expect(screen.getByText('In your library')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: 'Open the link' });
    expect(open).toHaveAttribute('href', 'https://huggingface.co/nova/llama');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const download = screen.getByRole('link', { name: 'Download model.gguf' });
    expect(download).toHaveAttribute('href', '/api/marketplace/listings/12/file');
    expect(download).toHaveAttribute('download', 'model.gguf');
    expect(screen.getByRole('link', { name: 'Your library' })).toHaveAttribute(
      'href',
      '/marketplace/library',
    );
    // Got: now they may review it.
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.queryByText('Members who got this item can review it.')).not.toBeInTheDocument();
  });

  it('an item with a link only: no Download', async () => {
    respond(200, me({ got: true, reviewed: true, link: 'https://example.org/tool' }));
    renderActions({ fileName: null });
    expect(await screen.findByRole('link', { name: 'Open the link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('a paid item without a marketplace chain: the note instead of Get, and no buy button', async () => {
    respond(200, me());
    respond(200, { chains: [] });
    renderActions({ price: '0.05 ETH' });
    expect(await screen.findByText(/^This item costs 0\.05 ETH\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get it free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(screen.getByText('Members who got this item can review it.')).toBeInTheDocument();
    // No order is asked for where nothing can be bought.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a refusal is said in words (409 paid_item), and no toast', async () => {
    respond(200, me());
    const u = renderActions();
    respond(409, { error: 'paid_item' });
    await u.click(await screen.findByRole('button', { name: 'Get it free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is paid: buy it with ether.');
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Get it free' })).toBeEnabled();
    expect(screen.queryByText('In your library')).not.toBeInTheDocument();
  });

  it('no connection while getting: says so', async () => {
    respond(200, me());
    const u = renderActions();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await u.click(await screen.findByRole('button', { name: 'Get it free' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No connection. Check your network and try again.',
    );
  });

  it('got and not reviewed: the review form; posting it thanks the member in its place', async () => {
    respond(200, me({ got: true, link: 'https://example.org/x' }));
    const u = renderActions();
    const form = (await screen.findByRole('heading', { name: 'Write a review' })).closest('form')!;
    expect(screen.getByText('In your library')).toBeInTheDocument();
    await u.click(within(form).getByRole('radio', { name: '4 stars out of 5' }));
    await u.type(within(form).getByLabelText('Your review'), 'Works as described.');
    respond(201, { ok: true });
    await u.click(within(form).getByRole('button', { name: 'Post the review' }));
    expect(await screen.findByText('You reviewed this item. Thank you.')).toBeInTheDocument();
    expect(sent(1)).toEqual({
      path: '/api/marketplace/listings/12/reviews',
      method: 'POST',
      body: { stars: 4, body: 'Works as described.' },
    });
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('reviewed: the thank-you line, no form', async () => {
    respond(200, me({ got: true, reviewed: true }));
    renderActions();
    expect(await screen.findByText('You reviewed this item. Thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('a citizen may flag the listing; a member who is not a citizen may not', async () => {
    respond(200, me({ citizen: true }));
    const { unmount } = render(
      withIntl(
        <ListingActions id={12} price={null} fileName={null} locale="en" strings={strings} />,
        messages,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Flag' })).toBeInTheDocument();
    unmount();

    respond(200, me({ citizen: false }));
    renderActions();
    await screen.findByRole('button', { name: 'Get it free' });
    expect(screen.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
  });

  it('already flagged: says so instead of the button', async () => {
    respond(200, me({ flagged: true }));
    renderActions();
    expect(await screen.findByText('Flagged')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
  });

  it('the seller: "This is your listing." and Edit; no Get, no review, no flag', async () => {
    respond(
      200,
      me({ seller: true, link: 'https://example.org/mine', fileUrl: '/api/marketplace/listings/12/file' }),
    );
    renderActions();
    expect(await screen.findByText('This is your listing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the listing' })).toHaveAttribute(
      'href',
      '/marketplace/sell?id=12',
    );
    expect(screen.queryByRole('button', { name: 'Get it free' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByText('Members who got this item can review it.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flag' })).not.toBeInTheDocument();
    // Their own item's link and file stay at hand.
    expect(screen.getByRole('link', { name: 'Open the link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download model.gguf' })).toBeInTheDocument();
  });

  it('the seller of a paid item sees no price note and no buy button', async () => {
    respond(200, me({ seller: true }));
    respond(200, { chains: [{ chainId: 1, citizenId: false, credentials: false, marketplace: true }] });
    renderActions({ price: '1 ETH' });
    await screen.findByText('This is your listing.');
    expect(screen.queryByText(/^This item costs/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a paid item already bought: in the library, no buy button, no order asked for', async () => {
    respond(200, me({ got: true, reviewed: true, link: 'https://example.org/x' }));
    respond(200, { chains: [{ chainId: 1, citizenId: false, credentials: false, marketplace: true }] });
    renderActions({ price: '1 ETH' });
    expect(await screen.findByText('In your library')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed check says why in place of the actions', async () => {
    respond(404, { error: 'not_found' });
    renderActions();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This listing no longer exists or is not published.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an error code the marketplace has no words for reads as the generic failure', async () => {
    respond(500, { error: 'server_error' });
    renderActions();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Try again.'),
    );
  });
});

describe('ListingActions: buying a paid item with ether', () => {
  const ORDER = '0x' + '5e'.repeat(32);
  const HASH = '0x' + 'ab'.repeat(32);
  const order = (over: Partial<OrderView> = {}): OrderView => ({
    id: ORDER,
    chainId: 11155111,
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    listingId: 12,
    seller: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    priceWei: '50000000000000000',
    status: 'pending',
    paidWei: null,
    txHash: null,
    last: null,
    ...over,
  });
  const sentTx = { chainId: 11155111, hash: HASH, createdAt: '2025-01-05T12:00:00.000Z', failure: null };

  beforeEach(() => mockRunner.mockClear());
  afterEach(() => jest.useRealTimers());

  it('Buy → order → wallet → pending → paid: the toast, then the link and the file as after a Get', async () => {
    jest.useFakeTimers();
    respond(200, me());
    respond(200, { chains: [{ chainId: 11155111, citizenId: true, credentials: true, marketplace: true }] });
    respond(200, { order: null });
    const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      withIntl(
        <ListingActions id={12} price="0.05 ETH" fileName="model.gguf" locale="en" strings={strings} />,
        messages,
      ),
    );
    const buy = await screen.findByRole('button', { name: 'Buy for 0.05 ETH' });
    expect(screen.queryByTestId('wallet-runner')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/marketplace/listings/12/me',
      '/api/chain',
      '/api/marketplace/listings/12/orders',
    ]);

    respond(201, order());
    await u.click(buy);
    expect(sent(3)).toEqual({
      path: '/api/marketplace/listings/12/orders',
      method: 'POST',
      body: { chainId: 11155111 },
    });
    expect(await screen.findByTestId('wallet-runner')).toBeInTheDocument();

    respond(202, order({ last: { ...sentTx, status: 'pending' } }));
    await act(async () => mockRunner.mock.lastCall![0].onSent(HASH));
    expect(sent(4)).toEqual({
      path: `/api/marketplace/orders/${ORDER}/tx`,
      method: 'POST',
      body: { hash: HASH },
    });
    expect(await screen.findByText('Payment sent — waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the transaction on Sepolia Etherscan' })).toHaveAttribute(
      'href',
      `https://sepolia.etherscan.io/tx/${HASH}`,
    );

    respond(200, order({ status: 'paid', txHash: HASH, paidWei: '50000000000000000' }));
    respond(
      200,
      me({ got: true, link: 'https://example.org/model', fileUrl: '/api/marketplace/listings/12/file' }),
    );
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(fetchMock.mock.calls[5]![0]).toBe(`/api/marketplace/orders/${ORDER}`);
    expect(notify).toHaveBeenCalledWith({ title: 'Payment confirmed: the item is in your library' });
    expect(await screen.findByText('In your library')).toBeInTheDocument();
    expect(fetchMock.mock.calls[6]![0]).toBe('/api/marketplace/listings/12/me');
    expect(screen.getByRole('link', { name: 'Open the link' })).toHaveAttribute(
      'href',
      'https://example.org/model',
    );
    expect(screen.getByRole('link', { name: 'Download model.gguf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Payment sent — waiting for confirmation')).not.toBeInTheDocument();
    // Got: now they may review it; and the polling has stopped.
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it("already_got when ordering: the member's part is read again and shows the item as theirs", async () => {
    respond(200, me());
    respond(200, { chains: [{ chainId: 1, citizenId: false, credentials: false, marketplace: true }] });
    respond(200, { order: null });
    const u = renderActions({ price: '1 ETH' });
    respond(409, { error: 'already_got' });
    respond(200, me({ got: true, link: 'https://example.org/model' }));
    await u.click(await screen.findByRole('button', { name: 'Buy for 1 ETH' }));
    expect(await screen.findByText('In your library')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy for/ })).not.toBeInTheDocument();
    expect(mockRunner).not.toHaveBeenCalled();
  });
});
