import { accessSync, constants } from 'node:fs';
import { getContractAddress, isAddressEqual } from 'viem';
import { describe, expect, it } from 'vitest';
import { anvilPlatformPackage, resolveAnvilBinary } from '../src/anvil-binary.js';
import { anvilArgs } from '../src/anvil-process.js';
import { multicall3Artifact } from '../src/artifacts.js';
import {
  DEVNET_CONTRACTS,
  DEVNET_TOKEN_HOLDER_COUNT,
  DEVNET_TOKENS,
  devnetAccount,
  plannedDeployments,
} from '../src/deployments.js';
import { formatDevnetSummary } from '../src/summary.js';
import { devnetViemChain } from '../src/viem-chain.js';

describe('DEVNET_CONTRACTS', () => {
  it('are the addresses account 0 creates at nonces 0 to 10', () => {
    const deployer = devnetAccount(0).address;
    expect(deployer).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    const computed = [0n, 1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n].map((nonce) =>
      getContractAddress({ from: deployer, nonce }),
    );
    expect(computed).toEqual([
      DEVNET_CONTRACTS.multicall3,
      DEVNET_CONTRACTS.wpusd,
      DEVNET_CONTRACTS.wpt,
      DEVNET_CONTRACTS.ethUsdFeed,
      DEVNET_CONTRACTS.wpusdUsdFeed,
      DEVNET_CONTRACTS.wptUsdFeed,
      DEVNET_CONTRACTS.collectibles,
      DEVNET_CONTRACTS.weth,
      DEVNET_CONTRACTS.swapFactory,
      DEVNET_CONTRACTS.swapRouter,
      DEVNET_CONTRACTS.idRegistry,
    ]);
    // Spelled out as the docs and other packages quote them.
    expect(DEVNET_CONTRACTS).toEqual({
      multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      wpusd: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      wpt: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      ethUsdFeed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
      wpusdUsdFeed: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      wptUsdFeed: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
      collectibles: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
      weth: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
      swapFactory: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
      swapRouter: '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318',
      idRegistry: '0x610178dA211FEF7D417bC0e6FeD39F05609AD788',
    });
  });

  it('match the deployment plan, in nonce order', () => {
    const plan = plannedDeployments();
    expect(plan.map((entry) => [entry.key, entry.nonce])).toEqual([
      ['multicall3', 0],
      ['wpusd', 1],
      ['wpt', 2],
      ['ethUsdFeed', 3],
      ['wpusdUsdFeed', 4],
      ['wptUsdFeed', 5],
      ['collectibles', 6],
      ['weth', 7],
      ['swapFactory', 8],
      ['swapRouter', 9],
      ['idRegistry', 10],
    ]);
    for (const entry of plan) expect(isAddressEqual(entry.address, DEVNET_CONTRACTS[entry.key])).toBe(true);
  });

  it('start each feed at 8 decimals with its description and the default price', () => {
    const args = Object.fromEntries(plannedDeployments().map((entry) => [entry.key, entry.args]));
    expect(args.ethUsdFeed).toEqual([8, 'ETH / USD', 287_540_000_000n]);
    expect(args.wpusdUsdFeed).toEqual([8, 'WPUSD / USD', 100_000_000n]);
    expect(args.wptUsdFeed).toEqual([8, 'WPT / USD', 42_000_000n]);
    expect(args.collectibles).toEqual(['http://127.0.0.1:5173/collectibles/']);
    expect(args.swapRouter).toEqual([DEVNET_CONTRACTS.swapFactory, DEVNET_CONTRACTS.weth]);
  });

  it('mint one million of each token to each of the first five accounts', () => {
    const plan = plannedDeployments();
    const wpusd = plan.find((entry) => entry.key === 'wpusd');
    const wpt = plan.find((entry) => entry.key === 'wpt');
    const holders = Array.from(
      { length: DEVNET_TOKEN_HOLDER_COUNT },
      (_, index) => devnetAccount(index).address,
    );
    expect(wpusd?.args).toEqual(['Walletport USD', 'WPUSD', 6, holders, 1_000_000n * 10n ** 6n]);
    expect(wpt?.args).toEqual(['Walletport Token', 'WPT', 18, holders, 1_000_000n * 10n ** 18n]);
    expect(DEVNET_TOKENS.wpusd.decimals).toBe(6);
  });
});

