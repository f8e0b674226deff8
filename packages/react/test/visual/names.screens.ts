/**
 * Screenshots and axe of the name views (and the Account view's "Choose a name") in headless Chromium, for
 * a person to look at (not a Vitest test: run it by hand). Builds names-page.tsx with esbuild, serves it on
 * 127.0.0.1, and for each screen × theme × page width (360 px: the phone sheet; 1280 px: the 360 px card)
 * saves the dialog to OUT_DIR and runs axe over the page, writing the violations to report.json.
 *
 *   npx tsx packages/react/test/visual/names.screens.ts [OUT_DIR]
 *
 * Chromium is Debian's (CHROMIUM_PATH, else /usr/bin/chromium), as in the e2e suite.
 */
import { runScreens, type Shot } from './screens-runner.js';

function shots(): Shot[] {
  const list: Shot[] = [];
  const screens = ['account', 'empty', 'invalid', 'available', 'taken', 'failed', 'signing', 'success'];
  for (const screen of screens) {
    for (const theme of ['dark', 'light']) {
      for (const width of [360, 1280])
        list.push({ name: `${screen}-${theme}-${width}`, query: `screen=${screen}&theme=${theme}`, width });
    }
  }
  list.push({ name: 'available-ar-dark-360', query: 'screen=available&theme=dark&locale=ar', width: 360 });
  return list;
}

await runScreens({
  entry: 'packages/react/test/visual/names-page.tsx',
  title: 'Names',
  defaultOutDir: '/tmp/walletport-screens/names',
  shots: shots(),
});
