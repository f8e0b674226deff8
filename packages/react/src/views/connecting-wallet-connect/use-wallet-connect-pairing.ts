'use client';
import { type ConnectionState, PAIRING_EXPIRY_MARGIN_MS, type ViewName } from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { shallowEqual, useStoreSelector } from '../../hooks/use-store.js';

/** The views that show a pairing; an approval closes the modal only while one of them is on screen. */
const PAIRING_VIEWS: ReadonlySet<ViewName> = new Set<ViewName>([
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]);

export type PairingPhase =
  /** No usable URI yet (first pairing, or a refresh after expiry): show the placeholder. */
  | 'loading'
  /** A live URI: show the QR code and the links. */
  | 'ready'
  /** The last attempt failed (store's wcError, or the call itself threw): offer "Try again". */
  | 'error';

export interface WalletConnectPairing {
  phase: PairingPhase;
  /** The live pairing URI while `phase` is 'ready'. */
  uri: string | undefined;
  /** Starts a new pairing (the "Try again" button). */
  retry(): void;
}

const selectPairing = (state: ConnectionState) => ({
  wcUri: state.wcUri,
  wcPairingExpiry: state.wcPairingExpiry,
  wcError: state.wcError,
});

/**
 * The pairing a wallet-connect view shows. On mount it starts one unless a live one exists (a
 * pairing within 10 s of its 4-minute expiry counts as expired, and one that failed or that the wallet
 * refused is not live), and again by itself when the live one
 * expires, so the QR code on screen always works. `connectWalletConnect()` resolves when the wallet
 * approves; the modal then closes if it still shows a pairing view. Starting is guarded so React's
 * development double mount does not pair twice. On mobile Telegram and iOS Safari core's service awaits
 * a single pairing, so calling it again there is harmless.
 */
export function useWalletConnectPairing(): WalletConnectPairing {
  const instance = useAppKitInstance();
  const { connection } = instance.services;
  const { wcUri, wcPairingExpiry, wcError } = useStoreSelector(
    instance.stores.connection,
    selectPairing,
    shallowEqual,
  );
  // 'starting' hides an earlier failure while the new attempt runs; 'failed' covers a call that threw
  // before core could record wcError (e.g. no wallet-connect client configured).
  const [attempt, setAttempt] = useState<'idle' | 'starting' | 'failed'>('idle');
  const mounted = useRef(false);
  const started = useRef(false);
  // Which attempt is the latest (an older one failing must not show an error over a newer pairing), and
  // the URI on screen when it began (that one is not the answer).
  const latest = useRef(0);
  const uriAtStart = useRef<string | undefined>(undefined);
  // Re-render when the live pairing expires, so the stale code leaves the screen at once.
  const [, setExpiredTick] = useState(0);

  const start = useCallback(() => {
    latest.current += 1;
    const id = latest.current;
    uriAtStart.current = instance.stores.connection.getState().wcUri;
    setAttempt('starting');
    let call: Promise<void>;
    try {
      call = connection.connectWalletConnect();
    } catch (error) {
      call = Promise.reject(error);
    }
    call.then(
      () => {
        const { modal, router } = instance.stores;
        if (modal.getState().open && PAIRING_VIEWS.has(router.getState().view.name)) instance.close();
      },
      () => {
        if (mounted.current && id === latest.current) setAttempt('failed');
      },
    );
  }, [connection, instance]);

  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      // A pairing the wallet refused (or that failed) is no pairing to show again: re-entering starts anew.
      if (connection.isPairingExpired() || instance.stores.connection.getState().wcError) start();
    }
    return () => {
      mounted.current = false;
    };
  }, [connection, instance, start]);

  // A new URI is the answer to the attempt under way.
  useEffect(() => {
    if (wcUri !== undefined && wcUri !== uriAtStart.current)
      setAttempt((current) => (current === 'starting' ? 'idle' : current));
  }, [wcUri]);

  // Refresh by itself when the live pairing reaches its expiry margin.
  useEffect(() => {
    if (wcPairingExpiry === undefined || wcError) return undefined;
    const delay = Math.max(0, wcPairingExpiry - PAIRING_EXPIRY_MARGIN_MS - Date.now());
    const timer = setTimeout(() => {
      setExpiredTick((tick) => tick + 1);
      if (connection.isPairingExpired()) start();
    }, delay + 1);
    return () => clearTimeout(timer);
  }, [wcPairingExpiry, wcError, connection, start]);

  const failed = attempt === 'failed' || (wcError && attempt !== 'starting');
  const awaitingNew = attempt === 'starting' && wcUri === uriAtStart.current;
  const live = wcUri !== undefined && !awaitingNew && !connection.isPairingExpired();
  const phase: PairingPhase = failed ? 'error' : live ? 'ready' : 'loading';
  return { phase, uri: phase === 'ready' ? wcUri : undefined, retry: start };
}
