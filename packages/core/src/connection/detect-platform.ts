/**
 * Reads the PlatformInfo flags from a browser-like host, once per instance: the UI package calls it when
 * it creates an instance and hands the result to core (`environment.platform`), so core's rules (the
 * modal's opening view on mobile, the single awaited wallet-connect pairing) and every view read the same
 * answer. Pure: the host is passed in (`globalThis` in a browser, a plain object in tests), nothing is
 * read at import, and a host without a navigator (a server) is a desktop browser.
 */
import type { PlatformInfo } from './platform.js';

/** The parts of `window` that are read. Every field is optional: hosts differ. */
export interface PlatformHost {
  navigator?: { userAgent?: string; maxTouchPoints?: number } | undefined;
  matchMedia?: ((query: string) => { matches: boolean }) | undefined;
  /** Set by telegram-web-app.js; inside Telegram its `initData` is signed launch data, outside it is empty. */
  Telegram?: { WebApp?: { initData?: unknown } | undefined } | undefined;
  /** Telegram's in-app browser and mini-app webviews (iOS and Android) inject this bridge. */
  TelegramWebviewProxy?: unknown;
}

export const DESKTOP_PLATFORM: Readonly<PlatformInfo> = Object.freeze({
  isMobile: false,
  isTelegram: false,
  isIos: false,
  isSafari: false,
});

const IOS_DEVICE = /\b(iPhone|iPad|iPod)\b/;
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;
/** Apple's Safari says `Version/x Safari/y`; other iOS browsers add their own token to the same engine. */
const SAFARI_AGENT = /\bVersion\/[\d.]+\b.*\bSafari\//;
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|DuckDuckGo|YaBrowser|Chrome|Chromium|Android/;
const TELEGRAM_AGENT = /\bTelegram-(Android|iOS)\b/;

function matches(host: PlatformHost, query: string): boolean {
  try {
    return host.matchMedia?.(query).matches === true;
  } catch {
    // A host whose matchMedia throws (old engines, stubs) answers no media query.
    return false;
  }
}

/**
 * iPadOS 13+ sends the desktop Mac user agent by default: a touch screen whose only pointer is coarse
 * gives a tablet away (a touch-screen laptop also has a fine pointer).
 */
function isTouchOnly(host: PlatformHost): boolean {
  return (
    (host.navigator?.maxTouchPoints ?? 0) > 1 &&
    matches(host, '(pointer: coarse)') &&
    !matches(host, '(any-pointer: fine)')
  );
}

function isTelegramHost(host: PlatformHost, agent: string): boolean {
  if (host.TelegramWebviewProxy !== undefined && host.TelegramWebviewProxy !== null) return true;
  const webApp = host.Telegram?.WebApp;
  if (typeof webApp?.initData === 'string' && webApp.initData !== '') return true;
  // Telegram's Android webview names itself in the user agent; the iOS one does not (the proxy covers it).
  return TELEGRAM_AGENT.test(agent);
}

/** The platform of `host`; a host without a navigator is a desktop browser. Never throws. */
export function detectPlatform(host: PlatformHost | undefined): PlatformInfo {
  const navigator = host?.navigator;
  if (host === undefined || navigator === undefined) return { ...DESKTOP_PLATFORM };
  const agent = typeof navigator.userAgent === 'string' ? navigator.userAgent : '';
  const touchOnly = isTouchOnly(host);
  const isIos = IOS_DEVICE.test(agent) || (agent.includes('Macintosh') && touchOnly);
  return {
    isMobile: isIos || MOBILE_AGENT.test(agent) || touchOnly,
    isTelegram: isTelegramHost(host, agent),
    isIos,
    isSafari: SAFARI_AGENT.test(agent) && !NOT_SAFARI.test(agent),
  };
}
