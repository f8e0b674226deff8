import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import {
  ACCOUNT_0,
  appUrl,
  connect,
  disconnect,
  reloadKeepsSession,
  signMessage,
  switchToSecondDevnet,
} from './support/flow.js';

const walletportAddress = (page: Page) => page.getByText(/^Walletport address: /);

// Every AppKit wagmi example wraps the app in <WagmiProvider config={wagmiAdapter.wagmiConfig}>. wagmi's
// hooks drive this app (address, chain, signing, switching, disconnecting) while Walletport's hook reads
// the same connection: both must agree with either value of reconnectOnMount, across reloads.
for (const reconnectOnMount of ['true', 'false']) {
  test(`a wagmi app (WagmiProvider reconnectOnMount=${reconnectOnMount}) connects, signs, switches network, keeps the session and disconnects`, async ({
    page,
    run,
  }) => {
    await page.goto(appUrl(run, 'wagmi-app:vite-preview', { reconnectOnMount }));
    await connect(page);
    await expect(walletportAddress(page)).toHaveText(`Walletport address: ${ACCOUNT_0}`);
    await signMessage(page);
    await switchToSecondDevnet(page);
    await reloadKeepsSession(page);
    await expect(walletportAddress(page)).toHaveText(`Walletport address: ${ACCOUNT_0}`);
    await reloadKeepsSession(page);
    await disconnect(page);
    await expect(walletportAddress(page)).toHaveText('Walletport address: none');
  });
}
