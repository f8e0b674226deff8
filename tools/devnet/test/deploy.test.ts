import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { resolveAnvilBinary } from '../src/anvil-binary.js';
import { spawnAnvil } from '../src/anvil-process.js';
import { devnetRpcUrl } from '../src/chains.js';
import { deployDevnetContracts } from '../src/deploy.js';
import { DEVNET_CONTRACTS, devnetAccount } from '../src/deployments.js';
import { startDevnet } from '../src/devnet.js';
import { DevnetError } from '../src/errors.js';
import { waitForRpc } from '../src/rpc-ready.js';
import { devnetViemChain } from '../src/viem-chain.js';
import { distinctFreePorts, testChains } from './helpers.js';

describe('deployDevnetContracts', () => {
  it('refuses to deploy when the deployer nonce has moved, instead of using other addresses', async () => {
    const [port] = await distinctFreePorts(1);
    const config = { id: 31337, name: 'Bare anvil', port: port as number };
    const anvil = spawnAnvil({ binary: resolveAnvilBinary(), chain: config });
    try {
      const rpcUrl = devnetRpcUrl(config.port);
      await waitForRpc({
        rpcUrl,
        expectedChainId: config.id,
        chainName: config.name,
        anvil,
        timeoutMs: 10_000,
      });
      const chain = devnetViemChain(config);
      const wallet = createWalletClient({ account: devnetAccount(0), chain, transport: http(rpcUrl) });
      const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
      await client.waitForTransactionReceipt({
        hash: await wallet.sendTransaction({ to: devnetAccount(1).address, value: parseEther('1') }),
      });

      const error = await deployDevnetContracts({ chain, rpcUrl }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DevnetError);
      expect((error as DevnetError).code).toBe('DEPLOY_FAILED');
      expect((error as DevnetError).details).toContain(
        'multicall3 must be deployed by 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 at nonce 0',
      );
      expect(await client.getCode({ address: DEVNET_CONTRACTS.multicall3 })).toBeUndefined();
    } finally {
      await anvil.stop();
    }
  });
});

describe('startDevnet options', () => {
  it('deploys with interval mining when blockTime is set', async () => {
    const [chain] = await testChains();
    const devnet = await startDevnet({ chains: [chain!], blockTime: 1 });
    try {
      const client = createPublicClient({ transport: http(devnet.chains[0]?.rpcUrl) });
      expect(await client.getCode({ address: DEVNET_CONTRACTS.wpt })).toMatch(/^0x[0-9a-f]{100,}$/);
    } finally {
      await devnet.stop();
    }
  });

  it('forwards anvil output and deployment progress to log', async () => {
    const lines: string[] = [];
    const [chain] = await testChains();
    const devnet = await startDevnet({ chains: [chain!], log: (line) => lines.push(line) });
    await devnet.stop();
    expect(lines.some((line) => line.startsWith('[anvil 31337]'))).toBe(true);
    expect(lines).toContain(`[devnet 31337] deployed wpt at ${DEVNET_CONTRACTS.wpt}`);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects blockTime %s before starting anything',
    async (blockTime) => {
      await expect(startDevnet({ chains: await testChains(), blockTime })).rejects.toMatchObject({
        code: 'INVALID_OPTION',
      });
    },
  );

  it('rejects two chains on one port before starting anything', async () => {
    const [port] = await distinctFreePorts(1);
    const chains = [
      { id: 31337, name: 'a', port: port as number },
      { id: 31338, name: 'b', port: port as number },
    ];
    await expect(startDevnet({ chains })).rejects.toMatchObject({ code: 'INVALID_PORT' });
  });
});
