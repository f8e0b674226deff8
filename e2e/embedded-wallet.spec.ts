/**
 * Email login end to end in Chromium against the stack: the modal's email field, the code from the local
 * mailbox, the key step in the frame (its own origin), signing and sending through wagmi, reloads, sign
 * out, and a second device that rebuilds the same key from the server's share and the passphrase.
 */
import { type Address, type Hex, verifyMessage } from 'viem';
import { expect, test } from './support/fixtures.js';
import { accountButton, connectButton, demoUrl, hookValue, modal, openAccount } from './support/demo.js';
import {
  embeddedFrame,
  enterCode,
  FRAME_TITLE,
  freshEmail,
  fund,
  launchPlainChromium,
  mailCount,
  newDevice,
  PASSPHRASE,
  readLoginCode,
  submitEmail,
} from './support/embedded.js';
import type { E2eStack } from './support/stack.js';
import type { Page } from '@playwright/test';

const DEMO_MESSAGE = 'Hello from the Walletport demo';

async function openPlainDemo(page: Page, stack: E2eStack) {
  await page.goto(demoUrl(stack));
  await expect(page.getByRole('heading', { name: 'Walletport demo', level: 1 })).toBeVisible();
}

/** Email → code → (key step) → connected; returns the connected address. */
async function logIn(page: Page, stack: E2eStack, email: string, keyStep: 'create' | 'recover') {
  await openPlainDemo(page, stack);
  await connectButton(page).click();
  const sent = await mailCount(stack, email);
  await submitEmail(page, email);
  const code = await readLoginCode(stack, email, sent);
  await enterCode(page, code);
  const frame = embeddedFrame(page);
  if (keyStep === 'create') {
    await frame.getByRole('textbox', { name: 'Recovery passphrase', exact: true }).fill(PASSPHRASE);
    await frame.getByRole('textbox', { name: 'Repeat passphrase' }).fill(PASSPHRASE);
    await frame.getByRole('button', { name: 'Create wallet' }).click();
  } else {
    await expect(frame.getByRole('heading', { name: 'Enter your recovery passphrase' })).toBeVisible();
    await frame.getByRole('textbox', { name: 'Recovery passphrase', exact: true }).fill(PASSPHRASE);
    await frame.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(accountButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(modal(page)).toBeHidden();
  return ((await hookValue(page, 'useAppKitAccount()', 'address').textContent()) ?? '').trim() as Address;
}

async function signInDemo(page: Page): Promise<Hex> {
  await page.getByRole('button', { name: 'Sign message' }).click();
  const frame = embeddedFrame(page);
  await expect(frame.getByText(DEMO_MESSAGE)).toBeVisible();
  await frame.getByRole('button', { name: 'Approve' }).click();
  const output = page.getByRole('status', { name: 'Signature' });
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/);
  return ((await output.textContent()) ?? '') as Hex;
}

test.describe('email login (embedded wallet)', () => {
  test('email → code → connected → sign → send → 20 reloads → sign out → same address on a new device', async ({
    stack,
  }) => {
    test.setTimeout(240_000);
    const browser = await launchPlainChromium();
    try {
      const email = freshEmail('visitor');
      const deviceA = await newDevice(browser);
      const page = await deviceA.newPage();
      const address = await logIn(page, stack, email, 'create');
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

      // Sign: the frame shows what is signed; the signature verifies for the address.
      const signature = await signInDemo(page);
      expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true);

      // Send a devnet transaction through wagmi and the frame.
      await fund(stack, address);
      await page.getByRole('button', { name: 'Send transaction' }).click();
      const frame = embeddedFrame(page);
      await expect(frame.getByText('0.001')).toBeVisible();
      await frame.getByRole('button', { name: 'Approve' }).click();
      await expect(page.locator('output[aria-label="Transaction status"]')).toHaveText(
        /^Confirmed in block \d+$/,
        {
          timeout: 20_000,
        },
      );

      // 20 reloads, each connected again with a provider that works: a signature that verifies.
      for (let reload = 0; reload < 20; reload++) {
        await page.reload();
        await expect(accountButton(page)).toBeVisible({ timeout: 15_000 });
        await expect(hookValue(page, 'useAppKitAccount()', 'address')).toHaveText(address);
        const again = await signInDemo(page);
        expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature: again })).toBe(true);
      }

      // Sign out: the login cache goes with it.
      const dialog = await openAccount(page);
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      await expect(connectButton(page)).toBeVisible();
      await page.reload();
      await expect(connectButton(page)).toBeVisible();

      // A new device (a fresh profile): the code again, then the passphrase rebuilds the same key.
      const deviceB = await newDevice(browser);
      const second = await deviceB.newPage();
      const again = await logIn(second, stack, email, 'recover');
      expect(again).toBe(address);
      const signatureB = await signInDemo(second);
      expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature: signatureB })).toBe(true);
    } finally {
      await browser.close();
    }
  });

  test('the host page cannot read the frame, and no key material reaches it', async ({ stack }) => {
    test.setTimeout(120_000);
    const browser = await launchPlainChromium();
    try {
      const device = await newDevice(browser);
      const page = await device.newPage();
      // Everything the frame posts to the host page, recorded from the start.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __frameMessages: string[] }).__frameMessages = seen;
        window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
      });
      const email = freshEmail('isolation');
      const address = await logIn(page, stack, email, 'create');
      await signInDemo(page);

      const iframe = page.locator(`iframe[title="${FRAME_TITLE}"]`);
      const readable = await iframe.evaluate((element: HTMLIFrameElement) => {
        let storage = 'readable';
        try {
          void element.contentWindow?.localStorage;
        } catch {
          storage = 'blocked';
        }
        return { document: element.contentDocument === null, storage };
      });
      expect(readable).toEqual({ document: true, storage: 'blocked' });

      // The device share as the frame stores it (read with the test's own access to the frame).
      const frameHandle = page
        .frames()
        .find((frame) => frame.url().startsWith(stack.frame.split('?')[0] ?? ''));
      expect(frameHandle).toBeDefined();
      const stored = await frameHandle?.evaluate(async () => {
        const names = (await indexedDB.databases()).map((entry) => entry.name ?? '');
        const values: string[] = [];
        for (const name of names) {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          for (const storeName of Array.from(db.objectStoreNames)) {
            const all = await new Promise<unknown[]>((resolve, reject) => {
              const request = db.transaction(storeName).objectStore(storeName).getAll();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            });
            values.push(JSON.stringify(all));
          }
        }
        return values.join('\n');
      });
      const shares = [...(stored ?? '').matchAll(/"share":"([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(shares.length).toBeGreaterThan(0);
      const messages = await page.evaluate(
        () => (window as unknown as { __frameMessages: string[] }).__frameMessages,
      );
      expect(messages.length).toBeGreaterThan(0);
      for (const share of shares) {
        for (const message of messages) expect(message).not.toContain(share);
      }
      // Nor is anything of it in the host's own storage.
      const hostStorage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      for (const share of shares) expect(hostStorage).not.toContain(share);
      expect(hostStorage.toLowerCase()).toContain(address.toLowerCase().slice(2, 10));
    } finally {
      await browser.close();
    }
  });
});

