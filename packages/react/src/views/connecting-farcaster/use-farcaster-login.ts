'use client';
import {
  type CodedText,
  type EmbeddedWallet,
  type FarcasterLink,
  type OtpOutcome,
  updateAccount,
} from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { embeddedFailure } from '../../embedded/embedded-failure.js';
import { EMBEDDED_NAMESPACE, embeddedChainId } from '../../embedded/finish-login.js';

export type FarcasterPhase =
  | { kind: 'opening' }
  /** The link is shown; the frame waits for the Farcaster wallet's answer. */
  | { kind: 'waiting'; link: FarcasterLink }
  | { kind: 'finishing' }
  | { kind: 'failed'; text: CodedText };

/**
 * Sign In With Farcaster, as the view drives it: the frame opens a channel (its link goes to the
 * account state's farcasterUrl, where the router's back rule clears it), then waits for the wallet's
 * answer and hands the outcome to `onOutcome`. A failure (an expired link, an unreachable server) is
 * kept for the view to show with "Get a new link". Answers arriving after the view is gone are dropped.
 */
export function useFarcasterLogin(
  wallet: EmbeddedWallet,
  onOutcome: (outcome: OtpOutcome) => Promise<void>,
): { phase: FarcasterPhase; restart: () => void } {
  const instance = useAppKitInstance();
  const [phase, setPhase] = useState<FarcasterPhase>({ kind: 'opening' });
  const [round, setRound] = useState(0);
  const onOutcomeRef = useRef(onOutcome);
  onOutcomeRef.current = onOutcome;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round ("Get a new link") starts a new login.
  useEffect(() => {
    let live = true;
    const setUrl = (url: string | undefined) =>
      updateAccount(
        instance.stores.accounts,
        instance.stores.chains.getState().activeNamespace ?? EMBEDDED_NAMESPACE,
        {
          farcasterUrl: url,
        },
      );
    const run = async () => {
      const link = await wallet.farcasterUri();
      if (!live) return;
      setUrl(link.url);
      setPhase({ kind: 'waiting', link });
      const outcome = await wallet.connectFarcaster(embeddedChainId(instance));
      if (!live) return;
      setPhase({ kind: 'finishing' });
      await onOutcomeRef.current(outcome);
    };
    run().catch((error: unknown) => {
      if (live) setPhase({ kind: 'failed', text: embeddedFailure(error).text });
    });
    return () => {
      live = false;
    };
  }, [wallet, instance, round]);

  const restart = useCallback(() => {
    setPhase({ kind: 'opening' });
    setRound((value) => value + 1);
  }, []);

  return { phase, restart };
}
