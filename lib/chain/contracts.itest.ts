// The contracts (contracts/src, built into contracts/build) on a real local chain: anvil serving
// Sepolia's chain id, the contracts deployed with scripts/lib/contracts.mjs's deployContracts, and real
// viem clients for anvil's funded dev accounts. Needs no database.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  keccak256,
  parseEther,
  parseEventLogs,
  toHex,
  zeroAddress,
  type Account,
  type Address,
  type Hex,
} from 'viem';
import {
  generatePrivateKey,
  mnemonicToAccount,
  privateKeyToAccount,
  type PrivateKeyAccount,
} from 'viem/accounts';
import { citizenIdAbi, credentialRegistryAbi, marketplaceAbi } from '../../contracts/abi';
import { deployContracts, type Deployment } from '../../scripts/lib/contracts.mjs';
import { ANVIL_ACCOUNT_0, rpc, startAnvil, type Anvil } from '../../test/anvil';

const MNEMONIC = 'test test test test test test test test test test test junk';
const BASE_URI = 'http://localhost:3000/api/chain/citizen-id/';

/** Anvil's funded dev account n (0..9). */
const devAccount = (addressIndex: number) => mnemonicToAccount(MNEMONIC, { addressIndex });
const owner = privateKeyToAccount(ANVIL_ACCOUNT_0.privateKey);
const signerKey = generatePrivateKey();
const signer = privateKeyToAccount(signerKey);
const stranger = privateKeyToAccount(generatePrivateKey());

let anvil: Anvil;
let deployment: Deployment;

