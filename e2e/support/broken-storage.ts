/**
 * Browser storage put into the states a visitor's browser can be in: entries corrupted by another script,
 * a full quota, or storage refused altogether. Each function runs in the page (passed to evaluate or
 * addInitScript), so it uses nothing from its module.
 */

/** Walletport's, wagmi's and the WalletConnect client's entries in localStorage. */
export const MODAL_STORAGE_PREFIXES = ['@walletport/', 'wagmi.', 'walletport-wc/'] as const;

/**
 * Garbage of every kind a broken or foreign writer leaves: cut JSON, wrong types, NUL, a huge number.
 */
export function corruptEntries(prefixes: readonly string[]): number {
  const garbage = [
    '{"cut',
    '[1,',
    'null',
    '\u0000\uFFFF',
    '1e999',
    '{"state":{"connections":{"__type":"Map","value":7}}}',
  ];
  // The names the modal reads at start, written even when absent, so restoring meets garbage everywhere.
  const names = new Set([
    '@walletport/connection_status',
    '@walletport/connections',
    '@walletport/connected_namespaces',
    '@walletport/connected_connector_id:eip155',
    '@walletport/active_caip_network_id',
    '@walletport/active_namespace',
    '@walletport/recent_wallets',
    '@walletport/wallet_id',
    '@walletport/wallet_name',
    '@walletport/preferred_account_types',
    'wagmi.store',
    'wagmi.recentConnectorId',
    'wagmi.injected.connected',
  ]);
  for (let index = 0; index < localStorage.length; index++) {
    const name = localStorage.key(index);
    if (name !== null && prefixes.some((prefix) => name.startsWith(prefix))) names.add(name);
  }
  let written = 0;
  for (const name of names) {
    localStorage.setItem(name, garbage[written % garbage.length] as string);
    written++;
  }
  return written;
}

/**
 * Fills the origin's localStorage until setItem throws at every size (the quota reached), and proves it.
 * Returns the characters written.
 */
export function fillStorage(): number {
  let total = 0;
  let index = 0;
  for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1 << 4, 1]) {
    const chunk = 'x'.repeat(size);
    // Bounded: 10 MiB of quota holds at most a few thousand chunks of each size.
    for (let tries = 0; tries < 4096; tries++) {
      try {
        localStorage.setItem(`fault-fill-${index++}`, chunk);
        total += size;
      } catch {
        break;
      }
    }
  }
  try {
    localStorage.setItem('fault-fill-probe', 'x');
  } catch {
    return total;
  }
  throw new Error('localStorage still accepts writes after filling it');
}

/** Removes what fillStorage wrote. */
export function emptyFill(): void {
  for (const name of Object.keys(localStorage))
    if (name.startsWith('fault-fill-')) localStorage.removeItem(name);
}

/**
 * A browser that refuses the site storage (blocked cookies, some private modes): reading
 * `window.localStorage` throws a SecurityError. An init script.
 */
export function refuseLocalStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}
