'use client';
import {
  type CodedText,
  type EmbeddedWallet,
  type EmbeddedWalletState,
  type OtpOutcome,
  type RouterState,
  type SocialLoginFailure,
  type SocialLoginOutcome,
  type StoredSocialProvider,
  socialFailureOf,
} from '@walletport/core/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { EmbeddedUnavailable } from '../../embedded/EmbeddedUnavailable.js';
import { embeddedFailure } from '../../embedded/embedded-failure.js';
import { EMBEDDED_NAMESPACE, embeddedChainId } from '../../embedded/finish-login.js';
import { backTo } from '../../embedded/navigation.js';
import { EMBEDDED_CSS } from '../../embedded/styles.js';
import { useEmbeddedWallet, useFinishLogin, useMountedRef } from '../../embedded/use-embedded-wallet.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTextTranslate, useTranslate } from '../../i18n/index.js';
import { SOCIAL_PROVIDER_NAMES } from '../../social/provider-names.js';
import {
  clearSocialAttempt,
  currentSocialAttempt,
  followSocialWindow,
  type SocialAttempt,
  startSocialAttempt,
} from '../../social/social-attempt.js';
import { SocialIcon } from '../../social/social-icons.js';
import { SOCIAL_CSS } from '../../social/styles.js';
import { Button, cx, Icon, Text, useViewStyles } from '../../ui/index.js';
import { useViewLoader } from '../view-loader.js';

/** A failure in the view's own words (a social reason) or as core or the frame gave it. */
type Failure = { reason: Exclude<SocialLoginFailure, 'cancelled'> } | { text: CodedText };

type Phase =
  | { kind: 'waiting' }
  | { kind: 'redirecting' }
  | { kind: 'finishing' }
  /** Nothing started this view (opened on its own): the visitor starts the login here. */
  | { kind: 'idle' }
  | { kind: 'failed'; failure: Failure };

const selectProvider = (state: RouterState): StoredSocialProvider =>
  state.view.name === 'ConnectingSocial' ? state.view.params.provider : 'google';

/**
 * Where the view starts: a redirect that came back denied shows its failure (kept in the store until the
 * visitor moves on, so a remount of the view shows it again); a running login or a result to redeem
 * waits; otherwise the visitor starts the login here.
 */
function initialPhase(attempt: SocialAttempt | undefined, back: EmbeddedWalletState['socialReturn']): Phase {
  if (back !== undefined && 'error' in back.outcome)
    return { kind: 'failed', failure: { reason: back.outcome.error } };
  return attempt === undefined && back === undefined ? { kind: 'idle' } : { kind: 'waiting' };
}

/** Why the login stopped; undefined for Cancel (the view just goes back). */
function failureOf(error: unknown): Failure | undefined {
  const reason = socialFailureOf(error);
  if (reason === 'cancelled') return undefined;
  if (reason !== undefined) return { reason };
  return { text: embeddedFailure(error).text };
}

/**
 * ConnectingSocial: the visitor logs in at the provider, in the popup the click opened (or this page
 * goes there and comes back: redirect mode). The view waits with the provider's mark and Cancel; a
 * known device is connected at once (then the modal closes, as after any connect), otherwise the key
 * step follows in place of this view; a failure says why and offers to try again.
 */
export default function ConnectingSocialView() {
  const wallet = useEmbeddedWallet();
  if (wallet === undefined) return <EmbeddedUnavailable />;
  return <SocialLogin wallet={wallet} />;
}

