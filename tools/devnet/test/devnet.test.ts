import { createServer } from 'node:net';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  multicall3Abi,
  parseEventLogs,
  parseUnits,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multicall3Artifact } from '../src/artifacts.js';
import { deployDevnetContracts } from '../src/deploy.js';
import { DEVNET_CONTRACTS, devnetAccount } from '../src/deployments.js';
import { type Devnet, startDevnet } from '../src/devnet.js';
import { DevnetError } from '../src/errors.js';
import { assertPortFree } from '../src/ports.js';
import { devnetViemChain } from '../src/viem-chain.js';
import { distinctFreePorts, testChains, waitUntilGone } from './helpers.js';

let devnet: Devnet;
let startupMs = 0;

beforeAll(async () => {
  const chains = await testChains();
  const startedAt = performance.now();
  devnet = await startDevnet({ chains });
  startupMs = performance.now() - startedAt;
}, 20_000);

afterAll(async () => {
  await devnet?.stop();
});

function chainAt(index: number) {
  const chain = devnet.chains[index];
  if (!chain) throw new Error(`no chain ${index}`);
  return { ...chain, viemChain: devnetViemChain(chain) };
}

function publicClientFor(index: number, onRequest?: (body: string) => void) {
  const chain = chainAt(index);
  return createPublicClient({
    chain: chain.viemChain,
    pollingInterval: 50,
    transport: http(chain.rpcUrl, {
      // Must return nothing: a value returned here would replace the request's fetch arguments.
      onFetchRequest: (_request, init) => {
        onRequest?.(String(init.body));
      },
    }),
  });
}

function walletClientFor(index: number, accountIndex: number) {
  const chain = chainAt(index);
  return createWalletClient({
    account: devnetAccount(accountIndex),
    chain: chain.viemChain,
    transport: http(chain.rpcUrl),
  });
}

const holder = (index: number): Address => devnetAccount(index).address;

