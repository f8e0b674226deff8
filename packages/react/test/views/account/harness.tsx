/**
 * A real Walletport instance for view tests (see ../app-kit-harness.tsx) whose wallet's balance
 * lookups and network switches can be held or failed. Shared by the Account, Networks and
 * UnsupportedChain view tests.
 */
import type { AppKitOptions, BalanceResult, CaipNetwork, ChainAdapter } from '@walletport/core';
import type { TestAdapter } from '../../../../core/test/connection/test-adapter.js';
import {
  createTestWallet,
  type MountedAppKit,
  mountAppKit,
  type Scripted,
  scripted,
} from '../app-kit-harness.js';

export { ADDRESS, NETWORKS, type Scripted, settle, teardown } from '../app-kit-harness.js';

export interface ViewHarness extends MountedAppKit {
  adapter: TestAdapter;
  balance: Scripted<{ address: string; network: CaipNetwork }, BalanceResult>;
  switchNetwork: Scripted<{ network: CaipNetwork }, void>;
}

export function createViewHarness(options: Partial<AppKitOptions> = {}): ViewHarness {
  const adapter = createTestWallet();
  const balance = scripted<{ address: string; network: CaipNetwork }, BalanceResult>({
    balance: '1.23456',
    symbol: 'ETH',
  });
  const switchNetwork = scripted<{ network: CaipNetwork }, void>(undefined);
  // The test adapter answers balance and switch with fixed values; these two are scripted per test.
  const wallet: ChainAdapter = {
    ...adapter,
    getBalance: (params) => balance.run(params),
    switchNetwork: (params) => switchNetwork.run(params),
  };
  const mounted = mountAppKit(adapter, wallet, options);
  return { ...mounted, adapter, balance, switchNetwork };
}
