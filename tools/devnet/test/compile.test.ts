import { readFile } from 'node:fs/promises';
import { type Abi, type AbiFunction, erc20Abi, multicall3Abi, toFunctionSignature } from 'viem';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, compileContracts } from '../scripts/solc-build.js';

function functionSignatures(abi: Abi): string[] {
  return abi
    .filter((item): item is AbiFunction => item.type === 'function')
    .map((item) => `${toFunctionSignature(item)} -> ${item.outputs.map((output) => output.type).join(',')}`)
    .sort();
}

async function committedAbi(fileName: string): Promise<Abi> {
  return (JSON.parse(await readFile(`${ARTIFACTS_DIR}${fileName}`, 'utf8')) as { abi: Abi }).abi;
}

describe('contract artifacts', () => {
  // solc-js (WebAssembly) compiles both contracts in about 1-2 s here.
  it('are reproduced byte for byte by compiling contracts/ again', { timeout: 60_000 }, async () => {
    const artifacts = await compileContracts();
    expect(artifacts.map((artifact) => artifact.fileName)).toEqual([
      'Multicall3.json',
      'WalletportToken.json',
    ]);
    for (const artifact of artifacts) {
      const committed = await readFile(`${ARTIFACTS_DIR}${artifact.fileName}`, 'utf8');
      // On a mismatch: run `npx tsx tools/devnet/scripts/compile.ts` and commit the result.
      expect(committed === artifact.text, `${artifact.fileName} is stale`).toBe(true);
    }
  });

  it('Multicall3 has the canonical Multicall3 interface viem calls', async () => {
    expect(functionSignatures(await committedAbi('Multicall3.json'))).toEqual(
      expect.arrayContaining(functionSignatures(multicall3Abi as Abi)),
    );
    const names = functionSignatures(await committedAbi('Multicall3.json')).map((line) => line.split('(')[0]);
    for (const name of ['aggregate', 'aggregate3', 'tryAggregate', 'getEthBalance', 'getBlockNumber']) {
      expect(names).toContain(name);
    }
  });

  it('WalletportToken has the ERC-20 interface and events', async () => {
    const abi = await committedAbi('WalletportToken.json');
    expect(functionSignatures(abi)).toEqual(expect.arrayContaining(functionSignatures(erc20Abi as Abi)));
    const events = abi.filter((item) => item.type === 'event').map((item) => item.name);
    expect(events.sort()).toEqual(['Approval', 'Transfer']);
  });
});
