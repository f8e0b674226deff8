import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEVNET_CHAINS,
  DEVNET_MNEMONIC,
  DEVNET_PORT_ENV_VARS,
  devnetChainConfigs,
  devnetRpcUrl,
  parseDevnetPort,
} from '../src/chains.js';
import { DevnetError } from '../src/errors.js';

describe('DEVNET_CHAINS', () => {
  it('matches the ids, names and default ports of core network catalogue entries', () => {
    // Keep in step with packages/core walletportDevnet / walletportDevnet2.
    expect(DEVNET_CHAINS).toEqual([
      { id: 31337, name: 'Walletport Devnet', port: 8545 },
      { id: 31338, name: 'Walletport Devnet 2', port: 8546 },
    ]);
  });

  it('uses anvil’s well-known test mnemonic', () => {
    expect(DEVNET_MNEMONIC).toBe('test test test test test test test test test test test junk');
  });

  it('serves RPC on loopback only', () => {
    expect(devnetRpcUrl(8545)).toBe('http://127.0.0.1:8545');
  });
});

describe('devnetChainConfigs', () => {
  it('gives the default ports without overrides', () => {
    expect(devnetChainConfigs({})).toEqual([
      { id: 31337, name: 'Walletport Devnet', port: 8545 },
      { id: 31338, name: 'Walletport Devnet 2', port: 8546 },
    ]);
  });

  it('takes each port from its own environment variable', () => {
    const configs = devnetChainConfigs({
      WALLETPORT_DEVNET_PORT_1: '9545',
      WALLETPORT_DEVNET_PORT_2: ' 9546 ',
    });
    expect(configs.map((chain) => chain.port)).toEqual([9545, 9546]);
    expect(devnetChainConfigs({ WALLETPORT_DEVNET_PORT_2: '9000' }).map((chain) => chain.port)).toEqual([
      8545, 9000,
    ]);
  });

  it('treats an empty override as unset', () => {
    expect(devnetChainConfigs({ WALLETPORT_DEVNET_PORT_1: '' })[0]?.port).toBe(8545);
  });

  it('rejects an invalid override, naming the variable', () => {
    const attempt = () => devnetChainConfigs({ WALLETPORT_DEVNET_PORT_1: '85a45' });
    expect(attempt).toThrow(DevnetError);
    expect(attempt).toThrow(/WALLETPORT_DEVNET_PORT_1 must be a whole number from 1 to 65535, got "85a45"/);
  });

  it('rejects two chains on the same port', () => {
    expect(() => devnetChainConfigs({ WALLETPORT_DEVNET_PORT_2: '8545' })).toThrow(
      /Both devnet chains would use port 8545/,
    );
  });

  it('reads process.env by default', () => {
    const previous = process.env.WALLETPORT_DEVNET_PORT_1;
    process.env.WALLETPORT_DEVNET_PORT_1 = '12345';
    try {
      expect(devnetChainConfigs()[0]?.port).toBe(12345);
    } finally {
      if (previous === undefined) delete process.env.WALLETPORT_DEVNET_PORT_1;
      else process.env.WALLETPORT_DEVNET_PORT_1 = previous;
    }
  });

  it('names one env variable per chain', () => {
    expect(DEVNET_PORT_ENV_VARS).toHaveLength(DEVNET_CHAINS.length);
  });
});

describe('parseDevnetPort', () => {
  it.each(['0', '65536', '-1', '+80', '0x1F90', '8e3', '80.0', '', ' ', '1_000', '008545'])(
    'rejects %j',
    (value) => {
      expect(() => parseDevnetPort(value, 'PORT')).toThrow(DevnetError);
    },
  );

  it.each([
    ['1', 1],
    ['8545', 8545],
    ['65535', 65535],
    ['08545', 8545],
  ] as const)('accepts %j', (value, port) => {
    expect(parseDevnetPort(value, 'PORT')).toBe(port);
  });

  it('round-trips every valid port', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65_535 }), (port) => {
        expect(parseDevnetPort(String(port), 'PORT')).toBe(port);
      }),
    );
  });

  it('either returns a valid port or throws an INVALID_PORT DevnetError, for any input', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        try {
          const port = parseDevnetPort(value, 'PORT');
          expect(Number.isInteger(port) && port >= 1 && port <= 65_535).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(DevnetError);
          expect((error as DevnetError).code).toBe('INVALID_PORT');
          expect((error as DevnetError).details).toContain('PORT must be');
        }
      }),
    );
  });
});
