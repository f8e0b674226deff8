'use client';
import type { OnrampFlow } from '@walletport/core/onramp';
import { useAppKitInstance } from '../../context.js';
import { useLocale, useTranslate } from '../../i18n/index.js';
import { ListItem, useViewStyles } from '../../ui/index.js';
import { OnrampFlowPending, OnrampNotice, OnrampSkeleton } from '../onramp/OnRampStatus.js';
import { currencyName, moneyText } from '../onramp/onramp-text.js';
import { ONRAMP_CSS } from '../onramp/styles.js';
import { useOnrampFlow, useOnrampState } from '../onramp/use-onramp-flow.js';
import { SEND_CSS } from '../send/styles.js';

/** The currencies the providers take, each with its name and card limits; choosing goes back to Buy. */
export default function OnRampFiatSelectView() {
  useViewStyles(SEND_CSS);
  useViewStyles(ONRAMP_CSS);
  const load = useOnrampFlow();
  if (load.status !== 'ready') return <OnrampFlowPending load={load} />;
  return <CurrencyList flow={load.flow} />;
}

function CurrencyList({ flow }: { flow: OnrampFlow }) {
  const t = useTranslate();
  const locale = useLocale();
  const instance = useAppKitInstance();
  const state = useOnrampState(flow);
  if (state.options.status === 'loading') return <OnrampSkeleton />;
  if (state.options.status === 'failed') {
    return <OnrampNotice icon="error" text={t('onramp.optionsFailed')} retry={() => flow.retryOptions()} />;
  }
  return (
    <div className="wp-send-tokens">
      <ul className="wp-send-tokens__list" aria-label={t('onramp.fiatSelect.listLabel')}>
        {state.currencies.map((currency) => {
          const limit = currency.limits.find((entry) => entry.id === state.form.method) ?? currency.limits[0];
          return (
            <li key={currency.id}>
              <ListItem
                title={currency.id}
                description={currencyName(currency.id, locale)}
                selected={currency.id === state.currency?.id}
                trailing={
                  limit === undefined ? undefined : (
                    <span className="wp-send-tokens__fiat">
                      {t('onramp.limits', {
                        min: moneyText(limit.min, currency.id, locale),
                        max: moneyText(limit.max, currency.id, locale),
                      })}
                    </span>
                  )
                }
                onClick={() => {
                  flow.selectCurrency(currency.id);
                  instance.services.router.goBack();
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
