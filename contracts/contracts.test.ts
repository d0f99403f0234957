/** @jest-environment node */
// The committed build (contracts/build/*.json, contracts/abi.ts) is what the sources compile to: a change
// to contracts/src without `npm run contracts:build` fails here.
import fs from 'node:fs';
import path from 'node:path';
import { toFunctionSelector } from 'viem';
import {
  CONTRACTS,
  artifactJson,
  compileContracts,
  type Artifacts,
  type ContractName,
} from '../scripts/lib/contracts.mjs';
import * as generated from './abi';

const root = path.resolve(__dirname, '..');
let compiled: Artifacts;
let warnings: string[];

beforeAll(() => {
  ({ artifacts: compiled, warnings } = compileContracts(root));
}, 60_000);

const names = CONTRACTS.map(({ name }) => name);

test('the sources compile without warnings', () => {
  expect(warnings).toEqual([]);
});

test.each(names)('contracts/build/%s.json is the compiled ABI and bytecode', (name: ContractName) => {
  const file = path.join(root, 'contracts', 'build', `${name}.json`);
  const committed = fs.readFileSync(file, 'utf8');
  const parsed = JSON.parse(committed) as { contractName: string; abi: unknown; bytecode: string };
  expect(parsed.contractName).toBe(name);
  expect(parsed.abi).toEqual(compiled[name].abi);
  expect(parsed.bytecode).toBe(compiled[name].bytecode);
  expect(committed).toBe(artifactJson(compiled[name]));
});

test('contracts/abi.ts exports the compiled ABIs and bytecode', () => {
  const exports = generated as unknown as Record<string, unknown>;
  for (const { name, exportName } of CONTRACTS) {
    expect(exports[`${exportName}Abi`]).toEqual(compiled[name].abi);
    expect(exports[`${exportName}Bytecode`]).toBe(compiled[name].bytecode);
  }
});

test('CitizenID declares ERC-5192 (interface id 0xb45a3c0e = locked(uint256))', () => {
  expect(toFunctionSelector('locked(uint256)')).toBe('0xb45a3c0e');
  const locked = generated.citizenIdAbi.find((item) => item.type === 'function' && item.name === 'locked');
  expect(locked).toMatchObject({ stateMutability: 'view', outputs: [{ type: 'bool' }] });
});
