/**
 * `networks`, `defaultNetwork` and `adapters`. Networks are CaipNetworks, or plain viem chains (which
 * AppKit also accepts and which become eip155 networks). Each is checked with the networks module's own
 * rules (defineCaipNetwork), so a network that passes here works everywhere downstream.
 */
import * as z from './mini-schema.js';
import type { ChainAdapter } from '../adapter/types.js';
import { isKnownNamespace } from '../caip/index.js';
import { WalletportError } from '../errors/base.js';
import { type CaipNetwork, type CaipNetworkDefinition, defineCaipNetwork } from '../networks/index.js';
import { invalidOption } from './invalid-option-error.js';
import { httpUrl, identifier, imageUrl, webSocketUrl } from './leaf-schemas.js';
import { formatOptionPath } from './option-path.js';

const rpcUrls = z.looseObject({ http: z.array(httpUrl), webSocket: z.optional(z.array(webSocketUrl)) });

export const networkSchema = z.looseObject({
  id: z.union([z.int().check(z.positive()), identifier], {
    error: 'expected a positive integer (eip155) or a CAIP-2 reference string',
  }),
  caipNetworkId: z.optional(z.string()),
  chainNamespace: z.optional(z.string()),
  name: identifier,
  testnet: z.optional(z.boolean()),
  nativeCurrency: z.looseObject({
    name: z.string(),
    symbol: z.string(),
    decimals: z.int().check(z.gte(0), z.lte(255)),
  }),
  rpcUrls: z.looseObject({ default: rpcUrls, chainDefault: z.optional(rpcUrls) }),
  blockExplorers: z.optional(z.looseObject({ default: z.looseObject({ name: z.string(), url: httpUrl }) })),
  assets: z.optional(z.looseObject({ imageId: z.optional(z.string()), imageUrl: z.optional(imageUrl) })),
});
export type ParsedNetwork = z.output<typeof networkSchema>;

export const networksSchema = z
  .array(networkSchema, {
    error: (issue) =>
      issue.input === undefined
        ? 'required; pass at least one network, e.g. networks: [mainnet]'
        : 'expected a list of networks',
  })
  .check(z.minLength(1, { error: 'expected at least one network' }));

function isAdapterLike(value: unknown): value is ChainAdapter {
  return (
    value !== null &&
    typeof value === 'object' &&
    isKnownNamespace((value as { namespace?: unknown }).namespace)
  );
}

export const adaptersSchema = z.array(
  z.custom<ChainAdapter>(isAdapterLike, {
    error:
      "expected a chain adapter (an object whose `namespace` is 'eip155', 'solana', 'polkadot', 'bip122' or 'cosmos')",
  }),
);

/** A parsed network as a CaipNetwork; a network without `chainNamespace` is a viem chain, so eip155. */
export function toCaipNetwork(parsed: ParsedNetwork, option: string): CaipNetwork {
  try {
    return defineCaipNetwork({
      ...parsed,
      chainNamespace: parsed.chainNamespace ?? 'eip155',
    } as CaipNetworkDefinition);
  } catch (error) {
    if (error instanceof WalletportError) {
      throw invalidOption(
        option,
        error.details === undefined ? error.shortMessage : `${error.shortMessage}: ${error.details}`,
      );
    }
    throw error;
  }
}

export interface ResolvedNetworks {
  networks: [CaipNetwork, ...CaipNetwork[]];
  defaultNetwork: CaipNetwork;
}

/** Normalises the list, refuses repeats, and finds the default network in the list. */
export function resolveNetworks(
  parsed: readonly [ParsedNetwork, ...ParsedNetwork[]],
  parsedDefault: ParsedNetwork | undefined,
): ResolvedNetworks {
  const networks = parsed.map((network, index) =>
    toCaipNetwork(network, formatOptionPath(['networks', index])),
  );
  networks.forEach((network, index) => {
    const first = networks.findIndex((other) => other.caipNetworkId === network.caipNetworkId);
    if (first !== index) {
      throw invalidOption(
        formatOptionPath(['networks', index]),
        `repeats ${network.caipNetworkId} (already networks[${first}])`,
      );
    }
  });
  let defaultNetwork = networks[0] as CaipNetwork;
  if (parsedDefault !== undefined) {
    const wanted = toCaipNetwork(parsedDefault, 'defaultNetwork');
    const found = networks.find((network) => network.caipNetworkId === wanted.caipNetworkId);
    if (found === undefined) {
      throw invalidOption(
        'defaultNetwork',
        `must be one of \`networks\` (${wanted.caipNetworkId} is not in the list)`,
      );
    }
    defaultNetwork = found;
  }
  return { networks: networks as [CaipNetwork, ...CaipNetwork[]], defaultNetwork };
}

/** One adapter per namespace: two would race for the same connections. */
export function checkAdapters(adapters: readonly ChainAdapter[]): void {
  adapters.forEach((adapter, index) => {
    const first = adapters.findIndex((other) => other.namespace === adapter.namespace);
    if (first !== index) {
      throw invalidOption(
        formatOptionPath(['adapters', index]),
        `is a second adapter for namespace '${adapter.namespace}' (already adapters[${first}])`,
      );
    }
  });
}
