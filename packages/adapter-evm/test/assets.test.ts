/**
 * getAssets: the connected wallet's wallet_getAssets (EIP-7811) answer turned into core's wallet asset
 * shape, against the real dev wallet on the devnet (which reads every balance from the node).
 */
import { supportsAssetDiscovery } from '@walletport/core/account-data';
import { hasCapability } from '@walletport/core/internal';
import { createDevWallet, devnetMnemonic, devWalletRdns } from '@walletport/dev-wallet';
import { DEVNET_CONTRACTS } from '@walletport/devnet';
import { erc20Abi, formatUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWalletAssetsOf } from '../src/assets.js';
import { createScriptedApprover } from './support/approver.js';
import { rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { openPage } from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});

async function connectedAdapter() {
  const wallet = createDevWallet({
    mnemonic: devnetMnemonic,
    origin: 'http://dapp.test',
    chains: chains.devnet.chains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      tokens: [DEVNET_CONTRACTS.wpusd, DEVNET_CONTRACTS.wpt],
    })),
    approver: createScriptedApprover().approver,
  });
  const page = openPage(chains);
  page.announce(wallet);
  const adapter = page.adapter();
  await adapter.connect({ connectorId: devWalletRdns });
  return adapter;
}

describe('getAssets', () => {
  it('is offered, and the dev wallet reports asset discovery for its chains', async () => {
    const adapter = await connectedAdapter();
    expect(hasCapability(adapter, 'getAssets')).toBe(true);
    const capabilities = await adapter.getCapabilities({ address: ACCOUNT_0 });
    expect(supportsAssetDiscovery(capabilities, 31337)).toBe(true);
  });

  it("returns the chain's native coin and held ERC-20s with hex balances equal to the node's", async () => {
    const adapter = await connectedAdapter();
    const assets = await adapter.getAssets({ address: ACCOUNT_0, chainId: 31337 });
    const client = chains.publicClient(31337);
    const native = assets.find((asset) => asset.type === 'NATIVE');
    expect(native).toMatchObject({ address: 'native', metadata: { symbol: 'ETH', decimals: 18 } });
    expect(BigInt(native?.balance ?? '0x0')).toBe(await client.getBalance({ address: ACCOUNT_0 }));
    for (const asset of assets.filter((entry) => entry.type === 'ERC20')) {
      const held = await client.readContract({
        address: asset.address as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ACCOUNT_0],
      });
      expect(asset.balance).toMatch(/^0x[0-9a-f]+$/);
      expect(formatUnits(BigInt(asset.balance), asset.metadata.decimals)).toBe(
        formatUnits(held, asset.metadata.decimals),
      );
      expect(held).toBeGreaterThan(0n);
    }
  });

  it('accepts the chain id as a number, hex or CAIP-2 and answers for that chain only', async () => {
    const adapter = await connectedAdapter();
    const byNumber = await adapter.getAssets({ address: ACCOUNT_0, chainId: 31338 });
    expect(await adapter.getAssets({ address: ACCOUNT_0, chainId: '0x7a6a' })).toEqual(byNumber);
    expect(await adapter.getAssets({ address: ACCOUNT_0, chainId: 'eip155:31338' })).toEqual(byNumber);
  });
});

describe('readWalletAssetsOf', () => {
  const connectorOf = (request: (args: unknown) => Promise<unknown>) =>
    ({ getProvider: async () => ({ request }) }) as unknown as Parameters<typeof readWalletAssetsOf>[0];

  it('asks for the one chain (chainFilter in hex) and keeps only its fungible assets', async () => {
    const asked: unknown[] = [];
    const connector = connectorOf(async (args) => {
      asked.push(args);
      return {
        '0x1': [
          {
            address: 'native',
            balance: '0x1',
            type: 'native',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
          { address: `0x${'ab'.repeat(20)}`, balance: '0x1', type: 'erc721', metadata: { name: 'Art' } },
          {
            address: 'nope',
            balance: '0x1',
            type: 'erc20',
            metadata: { name: 'Bad', symbol: 'B', decimals: 1 },
          },
        ],
        '0xa': [{ address: 'native', balance: '0x2', type: 'native', metadata: {} }],
      };
    });
    const assets = await readWalletAssetsOf(connector, { address: ACCOUNT_0, chainId: 1 });
    expect(asked).toEqual([
      { method: 'wallet_getAssets', params: [{ account: ACCOUNT_0, chainFilter: ['0x1'] }] },
    ]);
    expect(assets).toEqual([
      {
        address: 'native',
        balance: '0x1',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]);
  });

  it('names a missing connection, and turns a refusal into the typed wallet error', async () => {
    const missing = await rejectionOf(readWalletAssetsOf(undefined, { address: ACCOUNT_0, chainId: 1 }));
    expect(missing.message).toBe('WagmiAdapter:getAssets - connector not found');
    const refusing = connectorOf(async () => {
      throw Object.assign(new Error('Method not supported'), { code: 4200 });
    });
    const refused = await rejectionOf(readWalletAssetsOf(refusing, { address: ACCOUNT_0, chainId: 1 }));
    expect(refused.code).toBe(4200);
  });
});
