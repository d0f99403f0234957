import '../../test/integration-env';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { parseEther, toHex, type Address, type Hex } from 'viem';
import { ANVIL_ACCOUNT_0, rpc, startAnvil, type Anvil } from '../../test/anvil';

// The score's facts read from a real chain: a local anvil serving Sepolia's chain id. lib/env reads the
// node's URL and the explorer's configuration once, when it loads, so the modules are imported after
// anvil is up and with no explorer in the environment.
const modules = () => Promise.all([import('./score-facts'), import('./score')]);

let anvil: Anvil;
let facts: Awaited<ReturnType<typeof modules>>[0];
let score: Awaited<ReturnType<typeof modules>>[1];
let explorer: http.Server;
let explorerUrl: string;
let explorerAnswer: unknown;

const RECIPIENT: Address = '0x000000000000000000000000000000000000c1c1';
const NOW = new Date('2026-01-01T00:00:00Z');

before(async () => {
  anvil = await startAnvil({ chainId: 11155111 });
  process.env.RPC_URL_11155111 = anvil.url;
  process.env.RPC_URL_1 = 'http://127.0.0.1:9';
  delete process.env.EXPLORER_API_URL_1;
  delete process.env.EXPLORER_API_URL_11155111;
  delete process.env.EXPLORER_API_KEY;
  [facts, score] = await modules();

  // A Blockscout-style explorer answering whatever the test sets.
  explorer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(explorerAnswer));
  });
  await new Promise<void>((resolve) => explorer.listen(0, '127.0.0.1', resolve));
  explorerUrl = `http://127.0.0.1:${(explorer.address() as AddressInfo).port}/api`;

  // The dev account sends three transactions of 1 ETH (anvil mines each at once).
  for (let i = 0; i < 3; i += 1) {
    await rpc<Hex>(anvil.url, 'eth_sendTransaction', [
      { from: ANVIL_ACCOUNT_0.address, to: RECIPIENT, value: toHex(parseEther('1')) },
    ]);
  }
});

after(async () => {
  explorer?.closeAllConnections();
  await new Promise((resolve) => (explorer ? explorer.close(resolve) : resolve(undefined)));
  await anvil?.stop();
});

const input = (address: Address) => ({
  chainId: 11155111 as const,
  address,
  holdsCitizenId: true,
  contributionPoints: 250,
  now: NOW,
});

describe('readScoreFacts on anvil', () => {
  test("reads the sender's nonce and balance from the node", async () => {
    const read = await facts.readScoreFacts(input(ANVIL_ACCOUNT_0.address));
    const balance = BigInt(await rpc<Hex>(anvil.url, 'eth_getBalance', [ANVIL_ACCOUNT_0.address, 'latest']));
    assert.equal(read.transactionCount, 3);
    assert.equal(read.balanceWei, balance);
    assert.ok(balance < parseEther('9997') && balance > parseEther('9996.9'), 'paid 3 ETH and some gas');
    assert.equal(read.holdsCitizenId, true);
    assert.equal(read.contributionPoints, 250);
    assert.equal(read.now, NOW);
  });

  test('a recipient has sent nothing and holds exactly what it received', async () => {
    const read = await facts.readScoreFacts({ ...input(RECIPIENT), holdsCitizenId: false });
    assert.equal(read.transactionCount, 0);
    assert.equal(read.balanceWei, parseEther('3'));
  });

  test('without an explorer, the account age is unknown and counts nothing', async () => {
    const read = await facts.readScoreFacts(input(ANVIL_ACCOUNT_0.address));
    assert.equal(read.firstActivity, null);
    const { score: total, factors } = score.computeScore(read);
    const age = factors.find((factor) => factor.id === 'accountAge');
    assert.deepEqual(age, { id: 'accountAge', weight: 200, value: null, share: 0, points: 0, known: false });
    const points = Object.fromEntries(factors.map((factor) => [factor.id, factor.points]));
    // 3 transactions: 200 × ln 4 / ln 201; 10,000 ETH is past 1 ETH; a citizen; 250 of 1,000 points.
    assert.deepEqual(points, {
      accountAge: 0,
      transactions: 52,
      balance: 150,
      citizenId: 150,
      contributions: 75,
    });
    assert.equal(total, 427);
  });

  test("with an explorer, the first transaction's time gives the age", async () => {
    explorerAnswer = {
      status: '1',
      message: 'OK',
      result: [
        {
          hash: `0x${'ab'.repeat(32)}`,
          blockNumber: '1',
          timeStamp: String(NOW.getTime() / 1000 - 365 * 86_400),
          from: ANVIL_ACCOUNT_0.address.toLowerCase(),
          to: RECIPIENT,
          value: '0',
          isError: '0',
          txreceipt_status: '1',
        },
      ],
    };
    const config = { chainId: 11155111, url: explorerUrl, sendChainId: false };
    const read = await facts.readScoreFacts({ ...input(ANVIL_ACCOUNT_0.address), explorer: config });
    assert.deepEqual(read.firstActivity, new Date(NOW.getTime() - 365 * 86_400_000));
    const age = score.computeScore(read).factors.find((factor) => factor.id === 'accountAge');
    assert.deepEqual(
      { value: age?.value, points: age?.points, known: age?.known },
      { value: 365, points: 100, known: true },
    );
  });

  test('an explorer that knows no transaction gives a known age of 0 days', async () => {
    explorerAnswer = { status: '0', message: 'No transactions found', result: [] };
    const config = { chainId: 11155111, url: explorerUrl, sendChainId: false };
    const read = await facts.readScoreFacts({ ...input(RECIPIENT), explorer: config });
    const age = score.computeScore(read).factors.find((factor) => factor.id === 'accountAge');
    assert.deepEqual(
      { value: age?.value, points: age?.points, known: age?.known },
      { value: 0, points: 0, known: true },
    );
  });

  test('a failing explorer leaves the age unknown without failing the read', async () => {
    for (const config of [
      { chainId: 11155111, url: 'http://127.0.0.1:9/api', sendChainId: false },
      { chainId: 11155111, url: explorerUrl, sendChainId: false },
    ]) {
      explorerAnswer = { status: '0', message: 'NOTOK', result: 'Max rate limit reached' };
      const read = await facts.readScoreFacts({ ...input(ANVIL_ACCOUNT_0.address), explorer: config });
      assert.equal(read.firstActivity, null);
      assert.equal(read.transactionCount, 3);
    }
  });

  test('a failing node fails the read', async () => {
    await assert.rejects(facts.readScoreFacts({ ...input(ANVIL_ACCOUNT_0.address), chainId: 1 }));
  });
});
