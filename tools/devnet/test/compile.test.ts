import { readFile } from 'node:fs/promises';
import {
  type Abi,
  type AbiEvent,
  type AbiFunction,
  erc20Abi,
  multicall3Abi,
  toEventSignature,
  toFunctionSignature,
} from 'viem';
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
  // solc-js (WebAssembly) compiles the nine contracts in about 4-5 s here.
  it('are reproduced byte for byte by compiling contracts/ again', { timeout: 60_000 }, async () => {
    const artifacts = await compileContracts();
    expect(artifacts.map((artifact) => artifact.fileName)).toEqual([
      'Multicall3.json',
      'WalletportToken.json',
      'WalletportPriceFeed.json',
      'WalletportCollectibles.json',
      'WalletportWETH.json',
      'WalletportSwapPair.json',
      'WalletportSwapFactory.json',
      'WalletportSwapRouter.json',
      'WalletportIdRegistry.json',
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

  it('WalletportPriceFeed has Chainlink’s AggregatorV3Interface and AnswerUpdated event', async () => {
    const abi = await committedAbi('WalletportPriceFeed.json');
    expect(functionSignatures(abi)).toEqual(
      expect.arrayContaining([
        'decimals() -> uint8',
        'description() -> string',
        'version() -> uint256',
        'latestRoundData() -> uint80,int256,uint256,uint256,uint80',
        'getRoundData(uint80) -> uint80,int256,uint256,uint256,uint80',
        'updateAnswer(int256) -> ',
      ]),
    );
    const event = abi.find((item) => item.type === 'event' && item.name === 'AnswerUpdated');
    expect(event && toEventSignature(event as AbiEvent)).toBe('AnswerUpdated(int256,uint256,uint256)');
  });

  it('WalletportCollectibles has the ERC-721, metadata and ERC-165 interfaces and events', async () => {
    const abi = await committedAbi('WalletportCollectibles.json');
    expect(functionSignatures(abi)).toEqual(
      expect.arrayContaining([
        'balanceOf(address) -> uint256',
        'ownerOf(uint256) -> address',
        'approve(address,uint256) -> ',
        'getApproved(uint256) -> address',
        'setApprovalForAll(address,bool) -> ',
        'isApprovedForAll(address,address) -> bool',
        'transferFrom(address,address,uint256) -> ',
        'safeTransferFrom(address,address,uint256) -> ',
        'safeTransferFrom(address,address,uint256,bytes) -> ',
        'name() -> string',
        'symbol() -> string',
        'tokenURI(uint256) -> string',
        'supportsInterface(bytes4) -> bool',
        'totalSupply() -> uint256',
        'mint(address,uint256) -> ',
        'setBaseURI(string) -> ',
      ]),
    );
    const events = abi
      .filter((item) => item.type === 'event')
      .map((item) => toEventSignature(item as AbiEvent));
    expect(events.sort()).toEqual([
      'Approval(address,address,uint256)',
      'ApprovalForAll(address,address,bool)',
      'Transfer(address,address,uint256)',
    ]);
  });

  it('WalletportWETH and the swap pairs’ shares are ERC-20s', async () => {
    for (const fileName of ['WalletportWETH.json', 'WalletportSwapPair.json']) {
      const abi = await committedAbi(fileName);
      expect(functionSignatures(abi)).toEqual(expect.arrayContaining(functionSignatures(erc20Abi as Abi)));
    }
  });

  it('WalletportIdRegistry reads like Farcaster’s ID registry (idOf, custodyOf)', async () => {
    expect(functionSignatures(await committedAbi('WalletportIdRegistry.json'))).toEqual(
      expect.arrayContaining([
        'idOf(address) -> uint256',
        'custodyOf(uint256) -> address',
        'register() -> uint256',
        'usernameOf(uint256) -> string',
        'setUsername(string) -> ',
      ]),
    );
  });
});
