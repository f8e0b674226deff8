/**
 * The sandbox's request bodies, checked field by field: every value from outside is a string of bounded
 * length in a known form, or the request is refused with a message naming the field. Nothing unchecked
 * reaches a price, a session or a transfer.
 */
import { type Address, getAddress, isAddress } from 'viem';
import { findAsset, findChain, PAYMENT_CURRENCY, type SandboxAsset, type SandboxChain } from './catalogue.js';
import { parseFiatAmount } from './money.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field of at most `max` characters; undefined when absent (and `optional`). */
function text(
  body: Record<string, unknown>,
  field: string,
  max: number,
  optional = false,
): Parsed<string | undefined> {
  const value = body[field];
  if (value === undefined || value === null || value === '') {
    return optional ? { ok: true, value: undefined } : fail(`'${field}' is required.`);
  }
  if (typeof value !== 'string') return fail(`'${field}' must be a string.`);
  if (value.length > max) return fail(`'${field}' must be at most ${max} characters.`);
  return { ok: true, value };
}

function required(body: Record<string, unknown>, field: string, max: number): Parsed<string> {
  const parsed = text(body, field, max);
  if (!parsed.ok) return parsed;
  return parsed.value === undefined ? fail(`'${field}' is required.`) : { ok: true, value: parsed.value };
}

function chainField(chains: readonly SandboxChain[], network: string): Parsed<SandboxChain> {
  const chain = findChain(chains, network);
  return chain === undefined
    ? fail(`The network '${network}' is not one the sandbox delivers on.`)
    : { ok: true, value: chain };
}

function assetField(id: string): Parsed<SandboxAsset> {
  const asset = findAsset(id);
  return asset === undefined ? fail(`The sandbox does not sell '${id}'.`) : { ok: true, value: asset };
}

export interface QuoteRequest {
  asset: SandboxAsset;
  chain: SandboxChain;
  paymentCents: bigint;
}

export function parseQuoteRequest(body: unknown, chains: readonly SandboxChain[]): Parsed<QuoteRequest> {
  if (!isRecord(body)) return fail('The body must be a JSON object.');
  const purchase = required(body, 'purchaseCurrency', 16);
  if (!purchase.ok) return purchase;
  const payment = required(body, 'paymentCurrency', 8);
  if (!payment.ok) return payment;
  const amount = required(body, 'amount', 16);
  if (!amount.ok) return amount;
  const network = required(body, 'network', 64);
  if (!network.ok) return network;
  if (payment.value.trim().toUpperCase() !== PAYMENT_CURRENCY) {
    return fail(`The sandbox takes payments in ${PAYMENT_CURRENCY} only.`);
  }
  const cents = parseFiatAmount(amount.value);
  if (cents === undefined) return fail(`'amount' must be a decimal such as 100.00, got '${amount.value}'.`);
  const asset = assetField(purchase.value);
  if (!asset.ok) return asset;
  const chain = chainField(chains, network.value);
  if (!chain.ok) return chain;
  return { ok: true, value: { asset: asset.value, chain: chain.value, paymentCents: cents } };
}

export interface SessionRequest {
  address: Address;
  asset: SandboxAsset;
  chain: SandboxChain;
  presetFiatCents: bigint | undefined;
  partnerUserId: string | undefined;
}

export function parseSessionRequest(body: unknown, chains: readonly SandboxChain[]): Parsed<SessionRequest> {
  if (!isRecord(body)) return fail('The body must be a JSON object.');
  const address = required(body, 'address', 64);
  if (!address.ok) return address;
  const network = required(body, 'network', 64);
  if (!network.ok) return network;
  const assetId = required(body, 'asset', 16);
  if (!assetId.ok) return assetId;
  const preset = text(body, 'presetFiatAmount', 16, true);
  if (!preset.ok) return preset;
  const partner = text(body, 'partnerUserId', 64, true);
  if (!partner.ok) return partner;
  if (!isAddress(address.value, { strict: false })) {
    return fail('The sandbox delivers to EVM addresses on its devnet chains (0x and 40 hex digits).');
  }
  const chain = chainField(chains, network.value);
  if (!chain.ok) return chain;
  const asset = assetField(assetId.value);
  if (!asset.ok) return asset;
  let presetFiatCents: bigint | undefined;
  if (preset.value !== undefined) {
    presetFiatCents = parseFiatAmount(preset.value);
    if (presetFiatCents === undefined) {
      return fail(`'presetFiatAmount' must be a decimal such as 100.00, got '${preset.value}'.`);
    }
  }
  return {
    ok: true,
    value: {
      address: getAddress(address.value),
      asset: asset.value,
      chain: chain.value,
      presetFiatCents,
      partnerUserId: partner.value,
    },
  };
}

export interface CheckoutForm {
  amount: string;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** The checkout form's fields (application/x-www-form-urlencoded), each cut to a sane length. */
export function parseCheckoutForm(body: string): CheckoutForm {
  const form = new URLSearchParams(body);
  const field = (name: string, max: number) => (form.get(name) ?? '').slice(0, max);
  return {
    amount: field('amount', 16),
    number: field('cardNumber', 32),
    expiry: field('expiry', 16),
    cvc: field('cvc', 8),
    name: field('cardholder', 100),
  };
}
