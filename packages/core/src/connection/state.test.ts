import { describe, expect, it } from 'vitest';
import {
  createConnectionStore,
  initialConnectionState,
  selectCurrentConnection,
  selectNamespaceStatus,
  withNewPairingUri,
  withWalletConnectReset,
} from './state.js';

describe('connection state', () => {
  it('holds every field, starting disconnected and empty', () => {
    expect(initialConnectionState()).toEqual({
      connections: {},
      currentConnectorIds: {},
      namespaceStatus: {},
      walletRequests: {},
      status: 'disconnected',
      chainId: undefined,
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      buffering: false,
    });
  });

  it('gives each instance its own store', () => {
    const one = createConnectionStore();
    const two = createConnectionStore();
    one.setState({ wcUri: 'wc:x' });
    expect(two.getState().wcUri).toBeUndefined();
  });

  it('reads a namespace without status as disconnected and finds the current connection', () => {
    const store = createConnectionStore({
      connections: { eip155: [{ connectorId: 'a', accounts: [], chainId: 1 }] },
      currentConnectorIds: { eip155: 'a' },
      namespaceStatus: { eip155: 'connected' },
    });
    expect(selectNamespaceStatus(store.getState(), 'eip155')).toBe('connected');
    expect(selectNamespaceStatus(store.getState(), 'solana')).toBe('disconnected');
    expect(selectCurrentConnection(store.getState(), 'eip155')?.connectorId).toBe('a');
    expect(selectCurrentConnection(store.getState(), 'solana')).toBeUndefined();
  });

  it('"pairing expiry: set to now + 4 minutes on new URI" and a new URI clears the last error', () => {
    expect(withNewPairingUri('wc:abc', 1000)).toEqual({
      wcUri: 'wc:abc',
      wcPairingExpiry: 241_000,
      wcError: false,
    });
  });

  it('"Resetting the connection clears uri, expiry, linking and recent wallet, sets disconnected"', () => {
    expect(withWalletConnectReset()).toEqual({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    });
  });
});
