import { describe, expect, it } from 'vitest';
import { bundledWallets } from './bundled-wallets.js';

describe('the bundled wallet list', () => {
  const wallets = bundledWallets();

  it('holds about forty wallets with unique slug ids, unique names and unique rdns', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(35);
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(wallets.length);
    expect(new Set(wallets.map((wallet) => wallet.name.toLowerCase())).size).toBe(wallets.length);
    const rdns = wallets.map((wallet) => wallet.rdns).filter((value) => typeof value === 'string');
    expect(new Set(rdns).size).toBe(rdns.length);
    for (const wallet of wallets) expect(wallet.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('every wallet has an https homepage and CAIP-2 chains; no images are bundled', () => {
    for (const wallet of wallets) {
      // https only: the UI's wallet-links.ts opens no other web link of a public wallet.
      expect(new URL(wallet.homepage ?? '').protocol, wallet.name).toBe('https:');
      expect(wallet.chains?.length, wallet.name).toBeGreaterThan(0);
      for (const chain of wallet.chains ?? []) expect(chain).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
      expect(wallet.image_id).toBeUndefined();
      expect(wallet.image_url).toBeUndefined();
    }
  });

  it('returns fresh objects, so a caller cannot change the list for the next one', () => {
    const first = bundledWallets();
    (first[0] as { name: string }).name = 'changed';
    expect(bundledWallets()[0]?.name).toBe('MetaMask');
  });
});
