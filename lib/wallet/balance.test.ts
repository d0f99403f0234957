import { mainnet } from 'viem/chains';
import { readBalance } from './balance';
import { isSupportedChainId, supportedChainIds } from './chains';

describe('readBalance', () => {
  it("formats the node's answer in the chain's currency", async () => {
    const getBalance = jest.fn(async () => 1_500_000_000_000_000_000n);
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    await expect(readBalance({ chain: mainnet, getBalance }, address)).resolves.toEqual({
      value: 1_500_000_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      formatted: '1.5',
    });
    expect(getBalance).toHaveBeenCalledWith({ address });
  });

  it('keeps every digit of a tiny balance', async () => {
    const balance = await readBalance(
      { getBalance: async () => 1n },
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    expect(balance.formatted).toBe('0.000000000000000001');
  });
});

describe('supported chains', () => {
  it('are mainnet and Sepolia only', () => {
    expect(supportedChainIds).toEqual([1, 11155111]);
    expect(isSupportedChainId(11155111)).toBe(true);
    expect(isSupportedChainId(137)).toBe(false);
    expect(isSupportedChainId('1')).toBe(false);
  });
});
