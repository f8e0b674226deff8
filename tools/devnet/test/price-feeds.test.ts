import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectibleTokenUri, collectiblesBaseUri, DEVNET_COLLECTIBLES } from '../src/collectibles.js';
import { DevnetError } from '../src/errors.js';
import { isHttpBaseUri } from '../src/owner-actions.js';
import {
  DEVNET_DEFAULT_PRICES,
  DEVNET_PRICE_FEED_DECIMALS,
  formatPriceAnswer,
  parsePriceAnswer,
} from '../src/price-feeds.js';

describe('parsePriceAnswer', () => {
  it('turns the default prices into 8-decimal answers', () => {
    expect(DEVNET_PRICE_FEED_DECIMALS).toBe(8);
    expect(parsePriceAnswer(DEVNET_DEFAULT_PRICES.eth)).toBe(287_540_000_000n);
    expect(parsePriceAnswer(DEVNET_DEFAULT_PRICES.wpusd)).toBe(100_000_000n);
    expect(parsePriceAnswer(DEVNET_DEFAULT_PRICES.wpt)).toBe(42_000_000n);
    expect(parsePriceAnswer('0.00000001')).toBe(1n);
  });

  it.each([
    '',
    '.5',
    '5.',
    '01',
    '1e3',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '1,5',
    '0x10',
    '0',
    '0.00000000',
    '0.000000001',
  ])('refuses %j', (text) => {
    expect(() => parsePriceAnswer(text)).toThrow(DevnetError);
  });

  it('round-trips every positive answer through its decimal text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 38n - 1n }), (answer) => {
        expect(parsePriceAnswer(formatPriceAnswer(answer))).toBe(answer);
      }),
    );
  });

  it('either refuses a string or returns a positive answer that formats back to the same number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[0-9.]{1,14}$/)), (text) => {
        let answer: bigint;
        try {
          answer = parsePriceAnswer(text);
        } catch (error) {
          return error instanceof DevnetError && error.code === 'INVALID_OPTION';
        }
        return answer > 0n && Number(formatPriceAnswer(answer)) === Number(text);
      }),
    );
  });
});

describe('collectibles base URI', () => {
  it('is the demo site’s /collectibles/ folder, and tokenURI appends <id>.json', () => {
    expect(DEVNET_COLLECTIBLES.defaultBaseUri).toBe('http://127.0.0.1:5173/collectibles/');
    expect(collectiblesBaseUri('http://127.0.0.1:41234')).toBe('http://127.0.0.1:41234/collectibles/');
    expect(collectiblesBaseUri('http://127.0.0.1:41234/')).toBe('http://127.0.0.1:41234/collectibles/');
    expect(collectibleTokenUri('http://x/c/', 12n)).toBe('http://x/c/12.json');
  });

  it.each([
    ['http://127.0.0.1:5173/collectibles/', true],
    ['https://example.com/', true],
    ['http://127.0.0.1:5173/collectibles', false],
    ['ipfs://bafy/', false],
    ['http://x/?a=/', false],
    ['not a url/', false],
    [`http://x/${'a'.repeat(600)}/`, false],
  ])('accepts %s as a base URI: %s', (value, accepted) => {
    expect(isHttpBaseUri(value)).toBe(accepted);
  });
});
