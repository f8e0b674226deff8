import { expect, test } from './support/fixtures.js';
import { modal, openDemo } from './support/demo.js';

test('choosing Español reloads the demo with the modal in Spanish, keeping the other choices', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack);
  await page.getByRole('radio', { name: 'Light' }).check();
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(page).toHaveURL(/locale=es/);
  await expect(page).toHaveURL(/theme=light/);
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('es');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();

  await page.getByRole('button', { name: 'Conectar billetera' }).click();
  await expect(modal(page).getByRole('heading', { name: 'Conectar billetera' })).toBeVisible();
  await expect(modal(page).getByRole('button', { name: /Walletport Dev Wallet/ })).toBeVisible();
});
