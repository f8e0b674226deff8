/**
 * Changing the preferred account type: set loading, update the provider, save, reconnect, and track
 * SET_PREFERRED_ACCOUNT_TYPE. On failure the type falls back to eoa. The preference is kept per
 * namespace and persisted under storageKeys.preferredAccountTypes.
 */
import type { AccountType } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { createError } from '../errors/index.js';
import { storageKeys } from '../storage/index.js';
import {
  ACCOUNT_TYPE_ON_FAILURE,
  type PreferredAccountTypes,
  resolvePreferredAccountTypes,
} from './account-types.js';
import { type AccountsStore, updateAccount } from './accounts-store.js';
import type {
  AccountEventsPort,
  AccountStoragePort,
  EmbeddedAccountProviderPort,
  ModalLoadingPort,
} from './ports.js';

/** The preferences in force at start: built-in defaults < app's defaultAccountTypes < the visitor's stored choice. */
export async function loadPreferredAccountTypes(
  storage: AccountStoragePort,
  appDefaults?: PreferredAccountTypes,
): Promise<PreferredAccountTypes> {
  const stored = await storage.get(storageKeys.preferredAccountTypes);
  return resolvePreferredAccountTypes({ appDefaults, stored });
}

/** Persists one namespace's preference, keeping the other namespaces' stored choices. */
export async function savePreferredAccountType(
  storage: AccountStoragePort,
  namespace: ChainNamespace,
  type: AccountType,
): Promise<void> {
  const stored = (await storage.get(storageKeys.preferredAccountTypes)) ?? {};
  await storage.set(storageKeys.preferredAccountTypes, { ...stored, [namespace]: type });
}

export interface PreferredAccountTypePorts {
  accounts: AccountsStore;
  storage: AccountStoragePort;
  modal: ModalLoadingPort;
  /** The embedded wallet's provider; undefined when the app has no embedded (auth) connector. */
  getEmbeddedProvider(): EmbeddedAccountProviderPort | undefined;
  /** Reconnects the embedded connector, so the account of the new type is loaded. */
  reconnect(): Promise<void>;
  events: AccountEventsPort;
  /** For the event's `network` property. */
  getActiveCaipNetworkId(): string | undefined;
}

/**
 * Changes the preferred account type of `namespace` and returns the type in force afterwards.
 * Throws 'Address or auth connector not found' (changing nothing) without an embedded provider;
 * when the provider update, saving or reconnecting fails, the type falls back to eoa (in state and
 * storage), the loading flag is cleared and the error is rethrown for the UI to show.
 */
export async function setPreferredAccountType(
  { namespace, type }: { namespace: ChainNamespace; type: AccountType },
  ports: PreferredAccountTypePorts,
): Promise<AccountType> {
  const provider = ports.getEmbeddedProvider();
  if (provider === undefined) throw createError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND');

  ports.modal.setLoading(namespace, true);
  try {
    setPreference(ports.accounts, namespace, type);
    await provider.setPreferredAccount(type);
    await savePreferredAccountType(ports.storage, namespace, type);
    await ports.reconnect();
  } catch (error) {
    setPreference(ports.accounts, namespace, ACCOUNT_TYPE_ON_FAILURE);
    // Best effort: a storage problem must not hide the error that caused the fallback.
    await savePreferredAccountType(ports.storage, namespace, ACCOUNT_TYPE_ON_FAILURE).catch(() => undefined);
    throw error;
  } finally {
    ports.modal.setLoading(namespace, false);
  }

  ports.events.sendEvent({
    type: 'track',
    event: 'SET_PREFERRED_ACCOUNT_TYPE',
    properties: { accountType: type, network: ports.getActiveCaipNetworkId() ?? '' },
  });
  return type;
}

function setPreference(accounts: AccountsStore, namespace: ChainNamespace, type: AccountType): void {
  updateAccount(accounts, namespace, (account) => ({
    preferredAccountTypes: { ...account.preferredAccountTypes, [namespace]: type },
  }));
}
