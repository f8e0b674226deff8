import type { CaipNetwork } from '@walletport/core';

/** Plain http is only for an explorer on this machine (a local devnet's); anything else must be https. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * The block explorer's page of a transaction: `{blockExplorers.default.url}/tx/{hash}`, with the
 * explorer's name for the link. Undefined when the network names no explorer, its URL is not https (http
 * only on a loopback host) or carries credentials, or the hash is not one: the URL comes from app options,
 * and a `javascript:` or `data:` link in a money UI would run code or spoof a page on click.
 */
export function transactionExplorerLink(
  network: Pick<CaipNetwork, 'blockExplorers'> | undefined,
  hash: string,
): { url: string; name: string } | undefined {
  const explorer = network?.blockExplorers?.default;
  if (explorer === undefined || typeof explorer.url !== 'string' || !TRANSACTION_HASH.test(hash))
    return undefined;
  let parsed: URL;
  try {
    parsed = new URL(explorer.url);
  } catch {
    return undefined;
  }
  const local = parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  if (parsed.protocol !== 'https:' && !local) return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  const path = parsed.pathname.replace(/\/+$/, '');
  return { url: `${parsed.origin}${path}/tx/${hash}`, name: explorer.name || parsed.hostname };
}
