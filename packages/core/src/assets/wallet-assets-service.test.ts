/**
 * The walletAssets service over real stores and storage: where tokens come from (wallet, server, native
 * balance), the 30 s portfolio cache, stale answers, failures, and NFTs (docs/account.md).
 */
import { describe, expect, it, vi } from 'vitest';
import { createAccountsStore, updateAccount } from '../accounts/index.js';
import type { ChainAdapter } from '../adapter/index.js';
import type { AccountNft } from '../api/account-nfts-api.js';
import type { FungiblePrice } from '../api/fungible-price-api.js';
import type { FetchBalanceResult } from '../accounts/index.js';
import { applyActiveNetwork, createChainsStore } from '../chains/index.js';
import type { TokenBalance } from '../format/index.js';
import { type CaipNetwork, mainnet, sepolia } from '../networks/index.js';
import { createMemoryStorage, createTypedStorage, storageKeys } from '../storage/index.js';
import { createStore } from '../store/index.js';
import { deferred } from '../../test/deferred.js';
import { createWalletAssetsService } from './wallet-assets-service.js';
import { createInitialWalletAssetsState } from './wallet-assets-state.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const OTHER = '0x00000000000000000000000000000000000000b2';
const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const KEY = `eip155:1:${ADDRESS}`;

const serverNative: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 2000,
  value: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
};
const serverToken: TokenBalance = {
  name: 'Walletport USD',
  symbol: 'WPUSD',
  chainId: 'eip155:1',
  address: `eip155:1:${TOKEN}`,
  quantity: { decimals: '6', numeric: '12' },
  iconUrl: '',
};

interface SetupOptions {
  server?: boolean;
  /** The wallet's capabilities answer; without one the adapter has no asset discovery at all. */
  capabilities?: unknown;
  assets?: unknown[];
  prices?: FungiblePrice[] | Error;
}

function setup(options: SetupOptions = {}) {
  let time = 5_000_000;
  const accounts = createAccountsStore({ namespaces: ['eip155'] });
  const chains = createChainsStore({
    networks: [mainnet, sepolia],
    namespaces: ['eip155'],
    defaultNetwork: mainnet,
  });
  const storage = createTypedStorage(createMemoryStorage(), { logger: { warn: () => {} } });
  const balances = { getBalances: vi.fn(async () => [serverToken, serverNative]) };
  const prices = {
    getPrices: vi.fn(async (_addresses: readonly string[]) => {
      if (options.prices instanceof Error) throw options.prices;
      return options.prices ?? [];
    }),
  };
  const nftItems: AccountNft[] = [
    { chainId: 'eip155:1', contract: TOKEN, tokenId: '1', name: 'One', imageUrl: null, isSpam: false },
    { chainId: 'eip155:1', contract: TOKEN, tokenId: '2', name: 'Junk', imageUrl: null, isSpam: true },
    { chainId: 'eip155:10', contract: TOKEN, tokenId: '3', name: 'Elsewhere', imageUrl: null, isSpam: false },
  ];
  const nfts = { getNfts: vi.fn(async () => nftItems) };
  const capabilities = vi.fn(async () => options.capabilities);
  const getAssets = vi.fn(async () => options.assets ?? []);
  const adapter = {
    namespace: 'eip155',
    ...(options.capabilities === undefined ? {} : { getCapabilities: capabilities, getAssets }),
  } as unknown as ChainAdapter;
  let nativeAnswer: FetchBalanceResult = { status: 'fetched', balance: '0.25', symbol: 'ETH' };
  const nativeBalance = { fetch: vi.fn(async () => nativeAnswer) };
  const store = createStore(createInitialWalletAssetsState());
  const service = createWalletAssetsService({
    store,
    accounts,
    chains,
    adapters: { eip155: adapter },
    server: options.server === false ? undefined : { balances, prices, nfts },
    nativeBalance,
    storage,
    now: () => time,
    logger: { warn: () => {} },
  });
  return {
    service,
    store,
    accounts,
    chains,
    storage,
    balances,
    prices,
    nfts,
    capabilities,
    getAssets,
    nativeBalance,
    tokens: () => accounts.getState().eip155?.tokenBalance,
    connect: (address = ADDRESS) => updateAccount(accounts, 'eip155', { address }),
    switchTo: (network: CaipNetwork) => chains.setState((state) => applyActiveNetwork(state, network)),
    advance: (ms: number) => {
      time += ms;
    },
    setNative: (answer: FetchBalanceResult) => {
      nativeAnswer = answer;
    },
  };
}

