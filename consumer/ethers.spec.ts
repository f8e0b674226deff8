import { test } from './support/fixtures.js';
import { appUrl, fullVisit } from './support/flow.js';

test('an ethers v6 app on EthersAdapter connects, signs with a BrowserProvider signer, switches network, keeps the session and disconnects', async ({
  page,
  run,
}) => {
  await fullVisit(page, appUrl(run, 'ethers-app:vite-preview'));
});
