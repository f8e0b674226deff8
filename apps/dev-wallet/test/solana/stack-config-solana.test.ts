import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseStackConfig,
  parseStackSolana,
  StackConfigError,
  serializeStackConfig,
} from '../../src/inpage/stack-config.js';
import { createSolanaRpcStatusMonitor, describeSolanaRpcStatus } from '../../src/inpage/solana-rpc-status.js';
import { parseWcPageOptions } from '../../src/walletconnect/page-options.js';

const chains = [{ id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:18545' }];
const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const localUrl = (schemes: string[]) =>
  fc
    .record({
      scheme: fc.constantFrom(...schemes),
      host: fc.constantFrom('127.0.0.1', 'localhost'),
      port: fc.integer({ min: 1024, max: 65_535 }),
    })
    .map(({ scheme, host, port }) => `${scheme}://${host}:${port}`);
const mint = fc
  .array(fc.constantFrom(...base58Alphabet), { minLength: 32, maxLength: 44 })
  .map((chars) => chars.join(''));

describe('the stack config solana field', () => {
  it('property: valid { rpcUrl, wsUrl?, mint? } round-trips through serialize and parse', () => {
    fc.assert(
      fc.property(
        localUrl(['http', 'https']),
        fc.option(localUrl(['ws', 'wss']), { nil: undefined }),
        fc.option(mint, { nil: undefined }),
        (rpcUrl, wsUrl, mintAddress) => {
          const solana = { rpcUrl, ...(wsUrl && { wsUrl }), ...(mintAddress && { mint: mintAddress }) };
          const parsed = parseStackConfig(serializeStackConfig(chains, { solana }));
          expect(parsed.solana).toEqual(solana);
          expect(parsed.version).toBe(1);
        },
      ),
    );
  });

  it('is optional: a config without it parses as before', () => {
    expect(parseStackConfig(JSON.stringify({ version: 1, chains })).solana).toBeUndefined();
    expect(serializeStackConfig(chains)).not.toContain('solana');
  });

  it('property: non-local hosts, other schemes and malformed mints are refused with StackConfigError', () => {
    const badRpc = fc.oneof(
      fc.constantFrom(
        'http://example.com:8899',
        'ws://127.0.0.1:8900',
        'http://u:p@127.0.0.1:1',
        'http://127.0.0.1:1/?q',
      ),
      fc.string(),
      fc.integer(),
    );
    fc.assert(
      fc.property(badRpc, (rpcUrl) => {
        expect(() => parseStackSolana({ rpcUrl })).toThrow(StackConfigError);
      }),
    );
    const badWs = fc.constantFrom(
      'http://127.0.0.1:8900',
      'ws://10.0.0.1:8900',
      'wss://evil.test',
      'ws://127.0.0.1:1#x',
    );
    fc.assert(
      fc.property(badWs, (wsUrl) => {
        expect(() => parseStackSolana({ rpcUrl: 'http://127.0.0.1:8899', wsUrl })).toThrow(StackConfigError);
      }),
    );
    const badMint = fc.oneof(
      fc.string().filter((s) => !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(s)),
      fc.integer(),
      fc.constant('0OIl'.repeat(10)),
    );
    fc.assert(
      fc.property(badMint, (value) => {
        expect(() => parseStackSolana({ rpcUrl: 'http://127.0.0.1:8899', mint: value })).toThrow(
          StackConfigError,
        );
      }),
    );
    for (const value of [null, [], 'http://127.0.0.1:8899']) {
      expect(() => parseStackConfig(JSON.stringify({ version: 1, chains, solana: value }))).toThrow(
        StackConfigError,
      );
    }
  });

  it('writes URLs in one canonical spelling', () => {
    expect(parseStackSolana({ rpcUrl: 'http://LOCALHOST:8899/', wsUrl: 'ws://127.0.0.1:8900/' })).toEqual({
      rpcUrl: 'http://localhost:8899',
      wsUrl: 'ws://127.0.0.1:8900',
    });
  });
});

describe('the Solana RPC status', () => {
  it('is ok when getGenesisHash answers and names the URL when nothing answers', async () => {
    const answering: typeof fetch = async () =>
      new Response(
        JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP2NrKvqP5BtQX' }),
      );
    const ok = await createSolanaRpcStatusMonitor({
      url: 'http://127.0.0.1:8899',
      source: 'test',
      fetch: answering,
    }).check();
    expect(ok.health).toBe('ok');
    expect(describeSolanaRpcStatus(ok)).toEqual({
      text: 'http://127.0.0.1:8899 answers (Solana Local).',
      problem: false,
    });
    const refusing: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const down = await createSolanaRpcStatusMonitor({
      url: 'http://127.0.0.1:1',
      source: 'test',
      fetch: refusing,
    }).check();
    expect(down.health).toBe('unreachable');
    const { text, problem } = describeSolanaRpcStatus(down);
    expect(problem).toBe(true);
    expect(text).toMatch(/^Cannot reach the Solana chain at http:\/\/127.0.0.1:1: .*Failed to fetch/);
  });
});

describe('the WalletConnect page solanaRpcUrl option', () => {
  it('reads ?solanaRpcUrl= and skips a non-http value with a warning', () => {
    expect(parseWcPageOptions('?solanaRpcUrl=http%3A%2F%2F127.0.0.1%3A18899').solanaRpcUrl).toBe(
      'http://127.0.0.1:18899',
    );
    const bad = parseWcPageOptions('?solanaRpcUrl=ws%3A%2F%2Fx');
    expect(bad.solanaRpcUrl).toBe('http://127.0.0.1:8899');
    expect(bad.warnings[0]).toMatch(/solanaRpcUrl/);
  });
});
