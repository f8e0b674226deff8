import { DEVNET_CONTRACTS } from '@walletport/devnet';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  configQueryParameter,
  defaultPageConfig,
  PageConfigError,
  parsePageConfig,
  resolvePageConfig,
} from '../src/inpage/config.js';

const chains = [{ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:18545' }];

describe('parsePageConfig', () => {
  it('keeps the defaults for what the JSON leaves out', () => {
    expect(parsePageConfig('{}')).toEqual(defaultPageConfig());
    expect(parsePageConfig(JSON.stringify({ chains }))).toEqual({ chains });
  });

  it('defaults to the devnet chains 31337 and 31338 on ports 8545 and 8546, with the devnet tokens', () => {
    const tokens = [DEVNET_CONTRACTS.wpusd, DEVNET_CONTRACTS.wpt];
    expect(defaultPageConfig().chains).toEqual([
      { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:8545', tokens },
      { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:8546', tokens },
    ]);
  });

  it('reads token lists as checksummed addresses', () => {
    const text = JSON.stringify({ chains: [{ ...chains[0], tokens: [DEVNET_CONTRACTS.wpt.toLowerCase()] }] });
    expect(parsePageConfig(text).chains[0]?.tokens).toEqual([DEVNET_CONTRACTS.wpt]);
    for (const tokens of ['0x1', ['0x1'], [DEVNET_CONTRACTS.wpt, DEVNET_CONTRACTS.wpt.toLowerCase()]]) {
      expect(() => parsePageConfig(JSON.stringify({ chains: [{ ...chains[0], tokens }] }))).toThrow(
        'chains[0].tokens',
      );
    }
  });

  it('reads every option', () => {
    const text = JSON.stringify({
      chains: [{ ...chains[0], nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 } }],
      accountCount: 3,
      mnemonic:
        'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      setWindowEthereum: false,
      collapsed: true,
    });
    expect(parsePageConfig(text)).toMatchObject({
      accountCount: 3,
      setWindowEthereum: false,
      collapsed: true,
    });
  });

  it.each([
    ['not json', 'not valid JSON'],
    ['[]', 'JSON object'],
    ['{"chains":[]}', 'non-empty'],
    ['{"chains":[{"id":"1","name":"x","rpcUrl":"http://a"}]}', 'chains[0].id'],
    ['{"chains":[{"id":1,"name":"","rpcUrl":"http://a"}]}', 'chains[0].name'],
    ['{"chains":[{"id":1,"name":"x","rpcUrl":"ws://a"}]}', 'chains[0].rpcUrl'],
    [
      '{"chains":[{"id":1,"name":"x","rpcUrl":"http://a"},{"id":1,"name":"y","rpcUrl":"http://b"}]}',
      'distinct',
    ],
    ['{"accountCount":0}', 'accountCount'],
    ['{"collapsed":"yes"}', 'collapsed'],
  ])('rejects %s', (text, reason) => {
    expect(() => parsePageConfig(text)).toThrow(reason);
  });

  it('reads the local Solana chain, on this machine only', () => {
    expect(
      parsePageConfig(
        JSON.stringify({
          solana: { rpcUrl: 'http://127.0.0.1:18899/', mint: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' },
        }),
      ).solana,
    ).toEqual({ rpcUrl: 'http://127.0.0.1:18899', mint: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' });
    expect(() =>
      parsePageConfig(JSON.stringify({ solana: { rpcUrl: 'https://api.mainnet-beta.solana.com' } })),
    ).toThrow(PageConfigError);
    expect(() => parsePageConfig(JSON.stringify({ solana: 'http://127.0.0.1:8899' }))).toThrow(
      PageConfigError,
    );
  });

  it('round-trips any valid config through JSON', () => {
    const chain = fc.record({
      id: fc.integer({ min: 1, max: 2 ** 40 }),
      name: fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s !== ''),
      rpcUrl: fc.constantFrom('http://127.0.0.1:8545', 'https://rpc.example/path'),
    });
    const config = fc.record(
      {
        chains: fc.uniqueArray(chain, { minLength: 1, maxLength: 3, selector: (c) => c.id }),
        accountCount: fc.integer({ min: 1, max: 100 }),
        setWindowEthereum: fc.boolean(),
        collapsed: fc.boolean(),
      },
      { requiredKeys: ['chains'] },
    );
    fc.assert(
      fc.property(config, (value) => {
        expect(parsePageConfig(JSON.stringify(value))).toEqual(value);
      }),
    );
  });

  it('throws nothing but PageConfigError for any text', () => {
    const texts = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((v) => JSON.stringify(v) ?? 'undefined'),
    );
    fc.assert(
      fc.property(texts, (text) => {
        try {
          parsePageConfig(text);
        } catch (error) {
          return error instanceof PageConfigError;
        }
        return true;
      }),
    );
  });
});

describe('resolvePageConfig', () => {
  const stored = JSON.stringify({ chains: [{ id: 5, name: 'Stored', rpcUrl: 'http://127.0.0.1:1' }] });
  const query = `?${configQueryParameter}=${encodeURIComponent(JSON.stringify({ chains }))}`;

  it('prefers the query parameter, then localStorage, then the defaults', () => {
    expect(resolvePageConfig({ search: query, readStorage: () => stored })).toMatchObject({
      source: 'query',
      config: { chains },
    });
    expect(resolvePageConfig({ search: '?other=1', readStorage: () => stored })).toMatchObject({
      source: 'localStorage',
      config: { chains: [{ id: 5 }] },
    });
    expect(resolvePageConfig({ search: '', readStorage: () => null })).toEqual({
      source: 'default',
      config: defaultPageConfig(),
      chainsGiven: false,
      warnings: [],
    });
  });

  it("reads the page script's data-config after the query and before localStorage", () => {
    const attribute = JSON.stringify({ chains: [{ id: 7, name: 'Script', rpcUrl: 'http://127.0.0.1:2' }] });
    const readScriptAttribute = () => attribute;
    expect(resolvePageConfig({ search: '', readStorage: () => stored, readScriptAttribute })).toMatchObject({
      source: 'script',
      config: { chains: [{ id: 7 }] },
    });
    expect(resolvePageConfig({ search: query, readStorage: () => stored, readScriptAttribute }).source).toBe(
      'query',
    );
    expect(
      resolvePageConfig({ search: '', readStorage: () => stored, readScriptAttribute: () => null }).source,
    ).toBe('localStorage');
  });

  it('skips a broken source with a warning instead of failing', () => {
    const broken = `?${configQueryParameter}=%7Bnope`;
    const resolved = resolvePageConfig({ search: broken, readStorage: () => stored });
    expect(resolved.source).toBe('localStorage');
    expect(resolved.warnings).toEqual(['query: the dev wallet config is not valid JSON']);
    const blocked = resolvePageConfig({
      search: '',
      readStorage: () => {
        throw new Error('SecurityError');
      },
    });
    expect(blocked.source).toBe('default');
    expect(blocked.warnings[0]).toContain('SecurityError');
  });
});