function SocialLogin({ wallet }: { wallet: EmbeddedWallet }) {
  useViewStyles(EMBEDDED_CSS);
  useViewStyles(SOCIAL_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const text = useTextTranslate();
  const provider = useStoreSelector(instance.stores.router, selectProvider);
  const name = SOCIAL_PROVIDER_NAMES[provider];
  const finish = useFinishLogin();
  const mounted = useMountedRef();
  const { preloadView } = useViewLoader();
  const [attempt, setAttempt] = useState<SocialAttempt | undefined>(() =>
    currentSocialAttempt(wallet, provider),
  );
  const [phase, setPhase] = useState<Phase>(() =>
    initialPhase(attempt, wallet.store.getState().socialReturn),
  );
  const settled = useRef(false);

  useEffect(() => {
    void preloadView('EmbeddedWalletKey').catch(() => {});
  }, [preloadView]);

  /** What the frame answered: connected, the key step, or the page is leaving (redirect mode). */
  const onOutcome = useCallback(
    async (outcome: SocialLoginOutcome | OtpOutcome) => {
      if (outcome.next === 'redirecting') {
        setPhase({ kind: 'redirecting' });
        return;
      }
      if (outcome.next === 'connected') {
        setPhase({ kind: 'finishing' });
        await finish(wallet, outcome.user);
        return;
      }
      instance.services.router.replace({
        name: 'EmbeddedWalletKey',
        // The key views name the account; a social account may have no email, so its provider stands in.
        params: { email: name, step: outcome.next },
      });
    },
    [finish, wallet, instance, name],
  );

  const onError = useCallback(
    (error: unknown) => {
      if (!mounted.current) return;
      const failure = failureOf(error);
      if (failure === undefined) backTo(instance.services.router, 'Connect');
      else setPhase({ kind: 'failed', failure });
    },
    [mounted, instance],
  );

  // A redirect-mode login that came back in the address: redeemed once, here.
  useEffect(() => {
    const back = wallet.store.getState().socialReturn;
    // A failure stays in the store while the view shows it (see initialPhase), so a remount keeps it.
    if (back === undefined || settled.current || 'error' in back.outcome) return;
    settled.current = true;
    wallet.store.setState({ socialReturn: undefined });
    setPhase({ kind: 'finishing' });
    wallet.connectSocial(back.outcome.result, embeddedChainId(instance)).then(onOutcome).catch(onError);
  }, [wallet, instance, onOutcome, onError]);

  // The login the click started (or Try again): followed until it settles.
  useEffect(() => {
    if (attempt === undefined) return;
    let current = true;
    attempt.outcome
      .then((outcome) => {
        if (current && mounted.current) return onOutcome(outcome);
        return undefined;
      })
      .catch((error: unknown) => {
        if (current) onError(error);
      })
      .finally(() => clearSocialAttempt(wallet, attempt));
    return () => {
      current = false;
    };
  }, [attempt, wallet, mounted, onOutcome, onError]);

  // Leaving the view (Back, close) while the popup is still open ends that login and closes the popup.
  useEffect(
    () => () => {
      const running = currentSocialAttempt(wallet, provider);
      setTimeout(() => {
        if (!mounted.current && running !== undefined) running.cancel();
        // The view is gone (not merely remounted): a failure that came back in the address is done with.
        if (instance.stores.router.getState().view.name !== 'ConnectingSocial') {
          wallet.store.setState({ socialReturn: undefined });
        }
      }, 0);
    },
    [wallet, provider, mounted, instance],
  );

  /** Try again: a click, so the new popup may open. */
  const retry = () => {
    wallet.store.setState({ socialReturn: undefined });
    setPhase({ kind: 'waiting' });
    const next = startSocialAttempt(wallet, provider, embeddedChainId(instance), instance.platform);
    followSocialWindow(instance.stores.accounts, EMBEDDED_NAMESPACE, next);
    setAttempt(next);
  };

  const cancel = () => {
    if (attempt === undefined) backTo(instance.services.router, 'Connect');
    else attempt.cancel();
  };

  const failed = phase.kind === 'failed' || phase.kind === 'idle';
  const headline =
    phase.kind === 'redirecting'
      ? t('social.redirecting', { provider: name })
      : phase.kind === 'finishing'
        ? t('social.finishing')
        : t('social.waiting', { provider: name });
  const failure =
    phase.kind !== 'failed'
      ? undefined
      : 'reason' in phase.failure
        ? t(`social.error.${phase.failure.reason}`, { provider: name })
        : text(phase.failure.text);

  return (
    <div className="wp-social-wait" data-phase={phase.kind}>
      <div className={cx('wp-social-wait__mark', failed && 'wp-social-wait__mark--failed')}>
        {failed ? null : <span className="wp-social-wait__ring" aria-hidden="true" />}
        <SocialIcon provider={provider} size={36} />
      </div>
      <div className="wp-social-wait__text">
        {failed ? (
          failure === undefined ? null : (
            <p className="wp-embedded-error" role="alert">
              <Icon name="error" size={16} />
              <span>{failure}</span>
            </p>
          )
        ) : (
          <>
            {/* A live region: the visitor may be in the popup when the step changes. */}
            <div role="status">
              <Text as="h2" variant="title" align="center">
                {headline}
              </Text>
            </div>
            {phase.kind === 'waiting' ? (
              <Text variant="body" tone="secondary" align="center">
                {t('social.waitingHint')}
              </Text>
            ) : null}
          </>
        )}
      </div>
      <div className="wp-social-wait__actions">
        {failed ? (
          <Button variant="primary" onClick={retry}>
            <Icon name="refresh" size={16} />
            {failure === undefined ? t('social.continueWith', { provider: name }) : t('common.retry')}
          </Button>
        ) : phase.kind === 'waiting' ? (
          <Button variant="secondary" onClick={cancel}>
            {t('social.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
