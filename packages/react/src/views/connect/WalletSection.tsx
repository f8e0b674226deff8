'use client';
import type { MessageKey } from '../../i18n/index.js';
import { useTranslate } from '../../i18n/index.js';
import { Badge, Icon, ListItem, Skeleton, WalletImage } from '../../ui/index.js';
import { formatWalletCount, type WalletEntryView } from './wallet-entries.js';

export interface AllWalletsRowData {
  count: number;
  /** Up to four wallets drawn in the row's tile. */
  preview: readonly { name: string; imageUrl: string | undefined }[];
}

export interface WalletSectionProps {
  entries: readonly WalletEntryView[];
  /** Rows reserved for registry wallets that are still loading. */
  pendingRows: number;
  allWallets: AllWalletsRowData | undefined;
  onSelect: (entry: WalletEntryView) => void;
  onAllWallets: () => void;
  /** Warms the next view's code when the pointer or focus reaches a row. */
  onIntent: () => void;
}

const BADGE_TEXT: Record<NonNullable<WalletEntryView['badge']>, MessageKey> = {
  installed: 'connect.badge.installed',
  recent: 'connect.badge.recent',
};

/** The wallet rows, each a button, in the order given; then "All wallets". */
export function WalletSection({
  entries,
  pendingRows,
  allWallets,
  onSelect,
  onAllWallets,
  onIntent,
}: WalletSectionProps) {
  const t = useTranslate();
  const busy = pendingRows > 0;
  return (
    <section
      className="wp-connect-wallets"
      aria-label={t('connect.walletList')}
      aria-busy={busy || undefined}
    >
      <div className="wp-stack">
        {entries.map((entry) => (
          <ListItem
            key={entry.key}
            icon={
              <WalletImage src={entry.imageUrl} name={entry.name} size={40} artworkKeys={entry.artworkKeys} />
            }
            title={entry.name}
            badge={
              entry.badge === undefined ? undefined : (
                <Badge tone={entry.badge === 'installed' ? 'success' : 'neutral'}>
                  {t(BADGE_TEXT[entry.badge])}
                </Badge>
              )
            }
            trailing={<Icon name="chevron-right" size={18} className="wp-connect-chevron" />}
            onClick={() => onSelect(entry)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            data-wallet-section={entry.section}
          />
        ))}
        {Array.from({ length: pendingRows }, (_, index) => (
          // Placeholders have no identity but their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div className="wp-connect-skeleton-row" key={index}>
            <Skeleton width={40} height={40} radius="m" />
            <Skeleton width={index % 2 === 0 ? 128 : 96} height={14} />
          </div>
        ))}
        {busy ? <span className="wp-visually-hidden">{t('connect.loadingWallets')}</span> : null}
        {allWallets === undefined ? null : (
          <ListItem
            icon={<AllWalletsTile preview={allWallets.preview} />}
            title={t('connect.allWallets')}
            trailing={
              allWallets.count > 0 ? (
                <span
                  className="wp-connect-count"
                  title={t('connect.allWalletsCount', { count: allWallets.count })}
                >
                  <Badge tone="neutral">
                    {/* "40+" reads the same in every language; in Arabic it must not become "+40". */}
                    <span dir="ltr">{formatWalletCount(allWallets.count)}</span>
                  </Badge>
                </span>
              ) : (
                <Icon name="chevron-right" size={18} className="wp-connect-chevron" />
              )
            }
            onClick={onAllWallets}
            data-wallet-section="all"
          />
        )}
      </div>
    </section>
  );
}

/** A 2 × 2 of small wallet tiles (AppKit's "All wallets" picture); a wallet glyph when none is known. */
function AllWalletsTile({ preview }: { preview: AllWalletsRowData['preview'] }) {
  if (preview.length === 0) {
    return (
      <span className="wp-connect-all-tile wp-connect-all-tile--empty">
        <Icon name="wallet" size={20} />
      </span>
    );
  }
  return (
    <span className="wp-connect-all-tile" aria-hidden="true">
      {preview.slice(0, 4).map((wallet) => (
        <WalletImage key={wallet.name} src={wallet.imageUrl} name={wallet.name} size={17} />
      ))}
    </span>
  );
}