describe('devnetAccount', () => {
  it.each([-1, 10, 1.5, Number.NaN])('rejects index %s', (index) => {
    expect(() => devnetAccount(index)).toThrow(RangeError);
  });
});

describe('anvil', () => {
  it('dates the first block when asked (the seeded history needs a past)', () => {
    expect(anvilArgs({ id: 1, name: 'x', port: 1 }, undefined, 1_700_000_000).slice(-2)).toEqual([
      '--timestamp',
      '1700000000',
    ]);
  });

  it('runs with the devnet mnemonic, 10 funded accounts on loopback, automining by default', () => {
    const args = anvilArgs({ id: 31338, name: 'x', port: 9999 });
    expect(args.join(' ')).toBe(
      '--host 127.0.0.1 --port 9999 --chain-id 31338 --mnemonic test test test test test test test test test test test junk --accounts 10 --balance 10000',
    );
    expect(args).not.toContain('--block-time');
    expect(anvilArgs({ id: 1, name: 'x', port: 1 }, 2).slice(-2)).toEqual(['--block-time', '2']);
  });

  it('maps node platforms to foundry’s binary packages', () => {
    expect(anvilPlatformPackage('linux', 'x64')).toBe('@foundry-rs/anvil-linux-amd64');
    expect(anvilPlatformPackage('darwin', 'arm64')).toBe('@foundry-rs/anvil-darwin-arm64');
    expect(() => anvilPlatformPackage('sunos', 'x64')).toThrow(/not available for this platform/);
  });

  it('resolves an executable binary from the installed package', () => {
    const binary = resolveAnvilBinary();
    expect(binary).toContain(anvilPlatformPackage());
    accessSync(binary, constants.X_OK);
  });
});

describe('devnetViemChain', () => {
  it('points viem at the devnet RPC and the deployed Multicall3', () => {
    const chain = devnetViemChain({ id: 31337, name: 'Walletport Devnet', port: 8545 });
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(chain.contracts?.multicall3?.address).toBe(DEVNET_CONTRACTS.multicall3);
  });
});

describe('artifacts', () => {
  it('load as hex bytecode', () => {
    expect(multicall3Artifact().bytecode).toMatch(/^0x[0-9a-f]+$/);
  });
});

describe('formatDevnetSummary', () => {
  it('lists every RPC URL and contract address', () => {
    const text = formatDevnetSummary(
      {
        chains: [
          { id: 31337, name: 'Walletport Devnet', port: 8545, rpcUrl: 'http://127.0.0.1:8545', pid: 1 },
          { id: 31338, name: 'Walletport Devnet 2', port: 8546, rpcUrl: 'http://127.0.0.1:8546', pid: 2 },
        ],
        contracts: DEVNET_CONTRACTS,
      },
      512.4,
    );
    for (const needle of [
      'http://127.0.0.1:8545',
      'http://127.0.0.1:8546',
      'chain 31338',
      DEVNET_CONTRACTS.multicall3,
      DEVNET_CONTRACTS.wpusd,
      DEVNET_CONTRACTS.wpt,
      DEVNET_CONTRACTS.ethUsdFeed,
      DEVNET_CONTRACTS.wpusdUsdFeed,
      DEVNET_CONTRACTS.wptUsdFeed,
      DEVNET_CONTRACTS.collectibles,
      DEVNET_CONTRACTS.weth,
      DEVNET_CONTRACTS.swapFactory,
      DEVNET_CONTRACTS.swapRouter,
      DEVNET_CONTRACTS.idRegistry,
      "fid 1 'walletport-dev' is account 6",
      'ETH / USD 2875.40',
      'Walletport Collectibles (WPC)',
      'started in 512 ms',
      'Ctrl-C',
    ]) {
      expect(text).toContain(needle);
    }
  });
});
