/**
 * The swaps feature: publishes `services.features.swaps` (docs/swap.md). What installs eagerly is this
 * facade; the flow (swap-flow.ts, its rules and the convert client) is a chunk of its own that the Swap
 * views load, so a page whose visitor never opens Swap never downloads it. Installed when
 * `features.swaps` is on. The flow resets on `sendFlowReset` (disconnect, account or network switch).
 */
import type { ChainNamespace } from '../../caip/index.js';
import type { InstanceFeature } from '../../feature/index.js';
import type { SwapFlow } from '../swap-flow.js';

export interface SwapService {
  /**
   * Can the account of `namespace` (default: the active one) swap: eip155, with its adapter, and a
   * Walletport server to quote (apiUrl). Which chains the server serves is the server's word.
   */
  isSupported(namespace?: ChainNamespace): boolean;
  /** The flow; its code loads on the first call, later calls get the same flow. */
  load(): Promise<SwapFlow>;
  /** The flow once it has loaded, else undefined. */
  loaded(): SwapFlow | undefined;
}

declare module '../../feature/types.js' {
  interface FeatureServices {
    /** Swaps (present when `features.swaps` is on). */
    swaps: SwapService;
  }
}

/**
 * The eager facade, kept small (it is in the page's first bytes): the flow's loader, its reset and its
 * teardown. Swaps run on eip155 only (the router and its ERC-20 approvals).
 */
export const swapsFeature: InstanceFeature = {
  name: 'swaps',
  install(ctx) {
    if (!ctx.options.features.swaps) return undefined;
    let flow: SwapFlow | undefined;
    let loading: Promise<SwapFlow> | undefined;
    let destroyed = false;
    const service: SwapService = {
      isSupported: (namespace = ctx.stores.chains.getState().activeNamespace) =>
        namespace === 'eip155' && ctx.adapters.eip155 !== undefined && ctx.services.api !== undefined,
      load: () =>
        (loading ??= import('./instance-swap.js').then(
          ({ createInstanceSwapFlow }) => {
            flow ??= createInstanceSwapFlow(ctx);
            if (destroyed) flow.destroy();
            return flow;
          },
          (error: unknown) => {
            loading = undefined; // a chunk that failed to download is fetched again next time
            throw error;
          },
        )),
      loaded: () => flow,
    };
    const stops = [ctx.provideService('swaps', service), ctx.addHook('sendFlowReset', () => flow?.reset())];
    return () => {
      for (const stop of stops) stop();
      destroyed = true;
      flow?.destroy();
    };
  },
};
