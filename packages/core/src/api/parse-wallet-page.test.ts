import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRegistryWallet, parseWalletPage } from './parse-wallet-page.js';

describe('parseWalletPage (GET /getWallets answers)', () => {
  it('reads data and count; drops entries without id or name and repeated ids', () => {
    const page = parseWalletPage({
      count: 120,
      data: [
        {
          id: 'a',
          name: ' Alpha ',
          rdns: 'io.alpha',
          chains: ['eip155:1', 7],
          image_id: 'img-a',
          mobile_link: 'alpha://',
        },
        { id: 'a', name: 'Alpha again' },
        { id: '', name: 'No id' },
        { id: 'b' },
        'nonsense',
        { id: 'c', name: 'Gamma', homepage: 42 },
      ],
    });
    expect(page.count).toBe(120);
    expect(page.wallets.map((wallet) => wallet.id)).toEqual(['a', 'c']);
    expect(page.wallets[0]).toMatchObject({
      name: 'Alpha',
      rdns: 'io.alpha',
      chains: ['eip155:1'],
      image_id: 'img-a',
      mobile_link: 'alpha://',
      desktop_link: null,
    });
    expect(page.wallets[1]?.homepage).toBeUndefined();
  });

  it('a missing or impossible count falls back to what arrived', () => {
    expect(parseWalletPage({ data: [{ id: 'a', name: 'A' }] }).count).toBe(1);
    expect(parseWalletPage({ count: -5, data: [{ id: 'a', name: 'A' }] }).count).toBe(1);
    expect(parseWalletPage({ count: 'many', data: [] }).count).toBe(0);
  });

  it('an answer that is not { data: [...] } is an error (the registry then falls back)', () => {
    expect(() => parseWalletPage(undefined)).toThrow(TypeError);
    expect(() => parseWalletPage({ data: {} })).toThrow(TypeError);
    expect(() => parseWalletPage([])).toThrow(TypeError);
  });

  it('property: never throws anything but TypeError; every wallet has a non-empty id and name', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ count: fc.anything(), data: fc.array(fc.anything()) }),
          fc.record({
            count: fc.integer(),
            data: fc.array(fc.record({ id: fc.anything(), name: fc.anything(), chains: fc.anything() })),
          }),
        ),
        (answer) => {
          let page: ReturnType<typeof parseWalletPage>;
          try {
            page = parseWalletPage(answer);
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError);
            return;
          }
          expect(page.count).toBeGreaterThanOrEqual(page.wallets.length);
          for (const wallet of page.wallets) {
            expect(typeof wallet.id === 'string' && wallet.id.length > 0).toBe(true);
            expect(typeof wallet.name === 'string' && wallet.name.length > 0).toBe(true);
            if (wallet.chains !== undefined)
              expect(wallet.chains.every((chain) => typeof chain === 'string')).toBe(true);
          }
        },
      ),
    );
  });

  it('property: a parsed wallet parses to itself', () => {
    fc.assert(
      fc.property(
        fc.record({ id: fc.string(), name: fc.string(), rdns: fc.option(fc.string()) }),
        (input) => {
          const once = parseRegistryWallet(input);
          if (once !== undefined) expect(parseRegistryWallet(once)).toEqual(once);
        },
      ),
    );
  });
});
