import { describe, expect, it } from 'vitest';
import { readBrowserFacts } from '../../../src/views/connect/platform.js';

const media = (coarse: boolean) => (query: string) => ({
  matches: query.includes('coarse') ? coarse : !coarse,
});

describe('browser facts', () => {
  it('a server is a desktop without wallets', () => {
    expect(readBrowserFacts({})).toEqual({ isMobile: false, hasInjectedWallet: false });
  });

  it('phones by user agent, and iPadOS by its touch-only pointer', () => {
    const iphone = { navigator: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' } };
    expect(readBrowserFacts(iphone).isMobile).toBe(true);
    const ipad = {
      navigator: { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 },
      matchMedia: media(true),
    };
    expect(readBrowserFacts(ipad).isMobile).toBe(true);
    const laptop = {
      navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', maxTouchPoints: 10 },
      matchMedia: media(false),
    };
    expect(readBrowserFacts(laptop).isMobile).toBe(false);
  });

  it('an injected provider (window.ethereum or window.solana) counts as an installed wallet', () => {
    expect(readBrowserFacts({ navigator: {}, ethereum: {} }).hasInjectedWallet).toBe(true);
    expect(readBrowserFacts({ navigator: {}, solana: {} }).hasInjectedWallet).toBe(true);
    expect(readBrowserFacts({ navigator: {} }).hasInjectedWallet).toBe(false);
  });
});
