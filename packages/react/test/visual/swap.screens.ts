/**
 * Screenshots and axe of the Swap views in headless Chromium, for a person to look at (not a
 * Vitest test: run it by hand). Builds swap-page.tsx with esbuild, serves it on 127.0.0.1, and for each
 * view × state × theme × page width (390 px: the phone sheet; 1280 px: the 360 px card) saves the dialog to
 * OUT_DIR and runs axe over the page (colour contrast included), writing the violations to report.json.
 *
 *   npx tsx packages/react/test/visual/swap.screens.ts [OUT_DIR]
 *
 * Chromium is Debian's (CHROMIUM_PATH, else /usr/bin/chromium), as in the e2e suite.
 */
import { runScreens, type Shot } from './screens-runner.js';

function shots(): Shot[] {
  const list: Shot[] = [];
  const screens = [
    ['swap', 'view=Swap'],
    ['swap-select-token', 'view=SwapSelectToken'],
    ['swap-preview-review', 'view=SwapPreview&state=review'],
    ['swap-preview-approve', 'view=SwapPreview&state=review&pair=sell'],
  ] as const;
  for (const [name, screen] of screens) {
    for (const theme of ['dark', 'light']) {
      for (const width of [360, 1280])
        list.push({ name: `${name}-${theme}-${width}`, query: `${screen}&theme=${theme}`, width });
    }
  }
  for (const state of ['approving', 'pending', 'success', 'failed', 'declined'] as const) {
    for (const theme of ['dark', 'light'])
      list.push({
        name: `swap-preview-${state}-${theme}-360`,
        query: `view=SwapPreview&state=${state}&theme=${theme}`,
        width: 360,
      });
  }
  list.push(
    {
      name: 'swap-preview-approved-dark-1280',
      query: 'view=SwapPreview&state=approved&pair=sell&theme=dark',
      width: 1280,
    },
    { name: 'swap-noroute-light-360', query: 'view=Swap&route=none&theme=light', width: 360 },
    { name: 'swap-ar-dark-360', query: 'view=Swap&theme=dark&locale=ar', width: 360 },
  );
  return list;
}

await runScreens({
  entry: 'packages/react/test/visual/swap-page.tsx',
  title: 'Swap',
  defaultOutDir: '/tmp/walletport-screens/swap',
  shots: shots(),
});
