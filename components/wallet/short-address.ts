/**
 * `0xf39F…2266`, as the navbar names a wallet account: the first 6 and last 4 characters as given (no
 * viem here: pages show it without the wallet stack; lib/wallet/address.ts checksums on the server).
 */
export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
