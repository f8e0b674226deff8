'use client';
import { type CaipNetwork, truncateAddress } from '@walletport/core';
import { useAppKitInstance } from '../../context.js';
import { useTranslate } from '../../i18n/index.js';
import { Avatar, NetworkImage, Skeleton } from '../../ui/index.js';
import { networkImageSrc } from '../networks/network-image-src.js';

export interface SignDetailsProps {
  /** Undefined while the message is being created: a skeleton of the same size stands in. */
  domain: string | undefined;
  address: string | undefined;
  network: CaipNetwork | undefined;
  /** The network's CAIP-2 id, shown when the app does not list that network. */
  chainId: string | undefined;
}

/** Who asks (the domain), who signs (the short address) and on which network: the facts being signed. */
export function SignDetails({ domain, address, network, chainId }: SignDetailsProps) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  return (
    <dl className="wp-siwx__details">
      <div className="wp-siwx__detail">
        <dt>{t('siwx.domain')}</dt>
        <dd>
          {domain === undefined ? (
            <Skeleton width={120} height={16} />
          ) : (
            <span className="wp-siwx__value" title={domain}>
              {domain}
            </span>
          )}
        </dd>
      </div>
      <div className="wp-siwx__detail">
        <dt>{t('siwx.account')}</dt>
        <dd>
          {address === undefined ? (
            <Skeleton width={120} height={16} />
          ) : (
            <>
              <Avatar address={address} size={20} />
              <span className="wp-siwx__value wp-siwx__address" title={address}>
                {truncateAddress(address)}
              </span>
            </>
          )}
        </dd>
      </div>
      <div className="wp-siwx__detail">
        <dt>{t('siwx.network')}</dt>
        <dd>
          {network === undefined && chainId === undefined ? (
            <Skeleton width={120} height={16} />
          ) : (
            <>
              <NetworkImage
                network={network}
                src={network ? networkImageSrc(instance.options, network) : undefined}
                size={20}
              />
              <span className="wp-siwx__value">{network?.name ?? chainId}</span>
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
