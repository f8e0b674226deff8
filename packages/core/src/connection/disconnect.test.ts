import { describe, expect, it } from 'vitest';
import { ADDRESS_A, ADDRESS_B, createHarness, SOLANA_ADDRESS } from '../../test/connection/harness.js';
import { WalletportError } from '../errors/index.js';
import { storageKeys } from '../storage/index.js';
import { ACCOUNT_FIELDS_CLEARED_ON_RESET } from './ports.js';

const evmWallets = {
  injected: { accounts: [{ address: ADDRESS_A, type: 'eoa' as const }], chainId: 1 },
  'io.rabby': { accounts: [{ address: ADDRESS_B, type: 'eoa' as const }], chainId: 10 },
  walletConnect: { accounts: [{ address: ADDRESS_A, type: 'eoa' as const }], chainId: 1 },
  ID_AUTH: { accounts: [{ address: ADDRESS_A, type: 'smartAccount' as const }], chainId: 1 },
};
const solanaWallets = {
  phantom: { accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' as const }], chainId: 'mainnet' },
  walletConnect: { accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' as const }], chainId: 'mainnet' },
  ID_AUTH: { accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' as const }], chainId: 'mainnet' },
};
const setup = () =>
  createHarness({
    adapters: {
      eip155: { wallets: evmWallets },
      solana: { wallets: solanaWallets },
      bip122: {
        wallets: { xverse: { accounts: [{ address: 'bc1qxyz', type: 'payment' }], chainId: 'btc' } },
      },
    },
  });

describe('disconnect', () => {
  it('"Disconnecting the last connection sets disconnected and no current connector"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.disconnect({ namespace: 'eip155' });
    expect(h.status()).toBe('disconnected');
    expect(h.store.getState().currentConnectorIds.eip155).toBeUndefined();
    expect(h.store.getState().connections.eip155).toEqual([]);
    expect(h.storage.get(storageKeys.connectionStatus)).toBe('disconnected');
    expect(h.storage.get(storageKeys.connectedNamespaces)).toBeUndefined();
  });

  it('"otherwise another connection becomes current"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.connect({ namespace: 'eip155', connectorId: 'io.rabby' });
    await h.service.disconnect({ namespace: 'eip155' });
    expect(h.adapter().callsOf('disconnect')).toEqual([{ connectorId: 'io.rabby' }]);
    expect(h.status()).toBe('connected');
    expect(h.store.getState().currentConnectorIds.eip155).toBe('injected');
    expect(h.accounts.addressOf('eip155')).toBe(ADDRESS_A);
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
    expect(h.storage.get(storageKeys.connectionStatus)).toBe('connected');
  });

  it('closing a connection that is not current leaves the current one alone', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.connect({ namespace: 'eip155', connectorId: 'io.rabby' });
    await h.service.disconnect({ namespace: 'eip155', connectorId: 'injected' });
    expect(h.store.getState().currentConnectorIds.eip155).toBe('io.rabby');
    expect(h.store.getState().connections.eip155?.map((entry) => entry.connectorId)).toEqual(['io.rabby']);
    expect(h.accounts.log.filter((entry) => entry.type === 'clear')).toEqual([]);
  });

  it('"Reset or disconnect clears address, balances, profile, tokens, user, provider and wallet info, and removes the stored connector id"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    expect(Object.keys(h.accounts.state.get('eip155') ?? {})).toHaveLength(7);
    await h.service.disconnect({ namespace: 'eip155' });
    expect(h.accounts.state.get('eip155')).toEqual({});
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined();

    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.resetNamespace('eip155');
    expect(h.accounts.state.get('eip155')).toEqual({});
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBeUndefined();
    expect(h.storage.get(storageKeys.connections)?.eip155).toBeUndefined();
    expect(h.status()).toBe('disconnected');
    expect(h.store.getState().currentConnectorIds.eip155).toBeUndefined();
  });

  it('clears exactly the documented account parts', () => {
    expect(ACCOUNT_FIELDS_CLEARED_ON_RESET).toEqual([
      'address',
      'balances',
      'profile',
      'tokens',
      'user',
      'provider',
      'walletInfo',
    ]);
  });

  it('"Disconnect closes each chain of the same connector family (wallet-connect ...)"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'walletConnect' });
    await h.service.connect({ namespace: 'solana', connectorId: 'walletConnect' });
    await h.service.connect({ namespace: 'bip122', connectorId: 'xverse' });
    await h.service.disconnect({ namespace: 'eip155' });
    expect(h.adapter('eip155').callsOf('disconnect')).toEqual([{ connectorId: 'walletConnect' }]);
    expect(h.adapter('solana').callsOf('disconnect')).toEqual([{ connectorId: 'walletConnect' }]);
    expect(h.adapter('bip122').callsOf('disconnect')).toEqual([]);
    expect([h.status('eip155'), h.status('solana'), h.status('bip122')]).toEqual([
      'disconnected',
      'disconnected',
      'connected',
    ]);
  });

  it('"Disconnect closes each chain of the same connector family (... embedded login)"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'ID_AUTH' });
    await h.service.connect({ namespace: 'solana', connectorId: 'ID_AUTH' });
    await h.service.disconnect({ namespace: 'solana' });
    expect(h.adapter('eip155').callsOf('disconnect')).toEqual([{ connectorId: 'ID_AUTH' }]);
    expect(h.status('eip155')).toBe('disconnected');
  });

  it('a wallet of no family is closed on its own chain only', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.connect({ namespace: 'solana', connectorId: 'phantom' });
    await h.service.disconnect({ namespace: 'eip155' });
    expect(h.adapter('solana').callsOf('disconnect')).toEqual([]);
    expect(h.status('solana')).toBe('connected');
    expect(h.storage.get(storageKeys.connectedNamespaces)).toEqual(['solana']);
  });

  it('"... or all chains if none is specified"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.connect({ namespace: 'solana', connectorId: 'phantom' });
    await h.service.connect({ namespace: 'bip122', connectorId: 'xverse' });
    await h.service.disconnect();
    expect([h.status('eip155'), h.status('solana'), h.status('bip122')]).toEqual([
      'disconnected',
      'disconnected',
      'disconnected',
    ]);
    expect(h.adapter('bip122').callsOf('disconnect')).toEqual([{ connectorId: 'xverse' }]);
  });

  it('"It then resets the send flow and wallet-connect session"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    h.service.setWcUri('wc:abc@2');
    h.service.setWcLinking({ href: 'wallet://', name: 'Wallet' });
    h.storage.set(storageKeys.deepLinkChoice, { href: 'wallet://', name: 'Wallet' });
    await h.service.disconnect();
    expect(h.resets.sendFlow).toBe(1);
    expect(h.resets.transactions).toBe(1);
    expect(h.store.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
    });
    expect(h.storage.get(storageKeys.deepLinkChoice)).toBeUndefined();
  });

  it('"Success sends a disconnect-success event"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.disconnect();
    expect(h.events).toEqual([{ type: 'DISCONNECT_SUCCESS', data: undefined }]);
  });

  it('"Failures are collected and logged, and a disconnect-error event is sent"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    await h.service.connect({ namespace: 'solana', connectorId: 'phantom' });
    await h.service.connect({ namespace: 'bip122', connectorId: 'xverse' });
    h.adapter('eip155').fail('disconnect', new Error('revoke failed'));
    h.adapter('solana').fail('disconnect', new Error('wallet gone'));
    await expect(h.service.disconnect()).rejects.toThrow('Failed to disconnect');
    expect(h.errors.map((entry) => entry.message)).toEqual([
      'Failed to disconnect chain eip155: revoke failed',
      'Failed to disconnect chain solana: wallet gone',
    ]);
    expect(h.events).toEqual([
      {
        type: 'DISCONNECT_ERROR',
        data: {
          message:
            'Failed to disconnect chain eip155: revoke failed; Failed to disconnect chain solana: wallet gone',
        },
      },
    ]);
    // The chain that did close is closed; the send flow and session are reset all the same.
    expect(h.status('bip122')).toBe('disconnected');
    expect(h.resets.sendFlow).toBe(1);
  });

  it('"A failure raises \'Failed to disconnect\' with code INTERNAL_SDK_ERROR"', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    const cause = new Error('revoke failed');
    h.adapter('eip155').fail('disconnect', cause);
    const error = await h.service.disconnect().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(WalletportError);
    expect(error).toMatchObject({
      shortMessage: 'Failed to disconnect',
      category: 'INTERNAL_SDK_ERROR',
      details: 'Failed to disconnect chain eip155: revoke failed',
    });
    const chainError = (error as WalletportError).cause as WalletportError;
    expect(chainError.shortMessage).toBe('Failed to disconnect chain eip155: revoke failed');
    expect(chainError.cause).toBe(cause);
  });

  it('a chain whose wallet failed to disconnect keeps its connection', async () => {
    const h = setup();
    await h.service.connect({ namespace: 'eip155', connectorId: 'injected' });
    h.adapter('eip155').fail('disconnect');
    await expect(h.service.disconnect()).rejects.toThrow();
    expect(h.status()).toBe('connected');
    expect(h.storage.get(storageKeys.connectedConnectorId('eip155'))).toBe('injected');
  });

  it('disconnecting with nothing connected still resets and succeeds', async () => {
    const h = setup();
    await h.service.disconnect();
    expect(h.events).toEqual([{ type: 'DISCONNECT_SUCCESS', data: undefined }]);
    expect(h.resets.sendFlow).toBe(1);
  });
});
