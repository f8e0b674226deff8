import { InvalidCaipNetworkIdError } from './caip-errors.js';
import { describeChainPartsProblem, previewInput } from './caip-syntax.js';

/** A CAIP-2 chain id, `namespace:reference`, e.g. 'eip155:1'. */
export type CaipNetworkId = `${string}:${string}`;

export interface ParsedCaipNetworkId {
  /** Any syntactically valid namespace; narrow with `isKnownNamespace`. */
  chainNamespace: string;
  /** The reference as written (always a string, also for eip155's decimal ids). */
  chainId: string;
}

/**
 * Splits a CAIP-2 id. Throws InvalidCaipNetworkIdError ('Invalid CAIP-2 network id') unless the id has
 * exactly two non-empty parts that follow CAIP-2's character rules. Namespace-specific rules (such as
 * eip155 references being decimal) are not checked here: they belong to the adapter of that namespace.
 */
export function parseCaipNetworkId(caipNetworkId: string): ParsedCaipNetworkId {
  if (typeof caipNetworkId !== 'string') {
    throw new InvalidCaipNetworkIdError(`Expected a string, got ${previewInput(caipNetworkId)}`);
  }
  const parts = caipNetworkId.split(':');
  const [chainNamespace, chainId] = parts;
  if (parts.length !== 2 || chainNamespace === undefined || chainId === undefined) {
    throw new InvalidCaipNetworkIdError(
      `Expected 2 colon-separated parts (namespace:reference), got ${parts.length} in ${previewInput(caipNetworkId)}`,
    );
  }
  const problem = describeChainPartsProblem(chainNamespace, chainId);
  if (problem !== undefined) {
    throw new InvalidCaipNetworkIdError(`In ${previewInput(caipNetworkId)} ${problem}`);
  }
  return { chainNamespace, chainId };
}

/**
 * Joins a namespace and a reference into a CAIP-2 id, keeping literal types
 * (`buildCaipNetworkId('eip155', 1)` is typed 'eip155:1'). Throws like `parseCaipNetworkId` for bad parts,
 * so an id built here always parses back to the same parts.
 */
export function buildCaipNetworkId<const Namespace extends string, const Reference extends string | number>(
  chainNamespace: Namespace,
  chainId: Reference,
): `${Namespace}:${Reference}` {
  const caipNetworkId = `${chainNamespace}:${chainId}` as const;
  parseCaipNetworkId(caipNetworkId);
  return caipNetworkId;
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  try {
    parseCaipNetworkId(value);
    return true;
  } catch {
    return false;
  }
}
