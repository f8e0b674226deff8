'use client';
import type { SwapDraft, SwapFlow } from '@walletport/core/swap';
import { nextAction } from '@walletport/core/swap';
import { useEffect, useRef, useState } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon, useViewStyles } from '../../ui/index.js';
import { SEND_CSS } from '../send/styles.js';
import { SwapFlowPending } from '../swap/SwapStatus.js';
import { swapFailureText } from '../swap/swap-text.js';
import { SWAP_CSS } from '../swap/styles.js';
import { useSwapFlow, useSwapState } from '../swap/use-swap-flow.js';
import { SwapOutcome } from './SwapOutcome.js';
import { SwapSummary } from './SwapSummary.js';

/**
 * SwapPreview: the whole swap to check (pay, receive, minimum received, price impact, fee), then — when
 * the router may not spend the token yet — "Approve WPUSD" as step one and "Swap" as step two, each
 * through the wallet and its receipt; success with the explorer link, or the failure in plain words.
 */
export default function SwapPreviewView() {
  useViewStyles(SEND_CSS);
  useViewStyles(SWAP_CSS);
  const load = useSwapFlow();
  if (load.status !== 'ready') return <SwapFlowPending load={load} />;
  return <Preview flow={load.flow} />;
}

function Preview({ flow }: { flow: SwapFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const { router } = instance.services;
  const state = useSwapState(flow);
  const { step } = state;
  const rootRef = useRef<HTMLDivElement>(null);
  // The draft whose approval went out in this visit: its review then shows step one as done.
  const [approvedDraft, setApprovedDraft] = useState<SwapDraft | undefined>(undefined);
  if (step.name === 'pending' && step.action === 'approve' && approvedDraft !== step.draft) {
    setApprovedDraft(step.draft);
  }

  useEffect(() => {
    if (step.name === 'editing' && instance.stores.router.getState().view.name === 'SwapPreview') {
      router.replace({ name: 'Swap' });
    }
  }, [step.name, router, instance]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (or next action) is what moves focus
  useEffect(() => {
    const root = rootRef.current;
    if (root === null) return;
    const active = root.ownerDocument.activeElement;
    if (active !== null && active !== root.ownerDocument.body && root.contains(active)) return;
    const action = root.querySelector<HTMLElement>('[data-swap-primary]:not(:disabled)');
    if (action !== null) action.focus({ preventScroll: true });
    else root.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
  }, [step.name, step.name === 'review' ? step.plan.status : '']);

  if (step.name === 'editing') return null;
  const native = state.tokens.find((token) => token.address === undefined);
  const plan =
    step.name === 'review' ? (step.plan.status === 'ready' ? step.plan.plan : undefined) : step.plan;
  const backToEdit = () => {
    flow.edit();
    if (router.store.getState().history.at(-2)?.name === 'Swap') router.goBack();
    else router.replace({ name: 'Swap' });
  };
  const symbol = step.draft.from.symbol;
  const needsApproval = plan?.approval !== undefined;
  const showSteps = needsApproval || approvedDraft === step.draft;

  return (
    <div ref={rootRef} className="wp-send">
      <SwapSummary
        draft={step.draft}
        plan={plan}
        network={state.network}
        native={native}
        slippage={state.slippage}
      />
      {step.name === 'review' ? (
        <>
          {step.plan.status === 'failed' ? (
            <div className="wp-send-review__problem" role="alert">
              <span className="wp-send-review__problem-title">
                <Icon name="warning" size={16} />
                {t('swap.preview.wouldFail')}
              </span>
              <span className="wp-send-review__problem-text">
                {(() => {
                  const message = swapFailureText(step.plan.failure, state.slippage);
                  return t(message.key, message.params);
                })()}
              </span>
            </div>
          ) : null}
          {showSteps ? (
            <ol className="wp-swap__steps" aria-label={t('swap.preview.steps')}>
              <li
                className="wp-swap__step"
                aria-current={needsApproval ? 'step' : undefined}
                data-done={needsApproval ? undefined : ''}
              >
                {t('swap.preview.approve', { symbol })}
              </li>
              <li className="wp-swap__step" aria-current={needsApproval ? undefined : 'step'}>
                {t('swap.preview.swap')}
              </li>
            </ol>
          ) : null}
          {needsApproval ? (
            <p className="wp-send__message wp-send__message--neutral">
              <Icon name="info" size={14} />
              <span>{t('swap.preview.approveHint', { amount: `${state.form.amountText} ${symbol}` })}</span>
            </p>
          ) : null}
          <div className="wp-send-review__actions">
            <Button variant="secondary" onClick={backToEdit}>
              {t('swap.preview.edit')}
            </Button>
            {step.plan.status === 'failed' ? (
              <Button variant="primary" data-swap-primary="" onClick={() => flow.retry()}>
                {t('swap.preview.tryAgain')}
              </Button>
            ) : (
              <Button
                variant="primary"
                data-swap-primary=""
                loading={step.plan.status === 'loading'}
                disabled={step.plan.status !== 'ready'}
                onClick={() => {
                  if (plan !== undefined) void flow.confirm(nextAction(plan));
                }}
              >
                {needsApproval ? t('swap.preview.approve', { symbol }) : t('swap.preview.swap')}
              </Button>
            )}
          </div>
        </>
      ) : (
        <SwapOutcome step={step} network={state.network} slippage={state.slippage} />
      )}
      {step.name === 'success' ? (
        <Button
          variant="primary"
          fullWidth
          data-swap-primary=""
          onClick={() => {
            flow.enterEditing();
            router.reset({ name: 'Account' });
          }}
        >
          {t('swap.preview.done')}
        </Button>
      ) : null}
      {step.name === 'failed' ? (
        <div className="wp-send-review__actions">
          <Button variant="secondary" onClick={backToEdit}>
            {t('swap.preview.backToEdit')}
          </Button>
          <Button variant="primary" data-swap-primary="" onClick={() => flow.retry()}>
            {t('swap.preview.tryAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
