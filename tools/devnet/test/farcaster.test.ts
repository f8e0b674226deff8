/**
 * The devnet's Farcaster ID registry on a real anvil: one fid per address, custody, names, and the dev
 * Farcaster account the start registers (fid 1, 'walletport-dev', account 6), idempotently.
 */
import {
  type Abi,
  type Address,
  type BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  zeroAddress,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletportIdRegistryArtifact } from '../src/artifacts.js';
import { DEVNET_CONTRACTS, devnetAccount } from '../src/deployments.js';
import { type Devnet, startDevnet } from '../src/devnet.js';
import { DEVNET_FARCASTER_ACCOUNT, devnetIdRegistryAbi } from '../src/farcaster.js';
import { seedDevnetFarcaster } from '../src/seed-farcaster.js';
import { devnetViemChain } from '../src/viem-chain.js';
import { testChains } from './helpers.js';

const registry = DEVNET_CONTRACTS.idRegistry;
let devnet: Devnet;
let client: PublicClient;
let rpcUrl: string;

beforeAll(async () => {
  const [chain] = await testChains();
  // Without the history and pools: only the registry matters here, and the seed below is what is tested.
  devnet = await startDevnet({ chains: [chain!], seed: false });
  rpcUrl = devnet.chains[0]!.rpcUrl;
  client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 });
}, 60_000);

afterAll(async () => {
  await devnet?.stop();
});

function walletOf(index: number) {
  const chain = devnetViemChain({ id: devnet.chains[0]!.id, name: 'test', port: devnet.chains[0]!.port });
  return createWalletClient({ account: devnetAccount(index), chain, transport: http(rpcUrl) });
}

/** Sends a registry call from devnet account `index` and waits for it to be mined. */
async function send(
  index: number,
  call: { functionName: 'register' } | { functionName: 'setUsername'; args: [string] },
): Promise<void> {
  const hash = await walletOf(index).writeContract({ address: registry, abi: devnetIdRegistryAbi, ...call });
  const receipt = await client.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
}

/** The custom error a call from `index` would revert with (simulated, nothing sent). */
async function revertOf(
  index: number,
  call: { functionName: 'register' } | { functionName: 'setUsername'; args: [string] },
): Promise<string | undefined> {
  try {
    await client.simulateContract({
      address: registry,
      abi: devnetIdRegistryAbi,
      account: devnetAccount(index).address,
      ...call,
    });
    return undefined;
  } catch (error) {
    const reverted = (error as BaseError).walk((cause) => cause instanceof ContractFunctionRevertedError);
    return (reverted as ContractFunctionRevertedError | null)?.data?.errorName;
  }
}

const idOf = (address: Address) =>
  client.readContract({ address: registry, abi: devnetIdRegistryAbi, functionName: 'idOf', args: [address] });
const custodyOf = (fid: bigint) =>
  client.readContract({
    address: registry,
    abi: devnetIdRegistryAbi,
    functionName: 'custodyOf',
    args: [fid],
  });
const usernameOf = (fid: bigint) =>
  client.readContract({
    address: registry,
    abi: devnetIdRegistryAbi,
    functionName: 'usernameOf',
    args: [fid],
  });

/** An ABI item as sorted JSON without what solc adds and encodings ignore (internalType, false flags). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(
      ([key, item]) =>
        key !== 'internalType' &&
        !(key === 'name' && item === '') &&
        !((key === 'anonymous' || key === 'indexed') && item === false),
    )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, item]) => [key, canonical(item)]);
  return Object.fromEntries(entries);
}

const signatures = (abi: Abi): string[] => abi.map((item) => JSON.stringify(canonical(item))).sort();

describe('the typed ID registry ABI', () => {
  it('is the compiled contract’s whole ABI', () => {
    expect(signatures(devnetIdRegistryAbi)).toEqual(signatures(walletportIdRegistryArtifact().abi));
  });
});

describe('seedDevnetFarcaster', () => {
  it('registers account 6 as fid 1 named walletport-dev, then sends nothing on a second run', async () => {
    const custody = devnetAccount(DEVNET_FARCASTER_ACCOUNT.accountIndex).address;
    expect(await idOf(custody)).toBe(0n);
    const lines: string[] = [];
    const first = await seedDevnetFarcaster({ rpcUrl, log: (line) => lines.push(line) });
    expect(first).toEqual({ fid: 1, username: 'walletport-dev', transactions: 2 });
    expect(await idOf(custody)).toBe(1n);
    expect(await custodyOf(1n)).toBe(custody);
    expect(await usernameOf(1n)).toBe('walletport-dev');

    const height = await client.getBlockNumber();
    const again = await seedDevnetFarcaster({ rpcUrl, log: (line) => lines.push(line) });
    expect(again).toEqual({ fid: 1, username: 'walletport-dev', transactions: 0 });
    expect(await client.getBlockNumber()).toBe(height);
    expect(lines).toEqual([
      `[devnet 31337] registered Farcaster fid 1 'walletport-dev' for ${custody}`,
      "[devnet 31337] Farcaster fid 1 'walletport-dev' already registered",
    ]);
  });
});

describe('WalletportIdRegistry', () => {
  it('gives the next fid to each new address, once, and names no custody for unknown fids', async () => {
    const before = await client.readContract({
      address: registry,
      abi: devnetIdRegistryAbi,
      functionName: 'idCounter',
    });
    await send(7, { functionName: 'register' });
    const fid = before + 1n;
    expect(await idOf(devnetAccount(7).address)).toBe(fid);
    expect(await custodyOf(fid)).toBe(devnetAccount(7).address);
    expect(await revertOf(7, { functionName: 'register' })).toBe('HasId');
    expect(await custodyOf(fid + 1n)).toBe(zeroAddress);
    expect(await idOf(devnetAccount(8).address)).toBe(0n);
  });

  it('names an fid only with a free, well-formed name, and frees the old name on a change', async () => {
    expect(await revertOf(9, { functionName: 'setUsername', args: ['nobody'] })).toBe('HasNoId');
    await send(8, { functionName: 'register' });
    const fid = await idOf(devnetAccount(8).address);
    for (const bad of ['Upper', '-dash', 'a'.repeat(17), 'white space', 'émoji', 'a.b']) {
      expect(await revertOf(8, { functionName: 'setUsername', args: [bad] }), bad).toBe('InvalidUsername');
    }
    expect(await revertOf(8, { functionName: 'setUsername', args: ['walletport-dev'] })).toBe(
      'UsernameTaken',
    );

    await send(8, { functionName: 'setUsername', args: ['a'.repeat(16)] });
    expect(await usernameOf(fid)).toBe('a'.repeat(16));
    await send(8, { functionName: 'setUsername', args: ['carol-2'] });
    expect(await usernameOf(fid)).toBe('carol-2');
    // The old name is free again: another fid may take it.
    await send(9, { functionName: 'register' });
    expect(await revertOf(9, { functionName: 'setUsername', args: ['a'.repeat(16)] })).toBeUndefined();
    await send(8, { functionName: 'setUsername', args: [''] });
    expect(await usernameOf(fid)).toBe('');
    expect(
      await client.readContract({
        address: registry,
        abi: devnetIdRegistryAbi,
        functionName: 'idOfUsername',
        args: ['carol-2'],
      }),
    ).toBe(0n);
  });
});
