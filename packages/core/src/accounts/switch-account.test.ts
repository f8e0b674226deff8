import { describe, expect, it, vi } from 'vitest';
import { mainnet, optimism, solana } from '../networks/index.js';
import type { CaipNetwork } from '../networks/index.js';
import { createAccountsStore, updateAccount } from './accounts-store.js';
import { type SwitchAccountPorts, switchAccount } from './switch-account.js';

const EOA = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';
const SMART = '0x1111111111111111111111111111111111111111';

function setup({ active = 'injected', network = optimism as CaipNetwork | null } = {}) {
  const accounts = createAccountsStore({ namespaces: ['eip155', 'solana'] });
  updateAccount(accounts, 'eip155', { address: EOA, caipAddress: `eip155:10:${EOA}` });
  const connect = vi.fn(async () => {});
  const ports: SwitchAccountPorts = {
    accounts,
    connectors: {
      getActiveConnectorId: (namespace) => (namespace === 'eip155' ? active : undefined),
      connect,
    },
    getCaipNetwork: () => network ?? undefined,
  };
  return { accounts, connect, ports };
}

describe('switchAccount', () => {
  it('"if the connector for the namespace is already active, set the address as namespace:network:address"', async () => {
    const { accounts, connect, ports } = setup();
    const outcome = await switchAccount(
      { namespace: 'eip155', address: SMART, type: 'smartAccount', connectorId: 'injected' },
      ports,
    );
    expect(outcome).toBe('address-set');
    expect(accounts.getState().eip155).toMatchObject({ caipAddress: `eip155:10:${SMART}`, address: SMART });
    expect(connect).not.toHaveBeenCalled();
  });

  it('uses the active connector when the account names none', async () => {
    const { accounts, ports } = setup();
    await switchAccount({ namespace: 'eip155', address: SMART, type: 'smartAccount' }, ports);
    expect(accounts.getState().eip155?.caipAddress).toBe(`eip155:10:${SMART}`);
  });

  it('"otherwise connect the matching connector"', async () => {
    const { accounts, connect, ports } = setup();
    const outcome = await switchAccount(
      { namespace: 'eip155', address: SMART, type: 'eoa', connectorId: 'walletConnect' },
      ports,
    );
    expect(outcome).toBe('connected');
    expect(connect).toHaveBeenCalledWith({ connectorId: 'walletConnect', namespace: 'eip155' });
    // The connection service sets the address once the connector's accounts load.
    expect(accounts.getState().eip155?.address).toBe(EOA);
  });

  it('connects the named connector of a namespace with nothing active', async () => {
    const { connect, ports } = setup();
    await switchAccount(
      { namespace: 'solana', address: 'So1ana', type: 'eoa', connectorId: 'phantom' },
      ports,
    );
    expect(connect).toHaveBeenCalledWith({ connectorId: 'phantom', namespace: 'solana' });
  });

  it("throws 'Connector not found' with no connector named and none active", async () => {
    const { ports } = setup();
    await expect(
      switchAccount({ namespace: 'solana', address: 'So1ana', type: 'eoa' }, ports),
    ).rejects.toThrow('Connector not found');
  });

  it("throws 'CaipNetwork is undefined' when the namespace has no network (or one of another namespace)", async () => {
    const none = setup({ network: null });
    await expect(
      switchAccount({ namespace: 'eip155', address: SMART, type: 'eoa' }, none.ports),
    ).rejects.toThrow('CaipNetwork is undefined');
    const wrong = setup({ network: solana });
    await expect(
      switchAccount({ namespace: 'eip155', address: SMART, type: 'eoa' }, wrong.ports),
    ).rejects.toThrow('CaipNetwork is undefined');
    expect(wrong.accounts.getState().eip155?.address).toBe(EOA);
  });

  it("throws 'Invalid CAIP-10 address' for an address that cannot be part of one", async () => {
    const { ports } = setup({ network: mainnet });
    await expect(switchAccount({ namespace: 'eip155', address: 'a:b', type: 'eoa' }, ports)).rejects.toThrow(
      'Invalid CAIP-10 address',
    );
  });

  it('passes a failed connect on', async () => {
    const { connect, ports } = setup();
    connect.mockRejectedValueOnce(new Error('User rejected the request.'));
    await expect(
      switchAccount(
        { namespace: 'eip155', address: SMART, type: 'eoa', connectorId: 'walletConnect' },
        ports,
      ),
    ).rejects.toThrow('User rejected the request.');
  });
});