describe('startDevnet', () => {
  it('starts both chains (and deploys) within a few seconds', () => {
    console.info(`devnet startup (2 chains + deploy): ${Math.round(startupMs)} ms`);
    expect(startupMs).toBeLessThan(15_000);
  });

  it('runs both chains with their chain ids on the requested ports', async () => {
    expect(devnet.chains.map((chain) => chain.id)).toEqual([31337, 31338]);
    for (const [index, chain] of devnet.chains.entries()) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`);
      expect(await publicClientFor(index).getChainId()).toBe(chain.id);
    }
  });

  it('deploys the contracts at the exported addresses on both chains', async () => {
    expect(devnet.contracts).toEqual(DEVNET_CONTRACTS);
    for (const index of [0, 1]) {
      const client = publicClientFor(index);
      expect(await client.getCode({ address: DEVNET_CONTRACTS.multicall3 })).toBe(
        multicall3Artifact().deployedBytecode,
      );
      for (const key of [
        'wpusd',
        'wpt',
        'ethUsdFeed',
        'wpusdUsdFeed',
        'wptUsdFeed',
        'collectibles',
        'weth',
        'swapFactory',
        'swapRouter',
      ] as const) {
        expect((await client.getCode({ address: DEVNET_CONTRACTS[key] }))?.length, key).toBeGreaterThan(2);
      }
    }
  });

  it('funds the first five accounts with both tokens', async () => {
    const client = publicClientFor(0);
    const read = (address: Address, functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
      client.readContract({ address, abi: erc20Abi, functionName });
    expect(await read(DEVNET_CONTRACTS.wpusd, 'name')).toBe('Walletport USD');
    expect(await read(DEVNET_CONTRACTS.wpusd, 'symbol')).toBe('WPUSD');
    expect(await read(DEVNET_CONTRACTS.wpusd, 'decimals')).toBe(6);
    expect(await read(DEVNET_CONTRACTS.wpusd, 'totalSupply')).toBe(parseUnits('5000000', 6));
    expect(await read(DEVNET_CONTRACTS.wpt, 'name')).toBe('Walletport Token');
    expect(await read(DEVNET_CONTRACTS.wpt, 'symbol')).toBe('WPT');
    expect(await read(DEVNET_CONTRACTS.wpt, 'decimals')).toBe(18);
    const balance = (address: Address, account: Address) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
    // Account 3 keeps its funding; account 4's went partly into the swap pools (swap-pools.ts).
    expect(await balance(DEVNET_CONTRACTS.wpt, holder(3))).toBe(parseUnits('1000000', 18));
    expect(await balance(DEVNET_CONTRACTS.wpt, holder(5))).toBe(0n);
  });

  it('serves viem multicall through the deployed Multicall3 in one eth_call', async () => {
    const bodies: string[] = [];
    const client = publicClientFor(1, (body) => bodies.push(body));
    const results = await client.multicall({
      multicallAddress: devnet.contracts.multicall3,
      allowFailure: false,
      contracts: [
        // Account 3 holds its initial funding: the seeded history moves tokens of accounts 0-2, and
        // account 4 funds the swap pools.
        { address: DEVNET_CONTRACTS.wpusd, abi: erc20Abi, functionName: 'balanceOf', args: [holder(3)] },
        { address: DEVNET_CONTRACTS.wpusd, abi: erc20Abi, functionName: 'decimals' },
        { address: DEVNET_CONTRACTS.wpusd, abi: erc20Abi, functionName: 'symbol' },
        { address: DEVNET_CONTRACTS.wpt, abi: erc20Abi, functionName: 'balanceOf', args: [holder(3)] },
        { address: DEVNET_CONTRACTS.wpt, abi: erc20Abi, functionName: 'decimals' },
        { address: DEVNET_CONTRACTS.wpt, abi: erc20Abi, functionName: 'symbol' },
      ],
    });
    expect(results).toEqual([parseUnits('1000000', 6), 6, 'WPUSD', parseUnits('1000000', 18), 18, 'WPT']);
    const ethCalls = bodies.filter((body) => body.includes('"eth_call"'));
    expect(ethCalls).toHaveLength(1);
    expect(ethCalls[0]?.toLowerCase()).toContain(DEVNET_CONTRACTS.multicall3.toLowerCase());
  });

  it('reports per-call failures through aggregate3 and tryAggregate', async () => {
    const client = publicClientFor(0);
    // Multicall3 holds no tokens, so a transfer it makes must fail without failing the batch.
    const results = await client.multicall({
      multicallAddress: devnet.contracts.multicall3,
      contracts: [
        { address: DEVNET_CONTRACTS.wpt, abi: erc20Abi, functionName: 'transfer', args: [holder(1), 1n] },
        { address: DEVNET_CONTRACTS.wpt, abi: erc20Abi, functionName: 'symbol' },
      ],
    });
    expect(results.map((result) => result.status)).toEqual(['failure', 'success']);
    const tryResults = (
      await client.simulateContract({
        address: DEVNET_CONTRACTS.multicall3,
        abi: multicall3Artifact().abi,
        functionName: 'tryAggregate',
        args: [
          false,
          [
            { target: DEVNET_CONTRACTS.wpt, callData: '0x06fdde03' },
            { target: DEVNET_CONTRACTS.wpt, callData: '0xdeadbeef' },
          ],
        ],
      })
    ).result as { success: boolean }[];
    expect(tryResults.map((result) => result.success)).toEqual([true, false]);
    await expect(
      client.simulateContract({
        address: DEVNET_CONTRACTS.multicall3,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [[{ target: DEVNET_CONTRACTS.wpt, allowFailure: false, callData: '0xdeadbeef' }]],
      }),
    ).rejects.toThrow(/Multicall3: call failed/);
  });

  it('answers Multicall3’s block and balance views', async () => {
    const client = publicClientFor(1);
    // viem's multicall3Abi covers only what viem itself calls; the full ABI is the artifact's.
    const view = <T>(functionName: string, args: readonly unknown[] = []) =>
      client.readContract({
        address: DEVNET_CONTRACTS.multicall3,
        abi: multicall3Artifact().abi,
        functionName,
        args,
      }) as Promise<T>;
    expect(await view<bigint>('getChainId')).toBe(31338n);
    expect(await view<bigint>('getEthBalance', [holder(9)])).toBe(parseUnits('10000', 18));
    expect(await view<bigint>('getBlockNumber')).toBe(await client.getBlockNumber());
    expect(await view<bigint>('getCurrentBlockTimestamp')).toBeGreaterThan(1_600_000_000n);
  });

  it('moves tokens with transfer, approve and transferFrom, and snapshot/revert restores them', async () => {
    const client = publicClientFor(0);
    const balanceOf = (account: Address) =>
      client.readContract({
        address: DEVNET_CONTRACTS.wpusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      });
    const before = await balanceOf(holder(1));
    const snapshot = await devnet.snapshot();
    expect(snapshot).toHaveLength(2);

    const owner = walletClientFor(0, 1);
    const spender = walletClientFor(0, 2);
    const transferHash = await owner.writeContract({
      address: DEVNET_CONTRACTS.wpusd,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [holder(7), 250n],
    });
    const receipt = await client.waitForTransactionReceipt({ hash: transferHash });
    const [transfer] = parseEventLogs({ abi: erc20Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfer?.args).toEqual({ from: holder(1), to: holder(7), value: 250n });

    await client.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: DEVNET_CONTRACTS.wpusd,
        abi: erc20Abi,
        functionName: 'approve',
        args: [holder(2), 100n],
      }),
    });
    expect(
      await client.readContract({
        address: DEVNET_CONTRACTS.wpusd,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [holder(1), holder(2)],
      }),
    ).toBe(100n);
    await client.waitForTransactionReceipt({
      hash: await spender.writeContract({
        address: DEVNET_CONTRACTS.wpusd,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [holder(1), holder(8), 60n],
      }),
    });
    await expect(
      client.simulateContract({
        account: holder(2),
        address: DEVNET_CONTRACTS.wpusd,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [holder(1), holder(8), 41n],
      }),
    ).rejects.toThrow();
    expect(await balanceOf(holder(1))).toBe(before - 310n);
    expect(await balanceOf(holder(8))).toBe(60n);

    await devnet.revert(snapshot);
    expect(await balanceOf(holder(1))).toBe(before);
    expect(await balanceOf(holder(7))).toBe(0n);
    await expect(devnet.revert(snapshot)).rejects.toMatchObject({ code: 'REVERT_FAILED' });
  });

  it('skips deployment when the contracts are already there', async () => {
    const client = publicClientFor(0);
    const nonceBefore = await client.getTransactionCount({ address: holder(0) });
    const chain = chainAt(0);
    const contracts = await deployDevnetContracts({ chain: chain.viemChain, rpcUrl: chain.rpcUrl });
    expect(contracts).toEqual(DEVNET_CONTRACTS);
    expect(await client.getTransactionCount({ address: holder(0) })).toBe(nonceBefore);
  });

  it('fails with an error naming the port when a port is taken, starting nothing', async () => {
    const [takenPort, freePort] = await distinctFreePorts(2);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(takenPort, '127.0.0.1', resolve));
    try {
      const error = await startDevnet({
        chains: [
          { id: 31337, name: 'Walletport Devnet', port: freePort as number },
          { id: 31338, name: 'Walletport Devnet 2', port: takenPort as number },
        ],
      }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DevnetError);
      expect((error as DevnetError).code).toBe('PORT_IN_USE');
      expect((error as DevnetError).shortMessage).toBe(`Port ${takenPort} is already in use`);
      expect((error as DevnetError).details).toContain('Walletport Devnet 2 (chain 31338)');
      await assertPortFree(freePort as number, 'the other chain');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  // Runs last: it stops the shared devnet.
  it('stop() ends every anvil process and frees the ports', async () => {
    const pids = devnet.chains.map((chain) => chain.pid);
    expect(pids.every((pid) => Number.isInteger(pid) && pid > 0)).toBe(true);
    await devnet.stop();
    for (const pid of pids) expect(await waitUntilGone(pid, 0)).toBe(true);
    for (const chain of devnet.chains) await assertPortFree(chain.port, chain.name);
    await devnet.stop();
  });
});
