/**
 * The buy flow wired to one instance: the active account and network from the stores, the onramp routes of
 * the Walletport server, and the bought token's balance read through the native-balance service (native
 * tokens) or the walletAssets feature (tokens). A chunk of its own (see install-onramp.ts).
 */
import { getAccountState } from '../../accounts/index.js';
import { createOnrampApiClient } from '../../api/onramp-api.js';
import type { FeatureContext } from '../../feature/index.js';
import type { TokenBalance } from '../../format/token.js';
import { createOnrampFlow, type OnrampAccount, type OnrampFlow } from '../onramp-flow.js';
import type { OnrampToken } from '../onramp-tokens.js';

interface TokenRefresher {
  refreshTokens(options?: { force?: boolean }): Promise<readonly TokenBalance[]>;
}

function walletAssets(ctx: FeatureContext): TokenRefresher | undefined {
  return (ctx.features as { walletAssets?: TokenRefresher }).walletAssets;
}

/** The active account when it can receive a purchase: eip155 or solana, with an address and a network. */
export function readOnrampAccount(ctx: Pick<FeatureContext, 'stores'>): OnrampAccount | undefined {
  const chains = ctx.stores.chains.getState();
  const namespace = chains.activeNamespace;
  const network = chains.activeCaipNetwork;
  if (namespace !== 'eip155' && namespace !== 'solana') return undefined;
  if (network === undefined || network.chainNamespace !== namespace) return undefined;
  const { address } = getAccountState(ctx.stores.accounts.getState(), namespace);
  return address === undefined ? undefined : { address, network };
}

/** The balance of `address` among token balances on `caipNetworkId`: '0' when the answer lists it not. */
export function tokenBalanceIn(
  balances: readonly TokenBalance[],
  caipNetworkId: string,
  address: string,
): string | undefined {
  const onNetwork = balances.filter((entry) => entry.chainId === caipNetworkId);
  // An empty answer may be a failed lookup: only an answer that lists the network says "none held".
  if (onNetwork.length === 0) return undefined;
  const wanted = address.toLowerCase();
  const entry = onNetwork.find((candidate) => candidate.address?.split(':').at(-1)?.toLowerCase() === wanted);
  return entry === undefined ? '0' : entry.quantity.numeric;
}

export function createInstanceOnrampFlow(ctx: FeatureContext): OnrampFlow {
  const { api } = ctx.services;
  if (api === undefined) throw new Error('The onramp needs the Walletport server (apiUrl)');
  async function readBalance(token: OnrampToken): Promise<string | undefined> {
    const account = readOnrampAccount(ctx);
    const namespace = ctx.stores.chains.getState().activeNamespace;
    if (account === undefined || namespace === undefined) return undefined;
    if (token.address === undefined) {
      const result = await ctx.services.balance.fetch({ namespace, force: true });
      return result.status === 'fetched' ? result.balance : undefined;
    }
    const balances = await walletAssets(ctx)?.refreshTokens({ force: true });
    return balances === undefined
      ? undefined
      : tokenBalanceIn(balances, account.network.caipNetworkId, token.address);
  }
  return createOnrampFlow({
    account: () => readOnrampAccount(ctx),
    subscribe(listener) {
      const stops = [ctx.stores.accounts.subscribe(listener), ctx.stores.chains.subscribe(listener)];
      return () => {
        for (const stop of stops) stop();
      };
    },
    api: createOnrampApiClient({
      http: api.http,
      projectId: ctx.options.projectId,
      sdkType: ctx.env.sdkType,
      sdkVersion: ctx.env.sdkVersion,
    }),
    readBalance,
    timers: ctx.env.timers,
    onError: (message, error) => ctx.env.logger.warn(message, { error }),
  });
}
