import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  balanceOf,
  connectWallet,
  estimateTransferFee,
  sendTransfer,
  waitForTransfer,
  walletState,
} from '@/components/chain/wallet-tx';
import { notify } from '@/components/frame/toast';
import { withIntl } from '@/test/intl';
import { HASH, LINKED, messages, OTHER, SEPOLIA, strings, WEI } from './test-fixtures';
import { WalletConsole } from './wallet-console';

jest.mock('@/components/frame/toast', () => ({ notify: jest.fn() }));
// The wallet stack, answering as a wallet would.
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

/** 21,000 gas at 1 gwei. */
const FEE = BigInt(21_000) * BigInt(1_000_000_000);
const writeText = jest.fn();

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderConsole(props: { linked?: string | null } = {}) {
  const onConnected = jest.fn();
  const onTransferSettled = jest.fn();
  const view = render(
    withIntl(
      <WalletConsole
        strings={strings}
        locale="en"
        chainId={SEPOLIA}
        linked={props.linked ?? LINKED}
        onConnected={onConnected}
        onTransferSettled={onTransferSettled}
      />,
      messages,
    ),
  );
  const u = userEvent.setup();
  // After user-event's setup, which installs a clipboard of its own.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { ...view, onConnected, onTransferSettled, u };
}

const send = () => screen.getByRole('region', { name: 'Send' });
const recipient = () => screen.getByRole('textbox', { name: 'Recipient address' });
const amount = () => screen.getByRole('textbox', { name: 'Amount in ETH' });

beforeEach(() => {
  jest.mocked(notify).mockClear();
  jest
    .mocked(walletState)
    .mockReset()
    .mockResolvedValue({ status: 'connected', address: LINKED, chainId: SEPOLIA });
  jest.mocked(connectWallet).mockReset();
  jest.mocked(balanceOf).mockReset().mockResolvedValue(WEI('2'));
  jest.mocked(estimateTransferFee).mockReset().mockResolvedValue(FEE);
  jest.mocked(sendTransfer).mockReset();
  jest.mocked(waitForTransfer).mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
});

