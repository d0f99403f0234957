// The Solidity contracts in contracts/src: compiled in-process with the solc npm package (no downloaded
// toolchain) against @openzeppelin/contracts from node_modules, and deployed with viem. Used by the CLI
// (scripts/contracts.mjs), the build check (contracts/contracts.test.ts) and the chain integration tests.
// No import.meta here: Jest loads this file too. Paths are relative to `root`, the project directory.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createPublicClient, createWalletClient, defineChain, getAddress, http, isAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The contracts, in deployment order, with the name of their exports in contracts/abi.ts. */
export const CONTRACTS = [
  { name: 'CitizenID', exportName: 'citizenId' },
  { name: 'CredentialRegistry', exportName: 'credentialRegistry' },
  { name: 'Marketplace', exportName: 'marketplace' },
];

export const SOLC_VERSION = '0.8.37';

/** Named chains the deploy command accepts; `anvil` takes whatever chain id the node serves. */
export const NAMED_CHAINS = { mainnet: 1, sepolia: 11155111 };

const sourceName = (name) => `contracts/src/${name}.sol`;

/** The solc standard JSON input for the three sources (optimizer 200 runs, cancun, no metadata hash). */
export function standardJsonInput(root = process.cwd()) {
  const sources = {};
  const outputSelection = {};
  for (const { name } of CONTRACTS) {
    sources[sourceName(name)] = { content: fs.readFileSync(path.join(root, sourceName(name)), 'utf8') };
    outputSelection[sourceName(name)] = { [name]: ['abi', 'evm.bytecode.object'] };
  }
  return {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      metadata: { bytecodeHash: 'none' },
      outputSelection,
    },
  };
}

/** solc's import callback: @openzeppelin/… from node_modules, anything else from contracts/ in `root`. */
function importResolver(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const openZeppelin = path.dirname(require.resolve('@openzeppelin/contracts/package.json'));
  return (importPath) => {
    const prefix = '@openzeppelin/contracts/';
    const file = importPath.startsWith(prefix)
      ? path.join(openZeppelin, importPath.slice(prefix.length))
      : path.join(root, importPath);
    const allowed = importPath.startsWith(prefix) ? openZeppelin : path.join(root, 'contracts');
    if (!path.resolve(file).startsWith(allowed + path.sep)) return { error: `import outside ${allowed}` };
    try {
      return { contents: fs.readFileSync(file, 'utf8') };
    } catch {
      return { error: `not found: ${importPath}` };
    }
  };
}

/**
 * Compiles contracts/src. Returns each contract's artifact ({ contractName, abi, bytecode }) and the
 * compiler's warnings (formatted); throws with the formatted errors if compilation fails.
 */
export function compileContracts(root = process.cwd()) {
  const require = createRequire(path.join(root, 'package.json'));
  const solc = require('solc');
  const version = solc.version();
  if (!version.startsWith(`${SOLC_VERSION}+`))
    throw new Error(`solc ${version} is installed; the contracts are built with ${SOLC_VERSION}`);
  const output = JSON.parse(
    solc.compile(JSON.stringify(standardJsonInput(root)), { import: importResolver(root) }),
  );
  const diagnostics = output.errors ?? [];
  const errors = diagnostics.filter((entry) => entry.severity === 'error');
  if (errors.length) throw new Error(errors.map((entry) => entry.formattedMessage).join('\n'));
  const artifacts = {};
  for (const { name } of CONTRACTS) {
    const contract = output.contracts?.[sourceName(name)]?.[name];
    if (!contract?.evm?.bytecode?.object) throw new Error(`solc produced no bytecode for ${name}`);
    artifacts[name] = {
      contractName: name,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
    };
  }
  const warnings = diagnostics
    .filter((entry) => entry.severity !== 'error')
    .map((entry) => entry.formattedMessage);
  return { artifacts, warnings };
}

/** An artifact as written to contracts/build/<Name>.json. */
export function artifactJson(artifact) {
  const { contractName, abi, bytecode } = artifact;
  return `${JSON.stringify({ contractName, abi, bytecode }, null, 2)}\n`;
}

