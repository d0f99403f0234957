// A MetaMask-like EIP-1193 test wallet for Playwright journeys, injected into the page (and announced
// through EIP-6963). Signatures and transactions are made in Node with the signer's key (viem) and sent
// to the local chain (anvil); the chain's read methods are answered by anvil too.
import type { Page } from '@playwright/test';
import { createWalletClient, defineChain, http, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';

export const ANVIL_URL = `http://127.0.0.1:${process.env.E2E_ANVIL_PORT ?? 8546}`;

/** What the wallet forwards to the chain as it is (reads, and the receipts wagmi waits for). */
const READS = [
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
];

export type WalletOptions = {
  rejectSign?: boolean;
  /** The wallet refuses transactions (the user presses Reject). */
  rejectSend?: boolean;
  chainId?: number;
  signer: PrivateKeyAccount;
};

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(ANVIL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
  return body.result;
}

/**
 * A MetaMask-like EIP-1193 wallet (also announced through EIP-6963) that knows only Sepolia: switching
 * to mainnet answers 4902 until wallet_addEthereumChain. Its permission survives a reload, as a real
 * extension's does. Signing happens in Node through an exposed function.
 */
export async function installWallet(page: Page, options: WalletOptions) {
  // The wallet stack's public chain nodes (RainbowKit looks up ENS names on mainnet): the local chain
  // answers instead, as the closed test network reaches nothing else.
  // A request still in flight when the test ends (the wallet stack polls), or one the page gave up on
  // meanwhile (Playwright then disposes its fetched response), is dropped quietly: left to throw, it
  // fails the test and the worker, and the next test in it never runs.
  await page.route(/^https:\/\/ethereum(-sepolia)?-rpc\.publicnode\.com\//, async (route) => {
    try {
      const response = await route.fetch({ url: ANVIL_URL });
      await route.fulfill({ response });
    } catch (error) {
      if (!page.isClosed() && !/Test ended|closed|disposed/i.test(String(error))) throw error;
    }
  });
  const signer = options.signer;
  await page.exposeFunction('__walletSign', (message: Hex) =>
    signer.signMessage({ message: { raw: message } }),
  );
  // eth_signTypedData_v4 (EIP-712): the page sends the typed data as JSON, numbers as strings.
  await page.exposeFunction('__walletSignTyped', (json: string) => {
    const typed = JSON.parse(json) as Parameters<typeof signer.signTypedData>[0];
    return signer.signTypedData(typed);
  });
  // Reads go to the chain as they are.
  await page.exposeFunction('__walletRpc', async (method: string, json: string) =>
    JSON.stringify((await rpc(method, JSON.parse(json) as unknown[])) ?? null),
  );
  // eth_sendTransaction: signed here with the signer's key, on the wallet's current chain, sent raw.
  await page.exposeFunction('__walletSend', async (json: string, chainId: number) => {
    const tx = JSON.parse(json) as { to?: Hex; data?: Hex; value?: Hex; gas?: Hex };
    const chain = defineChain({
      id: chainId,
      name: `chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [ANVIL_URL] } },
    });
    const client = createWalletClient({ account: signer, chain, transport: http(ANVIL_URL) });
    return client.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: tx.value ? BigInt(tx.value) : undefined,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
    });
  });
  await page.addInitScript(
    ({ address, rejectSign, rejectSend, chainId, reads }) => {
      const store = window.localStorage;
      const state = {
        get connected() {
          return store.getItem('__wallet.connected') === '1';
        },
        set connected(value: boolean) {
          if (value) store.setItem('__wallet.connected', '1');
          else store.removeItem('__wallet.connected');
        },
        get chainId() {
          return Number(store.getItem('__wallet.chainId') ?? chainId);
        },
        set chainId(value: number) {
          store.setItem('__wallet.chainId', String(value));
        },
        get known(): number[] {
          return JSON.parse(store.getItem('__wallet.known') ?? `[${chainId}]`) as number[];
        },
        set known(value: number[]) {
          store.setItem('__wallet.known', JSON.stringify(value));
        },
      };
      let current: string = address;
      const log: string[] = [];
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((fn) => fn(value));
      const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
      const hex = (n: number) => `0x${n.toString(16)}`;
      const sign = (window as unknown as { __walletSign: (m: string) => Promise<string> }).__walletSign;
      const signTyped = (window as unknown as { __walletSignTyped: (json: string) => Promise<string> })
        .__walletSignTyped;
      const chainRpc = (window as unknown as { __walletRpc: (m: string, p: string) => Promise<string> })
        .__walletRpc;
      const send = (window as unknown as { __walletSend: (tx: string, chainId: number) => Promise<string> })
        .__walletSend;

      const provider = {
        isTestWallet: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          log.push(method);
          switch (method) {
            case 'eth_requestAccounts':
              state.connected = true;
              return [current];
            case 'eth_accounts':
              return state.connected ? [current] : [];
            case 'eth_chainId':
              return hex(state.chainId);
            case 'net_version':
              return String(state.chainId);
            case 'wallet_requestPermissions':
              state.connected = true;
              return [{ parentCapability: 'eth_accounts' }];
            case 'wallet_getPermissions':
              return state.connected ? [{ parentCapability: 'eth_accounts' }] : [];
            case 'wallet_revokePermissions':
              state.connected = false;
              return null;
            case 'wallet_switchEthereumChain': {
              const id = Number((params?.[0] as { chainId: string }).chainId);
              if (!state.known.includes(id)) throw fail(4902, 'Unrecognized chain ID.');
              state.chainId = id;
              emit('chainChanged', hex(id));
              return null;
            }
            case 'wallet_addEthereumChain': {
              const id = Number((params?.[0] as { chainId: string }).chainId);
              state.known = [...state.known, id];
              // MetaMask switches to a chain it has just added.
              state.chainId = id;
              emit('chainChanged', hex(id));
              return null;
            }
            case 'personal_sign':
              if (rejectSign) throw fail(4001, 'User rejected the request.');
              return sign(params?.[0] as string);
            case 'eth_signTypedData_v4':
              if (rejectSign) throw fail(4001, 'User rejected the request.');
              return signTyped(params?.[1] as string);
            case 'eth_sendTransaction':
              if (rejectSend) throw fail(4001, 'User rejected the request.');
              return send(JSON.stringify(params?.[0] ?? {}), state.chainId);
            default:
              if (reads.includes(method))
                return JSON.parse(await chainRpc(method, JSON.stringify(params ?? [])));
              throw fail(4200, `Unsupported method: ${method}`);
          }
        },
        on(event: string, fn: (...args: unknown[]) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(fn);
          return provider;
        },
        removeListener(event: string, fn: (...args: unknown[]) => void) {
          listeners.get(event)?.delete(fn);
          return provider;
        },
      };
      // The user picks another account in the wallet.
      const useAccount = (next: string) => {
        current = next;
        emit('accountsChanged', [next]);
      };
      Object.assign(window, { ethereum: provider, __walletLog: log, __walletUseAccount: useAccount });
      const info = {
        uuid: '0b7d1a6e-2c3f-4a8e-9d5b-1f2e3c4d5e6f',
        name: 'Test Wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
        rdns: 'org.civitas.testwallet',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    {
      address: signer.address,
      rejectSign: options.rejectSign ?? false,
      rejectSend: options.rejectSend ?? false,
      chainId: options.chainId ?? 11155111,
      reads: READS,
    },
  );
}
