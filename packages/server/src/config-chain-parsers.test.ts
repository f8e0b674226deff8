import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAddressList, parseIndexStart, parsePriceFeedList } from './config-chain-parsers.js';

const address = fc.stringMatching(/^0x[0-9a-fA-F]{40}$/);

describe('parsePriceFeedList', () => {
  it('reads native and token feeds', () => {
    expect(
      parsePriceFeedList(
        ' NATIVE:0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9 , 0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9,',
      ),
    ).toEqual([
      { asset: 'native', feed: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9' },
      {
        asset: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        feed: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      },
    ]);
    expect(parsePriceFeedList('')).toEqual([]);
  });

  it('names what is wrong', () => {
    const feed = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
    expect(parsePriceFeedList('native')).toMatch(/native:0xFeed/);
    expect(parsePriceFeedList(`native:${feed}:x`)).toMatch(/native:0xFeed/);
    expect(parsePriceFeedList(`eth:${feed}`)).toMatch(/asset must be native or 0x/);
    expect(parsePriceFeedList('native:0x12')).toMatch(/feed must be 0x/);
    expect(parsePriceFeedList(`native:${feed},Native:${feed}`)).toMatch(/twice/);
    const token = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    expect(parsePriceFeedList(`${token}:${feed},${token.toLowerCase()}:${feed}`)).toMatch(/twice/);
  });

  it('round-trips any list of distinct assets, and answers a list or a text for any input (property)', () => {
    const entry = fc.record({ asset: fc.oneof(fc.constant('native' as const), address), feed: address });
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { maxLength: 5, selector: (e) => e.asset.toLowerCase() }),
        (entries) => {
          const text = entries.map((e) => `${e.asset}:${e.feed}`).join(',');
          expect(parsePriceFeedList(text)).toEqual(entries);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parsePriceFeedList(text);
        if (typeof parsed !== 'string') {
          for (const feed of parsed) expect(feed.feed).toMatch(/^0x[0-9a-fA-F]{40}$/);
        }
      }),
    );
  });
});

describe('parseIndexStart', () => {
  it('reads a block number or latest', () => {
    expect(parseIndexStart('0')).toBe(0);
    expect(parseIndexStart(' 19000000 ')).toBe(19_000_000);
    expect(parseIndexStart('LATEST')).toBe('latest');
    for (const bad of ['', '-1', '01', '1.5', '0x10', 'earliest', '99999999999999999']) {
      expect(parseIndexStart(bad), bad).toEqual({ problem: expect.stringMatching(/block number or latest/) });
    }
  });

  it('answers a safe non-negative integer, latest or a text, never throws (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseIndexStart(text);
        if (typeof parsed === 'number') {
          expect(Number.isSafeInteger(parsed) && parsed >= 0).toBe(true);
          expect(String(parsed)).toBe(text.trim());
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(parseIndexStart(String(n))).toBe(n);
      }),
    );
  });
});

describe('parseAddressList', () => {
  it('reads addresses, drops repeats whatever their case, refuses anything else', () => {
    const a = '0x0000000000000000000000000000000000000bad';
    expect(parseAddressList(`${a}, ${a.toUpperCase().replace('0X', '0x')}`)).toEqual([a]);
    expect(parseAddressList('')).toEqual([]);
    expect(parseAddressList(`${a},spam`)).toMatch(/comma-separated list of 0x addresses/);
  });

  it('round-trips distinct addresses (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(address, { maxLength: 6, selector: (a) => a.toLowerCase() }), (list) => {
        expect(parseAddressList(list.join(','))).toEqual(list);
      }),
    );
  });
});
