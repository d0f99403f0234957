/**
 * @jest-environment node
 */
// The chain-node transport against a scripted node (fetch and Response are Node's; jsdom has neither).
import { HttpRequestError } from 'viem';
import { connect, getBlockNumber } from 'wagmi/actions';
import { mainnet, sepolia } from 'wagmi/chains';
import { mock } from 'wagmi/connectors';
import { createWalletConfig, rpcTransport, transportOptions } from './config';

const URL_ = 'https://node.example/rpc';
type Reply = { status?: number; headers?: Record<string, string>; body?: unknown };

/** A node answering each POST with the next scripted reply (the last one repeats), and its calls. */
function scriptedNode(replies: Reply[]) {
  const calls: unknown[] = [];
  const fetchFn = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number } | { id: number }[];
    calls.push(body);
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!;
    const answer = (req: { id: number }) => ({ jsonrpc: '2.0', id: req.id, result: '0x1' });
    const payload = reply.body ?? (Array.isArray(body) ? body.map(answer) : answer(body));
    return new Response(JSON.stringify(payload), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return { fetchFn, calls };
}

/** Records every wait viem asks for, and skips the waits (not the request time-out) so tests stay fast. */
function recordDelays() {
  const realSetTimeout = global.setTimeout;
  const delays: number[] = [];
  const spy = jest.spyOn(global, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    delays.push(ms ?? 0);
    return realSetTimeout(fn, ms === transportOptions.timeout ? ms : 0);
  }) as typeof setTimeout);
  // 0 ms timers are the batch scheduler's tick, not waits.
  return { delays: () => delays.filter((ms) => ms > 0 && ms !== transportOptions.timeout), spy };
}

const request = (fetchFn: ReturnType<typeof scriptedNode>['fetchFn']) =>
  rpcTransport(URL_, { fetchFn })({ chain: mainnet }).request;

afterEach(() => jest.restoreAllMocks());

it('has the spec’s values: 10 s time-out, 3 retries from 150 ms, batches of up to 1000', () => {
  const { config } = rpcTransport(URL_)({ chain: mainnet });
  expect(config).toMatchObject({ type: 'http', timeout: 10_000, retryCount: 3, retryDelay: 150 });
  expect(transportOptions.batch).toEqual({ batchSize: 1000 });
});

it('sends a JSON-RPC 2.0 POST and reads the result', async () => {
  const { fetchFn, calls } = scriptedNode([{}]);
  await expect(request(fetchFn)({ method: 'eth_chainId' })).resolves.toBe('0x1');
  expect(fetchFn).toHaveBeenCalledWith(URL_, expect.objectContaining({ method: 'POST' }));
  // Batching is on: even a single call goes as a one-element batch.
  expect(calls[0]).toEqual([expect.objectContaining({ jsonrpc: '2.0', method: 'eth_chainId' })]);
});

it('batches concurrent calls into one POST, splitting above 1000', async () => {
  const { fetchFn, calls } = scriptedNode([{}]);
  const send = request(fetchFn);
  await Promise.all(Array.from({ length: 1001 }, () => send({ method: 'eth_blockNumber' })));
  expect(calls.map((c) => (c as unknown[]).length)).toEqual([1000, 1]);
});

it.each([403, 408, 413, 429, 500, 502, 503, 504])(
  'retries HTTP %d, waiting 150 ms then doubling, 3 times at most',
  async (status) => {
    const { delays } = recordDelays();
    const { fetchFn } = scriptedNode([{ status, body: 'busy' }]);
    const error = await request(fetchFn)({ method: 'eth_chainId' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect((error as HttpRequestError).status).toBe(status);
    expect(fetchFn).toHaveBeenCalledTimes(4);
    expect(delays()).toEqual([150, 300, 600]);
  },
);

it('recovers when a retry succeeds', async () => {
  recordDelays();
  const { fetchFn } = scriptedNode([{ status: 503, body: 'busy' }, {}]);
  await expect(request(fetchFn)({ method: 'eth_chainId' })).resolves.toBe('0x1');
  expect(fetchFn).toHaveBeenCalledTimes(2);
});

it('follows Retry-After (seconds) instead of the backoff', async () => {
  const { delays } = recordDelays();
  const { fetchFn } = scriptedNode([{ status: 429, headers: { 'Retry-After': '2' }, body: 'slow down' }, {}]);
  await expect(request(fetchFn)({ method: 'eth_chainId' })).resolves.toBe('0x1');
  expect(delays()).toEqual([2000]);
});

it.each([400, 401, 404])('does not retry HTTP %d', async (status) => {
  recordDelays();
  const { fetchFn } = scriptedNode([{ status, body: 'no' }]);
  await expect(request(fetchFn)({ method: 'eth_chainId' })).rejects.toBeInstanceOf(HttpRequestError);
  expect(fetchFn).toHaveBeenCalledTimes(1);
});

it('arms the 10 s time-out on each request', async () => {
  const { spy } = recordDelays();
  const { fetchFn } = scriptedNode([{}]);
  await request(fetchFn)({ method: 'eth_chainId' });
  expect(spy.mock.calls.some(([, ms]) => ms === 10_000)).toBe(true);
});

describe('the wagmi config, with wagmi’s mock connector', () => {
  const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const urls = { [mainnet.id]: 'https://main.example', [sepolia.id]: 'https://sepolia.example' };

  it('connects on mainnet first', async () => {
    const config = createWalletConfig({ connectors: [mock({ accounts: [ACCOUNT] })], urls });
    const result = await connect(config, { connector: config.connectors[0]! });
    expect(result).toEqual({ accounts: [ACCOUNT], chainId: mainnet.id });
  });

  it('reads each chain from its own node URL', async () => {
    const { fetchFn } = scriptedNode([{}]);
    const config = createWalletConfig({ connectors: [mock({ accounts: [ACCOUNT] })], urls, fetchFn });
    await expect(getBlockNumber(config, { chainId: sepolia.id, cacheTime: 0 })).resolves.toBe(1n);
    expect(fetchFn).toHaveBeenLastCalledWith('https://sepolia.example/', expect.anything());
    await getBlockNumber(config, { chainId: mainnet.id, cacheTime: 0 });
    expect(fetchFn).toHaveBeenLastCalledWith('https://main.example/', expect.anything());
  });
});
