// The wallet citizen's signature: the EIP-712 data of lib/governance/rules.ts, signed by the voter's own
// account on a chain the server accepts, with the wallet stack (wagmi) mocked.
import { connect, getAccount, signTypedData, switchChain } from 'wagmi/actions';
import { VOTE_TYPES } from '@/lib/governance/rules';
import { connectVoteWallet, signWalletVote, walletVoteState, WrongAccountError } from './wallet-vote';

jest.mock('wagmi/actions', () => ({
  connect: jest.fn(),
  getAccount: jest.fn(),
  signTypedData: jest.fn(),
  switchChain: jest.fn(),
}));
jest.mock('@/components/wallet/config', () => ({ walletChains: [{ id: 1 }, { id: 11155111 }] }));
const connector = { uid: 'mm', getChainId: jest.fn(async () => 11155111) };
jest.mock('@/components/wallet/wallet-runtime', () => ({
  walletConfig: { connectors: [{ uid: 'mm', getChainId: async () => 11155111 }] },
  reconnectWallet: jest.fn(async () => {}),
  walletOptions: jest.fn(async () => [{ uid: 'mm', name: 'MetaMask' }]),
}));

const VOTER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

type Account = ReturnType<typeof getAccount>;
const account = (fields: Record<string, unknown>) => fields as unknown as Account;

beforeEach(() => {
  jest.mocked(getAccount).mockReset();
  jest.mocked(signTypedData).mockReset();
  jest.mocked(switchChain).mockReset();
  jest.mocked(connect).mockReset();
});

describe('signWalletVote', () => {
  it('signs the vote typed data for the voter, on the wallet chain, now', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_750_000_000_500);
    jest
      .mocked(getAccount)
      .mockReturnValue(account({ status: 'connected', address: VOTER, chainId: 11155111, connector }));
    jest.mocked(signTypedData).mockResolvedValue('0xsig');
    await expect(signWalletVote({ proposal: 7, choice: 'for', voter: VOTER.toLowerCase() })).resolves.toEqual(
      {
        signature: '0xsig',
        timestamp: 1_750_000_000,
        chainId: 11155111,
      },
    );
    expect(jest.mocked(signTypedData).mock.calls[0]![1]).toEqual({
      account: VOTER,
      connector,
      domain: { name: 'Civitas', version: '1', chainId: 11155111 },
      types: VOTE_TYPES,
      primaryType: 'Vote',
      message: { proposal: 7n, choice: 'for', timestamp: 1_750_000_000n, voter: VOTER },
    });
    jest.mocked(Date.now).mockRestore();
  });

  it('refuses to sign with another account than the voter', async () => {
    jest
      .mocked(getAccount)
      .mockReturnValue(
        account({ status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1 }),
      );
    await expect(signWalletVote({ proposal: 7, choice: 'for', voter: VOTER })).rejects.toBeInstanceOf(
      WrongAccountError,
    );
    expect(signTypedData).not.toHaveBeenCalled();
  });

  it('asks the wallet to switch first when it is on a chain the server does not accept', async () => {
    jest
      .mocked(getAccount)
      .mockReturnValueOnce(account({ status: 'connected', address: VOTER, chainId: 137 }))
      .mockReturnValue(account({ status: 'connected', address: VOTER, chainId: 1 }));
    jest.mocked(signTypedData).mockResolvedValue('0xsig');
    await expect(signWalletVote({ proposal: 7, choice: 'against', voter: VOTER })).resolves.toMatchObject({
      chainId: 1,
    });
    expect(switchChain).toHaveBeenCalledWith(expect.anything(), { chainId: 1 });
  });
});

describe('walletVoteState and connectVoteWallet', () => {
  it('offers the wallets when none is connected, and connects the one chosen', async () => {
    jest.mocked(getAccount).mockReturnValueOnce(account({ status: 'disconnected' }));
    await expect(walletVoteState()).resolves.toEqual({
      status: 'disconnected',
      options: [{ uid: 'mm', name: 'MetaMask' }],
    });
    jest
      .mocked(getAccount)
      .mockReturnValueOnce(account({ status: 'disconnected' }))
      .mockReturnValue(account({ status: 'connected', address: VOTER, chainId: 11155111 }));
    await expect(connectVoteWallet('mm')).resolves.toBe(VOTER);
    expect(connect).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ chainId: 11155111 }));
  });
});