function chainOf(url: string, id: number) {
  return defineChain({
    id,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
}

const publicClientFor = (url: string, id: number) =>
  createPublicClient({ chain: chainOf(url, id), transport: http(url) });
let client: ReturnType<typeof publicClientFor>;
const walletFor = (account: Account) =>
  createWalletClient({ account, chain: chainOf(anvil.url, anvil.chainId), transport: http(anvil.url) });

/** The latest block's timestamp: vouchers expire by chain time, which evm_increaseTime moves. */
async function chainNow(): Promise<bigint> {
  return (await client.getBlock()).timestamp;
}

/** The revert's custom error, decoded by viem from the contract's ABI. */
function revertOf(error: unknown): { errorName?: string; args?: readonly unknown[] } {
  assert.ok(error instanceof BaseError, `not a viem error: ${String(error)}`);
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  assert.ok(reverted instanceof ContractFunctionRevertedError, `not a contract revert: ${error.message}`);
  return { errorName: reverted.data?.errorName, args: reverted.data?.args };
}

async function revertsWith(promise: Promise<unknown>, errorName: string, args?: readonly unknown[]) {
  await assert.rejects(promise, (error: unknown) => {
    const decoded = revertOf(error);
    assert.equal(decoded.errorName, errorName);
    if (args) assert.deepEqual(decoded.args, args);
    return true;
  });
}

before(async () => {
  anvil = await startAnvil({ chainId: 11155111 });
  client = publicClientFor(anvil.url, anvil.chainId);
  deployment = await deployContracts({
    rpcUrl: anvil.url,
    chainId: anvil.chainId,
    deployerKey: ANVIL_ACCOUNT_0.privateKey,
    signerAddress: signer.address,
    baseUri: BASE_URI,
  });
});

after(async () => {
  await anvil?.stop();
});

describe('deployContracts', () => {
  test('deploys the three contracts and returns the deployment record', async () => {
    assert.equal(deployment.chainId, 11155111);
    assert.equal(deployment.voucherSigner, signer.address);
    assert.ok(Number.isInteger(deployment.fromBlock) && deployment.fromBlock > 0);
    assert.ok(!Number.isNaN(Date.parse(deployment.deployedAt)));
    for (const address of [deployment.citizenId, deployment.credentialRegistry, deployment.marketplace]) {
      assert.equal(address, getAddress(address));
      const code = await client.getCode({ address });
      assert.ok(code && code.length > 2, `no code at ${address}`);
    }
    assert.equal(
      await client.readContract({ address: deployment.citizenId, abi: citizenIdAbi, functionName: 'owner' }),
      owner.address,
    );
    assert.equal(
      await client.readContract({
        address: deployment.credentialRegistry,
        abi: credentialRegistryAbi,
        functionName: 'voucherSigner',
      }),
      signer.address,
    );
  });

  test('refuses a node that serves another chain', async () => {
    await assert.rejects(
      deployContracts({
        rpcUrl: anvil.url,
        chainId: 1,
        deployerKey: ANVIL_ACCOUNT_0.privateKey,
        signerAddress: signer.address,
        baseUri: BASE_URI,
      }),
      /serves chain 11155111, not 1/,
    );
  });
});

describe('CitizenID', () => {
  const alice = devAccount(1);
  const bob = devAccount(2);
  const carol = devAccount(3);

  const domain = () => ({
    name: 'Civitas Citizen ID',
    version: '1',
    chainId: anvil.chainId,
    verifyingContract: deployment.citizenId,
  });
  const voucherTypes = {
    CitizenVoucher: [
      { name: 'citizenNumber', type: 'uint256' },
      { name: 'handle', type: 'string' },
      { name: 'holder', type: 'address' },
      { name: 'expiry', type: 'uint256' },
    ],
  } as const;

  async function voucher(
    citizenNumber: bigint,
    handle: string,
    holder: Address,
    options: { expiry?: bigint; by?: PrivateKeyAccount } = {},
  ) {
    const expiry = options.expiry ?? (await chainNow()) + 3600n;
    const signature = await (options.by ?? signer).signTypedData({
      domain: domain(),
      types: voucherTypes,
      primaryType: 'CitizenVoucher',
      message: { citizenNumber, handle, holder, expiry },
    });
    return { citizenNumber, handle, expiry, signature };
  }

  async function mint(account: Account, v: Awaited<ReturnType<typeof voucher>>) {
    const { request } = await client.simulateContract({
      account,
      address: deployment.citizenId,
      abi: citizenIdAbi,
      functionName: 'mint',
      args: [v.citizenNumber, v.handle, v.expiry, v.signature],
    });
    const hash = await walletFor(account).writeContract(request);
    return client.waitForTransactionReceipt({ hash });
  }

  const read = {
    ownerOf: (id: bigint) =>
      client.readContract({
        address: deployment.citizenId,
        abi: citizenIdAbi,
        functionName: 'ownerOf',
        args: [id],
      }),
    locked: (id: bigint) =>
      client.readContract({
        address: deployment.citizenId,
        abi: citizenIdAbi,
        functionName: 'locked',
        args: [id],
      }),
    tokenURI: (id: bigint) =>
      client.readContract({
        address: deployment.citizenId,
        abi: citizenIdAbi,
        functionName: 'tokenURI',
        args: [id],
      }),
    supports: (id: Hex) =>
      client.readContract({
        address: deployment.citizenId,
        abi: citizenIdAbi,
        functionName: 'supportsInterface',
        args: [id],
      }),
  };

  test('name, symbol and the EIP-712 domain', async () => {
    const at = { address: deployment.citizenId, abi: citizenIdAbi } as const;
    assert.equal(await client.readContract({ ...at, functionName: 'name' }), 'Civitas Citizen ID');
    assert.equal(await client.readContract({ ...at, functionName: 'symbol' }), 'CIVID');
    const [, name, version, chainId, verifyingContract] = await client.readContract({
      ...at,
      functionName: 'eip712Domain',
    });
    assert.deepEqual(
      { name, version, chainId, verifyingContract },
      { ...domain(), chainId: BigInt(anvil.chainId) },
    );
  });

  test('a valid voucher mints token id = citizen number to the sender, locked', async () => {
    const receipt = await mint(alice, await voucher(42n, 'alice', alice.address));
    assert.equal(receipt.status, 'success');
    const [lockedEvent] = parseEventLogs({ abi: citizenIdAbi, logs: receipt.logs, eventName: 'Locked' });
    assert.equal(lockedEvent?.args.tokenId, 42n);
    const [transfer] = parseEventLogs({ abi: citizenIdAbi, logs: receipt.logs, eventName: 'Transfer' });
    assert.deepEqual(transfer?.args, { from: zeroAddress, to: alice.address, tokenId: 42n });
    assert.equal(await read.ownerOf(42n), alice.address);
    assert.equal(await read.locked(42n), true);
    assert.equal(await read.tokenURI(42n), `${BASE_URI}42`);
    assert.equal(
      await client.readContract({
        address: deployment.citizenId,
        abi: citizenIdAbi,
        functionName: 'balanceOf',
        args: [alice.address],
      }),
      1n,
    );
  });

  test('supportsInterface: ERC-5192, ERC-721, its metadata, ERC-165; not 0xffffffff', async () => {
    assert.equal(await read.supports('0xb45a3c0e'), true);
    assert.equal(await read.supports('0x80ac58cd'), true);
    assert.equal(await read.supports('0x5b5e139f'), true);
    assert.equal(await read.supports('0x01ffc9a7'), true);
    assert.equal(await read.supports('0xffffffff'), false);
  });

  test('locked reverts for a token that does not exist', async () => {
    await revertsWith(read.locked(999n), 'ERC721NonexistentToken', [999n]);
  });

  test('a voucher for another address, sent by someone else, is refused', async () => {
    await revertsWith(mint(bob, await voucher(50n, 'carol', carol.address)), 'InvalidVoucher');
  });

  test('an expired voucher is refused', async () => {
    const past = await voucher(51n, 'bob', bob.address, { expiry: (await chainNow()) - 1n });
    await revertsWith(mint(bob, past), 'VoucherExpired');
    // Valid when signed, expired by the time it is used.
    const soon = await voucher(51n, 'bob', bob.address, { expiry: (await chainNow()) + 60n });
    await rpc(anvil.url, 'evm_increaseTime', [3600]);
    await rpc(anvil.url, 'evm_mine');
    await revertsWith(mint(bob, soon), 'VoucherExpired');
  });

  test('a voucher signed by the wrong key, or tampered with, or malformed, is refused', async () => {
    await revertsWith(mint(bob, await voucher(52n, 'bob', bob.address, { by: stranger })), 'InvalidVoucher');
    const genuine = await voucher(52n, 'bob', bob.address);
    await revertsWith(mint(bob, { ...genuine, handle: 'bobby' }), 'InvalidVoucher');
    await revertsWith(mint(bob, { ...genuine, citizenNumber: 53n }), 'InvalidVoucher');
    await revertsWith(mint(bob, { ...genuine, signature: '0x1234' }), 'InvalidVoucher');
  });

  test('one per address: a second mint by a holder reverts AlreadyHolder', async () => {
    await revertsWith(mint(alice, await voucher(43n, 'alice2', alice.address)), 'AlreadyHolder', [
      alice.address,
    ]);
  });

  test('a citizen number already minted cannot be minted again from another address', async () => {
    await revertsWith(mint(bob, await voucher(42n, 'bob', bob.address)), 'ERC721InvalidSender', [
      zeroAddress,
    ]);
  });

  test('transfers and approvals revert Soulbound', async () => {
    const at = { account: alice, address: deployment.citizenId, abi: citizenIdAbi } as const;
    await revertsWith(
      client.simulateContract({
        ...at,
        functionName: 'transferFrom',
        args: [alice.address, bob.address, 42n],
      }),
      'Soulbound',
    );
    await revertsWith(
      client.simulateContract({
        ...at,
        functionName: 'safeTransferFrom',
        args: [alice.address, bob.address, 42n],
      }),
      'Soulbound',
    );
    await revertsWith(
      client.simulateContract({ ...at, functionName: 'approve', args: [bob.address, 42n] }),
      'Soulbound',
    );
    await revertsWith(
      client.simulateContract({ ...at, functionName: 'setApprovalForAll', args: [bob.address, true] }),
      'Soulbound',
    );
    // Mined rather than simulated: the transaction reverts and the token stays put.
    const hash = await walletFor(alice).writeContract({
      address: deployment.citizenId,
      abi: citizenIdAbi,
      functionName: 'transferFrom',
      args: [alice.address, bob.address, 42n],
      gas: 200_000n,
    });
    assert.equal((await client.waitForTransactionReceipt({ hash })).status, 'reverted');
    assert.equal(await read.ownerOf(42n), alice.address);
  });

  test('the owner-only setters refuse others and work for the owner', async () => {
    const at = { address: deployment.citizenId, abi: citizenIdAbi } as const;
    await revertsWith(
      client.simulateContract({ ...at, account: bob, functionName: 'setBaseURI', args: ['https://evil/'] }),
      'OwnableUnauthorizedAccount',
      [bob.address],
    );
    await revertsWith(
      client.simulateContract({ ...at, account: bob, functionName: 'setVoucherSigner', args: [bob.address] }),
      'OwnableUnauthorizedAccount',
      [bob.address],
    );

    const wallet = walletFor(owner);
    const send = async (hash: Hex) =>
      assert.equal((await client.waitForTransactionReceipt({ hash })).status, 'success');
    await send(
      await wallet.writeContract({
        ...at,
        functionName: 'setBaseURI',
        args: ['https://civitas.example/id/'],
      }),
    );
    assert.equal(await read.tokenURI(42n), 'https://civitas.example/id/42');
    await send(await wallet.writeContract({ ...at, functionName: 'setBaseURI', args: [BASE_URI] }));

    // A new signer: the old one's vouchers stop working, the new one's work.
    await send(
      await wallet.writeContract({ ...at, functionName: 'setVoucherSigner', args: [stranger.address] }),
    );
    assert.equal(await client.readContract({ ...at, functionName: 'voucherSigner' }), stranger.address);
    await revertsWith(mint(carol, await voucher(60n, 'carol', carol.address)), 'InvalidVoucher');
    const receipt = await mint(carol, await voucher(60n, 'carol', carol.address, { by: stranger }));
    assert.equal(receipt.status, 'success');
    await send(
      await wallet.writeContract({ ...at, functionName: 'setVoucherSigner', args: [signer.address] }),
    );
    assert.equal(await client.readContract({ ...at, functionName: 'voucherSigner' }), signer.address);
  });
});

describe('CredentialRegistry', () => {
  const dave = devAccount(4);
  const erin = devAccount(5);
  const credentialId = keccak256(toHex('credential:course-101:dave'));
  const digest = keccak256(toHex('the credential document'));

  async function voucher(
    id: Hex,
    holder: Address,
    options: { digest?: Hex; expiry?: bigint; by?: PrivateKeyAccount } = {},
  ) {
    const expiry = options.expiry ?? (await chainNow()) + 3600n;
    const message = { credentialId: id, digest: options.digest ?? digest, holder, expiry };
    const signature = await (options.by ?? signer).signTypedData({
      domain: {
        name: 'Civitas Credentials',
        version: '1',
        chainId: anvil.chainId,
        verifyingContract: deployment.credentialRegistry,
      },
      types: {
        CredentialAnchor: [
          { name: 'credentialId', type: 'bytes32' },
          { name: 'digest', type: 'bytes32' },
          { name: 'holder', type: 'address' },
          { name: 'expiry', type: 'uint256' },
        ],
      },
      primaryType: 'CredentialAnchor',
      message,
    });
    return { ...message, signature };
  }

  async function anchor(account: Account, v: Awaited<ReturnType<typeof voucher>>) {
    const { request } = await client.simulateContract({
      account,
      address: deployment.credentialRegistry,
      abi: credentialRegistryAbi,
      functionName: 'anchor',
      args: [v.credentialId, v.digest, v.expiry, v.signature],
    });
    const hash = await walletFor(account).writeContract(request);
    return client.waitForTransactionReceipt({ hash });
  }

  const anchorOf = (id: Hex) =>
    client.readContract({
      address: deployment.credentialRegistry,
      abi: credentialRegistryAbi,
      functionName: 'anchorOf',
      args: [id],
    });

  test('anchor stores the digest, holder, time and block, and emits Anchored', async () => {
    const receipt = await anchor(dave, await voucher(credentialId, dave.address));
    assert.equal(receipt.status, 'success');
    const [event] = parseEventLogs({ abi: credentialRegistryAbi, logs: receipt.logs, eventName: 'Anchored' });
    assert.deepEqual(event?.args, { credentialId, holder: dave.address, digest });
    const block = await client.getBlock({ blockNumber: receipt.blockNumber });
    assert.deepEqual(await anchorOf(credentialId), [
      digest,
      dave.address,
      block.timestamp,
      receipt.blockNumber,
    ]);
  });

  test('an unknown credential has an all-zero anchor', async () => {
    const unknown = keccak256(toHex('nothing'));
    assert.deepEqual(await anchorOf(unknown), [`0x${'0'.repeat(64)}`, zeroAddress, 0n, 0n]);
  });

  test('a credential is anchored once', async () => {
    await revertsWith(anchor(dave, await voucher(credentialId, dave.address)), 'AlreadyAnchored', [
      credentialId,
    ]);
    await revertsWith(anchor(erin, await voucher(credentialId, erin.address)), 'AlreadyAnchored', [
      credentialId,
    ]);
  });

  test('the wrong holder, signer, digest or expiry is refused', async () => {
    const id = keccak256(toHex('credential:course-102:erin'));
    await revertsWith(anchor(erin, await voucher(id, dave.address)), 'InvalidVoucher');
    await revertsWith(anchor(erin, await voucher(id, erin.address, { by: stranger })), 'InvalidVoucher');
    const genuine = await voucher(id, erin.address);
    await revertsWith(anchor(erin, { ...genuine, digest: keccak256(toHex('forged')) }), 'InvalidVoucher');
    await revertsWith(
      anchor(erin, await voucher(id, erin.address, { expiry: (await chainNow()) - 1n })),
      'VoucherExpired',
    );
    assert.equal((await anchorOf(id))[1], zeroAddress);
    assert.equal((await anchor(erin, genuine)).status, 'success');
  });

  test('setVoucherSigner is owner-only', async () => {
    await revertsWith(
      client.simulateContract({
        account: erin,
        address: deployment.credentialRegistry,
        abi: credentialRegistryAbi,
        functionName: 'setVoucherSigner',
        args: [erin.address],
      }),
      'OwnableUnauthorizedAccount',
      [erin.address],
    );
  });
});

describe('Marketplace', () => {
  const buyer = devAccount(6);
  const orderId = keccak256(toHex('order:1'));
  const at = () => ({ address: deployment.marketplace, abi: marketplaceAbi }) as const;
  const paid = (id: Hex) => client.readContract({ ...at(), functionName: 'paid', args: [id] });

  async function buy(id: Hex, listingId: bigint, seller: Address, value: bigint) {
    const { request } = await client.simulateContract({
      ...at(),
      account: buyer,
      functionName: 'buy',
      args: [id, listingId, seller],
      value,
    });
    const hash = await walletFor(buyer).writeContract(request);
    return client.waitForTransactionReceipt({ hash });
  }

  test('buy forwards exactly msg.value to the seller and records the order', async () => {
    const seller = privateKeyToAccount(generatePrivateKey()).address;
    const value = parseEther('0.125');
    assert.equal(await paid(orderId), false);
    const receipt = await buy(orderId, 7n, seller, value);
    assert.equal(receipt.status, 'success');
    assert.equal(await client.getBalance({ address: seller }), value);
    assert.equal(await client.getBalance({ address: deployment.marketplace }), 0n);
    const [event] = parseEventLogs({ abi: marketplaceAbi, logs: receipt.logs, eventName: 'Purchased' });
    assert.deepEqual(event?.args, { orderId, listingId: 7n, buyer: buyer.address, seller, amount: value });
    assert.equal(await paid(orderId), true);
  });

  test('an order is paid once', async () => {
    const seller = privateKeyToAccount(generatePrivateKey()).address;
    await revertsWith(buy(orderId, 7n, seller, 1n), 'OrderAlreadyPaid', [orderId]);
  });

  test('zero value and the zero seller are refused', async () => {
    const id = keccak256(toHex('order:2'));
    await revertsWith(buy(id, 1n, buyer.address, 0n), 'ZeroPayment');
    await revertsWith(buy(id, 1n, zeroAddress, 1n), 'ZeroSeller');
    assert.equal(await paid(id), false);
  });

  test('a seller that rejects ether makes the buy revert PaymentFailed; nothing is marked paid', async () => {
    const seller = privateKeyToAccount(generatePrivateKey()).address;
    await rpc(anvil.url, 'anvil_setCode', [seller, '0x60006000fd']); // revert(0, 0) on any call
    const id = keccak256(toHex('order:3'));
    await revertsWith(buy(id, 3n, seller, parseEther('1')), 'PaymentFailed');
    // Mined too: the transaction reverts as a whole.
    const before = await client.getBalance({ address: buyer.address });
    const hash = await walletFor(buyer).writeContract({
      ...at(),
      functionName: 'buy',
      args: [id, 3n, seller],
      value: parseEther('1'),
      gas: 200_000n,
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, 'reverted');
    assert.equal(await paid(id), false);
    assert.equal(await client.getBalance({ address: seller }), 0n);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    assert.equal(await client.getBalance({ address: buyer.address }), before - gas);
  });
});

describe('scripts/contracts.mjs deploy', () => {
  const deployerKey = toHex(devAccount(9).getHdKey().privateKey!);
  let out: string;

  before(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-deploy-'));
  });
  after(() => {
    fs.rmSync(out, { recursive: true, force: true });
  });

  function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DEPLOYER_PRIVATE_KEY: deployerKey,
      CHAIN_SIGNER_PRIVATE_KEY: signerKey,
    };
    delete env.CHAIN_SIGNER_ADDRESS;
    delete env.NEXT_PUBLIC_SITE_URL;
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['scripts/contracts.mjs', 'deploy', ...args],
        { env },
        (error, stdout, stderr) => {
          resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
        },
      );
    });
  }

  const noSecrets = (text: string) => {
    for (const secret of [deployerKey, signerKey])
      assert.ok(!text.includes(secret.slice(2)), 'a key was printed');
  };

  test('deploys to anvil and writes <out>/<chainId>.json', async () => {
    const result = await cli(['--chain', 'anvil', '--rpc', anvil.url, '--out', out, '--base-uri', BASE_URI]);
    assert.equal(result.code, 0, result.stderr);
    noSecrets(result.stdout + result.stderr);
    const written = JSON.parse(fs.readFileSync(path.join(out, '11155111.json'), 'utf8')) as Deployment;
    assert.deepEqual(Object.keys(written).sort(), [
      'chainId',
      'citizenId',
      'credentialRegistry',
      'deployedAt',
      'fromBlock',
      'marketplace',
      'voucherSigner',
    ]);
    assert.equal(written.chainId, 11155111);
    assert.equal(written.voucherSigner, signer.address);
    assert.equal(typeof written.fromBlock, 'number');
    assert.ok(!Number.isNaN(Date.parse(written.deployedAt)));
    for (const address of [written.citizenId, written.credentialRegistry, written.marketplace]) {
      const code = await client.getCode({ address });
      assert.ok(code && code.length > 2, `no code at ${address}`);
    }
    const deployer = privateKeyToAccount(deployerKey).address;
    assert.equal(
      await client.readContract({ address: written.citizenId, abi: citizenIdAbi, functionName: 'owner' }),
      deployer,
    );
    // The first deployment's block.
    const first = await client.getTransactionReceipt({
      hash: (await client.getBlock({ blockNumber: BigInt(written.fromBlock), includeTransactions: true }))
        .transactions[0]!.hash,
    });
    assert.equal(first.contractAddress && getAddress(first.contractAddress), written.citizenId);

    // Again into the same directory: refused without --force.
    const again = await cli(['--chain', 'anvil', '--rpc', anvil.url, '--out', out, '--base-uri', BASE_URI]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /exists: pass --force/);
  });

  test('--chain mainnet against a Sepolia node is refused with exit 1 and one line', async () => {
    const dir = path.join(out, 'mainnet');
    const result = await cli([
      '--chain',
      'mainnet',
      '--rpc',
      anvil.url,
      '--out',
      dir,
      '--base-uri',
      BASE_URI,
    ]);
    assert.equal(result.code, 1);
    assert.equal(result.stderr.trim().split('\n').length, 1);
    assert.match(result.stderr, /serves chain 11155111, not 1/);
    assert.equal(fs.existsSync(dir), false);
    noSecrets(result.stdout + result.stderr);
  });

  test('missing settings fail with a clear message', async () => {
    const noRpc = await cli(['--chain', 'sepolia', '--base-uri', BASE_URI]);
    if (!process.env.RPC_URL_11155111) {
      assert.equal(noRpc.code, 1);
      assert.match(noRpc.stderr, /RPC_URL_11155111/);
    }
    const noBase = await cli(['--chain', 'anvil', '--rpc', anvil.url, '--out', out]);
    assert.equal(noBase.code, 1);
    assert.match(noBase.stderr, /base URI/);
  });
});
