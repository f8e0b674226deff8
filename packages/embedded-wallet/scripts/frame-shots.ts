/**
 * Looks at the frame: builds it, serves it, and drives it from a host page on another origin in headless
 * Chromium, the way the modal does (postMessage requests, the frame sized by its UI events), against a
 * small in-memory stand-in of the server's embedded-wallet routes. Saves a PNG of every view, at 360 px
 * and 600 px wide, light and dark, under /tmp/frame-shots/. Not a test: a tool for looking.
 * Run: npx tsx packages/embedded-wallet/scripts/frame-shots.ts
 */
import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright';
import { buildFrame } from '../src/build-frame.js';
import { serveFrame } from '../src/serve-frame.js';
import { CODE, fakeApi, harnessServer, listen, PROJECT_ID } from './frame-shots-servers.js';

const OUT = '/tmp/frame-shots';
const PASSPHRASE = 'correct horse battery staple';

interface Reply {
  type: string;
  payload: Record<string, unknown>;
}

const send = (page: Page, type: string, payload: unknown = {}) =>
  page.evaluate(
    ([t, p]) => (window as unknown as { send(t: unknown, p: unknown): Promise<unknown> }).send(t, p),
    [type, payload] as const,
  ) as Promise<Reply>;

/** Sends without waiting for the answer (a request the visitor paces). */
const start = (page: Page, type: string, payload: unknown = {}) =>
  page.evaluate(
    ([t, p]) => {
      const w = window as unknown as { send(t: unknown, p: unknown): Promise<unknown>; answers: unknown[] };
      w.answers ??= [];
      void w.send(t, p).then((answer) => w.answers.push(answer));
    },
    [type, payload] as const,
  );

const answers = (page: Page) =>
  page.evaluate(() => (window as unknown as { answers?: Reply[] }).answers ?? []);

async function waitForView(page: Page, selector: string): Promise<void> {
  await page.frameLocator('#frame').locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  // One more frame for the UI event to size the iframe.
  await page.waitForFunction(() => (document.getElementById('frame') as HTMLIFrameElement).offsetHeight > 0);
  await page.waitForTimeout(150);
}

const accessibility: string[] = [];

