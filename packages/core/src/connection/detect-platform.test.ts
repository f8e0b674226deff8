import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESKTOP_PLATFORM, detectPlatform, type PlatformHost } from './detect-platform.js';
import { awaitsSinglePairing, type PlatformInfo } from './platform.js';

/** Real user agents, as the browsers send them. */
const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  /** iPadOS 13+ by default: the Mac's user agent. */
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  androidTelegram:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240605.024; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Telegram-Android/11.0.0 (Google Pixel 8; Android 14; SDK 34; HIGH)',
} as const;

/** A browser with a mouse or trackpad (fine pointer) unless `touchOnly`. */
function host(userAgent: string, extra: Partial<PlatformHost> & { touchOnly?: boolean } = {}): PlatformHost {
  const { touchOnly = false, ...rest } = extra;
  return {
    navigator: { userAgent, maxTouchPoints: touchOnly ? 5 : 0 },
    matchMedia: (query) => ({
      matches:
        query === '(pointer: coarse)' ? touchOnly : query === '(any-pointer: fine)' ? !touchOnly : false,
    }),
    ...rest,
  };
}

const flags = (isMobile: boolean, isIos: boolean, isSafari: boolean, isTelegram = false): PlatformInfo => ({
  isMobile,
  isIos,
  isSafari,
  isTelegram,
});

describe('detectPlatform: real user agents', () => {
  it.each([
    ['iPhone Safari', host(UA.iphoneSafari, { touchOnly: true }), flags(true, true, true)],
    ['iPhone Chrome', host(UA.iphoneChrome, { touchOnly: true }), flags(true, true, false)],
    ['iPhone Firefox', host(UA.iphoneFirefox, { touchOnly: true }), flags(true, true, false)],
    ['iPhone in-app web view', host(UA.iphoneWebView, { touchOnly: true }), flags(true, true, false)],
    ['iPad Safari', host(UA.ipadSafari, { touchOnly: true }), flags(true, true, true)],
    [
      'iPad Safari with the desktop agent',
      host(UA.ipadDesktopMode, { touchOnly: true }),
      flags(true, true, true),
    ],
    ['Mac Safari', host(UA.macSafari), flags(false, false, true)],
    ['Mac Chrome', host(UA.macChrome), flags(false, false, false)],
    ['Windows Chrome', host(UA.windowsChrome), flags(false, false, false)],
    ['Windows Edge', host(UA.windowsEdge), flags(false, false, false)],
    ['Linux Firefox', host(UA.linuxFirefox), flags(false, false, false)],
    ['Android Chrome', host(UA.androidChrome, { touchOnly: true }), flags(true, false, false)],
    ['Android Samsung Internet', host(UA.androidSamsung, { touchOnly: true }), flags(true, false, false)],
    ['Android Firefox', host(UA.androidFirefox, { touchOnly: true }), flags(true, false, false)],
    ['Telegram on Android', host(UA.androidTelegram, { touchOnly: true }), flags(true, false, false, true)],
    [
      'Telegram on iPhone (its web view injects a proxy)',
      host(UA.iphoneWebView, { touchOnly: true, TelegramWebviewProxy: { postEvent() {} } }),
      flags(true, true, false, true),
    ],
    [
      'a Telegram mini app (signed launch data)',
      host(UA.androidChrome, { touchOnly: true, Telegram: { WebApp: { initData: 'query_id=AAH&hash=ab' } } }),
      flags(true, false, false, true),
    ],
    [
      'telegram-web-app.js loaded outside Telegram (empty launch data)',
      host(UA.iphoneSafari, { touchOnly: true, Telegram: { WebApp: { initData: '' } } }),
      flags(true, true, true, false),
    ],
    ['a touch-screen laptop (fine pointer too)', host(UA.windowsChrome), flags(false, false, false)],
  ])('%s', (_name, input, expected) => {
    expect(detectPlatform(input)).toEqual(expected);
  });

  it('a host without navigator (a server) or no host at all is a desktop browser', () => {
    expect(detectPlatform(undefined)).toEqual(DESKTOP_PLATFORM);
    expect(detectPlatform({})).toEqual(DESKTOP_PLATFORM);
    expect(detectPlatform({ navigator: {} })).toEqual(DESKTOP_PLATFORM);
  });

  it('a throwing matchMedia answers no media query instead of breaking creation', () => {
    const broken: PlatformHost = {
      navigator: { userAgent: UA.macSafari, maxTouchPoints: 5 },
      matchMedia: () => {
        throw new Error('not supported');
      },
    };
    expect(detectPlatform(broken)).toEqual(flags(false, false, true));
  });

  it('the single awaited pairing applies to iPhone and iPad Safari and Telegram, nowhere else', () => {
    const single = Object.entries({
      iphoneSafari: host(UA.iphoneSafari, { touchOnly: true }),
      ipadDesktopMode: host(UA.ipadDesktopMode, { touchOnly: true }),
      androidTelegram: host(UA.androidTelegram, { touchOnly: true }),
      iphoneChrome: host(UA.iphoneChrome, { touchOnly: true }),
      androidChrome: host(UA.androidChrome, { touchOnly: true }),
      macSafari: host(UA.macSafari),
      windowsChrome: host(UA.windowsChrome),
    })
      .filter(([, input]) => awaitsSinglePairing(detectPlatform(input)))
      .map(([name]) => name);
    expect(single).toEqual(['iphoneSafari', 'ipadDesktopMode', 'androidTelegram']);
  });
});

const arbitraryHost: fc.Arbitrary<PlatformHost> = fc.record(
  {
    navigator: fc.record(
      {
        userAgent: fc.oneof(
          fc.constantFrom(...Object.values(UA)),
          fc.string(),
          fc.string({ unit: 'grapheme' }),
        ),
        maxTouchPoints: fc.integer({ min: 0, max: 10 }),
      },
      { requiredKeys: [] },
    ),
    matchMedia: fc.func(fc.record({ matches: fc.boolean() })),
    Telegram: fc.record({ WebApp: fc.record({ initData: fc.anything() }) }),
    TelegramWebviewProxy: fc.anything(),
  },
  { requiredKeys: [] },
);

describe('detectPlatform properties', () => {
  it('property: never throws, and the same host always gives the same answer', () => {
    fc.assert(
      fc.property(arbitraryHost, (input) => {
        expect(detectPlatform(input)).toEqual(detectPlatform(input));
      }),
    );
  });

  it('property: an iOS device is always mobile', () => {
    fc.assert(
      fc.property(arbitraryHost, (input) => {
        const platform = detectPlatform(input);
        if (platform.isIos) expect(platform.isMobile).toBe(true);
      }),
    );
  });

  it('property: a mouse-driven desktop agent is never mobile, whatever else the page holds', () => {
    const desktopAgents = [UA.macSafari, UA.macChrome, UA.windowsChrome, UA.windowsEdge, UA.linuxFirefox];
    fc.assert(
      fc.property(fc.constantFrom(...desktopAgents), fc.anything(), (agent, telegram) => {
        const platform = detectPlatform({ ...host(agent), TelegramWebviewProxy: telegram });
        expect(platform.isMobile).toBe(false);
        expect(platform.isIos).toBe(false);
      }),
    );
  });

  it('property: appending another browser token to a Safari agent means it is not Safari', () => {
    fc.assert(
      fc.property(fc.constantFrom('CriOS/126.0', 'FxiOS/127.0', 'EdgiOS/126.0', 'Chrome/126.0'), (token) => {
        expect(detectPlatform(host(`${UA.iphoneSafari} ${token}`)).isSafari).toBe(false);
      }),
    );
  });
});
