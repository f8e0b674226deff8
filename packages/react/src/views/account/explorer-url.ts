import type { CaipNetwork } from '@walletport/core';

/** Plain http is only for an explorer on this machine (a local devnet's); anything else must be https. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The block-explorer page of `address` on `network`: `{blockExplorers.default.url}/address/{address}`.
 * Undefined when the network names no explorer or its URL is not https (http only on a loopback host) —
 * the URL comes from app options (or a wallet-reported network), a `javascript:` or `data:` link in a
 * money UI would run code or spoof a page on click, and a plain-http page could be rewritten on the way.
 * The address is path-encoded so it cannot add a query or another path.
 */
export function addressExplorerUrl(network: CaipNetwork | undefined, address: string): string | undefined {
  const base = network?.blockExplorers?.default?.url;
  if (typeof base !== 'string' || address === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(base);
  } catch {
    return undefined;
  }
  const local = parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
  if (parsed.protocol !== 'https:' && !local) return undefined;
  // Credentials in an explorer URL would be shown to nobody and sent to the explorer: refuse them.
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  const path = parsed.pathname.replace(/\/+$/, '');
  let encoded: string;
  try {
    encoded = encodeURIComponent(address);
  } catch {
    // A lone UTF-16 surrogate cannot be encoded; such a string is no address anyway.
    return undefined;
  }
  return `${parsed.origin}${path}/address/${encoded}`;
}
