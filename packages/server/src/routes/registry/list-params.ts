/** The comma-separated list parameters of GET /getWallets, checked item by item (400 names the field). */
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
  const bad = ids.find((id) => !WALLET_ID_PATTERN.test(id));
  if (bad !== undefined)
    throw invalidParameter(
      field,
      `${JSON.stringify(bad.slice(0, 80))} is not a wallet id`,
      'query parameter',
    );
  return ids;
}

export function parseChainList(field: string, value: string | undefined): string[] {
  const chains = splitList(value);
  if (chains.length > MAX_ITEMS)
    throw invalidParameter(field, `at most ${MAX_ITEMS} chains`, 'query parameter');
  for (const chain of chains) {
    try {
      parseCaipNetworkId(chain);
    } catch {
      throw invalidParameter(
        field,
        `${JSON.stringify(chain.slice(0, 80))} is not a CAIP-2 network id`,
        'query parameter',
      );
    }
  }
  return chains;
}
