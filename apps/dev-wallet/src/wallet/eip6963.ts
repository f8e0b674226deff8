import type { Eip1193Provider } from './types.js';

/** EIP-6963 provider info: uuid per page load, a name, a data-URI icon and a reverse-DNS id. */
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

/** The part of `window` EIP-6963 needs, so tests can pass a plain EventTarget. */
export type Eip6963Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

export const announceEventName = 'eip6963:announceProvider';
export const requestEventName = 'eip6963:requestProvider';

/**
 * Announces now and again on every eip6963:requestProvider, so a dapp that loads after the wallet (the
 * usual case) still finds it. The detail is frozen, as the EIP requires. Returns a function that stops
 * answering requests.
 */
export function announceProvider(
  target: Eip6963Target,
  info: Eip6963ProviderInfo,
  provider: Eip1193Provider,
): () => void {
  const detail: Eip6963ProviderDetail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => {
    target.dispatchEvent(new CustomEvent(announceEventName, { detail }));
  };
  target.addEventListener(requestEventName, announce);
  announce();
  return () => target.removeEventListener(requestEventName, announce);
}
