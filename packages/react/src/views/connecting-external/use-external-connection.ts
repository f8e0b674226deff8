'use client';
import { type Connector, selectNamespaceStatus } from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import {
  type ConnectFailure,
  classifyConnectFailure,
  connectExternalWallet,
  connectTarget,
} from './connect-external.js';

export type ConnectionPhase = { kind: 'connecting' } | { kind: 'connected' } | ConnectFailure;

export interface ExternalConnection {
  phase: ConnectionPhase;
  /** Sends the request again (the "Try again" button; its click is the user activation a popup needs). */
  retry(): void;
}

/**
 * Runs the connection for the view: one attempt when the view opens (guarded, so React's development
 * double-mount does not prompt the wallet twice), another on each retry. The phase shown comes from this
 * attempt (the store does not carry why an attempt failed), and 'connected' also when the connection store
 * says this wallet is the namespace's connection. On success the modal closes
 * if the view is still showing; a visitor who went back meanwhile is not pulled away. A failed attempt
 * gives way when the wallet connects by itself afterwards (the store names it as the connection).
 */
export function useExternalConnection(connector: Connector, walletName: string): ExternalConnection {
  const instance = useAppKitInstance();
  const [phase, setPhase] = useState<ConnectionPhase>({ kind: 'connecting' });
  const mounted = useRef(false);
  const startedFor = useRef<string | undefined>(undefined);
  const attempt = useRef(0);
  const target = connectTarget(connector, instance.stores.chains.getState().activeNamespace);
  // The store knows when this wallet is the namespace's live connection, whichever attempt made it.
  const connectedInStore = useStoreSelector(
    instance.stores.connection,
    useCallback(
      (state) =>
        state.currentConnectorIds[target.chain] === target.id &&
        selectNamespaceStatus(state, target.chain) === 'connected',
      [target.chain, target.id],
    ),
  );

  const run = useCallback(() => {
    attempt.current += 1;
    const current = attempt.current;
    setPhase({ kind: 'connecting' });
    connectExternalWallet(instance, connector, walletName).then(
      () => {
        if (current !== attempt.current || !mounted.current) return;
        setPhase({ kind: 'connected' });
        instance.close();
      },
      (error: unknown) => {
        if (current === attempt.current && mounted.current) setPhase(classifyConnectFailure(error));
      },
    );
  }, [instance, connector, walletName]);

  useEffect(() => {
    mounted.current = true;
    // Once per connector: a remount in development (StrictMode) keeps refs, so it does not ask again.
    if (startedFor.current !== connector.id) {
      startedFor.current = connector.id;
      run();
    }
    return () => {
      mounted.current = false;
    };
  }, [connector.id, run]);

  // The wallet may connect by itself after this attempt failed (unlocked while its prompt was declined):
  // the connection it made wins over the failure, and the modal closes as it does after a connect.
  useEffect(() => {
    if (!connectedInStore || phase.kind === 'connecting' || phase.kind === 'connected') return;
    setPhase({ kind: 'connected' });
    instance.close();
  }, [connectedInStore, phase.kind, instance]);

  return {
    phase: connectedInStore && phase.kind === 'connecting' ? { kind: 'connected' } : phase,
    retry: run,
  };
}
