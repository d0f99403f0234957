import 'server-only';
import { getAddress, isAddress, isAddressEqual, recoverMessageAddress, type Address, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { isSupportedChainId, type SupportedChainId } from './chains';
import { publicClient } from './chain-node';
import { consumeNonce, findLiveNonce } from './nonces';

export type SiweFailure =
  | 'siwe_invalid_message'
  | 'siwe_nonce_invalid'
  | 'siwe_domain_mismatch'
  | 'siwe_chain_unsupported'
  | 'siwe_signature_invalid'
  | 'siwe_verification_unavailable';

export type SiweOutcome =
  | { ok: true; address: Address; chainId: SupportedChainId; via: 'local' | 'node' }
  | { ok: false; code: SiweFailure };

/**
 * HTTP status per failure. A node that cannot be reached is 424 (Failed Dependency), not 503: every
 * error of ours is a 4xx with a code (the fuzz suite holds the API to that), and the code says "retry".
 */
export const siweFailureStatus: Record<SiweFailure, number> = {
  siwe_invalid_message: 400,
  siwe_domain_mismatch: 400,
  siwe_chain_unsupported: 400,
  siwe_nonce_invalid: 401,
  siwe_signature_invalid: 401,
  siwe_verification_unavailable: 424,
};

const NONCE_SHAPE = /^[a-zA-Z0-9]{8,}$/;

type Fields = { address: Address; chainId: SupportedChainId; nonce: string };

/** The ERC-4361 fields we rely on, or the reason the message is not one we accept. */
function checkMessage(
  message: string,
  origin: URL,
): { ok: true; fields: Fields } | { ok: false; code: SiweFailure } {
  const parsed = parseSiweMessage(message);
  const { address, chainId, domain, nonce, uri, version, issuedAt } = parsed;
  if (
    !address ||
    !isAddress(address, { strict: false }) ||
    typeof chainId !== 'number' ||
    !Number.isSafeInteger(chainId) ||
    !domain ||
    !nonce ||
    !NONCE_SHAPE.test(nonce) ||
    !uri ||
    version !== '1' ||
    !issuedAt ||
    Number.isNaN(issuedAt.getTime())
  ) {
    return { ok: false, code: 'siwe_invalid_message' };
  }
  const now = Date.now();
  const { expirationTime, notBefore } = parsed;
  if (expirationTime && !(expirationTime.getTime() > now)) return { ok: false, code: 'siwe_invalid_message' };
  if (notBefore && !(notBefore.getTime() <= now)) return { ok: false, code: 'siwe_invalid_message' };

  if (!isSupportedChainId(chainId)) return { ok: false, code: 'siwe_chain_unsupported' };

  // The message must name the site the request comes from: a signature collected by another site
  // (phishing) names that site's domain and is useless here.
  let uriOrigin: string;
  try {
    uriOrigin = new URL(uri).origin;
  } catch {
    return { ok: false, code: 'siwe_domain_mismatch' };
  }
  const schemeOk = !parsed.scheme || `${parsed.scheme.toLowerCase()}:` === origin.protocol;
  if (domain.toLowerCase() !== origin.host || uriOrigin !== origin.origin || !schemeOk) {
    return { ok: false, code: 'siwe_domain_mismatch' };
  }
  return { ok: true, fields: { address: getAddress(address.toLowerCase()), chainId, nonce } };
}

async function recoveredLocally(message: string, signature: Hex, address: Address): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    // Not a 65-byte ECDSA signature: a smart-contract wallet's, perhaps. The node decides.
    return false;
  }
}

/**
 * Smart-contract wallets (ERC-1271, and ERC-6492 for accounts not deployed yet) sign as a contract:
 * only the chain can tell. viem's verifyMessage reports a network failure as "invalid", so the node is
 * asked for its chain id first: no answer (or the wrong chain) is "unavailable", not a bad signature.
 */
async function verifiedByNode(
  message: string,
  signature: Hex,
  address: Address,
  chainId: SupportedChainId,
): Promise<boolean | 'unavailable'> {
  const client = publicClient(chainId);
  try {
    const nodeChainId = await client.getChainId();
    if (nodeChainId !== chainId) {
      console.error(`civitas: the RPC node configured for chain ${chainId} serves chain ${nodeChainId}`);
      return 'unavailable';
    }
    return await client.verifyMessage({ address, message, signature });
  } catch (error) {
    console.error(
      `civitas: signature check through the chain ${chainId} node failed:`,
      error instanceof Error ? error.name : 'error',
    );
    return 'unavailable';
  }
}

/**
 * Verifies a Sign-In with Ethereum proof for a request from `origin` and spends its nonce. Plain wallets
 * are checked by recovering the signer locally; only when that does not match is the chain node asked.
 */
export async function verifySiwe(
  input: { message: string; signature: Hex },
  origin: string | null,
): Promise<SiweOutcome> {
  let site: URL;
  try {
    site = new URL(origin ?? '');
  } catch {
    return { ok: false, code: 'siwe_domain_mismatch' };
  }
  const checked = checkMessage(input.message, site);
  if (!checked.ok) return checked;
  const { address, chainId, nonce } = checked.fields;

  // A nonce is issued for one address on one chain; checked before any call to a node.
  const issued = await findLiveNonce(nonce);
  if (!issued || issued.chainId !== chainId || !isAddressEqual(issued.address as Address, address)) {
    return { ok: false, code: 'siwe_nonce_invalid' };
  }

  let via: 'local' | 'node' = 'local';
  if (!(await recoveredLocally(input.message, input.signature, address))) {
    via = 'node';
    const verdict = await verifiedByNode(input.message, input.signature, address, chainId);
    if (verdict === 'unavailable') return { ok: false, code: 'siwe_verification_unavailable' };
    if (!verdict) return { ok: false, code: 'siwe_signature_invalid' };
  }

  // Spent only by a valid proof; of two racing with one nonce, one wins.
  if (!(await consumeNonce(nonce))) return { ok: false, code: 'siwe_nonce_invalid' };
  return { ok: true, address, chainId, via };
}
