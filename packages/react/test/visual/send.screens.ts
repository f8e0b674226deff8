/**
 * Screenshots and axe of the Send and Receive views in headless Chromium, for a person to look at (not a
 * Vitest test: run it by hand). Builds send-page.tsx with esbuild, serves it on 127.0.0.1, and for each
 * view × state × theme × page width (390 px: the phone sheet; 1280 px: the 360 px card) saves the dialog to
 * OUT_DIR and runs axe over the page (colour contrast included), writing the violations to report.json.
 *
 *   npx tsx packages/react/test/visual/send.screens.ts [OUT_DIR]
 *
 * Chromium is Debian's (CHROMIUM_PATH, else /usr/bin/chromium), as in the e2e suite.
 */
import { runScreens, type Shot } from './screens-runner.js';

function shots(): Shot[] {
  const list: Shot[] = [];
  const screens = [
    ['send', 'view=Send'],
    ['send-select-token', 'view=SendSelectToken'],
    ['send-preview-review', 'view=SendPreview&state=review'],
    ['send-preview-success', 'view=SendPreview&state=success'],
    ['send-preview-failed', 'view=SendPreview&state=failed'],
    ['receive', 'view=Receive'],
  ] as const;
  for (const [name, screen] of screens) {
    for (const theme of ['dark', 'light']) {
      for (const width of [390, 1280])
        list.push({ name: `${name}-${theme}-${width}`, query: `${screen}&theme=${theme}`, width });
    }
  }
  list.push(
    {
      name: 'send-preview-approving-dark-1280',
      query: 'view=SendPreview&state=approving&theme=dark',
      width: 1280,
    },
    {
      name: 'send-preview-pending-light-1280',
      query: 'view=SendPreview&state=pending&theme=light',
      width: 1280,
    },
    {
      name: 'send-preview-declined-light-1280',
      query: 'view=SendPreview&state=declined&theme=light',
      width: 1280,
    },
    { name: 'send-ar-dark-390', query: 'view=Send&theme=dark&locale=ar', width: 390 },
    { name: 'receive-ar-light-390', query: 'view=Receive&theme=light&locale=ar', width: 390 },
  );
  return list;
}

await runScreens({
  entry: 'packages/react/test/visual/send-page.tsx',
  title: 'Send',
  defaultOutDir: '/tmp/walletport-screens/send',
  shots: shots(),
});
