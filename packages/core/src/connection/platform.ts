/**
 * Where the page runs, as far as the wallet-connect flow cares. Detection (user agent, Telegram's
 * WebApp object) belongs to the host-side code that builds the service; core only decides from flags.
 */
export interface PlatformInfo {
  isMobile: boolean;
  /** Inside a Telegram mini app. */
  isTelegram: boolean;
  isIos: boolean;
  isSafari: boolean;
}

/**
 * Spec §4: "On mobile Telegram or iOS Safari, the wallet-connect pairing is awaited once". There the deep
 * link must open inside the visitor's tap, so the URI is made ahead of time and every connect call waits
 * on that one pairing; starting a second pairing would invalidate the link the visitor is opening.
 */
export function awaitsSinglePairing(platform: PlatformInfo): boolean {
  return (platform.isMobile && platform.isTelegram) || (platform.isIos && platform.isSafari);
}
