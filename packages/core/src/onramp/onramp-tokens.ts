/**
 * What can be bought where (docs/onramp.md "Tokens"): the provider's purchase currencies that list the
 * active network, each with that network's entry, native token first. A token the provider does not list
 * on the network is not offered: Walletport never guesses where a provider delivers.
 */
import type {
  OnrampMethodLimit,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
} from '../api/onramp-api.js';
import type { CaipNetwork } from '../networks/index.js';

export interface OnrampToken {
  /** The purchase currency's id, sent in quotes. */
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly network: OnrampNetwork;
  /** The contract (eip155); undefined for the network's native token. */
  readonly address: string | undefined;
}

const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

function contractOf(network: OnrampNetwork): string | undefined {
  const address = network.contractAddress.trim();
  if (address === '' || address === '0x0000000000000000000000000000000000000000') return undefined;
  return address.toLowerCase() === NATIVE_PLACEHOLDER ? undefined : address;
}

/** The tokens the provider sells on `network`: the native token first, then by symbol. */
export function onrampTokensFor(options: OnrampOptions, network: CaipNetwork): OnrampToken[] {
  const chainId = String(network.id);
  const tokens: OnrampToken[] = [];
  for (const currency of options.purchaseCurrencies) {
    const entry = currency.networks.find((candidate) => candidate.chainId === chainId);
    if (entry === undefined) continue;
    tokens.push({
      id: currency.id,
      symbol: currency.symbol,
      name: currency.name,
      network: entry,
      address: contractOf(entry),
    });
  }
  return tokens.sort(
    (a, b) =>
      Number(a.address !== undefined) - Number(b.address !== undefined) || a.symbol.localeCompare(b.symbol),
  );
}

/** The payment method used when the visitor picked none: card when offered (the providers' default). */
export const DEFAULT_PAYMENT_METHOD = 'card';

/** The limits of `method` in `currency`, else of its first method; undefined when it lists none. */
export function limitsOf(
  currency: OnrampPaymentCurrency | undefined,
  method: string,
): OnrampMethodLimit | undefined {
  return currency?.limits.find((limit) => limit.id === method) ?? currency?.limits[0];
}
