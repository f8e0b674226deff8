import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, chromium, type Page } from '@playwright/test';
import { appDir } from '../scripts/build.js';
import { chromiumArgs, chromiumPath, expect } from './support/fixtures.js';

/**
 * The Solana side through the page script: a static page discovers the wallet with the Wallet Standard
 * app-ready event (as @wallet-standard/app does), connects, and signs a message (approved, then rejected)
 * in the same panel the EVM side uses. The page is served by page.route, so no server is needed.
 */
const origin = 'http://127.0.0.1:4599';
const pageHtml = `<!doctype html><html><head><script src="/dev-wallet.js"></script></head>
<body><h1>Solana Wallet Standard</h1><script>
window.__wallets = [];
window.addEventListener('wallet-standard:register-wallet', (event) =>
  event.detail({ register: (wallet) => (window.__wallets.push(wallet), () => {}) }));
window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', {
  detail: { register: (wallet) => (window.__wallets.push(wallet), () => {}) },
}));
window.__run = (task) => { window.__result = task().then((value) => ({ value }), (error) => ({ error: { message: error.message, code: error.code } })); };
</script></body></html>`;

const test = base.extend<{ walletPage: Page }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature needs the destructuring.
  walletPage: async ({}, use) => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: chromiumArgs(),
    });
    const page = await browser.newPage();
    const script = await readFile(join(appDir, 'dist', 'dev-wallet.js'), 'utf8');
    await page.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/dev-wallet.js') return route.fulfill({ body: script, contentType: 'text/javascript' });
      if (path === '/solana.html') return route.fulfill({ body: pageHtml, contentType: 'text/html' });
      return route.fulfill({ status: 404, body: 'not found' });
    });
    await use(page);
    await browser.close();
  },
});

/** The slice of a Wallet Standard wallet the page calls (types stay out of the browser code). */
type StandardWallet = {
  accounts: unknown[];
  features: Record<string, Record<string, (...args: unknown[]) => Promise<never>>>;
};

const result = (page: Page) =>
  page.evaluate(() => (window as unknown as { __result: Promise<unknown> }).__result);

test('a page finds the Solana wallet through Wallet Standard, connects and signs a message', async ({
  walletPage: page,
}) => {
  await page.goto(`${origin}/solana.html`);
  const found = await page.evaluate(() =>
    (window as unknown as { __wallets: { name: string; version: string; chains: string[] }[] }).__wallets.map(
      (w) => ({ name: w.name, version: w.version, chains: [...w.chains] }),
    ),
  );
  // The page listens for register-wallet only after the script ran, so the app-ready answer is the one.
  expect(found).toHaveLength(1);
  expect(found[0]).toEqual({
    name: 'Walletport Dev Wallet',
    version: '1.0.0',
    chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
  });

  await page.evaluate(() => {
    const w = window as unknown as {
      __wallets: StandardWallet[];
      __run: (task: () => Promise<unknown>) => void;
    };
    w.__run(async () => {
      const { accounts } = (await w.__wallets[0]!.features['standard:connect']!.connect!()) as {
        accounts: { address: string }[];
      };
      return accounts.map((a: { address: string }) => a.address);
    });
  });
  const panel = page.getByRole('region', { name: 'Walletport Dev Wallet' });
  await expect(panel.getByRole('heading', { name: 'Connect (Solana)' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  expect(await result(page)).toEqual({ value: ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'] });
  await expect(panel.getByTestId('solana-site')).toHaveText('Site connected (Solana)');

  const signMessage = () =>
    page.evaluate(() => {
      const w = window as unknown as {
        __wallets: StandardWallet[];
        __run: (task: () => Promise<unknown>) => void;
      };
      w.__run(async () => {
        const wallet = w.__wallets[0]!;
        const [output] = (await wallet.features['solana:signMessage']!.signMessage!({
          account: wallet.accounts[0],
          message: new TextEncoder().encode('hello solana'),
        })) as { signature: Uint8Array }[];
        return output!.signature.length;
      });
    });
  await signMessage();
  await expect(panel.getByText('hello solana')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  expect(await result(page)).toEqual({ value: 64 });

  await signMessage();
  await page.getByRole('button', { name: 'Reject' }).click();
  expect(await result(page)).toEqual({ error: { message: 'User rejected the request.', code: 4001 } });

  // Remembered: after a reload, a silent connect gives the account back without a prompt.
  await page.reload();
  await page.evaluate(() => {
    const w = window as unknown as {
      __wallets: StandardWallet[];
      __run: (task: () => Promise<unknown>) => void;
    };
    w.__run(async () => {
      const { accounts } = (await w.__wallets[0]!.features['standard:connect']!.connect!({
        silent: true,
      })) as {
        accounts: unknown[];
      };
      return accounts.length;
    });
  });
  expect(await result(page)).toEqual({ value: 1 });
});
