import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createPriceSource,
  createStaticPriceSource,
  createUrlPriceSource,
  parsePriceAnswer,
  type PriceSource,
} from './prices.js';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const table = createStaticPriceSource({ ETH: 3000, WPUSD: 1, wpt: 0.5 });

describe('createStaticPriceSource', () => {
  it('answers known symbols in upper case, ignoring case on both sides', async () => {
    expect(await table.getUsdPrices(['eth', 'WPT'])).toEqual({ ETH: 3000, WPT: 0.5 });
  });

  it('leaves unknown symbols out', async () => {
    expect(await table.getUsdPrices(['DOGE', 'WPUSD'])).toEqual({ WPUSD: 1 });
  });

  it('drops entries of the table that are not prices', async () => {
    const odd = createStaticPriceSource({ NEG: -1, NAN: Number.NaN, OK: 2 });
    expect(await odd.getUsdPrices(['NEG', 'NAN', 'OK'])).toEqual({ OK: 2 });
  });
});

describe('parsePriceAnswer', () => {
  it('keeps finite non-negative numbers of the asked symbols only', () => {
    expect(
      parsePriceAnswer({ eth: 2500, WPT: '1', BAD: -2, INF: Infinity, OTHER: 5 }, [
        'ETH',
        'WPT',
        'BAD',
        'INF',
      ]),
    ).toEqual({
      ETH: 2500,
    });
  });

  it('never throws and only answers valid prices of asked symbols, whatever the body', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 5 }),
        (body, symbols) => {
          const prices = parsePriceAnswer(body, symbols);
          const asked = new Set(symbols.map((symbol) => symbol.toUpperCase()));
          for (const [symbol, price] of Object.entries(prices)) {
            expect(asked.has(symbol)).toBe(true);
            expect(Number.isFinite(price) && price >= 0).toBe(true);
          }
        },
      ),
    );
  });
});

describe('createUrlPriceSource', () => {
  it('asks the URL with the symbols and fills unknown ones from the fallback', async () => {
    const fetch = vi.fn(async (url: URL | RequestInfo) => {
      expect(new URL(String(url)).searchParams.get('symbols')).toBe('ETH,WPT');
      return jsonResponse({ ETH: 2000 });
    });
    const source = createUrlPriceSource({ url: 'https://prices.test/usd', fallback: table, fetch });
    expect(await source.getUsdPrices(['wpt', 'eth'])).toEqual({ ETH: 2000, WPT: 0.5 });
  });

  it('reuses an answer for the TTL, then asks again', async () => {
    let now = 0;
    const fetch = vi.fn(async () => jsonResponse({ ETH: 2000 }));
    const source = createUrlPriceSource({
      url: 'https://prices.test',
      fallback: table,
      fetch,
      ttlMs: 1000,
      now: () => now,
    });
    await source.getUsdPrices(['ETH']);
    now = 999;
    await source.getUsdPrices(['ETH']);
    expect(fetch).toHaveBeenCalledTimes(1);
    now = 1000;
    await source.getUsdPrices(['ETH']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to the table when the URL fails, and reports the failure', async () => {
    const onError = vi.fn();
    const failing = createUrlPriceSource({
      url: 'https://prices.test',
      fallback: table,
      fetch: async () => jsonResponse({}, 503),
      onError,
    });
    expect(await failing.getUsdPrices(['ETH'])).toEqual({ ETH: 3000 });
    expect(onError).toHaveBeenCalledOnce();
    const throwing = createUrlPriceSource({
      url: 'https://prices.test',
      fallback: table,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await throwing.getUsdPrices(['WPUSD'])).toEqual({ WPUSD: 1 });
  });

  it('does not cache a failure: the next request asks the URL again', async () => {
    const fetch = vi.fn(async () => jsonResponse({}, 500));
    const source = createUrlPriceSource({ url: 'https://prices.test', fallback: table, fetch });
    await source.getUsdPrices(['ETH']);
    await source.getUsdPrices(['ETH']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers nothing for no symbols without asking', async () => {
    const fetch = vi.fn();
    const source = createUrlPriceSource({ url: 'https://prices.test', fallback: table, fetch });
    expect(await source.getUsdPrices([])).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('createPriceSource', () => {
  it('is the table alone without a URL', async () => {
    const source: PriceSource = createPriceSource({ prices: { ETH: 1 }, priceSourceUrl: undefined });
    expect(await source.getUsdPrices(['ETH'])).toEqual({ ETH: 1 });
  });

  it('asks the URL first when one is configured', async () => {
    const source = createPriceSource(
      { prices: { ETH: 1 }, priceSourceUrl: 'https://prices.test' },
      { fetch: async () => jsonResponse({ ETH: 7 }) },
    );
    expect(await source.getUsdPrices(['ETH'])).toEqual({ ETH: 7 });
  });
});
