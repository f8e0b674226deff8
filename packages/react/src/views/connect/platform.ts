/**
 * The two facts about the visitor's browser that decide which wallets show (spec §5 connector visibility):
 * is it a phone, and does the page have an injected wallet provider. Read when a view renders, never at
 * import; a server (no window) is a desktop without wallets.
 */
export interface BrowserFacts {
  isMobile: boolean;
  hasInjectedWallet: boolean;
}

interface BrowserLike {
  navigator?: { userAgent?: string; maxTouchPoints?: number };
  matchMedia?: (query: string) => { matches: boolean };
  ethereum?: unknown;
  solana?: unknown;
}

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export function readBrowserFacts(browser: BrowserLike | undefined = globalThis as BrowserLike): BrowserFacts {
  if (browser === undefined || browser.navigator === undefined) {
    return { isMobile: false, hasInjectedWallet: false };
  }
  const agent = browser.navigator.userAgent ?? '';
  // iPadOS reports a desktop Safari agent; a touch screen without a fine pointer gives it away.
  const coarseOnly =
    (browser.navigator.maxTouchPoints ?? 0) > 1 &&
    browser.matchMedia?.('(pointer: coarse)').matches === true &&
    browser.matchMedia?.('(any-pointer: fine)').matches !== true;
  return {
    isMobile: MOBILE_AGENT.test(agent) || coarseOnly,
    hasInjectedWallet: browser.ethereum !== undefined || browser.solana !== undefined,
  };
}
