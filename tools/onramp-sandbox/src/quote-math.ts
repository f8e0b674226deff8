/**
 * The sandbox's prices, as pure integer arithmetic: a payment in cents, less the provider's fee (1.5 %,
 * rounded to the nearest cent) and the network fee (the delivery's gas at the chain's gas price, valued
 * at the ether feed and rounded up to a cent), buys the asset at its feed price, rounded down to the
 * asset's smallest unit, so the delivered amount never costs more than what is left of the payment.
 */
import { formatUnits } from 'viem';
import { CARD_LIMITS, FEE_BASIS_POINTS } from './catalogue.js';
import { divideRoundingUp, formatCentsForPeople } from './money.js';

/** A USD feed answer: `answer / 10^decimals` dollars for one whole unit. */
export interface FeedPrice {
  answer: bigint;
  decimals: number;
}

/** Gas a delivery uses: a plain ether transfer, or an ERC-20 transfer to an account without a balance. */
export const NATIVE_TRANSFER_GAS = 21_000n;
export const TOKEN_TRANSFER_GAS = 65_000n;

export class QuoteRefused extends Error {
  override readonly name = 'QuoteRefused';
}

export interface QuoteInput {
  paymentCents: bigint;
  asset: { decimals: number };
  assetPrice: FeedPrice;
  networkFeeCents: bigint;
}

export interface QuoteNumbers {
  paymentCents: bigint;
  feeCents: bigint;
  networkFeeCents: bigint;
  subtotalCents: bigint;
  /** In the asset's smallest unit. */
  purchaseUnits: bigint;
  /** The same amount as a decimal text in whole units. */
  purchaseAmount: string;
}

/** The provider's message for an amount outside the card limits, or undefined when it is inside. */
export function limitProblem(paymentCents: bigint): string | undefined {
  if (paymentCents < CARD_LIMITS.min) {
    return `The minimum purchase is ${formatCentsForPeople(CARD_LIMITS.min)} USD.`;
  }
  if (paymentCents > CARD_LIMITS.max) {
    return `The maximum card purchase is ${formatCentsForPeople(CARD_LIMITS.max)} USD.`;
  }
  return undefined;
}

/** 1.5 % of the payment, to the nearest cent (halves up). */
export function providerFeeCents(paymentCents: bigint): bigint {
  return (paymentCents * FEE_BASIS_POINTS + 5_000n) / 10_000n;
}

/** What `gasUnits` at `gasPriceWei` cost in cents at the ether price, rounded up. */
export function networkFeeCents(gasPriceWei: bigint, gasUnits: bigint, etherPrice: FeedPrice): bigint {
  const numerator = gasPriceWei * gasUnits * etherPrice.answer * 100n;
  return divideRoundingUp(numerator, 10n ** 18n * 10n ** BigInt(etherPrice.decimals));
}

/** The quote for a payment; throws QuoteRefused (with the provider's message) when it cannot be bought. */
export function computeQuote(input: QuoteInput): QuoteNumbers {
  const limit = limitProblem(input.paymentCents);
  if (limit !== undefined) throw new QuoteRefused(limit);
  if (input.assetPrice.answer <= 0n) throw new QuoteRefused('This asset has no price right now.');
  const feeCents = providerFeeCents(input.paymentCents);
  const subtotalCents = input.paymentCents - feeCents - input.networkFeeCents;
  if (subtotalCents <= 0n) throw new QuoteRefused('The amount does not cover the fees.');
  // units = subtotal dollars / price dollars × 10^decimals, with every factor kept an integer.
  const purchaseUnits =
    (subtotalCents * 10n ** BigInt(input.asset.decimals) * 10n ** BigInt(input.assetPrice.decimals)) /
    (input.assetPrice.answer * 100n);
  if (purchaseUnits === 0n) throw new QuoteRefused('The amount is too small to buy any of this asset.');
  return {
    paymentCents: input.paymentCents,
    feeCents,
    networkFeeCents: input.networkFeeCents,
    subtotalCents,
    purchaseUnits,
    purchaseAmount: formatUnits(purchaseUnits, input.asset.decimals),
  };
}
