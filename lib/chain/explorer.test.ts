/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accountHistory,
  ETHERSCAN_V2_URL,
  ExplorerError,
  explorerConfig,
  explorerConfigured,
  firstActivity,
  type ExplorerConfig,
} from './explorer';

// A local explorer speaking the documented Etherscan shapes: each test sets `answer` and reads `requests`.
type Answer = { status?: number; body: string; delayMs?: number };
let answer: Answer;
let requests: URL[];
let server: http.Server;
let base: string;

const json = (value: unknown): Answer => ({ body: JSON.stringify(value) });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', base));
    const { status = 200, body, delayMs = 0 } = answer;
    const timer = setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    }, delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  answer = json({ status: '0', message: 'No transactions found', result: [] });
});

const KEY = 'SECRETKEY123456';
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const blockscout = (): ExplorerConfig => ({ chainId: 11155111, url: `${base}/api`, sendChainId: false });
const etherscanV2 = (): ExplorerConfig => ({
  chainId: 11155111,
  url: `${base}/v2/api`,
  apiKey: KEY,
  sendChainId: true,
});

/** A txlist entry as Etherscan sends it: every field a string, addresses in lowercase. */
function tx(overrides: Record<string, string> = {}) {
  return {
    blockNumber: '5123456',
    timeStamp: '1700000000',
    hash: `0x${'ab'.repeat(32)}`,
    nonce: '3',
    blockHash: `0x${'cd'.repeat(32)}`,
    transactionIndex: '7',
    from: ACCOUNT.toLowerCase(),
    to: OTHER.toLowerCase(),
    value: '1500000000000000000',
    gas: '21000',
    gasPrice: '1000000000',
    isError: '0',
    txreceipt_status: '1',
    input: '0x',
    contractAddress: '',
    cumulativeGasUsed: '21000',
    gasUsed: '21000',
    confirmations: '10',
    methodId: '0x',
    functionName: '',
    ...overrides,
  };
}

async function codeOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ExplorerError);
    const { code, message } = error as ExplorerError;
    return { code, message };
  }
  throw new Error('expected an ExplorerError');
}

describe('accountHistory', () => {
  it('maps a txlist page: checksummed addresses, bigints, dates, the failed flag', async () => {
    answer = json({
      status: '1',
      message: 'OK',
      result: [
        tx(),
        tx({ hash: `0x${'ef'.repeat(32)}`, isError: '1', txreceipt_status: '0', value: '0' }),
        tx({ hash: `0x${'12'.repeat(32)}`, to: '', contractAddress: OTHER.toLowerCase() }),
      ],
    });
    const history = await accountHistory(11155111, ACCOUNT, { config: blockscout() });
    expect(history).toEqual([
      {
        hash: `0x${'ab'.repeat(32)}`,
        blockNumber: 5123456n,
        timestamp: new Date(1_700_000_000_000),
        from: ACCOUNT,
        to: OTHER,
        valueWei: 1_500_000_000_000_000_000n,
        failed: false,
      },
      expect.objectContaining({ failed: true, valueWei: 0n }),
      expect.objectContaining({ to: null, failed: false }),
    ]);
  });

  it('asks for the newest `limit` transactions', async () => {
    await accountHistory(11155111, ACCOUNT, { config: blockscout(), limit: 10 });
    const [request] = requests;
    expect(request?.pathname).toBe('/api');
    expect(Object.fromEntries(request!.searchParams)).toEqual({
      module: 'account',
      action: 'txlist',
      address: ACCOUNT,
      startblock: '0',
      endblock: '99999999',
      page: '1',
      offset: '10',
      sort: 'desc',
    });
  });

  it('sends chainid and apikey to Etherscan V2, neither to a keyless Blockscout', async () => {
    await accountHistory(11155111, ACCOUNT, { config: etherscanV2() });
    expect(requests[0]?.pathname).toBe('/v2/api');
    expect(requests[0]?.searchParams.get('chainid')).toBe('11155111');
    expect(requests[0]?.searchParams.get('apikey')).toBe(KEY);
    expect(requests[0]?.searchParams.get('offset')).toBe('25');

    await accountHistory(11155111, ACCOUNT, { config: blockscout() });
    expect(requests[1]?.searchParams.has('chainid')).toBe(false);
    expect(requests[1]?.searchParams.has('apikey')).toBe(false);
  });

  it('answers [] for "No transactions found"', async () => {
    await expect(accountHistory(11155111, ACCOUNT, { config: blockscout() })).resolves.toEqual([]);
  });

  it('reports NOTOK with the explorer’s reason, and never the key', async () => {
    answer = json({ status: '0', message: 'NOTOK', result: `Invalid API Key (#err2)|${KEY}` });
    const { code, message } = await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }));
    expect(code).toBe('unavailable');
    expect(message).toMatch(/Invalid API Key/);
    expect(message).not.toContain(KEY);
  });

  it('reports "Max rate limit reached" as rate_limited', async () => {
    answer = json({ status: '0', message: 'NOTOK', result: 'Max rate limit reached' });
    const { code, message } = await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }));
    expect(code).toBe('rate_limited');
    expect(message).not.toContain(KEY);
  });

  it('reports HTTP 429 as rate_limited and HTTP 500 as unavailable', async () => {
    answer = { status: 429, body: 'slow down' };
    expect((await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }))).code).toBe(
      'rate_limited',
    );
    answer = { status: 500, body: '<html>oops</html>' };
    const { code, message } = await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }));
    expect(code).toBe('unavailable');
    expect(message).toMatch(/HTTP 500/);
    expect(message).not.toContain(KEY);
  });

  it('reports a body that is not JSON, or not the documented shape, as invalid_response', async () => {
    answer = { body: '<html>Just a moment…</html>' };
    expect((await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }))).code).toBe(
      'invalid_response',
    );
    answer = json({ hello: 'world' });
    expect((await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }))).code).toBe(
      'invalid_response',
    );
    answer = json({ status: '1', message: 'OK', result: [tx({ from: 'nobody' })] });
    expect((await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }))).code).toBe(
      'invalid_response',
    );
    answer = json({ status: '1', message: 'OK', result: [tx({ value: '-1' })] });
    expect((await codeOf(accountHistory(11155111, ACCOUNT, { config: etherscanV2() }))).code).toBe(
      'invalid_response',
    );
  });

  it('gives up on a slow explorer after the timeout', async () => {
    answer = { ...json({ status: '1', message: 'OK', result: [] }), delayMs: 2_000 };
    const started = Date.now();
    const { code, message } = await codeOf(
      accountHistory(11155111, ACCOUNT, { config: etherscanV2(), timeoutMs: 100 }),
    );
    expect(code).toBe('unavailable');
    expect(message).toMatch(/did not answer within 100 ms/);
    expect(message).not.toContain(KEY);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports an unreachable explorer without its URL', async () => {
    const { code, message } = await codeOf(
      accountHistory(11155111, ACCOUNT, { config: { ...etherscanV2(), url: 'http://127.0.0.1:9/v2/api' } }),
    );
    expect(code).toBe('unavailable');
    expect(message).not.toContain(KEY);
    expect(message).not.toContain('127.0.0.1');
  });

  it('refuses to ask when no explorer is configured', async () => {
    expect((await codeOf(accountHistory(1, ACCOUNT, { config: null }))).code).toBe('unavailable');
  });
});

