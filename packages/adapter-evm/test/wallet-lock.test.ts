/**
 * A wallet that locks itself and is unlocked again (MetaMask's auto-lock) against the real dev wallet on
 * a real devnet: wagmi's injected connector connects the unlocked wallet by itself, and the adapter
 * reports that as the wallet's own `connect`, so the instance can adopt it.
 */
import { devWalletRdns } from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScriptedApprover } from './support/approver.js';
import { startTestChains, type TestChains } from './support/devnet.js';
import { lockable } from '../../../test/support/lockable-wallet.js';
import { createTestWallet, openPage } from './support/page.js';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

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

function setup() {
  const approver = createScriptedApprover();
  const wallet = lockable(createTestWallet(chains, approver));
  const page = openPage(chains);
  page.announce(wallet);
  const adapter = page.adapter();
  const connected = vi.fn();
  adapter.on('connect', connected);
  return { approver, wallet, adapter, connected };
}

describe('a wallet that locks and unlocks itself', () => {
  it("the adapter's own connect is not reported as the wallet's", async () => {
    const { adapter, connected } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connected).not.toHaveBeenCalled();
  });

  it('lock gives disconnect; unlock gives connect with the account and chain', async () => {
    const { adapter, wallet, connected } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    const disconnected = vi.fn();
    adapter.on('disconnect', disconnected);

    wallet.lock();
    await vi.waitFor(() => expect(disconnected).toHaveBeenCalledWith({ connectorId: devWalletRdns }));
    expect(adapter.wagmiConfig.state.status).toBe('disconnected');

    await wallet.unlock();
    await vi.waitFor(() =>
      expect(connected).toHaveBeenCalledWith({
        connectorId: devWalletRdns,
        accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
        chainId: 31337,
      }),
    );
    expect(adapter.wagmiConfig.state.status).toBe('connected');
  });

  it('choosing the unlocked wallet adopts its connection instead of failing "already connected"', async () => {
    const { adapter, wallet, approver, connected } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    wallet.lock();
    await vi.waitFor(() => expect(adapter.wagmiConfig.state.status).toBe('disconnected'));
    await wallet.unlock();
    await vi.waitFor(() => expect(connected).toHaveBeenCalled());

    const prompts = approver.requests.length;
    const result = await adapter.connect({ connectorId: devWalletRdns, chainId: 31337 });
    expect(result).toEqual({
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: 31337,
      connectorId: devWalletRdns,
    });
    // Adopted: the wallet was not asked again, and it still signs for the adopted connection.
    expect(approver.requests.length).toBe(prompts);
    const signature = await adapter.signMessage({ message: 'hello', address: ACCOUNT_0 });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('an adopted connection on another chain is switched to the requested one', async () => {
    const { adapter, wallet, approver, connected } = setup();
    await adapter.connect({ connectorId: devWalletRdns });
    wallet.lock();
    await vi.waitFor(() => expect(adapter.wagmiConfig.state.status).toBe('disconnected'));
    await wallet.unlock();
    await vi.waitFor(() => expect(connected).toHaveBeenCalled());

    const result = await adapter.connect({ connectorId: devWalletRdns, chainId: 31338 });
    expect(result.chainId).toBe(31338);
    expect(approver.kinds().at(-1)).toBe('switchChain');
  });
});
