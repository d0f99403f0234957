import '../../test/integration-env';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import type { NextRequest } from 'next/server';
import { createWalletClient, http, keccak256, parseEther, stringToBytes, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { sepolia } from 'viem/chains';
import { citizenIdAbi, credentialRegistryAbi, marketplaceAbi } from '../../contracts/abi';
import { deployContracts } from '../../scripts/lib/contracts.mjs';
import { ANVIL_ACCOUNT_0, rpc, startAnvil, type Anvil } from '../../test/anvil';
import { bodyOf, Client, withParams } from '../../test/http';
import type { SessionUser } from '../api/contract';

// The on-chain features end to end on a local anvil (Sepolia's chain id): the contracts deployed by the
// deploy script's own function, the route handlers called as the browser calls them, transactions sent
// by real wallets, and the server's verdicts read back from the rows they leave.
process.env.CIVITAS_TEST_CLOCK = '1';
const SEPOLIA = 11155111;
const signerKey = generatePrivateKey();

const load = async () => {
  const [
    chainRoute,
    citizenIdRoute,
    voucherRoute,
    mintTxRoute,
    metadataRoute,
    badgeRoute,
    anchorRoute,
    anchorVoucherRoute,
    anchorTxRoute,
    ordersRoute,
    orderRoute,
    orderTxRoute,
    transactionsRoute,
    scoreRoute,
    signUpRoute,
    citizensRoute,
    db,
    schema,
    credentials,
    anchors,
    watch,
    clock,
    drizzle,
  ] = await Promise.all([
    import('../../app/api/chain/route'),
    import('../../app/api/chain/citizen-id/route'),
    import('../../app/api/chain/citizen-id/voucher/route'),
    import('../../app/api/chain/citizen-id/tx/route'),
    import('../../app/api/chain/citizen-id/[token]/route'),
    import('../../app/api/chain/citizen-id/[token]/image/route'),
    import('../../app/api/chain/credentials/[id]/route'),
    import('../../app/api/chain/credentials/[id]/voucher/route'),
    import('../../app/api/chain/credentials/[id]/tx/route'),
    import('../../app/api/marketplace/listings/[id]/orders/route'),
    import('../../app/api/marketplace/orders/[id]/route'),
    import('../../app/api/marketplace/orders/[id]/tx/route'),
    import('../../app/api/chain/transactions/route'),
    import('../../app/api/chain/score/route'),
    import('../../app/api/auth/sign-up/route'),
    import('../../app/api/citizens/route'),
    import('../db'),
    import('../db/schema'),
    import('../academy/credentials'),
    import('./anchors'),
    import('./watch'),
    import('../clock'),
    import('drizzle-orm'),
  ]);
  return {
    routes: {
      chain: chainRoute.GET,
      citizenId: citizenIdRoute.GET,
      voucher: voucherRoute.POST,
      mintTx: mintTxRoute.POST,
      metadata: metadataRoute.GET,
      badge: badgeRoute.GET,
      anchor: anchorRoute.GET,
      anchorVoucher: anchorVoucherRoute.POST,
      anchorTx: anchorTxRoute.POST,
      order: ordersRoute.POST,
      openOrder: ordersRoute.GET,
      orderStatus: orderRoute.GET,
      orderTx: orderTxRoute.POST,
      transactions: transactionsRoute.GET,
      score: scoreRoute.GET,
      signUp: signUpRoute.POST,
      becomeCitizen: citizensRoute.POST,
    },
    db,
    schema,
    credentials,
    anchors,
    watch,
    clock,
    drizzle,
  };
};

let my: Awaited<ReturnType<typeof load>>;
let anvil: Anvil;
let deployment: Awaited<ReturnType<typeof deployContracts>>;
let deploymentsDir: string;

before(async () => {
  anvil = await startAnvil({ chainId: SEPOLIA });
  deployment = await deployContracts({
    rpcUrl: anvil.url,
    chainId: 'anvil',
    deployerKey: ANVIL_ACCOUNT_0.privateKey,
    signerAddress: privateKeyToAccount(signerKey).address,
    baseUri: 'http://localhost:3000/api/chain/citizen-id/',
  });
  deploymentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-deployments-'));
  fs.writeFileSync(path.join(deploymentsDir, `${SEPOLIA}.json`), JSON.stringify(deployment));
  process.env.RPC_URL_11155111 = anvil.url;
  // Mainnet's node is a closed port, and mainnet has no deployment here.
  process.env.RPC_URL_1 = 'http://127.0.0.1:9';
  process.env.CHAIN_SIGNER_PRIVATE_KEY = signerKey;
  process.env.CONTRACTS_DEPLOYMENTS_DIR = deploymentsDir;
  my = await load();
  await my.db.getDatabase();
});

after(async () => {
  await anvil?.stop();
  if (deploymentsDir) fs.rmSync(deploymentsDir, { recursive: true, force: true });
  if (!my) return;
  const { engine, db } = await my.db.getDatabase();
  if (engine === 'postgres')
    await db.execute(my.drizzle.sql.raw(`DROP SCHEMA "${process.env.DATABASE_SCHEMA}" CASCADE`));
  await my.db.closeDb();
});

afterEach(() => my.clock.setClockOffset(0));

// ---------------------------------------------------------------------------------------------------
// Helpers.

type Handler = (request: NextRequest) => Promise<Response>;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function member() {
  const client = new Client();
  const id = unique();
  const input = {
    username: `chain_${id}`,
    email: `chain.${id}@example.com`,
    password: 'correct horse battery',
  };
  const response = await client.post(my.routes.signUp, '/api/auth/sign-up', input);
  assert.equal(response.status, 201, await response.clone().text());
  const { user } = await bodyOf<{ user: SessionUser }>(response);
  return { client, user };
}
type Member = Awaited<ReturnType<typeof member>>;

async function setUser(userId: string, values: Partial<typeof my.schema.user.$inferInsert>) {
  const db = await my.db.getDb();
  await db.update(my.schema.user).set(values).where(my.drizzle.eq(my.schema.user.id, userId));
}

/** A member with a linked wallet of its own, funded on the local chain. */
async function walletMember(): Promise<Member & { wallet: PrivateKeyAccount }> {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const m = await member();
  await setUser(m.user.id, { walletAddress: wallet.address });
  await rpc(anvil.url, 'anvil_setBalance', [wallet.address, `0x${parseEther('100').toString(16)}`]);
  return { ...m, wallet };
}

async function becomeCitizen(m: Member) {
  const response = await m.client.post(my.routes.becomeCitizen, '/api/citizens', {
    handle: `c_${unique()}`,
    notifyEmail: `notify.${unique()}@example.com`,
    acceptConstitution: true,
  });
  assert.equal(response.status, 201, await response.clone().text());
  return (await bodyOf<{ citizen: { number: number; handle: string } }>(response)).citizen;
}

/**
 * A member's wallet on the local chain. Each send resolves once the transaction is mined: anvil mines
 * each transaction as it arrives, but the block can follow the returned hash by a moment (seen once in
 * CI: no receipt straight after the send). These tests check what the server reads of a mined
 * transaction; a pending one is checked with a hash no node knows.
 */
function walletClient(account: PrivateKeyAccount) {
  const client = createWalletClient({ account, chain: sepolia, transport: http(anvil.url) });
  const mined = async (hash: Hex) => {
    assert.ok(await receiptOf(hash), `no receipt for ${hash} after 10 s`);
    return hash;
  };
  const writeContract = (async (args) =>
    mined(await client.writeContract(args))) as typeof client.writeContract;
  const sendTransaction = (async (args) =>
    mined(await client.sendTransaction(args))) as typeof client.sendTransaction;
  return { writeContract, sendTransaction };
}

async function errorOf(response: Response) {
  return (await bodyOf<{ error: string }>(response)).error;
}

/** A sent transaction's receipt, once anvil has it (null after 10 s without). */
async function receiptOf(hash: Hex) {
  for (const deadline = Date.now() + 10_000; ; await new Promise((done) => setTimeout(done, 50))) {
    const receipt = await rpc<{ status: string; blockNumber: Hex } | null>(
      anvil.url,
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt || Date.now() > deadline) return receipt;
  }
}

const get = (m: Member, handler: Handler, url: string) => m.client.get(handler, url);

// ---------------------------------------------------------------------------------------------------

describe('what the chains offer', () => {
  test('Sepolia offers all three; mainnet, with no deployment, none', async () => {
    const response = await new Client().get(my.routes.chain, '/api/chain');
    assert.equal(response.status, 200);
    const { chains } = await bodyOf<{ chains: { chainId: number }[] }>(response);
    assert.deepEqual(chains, [{ chainId: SEPOLIA, citizenId: true, credentials: true, marketplace: true }]);
  });
});

describe('the citizen ID', () => {
  async function mintVoucher(m: Member, chainId = SEPOLIA) {
    return m.client.post(my.routes.voucher, '/api/chain/citizen-id/voucher', { chainId });
  }

  test('a citizen mints with a voucher for their own wallet; the server counts it once it reads it', async () => {
    const m = await walletMember();
    const record = await becomeCitizen(m);
    const before = await bodyOf<{ chainId: number; token: unknown; last: unknown }>(
      await get(m, my.routes.citizenId, '/api/chain/citizen-id'),
    );
    assert.equal(before.chainId, SEPOLIA);
    assert.equal(before.token, null);
    assert.equal(before.last, null);

    const response = await mintVoucher(m);
    assert.equal(response.status, 200, await response.clone().text());
    const voucher = await bodyOf<{
      contract: Address;
      citizenNumber: number;
      handle: string;
      holder: Address;
      expiry: number;
      signature: Hex;
    }>(response);
    assert.equal(voucher.citizenNumber, record.number);
    assert.equal(voucher.holder, m.wallet.address);
    assert.equal(voucher.contract, deployment.citizenId);

    const hash = await walletClient(m.wallet).writeContract({
      address: voucher.contract,
      abi: citizenIdAbi,
      functionName: 'mint',
      args: [BigInt(voucher.citizenNumber), voucher.handle, BigInt(voucher.expiry), voucher.signature],
    });
    const reported = await m.client.post(my.routes.mintTx, '/api/chain/citizen-id/tx', {
      chainId: SEPOLIA,
      hash,
    });
    assert.equal(reported.status, 202, await reported.clone().text());
    const status = await bodyOf<{ token: { tokenId: number; holder: string; txHash: string } | null }>(
      reported,
    );
    assert.equal(status.token?.tokenId, record.number);
    assert.equal(status.token?.holder, m.wallet.address);
    assert.equal(status.token?.txHash, hash.toLowerCase());

    // Once minted, no second voucher, from this account or from the chain's point of view.
    assert.equal(await errorOf(await mintVoucher(m)), 'already_minted');

    // The token's metadata and badge, as its tokenURI serves them.
    const meta = await new Client().get(
      withParams(my.routes.metadata, { token: String(record.number) }),
      `/api/chain/citizen-id/${record.number}`,
    );
    assert.equal(meta.status, 200);
    const metadata = await bodyOf<{
      name: string;
      image: string;
      attributes: { trait_type: string; value: unknown }[];
    }>(meta);
    assert.equal(metadata.name, `Civitas Citizen #${record.number}`);
    assert.ok(metadata.attributes.some((a) => a.trait_type === 'Tier' && a.value === 'Resident'));
    const badge = await new Client().get(
      withParams(my.routes.badge, { token: String(record.number) }),
      `/api/chain/citizen-id/${record.number}/image`,
    );
    assert.equal(badge.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
    assert.match(await badge.text(), new RegExp(`@${record.handle}`));
  });

  test('refused clearly: not a citizen, no wallet, an unknown or undeployed chain, a used hash', async () => {
    const notCitizen = await walletMember();
    assert.equal(await errorOf(await mintVoucher(notCitizen)), 'not_citizen');
    const noWallet = await member();
    await becomeCitizen(noWallet);
    assert.equal(await errorOf(await mintVoucher(noWallet)), 'no_wallet');
    const m = await walletMember();
    await becomeCitizen(m);
    assert.equal(await errorOf(await mintVoucher(m, 1)), 'chain_unavailable');
    assert.equal(await errorOf(await mintVoucher(m, 5)), 'chain_unavailable');
    const bad = await m.client.post(my.routes.voucher, '/api/chain/citizen-id/voucher', { chainId: 'x' });
    assert.equal(bad.status, 400);
    const visitor = await new Client().post(my.routes.voucher, '/api/chain/citizen-id/voucher', {
      chainId: SEPOLIA,
    });
    assert.equal(visitor.status, 401);

    // Someone else's transaction hash, reported as one's own mint.
    const other = await walletMember();
    const hash = await walletClient(other.wallet).sendTransaction({
      to: other.wallet.address,
      value: BigInt(1),
    });
    await other.client.post(my.routes.mintTx, '/api/chain/citizen-id/tx', { chainId: SEPOLIA, hash }); // not a citizen
    await becomeCitizen(other);
    const first = await other.client.post(my.routes.mintTx, '/api/chain/citizen-id/tx', {
      chainId: SEPOLIA,
      hash,
    });
    assert.equal(first.status, 202);
    const stolen = await m.client.post(my.routes.mintTx, '/api/chain/citizen-id/tx', {
      chainId: SEPOLIA,
      hash,
    });
    assert.equal(await errorOf(stolen), 'tx_used');
    // The plain transfer mints nothing: the server says so rather than waiting for ever.
    const status = await bodyOf<{ token: unknown; last: { status: string; failure: string } }>(
      await get(other, my.routes.citizenId, '/api/chain/citizen-id'),
    );
    assert.equal(status.token, null);
    assert.deepEqual([status.last.status, status.last.failure], ['failed', 'wrong_transaction']);
  });

  test('a reverted mint is reported as such, and a new voucher may follow', async () => {
    const m = await walletMember();
    await becomeCitizen(m);
    const voucher = await bodyOf<{
      contract: Address;
      citizenNumber: number;
      handle: string;
      expiry: number;
    }>(await mintVoucher(m));
    // A forged signature: sent with a fixed gas limit so the wallet does not refuse it before the chain.
    const hash = await walletClient(m.wallet).writeContract({
      address: voucher.contract,
      abi: citizenIdAbi,
      functionName: 'mint',
      args: [BigInt(voucher.citizenNumber), voucher.handle, BigInt(voucher.expiry), `0x${'11'.repeat(65)}`],
      gas: BigInt(300_000),
    });
    assert.equal((await receiptOf(hash))?.status, '0x0');
    const reported = await m.client.post(my.routes.mintTx, '/api/chain/citizen-id/tx', {
      chainId: SEPOLIA,
      hash,
    });
    const status = await bodyOf<{ token: unknown; last: { status: string; failure: string } }>(reported);
    assert.equal(status.token, null);
    assert.deepEqual([status.last.status, status.last.failure], ['failed', 'reverted']);
    assert.equal((await mintVoucher(m)).status, 200);
  });

  test('a hash no node knows is pending, then dropped after ten minutes', async () => {
    const m = await walletMember();
    await becomeCitizen(m);
    const hash = keccak256(stringToBytes(`never sent ${unique()}`));
    const reported = await m.client.post(my.routes.mintTx, '/api/chain/citizen-id/tx', {
      chainId: SEPOLIA,
      hash,
    });
    assert.equal((await bodyOf<{ last: { status: string } }>(reported)).last.status, 'pending');
    my.clock.setClockOffset(11 * 60_000);
    const later = await bodyOf<{ last: { status: string; failure: string } }>(
      await get(m, my.routes.citizenId, '/api/chain/citizen-id'),
    );
    assert.deepEqual([later.last.status, later.last.failure], ['failed', 'dropped']);
  });
});

describe('credentials anchored on-chain', () => {
  async function credentialFor(m: Member) {
    const db = await my.db.getDb();
    const keys = await my.credentials.credentialKeys();
    const id = await db.transaction((tx) =>
      my.credentials.issueCredential(tx, keys, { userId: m.user.id, path: 'ai-basics', at: new Date() }),
    );
    assert.ok(id);
    return id;
  }

  test('the holder anchors their credential and the verify check reads it from the chain', async () => {
    const m = await walletMember();
    const id = await credentialFor(m);
    const stored = await my.credentials.credentialById(id);
    assert.equal(stored.status, 'valid');
    const document = (stored as { document: unknown }).document;
    assert.deepEqual(await my.anchors.onchainCheck(id, document), {
      state: 'not_anchored',
      chainId: SEPOLIA,
    });

    const route = withParams(my.routes.anchorVoucher, { id });
    const response = await m.client.post(route, `/api/chain/credentials/${id}/voucher`, { chainId: SEPOLIA });
    assert.equal(response.status, 200, await response.clone().text());
    const voucher = await bodyOf<{
      contract: Address;
      credentialId: Hex;
      digest: Hex;
      expiry: number;
      signature: Hex;
    }>(response);
    assert.equal(voucher.digest, my.anchors.digestOf(document));
    const hash = await walletClient(m.wallet).writeContract({
      address: voucher.contract,
      abi: credentialRegistryAbi,
      functionName: 'anchor',
      args: [voucher.credentialId, voucher.digest, BigInt(voucher.expiry), voucher.signature],
    });
    const reported = await m.client.post(
      withParams(my.routes.anchorTx, { id }),
      `/api/chain/credentials/${id}/tx`,
      { chainId: SEPOLIA, hash },
    );
    assert.equal(reported.status, 202, await reported.clone().text());
    const status = await bodyOf<{ anchored: { txHash: string; blockNumber: number } | null }>(reported);
    assert.equal(status.anchored?.txHash, hash.toLowerCase());
    const block = Number((await receiptOf(hash))!.blockNumber);
    assert.equal(status.anchored?.blockNumber, block);

    const check = await my.anchors.onchainCheck(id, document);
    assert.equal(check.state, 'verified');
    assert.equal((check as { txHash: string }).txHash, hash.toLowerCase());
    assert.equal((check as { blockNumber: number }).blockNumber, block);
    // A copy that differs in one field is not what the chain holds.
    const altered = { ...(document as object), name: 'Something else' };
    assert.equal((await my.anchors.onchainCheck(id, altered)).state, 'mismatch');
    // Once anchored, no second voucher.
    const again = await m.client.post(route, `/api/chain/credentials/${id}/voucher`, { chainId: SEPOLIA });
    assert.equal(await errorOf(again), 'already_anchored');
  });

  test("someone else's credential, an unknown one, or one without a wallet is refused", async () => {
    const holder = await walletMember();
    const id = await credentialFor(holder);
    const stranger = await walletMember();
    const route = withParams(my.routes.anchorVoucher, { id });
    assert.equal(
      await errorOf(
        await stranger.client.post(route, `/api/chain/credentials/${id}/voucher`, { chainId: SEPOLIA }),
      ),
      'not_yours',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    assert.equal(
      await errorOf(
        await holder.client.post(
          withParams(my.routes.anchorVoucher, { id: unknown }),
          `/api/chain/credentials/${unknown}/voucher`,
          { chainId: SEPOLIA },
        ),
      ),
      'not_found',
    );
    const walletless = await member();
    const own = await credentialFor(walletless);
    assert.equal(
      await errorOf(
        await walletless.client.post(
          withParams(my.routes.anchorVoucher, { id: own }),
          `/api/chain/credentials/${own}/voucher`,
          { chainId: SEPOLIA },
        ),
      ),
      'no_wallet',
    );
  });
});

describe('marketplace purchases in ether', () => {
  async function paidListing(seller: Member, priceWei: bigint) {
    const db = await my.db.getDb();
    const [row] = await db
      .insert(my.schema.listing)
      .values({
        sellerId: seller.user.id,
        status: 'published',
        category: 'models',
        title: `Model ${unique()}`,
        summary: 'A model for the purchase tests.',
        description: 'Sold for ether.',
        license: 'MIT',
        priceWei: priceWei.toString(),
        link: 'https://example.com/model',
        version: '1.0.0',
        publishedAt: new Date(),
      })
      .returning({ id: my.schema.listing.id });
    return row!.id;
  }

  type Order = {
    id: Hex;
    contract: Address;
    listingId: number;
    seller: Address;
    priceWei: string;
    status: string;
  };

  async function order(buyer: Member, listingId: number, chainId = SEPOLIA) {
    return buyer.client.post(
      withParams(my.routes.order, { id: String(listingId) }),
      `/api/marketplace/listings/${listingId}/orders`,
      { chainId },
    );
  }

  async function pay(
    buyer: { wallet: PrivateKeyAccount },
    o: Order,
    value: bigint,
    seller: Address = o.seller,
  ) {
    return walletClient(buyer.wallet).writeContract({
      address: o.contract,
      abi: marketplaceAbi,
      functionName: 'buy',
      args: [o.id, BigInt(o.listingId), seller],
      value,
    });
  }

  async function report(buyer: Member, orderId: string, hash: Hex) {
    return buyer.client.post(
      withParams(my.routes.orderTx, { id: orderId }),
      `/api/marketplace/orders/${orderId}/tx`,
      { hash },
    );
  }

  async function got(userId: string, listingId: number) {
    const db = await my.db.getDb();
    const rows = await db
      .select()
      .from(my.schema.listingGet)
      .where(
        my.drizzle.and(
          my.drizzle.eq(my.schema.listingGet.userId, userId),
          my.drizzle.eq(my.schema.listingGet.listingId, listingId),
        ),
      );
    return rows.length > 0;
  }

  test('a paid item is granted only once the payment is read from the chain, and the seller is paid', async () => {
    const seller = await walletMember();
    const buyer = await walletMember();
    const price = parseEther('0.05');
    const listingId = await paidListing(seller, price);
    const made = await order(buyer, listingId);
    assert.equal(made.status, 201, await made.clone().text());
    const o = await bodyOf<Order>(made);
    assert.equal(o.seller, seller.wallet.address);
    assert.equal(o.priceWei, price.toString());
    assert.equal(o.status, 'pending');
    // Asking again gives the same open order.
    assert.equal((await bodyOf<Order>(await order(buyer, listingId))).id, o.id);
    assert.equal(await got(buyer.user.id, listingId), false);

    const sellerBefore = BigInt(
      await rpc<Hex>(anvil.url, 'eth_getBalance', [seller.wallet.address, 'latest']),
    );
    const hash = await pay(buyer, o, price);
    const reported = await report(buyer, o.id, hash);
    assert.equal(reported.status, 202, await reported.clone().text());
    const settled = await bodyOf<Order & { txHash: string; paidWei: string }>(reported);
    assert.equal(settled.status, 'paid');
    assert.equal(settled.txHash, hash.toLowerCase());
    assert.equal(await got(buyer.user.id, listingId), true);
    const sellerAfter = BigInt(
      await rpc<Hex>(anvil.url, 'eth_getBalance', [seller.wallet.address, 'latest']),
    );
    assert.equal(sellerAfter - sellerBefore, price);

    // Now it is in the library: no new order; the transaction cannot pay anyone else's order.
    assert.equal(await errorOf(await order(buyer, listingId)), 'already_got');
    const other = await walletMember();
    const otherOrder = await bodyOf<Order>(await order(other, listingId));
    assert.equal(await errorOf(await report(other, otherOrder.id, hash)), 'tx_used');

    // The platform's own transactions list it as a confirmed purchase.
    const list = await bodyOf<{
      platform: { kind: string; status: string; hash: string }[];
      explorer: string;
    }>(await get(buyer, my.routes.transactions, `/api/chain/transactions?chainId=${SEPOLIA}`));
    assert.deepEqual(
      list.platform.map((t) => [t.kind, t.status, t.hash]),
      [['purchase', 'confirmed', hash.toLowerCase()]],
    );
    assert.equal(list.explorer, 'not_configured');
  });

  test('a too-small payment is refused and grants nothing', async () => {
    const seller = await walletMember();
    const buyer = await walletMember();
    const price = parseEther('0.5');
    const listingId = await paidListing(seller, price);
    const o = await bodyOf<Order>(await order(buyer, listingId));
    const hash = await pay(buyer, o, price - BigInt(1));
    const settled = await bodyOf<Order & { last: { status: string; failure: string } }>(
      await report(buyer, o.id, hash),
    );
    assert.equal(settled.status, 'underpaid');
    assert.deepEqual([settled.last.status, settled.last.failure], ['failed', 'underpaid']);
    assert.equal(await got(buyer.user.id, listingId), false);
    // A new order can be paid properly.
    const again = await bodyOf<Order>(await order(buyer, listingId));
    assert.notEqual(again.id, o.id);
    assert.equal(
      (await bodyOf<Order>(await report(buyer, again.id, await pay(buyer, again, price)))).status,
      'paid',
    );
  });

  test('a payment to the wrong seller, or a plain transfer, does not pay the order', async () => {
    const seller = await walletMember();
    const buyer = await walletMember();
    const price = parseEther('0.01');
    const listingId = await paidListing(seller, price);
    const o = await bodyOf<Order>(await order(buyer, listingId));
    // Straight to the seller, not through the contract: no Purchased event names the order.
    const plain = await walletClient(buyer.wallet).sendTransaction({
      to: seller.wallet.address,
      value: price,
    });
    const first = await bodyOf<Order & { last: { status: string; failure: string } }>(
      await report(buyer, o.id, plain),
    );
    assert.equal(first.status, 'pending');
    assert.deepEqual([first.last.status, first.last.failure], ['failed', 'not_a_purchase']);
    // Through the contract, but to another address than the listing's seller.
    const wrong = await pay(buyer, o, price, buyer.wallet.address);
    const second = await bodyOf<Order>(await report(buyer, o.id, wrong));
    assert.equal(second.status, 'underpaid');
    assert.equal(await got(buyer.user.id, listingId), false);
  });

  test('a replaced transaction is found by its event; a buyer who left is settled by the watcher', async () => {
    const seller = await walletMember();
    const buyer = await walletMember();
    const price = parseEther('0.02');
    const listingId = await paidListing(seller, price);
    const o = await bodyOf<Order>(await order(buyer, listingId));
    // The wallet reported a hash that never made it (replaced by a sped-up one).
    const reportedHash = keccak256(stringToBytes(`replaced ${unique()}`));
    assert.equal((await bodyOf<Order>(await report(buyer, o.id, reportedHash))).status, 'pending');
    const actual = await pay(buyer, o, price);
    // The buyer closed the page: the watcher settles it.
    await my.watch.settlePending();
    const status = await bodyOf<Order & { txHash: string }>(
      await get(buyer, withParams(my.routes.orderStatus, { id: o.id }), `/api/marketplace/orders/${o.id}`),
    );
    assert.equal(status.status, 'paid');
    assert.equal(status.txHash, actual.toLowerCase());
    assert.equal(await got(buyer.user.id, listingId), true);
  });

  test("refused clearly: a free item, one's own listing, a seller without a wallet, an undeployed chain", async () => {
    const seller = await walletMember();
    const buyer = await walletMember();
    assert.equal(await errorOf(await order(buyer, await paidListing(seller, BigInt(0)))), 'free_item');
    const listingId = await paidListing(seller, parseEther('1'));
    assert.equal(await errorOf(await order(seller, listingId)), 'own_listing');
    assert.equal(await errorOf(await order(buyer, listingId, 1)), 'chain_unavailable');
    const walletless = await member();
    assert.equal(
      await errorOf(await order(buyer, await paidListing(walletless, parseEther('1')))),
      'seller_no_wallet',
    );
    assert.equal(await errorOf(await order(buyer, 999_999)), 'not_found');
    const strangerOrder = await bodyOf<Order>(await order(buyer, listingId));
    const stranger = await walletMember();
    const peek = await get(
      stranger,
      withParams(my.routes.orderStatus, { id: strangerOrder.id }),
      `/api/marketplace/orders/${strangerOrder.id}`,
    );
    assert.equal(peek.status, 404);
  });
});

describe('the credit score', () => {
  test('computed from the linked wallet and the ledger, every factor shown; none without a wallet', async () => {
    const m = await walletMember();
    await becomeCitizen(m);
    await walletClient(m.wallet).sendTransaction({ to: ANVIL_ACCOUNT_0.address, value: BigInt(1) });
    const response = await get(m, my.routes.score, `/api/chain/score?chainId=${SEPOLIA}`);
    assert.equal(response.status, 200, await response.clone().text());
    const score = await bodyOf<{ score: number; factors: { id: string; points: number; known: boolean }[] }>(
      response,
    );
    assert.equal(score.factors.length, 5);
    assert.equal(
      score.score,
      score.factors.reduce((sum, f) => sum + f.points, 0),
    );
    assert.ok(score.factors.find((f) => f.id === 'transactions')!.points > 0);
    assert.ok(score.factors.find((f) => f.id === 'contributions')!.points > 0);
    assert.equal(score.factors.find((f) => f.id === 'accountAge')!.known, false);
    assert.equal(score.factors.find((f) => f.id === 'citizenId')!.points, 0);
    // Once the wallet holds the citizen ID (read from the contract), that factor counts in full.
    const voucher = await bodyOf<{
      contract: Address;
      citizenNumber: number;
      handle: string;
      expiry: number;
      signature: Hex;
    }>(await m.client.post(my.routes.voucher, '/api/chain/citizen-id/voucher', { chainId: SEPOLIA }));
    await walletClient(m.wallet).writeContract({
      address: voucher.contract,
      abi: citizenIdAbi,
      functionName: 'mint',
      args: [BigInt(voucher.citizenNumber), voucher.handle, BigInt(voucher.expiry), voucher.signature],
    });
    const after = await bodyOf<{ score: number; factors: { id: string; points: number; weight: number }[] }>(
      await get(m, my.routes.score, `/api/chain/score?chainId=${SEPOLIA}`),
    );
    const held = after.factors.find((f) => f.id === 'citizenId')!;
    assert.equal(held.points, held.weight);
    assert.ok(after.score > score.score);
    const walletless = await member();
    assert.equal(
      await errorOf(await get(walletless, my.routes.score, `/api/chain/score?chainId=${SEPOLIA}`)),
      'no_wallet',
    );
    assert.equal((await get(m, my.routes.score, '/api/chain/score?chainId=5')).status, 400);
  });
});