async function shot(page: Page, name: string): Promise<void> {
  await page.locator('#modal').screenshot({ path: `${OUT}/${name}.png` });
  console.log(`saved ${OUT}/${name}.png`);
  // The frame's own document, as axe sees it inside the host page (colour contrast included).
  const { violations } = await new AxeBuilder({ page }).include('#frame').analyze();
  for (const violation of violations) {
    accessibility.push(
      `${name}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }
}

const NETWORKS = [
  {
    chainId: 31337,
    name: 'Walletport Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
  {
    chainId: 31338,
    name: 'Walletport Devnet B',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
];

function typedData(owner: string) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person[]' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: 31337,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    message: {
      from: { name: 'Cow', wallet: owner },
      to: [
        { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
        { name: 'Alice', wallet: '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa' },
      ],
      contents: 'Hello, Bob! Lunch on Thursday?',
    },
  };
}

/** An EIP-2612 permit for an unlimited amount: the approval shows its warnings. */
function permit(owner: string) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: {
      name: 'USD Coin',
      version: '2',
      chainId: 31337,
      verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    message: {
      owner,
      spender: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      value: (2n ** 256n - 1n).toString(),
      nonce: 0,
      deadline: 1_900_000_000,
    },
  };
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const { dir, built } = await buildFrame();
  console.log(`frame ${built ? 'built' : 'up to date'} in ${dir}`);
  let harnessOrigin = '';
  const api = fakeApi(() => harnessOrigin);
  const apiPort = await listen(api);
  const frame = await serveFrame({ port: 0, host: '127.0.0.1', apiUrl: `http://127.0.0.1:${apiPort}` });
  const harness = harnessServer(frame.url);
  // `localhost`, not 127.0.0.1: the host must be another origin than the frame, as in production.
  harnessOrigin = `http://localhost:${await listen(harness)}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const problems: string[] = [];
  try {
    for (const theme of ['dark', 'light'] as const) {
      for (const width of [360, 600]) {
        const tag = `${theme}-${width}`;
        const email = `visitor-${tag}-${Date.now()}@example.com`;
        const open = async () => {
          const context = await browser.newContext({
            deviceScaleFactor: 2,
            viewport: { width: width + 48, height: 900 },
          });
          const page = await context.newPage();
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(`[${tag}] console: ${message.text()}`);
          });
          page.on('pageerror', (error) => problems.push(`[${tag}] page error: ${error.message}`));
          page.on('crash', () => problems.push(`[${tag}] page crashed`));
          await page.goto(`${harnessOrigin}/?width=${width}&theme=${theme}`);
          await page.evaluate(() => (window as unknown as { ready: Promise<void> }).ready);
          const appName = width === 600 ? '<img src=x onerror=alert(1)> Shop' : 'Example Shop';
          for (const [type, payload] of [
            ['SYNC_THEME', { themeMode: theme, themeVariables: {} }],
            [
              'SYNC_DAPP_DATA',
              {
                metadata: { name: appName, description: 'Demo', url: harnessOrigin, icons: [] },
                sdkVersion: '0.1.0',
                projectId: PROJECT_ID,
                networks: NETWORKS,
              },
            ],
            ['CONNECT_EMAIL', { email }],
          ] as const) {
            const reply = await send(page, type, payload);
            if (!reply.type.endsWith('_SUCCESS')) throw new Error(`${type}: ${JSON.stringify(reply)}`);
          }
          return { context, page };
        };

        // First login: create the recovery passphrase.
        const first = await open();
        const otp = await send(first.page, 'CONNECT_OTP', { otp: CODE, chainId: 31337 });
        if (otp.payload.next !== 'create-key') throw new Error(`CONNECT_OTP: ${JSON.stringify(otp)}`);
        await start(first.page, 'CONNECT_DEVICE', { chainId: 31337 });
        await waitForView(first.page, 'input.wpf-input');
        await shot(first.page, `create-passphrase-${tag}`);
        const fields = first.page.frameLocator('#frame').locator('input.wpf-input');
        await fields.nth(0).fill(PASSPHRASE);
        await fields.nth(1).fill('correct horse battery stable');
        await fields.nth(1).press('Enter');
        await first.page.frameLocator('#frame').locator('.wpf-error:not(:empty)').waitFor();
        await shot(first.page, `create-passphrase-mismatch-${tag}`);
        await fields.nth(1).fill(PASSPHRASE);
        await fields.nth(1).press('Enter');
        await first.page.frameLocator('#frame').locator('[aria-busy]').waitFor();
        await shot(first.page, `create-passphrase-busy-${tag}`);
        await first.page.waitForFunction(
          () => ((window as unknown as { answers?: unknown[] }).answers ?? []).length > 0,
          null,
          {
            timeout: 60_000,
          },
        );
        const [device] = await answers(first.page);
        if (device?.type !== 'CONNECT_DEVICE_SUCCESS')
          throw new Error(`CONNECT_DEVICE: ${JSON.stringify(device)}`);
        const address = (device.payload.user as { address: string }).address;

        // An approval with typed data, then one with a message.
        await start(first.page, 'RPC_REQUEST', {
          method: 'eth_signTypedData_v4',
          params: [address, JSON.stringify(typedData(address))],
          chainId: 31337,
        });
        await waitForView(first.page, '.wpf-approval');
        await shot(first.page, `approval-typed-data-${tag}`);
        await first.page.frameLocator('#frame').locator('.wpf-button-primary').click();
        await first.page.waitForFunction(
          () => (window as unknown as { answers: unknown[] }).answers.length > 1,
        );
        const signed = (await answers(first.page))[1];
        if (signed?.type !== 'RPC_REQUEST_SUCCESS')
          problems.push(`[${tag}] typed data: ${JSON.stringify(signed)}`);
        await start(first.page, 'RPC_REQUEST', {
          method: 'eth_signTypedData_v4',
          params: [address, JSON.stringify(permit(address))],
          chainId: 31337,
        });
        await waitForView(first.page, '.wpf-approval');
        await shot(first.page, `approval-permit-${tag}`);
        await first.page.frameLocator('#frame').locator('.wpf-button-secondary').click();
        await first.page.waitForFunction(
          () => (window as unknown as { answers: unknown[] }).answers.length > 2,
        );
        await start(first.page, 'RPC_REQUEST', {
          method: 'personal_sign',
          params: [
            `0x${Buffer.from('Sign in to Example Shop\n\nNonce: 8f2a9c\nIssued At: 2025-01-01T00:00:00Z').toString('hex')}`,
            address,
          ],
          chainId: 31337,
        });
        await waitForView(first.page, '.wpf-approval');
        await shot(first.page, `approval-message-${tag}`);
        await first.page.frameLocator('#frame').locator('body').press('Escape');
        await first.page.waitForFunction(
          () => (window as unknown as { answers: unknown[] }).answers.length > 3,
        );
        const rejected = (await answers(first.page))[3];
        if (rejected?.type !== 'RPC_REQUEST_ERROR')
          problems.push(`[${tag}] Esc did not reject: ${JSON.stringify(rejected)}`);
        await first.context.close();

        // A new device (fresh storage): enter the passphrase.
        const second = await open();
        const again = await send(second.page, 'CONNECT_OTP', { otp: CODE, chainId: 31337 });
        if (again.payload.next !== 'recover-key')
          throw new Error(`CONNECT_OTP again: ${JSON.stringify(again)}`);
        await start(second.page, 'CONNECT_DEVICE', { chainId: 31337 });
        await waitForView(second.page, 'input.wpf-input');
        await shot(second.page, `enter-passphrase-${tag}`);
        const field = second.page.frameLocator('#frame').locator('input.wpf-input');
        await field.fill('not my passphrase');
        await field.press('Enter');
        await second.page
          .frameLocator('#frame')
          .locator('.wpf-error:not(:empty)')
          .waitFor({ timeout: 60_000 });
        await shot(second.page, `enter-passphrase-wrong-${tag}`);
        await field.fill(PASSPHRASE);
        await field.press('Enter');
        await second.page.waitForFunction(
          () => ((window as unknown as { answers?: unknown[] }).answers ?? []).length > 0,
          null,
          {
            timeout: 60_000,
          },
        );
        const [recovered] = await answers(second.page);
        if ((recovered?.payload.user as { address?: string } | undefined)?.address !== address) {
          problems.push(`[${tag}] recovery gave ${JSON.stringify(recovered)}`);
        }
        await second.context.close();
      }
    }
  } finally {
    await browser.close();
    await frame.close();
    api.close();
    harness.close();
  }
  problems.push(...accessibility);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

await main();
