import { describe, expect, it } from 'vitest';
import { parseCaipNetworkId } from '../caip/index.js';
import { KNOWN_WALLETS } from './known-wallets.js';

describe('KNOWN_WALLETS', () => {
  it('is frozen all the way down, so one consumer cannot change what the next reads', () => {
    const first = KNOWN_WALLETS[0];
    if (first === undefined) throw new Error('the catalogue is empty');
    expect(Object.isFrozen(KNOWN_WALLETS)).toBe(true);
    expect(() => (KNOWN_WALLETS as unknown as unknown[]).push({})).toThrow(TypeError);
    expect(() => {
      (first as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(() => (first.chains as string[]).push('eip155:2')).toThrow(TypeError);
  });

  it('has unique slug ids and rdns, https homepages and CAIP-2 chains', () => {
    expect(new Set(KNOWN_WALLETS.map((wallet) => wallet.id)).size).toBe(KNOWN_WALLETS.length);
    const rdns = KNOWN_WALLETS.flatMap((wallet) => (wallet.rdns === undefined ? [] : [wallet.rdns]));
    expect(new Set(rdns).size).toBe(rdns.length);
    for (const wallet of KNOWN_WALLETS) {
      expect(wallet.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(new URL(wallet.homepage).protocol, wallet.id).toBe('https:');
      expect(wallet.chains.length, wallet.id).toBeGreaterThan(0);
      for (const chain of wallet.chains) expect(() => parseCaipNetworkId(chain), chain).not.toThrow();
    }
  });

  it('certifies only a leading block of the ranking (the most used wallets)', () => {
    const firstUncertified = KNOWN_WALLETS.findIndex((wallet) => wallet.certified !== true);
    expect(firstUncertified).toBeGreaterThan(0);
    expect(KNOWN_WALLETS.slice(firstUncertified).some((wallet) => wallet.certified)).toBe(false);
  });
});
