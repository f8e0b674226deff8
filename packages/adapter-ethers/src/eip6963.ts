/**
 * EIP-6963 discovery: installed wallets announce themselves on `window` with their info and their own
 * EIP-1193 provider, and answer the page's request event. Per adapter instance (never module-level), and
 * started only when something first looks at the wallets, so importing or constructing does nothing.
 */
import { type Eip1193Provider, isEip1193Provider } from '@walletport/core/internal';

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

/** The part of `window` discovery needs. */
export type Eip6963Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

export interface AnnouncedWallets {
  /** The first announcement of each rdns, in the order they came. */
  list(): readonly Eip6963ProviderDetail[];
  /** Called after a wallet of a new rdns announced itself; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Stops listening (the wallets found so far stay listed). */
  stop(): void;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** An announcement as the EIP describes it; a malformed one (another script's event) is ignored. */
export function readAnnouncement(event: Event): Eip6963ProviderDetail | undefined {
  const detail = (event as CustomEvent<unknown>).detail as { info?: unknown; provider?: unknown } | undefined;
  const info = detail?.info as Partial<Eip6963ProviderInfo> | undefined;
  if (info === undefined || !isEip1193Provider(detail?.provider)) return undefined;
  if (!isString(info.rdns) || info.rdns === '' || !isString(info.name) || !isString(info.uuid))
    return undefined;
  return {
    info: { uuid: info.uuid, name: info.name, icon: isString(info.icon) ? info.icon : '', rdns: info.rdns },
    provider: detail.provider as Eip1193Provider,
  };
}

/**
 * Listens for announcements on `target`, then asks every wallet to announce (wallets that loaded first
 * answer the request). A wallet announcing again (every request, or with a fresh uuid after an extension
 * reload) keeps its first entry, as wagmi does, so a connector id never points at two providers.
 */
export function discoverAnnouncedWallets(target: Eip6963Target): AnnouncedWallets {
  const byRdns = new Map<string, Eip6963ProviderDetail>();
  const listeners = new Set<() => void>();
  const onAnnounce = (event: Event) => {
    const detail = readAnnouncement(event);
    if (detail === undefined || byRdns.has(detail.info.rdns)) return;
    byRdns.set(detail.info.rdns, detail);
    for (const listener of [...listeners]) listener();
  };
  target.addEventListener(ANNOUNCE_EVENT, onAnnounce);
  target.dispatchEvent(new Event(REQUEST_EVENT));
  return {
    list: () => [...byRdns.values()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      target.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
      listeners.clear();
    },
  };
}
