'use client';
import type { RouterState } from '@walletport/core/internal';
import type { SendFlow } from '@walletport/core/send';
import { isSendInFlight } from '@walletport/core/send';
import { useEffect } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Button, useViewStyles } from '../../ui/index.js';
import { useViewLoader } from '../view-loader.js';
import { AmountCard } from './AmountCard.js';
import { FeeLine } from './FeeLine.js';
import { RecipientField } from './RecipientField.js';
import { SendFlowPending } from './SendStatus.js';
import { blockerText } from './send-text.js';
import { SEND_CSS } from './styles.js';
import { useSendFlow, useSendState } from './use-send-flow.js';

const selectView = (state: RouterState) => state.view;

/**
 * Send: the amount in the chosen token (Max leaves the fee for the native token), the recipient (an
 * address, checksum checked, or a name), the fee, and Review, which says what is missing until the form
 * can be sent. Opened with `{ tokenAddress, to, amount }` it starts filled in.
 */
export default function SendView() {
  useViewStyles(SEND_CSS);
  const load = useSendFlow();
  if (load.status !== 'ready') return <SendFlowPending load={load} />;
  return <SendForm flow={load.flow} />;
}

function SendForm({ flow }: { flow: SendFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const { preloadView } = useViewLoader();
  const state = useSendState(flow);
  const view = useStoreSelector(instance.stores.router, selectView);
  const params = view.name === 'Send' ? view.params : undefined;

  useEffect(() => {
    // While the modal animates to the next view this one may still render: only its own entry counts.
    if (view.name !== 'Send') return;
    flow.enterEditing();
    // The history entry names this visit: coming back from the token list keeps what was typed.
    flow.prefill(params, view);
  }, [flow, params, view]);

  // The review is the likely next screen; the token list may be too.
  useEffect(() => {
    void preloadView('SendPreview').catch(() => {});
  }, [preloadView]);

  const inFlight = isSendInFlight(state.step);
  const { check, token } = state;
  const label = check.ok
    ? t('send.review')
    : (() => {
        const text = blockerText(check.reason, state.tokens[0]?.symbol ?? token?.symbol ?? '');
        return t(text.key, text.params);
      })();

  const review = () => {
    if (flow.review()) instance.services.router.push({ name: 'SendPreview' });
  };

  return (
    <form
      className="wp-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      {inFlight ? (
        <p className="wp-send__notice" role="status">
          <span>{t('send.inFlight')}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => instance.services.router.push({ name: 'SendPreview' })}
          >
            {t('send.viewTransfer')}
          </Button>
        </p>
      ) : null}
      <AmountCard flow={flow} state={state} />
      <RecipientField flow={flow} state={state} />
      <FeeLine flow={flow} state={state} />
      <Button type="submit" variant="primary" fullWidth disabled={!check.ok || inFlight}>
        {label}
      </Button>
    </form>
  );
}
