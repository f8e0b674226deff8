'use client';
import type { OnrampFlow, OnrampStep } from '@walletport/core/onramp';
import { useEffect, useRef } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Icon, Spinner, Text, useViewStyles } from '../../ui/index.js';
import { OnrampFlowPending } from '../onramp/OnRampStatus.js';
import { moneyText, tokenText } from '../onramp/onramp-text.js';
import { ONRAMP_CSS } from '../onramp/styles.js';
import { useOnrampFlow, useOnrampState } from '../onramp/use-onramp-flow.js';
import { ExplorerLink } from '../send-preview/SendOutcome.js';
import { SEND_CSS } from '../send/styles.js';

/**
 * After Continue: the checkout opening, then waiting while the visitor pays in the provider's window (a
 * link when the browser blocked it), then the tokens arrived or the provider's own message on a decline,
 * with Try again. The title is the live region, so each change is announced once.
 */
export default function OnRampInProgressView() {
  useViewStyles(SEND_CSS);
  useViewStyles(ONRAMP_CSS);
  const load = useOnrampFlow();
  if (load.status !== 'ready') return <OnrampFlowPending load={load} />;
  return <Progress flow={load.flow} />;
}

function Progress({ flow }: { flow: OnrampFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const { router } = instance.services;
  const state = useOnrampState(flow);
  const { step } = state;
  const rootRef = useRef<HTMLDivElement>(null);

  // Nothing in progress (a reset while this view was open, or opened directly): the form is the place.
  useEffect(() => {
    if (step.name === 'editing' && instance.stores.router.getState().view.name === 'OnRampInProgress') {
      router.replace({ name: 'OnRamp' });
    }
  }, [step.name, router, instance]);

  // The step's first button takes focus when the control that had it went away with the step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is what moves focus
  useEffect(() => {
    const root = rootRef.current;
    if (root === null) return;
    const active = root.ownerDocument.activeElement;
    if (active !== null && active !== root.ownerDocument.body && root.contains(active)) return;
    const action = root.querySelector<HTMLElement>('[data-onramp-primary]');
    if (action !== null) action.focus({ preventScroll: true });
    else root.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
  }, [step.name]);

  if (step.name === 'editing') return null;
  const backToAccount = () => {
    // While waiting the purchase may still land: the flow keeps watching (the Buy button leads back here).
    if (step.name === 'success' || step.name === 'failed') flow.restart();
    router.reset({ name: 'Account' });
  };
  const tryAgain = () => {
    flow.restart();
    if (router.store.getState().history.at(-2)?.name === 'OnRamp') router.goBack();
    else router.replace({ name: 'OnRamp' });
  };
  return (
    <div ref={rootRef} className="wp-send">
      <Outcome step={step} flow={flow} network={state.account?.network} />
      {step.name === 'failed' ? (
        <div className="wp-send-review__actions">
          <Button variant="secondary" onClick={backToAccount}>
            {t('onramp.backToAccount')}
          </Button>
          <Button variant="primary" data-onramp-primary="" onClick={tryAgain}>
            {t('onramp.tryAgain')}
          </Button>
        </div>
      ) : (
        <Button
          variant={step.name === 'success' ? 'primary' : 'secondary'}
          fullWidth
          {...(step.name === 'success' ? { 'data-onramp-primary': '' } : {})}
          onClick={backToAccount}
        >
          {t('onramp.backToAccount')}
        </Button>
      )}
    </div>
  );
}

type OutcomeStep = Exclude<OnrampStep, { name: 'editing' }>;

function Outcome({
  step,
  flow,
  network,
}: {
  step: OutcomeStep;
  flow: OnrampFlow;
  network: Parameters<typeof ExplorerLink>[0]['network'];
}) {
  const t = useTranslate();
  const locale = useLocale();
  const { purchase } = step;
  const paid = moneyText(purchase.fiatAmount, purchase.currency, locale);
  switch (step.name) {
    case 'opening':
    case 'waiting':
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--busy">
            <Spinner size={28} label={t(step.name === 'opening' ? 'onramp.opening' : 'onramp.waiting')} />
          </span>
          <div role="status">
            <Text as="h2" variant="title">
              {t(step.name === 'opening' ? 'onramp.opening' : 'onramp.waiting')}
            </Text>
          </div>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {`${paid} → ${purchase.expected === undefined ? purchase.token.symbol : `≈ ${tokenText(purchase.expected, purchase.token.symbol, locale)}`}`}
          </Text>
          {step.name === 'waiting' ? (
            <>
              <Text variant="small" tone="secondary" className="wp-send-outcome__text">
                {t('onramp.waitingHint', { symbol: purchase.token.symbol })}
              </Text>
              {step.popupBlocked ? (
                <div className="wp-send-outcome__actions">
                  <Text variant="small" tone="secondary" className="wp-send-outcome__text">
                    {t('onramp.popupBlocked')}
                  </Text>
                  <a
                    className="wp-onramp__link"
                    href={step.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-onramp-primary=""
                    onClick={() => flow.popupOpened()}
                  >
                    {t('onramp.openCheckout')}
                    <Icon name="external" size={16} />
                    <span className="wp-visually-hidden"> {t('onramp.opensInNewTab')}</span>
                  </a>
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      );
    case 'success':
      return (
        <div className="wp-send-outcome">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--success">
            <Icon name="check" size={28} />
          </span>
          <div role="status">
            <Text as="h2" variant="title">
              {t('onramp.success')}
            </Text>
          </div>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {t('onramp.successDetail', { amount: tokenText(step.received, purchase.token.symbol, locale) })}
          </Text>
          {step.txHash === undefined ? null : <ExplorerLink network={network} hash={step.txHash} />}
        </div>
      );
    case 'failed':
      return (
        <div className="wp-send-outcome" role="alert">
          <span className="wp-send-outcome__icon wp-send-outcome__icon--error">
            <Icon name="error" size={28} />
          </span>
          <Text as="h2" variant="title">
            {t('onramp.failed')}
          </Text>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {step.failure.code === 'DECLINED'
              ? (step.failure.message ?? t('onramp.failed.declined'))
              : t('onramp.failed.noCheckout')}
          </Text>
          <Text variant="small" tone="secondary" className="wp-send-outcome__text">
            {t('onramp.nothingArrived')}
          </Text>
        </div>
      );
  }
}
