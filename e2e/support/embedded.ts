/** Email login as a visitor does it: the modal's email field, the code from the stack's mailbox, the frame. */
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { chromiumArgs } from '../../apps/dev-wallet/e2e/support/fixtures.js';
import { chromiumPath } from './fixtures.js';
import type { E2eStack } from './stack.js';

export const FRAME_TITLE = 'Walletport embedded wallet';
export const PASSPHRASE = 'correct horse battery staple';

/** A fresh address per test run, so runs never share a wallet on the server. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A Chromium without the dev wallet extension: each context is a device of its own (fresh profile). */
export function launchPlainChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs([]) });
}

export function newDevice(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 } });
}

interface MailboxMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

async function messagesTo(stack: E2eStack, email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${stack.mailbox}/api/messages?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MailboxMessage[];
}

/** How many mails went to `email` so far (to wait for the next one). */
export async function mailCount(stack: E2eStack, email: string): Promise<number> {
  return (await messagesTo(stack, email)).length;
}

/** Waits for mail number `count + 1` to `email` and reads the 6-digit code from it. */
export async function readLoginCode(stack: E2eStack, email: string, count: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(stack, email);
        if (messages.length <= count) return undefined;
        code = /\b(\d{6})\b/.exec(`${messages[0]?.subject ?? ''} ${messages[0]?.text ?? ''}`)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

export const embeddedFrame = (page: Page): FrameLocator =>
  page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);

/** Types the email into the Connect view's email field and submits it. */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const field = page.getByRole('dialog').getByRole('textbox', { name: /email/i });
  await field.fill(email);
  await field.press('Enter');
}

/** Types the code into the code boxes (the first box takes focus; each digit moves to the next). */
export async function enterCode(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const first = dialog.getByRole('textbox').first();
  await expect(first).toBeVisible();
  await first.click();
  await page.keyboard.type(code);
}

/** Gives `address` test ETH on the devnet (anvil's own method), as a faucet would. */
export async function fund(stack: E2eStack, address: string, chainId = 31337): Promise<void> {
  const chain = stack.chains.find((entry) => entry.id === chainId);
  const response = await fetch(chain?.rpcUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0x8ac7230489e80000'],
    }),
  });
  expect(response.status).toBe(200);
}