test.describe('email login refuses what it must', () => {
  test('five wrong codes lock the address, and then even the right code is refused', async ({
    page,
    stack,
  }) => {
    test.setTimeout(60_000);
    const email = freshEmail('locked');
    await openPlainDemo(page, stack);
    await connectButton(page).click();
    const sent = await mailCount(stack, email);
    await submitEmail(page, email);
    const code = await readLoginCode(stack, email, sent);
    const wrong = code === '000000' ? '111111' : '000000';
    const failure = modal(page).getByRole('alert');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await enterCode(page, wrong);
      await expect(failure).toContainText('Invalid code');
    }
    await enterCode(page, wrong);
    await expect(failure).toContainText('Too many attempts. Try again in 15 minutes');
    await enterCode(page, code);
    await expect(failure).toContainText('Too many attempts');
    await expect(accountButton(page)).toHaveCount(0);
  });

  test('a second email login within 30 s is refused with the exact text', async ({ page, stack }) => {
    const email = freshEmail('throttle');
    await openPlainDemo(page, stack);
    await connectButton(page).click();
    await submitEmail(page, email);
    await expect(modal(page).getByText(/Enter the code we sent to/)).toBeVisible();
    await modal(page).getByRole('button', { name: 'Back' }).click();
    await submitEmail(page, email);
    await expect(modal(page).getByRole('alert')).toHaveText(
      /^Please try again after (30|2\d|1\d|\d) seconds$/,
    );
  });

  test('a frame that does not load shows the alert, and the modal stays usable', async ({ page, stack }) => {
    test.setTimeout(60_000);
    await page.route(`${new URL(stack.frame).origin}/**`, (route) => route.abort());
    // The page runs on Playwright's clock, so the frame's 20 s load limit is jumped rather than waited.
    await page.clock.install();
    await openPlainDemo(page, stack);
    await connectButton(page).click();
    await submitEmail(page, freshEmail('offline'));
    await page.clock.fastForward('00:21');
    await expect(page.getByText('Network Error - Could not load embedded wallet')).toBeVisible({
      timeout: 30_000,
    });
    // Wallets still connect: the alert is dismissed and the WalletConnect view opens with its QR code.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await modal(page)
      .getByRole('button', { name: /WalletConnect/ })
      .first()
      .click();
    await expect(modal(page).getByRole('img', { name: /QR code/i })).toBeVisible();
    await modal(page).getByRole('button', { name: 'Close' }).click();
    await expect(modal(page)).toBeHidden();
    await expect(connectButton(page)).toBeEnabled();
  });

  test('messages from another origin or another window are ignored, on both sides', async ({ stack }) => {
    test.setTimeout(90_000);
    const browser = await launchPlainChromium();
    try {
      const page = await (await newDevice(browser)).newPage();
      await logIn(page, stack, freshEmail('forged'), 'create');
      const frameOrigin = new URL(stack.frame).origin;

      // Host side: a forged "signed out" from the page itself (not the frame's origin or window).
      await page.evaluate(() => {
        window.postMessage({ channel: 'walletport-embedded', type: 'SIGNED_OUT', payload: {} }, '*');
      });
      await page.waitForTimeout(1_000);
      await expect(accountButton(page)).toBeVisible();

      // Frame side: the same request from another window of the page goes unanswered; from the parent it is answered.
      const answers = await page.evaluate(async (origin) => {
        const iframe = document.querySelector<HTMLIFrameElement>(
          'iframe[title="Walletport embedded wallet"]',
        );
        const target = iframe?.contentWindow;
        if (!target) throw new Error('no embedded wallet frame');
        const heard: string[] = [];
        window.addEventListener('message', (event) => {
          if (event.origin === origin && typeof event.data?.id === 'string') heard.push(event.data.id);
        });
        const request = (id: string) => ({
          channel: 'walletport-embedded',
          id,
          type: 'IS_CONNECTED',
          payload: {},
        });
        const other = document.createElement('iframe');
        document.body.append(other);
        const fromOther = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
        const fromParent = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
        // Runs in the child window: the sender is that window, not the frame's parent.
        (other.contentWindow as Window & { eval(code: string): unknown }).eval(
          `parent.document.querySelector('iframe[title="Walletport embedded wallet"]').contentWindow.postMessage(${JSON.stringify(
            request(fromOther),
          )}, ${JSON.stringify(origin)})`,
        );
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        target.postMessage(request(fromParent), origin);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return heard;
      }, frameOrigin);
      expect(answers).toEqual(['bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb']);
    } finally {
      await browser.close();
    }
  });
});