describe('firstActivity', () => {
  it('asks for the oldest transaction and answers its time', async () => {
    answer = json({ status: '1', message: 'OK', result: [tx({ timeStamp: '1600000000' })] });
    await expect(firstActivity(11155111, ACCOUNT, { config: blockscout() })).resolves.toEqual(
      new Date(1_600_000_000_000),
    );
    expect(requests[0]?.searchParams.get('sort')).toBe('asc');
    expect(requests[0]?.searchParams.get('offset')).toBe('1');
  });

  it('answers null for an account without transactions, or without an explorer', async () => {
    await expect(firstActivity(11155111, ACCOUNT, { config: blockscout() })).resolves.toBeNull();
    await expect(firstActivity(11155111, ACCOUNT, { config: null })).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('throws when the explorer fails', async () => {
    answer = { status: 502, body: '' };
    expect((await codeOf(firstActivity(11155111, ACCOUNT, { config: blockscout() }))).code).toBe(
      'unavailable',
    );
  });
});

describe('explorerConfig', () => {
  const none = {
    EXPLORER_API_URL_1: undefined,
    EXPLORER_API_URL_11155111: undefined,
    EXPLORER_API_KEY: undefined,
  };

  it('is absent with neither a URL nor a key', () => {
    expect(explorerConfigured(1, none)).toBe(false);
    expect(explorerConfigured(11155111, none)).toBe(false);
    expect(explorerConfig(1, none)).toBeNull();
  });

  it('defaults to Etherscan V2 for every chain when only the key is set', () => {
    const vars = { ...none, EXPLORER_API_KEY: KEY };
    expect(explorerConfig(1, vars)).toEqual({
      chainId: 1,
      url: ETHERSCAN_V2_URL,
      apiKey: KEY,
      sendChainId: true,
    });
    expect(explorerConfig(11155111, vars)).toMatchObject({ chainId: 11155111, url: ETHERSCAN_V2_URL });
  });

  it('uses a chain’s own URL, and only for that chain', () => {
    const vars = { ...none, EXPLORER_API_URL_11155111: 'https://eth-sepolia.blockscout.com/api' };
    expect(explorerConfigured(11155111, vars)).toBe(true);
    expect(explorerConfigured(1, vars)).toBe(false);
    expect(explorerConfig(11155111, vars)).toEqual({
      chainId: 11155111,
      url: 'https://eth-sepolia.blockscout.com/api',
      apiKey: undefined,
      sendChainId: false,
    });
  });

  it('sends chainid to a configured Etherscan V2 URL, with the key', () => {
    const vars = { ...none, EXPLORER_API_URL_1: ETHERSCAN_V2_URL, EXPLORER_API_KEY: KEY };
    expect(explorerConfig(1, vars)).toMatchObject({ sendChainId: true, apiKey: KEY });
    // The key alone still gives Sepolia Etherscan V2.
    expect(explorerConfig(11155111, vars)).toMatchObject({ url: ETHERSCAN_V2_URL, sendChainId: true });
  });
});
