import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdapterConnector } from '../adapter/index.js';
import { CONNECTOR_IDS, CONNECTOR_TYPES, type ConnectorType, MAX_RECENT_WALLETS } from './types.js';

describe('connector entities', () => {
  it('"Types: WALLET_CONNECT, INJECTED, ANNOUNCED, EXTERNAL, AUTH, MULTI_CHAIN" — and the adapter contract uses the same union', () => {
    expect(CONNECTOR_TYPES).toEqual([
      'WALLET_CONNECT',
      'INJECTED',
      'ANNOUNCED',
      'EXTERNAL',
      'AUTH',
      'MULTI_CHAIN',
    ]);
    expectTypeOf<ConnectorType>().toEqualTypeOf<AdapterConnector['type']>();
  });

  it('"Ids: walletConnect, injected, announced, coinbaseWallet, coinbaseWalletSDK, safe, ledger, okx, eip6963, ID_AUTH"', () => {
    expect(Object.values(CONNECTOR_IDS)).toEqual([
      'walletConnect',
      'injected',
      'announced',
      'coinbaseWallet',
      'coinbaseWalletSDK',
      'safe',
      'ledger',
      'okx',
      'eip6963',
      'ID_AUTH',
    ]);
  });

  it('"Recent wallets: 2"', () => {
    expect(MAX_RECENT_WALLETS).toBe(2);
  });
});
