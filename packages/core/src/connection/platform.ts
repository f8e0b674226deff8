/**
 * Where the page runs, as far as the modal and the wallet-connect flow care. The rules decide from these
 * flags only; detectPlatform (detect-platform.ts) reads them from a browser once per instance, and an app
 * may pass its own through `environment.platform`.
 */
export interface PlatformInfo {
  isMobile: boolean;
  /** Inside a Telegram mini app. */
  isTelegram: boolean;
  isIos: boolean;
  isSafari: boolean;
}

/**
 * On mobile Telegram or iOS Safari, the wallet-connect pairing is awaited once. There the deep
 * link must open inside the visitor's tap, so the URI is made ahead of time and every connect call waits
 * on that one pairing; starting a second pairing would invalidate the link the visitor is opening.
 */
export function awaitsSinglePairing(platform: PlatformInfo): boolean {
  return (platform.isMobile && platform.isTelegram) || (platform.isIos && platform.isSafari);
}
