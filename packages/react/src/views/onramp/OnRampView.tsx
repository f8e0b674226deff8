'use client';
import type { OnrampFlow, OnrampFlowState } from '@walletport/core/onramp';
import { useEffect, useId } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { Button, Icon, useViewStyles } from '../../ui/index.js';
import { SEND_CSS } from '../send/styles.js';
import { useViewLoader } from '../view-loader.js';
import { openCheckoutWindow } from './checkout-window.js';
import { Choices } from './Choices.js';
import { OnrampFlowPending, OnrampNotice, OnrampSkeleton } from './OnRampStatus.js';
import { amountMessage, continueLabel, methodLabel, moneyText, providerName } from './onramp-text.js';
import { QuoteCard } from './QuoteCard.js';
import { ONRAMP_CSS } from './styles.js';
import { useOnrampFlow, useOnrampState } from './use-onramp-flow.js';

/**
 * Buy: the amount in the chosen currency within the payment method's limits, the token to buy on the
 * active network, the provider when there are several, and a live quote with its fees. Continue opens
 * the provider's checkout and goes on to OnRampInProgress.
 */
export default function OnRampView() {
  useViewStyles(SEND_CSS);
  useViewStyles(ONRAMP_CSS);
  const load = useOnrampFlow();
  if (load.status !== 'ready') return <OnrampFlowPending load={load} />;
  return <OnrampForm flow={load.flow} />;
}

function OnrampForm({ flow }: { flow: OnrampFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const state = useOnrampState(flow);
  const { preloadView } = useViewLoader();

  useEffect(() => {
    void preloadView('OnRampInProgress').catch(() => {});
  }, [preloadView]);

  // Back here after an outcome (Try again): the form again, with what was typed.
  useEffect(() => {
    if (state.step.name === 'success' || state.step.name === 'failed') flow.restart();
  }, [flow, state.step.name]);

  if (state.options.status === 'loading') return <OnrampSkeleton />;
  if (state.options.status === 'failed') {
    return <OnrampNotice icon="error" text={t('onramp.optionsFailed')} retry={() => flow.retryOptions()} />;
  }
  if (state.tokens.length === 0) {
    return (
      <OnrampNotice
        icon="info"
        text={t('onramp.noTokens', { network: state.account?.network.name ?? t('common.unknownNetwork') })}
      />
    );
  }

  const inFlight = state.step.name === 'opening' || state.step.name === 'waiting';
  const submit = () => {
    if (inFlight) {
      instance.services.router.push({ name: 'OnRampInProgress' });
      return;
    }
    if (!state.canContinue) return;
    // Opened in the click, so the browser counts it as the visitor's; it shows the checkout once known.
    const target = openCheckoutWindow(globalThis.window);
    void flow.checkout(target);
    instance.services.router.push({ name: 'OnRampInProgress' });
  };

  return (
    <form
      className="wp-send"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <AmountCard flow={flow} state={state} />
      <MethodChoice flow={flow} state={state} />
      {state.providers.length > 1 ? (
        <Choices
          legend={t('onramp.providerLabel')}
          options={state.providers.map((id) => ({ id, label: providerName(id) }))}
          selected={state.form.provider ?? state.providers[0]}
          onSelect={(id) => flow.selectProvider(id)}
        />
      ) : null}
      <QuoteCard state={state} />
      <Button type="submit" variant="primary" fullWidth disabled={!inFlight && !state.canContinue}>
        {t(inFlight ? 'onramp.waiting' : continueLabel(state))}
      </Button>
    </form>
  );
}

/** The amount field, the currency button (opens the currency list), the limits and what is wrong. */
function AmountCard({ flow, state }: { flow: OnrampFlow; state: OnrampFlowState }) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const inputId = useId();
  const messageId = useId();
  const hintId = useId();
  const currency = state.currency?.id ?? '';
  const message = amountMessage(state.amount, state.limits, currency, locale);
  return (
    <div className="wp-send__field">
      <div className="wp-send__card">
        <div className="wp-send__card-head">
          <label htmlFor={inputId} className="wp-send__label">
            {t('onramp.amountLabel')}
          </label>
        </div>
        <div className="wp-send__amount-row">
          <input
            id={inputId}
            className="wp-send__amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="0"
            value={state.form.amountText}
            onChange={(event) => flow.setAmount(event.target.value)}
            aria-invalid={message === undefined ? undefined : true}
            aria-describedby={[hintId, message === undefined ? '' : messageId].join(' ').trim()}
          />
          <button
            type="button"
            className="wp-send__token"
            aria-label={t('onramp.changeCurrency', { currency })}
            onClick={() => instance.services.router.push({ name: 'OnRampFiatSelect' })}
          >
            <span className="wp-send__token-symbol">{currency}</span>
            <Icon name="chevron-right" size={16} />
          </button>
        </div>
        <div className="wp-send__hint" id={hintId}>
          <span>
            {state.limits === undefined
              ? ''
              : t('onramp.limits', {
                  min: moneyText(state.limits.min, currency, locale),
                  max: moneyText(state.limits.max, currency, locale),
                })}
          </span>
        </div>
      </div>
      {message === undefined ? null : (
        <p id={messageId} className="wp-send__message wp-send__message--error">
          <Icon name="error" size={14} />
          <span>{t(message.key, message.params)}</span>
        </p>
      )}
    </div>
  );
}

/** Card or bank account, when the currency offers more than one; the limits follow the choice. */
function MethodChoice({ flow, state }: { flow: OnrampFlow; state: OnrampFlowState }) {
  const t = useTranslate();
  const methods = state.currency?.limits ?? [];
  if (methods.length < 2) return null;
  const selected = methods.some((limit) => limit.id === state.form.method)
    ? state.form.method
    : methods[0]?.id;
  return (
    <Choices
      legend={t('onramp.methodLabel')}
      options={methods.map((limit) => {
        const label = methodLabel(limit.id);
        return { id: limit.id, label: typeof label === 'string' ? label : t(label.key) };
      })}
      selected={selected}
      onSelect={(id) => flow.selectMethod(id)}
    />
  );
}