/** The artifacts committed in contracts/build. */
export function readArtifacts(root = process.cwd()) {
  const artifacts = {};
  for (const { name } of CONTRACTS) {
    const file = path.join(root, 'contracts', 'build', `${name}.json`);
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: run npm run contracts:build`);
    artifacts[name] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return artifacts;
}

/** contracts/abi.ts before formatting: the ABIs `as const` (so viem infers types) and the bytecode. */
export function abiModuleSource(artifacts) {
  const lines = [
    '// generated by `npm run contracts:build`; do not edit',
    `// Sources: contracts/src (solc ${SOLC_VERSION}, optimizer 200 runs, evm cancun).`,
  ];
  for (const { name, exportName } of CONTRACTS) {
    const { abi, bytecode } = artifacts[name];
    lines.push('', `export const ${exportName}Abi = ${JSON.stringify(abi)} as const;`);
    lines.push('', `export const ${exportName}Bytecode: \`0x\${string}\` = '${bytecode}';`);
  }
  return `${lines.join('\n')}\n`;
}

/** `npm run contracts:build`: compiles and writes contracts/build/*.json and contracts/abi.ts. */
export async function buildContracts(root = process.cwd()) {
  const { artifacts, warnings } = compileContracts(root);
  const buildDir = path.join(root, 'contracts', 'build');
  fs.mkdirSync(buildDir, { recursive: true });
  for (const { name } of CONTRACTS)
    fs.writeFileSync(path.join(buildDir, `${name}.json`), artifactJson(artifacts[name]));
  const abiFile = path.join(root, 'contracts', 'abi.ts');
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(abiFile)) ?? {};
  fs.writeFileSync(
    abiFile,
    await prettier.format(abiModuleSource(artifacts), { ...options, filepath: abiFile }),
  );
  return { artifacts, warnings };
}

// ---------------------------------------------------------------------------------------------------
// Deployment

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

/** A private key from the environment, with or without 0x; the message never shows the value. */
export function parsePrivateKey(value, label) {
  const key = value?.trim().startsWith('0x') ? value.trim() : `0x${value?.trim() ?? ''}`;
  if (!PRIVATE_KEY.test(key)) throw new Error(`${label} is not a 32-byte hex private key`);
  return key;
}

/**
 * Deploys CitizenID, CredentialRegistry and Marketplace from contracts/build with the deployer's key
 * (the deployer owns the first two) and waits for each receipt. `chainId` is the chain expected: the
 * node's eth_chainId must match it; 'anvil' or undefined accepts the node's. Returns the deployment
 * record (nothing is written).
 */
