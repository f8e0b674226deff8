/**
 * The names feature: publishes `services.features.names` (docs/names.md). What installs eagerly is this
 * facade; the registration flow is a chunk of its own that the RegisterAccountName view loads. Installed
 * when the instance talks to a Walletport server (`apiUrl`), which keeps the registry, and an eip155
 * adapter can sign. The flow itself resets when the account goes away or changes (instance-names.ts), so
 * this eager part stays as small as it can be.
 */
import type { ChainNamespace } from '../../caip/index.js';
import type { FeatureContext, InstanceFeature } from '../../feature/index.js';
import { loadOnce } from '../../store/load-once.js';
import type { RegisterNameFlow } from '../register-name-flow.js';

export interface NamesService {
  /** Can the account of `namespace` (default: the active one) register a name? eip155 only. */
  isSupported(namespace?: ChainNamespace): boolean;
  /** The flow; its code loads on the first call, later calls get the same flow. */
  load(): Promise<RegisterNameFlow>;
  loaded(): RegisterNameFlow | undefined;
}

declare module '../../feature/types.js' {
  interface FeatureServices {
    /** Name registration (present with a Walletport server and an eip155 adapter). */
    names: NamesService;
  }
}

function createNamesService(ctx: FeatureContext): NamesService & { destroy(): void } {
  let destroyed = false;
  // loadOnce: one download shared by concurrent callers, fetched again after a failure.
  const flow = loadOnce(() =>
    import('./instance-names.js').then(({ createInstanceNamesFlow }) => {
      const created = createInstanceNamesFlow(ctx);
      if (destroyed) created.destroy();
      return created;
    }),
  );
  return {
    isSupported: (namespace = ctx.stores.chains.getState().activeNamespace) => namespace === 'eip155',
    load: flow.load,
    loaded: flow.peek,
    destroy() {
      destroyed = true;
      flow.peek()?.destroy();
    },
  };
}

export const namesFeature: InstanceFeature = {
  name: 'names',
  install(ctx) {
    if (ctx.services.api === undefined || ctx.adapters.eip155 === undefined) return undefined;
    const service = createNamesService(ctx);
    const stop = ctx.provideService('names', service);
    return () => {
      stop();
      service.destroy();
    };
  },
};
