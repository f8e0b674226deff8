import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mainnet, solana } from '../networks/index.js';
import {
  isCaipNetworkIdSupported,
  isNetworkSupported,
  isSmartAccountEnabled,
  numericNetworkId,
  shouldShowUnsupportedChain,
} from './network-support.js';

const caipId = fc
  .tuple(fc.constantFrom('eip155', 'solana', 'bip122'), fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/))
  .map(([namespace, reference]) => `${namespace}:${reference}`);

describe('network support', () => {
  it('"supported if no requested networks exist"', () => {
    fc.assert(
      fc.property(caipId, (id) => {
        expect(isCaipNetworkIdSupported(id, [])).toBe(true);
      }),
    );
  });

  it('"or it is in the requested list"', () => {
    expect(isCaipNetworkIdSupported('eip155:1', ['eip155:1', 'eip155:10'])).toBe(true);
    expect(isCaipNetworkIdSupported('eip155:137', ['eip155:1', 'eip155:10'])).toBe(false);
  });

  it('property: with requested networks, supported exactly when the id is among them', () => {
    fc.assert(
      fc.property(
        fc.array(caipId, { minLength: 1, maxLength: 8 }),
        caipId,
        fc.boolean(),
        (requested, id, include) => {
          const list = include ? [...requested, id] : requested;
          expect(isCaipNetworkIdSupported(id, list)).toBe(list.includes(id));
        },
      ),
    );
  });

  it('a network requested under its deprecated id is supported', () => {
    expect(isNetworkSupported(solana, ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'])).toBe(true);
    expect(isNetworkSupported(mainnet, ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'])).toBe(false);
    expect(isNetworkSupported(mainnet, [])).toBe(true);
  });
});

describe('smart account enabled', () => {
  it('"Smart account is enabled only when the active network\'s numeric id is in the enabled list"', () => {
    expect(isSmartAccountEnabled(mainnet, [1, 8453])).toBe(true);
    expect(isSmartAccountEnabled(mainnet, [8453])).toBe(false);
    expect(isSmartAccountEnabled(mainnet, [])).toBe(false);
    expect(isSmartAccountEnabled(undefined, [1])).toBe(false);
    // Solana ids are genesis hashes: no numeric id, never enabled.
    expect(isSmartAccountEnabled(solana, [1, 8453])).toBe(false);
  });

  it('property: enabled iff the numeric id is listed, for number and decimal-string ids', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat({ max: 1000 })), fc.boolean(), (id, list, asString) => {
        const enabled = isSmartAccountEnabled({ id: asString ? String(id) : id }, list);
        expect(enabled).toBe(list.includes(id));
      }),
    );
  });

  it('property: numericNetworkId never throws, and round-trips decimal ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (id) => {
        const value = numericNetworkId(id);
        if (value !== undefined) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          expect(String(value)).toBe(String(id));
        }
      }),
    );
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(numericNetworkId(String(n))).toBe(n);
      }),
    );
    expect(numericNetworkId('01')).toBeUndefined();
    expect(numericNetworkId('0x1')).toBeUndefined();
    expect(numericNetworkId(-1)).toBeUndefined();
  });
});

describe('unsupported chain rule', () => {
  it('"A network not in the requested list, with switching enabled and unsupported chains not allowed, opens UnsupportedChain"', () => {
    for (const supported of [true, false]) {
      for (const enableNetworkSwitch of [true, false]) {
        for (const allowUnsupportedChain of [true, false]) {
          expect(shouldShowUnsupportedChain(supported, { enableNetworkSwitch, allowUnsupportedChain })).toBe(
            !supported && enableNetworkSwitch && !allowUnsupportedChain,
          );
        }
      }
    }
  });

  it('defaults: switching enabled, unsupported chains not allowed', () => {
    expect(shouldShowUnsupportedChain(false, {})).toBe(true);
    expect(shouldShowUnsupportedChain(true, {})).toBe(false);
  });
});