export async function deployContracts({ rpcUrl, chainId, deployerKey, signerAddress, baseUri, root }) {
  if (!rpcUrl) throw new Error('no RPC URL');
  if (!signerAddress || !isAddress(signerAddress, { strict: false }))
    throw new Error('the voucher signer is not an address');
  if (typeof baseUri !== 'string' || !baseUri) throw new Error('no base URI');
  const account = privateKeyToAccount(parsePrivateKey(deployerKey, 'the deployer key'));
  const artifacts = readArtifacts(root);
  const transport = http(rpcUrl, { retryCount: 2 });
  const publicClient = createPublicClient({ transport });
  const nodeChainId = await publicClient.getChainId();
  if (chainId !== undefined && chainId !== 'anvil' && Number(chainId) !== nodeChainId)
    throw new Error(`the node at the RPC URL serves chain ${nodeChainId}, not ${chainId}`);
  const chain = defineChain({
    id: nodeChainId,
    name: `chain ${nodeChainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const wallet = createWalletClient({ account, chain, transport });
  const voucherSigner = getAddress(signerAddress);
  const constructorArgs = {
    CitizenID: [account.address, voucherSigner, baseUri],
    CredentialRegistry: [account.address, voucherSigner],
    Marketplace: [],
  };
  const deployed = {};
  let fromBlock;
  for (const { name, exportName } of CONTRACTS) {
    const { abi, bytecode } = artifacts[name];
    const hash = await wallet.deployContract({ abi, bytecode, args: constructorArgs[name] });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || !receipt.contractAddress)
      throw new Error(`${name}: the deployment transaction ${hash} reverted`);
    deployed[exportName] = getAddress(receipt.contractAddress);
    fromBlock ??= Number(receipt.blockNumber);
  }
  return {
    chainId: nodeChainId,
    citizenId: deployed.citizenId,
    credentialRegistry: deployed.credentialRegistry,
    marketplace: deployed.marketplace,
    voucherSigner,
    fromBlock,
    deployedAt: new Date().toISOString(),
  };
}

/** The deploy command's options from its arguments and the environment; throws on anything missing. */
export function deployOptions(args, env = process.env) {
  const flags = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    if (!['--chain', '--rpc', '--out', '--base-uri'].includes(flag) && flag !== '--force')
      throw new Error(`unknown argument ${arg}`);
    if (flag === '--force') {
      flags.force = true;
      continue;
    }
    const value = inline ?? args[(i += 1)];
    if (value === undefined || value === '') throw new Error(`${flag} needs a value`);
    flags[flag.slice(2)] = value;
  }
  const chain = flags.chain;
  if (!chain) throw new Error('--chain <sepolia|mainnet|anvil|chain id> is required');
  let chainId;
  if (chain === 'anvil') chainId = 'anvil';
  else if (chain in NAMED_CHAINS) chainId = NAMED_CHAINS[chain];
  else if (/^[1-9][0-9]*$/.test(chain)) chainId = Number(chain);
  else throw new Error(`unknown chain ${chain}: use sepolia, mainnet, anvil or a chain id`);

  const rpcUrl = flags.rpc ?? (chainId === 'anvil' ? undefined : env[`RPC_URL_${chainId}`]);
  if (!rpcUrl)
    throw new Error(
      chainId === 'anvil'
        ? '--chain anvil needs --rpc <url>'
        : `no RPC URL for chain ${chainId}: pass --rpc <url> or set RPC_URL_${chainId}`,
    );

  if (!env.DEPLOYER_PRIVATE_KEY) throw new Error('DEPLOYER_PRIVATE_KEY is not set');
  const deployerKey = parsePrivateKey(env.DEPLOYER_PRIVATE_KEY, 'DEPLOYER_PRIVATE_KEY');

  let signerAddress;
  if (env.CHAIN_SIGNER_ADDRESS) {
    if (!isAddress(env.CHAIN_SIGNER_ADDRESS, { strict: false }))
      throw new Error('CHAIN_SIGNER_ADDRESS is not an address');
    signerAddress = getAddress(env.CHAIN_SIGNER_ADDRESS);
  }
  if (env.CHAIN_SIGNER_PRIVATE_KEY) {
    const derived = privateKeyToAccount(
      parsePrivateKey(env.CHAIN_SIGNER_PRIVATE_KEY, 'CHAIN_SIGNER_PRIVATE_KEY'),
    ).address;
    if (signerAddress && signerAddress !== derived)
      throw new Error('CHAIN_SIGNER_ADDRESS is not the address of CHAIN_SIGNER_PRIVATE_KEY');
    signerAddress = derived;
  }
  if (!signerAddress)
    throw new Error('set CHAIN_SIGNER_ADDRESS or CHAIN_SIGNER_PRIVATE_KEY (the voucher signer)');

  let baseUri = flags['base-uri'];
  if (!baseUri && env.NEXT_PUBLIC_SITE_URL)
    baseUri = `${env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '')}/api/chain/citizen-id/`;
  if (!baseUri) throw new Error('no base URI: pass --base-uri <url> or set NEXT_PUBLIC_SITE_URL');

  return {
    chainId,
    rpcUrl,
    deployerKey,
    signerAddress,
    baseUri,
    out: flags.out,
    force: flags.force === true,
  };
}

/** Writes <out>/<chainId>.json (2-space JSON); returns the file's path. */
export function writeDeployment(outDir, deployment) {
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${deployment.chainId}.json`);
  fs.writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
  return file;
}
