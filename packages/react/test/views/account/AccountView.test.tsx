// @vitest-environment happy-dom
import { loadCatalogue } from '../../../src/i18n/catalog.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CaipNetwork, updateAccount } from '@walletport/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTextTranslator } from '../../../src/i18n/index.js';
import AccountView from '../../../src/views/account/AccountView.js';
import { COPY_FEEDBACK_MS } from '../../../src/views/account/use-copy-feedback.js';
import { ADDRESS, createViewHarness, settle, teardown, type ViewHarness } from './harness.js';

// The views speak Spanish from their first render once its chunk is here (the modal's mount loads it).
await loadCatalogue('es');

let harness: ViewHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function connectedAccount(options: Parameters<typeof createViewHarness>[0] = {}) {
  harness = createViewHarness(options);
  await harness.connect();
  harness.instance.services.modal.open();
  return harness;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: { writeText } });
}

describe('AccountView: identity', () => {
  it('shows the address cut to 4 + 6 characters with the full address as its title', async () => {
    const h = await connectedAccount();
    h.render(AccountView);
    const name = screen.getByRole('heading', { name: '0x12…345678' });
    expect(name.getAttribute('title')).toBe(ADDRESS);
  });

  it('shows the profile name instead of the address when the account has one', async () => {
    const h = await connectedAccount();
    act(() => updateAccount(h.instance.stores.accounts, 'eip155', { profileName: 'alice.eth' }));
    h.render(AccountView);
    expect(screen.getByRole('heading', { name: 'alice.eth' })).toBeTruthy();
    expect(screen.queryByText('0x12…345678')).toBeNull();
  });

  it('names the wallet it is connected with', async () => {
    const h = await connectedAccount();
    h.render(AccountView);
    expect(screen.getByText('Connected with Test Wallet')).toBeTruthy();
  });

  it('uses the locale option (Spanish)', async () => {
    const h = await connectedAccount({ locale: 'es' });
    h.render(AccountView);
    expect(screen.getByRole('button', { name: 'Desconectar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar dirección' })).toBeTruthy();
  });
});

describe('AccountView: balance', () => {
  it("writes the balance in the page's language when no locale option is set (German decimal comma)", async () => {
    document.documentElement.lang = 'de';
    try {
      await loadCatalogue('de');
      harness = createViewHarness();
      await harness.connect();
      const { container } = harness.render(AccountView);
      await act(settle);
      // The identity card's balance line (the Tokens tab may list the same coin).
      const identity = container.querySelector('.wp-account__identity') as HTMLElement;
      expect(within(identity).getByText('1,234 ETH')).toBeTruthy();
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('shows a skeleton while the balance loads, then the balance with 3 decimals and the symbol', async () => {
    harness = createViewHarness();
    const release = harness.balance.hold();
    await harness.connect();
    const { container } = harness.render(AccountView);
    await act(settle);
    expect(container.querySelector('.wp-account__balance[aria-busy="true"] .wp-skeleton')).not.toBeNull();
    expect(screen.queryByText(/ETH$/)).toBeNull();

    await act(async () => {
      release();
      await settle();
    });
    // The identity card's balance line (the Tokens tab lists the same coin: tokens/TokensPanel.test.tsx).
    const identity = container.querySelector('.wp-account__identity') as HTMLElement;
    expect(within(identity).getByText('1.234 ETH')).toBeTruthy();
    expect(identity.querySelector('.wp-skeleton')).toBeNull();
  });

  it('rounds the balance down, never showing more than the wallet holds', async () => {
    harness = createViewHarness();
    harness.balance.answer({ balance: '0.99999', symbol: 'ETH' });
    await harness.connect();
    const { container } = harness.render(AccountView);
    const identity = container.querySelector('.wp-account__identity') as HTMLElement;
    expect(await within(identity).findByText('0.999 ETH')).toBeTruthy();
  });

  it("shows 'Token Balance Unavailable' with a retry that waits out the 30 s block, then loads", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    harness = createViewHarness();
    harness.balance.fail(new Error('rpc down'), 1);
    await harness.connect();
    const { container } = harness.render(AccountView);
    // The identity card's balance line (the Tokens tab has its own retry: tokens/TokensPanel.test.tsx).
    const identity = () => within(container.querySelector('.wp-account__identity') as HTMLElement);

    expect(await identity().findByText('Token Balance Unavailable')).toBeTruthy();
    const blocked = identity().getByRole('button', { name: 'Try again in 30 seconds' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    // The failed lookup's placeholder (0.00 ETH) is never shown as if it were the balance.
    expect(screen.queryByText('0.000 ETH')).toBeNull();

    vi.setSystemTime(new Date('2025-01-01T00:00:30Z'));
    const retry = (await identity().findByRole(
      'button',
      { name: 'Try again' },
      { timeout: 2000 },
    )) as HTMLButtonElement;
    expect(retry.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(retry);
      await settle();
    });
    expect(await identity().findByText('1.234 ETH')).toBeTruthy();
    expect(identity().queryByText('Token Balance Unavailable')).toBeNull();
    expect(harness.balance.calls).toHaveLength(2);
  });

  it('treats a balance that is not a number as unavailable rather than showing it', async () => {
    harness = createViewHarness();
    harness.balance.answer({ balance: 'NaN-ish', symbol: 'ETH' });
    await harness.connect();
    harness.render(AccountView);
    expect(await screen.findByText('Token Balance Unavailable')).toBeTruthy();
  });
});

describe('AccountView: copy', () => {
  it("copies the full address and shows 'Copied' for 1.5 s in a live region", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubClipboard(writeText);
    const h = await connectedAccount();
    h.render(AccountView);
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    const status = screen.getByText('Copied');
    expect(status.getAttribute('aria-live')).toBe('polite');

    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(screen.queryByText('Copied')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('the copy icon turns into a check while "Copied" shows, then back', async () => {
    stubClipboard(async () => {});
    const h = await connectedAccount();
    h.render(AccountView);
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Copy address' });
    const icon = () => button.querySelector('svg')?.getAttribute('data-icon');
    expect(icon()).toBe('copy');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(icon()).toBe('check');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(icon()).toBe('copy');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when the clipboard is not available', async () => {
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: undefined });
    const h = await connectedAccount();
    h.render(AccountView);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(screen.getByText('Could not copy the address')).toBeTruthy();
  });

  it('says so when the browser refuses the write', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const h = await connectedAccount();
    h.render(AccountView);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    });
    expect(screen.getByText('Could not copy the address')).toBeTruthy();
  });
});

