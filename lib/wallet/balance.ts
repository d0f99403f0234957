import { formatUnits, type Address, type Chain } from 'viem';

export type Balance = {
  /** In the chain's smallest unit (wei). */
  value: bigint;
  decimals: number;
  symbol: string;
  /** `value` in whole units, every digit kept ("1.5", "0.000000000000000001"); round it for display. */
  formatted: string;
};

/** The part of a viem public client (or wagmi's usePublicClient()) that a balance read needs. */
export type BalanceReader = {
  chain?: Chain | undefined;
  getBalance(args: { address: Address }): Promise<bigint>;
};

/**
 * The native-currency balance of an address, read through the client's chain node. Works on the server
 * (lib/wallet/chain-node.ts `walletBalance`) and in the browser with the wallet island's public client.
 */
export async function readBalance(client: BalanceReader, address: Address): Promise<Balance> {
  const value = await client.getBalance({ address });
  const { decimals, symbol } = client.chain?.nativeCurrency ?? { decimals: 18, symbol: 'ETH' };
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) };
}
