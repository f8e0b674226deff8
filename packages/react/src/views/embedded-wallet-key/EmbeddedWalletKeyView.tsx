'use client';
import type {
  CodedText,
  EmbeddedWallet,
  EmbeddedWalletState,
  FrameUser,
  RouterState,
} from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { embeddedFailure, isCancelledInFrame } from '../../embedded/embedded-failure.js';
import { FrameSlot } from '../../embedded/FrameSlot.js';
import { backTo } from '../../embedded/navigation.js';
import { EMBEDDED_CSS } from '../../embedded/styles.js';
import {
  useEmbeddedChainId,
  useEmbeddedWallet,
  useFinishLogin,
  useMountedRef,
} from '../../embedded/use-embedded-wallet.js';
import { shallowEqual, useStoreSelector } from '../../hooks/use-store.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { Button, cx, Icon, Text, useViewStyles } from '../../ui/index.js';

type Step = 'create-key' | 'recover-key';
type Phase = { kind: 'working' } | { kind: 'failed'; text: CodedText };

const selectParams = (state: RouterState) =>
  state.view.name === 'EmbeddedWalletKey'
    ? { email: state.view.params?.email ?? '', step: state.view.params?.step ?? 'create-key' }
    : { email: '', step: 'create-key' as Step };

const selectFrameVisible = (state: EmbeddedWalletState) => state.frameUi.visible;

/**
 * EmbeddedWalletKey: the frame's own key screen (choose a recovery passphrase on a first login, enter it
 * on a new device), shown in the modal. The step starts once, when the view opens; then the login ends
 * as every connect does. Cancelling in the frame goes back to Connect; any other failure says why and
 * offers to try again.
 */
export default function EmbeddedWalletKeyView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <KeyStep wallet={wallet} />;
}

function KeyStep({ wallet }: { wallet: EmbeddedWallet }) {
  useViewStyles(EMBEDDED_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const text = useTextTranslate();
  const { email, step } = useStoreSelector(instance.stores.router, selectParams, shallowEqual);
  const frameVisible = useStoreSelector(wallet.store, selectFrameVisible);
  const chainId = useEmbeddedChainId();
  const finish = useFinishLogin();
  const mounted = useMountedRef();
  const [phase, setPhase] = useState<Phase>({ kind: 'working' });
  // The key is made once: a failure after it (connecting) retries the connect only.
  const keyUser = useRef<FrameUser | undefined>(undefined);
  const started = useRef(false);

  const run = useCallback(() => {
    setPhase({ kind: 'working' });
    const user = keyUser.current;
    const made = user === undefined ? wallet.setUpKey(chainId()) : Promise.resolve(user);
    made
      .then((done) => {
        keyUser.current = done;
        return finish(wallet, done);
      })
      .catch((error: unknown) => {
        if (!mounted.current) return;
        if (keyUser.current === undefined && isCancelledInFrame(error)) {
          backTo(instance.services.router, 'Connect');
          return;
        }
        setPhase({ kind: 'failed', text: embeddedFailure(error).text });
      });
  }, [wallet, chainId, finish, mounted, instance]);

  useEffect(() => {
    // Once per view: a development remount keeps refs, so the frame is not asked twice.
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  // Leaving the view (Back, or another view) before the key exists closes the frame's key step, so a
  // later login is not queued behind it. A development remount (StrictMode) comes back at once.
  const present = useRef(false);
  useEffect(() => {
    present.current = true;
    return () => {
      present.current = false;
      setTimeout(() => {
        if (present.current || keyUser.current !== undefined) return;
        wallet.cancelPending().catch(() => {});
      }, 0);
    };
  }, [wallet]);

  const create = step === 'create-key';
  return (
    <div className="wp-embedded-view" data-step={step}>
      {/* Shown until the frame draws its own screen, which has its own heading. */}
      <div className={cx('wp-embedded-view__intro', frameVisible && 'wp-visually-hidden')}>
        <Text as="h2" variant="title" align="center">
          {create ? t('email.key.createTitle') : t('email.key.recoverTitle')}
        </Text>
        {/* The hint points at the frame's form below, which a failure replaces. */}
        {phase.kind === 'failed' ? null : (
          <Text variant="body" tone="secondary" align="center">
            {create ? t('email.key.createHint') : t('email.key.recoverHint', { email })}
          </Text>
        )}
      </div>
      {phase.kind === 'failed' ? (
        <div className="wp-embedded-view__failure">
          <p className="wp-embedded-error" role="alert">
            <Icon name="error" size={16} />
            <span>{text(phase.text)}</span>
          </p>
          <Button variant="secondary" onClick={run}>
            <Icon name="refresh" size={16} />
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <FrameSlot wallet={wallet} loadingLabel={t('email.key.loading')} />
      )}
    </div>
  );
}
