/**
 * Screenshots and axe of the Buy views in headless Chromium, for a person to look at (not a Vitest test:
 * run it by hand). Builds onramp-page.tsx with esbuild, serves it on 127.0.0.1, and for each view × state ×
 * theme × page width (360 px: the phone sheet; 1280 px: the 360 px card) saves the dialog to OUT_DIR and
 * runs axe over the page (colour contrast included), writing the violations to report.json.
 *
 *   npx tsx packages/react/test/visual/onramp.screens.ts [OUT_DIR]
 *
 * Chromium is Debian's (CHROMIUM_PATH, else /usr/bin/chromium), as in the e2e suite.
 */
import { runScreens, type Shot } from './screens-runner.js';

function shots(): Shot[] {
  const list: Shot[] = [];
  const screens = [
    ['onramp-quote', 'view=OnRamp&state=quote'],
    ['onramp-empty', 'view=OnRamp&state=empty'],
    ['onramp-error', 'view=OnRamp&state=error'],
    ['onramp-noquote', 'view=OnRamp&state=noquote'],
    ['onramp-fiat-select', 'view=OnRampFiatSelect&state=quote'],
    ['onramp-token-select', 'view=OnRampTokenSelect&state=quote'],
    ['onramp-waiting', 'view=OnRampInProgress&state=waiting'],
    ['onramp-blocked', 'view=OnRampInProgress&state=blocked'],
    ['onramp-success', 'view=OnRampInProgress&state=success'],
    ['onramp-failed', 'view=OnRampInProgress&state=failed'],
  ] as const;
  for (const [name, screen] of screens) {
    for (const theme of ['dark', 'light']) {
      for (const width of [360, 1280])
        list.push({ name: `${name}-${theme}-${width}`, query: `${screen}&theme=${theme}`, width });
    }
  }
  list.push(
    { name: 'onramp-quote-ar-dark-360', query: 'view=OnRamp&state=quote&theme=dark&locale=ar', width: 360 },
    {
      name: 'onramp-quote-de-light-1280',
      query: 'view=OnRamp&state=quote&theme=light&locale=de',
      width: 1280,
    },
  );
  return list;
}

await runScreens({
  entry: 'packages/react/test/visual/onramp-page.tsx',
  title: 'Buy',
  defaultOutDir: '/tmp/walletport-screens/onramp',
  shots: shots(),
});
