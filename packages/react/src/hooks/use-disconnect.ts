'use client';
import type { ChainNamespace } from '@walletport/core';
import { useMemo } from 'react';
import { useAppKitInstance } from '../context.js';

export interface UseDisconnectReturn {
  /** Disconnects the namespace's wallet, or every wallet; rejects 'Failed to disconnect' on failure. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>;
}

/** AppKit's `useDisconnect()`. */
export function useDisconnect(): UseDisconnectReturn {
  const instance = useAppKitInstance();
  return useMemo(
    () => ({ disconnect: (options = {}) => instance.disconnect(options.namespace) }),
    [instance],
  );
}