describe('AccountView: network and explorer', () => {
  it('shows the active network and opens Networks from it', async () => {
    const h = await connectedAccount();
    h.render(AccountView);
    const row = screen.getByRole('button', { name: 'Switch network, current: Ethereum' });
    expect(within(row).getByText('Ethereum')).toBeTruthy();
    fireEvent.click(row);
    expect(h.instance.stores.router.getState().view.name).toBe('Networks');
  });

  it('links to the address on the block explorer in a new tab without an opener', async () => {
    const h = await connectedAccount();
    h.render(AccountView);
    const link = screen.getByRole('link', { name: /Block Explorer/ });
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/address/${ADDRESS}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no explorer link for an explorer on plain http (only https, or a local devnet’s)', async () => {
    const h = await connectedAccount({
      networks: [
        {
          ...NETWORK_WITHOUT_EXPLORER,
          blockExplorers: { default: { name: 'Scan', url: 'http://scan.example' } },
        },
      ],
    });
    h.render(AccountView);
    expect(screen.getByText('Connected with Test Wallet')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows no explorer link for a network without an explorer', async () => {
    // Options already refuse a non-http(s) explorer URL; the view checks again (explorer-url.test.ts).
    const h = await connectedAccount({ networks: [NETWORK_WITHOUT_EXPLORER] });
    h.render(AccountView);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

const NETWORK_WITHOUT_EXPLORER = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  testnet: false,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example'] } },
} satisfies CaipNetwork;

describe('AccountView: disconnect', () => {
  it('shows a busy, disabled button while disconnecting, then closes the modal', async () => {
    const h = await connectedAccount();
    h.render(AccountView);
    const release = h.adapter.hold('disconnect');
    const button = screen.getByRole('button', { name: 'Disconnect' }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(button);
      await settle();
    });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Disconnecting');
    expect(h.instance.stores.modal.getState().open).toBe(true);

    await act(async () => {
      release();
      await settle();
    });
    expect(h.adapter.callsOf('disconnect')).toHaveLength(1);
    expect(h.instance.getAddress()).toBeUndefined();
    expect(h.instance.stores.modal.getState().open).toBe(false);
  });

  it("shows 'Failed to disconnect' in the alert bar and keeps the modal open when it fails", async () => {
    const h = await connectedAccount();
    h.render(AccountView);
    h.adapter.fail('disconnect', new Error('wallet busy'), 1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
      await settle();
    });
    await waitFor(() =>
      expect(h.instance.stores.alerts.getState().current).toMatchObject({
        variant: 'error',
        message: { code: 'account.disconnectFailed' },
      }),
    );
    expect(createTextTranslator('en')({ code: 'account.disconnectFailed' })).toBe('Failed to disconnect');
    expect(h.instance.stores.modal.getState().open).toBe(true);
    const button = screen.getByRole('button', { name: 'Disconnect' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });
});
