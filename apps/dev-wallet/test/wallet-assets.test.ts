/** wallet_getAssets (EIP-7811) against the real devnet: balances read from the nodes, filters, errors. */
import { DEVNET_CONTRACTS, findFreePorts } from '@walletport/devnet';
import { type Address, encodeFunctionData, erc20Abi, type Hex, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { createDevWallet, type DevWalletChainInput, devnetMnemonic } from '../src/index.js';
import { createScriptedApprover, publicClientFor, rejectionOf } from './support/devnet.js';
import { useWalletTestbed } from './support/wallet-testbed.js';

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Devnet account 5: ether, but none of the devnet tokens. */
const ACCOUNT_5_INDEX = 5;
const tokens: Address[] = [DEVNET_CONTRACTS.wpusd, DEVNET_CONTRACTS.wpt];
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const wpusdMetadata = { name: 'Walletport USD', symbol: 'WPUSD', decimals: 6 };
const wptMetadata = { name: 'Walletport Token', symbol: 'WPT', decimals: 18 };

const testbed = useWalletTestbed();

interface Options {
  chains?: DevWalletChainInput[];
  /** Counts the eth_call requests the wallet sends to the nodes. */
  onRpc?: (method: string) => void;
}

/** A connected wallet on both devnet chains, which lists the devnet tokens. */
async function connectedWallet(options: Options = {}) {
  const approver = createScriptedApprover();
  const wallet = createDevWallet({
    mnemonic: devnetMnemonic,
    accountCount: 6,
    origin: 'http://dapp.test',
    chains:
      options.chains ?? testbed.devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl, tokens })),
    approver: approver.approver,
    fetch: async (input, init) => {
      const body = JSON.parse(String(init?.body)) as { method: string };
      options.onRpc?.(body.method);
      return fetch(input, init);
    },
  });
  await wallet.request({ method: 'eth_requestAccounts' });
  return wallet;
}

const getAssets = (wallet: Awaited<ReturnType<typeof connectedWallet>>, request: Record<string, unknown>) =>
  wallet.request({ method: 'wallet_getAssets', params: [request] }) as Promise<Record<string, unknown[]>>;

const hex = (value: bigint): Hex => `0x${value.toString(16)}`;

async function onNode(chainId: number, account: Address) {
  const client = publicClientFor(testbed.devnet, chainId);
  const tokenBalance = (token: Address) =>
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] });
  return {
    native: hex(await client.getBalance({ address: account })),
    wpusd: hex(await tokenBalance(DEVNET_CONTRACTS.wpusd)),
    wpt: hex(await tokenBalance(DEVNET_CONTRACTS.wpt)),
  };
}

