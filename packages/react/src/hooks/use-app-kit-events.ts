'use client';
import type { AppKitEventRecord } from '@walletport/core';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from './use-store.js';

/**
 * AppKit's `useAppKitEvents()`: the newest event of the instance (`{ timestamp, data: { type, event,
 * properties } }`), undefined until the first one. The instance keeps the latest event from creation
 * on, so a component mounted after an event still sees it.
 */
export function useAppKitEvents(): AppKitEventRecord | undefined {
  const { stores } = useAppKitInstance();
  return useStoreSelector(stores.lifecycle, (state) => state.latestEvent);
}
