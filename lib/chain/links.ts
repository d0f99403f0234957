// Where a transaction or an address can be seen by anyone: Etherscan for Ethereum and Sepolia.
const explorers: Record<number, { name: string; url: string }> = {
  1: { name: 'Etherscan', url: 'https://etherscan.io' },
  11155111: { name: 'Sepolia Etherscan', url: 'https://sepolia.etherscan.io' },
};

export const explorerName = (chainId: number) => explorers[chainId]?.name ?? 'Etherscan';

export function txUrl(chainId: number, hash: string): string | null {
  const explorer = explorers[chainId];
  return explorer && /^0x[0-9a-fA-F]{64}$/.test(hash) ? `${explorer.url}/tx/${hash}` : null;
}

export function addressUrl(chainId: number, address: string): string | null {
  const explorer = explorers[chainId];
  return explorer && /^0x[0-9a-fA-F]{40}$/.test(address) ? `${explorer.url}/address/${address}` : null;
}
