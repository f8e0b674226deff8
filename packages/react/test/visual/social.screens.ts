/**
 * Screenshots and axe of the social login views (Connect with social buttons, ConnectSocials,
 * ConnectingSocial, ConnectingFarcaster) in headless Chromium, for a person to look at (not a Vitest
 * test: run it by hand). See screens-runner.ts.
 *
 *   npx tsx packages/react/test/visual/social.screens.ts [OUT_DIR]
 */
import { runScreens, type Shot } from './screens-runner.js';

function shots(): Shot[] {
  const list: Shot[] = [];
  const screens = [
    ['connect', 'view=Connect'],
    ['connect-two', 'view=Connect&providers=github,google'],
    ['connect-socials', 'view=ConnectSocials'],
    ['connecting-waiting', 'view=ConnectingSocial&state=waiting&provider=google'],
    ['connecting-failed', 'view=ConnectingSocial&state=failed&provider=github'],
    ['connecting-redirecting', 'view=ConnectingSocial&state=redirecting&provider=discord'],
    ['farcaster-waiting', 'view=ConnectingFarcaster&state=waiting'],
    ['farcaster-expired', 'view=ConnectingFarcaster&state=failed'],
  ] as const;
  for (const [name, screen] of screens) {
    for (const theme of ['dark', 'light']) {
      for (const width of [360, 1280])
        list.push({ name: `${name}-${theme}-${width}`, query: `${screen}&theme=${theme}`, width });
    }
  }
  list.push(
    {
      name: 'connecting-failed-ar-light-360',
      query: 'view=ConnectingSocial&state=failed&provider=x&theme=light&locale=ar',
      width: 360,
    },
    {
      name: 'farcaster-opening-dark-360',
      query: 'view=ConnectingFarcaster&state=opening&theme=dark',
      width: 360,
    },
  );
  return list;
}

await runScreens({
  entry: 'packages/react/test/visual/social-page.tsx',
  title: 'Social',
  defaultOutDir: '/tmp/walletport-screens/social',
  shots: shots(),
});