describe('wallet_getAssets', () => {
  it('lists the native coin and the configured tokens on every chain, with balances from the nodes', async () => {
    const wallet = await connectedWallet();
    const assets = await getAssets(wallet, { account: account0 });
    expect(Object.keys(assets)).toEqual(['0x7a69', '0x7a6a']);
    for (const [key, chainId] of [
      ['0x7a69', 31337],
      ['0x7a6a', 31338],
    ] as const) {
      const balances = await onNode(chainId, account0);
      expect(assets[key]).toEqual([
        { address: 'native', balance: balances.native, type: 'native', metadata: ether },
        { address: DEVNET_CONTRACTS.wpusd, balance: balances.wpusd, type: 'erc20', metadata: wpusdMetadata },
        { address: DEVNET_CONTRACTS.wpt, balance: balances.wpt, type: 'erc20', metadata: wptMetadata },
      ]);
    }
    // Account 0 is funded with one million of each (the seeded history sends as much as it receives).
    expect(assets['0x7a69']?.[1]).toMatchObject({ balance: hex(parseUnits('1000000', 6)) });
  });

  it('follows the chain: a transfer shows in the next answer', async () => {
    const wallet = await connectedWallet();
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: ['0x000000000000000000000000000000000000dEaD', 1_500_000n],
    });
    const before = (await getAssets(wallet, { account: account0, chainFilter: ['0x7a69'] }))['0x7a69'];
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: account0, to: DEVNET_CONTRACTS.wpusd, data }],
    })) as Hex;
    await publicClientFor(testbed.devnet, 31337).waitForTransactionReceipt({ hash });
    const after = (await getAssets(wallet, { account: account0, chainFilter: ['0x7a69'] }))['0x7a69'];
    const wpusd = (list: unknown[] = []) => {
      const asset = list.find((item) => (item as { address: string }).address === DEVNET_CONTRACTS.wpusd);
      return BigInt((asset as { balance: Hex }).balance);
    };
    expect(wpusd(after)).toBe(wpusd(before) - 1_500_000n);
  });

  it('leaves out configured tokens the account does not hold, but always lists the native coin', async () => {
    const wallet = await connectedWallet();
    wallet.selectAccount(ACCOUNT_5_INDEX);
    const account5 = wallet.getState().addresses[ACCOUNT_5_INDEX] as Address;
    const assets = await getAssets(wallet, { account: account5, chainFilter: ['0x7a69'] });
    expect(assets).toEqual({
      '0x7a69': [
        {
          address: 'native',
          balance: (await onNode(31337, account5)).native,
          type: 'native',
          metadata: ether,
        },
      ],
    });
  });

  it('narrows to chainFilter and assetTypeFilter (types compared without case)', async () => {
    const wallet = await connectedWallet();
    const onlySecond = await getAssets(wallet, { account: account0, chainFilter: ['0x7a6a', '0x1'] });
    expect(Object.keys(onlySecond)).toEqual(['0x7a6a']);

    const erc20Only = await getAssets(wallet, { account: account0, assetTypeFilter: ['ERC20'] });
    for (const list of Object.values(erc20Only)) {
      expect(list.map((asset) => (asset as { type: string }).type)).toEqual(['erc20', 'erc20']);
    }
    const nativeOnly = await getAssets(wallet, {
      account: account0,
      assetTypeFilter: ['native'],
      chainFilter: ['0x7a69'],
    });
    expect(nativeOnly['0x7a69']).toHaveLength(1);
    // NFTs are not reported by this wallet: asking only for them gives empty lists.
    expect(await getAssets(wallet, { account: account0, assetTypeFilter: ['erc721'] })).toEqual({
      '0x7a69': [],
      '0x7a6a': [],
    });
  });

  it('answers exactly the assets of assetFilter, ignoring the other filters, zero balances included', async () => {
    // This wallet lists no tokens itself: a dapp may still ask for any ERC-20 by address.
    const wallet = await connectedWallet({
      chains: testbed.devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    });
    wallet.selectAccount(ACCOUNT_5_INDEX);
    const account5 = wallet.getState().addresses[ACCOUNT_5_INDEX] as Address;
    const assets = await getAssets(wallet, {
      account: account5,
      chainFilter: ['0x7a6a'],
      assetTypeFilter: ['native'],
      assetFilter: {
        '0x7A69': [
          { address: DEVNET_CONTRACTS.wpt.toLowerCase(), type: 'ERC20' },
          { address: 'native', type: 'native' },
          // Not an ERC-20 there: left out. Nor are NFTs, or a type this wallet does not know.
          { address: DEVNET_CONTRACTS.multicall3, type: 'erc20' },
          { address: DEVNET_CONTRACTS.collectibles, type: 'erc721' },
          { address: DEVNET_CONTRACTS.wpusd, type: 'erc1155' },
        ],
        // A chain the wallet does not serve is left out.
        '0x1': [{ address: 'native', type: 'native' }],
      },
    });
    expect(assets).toEqual({
      '0x7a69': [
        { address: DEVNET_CONTRACTS.wpt, balance: '0x0', type: 'erc20', metadata: wptMetadata },
        {
          address: 'native',
          balance: (await onNode(31337, account5)).native,
          type: 'native',
          metadata: ether,
        },
      ],
    });
  });

  it('reads each token’s name, symbol and decimals once, and its balance every time', async () => {
    const methods: string[] = [];
    const wallet = await connectedWallet({ onRpc: (method) => methods.push(method) });
    await getAssets(wallet, { account: account0, chainFilter: ['0x7a69'] });
    expect(methods.filter((method) => method === 'eth_call')).toHaveLength(8);
    methods.length = 0;
    await getAssets(wallet, { account: account0, chainFilter: ['0x7a69'] });
    expect(methods.sort()).toEqual(['eth_call', 'eth_call', 'eth_getBalance']);
  });

  it('leaves out a chain whose node does not answer, and fails when no chain answers', async () => {
    const [closedPort] = await findFreePorts(1);
    const deadChain = { id: 4242, name: 'Gone', rpcUrl: `http://127.0.0.1:${closedPort}` };
    const [first] = testbed.devnet.chains;
    const wallet = await connectedWallet({
      chains: [{ id: first!.id, name: first!.name, rpcUrl: first!.rpcUrl, tokens }, deadChain],
    });
    expect(Object.keys(await getAssets(wallet, { account: account0 }))).toEqual(['0x7a69']);
    const error = await rejectionOf(getAssets(wallet, { account: account0, chainFilter: ['0x1092'] }));
    expect(error.code).toBe(-32603);
    expect(error.message).toMatch(/unreachable/);
  });

  it('leaves out a listed token that is no ERC-20 on that chain', async () => {
    const [first] = testbed.devnet.chains;
    const wallet = await connectedWallet({
      chains: [
        {
          id: first!.id,
          name: first!.name,
          rpcUrl: first!.rpcUrl,
          tokens: [DEVNET_CONTRACTS.multicall3, ...tokens],
        },
      ],
    });
    const assets = await getAssets(wallet, { account: account0 });
    expect(assets['0x7a69']?.map((asset) => (asset as { address: string }).address)).toEqual([
      'native',
      DEVNET_CONTRACTS.wpusd,
      DEVNET_CONTRACTS.wpt,
    ]);
  });

  it('answers only for the connected account (4100 otherwise)', async () => {
    const approver = createScriptedApprover();
    const stranger = createDevWallet({
      mnemonic: devnetMnemonic,
      chains: testbed.devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
      approver: approver.approver,
    });
    expect((await rejectionOf(getAssets(stranger, { account: account0 }))).code).toBe(4100);
    const wallet = await connectedWallet();
    expect((await rejectionOf(getAssets(wallet, { account: account1 }))).code).toBe(4100);
  });

  it.each([
    [[], 'expects'],
    [[{}], 'account'],
    [[{ account: 'bob' }], 'account'],
    [[{ account: account0, chainFilter: '0x7a69' }], 'chainFilter'],
    [[{ account: account0, chainFilter: [31337] }], 'chainFilter[0]'],
    [[{ account: account0, assetTypeFilter: [''] }], 'assetTypeFilter[0]'],
    [[{ account: account0, assetFilter: [] }], 'assetFilter'],
    [[{ account: account0, assetFilter: { '31337': [] } }], 'assetFilter key'],
    [[{ account: account0, assetFilter: { '0x7a69': [{ address: 'eth', type: 'native' }] } }], 'address'],
    [[{ account: account0, assetFilter: { '0x7a69': [{ address: 'native' }] } }], 'type'],
  ])('refuses params %j with -32602 naming %s', async (params, field) => {
    const wallet = await connectedWallet();
    const error = await rejectionOf(wallet.request({ method: 'wallet_getAssets', params }));
    expect(error.code).toBe(-32602);
    expect(error.message).toContain(field);
  });
});

describe('wallet_getCapabilities', () => {
  it('reports asset discovery on every chain the wallet serves', async () => {
    const wallet = await connectedWallet();
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [account0] })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
      '0x7a6a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    });
  });
});
