'use client';
import { NATIVE_TOKEN_KEY, type SendFlow } from '@walletport/core/send';
import { useEffect, useRef } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { Button, Icon, useViewStyles } from '../../ui/index.js';
import { SendFlowPending } from '../send/SendStatus.js';
import { failureText } from '../send/send-text.js';
import { SEND_CSS } from '../send/styles.js';
import { useSendFlow, useSendState } from '../send/use-send-flow.js';
import { ReviewSummary } from './ReviewSummary.js';
import { SendOutcome } from './SendOutcome.js';

/**
 * SendPreview: the full send to check, then Send → the wallet's approval → pending with the hash →
 * success with the explorer link, or the failure in plain words with a way back to the form (which is
 * left exactly as it was).
 */
export default function SendPreviewView() {
  useViewStyles(SEND_CSS);
  const load = useSendFlow();
  if (load.status !== 'ready') return <SendFlowPending load={load} />;
  return <Preview flow={load.flow} />;
}

function Preview({ flow }: { flow: SendFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const { router } = instance.services;
  const state = useSendState(flow);
  const { step } = state;
  const rootRef = useRef<HTMLDivElement>(null);

  // Nothing under review (a reset while this view was open, or opened directly): the form is the place.
  useEffect(() => {
    if (step.name === 'editing' && instance.stores.router.getState().view.name === 'SendPreview') {
      router.replace({ name: 'Send' });
    }
  }, [step.name, router, instance]);

  // The control that had focus may be gone with the step; the dialog takes focus so the keyboard is not
  // lost to the page, and the step's first button takes it where there is one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is what moves focus
  useEffect(() => {
    const root = rootRef.current;
    if (root === null) return;
    const active = root.ownerDocument.activeElement;
    if (active !== null && active !== root.ownerDocument.body && root.contains(active)) return;
    const action = root.querySelector<HTMLElement>('[data-send-primary]:not(:disabled)');
    if (action !== null) action.focus({ preventScroll: true });
    else root.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
  }, [step.name]);

  if (step.name === 'editing') return null;
  const native = state.tokens.find((token) => token.key === NATIVE_TOKEN_KEY);
  const fee =
    step.name === 'review'
      ? step.fee.status === 'ready'
        ? step.fee.estimate
        : undefined
      : 'fee' in step
        ? step.fee
        : undefined;
  const backToEdit = () => {
    flow.edit();
    if (router.store.getState().history.at(-2)?.name === 'Send') router.goBack();
    else router.replace({ name: 'Send' });
  };

  return (
    <div ref={rootRef} className="wp-send">
      <ReviewSummary draft={step.draft} network={state.network} fee={fee} native={native} />
      {step.name === 'review' ? (
        <>
          {step.fee.status === 'failed' ? (
            <div className="wp-send-review__problem" role="alert">
              <span className="wp-send-review__problem-title">
                <Icon name="warning" size={16} />
                {t('send.preview.wouldFail')}
              </span>
              <span className="wp-send-review__problem-text">
                {(() => {
                  const message = failureText(step.fee.failure);
                  return t(message.key, message.params);
                })()}
              </span>
            </div>
          ) : null}
          <div className="wp-send-review__actions">
            <Button variant="secondary" onClick={backToEdit}>
              {t('send.preview.edit')}
            </Button>
            <Button
              variant="primary"
              data-send-primary=""
              loading={step.fee.status === 'loading'}
              disabled={step.fee.status !== 'ready'}
              onClick={() => void flow.confirm()}
            >
              {t('send.preview.send')}
            </Button>
          </div>
        </>
      ) : (
        <SendOutcome step={step} network={state.network} />
      )}
      {step.name === 'success' ? (
        <Button
          variant="primary"
          fullWidth
          data-send-primary=""
          onClick={() => {
            flow.enterEditing();
            router.reset({ name: 'Account' });
          }}
        >
          {t('send.preview.done')}
        </Button>
      ) : null}
      {step.name === 'failed' ? (
        <div className="wp-send-review__actions">
          <Button variant="secondary" onClick={backToEdit}>
            {t('send.preview.backToEdit')}
          </Button>
          <Button variant="primary" data-send-primary="" onClick={() => flow.retry()}>
            {t('send.preview.tryAgain')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
