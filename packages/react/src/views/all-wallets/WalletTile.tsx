'use client';
import { useTranslate } from '../../i18n/index.js';
import { Icon, Skeleton, WalletImage } from '../../ui/index.js';
import { TILE_IMAGE_SIZE } from './wallet-layout.js';
import type { WalletRow } from './wallet-rows.js';

/** Name widths of the placeholders: varied, so they read as names rather than as a pattern. */
const NAME_WIDTHS = [48, 40, 56, 36] as const;

export interface WalletTileProps {
  row: WalletRow;
  index: number;
  onSelect: (row: WalletRow) => void;
}

/**
 * One wallet of the grid: its logo above its name, as one button. An installed wallet carries a check on
 * its logo; the word 'Installed' is in the button's text (read, not shown), so the button's name starts
 * with the visible name (WCAG 2.5.3) and says what the check means.
 */
export function WalletTile({ row, index, onSelect }: WalletTileProps) {
  const t = useTranslate();
  return (
    <button
      type="button"
      className="wp-wallet-tile"
      onClick={() => onSelect(row)}
      data-wallet-index={index}
      data-installed={row.installed || undefined}
    >
      <span className="wp-wallet-tile__image">
        <WalletImage
          src={row.imageUrl}
          name={row.name}
          size={TILE_IMAGE_SIZE}
          artworkKeys={row.artworkKeys}
        />
        {row.installed ? (
          <span className="wp-wallet-tile__installed" aria-hidden="true">
            <Icon name="check" size={10} />
          </span>
        ) : null}
      </span>
      {/* dir="auto": a Latin name in a right-to-left modal is cut at its own end ("Rabby Wal…"). */}
      <span className="wp-wallet-tile__name" dir="auto">
        {row.name}
      </span>
      {row.installed ? <span className="wp-visually-hidden"> {t('wallets.installed')}</span> : null}
    </button>
  );
}

/**
 * A tile still loading: the same box, a logo-sized square where the logo goes and a bar on the name's
 * line, so the wallet that replaces it takes its place without anything moving.
 */
export function WalletTilePlaceholder({ index }: { index: number }) {
  return (
    <div className="wp-wallet-tile wp-wallet-tile--placeholder" aria-hidden="true">
      <span className="wp-wallet-tile__image">
        <Skeleton width={TILE_IMAGE_SIZE} height={TILE_IMAGE_SIZE} radius="28%" />
      </span>
      <span className="wp-wallet-tile__name wp-wallet-tile__name--placeholder">
        <Skeleton width={NAME_WIDTHS[index % NAME_WIDTHS.length] ?? 44} height={10} radius="xs" />
      </span>
    </div>
  );
}
