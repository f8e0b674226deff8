/**
 * The comma-separated list parameters of GET /getWallets, checked item by item (400 names the field and
 * the item's position, never its text: an answer does not repeat the request).
 */
import { parseCaipNetworkId } from '@walletport/core';
import { invalidParameter } from '../../http/api-error.js';
import { WALLET_ID_PATTERN } from '../../registry/index.js';

const MAX_ITEMS = 500;

function splitList(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function parseWalletIds(field: string, value: string | undefined): string[] {
  const ids = splitList(value);
  if (ids.length > MAX_ITEMS) throw invalidParameter(field, `at most ${MAX_ITEMS} ids`, 'query parameter');
  const bad = ids.findIndex((id) => !WALLET_ID_PATTERN.test(id));
  if (bad !== -1) throw invalidParameter(field, `item ${bad + 1} is not a wallet id`, 'query parameter');
  return ids;
}

export function parseChainList(field: string, value: string | undefined): string[] {
  const chains = splitList(value);
  if (chains.length > MAX_ITEMS)
    throw invalidParameter(field, `at most ${MAX_ITEMS} chains`, 'query parameter');
  chains.forEach((chain, index) => {
    try {
      parseCaipNetworkId(chain);
    } catch {
      throw invalidParameter(field, `item ${index + 1} is not a CAIP-2 network id`, 'query parameter');
    }
  });
  return chains;
}