describe('tokens from the server', () => {
  it("loads the account's balances into the account's tokenBalance, native first", async () => {
    const h = setup();
    h.connect();
    const tokens = await h.service.refreshTokens();
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'WPUSD']);
    expect(h.tokens()).toEqual(tokens);
    expect(h.balances.getBalances).toHaveBeenCalledWith(ADDRESS, 'eip155:1', { forceUpdate: false });
    expect(h.store.getState().tokens).toMatchObject({
      status: 'ready',
      key: KEY.toLowerCase(),
      source: 'server',
    });
  });

  it('keeps an unpriced token unpriced', async () => {
    const h = setup();
    h.connect();
    const [, wpusd] = await h.service.refreshTokens();
    expect(wpusd).not.toHaveProperty('price');
    expect(wpusd).not.toHaveProperty('value');
  });

  it('reads the 30 s portfolio cache (memory, and storage after a reload), and force skips it', async () => {
    const h = setup();
    h.connect();
    await h.service.refreshTokens();
    await h.service.refreshTokens();
    expect(h.balances.getBalances).toHaveBeenCalledTimes(1);
    const stored = await h.storage.get(storageKeys.portfolioCache(KEY.toLowerCase()));
    expect(stored?.value.map((token) => token.symbol)).toEqual(['WPUSD', 'ETH']);
    await h.service.refreshTokens({ force: true });
    expect(h.balances.getBalances).toHaveBeenLastCalledWith(ADDRESS, 'eip155:1', { forceUpdate: true });
    h.advance(30_000);
    await h.service.refreshTokens();
    expect(h.balances.getBalances).toHaveBeenCalledTimes(3);
  });

  it('shares one load between concurrent callers', async () => {
    const h = setup();
    h.connect();
    await Promise.all([h.service.refreshTokens(), h.service.refreshTokens()]);
    expect(h.balances.getBalances).toHaveBeenCalledTimes(1);
  });

  it("a server failure is the list's failure (TOKEN_BALANCE_UNAVAILABLE), the list stays, nothing rejects", async () => {
    const h = setup();
    h.connect();
    await h.service.refreshTokens();
    h.balances.getBalances.mockRejectedValueOnce(new Error('502'));
    await expect(h.service.refreshTokens({ force: true })).resolves.toHaveLength(2);
    expect(h.store.getState().tokens.status).toBe('error');
    expect(h.store.getState().tokens.error?.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(h.tokens()).toHaveLength(2);
  });

  it("a network the server does not serve (no native item): the adapter's native balance stands in", async () => {
    const h = setup();
    h.balances.getBalances.mockResolvedValueOnce([]);
    h.connect();
    const tokens = await h.service.refreshTokens();
    expect(tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        quantity: { decimals: '18', numeric: '0.25' },
        iconUrl: '',
      },
    ]);
  });

  it('drops the answer for a network the account left meanwhile, and clears that list on the switch', async () => {
    const h = setup();
    h.connect();
    await h.service.refreshTokens();
    const late = deferred<TokenBalance[]>();
    h.balances.getBalances.mockReturnValueOnce(late.promise);
    const loading = h.service.refreshTokens({ force: true });
    h.switchTo(sepolia);
    expect(h.tokens()).toEqual([]);
    late.resolve([serverNative]);
    await loading;
    expect(h.tokens()).toEqual([]);
    expect(h.store.getState().tokens.status).toBe('idle');
  });
});

describe('tokens from the wallet (EIP-7811)', () => {
  const discovery = { '0x1': { assetDiscovery: { supported: true } } };
  const assets = [
    {
      address: 'native',
      balance: '0xde0b6b3a7640000',
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
    {
      address: TOKEN,
      balance: '0x1e8480',
      type: 'ERC20',
      metadata: { name: 'Walletport USD', symbol: 'WPUSD', decimals: 6 },
    },
  ];

  it('are used when the wallet reports asset discovery for the chain, and priced by the feeds', async () => {
    const h = setup({
      capabilities: discovery,
      assets,
      prices: [
        { address: `eip155:1:0x${'e'.repeat(40)}`, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 2000 },
      ],
    });
    h.connect();
    const tokens = await h.service.refreshTokens();
    expect(h.getAssets).toHaveBeenCalledWith({ address: ADDRESS, chainId: 1 });
    expect(h.balances.getBalances).not.toHaveBeenCalled();
    expect(h.prices.getPrices).toHaveBeenCalledWith([`eip155:1:0x${'e'.repeat(40)}`, `eip155:1:${TOKEN}`]);
    expect(tokens).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        price: 2000,
        value: 2000,
        quantity: { decimals: '18', numeric: '1' },
      }),
      expect.objectContaining({
        symbol: 'WPUSD',
        address: `eip155:1:${TOKEN}`,
        quantity: { decimals: '6', numeric: '2' },
      }),
    ]);
    expect(tokens[1]).not.toHaveProperty('price');
    expect(h.store.getState().tokens.source).toBe('wallet');
  });

  it('a failed price lookup leaves the tokens unpriced, not failed', async () => {
    const h = setup({ capabilities: discovery, assets, prices: new Error('502') });
    h.connect();
    const tokens = await h.service.refreshTokens();
    expect(tokens).toHaveLength(2);
    expect(tokens.every((token) => token.price === undefined)).toBe(true);
  });

  it.each([
    ['reports no asset discovery for the chain', { '0x1': { atomic: {} } }],
    ['reports it for another chain only', { '0xa': { assetDiscovery: { supported: true } } }],
  ])('are not asked when the wallet %s: the server answers', async (_case, capabilities) => {
    const h = setup({ capabilities, assets });
    h.connect();
    await h.service.refreshTokens();
    expect(h.getAssets).not.toHaveBeenCalled();
    expect(h.balances.getBalances).toHaveBeenCalled();
  });

  it('a wallet whose getCapabilities or getAssets fails hands over to the server', async () => {
    const h = setup({ capabilities: discovery, assets });
    h.capabilities.mockRejectedValueOnce(Object.assign(new Error('unsupported'), { code: 4200 }));
    h.connect();
    await h.service.refreshTokens();
    expect(h.store.getState().tokens.source).toBe('server');
    const again = setup({ capabilities: discovery, assets });
    again.getAssets.mockRejectedValueOnce(new Error('boom'));
    again.connect();
    await again.service.refreshTokens();
    expect(again.store.getState().tokens.source).toBe('server');
  });

  it("asks the wallet's capabilities once per wallet and address", async () => {
    const h = setup({ capabilities: discovery, assets });
    h.connect();
    await h.service.refreshTokens();
    await h.service.refreshTokens({ force: true });
    expect(h.capabilities).toHaveBeenCalledTimes(1);
  });
});

