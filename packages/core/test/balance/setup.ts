/**
 * Real stores around one balance service for its tests: an eip155 account on mainnet (sepolia to switch
 * to), an adapter whose answers the test scripts or settles by hand, and optionally a scripted server.
 * Not exported from the package.
 */
import { vi } from 'vitest';
import { createAccountsStore, updateAccount } from '../../src/accounts/index.js';
import type { BalanceResult } from '../../src/adapter/index.js';
import { createAlertsStore } from '../../src/alerts/index.js';
import type { BlockchainApiClient } from '../../src/api/index.js';
import { applyActiveNetwork, createChainsStore } from '../../src/chains/index.js';
import type { TokenBalance } from '../../src/format/index.js';
import { type CaipNetwork, mainnet, sepolia, solana } from '../../src/networks/index.js';
import { type BalanceServiceDeps, createBalanceService } from '../../src/balance/balance-service.js';

import type { Deferred } from '../deferred.js';

export { type Deferred, deferred } from '../deferred.js';

export const ADDRESS = '0x00000000000000000000000000000000000000a1';
export const OTHER_ADDRESS = '0x00000000000000000000000000000000000000b2';

/** Lets every pending promise chain (lookups, the watch's deferred loads) run to its end. */
export async function settle(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/** What the adapter answers next: a value, an error, or a promise the test settles. */
export type AdapterAnswer = BalanceResult | Error | Deferred<BalanceResult>;

export function nativeItem(caipNetworkId: string, numeric: string): TokenBalance {
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId: caipNetworkId,
    price: 1,
    quantity: { decimals: '18', numeric },
    iconUrl: '',
  };
}

export interface SetupOptions {
  blockchain?: Pick<BlockchainApiClient, 'getBalances'>;
  onServerFallback?: BalanceServiceDeps['onServerFallback'];
  /** The instance has no adapter at all (its lookups fail). */
  noAdapter?: boolean;
}

export function setup(options: SetupOptions = {}) {
  let time = 1_000_000;
  const accounts = createAccountsStore({ namespaces: ['eip155', 'solana'] });
  const chains = createChainsStore({
    networks: [mainnet, sepolia, solana],
    namespaces: ['eip155', 'solana'],
    defaultNetwork: mainnet,
  });
  const alerts = createAlertsStore();
  let answer: AdapterAnswer = { balance: '1.23456', symbol: 'ETH' };
  const calls: { address: string; caipNetworkId: string }[] = [];
  const getBalance = vi.fn(async ({ address, network }: { address: string; network: CaipNetwork }) => {
    calls.push({ address, caipNetworkId: network.caipNetworkId });
    const current = answer;
    if (current instanceof Error) throw current;
    if ('promise' in current) return current.promise;
    return current;
  });
  const service = createBalanceService({
    accounts,
    chains,
    alerts,
    getAdapter: () => (options.noAdapter ? undefined : { getBalance }),
    clock: { now: () => time },
    ...(options.blockchain === undefined ? {} : { blockchain: options.blockchain }),
    ...(options.onServerFallback === undefined ? {} : { onServerFallback: options.onServerFallback }),
  });
  return {
    service,
    accounts,
    chains,
    alerts,
    calls,
    getBalance,
    setAnswer: (next: AdapterAnswer) => {
      answer = next;
    },
    connect: (address = ADDRESS) => updateAccount(accounts, 'eip155', { address }),
    switchTo: (network: CaipNetwork) => chains.setState((state) => applyActiveNetwork(state, network)),
    advance: (ms: number) => {
      time += ms;
    },
    account: () => accounts.getState().eip155,
  };
}
