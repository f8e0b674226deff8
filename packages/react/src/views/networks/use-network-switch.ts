'use client';
import type { CaipNetwork, CaipNetworkId } from '@walletport/core';
import type { CodedText } from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { switchErrorText, switchFailureKind } from './switch-error.js';

export interface NetworkSwitchState {
  /** The network the wallet is being asked to switch to. */
  readonly pendingId: CaipNetworkId | undefined;
  /** The last failed switch: which network, and its text as a code (worded by the list). Cleared by the next attempt. */
  readonly failure:
    | {
        readonly networkId: CaipNetworkId;
        readonly message: CodedText<string>;
        readonly kind: 'declined' | 'failed';
      }
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
            message: switchErrorText(error),
            kind: switchFailureKind(error),
          },
        });
      } finally {
        busy.current = false;
      }
    },
    [instance],
  );

  return { ...state, switchTo };
}
