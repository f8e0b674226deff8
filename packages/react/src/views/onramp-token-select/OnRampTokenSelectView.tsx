'use client';
import type { OnrampFlow } from '@walletport/core/onramp';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { ListItem, useViewStyles } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { OnrampFlowPending, OnrampNotice, OnrampSkeleton } from '../onramp/OnRampStatus.js';
import { ONRAMP_CSS } from '../onramp/styles.js';
import { useOnrampFlow, useOnrampState } from '../onramp/use-onramp-flow.js';
import { SEND_CSS } from '../send/styles.js';

/** What the providers sell on the active network, the native token first; choosing goes back to Buy. */
export default function OnRampTokenSelectView() {
  useViewStyles(SEND_CSS);
  useViewStyles(ONRAMP_CSS);
  const load = useOnrampFlow();
  if (load.status !== 'ready') return <OnrampFlowPending load={load} />;
  return <TokenList flow={load.flow} />;
}

function TokenList({ flow }: { flow: OnrampFlow }) {
  const t = useTranslate();
  const instance = useAppKitInstance();
  const state = useOnrampState(flow);
  const network = state.account?.network.name ?? t('common.unknownNetwork');
  if (state.options.status === 'loading') return <OnrampSkeleton />;
  if (state.options.status === 'failed') {
    return <OnrampNotice icon="error" text={t('onramp.optionsFailed')} retry={() => flow.retryOptions()} />;
  }
  if (state.tokens.length === 0) return <OnrampNotice icon="info" text={t('onramp.noTokens', { network })} />;
  return (
    <div className="wp-send-tokens">
      <ul className="wp-send-tokens__list" aria-label={t('onramp.tokenSelect.listLabel', { network })}>
        {state.tokens.map((token) => (
          <li key={token.id}>
            <ListItem
              icon={<TokenIcon src={undefined} symbol={token.symbol} size={36} />}
              title={token.symbol}
              description={token.name}
              selected={token.id === state.token?.id}
              trailing={<span className="wp-send-tokens__fiat">{token.network.displayName}</span>}
              onClick={() => {
                flow.selectToken(token.id);
                instance.services.router.goBack();
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
