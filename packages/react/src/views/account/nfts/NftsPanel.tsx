'use client';
import { type AccountNft, createInitialWalletAssetsState } from '@walletport/core/account-data';
import { createStore } from '@walletport/core/internal';
import { useEffect } from 'react';
import { useAppKitInstance } from '../../../context.js';
import { useStoreSelector } from '../../../hooks/use-store.js';
import { type Translate, useTranslate } from '../../../i18n/index.js';
import { Skeleton, useViewStyles } from '../../../ui/index.js';
import { AccountIcon } from '../feature-icons.js';
import { ListState } from '../list/ListState.js';
import { NftImage } from './NftImage.js';
import { NFT_PICTURE_CSS, NFTS_CSS } from './styles.js';

/** Read when the instance has no walletAssets service: always idle. */
const IDLE = createStore(createInitialWalletAssetsState());
const PLACEHOLDER_TILES = 6;

/** What an NFT is called: its name, else its collection and token id, else its contract and id. */
export function nftName(nft: AccountNft, t: Translate): string {
  if (nft.name !== '') return nft.name;
  return t('account.nfts.unnamed', {
    collection: nft.collection?.name || nft.contract.slice(0, 8),
    id: nft.tokenId,
  });
}

/**
 * The NFTs tab: a grid of the account's NFTs on the active network, picture and name, spam hidden
 * (docs/account.md). Placeholder tiles while loading, an empty state, a retry after a failure.
 */
export default function NftsPanel() {
  useViewStyles(NFTS_CSS);
  useViewStyles(NFT_PICTURE_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const service = instance.services.features.walletAssets;
  const network = useStoreSelector(instance.stores.chains, (state) => state.activeCaipNetwork);
  const namespace = useStoreSelector(instance.stores.chains, (state) => state.activeNamespace);
  const address = useStoreSelector(instance.stores.accounts, (state) =>
    namespace === undefined ? undefined : state[namespace]?.address,
  );
  const nfts = useStoreSelector(service?.store ?? IDLE, (state) => state.nfts);
  const caipNetworkId = network?.caipNetworkId;

  useEffect(() => {
    if (address !== undefined && caipNetworkId !== undefined) void service?.loadNfts();
  }, [service, address, caipNetworkId]);

  const networkName = network?.name ?? t('common.unknownNetwork');
  if (nfts.items.length === 0) {
    if (nfts.status === 'error') {
      return (
        <ListState
          tone="failed"
          title={t('account.nfts.failed')}
          retry={() => void service?.loadNfts({ force: true })}
        />
      );
    }
    if (nfts.status === 'ready' || nfts.status === 'unsupported') {
      return (
        <ListState
          picture={<AccountIcon name="picture" size={26} />}
          title={t('account.nfts.empty')}
          hint={t('account.nfts.emptyHint', { network: networkName })}
        />
      );
    }
    return (
      <div className="wp-nfts__grid" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder tiles have no identity
          <span key={index} className="wp-nft">
            <Skeleton width="100%" height="auto" radius="m" className="wp-nft__picture" />
            <Skeleton width="70%" height={10} />
          </span>
        ))}
        <span className="wp-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  return (
    <ul className="wp-nfts__grid" aria-label={t('account.nfts.listLabel', { network: networkName })}>
      {nfts.items.map((nft) => {
        const name = nftName(nft, t);
        return (
          <li key={`${nft.contract}:${nft.tokenId}`} className="wp-nft" title={name}>
            <NftImage src={nft.imageUrl} />
            <span className="wp-nft__name">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
