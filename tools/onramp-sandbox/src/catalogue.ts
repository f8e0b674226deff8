/**
 * What the sandbox sells and on which chains: ETH and WPUSD on every devnet chain it is given, paid in
 * USD by card (the feeds price in USD, so no other currency could be priced truthfully). The answers
 * use the field names of a hosted onramp's options, so the Walletport server reads them the same way.
 */
import { DEVNET_CONTRACTS, DEVNET_TOKENS } from '@walletport/devnet';
import type { Address } from 'viem';

export interface SandboxChain {
  id: number;
  /** e.g. 'Walletport Devnet' */
  name: string;
  rpcUrl: string;
}

export interface SandboxAsset {
  /** 'ETH' or 'WPUSD': the id in options, quotes and sessions. */
  id: string;
  name: string;
  symbol: string;
  decimals: number;
  /** The ERC-20 contract; undefined for the chain's native ether. */
  token: Address | undefined;
  /** The AggregatorV3 USD feed that prices it (same address on every devnet chain). */
  feed: Address;
}

export const SANDBOX_ASSETS: readonly SandboxAsset[] = [
  {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    token: undefined,
    feed: DEVNET_CONTRACTS.ethUsdFeed,
  },
  {
    id: DEVNET_TOKENS.wpusd.symbol,
    name: DEVNET_TOKENS.wpusd.name,
    symbol: DEVNET_TOKENS.wpusd.symbol,
    decimals: DEVNET_TOKENS.wpusd.decimals,
    token: DEVNET_CONTRACTS.wpusd,
    feed: DEVNET_CONTRACTS.wpusdUsdFeed,
  },
];

/** The ether feed: network fees are paid in ether whatever is bought. */
export const NATIVE_FEED: Address = DEVNET_CONTRACTS.ethUsdFeed;

export const PAYMENT_CURRENCY = 'USD';
export const PAYMENT_METHOD = 'card';
/** Card limits, in cents: 10.00 to 7,500.00 USD. */
export const CARD_LIMITS = { min: 1_000n, max: 750_000n } as const;
/** The provider's fee: 1.5 % of the payment, in basis points. */
export const FEE_BASIS_POINTS = 150n;

/** 'Walletport Devnet 2' → 'walletport-devnet-2': a network's name in options and requests. */
export function networkSlug(chainName: string): string {
  return chainName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function findAsset(id: string): SandboxAsset | undefined {
  const wanted = id.trim().toUpperCase();
  return SANDBOX_ASSETS.find((asset) => asset.id === wanted);
}

/**
 * The chain a request names: by network name ('walletport-devnet'), chain id ('31337') or CAIP-2 id
 * ('eip155:31337'), since clients know networks by any of the three.
 */
export function findChain(chains: readonly SandboxChain[], network: string): SandboxChain | undefined {
  const text = network.trim().toLowerCase();
  const byId = /^(?:eip155:)?(\d{1,12})$/.exec(text);
  if (byId !== null) return chains.find((chain) => chain.id === Number(byId[1]));
  return chains.find((chain) => networkSlug(chain.name) === text);
}

export interface OptionsAnswer {
  paymentCurrencies: {
    id: string;
    payment_method_limits: { id: string; min: string; max: string }[];
  }[];
  purchaseCurrencies: {
    id: string;
    name: string;
    symbol: string;
    networks: { name: string; display_name: string; chain_id: string; contract_address: string }[];
  }[];
}

export function optionsAnswer(
  chains: readonly SandboxChain[],
  formatCents: (c: bigint) => string,
): OptionsAnswer {
  return {
    paymentCurrencies: [
      {
        id: PAYMENT_CURRENCY,
        payment_method_limits: [
          { id: PAYMENT_METHOD, min: formatCents(CARD_LIMITS.min), max: formatCents(CARD_LIMITS.max) },
        ],
      },
    ],
    purchaseCurrencies: SANDBOX_ASSETS.map((asset) => ({
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      networks: chains.map((chain) => ({
        name: networkSlug(chain.name),
        display_name: chain.name,
        chain_id: String(chain.id),
        contract_address: asset.token ?? '',
      })),
    })),
  };
}
