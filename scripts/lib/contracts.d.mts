// Types for contracts.mjs (plain JavaScript run by the CLI, Jest and the integration tests).
import type { Abi, Address, Hex } from 'viem';

export type ContractName = 'CitizenID' | 'CredentialRegistry' | 'Marketplace';
export type Artifact = { contractName: ContractName; abi: Abi; bytecode: Hex };
export type Artifacts = Record<ContractName, Artifact>;

export declare const CONTRACTS: readonly { name: ContractName; exportName: string }[];
export declare const SOLC_VERSION: string;
export declare const NAMED_CHAINS: { mainnet: 1; sepolia: 11155111 };

export declare function standardJsonInput(root?: string): unknown;
export declare function compileContracts(root?: string): { artifacts: Artifacts; warnings: string[] };
export declare function artifactJson(artifact: Artifact): string;
export declare function readArtifacts(root?: string): Artifacts;
export declare function abiModuleSource(artifacts: Artifacts): string;
export declare function buildContracts(root?: string): Promise<{ artifacts: Artifacts; warnings: string[] }>;

export type Deployment = {
  chainId: number;
  citizenId: Address;
  credentialRegistry: Address;
  marketplace: Address;
  voucherSigner: Address;
  fromBlock: number;
  deployedAt: string;
};

export type DeployParameters = {
  rpcUrl: string;
  /** The chain expected; the node's eth_chainId must match. 'anvil' or undefined: whatever the node serves. */
  chainId?: number | 'anvil';
  deployerKey: string;
  signerAddress: string;
  baseUri: string;
  /** The project directory (contracts/build is read from it); the working directory by default. */
  root?: string;
};

export declare function parsePrivateKey(value: string | undefined, label: string): Hex;
export declare function deployContracts(options: DeployParameters): Promise<Deployment>;
export declare function deployOptions(
  args: string[],
  env?: Record<string, string | undefined>,
): DeployParameters & { chainId: number | 'anvil'; out?: string; force: boolean };
export declare function writeDeployment(outDir: string, deployment: Deployment): string;
