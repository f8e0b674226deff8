/**
 * A wallet that locks itself and is unlocked again (MetaMask's auto-lock), against the real dev wallet on
 * a real devnet. Unlike wagmi's injected connector, the EthersAdapter never reconnects by itself: a lock
 * ends the connection, the unlock does not bring it back, and the visitor's next connect reaches the
 * wallet and succeeds (never "already connected").
 */
import { devWalletRdns } from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lockable } from '../../../test/support/lockable-wallet.js';
import { createScriptedApprover } from './support/approver.js';
import { ACCOUNT_0, startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage } from './support/page.js';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a wallet that locks and unlocks itself', () => {
  it('lock ends the connection; after the unlock the next connect asks the wallet and connects', async () => {
    const approver = createScriptedApprover();
    const wallet = lockable(createTestWallet(chains, approver));
    const page = openPage(chains);
    page.announce(wallet);
    const adapter = page.adapter();
    const connected = vi.fn();
    const disconnected = vi.fn();
    adapter.on('connect', connected);
    adapter.on('disconnect', disconnected);

    await adapter.connect({ connectorId: devWalletRdns });
    wallet.lock();
    await vi.waitFor(() => expect(disconnected).toHaveBeenCalledWith({ connectorId: devWalletRdns }));

    await wallet.unlock();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connected).not.toHaveBeenCalled();

    const asked = wallet.methods.length;
    const again = await adapter.connect({ connectorId: devWalletRdns });
    expect(again.accounts).toEqual([{ address: ACCOUNT_0, type: 'eoa' }]);
    expect(wallet.methods.slice(asked)).toContain('eth_requestAccounts');
    // The site kept its permission through the lock, so the wallet answers without asking its owner again.
    expect(approver.kinds()).toEqual(['connect']);
    expect(await adapter.getAccounts({ connectorId: devWalletRdns })).toEqual(again.accounts);
  });
});
