// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { UserRejectedRequestError } from '@walletport/core';
import { afterEach, describe, expect, it } from 'vitest';
import UnsupportedChainView from '../../../src/views/unsupported-chain/UnsupportedChainView.js';
import { createViewHarness, settle, teardown, type ViewHarness } from '../account/harness.js';

let harness: ViewHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
});

/** The wallet connects on chain 999, which the app does not configure: core opens UnsupportedChain. */
async function onUnsupportedChain(options: Parameters<typeof createViewHarness>[0] = {}) {
  harness = createViewHarness(options);
  await harness.connect(999);
  harness.render(UnsupportedChainView);
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

describe('UnsupportedChainView', () => {
  it('is where core sends a wallet on an unconfigured network', async () => {
    const h = await onUnsupportedChain();
    expect(h.instance.stores.modal.getState().open).toBe(true);
    expect(h.instance.stores.router.getState().view.name).toBe('UnsupportedChain');
    expect(h.instance.getCaipNetwork()?.name).toBe('Unknown Network');
  });

  it("explains the problem in the catalogue's words and lists the app's networks", async () => {
    await onUnsupportedChain();
    expect(
      screen.getByText(
        "This app doesn't support your current network. Switch to an available option to continue.",
      ),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Networks' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toHaveLength(2);
    expect(names[0]).toContain('Ethereum');
    expect(names[1]).toContain('OP Mainnet');
  });

  it('switches to a chosen network and then closes the modal (going back from UnsupportedChain closes)', async () => {
    const h = await onUnsupportedChain();
    await click(row('OP Mainnet'));
    expect(h.switchNetwork.calls.map((call) => call.network.caipNetworkId)).toEqual(['eip155:10']);
    expect(h.instance.getCaipNetwork()?.caipNetworkId).toBe('eip155:10');
    expect(h.instance.stores.chains.getState().showUnsupportedNetworkUI).toBe(false);
    expect(h.instance.stores.modal.getState().open).toBe(false);
  });

  it("shows 'Switch declined' on a rejection and lets the visitor try again", async () => {
    const h = await onUnsupportedChain();
    h.switchNetwork.fail(new UserRejectedRequestError(), 1);
    await click(row('Ethereum'));
    expect(screen.getByRole('status').textContent).toBe('Switch declined');
    expect(h.instance.stores.modal.getState().open).toBe(true);

    await click(row('Ethereum'));
    expect(h.instance.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
    expect(h.instance.stores.modal.getState().open).toBe(false);
  });

  it('disconnects and closes the modal', async () => {
    const h = await onUnsupportedChain();
    await click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(h.instance.getAddress()).toBeUndefined();
    expect(h.instance.stores.modal.getState().open).toBe(false);
  });

  it('leaves out networks the session does not support', async () => {
    harness = createViewHarness();
    await harness.connect(999);
    act(() => {
      const { chains } = harness!.instance.stores;
      const eip155 = chains.getState().chains.eip155!;
      chains.setState({
        chains: {
          ...chains.getState().chains,
          eip155: { ...eip155, requestedCaipNetworkIds: ['eip155:10'] },
        },
      });
    });
    harness.render(UnsupportedChainView);
    expect(screen.queryByRole('button', { name: /^Ethereum/ })).toBeNull();
    expect(row('OP Mainnet')).toBeTruthy();
  });
});
