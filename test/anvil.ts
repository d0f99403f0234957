// A real local chain for integration and Playwright tests: the anvil binary from the @foundry-rs/anvil
// devDependency, on a free port, stopped by the test that started it. Runs offline.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { getAddress, type Address, type Hex } from 'viem';

export type Anvil = { url: string; port: number; chainId: number; stop: () => Promise<void> };

/** Anvil's first default account (mnemonic "test test … junk"), funded with 10,000 ETH. */
export const ANVIL_ACCOUNT_0 = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address,
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as Hex,
};

/** The platform package's binary (what `npx anvil` runs), resolved from the project root. */
export function anvilBinary(): string {
  const arch = ({ x64: 'amd64', arm64: 'arm64' } as Record<string, string>)[process.arch];
  if (!arch) throw new Error(`anvil: no binary for ${process.platform}/${process.arch}`);
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const manifest = require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
  return path.join(path.dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One JSON-RPC call; throws on a transport error or an RPC error. */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts anvil (Sepolia's chain id by default) and resolves once it answers eth_chainId. */
export async function startAnvil(options: { chainId?: number; timeoutMs?: number } = {}): Promise<Anvil> {
  const chainId = options.chainId ?? 11155111;
  const port = await freePort();
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  // A test run that dies without calling stop() must not leave a chain running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (await exited(child, 0)) return;
    child.kill('SIGTERM');
    if (!(await exited(child, 3000))) {
      child.kill('SIGKILL');
      await exited(child, 3000);
    }
  };
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${stderr}`);
    try {
      const id = await rpc<Hex>(url, 'eth_chainId');
      if (Number(id) !== chainId) throw new Error(`anvil serves chain ${Number(id)}, not ${chainId}`);
      return { url, port, chainId, stop };
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('anvil serves')) {
        await stop();
        throw error;
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`anvil did not answer on ${url}: ${stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Runtime code of a minimal ERC-1271 smart-contract wallet: `isValidSignature(hash, signature)` answers
 * the magic value 0x1626ba7e when the 65-byte signature recovers (ecrecover precompile) to `owner`, and
 * 0xffffffff otherwise. Hand-assembled, so no Solidity compiler is needed; any selector is treated as
 * isValidSignature, with the standard ABI layout (signature bytes at 0x64).
 */
export function erc1271WalletCode(owner: Address): Hex {
  const ownerHex = getAddress(owner).slice(2).toLowerCase();
  const hex = (parts: string[]) => parts.join('').replace(/\s+/g, '');
  const check = (validAt: number) =>
    hex([
      '6004 35 6000 52', // mstore(0x00, hash)
      '60a4 35 60f8 1c 6020 52', // mstore(0x20, v): the signature's 65th byte
      '6064 35 6040 52', // mstore(0x40, r)
      '6084 35 6060 52', // mstore(0x60, s)
      '6020 6080 6080 6000 6001 5a fa 50', // staticcall(gas, ecrecover, 0, 0x80, 0x80, 0x20)
      `6080 51 73${ownerHex} 14`, // mload(0x80) == owner
      `61${validAt.toString(16).padStart(4, '0')} 57`, // jumpi(valid)
      '63ffffffff 60e0 1b 6000 52 6020 6000 f3', // return bytes4(0xffffffff)
    ]);
  const validAt = check(0).length / 2;
  const valid = hex(['5b 631626ba7e 60e0 1b 6000 52 6020 6000 f3']); // return bytes4(0x1626ba7e)
  return `0x${check(validAt)}${valid}`;
}

/** Puts the ERC-1271 wallet's code at `wallet` on a running anvil (no deployment transaction). */
export async function installErc1271Wallet(anvil: Pick<Anvil, 'url'>, wallet: Address, owner: Address) {
  await rpc(anvil.url, 'anvil_setCode', [wallet, erc1271WalletCode(owner)]);
}
