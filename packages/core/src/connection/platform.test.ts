import { describe, expect, it } from 'vitest';
import { awaitsSinglePairing, type PlatformInfo } from './platform.js';

const base: PlatformInfo = { isMobile: false, isTelegram: false, isIos: false, isSafari: false };

describe('awaitsSinglePairing (on mobile Telegram or iOS Safari, the pairing is awaited once)', () => {
  it('is true on mobile Telegram', () => {
    expect(awaitsSinglePairing({ ...base, isMobile: true, isTelegram: true })).toBe(true);
  });

  it('is true on iOS Safari', () => {
    expect(awaitsSinglePairing({ ...base, isMobile: true, isIos: true, isSafari: true })).toBe(true);
  });

  it('is false elsewhere: desktop Telegram, desktop Safari, iOS in another browser, Android', () => {
    expect(awaitsSinglePairing({ ...base, isTelegram: true })).toBe(false);
    expect(awaitsSinglePairing({ ...base, isSafari: true })).toBe(false);
    expect(awaitsSinglePairing({ ...base, isMobile: true, isIos: true })).toBe(false);
    expect(awaitsSinglePairing({ ...base, isMobile: true })).toBe(false);
  });
});
