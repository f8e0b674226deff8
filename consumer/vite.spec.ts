import { test } from './support/fixtures.js';
import { appUrl, fullVisit } from './support/flow.js';

// The same app in Vite's dev server (which enables the `development` export condition: the packages must
// still resolve their built files) and as a production build.
for (const mode of ['vite-dev', 'vite-preview'] as const) {
  test(`a Vite React app (${mode}) connects, signs, switches network, keeps the session and disconnects`, async ({
    page,
    run,
  }) => {
    await fullVisit(page, appUrl(run, `vite-react:${mode}`));
  });
}
