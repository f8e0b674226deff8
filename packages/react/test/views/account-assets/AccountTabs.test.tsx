// @vitest-environment happy-dom
/**
 * The Account view's wallet feature buttons and its Tokens | NFTs | Activity tabs (WAI-ARIA tabs):
 * which show, keyboard use, the remembered tab.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabIndexAfterKey, visibleAccountTabs } from '../../../src/views/account/account-tabs.js';
import AccountView from '../../../src/views/account/AccountView.js';
import { type AssetsHarness, createAssetsHarness, settle, teardown } from './harness.js';

let harness: AssetsHarness | undefined;
afterEach(() => {
  teardown(harness);
  harness = undefined;
});

async function account(options: Parameters<typeof createAssetsHarness>[0] = {}) {
  harness = createAssetsHarness(options);
  await harness.connect();
  harness.render(AccountView);
  await act(() => settle());
  return harness;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selected = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('the tabs', () => {
  it('are Tokens | NFTs | Activity with a server, Tokens selected and the only one in the tab order', async () => {
    await account();
    expect(screen.getByRole('tablist', { name: 'Assets and activity' })).toBeTruthy();
    expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(selected()?.textContent).toBe('Tokens');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(selected()?.id);
    expect(selected()?.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('arrow keys move the selection and the focus, wrapping; Home and End go to the ends', async () => {
    await account();
    const [tokens, nfts, activity] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    tokens.focus();
    act(() => void fireEvent.keyDown(tokens, { key: 'ArrowRight' }));
    expect(selected()).toBe(nfts);
    expect(document.activeElement).toBe(nfts);
    expect(nfts.tabIndex).toBe(0);
    act(() => void fireEvent.keyDown(nfts, { key: 'End' }));
    expect(selected()).toBe(activity);
    act(() => void fireEvent.keyDown(activity, { key: 'ArrowRight' }));
    expect(selected()).toBe(tokens);
    act(() => void fireEvent.keyDown(tokens, { key: 'ArrowLeft' }));
    expect(selected()).toBe(activity);
    act(() => void fireEvent.keyDown(activity, { key: 'Home' }));
    expect(document.activeElement).toBe(tokens);
    act(() => void fireEvent.keyDown(tokens, { key: 'a' }));
    expect(selected()).toBe(tokens);
  });

  it("remembers the tab as the account's currentTab", async () => {
    const h = await account();
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(h.instance.stores.accounts.getState().eip155?.currentTab).toBe('Activity');
    teardownView();
    h.render(AccountView);
    expect(selected()?.textContent).toBe('Activity');
  });

  it('hide NFTs and Activity without a server (no source), and Activity with history off', async () => {
    await account({ server: false });
    expect(tabNames()).toEqual(['Tokens']);
    teardown(harness);
    await account({ features: { history: false, email: false, socials: false } });
    expect(tabNames()).toEqual(['Tokens', 'NFTs']);
  });

  it('a remembered tab that is not offered shows Tokens', async () => {
    const h = await account({ server: false });
    act(() => {
      h.instance.stores.accounts.setState((state) => ({
        eip155: { ...state.eip155!, currentTab: 'Activity' },
      }));
    });
    expect(selected()?.textContent).toBe('Tokens');
  });
});

describe('the wallet feature buttons', () => {
  it('show the implemented features in walletFeaturesOrder (buy, swap, receive, send) and open their views', async () => {
    const h = await account();
    const group = screen.getByRole('group', { name: 'Wallet actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
    fireEvent.click(within(group).getByRole('button', { name: 'Send' }));
    expect(h.instance.stores.router.getState().view.name).toBe('Send');
    fireEvent.click(within(group).getByRole('button', { name: 'Buy' }));
    expect(h.instance.stores.router.getState().view.name).toBe('OnRamp');
  });

  it('follow the order the app chose, and hide a feature that is off', async () => {
    await account({ features: { walletFeaturesOrder: ['send', 'receive'], email: false, socials: false } });
    const group = screen.getByRole('group', { name: 'Wallet actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Send', 'Receive']);
    teardown(harness);
    await account({
      features: { send: false, receive: false, onramp: false, swaps: false, email: false, socials: false },
    });
    expect(screen.queryByRole('group', { name: 'Wallet actions' })).toBeNull();
  });
});

describe('the Buy button', () => {
  it('shows only with a Walletport server: the providers are reached through it', async () => {
    await account({ server: false });
    const group = screen.getByRole('group', { name: 'Wallet actions' });
    expect(within(group).queryByRole('button', { name: 'Buy' })).toBeNull();
  });
});

describe('tab rules', () => {
  it('offer Tokens always, NFTs and Activity where they have a source', () => {
    expect(visibleAccountTabs({ nfts: false, activity: false })).toEqual(['Tokens']);
    expect(visibleAccountTabs({ nfts: true, activity: true })).toEqual(['Tokens', 'NFTs', 'Activity']);
  });

  it('mirror the arrow keys right to left', () => {
    expect(tabIndexAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 0, 3, true)).toBe(2);
    expect(tabIndexAfterKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabIndexAfterKey('Enter', 0, 3, false)).toBeUndefined();
    expect(tabIndexAfterKey('Home', 1, 0, false)).toBeUndefined();
  });
});

function teardownView() {
  for (const node of [...document.body.childNodes]) node.remove();
}
