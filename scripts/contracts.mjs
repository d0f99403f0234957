// The contracts in contracts/src (logic in scripts/lib/contracts.mjs):
//   node scripts/contracts.mjs build
//     compiles them (solc npm package) into contracts/build/<Name>.json and contracts/abi.ts
//   node scripts/contracts.mjs deploy --chain <sepolia|mainnet|anvil|chain id> [--rpc <url>] [--out <dir>]
//                                     [--base-uri <url>] [--force]
//     deploys them and writes <out, default contracts/deployments>/<chainId>.json; refuses to replace an
//     existing file without --force. Environment: DEPLOYER_PRIVATE_KEY (required), CHAIN_SIGNER_ADDRESS or
//     CHAIN_SIGNER_PRIVATE_KEY (the voucher signer), RPC_URL_<chainId>, NEXT_PUBLIC_SITE_URL.
// Exit code 0 on success, 1 with a one-line message on any error. Private keys are never printed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPublicClient, http } from 'viem';
import { buildContracts, deployContracts, deployOptions, writeDeployment } from './lib/contracts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const secrets = [];

/** The first line of an error's message, with any secret in it replaced. */
function oneLine(error) {
  let line =
    String(error?.shortMessage ?? error?.message ?? error)
      .split('\n')[0]
      .trim() || 'failed';
  // viem's transport errors say "HTTP request failed."; their details say why (never the URL: it may
  // hold an API key).
  const details = typeof error?.details === 'string' ? error.details.split('\n')[0].trim() : '';
  if (error?.name === 'HttpRequestError') line = `cannot reach the RPC node${details ? ` (${details})` : ''}`;
  for (const secret of secrets) {
    const bare = secret.replace(/^0x/, '');
    if (bare) line = line.split(bare).join('[redacted]');
  }
  return line;
}

async function build() {
  const started = Date.now();
  const { artifacts, warnings } = await buildContracts(root);
  for (const warning of warnings) console.warn(warning.trim());
  for (const [name, { bytecode }] of Object.entries(artifacts))
    console.log(`contracts/build/${name}.json (${(bytecode.length - 2) / 2} bytes of init code)`);
  console.log(`contracts/abi.ts written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function deploy(args) {
  for (const name of ['DEPLOYER_PRIVATE_KEY', 'CHAIN_SIGNER_PRIVATE_KEY'])
    if (process.env[name]) secrets.push(process.env[name].trim());
  const options = deployOptions(args);
  const outDir = path.resolve(options.out ?? path.join(root, 'contracts', 'deployments'));
  // The chain check and the overwrite check come before any transaction is sent.
  const nodeChainId = await createPublicClient({ transport: http(options.rpcUrl) }).getChainId();
  if (options.chainId !== 'anvil' && options.chainId !== nodeChainId)
    throw new Error(`the node at the RPC URL serves chain ${nodeChainId}, not ${options.chainId}: refusing`);
  const target = path.join(outDir, `${nodeChainId}.json`);
  if (fs.existsSync(target) && !options.force)
    throw new Error(
      `${path.relative(process.cwd(), target)} exists: pass --force to deploy again and replace it`,
    );
  console.log(`deploying to chain ${nodeChainId}, voucher signer ${options.signerAddress}`);
  const deployment = await deployContracts({ ...options, chainId: nodeChainId, root });
  const file = writeDeployment(outDir, deployment);
  console.log(`CitizenID ${deployment.citizenId}`);
  console.log(`CredentialRegistry ${deployment.credentialRegistry}`);
  console.log(`Marketplace ${deployment.marketplace}`);
  console.log(`from block ${deployment.fromBlock}; written to ${path.relative(process.cwd(), file)}`);
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'build') await build();
  else if (command === 'deploy') await deploy(args);
  else
    throw new Error('usage: node scripts/contracts.mjs build | deploy --chain <sepolia|mainnet|anvil|id> …');
  process.exit(0);
} catch (error) {
  console.error(`contracts${command ? ` ${command}` : ''}: ${oneLine(error)}`);
  process.exit(1);
}
