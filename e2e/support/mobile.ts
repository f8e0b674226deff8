/**
 * Phones in the e2e suite: Playwright's mobile emulation in Debian's Chromium (viewport, touch, device
 * pixel ratio, isMobile) with a real phone browser's user agent, one plain profile per test (no wallet
 * extension: phones have none). Also records the wallet-connect pairings the demo proposes to the local
 * relay, so a test can count them.
 */
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { chromiumArgs } from '../../apps/dev-wallet/e2e/support/fixtures.js';
import { chromiumPath } from './fixtures.js';

export interface Device {
  name: string;
  userAgent: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
}

/** Safari on an iPhone 15 (iOS 17.5), as it identifies itself. */
export const IPHONE_SAFARI: Device = {
  name: 'iPhone Safari',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  viewport: { width: 393, height: 852 },
  deviceScaleFactor: 3,
};

/** Chrome on a Pixel 8 (Android 14), as it identifies itself. */
export const ANDROID_CHROME: Device = {
  name: 'Android Chrome',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
};

export interface PhonePages {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** A fresh Chromium emulating `device` (or a plain desktop window without one), with a clipboard. */
export async function openPhone(origin: string, device: Device | undefined): Promise<PhonePages> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() });
  const context = await browser.newContext(
    device === undefined
      ? { viewport: { width: 1280, height: 900 } }
      : {
          userAgent: device.userAgent,
          viewport: device.viewport,
          screen: device.viewport,
          deviceScaleFactor: device.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        },
  );
  // "Copy link" writes the pairing URI to the clipboard; the test reads it back from there.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`[${device?.name ?? 'desktop'}] ${error.message}`));
  return { browser, context, page };
}

/** The pairing topic a frame proposes a session on, if it is a session proposal. */
function proposedPairingTopic(frame: string): string | undefined {
  let message: { method?: unknown; params?: { pairingTopic?: unknown; topic?: unknown; tag?: unknown } };
  try {
    message = JSON.parse(frame) as typeof message;
  } catch {
    return undefined;
  }
  // Clients propose through the relay's wc_proposeSession, or publish with tag 1100 (Walletport's client).
  if (message.method === 'wc_proposeSession' && typeof message.params?.pairingTopic === 'string') {
    return message.params.pairingTopic;
  }
  if (
    message.method === 'irn_publish' &&
    message.params?.tag === 1100 &&
    typeof message.params.topic === 'string'
  ) {
    return message.params.topic;
  }
  return undefined;
}

/**
 * Sits between the page and the relay and lists the pairing topics the page proposes sessions on, in
 * order. Each proposal reaches the relay `holdMs` late, so a proposal that a page would send after its
 * last one was counted (a refresh loop) still shows up within a wait of that length.
 */
export async function recordProposals(page: Page, relayUrl: string, holdMs: number): Promise<string[]> {
  const topics: string[] = [];
  const relayHost = new URL(relayUrl).host;
  await page.routeWebSocket(
    (url) => url.host === relayHost,
    (socket: WebSocketRoute) => {
      const relay = socket.connectToServer();
      socket.onMessage((frame) => {
        const topic = typeof frame === 'string' ? proposedPairingTopic(frame) : undefined;
        if (topic === undefined) {
          relay.send(frame);
          return;
        }
        topics.push(topic);
        setTimeout(() => relay.send(frame), holdMs);
      });
    },
  );
  return topics;
}

/** The topic of a pairing URI (`wc:<topic>@2?…`). */
export function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-f]{64})@2\?/.exec(uri)?.[1];
}

/**
 * Delays the wallet-connect client's script (the chunk of core's wallet-connect port) by `delayMs`, as a
 * slow network would: until it arrives the QR view shows its placeholder.
 */
export async function slowClientScript(page: Page, delayMs: number): Promise<void> {
  await page.route(/\/instance-port[^/]*\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