describe('tokens without a server', () => {
  it('are the native balance alone, from the balance service', async () => {
    const h = setup({ server: false });
    h.connect();
    expect((await h.service.refreshTokens()).map((token) => token.symbol)).toEqual(['ETH']);
    expect(h.store.getState().tokens.source).toBe('native');
  });

  it('fail with TOKEN_BALANCE_UNAVAILABLE when the native balance cannot be read', async () => {
    const h = setup({ server: false });
    h.setNative({ status: 'skipped', reason: 'retry-blocked' });
    h.connect();
    await h.service.refreshTokens();
    expect(h.store.getState().tokens.error?.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
  });

  it('a namespace without balances is an empty, loaded list (never one that loads forever)', async () => {
    const h = setup();
    h.accounts.setState({ bip122: { ...h.accounts.getState().eip155!, address: 'bc1qxyz' } });
    const chainsState = h.chains.getState();
    h.chains.setState({
      activeNamespace: 'bip122',
      activeCaipNetwork: {
        ...mainnet,
        id: 'x',
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
        chainNamespace: 'bip122',
      } as never,
    });
    await expect(h.service.refreshTokens()).resolves.toEqual([]);
    expect(h.store.getState().tokens.status).toBe('ready');
    expect(h.balances.getBalances).not.toHaveBeenCalled();
    h.chains.setState(chainsState);
  });

  it('without an account there is nothing to load', async () => {
    const h = setup();
    await expect(h.service.refreshTokens()).resolves.toEqual([]);
    expect(h.balances.getBalances).not.toHaveBeenCalled();
  });
});

describe('NFTs', () => {
  it("lists the account's NFTs on the network with spam hidden", async () => {
    const h = setup();
    h.connect();
    const items = await h.service.loadNfts();
    expect(items.map((nft) => nft.name)).toEqual(['One']);
    expect(h.store.getState().nfts).toMatchObject({ status: 'ready', items });
    expect(h.nfts.getNfts).toHaveBeenCalledWith(ADDRESS, 'eip155:1');
  });

  it('keeps a list for 30 s; force loads it again', async () => {
    const h = setup();
    h.connect();
    await h.service.loadNfts();
    await h.service.loadNfts();
    expect(h.nfts.getNfts).toHaveBeenCalledTimes(1);
    await h.service.loadNfts({ force: true });
    h.advance(30_000);
    await h.service.loadNfts();
    expect(h.nfts.getNfts).toHaveBeenCalledTimes(3);
  });

  it('a failure is an error state, and another account never sees the previous pictures', async () => {
    const h = setup();
    h.connect();
    await h.service.loadNfts();
    h.connect(OTHER);
    expect(h.store.getState().nfts.items).toEqual([]);
    h.nfts.getNfts.mockRejectedValueOnce(new Error('502'));
    await expect(h.service.loadNfts()).resolves.toEqual([]);
    expect(h.store.getState().nfts).toMatchObject({ status: 'error', items: [] });
  });

  it('are unsupported without a server', async () => {
    const h = setup({ server: false });
    h.connect();
    expect(h.service.supportsNfts('eip155')).toBe(false);
    await h.service.loadNfts();
    expect(h.store.getState().nfts.status).toBe('unsupported');
  });
});
