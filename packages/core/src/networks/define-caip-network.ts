import { buildCaipNetworkId, InvalidCaipNetworkIdError, parseCaipNetworkId } from '../caip/index.js';
import type { CaipNetwork } from './types.js';

/** What `defineCaipNetwork` takes: a network whose `caipNetworkId` and `testnet` may be left out. */
export type CaipNetworkDefinition = Omit<CaipNetwork, 'caipNetworkId' | 'testnet'> & {
  /** Derived from `chainNamespace` and `id` when left out; must equal `${chainNamespace}:${id}` when given. */
  caipNetworkId?: CaipNetwork['caipNetworkId'];
  /** Defaults to false. */
  testnet?: boolean;
};

type Prettify<T> = { [K in keyof T]: T[K] } & {};

/** The network `defineCaipNetwork` returns: the definition with the derived fields filled in. */
export type DefinedCaipNetwork<Definition extends CaipNetworkDefinition> = Prettify<
  Omit<Definition, 'caipNetworkId' | 'testnet'> & {
    caipNetworkId: `${Definition['chainNamespace']}:${Definition['id']}`;
    testnet: boolean;
  }
>;

/**
 * Declares a network, the counterpart of AppKit's `defineChain` and viem's `defineChain`: literal types
 * are kept, `caipNetworkId` is derived, and inconsistencies fail here instead of deep inside a connector.
 * Throws InvalidCaipNetworkIdError ('Invalid CAIP-2 network id') when
 * - namespace or id are not valid CAIP-2 parts,
 * - an eip155 id is not a positive safe integer (viem and wallets need the number),
 * - a given `caipNetworkId` differs from `${chainNamespace}:${id}`,
 * - `deprecatedCaipNetworkId` is malformed or of another namespace.
 */
export function defineCaipNetwork<const Definition extends CaipNetworkDefinition>(
  definition: Definition,
): DefinedCaipNetwork<Definition> {
  const { chainNamespace, id } = definition;
  if (chainNamespace === 'eip155' && !(typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
    throw new InvalidCaipNetworkIdError(
      `eip155 network ids must be positive safe integers (as viem's Chain.id), got ${JSON.stringify(id)}`,
    );
  }
  const caipNetworkId = buildCaipNetworkId(chainNamespace, id);
  if (definition.caipNetworkId !== undefined && definition.caipNetworkId !== caipNetworkId) {
    throw new InvalidCaipNetworkIdError(
      `caipNetworkId "${definition.caipNetworkId}" does not match chainNamespace:id "${caipNetworkId}"`,
    );
  }
  if (definition.deprecatedCaipNetworkId !== undefined) {
    const deprecated = parseCaipNetworkId(definition.deprecatedCaipNetworkId);
    if (deprecated.chainNamespace !== chainNamespace) {
      throw new InvalidCaipNetworkIdError(
        `deprecatedCaipNetworkId "${definition.deprecatedCaipNetworkId}" is not in namespace "${chainNamespace}"`,
      );
    }
  }
  return {
    ...definition,
    caipNetworkId,
    testnet: definition.testnet ?? false,
  } as DefinedCaipNetwork<Definition>;
}
