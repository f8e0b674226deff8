/**
 * Freezes an object graph of plain data. The network catalogue is shared by every Walletport instance in
 * a process (and every request when rendering on a server), so a caller that edits `mainnet.rpcUrls`
 * in place must fail loudly instead of changing the network for everyone.
 */
export function freezeDeep<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeep(child);
  }
  return value;
}
