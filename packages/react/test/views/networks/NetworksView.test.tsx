// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { createError, setRequestedCaipNetworkIds, UserRejectedRequestError } from '@walletport/core/internal';
import { afterEach, describe, expect, it } from 'vitest';
import NetworksView from '../../../src/views/networks/NetworksView.js';
import { createViewHarness, settle, teardown, type ViewHarness } from '../account/harness.js';

let harness: ViewHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
});

/** Connected on Ethereum, the modal open on Account → Networks (as the visitor gets there). */
async function onNetworks(options: Parameters<typeof createViewHarness>[0] = {}) {
  harness = createViewHarness(options);
  await harness.connect();
  harness.instance.services.modal.open();
  harness.instance.services.router.push({ name: 'Networks' });
  harness.render(NetworksView);
  return harness;
}

const row = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}`) }) as HTMLButtonElement;

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await settle();
  });
}

describe('NetworksView', () => {
  it('lists the configured networks and marks the active one', async () => {
    await onNetworks();
    expect(screen.getByRole('list', { name: 'Networks' })).toBeTruthy();
    expect(row('Ethereum').getAttribute('aria-current')).toBe('true');
    expect(row('OP Mainnet').getAttribute('aria-current')).toBeNull();
    expect(row('Ethereum').textContent).toContain('Active');
  });

  it('switches through the wallet and goes back to Account on success', async () => {
    const h = await onNetworks();
    await click(row('OP Mainnet'));
    expect(h.switchNetwork.calls.map((call) => call.network.caipNetworkId)).toEqual(['eip155:10']);
    expect(h.instance.getCaipNetwork()?.caipNetworkId).toBe('eip155:10');
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
    expect(h.instance.stores.modal.getState().open).toBe(true);
  });

  it('shows the pending row with "Approve in your wallet" and holds the other rows meanwhile', async () => {
    const h = await onNetworks();
    const release = h.switchNetwork.hold();
    await click(row('OP Mainnet'));
    const pending = row('OP Mainnet');
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(pending.textContent).toContain('Approve in your wallet');
    expect(row('Ethereum').disabled).toBe(true);

    await click(pending);
    expect(h.switchNetwork.calls).toHaveLength(1);

    await act(async () => {
      release();
      await settle();
    });
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
  });

  it("shows 'Switch declined' when the visitor rejects, and the list stays usable", async () => {
    const h = await onNetworks();
    h.switchNetwork.fail(new UserRejectedRequestError(), 1);
    await click(row('OP Mainnet'));

    expect(screen.getByRole('status').textContent).toBe('Switch declined');
    expect(h.instance.stores.router.getState().view.name).toBe('Networks');
    expect(h.instance.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(row('OP Mainnet').disabled).toBe(false);
    expect(row('Ethereum').disabled).toBe(false);

    await click(row('OP Mainnet'));
    expect(h.instance.getCaipNetwork()?.caipNetworkId).toBe('eip155:10');
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
  });

  it("shows core's 'Chain is not supported' when the wallet cannot add the network", async () => {
    const h = await onNetworks();
    h.switchNetwork.fail(createError('CHAIN_NOT_SUPPORTED', { cause: new Error('4902 then add failed') }), 1);
    await click(row('OP Mainnet'));
    expect(screen.getByRole('status').textContent).toBe('Chain is not supported');
    expect(h.instance.stores.router.getState().view.name).toBe('Networks');
  });

  it("shows 'User rejected switch after adding network.' for a switch refused after the add", async () => {
    const h = await onNetworks();
    h.switchNetwork.fail(
      createError('SWITCH_REJECTED_AFTER_ADD_NETWORK', { cause: new UserRejectedRequestError() }),
      1,
    );
    await click(row('OP Mainnet'));
    expect(screen.getByRole('status').textContent).toBe('User rejected switch after adding network.');
  });

  it('goes back without asking the wallet when the active network is chosen', async () => {
    const h = await onNetworks();
    await click(row('Ethereum'));
    expect(h.switchNetwork.calls).toHaveLength(0);
    expect(h.instance.stores.router.getState().view.name).toBe('Account');
  });

  it('stays on UnsupportedChain (modal open) when the switch lands on a network the session does not support', async () => {
    const h = await onNetworks();
    act(() => setRequestedCaipNetworkIds(h.instance.stores.chains, 'eip155', ['eip155:1']));
    await click(row('OP Mainnet'));
    expect(h.instance.stores.router.getState().view.name).toBe('UnsupportedChain');
    expect(h.instance.stores.modal.getState().open).toBe(true);
  });

  it('is a read-only list when enableNetworkSwitch is false', async () => {
    const h = await onNetworks({ enableNetworkSwitch: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('This app does not allow switching networks from here.')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Ethereum');
    expect(items[1]?.textContent).toContain('OP Mainnet');
    expect(screen.getByText('Ethereum').closest('[aria-current="true"]')).not.toBeNull();
    expect(h.switchNetwork.calls).toHaveLength(0);
  });

  it('switching while no wallet is connected only sets the active network', async () => {
    harness = createViewHarness();
    harness.instance.services.modal.open({ view: { name: 'Networks' } });
    harness.render(NetworksView);
    await click(row('OP Mainnet'));
    expect(harness.switchNetwork.calls).toHaveLength(0);
    expect(harness.instance.getCaipNetwork()?.caipNetworkId).toBe('eip155:10');
  });
});
