/**
 * Reads a GET /getWallets answer (`{ data, count }`). The server is another party, so nothing is
 * trusted: entries without a usable id and name are dropped, fields of the wrong type are left out, and
 * a missing or absurd count falls back to what arrived. Links are kept as text here and checked where
 * they are opened (the UI's wallet-links.ts); images go through the UI's safe-image rules.
 */
import type { RegistryWallet } from './registry-types.js';

const MAX_ID_LENGTH = 256;
const MAX_NAME_LENGTH = 100;
const MAX_TEXT_LENGTH = 2048;
const MAX_CHAINS = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.length > max ? undefined : trimmed;
}

/** One listing, or undefined when it has no usable id or name. */
export function parseRegistryWallet(value: unknown): RegistryWallet | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id, MAX_ID_LENGTH);
  const name = text(value.name, MAX_NAME_LENGTH);
  if (id === undefined || name === undefined) return undefined;
  const wallet: RegistryWallet = { id, name };
  const rdns = text(value.rdns, MAX_ID_LENGTH);
  wallet.rdns = rdns ?? null;
  const imageId = text(value.image_id, MAX_ID_LENGTH);
  if (imageId !== undefined) wallet.image_id = imageId;
  const imageUrl = text(value.image_url, MAX_TEXT_LENGTH);
  if (imageUrl !== undefined) wallet.image_url = imageUrl;
  const homepage = text(value.homepage, MAX_TEXT_LENGTH);
  if (homepage !== undefined) wallet.homepage = homepage;
  if (Array.isArray(value.chains)) {
    wallet.chains = value.chains
      .slice(0, MAX_CHAINS)
      .map((chain) => text(chain, MAX_ID_LENGTH))
      .filter((chain): chain is string => chain !== undefined);
  }
  wallet.mobile_link = text(value.mobile_link, MAX_TEXT_LENGTH) ?? null;
  wallet.desktop_link = text(value.desktop_link, MAX_TEXT_LENGTH) ?? null;
  wallet.webapp_link = text(value.webapp_link, MAX_TEXT_LENGTH) ?? null;
  return wallet;
}

/** The wallets and count of an answer; throws when the answer is not `{ data: [...] }` at all. */
export function parseWalletPage(answer: unknown): { wallets: RegistryWallet[]; count: number } {
  if (!isRecord(answer) || !Array.isArray(answer.data)) {
    throw new TypeError('The wallet registry answered without a data list.');
  }
  const seen = new Set<string>();
  const wallets: RegistryWallet[] = [];
  for (const item of answer.data) {
    const wallet = parseRegistryWallet(item);
    if (wallet === undefined || seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    wallets.push(wallet);
  }
  const count =
    typeof answer.count === 'number' && Number.isSafeInteger(answer.count) && answer.count >= wallets.length
      ? answer.count
      : wallets.length;
  return { wallets, count };
}
