// The All wallets view on the stack's Walletport server: the demo passes the server's URL (from
// /config.json) as `apiUrl`, so the list and its search come from the server's wallet registry
// (packages/server/src/registry/seed-wallets.ts), not from the modal's bundled fallback list.
import type { Page, Request } from '@playwright/test';
import { connectButton, DEV_WALLET, modal, openDemo } from './support/demo.js';
import { expect, test } from './support/fixtures.js';
import type { E2eStack } from './support/stack.js';

/** The server's first page holds 40 wallets (its default page size); the installed dev wallet is listed on top. */
const FIRST_PAGE_SIZE = 40;

async function serverUrl(stack: E2eStack): Promise<string> {
  const config = (await (await fetch(`${stack.demo}/config.json`)).json()) as { apiUrl?: string };
  if (config.apiUrl === undefined) throw new Error('the demo /config.json names no apiUrl');
  return config.apiUrl;
}

/** Records the modal's GET {apiUrl}/getWallets requests, in order. */
function recordWalletRequests(page: Page, apiUrl: string): URL[] {
  const requests: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(apiUrl).origin && url.pathname === '/getWallets') requests.push(url);
  });
  return requests;
}

/** Opens All wallets and waits for the server's answer to its first page. */
async function openAllWallets(page: Page, apiUrl: string): Promise<void> {
  const firstPage = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.url().startsWith(`${apiUrl}/getWallets`) &&
      url.searchParams.get('entries') === String(FIRST_PAGE_SIZE) &&
      !url.searchParams.has('search')
    );
  });
  await connectButton(page).click();
  await modal(page)
    .getByRole('button', { name: /^All wallets/ })
    .click();
  await expect(modal(page).getByRole('heading', { name: 'All wallets' })).toBeVisible();
  expect((await firstPage).status()).toBe(200);
}

const walletRow = (page: Page, name: string) =>
  modal(page)
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: new RegExp(`^${name}`) });

test('All wallets lists the wallets of the server’s registry', async ({ page, stack }) => {
  const apiUrl = await serverUrl(stack);
  const requests = recordWalletRequests(page, apiUrl);
  await openDemo(page, stack);
  await openAllWallets(page, apiUrl);

  // The Connect view asked the server first (for the few wallets it lists); All wallets asks for a page.
  expect(requests.length).toBeGreaterThan(0);
  for (const url of requests) expect(url.searchParams.get('projectId')).toBe('walletport-demo');
  expect(requests.map((url) => url.searchParams.get('entries'))).toContain(String(FIRST_PAGE_SIZE));
  for (const name of [DEV_WALLET, 'MetaMask', 'Trust Wallet', 'Coinbase Wallet', 'Rainbow']) {
    await expect(walletRow(page, name)).toBeVisible();
  }
  // The list is virtual: only the visible rows exist, but each one knows the list's length.
  const size = Number(
    await modal(page).getByRole('listitem').first().getAttribute('aria-setsize', { timeout: 10_000 }),
  );
  expect(size).toBeGreaterThanOrEqual(FIRST_PAGE_SIZE);
  await expect(
    modal(page).getByText('The wallet directory is unavailable, so a built-in list is shown.'),
  ).toHaveCount(0);
  // Registry wallets show the server's images.
  await expect
    .poll(() =>
      modal(page)
        .locator('img')
        .evaluateAll(
          (images, prefix) => images.filter((img) => (img as HTMLImageElement).src.startsWith(prefix)).length,
          `${apiUrl}/getWalletImage/`,
        ),
    )
    .toBeGreaterThan(0);
});

test('searching asks the server once the typing stops, and says when nothing matches', async ({
  page,
  stack,
}) => {
  const apiUrl = await serverUrl(stack);
  const requests = recordWalletRequests(page, apiUrl);
  await openDemo(page, stack);
  await openAllWallets(page, apiUrl);
  const search = modal(page).getByRole('searchbox', { name: 'Search wallets' });
  const searches = () => requests.filter((url) => url.searchParams.has('search'));

  // Typed faster than the 300 ms debounce: one request, for the whole word.
  await search.pressSequentially('Trezor', { delay: 40 });
  await expect(walletRow(page, 'Trezor Suite')).toBeVisible();
  await expect(
    modal(page)
      .getByRole('status')
      .filter({ hasText: /^1 wallet found$/ }),
  ).toHaveCount(1);
  await expect(walletRow(page, 'MetaMask')).toHaveCount(0);
  expect(searches().map((url) => url.searchParams.get('search'))).toEqual(['Trezor']);
  expect(searches()[0]?.searchParams.get('entries')).toBe('100');

  await search.fill('zzqx no such wallet');
  await expect(modal(page).getByRole('heading', { name: 'No wallets found' })).toBeVisible();
  await expect(modal(page).getByText('Check the spelling or try another name.')).toBeVisible();
  expect(searches().at(-1)?.searchParams.get('search')).toBe('zzqx no such wallet');

  await search.fill('');
  await expect(walletRow(page, 'MetaMask')).toBeVisible();
});
