'use client';
import type { ConnectionState, ConnectorsState, RouterState } from '@walletport/core/internal';
import { useMemo } from 'react';
import { useAppKitInstance } from '../../context.js';
import { useStoreSelector } from '../../hooks/use-store.js';
import { useTranslate } from '../../i18n/index.js';
import { Badge, Icon, ListItem, NetworkImage, Text, useViewStyles, WalletImage } from '../../ui/index.js';
import { appNamespaceOrder } from '../connect/wallet-entries.js';
import { WalletNotAvailable } from '../connecting-external/WalletNotAvailable.js';
import { networkImageSrc } from '../networks/network-image-src.js';
import { buildChainRows, type ChainRow, findChooserConnector, namespaceLabelKey } from './chain-rows.js';
import { MULTI_CHAIN_VIEW_CSS } from './styles.js';

const selectView = (state: RouterState) => state.view;
const selectConnectors = (state: ConnectorsState) => state.connectors;
const selectCurrentConnectorIds = (state: ConnectionState) => state.currentConnectorIds;

/**
 * ConnectingMultiChain: a wallet installed in several namespaces (e.g. an EVM provider and a Solana
 * wallet of the same extension) asks which one to connect. One row per namespace, in the app's order;
 * choosing one opens ConnectingExternal for the wallet's connector on it. A namespace already connected
 * through this wallet is marked "Connected" and cannot be chosen again.
 */
export default function ConnectingMultiChainView() {
  useViewStyles(MULTI_CHAIN_VIEW_CSS);
  const instance = useAppKitInstance();
  const t = useTranslate();
  const view = useStoreSelector(instance.stores.router, selectView);
  const params = view.name === 'ConnectingMultiChain' ? view.params : undefined;
  const id = params?.connectorId ?? '';
  const connectors = useStoreSelector(instance.stores.connectors, selectConnectors);
  const currentConnectorIds = useStoreSelector(instance.stores.connection, selectCurrentConnectorIds);
  const chains = instance.stores.chains.getState().chains;
  const connector = useMemo(
    () => findChooserConnector(connectors, id, appNamespaceOrder({ chains })),
    [connectors, id, chains],
  );

  if (connector === undefined) return <WalletNotAvailable />;

  const walletName = params?.walletName?.trim() || connector.name;
  const rows = buildChainRows(connector, { chains, currentConnectorIds });
  const open = (row: ChainRow) =>
    instance.services.router.push({
      name: 'ConnectingExternal',
      params: { connectorId: row.connector.id, walletName },
    });

  return (
    <div className="wp-multi-chain">
      <div className="wp-multi-chain__intro">
        <WalletImage
          src={instance.options.connectorImages[connector.id] ?? connector.imageUrl ?? connector.info?.icon}
          name={walletName}
          size={64}
          artworkKeys={[connector.id, connector.info?.rdns, ...rows.map((row) => row.connector.id)]}
        />
        <Text variant="body" tone="secondary" align="center">
          {t('multiChain.subtitle')}
        </Text>
      </div>
      <ul className="wp-multi-chain__list" aria-label={t('multiChain.listLabel')}>
        {rows.map((row) => (
          <li key={row.namespace}>
            <ChainRowItem row={row} onSelect={open} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChainRowItem({ row, onSelect }: { row: ChainRow; onSelect(row: ChainRow): void }) {
  const t = useTranslate();
  const { options } = useAppKitInstance();
  const labelKey = namespaceLabelKey(row.namespace);
  return (
    <ListItem
      icon={
        row.network === undefined ? undefined : (
          <NetworkImage network={row.network} src={networkImageSrc(options, row.network)} size={32} />
        )
      }
      title={labelKey === undefined ? row.namespace : t(labelKey)}
      badge={row.connected ? <Badge tone="success">{t('multiChain.connected')}</Badge> : undefined}
      trailing={row.connected ? undefined : <Icon name="chevron-right" size={16} />}
      disabled={row.connected}
      onClick={() => onSelect(row)}
    />
  );
}
