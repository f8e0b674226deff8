/** The onramp providers the configuration names, in its order (docs/server.md, "Onramp"). */
import type { OnrampConfig } from '../config-onramp.js';
import { createCoinbaseProvider } from './coinbase-provider.js';
import { createMeldProvider } from './meld-provider.js';
import type { OnrampProvider } from './provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

export * from './provider.js';
export { FALLBACK_HEADER, fallbackOptions, placeholderQuote } from './fallback.js';

export function createOnrampProviders(config: OnrampConfig): OnrampProvider[] {
  const { timeoutMs, country } = config;
  return config.providers.flatMap((id): OnrampProvider[] => {
    if (id === 'sandbox' && config.sandboxUrl !== undefined) {
      return [createSandboxProvider({ url: config.sandboxUrl, timeoutMs })];
    }
    if (id === 'coinbase' && config.coinbase !== undefined) {
      return [createCoinbaseProvider({ ...config.coinbase, country, timeoutMs })];
    }
    if (id === 'meld' && config.meld !== undefined) {
      return [createMeldProvider({ ...config.meld, country, timeoutMs })];
    }
    return [];
  });
}
