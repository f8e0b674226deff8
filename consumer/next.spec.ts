import type { ConsoleMessage, Page } from '@playwright/test';
import { connectButton } from '../e2e/support/demo.js';
import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  appUrl,
  connect,
  disconnect,
  signMessage,
  shownAddress,
  switchToSecondDevnet,
} from './support/flow.js';

// React separates adjacent text nodes with empty comments in server HTML; the checks read the text.

/** React reports hydration mismatches on the console (errors and warnings naming hydration). */
function collectHydrationWarnings(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/hydrat/i.test(message.text())) found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) found.push(`pageerror: ${error.message}`);
  });
  return found;
}

/**
 * Records, on every animation frame from the first script until `window.__connectSeen` is read, whether a
 * "Connect Wallet" button existed anywhere in the page (shadow roots included).
 */
async function recordConnectButtonFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { seen: false };
    Object.defineProperty(window, '__connectSeen', { get: () => state.seen });
    const hasConnectButton = (root: Document | ShadowRoot): boolean =>
      [...root.querySelectorAll('*')].some(
        (element) =>
          (element.tagName === 'BUTTON' && element.textContent?.trim() === 'Connect Wallet') ||
          (element.shadowRoot !== null && hasConnectButton(element.shadowRoot)),
      );
    const check = () => {
      if (hasConnectButton(document)) state.seen = true;
      requestAnimationFrame(check);
    };
    check();
  });
}

// The production server (a Turbopack build) and the dev server on webpack, whose dev mode enables the
// `development` export condition.
for (const mode of ['next-start', 'next-dev'] as const) {
  test(`a Next.js App Router app (${mode}) renders a connected visitor on the server: the session is in the first HTML, without hydration warnings or a Connect Wallet flash`, async ({
    page,
    run,
  }) => {
    const hydrationWarnings = collectHydrationWarnings(page);
    const url = appUrl(run, `next-app:${mode}`);
    const firstHtml = ((await (await page.goto(url))?.text()) ?? '').replaceAll('<!-- -->', '');
    expect(firstHtml).toContain('Address: none');
    await connect(page);
    await signMessage(page);
    await switchToSecondDevnet(page);

    // Reload: the server answers with the connected state read from the request's cookies.
    await recordConnectButtonFrames(page);
    const response = await page.reload();
    const html = ((await response?.text()) ?? '').replaceAll('<!-- -->', '');
    expect(html).toContain(`Address: ${ACCOUNT_0}`);
    expect(html).not.toContain('Connect Wallet');
    await expect(shownAddress(page)).toHaveText(`Address: ${ACCOUNT_0}`);
    await expect(page.getByRole('button', { name: /^Account / })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __connectSeen: boolean }).__connectSeen)).toBe(
      false,
    );

    await disconnect(page);
    await expect(connectButton(page)).toBeVisible();
    expect(hydrationWarnings).toEqual([]);
  });
}
