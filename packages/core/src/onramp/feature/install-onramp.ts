/**
 * The onramp feature: publishes `services.features.onramp` (docs/onramp.md). What installs eagerly is this
 * facade; the flow and its rules are a chunk of their own that the OnRamp view loads. Installed when
 * `features.onramp` is on; buying needs the Walletport server (`apiUrl`), which knows the providers. The
 * flow resets on `sendFlowReset` (disconnect, account or network switch).
 */
import type { ChainNamespace } from '../../caip/index.js';
import type { FeatureContext, InstanceFeature } from '../../feature/index.js';
import type { OnrampFlow } from '../onramp-flow.js';

export interface OnrampService {
  /** Can the account of `namespace` (default: the active one) buy: eip155 or solana, with a server. */
  isSupported(namespace?: ChainNamespace): boolean;
  /** The flow; its code loads on the first call, later calls get the same flow. */
  load(): Promise<OnrampFlow>;
  /** The flow once it has loaded, else undefined. */
  loaded(): OnrampFlow | undefined;
}

declare module '../../feature/types.js' {
  interface FeatureServices {
    /** Onramp (present when `features.onramp` is on). */
    onramp: OnrampService;
  }
}

function createOnrampService(ctx: FeatureContext): OnrampService & { destroy(): void } {
  let flow: OnrampFlow | undefined;
  let loading: Promise<OnrampFlow> | undefined;
  let destroyed = false;
  return {
    isSupported: (namespace = ctx.stores.chains.getState().activeNamespace) =>
      ctx.services.api !== undefined && (namespace === 'eip155' || namespace === 'solana'),
    load() {
      loading ??= import('./instance-onramp.js').then(
        ({ createInstanceOnrampFlow }) => {
          flow ??= createInstanceOnrampFlow(ctx);
          if (destroyed) flow.destroy();
          return flow;
        },
        (error: unknown) => {
          loading = undefined; // a chunk that failed to download is fetched again next time
          throw error;
        },
      );
      return loading;
    },
    loaded: () => flow,
    destroy() {
      destroyed = true;
      flow?.destroy();
    },
  };
}

export const onrampFeature: InstanceFeature = {
  name: 'onramp',
  install(ctx) {
    if (!ctx.options.features.onramp) return undefined;
    const service = createOnrampService(ctx);
    const stops = [
      ctx.provideService('onramp', service),
      ctx.addHook('sendFlowReset', () => service.loaded()?.reset()),
    ];
    return () => {
      for (const stop of stops) stop();
      service.destroy();
    };
  },
};
