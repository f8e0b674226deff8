'use client';
import type { ChainNamespace, ConnectedWalletInfo } from '@walletport/core';
import { useMemo } from 'react';
import { useAccountState, useTargetNamespace } from './use-app-kit-account.js';

export interface UseWalletInfoReturn {
  /** The connected wallet's name, icon, connector type and id; undefined while disconnected. */
  walletInfo: ConnectedWalletInfo | undefined;
}

/** AppKit's `useWalletInfo()`: the wallet of the active (or given) namespace. */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturn {
  const account = useAccountState(useTargetNamespace(namespace));
  const walletInfo = account?.connectedWalletInfo;
  return useMemo(() => ({ walletInfo }), [walletInfo]);
}
