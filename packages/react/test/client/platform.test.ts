// @vitest-environment happy-dom
import { createMemoryStorage, mainnet, type PlatformInfo } from '@walletport/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppKit } from '../../src/client/create-app-kit.js';
import type { AppKit } from '../../src/client/types.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const MOBILE_TELEGRAM: PlatformInfo = { isMobile: true, isTelegram: true, isIos: false, isSafari: false };

/** An app without adapters: core's opening rule then depends on the platform alone (docs/router.md). */
function createKit(platform?: PlatformInfo): AppKit {
  return createAppKit(
    { projectId: 'test-project', networks: [mainnet] },
    {
      storage: createMemoryStorage(),
      document: null,
      logger: { warn: () => {}, error: () => {} },
      ...(platform === undefined ? {} : { platform }),
    },
  );
}

function browseAs(userAgent: string): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

describe('createAppKit detects the platform once and hands it to core', () => {
  let kit: AppKit | undefined;
  afterEach(() => {
    kit?.destroy();
    kit = undefined;
    vi.restoreAllMocks();
  });

  it('on an iPhone: the instance says iOS Safari, and core opens AllWallets (the mobile opening rule)', () => {
    browseAs(IPHONE_SAFARI);
    kit = createKit();
    expect(kit.platform).toEqual({ isMobile: true, isTelegram: false, isIos: true, isSafari: true });
    expect(kit.getOpeningView()).toEqual({ name: 'AllWallets' });
  });

  it('on Android Chrome: mobile but not Safari, and core opens AllWallets', () => {
    browseAs(ANDROID_CHROME);
    kit = createKit();
    expect(kit.platform).toEqual({ isMobile: true, isTelegram: false, isIos: false, isSafari: false });
    expect(kit.getOpeningView()).toEqual({ name: 'AllWallets' });
  });

  it('on a desktop browser: core opens the wallet-connect QR view', () => {
    browseAs(DESKTOP_CHROME);
    kit = createKit();
    expect(kit.platform.isMobile).toBe(false);
    expect(kit.getOpeningView()).toEqual({ name: 'ConnectingWalletConnectBasic' });
  });

  it('is read at creation only: a later change of the browser does not move the instance', () => {
    browseAs(IPHONE_SAFARI);
    kit = createKit();
    browseAs(DESKTOP_CHROME);
    expect(kit.platform.isMobile).toBe(true);
    expect(kit.getOpeningView()).toEqual({ name: 'AllWallets' });
  });

  it("an app's env.platform wins over detection, and core gets that one", () => {
    browseAs(DESKTOP_CHROME);
    kit = createKit(MOBILE_TELEGRAM);
    expect(kit.platform).toEqual(MOBILE_TELEGRAM);
    expect(kit.getOpeningView()).toEqual({ name: 'AllWallets' });
  });

  it('the platform the views read cannot be changed behind core’s back', () => {
    browseAs(IPHONE_SAFARI);
    kit = createKit();
    expect(Object.isFrozen(kit.platform)).toBe(true);
  });
});
