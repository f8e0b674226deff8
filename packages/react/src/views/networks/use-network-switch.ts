'use client';
import type { CaipNetwork, CaipNetworkId } from '@walletport/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { switchErrorMessage, switchFailureKind } from './switch-error.js';

export interface NetworkSwitchState {
  /** The network the wallet is being asked to switch to. */
  readonly pendingId: CaipNetworkId | undefined;
  /** The last failed switch: which network, and the text to show. Cleared by the next attempt. */
  readonly failure:
    | { readonly networkId: CaipNetworkId; readonly message: string; readonly kind: 'declined' | 'failed' }
    | undefined;
}

export interface NetworkSwitch extends NetworkSwitchState {
  switchTo(network: CaipNetwork): Promise<void>;
}

const IDLE: NetworkSwitchState = { pendingId: undefined, failure: undefined };

/**
 * Switching from a network list (Networks and UnsupportedChain share it). One switch at a time: a wallet
 * shows one prompt, and a second click while it is open would only queue a confusing second prompt.
 * `onSwitched` runs after a successful switch while the list is still on screen.
 */
export function useNetworkSwitch(onSwitched: (network: CaipNetwork) => void): NetworkSwitch {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const [state, setState] = useState<NetworkSwitchState>(IDLE);
  const busy = useRef(false);
  const mounted = useRef(true);
  const latestOnSwitched = useRef(onSwitched);
  latestOnSwitched.current = onSwitched;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const switchTo = useCallback(
    async (network: CaipNetwork) => {
      if (busy.current) return;
      busy.current = true;
      setState({ pendingId: network.caipNetworkId, failure: undefined });
      try {
        await instance.switchNetwork(network);
        if (!mounted.current) return;
        setState(IDLE);
        latestOnSwitched.current(network);
      } catch (error) {
        if (!mounted.current) return;
        setState({
          pendingId: undefined,
          failure: {
            networkId: network.caipNetworkId,
            message: switchErrorMessage(error, t),
            kind: switchFailureKind(error),
          },
        });
      } finally {
        busy.current = false;
      }
    },
    [instance, t],
  );

  return { ...state, switchTo };
}
