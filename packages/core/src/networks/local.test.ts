import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidCaipNetworkIdError } from '../caip/index.js';
import { WalletportError } from '../errors/base.js';
import { type LocalDevnetOptions, localDevnet, walletportDevnet, walletportDevnet2 } from './local.js';

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

function expectInvalidOptions(options: LocalDevnetOptions, detailsPart: string): void {
  const error = catchError(() => localDevnet(options));
  expect(error).toBeInstanceOf(WalletportError);
  expect((error as WalletportError).message).toBe('Invalid local devnet options');
  expect((error as WalletportError).code).toBe('INVALID_LOCAL_DEVNET_OPTIONS');
  expect((error as WalletportError).details).toContain(detailsPart);
}

describe('walletportDevnet', () => {
  it('is chain 31337 on 127.0.0.1:8545', () => {
    expect(walletportDevnet).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Walletport Devnet',
      testnet: true,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
    });
  });
});

describe('walletportDevnet2', () => {
  it('is chain 31338 on 127.0.0.1:8546', () => {
    expect(walletportDevnet2).toMatchObject({
      id: 31338,
      caipNetworkId: 'eip155:31338',
      name: 'Walletport Devnet 2',
      testnet: true,
      nativeCurrency: { symbol: 'ETH' },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    });
  });
});

describe('localDevnet', () => {
  it('builds a local network on a configurable port', () => {
    const network = localDevnet({ id: 1337, name: 'My Chain', port: 9545 });
    expect(network.caipNetworkId).toBe('eip155:1337');
    expect(network.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:9545'],
      webSocket: ['ws://127.0.0.1:9545'],
    });
    expect(network.testnet).toBe(true);
    expect(network.assets?.imageId).toBe('devnet');
  });

  it('takes a full RPC URL instead of a port', () => {
    const network = localDevnet({ id: 1337, name: 'Remote', rpcUrl: 'https://devnet.example.org/rpc' });
    expect(network.rpcUrls.default).toEqual({ http: ['https://devnet.example.org/rpc'] });
  });

  it('passes currency, image and contracts through', () => {
    const network = localDevnet({
      id: 1337,
      name: 'Custom',
      port: 8545,
      nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
      imageId: 'custom',
      contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
    });
    expect(network.nativeCurrency.symbol).toBe('TST');
    expect(network.assets?.imageId).toBe('custom');
    expect(network.contracts?.multicall3?.address).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
  });

  it('returns a frozen network', () => {
    expect(Object.isFrozen(localDevnet({ id: 1337, name: 'X', port: 8545 }).rpcUrls.default.http)).toBe(true);
  });

  it.each([0, 65_536, 1.5, -1, Number.NaN])('rejects the port %j', (port) => {
    expectInvalidOptions({ id: 1337, name: 'X', port }, 'port must be an integer');
  });

  it.each(['not a url', 'ftp://127.0.0.1:8545', 'ws://127.0.0.1:8545', ''])(
    'rejects the rpcUrl %j',
    (rpcUrl) => {
      expectInvalidOptions({ id: 1337, name: 'X', rpcUrl }, 'rpcUrl must be an http(s) URL');
    },
  );

  it('requires a port or an rpcUrl', () => {
    expectInvalidOptions({ id: 1337, name: 'X' } as LocalDevnetOptions, 'either port or rpcUrl');
  });

  it('rejects an id that is not a positive integer', () => {
    expect(() => localDevnet({ id: 0, name: 'X', port: 8545 })).toThrow(InvalidCaipNetworkIdError);
  });

  it('serves any valid port on 127.0.0.1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65_535 }), fc.integer({ min: 1, max: 2 ** 32 }), (port, id) => {
        const url = new URL(localDevnet({ id, name: 'X', port }).rpcUrls.default.http[0] ?? '');
        expect(url.hostname).toBe('127.0.0.1');
        expect(url.port === '' ? 80 : Number(url.port)).toBe(port);
      }),
    );
  });

  it('throws only its documented errors for any port', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (port) => {
        try {
          localDevnet({ id: 1337, name: 'X', port });
        } catch (error) {
          expect((error as WalletportError).message).toBe('Invalid local devnet options');
        }
      }),
    );
  });
});
