/**
 * The swap flow wired to one instance: the active eip155 account and network from the stores, its
 * adapter, the convert client on the instance's Walletport server, balances through the native-balance
 * service and the walletAssets feature. A chunk of its own (see install-swap.ts).
 */
import { getAccountState } from '../../accounts/index.js';
import { createConvertApiClient } from '../../api/convert-api.js';
import type { FeatureContext } from '../../feature/index.js';
import { listSendTokens } from '../../send/send-tokens.js';
import { isEthereumAddress } from '../../validation/address.js';
import { toChecksumAddress } from '../../validation/checksum-address.js';
import { createSwapFlow, type SwapAccount, type SwapFlow } from '../swap-flow.js';

/** The walletAssets service as the swap flow uses it (published by its own feature, when installed). */
interface WalletAssets {
  store: { getState(): { tokens: { status: string } }; subscribe(listener: () => void): () => void };
  refreshTokens(options?: { force?: boolean }): Promise<unknown>;
}

function walletAssets(ctx: FeatureContext): WalletAssets | undefined {
  return (ctx.features as { walletAssets?: WalletAssets }).walletAssets;
}

/** The active account when it can swap: eip155, a valid address, an eip155 network. */
export function readSwapAccount(ctx: FeatureContext): SwapAccount | undefined {
  const chains = ctx.stores.chains.getState();
  const network = chains.activeCaipNetwork;
  if (chains.activeNamespace !== 'eip155' || network?.chainNamespace !== 'eip155') return undefined;
  const account = getAccountState(ctx.stores.accounts.getState(), 'eip155');
  if (account.address === undefined || !isEthereumAddress(account.address, { strict: false }))
    return undefined;
  const assets = walletAssets(ctx);
  return {
    address: toChecksumAddress(account.address),
    network,
    held: listSendTokens({
      network,
      // After a failed lookup the store shows 0.00: that balance is unknown, not zero.
      nativeBalance: account.lastRetry === undefined ? account.balance : undefined,
      tokenBalance: account.tokenBalance,
    }),
    balancesKnown: assets === undefined || assets.store.getState().tokens.status === 'ready',
  };
}

export function createInstanceSwapFlow(ctx: FeatureContext): SwapFlow {
  const { api } = ctx.services;
  const convert =
    api === undefined
      ? undefined
      : createConvertApiClient({
          http: api.http,
          projectId: ctx.options.projectId,
          sdkType: ctx.env.sdkType,
          sdkVersion: ctx.env.sdkVersion,
        });
  return createSwapFlow({
    account: () => readSwapAccount(ctx),
    subscribe(listener) {
      const stops = [
        ctx.stores.accounts.subscribe(listener),
        ctx.stores.chains.subscribe(listener),
        // Coming back to a Swap view refreshes what went stale meanwhile.
        ctx.stores.modal.subscribe(listener),
        ctx.stores.router.subscribe(listener),
        walletAssets(ctx)?.store.subscribe(listener),
      ];
      return () => {
        for (const stop of stops) stop?.();
      };
    },
    adapter: () => ctx.adapters.eip155,
    watching: () =>
      ctx.stores.modal.getState().open && ctx.stores.router.getState().view.name.startsWith('Swap'),
    api: convert,
    async loadBalances() {
      await Promise.all([
        ctx.services.balance.fetch({ namespace: 'eip155' }),
        walletAssets(ctx)?.refreshTokens(),
      ]);
    },
    async refreshBalances() {
      await Promise.all([
        ctx.services.balance.fetch({ namespace: 'eip155', force: true }),
        walletAssets(ctx)?.refreshTokens({ force: true }),
      ]);
    },
    timers: ctx.env.timers,
    clock: ctx.env.clock,
    onError: (message, error) => ctx.env.logger.warn(message, { error }),
  });
}
