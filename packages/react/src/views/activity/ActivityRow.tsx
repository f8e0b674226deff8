'use client';
import type { HistoryItem } from '@walletport/core/internal';
import { useTranslate } from '../../i18n/index.js';
import { Badge } from '../../ui/index.js';
import { TokenIcon } from '../account/tokens/TokenIcon.js';
import { NftImage } from '../account/nfts/NftImage.js';
import {
  activityTimeText,
  activityTitleKey,
  counterparty,
  primaryTransfer,
  transferAmount,
  transferPicture,
} from './activity-text.js';

export interface ActivityRowProps {
  item: HistoryItem;
  locale: string;
  /** ms since epoch, for relative times. */
  now: number;
}

/**
 * One transaction: the token's icon or the NFT's preview, what happened (sent, received …), the other
 * side's address (4 + 6 characters), the amount with its symbol, when, and a mark when it failed.
 */
export function ActivityRow({ item, locale, now }: ActivityRowProps) {
  const t = useTranslate();
  const transfer = primaryTransfer(item);
  const other = counterparty(item);
  const amount = transferAmount(transfer, locale);
  const more = item.transfers.length - 1;
  const failed = item.metadata.status === 'failed';
  const direction = transfer?.direction ?? 'none';
  return (
    <li className="wp-activity-row" data-direction={direction} data-status={item.metadata.status}>
      <span className="wp-activity-row__picture">
        {transfer?.nft_info ? (
          <NftImage src={transferPicture(transfer)} />
        ) : (
          <TokenIcon
            src={transferPicture(transfer)}
            symbol={transfer?.fungible_info?.symbol ?? '?'}
            size={36}
          />
        )}
      </span>
      <span className="wp-activity-row__body">
        <span className="wp-activity-row__title">
          {t(activityTitleKey(item))}
          {failed ? <Badge tone="error">{t('activity.failedStatus')}</Badge> : null}
        </span>
        {other ? (
          <span className="wp-activity-row__detail">{t(other.key, { address: other.address })}</span>
        ) : null}
      </span>
      <span className="wp-activity-row__end">
        {amount === undefined ? null : (
          // An amount with its symbol reads (and is cut) left to right in every language ('+0.125 ETH').
          <span className="wp-activity-row__amount" dir="ltr" title={amount}>
            {amount}
            {more > 0 ? (
              <span className="wp-activity-row__more"> {t('activity.moreTransfers', { count: more })}</span>
            ) : null}
          </span>
        )}
        <time className="wp-activity-row__time" dateTime={item.metadata.minedAt}>
          {activityTimeText(item.metadata.minedAt, now, locale)}
        </time>
      </span>
    </li>
  );
}
