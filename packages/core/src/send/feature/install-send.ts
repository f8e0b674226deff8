/**
 * The send feature: publishes `services.features.send` (docs/send-receive.md). What installs eagerly is
 * this facade; the flow (send-flow.ts and its rules) is a chunk of its own that the Send view loads, so a
 * page whose visitor never opens Send never downloads it. Installed when `features.send` is on. The flow
 * resets on `sendFlowReset` (disconnect, account or network switch) and forgets its pending list on
 * `transactionsReset`.
 */
import type { ChainNamespace } from '../../caip/index.js';
import type { FeatureContext, InstanceFeature } from '../../feature/index.js';
import type { SendFlow } from '../send-flow.js';
import { SEND_NAMESPACES } from '../send-namespaces.js';

export interface SendService {
  /** Can the account of `namespace` (default: the active one) send: a namespace the flow covers, with its adapter? */
  isSupported(namespace?: ChainNamespace): boolean;
  /** The flow; its code loads on the first call, later calls get the same flow. */
  load(): Promise<SendFlow>;
  /** The flow once it has loaded, else undefined. */
  loaded(): SendFlow | undefined;
}

declare module '../../feature/types.js' {
  interface FeatureServices {
    /** Send (present when `features.send` is on). */
    send: SendService;
  }
}

function createSendService(ctx: FeatureContext): SendService & { destroy(): void } {
  let flow: SendFlow | undefined;
  let loading: Promise<SendFlow> | undefined;
  let destroyed = false;
  return {
    isSupported(namespace = ctx.stores.chains.getState().activeNamespace) {
      return (
        namespace !== undefined &&
        SEND_NAMESPACES.includes(namespace) &&
        ctx.adapters[namespace] !== undefined
      );
    },
    load() {
      loading ??= import('./instance-send.js').then(
        ({ createInstanceSendFlow }) => {
          flow ??= createInstanceSendFlow(ctx);
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

export const sendFeature: InstanceFeature = {
  name: 'send',
  install(ctx) {
    if (!ctx.options.features.send) return undefined;
    const service = createSendService(ctx);
    const stops = [
      ctx.provideService('send', service),
      ctx.addHook('sendFlowReset', () => service.loaded()?.reset()),
      ctx.addHook('transactionsReset', () => service.loaded()?.clearPending()),
    ];
    return () => {
      for (const stop of stops) stop();
      service.destroy();
    };
  },
};
