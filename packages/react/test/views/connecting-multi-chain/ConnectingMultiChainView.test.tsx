// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setDefaultAppKit } from '../../../src/client/default-instance.js';
import { connectingMultiChainView } from '../../../src/views/connecting-multi-chain/view.js';
import { eventually } from '../connect/harness.js';
import {
  connectDevWallet,
  createMultiKit,
  DEV_EVM,
  DEV_SOLANA,
  DEV_WALLET,
  MULTI_CHAIN_ID,
  type MultiKit,
} from './harness.js';

let kit: MultiKit | undefined;
afterEach(() => {
  cleanup();
  kit?.instance.destroy();
  kit = undefined;
  setDefaultAppKit(undefined);
});

/** The chooser on screen for the dev wallet, reached the way a visitor reaches it. */
async function showChooser() {
  kit = createMultiKit();
  kit.instance.services.modal.open();
  kit.instance.services.router.push({
    name: 'ConnectingMultiChain',
    params: { connectorId: MULTI_CHAIN_ID, walletName: DEV_WALLET },
  });
  kit.renderOutlet();
  await eventually(() => screen.getByRole('list', { name: 'Chains' }));
  return kit;
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Chains' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Connect: a wallet installed in two namespaces', () => {
  it('is one row that opens the chain chooser', async () => {
    kit = createMultiKit();
    kit.instance.services.modal.open();
    kit.renderOutlet();
    await eventually(() =>
      expect(screen.getAllByRole('button', { name: /Walletport Dev Wallet/ })).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: /Walletport Dev Wallet/ }));
    expect(kit.view()).toEqual({
      name: 'ConnectingMultiChain',
      params: { connectorId: MULTI_CHAIN_ID, walletName: DEV_WALLET },
    });
    await eventually(() => expect(rowNames()).toEqual(['EVM networks', 'Solana']));
  });

  it('filtered to one namespace, the row connects straight through that namespace (no chooser)', async () => {
    kit = createMultiKit();
    kit.instance.stores.connectors.setFilterByNamespace('solana');
    kit.instance.services.modal.open();
    kit.renderOutlet();
    await eventually(() => screen.getByRole('button', { name: /Walletport Dev Wallet/ }));
    await userEvent.click(screen.getByRole('button', { name: /Walletport Dev Wallet/ }));
    expect(kit.view()).toEqual({
      name: 'ConnectingExternal',
      params: { connectorId: DEV_SOLANA.id, walletName: DEV_WALLET },
    });
  });
});

describe('ConnectingMultiChain', () => {
  it("lists the wallet's namespaces with their network images, under the wallet's name", async () => {
    await showChooser();
    expect(rowNames()).toEqual(['EVM networks', 'Solana']);
    expect(
      screen.getByText('This wallet works on more than one chain. Choose the one to connect.'),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Chains' });
    // Each row's leading image is its namespace's first network (NetworkImage names it by alt or label).
    expect(list.querySelectorAll('.wp-list-item__icon')).toHaveLength(2);
    expect(connectingMultiChainView.titleOf?.(kit?.view() as never, () => undefined)).toBe(DEV_WALLET);
  });

  it('is titled with the merged connector name when no walletName is given', () => {
    const view = { name: 'ConnectingMultiChain', params: { connectorId: MULTI_CHAIN_ID } } as const;
    expect(
      connectingMultiChainView.titleOf?.(view, (id) => (id === MULTI_CHAIN_ID ? 'Dev' : undefined)),
    ).toBe('Dev');
  });

  it("choosing a namespace opens ConnectingExternal with that namespace's connector", async () => {
    await showChooser();
    await userEvent.click(screen.getByRole('button', { name: 'Solana' }));
    expect(kit?.view()).toEqual({
      name: 'ConnectingExternal',
      params: { connectorId: DEV_SOLANA.id, walletName: DEV_WALLET },
    });
    kit?.instance.services.router.goBack();
    await eventually(() => screen.getByRole('button', { name: 'EVM networks' }));
    await userEvent.click(screen.getByRole('button', { name: 'EVM networks' }));
    expect(kit?.view()).toMatchObject({ name: 'ConnectingExternal', params: { connectorId: DEV_EVM.id } });
  });

  it('rows are buttons in natural focus order', async () => {
    await showChooser();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'EVM networks' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Solana' }));
    await userEvent.keyboard('{Enter}');
    expect(kit?.view()).toMatchObject({ name: 'ConnectingExternal', params: { connectorId: DEV_SOLANA.id } });
  });

  it('marks a namespace connected through this wallet, and that row does nothing', async () => {
    await showChooser();
    if (kit === undefined) throw new Error('no kit');
    await connectDevWallet(kit, 'solana');
    await eventually(() => screen.getByText('Connected'));
    const connected = screen.getByRole('button', { name: /Solana/ });
    expect(connected.textContent).toBe('SolanaConnected');
    expect((connected as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(connected);
    expect(kit.view().name).toBe('ConnectingMultiChain');
    expect((screen.getByRole('button', { name: 'EVM networks' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the wallet is not available when no merged connector has the id', async () => {
    kit = createMultiKit();
    kit.instance.services.modal.open();
    kit.instance.services.router.push({
      name: 'ConnectingMultiChain',
      params: { connectorId: 'multichain:gone' },
    });
    kit.renderOutlet();
    await eventually(() => screen.getByText('This wallet is not available'));
  });
});
