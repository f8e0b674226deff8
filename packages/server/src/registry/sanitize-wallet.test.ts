import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeWallet } from './sanitize-wallet.js';
import { DEV_WALLET, SEED_WALLETS, seedWalletEntries } from './seed-wallets.js';

describe('sanitizeWallet', () => {
  it('accepts every seed wallet, the dev wallet included, and keeps at least 40 well-known ones', () => {
    expect(SEED_WALLETS.length).toBeGreaterThanOrEqual(41);
    expect(SEED_WALLETS).toContain(DEV_WALLET);
    expect(DEV_WALLET.rdns).toBe('dev.walletport.wallet');
    for (const entry of seedWalletEntries()) {
      const result = sanitizeWallet(entry);
      expect(result, String(entry.id)).toMatchObject({ ok: true });
    }
    expect(new Set(SEED_WALLETS.map((wallet) => wallet.id)).size).toBe(SEED_WALLETS.length);
  });

  it('fills defaults for optional fields', () => {
    expect(sanitizeWallet({ id: 'plain', name: 'Plain' })).toEqual({
      ok: true,
      wallet: {
        id: 'plain',
        name: 'Plain',
        rdns: null,
        homepage: null,
        chains: [],
        mobile_link: null,
        desktop_link: null,
        webapp_link: null,
        image_id: 'plain',
        rank: 1000,
        badge_type: 'none',
      },
    });
  });

  it('names every problem of a bad entry', () => {
    const result = sanitizeWallet({
      id: 'Bad Id',
      name: '<img src=x onerror=alert(1)>',
      rdns: 'not rdns',
      homepage: 'http://insecure.example',
      chains: ['eip155:1', 'nope'],
      mobile_link: 'javascript:alert(1)',
      desktop_link: 'data:text/html,x',
      webapp_link: 'ftp://x',
      image_id: '../x',
      rank: -1,
      badge_type: 'gold',
    });
    expect(result.ok).toBe(false);
    const fields = (result as { problems: string[] }).problems.map((problem) => problem.split(':')[0]);
    expect(fields).toEqual([
      'id',
      'name',
      'rdns',
      'chains',
      'homepage',
      'mobile_link',
      'desktop_link',
      'webapp_link',
      'image_id',
      'rank',
      'badge_type',
    ]);
  });

  it('refuses names with control characters or that are too long', () => {
    expect(sanitizeWallet({ id: 'a', name: 'Tab\tName' }).ok).toBe(false);
    expect(sanitizeWallet({ id: 'a', name: 'x'.repeat(65) }).ok).toBe(false);
    expect(sanitizeWallet({ id: 'a', name: 'Crypto.com Onchain' }).ok).toBe(true);
  });

  it('never throws, and what it accepts it accepts again unchanged (property)', () => {
    const entry = fc.record(
      {
        id: fc.oneof(fc.string(), fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/)),
        name: fc.oneof(fc.string(), fc.constantFrom('MetaMask', 'Wallet 1', 'Ünïcödé')),
        rdns: fc.option(fc.oneof(fc.string(), fc.constant('io.example'))),
        homepage: fc.option(fc.oneof(fc.string(), fc.webUrl())),
        chains: fc.option(fc.array(fc.oneof(fc.string(), fc.constantFrom('eip155:1', 'solana:abc')))),
        mobile_link: fc.option(fc.oneof(fc.string(), fc.constantFrom('metamask://', 'trust://x'))),
        rank: fc.option(fc.oneof(fc.integer(), fc.double())),
        badge_type: fc.option(fc.oneof(fc.string(), fc.constantFrom('none', 'certified'))),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(entry, fc.anything()), (input) => {
        const result = sanitizeWallet(input);
        if (result.ok) expect(sanitizeWallet(result.wallet)).toEqual(result);
        else expect(result.problems.length).toBeGreaterThan(0);
      }),
    );
  });
});
