import 'server-only';
// Where the contracts live on each chain: contracts/deployments/<chain id>.json, written by
// `npm run contracts:deploy` and committed (CONTRACTS_DEPLOYMENTS_DIR points elsewhere, for tests). A chain
// with no file has no on-chain controls; a chain whose file lacks a contract has none of that contract's.
import fs from 'node:fs';
import path from 'node:path';
import { getAddress, type Address } from 'viem';
import { z } from 'zod';
import { env } from '../env';
import { supportedChainIds, type SupportedChainId } from '../wallet/chains';
import { signerAddress } from './vouchers';

const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value));

const deploymentSchema = z.object({
  chainId: z.number().int(),
  citizenId: address.nullish(),
  credentialRegistry: address.nullish(),
  marketplace: address.nullish(),
  voucherSigner: address.nullish(),
  /** The first contract's block: log searches start there. */
  fromBlock: z.number().int().nonnegative().default(0),
});

export type Deployment = {
  chainId: SupportedChainId;
  citizenId: Address | null;
  credentialRegistry: Address | null;
  marketplace: Address | null;
  voucherSigner: Address | null;
  fromBlock: number;
};

/** What a chain offers: a contract that is deployed, and for vouchers, signed by this server's key. */
export type ChainFeatures = {
  chainId: SupportedChainId;
  citizenId: boolean;
  credentials: boolean;
  marketplace: boolean;
};

const dir = () =>
  path.resolve(env.CONTRACTS_DEPLOYMENTS_DIR ?? path.join(process.cwd(), 'contracts', 'deployments'));

// Read once per process: a deployment changes with a release, not while the site runs.
const cache = new Map<SupportedChainId, Deployment | null>();

export function deploymentFor(chainId: SupportedChainId): Deployment | null {
  if (cache.has(chainId)) return cache.get(chainId)!;
  let found: Deployment | null = null;
  const file = path.join(dir(), `${chainId}.json`);
  if (fs.existsSync(file)) {
    const parsed = deploymentSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success || parsed.data.chainId !== chainId)
      throw new Error(`contracts: ${file} is not a deployment of chain ${chainId}`);
    const d = parsed.data;
    found = {
      chainId,
      citizenId: d.citizenId ?? null,
      credentialRegistry: d.credentialRegistry ?? null,
      marketplace: d.marketplace ?? null,
      voucherSigner: d.voucherSigner ?? null,
      fromBlock: d.fromBlock,
    };
  }
  cache.set(chainId, found);
  return found;
}

/** Vouchers only work when the contracts trust this server's key. */
function signs(d: Deployment): boolean {
  const mine = signerAddress();
  return mine !== null && d.voucherSigner !== null && d.voucherSigner === mine;
}

export function chainFeatures(chainId: SupportedChainId): ChainFeatures {
  const d = deploymentFor(chainId);
  return {
    chainId,
    citizenId: Boolean(d?.citizenId && signs(d)),
    credentials: Boolean(d?.credentialRegistry && signs(d)),
    marketplace: Boolean(d?.marketplace),
  };
}

/** The chains with something deployed, mainnet first. */
export function onchainChains(): ChainFeatures[] {
  return supportedChainIds.map(chainFeatures).filter((f) => f.citizenId || f.credentials || f.marketplace);
}

/** The chain a feature is used on: the first that offers it (mainnet before Sepolia), or null. */
export function chainFor(feature: 'citizenId' | 'credentials' | 'marketplace'): SupportedChainId | null {
  return onchainChains().find((f) => f[feature])?.chainId ?? null;
}

/** Blocks a payment or a mint must be under before it counts: 2 on mainnet, 1 on Sepolia. */
export function requiredConfirmations(chainId: SupportedChainId): number {
  return chainId === 1 ? 2 : 1;
}

/** For tests that deploy to a fresh chain mid-run. */
export function forgetDeployments() {
  cache.clear();
}
