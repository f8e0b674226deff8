import type { Locator, Page } from '@playwright/test';
import { type Locale, loadCatalogue } from '../packages/react/src/i18n/catalog.js';
import { type Translate, translatorFor } from '../packages/react/src/i18n/translate.js';
import { expectNoAxeViolations } from './support/axe.js';
import { setBalance } from './support/chain.js';
import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  approveInWallet,
  DEVNET_1,
  DEVNET_2,
  devWalletRow,
  modal,
  openDemo,
  walletNetwork,
} from './support/demo.js';

/**
 * What the visitor sees, view by view, in both themes, at a desktop (1280) and a phone (390) width, in
 * English and in Arabic (right to left): each view is compared with its reference in docs/screenshots/
 * (a small tolerance absorbs anti-aliasing) and checked by axe. The references are the product's
 * screenshots too; after a deliberate visual change, refresh them with
 * `npx playwright test -c e2e/playwright.config.ts appearance --update-snapshots` and look at every PNG.
 */

const VARIANTS = (['en', 'ar'] as const).flatMap((locale) =>
  (['dark', 'light'] as const).flatMap((theme) => [1280, 390].map((width) => ({ locale, theme, width }))),
);

/** A heading or label in the variant's language, from the very catalogue the modal uses. */
async function wordsOf(locale: Locale): Promise<Translate> {
  return translatorFor(await loadCatalogue(locale), locale);
}

/** The words of a template before its first placeholder: 'Account {name}' → 'Account'. */
function prefixOf(template: string): RegExp {
  const prefix = template.split('{')[0]?.trim() ?? template;
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * The dev wallet's panel stands in for a wallet's own window; on a phone-sized page it sits over the
 * modal's sheet, so it is hidden except while it asks for an approval.
 */
const HIDE_PANEL = 'walletport-dev-wallet { visibility: hidden !important; }';

async function setPanelHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate(
    ({ css, hidden }) => {
      document.getElementById('e2e-hide-panel')?.remove();
      if (!hidden) return;
      const style = Object.assign(document.createElement('style'), {
        id: 'e2e-hide-panel',
        textContent: css,
      });
      document.head.append(style);
    },
    { css: HIDE_PANEL, hidden },
  );
}

/**
 * The dialog against its reference, and axe over the page. `mask` covers what changes run to run with a
 * flat tone of the theme's surface (the references double as the product's screenshots).
 */
async function look(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  const maskColor = name.includes('-dark-') ? '#2a2b2f' : '#e9ecef';
  await expect(modal(page)).toHaveScreenshot(`${name}.png`, { mask, maskColor, maxDiffPixelRatio: 0.01 });
  await expectNoAxeViolations(page, name);
}

for (const { locale, theme, width } of VARIANTS) {
  const variant = `${locale === 'en' ? '' : `${locale}-`}${theme}-${width}`;
  test(`every view looks as its reference and passes axe: ${variant}`, async ({ page, stack }) => {
    test.setTimeout(90_000);
    const t = await wordsOf(locale);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // Transitions respect reduced motion: nothing is caught halfway through a fade.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Earlier tests spend the account's gas: an exact balance makes the native token's value in the
    // Account view's Tokens list (read from the wallet) the same on every run.
    await setBalance(stack, DEVNET_1, ACCOUNT_0, '10000');
    await openDemo(page, stack, { networks: [DEVNET_1, 1, 11155111], theme, locale });
    const dialog = modal(page);
    await setPanelHidden(page, true);

    await page.getByRole('button', { name: t('buttons.connect') }).click();
    await expect(devWalletRow(page)).toBeVisible();
    // The modal states its language, and Arabic lays it out right to left.
    expect(await dialog.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(locale);
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe(
      locale === 'ar' ? 'rtl' : 'ltr',
    );
    await look(page, `connect-${variant}`);

    await dialog.getByRole('button', { name: prefixOf(t('connect.allWallets')) }).click();
    await expect(dialog.getByRole('heading', { name: t('modal.title.allWallets') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Walletport Dev Wallet/ })).toBeVisible();
    await look(page, `all-wallets-${variant}`);
    await dialog.getByRole('button', { name: t('common.back'), exact: true }).click();

    await dialog
      .getByRole('button', { name: /^WalletConnect/ })
      .first()
      .click();
    const qr = dialog.getByRole('img', { name: t('walletConnect.qrLabel') });
    await expect(qr).toBeVisible();
    // A new pairing each time: the code itself differs, its frame and the view around it do not.
    await look(page, `walletconnect-${variant}`, [qr]);
    await dialog.getByRole('button', { name: t('common.back'), exact: true }).click();

    await devWalletRow(page).click();
    await expect(dialog.getByRole('heading', { name: 'Walletport Dev Wallet', exact: true })).toBeVisible();
    await look(page, `connecting-${variant}`);
    await setPanelHidden(page, false);
    await approveInWallet(page);
    await expect(dialog).toBeHidden();
    await setPanelHidden(page, true);

    await page.getByRole('button', { name: prefixOf(t('buttons.account', { name: '' })) }).click();
    await expect(dialog.getByRole('button', { name: t('account.disconnect') })).toBeVisible();
    // Settled: the balance and the token list loaded (nothing busy), and every picture decoded.
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(() =>
        dialog
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    // The card's balance comes through the server, whose 30 s cache may still hold the figure from before
    // the balance was set: masked, with the native row's quantity (both read '… ETH').
    await look(page, `account-${variant}`, [dialog.getByText(/ETH/)]);

    await dialog.getByRole('button', { name: prefixOf(t('account.switchNetwork')) }).click();
    await expect(dialog.getByRole('heading', { name: t('modal.title.networks') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Sepolia/ })).toBeVisible();
    await look(page, `networks-${variant}`);

    await dialog.getByRole('button', { name: t('common.close') }).click();
    await expect(dialog).toBeHidden();
    await setPanelHidden(page, false);
    await walletNetwork(page).selectOption(String(DEVNET_2));
    await setPanelHidden(page, true);
    await expect(dialog.getByRole('heading', { name: t('modal.title.unsupportedChain') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Sepolia/ })).toBeVisible();
    await look(page, `unsupported-chain-${variant}`);
  });
}

test('All wallets: the skeleton gives way to the wallets without moving anything', async ({
  page,
  stack,
}) => {
  const t = await wordsOf('en');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The registry answers only when the test says so, so the skeleton is on screen to be measured.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/getWallets?**', async (route) => {
    await answered;
    await route.continue();
  });
  await openDemo(page, stack, { networks: [DEVNET_1] });
  await setPanelHidden(page, true);
  const dialog = modal(page);
  await page.getByRole('button', { name: t('buttons.connect') }).click();
  await dialog.getByRole('button', { name: prefixOf(t('connect.allWallets')) }).click();
  const list = dialog.getByRole('list', { name: t('wallets.listLabel') });
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const tiles = list.getByRole('listitem');
  const before = await Promise.all([0, 1, 2, 3, 4].map((index) => tiles.nth(index).boundingBox()));

  await page.evaluate(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries())
        record.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  answer();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect(list.getByRole('button', { name: /MetaMask/ })).toBeVisible();
  // Two frames, so any shift the swap caused has been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const after = await Promise.all([0, 1, 2, 3, 4].map((index) => tiles.nth(index).boundingBox()));
  expect(after).toEqual(before);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  console.log(`layout shift from the All wallets skeleton to its wallets: ${shift}`);
  expect(shift).toBe(0);
});
