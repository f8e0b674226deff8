import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVNET_PRICE_FEEDS } from './config-chains.js';
import { ConfigError, findChain, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to production: no demo project, no devnet chains', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: '.data/pglite',
      redisUrl: undefined,
      nameSuffix: '.walletport.id',
      demo: false,
      seedDemoProject: false,
      upstreamTimeoutMs: 10_000,
      priceFeedMaxAgeSeconds: 86_400,
      indexer: { enabled: true, pollMs: 2_000, blocksPerRound: 25 },
      nftMetadataAllowPrivateHosts: false,
    });
    expect(config.chains).toEqual([]);
    expect(config).not.toHaveProperty('prices');
  });

  it('serves only the chains it is given outside the demo setup', () => {
    const config = loadConfig({ CHAIN_RPC_31337: 'http://node:8545' });
    // A chain outside core's catalogue: no Multicall3 or tokens are assumed for it.
    expect(config.chains).toEqual([
      {
        chainId: 31_337,
        caipNetworkId: 'eip155:31337',
        rpcUrls: ['http://node:8545'],
        wsUrls: [],
        multicall3: undefined,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
        // No feed, no price: a production chain is priced only by the feeds it is given.
        priceFeeds: [],
        indexFrom: 'latest',
        spamContracts: [],
      },
    ]);
  });

  it('has working defaults for the local stack with DEMO', () => {
    const config = loadConfig({ DEMO: 'true' });
    expect(config).toMatchObject({ demo: true, seedDemoProject: true });
    expect(config.chains.map((chain) => [chain.chainId, chain.rpcUrls])).toEqual([
      [31_337, ['http://127.0.0.1:8545']],
      [31_338, ['http://127.0.0.1:8546']],
    ]);
    expect(findChain(config, 31_337)?.multicall3).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(findChain(config, 31_337)?.tokens.map((token) => token.symbol)).toEqual(['WPUSD', 'WPT']);
    for (const chainId of [31_337, 31_338]) {
      expect(findChain(config, chainId)).toMatchObject({
        priceFeeds: DEVNET_PRICE_FEEDS,
        indexFrom: 0,
        spamContracts: [],
      });
    }
    expect(DEVNET_PRICE_FEEDS).toEqual([
      { asset: 'native', feed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' },
      {
        asset: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        feed: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      },
      {
        asset: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        feed: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
      },
    ]);
    // The demo's devnets mine a block per transaction: the indexer looks often.
    expect(config.indexer.pollMs).toBe(250);
  });

  it('reads DEMO like any boolean, and SEED_DEMO_PROJECT overrides its demo project either way', () => {
    for (const value of ['1', 'yes', 'ON', ' true ']) expect(loadConfig({ DEMO: value }).demo).toBe(true);
    for (const value of ['0', 'no', 'off', 'false', '']) {
      expect(loadConfig({ DEMO: value })).toMatchObject({ demo: false, seedDemoProject: false, chains: [] });
    }
    expect(loadConfig({ DEMO: 'true', SEED_DEMO_PROJECT: 'false' }).seedDemoProject).toBe(false);
    expect(loadConfig({ SEED_DEMO_PROJECT: 'true' })).toMatchObject({ demo: false, seedDemoProject: true });
    expect(() => loadConfig({ DEMO: 'sometimes' })).toThrow(/DEMO must be true or false, got "sometimes"/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/walletport',
      PGLITE_DIR: 'memory://',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'true',
      SEED_DEMO_PROJECT: 'off',
      NAME_SUFFIX: '.example.id',
      PRICE_FEED_MAX_AGE_SECONDS: '3600',
      INDEXER: 'false',
      INDEXER_POLL_MS: '500',
      INDEXER_BLOCKS_PER_ROUND: '10',
      NFT_METADATA_ALLOW_PRIVATE_HOSTS: 'true',
      UPSTREAM_TIMEOUT_MS: '2500',
      RATE_LIMIT_WINDOW_MS: '1000',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_PROJECT: '10',
      RATE_LIMIT_ANALYTICS_PER_PROJECT: '5',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/walletport',
      pgliteDir: 'memory://',
      redisUrl: 'redis://cache:6379',
      logLevel: 'debug',
      trustProxy: true,
      seedDemoProject: false,
      nameSuffix: '.example.id',
      upstreamTimeoutMs: 2500,
      rateLimit: { windowMs: 1000, perIp: 0, perProject: 10, analyticsPerProject: 5 },
      priceFeedMaxAgeSeconds: 3600,
      indexer: { enabled: false, pollMs: 500, blocksPerRound: 10 },
      nftMetadataAllowPrivateHosts: true,
    });
  });

  it('reads price feeds, the index start and spam contracts per chain', () => {
    const config = loadConfig({
      DEMO: 'true',
      CHAIN_RPC_1: 'https://eth.example/rpc',
      CHAIN_PRICE_FEEDS_1:
        'native:0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419, 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48:0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6',
      CHAIN_INDEX_FROM_1: '19000000',
      CHAIN_SPAM_CONTRACTS_1: '0x0000000000000000000000000000000000000bad',
      CHAIN_PRICE_FEEDS_31338: '',
      CHAIN_INDEX_FROM_31337: 'latest',
    });
    expect(findChain(config, 1)).toMatchObject({
      priceFeeds: [
        { asset: 'native', feed: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419' },
        {
          asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          feed: '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6',
        },
      ],
      indexFrom: 19_000_000,
      spamContracts: ['0x0000000000000000000000000000000000000bad'],
    });
    // An empty list removes the devnet's default feeds: that chain is then priced by nothing.
    expect(findChain(config, 31_338)?.priceFeeds).toEqual([]);
    expect(findChain(config, 31_337)?.indexFrom).toBe('latest');
  });

  it('changes, adds and removes chains through CHAIN_* variables', () => {
    const config = loadConfig({
      DEMO: 'true',
      CHAIN_RPC_31337: 'http://node-a:8545, http://node-b:8545',
      CHAIN_RPC_31338: '',
      CHAIN_RPC_1: 'https://eth.example/rpc',
      CHAIN_WS_1: 'wss://eth.example/ws',
      CHAIN_TOKENS_1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48:USDC:6:USD Coin',
    });
    expect(config.chains.map((chain) => chain.chainId)).toEqual([1, 31_337]);
    expect(findChain(config, 31_337)?.rpcUrls).toEqual(['http://node-a:8545', 'http://node-b:8545']);
    const mainnet = findChain(config, 1);
    expect(mainnet).toMatchObject({ caipNetworkId: 'eip155:1', wsUrls: ['wss://eth.example/ws'] });
    expect(mainnet?.multicall3).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(mainnet?.tokens).toEqual([
      {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        symbol: 'USDC',
        decimals: 6,
        name: 'USD Coin',
      },
    ]);
  });

  it('reports every bad variable at once, by name', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '99999',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://root:hunter2@db/x',
        TRUST_PROXY: 'maybe',
        CHAIN_RPC_5: 'ftp://x',
        CHAIN_TOKENS_31337: 'nope',
        NAME_SUFFIX: 'walletport',
        CHAIN_MULTICALL3_1: '0x12',
        CHAIN_PRICE_FEEDS_31337: 'native:0x12',
        CHAIN_INDEX_FROM_31337: 'soon',
        CHAIN_SPAM_CONTRACTS_31337: 'nope',
        PRICE_FEED_MAX_AGE_SECONDS: '0',
        INDEXER: 'sometimes',
        INDEXER_POLL_MS: '10',
        INDEXER_BLOCKS_PER_ROUND: '5000',
        NFT_METADATA_ALLOW_PRIVATE_HOSTS: 'perhaps',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.variable);
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT',
        'LOG_LEVEL',
        'DATABASE_URL',
        'TRUST_PROXY',
        'CHAIN_RPC_5',
        'CHAIN_TOKENS_31337',
        'NAME_SUFFIX',
        'CHAIN_MULTICALL3_1',
        'CHAIN_PRICE_FEEDS_31337',
        'CHAIN_INDEX_FROM_31337',
        'CHAIN_SPAM_CONTRACTS_31337',
        'PRICE_FEED_MAX_AGE_SECONDS',
        'INDEXER',
        'INDEXER_POLL_MS',
        'INDEXER_BLOCKS_PER_ROUND',
        'NFT_METADATA_ALLOW_PRIVATE_HOSTS',
      ]),
    );
    // A URL with a password is never echoed back.
    expect((error as ConfigError).message).not.toContain('hunter2');
    expect((error as ConfigError).message).toContain('PORT must be an integer from 0 to 65535, got "99999"');
  });

  it('refuses the removed static price variables, so nobody believes a table still prices tokens', () => {
    for (const variable of ['PRICES', 'PRICE_SOURCE_URL']) {
      expect(() => loadConfig({ [variable]: 'ETH=3000' })).toThrow(
        new RegExp(`${variable} is no longer read: prices come only from on-chain feeds`),
      );
    }
  });

  it('requires upstreams for a chain that is configured otherwise', () => {
    expect(() => loadConfig({ CHAIN_MULTICALL3_10: '0xcA11bde05977b3631167028862bE2a173976CA11' })).toThrow(
      /CHAIN_RPC_10 is required/,
    );
  });

  it('throws nothing but ConfigError, whatever the environment (property)', () => {
    const key = fc.constantFrom(
      'PORT',
      'HOST',
      'DATABASE_URL',
      'REDIS_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'DEMO',
      'SEED_DEMO_PROJECT',
      'NAME_SUFFIX',
      'RATE_LIMIT_PER_IP',
      'CHAIN_RPC_1',
      'CHAIN_RPC_31337',
      'CHAIN_TOKENS_31337',
      'CHAIN_WS_31338',
      'CHAIN_MULTICALL3_31337',
      'CHAIN_PRICE_FEEDS_31337',
      'CHAIN_INDEX_FROM_1',
      'CHAIN_SPAM_CONTRACTS_31338',
      'PRICE_FEED_MAX_AGE_SECONDS',
      'INDEXER',
      'INDEXER_POLL_MS',
      'INDEXER_BLOCKS_PER_ROUND',
      'NFT_METADATA_ALLOW_PRIVATE_HOSTS',
    );
    fc.assert(
      fc.property(fc.dictionary(key, fc.string()), (env) => {
        try {
          loadConfig(env);
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
        }
      }),
    );
  });
});
