import 'server-only';
// Wallet citizens' votes are EIP-712 typed data signed by the account's wallet. Ordinary wallets are
// checked by recovering the signer locally; smart-contract wallets (ERC-1271, ERC-6492) through the chain
// node, as Sign-In with Ethereum does. Anyone can re-check a stored vote with the same data.
import { isAddressEqual, recoverTypedDataAddress, type Address, type Hex } from 'viem';
import { isSupportedChainId } from '../wallet/chains';
import { publicClient } from '../wallet/chain-node';
import { voteTypedData, type VoteChoice } from './rules';

export type SignedVote = {
  proposal: number;
  choice: VoteChoice;
  timestamp: number;
  voter: Address;
  chainId: number;
  signature: Hex;
};

export type SignatureCheck = 'valid' | 'invalid' | 'unsupported_chain' | 'unavailable';

export async function checkVoteSignature(vote: SignedVote): Promise<SignatureCheck> {
  if (!isSupportedChainId(vote.chainId)) return 'unsupported_chain';
  const typed = voteTypedData(vote);
  try {
    const signer = await recoverTypedDataAddress({ ...typed, signature: vote.signature });
    if (isAddressEqual(signer, vote.voter)) return 'valid';
  } catch {
    // Not a 65-byte ECDSA signature: perhaps a contract wallet's. The node decides.
  }
  const client = publicClient(vote.chainId);
  try {
    const nodeChainId = await client.getChainId();
    if (nodeChainId !== vote.chainId) return 'unavailable';
    const ok = await client.verifyTypedData({ ...typed, address: vote.voter, signature: vote.signature });
    return ok ? 'valid' : 'invalid';
  } catch (error) {
    console.error(
      `civitas: vote signature check through the chain ${vote.chainId} node failed:`,
      error instanceof Error ? error.name : 'error',
    );
    return 'unavailable';
  }
}
