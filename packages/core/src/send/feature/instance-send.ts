/**
 * The send flow wired to one instance: the active account and network from the stores, the adapter of
 * the namespace, names through the Walletport server (when `apiUrl` is set), balances through the
 * native-balance service and the walletAssets feature. A chunk of its own (see install-send.ts).
 */
import { getAccountState } from '../../accounts/index.js';
import { createNamesApiClient } from '../../api/names-api.js';
import type { FeatureContext } from '../../feature/index.js';
import { isEthereumAddress } from '../../validation/address.js';
import { toChecksumAddress } from '../../validation/checksum-address.js';
import { isSolanaAccountAddress, type SendAddress } from '../send-address.js';
import { createSendFlow, type SendAccount, type SendFlow } from '../send-flow.js';
import { SEND_NAMESPACES } from '../send-namespaces.js';

/** The walletAssets service as the send flow uses it (published by its own feature, when installed). */
interface TokenRefresher {
  refreshTokens(options?: { force?: boolean }): Promise<unknown>;
}

function walletAssets(ctx: FeatureContext): TokenRefresher | undefined {
  return (ctx.features as { walletAssets?: TokenRefresher }).walletAssets;
}

/** The active account when it can send: a covered namespace, a valid address, a network of that namespace. */
export function readSendAccount(ctx: Pick<FeatureContext, 'stores'>): SendAccount | undefined {
  const chains = ctx.stores.chains.getState();
  const namespace = chains.activeNamespace;
  const network = chains.activeCaipNetwork;
  if (namespace === undefined || !SEND_NAMESPACES.includes(namespace)) return undefined;
  if (network === undefined || network.chainNamespace !== namespace) return undefined;
  const account = getAccountState(ctx.stores.accounts.getState(), namespace);
  const address = account.address === undefined ? undefined : sendAddressOf(namespace, account.address);
  if (address === undefined) return undefined;
  return {
    namespace,
    address,
    network,
    // After a failed lookup the store shows 0.00: for sending, that balance is unknown, not zero.
    nativeBalance: account.lastRetry === undefined ? account.balance : undefined,
    tokenBalance: account.tokenBalance,
  };
}

/** The account's address as the flow holds it: EIP-55 hex on eip155, base58 on solana; else none. */
function sendAddressOf(namespace: string, address: string): SendAddress | undefined {
  if (namespace === 'solana') return isSolanaAccountAddress(address) ? address : undefined;
  return isEthereumAddress(address, { strict: false }) ? toChecksumAddress(address) : undefined;
}

export function createInstanceSendFlow(ctx: FeatureContext): SendFlow {
  const { api } = ctx.services;
  const names =
    api === undefined
      ? undefined
      : createNamesApiClient({
          http: api.http,
          projectId: ctx.options.projectId,
          sdkType: ctx.env.sdkType,
          sdkVersion: ctx.env.sdkVersion,
        });
  const namespace = () => readSendAccount(ctx)?.namespace;
  return createSendFlow({
    account: () => readSendAccount(ctx),
    subscribe(listener) {
      const stops = [ctx.stores.accounts.subscribe(listener), ctx.stores.chains.subscribe(listener)];
      return () => {
        for (const stop of stops) stop();
      };
    },
    adapter: (key) => ctx.adapters[key],
    resolveName: names === undefined ? undefined : (name) => names.resolveName(name),
    async loadTokens() {
      const active = namespace();
      await Promise.all([
        active === undefined ? undefined : ctx.services.balance.fetch({ namespace: active }),
        walletAssets(ctx)?.refreshTokens(),
      ]);
    },
    async refreshBalances() {
      const active = namespace();
      await Promise.all([
        active === undefined ? undefined : ctx.services.balance.fetch({ namespace: active, force: true }),
        walletAssets(ctx)?.refreshTokens({ force: true }),
      ]);
    },
    timers: ctx.env.timers,
    clock: ctx.env.clock,
    onError: (message, error) => ctx.env.logger.warn(message, { error }),
  });
}
