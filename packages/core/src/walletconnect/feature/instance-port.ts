/**
 * The instance's universal-provider port, built from its options: the namespaces sessions request, the
 * client's storage over the instance's backend, the relay and metadata. Loaded by a dynamic import from
 * install-walletconnect.ts on the first wallet-connect use (pairing, restore, an adapter asking for the
 * provider), so the namespaces builder, the port and the client are not part of the page before the first
 * click.
 */
import type { ResolvedOptions } from '../../options/index.js';
import { createKeyValueStorage } from '../key-value-storage.js';
import { requestedNamespaces } from '../namespaces.js';
import {
  createUniversalProviderPort,
  type UniversalProviderFactory,
  type UniversalProviderPort,
} from '../universal-provider-port.js';
import type { ResolvedEnvironment } from '../../instance/environment.js';

export interface InstancePortDeps {
  options: ResolvedOptions;
  env: ResolvedEnvironment;
  loadSdk?: (() => Promise<UniversalProviderFactory>) | undefined;
}

export function createInstanceUniversalProviderPort(deps: InstancePortDeps): UniversalProviderPort {
  const { options, env } = deps;
  const customRpc = options.customRpcUrls;
  return createUniversalProviderPort({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata:
      options.metadata === undefined
        ? undefined
        : { ...options.metadata, icons: [...options.metadata.icons] },
    namespaces: requestedNamespaces(options.networks, {
      defaultNetwork: options.defaultNetwork,
      rpcUrlOf: (network) => customRpc[network.caipNetworkId]?.[0]?.url ?? network.rpcUrls.default.http[0],
    }),
    storage: createKeyValueStorage(env.storageBackend),
    ...(deps.loadSdk === undefined ? {} : { load: deps.loadSdk }),
    onError: (message, context) => env.logger.error(message, context),
  });
}
