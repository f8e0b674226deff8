import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PRICES, findChain, loadConfig } from './config.js';

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
    });
    expect(config.chains).toEqual([]);
    expect(config.prices).toEqual(DEFAULT_PRICES);
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
      PRICES: 'eth=2000,ABC=0.5',
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
    });
    expect(config.prices).toMatchObject({ ETH: 2000, ABC: 0.5, USDC: 1 });
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
        PRICES: 'ETH=free',
        NAME_SUFFIX: 'walletport',
        CHAIN_MULTICALL3_1: '0x12',
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
        'PRICES',
        'NAME_SUFFIX',
        'CHAIN_MULTICALL3_1',
      ]),
    );
    // A URL with a password is never echoed back.
    expect((error as ConfigError).message).not.toContain('hunter2');
    expect((error as ConfigError).message).toContain('PORT must be an integer from 0 to 65535, got "99999"');
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
      'PRICES',
      'NAME_SUFFIX',
      'RATE_LIMIT_PER_IP',
      'CHAIN_RPC_1',
      'CHAIN_RPC_31337',
      'CHAIN_TOKENS_31337',
      'CHAIN_WS_31338',
      'CHAIN_MULTICALL3_31337',
      'PRICE_SOURCE_URL',
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