describe('WalletConsole: the wallet', () => {
  it('reconnects a returning wallet: its address (short and full), and its balance on the network', async () => {
    const { onConnected } = renderConsole();
    expect(await screen.findByText('0xf39F…2266')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your address' })).toHaveValue(LINKED);
    expect(await screen.findByText('2 ETH')).toBeInTheDocument();
    expect(balanceOf).toHaveBeenCalledWith(SEPOLIA, LINKED);
    expect(onConnected).toHaveBeenCalledWith({ address: LINKED, chainId: SEPOLIA });
    expect(screen.queryByText(/not the wallet linked/)).not.toBeInTheDocument();
  });

  it('no wallet connected: offers the wallets, and connects the one picked', async () => {
    jest
      .mocked(walletState)
      .mockResolvedValueOnce({ status: 'disconnected', options: [{ uid: 'mm', name: 'MetaMask' }] });
    jest.mocked(connectWallet).mockResolvedValue(OTHER);
    jest.mocked(walletState).mockResolvedValueOnce({ status: 'connected', address: OTHER, chainId: 1 });
    const { u, onConnected } = renderConsole();
    expect(await screen.findByText('Connect a wallet to continue.')).toBeInTheDocument();
    await u.click(
      within(screen.getByRole('list', { name: 'Wallets' })).getByRole('button', { name: 'Connect MetaMask' }),
    );
    expect(await screen.findByText('0x7099…79C8')).toBeInTheDocument();
    expect(connectWallet).toHaveBeenCalledWith('mm');
    expect(onConnected).toHaveBeenCalledWith({ address: OTHER, chainId: 1 });
    // Not the account's linked wallet: the score and history below are the linked one's.
    expect(
      screen.getByText(/This is not the wallet linked to your account \(0xf39F…2266\)/),
    ).toBeInTheDocument();
  });

  it('a refused connection is said in words, and "Try again" asks again', async () => {
    jest
      .mocked(walletState)
      .mockResolvedValueOnce({ status: 'disconnected', options: [{ uid: 'mm', name: 'MetaMask' }] });
    jest.mocked(connectWallet).mockRejectedValue({ code: 4001, message: 'User rejected the request.' });
    const { u } = renderConsole();
    await u.click(await screen.findByRole('button', { name: 'Connect MetaMask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You declined the connection in your wallet.');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0xf39F…2266')).toBeInTheDocument();
  });

  it('a balance that cannot be read says so', async () => {
    jest.mocked(balanceOf).mockRejectedValue(new Error('node down'));
    renderConsole();
    expect(await screen.findByText('The balance could not be read right now.')).toBeInTheDocument();
  });
});

describe('WalletConsole: send, the fields', () => {
  it('takes a lowercase address; refuses a wrong checksum and a wrong length, in words', async () => {
    const { u } = renderConsole();
    await screen.findByText('2 ETH');

    await u.type(recipient(), LINKED.replace('0xf', '0xF'));
    await u.tab();
    expect(recipient()).toHaveAccessibleDescription(
      'This address does not match its checksum: check it for a typo, or paste it again.',
    );
    expect(recipient()).toBeInvalid();

    await u.clear(recipient());
    await u.type(recipient(), '0x1234');
    expect(recipient()).toHaveAccessibleDescription(
      'An address is 0x followed by 40 hexadecimal characters (0–9, a–f).',
    );

    await u.clear(recipient());
    await u.type(recipient(), OTHER.toLowerCase());
    expect(recipient()).toBeValid();
    expect(recipient()).toHaveAccessibleDescription(/^0x followed by 40 hexadecimal characters/);

    await u.clear(recipient());
    expect(recipient()).toHaveAccessibleDescription("Enter the recipient's address.");
  });

  it('holds the amount to a positive number of ETH, 18 decimals at most, within the balance', async () => {
    const { u } = renderConsole();
    await screen.findByText('2 ETH');
    expect(amount()).toHaveAccessibleDescription('For example 0.05. Available: 2 ETH');

    const cases: [string, string][] = [
      ['abc', 'Enter a number of ETH, such as 0.05 (no thousands separators).'],
      ['0', 'The amount must be more than 0.'],
      ['0.0000000000000000001', 'ETH has at most 18 decimals.'],
      ['2.5', 'That is more than your balance (2 ETH).'],
    ];
    for (const [typed, error] of cases) {
      await u.clear(amount());
      await u.type(amount(), typed);
      await u.tab();
      expect(amount()).toHaveAccessibleDescription(error);
    }
    await u.clear(amount());
    await u.type(amount(), '1.5');
    expect(amount()).toBeValid();
  });

  it('"Review" with empty fields shows both errors and moves to the first', async () => {
    const { u } = renderConsole();
    await screen.findByText('2 ETH');
    await u.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(recipient()).toHaveAccessibleDescription("Enter the recipient's address.");
    expect(amount()).toHaveAccessibleDescription('Enter an amount.');
    expect(recipient()).toHaveFocus();
    expect(estimateTransferFee).not.toHaveBeenCalled();
  });

  it('estimates the fee once typing pauses, for the latest inputs only', async () => {
    const { u } = renderConsole();
    await screen.findByText('2 ETH');
    expect(within(send()).getByText('Shown once the address and the amount are valid.')).toBeInTheDocument();
    await u.type(recipient(), OTHER);
    await u.type(amount(), '0.25');
    expect(await within(send()).findByText('0.000021 ETH')).toBeInTheDocument();
    expect(estimateTransferFee).toHaveBeenCalledTimes(1);
    expect(estimateTransferFee).toHaveBeenCalledWith({ chainId: SEPOLIA, to: OTHER, value: WEI('0.25') });

    await u.type(amount(), '5');
    await waitFor(() => expect(estimateTransferFee).toHaveBeenCalledTimes(2));
    expect(estimateTransferFee).toHaveBeenLastCalledWith({
      chainId: SEPOLIA,
      to: OTHER,
      value: WEI('0.255'),
    });
  });

  it('an estimate that fails says so (insufficient funds in words), and Review still works', async () => {
    jest.mocked(estimateTransferFee).mockRejectedValue({ name: 'InsufficientFundsError' });
    const { u } = renderConsole();
    await screen.findByText('2 ETH');
    await u.type(recipient(), OTHER);
    await u.type(amount(), '1');
    expect(
      await within(send()).findByText(
        'Your wallet does not hold enough ether for this transaction and its fee.',
      ),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(await screen.findByText('Shown by your wallet')).toBeInTheDocument();
  });

  it('refuses an amount that the balance covers but not with the fee', async () => {
    jest.mocked(estimateTransferFee).mockResolvedValue(WEI('0.01'));
    const { u } = renderConsole();
    await screen.findByText('2 ETH');
    await u.type(recipient(), OTHER);
    await u.type(amount(), '2');
    await within(send()).findByText('0.01 ETH');
    await u.click(screen.getByRole('button', { name: 'Review the transfer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your balance (2 ETH) does not cover the amount plus the estimated fee.',
    );
    expect(amount()).toHaveValue('2');
  });
});

describe('WalletConsole: send, the transfer', () => {
  async function fillAndReview(u: ReturnType<typeof userEvent.setup>) {
    await screen.findByText('2 ETH');
    await u.type(recipient(), OTHER.toLowerCase());
    await u.type(amount(), '0.25');
    await within(send()).findByText('0.000021 ETH');
    await u.click(screen.getByRole('button', { name: 'Review the transfer' }));
  }

  it('review, confirm in the wallet, pending with the hash, then confirmed', async () => {
    const sent = deferred<`0x${string}`>();
    const mined = deferred<'success' | 'reverted'>();
    jest.mocked(sendTransfer).mockReturnValue(sent.promise);
    jest.mocked(waitForTransfer).mockReturnValue(mined.promise);
    const { u, onTransferSettled } = renderConsole();
    await fillAndReview(u);

    const summary = screen.getByRole('heading', { name: 'Check the transfer' }).parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByText(OTHER)).toBeInTheDocument();
    expect(within(summary).getByText('0.25 ETH')).toBeInTheDocument();
    expect(within(summary).getByText('0.000021 ETH')).toBeInTheDocument();
    expect(within(summary).getByText('0.250021 ETH')).toBeInTheDocument();
    expect(within(summary).getByText('Sepolia')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Send 0.25 ETH' }));
    expect(within(send()).getByRole('status')).toHaveTextContent('Confirm in your wallet…');
    expect(sendTransfer).toHaveBeenCalledWith({ chainId: SEPOLIA, to: OTHER, value: WEI('0.25') });

    await act(async () => sent.resolve(HASH));
    expect(within(send()).getByRole('status')).toHaveTextContent(
      'Sent. Waiting for the network to confirm it…',
    );
    expect(within(send()).getByText(HASH)).toBeInTheDocument();
    expect(
      within(send()).getByRole('link', { name: 'View the transaction on Sepolia Etherscan' }),
    ).toHaveAttribute('href', `https://sepolia.etherscan.io/tx/${HASH}`);
    expect(waitForTransfer).toHaveBeenCalledWith(SEPOLIA, HASH);
    expect(onTransferSettled).not.toHaveBeenCalled();

    await act(async () => mined.resolve('success'));
    expect(within(send()).getByRole('status')).toHaveTextContent('Confirmed: 0.25 ETH sent to 0x7099…79C8.');
    expect(onTransferSettled).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(balanceOf).toHaveBeenCalledTimes(2));

    await u.click(screen.getByRole('button', { name: 'Send another transfer' }));
    expect(recipient()).toHaveValue('');
    expect(recipient()).toHaveFocus();
  });

  it('a reverted transfer says so', async () => {
    jest.mocked(sendTransfer).mockResolvedValue(HASH);
    jest.mocked(waitForTransfer).mockResolvedValue('reverted');
    const { u } = renderConsole();
    await fillAndReview(u);
    await u.click(screen.getByRole('button', { name: 'Send 0.25 ETH' }));
    expect(
      await within(send()).findByText(
        'The network reverted the transaction: no ether was sent, but the fee was paid.',
      ),
    ).toBeInTheDocument();
  });

  it('the wallet declining: says so in words, and keeps what was typed', async () => {
    jest
      .mocked(sendTransfer)
      .mockRejectedValue({ name: 'UserRejectedRequestError', message: 'User rejected.' });
    const { u, onTransferSettled } = renderConsole();
    await fillAndReview(u);
    await u.click(screen.getByRole('button', { name: 'Send 0.25 ETH' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You declined the transaction in your wallet. Nothing was sent.',
    );
    expect(recipient()).toHaveValue(OTHER.toLowerCase());
    expect(amount()).toHaveValue('0.25');
    expect(recipient()).toHaveFocus();
    expect(waitForTransfer).not.toHaveBeenCalled();
    expect(onTransferSettled).not.toHaveBeenCalled();
  });

  it('Edit goes back to the fields as they were', async () => {
    const { u } = renderConsole();
    await fillAndReview(u);
    await u.click(screen.getByRole('button', { name: 'Edit' }));
    expect(amount()).toHaveValue('0.25');
    expect(sendTransfer).not.toHaveBeenCalled();
  });
});

describe('WalletConsole: receive', () => {
  it("shows the address's payment request as a QR code, and copies the address", async () => {
    const { u } = renderConsole();
    const receive = await screen.findByRole('region', { name: 'Receive' });
    const qr = await within(receive).findByRole('img', {
      name: `QR code of a payment request to ${LINKED} on Sepolia`,
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(within(receive).getByText(LINKED)).toBeInTheDocument();
    expect(within(receive).getByText(/Ask them to send on Sepolia/)).toBeInTheDocument();

    await u.click(within(receive).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(LINKED);
    expect(notify).toHaveBeenCalledWith({ title: 'Address copied' });
  });

  it('a refused clipboard says so', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { u } = renderConsole();
    await screen.findByText('0xf39F…2266');
    await u.click(screen.getAllByRole('button', { name: 'Copy address' })[0]!);
    expect(notify).toHaveBeenCalledWith({
      title: 'The address could not be copied. Select it and copy it yourself.',
      variant: 'destructive',
    });
  });
});
