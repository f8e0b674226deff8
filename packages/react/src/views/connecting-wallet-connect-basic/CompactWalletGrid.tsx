'use client';
import { useTranslate } from '../../i18n/index.js';
import { Icon, Skeleton, WalletImage } from '../../ui/index.js';

export interface CompactWallet {
  id: string;
  name: string;
  imageUrl: string | undefined;
  /** The registry's rdns, which (with the id) can name bundled artwork when there is no image. */
  rdns?: string | null | undefined;
}

export interface CompactWalletGridProps {
  wallets: readonly CompactWallet[];
  /** Tiles still loading (placeholders keep the grid's height). */
  pending: number;
  showAllWallets: boolean;
  onSelect: (wallet: CompactWallet) => void;
  onAllWallets: () => void;
  onIntent: () => void;
}

/** One row of wallet tiles (icon over name) under the QR code, ending with "All wallets". */
export function CompactWalletGrid({
  wallets,
  pending,
  showAllWallets,
  onSelect,
  onAllWallets,
  onIntent,
}: CompactWalletGridProps) {
  const t = useTranslate();
  return (
    <ul
      className="wp-wc-grid"
      aria-label={t('walletConnect.walletsLabel')}
      aria-busy={pending > 0 || undefined}
    >
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button
            type="button"
            className="wp-wc-tile"
            onClick={() => onSelect(wallet)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            <WalletImage
              src={wallet.imageUrl}
              name={wallet.name}
              size={48}
              artworkKeys={[wallet.id, wallet.rdns]}
            />
            <span className="wp-wc-tile__name">{wallet.name}</span>
          </button>
        </li>
      ))}
      {Array.from({ length: pending }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders have no identity but their position
        <li key={`pending-${index}`} aria-hidden="true" className="wp-wc-tile wp-wc-tile--pending">
          <Skeleton width={48} height={48} radius="m" />
          <Skeleton width={52} height={10} />
        </li>
      ))}
      {showAllWallets ? (
        <li>
          <button type="button" className="wp-wc-tile" onClick={onAllWallets}>
            <span className="wp-wc-tile__all">
              <Icon name="wallet" size={22} />
            </span>
            <span className="wp-wc-tile__name">{t('walletConnect.allWallets')}</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}
