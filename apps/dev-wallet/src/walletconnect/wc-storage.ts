/** Set by "Reset wallet"; the next page load wipes WalletConnect's storage before the SDK opens it. */
export const wcResetFlagKey = 'walletport-dev-wallet:wc:reset';
/** The network the owner left the WalletConnect page on. */
export const wcChainIdKey = 'walletport-dev-wallet:wc:chainId';

/** Prefix of the SDK's keys in localStorage (it migrates them to IndexedDB, older builds keep them there). */
const sdkKeyPrefix = 'wc@';
/** @walletconnect/keyvaluestorage names its browser database WALLET_CONNECT_V2_INDEXED_DB. */
const sdkDatabasePrefix = 'WALLET_CONNECT';

export function requestReset(storage: Storage): void {
  storage.setItem(wcResetFlagKey, '1');
}

/**
 * Wipes the SDK's IndexedDB databases and localStorage keys when a reset was requested. Runs before the
 * SDK starts because a database with an open connection cannot be deleted (the request would stay blocked).
 */
export async function resetIfRequested(storage: Storage, databases: IDBFactory): Promise<boolean> {
  if (storage.getItem(wcResetFlagKey) === null) return false;
  const names = (await databases.databases())
    .map((db) => db.name)
    .filter((name): name is string => name?.startsWith(sdkDatabasePrefix) === true);
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const request = databases.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    ),
  );
  for (const key of Object.keys(storage)) {
    if (key.startsWith(sdkKeyPrefix) || key === wcChainIdKey) storage.removeItem(key);
  }
  storage.removeItem(wcResetFlagKey);
  return true;
}

/** The saved network if the wallet still has it, else undefined (the wallet starts on its first chain). */
export function readSavedChainId(storage: Storage, chainIds: readonly number[]): number | undefined {
  const saved = Number(storage.getItem(wcChainIdKey));
  return chainIds.includes(saved) ? saved : undefined;
}

export function saveChainId(storage: Storage, chainId: number): void {
  storage.setItem(wcChainIdKey, String(chainId));
}
